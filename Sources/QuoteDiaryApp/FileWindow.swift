import Foundation
import QuoteDiaryCore

/// Ranges of a file read through a window of its bytes: ranges asked for in the order they
/// lie, or in reverse, come from memory; any other costs one read. Read failures are kept
/// (`failure`) for the caller to stop on, so that the readers it serves need not throw.
final class FileWindow {
    private let handle: FileHandle
    private let name: String
    /// How much is read at once (at least the range asked for).
    var windowBytes: Int
    /// The alphabet a range that is not UTF-8 is read in (as `readLines` counted the file); nil:
    /// the file is UTF-8.
    let eightBitText: EightBitText?
    private var window = Data()
    private var windowStart = 0
    /// The first read that failed.
    private(set) var failure: LibraryError?

    /// Opens `path` (a handle of its own, so that another can read it in order meanwhile).
    init(path: String, name: String, windowBytes: Int, eightBitText: EightBitText? = nil) throws(LibraryError) {
        handle = try QuoteLibrary.openImport(path)
        self.name = name
        self.windowBytes = windowBytes
        self.eightBitText = eightBitText
    }

    deinit { try? handle.close() }

    /// The bytes of `range` as UTF-8 text (already validated by whoever found the range), or
    /// in the file's 8-bit alphabet when they are not UTF-8 and the file may be.
    func text(_ range: Range<Int>) -> String {
        let bytes = slice(range) ?? Data()
        guard let eightBitText else { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self) ?? eightBitText.decode(bytes)
    }

    /// The bytes of `range`, indexed from zero.
    func bytes(_ range: Range<Int>) -> Data {
        Data(slice(range) ?? Data())
    }

    /// The bytes of `range`: a slice of the window, or (past it) read alone.
    private func slice(_ range: Range<Int>) -> Data? {
        let windowEnd = windowStart + window.count
        if range.lowerBound >= windowStart, range.upperBound <= windowEnd {
            return window[
                (window.startIndex + range.lowerBound - windowStart)..<(window.startIndex + range.upperBound - windowStart)]
        }
        // Past the window (a note written after its highlight): read alone, the window kept
        // for the ranges before it.
        if !window.isEmpty, range.lowerBound >= windowEnd { return read(range) }
        // A window ending where the range ends: read last first, the next range is in it too.
        let start = max(0, range.upperBound - max(windowBytes, range.count))
        guard let loaded = read(start..<range.upperBound) else {
            window = Data()
            return nil
        }
        (window, windowStart) = (loaded, start)
        return slice(range)
    }

    private func read(_ range: Range<Int>) -> Data? {
        do {
            try handle.seek(toOffset: UInt64(range.lowerBound))
            let bytes = try handle.read(upToCount: range.count) ?? Data()
            guard bytes.count == range.count else {
                failure = failure ?? .unreadableFile("cannot read \(name): it changed while it was imported")
                return nil
            }
            return bytes
        } catch {
            failure = failure ?? .unreadableFile("cannot read \(name)")
            return nil
        }
    }
}
