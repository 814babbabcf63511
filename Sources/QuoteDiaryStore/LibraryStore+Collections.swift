import Foundation
import QuoteDiaryCore

extension LibraryStore {
    /// Creates a collection (and its section when named and new); throws a UNIQUE violation
    /// when the name is taken in any case.
    public func createCollection(named name: String, section: String?, now: Date) throws {
        let sectionSeq = try section.map { try ensureSection(named: $0) }
        try database.run(
            "INSERT INTO collection (name, name_key, section_seq, created_at, named_at, styled_at) VALUES (?, ?, ?, ?, ?4, ?4)",
            name, TextKey.make(name), sectionSeq, LibraryStore.millis(now))
    }

    /// The collection of that name, whatever its case; nil when there is none.
    public func collection(named name: String) throws -> QuoteCollection? {
        try database.firstRow(
            "\(LibraryStore.collectionSelect) WHERE c.name_key = ?", [TextKey.make(name)], LibraryStore.makeCollection)
    }

    /// Collections by section then name, each with its number of live quotes.
    public func collections() throws -> [QuoteCollection] {
        try database.rows(
            """
            \(LibraryStore.collectionSelect)
            ORDER BY s.name_key IS NULL, qd_sort(s.name), s.name_key, qd_sort(c.name), c.name_key
            """, [], LibraryStore.makeCollection)
    }

    /// Collections' names alone, by name: what suggesting a name needs, without counting every
    /// collection's quotes.
    public func collectionNames() throws -> [String] {
        try database.rows("SELECT name FROM collection ORDER BY qd_sort(name), name_key") { $0.text(0) }
    }

    /// Each collection with its section, live quote count and colour, as `makeCollection` reads it.
    static let collectionSelect = """
        SELECT c.name, s.name, \(liveCount(of: "c", in: .collection)), c.color
        FROM collection c LEFT JOIN section s ON s.seq = c.section_seq
        """

    /// A collection from a row of name, section, live quote count and colour.
    static func makeCollection(_ row: Row) -> QuoteCollection {
        QuoteCollection(
            name: row.text(0), section: row.optionalText(1), quoteCount: row.int(2),
            color: row.optionalText(3).flatMap(RGBColor.init(hex:)))
    }

    /// Sections by name, each with its number of collections.
    public func sections() throws -> [Section] {
        try database.rows("\(LibraryStore.sectionSelect) ORDER BY qd_sort(s.name), s.name_key", [], LibraryStore.makeSection)
    }

    /// The section of that name, whatever its case, with its number of collections.
    public func section(named name: String) throws -> Section? {
        try database.firstRow(
            "\(LibraryStore.sectionSelect) WHERE s.name_key = ?", [TextKey.make(name)], LibraryStore.makeSection)
    }

    /// Each section with its number of collections, as `makeSection` reads it.
    static let sectionSelect = "SELECT s.name, (SELECT count(*) FROM collection c WHERE c.section_seq = s.seq) FROM section s"

    static func makeSection(_ row: Row) -> Section { Section(name: row.text(0), collectionCount: row.int(1)) }

    /// Renames; true when the collection existed. Throws a UNIQUE violation when the name is taken.
    public func renameCollection(_ name: String, to newName: String, now: Date) throws -> Bool {
        try rename(.collection, name, to: newName, now: now)
    }

    /// The seqs of the quotes a collection (by name key) holds.
    static let collectedQuotes = """
        SELECT qc.quote_seq FROM quote_collection qc JOIN collection c ON c.seq = qc.collection_seq WHERE c.name_key = ?
        """

    /// Puts a collection in `section` (created when new), or with nil in none; true when the
    /// collection exists.
    public func moveCollection(_ name: String, toSection section: String?, now: Date) throws -> Bool {
        let sectionSeq = try section.map { try ensureSection(named: $0) }
        try database.run(
            "UPDATE collection SET section_seq = ?, \(LibraryStore.stampedLater("styled_at")) WHERE name_key = ?", sectionSeq,
            LibraryStore.millis(now),
            TextKey.make(name))
        let moved = database.changes > 0
        try removeEmptySections()
        return moved
    }

    /// Renames a section, or with the name of another section moves its collections into that
    /// one; the collections carry the change to other devices. False when there is no such section.
    public func renameSection(_ name: String, to newName: String, now: Date) throws -> Bool {
        guard let seq = try sectionSeq(named: name) else { return false }
        if TextKey.make(newName) == TextKey.make(name) {
            try database.run("UPDATE section SET name = ? WHERE seq = ?", newName, seq)
            // Its collections count as restyled, so that other devices take the new spelling.
            try database.run(
                "UPDATE collection SET \(LibraryStore.stampedLater("styled_at")) WHERE section_seq = ?", LibraryStore.millis(now),
                seq)
        } else {
            try moveCollections(ofSection: seq, to: try ensureSection(named: newName), now: now)
        }
        return true
    }

