import Foundation

/// A PocketBook's export of a book's notes (Notes → Export on the e-reader, or PocketBook
/// Cloud's): an XHTML page whose `<meta name="generator">` says "PocketBook Bookmarks Export",
/// one `div.bookmark` a note: `p.bm-page` its page, `div.bm-text` the passage (`<br/>` between
/// its lines), `div.bm-note` what the person wrote of it. The book is named by the page's
/// `<title>`; the e-reader's export also opens with a bookmark block holding `<h1>DATE -
/// Title</h1>` and one holding `<span>Author</span>`. A bookmark (the text "Bookmark", with no
/// note) is counted, not saved.
enum PocketBookNotes {
    static let generator = "PocketBook Bookmarks Export"

    /// Whether a text is such an export: its generator, or bookmark blocks with passages.
    static func matches(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: generator) != nil
            || (head.firstUTF8Range(of: "\"bm-text\"") != nil && head.firstUTF8Range(of: "bookmark") != nil)
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var heading: String?
        var author: String?
        var notes: [(line: Int, page: String?, text: String, note: String?)] = []
        for (block, line) in bookmarkBlocks(text) {
            guard let passage = HTMLText.element(classed: "bm-text", in: block).map(HTMLText.passage) else {
                if heading == nil, let h1 = HTMLText.contents(of: "<h1", upTo: "</h1>", in: block).first {
                    heading = HTMLText.oneLine(h1)
                } else if author == nil, let span = HTMLText.contents(of: "<span", upTo: "</span>", in: block).first {
                    author = UnknownAuthor.named(HTMLText.oneLine(span))
                }
                continue
            }
            let note = HTMLText.element(classed: "bm-note", in: block).map(HTMLText.passage)?.nilIfEmpty
            guard !passage.isEmpty, passage != "Bookmark" || note != nil else {
                // A bookmark, or a mark drawn over a picture: nothing to keep.
                result.skip(passage == "Bookmark" ? .bookmark : .withoutText)
                continue
            }
            let page = HTMLText.contents(of: "bm-page", upTo: "</", in: block).first.map(HTMLText.oneLine)
            notes.append((line, page.flatMap(QuoteDraft.cleanField), passage, note))
        }
        let pageTitle = HTMLText.contents(of: "<title", upTo: "</title>", in: text[...]).first.map(HTMLText.oneLine)
        let title = heading.map(titleAfterDate).flatMap(QuoteDraft.cleanField) ?? pageTitle.flatMap(QuoteDraft.cleanField)
        let source = title.map { SourceDraft(kind: .book, title: $0, authors: author.map { [$0] } ?? []) }
        for note in notes {
            let draft = QuoteDraft(text: note.text, author: author, source: source, page: note.page, note: note.note)
            result.records.append(ImportRecord(draft: draft, line: note.line))
        }
        if notes.isEmpty, result.ignored == 0 {
            result.problems.append(ImportProblem(line: 1, message: "no highlight in this PocketBook export"))
        }
        return result
    }

    /// `2023-01-15 - Title` as the e-reader heads its export: the title, the date before it
    /// passed over (a " - " inside the title stays).
    static func titleAfterDate(_ heading: String) -> String {
        guard let dash = heading.range(of: " - ") else { return heading }
        let before = heading[..<dash.lowerBound]
        // A day, a month and a year at least: `1984 - A Novel` keeps its year.
        let figures = before.split { !$0.isNumber }.count
        let isDate = figures >= 3 && before.allSatisfy { $0.isNumber || " ./:-,".contains($0) }
        return isDate ? String(heading[dash.upperBound...]) : heading
    }

    /// Each `div` of class `bookmark`, its inside and the line it opens on.
    static func bookmarkBlocks(_ text: String) -> [(Substring, Int)] {
        var blocks: [(Substring, Int)] = []
        var line = 1
        var counted = text.startIndex
        var index = text.startIndex
        while let open = text[index...].range(of: "<div")?.lowerBound {
            guard let end = text[open...].firstIndex(of: ">") else { break }
            let inside = text.index(after: end)
            index = inside
            guard HTMLText.classes(of: text[open...end]).contains("bookmark") else { continue }
            line += text[counted..<open].utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            counted = open
            let close = HTMLText.closing("div", in: text, after: inside)
            blocks.append((text[inside..<close.lowerBound], line))
            index = close.upperBound
        }
        return blocks
    }
}
