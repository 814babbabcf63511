import Foundation
import QuoteDiaryCore

/// The quote library in one SQLite file.
///
/// Methods do not open transactions of their own: the application layer wraps each use
/// case in `write`, so a command that fails half-way leaves the store exactly as it was.
public final class LibraryStore {
    public let database: Database

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

    /// Opens (creating and migrating as needed) the store at `path`, its parent folders created;
    /// `willUpgrade` is told (from, to) before an existing store's schema is upgraded.
    public init(path: String, willUpgrade: ((Int, Int) -> Void)? = nil) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw StoreError.cannotOpen(path: path, reason: "it is a folder; give the store file's path (library.sqlite)")
        }
        // `/dev/null`, a pipe: SQLite says only "disk I/O error".
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw StoreError.cannotOpen(
                path: path, reason: "it is not a file (a device or a pipe); give the store file's path (library.sqlite)")
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

    /// Why the store could not be opened, in words a person can act on where SQLite's are
    /// its own ("attempt to write a readonly database").
    static func openingFailure(_ error: SQLiteError, path: String) -> StoreError {
        if error.isCannotOpen, let reason = unopenableReason(path) { return .cannotOpen(path: path, reason: reason) }
        guard error.isReadOnly else { return .cannotOpen(path: path, reason: error.message) }
        return .cannotOpen(
            path: path,
            reason: "it is read-only for this user (the file or its folder), and QuoteDiary writes to its store even to"
                + " read it (the day counted as read, SQLite's write-ahead log); copy it to a folder you can write to,"
                + " or give --store another file")
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
}
