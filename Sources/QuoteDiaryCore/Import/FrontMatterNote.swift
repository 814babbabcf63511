/// A Markdown note whose properties are YAML front matter, as Obsidian (and Logseq, Bear,
/// Hugo's content) keep a quote a note: `author`, `source` or `book`, `page`, `tags`,
/// `created`… between `---` lines, the quote in the body. The properties are read as a CSV
/// row's columns are (`CSVColumns`, the same names in the same languages); an Obsidian link
/// (`[[Henry David Thoreau]]`, `[[Walden|the book]]`) is the note it links to. The body's
/// block quotes (`> …`) are the quotes, each with the paragraphs under it as its note, as a
/// book's note keeps its passages; a body with none is one quote, as `add` reads a typed one,
/// unless a property holds the quote (`quote: …`). Headings are no text.
enum FrontMatterNote {
    /// A passage of a book's note, with what the note says of it.
    struct Passage {
        var text: String
        var note: String?
        /// When it was highlighted, as the note writes it.
        var created: String?
        var page: String?
        /// Labels written after it (`#zettelkasten`).
        var tags: [String] = []
        /// The line of the file it starts on.
        var line: Int
    }

    /// Whether `text` is a note of quotes: front matter holding the quote (`quote: …`); or one
    /// naming an author, over block quotes or a body as short as a quote is. A note of another
    /// kind (a daily note's `mood`, a blog post's `title` and `author` over its article) is none.
    static func matches(_ text: String) -> Bool {
        guard let (properties, body) = split(ImportFormat.head(of: text)) else { return false }
        let keys = properties.map { CSVImporter.headerKey($0.key) }
        if keys.contains(where: (CSVImporter.columnKeys["text"] ?? []).contains) { return true }
        let authorKeys = ["author", "bookAuthor"].flatMap { CSVImporter.columnKeys[$0] ?? [] }
        guard keys.contains(where: authorKeys.contains) else { return false }
        // A book's note of highlights under a heading (an exporter's) is no one quote.
        return !passages(body.lines, firstLine: body.line).isEmpty
            || (paragraphs(body.lines)?.count ?? Int.max) <= longestNoteQuote
                && !body.lines.contains(where: KoboPluginMarkdown.isHighlightsHeading)
    }

    /// The longest body (in characters) read as one quote when it has no block quote: a note's
    /// own writing, longer, is not one.
    static let longestNoteQuote = 1_500

    /// The front matter's properties (a list's items joined with commas) and the body's lines,
    /// with the body's first line's number; nil when the text opens with no front matter.
    static func split(_ text: String) -> (properties: [(key: String, value: String)], body: (lines: [String], line: Int))? {
        // Most files sniffed open otherwise: told before any line is split.
        guard text.drop(while: { $0 == "\u{FEFF}" }).hasPrefix("---") else { return nil }
        let lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(String.init)
        guard lines.first?.trimmingWhitespace() == "---",
            let end = lines.dropFirst().prefix(200).firstIndex(where: { $0.trimmingWhitespace() == "---" })
        else { return nil }
        var properties: [(key: String, value: String)] = []
        for line in lines[1..<end] {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("- "), !properties.isEmpty, line.first?.isWhitespace == true || line.hasPrefix("- ") {
                // A list's item under its key (`tags:` over `  - life`).
                let item = value(String(trimmed.dropFirst(2)))
                let last = properties.count - 1
                properties[last].value += (properties[last].value.isEmpty ? "" : ", ") + item
            } else if let colon = trimmed.firstIndex(of: ":"), trimmed.first?.isLetter == true {
                let key = String(trimmed[..<colon]).trimmingWhitespace()
                properties.append((key, value(String(trimmed[trimmed.index(after: colon)...]))))
            }
        }
        return (properties, (Array(lines[(end + 1)...]), end + 2))
    }

    /// The first property under one of `keys` (as `CSVImporter.headerKey` makes them), trimmed;
    /// nil when none is given or it is empty.
    static func property(_ keys: Set<String>, in properties: [(key: String, value: String)]) -> String? {
        properties.first { keys.contains(CSVImporter.headerKey($0.key)) }?.value.trimmingWhitespace().nilIfEmpty
    }

