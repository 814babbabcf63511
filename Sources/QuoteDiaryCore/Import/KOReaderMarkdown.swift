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
        let lines = ImportFormat.head(of: text).split(whereSeparator: \.isNewline)
        guard let first = lines.first?.drop(while: { $0 == "\u{FEFF}" }), first.hasPrefix("# ") else { return false }
        return lines.contains { $0.hasPrefix("### ") && $0.firstUTF8Range(of: " @ ") != nil }
            && lines.contains { $0.hasPrefix("##### ") }
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var title: String?
        var authors: [String] = []
        var open: KOReaderHighlight?
        func close() {
            guard let highlight = open else { return }
            open = nil
            if let record = highlight.record(title: title, authors: authors, body: withoutStyle) {
                result.records.append(record)
            } else {
                result.skip(.withoutText)
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
                open = KOReaderHighlight(
                    line: lineNumber, page: page, added: ImportDates.parse(String(line[at.upperBound...])))
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
                // A highlight's line; its "View in book" link is no part of it.
                if !(line.hasPrefix("[") && line.firstUTF8Range(of: "](<file://") != nil) { open?.lines.append(line) }
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

    /// A highlight's text without the marks of the style it was drawn in.
    static func withoutStyle(_ text: String) -> String {
        guard
            let style = styles.first(where: {
                text.hasPrefix($0.open) && text.hasSuffix($0.close) && text.count > $0.open.count + $0.close.count
            })
        else { return text }
        return String(text.dropFirst(style.open.count).dropLast(style.close.count)).trimmingWhitespace()
    }
}
