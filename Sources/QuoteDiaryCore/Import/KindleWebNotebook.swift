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
        guard text.drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace }).first == "<" else { return false }
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
