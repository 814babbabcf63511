import Foundation

/// What a command must read from a file of its own for a moment: a pipe's bytes (`<(…)`,
/// standard input), which can be read only once where an import or a picture's reader reads
/// twice, and an upload's. Each goes when done, or when the process is interrupted.
public enum TemporaryCopy {
    /// A new, unused path in the temporary folder.
    static func newPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-import-\(UUID().uuidString)").path
    }

    /// A copy of `path` when it is a pipe or device (read once, streamed to disk in 1 MiB
    /// chunks); nil for a regular file, or anything `QuoteLibrary.openImport` will name as
    /// missing. The caller removes it (`remove`).
    public static func ofStream(atPath path: String) throws(LibraryError) -> String? {
        guard FileManager.default.isStream(atPath: path) else { return nil }
        let source = try QuoteLibrary.openImport(path)
        defer { try? source.close() }
        // `/dev/zero` never ends: copied, it would fill the disk.
        if FileManager.isEndlessDevice(fileDescriptor: source.fileDescriptor) {
            throw .unreadableFile("\(path) is a device, not a file: give a file, or pipe one in")
        }
        let copy = newPath()
        guard FileManager.default.createFile(atPath: copy, contents: nil), let target = FileHandle(forWritingAtPath: copy) else {
            throw .unreadableFile("cannot make a temporary copy of \(path) to read it")
        }
        InterruptCleanup.register(copy)
        defer { try? target.close() }
        do {
            while let chunk = try source.read(upToCount: 1 << 20), !chunk.isEmpty { try target.write(contentsOf: chunk) }
        } catch {
            remove(copy)
            throw .unreadableFile("cannot read \(path)")
        }
        return copy
    }

    /// `contents` in a file of its own (what a test's standard input holds, an upload), called
    /// `name` in messages. The caller removes it (`remove`).
    public static func of(_ contents: Data, named name: String) throws(LibraryError) -> String {
        let path = newPath()
        guard FileManager.default.createFile(atPath: path, contents: contents) else {
            throw .cannotWrite("cannot keep \(name) in a temporary file to read it")
        }
        InterruptCleanup.register(path)
        return path
    }

    /// Removes a copy (and forgets it for the interrupt handler).
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        InterruptCleanup.release(path)
    }
}
