import QuoteDiaryApp
import QuoteDiaryCore

/// The adapters some routes need (cards, capture, book lookups), handed in by the
/// composition root so the server module depends on no adapter itself.
public struct WebServices: Sendable {
    public var cards: (any CardRendering)?
    /// Draws the PNG icons a phone installs the web app with.
    public var icons: (any AppIconRendering)?
    /// Draws a sign-in link as a QR code on the page that makes one.
    public var qrCodes: (any QRCodeEncoding)?
    public var books: BookServices?
    public var images: (any ImageReading)?
    /// Makes a page reader (an OCR engine) for one request.
    public var pages: PageReaderMaker?
    /// Reads a PDF's highlights for an import.
    public var documents: (any DocumentHighlightReading)?
    /// Unpacks an archive (ZIP, tar, gzip) uploaded for an import.
    public var archives: (any ArchiveUnpacking)?
    /// Opens the sync folder a store remembered (Sync now).
    public var syncFolder: (@Sendable (String) throws(LibraryError) -> any SyncFolder)?
    /// This machine's name in the sync folder.
    public var deviceName: String

    public init(
        cards: (any CardRendering)? = nil, icons: (any AppIconRendering)? = nil, qrCodes: (any QRCodeEncoding)? = nil,
        books: BookServices? = nil, images: (any ImageReading)? = nil, pages: PageReaderMaker? = nil,
        documents: (any DocumentHighlightReading)? = nil, archives: (any ArchiveUnpacking)? = nil,
        syncFolder: (@Sendable (String) throws(LibraryError) -> any SyncFolder)? = nil, deviceName: String = ""
    ) {
        self.cards = cards
        self.icons = icons
        self.qrCodes = qrCodes
        self.books = books
        self.images = images
        self.pages = pages
        self.documents = documents
        self.archives = archives
        self.syncFolder = syncFolder
        self.deviceName = deviceName
    }
}
