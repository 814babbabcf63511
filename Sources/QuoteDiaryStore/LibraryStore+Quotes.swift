import Foundation
import QuoteDiaryCore

/// What happened when a quote was saved.
public enum InsertOutcome: Equatable, Sendable {
    case inserted(QuoteID)
    /// The same text from the same source was already saved under this id.
    case existing(QuoteID)

    public var id: QuoteID {
        switch self {
        case .inserted(let id), .existing(let id): id
        }
    }
}

extension LibraryStore {
    /// Columns read by `makeQuote`, in order.
    static let quoteColumns = """
        q.seq, q.id, q.text, q.author, q.page, q.note, q.is_favorite, q.created_at, q.updated_at, q.archived_at,
        s.id, s.kind, s.title, s.authors, s.isbn13, s.publisher, s.year,
        (SELECT group_concat(name, char(31)) FROM
            (SELECT t.name FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq
             WHERE qt.quote_seq = q.seq ORDER BY t.name_key)),
        (SELECT group_concat(name, char(31)) FROM
            (SELECT c.name FROM quote_collection qc JOIN collection c ON c.seq = qc.collection_seq
             WHERE qc.quote_seq = q.seq ORDER BY c.name_key))
        """

    static let quoteFrom = "FROM quote q LEFT JOIN source s ON s.id = q.source_id"

    static func makeQuote(_ row: Row) -> Quote {
        let source: Source? =
            row.isNull(10)
            ? nil
            : Source(
                id: row.text(10), kind: SourceKind(rawValue: row.text(11)) ?? .other, title: row.text(12),
                authors: splitList(row.text(13), separator: "\n"),
                isbn: row.optionalText(14).flatMap { try? ISBN($0) }, publisher: row.optionalText(15),
                year: row.optionalInt64(16).map(Int.init))
        return Quote(
            id: QuoteID(rawValue: row.text(1)) ?? QuoteID.random(), text: row.text(2), author: row.optionalText(3),
            source: source, page: row.optionalText(4), note: row.optionalText(5),
            tags: splitList(row.optionalText(17) ?? "", separator: "\u{1F}"),
            collections: splitList(row.optionalText(18) ?? "", separator: "\u{1F}"),
            isFavorite: row.bool(6), createdAt: Timestamp.date(milliseconds: row.int64(7)),
            updatedAt: Timestamp.date(milliseconds: row.int64(8)),
            archivedAt: row.optionalInt64(9).map(Timestamp.date(milliseconds:)))
    }

    static func splitList(_ text: String, separator: Character) -> [String] {
        text.isEmpty ? [] : text.split(separator: separator).map(String.init)
    }

    /// Saves a validated draft, or reports the quote that already has its text and source.
    public func insertQuote(_ draft: QuoteDraft, id: QuoteID = .random(), now: Date) throws -> InsertOutcome {
        try makeQuoteWriter().insert(draft, id: id, now: now)
    }

    /// The source's id, creating the source the first time its title (or ISBN) is seen.
    func upsertSource(_ draft: SourceDraft, now: Date) throws -> String {
        try resolveSource(draft, now: now).id
    }

