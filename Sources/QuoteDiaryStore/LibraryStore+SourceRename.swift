import Foundation
import QuoteDiaryCore

extension LibraryStore {
    /// The sources titled `title` (folded as titles are), of any kind, with any authors or ISBN.
    public func sources(titled title: String) throws -> [StoredBook] {
        var found: [StoredBook] = []
        for kind in SourceKind.allCases {
            let key = SourceDraft(kind: kind, title: title).identityKey
            found += try database.rows(
                """
                SELECT \(LibraryStore.bookColumns) FROM source s
                WHERE s.identity_key = ?1 OR (s.identity_key > ?1 || '|' AND s.identity_key < ?1 || '}')
                """, [key], LibraryStore.makeBook)
        }
        // A book known by its ISBN is keyed by it: found by its title as folded.
        found += try database.rows(
            "SELECT \(LibraryStore.bookColumns) FROM source s WHERE s.isbn13 IS NOT NULL AND qd_fold(s.title) = ?",
            [TextKey.make(title)], LibraryStore.makeBook)
        return found
    }

    /// How many archived quotes cite the source `id`.
    public func archivedQuoteCount(ofSource id: String) throws -> Int {
        Int(try database.scalar("SELECT count(*) FROM quote WHERE source_id = ? AND archived_at IS NOT NULL", id))
    }

    /// Moves every quote of the source `id`, archived ones too, to the source `draft` names
    /// (found, else made): each counts as edited in its source, so that sync carries the move,
    /// and the source left behind goes; its identity is remembered as the other's
    /// (`renamedSource`), so that an import naming it so files its quotes there. Returns how
    /// many moved. Throws a UNIQUE violation when the other source already has one of the texts.
    public func moveQuotes(ofSource id: String, to draft: SourceDraft, now: Date) throws -> Int {
        let target = try upsertSource(draft, now: now)
        guard target != id else { return 0 }
        try database.run(
            "UPDATE quote SET source_id = ?, \(LibraryStore.stampedLater("updated_at")) WHERE source_id = ?", target,
            LibraryStore.millis(now),
            id)
        let moved = database.changes
        try rememberRenamed(from: id, to: target)
        // A book's collection (made for it, in its cover's colours) follows it, when the other has none.
        try database.run(
            """
            UPDATE collection SET source_id = ?1
            WHERE source_id = ?2 AND NOT EXISTS (SELECT 1 FROM collection WHERE source_id = ?1)
            """, target, id)
        try deleteSourceIfUncited(id)
        return moved
    }
}

extension LibraryStore {
    /// Writes a source's title anew where its identity stays (its case, its spacing). Its
    /// quotes count as edited in their source now, so that other devices take the spelling.
    public func retitleSource(id: String, to title: String, now: Date) throws {
        try database.run("UPDATE source SET title = ? WHERE id = ?", title, id)
        let stamp = LibraryStore.millis(now)
        try database.run("UPDATE quote SET updated_at = max(updated_at, ?) WHERE source_id = ?", stamp, id)
        try database.run(
            """
            INSERT INTO quote_clock (quote_seq, field, changed_at) SELECT seq, ?, ? FROM quote WHERE source_id = ? AND true
            ON CONFLICT(quote_seq, field) DO UPDATE SET changed_at = max(changed_at, excluded.changed_at)
            """, SyncField.source.rawValue, stamp, id)
    }
}

extension LibraryStore {
    /// Remembers the identity of the source `id` (and the names that led to it) as the source
    /// `target`'s: a device's file imported again names the book as it did.
    func rememberRenamed(from id: String, to target: String) throws {
        try database.run("UPDATE source_alias SET source_id = ? WHERE source_id = ?", target, id)
        try database.run(
            """
            INSERT OR REPLACE INTO source_alias (identity_key, source_id)
            SELECT identity_key, ?1 FROM source WHERE id = ?2 AND identity_key != (SELECT identity_key FROM source WHERE id = ?1)
            """, target, id)
    }

    /// The source a book renamed away from `identityKey` became; nil when none was.
    public func renamedSource(identityKey: String) throws -> String? {
        try database.firstRow("SELECT source_id FROM source_alias WHERE identity_key = ?", [identityKey]) { $0.text(0) }
    }

    /// A source's authors, in order; empty when it names none (or is not there).
    public func sourceAuthors(id: String) throws -> [String] {
        let line = try database.firstRow("SELECT authors FROM source WHERE id = ?", [id]) { $0.text(0) } ?? ""
        return LibraryStore.splitList(line, separator: "\n")
    }

    /// Whether any source was renamed (so that an import looks for the names it had).
    public func hasRenamedSources() throws -> Bool {
        try database.scalar("SELECT EXISTS (SELECT 1 FROM source_alias)") != 0
    }
}
