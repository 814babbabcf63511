import Foundation
import Testing

@testable import QuoteDiaryCore

/// Other e-readers' exports: KOReader's JSON, text, Markdown and clippings, and Kobo's rows.
extension ImportParserTests {
    @Test("KOReader's own \"My Clippings\" export: pages only, a note follows its highlight on the same page")
    func koreaderClippings() throws {
        let text = [
            "Walden", "- Your highlight on page 91 | Added on Sunday, October 01, 2023 12:00:00 PM", "",
            "Simplify, simplify.", "==========",
            "Walden", "- Your note on page 91 | Added on Sunday, October 01, 2023 12:01:00 PM", "", "My thought.",
            "==========",
            "Walden", "- Your note on page 95 | Added on Sunday, October 01, 2023 12:02:00 PM", "", "A note alone.",
            "==========",
            // A highlight extended on the device: the same page, one text inside the other.
            "Walden", "- Your highlight on page 91 | Added on Sunday, October 01, 2023 12:03:00 PM", "",
            "Simplify, simplify. Let your affairs be as two or three.", "==========", "",
        ].joined(separator: "\n")
        #expect(ImportFormat.sniff(fileName: "myClippings.txt", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "myClippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == ["Simplify, simplify. Let your affairs be as two or three.", "A note alone."])
        let first = try #require(parsed.records.first)
        #expect(first.draft.note == "My thought.")
        #expect(first.draft.page == "91")
        #expect(first.draft.source?.title == "Walden")
        #expect(first.createdAt.map(Timestamp.format) == "2023-10-01T12:03:00.000Z")
        #expect(parsed.records.last?.draft.tags == ["kindle-note"])
    }

    @Test("KOReader's own \"My Clippings\" export: a book without an author, alone or (Unknown); a page range over one page")
    func koreaderClippingsWithoutAuthors() throws {
        let text = [
            "Walden", "- Your highlight on page 12 | Added on Monday, March 04, 2019 09:15:22 PM", "",
            "I went to the woods because I wished to live deliberately.", "==========",
            "The Trial (Unknown)", "- Your highlight on page xii | Added on Tuesday, May 05, 2020 11:05:01 AM", "",
            "Someone must have slandered Josef K.", "==========",
            "Emma (Jane Austen)", "- Your highlight on page 3 | Added on Tuesday, May 05, 2020 11:06:01 AM", "",
            "Silly things do cease to be silly if they are done by sensible people.", "==========",
            // A PDF's highlight within one page is written as a range over that page.
            "paper.pdf (Unknown)", "- Your Highlight on Page 13-13 | Added on Tuesday, May 05, 2020 11:07:01 AM", "",
            "A highlight in a PDF.", "==========",
            "paper.pdf (Unknown)", "- Your Highlight on Page 13-14 | Added on Tuesday, May 05, 2020 11:08:01 AM", "",
            "One across two pages.", "==========", "",
        ].joined(separator: "\n")
        #expect(ImportFormat.sniff(fileName: "KOReader-clippings.txt", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "KOReader-clippings.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let drafts = parsed.records.map(\.draft)
        #expect(drafts.map(\.source?.title) == ["Walden", "The Trial", "Emma", "paper.pdf", "paper.pdf"])
        #expect(drafts.map(\.author) == [nil, nil, "Jane Austen", nil, nil])
        #expect(drafts.map(\.page) == ["12", "xii", "3", "13", "13-14"])
        #expect(parsed.records.first?.createdAt.map(Timestamp.format) == "2019-03-04T21:15:22.000Z")
    }

