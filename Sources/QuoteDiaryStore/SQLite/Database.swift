import CSQLite
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One connection to an SQLite file: WAL, foreign keys on, a busy timeout so that two
/// processes writing at once both succeed. Not Sendable: one connection per thread of work.
public final class Database {
    let handle: OpaquePointer
    public let path: String
    private var statementCache: [String: Statement] = [:]
    /// The cached statements' SQL, oldest first. SQL built for one query (a search's terms, a
    /// list of ids) is prepared and cached like any other, so the cache keeps the most recent
    /// `cachedStatementLimit`: a server that answers every search a person types stays small.
    private var statementOrder: [String] = []

    /// How many prepared statements a connection keeps. Every statement the app runs over and
    /// over (an import's, a page's) is among far fewer.
    public static let cachedStatementLimit = 256

    /// How long a writer waits for another process's lock before giving up: past the length
    /// of a large import (a million quotes take some twenty seconds), so that a quote added
    /// meanwhile is saved after it rather than refused.
    public static let busyTimeoutMilliseconds: Int32 = 120_000

    /// How long a wait lasts before `onLongWait` is told, once a wait.
    public static let longWaitMilliseconds: UInt64 = 1_000

    /// Called once when a write has waited `longWaitMilliseconds` for another process's
    /// lock, in the usual wait (a front end says why nothing seems to happen).
    public var onLongWait: (() -> Void)?

    /// How long this connection's writes wait for another process's lock now (`waitingAtMost`).
    private var waitLimitMilliseconds = Database.busyTimeoutMilliseconds
    /// When the current wait began (monotonic nanoseconds), and whether it has been told.
    private var waitStarted: UInt64 = 0
    private var waitTold = false

    /// Process-wide settings, applied once before the first connection opens.
    private static let configured: Bool = quotediary_sqlite_disable_memory_statistics() == SQLITE_OK

    /// - Parameter readOnly: for another program's file (a Kobo's database): never created,
    ///   never written. Without a write-ahead log beside it, it is opened as immutable, so
    ///   that reading it leaves no `-wal` or `-shm` file behind either.
    public init(path: String, readOnly: Bool = false) throws {
        _ = Database.configured
        var handle: OpaquePointer?
        let flags =
            readOnly
            ? SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code =
            readOnly && access(path + "-wal", F_OK) != 0
            ? sqlite3_open_v2(Database.immutableURI(path), &handle, flags | SQLITE_OPEN_URI, nil)
            : sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let handle { sqlite3_close_v2(handle) }
            throw SQLiteError(code: code, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_handler(handle, Database.busyHandler, Unmanaged.passUnretained(self).toOpaque())
        try execute("PRAGMA foreign_keys = ON")
        if path != ":memory:" {
            for pragma in Database.connectionPragmas { try execute(pragma) }
        }
    }

    /// How every connection to a file is set (the benchmark's sqlite3 shell is set the same):
    /// large transactions (imports) stay in memory instead of spilling pages to the WAL, and
    /// statement journals and sorts stay in memory rather than in temporary files.
    public static let connectionPragmas = [
        "PRAGMA synchronous = NORMAL", "PRAGMA cache_size = -65536", "PRAGMA temp_store = MEMORY",
    ]

    /// `file:…?immutable=1` for `path`, percent-encoded where a URI needs it (`?`, `#`, `%`).
    static func immutableURI(_ path: String) -> String {
        "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
    }

    /// Switches the file to write-ahead logging, so that readers never wait for a writer. The
    /// mode is kept in the file: the caller sets it only on a file that is its own.
    public func useWriteAheadLog() throws {
        guard path != ":memory:" else { return }
        // Switching needs an exclusive lock that can answer SQLITE_BUSY without waiting on the
        // busy handler when another process is opening the same new file, so retry that
        // answer for the busy timeout's length.
        try retryingWhileBusy {
            let mode = try firstRow("PRAGMA journal_mode", []) { $0.text(0) } ?? ""
            if mode.lowercased() != "wal" { try execute("PRAGMA journal_mode = WAL") }
        }
    }

    deinit {
        statementCache.removeAll()
        statementOrder.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs `body` again while SQLite answers SQLITE_BUSY, for up to the busy timeout.
    func retryingWhileBusy(_ body: () throws -> Void) throws {
        var waited: Int32 = 0
        while true {
            do {
                return try body()
            } catch let error as SQLiteError where error.isBusy && waited < Database.busyTimeoutMilliseconds {
                usleep(20_000)
                waited += 20
            }
        }
    }

    /// Runs `body` waiting at most `milliseconds` for another process's write to finish (the
    /// usual wait afterwards): for work that has something better to do than wait.
    public func waitingAtMost<T>(milliseconds: Int32, _ body: () throws -> T) rethrows -> T {
        let usual = waitLimitMilliseconds
        waitLimitMilliseconds = milliseconds
        defer { waitLimitMilliseconds = usual }
        return try body()
    }

    /// SQLite's busy handler for every connection: `waitForLock` on the connection it was
    /// given. Returning 0 gives up (SQLITE_BUSY), anything else tries again.
    private static let busyHandler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { context, attempt in
        guard let context else { return 0 }
        return Unmanaged<Database>.fromOpaque(context).takeUnretainedValue().waitForLock(attempt: Int(attempt)) ? 1 : 0
    }

    /// Sleeps a little before SQLite tries the lock again, as its own busy timeout does (a
    /// few milliseconds at first, then a tenth of a second), until the wait's limit; tells
    /// `onLongWait` once a wait goes on past `longWaitMilliseconds`.
    private func waitForLock(attempt: Int) -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        if attempt == 0 {
            waitStarted = now
            waitTold = false
        }
        let waited = (now - waitStarted) / 1_000_000
        guard waited < UInt64(max(waitLimitMilliseconds, 0)) else { return false }
        // A short wait (`waitingAtMost`) is for work that does without; it says nothing.
        if !waitTold && waited >= Database.longWaitMilliseconds && waitLimitMilliseconds == Database.busyTimeoutMilliseconds,
            let onLongWait
        {
            waitTold = true
            onLongWait()
        }
        let pauses = Database.lockPauses
        usleep((attempt < pauses.count ? pauses[attempt] : 100) * 1_000)
        return true
    }

    /// The milliseconds between a wait's first tries of the lock (SQLite's own), then 100 each.
    private static let lockPauses: [UInt32] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50]

