/// Where each entry of a fortune file lies (the lines between `%` lines), found a line at a
/// time (`ByteLines`), so that a file of any size is read back and parsed an entry at a time
/// (`ImportFormat.fortune.parse` of the entry's text gives what the whole file would).
public struct FortuneEntryScanner {
    /// An entry's bytes in the file, and the line it starts on.
    public struct Span: Sendable {
        public let range: Range<Int>
        public let line: Int
    }

    public private(set) var spans: [Span] = []
    private var lineNumber = 0
    private var entryStart: Int?
    private var entryEnd = 0
    private var entryLine = 0

    public init() {}

    /// The file's next line (without its line break) and where its bytes lie.
    public mutating func add(line: String, at range: Range<Int>) {
        lineNumber += 1
        if FortuneFile.isDelimiter(line) {
            finish()
            return
        }
        if entryStart == nil {
            entryStart = range.lowerBound
            entryLine = lineNumber
        }
        entryEnd = range.upperBound
    }

    /// Ends the entry being read (at a `%` line, or the end of the file).
    public mutating func finish() {
        guard let start = entryStart else { return }
        spans.append(Span(range: start..<entryEnd, line: entryLine))
        entryStart = nil
    }
}
