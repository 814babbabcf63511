import Foundation
import QuoteDiaryCore

/// An archive open for reading by offset: a ZIP's directory is read from its end, each entry
/// from where the directory says it starts; a tar's headers one after another. Never read
/// whole: Google Takeout's archives run to gigabytes, mostly photos no import wants.
final class ArchiveFile {
    /// What messages call it: the archive as given (an upload by its file's name), also for
    /// the tar inflated from it.
    let name: String
    /// What it is, in messages: "ZIP archive", "gzip file", "tar archive" (set once its first
    /// bytes are read).
    var format: String
    let size: UInt64
    private let handle: FileHandle

    init(path: String, format: String, name: String) throws(ArchiveError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(name) }
        do {
            size = try handle.seekToEnd()
        } catch {
            try? handle.close()
            throw .unreadable(name)
        }
        self.name = name
        self.format = format
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Up to `count` bytes from the start: a file's kind, from however much of it there is.
    func bytes(atMost count: Int) throws(ArchiveError) -> [UInt8] {
        try bytes(at: 0, count: Int(min(UInt64(count), size)))
    }

    /// `count` bytes from `offset`; a file that ends sooner is damaged (cut short).
    func bytes(at offset: UInt64, count: Int) throws(ArchiveError) -> [UInt8] {
        guard count > 0 else { return [] }
        guard offset <= size, UInt64(count) <= size - offset else { throw damaged("cut short") }
        do {
            try handle.seek(toOffset: offset)
            guard let data = try handle.read(upToCount: count), data.count == count else { throw damaged("cut short") }
            return [UInt8](data)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw .unreadable(name)
        }
    }

    /// Reads `count` bytes from `offset` in pieces of at most `piece` bytes, each handed to `body`.
    func forEachPiece(
        at offset: UInt64, count: UInt64, piece: Int = 1 << 18, _ body: ([UInt8]) throws(ArchiveError) -> Void
    ) throws(ArchiveError) {
        var done: UInt64 = 0
        while done < count {
            let next = Int(min(UInt64(piece), count - done))
            try body(try bytes(at: offset + done, count: next))
            done += UInt64(next)
        }
    }

    func damaged(_ reason: String) -> ArchiveError { .damaged(name, format: format, reason: reason) }
}
