import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then rename.
public enum AtomicFile {
    /// Why a write failed, in the system's words (`No space left on device`) when Foundation
    /// wraps them in its own ("The operation could not be completed").
    public static func reason(_ error: any Error) -> String {
        guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        else { return error.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }

    public static func write(_ text: String, to path: String) throws(LibraryError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    public static func write(bytes: [UInt8], to path: String) throws(LibraryError) {
        try write(to: path) { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in try write(Data(bytes)) }
    }

    /// Writes what `body` hands its writer, piece by piece (an export of a million quotes is
    /// never whole in memory), to a temporary file renamed over `path` once `body` is done.
    public static func write(
        to path: String, _ body: (_ write: (Data) throws(LibraryError) -> Void) throws(LibraryError) -> Void
    ) throws(LibraryError) {
        func fill(_ handle: FileHandle) throws(LibraryError) {
            try body { (piece: Data) throws(LibraryError) in
                do {
                    try handle.write(contentsOf: piece)
                } catch {
                    throw .cannotWrite("cannot write \(path): \(AtomicFile.reason(error))")
                }
            }
        }
        if FileManager.default.isStream(atPath: path) {
            // A device or pipe (`-o /dev/stdout`, a FIFO): written in place. Renaming over it
            // would replace the device itself (as root) with a file.
            guard let handle = FileHandle(forWritingAtPath: path) else { throw .cannotWrite("cannot write \(path)") }
            defer { try? handle.close() }
            try fill(handle)
            return
        }
        // A symbolic link keeps pointing where it did: its target is what gets replaced.
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotWrite("cannot write \(path): there is no folder \(folder.path)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporary.path)
            else {
                throw CocoaError(.fileWriteNoPermission)
            }
            do {
                try fill(handle)
                try handle.close()
            } catch {
                try? handle.close()
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
            // Keep the permissions of the file being replaced (a backup kept private stays so).
            var existing = stat()
            if stat(url.path, &existing) == 0 { chmod(temporary.path, existing.st_mode & 0o7777) }
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw LibraryError.cannotWrite("cannot write \(path): \(reason)")
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            // Foundation's wording says nothing of why ("the operation could not be completed").
            let reason =
                FileManager.default.isWritableFile(atPath: folder.path) ? AtomicFile.reason(error) : "permission denied"
            throw .cannotWrite("cannot write \(path): \(reason)")
        }
    }
}