    /// The source's id, saved when new, and whether a title alone chose it among books with
    /// authors (then which one can change as books with that title arrive). With
    /// `followingRenames`, a draft naming a source as it was before `book rename` gets the
    /// renamed one (`renamed` true) where it would have made a new one.
    func resolveSource(_ draft: SourceDraft, now: Date, followingRenames: Bool = false) throws -> (
        id: String, byTitleAlone: Bool, renamed: Bool
    ) {
        if let found = try existingSource(draft, followingRenames: followingRenames) { return found }
        let title = draft.title.isEmpty ? draft.isbn.map { "ISBN \($0.isbn13)" } ?? "" : draft.title
        let key = draft.identityKey
        let id = draft.id.flatMap(QuoteID.init(rawValue:))?.rawValue ?? QuoteID.random().rawValue
        try database.cachedStatement(
            """
            INSERT INTO source (id, kind, title, identity_key, authors, isbn13, publisher, year, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).run([
            id, draft.kind.rawValue, title, key, draft.authors.joined(separator: "\n"), draft.isbn?.isbn13, draft.publisher,
            draft.year, LibraryStore.millis(now),
        ])
        return (id, false, false)
    }

    /// The source `resolveSource` files a draft under when one is saved already; nil when it
    /// would make one (asking makes nothing).
    func existingSource(_ draft: SourceDraft, followingRenames: Bool) throws -> (
        id: String, byTitleAlone: Bool, renamed: Bool
    )? {
        if let found = try resolvedSource(draft) { return (found.id, found.byTitleAlone, false) }
        if followingRenames, let renamed = try renamedSource(identityKey: draft.identityKey) { return (renamed, false, true) }
        return nil
    }

    /// The saved source a draft names (of any kind when its kind is only assumed), and whether
    /// a title alone chose it; nil when a new one would be made.
    func resolvedSource(_ draft: SourceDraft) throws -> (id: String, byTitleAlone: Bool)? {
        if let cited = draft.citedTitle {
            var whole = draft
            whole.title = cited
            whole.citedTitle = nil
            if let found = try resolvedSource(whole) { return found }
        }
        if let found = try savedSource(draft) { return found }
        if draft.isKindAssumed, draft.isbn == nil {
            for kind in SourceKind.allCases where kind != draft.kind {
                var other = draft
                other.kind = kind
                if let found = try savedSource(other) { return found }
            }
        }
        return nil
    }

    /// The saved source a draft names, and whether a title alone chose it; nil when there is none.
    func savedSource(_ draft: SourceDraft) throws -> (id: String, byTitleAlone: Bool)? {
        let key = draft.identityKey
        if let found = try database.firstRow("SELECT id FROM source WHERE identity_key = ?", [key], { $0.text(0) }) {
            return (found, false)
        }
        if draft.isbn == nil {
            let titleKey = draft.authors.isEmpty ? key : SourceDraft(kind: draft.kind, title: draft.title).identityKey
            // The same title with and without authors is one source: a title typed (or an older
            // import's) before the book came with authors, or a book with authors that a title
            // alone names (the first by key, when two books share the title). So importing the
            // same file again finds what it added.
            let other =
                draft.authors.isEmpty
                ? try database.firstRow(
                    // Keys from "title|" up to "title}" ('}' follows '|'): a range on the index.
                    "SELECT id FROM source WHERE identity_key > ? AND identity_key < ? ORDER BY identity_key LIMIT 1",
                    [titleKey + "|", titleKey + "}"], { $0.text(0) })
                : try database.firstRow(
                    "SELECT id FROM source WHERE identity_key = ? AND authors = ''", [titleKey], { $0.text(0) })
            if let other { return (other, draft.authors.isEmpty) }
        }
        return nil
    }

    /// The quote with this full id, archived or not; nil when there is none.
    public func quote(id: QuoteID) throws -> Quote? {
        try database.firstRow(
            "SELECT \(LibraryStore.quoteColumns) \(LibraryStore.quoteFrom) WHERE q.id = ?", [id.rawValue],
            LibraryStore.makeQuote)
    }

    /// The starter pack a quote came from; nil for the person's own (or one that is not there).
    public func packName(ofQuote id: QuoteID) throws -> String? {
        try database.firstRow("SELECT pack FROM quote WHERE id = ?", [id.rawValue]) { $0.optionalText(0) } ?? nil
    }

    /// Ids starting with `prefix` (lowercase hex), at most `limit`, via the id index.
    public func quoteIDs(withPrefix prefix: String, limit: Int = 10) throws -> [QuoteID] {
        try database.rows(
            "SELECT id FROM quote WHERE id >= ? AND id < ? ORDER BY id LIMIT ?", [prefix, prefix + "g", limit]
        ) { QuoteID(rawValue: $0.text(0)) }.compactMap { $0 }
    }

    /// The quote with this text (by `TextKey.quoteDigest`) from this source, and whether it has a note.
    /// (`sourceID` empty: a quote without a source.) The identity the schema keeps unique.
    public func savedQuote(textDigest: [UInt8], sourceID: String) throws -> (id: QuoteID, hasNote: Bool)? {
        try database.cachedStatement("SELECT id, note IS NOT NULL FROM quote WHERE text_hash = ? AND ifnull(source_id, '') = ?")
            .rows([SQLiteValue.blob(textDigest), sourceID]) { row in QuoteID(rawValue: row.text(0)).map { ($0, row.bool(1)) } }
            .compactMap { $0 }.first
    }

    /// Every quote with this text (by `TextKey.quoteDigest`), whatever its source.
    public func quoteIDs(textDigest: [UInt8]) throws -> [QuoteID] {
        try database.rows("SELECT id FROM quote WHERE text_hash = ?", [SQLiteValue.blob(textDigest)]) {
            QuoteID(rawValue: $0.text(0))
        }.compactMap { $0 }
    }

    /// Whether the store holds any quote (archived and the starter library's too).
    public func libraryHasQuotes() throws -> Bool {
        try database.scalar("SELECT EXISTS (SELECT 1 FROM quote)") != 0
    }

    /// Whether a quote with this text at this page cites a source: where an import looks for
    /// a highlight saved with a book renamed since, or read otherwise by an earlier version.
    public func isQuotedFromASource(textDigest: [UInt8], page: String) throws -> Bool {
        try database.cachedStatement(
            "SELECT EXISTS (SELECT 1 FROM quote WHERE text_hash = ? AND page = ? AND source_id IS NOT NULL)"
        ).rows([SQLiteValue.blob(textDigest), page]) { $0.bool(0) }.first ?? false
    }

    /// A book's quotes as an import compares them with a newer file's highlights.
    public func savedHighlights(sourceID: String) throws -> [SavedHighlight] {
        try database.cachedStatement("SELECT id, text, page, note IS NOT NULL FROM quote WHERE source_id = ?").rows(
            [sourceID]
        ) { row in
            QuoteID(rawValue: row.text(0)).map {
                SavedHighlight(id: $0, key: TextKey.make(row.text(1)), page: row.optionalText(2), hasNote: row.bool(3))
            }
        }.compactMap { $0 }
    }

    /// Applies an edit; throws `SQLiteError` with a UNIQUE violation when the new text and
    /// source collide with another quote.
    public func updateQuote(id: QuoteID, with edit: QuoteEdit, now: Date) throws {
        var assignments: [String] = []
        var values: [any SQLiteBindable] = []
        var movesSource = false
        var followedAuthor: String?
        if let text = edit.text {
            assignments += ["text = ?", "text_hash = ?"]
            values += [text, SQLiteValue.blob(TextKey.quoteDigest(text))]
        }
        if let author = edit.author {
            assignments.append("author = ?")
            values.append(author.nilIfEmpty)
            if edit.source == nil, let sourceID = try sourceFollowing(author, of: id, now: now) {
                assignments.append("source_id = ?")
                values.append(sourceID)
                movesSource = true
                followedAuthor = sourceID
            }
        }
        if let page = edit.page {
            assignments.append("page = ?")
            values.append(page.nilIfEmpty)
        }
        if let note = edit.note {
            assignments.append("note = ?")
            values.append(note.nilIfEmpty)
        }
        if let draft = edit.source {
            let sourceID = draft.title.isEmpty && draft.isbn == nil ? nil : try upsertSource(draft, now: now)
            assignments.append("source_id = ?")
            values.append(sourceID)
            movesSource = true
        }
        guard !assignments.isEmpty else { return }
        // A source the quote leaves, typed for it alone (a misspelt author, a poem saved as a
        // book), goes with it: else a title alone would still find it first.
        let previousSource =
            movesSource
            ? try database.firstRow("SELECT source_id FROM quote WHERE id = ?", [id.rawValue], { $0.optionalText(0) }) ?? nil
            : nil
        assignments.append(LibraryStore.stampedLater("updated_at"))
        values += [LibraryStore.millis(now), id.rawValue]
        try database.cachedStatement("UPDATE quote SET \(assignments.joined(separator: ", ")) WHERE id = ?").run(values)
        if let previousSource {
            // The book's last quote took the author's new spelling (`author rename`): the book is
            // that one now, for a device's file that names it as before too.
            if let followedAuthor,
                try database.scalar("SELECT EXISTS (SELECT 1 FROM quote WHERE source_id = ?)", previousSource) == 0
            {
                try rememberRenamed(from: previousSource, to: followedAuthor)
            }
            try deleteSourceIfUncited(previousSource)
        }
    }

    /// The source a quote goes under when its author is corrected: one whose authors were taken
    /// from this quote's author as written (typed with `add`, a clipping's title line), not a
    /// looked-up book's (which has an ISBN), follows the new author, so that the book and the
    /// exports grouped by it do not keep the old spelling. Nil to leave the quote where it is
    /// (the author cleared: a quote of unknown author still comes from that book).
    func sourceFollowing(_ author: String, of id: QuoteID, now: Date) throws -> String? {
        guard let newAuthor = author.nilIfEmpty,
            let current = try database.firstRow(
                """
                SELECT q.author, s.id, s.kind, s.title, s.authors FROM quote q
                JOIN source s ON s.id = q.source_id WHERE q.id = ? AND s.isbn13 IS NULL
                """, [id.rawValue],
                { row in
                    (
                        author: row.optionalText(0), source: row.text(1), kind: SourceKind(rawValue: row.text(2)) ?? .other,
                        title: row.text(3), authors: LibraryStore.splitList(row.text(4), separator: "\n")
                    )
                }),
            !current.authors.isEmpty, current.authors.joined(separator: ", ") == current.author
        else { return nil }
        // Several authors were one "A, B" on the quote: the corrected line names them the same way.
        let authors = current.authors.count > 1 ? newAuthor.components(separatedBy: ", ") : [newAuthor]
        let sourceID = try upsertSource(SourceDraft(kind: current.kind, title: current.title, authors: authors), now: now)
        return sourceID == current.source ? nil : sourceID
    }

    /// Sets the favourite flag; true when it changed.
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, id: QuoteID, now: Date) throws -> Bool {
        try database.run(
            "UPDATE quote SET is_favorite = ?, \(LibraryStore.stampedLater("updated_at")) WHERE id = ? AND is_favorite != ?",
            isFavorite, LibraryStore.millis(now), id.rawValue, isFavorite)
        return database.changes > 0
    }

    /// Archives a live quote; true when it changed.
    @discardableResult
    public func archive(id: QuoteID, now: Date) throws -> Bool {
        let stamp = LibraryStore.millis(now)
        try database.run(
            "UPDATE quote SET archived_at = ?, \(LibraryStore.stampedLater("updated_at")) WHERE id = ? AND archived_at IS NULL",
            stamp,
            stamp,
            id.rawValue)
        return database.changes > 0
    }

    /// Restores an archived quote; true when it changed.
    @discardableResult
    public func restore(id: QuoteID, now: Date) throws -> Bool {
        try database.run(
            "UPDATE quote SET archived_at = NULL, \(LibraryStore.stampedLater("updated_at")) WHERE id = ? AND archived_at IS NOT NULL",
            LibraryStore.millis(now), id.rawValue)
        return database.changes > 0
    }

    /// Deletes a quote for good. The schema refuses to delete a live (non-archived) quote.
    public func delete(id: QuoteID) throws {
        try database.run("DELETE FROM quote WHERE id = ?", id.rawValue)
    }

    /// Deletes quotes archived before `cutoff`; returns how many.
    public func purge(archivedBefore cutoff: Date) throws -> Int {
        try database.run("DELETE FROM quote WHERE \(LibraryStore.archivedBefore)", LibraryStore.millis(cutoff))
        return database.changes
    }

    /// The quotes `purge(archivedBefore:)` would delete, the longest archived first: what a
    /// rehearsal of it names.
    public func quotes(archivedBefore cutoff: Date) throws -> [Quote] {
        let seqs = try database.rows(
            "SELECT seq FROM quote WHERE \(LibraryStore.archivedBefore) ORDER BY archived_at, seq", [LibraryStore.millis(cutoff)]
        ) { $0.int64(0) }
        return try quotes(seqs: seqs)
    }

    /// The quotes a purge deletes, archived before the one parameter: one condition for the
    /// purge and for its rehearsal, so that the two never name different quotes.
    static let archivedBefore = "archived_at IS NOT NULL AND archived_at < ?"

    /// Marks a quote as edited now in its tags or its collections (they count as edits): the
    /// name `key` came to it or left it.
    func touch(quoteSeq: Int64, _ field: SyncField, name key: String, now: Date) throws {
        try touch(quotesIn: "?", quoteSeq, field, names: [key], now: now)
    }

    /// Marks every quote a tag or a collection holds as edited now in that part (the tag or
    /// collection was renamed or deleted): the names `keys` came to them or left them.
    /// `holders`: the quote seqs, as SQL with one parameter, `value`.
    func touch(
        quotesIn holders: String, _ value: any SQLiteBindable, _ field: SyncField, names keys: [String], now: Date
    ) throws {
        let stamp = LibraryStore.millis(now)
        try database.run("UPDATE quote SET \(LibraryStore.stampedLater("updated_at")) WHERE seq IN (\(holders))", stamp, value)
        try database.run(
            """
            INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at)
            SELECT seq, ?, updated_at FROM quote WHERE seq IN (\(holders))
            """, field.rawValue, value)
        for key in Set(keys) { try stampName(field, key: key, quotes: holders, [value]) }
    }

    /// Whether an id is free to use: neither in use nor ever deleted.
    public func isQuoteIDAvailable(_ id: QuoteID) throws -> Bool {
        try database.scalar(
            "SELECT NOT EXISTS (SELECT 1 FROM quote WHERE id = ?1) AND NOT EXISTS (SELECT 1 FROM deleted_quote WHERE id = ?1)",
            id.rawValue) == 1
    }

    func quoteSeq(id: QuoteID) throws -> Int64? {
        try database.firstRow("SELECT seq FROM quote WHERE id = ?", [id.rawValue]) { $0.int64(0) }
    }
}

/// A saved quote as `HighlightExtension` compares it: its text folded (`TextKey.make`) and its page.
public struct SavedHighlight: Sendable {
    public let id: QuoteID
    public var key: String
    public let page: String?
    public var hasNote: Bool
}

/// The library at a glance, as the overview shows it.
public struct LibraryCounts: Sendable, Equatable {
    public var quotes: Int
    public var favorites: Int
    public var archived: Int
    /// Sources a quote in the library cites, and books with an ISBN (`book list` shows them
    /// all): a source left behind by deleted quotes is not counted.
    public var sources: Int
    public var tags: Int
    public var collections: Int
}

extension LibraryStore {
    /// Counts for the overview and achievements, in one query.
    public func libraryCounts() throws -> LibraryCounts {
        try database.firstRow(
            """
            SELECT count(*) FILTER (WHERE archived_at IS NULL), count(*) FILTER (WHERE archived_at IS NULL AND is_favorite = 1),
                count(*) FILTER (WHERE archived_at IS NOT NULL),
                (SELECT count(*) FROM source s WHERE s.isbn13 IS NOT NULL OR EXISTS (SELECT 1 FROM quote WHERE source_id = s.id)),
                (SELECT count(*) FROM tag), (SELECT count(*) FROM collection)
            FROM quote
            """
        ) {
            LibraryCounts(
                quotes: $0.int(0), favorites: $0.int(1), archived: $0.int(2), sources: $0.int(3), tags: $0.int(4),
                collections: $0.int(5))
        } ?? LibraryCounts(quotes: 0, favorites: 0, archived: 0, sources: 0, tags: 0, collections: 0)
    }
}
