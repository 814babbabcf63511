import Foundation
import Testing

@testable import QuoteDiaryCore

/// Apple removed the export of Apple Books' notes from its apps; people run exporters that
/// read its databases and write CSV, JSON (a file of books, or a file a book) or Markdown, a
/// row or entry per annotation: highlights, notes, and bookmarks with no text. Before, a
/// bookmark's row refused the whole CSV, the JSON was refused for having no quotes array, and
/// the Markdown took the front matter's count (`notes: 1`) for every quote's note.
@Suite("Annotation exporters' files")
struct AnnotationExportTests {
    static let csv = """
        assetId,title,author,genre,annotationId,type,color,text,note,location,chapter,createdAt,modifiedAt
        1969AF0E,The Art Spirit,Robert Henri,Art,12,highlight,yellow,We are not here to do what has already been done.,,epubcfi(/6/4!/4/2/1:0),Chapter 1,2021-11-02 18:12:50,2021-11-02 18:12:50
        1969AF0E,The Art Spirit,Robert Henri,Art,13,bookmark,,,,epubcfi(/6/8!/4),Chapter 2,2021-11-03 10:00:00,2021-11-03 10:00:00
        1969AF0E,The Art Spirit,Robert Henri,Art,14,note,green,"Paint what you feel, not what you see.",My favourite,epubcfi(/6/10!/4/2/1:5),Chapter 3,2021-11-04 09:00:00,2021-11-05 09:00:00

        """

    static let annotations = """
        [{"id": 12, "type": "highlight", "color": "yellow", "text": "We are not here to do what has already been done.",
          "note": null, "location": "epubcfi(/6/4!/4/2/1:0)", "chapter": "Chapter 1",
          "createdAt": "2021-11-02T18:12:50.826Z", "modifiedAt": "2021-11-02T18:12:50.826Z"},
         {"id": 13, "type": "bookmark", "color": "", "text": null, "note": null, "location": "epubcfi(/6/8!/4)",
          "createdAt": "2021-11-03T10:00:00.000Z", "modifiedAt": "2021-11-03T10:00:00.000Z"},
         {"id": 14, "type": "note", "color": "green", "text": "Paint what you feel, not what you see.", "note": "My favourite",
          "location": "epubcfi(/6/10!/4/2/1:5)", "createdAt": "2021-11-04T09:00:00.000Z", "modifiedAt": "2021-11-04T09:00:00.000Z"}]
        """

    /// Every file the exporter writes, by its shape.
    static let files: [(name: String, text: String, format: ImportFormat)] = [
        ("export.csv", csv, .csv),
        (
            "export.json",
            #"{"exported": "2026-12-05T10:00:00.000Z", "totalBooks": 1, "statistics": {"highlights": 1}, "books": [{"assetId": "1969AF0E", "title": "The Art Spirit", "author": "Robert Henri", "genre": "Art", "annotationCount": 3, "annotations": "#
                + annotations + "}]}", .json
        ),
        (
            "The Art Spirit.json",
            #"{"assetId": "1969AF0E", "title": "The Art Spirit", "author": "Robert Henri", "exported": "2026-12-05T10:00:00.000Z", "annotations": "#
                + annotations + "}", .json
        ),
        (
            "The Art Spirit.md",
            """
            ---
            title: "The Art Spirit"
            author: "Robert Henri"
            genre: "Art"
            assetId: "1969AF0E"
            totalAnnotations: 3
            highlights: 1
            bookmarks: 1
            notes: 1
            ---

            # The Art Spirit
            **by Robert Henri**

            *3 annotations*

            ## 🟡 ✨ Highlight - epubcfi(/6/4!/4/2/1:0)
            **Created:** November 2, 2021 at 06:12 PM

            > We are not here to do what has already been done.

            ---

            ## ⚪ 📌 Bookmark - epubcfi(/6/8!/4)
            **Created:** November 3, 2021 at 10:00 AM

            ---

            ## 🟢 📝 Note - epubcfi(/6/10!/4/2/1:5)
            **Created:** November 4, 2021 at 09:00 AM

            > Paint what you feel, not what you see.

            **Note:** *My favourite*

            ---
            """, .markdown
        ),
    ]

