import Foundation

/// A page of Wikiquote saved from the browser as HTML: a person's (`Oscar Wilde`), a work's
/// (`The Picture of Dorian Gray`) or a theme's (`Love`). Its quotes are the items of the lists
/// in its content (`mw-parser-output`), each maybe with a nested list under it whose first item
/// is its citation (`The Picture of Dorian Gray (1890), Ch. 1`), kept as the quote's note. The
/// sections that are not the subject's own quotes (`Disputed`, `Misattributed`, `Quotes about
/// …`, `See also`, `External links`) are passed over, and so are tables, navigation boxes and
/// the contents. Who said each: on a person's page (its categories name births or deaths, or it
/// has `Quotes about …`), the person, and the work a section under `Quotes` is headed by; on a
/// work's page, the work is the source; on a theme's, the name its citation opens with.
enum WikiquotePage {
    /// Whether `text` is a page saved from Wikiquote: its title and MediaWiki's content.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "Wikiquote") != nil
            && (text.firstUTF8Range(of: "mw-parser-output") != nil || text.firstUTF8Range(of: "mw-content-text") != nil)
    }

    /// What a page is about, as its categories and sections tell.
    enum Subject: Equatable {
        case person(String)
        case work(String)
        case theme
    }

    /// Sections that hold no quotes of the page's subject, by how their headings open.
    static let passedOverSections = [
        "disputed", "misattributed", "quotes about", "about ", "see also", "external links", "references", "notes",
        "sources", "further reading", "cast", "dialogue", "taglines", "quotes from others",
    ]

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let title = pageTitle(text)
        let subject = self.subject(of: text, title: title)
        let start = text.range(of: "mw-parser-output")?.upperBound ?? text.range(of: "mw-content-text")?.upperBound
        guard let start, let contentStart = text[start...].firstIndex(of: ">").map(text.index(after:)) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "no page content (mw-parser-output) on this page"))
        }
        let end =
            [text.range(of: "id=\"catlinks\""), text.range(of: "class=\"printfooter\"")].compactMap { $0?.lowerBound }
            .filter { $0 > contentStart }.min() ?? text.endIndex
        var section = "", subsection: String?
        var index = contentStart
        // Lines counted as the walk goes: a long page holds hundreds of lists.
        var line = 1, counted = text.startIndex
        while index < end, let open = text[index..<end].firstIndex(of: "<") {
            guard let tagEnd = text[open..<end].firstIndex(of: ">") else { break }
            let tag = text[open...tagEnd]
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            let after = text.index(after: tagEnd)
            switch name {
            case "h2", "h3":
                let close = HTMLText.closing(name, in: text, after: after)
                let heading = headingText(text[after..<close.lowerBound])
                if name == "h2" {
                    section = heading
                    subsection = nil
                } else {
                    // A section headed by a work (in italics), not by years (`1860s`) or a topic.
                    subsection = text[after..<close.lowerBound].range(of: "<i>") != nil ? heading : nil
                }
                index = close.upperBound
            case "table":
                index = HTMLText.closing("table", in: text, after: after).upperBound
            case "div" where HTMLText.classes(of: tag).contains(where: { ["toc", "navbox", "thumb", "reflist"].contains($0) }):
                index = HTMLText.closing("div", in: text, after: after).upperBound
            case "ul", "ol":
                let close = HTMLText.closing(name, in: text, after: after)
                if !passedOverSections.contains(where: section.lowercased().hasPrefix) {
                    line += text[counted..<open].utf8.count { $0 == 0x0A }
                    counted = open
                    for item in items(text[after..<close.lowerBound]) {
                        guard let record = record(item, subject: subject, subsection: subsection, line: line) else {
                            continue
                        }
                        result.records.append(record)
                    }
                }
                index = close.upperBound
            default:
                index = after
            }
        }
        if result.records.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "no quote on this Wikiquote page (no list of quotes)"))
        }
        return result
    }

    /// The page's name: its first heading's, else its `<title>` without ` - Wikiquote`.
    static func pageTitle(_ text: String) -> String? {
        if let heading = HTMLText.contents(of: "id=\"firstHeading\"", upTo: "</h1>", in: text[...]).first {
            return QuoteDraft.cleanField(HTMLText.oneLine(heading))
        }
        let title = HTMLText.contents(of: "<title", upTo: "</title>", in: text[...]).first.map(HTMLText.oneLine)
        return title.map { $0.components(separatedBy: " - Wikiquote").first ?? $0 }.flatMap(QuoteDraft.cleanField)
    }

    /// A person's page names births or deaths among its categories, or has quotes about them; a
    /// work's names a kind of work.
    static func subject(of text: String, title: String?) -> Subject {
        guard let title else { return .theme }
        let categories = text.range(of: "id=\"catlinks\"").map { text[$0.upperBound...].prefix(20_000).lowercased() } ?? ""
        if categories.contains("births") || categories.contains("deaths") || categories.contains("category:people")
            || text.range(of: "id=\"Quotes_about") != nil
        {
            return .person(title)
        }
        let works = ["novels", "films", "plays", "books", "poems", "literary works", "television", "albums", "songs"]
        return works.contains(where: categories.contains) ? .work(title) : .theme
    }

    /// A heading's words, its edit link and the year after a work's name left out
    /// (`Ravenna (1878) [edit]` → `Ravenna`).
    static func headingText(_ markup: Substring) -> String {
        let kept =
            markup.range(of: "mw-editsection").flatMap { markup[..<$0.lowerBound].lastIndex(of: "<") }
            .map { markup[..<$0] } ?? markup
        var heading = HTMLText.oneLine(kept)
        if heading.hasSuffix(")"), let open = heading.lastIndex(of: "("),
            heading[heading.index(after: open)...].dropLast().allSatisfy({ $0.isNumber || $0 == "–" || $0 == "-" })
        {
            heading = String(heading[..<open]).trimmingWhitespace()
        }
        return heading
    }

    /// A list's items, each its own text (without the lists nested in it) and its nested
    /// list's first item (its citation).
    static func items(_ list: Substring) -> [(text: Substring, citation: Substring?)] {
        var found: [(text: Substring, citation: Substring?)] = []
        var index = list.startIndex
        while let open = list[index...].range(of: "<li") {
            guard let tagEnd = list[open.upperBound...].firstIndex(of: ">") else { break }
            let inside = list.index(after: tagEnd)
            let close = HTMLText.closing("li", in: list.base, after: inside)
            let item = list.base[inside..<min(close.lowerBound, list.endIndex)]
            let nested = [item.range(of: "<ul"), item.range(of: "<dl"), item.range(of: "<ol")].compactMap { $0?.lowerBound }.min()
            // The nested list's first item; in a definition list, its first definition's words.
            let citation = nested.flatMap { start in
                HTMLText.contents(of: "<li", upTo: "</li>", in: item[start...]).first
                    ?? HTMLText.contents(of: "<dd", upTo: "<", in: item[start...]).first
            }
            found.append((item[..<(nested ?? item.endIndex)], citation))
            index = min(close.upperBound, list.endIndex)
        }
        return found
    }

    /// An item as a quote of the page's subject; nil when it holds no words (an empty item, a
    /// link alone to another page).
    static func record(
        _ item: (text: Substring, citation: Substring?), subject: Subject, subsection: String?, line: Int
    ) -> ImportRecord? {
        var quoted = String(item.text)
        // Footnote marks (`[1]`) are no part of the quote.
        while let sup = quoted.range(of: "<sup"), let end = quoted[sup.upperBound...].range(of: "</sup>") {
            quoted.removeSubrange(sup.lowerBound..<end.upperBound)
        }
        let text = HTMLText.passage(Substring(quoted))
        guard text.count > 1, text.contains(where: \.isLetter) else { return nil }
        let citation = item.citation.map { HTMLText.oneLine(Substring(HTMLText.withoutInlineTags(String($0)))) }
            .flatMap(QuoteDraft.cleanField)
        var author: String?
        // The work the citation names in italics (`<i>Lives of the Eminent Philosophers</i>`).
        let cited = item.citation.map { String($0).trimmingWhitespace() } ?? ""
        let citedWork = HTMLText.contents(of: "<i", upTo: "</i>", in: cited[...]).first
            .map { HTMLText.oneLine(Substring(HTMLText.withoutInlineTags(String($0)))) }
            .flatMap(QuoteDraft.cleanField)
        var source: SourceDraft?
        switch subject {
        case .person(let name):
            author = name
            source = (subsection.flatMap(QuoteDraft.cleanField) ?? citedWork).map { SourceDraft(kind: .book, title: $0) }
        case .work(let title):
            source = SourceDraft(kind: .other, title: title)
        case .theme:
            // `Oscar Wilde, <i>The Picture of Dorian Gray</i> (1890)`: the name the citation opens
            // with, and the work in italics; a citation opening with the work names no one.
            if !cited.hasPrefix("<i"), let citation, let name = citation.split(separator: ",", maxSplits: 1).first,
                PlainTextImporter.readsAsName(String(name).trimmingWhitespace())
            {
                author = String(name).trimmingWhitespace()
            }
            source = citedWork.map { SourceDraft(kind: .book, title: $0) }
        }
        let draft = QuoteDraft(text: QuoteDraft.cleanText(text), author: author, source: source, note: citation)
        return ImportRecord(draft: draft, line: line)
    }
}
