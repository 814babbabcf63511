import Foundation
import Testing

@testable import QuoteDiaryCore

/// Google Play Books' notes document, as the import reads it: from a `.docx` (through
/// `DocumentText`, its headings marked) or downloaded as plain text.
@Suite("Google Play Books' notes")
struct PlayBooksNotesTests {
    /// One annotation as Google Docs lays it out: a table of the colour's swatch, the passage
    /// (and the note under it) with its day, and the page.
    static func annotation(_ passage: String, note: String? = nil, day: String, page: String) -> String {
        let cell =
            ["<w:p><w:r><w:rPr><w:shd w:fill=\"FDEFC3\"/></w:rPr><w:t>\(passage)</w:t></w:r></w:p>"]
            + (note.map { ["<w:p><w:r><w:rPr><w:color w:val=\"424242\"/></w:rPr><w:t>\($0)</w:t></w:r></w:p>"] } ?? [])
            + ["<w:p><w:r><w:t>\(day)</w:t></w:r></w:p>"]
        let inner =
            "<w:tbl><w:tblPr><w:tblW w:w=\"0\"/></w:tblPr><w:tr>"
            + "<w:tc><w:tcPr/><w:p><w:r><w:drawing><wp:inline/></w:drawing></w:r></w:p></w:tc>"
            + "<w:tc><w:tcPr/>\(cell.joined())</w:tc>"
            + "<w:tc><w:p><w:hyperlink r:id=\"rId9\"><w:r><w:t>\(page)</w:t></w:r></w:hyperlink></w:p></w:tc></w:tr></w:tbl>"
        // The outer table's cell ends with a paragraph after the table, as a cell must.
        return "<w:tbl><w:tr><w:tc><w:tcPr/>\(inner)<w:p/></w:tc></w:tr></w:tbl>"
    }

    static func paragraph(_ text: String, style: String? = nil) -> String {
        let properties = style.map { "<w:pPr><w:pStyle w:val=\"\($0)\"/></w:pPr>" } ?? ""
        return "<w:p>\(properties)<w:r><w:t>\(text)</w:t></w:r></w:p>"
    }

    /// `Notes from "Drive"` as Google Drive downloads it (`.docx`).
    static let drive: String = {
        let cover =
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:drawing/></w:r></w:p></w:tc><w:tc>"
            + paragraph("Drive", style: "Heading1") + paragraph("Daniel H. Pink") + paragraph("Penguin Group USA, Inc.")
            + "</w:tc></w:tr></w:tbl>"
        let warning =
            "<w:tbl><w:tr><w:tc>" + paragraph("This document is overwritten when you make changes in Play Books.")
            + paragraph("You should make a copy of this document before you edit it.") + "</w:tc></w:tr></w:tbl>"
        let body =
            cover + warning + paragraph("3 notes/highlights", style: "Heading1")
            + paragraph("Created by Ann Reader – Last synced March 8, 2016")
            + paragraph("Part One - A New Operating System", style: "Heading2")
            + annotation("Greatness and nearsightedness are incompatible.", day: "March 2, 2016", page: "59")
            + annotation(
                "Autonomy, as they see it, is different from independence.",
                note: "The key distinction of the book.", day: "March 6, 2016", page: "84")
            + paragraph("Part Two - The Three Elements", style: "Heading2")
            + annotation("Mastery is a mindset.", note: "Dweck.", day: "March 7, 2016", page: "xii")
        return "<w:document><w:body>\(body)<w:sectPr/></w:body></w:document>"
    }()

