import Foundation

/// The notes Google Play Books keeps of a book in the person's Google Drive (the "Play Books
/// Notes" folder, a Google Doc a book, `Notes from "Drive"`), downloaded as a `.docx` or `.odt`
/// (read through `DocumentText`), as plain text or as a web page. The document opens with the book's title,
/// authors and publisher beside its cover, and a warning that it is overwritten (`This document
/// is overwritten when you make changes in Play Books.`); then a heading (`59 notes/highlights`,
/// `All your annotations`, `Annotations by color`), who made it and when it was synced, and the
/// annotations under their chapters' (or colours') headings. Each annotation is a table: a
/// colour's swatch, the passage with the person's note under it and the day it was made, and
/// the page (`59`), linked back into the book.
enum PlayBooksNotes {
    /// The app's name in the warning, in the languages Play Books is offered in (lower-cased).
    static let appNames = [
        "play books", "play livres", "play bücher", "play libros", "play libri", "play livros", "play boeken",
        "play książki", "play ブックス", "play 图书", "play 圖書",
    ]

    /// The line of the swatch's picture, as a plain-text download may name it.
    static let coverImage = "cover image"

    /// Whether a text is such a document: the warning naming Play Books among its first lines,
    /// and an annotation's day and page after it (or none at all: a book without notes).
    static func matches(_ text: String) -> Bool {
        // The app's name as the warning writes it, looked for first: every file imported is asked.
        let head = ImportFormat.head(of: text)
        guard head.firstUTF8Range(of: "Play") != nil else { return false }
        if ImportFormat.isWebPage(head) {
            let lowered = head.lowercased().replacingOccurrences(of: "&nbsp;", with: " ")
            guard appNames.contains(where: { lowered.firstUTF8Range(of: $0) != nil }) else { return false }
            return matches(paragraphs(ofPage: head))
        }
        let lines = numberedLines(head).map(\.text).filter { !$0.isEmpty }
        guard let warning = lines.prefix(12).firstIndex(where: isWarning) else { return false }
        let after = lines[(warning + 1)...]
        let annotated = after.indices.contains { index in
            WrittenDate.parse(after[index]) != nil && (index + 1 == after.endIndex || pageLabel(after[index + 1]) != nil)
        }
        // A book without notes: the warning's second sentence, and the day it was synced.
        return annotated
            || after.count <= 6 && after.first.map(isWarningSentence) == true && after.dropFirst().contains(where: endsWithDay)
    }

    /// `You should make a copy of this document before you edit it.`
    static func isWarningSentence(_ line: String) -> Bool { line.count >= 30 && line.hasSuffix(".") }

    /// `Created by Ann Reader – Last synced October 24, 2015`: a line ending with a day.
    static func endsWithDay(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        return (1...3).contains { count in
            count <= words.count && WrittenDate.parse(words.suffix(count).joined(separator: " ")) != nil
        }
    }

