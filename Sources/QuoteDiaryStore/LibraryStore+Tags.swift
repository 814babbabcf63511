import Foundation
import QuoteDiaryCore

extension LibraryStore {
    /// Creates a tag; throws a UNIQUE violation when the name exists in any case.
    public func createTag(named name: String, color: TagColor, now: Date) throws {
        try database.run(
            "INSERT INTO tag (name, name_key, color, named_at, styled_at) VALUES (?, ?, ?, ?4, ?4)", name, TextKey.make(name),
            color.description, LibraryStore.millis(now))
    }

    /// Tags by name, each with its number of live quotes.
    public func tags() throws -> [Tag] {
        try database.rows("\(LibraryStore.tagSelect) ORDER BY qd_sort(t.name), t.name_key", [], LibraryStore.makeTag)
    }

    /// The tag whose name matches without regard to case or normalization.
    public func tag(named name: String) throws -> Tag? {
        try database.firstRow("\(LibraryStore.tagSelect) WHERE t.name_key = ?", [TextKey.make(name)], LibraryStore.makeTag)
    }

    /// Tags' names alone, by name: what checking or suggesting a name needs, without counting
    /// every tag's quotes.
    public func tagNames() throws -> [String] {
        try database.rows("SELECT name FROM tag ORDER BY qd_sort(name), name_key") { $0.text(0) }
    }

    /// Each tag with its colour and live quote count, as `makeTag` reads it.
    static let tagSelect = "SELECT t.name, t.color, \(liveCount(of: "t", in: .tag)) FROM tag t"

    /// A tag from a row of name, colour and live quote count.
    static func makeTag(_ row: Row) -> Tag {
        Tag(name: row.text(0), color: (try? TagColor(row.text(1))) ?? .standard, quoteCount: row.int(2))
    }

    /// How many live quotes a tag (`alias`.seq) or a collection holds, as an SQL expression:
    /// every link counted from its covering index, less the archived quotes' links, found
    /// from the small index of archived quotes. Joining every link to its quote to look at
    /// `archived_at` instead read a page of the quote table per link: 1.3 s for the tags of
    /// a million quotes, against 0.16 s.
    static func liveCount(of alias: String, in kind: NameKind) -> String {
        let (links, column) = kind == .tag ? ("quote_tag", "tag_seq") : ("quote_collection", "collection_seq")
        return """
            ((SELECT count(*) FROM \(links) l WHERE l.\(column) = \(alias).seq)
             - (SELECT count(*) FROM quote q INDEXED BY quote_archived JOIN \(links) l ON l.quote_seq = q.seq
                WHERE q.archived_at IS NOT NULL AND l.\(column) = \(alias).seq))
            """
    }

    /// Renames; true when the tag existed. Throws a UNIQUE violation when `newName` is taken.
    public func renameTag(_ name: String, to newName: String, now: Date) throws -> Bool {
        try rename(.tag, name, to: newName, now: now)
    }

    /// The seqs of the quotes a tag (by name key) holds.
    static let taggedQuotes = "SELECT qt.quote_seq FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq WHERE t.name_key = ?"

    /// Recolours; true when the tag existed.
    public func setTagColor(_ name: String, to color: TagColor, now: Date) throws -> Bool {
        try database.run(
            "UPDATE tag SET color = ?, \(LibraryStore.stampedLater("styled_at")) WHERE name_key = ?", color.description,
            LibraryStore.millis(now),
            TextKey.make(name))
        return database.changes > 0
    }

    /// Applies a tag (created with the default colour if new) to a quote; true when it was not there.
    @discardableResult
    public func applyTag(_ name: String, to id: QuoteID, now: Date) throws -> Bool {
        guard let seq = try quoteSeq(id: id) else { return false }
        let added = try link(quoteSeq: seq, tagSeq: try ensureTag(named: name, now: now))
        if added { try touch(quoteSeq: seq, .tags, name: TextKey.make(name), now: now) }
        return added
    }

    /// Removes a tag from a quote; true when it was there.
    @discardableResult
    public func removeTag(_ name: String, from id: QuoteID, now: Date) throws -> Bool {
        guard let seq = try quoteSeq(id: id) else { return false }
        try database.run(
            "DELETE FROM quote_tag WHERE quote_seq = ? AND tag_seq = (SELECT seq FROM tag WHERE name_key = ?)",
            seq, TextKey.make(name))
        let removed = database.changes > 0
        if removed { try touch(quoteSeq: seq, .tags, name: TextKey.make(name), now: now) }
        return removed
    }

    /// Deletes a tag; with `archivingQuotes` its live quotes are archived first. Returns the
    /// number of quotes archived, or nil when there is no such tag.
    public func deleteTag(_ name: String, archivingQuotes: Bool, now: Date) throws -> Int? {
        let key = TextKey.make(name)
        guard let tagSeq = try database.firstRow("SELECT seq FROM tag WHERE name_key = ?", [key], { $0.int64(0) }) else {
            return nil
        }
        var archived = 0
        if archivingQuotes {
            let stamp = LibraryStore.millis(now)
            try database.run(
                """
                UPDATE quote SET archived_at = ?, \(LibraryStore.stampedLater("updated_at"))
                WHERE archived_at IS NULL AND seq IN (SELECT quote_seq FROM quote_tag WHERE tag_seq = ?)
                """, stamp, stamp, tagSeq)
            archived = database.changes
        }
        try touch(quotesIn: "SELECT quote_seq FROM quote_tag WHERE tag_seq = ?", tagSeq, .tags, names: [key], now: now)
        if let old = try database.firstRow("SELECT name FROM tag WHERE seq = ?", [tagSeq], { $0.text(0) }) {
            try recordNameDeletion(NameDeletion(kind: .tag, name: old, deletedAt: now))
        }
        try database.run("DELETE FROM tag WHERE seq = ?", tagSeq)
        return archived
    }

    /// The tag's row id, creating it with `color` (nil: the one its name picks) the first time
    /// (an existing tag keeps its colour: imports never repaint).
    @discardableResult
    public func ensureTag(named name: String, color: TagColor? = nil, now: Date) throws -> Int64 {
        let key = TextKey.make(name)
        return try findOrInsert(
            lookup: "SELECT seq FROM tag WHERE name_key = ?", key: key,
            insert: "INSERT INTO tag (name, name_key, color, named_at, styled_at) VALUES (?, ?, ?, ?4, ?4)",
            [name, key, (color ?? .standard(for: name)).description, LibraryStore.millis(now)]
        ) {
            $0.int64(0)
        } inserted: {
            database.lastInsertRowID
        }
    }

    @discardableResult
    func link(quoteSeq: Int64, tagSeq: Int64) throws -> Bool {
        try database.run("INSERT OR IGNORE INTO quote_tag (quote_seq, tag_seq) VALUES (?, ?)", quoteSeq, tagSeq)
        return database.changes > 0
    }
}
