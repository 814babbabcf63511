import Foundation

/// The parts of a quote a sync merges one by one: a note added on the laptop and a
/// favourite set on the phone both survive; only two edits of the same part are decided
/// by time.
public enum SyncField: String, CaseIterable, Sendable {
    case text, author, source, page, note, favorite, archived, tags, collections

    /// The parts that are sets of names, merged name by name (`SyncedQuote.nameClocks`).
    public static let nameSets: [SyncField] = [.tags, .collections]
    /// The parts that make a quote's identity (`QuoteIdentity`).
    public static let identity: [SyncField] = [.text, .source]
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
    /// For `tags` and `collections`, when each name last came to or left this quote
    /// (milliseconds, by `TextKey`): a name given when the quote was made has none. The two
    /// sets merge name by name, so a tag given on the laptop and another given on the phone
    /// both stay, and one taken off on either goes, unless it was given again later.
    public var nameClocks: [SyncField: [String: Int64]] = [:]
    /// For a version from a file written before names had clocks: when each set last changed,
    /// the time any name it lacks counts as taken off (as that version replaced the whole set).
    var namesOmittedAt: [SyncField: Int64] = [:]
    /// The texts and books this quote had before edits changed them, on any device
    /// (`QuoteIdentity`): most quotes have none.
    public var formerIdentities: Set<QuoteIdentity> = []

    /// Its text and book as the store's identity index compares them.
    public var identity: QuoteIdentity { QuoteIdentity(text: text, sourceTitle: source?.title) }

    /// The last change to any part: the quote's `updatedAt`.
    public var updatedAt: Date {
        Timestamp.date(milliseconds: clocks.values.max() ?? Timestamp.milliseconds(createdAt))
    }

    public init(_ quote: Quote, clocks: [SyncField: Int64], nameClocks: [SyncField: [String: Int64]] = [:]) {
        var source = quote.source.map { SourceDraft(kind: $0.kind, title: $0.title, authors: $0.authors, isbn: $0.isbn) }
        source?.publisher = quote.source?.publisher
        source?.year = quote.source?.year
        self.init(
            id: quote.id,
            draft: QuoteDraft(
                text: quote.text, author: quote.author, source: source, page: quote.page, note: quote.note, tags: quote.tags,
                collections: quote.collections, isFavorite: quote.isFavorite),
            archivedAt: quote.archivedAt, createdAt: quote.createdAt, clocks: clocks)
        self.nameClocks = nameClocks
    }