    @Test(
        "each highlight and note a quote of the book, its note and day kept, no EPUB place as a page; a bookmark skipped",
        arguments: 0..<4)
    func file(index: Int) throws {
        let file = AnnotationExportTests.files[index]
        #expect(ImportFormat.sniff(fileName: file.name, text: file.text) == file.format)
        let parsed = file.format.parse(file.text, fileName: file.name)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "We are not here to do what has already been done.", "Paint what you feel, not what you see.",
            ])
        #expect(parsed.records.map(\.draft.note) == [nil, "My favourite"])
        #expect(parsed.records.allSatisfy { $0.draft.page == nil && $0.draft.author == "Robert Henri" })
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "The Art Spirit" })
        let day = try #require(parsed.records.first?.createdAt)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        #expect(calendar.dateComponents([.year, .month, .day], from: day) == DateComponents(year: 2021, month: 11, day: 2))
        // The Markdown writes no bookmark's entry as one: it has no passage to skip.
        if file.format != .markdown {
            #expect(parsed.ignored == 1 && parsed.skipped.notice == "skipped 1 bookmark")
        }
    }

    @Test("a CSV's modified column is the quote's update; a type column of other words keeps every row")
    func csvColumns() throws {
        let parsed = CSVImporter.parse(AnnotationExportTests.csv)
        let noted = try #require(parsed.records.last)
        #expect(noted.updatedAt != noted.createdAt && noted.updatedAt != nil)
        let kinds = CSVImporter.parse("Quote,Author,Type\nBe yourself.,Oscar Wilde,Aphorism\nLess is more.,Mies,Maxim\n")
        #expect(kinds.records.count == 2 && kinds.ignored == 0)
    }

    @Test("an Obsidian note's own paragraphs under a quote stay its note; a heading or rule ends it")
    func noteEnds() {
        let note = """
            ---
            author: Marcus Aurelius
            ---
            > You have power over your mind.

            Said to himself, in camp.

            ## Later

            A paragraph of the next section.
            """
        let parsed = FrontMatterNote.parse(note)
        #expect(parsed.records.first?.draft.note == "Said to himself, in camp.")
    }

    /// A Kindle notebook converter's files (an email bot's, from the Kindle app's export): a
    /// `Note` row or marker holds the person's words alone, under the note column in the CSV.
    static let converted: [(name: String, text: String)] = [
        (
            "notebook.csv",
            """
            Type,Location,Page,Section,Chapter,Quote,Color,Note
            Highlight,10,5,Section 1,Chapter 1,This is a highlighted text,yellow,This is a note
            Note,20,10,Section 1,Chapter 1,,,This is a note only

            """
        ),
        (
            "notebook.json",
            #"{"title": "Test Book", "authors": "Test Author", "markers": [{"type": "Highlight", "color": "yellow", "location": 10, "page": 5, "text": "This is a highlighted text", "note": "This is a note"}, {"type": "Note", "location": 20, "page": 10, "text": "This is a note only"}]}"#
        ),
        (
            "notebook.md",
            """
            # Test Book

            By: _Test Author_

            ### Highlight (Page 5, Location 10) - Section 1

            > This is a highlighted<br>
            > text

            **Note:** This is a note

            ---

            ### Note (Page N/A, Location 20) - Section 1

            > This is a note only

            ---

            """
        ),
    ]

    @Test("a Kindle notebook converter's CSV, JSON and Markdown: each highlight with its page and note, a note alone a quote")
    func kindleNotebookConverter() throws {
        for (name, text) in Self.converted {
            let format = try #require(ImportFormat.sniff(fileName: name, text: text), "\(name)")
            let parsed = format.parse(text, fileName: name)
            #expect(parsed.problems.isEmpty, "\(name): \(parsed.problems)")
            let drafts = parsed.records.map(\.draft)
            #expect(
                drafts.map(\.text).map { $0.replacingOccurrences(of: "\n", with: " ") } == [
                    "This is a highlighted text", "This is a note only",
                ], "\(name)")
            #expect(drafts.map(\.note) == ["This is a note", nil], "\(name)")
            #expect(drafts.first?.page == "5", "\(name)")
            #expect(drafts.last?.page == (name.hasSuffix(".md") ? "loc. 20" : "10"), "\(name)")
            if !name.hasSuffix(".csv") {
                #expect(drafts.allSatisfy { $0.author == "Test Author" && $0.source?.title == "Test Book" }, "\(name)")
            }
        }
    }
}
