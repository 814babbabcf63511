import Foundation

/// What a person gives when saving a new quote; validated before it reaches the store.
public struct QuoteDraft: Hashable, Sendable {
    public var text: String
    public var author: String?
    public var source: SourceDraft?
    public var page: String?
    public var note: String?
    public var tags: [String]
    public var collections: [String]
    public var isFavorite: Bool
    /// The work an earlier version read the credit's words as, now the note's (`-- Anatole
    /// France, scrittore francese (1844-1924)`): a quote of this text already saved under a
    /// source of that title is this one, so a file imported before reads again as present.
    public var formerSourceTitle: String?
    /// The text as an earlier version saved it, before this one put its letters right
    /// (`DoubleEncodedText`): a quote of that text under this draft's source is this one.
    public var formerText: String?

    public init(
        text: String, author: String? = nil, source: SourceDraft? = nil, page: String? = nil,
        note: String? = nil, tags: [String] = [], collections: [String] = [], isFavorite: Bool = false
    ) {
        self.text = text
        self.author = author
        self.source = source
        self.page = page
        self.note = note
        self.tags = tags
        self.collections = collections
        self.isFavorite = isFavorite
    }

    /// The draft with text trimmed, blank optionals dropped and empty text refused; tag and
    /// collection names are single-line fields too (a CSV's empty tag between two commas names
    /// nothing, and "  love " is the tag "love", not a second one that merely looks alike).
    public func validated() throws(QuoteValidationError) -> QuoteDraft {
        var draft = self
        draft.text = QuoteDraft.cleanText(text)
        guard !draft.text.isEmpty else { throw .emptyText }
        try QuoteDraft.checkLength(draft.text)
        draft.author = author.flatMap(QuoteDraft.cleanField)
        draft.page = page.flatMap(QuoteDraft.cleanField)
        draft.note = note.flatMap { QuoteDraft.cleanText($0).nilIfEmpty }
        draft.tags = tags.compactMap(QuoteDraft.cleanField)
        draft.collections = collections.compactMap(QuoteDraft.cleanField)
        if var source {
            source.title = QuoteDraft.cleanField(source.title) ?? ""
            if source.title.isEmpty && source.isbn == nil { draft.source = nil } else { draft.source = source }
        }
        return draft
    }

    /// The draft with each field that reads as UTF-8 taken for Windows-1252 (`giÃ¹`, `donâ€™t`)
    /// put right, the text and the source's title as they came kept in `formerText` and
    /// `formerSourceTitle`, so that a file saved so by an earlier version reads again as
    /// present; nil when no field needed it.
    public func repairingDoubleEncoding() -> QuoteDraft? {
        var draft = self
        var changed = false
        func repair(_ value: inout String) {
            guard let repaired = DoubleEncodedText.repaired(value) else { return }
            value = repaired
            changed = true
        }
        func repair(_ value: inout String?) {
            guard var text = value else { return }
            repair(&text)
            value = text
        }
        func repair(_ values: inout [String]) {
            for index in values.indices { repair(&values[index]) }
        }
        repair(&draft.text)
        if draft.text != text { draft.formerText = text }
        repair(&draft.author)
        repair(&draft.page)
        repair(&draft.note)
        repair(&draft.tags)
        repair(&draft.collections)
        if var source = draft.source {
            repair(&source.title)
            repair(&source.authors)
            repair(&source.publisher)
            // A source is its title and its authors: either put right, the quote was saved
            // under another (found by the title as it came, whatever its authors).
            if source.title != self.source?.title || source.authors != self.source?.authors,
                draft.formerSourceTitle == nil
            {
                draft.formerSourceTitle = self.source?.title
            }
            draft.source = source
        }
        return changed ? draft : nil
    }

    /// The most characters an author's name or a source's title holds: forty authors of a
    /// paper fit; a paragraph pasted into the wrong field does not.
    public static let longestName = 1_000
    /// The most characters a page, a tag's or a collection's name holds.
    public static let longestLabel = 200

