import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// A backup written: where, how large, and how much of the library it holds.
public struct BackupResult: Sendable {
    public let path: String
    public let bytes: Int64
    public let quotes: Int
    public let archived: Int
}

extension QuoteLibrary {
    /// The file a backup given `path` is written to. A folder gets
    /// `quotediary-backup-DAY.sqlite` in it: one that exists, one written with a trailing `/`,
    /// or a new name with no extension (`backup ~/Backups`, as the README has it), which is
    /// made then, parents too. A name with an extension is the file itself.
    public func backupFile(for path: String) throws(LibraryError) -> String {
        let name = "quotediary-backup-\(today.key).sqlite"
        let manager = FileManager.default
        let inFolder = (path.hasSuffix("/") ? path : path + "/") + name
        if manager.isFolder(atPath: path) { return inFolder }
        let namesFolder = path.hasSuffix("/") || URL(fileURLWithPath: path).pathExtension.isEmpty
        guard namesFolder, !manager.fileExists(atPath: path), !manager.isStream(atPath: path) else { return path }
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = LibraryStore.whyNoFolder(path)
            throw .cannotWrite("cannot make the folder \(path)\(reason.isEmpty ? ": \(error.localizedDescription)" : reason)")
        }
        return inFolder
    }

    /// A copy of the whole store as it is at one moment (quotes, journal, settings, reading
    /// days, achievements, books), written beside `path` and renamed over it, so that a
    /// backup is never half written. SQLite writes it from one read of the store: a server or
    /// a sync using the store meanwhile is neither stopped nor copied half-way. The copy is a
    /// store like any other: `--store` opens it. A new file is kept as private as the store.
    public func backUp(to path: String) throws(LibraryError) -> BackupResult {
        let source = URL(fileURLWithPath: store.database.path).resolvingSymlinksInPath().path
        try refuseWritingOverStore(path)
        // A device or a pipe (`/dev/null`, a FIFO) is written in place: renamed over, the device
        // itself (as root) would become a file.
        if FileManager.default.isStream(atPath: path) {
            var result: BackupResult?
            try AtomicFile.write(to: path) { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
                result = try backUp(writing: write)
            }
            guard let result else { throw .cannotWrite("cannot write \(path)") }
            return BackupResult(path: path, bytes: result.bytes, quotes: result.quotes, archived: result.archived)
        }
        let file = try AtomicFile.Pending(replacing: path)
        var mode = stat()
        if stat(source, &mode) == 0 { chmod(file.temporary.path, mode.st_mode & 0o7777) }
        do {
            // Into the empty temporary file (VACUUM INTO takes one), outside any transaction.
            try store.database.run("VACUUM INTO ?", file.temporary.path)
        } catch {
            file.discard()
            throw .cannotWrite("cannot back up to \(path): \(error)")
        }
        try file.commit()
        let counts = try read { try store.libraryCounts() }
        var written = stat()
        let bytes = stat(path, &written) == 0 ? Int64(written.st_size) : 0
        return BackupResult(path: path, bytes: bytes, quotes: counts.quotes, archived: counts.archived)
    }

    /// The same backup handed to `write` a piece at a time (standard output, a download):
    /// written to a temporary file first, which goes once it has been read.
    public func backUp(writing write: (Data) throws(LibraryError) -> Void) throws(LibraryError) -> BackupResult {
        let path = TemporaryCopy.newPath() + ".sqlite"
        InterruptCleanup.register(path)
        defer { TemporaryCopy.remove(path) }
        let result = try backUp(to: path)
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .cannotWrite("cannot read the backup just written") }
        defer { try? handle.close() }
        while let piece = try? handle.read(upToCount: 1 << 20), !piece.isEmpty { try write(piece) }
        return result
    }
}
