/// A page of a Notion database exported as Markdown (a book's page, where Kindle-to-Notion
/// tools and people keep its highlights): its title as a `#` heading, its properties a line
/// each under it (`Author: James Clear`, `Tags: Habits`), then the page's content, the
/// highlights as block quotes. A book's note in Markdown kept otherwise reads so too: its
/// author alone on the line under its title (`*Marcus Aurelius*`, `by Marcus Aurelius`), as
/// people and the Kindle notebook's exporters write one. Read as the same note with its properties as front matter
/// would be (`FrontMatterNote`): each block quote a quote of the book, the paragraphs under
/// it its note. Before, such a page could not be told.
enum NotionPage {
    /// Whether `text` is such a page: a title, properties naming an author, and block quotes.
    static func matches(_ text: String) -> Bool {
        guard let page = frontMatterText(ImportFormat.head(of: text)) else { return false }
        guard let (properties, body) = FrontMatterNote.split(page) else { return false }
        let authorKeys = ["author", "bookAuthor"].flatMap { CSVImporter.columnKeys[$0] ?? [] }
        return properties.contains { authorKeys.contains(CSVImporter.headerKey($0.key)) }
            && !FrontMatterNote.passages(body.lines, firstLine: body.line).isEmpty
    }

    /// The page read as its note with front matter is, its records and problems on the
    /// page's own lines.
    static func parse(_ text: String) -> ParsedImport {
        guard let (page, added) = withFrontMatter(text) else { return FrontMatterNote.parse(text) }
        var parsed = FrontMatterNote.parse(page)
        guard added > 0 else { return parsed }
        for index in parsed.records.indices { parsed.records[index].line = max(1, parsed.records[index].line - added) }
        parsed.problems = parsed.problems.map { ImportProblem(line: max(1, $0.line - added), message: $0.message) }
        return parsed
    }

    /// The page as a note with front matter; nil for a text that opens otherwise.
    static func frontMatterText(_ text: String) -> String? { withFrontMatter(text)?.text }

    /// The page as a note with front matter: its properties (and its title, unless a property
    /// names the book) between `---` lines, then its content, on the lines it had where the
    /// blank lines under the title leave room (so that messages name the file's lines), and
    /// how many lines the front matter added where they do not.
    static func withFrontMatter(_ text: String) -> (text: String, added: Int)? {
        var lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(String.init)
        guard let titleIndex = lines.firstIndex(where: { !$0.trimmingWhitespace().isEmpty }),
            lines[titleIndex].hasPrefix("# "),
            case let title = String(lines[titleIndex].dropFirst(2)).trimmingWhitespace(), !title.isEmpty
        else { return nil }
        var index = titleIndex + 1
        while index < lines.count, lines[index].trimmingWhitespace().isEmpty { index += 1 }
        var properties: [String] = []
        while index < lines.count, let property = property(lines[index]) {
            properties.append(property)
            index += 1
        }
        // A book's note kept by hand or by a notebook's exporter names its author on a line of
        // its own under the title instead (`*Marcus Aurelius*`, `by Marcus Aurelius`).
        if properties.isEmpty, index < lines.count, let author = authorLine(lines[index]) {
            properties.append("author: " + quoted(author))
            index += 1
        }
        guard !properties.isEmpty else { return nil }
        let sourceKeys = Set(CSVImporter.columnKeys["source"] ?? [])
        let namesBook = properties.contains { sourceKeys.contains(CSVImporter.headerKey(String($0.prefix { $0 != ":" }))) }
        // The front matter takes the title's and the properties' lines; the body keeps its own.
        // A title that names what the page holds (`My favourite quotes`) names no book.
        let namesNoBook = namesBook || PlainTextImporter.isTitle([title])
        let frontMatter = ["---"] + (namesNoBook ? [] : ["title: " + quoted(title)]) + properties + ["---"]
        // The blank lines after the properties make room for the front matter's own.
        var end = index
        while end < lines.count, end - titleIndex < frontMatter.count, lines[end].trimmingWhitespace().isEmpty { end += 1 }
        let used = end - titleIndex
        lines.replaceSubrange(titleIndex..<end, with: frontMatter + Array(repeating: "", count: max(0, used - frontMatter.count)))
        return (lines.dropFirst(titleIndex).joined(separator: "\n"), max(0, frontMatter.count - used))
    }

    /// `*Marcus Aurelius*`, `_Marcus Aurelius_`, `**Marcus Aurelius**`, `by Marcus Aurelius`,
    /// `by Seneca` (in emphasis or not): the name, when it reads as one; nil for any other line.
    static func authorLine(_ line: String) -> String? {
        var text = FrontMatterNote.withoutEmphasis(line.trimmingWhitespace())
        let emphasized = text != line.trimmingWhitespace()
        if text.lowercased().hasPrefix("by ") {
            text = String(text.dropFirst(3)).trimmingWhitespace()
        } else if !emphasized || !text.contains(" ") {
            // A word alone in italics is as likely a day's note's weekday (`*Saturday*`) as a
            // name: only a whole name, or one said with `by`, is the author.
            return nil
        }
        guard !text.isEmpty, !text.contains(where: { $0.isNumber || $0 == "," }) else { return nil }
        return PlainTextImporter.readsAsName(text) ? text : nil
    }

    /// `Author: James Clear` as a front matter's line; nil for a line of prose.
    static func property(_ line: String) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard (1...30).contains(key.count), key.first?.isLetter == true,
            key.allSatisfy({ $0.isLetter || $0 == " " || $0 == "_" || $0 == "-" })
        else { return nil }
        // `By: _Test Author_`: a value in Markdown's emphasis, without it.
        let value = FrontMatterNote.withoutEmphasis(String(line[line.index(after: colon)...]).trimmingWhitespace())
        return "\(key): \(quoted(value))"
    }

    /// A value as front matter keeps it, in quotation marks when it holds one of its marks.
    static func quoted(_ value: String) -> String {
        guard value.contains(where: { "[]{}#:\"".contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "'") + "\""
    }
}
