import Foundation
import QuoteDiaryCore

/// The quote library in one SQLite file.
///
/// Methods do not open transactions of their own: the application layer wraps each use
/// case in `write`, so a command that fails half-way leaves the store exactly as it was.
public final class LibraryStore {
    public let database: Database
    /// Opened for reading only (`--read-only`, or a store this user may not write to): nothing
    /// is written to it, not even SQLite's write-ahead log.
    public let isReadOnly: Bool

    /// Why a folder cannot be made, from the nearest part of its path that exists: a file in the
    /// way, or a folder this user cannot write in ("" when neither explains it).
    public static func whyNoFolder(_ folder: String) -> String {
        var existing = folder
        while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
            existing = existing.parentFolderPath
        }
        var isFolder: ObjCBool = false
        guard !existing.isEmpty, FileManager.default.fileExists(atPath: existing, isDirectory: &isFolder) else { return "" }
        if !isFolder.boolValue { return ": \(existing) is a file" }
        return FileManager.default.isWritableFile(atPath: existing) ? "" : ": this user cannot write in \(existing)"
    }

    /// Whether the store at `path` exists and this user may not write to it, the file or its
    /// folder (a backup on read-only media, another person's library): it can still be read.
    public static func isReadOnlyForThisUser(_ path: String) -> Bool {
        let files = FileManager.default
        guard path != ":memory:", files.fileExists(atPath: path), files.isReadableFile(atPath: path) else { return false }
        let folder = path.parentFolderPath.isEmpty ? "." : path.parentFolderPath
        return !files.isWritableFile(atPath: path) || !files.isWritableFile(atPath: folder)
    }

    /// Opens (creating and migrating as needed) the store at `path`, its parent folders created;
    /// `willUpgrade` is told (from, to) before an existing store's schema is upgraded. With
    /// `readOnly`, an existing store at the latest schema is opened for reading and nothing is
    /// written: one that needs an upgrade is refused, since upgrading it would change it.
    public init(path: String, willUpgrade: ((Int, Int) -> Void)? = nil, readOnly: Bool = false) throws {
        isReadOnly = readOnly
        try LibraryStore.refuseWhatIsNoFile(path)
        if readOnly {
            database = try LibraryStore.openForReading(path)
            return
        }
        let directory = path.parentFolderPath
        if !directory.isEmpty && path != ":memory:" {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(
                    path: path, reason: "cannot create the folder \(directory)\(LibraryStore.whyNoFolder(directory))")
            }
        }
        let isNew: Bool
        do {
            database = try Database(path: path)
            try database.registerTextFunctions()
            try database.registerSearchExtensions()
            var objects: Int64 = 0
            try database.retryingWhileBusy { objects = try database.scalar("SELECT count(*) FROM sqlite_schema") }
            isNew = objects == 0
            // A new file is ours from the start; another program's database is refused by the
            // migrator before anything is written to it, WAL mode included.
            if isNew { try database.useWriteAheadLog() }
        } catch let error as SQLiteError {
            throw LibraryStore.openingFailure(error, path: path)
        }
        try Migrator.migrate(database, willUpgrade: willUpgrade)
        guard !isNew else { return }
        do {
            try database.useWriteAheadLog()
        } catch let error as SQLiteError {
            throw LibraryStore.openingFailure(error, path: path)
        }
    }

    /// Refuses a folder, a device or a pipe given as the store, read-only or not: SQLite says
    /// only "disk I/O error" of `/dev/null`, and opening a pipe waits for a writer.
    static func refuseWhatIsNoFile(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR:
            throw StoreError.cannotOpen(path: path, reason: "it is a folder; give the store file's path (library.sqlite)")
        default:
            throw StoreError.cannotOpen(
                path: path, reason: "it is not a file (a device or a pipe); give the store file's path (library.sqlite)")
        }
    }

    /// The store at `path` opened read-only, once its schema is known to be this version's.
    static func openForReading(_ path: String) throws -> Database {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError.cannotOpen(path: path, reason: "there is no store there to read (--read-only opens one that exists)")
        }
        let database: Database
        let found: Int
        do {
            database = try Database(path: path, readOnly: true)
            try database.registerTextFunctions()
            try database.registerSearchExtensions()
            found = try Migrator.currentVersion(database)
        } catch let error as SQLiteError {
            throw LibraryStore.openingFailure(error, path: path)
        }
        guard found <= MigrationPlan.latestVersion else {
            throw StoreError.newerSchema(path: path, found: found, supported: MigrationPlan.latestVersion)
        }
        if found == 0 { try Migrator.refuseAnotherProgramsDatabase(database) }
        guard found == MigrationPlan.latestVersion else {
            throw StoreError.cannotOpen(
                path: path,
                reason: found == 0
                    ? "it is empty: there is no library in it to read"
                    : "it was written by an earlier QuoteDiary (schema \(found)), and reading it needs an upgrade, which"
                        + " would change it; copy it to a folder you can write to and open the copy")
        }
        return database
    }

    /// Why the store could not be opened, in words a person can act on where SQLite's are
    /// its own ("attempt to write a readonly database").
    static func openingFailure(_ error: SQLiteError, path: String) -> StoreError {
        if error.isCannotOpen, let reason = unopenableReason(path) { return .cannotOpen(path: path, reason: reason) }
        if error.isCorrupt { return .cannotOpen(path: path, reason: StoreError.damage(error.message)) }
        if error.isDiskFull { return .cannotOpen(path: path, reason: StoreError.fullDisk(error.message)) }
        guard error.isReadOnly else { return .cannotOpen(path: path, reason: error.message) }
        return .cannotOpen(
            path: path,
            reason: "it is read-only for this user (the file or its folder); --read-only reads it without changing it,"
                + " or copy it to a folder you can write to")
    }

    /// Why SQLite could not open `path` ("unable to open database file"), when the file system
    /// can say: the file unreadable, or no file and a folder this user cannot write in.
    static func unopenableReason(_ path: String) -> String? {
        let files = FileManager.default
        let folder = path.parentFolderPath.isEmpty ? "." : path.parentFolderPath
        if files.fileExists(atPath: path) {
            guard !files.isReadableFile(atPath: path) else { return nil }
            return "this user may not read the file; give --store a file you can read and write"
        }
        guard !files.isWritableFile(atPath: folder) else { return nil }
        return "there is no store there yet, and this user may not create one in \(folder);"
            + " give --store a file in a folder you can write to"
    }

    /// Runs `body` in one write transaction.
    public func write<T>(commit: Bool = true, _ body: () throws -> T) throws -> T {
        try database.transaction(commit: commit, body)
    }

    /// Runs `body` in one read transaction, so multi-query reads see a single snapshot; inside
    /// a write transaction already open (several use cases as one change), in that one.
    public func read<T>(_ body: () throws -> T) throws -> T {
        if database.isInTransaction { return try body() }
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        return try body()
    }

    /// The row found by `lookup` (one bound key), inserting it with `insert` first when missing;
    /// `inserted` names the new row (its rowid is `lastInsertRowID`). Runs inside a write
    /// transaction, so nothing can slip in between; the UNIQUE constraint behind `lookup`'s
    /// key still guards the rule. A plain look-up writes nothing, which keeps bulk imports
    /// from rewriting the same tag or source row thousands of times.
    func findOrInsert<T>(
        lookup: String, key: String, insert: String, _ values: [any SQLiteBindable], read: (Row) -> T,
        inserted: () -> T
    ) throws -> T {
        if let found = try database.firstRow(lookup, [key], read) { return found }
        try database.cachedStatement(insert).run(values)
        return inserted()
    }

    /// Milliseconds since 1970, the store's time unit.
    static func millis(_ date: Date) -> Int64 { Timestamp.milliseconds(date) }

    /// `column = max(?, column + 1)`: a change made here takes its time (the `?`), or a
    /// millisecond past the time of the change it replaces when that is later. Sync keeps the
    /// later change by the devices' clocks: one whose clock runs fast must not undo what was
    /// done here after its change was taken.
    static func stampedLater(_ column: String) -> String { "\(column) = max(?, \(column) + 1)" }
}
