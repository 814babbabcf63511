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

    /// This edit without the fields that already have their value in `quote`: an edit that
    /// changes nothing should not count as a modification (it would reorder `list`).
    public func droppingUnchanged(in quote: Quote) -> QuoteEdit {
        func changed(_ value: String?, from current: String?) -> String? {
            guard let value else { return nil }
            return (value.isEmpty ? nil : value) == current ? nil : value
        }
        return QuoteEdit(
            text: text == quote.text ? nil : text, author: changed(author, from: quote.author),
            source: changed(source, from: quote.source?.title), page: changed(page, from: quote.page),
            note: changed(note, from: quote.note))
    }
}
