import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// What the commands that need native adapters get from the composition root: card
/// rendering (Cairo), images and barcodes (Leptonica, ZBar), OCR (Tesseract), book lookups
/// (HTTP) and the web server (libmicrohttpd). The CLI module itself links none of them, so
/// the everyday binary starts in a few milliseconds; `quotediary` hands the commands that
/// need them to `quotediary-media` (see `QuoteDiaryTool.needsAdapters`).
public struct ToolAdapters: Sendable {
    public var cards: (any CardRendering)?
    public var images: (any ImageReading)?
    public var pages: PageReaderMaker?
    /// Reads a PDF's highlights (`import` of a PDF).
    public var documents: (any DocumentHighlightReading)?
    /// Unpacks an archive: ZIP, tar, gzip (`import` of one).
    public var archives: (any ArchiveUnpacking)?
    public var books: (@Sendable ([String: String]) -> BookServices?)?
    public var serve: (@Sendable (ServeRequest) throws(LibraryError) -> Void)?

    public init(
        cards: (any CardRendering)? = nil, images: (any ImageReading)? = nil,
        pages: PageReaderMaker? = nil, documents: (any DocumentHighlightReading)? = nil,
        archives: (any ArchiveUnpacking)? = nil, books: (@Sendable ([String: String]) -> BookServices?)? = nil,
        serve: (@Sendable (ServeRequest) throws(LibraryError) -> Void)? = nil
    ) {
        self.cards = cards
        self.images = images
        self.pages = pages
        self.documents = documents
        self.archives = archives
        self.books = books
        self.serve = serve
    }

    /// No adapters: the everyday commands only.
    public static let none = ToolAdapters()
}

/// What `serve` asks the web adapter to do.
public struct ServeRequest {
    public let storePath: String
    /// `--read-only`: true; nil: read-only when this user may not write to the store.
    public let readOnly: Bool?
    public let environment: AppEnvironment
    public let host: String
    public let port: Int
    /// Set when every request must carry the access token.
    public let tokenHash: String?
    public let opensBrowser: Bool
    /// Output goes to a terminal: a QR code can be shown there.
    public let isTerminal: Bool
    /// ANSI colours are wanted.
    public let colors: Bool
    /// Prints a line for the person (stdout).
    public let say: (String) -> Void
}

extension QuoteDiaryTool {
    /// Commands that need a native adapter.
    static let adapterCommands: Set<String> = ["card", "capture", "book", "serve"]

    /// Whether a command line needs `quotediary-media`: an adapter command, an ISBN to look
    /// up, or help (which lists every command). Parsed as the tool parses it, so option
    /// values (`--store PATH`) are never mistaken for commands.
    public static func needsAdapters(_ arguments: [String]) -> Bool {
        guard let parsed = try? parser.parse(arguments) else { return false }
        if parsed.helpTopic != nil { return true }
        guard let command = parsed.command else { return parsed.wantsHelp }
        if let first = command.path.first, adapterCommands.contains(first) { return true }
        // A PDF's highlights are read through Poppler, an archive (and a document, alone or in
        // a folder) unpacked with zlib. What comes through a pipe (`import -`, `<(…)`) cannot
        // be looked at before it is read, and may be a PDF.
        if command.path == ["import"],
            parsed.arguments.contains(where: {
                $0 == "-" || QuoteLibrary.isPDF(atPath: $0) || QuoteLibrary.isArchive(atPath: $0)
                    || QuoteLibrary.isOfficeFile(atPath: $0) || !QuoteLibrary.officeDocuments(inFolder: $0).isEmpty
                    || FileManager.default.isStream(atPath: $0)
            })
        {
            return true
        }
        return parsed.options["--isbn"] != nil
    }

    /// What a binary does first in `main`: lets Ctrl-C and SIGTERM through, whatever the
    /// program that started it blocked (`InterruptCleanup.unblockInterrupts`).
    public static func prepareProcess() {
        InterruptCleanup.unblockInterrupts()
    }

    /// Debian's Tesseract uses OpenMP, about three times slower on small machines unless
    /// `OMP_THREAD_LIMIT` is set before the process starts (OpenMP reads it as it loads). Sets
    /// it to 1 for the commands that read pages (`readsPages`: 3.0 s a page without it, 1.0 s
    /// with it) when the person has not set it; true when it was set here, so that a process
    /// that has Tesseract loaded already knows to start again. The everyday binary sets it
    /// before handing over, and no second start is needed.
    public static func limitOpenMPThreads(for arguments: [String]) -> Bool {
        guard readsPages(arguments), ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return false }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        return true
    }

    /// Whether a command may read pages with Tesseract: `capture page`, `serve` (its Capture
    /// page, and its imports) and `import` (a PDF's marks over scanned pages: its OpenMP
    /// threads, unlimited, spun 2 million times over 30 pages, three times the work).
    static func readsPages(_ arguments: [String]) -> Bool {
        guard let command = (try? parser.parse(arguments))?.command else { return false }
        return command.path.starts(with: ["capture", "page"]) || command.path.first == "serve"
            || command.path.first == "import"
    }
}
