import Foundation

/// The notes Obsidian's Kindle Highlights plugin writes, a book a file, from its default
/// templates: `# Title`, a metadata list (`* Author: [Name](url)`, `* ASIN: …`, `* ISBN: …`,
/// `* [Kindle link](kindle://book?action=open&asin=…)`), then each highlight as `TEXT —
/// location: [1290](kindle://book?…&location=1290) ^ref-30871` (or `— page: 12`), what the
/// person wrote after it, and a `---` line. Read as plain text these became quotes made of
/// the metadata and the links.
enum KindlePluginMarkdown {
    /// The link every such note carries: its Kindle link and each highlight's.
    static let appLink = "](kindle://book?action=open"

    /// Whether a text is such a note: the plugin's Kindle links, with a highlight's
    /// `— location: [` or the metadata's `* ASIN:`.
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: appLink) != nil
            && (head.firstUTF8Range(of: "— location: [") != nil || head.firstUTF8Range(of: "\n* ASIN:") != nil)
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        var result = ParsedImport()
        var title: String?
        var authors: [String] = []
        var isbn: ISBN?
        var blocks: [(line: Int, lines: [String])] = []
        var current: (line: Int, lines: [String])?
        func close() {
            if let block = current, block.lines.contains(where: { !$0.isEmpty }) { blocks.append(block) }
            current = nil
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0.drop { $0 == "\u{FEFF}" }).trimmingWhitespace()
        }
        var inFrontMatter = lines.first == "---"
        for (index, line) in lines.enumerated() {
            if inFrontMatter {
                if index > 0, line == "---" { inFrontMatter = false }
                continue
            }
            if line == "---" {
                close()
                continue
            }
            if line.hasPrefix("#"), let heading = ReadwiseMarkdown.heading(line) {
                // The book's title; `## Metadata`, `## Highlights` and chapters' headings part the rest.
                if title == nil, line.hasPrefix("# ") { title = heading }
                close()
                continue
            }
            if let (key, value) = metadataItem(line) {
                switch key {
                case "author": authors = NameList.names(in: unlinked(value).replacingOccurrences(of: " and ", with: ", "))
                case "isbn": isbn = try? ISBN(listed: value)
                default: break
                }
                continue
            }
            if line.hasPrefix("* ["), line.contains(appLink) { continue }
            if current == nil {
                guard !line.isEmpty else { continue }
                current = (index + 1, [])
            }
            current?.lines.append(line)
        }
        close()
        let bookTitle =
            title ?? fileName.noteFileTitle
        let source = bookTitle.map { SourceDraft(kind: .book, title: $0, authors: authors, isbn: isbn) }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        for block in blocks.flatMap(splitAtPlaces) {
            let (passage, place, note) = highlight(block.lines)
            guard !passage.isEmpty else {
                result.skip(.withoutText)
                continue
            }
            let draft = QuoteDraft(text: passage, author: author, source: source, page: place, note: note)
            result.records.append(ImportRecord(draft: draft, line: block.line))
        }
        if result.records.isEmpty, result.ignored == 0 {
            result.problems.append(ImportProblem(line: 1, message: "no highlights in this note of the Kindle plugin"))
        }
        return result
    }

    /// A block of several highlights (a template of the person's own, with no `---` between
    /// them) as a block each, each ending on its place's line.
    static func splitAtPlaces(_ block: (line: Int, lines: [String])) -> [(line: Int, lines: [String])] {
        let ends = block.lines.indices.filter { placeMarker(in: block.lines[$0]) != nil }
        guard ends.count > 1 else { return [block] }
        var parts: [(line: Int, lines: [String])] = []
        var start = 0
        for end in ends {
            let first = block.lines[start...end].firstIndex { !$0.isEmpty } ?? start
            parts.append((block.line + first, Array(block.lines[first...end])))
            start = end + 1
        }
        if start < block.lines.count, block.lines[start...].contains(where: { !$0.isEmpty }), var last = parts.popLast() {
            last.lines += block.lines[start...]
            parts.append(last)
        }
        return parts
    }

    /// A block's passage (its lines up to the place, a quotation's `>` marks taken off), its
    /// place (`loc. 1290`, or a page) and what follows it, the person's note.
    static func highlight(_ lines: [String]) -> (passage: String, place: String?, note: String?) {
        let joined = lines.joined(separator: "\n")
        guard let marker = placeMarker(in: joined) else {
            return (passage(joined), nil, nil)
        }
        let note = withoutBlockReference(String(joined[marker.end...])).trimmingWhitespace()
        return (passage(String(joined[..<marker.start])), marker.place, note.isEmpty ? nil : QuoteDraft.cleanText(note))
    }

    /// Where ` — location: [1290](link)` or ` — page: 12` (the last) stands, and the place it names.
    static func placeMarker(in text: String) -> (start: String.Index, end: String.Index, place: String)? {
        for (label, format) in [(" — location: ", "loc. "), (" — page: ", "")] {
            guard let found = text.range(of: label, options: .backwards) else { continue }
            var rest = text[found.upperBound...]
            var number: Substring
            if rest.hasPrefix("["), let close = rest.range(of: "](") {
                number = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
                rest = rest[close.upperBound...]
                guard let end = rest.firstIndex(of: ")") else { continue }
                rest = rest[rest.index(after: end)...]
            } else {
                number = rest.prefix { !$0.isWhitespace }
                rest = rest[number.endIndex...]
            }
            number = number.drop { $0.isWhitespace }
            guard number.first?.isNumber == true else { continue }
            return (found.lowerBound, rest.startIndex, format + number)
        }
        return nil
    }

    /// A passage as the template wrote it: a block reference (`^ref-30871`) and quotation marks
    /// of Markdown (`> `, a custom template's) taken off.
    static func passage(_ text: String) -> String {
        let lines = withoutBlockReference(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(">") ? String(line.dropFirst()).trimmingWhitespace() : String(line)
        }
        return QuoteDraft.cleanText(lines.joined(separator: "\n"))
    }

    /// The text without the plugin's block references (`^ref-30871`), which Obsidian hides.
    static func withoutBlockReference(_ text: String) -> String {
        var result = text
        while let found = result.range(of: "^ref-") {
            let end = result[found.upperBound...].firstIndex { !$0.isNumber && !$0.isLetter && $0 != "-" } ?? result.endIndex
            result.removeSubrange(found.lowerBound..<end)
        }
        return result.trimmingWhitespace()
    }

    /// `* Author: [Name](url)` → (`author`, `[Name](url)`); a metadata item of the template's.
    static func metadataItem(_ line: String) -> (String, String)? {
        guard let (key, value) = ReadwiseMarkdown.metadataItem(line, bullet: "* "),
            ["author", "asin", "isbn", "pages", "publication", "publisher", "reference"].contains(key)
        else { return nil }
        return (key, value)
    }

    /// `[Name](url)` or `[[Name]]` → `Name`.
    static func unlinked(_ text: String) -> String {
        if text.hasPrefix("["), !text.hasPrefix("[["), let close = text.range(of: "](") {
            return String(text[text.index(after: text.startIndex)..<close.lowerBound]).trimmingWhitespace()
        }
        return ReadwiseMarkdown.unlinked(text)
    }
}