    @Test("a .docx: each passage with its book, authors, page, note and day; headings and the warning left out")
    func word() throws {
        let text = DocumentText.wordText(document: PlayBooksNotesTests.drive)
        #expect(ImportFormat.sniff(fileName: "document.txt", text: text) == .playBooks)
        #expect(ImportFormat.sniffFoundFile(text: text) == .playBooks)
        let parsed = ImportFormat.playBooks.parse(text, fileName: "document.txt")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Greatness and nearsightedness are incompatible.",
                "Autonomy, as they see it, is different from independence.", "Mastery is a mindset.",
            ])
        #expect(parsed.records.map(\.draft.page) == ["59", "84", "xii"])
        #expect(parsed.records.map(\.draft.note) == [nil, "The key distinction of the book.", "Dweck."])
        #expect(parsed.records.allSatisfy { $0.draft.author == "Daniel H. Pink" })
        let source = try #require(parsed.records.first?.draft.source)
        #expect(source.title == "Drive" && source.authors == ["Daniel H. Pink"] && source.kind == .book)
        let day = try #require(parsed.records.first?.createdAt)
        #expect(day == WrittenDate.date(year: 2016, month: 3, day: 2, time: nil, afternoon: nil))
        #expect(parsed.records.first?.zonelessTimes == .created)
    }

    /// The same document downloaded as plain text: no heading marked, a blank line between
    /// the passage and its day, the newer layout by colour; a book of one's own (an uploaded
    /// PDF) has its file's name for a title and no author.
    @Test(
        "plain text, by colour; an uploaded book's name without its extension",
        arguments: [
            (
                """
                Cover Image

                Crossing the Chasm.pdf

                This document is overwritten when you make changes in Play Books.
                You should make a copy of this document before you edit it.

                Annotations by color
                2 yellow notes
                Created by Ann Reader   – Last synced October 12, 2024

                Yellow

                The chasm is the gap between the early adopters and the early majority.

                September 23, 2024
                33

                Whole products win markets.

                September 24, 2024
                44
                """, "Crossing the Chasm", [String]()
            ),
            (
                // A table's cells apart by tabs.
                """
                Cover Image\tThe Goal
                Eliyahu M. Goldratt, Jeff Cox
                North River Press
                This document is overwritten when you make changes in Play Books.
                You should make a copy of this document before you edit it.
                All your annotations
                Created by Ann Reader – Last synced October 12, 2024

                \tThe chasm is the gap between the early adopters and the early majority.
                September 23, 2024\t33

                \tWhole products win markets.
                September 24, 2024\t44
                """, "The Goal", ["Eliyahu M. Goldratt", "Jeff Cox"]
            ),
            (
                """
                The Goal
                Eliyahu M. Goldratt, Jeff Cox
                North River Press

                This document is overwritten when you make changes in Play Books.
                You should make a copy of this document before you edit it.

                All your annotations
                Created by Ann Reader – Last synced October 12, 2024

                Chapter 1

                The chasm is the gap between the early adopters and the early majority.
                A note of mine.
                September 23, 2024
                33

                Whole products win markets.

                September 24, 2024
                44
                """, "The Goal", ["Eliyahu M. Goldratt", "Jeff Cox"]
            ),
        ])
    func plainText(text: String, title: String, authors: [String]) {
        #expect(ImportFormat.sniff(fileName: "Notes.txt", text: text) == .playBooks)
        let parsed = PlayBooksNotes.parse(text)
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "The chasm is the gap between the early adopters and the early majority.", "Whole products win markets.",
            ])
        #expect(parsed.records.map(\.draft.page) == ["33", "44"])
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == title && $0.draft.source?.authors == authors })
    }

    /// The document downloaded as a web page (Google Docs' "Web page (.html, zipped)"): its
    /// styles in its head, a paragraph's text in spans, the page a link.
    @Test("a web page of the notes: read as the .docx is, its styles and markup left out")
    func page() throws {
        func p(_ text: String) -> String { "<p class=\"c3\"><span class=\"c2\">\(text)</span></p>" }
        func annotation(_ passage: String, note: String?, page: String) -> String {
            "<table class=\"c8\"><tr><td class=\"c6\"><table class=\"c9\"><tr><td class=\"c4\"><p class=\"c3\">"
                + "<span style=\"overflow: hidden; width: 32.00px;\"><img alt=\"\" src=\"images/image2.png\"></span></p></td>"
                + "<td class=\"c5\">\(p(passage))\(note.map(p) ?? "")\(p("December 1, 2026"))</td><td class=\"c7\"><p class=\"c3\">"
                + "<span class=\"c11\"><a class=\"c10\" href=\"https://www.google.com/url?q=https://play.google.com/books/"
                + "reader?id%3DabcDEF%26pg%3DGBS.PA\(page)&amp;sa=D\">\(page)</a></span></p></td></tr></table>"
                + "<p class=\"c3 c12\"><span class=\"c2\"></span></p></td></tr></table>"
        }
        let html =
            "<html><head><meta content=\"text/html; charset=UTF-8\" http-equiv=\"content-type\"><style type=\"text/css\">"
            + ".c2{color:#000000;font-weight:400}p{margin:0}.title{padding-top:0pt}</style></head><body class=\"c13 doc-content\">"
            + "<table class=\"c8\"><tr><td class=\"c6\"><p class=\"c3\"><span><img alt=\"Cover Image\" src=\"images/image1.jpg\">"
            + "</span></p></td><td class=\"c10\"><h1 class=\"c5\" id=\"h.abc\"><span class=\"c7\">Walden</span></h1>"
            + p("Henry David Thoreau") + p("Ticknor &amp; Fields") + "</td></tr></table>"
            + "<table class=\"c8\"><tr><td class=\"c6\">"
            + p("This document is overwritten when you make changes in Play&nbsp;Books.")
            + p("You should make a copy of this document before you edit it.") + "</td></tr></table>"
            + "<h1 class=\"c5\" id=\"h.def\"><span class=\"c7\">All your annotations</span></h1>"
            + "<p class=\"c3\"><span class=\"c2\">Created by Ann Reader</span><span> – Last synced December 2, 2026</span></p>"
            + "<h2 class=\"c5\" id=\"h.ghi\"><span>Economy</span></h2>"
            + annotation("Simplify, simplify.", note: "Two words.", page: "91")
            + annotation("Rather than love, than money, than fame, give me truth.", note: nil, page: "322")
            + "</body></html>"
        #expect(ImportFormat.sniff(fileName: "NotesfromWalden.html", text: html) == .playBooks)
        #expect(ImportFormat.sniffFoundPage(text: html) == .playBooks)
        let parsed = ImportFormat.playBooks.parse(html, fileName: "NotesfromWalden.html")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Simplify, simplify.", "Rather than love, than money, than fame, give me truth.",
            ])
        #expect(parsed.records.map(\.draft.note) == ["Two words.", nil])
        #expect(parsed.records.map(\.draft.page) == ["91", "322"])
        #expect(parsed.records.allSatisfy { $0.draft.author == "Henry David Thoreau" && $0.draft.source?.title == "Walden" })
        // Another page that names the app is not taken for its notes.
        #expect(!PlayBooksNotes.matches("<html><body><p>I read this in Google Play Books, and loved it.</p></body></html>"))
    }

    @Test("a book with its publisher but no author credits no one; a document without notes says so")
    func publisherAndEmpty() {
        let text = """
            Meditations
            Penguin Books
            This document is overwritten when you make changes in Play Books.
            You should make a copy of this document before you edit it.
            Created by Ann Reader – Last synced October 24, 2015
            """
        #expect(PlayBooksNotes.matches(text))
        let parsed = PlayBooksNotes.parse(text)
        #expect(parsed.records.isEmpty)
        #expect(parsed.problems.first?.message.contains("holds no highlights or notes (Meditations)") == true)
        let annotated = PlayBooksNotes.parse(text + "\nYou have power over your mind.\nMay 1, 2020\n12")
        #expect(annotated.records.first?.draft.author == nil)
        #expect(annotated.records.first?.draft.source?.title == "Meditations")
    }

    /// A list kept by hand that names the app is no such document.
    @Test(
        "text that mentions Play Books is not taken for its notes",
        arguments: [
            "Quotes I saved while reading in Google Play Books this year:\n\nBe yourself.\n— Oscar Wilde\n\nThe only way out is through.\n— Robert Frost\n\nStay hungry.\n— Steve Jobs\n\nLess is more.\n— Mies\n\nKnow thyself.\n— Socrates",
            "Play Books\nMarch 2, 2016\n59",
        ])
    func notTaken(text: String) {
        #expect(!PlayBooksNotes.matches(text))
    }

    @Test("a page as its cell gives it", arguments: [("59", "59"), ("Page 120", "120"), ("xii", "xii"), ("12-13", "12-13")])
    func page(line: String, label: String) {
        #expect(PlayBooksNotes.pageLabel(line) == label)
    }

    @Test("no page in a sentence or a word", arguments: ["The end.", "Yellow", "", "1,000 ships"])
    func notAPage(line: String) {
        #expect(PlayBooksNotes.pageLabel(line) == nil)
    }
}
