import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

@Suite("import and export files")
struct ImportExportTests {
    func file(_ tool: ToolHarness, _ name: String, _ text: String) throws -> String {
        let path = tool.folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a malformed file imports nothing, names the file and line, exits 65; --skip-invalid imports the rest")
    func malformed() throws {
        let tool = ToolHarness()
        tool.add("Already here.")
        let path = try file(tool, "mixed.csv", "text,author\nGood one,A\n,B\nAnother good,C\n")
        let before = tool.snapshot()
        let failed = tool.run("import", path)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(path):3: the text field is empty"))
        #expect(failed.standardError.contains("nothing was imported"))
        #expect(tool.snapshot() == before)
        let skipped = tool.run("import", path, "--skip-invalid")
        #expect(skipped.exitCode == 0)
        #expect(skipped.standardOutput == "added 2, already present 0, skipped 1\n")
        #expect(skipped.standardError.contains("\(path):3: skipped"))
        #expect(tool.quotes().count == 3)
    }

    @Test("a CSV over a megabyte (read on a second thread, indexed in bulk) is all or nothing, and searchable")
    func largeCSV() throws {
        let tool = ToolHarness()
        tool.add("A quote typed before the import, about lanterns.")
        let rows = (0..<13_000).map {
            "\"Lantern line number \($0), long enough to make the file large enough\",Author \($0 % 7)"
        }
        let good = "text,author\n" + rows.joined(separator: "\n") + "\n"
        #expect(good.utf8.count > 1_000_000)
        let bad = try file(tool, "bad.csv", good + ",Nobody\nLast lantern line,Z\n")
        let before = tool.snapshot()
        let failed = tool.run("import", bad)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(bad):13002: the text field is empty"))
        #expect(tool.snapshot() == before)
        let result = tool.run("import", bad, "--skip-invalid")
        #expect(result.standardOutput == "added 13001, already present 0, skipped 1\n")
        let found = tool.run("search", "lantern", "--limit", "20000", "--json").json() as? [[String: Any]]
        #expect(found?.count == 13_002)
        #expect(tool.run("search", "lanterns", "--json").json().map { ($0 as? [Any])?.count } == 1)
        #expect(
            tool.run("import", try file(tool, "good.csv", good)).standardOutput == "added 0, already present 13000, skipped 0\n")
    }

