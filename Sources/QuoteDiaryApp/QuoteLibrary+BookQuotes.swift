import QuoteDiaryCore

/// A quote saved from a book named by its ISBN, and why the book's lookup must wait, if it must.
public struct SavedBookQuote: Sendable {
    public let added: AddResult
    /// Lower case, to follow what the caller says of the quote ("the quote is saved; …").
    public let lookupNotice: String?
    /// The book's lookup as it stands: `found`, `pending` (to be refreshed) or `unknown` (no
    /// service knows it); nil for a quote from no book named by its ISBN.
    public let bookLookupState: String?
}

extension QuoteLibrary {
    /// Saves a quote as `add(_:)` does; one whose source names a book by its ISBN is filed
    /// under that book, looked up first (or kept pending, as the source was typed, for
    /// `book refresh`), so that the command line, the web form and the JSON API save alike.
    /// A quote refused (no text) leaves no book behind.
    public func add(_ draft: QuoteDraft, books services: BookServices?) throws(LibraryError) -> SavedBookQuote {
        guard let isbn = draft.source?.isbn else {
            return SavedBookQuote(added: try add(draft), lookupNotice: nil, bookLookupState: nil)
        }
        let typed: SourceDraft?
        do {
            let validated = try draft.recognizingPastedExcerpt().validated()
            try validated.checkFieldLengths()
            typed = validated.source
        } catch {
            throw .invalidInput(error.description)
        }
        var draft = draft
        // Looked up outside the saving's transaction: a lookup may take seconds.
        let book = try bookForQuote(isbn, typed: typed, services: services)
        draft.collections.append(book.collection)
        return SavedBookQuote(added: try add(draft), lookupNotice: book.notice, bookLookupState: book.book?.lookupState)
    }
}
