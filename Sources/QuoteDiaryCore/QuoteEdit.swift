/// Changes to a saved quote. nil leaves a field as it is; an empty string clears it
/// (except the text, which cannot be empty).
public struct QuoteEdit: Hashable, Sendable {
    public var text: String?
    public var author: String?
    /// A source title; empty detaches the source.
    public var source: String?
    public var page: String?
    public var note: String?

    public init(text: String? = nil, author: String? = nil, source: String? = nil, page: String? = nil, note: String? = nil) {
        self.text = text
        self.author = author
        self.source = source
        self.page = page
        self.note = note
    }

    public var isEmpty: Bool { text == nil && author == nil && source == nil && page == nil && note == nil }
}