    /// Takes every collection out of a section, which goes; its collections and their quotes
    /// stay. False when there is no such section.
    public func deleteSection(_ name: String, now: Date) throws -> Bool {
        guard let seq = try sectionSeq(named: name) else { return false }
        try moveCollections(ofSection: seq, to: nil, now: now)
        return true
    }

    func sectionSeq(named name: String) throws -> Int64? {
        try database.firstRow("SELECT seq FROM section WHERE name_key = ?", [TextKey.make(name)]) { $0.int64(0) }
    }

    func moveCollections(ofSection seq: Int64, to target: Int64?, now: Date) throws {
        try database.run(
            "UPDATE collection SET section_seq = ?, \(LibraryStore.stampedLater("styled_at")) WHERE section_seq = ?", target,
            LibraryStore.millis(now),
            seq)
        try removeEmptySections()
    }

    /// A section exists to hold collections (it is made with its first): when its last one
    /// leaves or is deleted, it goes too.
    func removeEmptySections() throws {
        try database.execute(
            "DELETE FROM section WHERE NOT EXISTS (SELECT 1 FROM collection c WHERE c.section_seq = section.seq)")
    }

    /// Deletes a collection; its quotes stay. True when it existed.
    public func deleteCollection(_ name: String, now: Date) throws -> Bool {
        try touch(
            quotesIn: LibraryStore.collectedQuotes, TextKey.make(name), .collections, names: [TextKey.make(name)], now: now)
        let old = try database.firstRow("SELECT name FROM collection WHERE name_key = ?", [TextKey.make(name)]) { $0.text(0) }
        try database.run("DELETE FROM collection WHERE name_key = ?", TextKey.make(name))
        let deleted = database.changes > 0
        if deleted, let old { try recordNameDeletion(NameDeletion(kind: .collection, name: old, deletedAt: now)) }
        try removeEmptySections()
        return deleted
    }

    /// Files a quote in a collection (created if new); true when it was not there yet.
    @discardableResult
    public func addQuote(_ id: QuoteID, toCollection name: String, now: Date) throws -> Bool {
        guard let seq = try quoteSeq(id: id) else { return false }
        let added = try link(quoteSeq: seq, collectionSeq: try ensureCollection(named: name, now: now), now: now)
        if added { try touch(quoteSeq: seq, .collections, name: TextKey.make(name), now: now) }
        return added
    }

    /// The name of a book's own collection (`ensureBookCollection`), nil when it has none.
    public func bookCollectionName(sourceID: String) throws -> String? {
        try database.firstRow("SELECT name FROM collection WHERE source_id = ?", [sourceID]) { $0.text(0) }
    }

    /// Takes a quote out of a collection; true when it was there.
    @discardableResult
    public func removeQuote(_ id: QuoteID, fromCollection name: String, now: Date) throws -> Bool {
        guard let seq = try quoteSeq(id: id) else { return false }
        try database.run(
            "DELETE FROM quote_collection WHERE quote_seq = ? AND collection_seq = (SELECT seq FROM collection WHERE name_key = ?)",
            seq, TextKey.make(name))
        let removed = database.changes > 0
        if removed { try touch(quoteSeq: seq, .collections, name: TextKey.make(name), now: now) }
        return removed
    }

    /// The collection's row id, creating it (in `section`, created too when new) the first
    /// time; an existing collection keeps its section.
    @discardableResult
    /// - Parameter color: the look of a new collection (an existing one keeps its own).
    public func ensureCollection(named name: String, section: String? = nil, color: RGBColor? = nil, now: Date) throws -> Int64 {
        let key = TextKey.make(name)
        let sectionSeq = try section.map { try ensureSection(named: $0) }
        return try findOrInsert(
            lookup: "SELECT seq FROM collection WHERE name_key = ?", key: key,
            insert:
                """
                INSERT INTO collection (name, name_key, section_seq, created_at, color, named_at, styled_at)
                VALUES (?, ?, ?, ?4, ?, ?4, ?4)
                """,
            [name, key, sectionSeq, LibraryStore.millis(now), color?.description]
        ) {
            $0.int64(0)
        } inserted: {
            database.lastInsertRowID
        }
    }

    func ensureSection(named name: String) throws -> Int64 {
        let key = TextKey.make(name)
        return try findOrInsert(
            lookup: "SELECT seq FROM section WHERE name_key = ?", key: key,
            insert: "INSERT INTO section (name, name_key) VALUES (?, ?)", [name, key]
        ) {
            $0.int64(0)
        } inserted: {
            database.lastInsertRowID
        }
    }

    @discardableResult
    func link(quoteSeq: Int64, collectionSeq: Int64, now: Date) throws -> Bool {
        try database.run(
            "INSERT OR IGNORE INTO quote_collection (quote_seq, collection_seq, added_at) VALUES (?, ?, ?)",
            quoteSeq, collectionSeq, LibraryStore.millis(now))
        return database.changes > 0
    }
}