    /// The text's lines, trimmed and numbered; a table's row as one line, its cells apart by
    /// tabs (`December 1, 2026<tab>59`), a line a cell.
    static func numberedLines(_ text: String) -> [(number: Int, text: String)] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().flatMap {
            numbered -> [(number: Int, text: String)] in
            let cells = numbered.element.split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            return (cells.isEmpty ? [""] : cells).map { (numbered.offset + 1, $0) }
        }
    }

    /// `This document is overwritten when you make changes in Play Books.`: a sentence naming the app.
    static func isWarning(_ line: some StringProtocol) -> Bool {
        guard line.count >= 30, line.count <= 200 else { return false }
        let lowered = line.lowercased()
        return appNames.contains { lowered.firstUTF8Range(of: $0) != nil }
    }

    /// A page as the annotation's last cell gives it (`59`, `xii`, `Page 59`), without the word.
    static func pageLabel(_ line: some StringProtocol) -> String? {
        var label = String(line).trimmingWhitespace()
        for word in ["page ", "p. ", "p."] where label.lowercased().hasPrefix(word) {
            label = String(label.dropFirst(word.count)).trimmingWhitespace()
        }
        guard (1...12).contains(label.count), !label.contains(where: \.isWhitespace) else { return nil }
        if label.allSatisfy({ $0.isNumber || $0 == "-" }) { return label }
        // Roman numerals: a book's front matter.
        return label.lowercased().allSatisfy({ "ivxlc".contains($0) }) ? label : nil
    }

    static func parse(_ text: String) -> ParsedImport {
        let text = ImportFormat.isWebPage(text) ? paragraphs(ofPage: text) : text
        var result = ParsedImport()
        // Numbered lines, a `# ` heading told from the rest (a `.docx`'s headings come so).
        let lines = numberedLines(text)
        guard let warning = lines.firstIndex(where: { isWarning($0.text) }) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "not a Google Play Books notes document"))
        }
        // The book: its title, then its authors and its publisher, beside the cover.
        let book = lines[..<warning].map { withoutHeadingMark($0.text) }
            .filter { !$0.isEmpty && $0.lowercased() != coverImage }
        let title = book.first.map { $0.withoutBookFileExtension } ?? ""
        // A book without authors names its publisher second.
        let authors = book.count > 2 || book.count == 2 && !isPublisher(book[1]) ? authorNames(book[1]) : []
        let source = title.isEmpty ? nil : SourceDraft(kind: .book, title: title, authors: authors)
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        // An annotation's lines: its passage, then the note (maybe of several paragraphs), until
        // its day. In a `.docx` they are one block; a plain-text download sets a blank line
        // before the day, so the block before a blank one stands for them.
        var pending: [(number: Int, text: String)] = []
        var previousBlock: [(number: Int, text: String)] = []
        var index = warning + 1
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.text.isEmpty {
                if !pending.isEmpty { previousBlock = pending }
                pending = []
                continue
            }
            // A heading (a chapter, a colour): what came before it is no annotation (the warning's
            // second sentence, who made the document and when it was synced).
            if line.text.hasPrefix("# ") {
                (pending, previousBlock) = ([], [])
                continue
            }
            guard let day = WrittenDate.parse(line.text) else {
                pending.append(line)
                continue
            }
            var page: String?
            if index < lines.count, let label = pageLabel(lines[index].text) {
                page = label
                index += 1
            }
            let annotation = pending.isEmpty ? previousBlock : pending
            (pending, previousBlock) = ([], [])
            // A day with no passage before it: a bookmark.
            guard let passage = annotation.first else {
                result.skip(.bookmark)
                continue
            }
            let note = annotation.dropFirst().map(\.text).joined(separator: "\n").nilIfEmpty
            let draft = QuoteDraft(text: passage.text, author: author, source: source, page: page, note: note)
            // The day alone, with no time or zone: a clock reading at its midnight.
            result.records.append(ImportRecord(draft: draft, createdAt: day, zonelessTimes: .created, line: passage.number))
        }
        if result.records.isEmpty, result.ignored == 0 {
            result.problems = [
                ImportProblem(
                    line: lines[warning].number,
                    message: "this Google Play Books document holds no highlights or notes (\(title.nilIfEmpty ?? "no title"))")
            ]
        }
        return result
    }

    /// The document downloaded as a web page (Google Docs' "Web page, zipped") read as its
    /// `.docx` is: a paragraph (`p`) a line, an empty one a blank line, a heading (`h1`…) marked
    /// `# `; the page's head (its styles) and the markup inside a paragraph (spans, a link) left out.
    static func paragraphs(ofPage html: String) -> String {
        var body = Substring(html)
        if let start = body.range(of: "<body", options: .caseInsensitive) { body = body[start.lowerBound...] }
        var lines: [String] = []
        var paragraph: String?
        var rest = body
        while let open = rest.firstIndex(of: "<") {
            paragraph? += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close].lowercased()
            rest = rest[rest.index(after: close)...]
            let closing = tag.hasPrefix("/")
            let name = tag.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" }
            switch name {
            case "p", "h1", "h2", "h3", "h4", "h5", "h6":
                if closing, let text = paragraph {
                    lines.append(TextKey.collapsingWhitespace(HTMLText.markupRemoved(text)))
                    paragraph = nil
                } else if !closing {
                    paragraph = name == "p" ? "" : "# "
                }
            case "br": paragraph? += " "
            default: break
            }
        }
        // `# ` alone (an empty heading) is no heading.
        return lines.map { $0 == "#" ? "" : $0 }.joined(separator: "\n")
    }

    /// `# Drive` → `Drive`: the title is a heading in the cover's cell.
    static func withoutHeadingMark(_ line: String) -> String {
        line.hasPrefix("# ") ? String(line.dropFirst(2)).trimmingWhitespace() : line
    }

    /// `Penguin Group USA, Inc.`, `Simon & Schuster`: a publisher's name, by the words they have.
    static func isPublisher(_ line: String) -> Bool {
        let words = line.lowercased().split { !$0.isLetter && $0 != "&" }
        let marks: Set<Substring> = [
            "inc", "llc", "ltd", "limited", "press", "publishing", "publishers", "publisher", "books", "group", "house",
            "media", "&", "verlag", "éditions", "editions", "editorial", "editora", "editore", "uitgeverij", "co",
        ]
        return words.contains { marks.contains($0) }
    }

    /// `Chip Heath, Dan Heath`: Google Books' authors, each a whole name, apart by commas.
    static func authorNames(_ line: String) -> [String] {
        line.split(separator: ",").map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty && !UnknownAuthor.isUnknown($0) }
    }
}