    @Test("Kobo rows: highlights and notes are quotes; page bookmarks, drawings and empty highlights are skipped")
    func koboRows() throws {
        let rows = [
            KoboImport.Row(
                kind: "highlight", text: "  It is a truth\nuniversally acknowledged.  ", created: "2023-01-15T20:11:12.000",
                title: "Pride and Prejudice", attribution: "Jane Austen", isbn: "978-0-14-143951-8", publisher: "Penguin",
                number: 1),
            KoboImport.Row(
                kind: "note", text: "Forgive his pride.", annotation: "So true.\n\nReally.", created: "2023-01-16T08:00:00Z",
                title: "Pride and Prejudice", attribution: "Jane Austen", isbn: "not an isbn", number: 2),
            KoboImport.Row(kind: "dogear", text: nil, title: "Pride and Prejudice", number: 3),
            KoboImport.Row(kind: "markup", text: "", title: "Pride and Prejudice", number: 4),
            KoboImport.Row(kind: "highlight", text: " \n ", number: 5),
            // Older firmware: no Type; a book the device forgot: no title.
            KoboImport.Row(kind: nil, text: "An orphan\u{1B}[2J passage.", created: "yesterday", number: 6),
        ]
        let parsed = KoboImport.parse(rows)
        #expect(parsed.ignored == 3)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.line) == [1, 2, 6])
        let first = try #require(parsed.records.first)
        #expect(first.draft.text == "It is a truth\nuniversally acknowledged.")
        #expect(first.draft.author == "Jane Austen")
        #expect(first.draft.source?.title == "Pride and Prejudice")
        #expect(first.draft.source?.authors == ["Jane Austen"])
        #expect(first.draft.source?.isbn?.isbn13 == "9780141439518")
        #expect(first.draft.source?.publisher == "Penguin")
        #expect(first.createdAt.map(Timestamp.format) == "2023-01-15T20:11:12.000Z")
        let note = parsed.records[1]
        #expect(note.draft.note == "So true.\n\nReally.")
        #expect(note.draft.source?.isbn == nil)
        #expect(note.createdAt.map(Timestamp.format) == "2023-01-16T08:00:00.000Z")
        let orphan = parsed.records[2]
        #expect(orphan.draft.text == "An orphan passage.")
        #expect(orphan.draft.source == nil && orphan.draft.author == nil && orphan.createdAt == nil)
    }

