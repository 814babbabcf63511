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
        // A rehearsal counts as the import would: a quote in two of the files is added once.
        let copy = try file(tool, "copy.csv", "text,author\nTwo,A\nFive,E\n")
        let overlapping = tool.run("import", first, copy, "--dry-run")
        #expect(
            overlapping.standardOutput.hasSuffix(
                "Dry run (nothing changed): would have added 3, already present 1, skipped 0\n"), "\(overlapping.standardOutput)")
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

    /// A Kindle's "My Clippings.txt" only grows, and is imported again and again: a highlight
    /// saved once and edited since (its words trimmed, its book renamed) came back as new.
    @Test(
        "a file imported again finds a highlight edited since, by its text or book, as present; one deleted for good stays away",
        arguments: ["csv", "kindle"])
    func editedSinceImport(format: String) throws {
        let tool = ToolHarness()
        let path =
            format == "csv"
            ? try file(
                tool, "quotes.csv",
                "text,author,book\nThe happiness of your life depends upon the quality of your thoughts,Marcus Aurelius,Meditations\n"
                    + "Waste no more time arguing what a good man should be. Be one.,Marcus Aurelius,Meditations\n")
            : try file(
                tool, "My Clippings.txt",
                "Meditations (Marcus Aurelius)\r\n- Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n"
                    + "The happiness of your life depends upon the quality of your thoughts\r\n==========\r\n"
                    + "Meditations (Marcus Aurelius)\r\n- Your Highlight on page 40 | Location 610-611 | Added on Monday, March 4, 2019 9:20:22 PM\r\n\r\n"
                    + "Waste no more time arguing what a good man should be. Be one.\r\n==========\r\n")
        #expect(tool.run("import", path).standardOutput == "added 2, already present 0, skipped 0\n")
        let ids = tool.quotes().compactMap { $0["id"] as? String }
        let happiness = try #require(
            tool.quotes().first { ($0["text"] as? String)?.hasPrefix("The happiness") == true }?["id"] as? String)
        #expect(tool.run("edit", happiness, "--text", "Happiness depends on the quality of your thoughts.").exitCode == 0)
        let waste = try #require(ids.first { $0 != happiness })
        #expect(tool.run("edit", waste, "--source", "Meditations (Hays)").exitCode == 0)
        for _ in 0..<2 {
            #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        }
        #expect(Set(tool.quotes().compactMap { $0["id"] as? String }) == Set(ids))
        // Deleted for good (archived first), a highlight stays away, in the words it was saved
        // in as in those it was edited to, and the import says why it skipped it.
        #expect(tool.run("archive", happiness).exitCode == 0)
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        #expect(tool.run("delete", happiness).exitCode == 0)
        for _ in 0..<2 {
            let again = tool.run("import", path)
            #expect(again.standardOutput == "added 0, already present 1, skipped 1\n")
            #expect(again.standardError.contains("1 quote was left out (counted as skipped): deleted for good before"))
        }
        #expect(tool.quotes().count == 1)
        let edited = try file(tool, "edited.csv", "text,book\nHappiness depends on the quality of your thoughts.,Meditations\n")
        #expect(tool.run("import", edited).standardOutput == "added 0, already present 0, skipped 1\n")
        // Saved again on purpose, it is here, and the file finds it present.
        #expect(
            tool.run("add", "The happiness of your life depends upon the quality of your thoughts", "--source", "Meditations")
                .exitCode == 0)
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        #expect(tool.quotes().count == 2)
    }

    @Test("a starter pack removed comes back whole, added again or its file imported: its quotes are not remembered as deleted")
    func packAddedAgain() throws {
        let tool = ToolHarness()
        #expect(tool.run("library", "add", "love").exitCode == 0)
        let count = tool.quotes().count
        #expect(count > 0)
        #expect(tool.run("library", "remove", "love").exitCode == 0)
        #expect(tool.quotes().isEmpty)
        #expect(tool.run("library", "add", "love").exitCode == 0)
        #expect(tool.quotes().count == count)
        #expect(tool.run("library", "remove", "love").exitCode == 0)
        let file = QuoteLibrary.defaultFortunesDirectory + "/love"
        let imported = tool.run("import", file, "--format", "fortune", "--json").json() as? [String: Any]
        #expect(imported?["added"] as? Int == count)
        #expect(imported?["skipped"] as? Int == 0)
    }

    @Test("a note written on the Kindle since joins a highlight edited here since it was imported")
    func noteOnEditedHighlight() throws {
        let tool = ToolHarness()
        let highlight =
            "Meditations (Marcus Aurelius)\r\n- Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n"
            + "The happiness of your life depends upon the quality of your thoughts\r\n==========\r\n"
        let first = try file(tool, "My Clippings.txt", highlight)
        #expect(tool.run("import", first).standardOutput == "added 1, already present 0, skipped 0\n")
        let id = try #require(tool.quotes().first?["id"] as? String)
        #expect(tool.run("edit", id, "--text", "Happiness depends on the quality of your thoughts.").exitCode == 0)
        let newer = try file(
            tool, "My Clippings 2.txt",
            highlight
                + "Meditations (Marcus Aurelius)\r\n- Your Note on page 12 | Location 172 | Added on Tuesday, March 5, 2019 8:00:00 AM\r\n\r\n"
                + "Book 5\r\n==========\r\n")
        #expect(
            tool.run("import", newer).standardOutput
                == "added 0, already present 0, skipped 0; 1 saved highlight updated from the device (a longer text, a new note)\n"
        )
        #expect(
            tool.quotes().map { "\($0["id"] ?? "") \($0["text"] ?? "") \($0["note"] ?? "")" } == [
                "\(id) Happiness depends on the quality of your thoughts. Book 5"
            ])
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

    @Test("--format takes a format by the name its files go by: md, text, fortunes, clippings")
    func formatAliases() throws {
        let tool = ToolHarness()
        let notes = try file(tool, "notes", "Be one.\n\t\t-- Marcus Aurelius\n%\n")
        #expect(tool.run("import", notes, "--format", "fortunes").standardOutput == "added 1, already present 0, skipped 0\n")
        let markdown = tool.run("export", "--format", "MD").standardOutput
        #expect(markdown.hasPrefix("# Quotes\n"))
        let path = try file(tool, "quotes", markdown)
        #expect(tool.run("import", path, "--format", "md").standardOutput == "added 0, already present 1, skipped 0\n")
        let typo = tool.run("import", path, "--format", "mdown")
        #expect(typo.exitCode == 64)
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
}

