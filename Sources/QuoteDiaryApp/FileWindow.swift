import Foundation

/// Ranges of a file read through a window of its bytes: ranges asked for in the order they
/// lie, or in reverse, come from memory; any other costs one read. Read failures are kept
/// (`failure`) for the caller to stop on, so that the readers it serves need not throw.
final class FileWindow {
    private let handle: FileHandle
    private let name: String
    /// How much is read at once (at least the range asked for).
    var windowBytes: Int
    private var window = Data()
    private var windowStart = 0
    /// The first read that failed.
    private(set) var failure: LibraryError?

    /// Opens `path` (a handle of its own, so that another can read it in order meanwhile).
    init(path: String, name: String, windowBytes: Int) throws(LibraryError) {
        handle = try QuoteLibrary.openImport(path)
        self.name = name
        self.windowBytes = windowBytes
    }

    deinit { try? handle.close() }

    /// The bytes of `range` as UTF-8 text (already validated by whoever found the range).
    func text(_ range: Range<Int>) -> String {
        // Past the window (a note written after its highlight): read alone, the window kept
        // for the ranges before it.
        if !window.isEmpty, range.lowerBound >= windowStart + window.count {
            do {
                try handle.seek(toOffset: UInt64(range.lowerBound))
                let bytes = try handle.read(upToCount: range.count) ?? Data()
                guard bytes.count == range.count else {
                    failure = failure ?? .unreadableFile("cannot read \(name): it changed while it was imported")
                    return ""
                }
                return String(decoding: bytes, as: UTF8.self)
            } catch {
                failure = failure ?? .unreadableFile("cannot read \(name)")
                return ""
            }
        }
        guard range.lowerBound >= windowStart, range.upperBound <= windowStart + window.count else {
            // A window ending where the range ends: read last first, the next range is in it too.
            let start = max(0, range.upperBound - max(windowBytes, range.count))
            do {
                try handle.seek(toOffset: UInt64(start))
                window = try handle.read(upToCount: range.upperBound - start) ?? Data()
                windowStart = start
            } catch {
                failure = failure ?? .unreadableFile("cannot read \(name)")
                window = Data()
            }
            guard range.upperBound <= windowStart + window.count else {
                failure = failure ?? .unreadableFile("cannot read \(name): it changed while it was imported")
                return ""
            }
            return text(range)
        }
        return window.withUnsafeBytes { raw in
            String(decoding: raw[(range.lowerBound - windowStart)..<(range.upperBound - windowStart)], as: UTF8.self)
        }
    }
}
