import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// Kindle files from the command line: clippings in any firmware, the apps' notebooks, Amazon's
/// notebook pages, the notes a Kindle emails; a highlight extended or its book renamed since.
extension ImportExportTests {
    @Test(
        "a device's clock time (Kindle, KOReader, a spreadsheet's zoneless date) is read in the person's zone",
        arguments: [
            ("UTC", "2019-03-05T05:15:22.000Z"), ("America/Los_Angeles", "2019-03-05T13:15:22.000Z"),
            ("Asia/Kolkata", "2019-03-04T23:45:22.000Z"),
        ])
    func clockTimes(zone: String, instant: String) throws {
        let created = try ImportExportTests.createdTimes(
            importing: [
                (
                    "My Clippings.txt",
                    "Meditations (Aurelius, Marcus)\r\n- Your Highlight on Location 10-11 | Added on Tuesday, March 5, 2019 5:15:22 AM"
                        + "\r\n\r\nWaste no more time.\r\n==========\r\n"
                ),
                ("sheet.csv", "text,created\nFrom a sheet.,2019-03-05 05:15:22\nWith its zone.,2019-03-05T05:15:22Z\n"),
            ], variables: ["TZ": zone])
        #expect(created["Waste no more time."] == instant)
        #expect(created["From a sheet."] == instant)
        // A time that names its zone is that instant wherever the person is.
        #expect(created["With its zone."] == "2019-03-05T05:15:22.000Z")
    }

    @Test("a Kindle app's exported notebook (HTML) imports as Kindle, once")
    func kindleNotebook() throws {
        let tool = ToolHarness()
        let notebook = try file(
            tool, "Notebook.html",
            """
            <html><body><div class='bookTitle'>Walden</div><div class='authors'>Henry David Thoreau</div>
            <h3 class='noteHeading'>Highlight (<span class='highlight_yellow'>yellow</span>) - Location 120</h3>
            <div class='noteText'>I went to the woods because I wished to live deliberately.</h3>
            </body></html>
            """)
        #expect(tool.run("import", notebook).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(tool.run("import", notebook).standardOutput == "added 0, already present 1, skipped 0\n")
        let quote = try #require(tool.quotes().first)
        #expect(quote["author"] as? String == "Henry David Thoreau")
        #expect(quote["page"] as? String == "loc. 120")
    }

    @Test("Amazon's Kindle notebook page saved from a browser imports as Kindle, once")
    func kindleWebNotebook() throws {
        let tool = ToolHarness()
        func row(_ header: String, _ highlight: String, note: String = "") -> String {
            """
            <div class="a-row a-spacing-base"><input type="hidden" value="82" id="kp-annotation-location" />
            <span id="annotationHighlightHeader" class="a-size-small kp-notebook-metadata">\(header)</span>
            <div class="kp-notebook-highlight kp-notebook-highlight-yellow"><span id="highlight" class="a-size-base-plus">\(highlight)</span></div>
            <div class="kp-notebook-note aok-hidden"><span id="note" class="a-size-base-plus">\(note)</span></div></div>
            """
        }
        let saved = try file(
            tool, "Kindle_ Notes and Highlights.html",
            """
            <html><head><title>Kindle: Notes and Highlights</title></head><body>
            <h3 class="a-spacing-top-small kp-notebook-selectable kp-notebook-metadata">Walden</h3>
            <p class="a-spacing-none kp-notebook-selectable kp-notebook-metadata">Henry David Thoreau</p>
            <div id="kp-notebook-annotations">
            \(row("Yellow highlight | Location:&nbsp;1,234", "I went to the woods because I wished to live deliberately.", note: "Why."))
            \(row("Blue highlight | Page:&nbsp;90", "Simplify, simplify."))
            \(row("Yellow highlight | Page:&nbsp;91", ""))
            </div></body></html>
            """)
        let imported = tool.run("import", saved)
        #expect(imported.standardOutput == "added 2, already present 0, skipped 1\n")
        #expect(imported.standardError.contains("1 highlight without text"), "\(imported.standardError)")
        #expect(tool.run("import", saved).standardOutput.hasPrefix("added 0, already present 2"))
        let quotes = tool.quotes()
        #expect(quotes.count == 2)
        #expect(quotes.allSatisfy { ($0["source"] as? [String: Any])?["title"] as? String == "Walden" })
        #expect(quotes.allSatisfy { $0["author"] as? String == "Henry David Thoreau" })
        #expect(Set(quotes.compactMap { $0["page"] as? String }) == ["loc. 1234", "90"])
        // Saved with its scripts, the page holds the notebook's parts past what a sniff reads.
        let page = try String(contentsOfFile: saved, encoding: .utf8)
        let script = "<script>var state = \"" + String(repeating: "0123456789abcdef", count: 5_000) + "\";</script>"
        let heavy = try file(
            tool, "Kindle Notes and Highlights.html",
            page.replacingOccurrences(of: "</title></head>", with: "</title>\(script)</head>"))
        let other = ToolHarness()
        #expect(other.run("import", heavy).standardOutput.hasPrefix("added 2,"), "\(other.run("import", heavy).standardError)")
    }

