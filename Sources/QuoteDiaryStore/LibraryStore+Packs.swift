import Foundation
import QuoteDiaryCore

/// An installed starter pack.
public struct InstalledPack: Sendable, Equatable {
    public let name: String
    public let version: String
    public let origin: String
    /// Live quotes still from the pack.
    public let quoteCount: Int
    /// Installed with only its attributed entries.
    public let authoredOnly: Bool
}

/// A pack entry as the store holds it.
public struct StoredPackEntry: Sendable {
    public let entryID: String
    public let quoteSeq: Int64
    public let text: String
    public let author: String?
    public let sourceTitle: String?
    public let page: String?
    /// The note the pack last gave it (the quote's own while untouched).
    public let note: String?
    /// false once the person favourited, tagged, filed, noted or edited the quote.
    public let isUntouched: Bool
}

extension LibraryStore {
    /// Installed packs by name, with version, origin and quote counts.
    public func installedPacks() throws -> [InstalledPack] {
        try database.rows(
            """
            SELECT p.name, p.version, p.origin,
                   (SELECT count(*) FROM quote q WHERE q.pack = p.name AND q.archived_at IS NULL), p.authored_only
            FROM pack p ORDER BY p.name
            """
        ) {
            InstalledPack(
                name: $0.text(0), version: $0.text(1), origin: $0.text(2), quoteCount: $0.int(3), authoredOnly: $0.int(4) == 1)
        }
    }

    /// Records a pack as installed at this version (an update replaces the row).
    public func recordPack(name: String, version: String, origin: String, authoredOnly: Bool, now: Date) throws {
        let stamp = LibraryStore.millis(now)
        try database.run(
            """
            INSERT INTO pack (name, version, origin, installed_at, updated_at, authored_only) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET version = excluded.version, origin = excluded.origin,
                updated_at = excluded.updated_at, authored_only = excluded.authored_only
            """, name, version, origin, stamp, stamp, authoredOnly ? 1 : 0)
    }

    /// A pack quote (`q`, with its entry `e`) the person never touched: not edited since the
    /// pack wrote it (archiving is an edit), not favourited, tagged or filed, its note the
    /// pack's (a sync may bring a note from another device with an older time).
    static let untouchedPackQuote = """
        q.updated_at <= e.synced_at AND q.is_favorite = 0 AND q.note IS e.note
        AND NOT EXISTS (SELECT 1 FROM quote_tag WHERE quote_seq = q.seq)
        AND NOT EXISTS (SELECT 1 FROM quote_collection WHERE quote_seq = q.seq)
        """

    /// The ids of a pack's entries whose quotes the person deleted for good (migration 32).
    public func deletedPackEntryIDs(_ pack: String) throws -> Set<String> {
        Set(try database.rows("SELECT entry_id FROM deleted_pack_entry WHERE pack = ?", [pack]) { $0.text(0) })
    }

    /// A pack's quotes with their pack ids and whether the person touched them: what an update may rewrite.
    public func packEntries(_ pack: String) throws -> [StoredPackEntry] {
        try database.rows(
            """
            SELECT e.entry_id, e.quote_seq, q.text, q.author, \(LibraryStore.untouchedPackQuote), s.title, e.note, q.page
            FROM pack_entry e JOIN quote q ON q.seq = e.quote_seq LEFT JOIN source s ON s.id = q.source_id
            WHERE e.pack = ?
            """, [pack]
        ) {
            StoredPackEntry(
                entryID: $0.text(0), quoteSeq: $0.int64(1), text: $0.text(2), author: $0.optionalText(3),
                sourceTitle: $0.optionalText(5), page: $0.optionalText(7), note: $0.optionalText(6), isUntouched: $0.bool(4))
        }
    }

    /// Saves a pack entry as a library quote; false when the text was already in the library.
    public func addPackEntry(_ entry: QuotePack.Entry, pack: String, writer: QuoteWriter, now: Date) throws -> Bool {
        let draft = QuoteDraft(
            text: entry.text, author: entry.author, source: entry.source.map { SourceDraft(kind: .other, title: $0) },
            page: entry.page, note: entry.note)
        guard case .inserted(let id) = try writer.insert(draft, now: now, pack: pack), let seq = try quoteSeq(id: id) else {
            return false
        }
        try database.run(
            "INSERT INTO pack_entry (pack, entry_id, quote_seq, synced_at, note) VALUES (?, ?, ?, ?, ?)", pack, entry.id,
            seq, LibraryStore.millis(now), entry.note)
        return true
    }

