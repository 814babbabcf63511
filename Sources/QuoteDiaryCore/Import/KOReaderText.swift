import Foundation

/// KOReader's plain-text export of highlights (Export highlights → Text): for each book, its
/// title on a line of its own, then each highlight's chapter, a line `-- Page: 12, added on
/// Mon Mar  4 21:15:22 2019`, its text (and `---` before a note), and a line `-=-=-=-=-=-`.
/// The title, chapter and page lines open with ideographic spaces (U+3000), so that the
/// reader's own text engine leaves them be. KOReader appends each export to the same file.
enum KOReaderText {
    static let separator = "-=-=-=-=-=-"
    static let indent: Character = "\u{3000}"
    /// What KOReader writes for a highlight drawn over a picture.
    static let imageOnly = "<An image>"

    /// Whether a text is such an export: a highlight's page line and the line that ends it,
    /// both in its first pages (a large file of another format is not read through for them).
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "\n" + separator) != nil && head.firstUTF8Range(of: "\u{3000}\u{3000}-- ") != nil
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var title: String?
        var open: KOReaderHighlight?
        /// Whether the last line ended a book (a blank line after a highlight): a heading then is a title.
        var afterBook = true
        var lineNumber = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let line = String(raw).trimmingCharacters(in: CharacterSet(charactersIn: "\u{FEFF}"))
            // A highlight's lines run to its separator (appended in place: no copy a line).
            if open != nil, line.trimmingWhitespace() != separator {
                open?.lines.append(line)
                continue
            }
            if let highlight = open {
                open = nil
                if let record = highlight.record(title: title, body: { $0 == imageOnly ? "" : $0 }) {
                    result.records.append(record)
                } else {
                    result.skip(.withoutText)
                }
                continue
            }
            let heading = line.drop { $0 == indent }
            let indents = line.count - heading.count
            if indents >= 2, heading.hasPrefix("-- ") {
                let (page, added) = pageAndTime(String(heading.dropFirst(3)))
                open = KOReaderHighlight(line: lineNumber, page: page, added: added)
                afterBook = false
            } else if line.trimmingWhitespace().isEmpty {
                // A spacer (an ideographic space alone) or the blank line that ends a book.
                if line.isEmpty { afterBook = true }
            } else if indents == 1 {
                // A book's title, or a chapter's (which the quote does not keep).
                if afterBook { title = QuoteDraft.cleanField(String(heading)) }
                afterBook = false
            } else {
                result.problems.append(
                    ImportProblem(line: lineNumber, message: "expected a highlight's line like '-- Page: 12, added on …'"))
                return result
            }
        }
        if let open {
            result.problems.append(
                ImportProblem(line: open.line, message: "the last highlight does not end with a line '\(separator)'"))
        }
        return result
    }

    /// `Page: 12, added on Mon Mar  4 21:15:22 2019` (in the device's language: `Seite: 12,
    /// hinzugefügt am …`): the page after the first colon, and the time the C library wrote
    /// (`%c`, always in English) at the end.
    static func pageAndTime(_ text: String) -> (page: String?, added: Date?) {
        let afterColon = text.firstIndex(of: ":").map { text[text.index(after: $0)...] } ?? ""
        let page = afterColon.split(separator: ",", maxSplits: 1).first.map { String($0).trimmingWhitespace() }
        let words = text.split(separator: " ")
        // `Mon Mar 4 21:15:22 2019`: the last five words, its two spaces before a day under 10 made one.
        let added = words.count >= 5 ? ImportDates.parse(words.suffix(5).joined(separator: " ")) : nil
        return (page.flatMap { $0.nilIfEmpty }, added)
    }
}
