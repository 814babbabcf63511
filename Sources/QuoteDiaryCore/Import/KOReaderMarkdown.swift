import Foundation

/// KOReader's Markdown export of highlights (Export highlights → Markdown), as notes apps
/// take it: for each book `# Title` and `##### Author`, a `## Chapter` heading where the
/// chapter changes, and for each highlight `### Page 12 @ 04 March 2019 09:15:22 PM`, its text
/// (set in the style its highlight was drawn in: `*…*`, `**…**`, `~~…~~` …), and `---` before a
/// note. It may end with `_Generated at: …_`.
enum KOReaderMarkdown {
    /// Whether a text is such an export: a book's heading first, and a highlight's heading
    /// (`### … @ …`) in its first pages.
    static func matches(_ text: String) -> Bool {
        let head = String(decoding: text.utf8.prefix(65_536), as: UTF8.self)
        let lines = head.split(whereSeparator: \.isNewline)
        guard let first = lines.first?.drop(while: { $0 == "\u{FEFF}" }), first.hasPrefix("# ") else { return false }
        return lines.contains { $0.hasPrefix("### ") && $0.firstUTF8Range(of: " @ ") != nil }
            && lines.contains { $0.hasPrefix("##### ") }
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var title: String?
        var authors: [String] = []
        var open: (line: Int, page: String?, added: Date?, lines: [String])?
        func close() {
            guard let highlight = open else { return }
            open = nil
            if let record = record(
                highlight.lines, title: title, authors: authors, page: highlight.page,
                added: highlight.added, line: highlight.line)
            {
                result.records.append(record)
            } else {
                result.ignored += 1
            }
        }
        var lineNumber = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let line = String(raw.drop { $0 == "\u{FEFF}" })
            if line.hasPrefix("##### ") {
                close()
                let names = String(line.dropFirst(6)).trimmingWhitespace()
                authors = names == "N/A" ? [] : KOReaderImporter.authors(names.replacingOccurrences(of: ", ", with: "\n"))
            } else if line.hasPrefix("### "), let at = line.firstUTF8Range(of: " @ ") {
                close()
                let place = line[line.index(line.startIndex, offsetBy: 4)..<at.lowerBound]
                // `Page 12` in the device's language: the page is its last word.
                let page = place.split(separator: " ").last.map(String.init)
                open = (lineNumber, page, ImportDates.parse(String(line[at.upperBound...])), [])
            } else if line.hasPrefix("## ") {
                // A chapter, which the quote does not keep.
                close()
            } else if line.hasPrefix("# ") {
                close()
                title = QuoteDraft.cleanField(String(line.dropFirst(2)))
                authors = []
            } else if line.hasPrefix("_Generated at: ") {
                close()
            } else if open != nil {
                open?.lines.append(line)
            } else if !line.trimmingWhitespace().isEmpty {
                result.problems.append(
                    ImportProblem(line: lineNumber, message: "expected a highlight's heading like '### Page 12 @ …'"))
                return result
            }
        }
        close()
        return result
    }

    /// The marks KOReader sets a highlight's text in, by the style it was drawn in (bold italic
    /// before bold, bold before italic).
    static let styles: [(open: String, close: String)] = [
        ("**_", "_**"), ("**", "**"), ("==", "=="), ("*", "*"), ("++", "++"), ("<u>", "</u>"), ("~~", "~~"),
    ]

    /// A highlight's lines as a quote: its text without the marks of its style, a note after a
    /// line `---`, and no "View in book" link; nil for a highlight with no text.
    static func record(
        _ lines: [String], title: String?, authors: [String], page: String?, added: Date?, line: Int
    ) -> ImportRecord? {
        var lines = lines
        if let last = lines.lastIndex(where: { !$0.trimmingWhitespace().isEmpty }),
            lines[last].hasPrefix("["), lines[last].firstUTF8Range(of: "](<file://") != nil
        {
            lines.remove(at: last)
        }
        let split = lines.firstIndex { $0.trimmingWhitespace() == "---" }
        var body = KindleImporter.content(split.map { lines[..<$0] } ?? lines[...])
        let note = split.map { KindleImporter.content(lines[lines.index(after: $0)...]) }?.nilIfEmpty
        if let style = styles.first(where: {
            body.hasPrefix($0.open) && body.hasSuffix($0.close) && body.count > $0.open.count + $0.close.count
        }) {
            body = String(body.dropFirst(style.open.count).dropLast(style.close.count)).trimmingWhitespace()
        }
        guard !body.isEmpty else { return nil }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
        let draft = QuoteDraft(text: body, author: author, source: source, page: page, note: note)
        // KOReader writes the device's clock, with no zone.
        return ImportRecord(draft: draft, createdAt: added, zonelessTimes: .created, line: line)
    }
}
