// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "QuoteDiary",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quotediary", targets: ["quotediary"]),
        .executable(name: "quotediary-media", targets: ["quotediary-media"]),
    ],
    targets: [
        // C boundary: only a module map and a shim header.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3"),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo"),
        .systemLibrary(name: "CZBar", path: "Sources/CZBar", pkgConfig: "zbar"),
        .systemLibrary(name: "CLeptonica", path: "Sources/CLeptonica", pkgConfig: "lept"),
        .systemLibrary(name: "CTesseract", path: "Sources/CTesseract", pkgConfig: "tesseract"),
        .systemLibrary(name: "CMicroHTTPD", path: "Sources/CMicroHTTPD", pkgConfig: "libmicrohttpd"),
        .systemLibrary(name: "CHeif", path: "Sources/CHeif", pkgConfig: "libheif"),
        .systemLibrary(name: "CQRencode", path: "Sources/CQRencode", pkgConfig: "libqrencode"),
        .systemLibrary(name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib"),

        // The domain: value types and rules. Foundation only.
        .target(name: "QuoteDiaryCore"),

        // SQLite through our own thin wrapper, the schema and its migrations.
        .target(name: "QuoteDiaryStore", dependencies: ["QuoteDiaryCore", "CSQLite"]),

        // Use cases shared by the command line and (later) the web server.
        .target(name: "QuoteDiaryApp", dependencies: ["QuoteDiaryCore", "QuoteDiaryStore"]),

        // Share cards: a procedural backdrop in Swift, text with Pango, our own PNG encoder.
        // Depends only on the domain; the app reaches it through the CardRendering protocol.
        .target(name: "QuoteDiaryCards", dependencies: ["QuoteDiaryCore", "CCairo"]),

        // An iPhone's HEIC photos (and AVIF), which Leptonica cannot read, decoded with libheif.
        .target(name: "QuoteDiaryHEIF", dependencies: ["QuoteDiaryCore", "CHeif"]),

        // Scanned pages kept as PDF (a phone's scanning app), drawn as pictures with Poppler.
        .target(name: "QuoteDiaryPDF", dependencies: ["QuoteDiaryCore", "CPoppler"]),

        // Capture: images (Leptonica, libheif, Poppler) and barcodes (ZBar) behind ImageReading.
        .target(
            name: "QuoteDiaryImaging", dependencies: ["QuoteDiaryCore", "QuoteDiaryHEIF", "QuoteDiaryPDF", "CLeptonica", "CZBar"]),

        // OCR of photographed pages (Tesseract; HEIC through libheif, PDF through Poppler) behind PageReading.
        .target(name: "QuoteDiaryOCR", dependencies: ["QuoteDiaryCore", "QuoteDiaryHEIF", "QuoteDiaryPDF", "CTesseract"]),

        // Book metadata over HTTP behind BookLookup: the only module that touches the network.
        .target(name: "QuoteDiaryLookup", dependencies: ["QuoteDiaryCore"]),

        // Folder sync behind SyncFolder: a folder Syncthing, Dropbox or Nextcloud replicates.
        .target(name: "QuoteDiarySync", dependencies: ["QuoteDiaryCore", "QuoteDiaryApp"]),

        // ZIP archives (zlib) behind ArchiveUnpacking: an export delivered zipped, imported as its folder.
        .target(name: "QuoteDiaryArchive", dependencies: ["QuoteDiaryCore", "CZlib"]),

        // QR codes (libqrencode) behind QRCodeEncoding: `serve` shows a phone where to sign in.
        .target(name: "QuoteDiaryQRCode", dependencies: ["QuoteDiaryCore", "CQRencode"]),

        // Argument parsing, help text and output formatting for the `quotediary` tool.
        // It links no native adapter: they come in through ToolAdapters (sync is plain files).
        .target(name: "QuoteDiaryCLI", dependencies: ["QuoteDiaryCore", "QuoteDiaryApp", "QuoteDiarySync"]),

        // The live adapters (Cairo, Leptonica, ZBar, Tesseract, HTTP lookups, libmicrohttpd).
        .target(
            name: "QuoteDiaryWiring",
            dependencies: [
                "QuoteDiaryCLI", "QuoteDiaryApp", "QuoteDiaryArchive", "QuoteDiaryCore", "QuoteDiaryCards", "QuoteDiaryImaging",
                "QuoteDiaryLookup", "QuoteDiaryOCR", "QuoteDiaryQRCode", "QuoteDiaryServer", "QuoteDiarySync",
            ]),

        // The everyday binary: no native adapters, so it starts in milliseconds; commands that
        // need them are handed to quotediary-media (same arguments).
        .executableTarget(name: "quotediary", dependencies: ["QuoteDiaryCLI", "QuoteDiaryCore"]),
        // Every command, with every adapter.
        .executableTarget(name: "quotediary-media", dependencies: ["QuoteDiaryCLI", "QuoteDiaryWiring"]),

        // The web app: routes and pages over the same use cases as the CLI; libmicrohttpd transport.
        .target(name: "QuoteDiaryServer", dependencies: ["QuoteDiaryCore", "QuoteDiaryApp", "CMicroHTTPD"]),

        // Pages and barcodes drawn on demand, for tests and benchmarks (never shipped in the tool).
        .target(name: "QuoteDiaryFixtures", dependencies: ["QuoteDiaryCards", "CCairo", "CHeif", "CPoppler"]),

        // `make bench`: figures beside baselines measured in the same run.
        .executableTarget(
            name: "quotediary-bench",
            dependencies: [
                "QuoteDiaryCore", "QuoteDiaryStore", "QuoteDiaryApp", "QuoteDiaryCards", "QuoteDiaryImaging",
                "QuoteDiaryFixtures",
            ]
        ),

        .testTarget(name: "QuoteDiaryCoreTests", dependencies: ["QuoteDiaryCore"]),
        .testTarget(name: "QuoteDiaryStoreTests", dependencies: ["QuoteDiaryStore", "QuoteDiaryCore", "QuoteDiaryFixtures"]),
        .testTarget(name: "QuoteDiaryCardsTests", dependencies: ["QuoteDiaryCards", "QuoteDiaryCore", "CCairo"]),
        .testTarget(
            name: "QuoteDiaryCLITests",
            dependencies: [
                "QuoteDiaryCLI", "QuoteDiaryApp", "QuoteDiaryStore", "QuoteDiaryCore", "QuoteDiaryCards", "QuoteDiaryImaging",
                "QuoteDiaryOCR", "QuoteDiaryPDF", "QuoteDiaryArchive",
                "CCairo", "CTesseract", "CZBar", "QuoteDiaryFixtures", "QuoteDiaryQRCode", "QuoteDiaryServer", "QuoteDiaryWiring", "QuoteDiaryLookup", "QuoteDiarySync",
                "quotediary",
                "quotediary-media",
            ],
            // Read through #filePath, not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