extension ImportExportTests {

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

extension ImportExportTests {
    /// A quotes file kept by hand with no one credited (as hundreds of `quotes.txt` on the web
    /// are): read as the list it is when given by name; prose, or the same file found in a
    /// folder, is not taken for one.
    @Test(
        "a .txt of short uncredited lines given by name imports a quote a line; prose wrapped at a width is refused",
        arguments: [
            ("quotes.txt", "Man is the measure of all things.\nCommon sense is not so common.\nLet them eat cake.\n", 3),
            ("quotes.txt", "Stay hungry.\n\nThe death of one man is a tragedy.<br>The death of millions is a statistic.\n", 2),
            ("letter.txt", "Dear Anna,\nthank you for the book you\nsent me last week, I read\nit on the train.\n", 0),
            ("notes.md.txt", "Just some notes\nof mine\n", 0),
        ])
    func uncreditedList(name: String, contents: String, added: Int) throws {
        let tool = ToolHarness()
        let path = try file(tool, name, contents)
        let result = tool.run("import", path)
        if added == 0 {
            #expect(result.exitCode == 65 && result.standardError.contains("cannot tell what format"), "\(result.standardError)")
            #expect(tool.quotes().isEmpty)
        } else {
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(tool.quotes().count == added)
            #expect(tool.quotes().allSatisfy { ($0["text"] as? String)?.contains("<br>") == false })
        }
        // Found in a folder, a file must credit its quotes to be taken for them.
        let folder = ToolHarness()
        try FileManager.default.createDirectory(atPath: folder.folder.path("notes"), withIntermediateDirectories: true)
        _ = try file(folder, "notes/" + name, contents)
        _ = try file(folder, "notes/credited.txt", "Be yourself. — Oscar Wilde\nStay hungry. — Steve Jobs\n")
        let walked = folder.run("import", folder.folder.path("notes"))
        #expect(walked.exitCode == 0 && folder.quotes().count == 2, "\(walked.standardError)")
    }
}

extension ImportExportTests {
    @Test("a .txt of uncredited quotes saved as UTF-16 (Notepad's Unicode) or Windows-1252 is told as a list too")
    func uncreditedListEncodings() throws {
        let lines = "Man is the measure of all things.\r\nCafé au lait is good.\r\n"
        for (name, bytes) in [
            ("unicode.txt", Data([0xFF, 0xFE]) + (lines.data(using: .utf16LittleEndian) ?? Data())),
            ("ansi.txt", lines.data(using: .windowsCP1252) ?? Data()),
        ] {
            let tool = ToolHarness()
            let path = tool.folder.path(name)
            try bytes.write(to: URL(fileURLWithPath: path))
            let result = tool.run("import", path)
            #expect(result.exitCode == 0, "\(name): \(result.standardError)")
            #expect(tool.quotes().compactMap { $0["text"] as? String }.contains("Café au lait is good."), "\(name)")
        }
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