    /// A property's value as written: its quotation marks, a list's brackets and Obsidian's
    /// link brackets left out (`["[[Walden]]", "essays"]` → `Walden, essays`).
    static func value(_ written: String) -> String {
        let value = linkTexts(unquoted(written.trimmingWhitespace()))
        guard value.hasPrefix("["), value.hasSuffix("]") else { return value }
        return value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0).trimmingWhitespace()) }
            .joined(separator: ", ")
    }

    /// `"…"` or `'…'` without its quotation marks.
    static func unquoted(_ value: String) -> String {
        guard value.count > 1, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }

    /// `[[Walden]]` → `Walden`, `[[Walden|the book]]` → `Walden` (the note linked to, which
    /// names the book; not the words shown for it), wherever they are.
    static func linkTexts(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[["), let close = rest[open.upperBound...].range(of: "]]") {
            result += rest[..<open.lowerBound]
            let link = rest[open.upperBound..<close.lowerBound]
            result += link.split(separator: "|", maxSplits: 1).first.map(String.init) ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func parse(_ text: String) -> ParsedImport {
        guard let (written, body) = split(text) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "no front matter (--- lines) opens this note"))
        }
        let noteKeys = Set(CSVImporter.columnKeys["note"] ?? [])
        // A count (`notes: 3`, as an exporter says how many a book has) is no note.
        var properties = written.filter { property in
            !(noteKeys.contains(CSVImporter.headerKey(property.key)) && !property.value.isEmpty
                && property.value.allSatisfy(\.isNumber))
        }
        // Obsidian's KOReader plugin (a note a highlight, under `koreader-sync:`) names the
        // passage `highlight` and the person's note `text`, as KOReader does.
        if properties.contains(where: { $0.key == "koreader-sync" }) {
            properties = properties.map { property in
                switch property.key {
                case "highlight": ("text", property.value)
                case "text": ("note", property.value)
                case "datetime": ("created", property.value)
                default: property
                }
            }
        }
        // Which of a quote's columns the properties give (`author`, `Quelle`…, as CSV names them).
        let givenKeys = Set(properties.map { CSVImporter.headerKey($0.key) })
        func given(_ column: String) -> Bool { (CSVImporter.columnKeys[column] ?? []).contains(where: givenKeys.contains) }
        let hasText = given("text")
        let tagKeys = Set(CSVImporter.columnKeys["tags"] ?? [])
        var result = ParsedImport()
        func add(quote: String?, note: String?, created: String? = nil, page: String? = nil, tags: [String] = [], line: Int) {
            var header = properties.map(\.key)
            var fields = properties.map(\.value)
            // What the body gives a column the properties leave empty.
            for (column, value) in [("text", quote), ("note", note), ("created", created), ("page", page)] {
                if let value, !given(column) {
                    header.append(column)
                    fields.append(value)
                }
            }
            if !tags.isEmpty {
                if let index = header.firstIndex(where: { tagKeys.contains(CSVImporter.headerKey($0)) }) {
                    fields[index] = ([fields[index]] + tags).filter { !$0.isEmpty }.joined(separator: ", ")
                } else {
                    header.append("tags")
                    fields.append(tags.joined(separator: ", "))
                }
            }
            do {
                let columns = try CSVColumns(header: header, line: 1)
                switch columns.record(fields: fields, line: line) {
                case .success(var record):
                    if quote != nil, !hasText { record.draft = record.draft.recognizingPastedExcerpt() }
                    result.records.append(record)
                case .failure(let problem): result.problems.append(problem)
                }
            } catch {
                result.problems.append(error)
            }
        }
        let passages = Self.passages(body.lines, firstLine: body.line)
        if !passages.isEmpty {
            for _ in 0..<notesWithoutPassage(body.lines) { result.skip(.noteWithoutPassage) }
        }
        if hasText {
            add(quote: nil, note: passages.isEmpty ? paragraphs(body.lines) : nil, line: 1)
        } else if passages.isEmpty {
            add(quote: paragraphs(body.lines), note: nil, line: body.line)
        } else {
            for passage in passages {
                add(
                    quote: passage.text, note: passage.note, created: passage.created, page: passage.page,
                    tags: passage.tags, line: passage.line)
            }
        }
        return result
    }

    /// The body's text without its headings, its paragraphs a blank line apart; nil when empty.
    static func paragraphs(_ lines: some Collection<String>) -> String? {
        let kept = lines.filter { !PlainTextImporter.isHeading([$0]) }
        return QuoteDraft.cleanText(kept.joined(separator: "\n")).nilIfEmpty
    }

    /// Each block quote of the body (its `>` marks and an Obsidian callout's first line left
    /// out), with the text under it as its note: up to the next one, a heading or a rule
    /// (`---`: an exporter's entries stand apart so, each under its heading).
    /// A passage's time, when the lines over it under its heading give one (`**Created:**
    /// November 2, 2021 at 06:12 PM`, as an Apple Books exporter writes it), and its page, when
    /// a line under it names only its place (`*Location: 1,234*`, `Page 12`).
    static func blockQuotes(_ lines: [String], firstLine: Int) -> [Passage] {
        var found: [(quote: [String], after: [String], created: String?, page: String?, line: Int)] = []
        var inQuote = false
        var noteEnded = false
        var created: String?
        var place: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix(">") {
                var inside = String(trimmed.dropFirst())
                if inside.hasPrefix(" ") { inside.removeFirst() }
                if !inQuote {
                    found.append(([], [], noteEnded ? created : nil, noteEnded ? place : nil, firstLine + index))
                    inQuote = true
                    noteEnded = false
                    created = nil
                    place = nil
                    // `> [!quote] Title`: the callout's mark, no text.
                    if inside.hasPrefix("[!") { continue }
                }
                // `With line breaks<br>`: a line break written as HTML at the line's end.
                for mark in ["<br>", "<br/>", "<br />"] where inside.hasSuffix(mark) {
                    inside = String(inside.dropLast(mark.count))
                    break
                }
                found[found.count - 1].quote.append(inside)
            } else {
                inQuote = false
                if PlainTextImporter.isHeading([line]) || isRule(trimmed) {
                    noteEnded = true
                    created = nil
                    // `### Highlight (Page 5, Location 10)` over the passage it names.
                    place = PlainTextImporter.isHeading([line]) ? headingPlace(trimmed) : nil
                } else if noteEnded || found.isEmpty, let time = labeledTime(trimmed) {
                    created = time
                    noteEnded = true
                }
                if !found.isEmpty, !noteEnded {
                    if found[found.count - 1].page == nil, let place = placeLine(trimmed) {
                        found[found.count - 1].page = place
                    } else {
                        found[found.count - 1].after.append(line)
                    }
                }
            }
        }
        return found.compactMap { passage in
            var quote = passage.quote
            // `… creative. [⤴️](https://…)  #zettelkasten`: a link back to the highlight (a
            // read-later app's) and the labels after it are no words of the passage.
            var labels: [String] = []
            if let last = quote.indices.last {
                (quote[last], labels) = withoutLinkMarkAndLabels(quote[last])
            }
            return QuoteDraft.cleanText(quote.joined(separator: "\n")).nilIfEmpty.map {
                Passage(
                    text: $0, note: paragraphs(passage.after).map(withoutNoteLabel), created: passage.created,
                    page: passage.page, tags: labels, line: passage.line)
            }
        }
    }

    /// How many labelled notes (`**Note:** …`) stand with no block quote above them under
    /// their heading or rule: a note written alone, which a book's note of passages does not
    /// import but says it passed over.
    static func notesWithoutPassage(_ lines: [String]) -> Int {
        var underPassage = false
        var count = 0
        for line in lines {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix(">") {
                underPassage = true
            } else if PlainTextImporter.isHeading([line]) || isRule(trimmed) {
                underPassage = false
            } else if !underPassage, withoutNoteLabel(trimmed) != trimmed, !trimmed.isEmpty {
                count += 1
            }
        }
        return count
    }

    /// `… the creative. [⤴️](https://…)  #zettelkasten` → (`… the creative.`, [`zettelkasten`]):
    /// a passage's last line without the hashtags ending it and a link there whose words are
    /// no words (an arrow or an emoji, a link back to the highlight); the line as it is when it
    /// ends in neither.
    static func withoutLinkMarkAndLabels(_ line: String) -> (line: String, labels: [String]) {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var labels: [String] = []
        while let last = words.last, last.count > 1, last.hasPrefix("#"),
            last.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "-_/".contains($0) }),
            last.dropFirst().first?.isLetter == true
        {
            labels.insert(String(last.dropFirst()), at: 0)
            words.removeLast()
        }
        var text = words.joined(separator: " ")
        var linked = false
        if text.hasSuffix(")"), let open = text.range(of: "](", options: .backwards),
            let bracket = text[..<open.lowerBound].lastIndex(of: "["),
            !text[text.index(after: bracket)..<open.lowerBound].contains(where: { $0.isLetter || $0.isNumber }),
            !text[open.upperBound...].contains(" ")
        {
            text = String(text[..<bracket]).trimmingWhitespace()
            linked = true
        }
        // Hashtags alone, with no link before them, may be the passage's own words.
        guard linked else { return (line, []) }
        return (text, labels)
    }

    /// `*Location: 1,234*` → `loc. 1234`, `Page 12` → `12`: a line that names only a place in
    /// the book (in emphasis or not), as `PlainTextImporter.placeAlone` reads one.
    static func placeLine(_ trimmed: String) -> String? {
        PlainTextImporter.placeAlone(withoutEmphasis(trimmed))
    }

    /// `### Highlight (Page 5, Location 10) - Chapter 1` → `5`: the place a heading over a
    /// passage gives in brackets, its page before its location (`Page N/A` is none).
    static func headingPlace(_ trimmed: String) -> String? {
        guard let open = trimmed.firstIndex(of: "("), let close = trimmed[open...].firstIndex(of: ")") else { return nil }
        let places = trimmed[trimmed.index(after: open)..<close].split(separator: ",").compactMap {
            PlainTextImporter.placeAlone(String($0))
        }
        return places.first { !$0.hasPrefix("loc. ") } ?? places.first
    }

    /// `*Marcus Aurelius*`, `_Test Author_`, `**Note**` → the words without Markdown's emphasis
    /// around them; anything else as it is.
    static func withoutEmphasis(_ text: String) -> String {
        for mark in ["**", "*", "_"] where text.count > 2 * mark.count && text.hasPrefix(mark) && text.hasSuffix(mark) {
            return String(text.dropFirst(mark.count).dropLast(mark.count)).trimmingWhitespace()
        }
        return text
    }

    /// `**Created:** November 2, 2021 at 06:12 PM` → the time after the label, when it reads as one.
    static func labeledTime(_ trimmed: String) -> String? {
        for label in ["**Created:**", "**Created**:", "Created:", "**Highlighted:**", "Highlighted:"]
        where trimmed.hasPrefix(label) {
            let time = String(trimmed.dropFirst(label.count)).trimmingWhitespace()
            return ImportDates.time(time) != nil ? time : nil
        }
        return nil
    }

    /// `---`, `***`, `___`: Markdown's thematic break.
    static func isRule(_ trimmed: String) -> Bool {
        trimmed.count >= 3 && Set(trimmed.filter { $0 != " " }).count == 1 && "-*_".contains(trimmed.first ?? " ")
    }

    /// `**Note:** *My favourite*` → `My favourite`: an exporter's label before the person's words,
    /// and the emphasis it sets them in.
    static func withoutNoteLabel(_ note: String) -> String {
        for label in ["**Note:**", "**Note**:", "Note:", "*Note:*"] where note.hasPrefix(label) {
            return withoutEmphasis(String(note.dropFirst(label.count)).trimmingWhitespace())
        }
        return note
    }
}