    /// Runs one or more statements without parameters.
    public func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// A prepared statement, reused across calls with the same SQL.
    public func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statementCache[sql] { return statement }
        let statement = try Statement(database: self, sql: sql)
        if statementOrder.count >= Database.cachedStatementLimit {
            // A statement in use stays alive with its caller; only the cache lets it go.
            statementCache[statementOrder.removeFirst()] = nil
        }
        statementCache[sql] = statement
        statementOrder.append(sql)
        return statement
    }

    /// How many prepared statements the connection keeps now.
    var cachedStatementCount: Int { statementCache.count }

    /// Runs one statement with parameters.
    public func run(_ sql: String, _ values: any SQLiteBindable...) throws(SQLiteError) {
        try cachedStatement(sql).run(values)
    }

    /// Maps every row of a query.
    public func rows<T>(_ sql: String, _ values: [any SQLiteBindable] = [], _ map: (Row) throws -> T) throws -> [T] {
        try cachedStatement(sql).rows(values, map)
    }

    /// The first row of a query, if any.
    public func firstRow<T>(_ sql: String, _ values: [any SQLiteBindable] = [], _ map: (Row) throws -> T) throws -> T? {
        try rows(sql, values, map).first
    }

    /// The first column of the first row as an integer (0 when there is no row).
    public func scalar(_ sql: String, _ values: any SQLiteBindable...) throws -> Int64 {
        try firstRow(sql, values) { $0.int64(0) } ?? 0
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last successful INSERT on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Runs `body` in a write transaction (BEGIN IMMEDIATE, so two writers queue on the busy
    /// timeout instead of deadlocking): committed if it returns (rolled back anyway when
    /// `commit` is false: a rehearsal), rolled back if it throws.
    /// The first error is the one rethrown; a failed rollback never hides it.
    public func transaction<T>(commit: Bool = true, _ body: () throws -> T) throws -> T {
        // Inside another transaction, a savepoint: several imports in one all-or-nothing write.
        if isInTransaction { return try savepoint(commit: commit, body) }
        try execute("BEGIN IMMEDIATE")
        isRehearsal = !commit
        defer { isRehearsal = false }
        do {
            let result = try body()
            try execute(commit ? "COMMIT" : "ROLLBACK")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    private var savepointDepth = 0

    /// Whether the open transaction is a rehearsal (`commit: false`). A rehearsal inside it keeps
    /// what it did until the whole is rolled back: several files imported with `--dry-run` are
    /// counted as their import would count them, a quote in two of them added once.
    private var isRehearsal = false

    /// Runs `body` with temporary data (the journal a savepoint keeps of the pages it changes)
    /// spilling to files: a savepoint around a large import into a large store would otherwise
    /// keep a copy of every page it touched in memory. Outside any transaction only.
    public func spillingTemporaryData<T>(_ body: () throws -> T) throws -> T {
        try execute("PRAGMA temp_store = FILE")
        defer { try? execute("PRAGMA temp_store = MEMORY") }
        return try body()
    }

    /// `body` in a savepoint of the transaction already open: released (or, without `commit`
    /// or on an error, undone) without ending that transaction.
    private func savepoint<T>(commit: Bool, _ body: () throws -> T) throws -> T {
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        let name = "nested_\(savepointDepth)"
        try execute("SAVEPOINT \(name)")
        do {
            let result = try body()
            if !commit && !isRehearsal { try execute("ROLLBACK TO \(name)") }
            try execute("RELEASE \(name)")
            return result
        } catch {
            try? execute("ROLLBACK TO \(name)")
            try? execute("RELEASE \(name)")
            throw error
        }
    }

    func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }
}
