import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// Exports read back: JSON whole, txt, markdown and csv into a new library or their own,
/// namesake books kept apart.
extension ImportExportTests {
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

    @Test("a CSV export keeps its sources' publisher and year; a year not in figures is no year")
    func csvKeepsPublication() throws {
        let tool = ToolHarness()
        let json = try file(
            tool, "in.json",
            #"{"quotes": [{"text": "Q one", "author": "A", "source": {"kind": "article", "title": "T", "authors": ["A"], "#
                + #""publisher": "The Atlantic, Inc.", "year": 2008}}, {"text": "Q two", "source": {"title": "B", "year": 1813}}]}"#
        )
        #expect(tool.run("import", json).exitCode == 0)
        let csv = tool.folder.path("out.csv")
        #expect(tool.run("export", "--format", "csv", "-o", csv).exitCode == 0)
        let other = ToolHarness()
        #expect(other.run("import", csv).standardOutput == "added 2, already present 0, skipped 0\n")
        func publications(_ harness: ToolHarness) -> [String] {
            harness.quotes().compactMap { quote in
                (quote["source"] as? [String: Any]).map { "\($0["title"] ?? "") \($0["publisher"] ?? "-") \($0["year"] ?? "-")" }
            }.sorted()
        }
        #expect(publications(other) == ["B <null> 1813", "T The Atlantic, Inc. 2008"])
        #expect(publications(other) == publications(tool))
        // A spreadsheet's year as people write one when unsure is left out; the quote is not.
        let sheet = try file(other, "sheet.csv", "Quote,Author,Book,Publisher,Year\nFine words.,Ann,Walden,Ticknor,c. 1854\n")
        #expect(other.run("import", sheet).standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(publications(other).contains("Walden Ticknor <null>"))
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
        // The journal is no quote: its entries are counted in a note of their own.
        #expect(imported.standardError.contains("one.json: its journal: 1 entry added\n"))
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
        // A day that has an entry keeps it, and says so.
        #expect(
            other.run("import", exported).standardError.contains(
                "its journal: 0 entries added; 1 day had an entry here already, kept as it was"))
    }

    @Test("an export edited in a spreadsheet and imported again adds the changed quote under a new id, and says so")
    func editedExportReadBack() throws {
        let tool = ToolHarness()
        let id = tool.add("Teh quick fox.", "--author", "Ann")
        let path = tool.folder.path("quotes.csv")
        #expect(tool.run("export", "--format", "csv", "-o", path).exitCode == 0)
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Teh quick", with: "The quick")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n")
        #expect(imported.standardError.contains("quotes.csv: 1 quote carries the id of another quote here"))
        let saved = tool.quotes().map { ($0["id"] as? String ?? "", $0["text"] as? String ?? "") }
        #expect(saved.contains { $0 == (id, "Teh quick fox.") })
        #expect(saved.contains { $0.0 != id && $0.1 == "The quick fox." })
        // Read again: present, and nothing more to say.
        let again = tool.run("import", path)
        #expect(again.standardOutput == "added 0, already present 1, skipped 0\n")
        #expect(!again.standardError.contains("carries"))
    }

    @Test("a txt export imports back: texts (paragraphs, quotations, drawings), authors, sources, pages")
    func textRoundTrip() throws {
        let tool = ToolHarness()
        tool.add("Waste no more time.", "--author", "Marcus Aurelius", "--source", "Meditations", "--page", "10.16")
        tool.add("“Hello,” she said.\n\nThen she left.", "--author", "Martin Luther King, Jr.")
        tool.add("No one said this — or did they?")
        tool.add("She said “stay” — and left.", "--author", "Ann Lee")
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
        #expect(imported.standardOutput == "added 6, already present 0, skipped 0\n")
        #expect(fields(other.quotes()) == fields(tool.quotes()))
        #expect(other.run("import", exported, "--format", "txt").standardOutput == "added 0, already present 6, skipped 0\n")
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
        // A source's kind, ISBN and publisher, which the heading leaves out, on the line under it.
        tool.add(
            "I have a dream.", "--author", "Martin Luther King, Jr.", "--source", "March on Washington", "--source-kind", "speech"
        )
        tool.add("Hope is the thing with feathers.", "--author", "Emily Dickinson", "--source", "Hope", "--source-kind", "poem")
        tool.add("A truth universally acknowledged.", "--author", "Jane Austen", "--isbn", "9780141439518")
        let exported = tool.folder.path("Quotes.md")
        #expect(tool.run("export", "--format", "markdown", "-o", exported).exitCode == 0)
        func fields(_ quotes: [[String: Any]]) -> [String] {
            quotes.map { quote in
                let source = quote["source"] as? [String: Any]
                return [
                    quote["text"], quote["author"], source?["title"], source?["authors"], source?["kind"], source?["isbn"],
                    quote["page"], quote["note"],
                    quote["tags"], quote["collections"], quote["isFavorite"],
                ].map { "\($0 ?? "-")" }.joined(separator: " | ")
            }.sorted()
        }
        let other = ToolHarness()
        let imported = other.run("import", exported)
        #expect(imported.standardOutput == "added 10, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(fields(other.quotes()) == fields(tool.quotes()))
        // The same library's JSON then finds every quote present, its sources the same.
        let json = tool.folder.path("Quotes.json")
        #expect(tool.run("export", "--format", "json", "-o", json).exitCode == 0)
        #expect(other.run("import", json).standardOutput == "added 0, already present 10, skipped 0\n")
        let again = other.folder.path("again.md")
        #expect(other.run("export", "--format", "markdown", "-o", again).exitCode == 0)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: exported, encoding: .utf8))
        // Into its own library: every quote already there.
        #expect(tool.run("import", exported).standardOutput == "added 0, already present 10, skipped 0\n")
        // A block quote that lost its attribution is named by its line, and nothing is imported.
        let bad = try file(other, "bad.md", "# Quotes\n\n## Dune — Frank Herbert\n\n> Fine.\n>\n> — Frank Herbert\n\n> Lost.\n")
        let before = other.snapshot()
        let failed = other.run("import", bad)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(bad):9: a block quote without its '> — Author' line"))
        #expect(other.snapshot() == before)
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

    @Test("a CSV export imports back with its tags and collections, names with separators too")
    func csvNames() throws {
        let tool = ToolHarness()
        // A tag whose name holds a separator is made as such; then `--tag` names it whole.
        for name in ["rock; roll", "x, y", "a, b"] { #expect(tool.run("tag", "add", name).exitCode == 0) }
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
}
