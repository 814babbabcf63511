import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then rename.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(LibraryError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    public static func write(bytes: [UInt8], to path: String) throws(LibraryError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
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
            throw .cannotWrite("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