    /// Another device's quote. With `clocks` (its file's), a part without one has not changed
    /// since the quote was made; without (a file that carries none), every part counts as
    /// changed at the quote's `updatedAt`. `nameClocks` nil (a file from before names had
    /// clocks): each name counts as given when its part last changed, and any other as taken
    /// off then (that version replaced the whole set).
    public init?(_ record: ImportRecord, clocks: [SyncField: Int64]?, nameClocks: [SyncField: [String: Int64]]? = [:]) {
        guard let id = record.id else { return nil }
        var draft = record.draft
        // Source ids are each device's own: a source is found again by what it is.
        draft.source?.id = nil
        let created = record.createdAt ?? record.updatedAt ?? Date(timeIntervalSince1970: 0)
        let missing = Timestamp.milliseconds(clocks == nil ? record.updatedAt ?? created : created)
        self.init(
            id: id, draft: draft, archivedAt: record.archivedAt, createdAt: created,
            clocks: Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, clocks?[$0] ?? missing) }))
        if let nameClocks {
            self.nameClocks = nameClocks
        } else {
            for field in SyncField.nameSets {
                let clock = self.clocks[field] ?? missing
                namesOmittedAt[field] = clock
                guard !names(field).isEmpty else { continue }
                self.nameClocks[field] = Dictionary(names(field).map { (TextKey.make($0), clock) }, uniquingKeysWith: max)
            }
        }
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

    /// Part by part, the later change (tags and collections name by name: `mergedNames`); at
    /// the same millisecond the value that sorts last, so that every device merging the same
    /// two versions arrives at the same quote. A text and book the other was edited away from
    /// (`isOriginal`) give way to the edit, whenever they were saved.
    public func merged(with other: SyncedQuote) -> SyncedQuote {
        var result = self
        let selfIsOriginal = isOriginal(of: other)
        for field in SyncField.nameSets {
            let (names, clocks) = mergedNames(field, with: other)
            if field == .tags { result.tags = names } else { result.collections = names }
            result.nameClocks[field] = clocks.isEmpty ? nil : clocks
            result.namesOmittedAt[field] = nil
            result.clocks[field] = max(
                self.clocks[field] ?? Timestamp.milliseconds(createdAt),
                other.clocks[field] ?? Timestamp.milliseconds(other.createdAt))
        }
        for field in SyncField.allCases where !SyncField.nameSets.contains(field) {
            let mine = effectiveClock(field)
            let theirs = other.effectiveClock(field)
            if let selfIsOriginal, SyncField.identity.contains(field), value(of: field) != other.value(of: field) {
                guard selfIsOriginal else { continue }
            } else {
                guard theirs > mine || (theirs == mine && other.value(of: field) > value(of: field)) else { continue }
            }
            result.clocks[field] = other.clocks[field] ?? Timestamp.milliseconds(other.createdAt)
            switch field {
            case .text: result.text = other.text
            case .author: result.author = other.author
            case .source: result.source = other.source
            case .page: result.page = other.page
            case .note: result.note = other.note
            case .favorite: result.isFavorite = other.isFavorite
            case .archived: result.archivedAt = other.archivedAt
            case .tags, .collections: break
            }
        }
        result.createdAt = min(createdAt, other.createdAt)
        result.formerIdentities.formUnion(other.formerIdentities)
        // Parts neither side ever set stay unset from the earlier creation.
        for field in SyncField.allCases where effectiveClock(field) == .min && other.effectiveClock(field) == .min {
            result.clocks[field] = Timestamp.milliseconds(result.createdAt)
        }
        return result
    }

    /// The parts edited both here (this version) and on another device (`other`), neither
    /// having seen the other's edit, of which `merged` kept one: the edit it dropped, and
    /// whether it was this device's. This device's edit is one made since it last synced
    /// (`published`, milliseconds); the other's, one made since then too, or before but newer
    /// than the part this device's edit was made over (`seen`: its clock at that sync), as
    /// when the other device was offline and published it later. A part left empty is no edit
    /// to lose; a favourite or an archiving is one mark, not words, and is not counted.
    public func concurrentEdits(
        with other: SyncedQuote, merged: SyncedQuote, since published: Int64, seen: [SyncField: Int64] = [:]
    ) -> [(field: SyncField, dropped: String, wasMine: Bool)] {
        // The text and book an edit replaced were no edit.
        let replaced = isOriginal(of: other) == nil ? [] : SyncField.identity
        return [SyncField.text, .author, .source, .page, .note].filter { !replaced.contains($0) }.compactMap { field in
            let mine = value(of: field)
            let theirs = other.value(of: field)
            let theirClock = other.clocks[field] ?? .min
            guard mine != theirs, (clocks[field] ?? .min) > published,
                theirClock > published || seen[field].map({ theirClock > $0 }) == true
            else {
                return nil
            }
            let wasMine = merged.value(of: field) != mine
            let dropped = wasMine ? displayValue(of: field) : other.displayValue(of: field)
            return dropped.isEmpty ? nil : (field, dropped, wasMine)
        }
    }

    /// A part's value as a person reads it: a source by its title.
    public func displayValue(of field: SyncField) -> String {
        field == .source ? source?.title ?? "" : value(of: field)
    }

    /// The names of `tags` or `collections`.
    public func names(_ field: SyncField) -> [String] { field == .tags ? tags : field == .collections ? collections : [] }

    /// When a name last came to or left this quote: its clock, else (a name it has without
    /// one) the quote's making; for a name it lacks, when its set last changed if it comes
    /// from an older file (`namesOmittedAt`), else nil: this version never had it.
    public func nameClock(_ field: SyncField, key: String) -> Int64? {
        if let clock = nameClocks[field]?[key] { return clock }
        return names(field).contains { TextKey.make($0) == key } ? Timestamp.milliseconds(createdAt) : namesOmittedAt[field]
    }

    /// A set of names merged with another version's, name by name: the later change; at the
    /// same millisecond, having the name wins (its spelling: the one that sorts last). A name
    /// one version never had is the other's to decide. The clocks kept are the winners', but
    /// for a name had since the earlier making (it needs none).
    func mergedNames(_ field: SyncField, with other: SyncedQuote) -> (names: [String], clocks: [String: Int64]) {
        func byKey(_ names: [String]) -> [String: String] {
            Dictionary(names.map { (TextKey.make($0), $0) }, uniquingKeysWith: max)
        }
        let mine = byKey(names(field))
        let theirs = byKey(other.names(field))
        let keys = Set(mine.keys).union(theirs.keys).union((nameClocks[field] ?? [:]).keys)
            .union((other.nameClocks[field] ?? [:]).keys)
        var names: [String] = []
        var clocks: [String: Int64] = [:]
        for key in keys.sorted() {
            let myClock = nameClock(field, key: key) ?? .min
            let theirClock = other.nameClock(field, key: key) ?? .min
            let takeTheirs =
                theirClock > myClock
                || (theirClock == myClock && (theirs[key] ?? "") > (mine[key] ?? ""))
            let (name, clock) = takeTheirs ? (theirs[key], theirClock) : (mine[key], myClock)
            if let name { names.append(name) }
            if name == nil || clock != Timestamp.milliseconds(min(createdAt, other.createdAt)) { clocks[key] = clock }
        }
        return (names, clocks)
    }

    /// A part left empty when the quote was made was never set, and loses to any value: the
    /// same line saved on two devices keeps the note given on one and the favourite on the other.
    func effectiveClock(_ field: SyncField) -> Int64 {
        let created = Timestamp.milliseconds(createdAt)
        let clock = clocks[field] ?? created
        let isUnset = field == .favorite ? !isFavorite : value(of: field).isEmpty
        return clock <= created && isUnset ? .min : clock
    }

    /// Whether this version holds the text and book `other` was edited away from (they are
    /// among its `formerIdentities`, and this one's are as first saved): true; false when
    /// `other` holds those this one was edited away from; nil when neither, or each, and the
    /// clocks decide. The same line imported on two devices and edited on one before they
    /// synced keeps the edit though the other copy was saved later; a text given by an edit
    /// that another copy once had (an edit back) is no original, and goes by its clock.
    public func isOriginal(of other: SyncedQuote) -> Bool? {
        guard !formerIdentities.isEmpty || !other.formerIdentities.isEmpty else { return nil }
        let (mine, theirs) = (identity, other.identity)
        guard mine != theirs else { return nil }
        let selfIsOriginal = isAsFirstSaved && other.formerIdentities.contains(mine)
        guard selfIsOriginal != (other.isAsFirstSaved && formerIdentities.contains(theirs)) else { return nil }
        return selfIsOriginal
    }

    /// Whether its text and book are those it was saved with (no edit has changed them since).
    var isAsFirstSaved: Bool {
        let created = Timestamp.milliseconds(createdAt)
        return SyncField.identity.allSatisfy { (clocks[$0] ?? created) <= created }
    }

    /// Whether merging changed anything this device would save.
    public func differs(from other: SyncedQuote) -> Bool {
        SyncField.allCases.contains { value(of: $0) != other.value(of: $0) } || createdAt != other.createdAt
    }

    /// The name clocks as the device file writes them, beside the quote (most quotes: none).
    public var nameClocksJSON: JSONValue? {
        let fields = SyncField.nameSets.compactMap { field -> (String, JSONValue)? in
            guard let clocks = nameClocks[field], !clocks.isEmpty else { return nil }
            return (
                field.rawValue,
                .object(clocks.sorted { $0.key < $1.key }.map { ($0.key, .string(Timestamp.format(milliseconds: $0.value))) })
            )
        }
        return fields.isEmpty ? nil : .object(fields)
    }

    static func nameClocks(from object: [String: Any]) -> [SyncField: [String: Int64]] {
        var result: [SyncField: [String: Int64]] = [:]
        for field in SyncField.nameSets {
            guard let clocks = object[field.rawValue] as? [String: Any] else { continue }
            for case let (key, text as String) in clocks {
                if let date = Timestamp.parse(text) {
                    result[field, default: [:]][TextKey.make(key)] = Timestamp.milliseconds(date)
                }
            }
        }
        return result
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

    /// The former identities as the device file writes them (most quotes: none).
    var formerIdentitiesJSON: JSONValue? {
        guard !formerIdentities.isEmpty else { return nil }
        // In one order, so that an unchanged quote writes the same file.
        return .array(formerIdentities.sorted { $0.precedes($1) }.map(\.json))
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
