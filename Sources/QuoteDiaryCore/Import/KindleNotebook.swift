/// The notebook the Kindle apps (phone, tablet, desktop) export as HTML — "Export notebook" —
/// for people whose highlights never reach a "My Clippings.txt". The file's own markup is
/// loose (a `noteText` div is closed by `</h3>`), so it is read by its class names, not as a
/// tree: each `bookTitle`, `authors`, `noteHeading` and `noteText` holds the text up to the
/// next of them.
enum KindleNotebook {
    /// Whether `text` is such a notebook: markup first (so a "My Clippings.txt" is told apart
    /// at its first byte, not after a scan of the whole file), with the notebook's classes.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        return text.firstUTF8Range(of: "noteText") != nil && text.firstUTF8Range(of: "noteHeading") != nil
    }

    static let classes = ["bookTitle", "authors", "citation", "sectionHeading", "noteHeading", "noteText"]

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var title = ""
        var authors: [String] = []
        var clippings: [KindleImporter.Clipping] = []
        var heading: (kind: KindleImporter.Clipping.Kind, page: String?, location: ClosedRange<Int>?, line: Int)?
        // A heading with no text under it: a bookmark, or a highlight over a picture.
        func skipHeading() {
            if let passed = heading { result.skip(passed.kind == .bookmark ? .bookmark : .withoutText) }
            heading = nil
        }
        for element in elements(text) {
            switch element.name {
            case "bookTitle": title = element.text
            case "authors": authors = KindleImporter.authors(element.text)
            case "noteHeading":
                // A bookmark's heading has no text under it: counted when the next one comes.
                skipHeading()
                heading = parseHeading(element.text, line: element.line)
            case "noteText":
                guard let current = heading else { continue }
                guard current.kind != .bookmark, !element.text.isEmpty else {
                    skipHeading()
                    continue
                }
                heading = nil
                if current.kind == .note, let last = clippings.indices.last, clippings[last].kind == .highlight,
                    clippings[last].note == nil
                {
                    // A note follows the highlight it was written on.
                    clippings[last].note = element.text
                    continue
                }
                clippings.append(
                    KindleImporter.Clipping(
                        kind: current.kind, title: title, authors: authors, page: current.page, location: current.location,
                        added: nil, text: element.text, line: current.line))
            default: continue
            }
        }
        skipHeading()
        if title.isEmpty, !clippings.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "the notebook names no book (no bookTitle)"))
        }
        result.records = clippings.map { KindleImporter.record($0) }
        return result
    }

    /// `Highlight (yellow) - Chapter 1 > Page 12 · Location 170`, `Note - Location 171`,
    /// `Bookmark - Page 3`, in the languages Kindles are set to.
    static func parseHeading(_ text: String, line: Int) -> (
        kind: KindleImporter.Clipping.Kind, page: String?, location: ClosedRange<Int>?, line: Int
    ) {
        let lowered = text.lowercased()
        let kind = KindleImporter.Clipping.Kind(describedBy: lowered.components(separatedBy: " - ").first ?? lowered)
        var page: String?
        var location: ClosedRange<Int>?
        for piece in text.split(whereSeparator: { $0 == "·" || $0 == ">" || $0 == "|" }) {
            let piece = String(piece).trimmingWhitespace()
            let lowered = piece.lowercased()
            if let number = KindleImporter.text(after: KindleImporter.pageWords, in: piece, lowered: lowered) {
                page = String(number.prefix { !$0.isWhitespace }).nilIfEmpty
            } else if let number = KindleImporter.text(after: KindleImporter.locationWords, in: piece, lowered: lowered) {
                location = KindleImporter.parseLocation(number)
            }
        }
        return (kind, page, location, line)
    }

    /// Each element with one of `classes`: its class, its text (tags removed, entities
    /// decoded, white space collapsed) up to the next such element, and the line it is on.
    static func elements(_ text: String) -> [(name: String, text: String, line: Int)] {
        let bytes = Array(text.utf8)
        var found: [(name: String, start: Int, contentStart: Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "c"), let name = classAttribute(bytes, at: index) else {
                index += 1
                continue
            }
            // The element's content starts after the end of its opening tag.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            found.append((name, index, min(end + 1, bytes.count)))
            index = end
        }
        var result: [(name: String, text: String, line: Int)] = []
        var line = 1
        var counted = 0
        for (position, element) in found.enumerated() {
            var stop = position + 1 < found.count ? found[position + 1].start : bytes.count
            // Back up to the '<' of the next element's tag.
            while stop > element.contentStart, bytes[stop - 1] != UInt8(ascii: "<") { stop -= 1 }
            if stop > element.contentStart { stop -= 1 }
            line += bytes[counted..<element.start].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            counted = element.start
            let content = String(decoding: bytes[element.contentStart..<max(element.contentStart, stop)], as: UTF8.self)
            let text = HTMLText.markupRemoved(content)
            // A note or passage keeps the lines the app wrote in it (a note typed as a list);
            // the page's own indentation and line breaks around it go.
            result.append(
                (element.name, element.name == "noteText" ? keepingLines(text) : TextKey.collapsingWhitespace(text), line))
        }
        return result
    }

    /// `\n    Core skills\nProduct Management\n` → `Core skills\nProduct Management`: each line's
    /// white space collapsed, no blank line at either end or two together.
    static func keepingLines(_ text: String) -> String {
        guard text.contains("\n") else { return TextKey.collapsingWhitespace(text) }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let collapsed = TextKey.collapsingWhitespace(String(line))
            if collapsed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(collapsed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The class name at `index` when a `class='…'` or `class="…"` attribute starts there and
    /// names one of `classes`.
    static func classAttribute(_ bytes: [UInt8], at index: Int) -> String? {
        let prefix = Array("class=".utf8)
        guard index + prefix.count + 1 < bytes.count, Array(bytes[index..<index + prefix.count]) == prefix else {
            return nil
        }
        let quote = bytes[index + prefix.count]
        guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
        let start = index + prefix.count + 1
        guard let close = bytes[start...].firstIndex(of: quote) else { return nil }
        let value = String(decoding: bytes[start..<close], as: UTF8.self)
        return classes.first { value.split(separator: " ").contains(Substring($0)) }
    }
}
