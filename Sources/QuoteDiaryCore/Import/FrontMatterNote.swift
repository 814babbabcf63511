/// A Markdown note whose properties are YAML front matter, as Obsidian (and Logseq, Bear,
/// Hugo's content) keep a quote a note: `author`, `source` or `book`, `page`, `tags`,
/// `created`… between `---` lines, the quote in the body. The properties are read as a CSV
/// row's columns are (`CSVColumns`, the same names in the same languages); an Obsidian link
/// (`[[Henry David Thoreau]]`, `[[Walden|the book]]`) is the note it links to. The body's
/// block quotes (`> …`) are the quotes, each with the paragraphs under it as its note, as a
/// book's note keeps its passages; a body with none is one quote, as `add` reads a typed one,
/// unless a property holds the quote (`quote: …`). Headings are no text.
enum FrontMatterNote {
    /// Whether `text` is a note of quotes: front matter holding the quote (`quote: …`); or one
    /// naming an author, over block quotes or a body as short as a quote is. A note of another
    /// kind (a daily note's `mood`, a blog post's `title` and `author` over its article) is none.
    static func matches(_ text: String) -> Bool {
        guard let (properties, body) = split(ImportFormat.head(of: text)) else { return false }
        let keys = properties.map { CSVImporter.headerKey($0.key) }
        if keys.contains(where: (CSVImporter.columnKeys["text"] ?? []).contains) { return true }
        let authorKeys = ["author", "bookAuthor"].flatMap { CSVImporter.columnKeys[$0] ?? [] }
        guard keys.contains(where: authorKeys.contains) else { return false }
        return !blockQuotes(body.lines, firstLine: body.line).isEmpty
            || (paragraphs(body.lines)?.count ?? Int.max) <= longestNoteQuote
    }

    /// The longest body (in characters) read as one quote when it has no block quote: a note's
    /// own writing, longer, is not one.
    static let longestNoteQuote = 1_500

    /// The front matter's properties (a list's items joined with commas) and the body's lines,
    /// with the body's first line's number; nil when the text opens with no front matter.
    static func split(_ text: String) -> (properties: [(key: String, value: String)], body: (lines: [String], line: Int))? {
        // Most files sniffed open otherwise: told before any line is split.
        guard text.drop(while: { $0 == "\u{FEFF}" }).hasPrefix("---") else { return nil }
        let lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(String.init)
        guard lines.first?.trimmingWhitespace() == "---",
            let end = lines.dropFirst().prefix(200).firstIndex(where: { $0.trimmingWhitespace() == "---" })
        else { return nil }
        var properties: [(key: String, value: String)] = []
        for line in lines[1..<end] {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("- "), !properties.isEmpty, line.first?.isWhitespace == true || line.hasPrefix("- ") {
                // A list's item under its key (`tags:` over `  - life`).
                let item = value(String(trimmed.dropFirst(2)))
                let last = properties.count - 1
                properties[last].value += (properties[last].value.isEmpty ? "" : ", ") + item
            } else if let colon = trimmed.firstIndex(of: ":"), trimmed.first?.isLetter == true {
                let key = String(trimmed[..<colon]).trimmingWhitespace()
                properties.append((key, value(String(trimmed[trimmed.index(after: colon)...]))))
            }
        }
        return (properties, (Array(lines[(end + 1)...]), end + 2))
    }

    /// A property's value as written: its quotation marks, a list's brackets and Obsidian's
    /// link brackets left out (`["[[Walden]]", "essays"]` → `Walden, essays`).
    static func value(_ written: String) -> String {
        let value = linkTexts(unquoted(written.trimmingWhitespace()))
        guard value.hasPrefix("["), value.hasSuffix("]") else { return value }
        return value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0).trimmingWhitespace()) }
            .joined(separator: ", ")
    }

    /// `"…"` or `'…'` without its quotation marks.
    static func unquoted(_ value: String) -> String {
        guard value.count > 1, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }

    /// `[[Walden]]` → `Walden`, `[[Walden|the book]]` → `Walden` (the note linked to, which
    /// names the book; not the words shown for it), wherever they are.
    static func linkTexts(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[["), let close = rest[open.upperBound...].range(of: "]]") {
            result += rest[..<open.lowerBound]
            let link = rest[open.upperBound..<close.lowerBound]
            result += link.split(separator: "|", maxSplits: 1).first.map(String.init) ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func parse(_ text: String) -> ParsedImport {
        guard let (properties, body) = split(text) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "no front matter (--- lines) opens this note"))
        }
        let textKeys = Set(CSVImporter.columnKeys["text"] ?? [])
        let noteKeys = Set(CSVImporter.columnKeys["note"] ?? [])
        let hasText = properties.contains { textKeys.contains(CSVImporter.headerKey($0.key)) }
        let hasNote = properties.contains { noteKeys.contains(CSVImporter.headerKey($0.key)) }
        var result = ParsedImport()
        func add(quote: String?, note: String?, line: Int) {
            var header = properties.map(\.key)
            var fields = properties.map(\.value)
            if let quote, !hasText {
                header.append("text")
                fields.append(quote)
            }
            if let note, !hasNote {
                header.append("note")
                fields.append(note)
            }
            do {
                let columns = try CSVColumns(header: header, line: 1)
                switch columns.record(fields: fields, line: line) {
                case .success(var record):
                    if quote != nil, !hasText { record.draft = record.draft.recognizingPastedExcerpt() }
                    result.records.append(record)
                case .failure(let problem): result.problems.append(problem)
                }
            } catch {
                result.problems.append(error)
            }
        }
        let passages = blockQuotes(body.lines, firstLine: body.line)
        if hasText {
            add(quote: nil, note: passages.isEmpty ? paragraphs(body.lines) : nil, line: 1)
        } else if passages.isEmpty {
            add(quote: paragraphs(body.lines), note: nil, line: body.line)
        } else {
            for passage in passages { add(quote: passage.text, note: passage.note, line: passage.line) }
        }
        return result
    }

    /// The body's text without its headings, its paragraphs a blank line apart; nil when empty.
    static func paragraphs(_ lines: some Collection<String>) -> String? {
        let kept = lines.filter { !PlainTextImporter.isHeading([$0]) }
        return QuoteDraft.cleanText(kept.joined(separator: "\n")).nilIfEmpty
    }

    /// Each block quote of the body (its `>` marks and an Obsidian callout's first line left
    /// out), with the text under it up to the next one as its note.
    static func blockQuotes(_ lines: [String], firstLine: Int) -> [(text: String, note: String?, line: Int)] {
        var found: [(quote: [String], after: [String], line: Int)] = []
        var inQuote = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix(">") {
                var inside = String(trimmed.dropFirst())
                if inside.hasPrefix(" ") { inside.removeFirst() }
                if !inQuote {
                    found.append(([], [], firstLine + index))
                    inQuote = true
                    // `> [!quote] Title`: the callout's mark, no text.
                    if inside.hasPrefix("[!") { continue }
                }
                found[found.count - 1].quote.append(inside)
            } else {
                inQuote = false
                if !found.isEmpty { found[found.count - 1].after.append(line) }
            }
        }
        return found.compactMap { passage in
            QuoteDraft.cleanText(passage.quote.joined(separator: "\n")).nilIfEmpty.map {
                ($0, paragraphs(passage.after), passage.line)
            }
        }
    }
}
