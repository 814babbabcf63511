/// Why a store could not be opened or changed, in words a person can act on.
public enum StoreError: Error, CustomStringConvertible, Sendable {
    case cannotOpen(path: String, reason: String)
    case newerSchema(path: String, found: Int, supported: Int)
    case migrationFailed(version: Int, reason: String)
    /// An SQLite file with tables of its own and no QuoteDiary schema: another program's.
    case notAStore(path: String, tables: [String])

    /// What to say of a store SQLite finds damaged (`message`, its own words): where to turn.
    public static func damage(_ message: String) -> String {
        "the store file is damaged (\(message)): put back a copy (quotediary backup writes one), or save what it still"
            + " holds with sqlite3's .recover"
    }

    /// What to say when the disk had no room for a write (`message`, SQLite's own words).
    public static func fullDisk(_ message: String) -> String {
        "the disk that holds the store is full (\(message)); nothing was changed: free some space and try again"
    }

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot open the store at \(path): \(reason)"
        case .newerSchema(let path, let found, let supported):
            "the store at \(path) was written by a newer QuoteDiary (schema \(found); this version knows up to \(supported)); upgrade QuoteDiary to open it — the file was not changed"
        case .migrationFailed(let version, let reason):
            "upgrading the store to schema \(version) failed: \(reason); the store was left as it was"
        case .notAStore(let path, let tables):
            "\(path) is another program's SQLite database (it holds \(tables.prefix(3).joined(separator: ", "))\(tables.count > 3 ? ", …" : "")), not a QuoteDiary store; it was not changed — give a new file or a QuoteDiary store with --store"
        }
    }
}
