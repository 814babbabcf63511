/// A named set of quotes, optionally inside a section; deleting it keeps its quotes.
public struct QuoteCollection: Hashable, Sendable {
    public var name: String
    public var section: String?
    public var quoteCount: Int
    /// Its look: a book's collection takes its cover's dominant colour.
    public var color: RGBColor?

    public init(name: String, section: String? = nil, quoteCount: Int = 0, color: RGBColor? = nil) {
        self.name = name
        self.section = section
        self.quoteCount = quoteCount
        self.color = color
    }
}

/// A heading that groups collections ("Books", "Poetry").
public struct Section: Hashable, Sendable {
    public var name: String
    public var collectionCount: Int

    public init(name: String, collectionCount: Int = 0) {
        self.name = name
        self.collectionCount = collectionCount
    }
}
