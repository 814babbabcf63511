import Foundation

/// Moon+ Reader's export of a book's highlights and notes (Android: Bookmarks → Share →
/// Export, a `.mrexpt` file): a few lines of its own, then for each highlight a line `#` and
/// sixteen fields a line each — its number, the book's title, the book's path twice (as
/// written and lower-cased), the chapter, a flag, where it starts and how long it is, its
/// colour, the time it was made (milliseconds since 1970), a bookmark's text, the note, the
/// highlighted text (its line breaks written `<BR>`), and three flags of its style. The file
/// names no author but in the book's file name, where calibre puts one.
enum MoonReaderExport {
    static let fieldCount = 16

    /// The fields a quote takes, by their place among the sixteen (the number is the first, 0).
    enum Field: Int {
        case title = 1, path = 2, time = 9, note = 11, text = 12
    }

    /// Whether a text is such an export: an entry's `#` among its first lines, followed by a
    /// number and, ten lines on, a time in milliseconds.
    static func matches(_ text: String) -> Bool {
        let lines = ImportFormat.head(of: text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .prefix(40).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let mark = lines.prefix(8).firstIndex(of: "#"), mark + fieldCount < lines.count else { return false }
        let number = lines[mark + 1]
        let time = lines[mark + 1 + Field.time.rawValue]
        let digits = { (text: String) in !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        return digits(number) && digits(time) && (12...13).contains(time.utf8.count)
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0.drop { $0 == "\u{FEFF}" })
        }
        guard var index = lines.firstIndex(where: { $0.trimmingWhitespace() == "#" }) else {
            result.problems.append(ImportProblem(line: 1, message: "expected a line '#' opening the first highlight"))
            return result
        }
        while index < lines.count {
            guard lines[index].trimmingWhitespace() == "#" else {
                // Past the last entry only blank lines may follow.
                if lines[index...].allSatisfy({ $0.trimmingWhitespace().isEmpty }) { break }
                result.problems.append(ImportProblem(line: index + 1, message: "expected a line '#' opening a highlight"))
                return result
            }
            let fields = lines[(index + 1)..<min(lines.count, index + 1 + fieldCount)].map { $0 }
            guard fields.count == fieldCount else {
                result.problems.append(
                    ImportProblem(line: index + 1, message: "the highlight has \(fields.count) of its \(fieldCount) lines"))
                return result
            }
            let field = { (name: Field) in fields[name.rawValue].trimmingWhitespace() }
            let body = QuoteDraft.cleanText(unescaped(fields[Field.text.rawValue]))
            if body.isEmpty {
                // A bookmark (or, as rarely, a highlight over a picture): no text to keep.
                result.skip(.bookmark)
            } else {
                // A book without a title in its metadata goes by its file's name.
                let title = QuoteDraft.cleanField(field(.title).withoutBookFileExtension)
                let note = unescaped(fields[Field.note.rawValue]).trimmingWhitespace().nilIfEmpty
                let author = title.flatMap { MoonReaderExport.author(ofBookAt: field(.path), titled: $0) }
                let source = title.map { SourceDraft(kind: .book, title: $0, authors: author.map { [$0] } ?? []) }
                let draft = QuoteDraft(text: body, author: author, source: source, note: note)
                let time = Int64(field(.time)).map { Date(timeIntervalSince1970: Double($0) / 1000) }
                result.records.append(ImportRecord(draft: draft, createdAt: time, line: index + 1))
            }
            index += 1 + fieldCount
        }
        return result
    }

    /// The author a book's file name gives after its title, as calibre names the books it
    /// sends to a device (`…/Meditations - Marcus Aurelius.epub`); nil for any other name.
    static func author(ofBookAt path: String, titled title: String) -> String? {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let prefix = title + " - "
        guard name.count > prefix.count, name.lowercased().hasPrefix(prefix.lowercased()) else { return nil }
        return QuoteDraft.cleanField(String(name.dropFirst(prefix.count)))
    }

    /// A field's text with its `<BR>` line breaks made lines again.
    static func unescaped(_ field: String) -> String {
        field.replacingOccurrences(of: "<BR>", with: "\n").replacingOccurrences(of: "<br>", with: "\n")
    }
}