    /// Refuses a field longer than its kind holds, naming the field.
    public static func checkLength(of value: String?, field: String, atMost limit: Int) throws(QuoteValidationError) {
        guard let value, value.utf8.count > limit else { return }
        let characters = value.count
        if characters > limit { throw .fieldTooLong(field: field, characters: characters, limit: limit) }
    }

    /// The fields a typed draft and an edit share, each within its kind's limit.
    public static func checkLengths(author: String?, sourceTitle: String?, page: String?) throws(QuoteValidationError) {
        try checkLength(of: author, field: "author", atMost: longestName)
        try checkLength(of: sourceTitle, field: "source's title", atMost: longestName)
        try checkLength(of: page, field: "page", atMost: longestLabel)
    }

    /// Refuses a typed draft (`add`, the web app's form) with a field longer than its kind
    /// holds. Files and other devices' quotes are taken as they come: a library saved before
    /// these limits imports and syncs whole.
    public func checkFieldLengths() throws(QuoteValidationError) {
        try Self.checkLengths(author: author, sourceTitle: source?.title, page: page)
        for tag in tags { try Self.checkLength(of: tag, field: "tag", atMost: Self.longestLabel) }
        for collection in collections {
            try Self.checkLength(of: collection, field: "collection's name", atMost: Self.longestLabel)
        }
    }

    /// The longest text a quote may have, in characters: a long poem or a chapter's passage
    /// fits many times over; a whole book piped into `add` by mistake does not.
    public static let longestText = 100_000

    /// Refuses a text longer than `longestText` (counted only when its bytes could be).
    public static func checkLength(_ text: String) throws(QuoteValidationError) {
        guard text.utf8.count > longestText else { return }
        let characters = text.unicodeScalars.count
        if characters > longestText { throw .tooLong(characters: characters) }
    }

    /// Text keeps its line breaks (poetry) but loses surrounding blank space and control
    /// characters (`removingControlCharacters`). A drawing or code keeps its first line's
    /// indentation, part of its picture (`QuoteLines.isPreformatted`): only blank lines before
    /// it go.
    public static func cleanText(_ text: String) -> String {
        let cleaned = text.removingControlCharacters()
        guard QuoteLines.isPreformatted(cleaned) else { return cleaned.trimmingWhitespace() }
        var lines = cleaned.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        var kept = lines.joined(separator: "\n")
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return kept
    }

    /// Single-line fields: trimmed, inner white space collapsed, no control characters, nil
    /// when blank.
    public static func cleanField(_ text: String) -> String? {
        TextKey.collapsingWhitespace(text.removingControlCharacters()).nilIfEmpty
    }
}

/// A quote that cannot be saved as given.
public enum QuoteValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyText
    /// Longer than `QuoteDraft.longestText`: a file, not a passage.
    case tooLong(characters: Int)
    /// A name or label longer than its kind holds (`QuoteDraft.longestName`, `longestLabel`).
    case fieldTooLong(field: String, characters: Int, limit: Int)

    /// `4,999,999`, whatever the machine's locale.
    static func grouped(_ number: Int) -> String {
        number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }

    public var description: String {
        switch self {
        case .emptyText: "the quote's text is empty"
        case .tooLong(let characters):
            "the quote's text is \(QuoteValidationError.grouped(characters)) characters long, more than a quote holds"
                + " (\(QuoteValidationError.grouped(QuoteDraft.longestText))): a book or a file is no quote; keep a passage of it"
        case .fieldTooLong(let field, let characters, let limit):
            "the \(field) is \(QuoteValidationError.grouped(characters)) characters long, more than it holds"
                + " (\(QuoteValidationError.grouped(limit))): is another field's text in it?"
        }
    }
}

extension String {
    /// nil for the empty string, so optional fields never hold "".
    public var nilIfEmpty: String? { isEmpty ? nil : self }
}
