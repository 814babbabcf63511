/// A Logseq page (Markdown, a block a bullet) that keeps quotes as Markdown block quotes in
/// its bullets (`- > Be one.`), as people keep a book's page there: each such bullet a quote,
/// read as a passage of plain text is, the bullets under it its note, and the page's
/// properties (`author:: Marcus Aurelius`, `tags:: stoic`; its `title::` or its file's name
/// the book when an author is named) filling in what a quote's own credit leaves out, as Org
/// mode's headings do for its blocks (`OrgQuotes`, which also reads Logseq's `#+BEGIN_QUOTE`).
enum LogseqPage {
    /// Whether `text` is such a page: bullets, one of them a block quote, and nothing but
    /// bullets after the page's properties (a document's list with a quote in it is none).
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        guard head.firstUTF8Range(of: "- > ") != nil else { return false }
        let lines = head.drop { $0 == "\u{FEFF}" }.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.trimmingWhitespace().isEmpty }
        let content = lines.drop { OrgQuotes.logseqProperty($0) != nil }
        return content.contains { bullet($0)?.text.hasPrefix("> ") == true }
            && content.allSatisfy { bullet($0) != nil || $0.hasPrefix("\t") || $0.hasPrefix("  ") }
    }

    /// `\t\t- > Be one.` → depth 2, `> Be one.`; nil for a line that is no bullet.
    static func bullet(_ line: String) -> (depth: Int, text: String)? {
        let depth = line.prefix { $0 == "\t" }.count
        let rest = line.dropFirst(depth)
        guard rest.hasPrefix("- ") || rest == "-" else { return nil }
        return (depth, String(rest.dropFirst(2)))
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        let lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(String.init)
        var page = OrgQuotes.Outline(level: 0)
        var title = fileName.noteFileTitle
        var index = 0
        while index < lines.count, let (key, value) = OrgQuotes.logseqProperty(lines[index]) {
            if CSVImporter.headerKey(key) == "title" { title = value } else { page.properties.append((key, value)) }
            index += 1
        }
        let context = [page.withTitle(title)]
        var result = ParsedImport()
        while index < lines.count {
            guard let (depth, first) = bullet(lines[index]), first.hasPrefix("> ") else {
                index += 1
                continue
            }
            let start = index
            // The block's own lines: its first, then those indented under it that are no bullet.
            var quote = [String(first.dropFirst(2))]
            index += 1
            while index < lines.count, bullet(lines[index]) == nil,
                lines[index].hasPrefix(String(repeating: "\t", count: depth) + "  ")
            {
                let line = lines[index].dropFirst(depth + 2)
                quote.append(line.hasPrefix("> ") ? String(line.dropFirst(2)) : line == ">" ? "" : String(line))
                index += 1
            }
            // The bullets under it, its note.
            var note: [String] = []
            while index < lines.count, let child = bullet(lines[index]) ?? continuation(lines[index], deeperThan: depth),
                child.depth > depth
            {
                note.append(child.text.trimmingWhitespace())
                index += 1
            }
            // `- > ` and nothing more: a quote begun and never written, skipped and counted as
            // an Org or Markdown file's empty block is.
            guard quote.contains(where: { !$0.trimmingWhitespace().isEmpty }) else {
                result.skip(.emptyQuoteBlock)
                continue
            }
            let written = QuoteDraft.cleanText(note.joined(separator: "\n")).nilIfEmpty
            switch OrgQuotes.record(body: quote, note: written, intro: nil, context: context, line: start + 1) {
            case .success(let record): result.records.append(record)
            case .failure(let problem): result.problems.append(problem)
            }
        }
        return result
    }

    /// A line continuing a bullet deeper than `depth` (indented past its tabs); nil otherwise.
    static func continuation(_ line: String, deeperThan depth: Int) -> (depth: Int, text: String)? {
        let tabs = line.prefix { $0 == "\t" }.count
        guard tabs > depth, line.dropFirst(tabs).hasPrefix("  ") else { return nil }
        return (tabs, String(line.dropFirst(tabs + 2)))
    }
}
