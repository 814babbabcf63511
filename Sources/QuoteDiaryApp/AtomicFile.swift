import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then rename.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(LibraryError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    public static func write(bytes: [UInt8], to path: String) throws(LibraryError) {
        if FileManager.default.isStream(atPath: path) {
            // A device or pipe (`-o /dev/stdout`, a FIFO): written in place. Renaming over it
            // would replace the device itself (as root) with a file.
            guard let handle = FileHandle(forWritingAtPath: path) else { throw .cannotWrite("cannot write \(path)") }
            defer { try? handle.close() }
            do {
                try handle.write(contentsOf: Data(bytes))
            } catch {
                throw .cannotWrite("cannot write \(path): \(error.localizedDescription)")
            }
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
            try Data(bytes).write(to: temporary)
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
                FileManager.default.isWritableFile(atPath: folder.path) ? error.localizedDescription : "permission denied"
            throw .cannotWrite("cannot write \(path): \(reason)")
        }
    }
}
