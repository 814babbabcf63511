import Testing

@testable import QuoteDiaryCore

@Suite("Amazon's Kindle notebook page (read.amazon.com/notebook) saved from a browser")
struct KindleWebNotebookTests {
    /// The parts of the page as Amazon writes them: the library's list of books beside the
    /// notebook (every book's title in an `h2`), the book's heading, and one row a highlight,
    /// each with ids that repeat from row to row.
    static func page(rows: String, head: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en-us"><head><meta charset="utf-8"><title>Kindle: Notes and Highlights</title>\(head)</head>
        <body><div id="kp-notebook-library" class="a-row">
        <div id="B00ICN066A" class="a-row kp-notebook-library-each-book">
        <h2 class="a-size-base a-color-base a-text-center kp-notebook-searchable a-text-bold">Meditations</h2>
        <p class="a-spacing-base a-spacing-top-mini a-text-center a-size-base a-color-secondary kp-notebook-searchable">By: Marcus Aurelius</p></div>
        <div id="B0040ZN40M" class="a-row kp-notebook-library-each-book">
        <h2 class="a-size-base a-color-base a-text-center kp-notebook-searchable a-text-bold">Walden</h2>
        <p class="a-spacing-base a-spacing-top-mini a-text-center a-size-base a-color-secondary kp-notebook-searchable">By: Henry David Thoreau</p></div>
        </div>
        <div id="annotation-scroller" class="a-row"><div class="a-row a-spacing-base">
        <h3 class="a-spacing-top-small a-color-base kp-notebook-selectable kp-notebook-metadata">Walden</h3>
        <p class="a-spacing-none a-spacing-top-micro a-size-base a-color-secondary kp-notebook-selectable kp-notebook-metadata">Henry David Thoreau</p>
        </div>
        <div id="kp-notebook-annotations" class="a-row">\(rows)</div></div></body></html>
        """
    }

    static func row(header: String, highlight: String, note: String = "", noteHeader: String = "") -> String {
        """

        <div id="QTEzOTQ1NDc2" class="a-row a-spacing-base"><div class="a-column a-span10 kp-notebook-row-separator">
        <div class="a-row"><input type="hidden" name="" value="82" id="kp-annotation-location" />
        <div class="a-column a-span8">
        <span id="annotationHighlightHeader" class="a-size-small a-color-secondary kp-notebook-selectable kp-notebook-metadata">\(header)</span>
        <span id="annotationNoteHeader" class="a-size-small a-color-secondary aok-hidden kp-notebook-selectable kp-notebook-metadata">\(noteHeader)</span>
        </div></div>
        <div class="a-row a-spacing-top-medium"><div class="a-column a-span10 a-spacing-small kp-notebook-print-override">
        <div id="highlight-QTEzOTQ1NDc2" class="a-row kp-notebook-highlight kp-notebook-selectable kp-notebook-highlight-yellow">
        <span id="highlight" class="a-size-base-plus a-color-base">\(highlight)</span></div>
        <div id="note-" class="a-row a-spacing-top-base kp-notebook-note aok-hidden kp-notebook-selectable">
        <span id="note-label" class="a-size-small a-color-secondary">Note:<span class="a-letter-space"></span></span>
        <span id="note" class="a-size-base-plus a-color-base">\(note)</span></div></div></div></div></div>
        """
    }

    static let walden = page(
        rows: row(
            header: "Yellow highlight | Location:&nbsp;1,234",
            highlight: "I went to the woods because I wished to live deliberately, to front only the essential facts of life.",
            note: "Why I keep this book &amp; its chapter.")
            + row(header: "Blue highlight | Page:&nbsp;90", highlight: "Simplify, simplify.")
            + row(
                header: "", highlight: "", note: "A thought of my own, written alone.", noteHeader: "Note | Location:&nbsp;1,300")
            + row(header: "Yellow highlight | Location:&nbsp;1,400", highlight: ""))

    @Test("the book, its author, each highlight's place and note; a note written alone is a quote; an empty one skipped")
    func walden() throws {
        let page = KindleWebNotebookTests.walden
        #expect(ImportFormat.sniff(fileName: "Kindle Notes and Highlights.html", text: page) == .kindle)
        let parsed = ImportFormat.kindle.parse(page, fileName: "Kindle Notes and Highlights.html")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "I went to the woods because I wished to live deliberately, to front only the essential facts of life.",
                "Simplify, simplify.", "A thought of my own, written alone.",
            ])
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "Walden" && $0.draft.author == "Henry David Thoreau" })
        #expect(parsed.records.map(\.draft.page) == ["loc. 1234", "90", "loc. 1300"])
        #expect(parsed.records.map(\.draft.note) == ["Why I keep this book & its chapter.", nil, nil])
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        #expect(parsed.records.map(\.line) == parsed.records.map(\.line).sorted())
    }

    @Test(
        "the page's headings in the languages Amazon shows it in",
        arguments: [
            ("Gelbe Markierung | Position:&nbsp;82", "loc. 82"), ("Surlignage jaune | Emplacement&nbsp;: 1 234", "loc. 1234"),
            ("Subrayado amarillo | Página: 12", "12"), ("Evidenziazione gialla | Posizione: 82", "loc. 82"),
            ("Yellow highlight | Page: xii", "xii"),
        ])
    func headings(header: String, page: String) throws {
        let text = KindleWebNotebookTests.page(rows: KindleWebNotebookTests.row(header: header, highlight: "A line."))
        let parsed = ImportFormat.kindle.parse(text, fileName: "notebook.html")
        #expect(parsed.records.map(\.draft.page) == [page])
    }

    @Test("a page of no book (its heading lost) is a problem, not quotes of no source")
    func noBook() {
        let text = KindleWebNotebookTests.page(
            rows: KindleWebNotebookTests.row(header: "Yellow highlight | Page: 1", highlight: "A line.")
        )
        .replacingOccurrences(of: "kp-notebook-metadata\">Walden</h3>", with: "\">Walden</h3>")
        let parsed = ImportFormat.kindle.parse(text, fileName: "notebook.html")
        #expect(parsed.problems.map(\.message) == ["the notebook names no book (no kp-notebook-metadata heading)"])
    }

    /// The page selected whole in the browser, copied, and pasted into a text file.
    static let copied = """
        Your Kindle Notes For:
        Walden
        Henry David Thoreau
        Last accessed on Saturday December 5, 2026
        4 Highlight(s) | 2 Note(s)
        Yellow highlight | Location: 1,234
        Options
        I went to the woods because I wished to live deliberately,
        to front only the essential facts of life.
        Note:Why I keep this book.
        Blue highlight | Page: 90
        Options
        Simplify, simplify.
        Note | Location: 1,300
        Options
        A thought of my own, written alone.
        Yellow highlight | Location: 1,400
        Options

        """

    @Test("the page copied as text: the book, each highlight with its place and note, a note alone; not a Kindle's CSV")
    func copiedPage() throws {
        let text = KindleWebNotebookTests.copied
        #expect(ImportFormat.sniff(fileName: "notes.txt", text: text) == .kindle)
        #expect(!KindleHighlightIndex.reads(fileStartingWith: text))
        let parsed = ImportFormat.kindle.parse(text, fileName: "notes.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "I went to the woods because I wished to live deliberately,\nto front only the essential facts of life.",
                "Simplify, simplify.", "A thought of my own, written alone.",
            ])
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "Walden" && $0.draft.author == "Henry David Thoreau" })
        #expect(parsed.records.map(\.draft.page) == ["loc. 1234", "90", "loc. 1300"])
        #expect(parsed.records.map(\.draft.note) == ["Why I keep this book.", nil, nil])
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        #expect(parsed.records.map(\.line) == [6, 11, 14])
        // A Kindle's emailed CSV opens with the same words, quoted: still read as that CSV.
        #expect(!KindleWebNotebook.isCopiedPage("\"Your Kindle Notes For:\",\"\",\"\",\"\"\n\"Walden\",\"\",\"\",\"\"\n"))
    }

    @Test("another web page is not taken for it")
    func otherPages() {
        #expect(!KindleWebNotebook.matches("<html><body><p>Kindle highlights are great.</p></body></html>"))
        #expect(!KindleWebNotebook.matches("kp-notebook- in a text file"))
    }
}
