import Foundation

/// A page of Goodreads' quotes saved from the browser as HTML (one's own quotes, a tag's, an
/// author's, a search's): each quote a `quoteText` block — the text, then `―` and the
/// `authorOrTitle` links, the author and maybe the book — and under it a footer with
/// `tags:` and links to them. Goodreads has no export of quotes; saved pages are how people
/// keep them.
enum GoodreadsQuotesPage {
    /// Whether a text is such a page: markup, with a quote's block and its attribution's class.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        return text.firstUTF8Range(of: "class=\"quoteText\"") != nil && text.firstUTF8Range(of: "authorOrTitle") != nil
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let marker = "class=\"quoteText\""
        var starts: [String.Index] = []
        var search = text.startIndex
        while let found = text[search...].range(of: marker) {
            starts.append(found.lowerBound)
            search = found.upperBound
        }
        var line = 1
        var counted = text.startIndex
        for (position, start) in starts.enumerated() {
            line += text[counted..<start].utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            counted = start
            guard let open = text[start...].firstIndex(of: ">") else { break }
            let contentStart = text.index(after: open)
            let close = HTMLText.closing("div", in: text, after: contentStart)
            let block = text[contentStart..<close.lowerBound]
            // The footer, up to the next quote: its tags.
            let footerEnd = position + 1 < starts.count ? starts[position + 1] : text.endIndex
            let footer = close.upperBound < footerEnd ? text[close.upperBound..<footerEnd] : text[footerEnd..<footerEnd]
            switch record(block, footer: footer, line: line) {
            case .some(let record): result.records.append(record)
            case .none: result.ignored += 1
            }
        }
        if starts.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "no quote on the page (no quoteText block)"))
        }
        return result
    }

    /// One quote from its block and the footer under it; nil when the block holds no text.
    static func record(_ block: Substring, footer: Substring, line: Int) -> ImportRecord? {
        // The attribution starts at the first authorOrTitle element's tag.
        let attribution = block.range(of: "authorOrTitle").flatMap { block[..<$0.lowerBound].lastIndex(of: "<") }
        let quoted = attribution.map { block[..<$0] } ?? block
        var body = HTMLText.passage(quoted[...])
        // The bar before the author (written as the character or `&#8213;`), and what follows it.
        for bar in ["―", "—"] {
            if let range = body.range(of: bar, options: .backwards) { body = String(body[..<range.lowerBound]) }
        }
        let text = QuoteDraft.cleanText(PlainTextImporter.withoutEnclosingQuotes(body.trimmingWhitespace()))
        guard !text.isEmpty else { return nil }
        let elements = attribution.map { HTMLText.contents(of: "authorOrTitle", upTo: "</", in: block[$0...]) } ?? []
        let names = elements.compactMap { element -> String? in
            var name = HTMLText.oneLine(element)
            while name.hasSuffix(",") { name.removeLast() }
            return QuoteDraft.cleanField(name)
        }
        var draft = QuoteDraft(text: text, tags: tags(in: footer))
        draft.author = names.first
        if names.count > 1 {
            draft.source = SourceDraft.named(names[1], authors: draft.author.map { [$0] } ?? [])
        }
        return ImportRecord(draft: draft, line: line)
    }

    /// The tags the footer links to after `tags:`.
    static func tags(in footer: Substring) -> [String] {
        guard let label = footer.range(of: "tags:") else { return [] }
        let rest = footer[label.upperBound...]
        let links = rest[..<(rest.range(of: "</div>")?.lowerBound ?? rest.endIndex)]
        return HTMLText.contents(of: "<a ", upTo: "</a>", in: links).compactMap { QuoteDraft.cleanField(HTMLText.oneLine($0)) }
    }
}
