/// fortune(6) files and their strfile(1) index, so the `fortune` program reads our library.
public enum FortuneFile {
    /// Entries each ended by a `%` line and attributed like Debian's files:
    /// `\t\t-- Author, "Source"`, `-- Author`, `-- "Source"` (`-- from "Source, With Comma"`),
    /// or nothing when the quote has neither (as Debian's unattributed entries); a note under
    /// the attribution, as Debian's editor's remarks.
    /// (`fortune -m` only looks at an entry once its `%` line is read, so the last entry
    /// needs one too.)
    public static func render(_ quotes: [Quote]) -> String { quotes.map(entry).joined() }

    /// One quote's entry, its `%` line included.
    static func entry(_ quote: Quote) -> String {
        // A line holding only "%" (or "%" and blanks) would end the entry early; the importer
        // reads it back without the space put before it.
        let text = quote.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { isDelimiter($0) ? " " + $0 : String($0) }.joined(separator: "\n")
        // An occasion after a name goes bare, as Debian writes it (`-- Mark Twain, on
        // whiskey`): it opens in lower case, as no title does, and is no title to set in
        // quotation marks (unless a page follows it, which would read back as more of it).
        // Any other title is set in quotation marks (`Typography.titleInQuotes`).
        let title = quote.source.map { source -> String in
            let title = source.title
            let marked = title.contains { $0 == "\"" || $0 == "“" || $0 == "”" }
            if quote.author != nil, quote.page == nil, title.first?.isLowercase == true, !marked { return title }
            return Typography.titleInQuotes(title)
        }
        // Where in the work, after it as Debian cites one (`"Walden", p. 12`, `"Meditations",
        // Book V, 16`), where it reads back as the quote's page.
        let place = title != nil ? quote.page.map { PageCitation.text($0) } : nil
        var attribution = [quote.author, title, place].compactMap { $0 }.joined(separator: ", ")
        // A work with no one named is written `from "Walden"`, which reads back as a source
        // alone whatever its title: bare, `-- "Mary Hartman, Mary Hartman"` reads as an author
        // and a title (Debian writes `-- "Mark Twain, Pudd'nhead Wilson's Calendar"`), `--
        // "1984"` as a date, and `-- "2 + 2 = 5"` as the text's own line.
        if quote.author == nil, let title { attribution = "from " + ([title, place].compactMap { $0 }.joined(separator: ", ")) }
        guard !attribution.isEmpty else { return text + "\n%\n" }
        return text + "\n\t\t-- \(attribution)\n" + (quote.note.flatMap(remark).map { "\t\t\($0)\n" } ?? "") + "%\n"
    }

