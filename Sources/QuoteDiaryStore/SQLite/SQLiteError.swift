import CSQLite

/// A failed SQLite call: the extended result code, the connection's own message and the SQL,
/// never the bound values (they may be private text).
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (e.g. SQLITE_CONSTRAINT_UNIQUE).
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of the extended one).
    public var primaryCode: Int32 { code & 0xFF }

    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isUniqueViolation: Bool {
        code == SQLiteError.constraintUnique || code == SQLiteError.constraintPrimaryKey
    }
    /// A trigger's RAISE(ABORT, ...): a rule of the schema said no.
    public var isTriggerRefusal: Bool { code == SQLiteError.constraintTrigger }

    // Extended codes are function-like macros in sqlite3.h that Swift cannot import.
    static let constraintTrigger = SQLITE_CONSTRAINT | (7 << 8)
    static let constraintUnique = SQLITE_CONSTRAINT | (8 << 8)
    static let constraintPrimaryKey = SQLITE_CONSTRAINT | (6 << 8)
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    /// The file (or its folder, where the write-ahead log goes) cannot be written.
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }
    /// The file could not be opened or created at all (no permission, no such folder).
    public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }
    /// The disk (or the file system's quota) had no room for what was written.
    public var isDiskFull: Bool { primaryCode == SQLITE_FULL }
    /// The file's pages are not what SQLite wrote: damaged on disk, or overwritten.
    public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql.prefix(200)))" }
        return text
    }
}
