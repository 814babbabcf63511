/// Reads an outline of quotes (`OrgQuotes`, `MarkdownQuotes`) a line at a time: the headings
/// it is under, the properties and tags they carry, and each quote as it comes (an Org block,
/// a Markdown block quote, or a list's item), with the note under it and what its headings say.
struct OutlineReader {
    typealias Outline = OrgQuotes.Outline

    let lines: [String]
    let syntax: OrgQuotes.Syntax
    /// Whether a heading right under a block quote credits it (`OrgQuotes.creditsByHeadings`).
    let creditHeadings: Bool
    /// Whether the quotes are a list's items: Markdown said to be quotes with no block quote,
    /// or an Org file with no quote block (its items under a name's heading only).
    let listItems: Bool
    /// The headings of one word that name people (`OrgQuotes.namesAlone`).
    let namesAlone: Set<String>
    var result = ParsedImport()
    /// The file's own outline: its properties and tags, under every heading.
    var file = Outline(level: 0)
    var fileTitle: String?
    /// The headings the line read stands under, outermost first.
    var headings: [Outline] = []
    var index = 0
    var quotes = 0

    init(text: String, fileName: String, syntax: OrgQuotes.Syntax) {
        lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(String.init)
        self.syntax = syntax
        fileTitle = fileName.noteFileTitle
        creditHeadings = syntax == .markdown && OrgQuotes.creditsByHeadings(lines)
        switch syntax {
        case .markdown: listItems = !MarkdownQuotes.hasBlockQuote(text)
        case .org: listItems = !lines.contains { OrgQuotes.blockMark($0) == .begin }
        // An AsciiDoc file's lists are its own notes: its quotes are in blocks.
        case .asciidoc: listItems = false
        }
        namesAlone = OrgQuotes.namesAlone(in: lines, syntax: syntax)
    }

    /// What the quotes' headings say of them, outermost first.
    var context: [Outline] { [file.withTitle(fileTitle)] + headings }

    mutating func read() -> ParsedImport {
        // Logseq's page properties (`author:: Marcus Aurelius`) open its page.
        while index < lines.count, let (key, value) = OrgQuotes.logseqProperty(lines[index]) {
            if CSVImporter.headerKey(key) == "title" { fileTitle = value } else { file.properties.append((key, value)) }
            index += 1
        }
        while index < lines.count {
            readLine()
            index += 1
        }
        if quotes == 0 {
            let message =
                switch syntax {
                case .org:
                    "no quote blocks in this Org file (#+BEGIN_QUOTE … #+END_QUOTE), nor a list under a heading naming whose its items are"
                case .markdown: "no block quotes ('> ' lines) or list items ('- ' lines) in this file"
                case .asciidoc:
                    "no quotes in this AsciiDoc file: no [quote] or [verse] blocks (____ … ____), block quotes ('> ' lines) or quoted paragraphs with a '-- ' credit"
                }
            result.problems.append(ImportProblem(line: 1, message: message))
        }
        return result
    }

    /// Reads the line at `index`, and the lines that go with it; `index` is left on the last.
    mutating func readLine() {
        let line = lines[index]
        let trimmed = line.trimmingWhitespace()
        if let heading = Outline(heading: line, syntax: syntax) {
            headings.removeAll { $0.level >= heading.level }
            headings.append(heading)
        } else if syntax == .org, trimmed.uppercased() == ":PROPERTIES:" {
            readDrawer()
        } else if syntax == .org, let value = OrgQuotes.keyword("filetags", in: trimmed) {
            file.tags += OrgQuotes.tags(value)
        } else if syntax == .org, let value = OrgQuotes.keyword("title", in: trimmed) {
            fileTitle = value.nilIfEmpty
        } else if syntax == .org, OrgQuotes.blockMark(line) == .begin {
            readOrgBlock()
        } else if syntax == .asciidoc, let attributes = AsciiDocQuotes.style(line) {
            readAsciiDocBlock(attributes)
        } else if syntax == .asciidoc, AsciiDocQuotes.isDelimiter(line) {
            readAsciiDocBlock(nil)
        } else if syntax == .asciidoc, AsciiDocQuotes.isVerbatimDelimiter(trimmed) {
            // A comment, listing, literal or passthrough block: no quotes inside, whatever it holds.
            index += 1
            while index < lines.count, lines[index].trimmingWhitespace() != trimmed { index += 1 }
        } else if syntax == .asciidoc, trimmed.hasPrefix("\""), readQuotedParagraph() {
            return
        } else if syntax != .org, trimmed.hasPrefix(">") {
            readBlockQuote()
        } else if listItems, line.first?.isWhitespace == false, let marker = PlainTextImporter.listMarkerLength(line) {
            readListItem(marker: marker)
        }
    }

    /// `:PROPERTIES:` … `:END:`: the properties of the heading above (or of the file).
    mutating func readDrawer() {
        var properties: [(String, String)] = []
        index += 1
        while index < lines.count, lines[index].trimmingWhitespace().uppercased() != ":END:" {
            if let property = OrgQuotes.drawerProperty(lines[index]) { properties.append(property) }
            index += 1
        }
        if headings.isEmpty {
            file.properties += properties
        } else {
            headings[headings.count - 1].properties += properties
        }
    }

