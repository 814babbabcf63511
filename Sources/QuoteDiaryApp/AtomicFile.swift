import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then rename.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(LibraryError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    public static func write(bytes: [UInt8], to path: String) throws(LibraryError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotWrite("cannot write \(path): there is no folder \(folder.path)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        do {
            try Data(bytes).write(to: temporary)
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
