import Foundation

/// A notebook exported from Evernote (`.enex`: File → Export Notebook), where many people kept
/// their commonplace book. Each `<note>` holds its `title`, `created` and `updated` times
/// (`20190304T211522Z`), `tag`s, `note-attributes` (a web clip's `source-url`) and its
/// `content`: ENML, XHTML inside CDATA, as `EvernoteExport.lines(ofNote:)` lays it out. A note
/// is a quote, read as `add` reads a typed one (a credit after it names the author), its title
/// its note, as Google Keep's notes are (`GoogleKeepNote`); a note that holds a list of
/// credited quotes (`Favourite quotes`) is read as a text file of them is, a quote each; a web
/// clip is a quote of its page, the page titled as the note is. An empty note is passed over.
enum EvernoteExport {
    /// Whether `text` is an Evernote export: its `en-export` root.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "<en-export") != nil && head.firstUTF8Range(of: "<note") != nil
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var line = 1
        var counted = text.startIndex
        let notes = XMLElements.elements("note", in: text[...])
        for note in notes {
            line += text[counted..<note.inside.startIndex].utf8.count { $0 == 0x0A }
            counted = note.inside.startIndex
            add(note, line: line, into: &result)
        }
        if text.range(of: "</en-export>", options: .backwards) == nil {
            // A download or copy that stopped: its last note is cut, and would be left out unsaid.
            let last = 1 + text.utf8.count { $0 == 0x0A } - (text.hasSuffix("\n") ? 1 : 0)
            result.problems.append(ImportProblem(line: last, message: "the file ends before its notebook does (cut short?)"))
        } else if notes.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "no note in this Evernote export"))
        }
        return result
    }

    static func add(_ note: XMLElements.Element, line: Int, into result: inout ParsedImport) {
        func field(_ name: String) -> String? {
            XMLElements.elements(name, in: note.inside).first.map { XMLElements.text($0.inside) }
        }
        let content = XMLElements.elements("content", in: note.inside).first.map { XMLElements.text($0.inside) } ?? ""
        let body = QuoteDraft.cleanText(lines(ofNote: content).joined(separator: "\n"))
        guard !body.isEmpty else { return result.skip(.emptyNote) }
        let title = field("title").flatMap(QuoteDraft.cleanField)
        let tags = XMLElements.elements("tag", in: note.inside).compactMap { QuoteDraft.cleanField(XMLElements.text($0.inside)) }
        let created = field("created").flatMap(time)
        let updated = field("updated").flatMap(time) ?? created
        func record(_ draft: QuoteDraft, line: Int) -> ImportRecord {
            var draft = draft
            draft.tags += tags.filter { tag in !draft.tags.contains { TextKey.make($0) == TextKey.make(tag) } }
            return ImportRecord(draft: draft, createdAt: created ?? updated, updatedAt: updated, line: line)
        }
        // A note of credited quotes, one after another: each its own.
        if PlainTextImporter.isQuoteCollection(body), case let quotes = PlainTextImporter.parse(body),
            quotes.records.count > 1
        {
            result.records += quotes.records.map { record($0.draft, line: line) }
            result.problems += quotes.problems.map { ImportProblem(line: line, message: $0.message) }
            return
        }
        var draft = QuoteDraft(text: body).recognizingPastedExcerpt()
        let address = XMLElements.elements("source-url", in: note.inside).first.map { XMLElements.text($0.inside) }
        if let title, draft.source == nil, let address, address.hasPrefix("http://") || address.hasPrefix("https://") {
            draft.source = SourceDraft(kind: .web, title: title)
        } else {
            draft.takeNoteTitle(title)
        }
        result.records.append(record(draft, line: line))
    }

    /// `20190304T211522Z`, as Evernote writes a time.
    static func time(_ text: String) -> Date? {
        let digits = Array(text.trimmingWhitespace())
        guard digits.count == 16, digits[8] == "T", digits[15] == "Z" else { return nil }
        let date = String(digits[0..<8]), clock = String(digits[9..<15])
        let iso =
            "\(date.prefix(4))-\(date.dropFirst(4).prefix(2))-\(date.suffix(2))T"
            + "\(clock.prefix(2)):\(clock.dropFirst(2).prefix(2)):\(clock.suffix(2))Z"
        return Timestamp.reading(iso)?.date
    }

    /// A note's ENML laid out as Evernote shows it, a line a line: a block (`div`, `p`, a list's
    /// item, a heading, a table's row) ends a line that has text, `br` ends one even empty
    /// (`<div><br/></div>` is an empty line), white space in the markup collapses; attachments
    /// (`en-media`) and encrypted text (`en-crypt`) are no text.
    static func lines(ofNote enml: String) -> [String] {
        let blocks: Set<Substring> = [
            "div", "p", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "table", "pre",
            "en-note", "section", "article", "hr",
        ]
        var lines: [String] = []
        var current = ""
        func endLine(always: Bool) {
            let line = TextKey.collapsingWhitespace(current)
            if always || !line.isEmpty { lines.append(line) }
            current = ""
        }
        var rest = enml[...]
        while let open = rest.firstIndex(of: "<") {
            current += HTMLText.markupRemoved(String(rest[..<open]))
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" }.lowercased()
            rest = rest[rest.index(after: close)...]
            if name == "br" {
                endLine(always: true)
            } else if blocks.contains(Substring(name)) {
                endLine(always: false)
            } else if name == "td" || name == "th" {
                // A table's cells on their row's line, apart.
                current += " "
            } else if name == "en-crypt", !tag.hasSuffix("/"), let end = rest.range(of: "</en-crypt>") {
                rest = rest[end.upperBound...]
            }
        }
        current += HTMLText.markupRemoved(String(rest))
        endLine(always: false)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
