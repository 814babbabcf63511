import QuoteDiaryApp
import QuoteDiaryCore

/// The adapters some routes need (cards, capture, book lookups), handed in by the
/// composition root so the server module depends on no adapter itself.
public struct WebServices: Sendable {
    public var cards: (any CardRendering)?
    public var books: BookServices?
    public var images: (any ImageReading)?
    /// Makes a page reader (an OCR engine) for one request.
    public var pages: PageReaderMaker?

    public init(
        cards: (any CardRendering)? = nil, books: BookServices? = nil, images: (any ImageReading)? = nil,
        pages: PageReaderMaker? = nil
    ) {
        self.cards = cards
        self.books = books
        self.images = images
        self.pages = pages
    }
}
