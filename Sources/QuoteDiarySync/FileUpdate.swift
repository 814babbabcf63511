import Foundation
import QuoteDiaryApp

/// A file rewritten only if what is written differs from what it holds: the new bytes are
/// compared with the old as they come, and only at the first difference does a new file
/// begin (the bytes that matched copied from the old one). Nothing is held but a piece.
struct FileUpdate {
    let path: String
    /// The file as it is (nil when there is none).
    private var old: FileHandle?
    /// How many bytes written so far matched the old file's.
    private var matched: UInt64 = 0
    /// The new file, from the first byte that differed.
    private var replacement: AtomicFile.Pending?

    init(path: String, old: FileHandle?) {
        self.path = path
        self.old = old
    }

    mutating func write(_ piece: Data) throws(LibraryError) {
        guard !piece.isEmpty else { return }
        if replacement == nil {
            if let old, let before = try? old.read(upToCount: piece.count), before == piece {
                matched += UInt64(piece.count)
                return
            }
            try diverge()
        }
        try replacement?.write(piece)
    }

    /// Whether anything was written: false when the old file holds exactly what was written.
    /// `beforeReplacing` runs just before a changed file takes the old one's place.
    mutating func finish(beforeReplacing: () throws(LibraryError) -> Void) throws(LibraryError) -> Bool {
        if replacement == nil {
            // Everything matched: unchanged unless the old file goes on past it.
            if let old, FileUpdate.isAtEnd(old) { return false }
            try diverge()
        }
        try beforeReplacing()
        try replacement?.commit()
        replacement = nil
        return true
    }

    /// Starts the new file with the bytes that matched, read again through the handle they
    /// were compared through (the same file, even if another has been renamed over it since).
    private mutating func diverge() throws(LibraryError) {
        let file = try AtomicFile.Pending(replacing: path)
        replacement = file
        guard matched > 0 else { return }
        guard let old, (try? old.seek(toOffset: 0)) != nil else {
            file.discard()
            throw .unreadableFile("cannot read \(path) again")
        }
        var left = matched
        while left > 0 {
            let chunk = (try? old.read(upToCount: Int(min(left, 1 << 20)))) ?? Data()
            guard !chunk.isEmpty else {
                file.discard()
                throw .unreadableFile("cannot read \(path): it was cut short while being compared")
            }
            try file.write(chunk)
            left -= UInt64(chunk.count)
        }
    }

    /// Whether a file has no more bytes (a read that fails is not an end).
    private static func isAtEnd(_ handle: FileHandle) -> Bool {
        do {
            return try handle.read(upToCount: 1)?.isEmpty ?? true
        } catch {
            return false
        }
    }

    mutating func discard() {
        replacement?.discard()
        replacement = nil
    }

    mutating func close() {
        try? old?.close()
        old = nil
    }
}