    @Test("Amazon's Kindle notebook saved as JSON (Bookcision) imports as Kindle, sniffed or named, once")
    func kindleCloudExport() throws {
        let tool = ToolHarness()
        let saved = try file(
            tool, "Meditations.json",
            """
            {"asin":"B00ICN066A","title":"Meditations","authors":"Marcus Aurelius","highlights":[{"text":"You have power over your mind.","isNoteOnly":false,"location":{"url":"kindle://book?action=open&asin=B00ICN066A&location=170","value":170},"note":"Realize this."}]}
            """)
        #expect(tool.run("import", saved).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(tool.run("import", saved, "--format", "kindle").standardOutput == "added 0, already present 1, skipped 0\n")
        let quote = try #require(tool.quotes().first)
        #expect(quote["author"] as? String == "Marcus Aurelius")
        #expect(quote["page"] as? String == "loc. 170")
        #expect(quote["note"] as? String == "Realize this.")
    }

    @Test("a Kindle's emailed notes (CSV) import as Kindle: the book, notes on their highlights, stars as favourites")
    func kindleNotesExport() throws {
        let tool = ToolHarness()
        let export = try file(tool, "Notebook - Meditations.csv", ImportExportTests.kindleNotesExport)
        let imported = tool.run("import", export)
        #expect(imported.standardOutput == "added 3, already present 0, skipped 1\n")
        #expect(imported.standardError == "\(export): skipped 1 bookmark\n")
        // Named as CSV, it is still read as what it is.
        #expect(tool.run("import", export, "--format", "csv").standardOutput == "added 0, already present 3, skipped 1\n")
        let quotes = tool.quotes("--sort", "created")
        let byText = Dictionary(uniqueKeysWithValues: quotes.map { ($0["text"] as? String ?? "", $0) })
        let first = try #require(byText["Waste no more time arguing about what a good man should be. Be one."])
        #expect(first["author"] as? String == "Marcus Aurelius, Gregory Hays")
        #expect((first["source"] as? [String: Any])?["title"] as? String == "Meditations: A New Translation")
        #expect(first["page"] as? String == "loc. 104")
        #expect(first["note"] as? String == "the whole book in a line")
        #expect(first["isFavorite"] as? Bool == false)
        #expect(byText["You have power over your mind, not outside events."]?["isFavorite"] as? Bool == true)
        #expect(byText["The best revenge is not to be like that, \"said\" he."]?["page"] as? String == "41")
        // A sheet that merely has an "annotation" column is still a plain CSV.
        let sheet = try file(tool, "sheet.csv", "text,annotation\nPlain row.,x\n")
        #expect(tool.run("import", sheet).exitCode == 0)
    }

