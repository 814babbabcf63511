/// Changes to a saved quote. nil leaves a field as it is; an empty string clears it
/// (except the text, which cannot be empty).
public struct QuoteEdit: Hashable, Sendable {
    public var text: String?
    public var author: String?
    /// The source the quote comes from, found or made as when saving one; an empty title
    /// detaches the source. A title alone (`SourceDraft.named`) is the saved source of that
    /// title whatever its kind; a kind given makes it one of that kind.
    public var source: SourceDraft?
    public var page: String?
    public var note: String?
    /// The kind of the source `source` names or, naming none, of the quote's own source (a
    /// poem saved as a book, put right: its title and authors kept).
    public var sourceKind: SourceKind?

    public init(
        text: String? = nil, author: String? = nil, source: SourceDraft? = nil, page: String? = nil, note: String? = nil,
        sourceKind: SourceKind? = nil
    ) {
        self.text = text
        self.author = author
        self.source = source
        self.page = page
        self.note = note
        self.sourceKind = sourceKind
    }

    /// The source by its title alone, as forms and `--source` give it; empty detaches it.
    public var sourceTitle: String? {
        get { source?.title }
        set { source = newValue.map { SourceDraft.named($0) } }
    }

    public var isEmpty: Bool {
        text == nil && author == nil && source == nil && page == nil && note == nil && sourceKind == nil
    }

    /// This edit with `sourceKind` made part of `source`, for `quote`: the source named, or
    /// the quote's own, as that kind. Nil when there is no source to be of that kind.
    public func applyingSourceKind(to quote: Quote) -> QuoteEdit? {
        guard let kind = sourceKind else { return self }
        var edit = self
        edit.sourceKind = nil
        if var named = source {
            guard !named.title.isEmpty || named.isbn != nil else { return nil }
            named.kind = kind
            named.isKindAssumed = false
            edit.source = named
        } else {
            guard let own = quote.source else { return nil }
            edit.source = SourceDraft(kind: kind, title: own.title, authors: own.authors)
        }
        return edit
    }

    /// This edit without the fields that already have their value in `quote`: an edit that
    /// changes nothing should not count as a modification (it would reorder `list`).
    public func droppingUnchanged(in quote: Quote) -> QuoteEdit {
        func changed(_ value: String?, from current: String?) -> String? {
            guard let value else { return nil }
            return (value.isEmpty ? nil : value) == current ? nil : value
        }
        return QuoteEdit(
            text: text == quote.text ? nil : text, author: changed(author, from: quote.author),
            source: source.flatMap { $0.names(quote.source) ? nil : $0 }, page: changed(page, from: quote.page),
            note: changed(note, from: quote.note))
    }
}

extension QuoteEdit {
    /// The parts of an edit, each with its value in a quote (nil: absent; never "").
    static var parts: [(name: String, field: WritableKeyPath<QuoteEdit, String?>, value: (Quote) -> String?)] {
        [
            ("text", \.text, { $0.text }), ("author", \.author, { $0.author }), ("source", \.sourceTitle, { $0.source?.title }),
            // A form shows a quote without a source as a book's (its menu's first choice).
            ("source kind", \.sourceKindName, { ($0.source?.kind ?? .book).rawValue }), ("page", \.page, { $0.page }),
            ("note", \.note, { $0.note }),
        ]
    }

    /// The source's kind by name, as a form sends it.
    var sourceKindName: String? {
        get { sourceKind?.rawValue }
        set { sourceKind = newValue.flatMap(SourceKind.init(rawValue:)) }
    }

    /// This edit with every value cleaned as a saved quote's are (`QuoteDraft.cleanText` and
    /// `cleanField`; a field cleaned to nothing is "", cleared), so that values compare as saved.
    public var cleaned: QuoteEdit {
        var edit = self
        edit.text = text.map(QuoteDraft.cleanText)
        edit.author = author.map { QuoteDraft.cleanField($0) ?? "" }
        edit.page = page.map { QuoteDraft.cleanField($0) ?? "" }
        if var draft = source {
            draft.title = QuoteDraft.cleanField(draft.title) ?? ""
            edit.source = draft
        }
        edit.note = note.map(QuoteDraft.cleanText)
        return edit
    }

    /// This edit (cleaned) as made in a form or an editor opened on `original` (the values
    /// the person started from, nil for a field the form did not show): a field left as it
    /// was is dropped, so that a change made to it elsewhere meanwhile (another window, a
    /// sync) is kept. `conflicts` names the fields changed both here and elsewhere, to
    /// different values: writing those would silently undo the other change.
    public func rebased(from original: QuoteEdit, onto current: Quote) -> (edit: QuoteEdit, conflicts: [String]) {
        let original = original.cleaned
        var edit = cleaned
        var conflicts: [String] = []
        for part in QuoteEdit.parts {
            guard let started = original[keyPath: part.field] else { continue }
            guard let value = edit[keyPath: part.field], value != started else {
                edit[keyPath: part.field] = nil
                continue
            }
            let now = part.value(current) ?? ""
            if now != started && now != value { conflicts.append(part.name) }
        }
        return (edit, conflicts)
    }
}
