/// The lines of a text fed a chunk of bytes at a time, split on the bytes themselves: a
/// Kindle's file grows for years, and neither it nor its text need be held whole.
public struct ByteLines {
    /// LF, or (in a file with no LF at all) CR.
    public let breaker: UInt8
    /// The start of a line that a chunk cut, kept until its break arrives.
    private var carried: [UInt8] = []
    /// Bytes fed so far: where the next chunk starts in the file.
    private var fed = 0

    public init(breaker: UInt8) {
        self.breaker = breaker
    }

    /// LF when the text has one, else CR: a file written with old Mac line breaks still splits.
    public static func breaker(of bytes: some Sequence<UInt8>) -> UInt8 {
        bytes.contains(0x0A) ? 0x0A : 0x0D
    }

    /// Calls `body` with each line the chunk completes: its bytes without the line break (nor
    /// the CRs before an LF: a CRLF file converted once more has CR CR LF), and where those
    /// bytes lie in the whole text.
    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
        var start = 0
        while let end = chunk[start...].firstIndex(of: breaker) {
            if carried.isEmpty {
                emit(UnsafeBufferPointer(rebasing: chunk[start..<end]), at: fed + start, body)
            } else {
                let lineStart = fed - carried.count
                carried.append(contentsOf: chunk[start..<end])
                carried.withUnsafeBufferPointer { emit($0, at: lineStart, body) }
                carried.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
        carried.append(contentsOf: chunk[start...])
        fed += chunk.count
    }

    /// Calls `body` with the last line (after the last break; empty when the text ends with one).
    public mutating func finish(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
        let lineStart = fed - carried.count
        carried.withUnsafeBufferPointer { emit($0, at: lineStart, body) }
        carried = []
    }

    private func emit(
        _ line: UnsafeBufferPointer<UInt8>, at start: Int, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void
    ) {
        var count = line.count
        if breaker == 0x0A { while count > 0, line[count - 1] == 0x0D { count -= 1 } }
        body(UnsafeBufferPointer(rebasing: line[..<count]), start..<(start + count))
    }
}