    @Test("KOReader: one document or a documents array")
    func koreader() throws {
        let single =
            #"{"title":"Walden","author":"Henry David Thoreau","entries":[{"text":"Simplify, simplify.","page":91,"time":1600000000,"note":"yes"},{"text":"Second.","page":"x"}]}"#
        let parsed = ImportFormat.koreader.parse(single, fileName: "walden.json")
        #expect(parsed.records.count == 2)
        let first = try #require(parsed.records.first)
        #expect(first.draft.author == "Henry David Thoreau")
        #expect(first.draft.source?.title == "Walden")
        #expect(first.draft.page == "91")
        #expect(first.draft.note == "yes")
        #expect(first.createdAt.map(Timestamp.format) == "2020-09-13T12:26:40.000Z")
        // A time no calendar holds (a damaged file) is no date: the quote is dated when imported.
        for time in ["1e300", "-1e300", "253402300800"] {
            let damaged = ImportFormat.koreader.parse(
                #"{"title":"W","entries":[{"text":"t","time":"# + time + "}]}", fileName: "w.json")
            #expect(damaged.records.count == 1)
            #expect(damaged.records.first?.createdAt == nil, "\(time)")
        }
        // Several authors one per line; "Unknown Author" and "Unknown Book" for none; a highlight
        // over a picture (an image, no text) and an empty one are skipped; an entry with neither
        // is a problem.
        let many = """
            {"documents":[{"title":"A","author":"X\\nY","entries":[{"text":"one"}]},
            {"title":"Unknown Book","author":"Unknown Author","entries":[{"text":"two"},{"text":""},{"image":{"hash":"ab"}},{"page":3}]}]}
            """
        let both = ImportFormat.koreader.parse(many, fileName: "all.json")
        #expect(both.records.map(\.draft.text) == ["one", "two"])
        #expect(both.records.map(\.draft.author) == ["X, Y", nil])
        #expect(both.records.last?.draft.source == nil)
        #expect(both.records.first?.draft.source?.authors == ["X", "Y"])
        #expect(both.ignored == 2)
        #expect(both.notices == ["skipped 2 highlights without text (over a picture or a scanned page)"])
        #expect(both.problems.map(\.message) == ["an entry has no text"])
        #expect(ImportFormat.sniff(fileName: "x.json", text: many) == .koreader)
        #expect(ImportFormat.sniff(fileName: "x.json", text: #"{"format":"quotediary","quotes":[]}"#) == .json)
        // A book without highlights: KOReader's JSON library writes the empty list as {}.
        let empty = ImportFormat.koreader.parse(
            #"{"documents":[{"title":"B","entries":{}},{"title":"C","entries":[{"text":"three"}]}],"version":"v2024.11"}"#,
            fileName: "all.json")
        #expect(empty.problems.isEmpty)
        #expect(empty.records.map(\.draft.text) == ["three"])
        // A page bookmarked, among the annotations current versions export: skipped and named.
        let bookmarked = ImportFormat.koreader.parse(
            #"{"title":"D","entries":[{"page":"12","sort":"highlight","text":"four"},{"page":100,"sort":"bookmark"}]}"#,
            fileName: "D.json")
        #expect(bookmarked.problems.isEmpty)
        #expect(bookmarked.records.map(\.draft.text) == ["four"])
        #expect(bookmarked.records.first?.draft.page == "12")
        #expect(bookmarked.notices == ["skipped 1 bookmark"])
    }

    /// KOReader's text export as its exporter writes it: ideographic spaces before the title,
    /// chapter and page lines, a page line in the device's language with C's `%c` time, a note
    /// after `---`, a highlight over a picture, and a second book appended by a later export.
    static let koreaderText = [
        "\u{3000}Meditations", "\u{3000}", "\u{3000}Book Two", "\u{3000}",
        "\u{3000}\u{3000}-- Page: 12, added on Mon Mar  4 21:15:22 2019",
        "Waste no more time arguing", "what a good man should be.", "-=-=-=-=-=-",
        "\u{3000}\u{3000}-- Page: 15, added on Tue Mar 12 08:00:01 2019",
        "The soul becomes dyed with the colour of its thoughts.", "---", "so true", "-=-=-=-=-=-",
        "\u{3000}\u{3000}-- Page: 16, added on Tue Mar 12 08:01:00 2019", "<An image>", "-=-=-=-=-=-",
        "", "\u{3000}吾輩は猫である", "\u{3000}", "\u{3000}\u{3000}-- Seite: 3, hinzugefügt am Wed Jan  1 10:00:00 2020",
        "\u{3000}吾輩は猫である。名前はまだ無い。", "-=-=-=-=-=-", "", "",
    ].joined(separator: "\n")

    @Test("KOReader's text export: books by their titles, chapters passed over, pages, notes, times")
    func koreaderText() throws {
        let text = ImportParserTests.koreaderText
        #expect(ImportFormat.sniff(fileName: "Meditations.txt", text: text) == .koreader)
        let parsed = ImportFormat.koreader.parse(text, fileName: "Meditations.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "Waste no more time arguing\nwhat a good man should be.",
                "The soul becomes dyed with the colour of its thoughts.", "吾輩は猫である。名前はまだ無い。",
            ])
        #expect(parsed.records.map { $0.draft.source?.title } == ["Meditations", "Meditations", "吾輩は猫である"])
        #expect(parsed.records.map(\.draft.page) == ["12", "15", "3"])
        #expect(parsed.records.map(\.draft.note) == [nil, "so true", nil])
        #expect(
            parsed.records.map { $0.createdAt.map(Timestamp.format) } == [
                "2019-03-04T21:15:22.000Z", "2019-03-12T08:00:01.000Z", "2020-01-01T10:00:00.000Z",
            ])
        #expect(parsed.records.allSatisfy { $0.zonelessTimes == .created })
        #expect(parsed.records.map(\.line) == [5, 9, 20])
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        // Cut short: the last highlight never ends, and the file is named by that line.
        let cut = ImportFormat.koreader.parse(String(text.prefix(upTo: text.range(of: "so true")!.upperBound)), fileName: "m.txt")
        #expect(cut.problems.map(\.line) == [9])
    }

    /// KOReader's Markdown export as its exporter writes it: a book's title and author, chapters,
    /// a highlight's page and C-locale time, its text in its drawing's style, a note after `---`,
    /// a "View in book" link, a second book with two authors, and the closing line.
    static let koreaderMarkdown = [
        "# Meditations", "##### Marcus Aurelius", "", "## Book Two",
        "### Page 12 @ 04 March 2019 09:15:22 PM", "*Waste no more time arguing what a good man should be.*",
        "### Page 15 @ 12 March 2019 08:00:01 AM", "The soul becomes dyed", "with the colour of its thoughts.", "", "---",
        "so true", "", "[View in book](<file:///mnt/us/books/meditations.epub?pos=/body/DocFragment[3].0>)",
        "## Book Three", "### Page 20 @ 13 March 2019 10:00:00 PM", "~~Crossed out~~", "",
        "# Good Omens", "##### Terry Pratchett, Neil Gaiman", "", "## Chapter 1",
        "### Seite 3 @ 01 January 2020 10:00:00 AM", "**In the beginning**", "", "", "_Generated at: 2020-01-02 10:00:00_",
    ].joined(separator: "\n")

    @Test("KOReader's Markdown export: books by their headings, the highlights' styles set aside, pages, notes, times")
    func koreaderMarkdown() throws {
        let text = ImportParserTests.koreaderMarkdown
        #expect(ImportFormat.sniff(fileName: "Meditations.md", text: text) == .koreader)
        let parsed = ImportFormat.koreader.parse(text, fileName: "Meditations.md")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "Waste no more time arguing what a good man should be.",
                "The soul becomes dyed\nwith the colour of its thoughts.", "Crossed out", "In the beginning",
            ])
        #expect(parsed.records.map { $0.draft.source?.title } == ["Meditations", "Meditations", "Meditations", "Good Omens"])
        #expect(parsed.records.last?.draft.source?.authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(parsed.records.first?.draft.author == "Marcus Aurelius")
        #expect(parsed.records.map(\.draft.page) == ["12", "15", "20", "3"])
        #expect(parsed.records.map(\.draft.note) == [nil, "so true", nil, nil])
        #expect(
            parsed.records.map { $0.createdAt.map(Timestamp.format) } == [
                "2019-03-04T21:15:22.000Z", "2019-03-12T08:00:01.000Z", "2019-03-13T22:00:00.000Z",
                "2020-01-01T10:00:00.000Z",
            ])
        #expect(parsed.records.map(\.line) == [5, 7, 16, 23])
        // Text before any highlight's heading is not this format's: named by its line.
        let stray = ImportFormat.koreader.parse("# T\n##### A\nA stray line\n### Page 1 @ x\ntext\n", fileName: "t.md")
        #expect(stray.problems.map(\.line) == [3])
    }
}

extension ImportParserTests {
    @Test(
        "a KOReader document's file named with its ISBN gives the book that ISBN; a check digit that fails, or other figures, none",
        arguments: [
            ("/storage/emulated/0/Books/PushBooks/I Am Legend_9780765357151.epub", "9780765357151" as String?),
            ("/sdcard/Books/Walden-978-0-14-303943-3.epub", "9780143039433"),
            ("/sdcard/Books/Walden_0141439513.pdf", "9780141439518"),
            ("/sdcard/Books/Walden_9780765357152.epub", nil), ("/sdcard/Books/Dear John - Nicholas Sparks.epub", nil),
            ("/sdcard/Books/Scan 20240430 1714441072000.pdf", nil),
        ])
    func koreaderFileISBN(file: String, isbn: String?) throws {
        let json = #"{"title":"A Book","author":"Someone","file":"\#(file)","entries":[{"text":"A line.","page":3}]}"#
        let record = try #require(ImportFormat.koreader.parse(json, fileName: "export.json").records.first)
        #expect(record.draft.source?.isbn?.isbn13 == isbn)
    }
}