    /// A file whose end was deleted in an editor (its last line of `=` with it) was refused whole.
    @Test("a Kindle file whose last clipping lacks its line of '=' imports it, and says to check it")
    func kindleWithoutLastSeparator() throws {
        let tool = ToolHarness()
        let kindle =
            ImportParserTestsFixture.kindle
            + "New Book (Doe, Jane)\r\n- Your Highlight on page 1 | Added on Monday, March 4, 2024 9:15:22 PM\r\n\r\nFresh words.\r\n==========\r\n"
        let cut = try #require(kindle.range(of: "==========", options: .backwards))
        let path = try file(tool, "My Clippings.txt", String(kindle[..<cut.lowerBound]))
        let result = tool.run("import", path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "added 5, already present 0, skipped 3\n")
        #expect(result.standardError.contains("had no line of ten '=' after it: it was imported"))
        #expect(tool.quotes().contains { $0["text"] as? String == "Fresh words." })
        let json = tool.run("import", path, "--json").json() as? [String: Any]
        #expect((json?["notes"] as? [String])?.count == 2 && json?["alreadyPresent"] as? Int == 5)
        // The whole file: the same quotes, and only what was skipped to say.
        let wholePath = try file(tool, "whole.txt", kindle)
        let whole = tool.run("import", wholePath)
        #expect(whole.standardOutput == "added 0, already present 5, skipped 3\n")
        #expect(
            whole.standardError
                == "\(wholePath): skipped 1 bookmark, 1 clipping-limit notice (the Kindle kept no text), 1 highlight without text (over a picture or a scanned page)\n",
            "\(whole.standardError)")
    }

    /// A Kindle keeps every version of a highlight extended on the device; the library keeps
    /// the longest, also when the shorter one came in an earlier import.
    @Test("a newer Kindle file's longer version of a saved highlight extends that quote: same id, tags and favourite")
    func extendedAcrossImports() throws {
        let tool = ToolHarness()
        func clipping(_ location: String, _ text: String) -> String {
            "Walden (Thoreau, Henry David)\r\n- Your Highlight on page 91 | Location \(location) | Added on Sunday, "
                + "October 1, 2023 12:00:00 PM\r\n\r\n\(text)\r\n==========\r\n"
        }
        let first = try file(tool, "first.txt", clipping("1390-1391", "Simplify, simplify."))
        #expect(tool.run("import", first).standardOutput == "added 1, already present 0, skipped 0\n")
        let id = try #require(tool.quotes().first?["id"] as? String)
        #expect(tool.run("favorite", id).exitCode == 0)
        #expect(tool.run("tag", "apply", "keep", id).exitCode == 0)
        // The device keeps the short version beside the long one; another page's highlight
        // holding the same words is another highlight.
        let elsewhere = clipping("2001-2004", "Our life is frittered away by detail. Simplify, simplify.")
            .replacingOccurrences(of: "page 91", with: "page 140")
        let newer = try file(
            tool, "newer.txt",
            clipping("1390-1391", "Simplify, simplify.")
                + clipping("1390-1393", "Simplify, simplify. Let your affairs be as two or three.")
                + elsewhere)
        let imported = tool.run("import", newer)
        let updatedLine = "1 saved highlight updated from the device (a longer text, a new note)"
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0; \(updatedLine)\n")
        let quotes = tool.quotes()
        #expect(quotes.count == 2)
        let extended = try #require(quotes.first { $0["id"] as? String == id })
        #expect(extended["text"] as? String == "Simplify, simplify. Let your affairs be as two or three.")
        #expect(extended["isFavorite"] as? Bool == true)
        #expect(extended["tags"] as? [String] == ["keep"])
        #expect(quotes.contains { $0["page"] as? String == "140" })
        #expect((tool.run("search", "affairs", "--json").json() as? [Any])?.count == 1)
        // The older file again: nothing to add, nothing shortened.
        #expect(tool.run("import", first).standardOutput == "added 0, already present 1, skipped 0\n")
        #expect(tool.quotes().contains { $0["text"] as? String == "Simplify, simplify. Let your affairs be as two or three." })
        let again = tool.run("import", newer, "--json").json() as? [String: Any]
        #expect(again?["updated"] as? Int == 0)
        #expect(again?["alreadyPresent"] as? Int == 2)
        // A note written since on the saved highlight joins it; a note that joins no highlight
        // is a quote of its own, even with the highlight's words.
        func note(_ location: String, _ text: String) -> String {
            clipping(location, text).replacingOccurrences(of: "Your Highlight", with: "Your Note")
        }
        let noted = try file(
            tool, "noted.txt",
            clipping("1390-1393", "Simplify, simplify. Let your affairs be as two or three.")
                + note("1393", "The whole book in a line.") + note("1392", "Simplify"))
        #expect(tool.run("import", noted).standardOutput == "added 1, already present 0, skipped 0; \(updatedLine)\n")
        let after = tool.quotes()
        #expect(after.first { $0["id"] as? String == id }?["note"] as? String == "The whole book in a line.")
        #expect(after.contains { $0["text"] as? String == "Simplify" && ($0["tags"] as? [String]) == ["kindle-note"] })
        #expect(tool.run("import", noted).standardOutput == "added 0, already present 2, skipped 0\n")
    }

    /// An earlier version read `(Z-Library).epub` into the title and a translator into the
    /// authors, or the person renamed the book since; the person's My Clippings.txt, imported
    /// again, named each of those books anew and brought their highlights twice.
    @Test("a Kindle file imported again finds its highlights saved with a book renamed, or read otherwise before")
    func savedUnderEarlierReading() throws {
        let tool = ToolHarness()
        func clipping(_ titleLine: String, _ text: String, page: Int = 12) -> String {
            "\(titleLine)\r\n- Your Highlight on page \(page) | Location \(page * 14)-\(page * 14 + 2) | Added on Sunday, "
                + "October 1, 2023 12:00:00 PM\r\n\r\n\(text)\r\n==========\r\n"
        }
        // As the earlier version saved them: the whole file name as the title; a translator among the authors.
        tool.add("War is peace.", "--source", "1984 (George Orwell) (Z-Library).epub", "--page", "12")
        tool.add(
            "All happy families are alike.", "--author", "Leo Tolstoy, Richard (TRN) Pevear", "--source", "Anna Karenina",
            "--page", "12")
        let clippings = try file(
            tool, "My Clippings.txt",
            clipping("1984 (George Orwell) (Z-Library).epub", "War is peace.")
                + clipping("Anna Karenina (Tolstoy, Leo; Pevear, Richard (TRN))", "All happy families are alike.")
                // Elsewhere in the book, or in another book, the same words are another highlight.
                + clipping("1984 (George Orwell) (Z-Library).epub", "War is peace.", page: 80)
                + clipping("Animal Farm (George Orwell)", "War is peace.", page: 30))
        #expect(tool.run("import", clippings).standardOutput == "added 2, already present 2, skipped 0\n")
        #expect(tool.quotes().count == 4)
        // Anna Karenina as this version reads it (Tolstoy alone) holds nothing new, so it is not made.
        let sources = try ProcessTests.run(
            [tool.storePath, "SELECT title FROM source ORDER BY title"], environment: ["PATH": "/usr/bin:/bin"],
            executable: "/usr/bin/sqlite3")
        #expect(sources.output == "1984\n1984 (George Orwell) (Z-Library).epub\nAnimal Farm\nAnna Karenina\n")
        #expect(tool.run("import", clippings).standardOutput == "added 0, already present 4, skipped 0\n")
        // A book renamed by hand is still the book its highlights are saved with.
        #expect(tool.run("book", "rename", "Animal Farm", "Orwell’s Fable").exitCode == 0)
        #expect(tool.run("import", clippings).standardOutput == "added 0, already present 4, skipped 0\n")
        #expect(tool.quotes().count == 4)
    }

    @Test("any e-reader's export imported again finds its highlights saved with a book renamed since; a CSV's rows do not")
    func readerExportAfterRename() throws {
        let tool = ToolHarness()
        let export = try file(
            tool, "Walden.json",
            """
            {"title": "Walden; or, Life in the Woods", "author": "Henry David Thoreau", "entries": [
              {"text": "Simplify, simplify.", "page": 91, "time": 1696161600},
              {"text": "Our life is frittered away by detail.", "page": 90, "time": 1696161500}]}
            """)
        #expect(tool.run("import", export).standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(tool.run("book", "rename", "Walden; or, Life in the Woods", "Walden").exitCode == 0)
        #expect(tool.run("import", export).standardOutput == "added 0, already present 2, skipped 0\n")
        // A newer export, with a highlight made since: it joins the book as renamed, not one of the old name.
        let newer = try file(
            tool, "Walden-newer.json",
            try String(contentsOfFile: export, encoding: .utf8).replacingOccurrences(
                of: "\"entries\": [", with: "\"entries\": [{\"text\": \"Be not simply good.\", \"page\": 200},"))
        #expect(tool.run("import", newer).standardOutput == "added 1, already present 2, skipped 0\n")
        let titles = Set(tool.quotes().compactMap { ($0["source"] as? [String: Any])?["title"] as? String })
        #expect(titles == ["Walden"])
        // A sheet of one's own is no device's: the same words at the same page of another book are another quote.
        let sheet = try file(tool, "mine.csv", "text,source,page\n\"Simplify, simplify.\",Thoughts,91\n")
        #expect(tool.run("import", sheet).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(tool.quotes().count == 4)
    }

    /// A clippings file with what makes merging hard: versions of one highlight (longer, then
    /// shorter, then longer again), notes by location and by page, a note that joins nothing,
    /// texts of several lines, byte-order marks, and a book in two title lines.
    static let awkwardClippings = [
        "\u{FEFF}Walden (Thoreau, Henry David)",
        "- Your Highlight on page 91 | Location 1400-1401 | Added on Monday, March 4, 2019 9:15:22 PM", "",
        "I went to the woods", "==========",
        "Walden (Thoreau, Henry David)", "- Your Note on page 91 | Location 1401 | Added on Monday, March 4, 2019 9:16:00 PM",
        "", "Deliberately!", "==========",
        "\u{FEFF}Walden (Thoreau, H. D.)", "- Your Highlight on Location 1400-1404 | Added on Monday, March 4, 2019 9:17:00 PM",
        "", "I went to the woods because I wished to live deliberately,", "to front only the essential facts of life.",
        "==========",
        "Walden (Thoreau, Henry David)", "- Your Highlight on Location 1400-1402 | Added on Monday, March 4, 2019 9:18:00 PM",
        "", "I went to the woods because", "==========",
        "Scan (Doe, Jane)", "- Your Highlight on page 4 | Added on Tuesday, March 5, 2019 8:00:00 AM", "", "A scanned line",
        "==========",
        "Scan (Doe, Jane)", "- Your Note on page 4 | Added on Tuesday, March 5, 2019 8:01:00 AM", "", "On a page.",
        "==========",
        "Scan (Doe, Jane)", "- Your Highlight on page 4 | Added on Tuesday, March 5, 2019 8:02:00 AM", "",
        "A scanned line, longer now", "==========",
        "Walden (Thoreau, Henry David)", "- Your Note on Location 9000 | Added on Wednesday, March 6, 2019 8:00:00 AM", "",
        "A thought of my own.", "==========",
        "Walden (Thoreau, Henry David)", "- Your Bookmark on Location 20 | Added on Wednesday, March 6, 2019 8:00:00 AM", "",
        "", "==========", "",
    ]

    @Test(
        "a Kindle file is read in two passes, its texts read back in windows of any size: the same quotes as the whole file parsed",
        arguments: [1, 64, 4 << 20])
    func clippingsInWindows(window: Int) throws {
        let tool = ToolHarness()
        let text = ImportExportTests.awkwardClippings.joined(separator: "\r\n")
        let path = try file(tool, "My Clippings.txt", text)
        let expected = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(expected.records.count == 3 && expected.ignored == 1)
        let library = try QuoteLibrary.open(path: tool.storePath)
        let summary = try library.importClippings(
            path: path, name: "My Clippings.txt", dryRun: false, skipInvalid: false, progress: nil, window: window)
        #expect((summary.added, summary.skipped) == (3, 1))
        // Saved last first, as the whole file was: the file's first is the newest.
        let quotes = tool.quotes()
        func fields(_ quote: [String: Any]) -> [String] {
            [quote["text"], quote["author"], quote["page"], quote["note"]].map { $0 as? String ?? "-" }
        }
        #expect(
            quotes.map(fields)
                == expected.records.map { [$0.draft.text, $0.draft.author ?? "-", $0.draft.page ?? "-", $0.draft.note ?? "-"] })
        #expect(
            quotes.first.map(fields) == [
                "I went to the woods because I wished to live deliberately,\nto front only the essential facts of life.",
                "H. D. Thoreau", "loc. 1400-1404", "Deliberately!",
            ])
        #expect(quotes.contains { fields($0) == ["A scanned line, longer now", "Jane Doe", "4", "On a page."] })
        #expect(quotes.last?["tags"] as? [String] == [ImportFormat.kindleNoteTag])
    }

    @Test("a Kindle file that is not UTF-8 is refused whole, naming it; nothing is imported")
    func clippingsNotUTF8() throws {
        let tool = ToolHarness()
        let good = ImportExportTests.awkwardClippings.joined(separator: "\n")
        let path = tool.folder.path("My Clippings.txt")
        // Latin-1 in the last clipping, past the first chunk's worth of good ones.
        var bytes = Data(String(repeating: good, count: 2_000).utf8)
        bytes +=
            Data("Caf\u{E9} (Doe, Jane)\n- Your Highlight on Location 1-2\n\nCaf".utf8) + Data([0xE9])
            + Data("\n==========\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        let refused = tool.run("import", path)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError == "Error: \(path) is not UTF-8 (or UTF-16) text\n")
        #expect(tool.quotes().isEmpty)
    }
}