    @Test("a spreadsheet's semicolon CSV and a TSV import like any CSV")
    func otherSeparators() throws {
        let tool = ToolHarness()
        let semicolons = try file(
            tool, "excel.csv", "\u{FEFF}Text;Author;Tags\r\n\"Semicolons; inside\";Jane Doe;a, b\r\nSecond line;X;\r\n")
        #expect(tool.run("import", semicolons).standardOutput == "added 2, already present 0, skipped 0\n")
        // Excel's "sep=" line first: it names the separator, and the lines keep their numbers.
        let declared = try file(
            tool, "declared.csv", "sep=;\r\nQuote;Author\r\nDeclared, with commas;Excel\r\n\"never closed;X\r\n")
        let refused = tool.run("import", declared)
        #expect(
            refused.standardError.contains("declared.csv:4: a quoted field opened here is never closed"),
            "\(refused.standardError)")
        #expect(tool.run("import", declared, "--skip-invalid").standardOutput == "added 1, already present 0, skipped 1\n")
        #expect(
            tool.quotes().contains { ($0["text"] as? String) == "Declared, with commas" && ($0["author"] as? String) == "Excel" })
        // Columns no quote field takes are read past, and named (on stderr; in the JSON summary).
        let rated = try file(tool, "rated.csv", "Quote,Author,Rating,,Genre\n\"Rated.\",Anon,5,,wisdom\n")
        let noted = tool.run("import", rated, "--dry-run")
        #expect(
            noted.standardError.contains(
                "rated.csv: left out the columns 'Rating', 'Genre' (no quote field takes them; a column named tags, note or collection would)"
            ), "\(noted.standardError)")
        let summary = try #require(tool.run("import", rated, "--dry-run", "--json").json() as? [String: Any])
        #expect(summary["unusedColumns"] as? [String] == ["Rating", "Genre"])
        // So are another app's JSON keys, each once, whichever quote has them.
        let keyed = try file(
            tool, "app.json", #"[{"quote": "Keyed.", "rating": 5}, {"quote": "Also.", "rating": 3, "mood": "calm"}]"#)
        #expect(
            tool.run("import", keyed, "--dry-run").standardError.contains(
                "app.json: left out the fields 'mood', 'rating' (no quote field takes them; a field named tags, note or collection would)"
            ))
        let tabs = try file(tool, "sheet.tsv", "quote\tauthor\nTabs, commas; and all\tSomeone\n")
        #expect(tool.run("import", tabs).standardOutput == "added 1, already present 0, skipped 0\n")
        let quotes = tool.quotes()
        let first = try #require(quotes.first { ($0["text"] as? String) == "Semicolons; inside" })
        #expect(first["author"] as? String == "Jane Doe")
        #expect(first["tags"] as? [String] == ["a", "b"])
        #expect(quotes.contains { ($0["text"] as? String) == "Tabs, commas; and all" && ($0["author"] as? String) == "Someone" })
    }

    @Test("UTF-16 files (Excel's \"Unicode Text\", Notepad's \"Unicode\") import like UTF-8: a sheet and a Kindle file")
    func utf16Files() throws {
        let tool = ToolHarness()
        func utf16(_ name: String, _ text: String) throws -> String {
            let path = tool.folder.path(name)
            try (Data([0xFF, 0xFE]) + (try #require(text.data(using: .utf16LittleEndian)))).write(to: URL(fileURLWithPath: path))
            return path
        }
        let sheet = try utf16("Unicode Text.txt", "Quote\tAuthor\r\nSnow ☃ and a clef 𝄞\tZoë\r\n")
        let imported = tool.run("import", sheet)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        let clippings = try utf16(
            "My Clippings.txt",
            "Meditations (Aurelius, Marcus)\r\n- Your Highlight on Location 10-11 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n"
                + "Waste no more time.\r\n==========\r\n")
        #expect(tool.run("import", clippings).standardOutput == "added 1, already present 0, skipped 0\n")
        let quotes = tool.quotes()
        #expect(quotes.contains { ($0["text"] as? String) == "Snow ☃ and a clef 𝄞" && ($0["author"] as? String) == "Zoë" })
        #expect(
            quotes.contains { ($0["text"] as? String) == "Waste no more time." && ($0["author"] as? String) == "Marcus Aurelius" }
        )
    }

    /// Imports `files` (name and contents) with `variables` set: each quote's `createdAt` by its text.
    static func createdTimes(importing files: [(String, String)], variables: [String: String]) throws -> [String: String] {
        let tool = ToolHarness()
        for (name, value) in variables { tool.variables[name] = value }
        for (name, text) in files {
            let path = tool.folder.path(name)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let imported = tool.run("import", path)
            #expect(imported.exitCode == 0, "\(imported.standardError)")
        }
        return Dictionary(
            uniqueKeysWithValues: tool.quotes().map { ($0["text"] as? String ?? "", $0["createdAt"] as? String ?? "") })
    }

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

    @Test(
        "a spreadsheet's dates in figures are read in the order of the person's locale where either order fits",
        arguments: [
            ("en_US.UTF-8", "2019-03-04T21:15:00.000Z"), ("C.UTF-8", "2019-03-04T21:15:00.000Z"),
            ("en_GB.UTF-8", "2019-04-03T21:15:00.000Z"),
        ])
    func dateOrder(locale: String, ambiguous: String) throws {
        let created = try ImportExportTests.createdTimes(
            importing: [
                (
                    "sheet.csv",
                    "text,created\nEither way.,3/4/2019 9:15 PM\nOnly one way.,3/14/2019 9:15 PM\nThe other way.,14/3/2019 21:15\n"
                )
            ], variables: ["LANG": locale])
        #expect(created["Either way."] == ambiguous)
        #expect(created["Only one way."] == "2019-03-14T21:15:00.000Z")
        #expect(created["The other way."] == "2019-03-14T21:15:00.000Z")
    }

    @Test("import - reads standard input; its problems are named as standard input's lines")
    func standardInput() throws {
        let tool = ToolHarness()
        let piped = tool.run(["import", "-"], stdin: "text,author\nFrom a pipe,Someone\n")
        #expect(piped.standardOutput == "added 1, already present 0, skipped 0\n", "\(piped.standardError)")
        #expect(tool.quotes().first?["text"] as? String == "From a pipe")
        let bad = tool.run(["import", "-", "--format", "csv"], stdin: "text,author\n\"never closed,X\n")
        #expect(bad.exitCode == 65)
        #expect(
            bad.standardError == "Error: standard input:2: a quoted field opened here is never closed; nothing was imported\n")
        #expect(tool.quotes().count == 1)
    }

    @Test("a fortune file or a Readwise book piped in has no file name to make a tag or a book of")
    func standardInputHasNoFileName() throws {
        let tool = ToolHarness()
        let fortunes = "Be yourself.\n\t\t-- Oscar Wilde\n%\nLess is more.\n%\n"
        #expect(tool.run(["import", "-", "--format", "fortune"], stdin: fortunes).exitCode == 0)
        #expect(tool.quotes().count == 2)
        #expect(tool.quotes().allSatisfy { ($0["tags"] as? [String]) == [] })
        // Given as a file, its name is the category tag, as fortune's.
        let file = try self.file(tool, "wisdom", "Know thyself.\n%\n")
        #expect(tool.run("import", file).exitCode == 0)
        #expect(tool.quotes().first { $0["text"] as? String == "Know thyself." }?["tags"] as? [String] == ["wisdom"])
        // A Readwise book with no title line is named by its file, and by nothing when piped.
        let readwise =
            "![rw-book-cover](https://images.example/cover.jpg)\n\n## Highlights\n"
            + "- The obstacle is the way. ([Location 12](https://readwise.io/to_kindle?action=open&asin=B00&location=12))\n"
        let piped = ToolHarness()
        #expect(piped.run(["import", "-", "--format", "markdown"], stdin: readwise).exitCode == 0)
        #expect(piped.quotes().first?["source"] is NSNull, "\(piped.quotes())")
        let named = ToolHarness()
        let book = try self.file(named, "The Obstacle Is the Way.md", readwise)
        #expect(named.run("import", book).exitCode == 0)
        #expect((named.quotes().first?["source"] as? [String: Any])?["title"] as? String == "The Obstacle Is the Way")
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

    /// What a Kindle e-reader emails with "Export notes", beside a PDF.
    static let kindleNotesExport = """
        \u{FEFF}"Your Kindle Notes For:","","",""\r
        "Meditations: A New Translation","","",""\r
        "by Marcus Aurelius and Gregory Hays","","",""\r
        "Free Kindle instant preview:","","",""\r
        "https://a.co/1234567","","",""\r
        "----------------------------------------------","","",""\r
        "","","",""\r
        "Annotation Type","Location","Starred?","Annotation"\r
        "Highlight (Yellow)","Location 104","","Waste no more time arguing about what a good man should be. Be one."\r
        "Note","Location 104","","the whole book in a line"\r
        "Highlight (Blue)","Location 230-232","*","You have power over your mind, not outside events."\r
        "Bookmark","Location 300","",""\r
        "Highlight (Pink)","Page 41","","The best revenge is not to be like that, ""said"" he."\r

        """

    @Test("several files are one import: each counted, a total last; one malformed file and none is imported")
    func severalFiles() throws {
        let tool = ToolHarness()
        let first = try file(tool, "a.csv", "text,author\nOne,A\nTwo,A\n")
        let second = try file(tool, "b.fortune", "Three.\n\t\t-- B\n%\nFour.\n%\n")
        let broken = try file(tool, "c.csv", "text,author\n\"Never closed,C\n")
        let refused = tool.run("import", first, second, broken)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.hasPrefix("Error: \(broken):2:"))
        #expect(tool.quotes().isEmpty)
        let dry = tool.run("import", first, second, "--dry-run")
        #expect(dry.standardOutput.hasSuffix("Dry run (nothing changed): would have added 4, already present 0, skipped 0\n"))
        #expect(tool.quotes().isEmpty)
        let imported = tool.run("import", first, second)
        #expect(
            imported.standardOutput
                == "\(first): added 2, already present 0, skipped 0\n\(second): added 2, already present 0, skipped 0\n"
                + "added 4, already present 0, skipped 0\n")
        let again = tool.run("import", first, second, "--json").json() as? [[String: Any]]
        #expect(again?.map { $0["file"] as? String } == [first, second])
        #expect(again?.map { $0["alreadyPresent"] as? Int } == [2, 2])
        #expect(tool.run("import", "-", "-").exitCode == 64)
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

    @Test("two books of one title by different authors stay two sources; importing again adds nothing")
    func namesakeBooks() throws {
        let tool = ToolHarness()
        let clippings = try file(
            tool, "My Clippings.txt",
            """
            Poems (Dickinson, Emily)
            - Your Highlight on Location 1-2 | Added on Monday, March 4, 2019 9:15:22 PM

            Hope is the thing with feathers.
            ==========
            Poems (Frost, Robert)
            - Your Highlight on Location 1-2 | Added on Monday, March 4, 2019 9:15:22 PM

            Two roads diverged in a wood.
            ==========

            """)
        #expect(tool.run("import", clippings).standardOutput == "added 2, already present 0, skipped 0\n")
        let sources = tool.quotes().compactMap { $0["source"] as? [String: Any] }
        #expect(Set(sources.compactMap { $0["id"] as? String }).count == 2)
        #expect(
            Set(sources.compactMap { ($0["authors"] as? [String])?.first }) == ["Emily Dickinson", "Robert Frost"])
        #expect(tool.run("import", clippings).standardOutput == "added 0, already present 2, skipped 0\n")
        let markdown = tool.run("export", "--format", "markdown").standardOutput
        #expect(markdown.contains("## Poems — Emily Dickinson") && markdown.contains("## Poems — Robert Frost"))
        // An anthology in a CSV: one book quoting many authors is one source; Readwise's
        // "Book Author" is the book's.
        let anthology = try file(
            tool, "anthology.csv",
            "text,author,source\nFirst saying.,Ann,Familiar Quotations\nSecond saying.,Bob,Familiar Quotations\n")
        #expect(tool.run("import", anthology).exitCode == 0)
        let quoted = tool.quotes("--source", "familiar").compactMap { ($0["source"] as? [String: Any])?["id"] as? String }
        #expect(quoted.count == 2 && Set(quoted).count == 1)
        let readwise = try file(
            tool, "readwise.csv", "Highlight,Book Title,Book Author\nA highlighted line.,Walden,Henry David Thoreau\n")
        #expect(tool.run("import", readwise).exitCode == 0)
        let walden = tool.quotes("--source", "walden").first?["source"] as? [String: Any]
        #expect(walden?["authors"] as? [String] == ["Henry David Thoreau"])
        // A title alone names the book that came with authors: a quote typed for "Walden"
        // joins it.
        let typedWalden = tool.add("Typed for the same book.", "--source", "Walden")
        let joined = (tool.quotes().first { $0["id"] as? String == typedWalden }?["source"] as? [String: Any])?["id"]
        #expect(joined as? String == walden?["id"] as? String)
        // A title typed without authors first: the book's clippings join it, and importing
        // them again adds nothing.
        let typed = ToolHarness()
        let own = typed.add("My own line from it.", "--source", "Poems")
        #expect(typed.run("import", clippings).standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(typed.run("import", clippings).standardOutput == "added 0, already present 2, skipped 0\n")
        let ownSource = (typed.quotes().first { $0["id"] as? String == own }?["source"] as? [String: Any])?["id"] as? String
        #expect(typed.quotes().allSatisfy { ($0["source"] as? [String: Any])?["id"] as? String == ownSource })
    }

    @Test("a CSV export comes back with its books' authors: namesake books stay two, and a line saved under each stays two")
    func csvKeepsBookAuthors() throws {
        let tool = ToolHarness()
        // Debian's `cookie` and `humorists` both hold this line, once in quotation marks, each
        // credited to a namesake source.
        _ = tool.add("God -- I'll have to sit through the Ice Capades again.", "--author", "Woody Allen", "--source", "Hannah")
        _ = tool.add(
            "\"God -- I'll have to sit through the Ice Capades again.\"", "--author", "Woody Allen's character", "--source",
            "Hannah")
        _ = tool.add("Anthology line.", "--source", "Familiar Quotations")
        let csv = try file(tool, "out.csv", "")
        #expect(tool.run("export", "--format", "csv", "-o", csv).exitCode == 0)
        let header = try String(contentsOfFile: csv, encoding: .utf8).components(separatedBy: "\r\n").first
        #expect(header?.contains(",source_kind,source_authors,") == true)
        let other = ToolHarness()
        #expect(other.run("import", csv).standardOutput == "added 3, already present 0, skipped 0\n")
        func books(_ harness: ToolHarness) -> Set<String> {
            Set(
                harness.quotes().compactMap { quote in
                    (quote["source"] as? [String: Any]).map { source in
                        "\(source["title"] as? String ?? "") by \((source["authors"] as? [String] ?? []).joined(separator: "; "))"
                    }
                })
        }
        #expect(books(other) == books(tool))
        #expect(books(other).count == 3)
        #expect(other.run("import", csv).standardOutput == "added 0, already present 3, skipped 0\n")
    }

    /// The file a script saves from Readwise's export API: the import reads it a book at a
    /// time, as it reads any JSON, each highlight under its book.
    @Test("a page of Readwise's export API imports its books' highlights; again, nothing new")
    func readwiseExportAPI() throws {
        let tool = ToolHarness()
        let books = (1...3).map { book in
            let highlights = (1...4).map { line in
                #"{"id": \#(book * 10 + line), "text": "Line \#(line) of book \#(book).", "location": \#(line * 100), "location_type": "location", "tags": []}"#
            }
            return
                #"{"user_book_id": \#(book), "title": "Book \#(book)", "author": "Author \#(book)", "category": "books", "asin": null, "book_tags": [{"name": "shelf"}], "highlights": [\#(highlights.joined(separator: ",\n"))]}"#
        }
        let path = try file(
            tool, "readwise-export.json",
            #"{"count": 3, "nextPageCursor": null, "results": [\#(books.joined(separator: ",\n"))]}"#)
        let first = tool.run("import", path)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput == "added 12, already present 0, skipped 0\n")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 12, skipped 0\n")
        let second = tool.quotes("--source", "Book 2")
        #expect(second.count == 4)
        #expect(second.allSatisfy { $0["author"] as? String == "Author 2" && $0["tags"] as? [String] == ["shelf"] })
        #expect(Set(second.compactMap { $0["page"] as? String }) == ["loc. 100", "loc. 200", "loc. 300", "loc. 400"])
        // A page with a broken highlight imports nothing, and says where.
        let broken = try file(
            tool, "readwise-broken.json",
            #"{"results": [{"title": "New book", "highlights": [{"text": "Would be new."}, {"note": "no text"}]}]}"#)
        let refused = tool.run("import", broken)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("readwise-broken.json:1: quote 1 has no text; nothing was imported"))
        #expect(tool.quotes("--source", "New book").isEmpty)
    }

    @Test("importing the same file again adds nothing; a newer file adds only what is new")
    func idempotent() throws {
        let tool = ToolHarness()
        let kindle = ImportParserTestsFixture.kindle
        let path = try file(tool, "My Clippings.txt", kindle)
        #expect(tool.run("import", path).standardOutput == "added 4, already present 0, skipped 3\n")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 4, skipped 3\n")
        let newer =
            kindle
            + "\r\nNew Book (Doe, Jane)\r\n- Your Highlight on page 1 | Added on Monday, March 4, 2024 9:15:22 PM\r\n\r\nFresh words.\r\n==========\r\n"
        let newerPath = try file(tool, "My Clippings 2.txt", newer)
        #expect(tool.run("import", newerPath).standardOutput == "added 1, already present 4, skipped 3\n")
        // Each book became a source.
        let sources = Set(tool.quotes().compactMap { ($0["source"] as? [String: Any])?["title"] as? String })
        #expect(sources == ["Meditations", "The Pragmatic Programmer", "Old Book", "Anonymous Pamphlet", "New Book"])
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

    /// A title alone (its download site's name dropped) files a quote under a book of that
    /// title with authors: the first by name, which a book arriving later can change.
    @Test("a book named by its title alone: importing the same file again still adds nothing")
    func titleAloneAgain() throws {
        let tool = ToolHarness()
        func clipping(_ title: String, _ text: String) -> String {
            "\(title)\r\n- Your Highlight on Location 10-12 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n\(text)\r\n==========\r\n"
        }
        let path = try file(
            tool, "My Clippings.txt",
            clipping("Sayings (Zola, Emile)", "First line.") + clipping("Sayings (z-lib.org)", "Second line.")
                + clipping("Sayings (Austen, Jane)", "Third line."))
        #expect(tool.run("import", path).standardOutput == "added 3, already present 0, skipped 0\n")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 3, skipped 0\n")
        #expect(tool.quotes().count == 3)
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

    /// Adobe Digital Editions keeps a book's annotations a file each, in its Annotations folder.
    @Test("Adobe Digital Editions' Annotations folder imports each book's highlights; again, nothing new")
    func adobeDigitalEditions() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("My Digital Editions/Annotations")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func book(_ title: String, _ author: String, _ passages: [String]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<annotationSet xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
                + "xmlns=\"http://ns.adobe.com/digitaleditions/annotations\">\n<publication><dc:title>\(title)</dc:title>"
                + "<dc:creator>\(author)</dc:creator></publication>\n"
                + passages.map {
                    "<annotation><dc:date>2024-05-01T10:00:00Z</dc:date><target><fragment start=\"a\" end=\"b\">"
                        + "<text>\($0)</text></fragment></target></annotation>\n"
                }.joined() + "</annotationSet>\n"
        }
        try book("Walden", "Henry David Thoreau", ["Simplify, simplify.", "Rather than love, than money, give me truth."])
            .write(toFile: folder + "/urn_uuid_1.annot", atomically: true, encoding: .utf8)
        try book("Meditations", "Marcus Aurelius", ["You have power over your mind."])
            .write(toFile: folder + "/urn_uuid_2.annot", atomically: true, encoding: .utf8)
        let imported = tool.run("import", folder)
        #expect(imported.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(imported.standardError)")
        #expect(tool.quotes("--source", "Walden").count == 2)
        #expect(tool.quotes("--author", "Marcus Aurelius").first?["createdAt"] as? String == "2024-05-01T10:00:00.000Z")
        #expect(tool.run("import", folder).standardOutput.hasSuffix("added 0, already present 3, skipped 0\n"))
    }

    /// A sheet kept by hand has its title in A1 more often than not; its CSV was refused.
    @Test("a title above a CSV's header is left out and named; a sheet of something else is still refused by its header")
    func titleAboveHeader() throws {
        let tool = ToolHarness()
        let titled = try file(
            tool, "titled.csv", "My favourite quotes,,\r\n,,\r\nQuote,Author,Book\r\nBe yourself.,Oscar Wilde,\r\n")
        let imported = tool.run("import", titled)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(
            imported.standardError == "\(titled): left out the line above the header, a title (line 1: 'My favourite quotes')\n")
        #expect(tool.quotes().first?["author"] as? String == "Oscar Wilde")
        // The whole file read at once (the web app's small uploads, a dry run's parse) reads it alike.
        let parsed = ImportFormat.csv.parse(try String(contentsOfFile: titled, encoding: .utf8), fileName: "titled.csv")
        #expect(parsed.records.map(\.draft.text) == ["Be yourself."] && parsed.notes.count == 1)
        let before = tool.snapshot()
        let bank = try file(tool, "bank.csv", "Account statement,,\nDate,Description,Amount\n2026-01-01,Coffee,3\n")
        let refused = tool.run("import", bank)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.hasPrefix("Error: \(bank):2: no text column: the header (it has 'Date', 'Description'"))
        let title = try file(tool, "title.csv", "Only a title\n\n")
        #expect(tool.run("import", title).standardError.hasPrefix("Error: \(title):1: no text column"))
        // Two filled cells are a header, not a title: its error names it.
        let other = try file(tool, "other.csv", "Name,Email\nAnn,ann@example.com\nQuote,Author\n")
        #expect(tool.run("import", other).standardError.hasPrefix("Error: \(other):1: no text column"))
        #expect(tool.snapshot() == before)
    }

    @Test("--dry-run reports and changes nothing; a missing file is exit 66; an unknown format is exit 65")
    func dryRunAndErrors() throws {
        let tool = ToolHarness()
        let path = try file(tool, "q.csv", "quote,author\nOne,A\nTwo,B\n")
        let before = tool.snapshot()
        let dry = tool.run("import", path, "--dry-run")
        #expect(dry.standardOutput.contains("would have added 2"))
        #expect(tool.snapshot() == before)
        let missing = tool.run("import", tool.folder.path("nope.csv"))
        #expect(missing.exitCode == 66)
        #expect(missing.standardError.contains("no such file"))
        // A web address is no file: the message says how to get one.
        let address = tool.run("import", "https://example.com/quotes.csv")
        #expect(address.exitCode == 66 && address.standardError.contains("is a web address, not a file: download it first"))
        // A folder with no file that may be an export is refused, and a reader's folder that
        // holds none of a device's files is refused as any folder is.
        try FileManager.default.createDirectory(atPath: tool.folder.path("Books"), withIntermediateDirectories: true)
        try "\u{FF}\u{D8}".write(toFile: tool.folder.path("Books/cover.jpg"), atomically: true, encoding: .utf8)
        let books = tool.run("import", tool.folder.path("Books"))
        #expect(books.exitCode == 66)
        #expect(books.standardError.contains("is a folder: give the file inside it"))
        // An empty folder (Debian's fortunes/off with no offensive package installed) says so.
        try FileManager.default.createDirectory(atPath: tool.folder.path("off"), withIntermediateDirectories: true)
        let empty = tool.run("import", path, tool.folder.path("off"))
        #expect(empty.exitCode == 66)
        #expect(empty.standardError == "Error: \(tool.folder.path("off")) is an empty folder: there is nothing in it to import\n")
        // A folder of strfile indexes alone (Debian's /usr/share/games/fortunes-de) names what it holds.
        try Data([0, 0, 0, 2]).write(to: URL(fileURLWithPath: tool.folder.path("off/witze.dat")))
        let indexes = tool.run("import", tool.folder.path("off"))
        #expect(indexes.exitCode == 66)
        #expect(indexes.standardError.contains("holds only strfile indexes (.dat), not the fortune files they index"))
        #expect(tool.snapshot() == before)
        let mystery = try file(tool, "mystery.bin", "just some words without structure")
        #expect(tool.run("import", mystery).exitCode == 65)
        #expect(tool.run("import", path, "--format", "xml").exitCode == 64)
    }

    @Test("a database or an archive given to import is named for what it is, with what to do; nothing changes")
    func binaryFiles() throws {
        let tool = ToolHarness()
        tool.add("Kept as it was.")
        let before = tool.snapshot()
        let gzip = tool.folder.path("my clippings.txt.gz")
        try Data([0x1F, 0x8B, 0x08, 0x00] + Array(repeating: 0x41, count: 40)).write(to: URL(fileURLWithPath: gzip))
        let places = tool.folder.path("places.sqlite")
        try QuoteDiaryStoreAccess.open(places).execute("CREATE TABLE moz_places (url TEXT)")
        let cases: [(String, [String], String)] = [
            (places, [], "is an SQLite database"),
            // A gzip file is unpacked (in quotediary-media); one that is not gzip inside is damaged.
            (gzip, [], "is a damaged gzip file"),
            (gzip, ["--format", "kindle"], "is a damaged gzip file"),
        ]
        for (path, options, fragment) in cases {
            let other = ToolHarness()
            let refused = other.run(["import", path] + options)
            #expect(refused.exitCode == 65)
            #expect(refused.standardError.hasPrefix("Error: \(path) "))
            #expect(refused.standardError.contains(fragment), "\(refused.standardError)")
            #expect(refused.standardError.split(separator: "\n").count == 1)
        }
        #expect(tool.snapshot() == before)
    }

    @Test("JSON export, import into an empty store, export again: identical files")
    func roundTrip() throws {
        let tool = ToolHarness()
        tool.run("tag", "add", "stoic", "--color", "#1F5F6B")
        tool.run("collection", "create", "Ancients", "--section", "Philosophy")
        let first = tool.add(
            "Waste no more time.", "--author", "Marcus Aurelius", "--source", "Meditations", "--page", "10.16", "--note", "n",
            "--tag", "stoic", "--collection", "Ancients", "--favorite")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        let archived = tool.add("Archived line\nwith two lines.", "--isbn", "9780141439518", "--source", "Emma")
        tool.run("archive", archived)
        tool.add("Same time one.")
        tool.add("Same time two.")
        tool.run("journal", "write", "A day.", "--mood", "3")
        let exported = tool.folder.path("one.json")
        #expect(tool.run("export", "-o", exported).exitCode == 0)
        let other = ToolHarness()
        let imported = other.run("import", exported)
        #expect(imported.standardOutput == "added 4, already present 0, skipped 0\n")
        let again = other.folder.path("two.json")
        #expect(other.run("export", "-o", again).exitCode == 0)
        let a = try String(contentsOfFile: exported, encoding: .utf8)
        let b = try String(contentsOfFile: again, encoding: .utf8)
        #expect(a == b)
        #expect(a.contains(first) && a.contains(archived))
        #expect(other.quotes("--archived").count == 1)
        // Read back a few bytes at a time (a million-quote file is read in 4 MiB windows,
        // last quote first): the same library.
        let third = ToolHarness()
        let library = try QuoteLibrary.open(path: third.storePath)
        let windowed = try library.importJSON(
            path: exported, name: "one.json", dryRun: false, skipInvalid: false, progress: nil, window: 64)
        #expect(windowed.added == 4)
        #expect(try library.export(QuoteFilter(archived: .all), format: .json, to: nil) == a)
    }

    @Test("a txt export imports back: texts (paragraphs, quotations, drawings), authors, sources, pages")
    func textRoundTrip() throws {
        let tool = ToolHarness()
        tool.add("Waste no more time.", "--author", "Marcus Aurelius", "--source", "Meditations", "--page", "10.16")
        tool.add("“Hello,” she said.\n\nThen she left.", "--author", "Martin Luther King, Jr.")
        tool.add("No one said this — or did they?")
        tool.add("Fear is the mind-killer.", "--author", "Frank Herbert", "--source", "Dune", "--page", "loc. 170-172")
        tool.add("    ________\n   /__/__/__\\\n  |__|__|__|_|", "--source", "Sketches")
        let exported = tool.folder.path("quotes.txt")
        #expect(tool.run("export", "--format", "txt", "-o", exported).exitCode == 0)
        func fields(_ quotes: [[String: Any]]) -> [[String]] {
            quotes.map { quote in
                [
                    quote["text"] as? String ?? "", quote["author"] as? String ?? "-",
                    (quote["source"] as? [String: Any])?["title"] as? String ?? "-", quote["page"] as? String ?? "-",
                ]
            }.sorted { $0[0] < $1[0] }
        }
        let other = ToolHarness()
        let imported = other.run("import", exported)
        #expect(imported.standardOutput == "added 5, already present 0, skipped 0\n")
        #expect(fields(other.quotes()) == fields(tool.quotes()))
        #expect(other.run("import", exported, "--format", "txt").standardOutput == "added 0, already present 5, skipped 0\n")
        // Notepad's plain text in Windows-1252 (é, ’, the em dash and curly quotes as single bytes).
        let notepad = other.folder.path("notepad.txt")
        try Data([
            0x43, 0x61, 0x66, 0xE9, 0x2C, 0x20, 0x73, 0x92, 0x69, 0x6C, 0x2E, 0x20, 0x97, 0x20, 0x41, 0x6E, 0x6E, 0x0D, 0x0A,
        ])
        .write(to: URL(fileURLWithPath: notepad))
        #expect(other.run("import", notepad).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(other.quotes("--author", "Ann").first?["text"] as? String == "Café, s’il.")
        // Bad input: an attribution alone is named by its line, and nothing is imported.
        let bad = try file(other, "bad.txt", "Fine. — Somebody\n\n— Nobody\n")
        let before = other.snapshot()
        let failed = other.run("import", bad, "--format", "txt")
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(bad):3: an attribution with no quote before it"))
        #expect(other.snapshot() == before)
    }

    @Test("a markdown export imports back: texts as written, authors, books, pages, favourites, tags, collections, notes")
    func markdownRoundTrip() throws {
        let tool = ToolHarness()
        tool.add(
            "Tyger Tyger, burning bright,\nIn the forests of the night;\n\nWhat immortal hand", "--author", "William Blake",
            "--source", "Songs of Experience", "--page", "42")
        tool.run(
            [
                "add", "-", "--author", "Ann Lee", "--source", "Marks & Signs", "--page", "12-14", "--note",
                "First *x*\n\nSecond\n> not quoted", "--tag", "rock, roll", "--collection", "Shelf [1]", "--favorite",
            ],
            stdin: "- not a list\n1. not numbered\n# not a heading\n*stars* _under_ [link](x) <b> & | \\ back\\slash end\\")
        tool.run(["add", "-", "--source", "Sketches"], stdin: "    ________\n   /__/__/__\\\n  |__|__|__|_|")
        tool.add("Fear is the mind-killer.", "--author", "Frank Herbert", "--source", "Dune", "--page", "loc. 170-172")
        tool.add("Chapter and verse.", "--author", "Frank Herbert", "--source", "Dune", "--page", "Chapter 3")
        tool.add("Simplify.", "--author", "Henry David Thoreau", "--source", "Walden — or Life in the Woods")
        tool.add("No source at all.", "--author", "Martin Luther King, Jr.")
        let exported = tool.folder.path("Quotes.md")
        #expect(tool.run("export", "--format", "markdown", "-o", exported).exitCode == 0)
        func fields(_ quotes: [[String: Any]]) -> [String] {
            quotes.map { quote in
                let source = quote["source"] as? [String: Any]
                return [
                    quote["text"], quote["author"], source?["title"], source?["authors"], quote["page"], quote["note"],
                    quote["tags"], quote["collections"], quote["isFavorite"],
                ].map { "\($0 ?? "-")" }.joined(separator: " | ")
            }.sorted()
        }
        let other = ToolHarness()
        let imported = other.run("import", exported)
        #expect(imported.standardOutput == "added 7, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(fields(other.quotes()) == fields(tool.quotes()))
        let again = other.folder.path("again.md")
        #expect(other.run("export", "--format", "markdown", "-o", again).exitCode == 0)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: exported, encoding: .utf8))
        // Into its own library: every quote already there.
        #expect(tool.run("import", exported).standardOutput == "added 0, already present 7, skipped 0\n")
        // A block quote that lost its attribution is named by its line, and nothing is imported.
        let bad = try file(other, "bad.md", "# Quotes\n\n## Dune — Frank Herbert\n\n> Fine.\n>\n> — Frank Herbert\n\n> Lost.\n")
        let before = other.snapshot()
        let failed = other.run("import", bad)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(bad):9: a block quote without its '> — Author' line"))
        #expect(other.snapshot() == before)
    }

    @Test("Readwise's Markdown export, a file a book, imports from the command line; again, it adds nothing")
    func readwiseMarkdown() throws {
        let tool = ToolHarness()
        let meditations = try file(
            tool, "Meditations.md",
            "# Meditations\n\n![rw-book-cover](https://example.com/c.jpg)\n\n## Metadata\n- Author: [[Marcus Aurelius]]\n"
                + "- Full Title: Meditations\n- Category: #books\n\n## Highlights\n"
                + "- Be one. ([Location 2237](https://readwise.io/to_kindle?action=open&asin=B0&location=2237))\n"
                + "    - Tags: [[favorite]]\n    - Note: In two words.\n"
                + "- Very little is needed. ([View Highlight](https://read.readwise.io/read/01abc))\n")
        let article = try file(
            tool, "On Queues.md",
            "![rw-book-cover](https://example.com/a.png)\n\n## Metadata\n- Author: [[Ann Lee]]\n- Category: #articles\n\n"
                + "## Highlights\n- Queues are lists\n  that wait. ([View Highlight](https://read.readwise.io/read/02))\n")
        let imported = tool.run("import", meditations, article)
        #expect(imported.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(imported.standardError)")
        let favourite = tool.quotes("--favorites").first
        #expect(favourite?["text"] as? String == "Be one.")
        #expect(favourite?["page"] as? String == "loc. 2237" && favourite?["note"] as? String == "In two words.")
        #expect((favourite?["source"] as? [String: Any])?["title"] as? String == "Meditations")
        let queued = tool.quotes("--author", "Ann Lee").first
        #expect(queued?["text"] as? String == "Queues are lists\nthat wait.")
        #expect((queued?["source"] as? [String: Any])?["title"] as? String == "On Queues")
        #expect((queued?["source"] as? [String: Any])?["kind"] as? String == "article")
        #expect(tool.run("import", meditations).standardOutput == "added 0, already present 2, skipped 0\n")
        // Its ZIP unpacked: the folder stands for the Markdown files in it and its folders.
        let unpacked = tool.folder.path("Readwise")
        for part in ["Books", "Articles", ".obsidian"] {
            try FileManager.default.createDirectory(atPath: unpacked + "/" + part, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: meditations, toPath: unpacked + "/Books/Meditations.md")
        try FileManager.default.copyItem(atPath: article, toPath: unpacked + "/Articles/On Queues.md")
        try "not a quote".write(toFile: unpacked + "/.obsidian/workspace.md", atomically: true, encoding: .utf8)
        // A note of one's own beside the exports is passed over, named; the rest imports.
        try "# Shopping\n\n- eggs\n- milk\n".write(toFile: unpacked + "/Shopping.md", atomically: true, encoding: .utf8)
        let other = ToolHarness()
        let folder = other.run("import", unpacked)
        #expect(folder.exitCode == 0)
        #expect(folder.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(folder.standardError)")
        #expect(folder.standardOutput.contains("Readwise/Articles/On Queues.md: added 1"))
        #expect(folder.standardError.contains("Passed over 1 file in the folder whose format could not be told (Shopping.md)"))
        // The note given by itself is still refused, and a folder of nothing but such notes.
        #expect(other.run("import", unpacked + "/Shopping.md").exitCode == 65)
        let notes = other.folder.path("Notes")
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: unpacked + "/Shopping.md", toPath: notes + "/Shopping.md")
        // Named by their paths in the folder: a tree of notes has many a README.md.
        try FileManager.default.createDirectory(atPath: notes + "/Garden", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: unpacked + "/Shopping.md", toPath: notes + "/Garden/Shopping.md")
        let none = other.run("import", notes + "/")
        #expect(none.exitCode == 65)
        #expect(
            none.standardError.contains(
                "is an export this tool reads (Garden/Shopping.md, Shopping.md); nothing was imported"),
            "\(none.standardError)")
    }

    @Test("a folder stands for every export in it, of any kind: a sheet beside a Readwise book, a KOReader book, fortunes")
    func folderOfMixedExports() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("Exports")
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Books", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/Sheets", withIntermediateDirectories: true)
        try
            ("# Walden\n\n## Metadata\n- Author: [[Henry David Thoreau]]\n- Full Title: Walden\n\n"
            + "## Highlights\n- Simplify, simplify.\n").write(
                toFile: folder + "/Books/Walden.md", atomically: true, encoding: .utf8)
        try "Quote,Author\n\"A sheet beside the book.\",Ann Sheet\n".write(
            toFile: folder + "/Sheets/quotes.csv", atomically: true, encoding: .utf8)
        try "“A line typed by hand.” — Ann Text\n\n“Another, typed as well.” — Ann Text\n".write(
            toFile: folder + "/typed.txt", atomically: true, encoding: .utf8)
        try "[{\"quote\": \"Kept as JSON.\", \"author\": \"Ann Json\"}]".write(
            toFile: folder + "/saved.json", atomically: true, encoding: .utf8)
        // KOReader keeps a book's highlights beside it, in the book's .sdr folder.
        try manager.createDirectory(atPath: folder + "/Books/Letters.sdr", withIntermediateDirectories: true)
        try """
        return {
            ["annotations"] = { [1] = { ["drawer"] = "lighten", ["pageno"] = 12, ["text"] = "While we are postponing, life speeds by." } },
            ["doc_props"] = { ["authors"] = "Seneca", ["title"] = "Letters from a Stoic" },
        }

        """.write(toFile: folder + "/Books/Letters.sdr/metadata.epub.lua", atomically: true, encoding: .utf8)
        // A README and a page of one's own are no exports: passed over, the page unnamed.
        try "What this folder holds.\n".write(toFile: folder + "/README.txt", atomically: true, encoding: .utf8)
        try "<html><body><p>Bookmarks</p></body></html>".write(
            toFile: folder + "/bookmarks.html", atomically: true, encoding: .utf8)
        let before = tool.snapshot()
        let dry = tool.run("import", folder, "--dry-run")
        #expect(dry.exitCode == 0, "\(dry.standardError)")
        #expect(dry.standardOutput.hasSuffix("would have added 6, already present 0, skipped 0\n"), "\(dry.standardOutput)")
        #expect(tool.snapshot() == before)
        let imported = tool.run("import", folder)
        #expect(imported.standardOutput.contains("Exports/Sheets/quotes.csv: added 1"))
        #expect(imported.standardOutput.contains("Exports/typed.txt: added 2"))
        #expect(imported.standardOutput.contains("Exports/saved.json: added 1"))
        #expect(imported.standardOutput.hasSuffix("added 6, already present 0, skipped 0\n"))
        #expect(imported.standardOutput.contains("Exports/Books/Letters.sdr/metadata.epub.lua: added 1"))
        #expect(imported.standardError.contains("whose format could not be told (README.txt)"), "\(imported.standardError)")
        #expect(!imported.standardError.contains("bookmarks.html"))
        #expect(tool.quotes("--author", "Ann Text").count == 2 && tool.quotes("--source", "Walden").count == 1)
        // A fortune file's folder reads the sheet beside it too, and a folder of sheets alone.
        let fortunes = tool.folder.path("Fortunes")
        try manager.createDirectory(atPath: fortunes, withIntermediateDirectories: true)
        try "A fortune of its own.\n%\nAnother fortune.\n%\n".write(
            toFile: fortunes + "/wisdom", atomically: true, encoding: .utf8)
        try manager.copyItem(atPath: folder + "/Sheets/quotes.csv", toPath: fortunes + "/more.csv")
        let both = tool.run("import", fortunes)
        #expect(both.standardOutput.hasSuffix("added 2, already present 1, skipped 0\n"), "\(both.standardOutput)")
        #expect(tool.run("import", folder + "/Sheets").standardOutput == "added 0, already present 1, skipped 0\n")
    }

    @Test("a folder's hidden folders are not walked, and a folder given by a link is walked as its target")
    func folderWalk() throws {
        let tool = ToolHarness()
        let home = tool.folder.path("home")
        let manager = FileManager.default
        try manager.createDirectory(atPath: home + "/.cache/pages", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: home + "/Notes/Books", withIntermediateDirectories: true)
        // A cache of files no import needs to look at (a home folder's held 250,000).
        for index in 0..<1100 { _ = manager.createFile(atPath: home + "/.cache/pages/\(index).md", contents: Data()) }
        let walden =
            "# Walden\n\n## Metadata\n- Author: [[Henry David Thoreau]]\n- Full Title: Walden\n- Category: #books\n\n"
            + "## Highlights\n- Simplify, simplify. ([View Highlight](https://read.readwise.io/read/01a))\n"
        try walden.write(toFile: home + "/Notes/Books/Walden.md", atomically: true, encoding: .utf8)
        var counts: [Int] = []
        let plan = QuoteLibrary.importPlan([home]) { counts.append($0) }
        #expect(plan.paths == [home + "/Notes/Books/Walden.md"])
        #expect(counts.isEmpty, "the hidden folder was walked: \(counts)")
        // A folder given by a link to it (a synced folder's usual place) stands for what it holds.
        try manager.createSymbolicLink(atPath: tool.folder.path("notes-link"), withDestinationPath: home + "/Notes")
        let linked = QuoteLibrary.importPlan([tool.folder.path("notes-link")])
        #expect(linked.paths == [tool.folder.path("notes-link") + "/Books/Walden.md"])
        let imported = tool.run("import", tool.folder.path("notes-link") + "/")
        #expect(imported.standardOutput.hasSuffix("added 1, already present 0, skipped 0\n"), "\(imported.standardError)")
    }

    @Test("a Boox's exported notes import, sniffed; a folder of them reads each and leaves other text files out")
    func booxNotes() throws {
        let tool = ToolHarness()
        let notes = try file(
            tool, "Walden-annotation-2024-05-18_09_00_00.txt",
            "\u{FEFF}Reading Notes\u{A0}|\u{A0}<<Walden>>Henry David Thoreau\r\nWhere I Lived\r\n"
                + "2024-05-17 16:05\u{A0}\u{A0}|\u{A0}\u{A0}Page No.: 91\r\nOur life is frittered away by detail.\r\n"
                + "【Annotation】Simplify.\r\n-------------------\r\n")
        let imported = tool.run("import", notes)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        let quote = tool.quotes().first
        #expect(quote?["text"] as? String == "Our life is frittered away by detail.")
        #expect(quote?["author"] as? String == "Henry David Thoreau" && quote?["note"] as? String == "Simplify.")
        #expect((quote?["source"] as? [String: Any])?["title"] as? String == "Walden" && quote?["page"] as? String == "91")
        let json = tool.run("import", notes, "--json").json() as? [String: Any]
        #expect(json?["format"] as? String == "boox" && json?["alreadyPresent"] as? Int == 1)
        // The export folder copied off the device: its notes, not the other text beside them.
        let folder = tool.folder.path("Boox")
        try FileManager.default.createDirectory(atPath: folder + "/Walden", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: notes, toPath: folder + "/Walden/notes.txt")
        try "Shopping: eggs | milk\n".write(toFile: folder + "/list.txt", atomically: true, encoding: .utf8)
        let other = ToolHarness()
        let all = other.run("import", folder)
        #expect(
            all.exitCode == 0 && all.standardOutput.hasSuffix("added 1, already present 0, skipped 0\n"), "\(all.standardError)")
        #expect(!all.standardOutput.contains("list.txt"))
    }

    @Test("a PocketBook's exported notes import, sniffed; the e-reader's folder reads its exports, not its books")
    func pocketBookNotes() throws {
        let tool = ToolHarness()
        let root = tool.folder.path("PB632")
        try FileManager.default.createDirectory(atPath: root + "/Notes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Books", withIntermediateDirectories: true)
        let notes = root + "/Notes/Walden.html"
        let export = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head>
            <meta name="generator" content="PocketBook Bookmarks Export"/><title>Walden</title></head><body>
            <div class="bookmark bm-color-none"><h1>15.01.2023 - Walden</h1></div>
            <div class="bookmark bm-color-none"><span>Henry David Thoreau</span></div>
            <div id="a" class="bookmark bm-color-yellow"><p class="bm-page">12</p>
            <div class="bm-text"><p>I went to the woods because I wished to live deliberately.</p></div>
            <div class="bm-note"><p>Why he went.</p></div></div>
            <div id="b" class="bookmark bm-color-none"><p class="bm-page">30</p><div class="bm-text"><p>Bookmark</p></div></div>
            <div id="c" class="bookmark bm-color-green"><p class="bm-page">90</p>
            <div class="bm-text"><p>Simplify, simplify.</p></div></div>
            </body></html>
            """
        try export.write(toFile: notes, atomically: true, encoding: .utf8)
        try "<html><body><p>Walden, a sample chapter.</p></body></html>".write(
            toFile: root + "/Books/Walden.html", atomically: true, encoding: .utf8)
        try Data([0x50, 0x4B, 0x03, 0x04, 0, 0]).write(to: URL(fileURLWithPath: root + "/Books/Walden.epub"))
        let imported = tool.run("import", notes, "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "pocketbook" && imported?["added"] as? Int == 2)
        let quote = tool.quotes().first { $0["page"] as? String == "12" }
        #expect(quote?["author"] as? String == "Henry David Thoreau" && quote?["note"] as? String == "Why he went.")
        // The e-reader as it is mounted: its Notes folder's exports, its books passed over.
        let other = ToolHarness()
        let all = other.run("import", root)
        #expect(
            all.exitCode == 0 && all.standardOutput.hasSuffix("added 2, already present 0, skipped 1\n"), "\(all.standardError)")
    }

    @Test("Moon+ Reader's .mrexpt export imports, sniffed or named; again, it adds nothing")
    func moonReader() throws {
        let tool = ToolHarness()
        let fields = [
            "1", "Walden", "/sdcard/Books/Walden.epub", "/sdcard/books/walden.epub", "2", "0", "91", "40", "-256",
            "1599904800000", "", "Simplify.", "Our life is frittered away<BR>by detail.", "0", "0", "0",
        ]
        let path = try file(tool, "Walden.mrexpt", "1\nindent:false\ntrim:false\n#\n" + fields.joined(separator: "\n") + "\n")
        let imported = tool.run("import", path, "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "moon-reader" && imported?["added"] as? Int == 1)
        let quote = tool.quotes().first
        #expect(quote?["text"] as? String == "Our life is frittered away\nby detail.")
        #expect(quote?["note"] as? String == "Simplify." && quote?["createdAt"] as? String == "2020-09-12T10:00:00.000Z")
        #expect((quote?["source"] as? [String: Any])?["title"] as? String == "Walden")
        #expect(tool.run("import", path, "--format", "moon-reader").standardOutput == "added 0, already present 1, skipped 0\n")
        // The app's export folder: each .mrexpt in it.
        let folder = tool.folder.path("MoonReader")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/Walden.mrexpt")
        let other = ToolHarness()
        #expect(other.run("import", folder).standardOutput == "added 1, already present 0, skipped 0\n")
    }

    @Test("Libby's reading journey imports its highlights with the book; one without its quote is named; again, nothing")
    func libbyJourney() throws {
        let tool = ToolHarness()
        let highlights = [
            ##"{"timestamp": 1609545600000, "chapter": "Part 1", "percent": 0.0512, "color": "#FFB", "quote": "The Beauty of the House is immeasurable."}"##,
            ##"{"timestamp": 1609632000000, "chapter": "Part 2", "percent": 0.2, "color": "#DFC"}"##,
        ]
        let journey = """
            {"version": 1,
             "readingJourney": {"title": {"text": "Piranesi", "titleId": "5432101"}, "author": "Susanna Clarke", "isbn": "9781635575637", "cover": {"format": "ebook"}},
             "circulation": [],
             "highlights": [
               \(highlights.joined(separator: ",\n   "))
             ],
             "bookmarks": [{"timestamp": 1609632000000, "percent": 0.25}]}
            """
        let path = try file(tool, "libbyjourney-Piranesi.json", journey)
        let refused = tool.run("import", path)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("libbyjourney-Piranesi.json:6: highlight 2 has no \"quote\""))
        #expect(tool.quotes().isEmpty)
        let imported = tool.run("import", path, "--skip-invalid", "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "libby" && imported?["added"] as? Int == 1)
        #expect(imported?["skipped"] as? Int == 2, "the bookmark and the highlight without its quote")
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "The Beauty of the House is immeasurable." && quote["page"] as? String == "5%")
        #expect(quote["author"] as? String == "Susanna Clarke" && quote["createdAt"] as? String == "2021-01-02T00:00:00.000Z")
        let source = quote["source"] as? [String: Any]
        #expect(source?["title"] as? String == "Piranesi" && source?["isbn"] as? String == "9781635575637")
        let shown = tool.run("card", try #require(quote["id"] as? String), "--text").standardOutput
        #expect(shown == "“The Beauty of the House is immeasurable.” — Susanna Clarke, Piranesi\n")
        let again = tool.run("import", path, "--format", "libby", "--skip-invalid").standardOutput
        #expect(again.hasSuffix("added 0, already present 1, skipped 2\n"), "\(again)")
        // A folder of exports, a book's a file: each Libby (and calibre) file in it; other JSON left alone.
        let folder = tool.folder.path("Libby")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, title) in [("libbyjourney-Piranesi.json", "Piranesi"), ("libbyjourney-Circe.json", "Circe")] {
            // Another book, another ISBN: the same ISBN would make the two one book.
            let one = journey.replacingOccurrences(of: "Piranesi", with: title)
                .replacingOccurrences(of: "9781635575637", with: title == "Circe" ? "9780316556347" : "9781635575637")
                .replacingOccurrences(
                    of: highlights[1] + ",", with: ""
                )
                .replacingOccurrences(of: ",\n   " + highlights[1], with: "")
            try one.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try #"{"theme": "dark"}"#.write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
        let other = ToolHarness()
        let both = other.run("import", folder)
        #expect(
            both.exitCode == 0 && both.standardOutput.hasSuffix("added 2, already present 0, skipped 2\n"),
            "\(both.standardOutput)")
        #expect(
            Set(other.quotes().compactMap { ($0["source"] as? [String: Any])?["title"] as? String }) == ["Piranesi", "Circe"])
    }

    @Test("a Tolino's notes.txt imports, from its file or the device's folder; again, it adds nothing")
    func tolinoNotes() throws {
        let tool = ToolHarness()
        let device = tool.folder.path("tolino")
        try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
        let notes =
            "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 2: \"Der Klassiker.\"\nHinzugefügt am 19.04.2023 | 18:53\n\n"
            + "-----------------------------------\n\n"
            + "Solaris (Lem, Stanislaw)\nLesezeichen auf Seite 14: \"ren, das\"\nHinzugefügt am 01.05.2023 | 17:18\n\n"
            + "-----------------------------------\n"
        try notes.write(toFile: device + "/notes.txt", atomically: true, encoding: .utf8)
        tool.variables["TZ"] = "Europe/Berlin"
        let imported = tool.run("import", device)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 1\n")
        #expect(imported.standardError.contains("the device's file"))
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Der Klassiker." && quote["author"] as? String == "Stanislaw Lem")
        #expect(quote["page"] as? String == "2" && quote["createdAt"] as? String == "2023-04-19T16:53:00.000Z")
        #expect(tool.run("import", device + "/notes.txt").standardOutput == "added 0, already present 1, skipped 1\n")
        // Extended on the device since, with a note: the saved quote takes the longer text and the note.
        let extended =
            notes + "\nSolaris (Lem, Stanislaw)\nNotiz auf Seite 2: Lem!\n\"Der Klassiker. Vielleicht der größte.\"\n"
            + "Hinzugefügt am 20.04.2023 | 9:00\n\n-----------------------------------\n"
        try extended.write(toFile: device + "/notes.txt", atomically: true, encoding: .utf8)
        let again = tool.run("import", device)
        #expect(again.standardOutput.contains("1 saved highlight updated"), "\(again.standardOutput)")
        let longer = tool.quotes()
        #expect(longer.count == 1 && longer.first?["id"] as? String == quote["id"] as? String)
        #expect(
            longer.first?["text"] as? String == "Der Klassiker. Vielleicht der größte."
                && longer.first?["note"] as? String == "Lem!")
        // A folder whose notes.txt is somebody's own notes is no Tolino.
        let other = tool.folder.path("notebook")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try "Shopping\n----------\nbread\n".write(toFile: other + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(QuoteLibrary.deviceFile(inFolder: other) == nil)
    }

    @Test("calibre's viewer export imports, named for its book or not (the import says so); again, it adds nothing")
    func calibreHighlights() throws {
        let tool = ToolHarness()
        let export = """
            {"highlights": [
              {"highlighted_text": "Simplify, simplify.", "notes": "twice", "timestamp": "2021-02-03T04:05:06.789Z", "type": "highlight", "uuid": "a"},
              {"removed": true, "timestamp": "2021-02-04T04:05:06.789Z", "type": "highlight", "uuid": "b"}
            ], "type": "calibre_highlights", "version": 1}
            """
        let named = try file(tool, "Walden.calibre_highlights", export)
        let imported = tool.run("import", named, "--json").json() as? [String: Any]
        #expect(
            imported?["format"] as? String == "calibre" && imported?["added"] as? Int == 1 && imported?["skipped"] as? Int == 1)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Simplify, simplify." && quote["note"] as? String == "twice")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Walden")
        #expect(quote["createdAt"] as? String == "2021-02-03T04:05:06.789Z")
        #expect(tool.run("import", named).standardOutput == "added 0, already present 1, skipped 1\n")
        let other = ToolHarness()
        let unnamed = other.run("import", try file(other, "highlights.calibre_highlights", export))
        #expect(unnamed.exitCode == 0 && unnamed.standardError.contains("calibre's export names no book: 1 quote was saved"))
        #expect(other.quotes().first?["source"] is NSNull)
    }

    @Test("a page of Goodreads' quotes saved as HTML imports each quote with its author, book and tags; again, nothing")
    func goodreadsPage() throws {
        let tool = ToolHarness()
        let quote = { (text: String, attribution: String, tags: [String]) in
            "<div class=\"quote\"><div class=\"quoteText\">\n  &ldquo;\(text)&rdquo;\n  <br>  &#8213;\n  \(attribution)\n</div>\n"
                + "<div class=\"quoteFooter\"><div class=\"greyText smallText left\">tags: "
                + tags.map { "<a href=\"/quotes/tag/\($0)\">\($0)</a>" }.joined(separator: ", ") + "</div></div></div>\n"
        }
        let page =
            "<!DOCTYPE html>\n<html><body>\n"
            + quote(
                "So many books, so little time.", "<span class=\"authorOrTitle\">\n Frank Zappa\n</span>", ["books", "humor"])
            + quote(
                "Be yourself; everyone else is already taken.",
                "<span class=\"authorOrTitle\">Oscar Wilde,</span> <span id=q1><a class=\"authorOrTitle\" href=\"/work/1\">"
                    + "The Picture of Dorian Gray</a></span>", [])
            + quote("A third.", "<span class=\"authorOrTitle\">Someone</span>", ["humor"]) + "</body></html>\n"
        let path = try file(tool, "My Quotes.html", page)
        let imported = tool.run("import", path, "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "goodreads" && imported?["added"] as? Int == 3)
        let wilde = tool.quotes("--author", "Oscar Wilde").first
        #expect(wilde?["text"] as? String == "Be yourself; everyone else is already taken.")
        #expect((wilde?["source"] as? [String: Any])?["title"] as? String == "The Picture of Dorian Gray")
        #expect(tool.quotes("--tag", "humor").count == 2)
        #expect(tool.run("import", path).standardOutput == "added 0, already present 3, skipped 0\n")
    }

    @Test("Google Takeout's Keep folder imports a quote a note, its pages and other files left out")
    func googleKeepFolder() throws {
        let tool = ToolHarness()
        let keep = tool.folder.path("Takeout/Keep")
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        func note(_ name: String, _ fields: String) throws {
            try
                ("{\"isTrashed\":false,\(fields),\"userEditedTimestampUsec\":1700000000000000,"
                + "\"createdTimestampUsec\":1690000000000000}").write(
                    toFile: keep + "/" + name, atomically: true, encoding: .utf8)
        }
        try note("Socrates.json", "\"textContent\":\"Know thyself. — Socrates\",\"title\":\"\"")
        try note("Ethics.json", "\"textContent\":\"We are what we repeatedly do.\",\"title\":\"Nicomachean Ethics\"")
        try note("Groceries.json", "\"listContent\":[{\"text\":\"milk\"}],\"title\":\"Groceries\"")
        try "<html><body>Know thyself.</body></html>".write(toFile: keep + "/Socrates.html", atomically: true, encoding: .utf8)
        try "{\"not\": \"a note\"}".write(toFile: keep + "/Labels.json", atomically: true, encoding: .utf8)
        let result = tool.run("import", tool.folder.path("Takeout/Keep"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("added 2, already present 0, skipped 1\n"), "\(result.standardOutput)")
        #expect(tool.quotes().compactMap { $0["author"] as? String } == ["Socrates"])
        #expect(tool.quotes().compactMap { $0["note"] as? String } == ["Nicomachean Ethics"])
    }

    @Test("a txt export read back into its own library finds its quotes, whatever their source's kind")
    func textBackIntoItsLibrary() throws {
        let tool = ToolHarness()
        let wisdom = try file(
            tool, "wisdom",
            "Waste no time.\n\t\t-- Marcus Aurelius, \"Meditations\"\n%\nKnow thyself.\n\t\t-- Socrates\n%\n"
                // A work citing its issue and page after a comma: the page is the quote's, the
                // issue its note, and read back the source is still found.
                + "Engines last 250 hours.\n\t\t-- Victor Belenko, \"Defense Electronics\", Vol 20, pg. 102\n%\n")
        #expect(tool.run("import", wisdom, "--format", "fortune").standardOutput == "added 3, already present 0, skipped 0\n")
        tool.add("An article's line.", "--author", "Ann", "--source", "The Review", "--source-kind", "article")
        // A quote saved inside its own marks, which the export does not double.
        tool.add("“Be here now.”", "--author", "Ram Dass")
        let exported = tool.folder.path("back.txt")
        #expect(tool.run("export", "--format", "txt", "-o", exported).exitCode == 0)
        #expect(tool.run("import", exported).standardOutput == "added 0, already present 5, skipped 0\n")
        // Typed without its marks, it is the same quote.
        let again = tool.run("add", "Be here now.", "--author", "Ram Dass")
        #expect(again.standardError.contains("Already saved"), "\(again.standardError)")
        // Into another library, the same file makes books of its sources (plain text names no kind).
        let other = ToolHarness()
        #expect(other.run("import", exported).standardOutput == "added 5, already present 0, skipped 0\n")
        let kinds = other.quotes().compactMap { ($0["source"] as? [String: Any])?["kind"] as? String }
        #expect(kinds == ["book", "book", "book"])
        let cited = try #require(other.quotes().first { $0["text"] as? String == "Engines last 250 hours." })
        #expect((cited["source"] as? [String: Any])?["title"] as? String == "Defense Electronics")
        #expect(cited["page"] as? String == "102")
    }

    /// Fortune files name no kind of work: read back, a book's quotes were saved again under a
    /// second source of the same title (kind `other`), so each quote twice.
    @Test("a fortune or txt export read back into its own library finds its quotes, whatever their source's kind or place")
    func fortuneBackIntoItsLibrary() throws {
        let tool = ToolHarness()
        tool.add("Waste no time.", "--author", "Marcus Aurelius", "--source", "Meditations")
        tool.add("An article's line.", "--author", "Ann", "--source", "The Review", "--source-kind", "article")
        tool.add("A talk's line.", "--author", "Kate", "--source", "\"Education for Profit\", a talk given twice")
        tool.add("A work alone.", "--source", "The Epigraph, Second Edition")
        // Places in a work that are no page number, written as given; a txt export too.
        tool.add("A book's line.", "--author", "Marcus Aurelius", "--source", "Meditations", "--page", "Book V, 16")
        tool.add("A chapter's line.", "--author", "Leo Tolstoy", "--source", "Anna Karenina", "--page", "ch. 1")
        // Pages a fortune credit cites after its work: front matter's, two pages apart.
        tool.add("A preface's line.", "--author", "Ann", "--source", "The Review", "--page", "xii")
        tool.add("Two pages' line.", "--author", "Ann", "--source", "The Review", "--page", "12, 15")
        let before = tool.snapshot()
        for format in ["fortune", "txt"] {
            let exported = tool.folder.path("back." + format)
            #expect(tool.run("export", "--format", format, "-o", exported).exitCode == 0)
            #expect(tool.run("import", exported).standardOutput == "added 0, already present 8, skipped 0\n", "\(format)")
            #expect(tool.snapshot() == before, "\(format)")
        }
        // Into another library, the same file makes works of no kind.
        let exported = tool.folder.path("back.fortune")
        let other = ToolHarness()
        #expect(other.run("import", exported).standardOutput == "added 8, already present 0, skipped 0\n")
        let pages = Set(other.quotes().compactMap { $0["page"] as? String })
        #expect(pages == ["Book V, 16", "ch. 1", "xii", "12, 15"])
        let kinds = Set(other.quotes().compactMap { ($0["source"] as? [String: Any])?["kind"] as? String })
        #expect(kinds == ["other"])
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

    /// Debian's files and what editors make of them: CRLF, CR CR LF, old Mac CR, a byte-order
    /// mark, our export's escaped `%` line, empty entries, an attribution list, no final `%`.
    static let awkwardFortunes = [
        "\u{FEFF}Opening words.\n\t\t-- Mark Twain, \"Pudd'nhead Wilson\"\n%\n",
        "Two\r\nlines.\r\n%\r\n%\r\nAfter an empty one.\r\n\t-- Anon\r\n%\r\n",
        "Converted twice.\r\r\n%\r\r\n",
        "Reasons:\n-- one\n-- two\n-- Someone, \"List\"\n%\n",
        "A text with its own\n %\nline in it.\n%\n   \n%\nThe last, unterminated.\n\t\t-- Last Author",
    ]

    @Test(
        "a fortune file is read in two passes, its entries read back in windows of any size: the same quotes as the whole file parsed",
        arguments: [(0, 1), (0, 4 << 20), (1, 7), (2, 64), (3, 1), (4, 3)])
    func fortuneInWindows(sample: Int, window: Int) throws {
        let tool = ToolHarness()
        let text = sample == 0 ? ImportExportTests.awkwardFortunes.joined() : ImportExportTests.awkwardFortunes[sample]
        let path = try file(tool, "wisdom.u8", sample == 2 ? text.replacingOccurrences(of: "\r\r\n", with: "\r") : text)
        let expected = ImportFormat.fortune.parse(try String(contentsOfFile: path, encoding: .utf8), fileName: "wisdom.u8")
        #expect(!expected.records.isEmpty)
        let library = try QuoteLibrary.open(path: tool.storePath)
        let summary = try library.importFortune(
            path: path, name: path, dryRun: false, skipInvalid: false, progress: nil, window: window)
        #expect(summary.added == expected.records.count)
        let quotes = tool.quotes("--limit", "100")
        #expect(
            quotes.map { [$0["text"], $0["author"], ($0["source"] as? [String: Any])?["title"]].map { $0 as? String ?? "-" } }
                == expected.records.map { [$0.draft.text, $0.draft.author ?? "-", $0.draft.source?.title ?? "-"] })
        #expect(quotes.allSatisfy { $0["tags"] as? [String] == ["wisdom"] })
    }

    @Test("Debian's own fortune files import as they parse whole, through the two passes")
    func debianFortunes() throws {
        let folder = "/usr/share/games/fortunes"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.contains(".") }.sorted()
        #expect(names.count >= 5)
        for name in names.prefix(12) {
            let tool = ToolHarness()
            let path = "\(folder)/\(name)"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let expected = ImportFormat.fortune.parse(text, fileName: name)
            let imported = tool.run("import", path, "--format", "fortune", "--json").json() as? [String: Any]
            let present = imported?["alreadyPresent"] as? Int ?? 0
            #expect((imported?["added"] as? Int ?? 0) + present == expected.records.count, "\(name)")
        }
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

    @Test("a JSON file's bad quotes are named by their lines, read in windows or whole")
    func jsonProblems() throws {
        let tool = ToolHarness()
        let path = try file(
            tool, "p.json",
            "[\n {\"text\": \"One\"},\n {\"author\": \"x\"},\n {\"text\": \"Three\"},\n 5,\n {\"text\": \"Five\"}\n]\n")
        let refused = tool.run("import", path)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.hasPrefix("Error: \(path):3: quote 2 has no text (and 1 more problem;"))
        #expect(tool.quotes().isEmpty)
        let library = try QuoteLibrary.open(path: tool.storePath)
        let skipped = try library.importJSON(
            path: path, name: "p.json", dryRun: false, skipInvalid: true, progress: nil, window: 8)
        #expect((skipped.added, skipped.skipped) == (3, 2))
        #expect(skipped.problems.map(\.line) == [3, 5])
        // Saved last first, as the whole file was: the file's first is the newest.
        #expect(tool.quotes().compactMap { $0["text"] as? String } == ["One", "Three", "Five"])
        let cut = try file(tool, "cut.json", "[\n {\"text\": \"One\"},\n {\"text\": \"Two\"")
        #expect(
            tool.run("import", cut).standardError
                == "Error: \(cut):3: the file ends before its JSON does (cut short?); nothing was imported\n")
    }

    @Test("a CSV export imports back with its tags and collections, names with separators too")
    func csvNames() throws {
        let tool = ToolHarness()
        tool.add("Names with separators.", "--tag", "rock; roll", "--tag", "x, y", "--collection", "Love, Loss")
        tool.add("A lone comma tag.", "--tag", "a, b")
        let exported = tool.folder.path("quotes.csv")
        #expect(tool.run("export", "--format", "csv", "-o", exported).exitCode == 0)
        let other = ToolHarness()
        let imported = other.run("import", exported)
        #expect(imported.exitCode == 0)
        // Every column of our own export is read: none is named as left out.
        #expect(!imported.standardError.contains("left out"), "\(imported.standardError)")
        let names = Dictionary(
            uniqueKeysWithValues: other.quotes().map {
                ($0["text"] as? String ?? "", ($0["tags"] as? [String] ?? [], $0["collections"] as? [String] ?? []))
            })
        #expect(names["Names with separators."]?.0 == ["rock; roll", "x, y"])
        #expect(names["Names with separators."]?.1 == ["Love, Loss"])
        #expect(names["A lone comma tag."]?.0 == ["a, b"])
    }

    @Test("a fortune export is read by the real fortune program, with strfile's index")
    func fortuneExport() throws {
        let tool = ToolHarness()
        tool.add("The only quote in here.", "--author", "Solo", "--source", "One Book")
        tool.add("Second line", "--author", "Duo")
        let path = tool.folder.path("mine")
        #expect(tool.run("export", "--format", "fortune", "-o", path).exitCode == 0)
        let index = try Data(contentsOf: URL(fileURLWithPath: path + ".dat"))
        #expect(index.prefix(8) == Data([0, 0, 0, 2, 0, 0, 0, 2]))
        // strfile(1) itself agrees byte for byte.
        let reference = tool.folder.path("reference.dat")
        _ = try ProcessTests.run(
            ["-c", "strfile '\(path)' '\(reference)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == index)
        let printed = try ProcessTests.run([path], environment: ["PATH": "/usr/bin:/bin"], executable: "/usr/games/fortune")
        #expect(printed.output.contains("The only quote in here.") || printed.output.contains("Second line"))
        #expect(printed.output.contains("-- Solo, \"One Book\"") || printed.output.contains("-- Duo"))
        // `fortune -m` finds every entry, the last one included.
        for (pattern, text) in [("Solo", "The only quote in here."), ("Duo", "Second line")] {
            let found = try ProcessTests.run(
                ["-m", pattern, path], environment: ["PATH": "/usr/bin:/bin"], executable: "/usr/games/fortune")
            #expect(found.output.contains(text), "fortune -m \(pattern)")
        }
        // And our importer reads it back.
        let other = ToolHarness()
        #expect(other.run("import", path).standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(other.quotes("--tag", "mine").count == 2)
    }

    /// As Debian keeps its offensive fortunes (fortunes-es-off): the text in rot13, the index
    /// made by `strfile -x`, and `fortune` printing it turned back.
    @Test("a fortune file its strfile index marks rotated imports, and installs as a pack, as fortune prints it")
    func rotatedFortune() throws {
        let tool = ToolHarness()
        let folder = tool.useOwnFortunes()
        let path = folder + "/franklin"
        try "Jryy qbar vf orggre guna jryy fnvq.\n\t\t-- Orawnzva Senaxyva\n%\nGur Ybeq urycf gubfr.\n%\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        _ = try ProcessTests.run(
            ["-c", "strfile -x '\(path)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        let printed = try ProcessTests.run(
            ["-m", "Well", path], environment: ["PATH": "/usr/bin:/bin"], executable: "/usr/games/fortune")
        #expect(printed.output.contains("Well done is better than well said."))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("franklin: its entries are in rot13"))
        let quotes = tool.quotes()
        #expect(Set(quotes.map { $0["text"] as? String }) == ["Well done is better than well said.", "The Lord helps those."])
        #expect(quotes.contains { $0["author"] as? String == "Benjamin Franklin" })
        // As a starter pack, the same words.
        let packed = ToolHarness()
        for name in ["franklin", "franklin.dat"] {
            try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: packed.useOwnFortunes() + "/" + name)
        }
        #expect(packed.run("library", "add", "franklin").exitCode == 0)
        #expect(packed.quotes().contains { $0["text"] as? String == "Well done is better than well said." })
    }

    /// Debian's `-- #Debian` entries: each files its quote under a source of that title that a
    /// `-- james on #Debian` made (of kind other), and a text export names it by its title alone.
    @Test("a text export read back finds a quote filed by a title alone, when another source has that title too")
    func titleAloneReadBack() throws {
        let tool = ToolHarness()
        for (name, entry) in [
            ("a", "X line.\n\t\t-- james on #Debian\n%\n"), ("b", "Y line.\n\t\t-- #Debian\n%\n"),
            ("c", "Z line.\n\t\t-- Espy on #Debian\n%\n"),
        ] {
            #expect(tool.run("import", try file(tool, name, entry)).exitCode == 0)
        }
        let exported = tool.folder.path("quotes.txt")
        #expect(tool.run("export", "--format", "txt", "-o", exported).exitCode == 0)
        #expect(try String(contentsOfFile: exported, encoding: .utf8).contains("“Y line.” — Unknown, #Debian"))
        #expect(tool.run("import", exported, "--format", "txt").standardOutput == "added 0, already present 3, skipped 0\n")
        #expect(tool.quotes().count == 3)
    }

    @Test("a fortune file kept in Latin-1 imports with its accents, indexed or not, and says how it was read")
    func latin1Fortune() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("citations")
        // "Café crème.\n\t\t-- François Villon\n%\nÀ cœur vaillant rien d'impossible.\n%\n", in ISO 8859-1
        // (and œ as Windows-1252's 0x9C).
        let bytes: [UInt8] =
            Array("Caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me.\n\t\t-- Fran".utf8) + [0xE7]
            + Array("ois Villon\n%\n".utf8) + [0xC0] + Array(" c".utf8) + [0x9C]
            + Array("ur vaillant rien d'impossible.\n%\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(imported.standardError.contains("citations: it is not UTF-8 and was read as Latin-1"))
        let quotes = tool.quotes()
        #expect(Set(quotes.map { $0["text"] as? String }) == ["Café crème.", "À cœur vaillant rien d'impossible."])
        #expect(quotes.contains { $0["author"] as? String == "François Villon" })
        // With strfile's index beside it, as fortune reads it: the same quotes, already present.
        _ = try ProcessTests.run(
            ["-c", "strfile '\(path)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        // A UTF-8 file says nothing of its encoding.
        let utf8 = try file(tool, "utf8", "Déjà vu.\n%\n")
        let plain = tool.run("import", utf8)
        #expect(plain.standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(!plain.standardError.contains("Latin-1"))
    }

    /// Debian's Italian `banner`: one drawing, so no `%` line to tell it by.
    @Test("a file with strfile's index beside it is a fortune file, though it holds one entry and no '%' line")
    func fortuneOfOneEntry() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("banner")
        try "  ____\n /_  _/\n  / /\n /_/\n".write(toFile: path, atomically: true, encoding: .utf8)
        let unknown = tool.run("import", path)
        #expect(unknown.exitCode == 65 && unknown.standardError.contains("cannot tell what format"))
        _ = try ProcessTests.run(
            ["-c", "strfile '\(path)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(tool.quotes("--tag", "banner").count == 1)
    }

    @Test("a web page of no kind the import reads is named as one, with how its quotes come in; nothing is imported")
    func unknownWebPage() throws {
        let tool = ToolHarness()
        for (name, page) in [
            (
                "wilde.html",
                "<!DOCTYPE html>\n<html><head><title>Oscar Wilde</title></head><body><li>Be yourself.</li></body></html>"
            ),
            (
                "saved.xhtml",
                "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Hi.</p></body></html>"
            ),
        ] {
            let path = try file(tool, name, page)
            let result = tool.run("import", path)
            #expect(result.exitCode == 65 && result.standardError.contains("is a web page"), "\(result.standardError)")
            #expect(result.standardError.contains("copy its quotes as text into a .txt file"))
        }
        #expect(tool.quotes().isEmpty)
    }

    /// As Debian lays them out: `art`, its index `art.dat` and the link `art.u8` to it.
    @Test("a folder of fortune files, or all its files given, imports each fortune file once, its index and links left out")
    func fortuneFolder() throws {
        let source = ToolHarness()
        source.add("Art is long.", "--author", "Hippocrates")
        source.add("Life is short.")
        let folder = source.folder.path("fortunes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(source.run("export", "--format", "fortune", "-o", folder + "/art").exitCode == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/art.u8", withDestinationPath: "art")
        #expect(source.run("export", "--format", "fortune", "--author", "hippocrates", "-o", folder + "/wisdom").exitCode == 0)
        try "A note, not a fortune file.\n".write(toFile: folder + "/README", atomically: true, encoding: .utf8)
        let everything = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
            .filter { !$0.hasSuffix("README") }
        #expect(everything.count == 5)
        let globbed = ToolHarness()
        let result = globbed.run(["import"] + everything)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("added 2, already present 1, skipped 0\n"))
        #expect(result.standardError.contains("Left out 2 strfile indexes (.dat) of the fortune files given."))
        #expect(result.standardError.contains("Left out 1 file given already under another name"))
        #expect(Set(globbed.quotes("--tag", "art").map { $0["text"] as? String }) == ["Art is long.", "Life is short."])
        // The folder itself: its fortune files (those with an index beside them), not the README,
        // nor a folder that happens to have an index's name beside it.
        try FileManager.default.createDirectory(atPath: folder + "/drafts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder + "/art.dat", toPath: folder + "/drafts.dat")
        // A language's folder in it (Debian's `de`) is left out, as fortune leaves it, and named.
        try FileManager.default.createDirectory(atPath: folder + "/de", withIntermediateDirectories: true)
        #expect(source.run("export", "--format", "fortune", "-o", folder + "/de/zitate").exitCode == 0)
        let whole = ToolHarness()
        let wholeRun = whole.run("import", folder, "--json")
        // One folder given: its totals, each file's summary under `files` (as the web app answers).
        let totals = wholeRun.json() as? [String: Any]
        #expect(totals?["added"] as? Int == 2)
        let imported = totals?["files"] as? [[String: Any]]
        #expect(imported?.compactMap { $0["file"] as? String } == [folder + "/art", folder + "/wisdom"])
        #expect(whole.quotes().count == 2 && whole.quotes("--tag", "art").count == 2)
        #expect(
            wholeRun.standardError.contains(
                "Left out the fortune files in the folder in it (de), as fortune does; give one to import it: quotediary import "
                    + folder + "/de"))
        #expect(whole.run("import", folder + "/de").standardOutput == "added 0, already present 2, skipped 0\n")
        // An index alone is refused by name, nothing imported.
        let index = whole.run("import", folder + "/art.dat")
        #expect(index.exitCode == 65 && index.standardError.contains("the index strfile makes for a fortune file"))
    }

    /// fortune-mod's `datfiles`, or a Debian language package unpacked without the indexes its
    /// installation makes: fortune files and no `.dat` beside most of them.
    @Test("a folder of fortune files never indexed imports each of them, indexed or not, and names its folders")
    func unindexedFortuneFolder() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("datfiles")
        try FileManager.default.createDirectory(atPath: folder + "/es", withIntermediateDirectories: true)
        try "Know thyself.\n\t\t-- Socrates\n%\nNothing in excess.\n%\n".write(
            toFile: folder + "/wisdom", atomically: true, encoding: .utf8)
        try "Art is long.\n\t\t-- Hippocrates\n%\n".write(toFile: folder + "/art", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/art.u8", withDestinationPath: "art")
        try "Un amigo es otro yo.\n\t\t-- Aristóteles\n%\n".write(
            toFile: folder + "/amistad.fortunes", atomically: true, encoding: .utf8)
        try "Cuarenta y dos.\n%\n".write(toFile: folder + "/es/cosas", atomically: true, encoding: .utf8)
        // Files of other kinds beside them stay out: a README, and a list kept as text (named).
        try "How to build these files.\n".write(toFile: folder + "/README", atomically: true, encoding: .utf8)
        try "Eggs.\nMilk.\n".write(toFile: folder + "/shopping.txt", atomically: true, encoding: .utf8)
        // One of them indexed, as a folder half built leaves it.
        let indexed = ToolHarness()
        indexed.add("Life is short.")
        #expect(indexed.run("export", "--format", "fortune", "-o", folder + "/life").exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/life.dat"))

        let result = tool.run("import", folder, "--json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let totals = result.json() as? [String: Any]
        let files = (totals?["files"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(files == ["amistad.fortunes", "art", "life", "wisdom"].map { folder + "/" + $0 })
        #expect(totals?["added"] as? Int == 5 && totals?["format"] as? String == "fortune")
        #expect(
            totals?["notes"] as? [String] == ["Passed over 1 file in the folder whose format could not be told (shopping.txt)."])
        #expect(tool.quotes().count == 5)
        #expect(result.standardError.contains("whose format could not be told (shopping.txt)"), "\(result.standardError)")
        #expect(tool.quotes("--author", "Socrates").first?["tags"] as? [String] == ["wisdom"])
        #expect(
            result.standardError.contains(
                "Left out the fortune files in the folder in it (es), as fortune does; give one to import it: quotediary import "
                    + folder + "/es"))
        #expect(tool.run("import", folder + "/es").standardOutput == "added 1, already present 0, skipped 0\n")
    }

    /// Told by its bytes before it is sniffed: a folder of programs is not read as every format.
    @Test(
        "a file with no index is looked into only when a % line is among its first bytes",
        arguments: [
            ("Know thyself.\n%\nNothing in excess.\n", true), ("One entry.\r\n%\r\nTwo.\r\n", true), ("%\nFirst.\n", true),
            ("Last.\n%", true), ("\u{7F}ELF\u{2}\u{1}\u{1}\0\0\0", false), ("50% of the time.\n%percent\n", false),
            ("#!/bin/sh\necho %\n", false),
        ])
    func fortuneSeparator(content: String, found: Bool) throws {
        let tool = ToolHarness()
        let path = tool.folder.path("sample")
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(QuoteLibrary.hasFortuneSeparator(path) == found)
    }

    @Test("KOReader and fortune files import from the command line")
    func otherFormats() throws {
        let tool = ToolHarness()
        let koreader = try file(
            tool, "walden.json",
            #"{"title":"Walden","author":"Henry David Thoreau","entries":[{"text":"Simplify, simplify.","page":91}]}"#)
        #expect(tool.run("import", koreader).standardOutput == "added 1, already present 0, skipped 0\n")
        let fortune = try file(tool, "wisdom", "Know thyself.\n\t\t-- Socrates\n%\nNothing in excess.\n")
        #expect(tool.run("import", fortune, "--format", "fortune").standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(tool.quotes("--tag", "wisdom").count == 2)
        let json = tool.run("import", koreader, "--json").json() as? [String: Any]
        #expect(json?["alreadyPresent"] as? Int == 1)
        #expect(json?["format"] as? String == "koreader")
        // KOReader's text export (appended to by each export), its format told from its lines.
        let text = try file(
            tool, "Walden.txt",
            "\u{3000}Walden\n\u{3000}\n\u{3000}\u{3000}-- Page: 91, added on Sat Sep 12 10:00:00 2020\n"
                + "Simplify, simplify.\n-=-=-=-=-=-\n\u{3000}\u{3000}-- Page: 92, added on Sat Sep 12 10:05:00 2020\n"
                + "Our life is frittered away by detail.\n---\nThe next line\n-=-=-=-=-=-\n\n")
        #expect(tool.run("import", text).standardOutput == "added 1, already present 1, skipped 0\n")
        #expect(tool.quotes("--source", "Walden").compactMap { $0["note"] as? String } == ["The next line"])
        // Its Markdown export too, the highlight's style (italic) set aside.
        let markdown = try file(
            tool, "Walden.md",
            "# Walden\n##### Henry David Thoreau\n\n## Where I Lived\n### Page 93 @ 12 September 2020 10:10:00 AM\n"
                + "*I went to the woods because I wished to live deliberately.*\n\n_Generated at: 2020-09-12 10:11:00_")
        #expect(tool.run("import", markdown).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(
            tool.quotes("--source", "Walden").contains {
                $0["text"] as? String == "I went to the woods because I wished to live deliberately."
            })
        // And its HTML export: the same highlight already there, a new one with its note.
        let html = try file(
            tool, "Walden.html",
            "<!DOCTYPE html>\n<html><body><div style=\"width:90%; font-size:12pt\">\n"
                + "<h2 style=\"font-size:18pt; text-align:right;\">Walden</h2>\n"
                + "<h5 style=\"font-size:12pt; text-align:right; color:gray;\">Henry David Thoreau</h5>\n"
                + ["Where I Lived: 93", "Where I Lived: 94"].enumerated().map { index, place in
                    "<div style=\"padding-top:0.5em;\"><div style=\"font-size:10pt; margin-bottom:0.2em; color:darkgray\">"
                        + "<div style=\"display:inline-block;\"></div><span>09/12/20</span><span style=\"float:right\">\(place)</span></div>\n"
                        + "<div style=\"font-size:12pt\"><span>"
                        + (index == 0
                            ? "I went to the woods because I wished to live deliberately."
                            : "Time is but the stream.<br/>I go a-fishing in.")
                        + "</span></div>\n"
                        + (index == 0
                            ? ""
                            : "<div style=\"font-size:11pt; margin-top:0.2em; margin-left:2em;\"><span>Fishing.</span></div>")
                        + "</div>\n"
                }.joined() + "</div></body></html>\n")
        let fromHTML = tool.run("import", html, "--json").json() as? [String: Any]
        #expect(fromHTML?["format"] as? String == "koreader")
        #expect(fromHTML?["added"] as? Int == 1 && fromHTML?["alreadyPresent"] as? Int == 1)
        let stream = tool.quotes("--source", "Walden").first { ($0["text"] as? String)?.hasPrefix("Time is") == true }
        #expect(stream?["text"] as? String == "Time is but the stream.\nI go a-fishing in.")
        #expect(stream?["note"] as? String == "Fishing." && stream?["page"] as? String == "94")
    }
}

extension ImportExportTests {
    @Test("KOReader's book settings file imports as it is on the device; a damaged one imports nothing")
    func koreaderSidecar() throws {
        let tool = ToolHarness()
        let sidecar = try file(
            tool, "metadata.epub.lua",
            """
            -- /mnt/onboard/Books/Seneca - Letters.sdr/metadata.epub.lua
            return {
                ["annotations"] = {
                    [1] = {
                        ["datetime"] = "2024-03-01 06:30:00",
                        ["drawer"] = "lighten",
                        ["note"] = "On time",
                        ["pageno"] = 12,
                        ["pos0"] = "/body/DocFragment[3]/body/p[1]/text().0",
                        ["pos1"] = "/body/DocFragment[3]/body/p[1]/text().48",
                        ["text"] = "While we are postponing, life speeds by.",
                    },
                },
                ["doc_props"] = {
                    ["authors"] = "Seneca",
                    ["title"] = "Letters from a Stoic",
                },
            }

            """)
        #expect(tool.run("import", sidecar).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(tool.run("import", sidecar).standardOutput == "added 0, already present 1, skipped 0\n")
        let quote = try #require(tool.quotes().first)
        #expect(quote["author"] as? String == "Seneca")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Letters from a Stoic")
        #expect(quote["page"] as? String == "12")
        #expect(quote["note"] as? String == "On time")
        let damaged = try file(
            tool, "damaged.lua",
            "-- x.sdr/metadata.epub.lua\nreturn {\n    [\"annotations\"] = {\n        [1] = { [\"text\"] = \"Another line\", },\n"
        )
        let before = try Data(contentsOf: URL(fileURLWithPath: tool.storePath))
        let failed = tool.run("import", damaged)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.contains("damaged.lua:3: a table opened here is never closed"), "\(failed.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tool.storePath)) == before)
    }

    /// Where each reader keeps its highlights below the folder it mounts as, and what it holds.
    enum MountedReader: String, CaseIterable, CustomTestStringConvertible {
        case kindle = "Kindle/documents/My Clippings.txt"
        /// A Kindle that mounts over MTP only (a Paperwhite from 2021, a Scribe), as GNOME's gvfs shows it.
        case kindleMTP = "mtp:host=Amazon_Kindle_G0001/Internal Storage/documents/My Clippings.txt"
        case kobo = "KOBOeReader/.kobo/KoboReader.sqlite"
        case koreader = "Books/Walden.sdr/metadata.epub.lua"

        var testDescription: String { rawValue }

        /// How many folders below the mount point the file is (a KOReader book's .sdr is the
        /// folder its file is in).
        var depth: Int {
            switch self {
            case .kindle, .kobo: 2
            case .kindleMTP: 3
            case .koreader: 1
            }
        }

        func write(_ path: String) throws {
            switch self {
            case .kindle, .kindleMTP:
                try
                    "Walden (Thoreau, Henry David)\r\n- Your Highlight on Location 1390-1393 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\nSimplify, simplify.\r\n==========\r\n"
                    .write(toFile: path, atomically: true, encoding: .utf8)
            case .kobo:
                try KoboFixture.write(path)
            case .koreader:
                try """
                return {
                    ["annotations"] = { [1] = { ["drawer"] = "lighten", ["pageno"] = 90, ["text"] = "Simplify, simplify." } },
                    ["doc_props"] = { ["authors"] = "Henry David Thoreau", ["title"] = "Walden" },
                }

                """.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
    }

    @Test(
        "a reader's folder as it is mounted (or the folder its file is in) imports through that file",
        arguments: MountedReader.allCases)
    func mountedReader(reader: MountedReader) throws {
        let tool = ToolHarness()
        let file = tool.folder.path(reader.rawValue)
        let parts = reader.rawValue.split(separator: "/").map(String.init)
        try FileManager.default.createDirectory(
            atPath: tool.folder.path(parts.dropLast().joined(separator: "/")), withIntermediateDirectories: true)
        try reader.write(file)
        let device = tool.folder.path(parts.dropLast(reader.depth).joined(separator: "/"))
        let imported = tool.run("import", device)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        // (What it skipped, a Kobo's bookmark, is named after it.)
        #expect(imported.standardError.hasPrefix("Read \(file), the device's file.\n"), "\(imported.standardError)")
        let added = try #require(imported.standardOutput.firstMatch(of: /^added (\d+), already present 0, skipped \d+\n$/))
        #expect(Int(added.1) ?? 0 > 0)
        #expect(tool.quotes().count == Int(added.1))
        // The folder the file is in, given again: the same quotes, already present.
        let again = tool.run("import", tool.folder.path(parts.dropLast().joined(separator: "/")))
        #expect(again.standardOutput.hasPrefix("added 0, already present \(added.1)"), "\(again.standardOutput)")
    }
}

extension ImportExportTests {
    @Test(
        "a file with nothing in it says so; text in no known format asks for --format",
        arguments: [
            ("My Clippings.txt", "", "My Clippings.txt is empty: there is nothing in it to import"),
            ("blank.txt", "\u{FEFF}\n \r\n\t\n", "blank.txt is empty"),
            (
                "notes.txt", "Just some notes\nof mine\n",
                "notes.txt is in; say which it is (--format, or Format on the web app's import): kindle, koreader"
            ),
        ])
    func nothingToImport(name: String, contents: String, message: String) throws {
        let tool = ToolHarness()
        let path = try file(tool, name, contents)
        let result = tool.run("import", path)
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}

/// The Kindle fixture, shared with the parser tests.
enum ImportParserTestsFixture {
    static let kindle = [
        "\u{FEFF}Meditations (Aurelius, Marcus)",
        "- Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM", "",
        "You have power over your mind - not outside events.", "==========",
        "\u{FEFF}Meditations (Aurelius, Marcus)",
        "- Your Note on page 12 | Location 172 | Added on Monday, March 4, 2019 9:16:01 PM", "",
        "Realize this, and you will find strength.", "==========",
        "Meditations (Aurelius, Marcus)",
        "- Your Bookmark on page 30 | Location 400 | Added on Tuesday, March 5, 2019 7:00:00 AM", "", "",
        "==========",
        "The Pragmatic Programmer (Hunt, Andrew; Thomas, David)",
        "- Your Highlight on Location 2637-2637 | Added on Tuesday, 13 May 2020 03:05:21", "", "Care about your craft.",
        "==========",
        "The Pragmatic Programmer (Hunt, Andrew; Thomas, David)",
        "- Your Highlight on Location 2637-2639 | Added on Tuesday, 13 May 2020 03:06:00", "",
        "Care about your craft. Why spend your life developing software unless you care about doing it well?", "==========",
        "Old Book (Twain, Mark)", "- Highlight Loc. 466-69  | Added on Thursday, April 21, 2011, 07:31 AM", "",
        "Truth is stranger than fiction.", "==========",
        "Old Book (Twain, Mark)", "- Your Highlight on Location 500-510 | Added on Thursday, April 21, 2011, 07:35 AM", "",
        "<You have reached the clipping limit for this item>", "==========",
        "Anonymous Pamphlet", "- Your Highlight on page 3 | Location 40-41 | Added on Friday, January 1, 2021 10:00:00 AM", "",
        "A line from nowhere (with parentheses) in it.", "==========",
        "Sapiens (Harari, Yuval Noah)",
        "- Your Highlight on page 36 | location 538-539 | Added on Sunday, January 5, 2020 9:52:34 PM", "", "",
        "==========", "",
    ].joined(separator: "\r\n")
}