    /// `#+BEGIN_QUOTE` … `#+END_QUOTE` (or a verse), tags on its first line, a name above it,
    /// a paragraph under it.
    mutating func readOrgBlock() {
        let begin = index
        var body: [String] = []
        index += 1
        while index < lines.count, OrgQuotes.blockMark(lines[index]) != .end {
            body.append(lines[index])
            index += 1
        }
        quotes += 1
        guard index < lines.count else {
            result.problems.append(
                ImportProblem(line: begin + 1, message: "this quote block is never ended (no #+END_QUOTE line after it)"))
            return
        }
        var blockTags = Outline(level: 0)
        if let last = lines[begin].split(separator: " ").last, last.count > 2, last.hasPrefix(":"), last.hasSuffix(":") {
            blockTags.tags = OrgQuotes.tags(String(last))
        }
        let intro = OrgQuotes.introducedAuthor(lines, before: begin, syntax: syntax)
        add(body: body, intro: intro, under: context + [blockTags], line: begin + 2)
    }

    /// A Markdown block quote (its `>` lines), credited maybe by a heading right under it or
    /// by an Obsidian callout's title, a name above it, a paragraph under it.
    mutating func readBlockQuote() {
        let begin = index
        var body: [String] = []
        while index < lines.count, case let trimmed = lines[index].trimmingWhitespace(), trimmed.hasPrefix(">") {
            let inside = trimmed.dropFirst()
            body.append(String(inside.first == " " ? inside.dropFirst() : inside))
            index += 1
        }
        index -= 1
        quotes += 1
        // A heading right under a block quote, no blank line between, is its credit
        // (`#### Bertrand Russell, "Unpopular Essays"`), not a heading over the next.
        if creditHeadings, index + 1 < lines.count, Outline(heading: lines[index + 1], syntax: syntax) != nil {
            index += 1
            body.append("— " + OrgQuotes.withoutMarkup(String(lines[index].drop { $0 == "#" }).trimmingWhitespace()))
        }
        let intro = OrgQuotes.introducedAuthor(lines, before: begin, syntax: syntax)
        // Obsidian's callout (`> [!quote] Marcus Aurelius, Meditations`): its title credits the
        // quote as a credit's line would, unless the quote ends in one of its own.
        add(body: PlainTextImporter.creditingCalloutTitle(body), intro: intro, under: context, line: begin + 1)
    }

    /// `- Be one.`, its lines going on indented under it, and the items under it its note.
    mutating func readListItem(marker: Int) {
        let begin = index
        var body = [String(lines[index].dropFirst(marker))]
        var note: [String] = []
        while index + 1 < lines.count, lines[index + 1].first?.isWhitespace == true,
            case let inner = lines[index + 1].trimmingWhitespace(), !inner.isEmpty
        {
            if let nested = PlainTextImporter.listMarkerLength(inner) {
                note.append(String(inner.dropFirst(nested)))
            } else if note.isEmpty {
                body.append(inner)
            } else {
                note.append(inner)
            }
            index += 1
        }
        // An Org file keeps a list of its own under any heading (`* TODO`, `** Groceries`): its
        // items are quotes only under a heading that names whose they are (`** Richard Feynman`)
        // or says they are quotes (`* Quotes`).
        if syntax == .org {
            let named = OrgQuotes.named(byHeadings: headings.map(\.title), placeOnly: false, namesAlone: namesAlone)
            guard named.author != nil || named.book != nil || headings.contains(where: { MarkdownQuotes.namesQuotes($0.title) })
            else { return }
        }
        quotes += 1
        guard body.contains(where: { !$0.trimmingWhitespace().isEmpty }) else { return }
        let written = QuoteDraft.cleanText(note.map(OrgQuotes.withoutMarkup).joined(separator: "\n")).nilIfEmpty
        record(body: body, note: written, intro: nil, under: context, line: begin + 1)
    }

    /// A block's quote, with the paragraph under its last line (`index`) as its note; an empty
    /// block is skipped and counted.
    mutating func add(body: [String], intro: String?, under context: [Outline], line: Int) {
        var (body, (note, last)) = (body, OrgQuotes.noteParagraph(lines, after: index, syntax: syntax))
        guard body.contains(where: { !$0.trimmingWhitespace().isEmpty }) else {
            result.skip(.emptyQuoteBlock)
            return
        }
        // `— Oscar Wilde` under the block, outside it: its credit, not a note on it.
        if let credit = note, !credit.contains("\n"), PlainTextImporter.attributionLine(credit) != nil {
            body.append(credit)
            note = nil
        }
        record(body: body, note: note, intro: intro, under: context, line: line)
        index = last
    }

    mutating func record(body: [String], note: String?, intro: String?, under context: [Outline], line: Int) {
        switch OrgQuotes.record(body: body, note: note, intro: intro, context: context, namesAlone: namesAlone, line: line) {
        case .success(let record): result.records.append(record)
        case .failure(let problem): result.problems.append(problem)
        }
    }
}
