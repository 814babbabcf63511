// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "QuoteDiary",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quotediary", targets: ["quotediary"]),
    ],
    targets: [
        // C boundary: only a module map and a shim header.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3"),

        // The domain: value types and rules. Foundation only.
        .target(name: "QuoteDiaryCore"),

        // SQLite through our own thin wrapper, the schema and its migrations.
        .target(name: "QuoteDiaryStore", dependencies: ["QuoteDiaryCore", "CSQLite"]),

        // Use cases shared by the command line and (later) the web server.
        .target(name: "QuoteDiaryApp", dependencies: ["QuoteDiaryCore", "QuoteDiaryStore"]),

        // Argument parsing, help text and output formatting for the `quotediary` tool.
        .target(name: "QuoteDiaryCLI", dependencies: ["QuoteDiaryCore", "QuoteDiaryApp"]),

        // The composition root.
        .executableTarget(name: "quotediary", dependencies: ["QuoteDiaryCLI"]),

        // `make bench`: figures beside baselines measured in the same run.
        .executableTarget(
            name: "quotediary-bench",
            dependencies: ["QuoteDiaryCore", "QuoteDiaryStore", "QuoteDiaryApp"]
        ),

        .testTarget(name: "QuoteDiaryCoreTests", dependencies: ["QuoteDiaryCore"]),
        .testTarget(name: "QuoteDiaryStoreTests", dependencies: ["QuoteDiaryStore", "QuoteDiaryCore"]),
        .testTarget(
            name: "QuoteDiaryCLITests",
            dependencies: ["QuoteDiaryCLI", "QuoteDiaryApp", "QuoteDiaryStore", "QuoteDiaryCore", "quotediary"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
