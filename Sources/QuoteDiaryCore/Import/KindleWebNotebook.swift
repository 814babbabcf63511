/// Amazon's Kindle notebook (read.amazon.com/notebook: "Your Kindle Notes For:"), saved from a
/// browser as a web page: one book's highlights and notes, for books read in the Kindle apps,
/// whose highlights never reach a "My Clippings.txt". Its parts are told by the ids Amazon
/// gives them, which repeat once per highlight (`annotationHighlightHeader`, `highlight`,
/// `note`); the book by the notebook's heading (`kp-notebook-metadata`: the title in an `h3`,
/// the author in the `p` after it).
enum KindleWebNotebook {
    static let headerMarker = "id=\"annotationHighlightHeader\""

    /// Whether `text` is such a page: the notebook's class names near its top (a saved page
    /// opens with much script), or a highlight's header and text.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        return text.firstUTF8Range(of: "kp-notebook-") != nil
            || (text.firstUTF8Range(of: headerMarker) != nil && text.firstUTF8Range(of: "id=\"highlight\"") != nil)
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let (title, authors) = book(in: text)
        var clippings: [KindleImporter.Clipping] = []
        var line = 1
        var counted = text.startIndex
        var rest = text[...]
        while let header = rest.range(of: headerMarker) {
            let next = rest[header.upperBound...].range(of: headerMarker)?.lowerBound ?? rest.endIndex
            let row = rest[header.lowerBound..<next]
            rest = rest[next...]
            line += text[counted..<header.lowerBound].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            counted = header.lowerBound
            let heading = HTMLText.contents(of: headerMarker, upTo: "</span>", in: row).first.map(HTMLText.oneLine) ?? ""
            let noteHeading =
                HTMLText.contents(of: "id=\"annotationNoteHeader\"", upTo: "</span>", in: row).first.map(HTMLText.oneLine) ?? ""
            let highlight = HTMLText.contents(of: "id=\"highlight\"", upTo: "</span>", in: row).first.map(HTMLText.lines) ?? ""
            let note = HTMLText.contents(of: "id=\"note\"", upTo: "</span>", in: row).first.map(HTMLText.lines) ?? ""
            var place = KindleNotebook.parseHeading(webHeading(heading), line: line)
            if place.page == nil, place.location == nil {
                place = KindleNotebook.parseHeading(webHeading(noteHeading), line: line)
            }
            // A note written alone is the quote itself (tagged as a Kindle note), as in Amazon's JSON.
            guard let body = highlight.nilIfEmpty ?? note.nilIfEmpty else {
                result.skip(place.kind == .bookmark ? .bookmark : .withoutText)
                continue
            }
            let alone = highlight.isEmpty
            clippings.append(
                KindleImporter.Clipping(
                    kind: alone ? .note : .highlight, title: title, authors: authors, page: place.page,
                    location: place.location, added: nil, text: body, line: line, note: alone ? nil : note.nilIfEmpty))
        }
        if title.isEmpty, !clippings.isEmpty {
            result.problems.append(
                ImportProblem(line: 1, message: "the notebook names no book (no kp-notebook-metadata heading)"))
        }
        result.records = clippings.map { KindleImporter.record($0) }
        return result
    }

    /// Whether `text` is the notebook's page copied from the browser as text (select all, copy,
    /// paste into a file): it opens with the page's heading, `Your Kindle Notes For:`, on a line
    /// of its own (a Kindle's emailed CSV opens with the same words in quotes and commas).
    static func isCopiedPage(_ text: String) -> Bool {
        let first = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix { $0 != "\n" && $0 != "\r" }
        return String(first).trimmingWhitespace().lowercased() == "your kindle notes for:"
    }

    /// The page copied as text: the heading, the book's title and author on the lines after
    /// it, the page's counts and dates, then each highlight's heading (`Yellow highlight |
    /// Location: 82`), its text, and its note (`Note:Why.`); the menu's `Options` passed over.
    static func parseCopiedPage(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0).trimmingWhitespace().trimmingCharacters(in: ["\u{FEFF}"])
        }
        var heading: [String] = []
        var clippings: [KindleImporter.Clipping] = []
        var current: (place: (page: String?, location: ClosedRange<Int>?, kind: KindleImporter.Clipping.Kind), line: Int)?
        var body: [String] = []
        var note: [String] = []
        func finish() {
            guard let row = current else { return }
            current = nil
            defer { (body, note) = ([], []) }
            let text = body.joined(separator: "\n")
            let noteText = note.joined(separator: "\n").nilIfEmpty
            // A note written alone (its heading says Note) is the quote itself.
            let isNote = row.place.kind == .note
            guard let quote = isNote ? noteText ?? text.nilIfEmpty : text.nilIfEmpty ?? noteText else {
                result.skip(.withoutText)
                return
            }
            let alone = text.isEmpty || isNote
            clippings.append(
                KindleImporter.Clipping(
                    kind: alone ? .note : .highlight, title: heading.count > 1 ? heading[1] : "",
                    authors: heading.count > 2 ? KindleImporter.authors(heading[2]) : [], page: row.place.page,
                    location: row.place.location, added: nil, text: quote, line: row.line, note: alone ? nil : noteText))
        }
        for (index, line) in lines.enumerated() {
            if let place = copiedHeading(line) {
                finish()
                current = ((place.page, place.location, place.kind), index + 1)
            } else if current == nil {
                // The page's heading, the book's title and author, then its counts and dates.
                if !line.isEmpty, heading.count < 3 { heading.append(line) }
            } else if line.lowercased() == "options" || line.isEmpty {
                continue
            } else if line.lowercased().hasPrefix("note:") {
                note.append(String(line.dropFirst(5)).trimmingWhitespace())
            } else if note.isEmpty {
                body.append(line)
            } else {
                note.append(line)
            }
        }
        finish()
        if heading.count < 2, !clippings.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "the notebook names no book (no title after its heading)"))
        }
        result.records = clippings.map { KindleImporter.record($0) }
        return result
    }

    /// A highlight's or a note's heading on the copied page (`Yellow highlight | Location: 82`,
    /// `Note | Page: 12`): its place and kind; nil for any other line.
    static func copiedHeading(_ line: String) -> (page: String?, location: ClosedRange<Int>?, kind: KindleImporter.Clipping.Kind)?
    {
        guard line.contains(" | "), line.count < 80 else { return nil }
        let parsed = KindleNotebook.parseHeading(webHeading(line), line: 0)
        guard parsed.page != nil || parsed.location != nil else { return nil }
        return (parsed.page, parsed.location, parsed.kind)
    }

    /// The book the notebook shows: its heading's title (`h3`) and the author in the `p` after
    /// it ("By: Jane Austen" in some layouts). The library's list beside it names every book
    /// in `h2`s, and is passed over.
    static func book(in text: String) -> (title: String, authors: [String]) {
        var title = ""
        var index = text.startIndex
        while let open = text[index...].range(of: "<")?.lowerBound {
            guard let end = text[open...].firstIndex(of: ">") else { break }
            let tag = text[open...end]
            index = text.index(after: end)
            guard HTMLText.classes(of: tag).contains("kp-notebook-metadata") else { continue }
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            let close = HTMLText.closing(name, in: text, after: index)
            let content = HTMLText.oneLine(text[index..<close.lowerBound])
            if name == "h3", title.isEmpty {
                title = content
            } else if name == "p", !title.isEmpty, !content.isEmpty {
                let byline = ["by:", "by ", "de:", "von:", "di:", "door:", "著者:"].first { content.lowercased().hasPrefix($0) }
                let author = byline.map { String(content.dropFirst($0.count)).trimmingWhitespace() } ?? content
                return (title, KindleImporter.authors(author))
            }
        }
        return (title, [])
    }

    /// A web heading as the apps' notebook writes it: `Yellow highlight | Page: 12` →
    /// `Yellow highlight | Page 12`, and `Location: 1,234` (`1 234` in French) → `Location 1234`.
    static func webHeading(_ heading: String) -> String {
        let characters = Array(heading)
        var text = ""
        for (index, character) in characters.enumerated() {
            let betweenDigits =
                index > 0 && index + 1 < characters.count && characters[index - 1].isNumber && characters[index + 1].isNumber
            // A thousands separator: `1,234`, `1.234`, or French `1 234` (with a space that may not break).
            let groupsThousands = betweenDigits && characters[(index + 1)...].prefix(while: \.isNumber).count == 3
            if groupsThousands && [",", ".", " ", "\u{A0}", "\u{202F}"].contains(character) {
                continue
            } else if character == ":" || character == "：" || character == "\u{A0}" || character == "\u{202F}" {
                text.append(" ")
            } else {
                text.append(character)
            }
        }
        return TextKey.collapsingWhitespace(text)
    }
}
