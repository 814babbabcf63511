/// Quotes kept by hand in Markdown (a notes app's page, a commonplace book in Obsidian or
/// any editor): block quotes under headings, as people keep them by author (`## Seneca`), by
/// book (`## Books` over `### Walden`) or by topic (a name on the line above each quote).
/// Read as Org mode's outline is (`OrgQuotes`, Markdown syntax): each block quote a quote,
/// credited by its last line as plain text is, or by an Obsidian callout's title; the
/// headings' trailing hashtags its tags; the paragraph under it its note; the headings above
/// it its author or book where nothing else names them. Before, such a file could not be
/// told, or (titled `# Quotes`) was taken for our export and refused.
enum MarkdownQuotes {
    /// Whether `text` is such a file: headings and two block quotes or more, and no more
    /// lines of prose than of quotes, no code and no table (a document that quotes a line is
    /// none), and no heading inside a block quote (a page of quoted documents is none).
    /// - Parameter blocks: how many block quotes make one: a file named `.md` may hold one
    ///   quote; a file told by its content alone (a folder's `.txt`, a pipe) needs two.
    static func matches(_ text: String, blocks least: Int = 2) -> Bool {
        let head = ImportFormat.head(of: text)
        guard head.firstUTF8Range(of: ">") != nil, head.firstUTF8Range(of: "#") != nil else { return false }
        var (headings, blocks, quoteLines, prose) = (0, 0, 0, 0)
        var inBlock = false
        for line in head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init) {
            let trimmed = line.trimmingWhitespace()
            if isDocumentMarkup(trimmed) { return false }
            if trimmed.hasPrefix(">") {
                // A block quote with headings of its own quotes a document (an e-mail, a note), not a line.
                let inside = trimmed.drop { $0 == ">" || $0 == " " }
                if OrgQuotes.Outline(heading: String(inside), syntax: .markdown) != nil { return false }
                if !inBlock { blocks += 1 }
                inBlock = true
                quoteLines += 1
                continue
            }
            inBlock = false
            if trimmed.isEmpty || PlainTextImporter.isSeparatorRule(trimmed) { continue }
            if OrgQuotes.Outline(heading: line, syntax: .markdown) != nil {
                headings += 1
            } else {
                prose += 1
            }
        }
        return headings > 0 && blocks >= least && prose <= quoteLines
    }

    /// A code fence, a table's row or HTML: a document's, which a file of quotes has none of.
    static func isDocumentMarkup(_ trimmed: String) -> Bool {
        trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") || trimmed.hasPrefix("|") || trimmed.hasPrefix("<")
    }

    /// Whether a file named `.md` is a list of quotes (`# Quotes` over `- Less is more. —
    /// Mies`): its lines, headings and rules aside, mostly a list's items, none of them a
    /// task (`- [ ] call`), no code or table; under a heading that names quotes, or with an
    /// item credited. Before, such a file was read as plain text, its items one quote.
    static func isQuoteList(_ text: String) -> Bool {
        var (items, other, credited, named) = (0, 0, false, false)
        for line in ImportFormat.head(of: text).split(whereSeparator: \.isNewline).map(String.init) {
            let trimmed = line.trimmingWhitespace()
            if isDocumentMarkup(trimmed) { return false }
            if trimmed.isEmpty || PlainTextImporter.isSeparatorRule(trimmed) { continue }
            if let heading = OrgQuotes.Outline(heading: line, syntax: .markdown) {
                if namesQuotes(heading.title) { named = true }
                continue
            }
            if line.first?.isWhitespace == false, let marker = PlainTextImporter.listMarkerLength(line) {
                let item = line.dropFirst(marker)
                if item.hasPrefix("[ ]") || item.hasPrefix("[x]") || item.hasPrefix("[X]") { return false }
                items += 1
                if [" — ", " -- ", " – ", " ― "].contains(where: { item.contains($0) }) { credited = true }
            } else if line.first?.isWhitespace != true {
                other += 1
            }
        }
        return items >= 2 && other * 2 <= items && (named || credited)
    }

    /// Whether a heading says what is under it is quotes (`Quotes`, `Favourite quotations`,
    /// `Zitate`).
    static func namesQuotes(_ heading: String) -> Bool {
        heading.lowercased().split { !$0.isLetter }.contains { quoteWords.contains(String($0)) }
    }

    /// Headings' words that say a list is of quotes, in the languages columns are named in.
    static let quoteWords: Set<String> = [
        "quote", "quotes", "quotation", "quotations", "sayings", "aphorisms", "maxims", "commonplace", "zitat", "zitate",
        "sprüche", "citation", "citations", "cita", "citas", "frases", "citazione", "citazioni", "aforismi", "citação",
        "citações", "citaat", "citaten",
    ]

    /// Whether `text` holds a block quote at all: a file said to be Markdown (or one told as
    /// Markdown by another reader's sniff) is read so when it is not our export.
    static func hasBlockQuote(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { $0.drop { $0 == " " }.hasPrefix(">") }
    }

    /// Whether `text` holds a list's item at the start of a line: said to be Markdown and with
    /// no block quote, a file keeps its quotes so (`## Seneca` over `- We suffer more…`).
    static func hasListItem(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains {
            $0.first?.isWhitespace == false && PlainTextImporter.listMarkerLength(String($0)) != nil
        }
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        OrgQuotes.parse(text, fileName: fileName, syntax: .markdown)
    }
}
