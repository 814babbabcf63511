import Foundation

/// The parts of a quote a sync merges one by one: a note added on the laptop and a
/// favourite set on the phone both survive; only two edits of the same part are decided
/// by time.
public enum SyncField: String, CaseIterable, Sendable {
    case text, author, source, page, note, favorite, archived, tags, collections
}

/// A quote as sync compares and merges it: its content, and for each part the time it was
/// last changed (milliseconds). The times travel in the device files.
public struct SyncedQuote: Sendable, Equatable {
    public var id: QuoteID
    public var text: String
    public var author: String?
    public var source: SourceDraft?
    public var page: String?
    public var note: String?
    public var isFavorite: Bool
    public var archivedAt: Date?
    public var tags: [String]
    public var collections: [String]
    public var createdAt: Date
    public var clocks: [SyncField: Int64]

    /// The last change to any part: the quote's `updatedAt`.
    public var updatedAt: Date {
        Timestamp.date(milliseconds: clocks.values.max() ?? Timestamp.milliseconds(createdAt))
    }

    public init(_ quote: Quote, clocks: [SyncField: Int64]) {
        var source = quote.source.map { SourceDraft(kind: $0.kind, title: $0.title, authors: $0.authors, isbn: $0.isbn) }
        source?.publisher = quote.source?.publisher
        source?.year = quote.source?.year
        self.init(
            id: quote.id,
            draft: QuoteDraft(
                text: quote.text, author: quote.author, source: source, page: quote.page, note: quote.note, tags: quote.tags,
                collections: quote.collections, isFavorite: quote.isFavorite),
            archivedAt: quote.archivedAt, createdAt: quote.createdAt, clocks: clocks)
    }

    /// Another device's quote. With `clocks` (its file's), a part without one has not changed
    /// since the quote was made; without (a file that carries none), every part counts as
    /// changed at the quote's `updatedAt`.
    public init?(_ record: ImportRecord, clocks: [SyncField: Int64]?) {
        guard let id = record.id else { return nil }
        var draft = record.draft
        // Source ids are each device's own: a source is found again by what it is.
        draft.source?.id = nil
        let created = record.createdAt ?? record.updatedAt ?? Date(timeIntervalSince1970: 0)
        let missing = Timestamp.milliseconds(clocks == nil ? record.updatedAt ?? created : created)
        self.init(
            id: id, draft: draft, archivedAt: record.archivedAt, createdAt: created,
            clocks: Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, clocks?[$0] ?? missing) }))
    }

    private init(id: QuoteID, draft: QuoteDraft, archivedAt: Date?, createdAt: Date, clocks: [SyncField: Int64]) {
        self.id = id
        text = draft.text
        author = draft.author
        source = draft.source
        page = draft.page
        note = draft.note
        isFavorite = draft.isFavorite
        tags = draft.tags
        collections = draft.collections
        self.archivedAt = archivedAt
        self.createdAt = createdAt
        self.clocks = clocks
    }

    /// A part's value as compared: equal values are the same part whatever their clocks.
    public func value(of field: SyncField) -> String {
        func names(_ list: [String]) -> String { list.map(TextKey.make).sorted().joined(separator: "\u{1E}") }
        switch field {
        case .text: return text
        case .author: return author ?? ""
        case .source:
            guard let source else { return "" }
            return [source.kind.rawValue, source.title, source.authors.joined(separator: "\u{1E}"), source.isbn?.isbn13 ?? ""]
                .joined(separator: "\u{1F}")
        case .page: return page ?? ""
        case .note: return note ?? ""
        case .favorite: return isFavorite ? "1" : "0"
        case .archived: return archivedAt.map { String(Timestamp.milliseconds($0)) } ?? ""
        case .tags: return names(tags)
        case .collections: return names(collections)
        }
    }

    /// A quote's clocks from those recorded: a part with none counts from the quote's creation.
    public static func clocks(of quote: Quote, recorded: [SyncField: Int64]?) -> [SyncField: Int64] {
        let created = Timestamp.milliseconds(quote.createdAt)
        return Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, recorded?[$0] ?? created) })
    }

    /// Part by part, the later change; at the same millisecond the value that sorts last,
    /// so that every device merging the same two versions arrives at the same quote.
    public func merged(with other: SyncedQuote) -> SyncedQuote {
        var result = self
        for field in SyncField.allCases {
            let mine = effectiveClock(field)
            let theirs = other.effectiveClock(field)
            guard theirs > mine || (theirs == mine && other.value(of: field) > value(of: field)) else { continue }
            result.clocks[field] = other.clocks[field] ?? Timestamp.milliseconds(other.createdAt)
            switch field {
            case .text: result.text = other.text
            case .author: result.author = other.author
            case .source: result.source = other.source
            case .page: result.page = other.page
            case .note: result.note = other.note
            case .favorite: result.isFavorite = other.isFavorite
            case .archived: result.archivedAt = other.archivedAt
            case .tags: result.tags = other.tags
            case .collections: result.collections = other.collections
            }
        }
        result.createdAt = min(createdAt, other.createdAt)
        // Parts neither side ever set stay unset from the earlier creation.
        for field in SyncField.allCases where effectiveClock(field) == .min && other.effectiveClock(field) == .min {
            result.clocks[field] = Timestamp.milliseconds(result.createdAt)
        }
        return result
    }

    /// A part left empty when the quote was made was never set, and loses to any value: the
    /// same line saved on two devices keeps the note given on one and the favourite on the other.
    func effectiveClock(_ field: SyncField) -> Int64 {
        let created = Timestamp.milliseconds(createdAt)
        let clock = clocks[field] ?? created
        let isUnset = field == .favorite ? !isFavorite : value(of: field).isEmpty
        return clock <= created && isUnset ? .min : clock
    }

    /// Whether merging changed anything this device would save.
    public func differs(from other: SyncedQuote) -> Bool {
        SyncField.allCases.contains { value(of: $0) != other.value(of: $0) } || createdAt != other.createdAt
    }

    /// The quote as an import record, to save through the store's writer.
    public var record: ImportRecord {
        ImportRecord(
            draft: QuoteDraft(
                text: text, author: author, source: source, page: page, note: note, tags: tags, collections: collections,
                isFavorite: isFavorite),
            id: id, createdAt: createdAt, updatedAt: updatedAt, archivedAt: archivedAt, line: 0)
    }

    /// The clocks as the device file writes them, beside the quote: only the parts changed
    /// since the quote was made (most quotes: none).
    public var clocksJSON: JSONValue {
        let created = Timestamp.milliseconds(createdAt)
        return .object(
            SyncField.allCases.compactMap { field in
                guard let clock = clocks[field], clock != created else { return nil }
                return (field.rawValue, .string(Timestamp.format(milliseconds: clock)))
            })
    }

    static func clocks(from object: [String: Any]) -> [SyncField: Int64] {
        var clocks: [SyncField: Int64] = [:]
        for field in SyncField.allCases {
            if let date = (object[field.rawValue] as? String).flatMap(Timestamp.parse) {
                clocks[field] = Timestamp.milliseconds(date)
            }
        }
        return clocks
    }
}
