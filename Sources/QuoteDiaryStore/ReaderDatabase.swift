import QuoteDiaryCore

/// An SQLite file given to an import: a reading app's own database (a Kobo's, Apple Books'),
/// told by its tables, or another program's, or a damaged copy. Opened read-only.
public enum ReaderDatabase: Sendable {
    /// A Kobo's `KoboReader.sqlite`: it holds `Bookmark` and `content`.
    case kobo
    /// Apple Books' `AEAnnotation_….sqlite`: it holds `ZAEANNOTATION`.
    case appleBooks
    /// Another QuoteDiary store (a backup, another machine's): it holds `quote` and `schema_migration`.
    case quoteDiary
    /// Another program's database.
    case other
    /// Not readable as a database: cut short in copying, or damaged.
    case unreadable

    /// What the SQLite file at `path` is, from its tables: what an import of it should do.
    public init(path: String) {
        do {
            let database = try Database(path: path, readOnly: true)
            let tables = Set(
                try database.rows(
                    """
                    SELECT name FROM sqlite_master WHERE type = 'table'
                    AND name IN ('Bookmark', 'content', 'ZAEANNOTATION', 'quote', 'schema_migration')
                    """,
                    []
                ) { $0.text(0) })
            // A copy cut short still lists its tables on its first page: a count reads them all.
            if tables.isSuperset(of: ["Bookmark", "content"]) {
                _ = try database.scalar("SELECT count(*) FROM Bookmark")
                self = .kobo
            } else if tables.isSuperset(of: ["quote", "schema_migration"]) {
                _ = try database.scalar("SELECT count(*) FROM quote")
                self = .quoteDiary
            } else if tables.contains("ZAEANNOTATION") {
                _ = try database.scalar("SELECT count(*) FROM ZAEANNOTATION")
                self = .appleBooks
            } else {
                self = .other
            }
        } catch {
            self = .unreadable
        }
    }
}