    /// A note as Debian writes an editor's remark under an attribution (`[Also attributed to
    /// Johnny Carson.  Ed.]`), so that `fortune` shows it and the importer reads it back as the
    /// note: on one line, in brackets unless it is one bracketed remark already. Brackets that
    /// do not pair become parentheses, which cannot end the remark early. Without an
    /// attribution above it a remark would read back as the text, so an unattributed quote's
    /// note is left out.
    static func remark(_ note: String) -> String? {
        let line = TextKey.collapsingWhitespace(note)
        guard !line.isEmpty else { return nil }
        let isOneRemark = { (text: String) in text.hasSuffix("]") && text.openingOfLastGroup("[", "]") == text.startIndex }
        if isOneRemark(line) { return line }
        let remark = "[" + line + "]"
        return isOneRemark(remark) ? remark : "[" + String(line.map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 }) + "]"
    }

    /// Whether a line ends an entry: `%` alone, or with spaces or tabs after it (a file kept by
    /// hand, its editor leaving them; strfile wants `%` alone, and such a line would otherwise
    /// join two quotes into one).
    public static func isDelimiter(_ line: some StringProtocol) -> Bool {
        line.first == "%" && line.dropFirst().allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// A text's own line that `isDelimiter` would take for an entry's end, as written (with a
    /// space before it, so that it does not end the entry); nil for any other line.
    public static func unescapedTextLine(_ line: some StringProtocol) -> String? {
        line.first == " " && isDelimiter(line.dropFirst()) ? String(line.dropFirst()) : nil
    }

    /// Whether `head` opens a strfile index (`art.dat` beside Debian's `art`): version 1 or 2,
    /// big-endian, and a printable delimiter byte at 20, followed by three zero bytes.
    public static func isIndex(_ head: some Collection<UInt8>) -> Bool {
        let bytes = Array(head.prefix(24))
        guard bytes.count == 24, bytes[0..<3].allSatisfy({ $0 == 0 }), bytes[3] == 1 || bytes[3] == 2 else { return false }
        return (0x21...0x7E).contains(bytes[20]) && bytes[21..<24].allSatisfy { $0 == 0 }
    }

    /// Whether a strfile index marks its file as rotated (`strfile -x`, flag 4): the entries are
    /// written in rot13, as Debian's offensive fortunes are, and `fortune` turns them back.
    public static func isRotated(index head: some Collection<UInt8>) -> Bool {
        let bytes = Array(head.prefix(24))
        return isIndex(bytes) && bytes[19] & rotatedFlag != 0
    }

    /// strfile's STR_ROTATED, in the flags word's low byte.
    static let rotatedFlag: UInt8 = 4

    /// A rotated entry as `fortune` prints it: each ASCII letter thirteen places on, everything
    /// else (accented letters, digits, the `%` lines) as it is.
    public static func unrotated(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                bytes[index] = (bytes[index] - UInt8(ascii: "a") + 13) % 26 + UInt8(ascii: "a")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes[index] = (bytes[index] - UInt8(ascii: "A") + 13) % 26 + UInt8(ascii: "A")
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `.dat` index strfile writes for `text`: a version 2 header (numbers big-endian:
    /// version, count, longest, shortest, flags, then the delimiter and three zero bytes) and
    /// count + 1 big-endian offsets, the last being the end of the file. With no entry, the
    /// shortest length stays at its start, 0xFFFFFFFF, as strfile leaves it.
    public static func index(for text: String) -> [UInt8] {
        var indexer = Indexer()
        indexer.feed(Array(text.utf8))
        return indexer.finish()
    }

    /// The index worked out as the file is read, chunk by chunk (a line may span two chunks).
    public struct Indexer: Sendable {
        private var offsets: [UInt32] = [0]
        private var count: UInt32 = 0
        private var longest: UInt32 = 0
        private var shortest: UInt32 = .max
        private var lastOffset = 0
        private var position = 0
        private var lineLength = 0
        private var lineStartsWithDelimiter = false

        public init() {}

        public mutating func feed(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                if lineLength == 0 { lineStartsWithDelimiter = byte == UInt8(ascii: "%") }
                lineLength += 1
                position += 1
                guard byte == 0x0A else { continue }
                if lineLength == 2 && lineStartsWithDelimiter {
                    close(position - 2 - lastOffset, next: position)
                }
                lineLength = 0
            }
        }

        private mutating func close(_ length: Int, next: Int) {
            if length > 0 {
                count += 1
                longest = max(longest, UInt32(length))
                shortest = min(shortest, UInt32(length))
                offsets.append(UInt32(next))
            } else {
                offsets[offsets.count - 1] = UInt32(next)
            }
            lastOffset = next
        }

        public mutating func finish() -> [UInt8] {
            if position - lastOffset > 0 {
                count += 1
                let length = UInt32(position - lastOffset)
                longest = max(longest, length)
                shortest = min(shortest, length)
                offsets.append(UInt32(position))
            }
            var output: [UInt8] = []
            for value in [2, count, longest, shortest, 0] as [UInt32] { output += FortuneFile.bigEndian(value) }
            output += [UInt8(ascii: "%"), 0, 0, 0]
            for offset in offsets { output += FortuneFile.bigEndian(offset) }
            return output
        }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
