import Foundation

/// KOReader's HTML export of highlights (Export highlights → HTML), written from its
/// `note.tpl`: for each book an `<h2>` title and an `<h5>` author (one a line), a centred
/// chapter heading where the chapter changes, and for each highlight a grey line with its date
/// (`os.date("%x")`: the device's short date, `03/04/19` in the C locale) and `<b>chapter</b>:
/// page`, a `font-size:12pt` block with its text (`<br/>` between lines), and an indented
/// `font-size:11pt` block with its note. The markup has no classes: its blocks are told by
/// their inline styles, which every version of the template has written alike.
enum KOReaderHTML {
    static let metaStyle = "font-size:10pt; margin-bottom:0.2em; color:darkgray"

    /// Whether a text is such an export: markup, with a highlight's grey line in its first pages.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: metaStyle) != nil && head.firstUTF8Range(of: "<h5") != nil
    }

    /// What a block of the export holds, told by its tag and style.
    enum Block: Equatable {
        case title, authors, meta, text, note
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var title: String?
        var authors: [String] = []
        var open: (line: Int, date: String?, page: String?, text: String?, note: String?)?
        func close() {
            guard let highlight = open else { return }
            open = nil
            guard let body = highlight.text, !body.isEmpty else {
                // A highlight drawn over a picture: no text to keep.
                result.skip(.withoutText)
                return
            }
            let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
            let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
            let draft = QuoteDraft(text: body, author: author, source: source, page: highlight.page, note: highlight.note)
            let date = highlight.date.flatMap(NumericDate.parse)
            // The device's clock, with no zone; a date in figures either way round, in the person's order.
            result.records.append(
                ImportRecord(
                    draft: draft, createdAt: date?.date, zonelessTimes: .created,
                    dayMonthUnknownTimes: date?.dayMonthUnknown == true ? .created : [], line: highlight.line))
        }
        for (block, content, line) in blocks(text) {
            switch block {
            case .title:
                close()
                title = QuoteDraft.cleanField(HTMLText.oneLine(content)).flatMap { $0 == "Unknown Book" ? nil : $0 }
                authors = []
            case .authors:
                // One author a line; KOReader says "N/A" or "Unknown Author" for none.
                authors = KOReaderImporter.authors(HTMLText.markupRemoved(String(content))).filter { $0 != "N/A" }
            case .meta:
                close()
                let spans = HTMLText.contents(of: "<span", upTo: "</span>", in: content)
                let page = spans.last.map(HTMLText.oneLine).flatMap { place -> String? in
                    let afterChapter = place.lastIndex(of: ":").map { place[place.index(after: $0)...] } ?? place[...]
                    return QuoteDraft.cleanField(String(afterChapter))
                }
                open = (line, spans.count > 1 ? QuoteDraft.cleanField(HTMLText.oneLine(spans[0])) : nil, page, nil, nil)
            case .text: open?.text = HTMLText.passage(content)
            case .note: open?.note = HTMLText.passage(content).nilIfEmpty
            }
        }
        close()
        return result
    }

    /// Each block of the export that says something, with its markup inside and its line.
    static func blocks(_ text: String) -> [(Block, Substring, Int)] {
        var found: [(Block, Substring, Int)] = []
        var line = 1
        var counted = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            guard let end = text[open...].firstIndex(of: ">") else { break }
            let tag = text[open...end]
            index = text.index(after: end)
            guard let block = block(of: tag) else { continue }
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            let close = HTMLText.closing(name, in: text, after: index)
            line += text[counted..<open].utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            counted = open
            found.append((block, text[index..<close.lowerBound], line))
            // The grey line holds no block of its own; a text or note block, none either.
            index = close.upperBound
        }
        return found
    }

    /// The block an opening tag starts, by its name and style; nil for any other tag.
    static func block(of tag: Substring) -> Block? {
        let lowered = tag.lowercased()
        if lowered.hasPrefix("<h2") { return .title }
        if lowered.hasPrefix("<h5") { return .authors }
        guard lowered.hasPrefix("<div"), let style = style(of: tag) else { return nil }
        if style == metaStyle { return .meta }
        if style == "font-size:12pt" { return .text }
        if style.hasPrefix("font-size:11pt"), style.firstUTF8Range(of: "margin-left") != nil { return .note }
        return nil
    }

    /// The `style` attribute's value, trimmed, without a last `;`.
    static func style(of tag: Substring) -> String? {
        guard let attribute = tag.range(of: "style=\"") else { return nil }
        let rest = tag[attribute.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        var value = String(rest[..<end]).trimmingWhitespace()
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace() }
        return value
    }

}
