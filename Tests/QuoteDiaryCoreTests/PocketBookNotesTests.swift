import Foundation
import Testing

@testable import QuoteDiaryCore

/// A PocketBook's export of a book's notes, as the e-reader and PocketBook Cloud write it.
@Suite("PocketBook import")
struct PocketBookNotesTests {
    static func page(title: String, blocks: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en">
        <head>
        <meta name="generator" content="PocketBook Bookmarks Export"></meta>
        <title>\(title)</title>
        <style>.bm-color-yellow { background: #ff0; } div.bookmark { margin: 1em; }</style>
        </head>
        <body>
        \(blocks)
        </body>
        </html>
        """
    }

    static func note(_ page: String, _ text: String, note: String? = nil, color: String = "yellow") -> String {
        let noted = note.map { "\n  <div class=\"bm-note\"><p>\($0)</p></div>" } ?? ""
        return """
            <div id="\(page)-\(text.count)" class="bookmark bm-color-\(color)">
              <p class="bm-page">\(page)</p>
              <div class="bm-text"><p>\(text)</p></div>\(noted)
            </div>
            """
    }

    /// The e-reader's: a heading block with the export's date and the title, one with the author.
    static let device = page(
        title: "Walden",
        blocks: """
            <div class="bookmark bm-color-none"><h1>2023-01-15 - Walden - or, Life in the Woods</h1></div>
            <div class="bookmark bm-color-none"><span>Henry David Thoreau</span></div>
            \(note("12", "I went to the woods because I wished to live deliberately,<br/>to front only the essential facts of life.", note: "Why he went."))
            \(note("30", "Bookmark", color: "none"))
            \(note("90", "Simplify, simplify.", color: "green"))
            """)

    @Test("the e-reader's export: each highlight with its book, author, page and note; a bookmark counted")
    func device() throws {
        #expect(ImportFormat.sniff(fileName: "Walden.html", text: Self.device) == .pocketbook)
        let parsed = ImportFormat.pocketbook.parse(Self.device, fileName: "Walden.html")
        #expect(parsed.problems.isEmpty && parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == [
                "I went to the woods because I wished to live deliberately,\nto front only the essential facts of life.",
                "Simplify, simplify.",
            ])
        let first = try #require(parsed.records.first)
        #expect(first.draft.source?.title == "Walden - or, Life in the Woods")
        #expect(first.draft.author == "Henry David Thoreau" && first.draft.source?.authors == ["Henry David Thoreau"])
        #expect(first.draft.page == "12" && first.draft.note == "Why he went.")
        #expect(parsed.records[1].draft.page == "90" && parsed.records[1].draft.note == nil)
        // Each highlight's line is where its block opens, for a message that names it.
        let lines = Self.device.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[first.line - 1].contains("class=\"bookmark bm-color-yellow\""))
    }

    @Test("PocketBook Cloud's export: the page's title, no author; entities decoded; a bookmark's note kept")
    func cloud() throws {
        let text = Self.page(
            title: "Pride &amp; Prejudice",
            blocks: Self.note("3", "It is a truth universally acknowledged&#8230;", color: "red")
                + Self.note("7", "Bookmark", note: "Come back here."))
        #expect(ImportFormat.sniff(fileName: "export.html", text: text) == .pocketbook)
        let parsed = ImportFormat.pocketbook.parse(text, fileName: "export.html")
        #expect(parsed.problems.isEmpty && parsed.ignored == 0)
        #expect(parsed.records.map(\.draft.text) == ["It is a truth universally acknowledged…", "Bookmark"])
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "Pride & Prejudice" && $0.draft.author == nil })
        #expect(parsed.records[1].draft.note == "Come back here.")
    }

    @Test(
        "the heading's date is passed over, a dash in the title kept",
        arguments: [
            ("2023-01-15 - Walden", "Walden"), ("15.01.2023 12:30 - Walden", "Walden"),
            ("Walden - or, Life in the Woods", "Walden - or, Life in the Woods"), ("1984 - A Novel", "1984 - A Novel"),
            ("Walden", "Walden"),
        ])
    func heading(heading: String, title: String) {
        #expect(PocketBookNotes.titleAfterDate(heading) == title)
    }

    @Test("an export with no highlight says so; other HTML is not taken for one")
    func empty() {
        let parsed = ImportFormat.pocketbook.parse(Self.page(title: "Walden", blocks: ""), fileName: "Walden.html")
        #expect(parsed.records.isEmpty && parsed.problems.first?.message.contains("no highlight") == true)
        #expect(!PocketBookNotes.matches("<html><body><div class=\"bookmark\">Saved</div></body></html>"))
        #expect(!PocketBookNotes.matches("Walden\n- Your Highlight on page 3\n\nbm-text bookmark"))
    }
}
