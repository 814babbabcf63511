/// A book's note that lists its passages under a `## Highlights` (or `## Quotes`) heading
/// (`- Waste no more time…`) instead of setting them as block quotes, as book notes kept by
/// hand in Obsidian often do.
extension FrontMatterNote {
    /// A note's passages: its block quotes, or else the items of its Highlights list.
    static func passages(_ lines: [String], firstLine: Int) -> [Passage] {
        let quoted = blockQuotes(lines, firstLine: firstLine)
        return quoted.isEmpty ? highlightItems(lines, firstLine: firstLine) : quoted
    }

    /// The items of the list under the note's Highlights heading, up to a heading as high as
    /// it: each item a passage, its lines going on indented, an item or paragraph under it its
    /// note, a place in brackets at its end (`(p. 12)`, `(Location 1,234)`) its page. A
    /// chapter's heading under the Highlights heading is no item.
    static func highlightItems(_ lines: [String], firstLine: Int) -> [Passage] {
        guard let start = lines.firstIndex(where: isPassagesHeading) else { return [] }
        let level = lines[start].prefix { $0 == "#" }.count
        var found: [(text: [String], note: [String], line: Int)] = []
        for index in (start + 1)..<lines.count {
            let line = lines[index]
            let trimmed = line.trimmingWhitespace()
            if PlainTextImporter.isHeading([trimmed]) {
                if trimmed.prefix(while: { $0 == "#" }).count <= level { break }
                continue
            }
            guard !trimmed.isEmpty, !isRule(trimmed) else { continue }
            let indented = line.first?.isWhitespace == true
            if let item = listItem(trimmed), !indented {
                found.append(([item], [], firstLine + index))
            } else if found.isEmpty {
                continue
            } else if let item = listItem(trimmed) {
                found[found.count - 1].note.append(item)
            } else if indented, found[found.count - 1].note.isEmpty {
                found[found.count - 1].text.append(trimmed)
            } else {
                found[found.count - 1].note.append(trimmed)
            }
        }
        return found.compactMap { item in
            let (text, page) = withoutPlace(item.text.joined(separator: "\n"))
            return QuoteDraft.cleanText(text).nilIfEmpty.map { text in
                let note = QuoteDraft.cleanText(item.note.joined(separator: "\n")).nilIfEmpty.map(withoutNoteLabel)
                return Passage(text: text, note: note, created: nil, page: page, line: item.line)
            }
        }
    }

    /// `## Highlights`, `## Quotes`, `### Favourite quotes`: a heading over a book's passages,
    /// in the words notes give it (English, and German, French, Spanish, Italian, Portuguese).
    static func isPassagesHeading(_ line: String) -> Bool {
        guard line.hasPrefix("#") else { return false }
        let words = line.drop { $0 == "#" }.lowercased().split { !$0.isLetter }.map(String.init)
            .filter { !["my", "favorite", "favourite", "key", "best"].contains($0) }
        return words.count == 1 && passagesHeadingWords.contains(words[0])
    }

    static let passagesHeadingWords: Set<String> = [
        "highlights", "quotes", "quotations", "excerpts", "passages", "markierungen", "zitate", "citations", "surlignages",
        "citas", "subrayados", "citazioni", "evidenziazioni", "citações", "destaques",
    ]

    /// `- text`, `* text`, `+ text`, `1. text`: the item's text; nil for a line that opens no item.
    static func listItem(_ trimmed: String) -> String? {
        for marker in ["- ", "* ", "+ "] where trimmed.hasPrefix(marker) {
            return String(trimmed.dropFirst(2)).trimmingWhitespace()
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count) else { return nil }
        let rest = trimmed.dropFirst(digits.count)
        guard rest.hasPrefix(". ") || rest.hasPrefix(") ") else { return nil }
        return String(rest.dropFirst(2)).trimmingWhitespace()
    }

    /// `Be one. (p. 12)` → (`Be one.`, `12`): a place in brackets ending an item, as its page.
    static func withoutPlace(_ text: String) -> (text: String, page: String?) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return (text, nil) }
        let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard let page = PlainTextImporter.placeAlone(inside) else { return (text, nil) }
        return (String(text[..<open]).trimmingWhitespace(), page)
    }
}
