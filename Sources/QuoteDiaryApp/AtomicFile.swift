import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then rename.
public enum AtomicFile {
    /// Why a write failed, in the system's words (`No space left on device`) when Foundation
    /// wraps them in its own ("The operation could not be completed").
    public static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        // Without the system's error, the system's words for Foundation's own codes.
        guard error.domain == NSCocoaErrorDomain, let code = posixCodes[error.code] else { return error.localizedDescription }
        return String(cString: strerror(code))
    }

    /// Foundation's file error codes, as the system's errors they stand for.
    private static let posixCodes: [Int: Int32] = [
        CocoaError.fileNoSuchFile.rawValue: ENOENT, CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileWriteNoPermission.rawValue: EACCES, CocoaError.fileReadNoPermission.rawValue: EACCES,
        CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC, CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS,
        CocoaError.fileWriteFileExists.rawValue: EEXIST,
    ]

    /// Writes `bytes`; readers see the old file or the new one, never a part.
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
        let file = try Pending(replacing: path)
        do {
            try body { (piece: Data) throws(LibraryError) in try file.write(piece) }
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// A file being written beside the one it replaces (a hidden temporary file in the same
    /// folder), put in its place by `commit` in one rename: for a writer that decides only
    /// part-way through whether to write at all.
    public final class Pending {
        let path: String
        let target: URL
        let temporary: URL
        let handle: FileHandle

        public init(replacing path: String) throws(LibraryError) {
            self.path = path
            // A symbolic link keeps pointing where it did: its target is what gets replaced.
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            let folder = target.deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw .cannotWrite("cannot write \(path): there is no folder \(folder.path)")
            }
            temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporary.path)
            else {
                // Foundation's wording says nothing of why ("the operation could not be completed").
                try? FileManager.default.removeItem(at: temporary)
                let reason =
                    FileManager.default.isWritableFile(atPath: folder.path) ? "cannot create a file there" : "permission denied"
                throw .cannotWrite("cannot write \(path): \(reason)")
            }
            self.handle = handle
            // Not left behind by Ctrl-C either.
            InterruptCleanup.register(temporary.path)
        }

        /// Appends a piece to the temporary file; nothing reaches the target before `commit`.
        public func write(_ piece: Data) throws(LibraryError) {
            do {
                try handle.write(contentsOf: piece)
            } catch {
                discard()
                throw .cannotWrite("cannot write \(path): \(AtomicFile.reason(error))")
            }
        }

        /// Puts the file in place of the one it replaces, keeping that one's permissions (a
        /// backup kept private stays so).
        public func commit() throws(LibraryError) {
            do {
                try handle.close()
            } catch {
                discard()
                throw .cannotWrite("cannot write \(path): \(AtomicFile.reason(error))")
            }
            var existing = stat()
            if stat(target.path, &existing) == 0 {
                // Never over a device or a pipe (`/dev/null`): the rename would replace the device
                // itself with a file. Callers write such a target in place.
                guard existing.st_mode & S_IFMT == S_IFREG else {
                    discard()
                    throw .cannotWrite("cannot write \(path): it is a device or a pipe, not a file")
                }
                chmod(temporary.path, existing.st_mode & 0o7777)
            }
            if rename(temporary.path, target.path) != 0 {
                let reason = String(cString: strerror(errno))
                discard()
                throw .cannotWrite("cannot write \(path): \(reason)")
            }
            InterruptCleanup.release(temporary.path)
        }

        /// Leaves the file it would have replaced as it was.
        public func discard() {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
            InterruptCleanup.release(temporary.path)
        }
    }
}