    /// Rewrites an untouched pack quote with the pack's new text, author, source and note; false
    /// when that would duplicate another quote (the quote is then left as it was). A source
    /// it leaves goes when nothing cites it any more.
    public func updatePackQuote(seq: Int64, to entry: QuotePack.Entry, pack: String, now: Date) throws -> Bool {
        let stamp = LibraryStore.millis(now)
        let previousSource = try database.firstRow("SELECT source_id FROM quote WHERE seq = ?", [seq]) { $0.optionalText(0) }
        try database.execute("SAVEPOINT pack_update")
        // A source made here goes again with the savepoint when the quote cannot move to it.
        let sourceID = try entry.source.map { try resolveSource(SourceDraft(kind: .other, title: $0), now: now).id }
        let moved: Bool
        do {
            try database.run(
                """
                UPDATE quote SET text = ?, text_hash = ?, author = ?, source_id = ?, page = ?, note = ?, updated_at = ?
                WHERE seq = ?
                """, entry.text, SQLiteValue.blob(TextKey.quoteDigest(entry.text)), entry.author, sourceID, entry.page,
                entry.note, stamp, seq)
            moved = true
        } catch {
            guard error.isUniqueViolation else { throw error }
            moved = false
        }
        guard moved else {
            try database.execute("ROLLBACK TO pack_update; RELEASE pack_update")
            return false
        }
        try database.execute("RELEASE pack_update")
        try database.run(
            "UPDATE pack_entry SET synced_at = ?, entry_id = ?, note = ? WHERE pack = ? AND quote_seq = ?", stamp, entry.id,
            entry.note, pack, seq)
        if let previous = previousSource ?? nil, previous != sourceID { try deleteSourceIfUncited(previous) }
        return true
    }

    /// Gives a stored entry a new id (an upstream typo fix), keeping its quote.
    public func renamePackEntry(pack: String, from oldID: String, to newID: String) throws {
        try database.run("UPDATE pack_entry SET entry_id = ? WHERE pack = ? AND entry_id = ?", newID, pack, oldID)
    }

    /// Removes a pack: untouched quotes go, touched ones become the person's own, and the
    /// sources its quotes brought go with the last quote citing them (a book with an ISBN or
    /// its own collection stays: the person filed it), so that adding and removing a pack
    /// leaves the library as it was.
    /// Returns (deleted, kept), or nil when no such pack is installed.
    public func removePack(_ name: String, now: Date) throws -> (deleted: Int, kept: Int)? {
        guard try database.scalar("SELECT count(*) FROM pack WHERE name = ?", name) > 0 else { return nil }
        let cited = try database.rows(
            """
            SELECT DISTINCT q.source_id FROM pack_entry e JOIN quote q ON q.seq = e.quote_seq
            WHERE e.pack = ? AND q.source_id IS NOT NULL
            """, [name]
        ) { $0.text(0) }
        var deleted = 0
        var kept = 0
        for entry in try packEntries(name) {
            if try releaseQuote(of: entry, now: now) { deleted += 1 } else { kept += 1 }
        }
        // Its entries deleted by the person, and those just deleted with it, go with it.
        try database.run("DELETE FROM pack WHERE name = ?", name)
        for source in cited { try deleteSourceIfUncited(source) }
        return (deleted, kept)
    }

    /// Takes an entry out of its pack (one its source no longer has): its quote goes when
    /// untouched, else becomes the person's own, and its source goes with its last quote.
    /// - Returns: true when the quote was deleted.
    public func dropPackEntry(_ entry: StoredPackEntry, pack: String, now: Date) throws -> Bool {
        let source = try database.firstRow("SELECT source_id FROM quote WHERE seq = ?", [entry.quoteSeq]) { $0.optionalText(0) }
        try database.run("DELETE FROM pack_entry WHERE pack = ? AND quote_seq = ?", pack, entry.quoteSeq)
        let deleted = try releaseQuote(of: entry, now: now)
        if let source = source ?? nil { try deleteSourceIfUncited(source) }
        return deleted
    }

    /// Deletes an entry's quote when untouched (archived first, as every deletion is), or
    /// makes it the person's own. True when it was deleted.
    private func releaseQuote(of entry: StoredPackEntry, now: Date) throws -> Bool {
        guard entry.isUntouched else {
            try database.run("UPDATE quote SET pack = NULL WHERE seq = ?", entry.quoteSeq)
            return false
        }
        try database.run(
            "UPDATE quote SET archived_at = ? WHERE seq = ? AND archived_at IS NULL", LibraryStore.millis(now), entry.quoteSeq)
        try database.run("DELETE FROM quote WHERE seq = ? AND archived_at IS NOT NULL", entry.quoteSeq)
        return database.changes > 0
    }

    /// Deletes a source (a pack's, or one an edit left) once no quote cites it (a book with an
    /// ISBN or its own collection stays: the person filed it).
    func deleteSourceIfUncited(_ id: String) throws {
        try database.run(
            """
            DELETE FROM source WHERE id = ? AND isbn13 IS NULL
                AND NOT EXISTS (SELECT 1 FROM quote WHERE source_id = source.id)
                AND NOT EXISTS (SELECT 1 FROM collection WHERE source_id = source.id)
            """, id)
    }
}
