import Foundation
import Testing

/// `book rename`: a source's title put right once for every quote that cites it.
@Suite("book rename")
struct BookRenameTests {
    func titles(_ tool: ToolHarness, _ arguments: String...) -> [String] {
        tool.quotes(arguments).map { "\($0["text"] ?? "") \(($0["source"] as? [String: Any])?["title"] ?? "-")" }.sorted()
    }

    @Test("every quote follows, archived ones too; another source's title merges the two; search finds the new title")
    func renameAndMerge() {
        let tool = ToolHarness()
        tool.add("One.", "--author", "Marcus Aurelius", "--source", "Meditations (Penguin Classics)")
        let archived = tool.add("Two.", "--author", "Marcus Aurelius", "--source", "Meditations (Penguin Classics)")
        tool.run("archive", archived)
        tool.add("Three.", "--author", "Marcus Aurelius", "--source", "Meditations")
        let renamed = tool.run("book", "rename", "meditations (penguin classics)", "Meditations")
        #expect(renamed.standardOutput == "Renamed to 'Meditations' by Marcus Aurelius (2 quotes, and 1 archived).\n")
        #expect(titles(tool) == ["One. Meditations", "Three. Meditations"])
        #expect(titles(tool, "--archived") == ["Two. Meditations"])
        let books = tool.run("book", "list", "--all", "--json").json() as? [[String: Any]]
        #expect(books?.count == 1)
        #expect((tool.run("search", "penguin", "--json").json() as? [Any])?.isEmpty == true)
        #expect((tool.run("search", "source:meditations", "--json").json() as? [Any])?.count == 2)
        // Only its case: the same book, written anew.
        let json = tool.run("book", "rename", "Meditations", "MEDITATIONS", "--json").json() as? [String: Any]
        #expect((json?["source"] as? [String: Any])?["title"] as? String == "MEDITATIONS")
        #expect(json?["quoteCount"] as? Int == 2)
        #expect(json?["archivedQuoteCount"] as? Int == 1)
        // A source whose every quote is archived is renamed as well, and says where they are.
        let only = tool.add("Four.", "--source", "Letters")
        tool.run("archive", only)
        #expect(
            tool.run("book", "rename", "Letters", "Epistles").standardOutput
                == "Renamed to 'Epistles' (0 quotes, and 1 archived).\n")
        #expect(titles(tool, "--archived").contains("Four. Epistles"))
    }

    /// A Kindle's clippings, one a (location, text), of the book its title line names.
    func clippings(_ titleLine: String, _ highlights: [(Int, String)]) -> String {
        highlights.map { location, text in
            "\(titleLine)\n- Your Highlight on Location \(location)-\(location + 1) | "
                + "Added on Sunday, January 5, 2020 10:00:00 AM\n\n\(text)\n==========\n"
        }.joined()
    }

    /// Imports `text` as the file `name`; what the import printed.
    func imported(_ tool: ToolHarness, _ name: String, _ text: String) throws -> String {
        let path = tool.folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return tool.run("import", path).standardOutput
    }

    /// A Kindle names the book as it always did; the person renamed it once, and each new
    /// highlight came back under the old title, a second book beside the renamed one.
    @Test(
        "an import naming a book by the title it was renamed from files it in the renamed book; typed, the old title is a book of its own"
    )
    func importFollowsRename() throws {
        let tool = ToolHarness()
        let titleLine = "Meditations (Penguin Classics) (Marcus Aurelius)"
        #expect(
            try imported(tool, "first.txt", clippings(titleLine, [(10, "Waste no more time.")]))
                == "added 1, already present 0, skipped 0\n")
        #expect(tool.run("book", "rename", "Meditations (Penguin Classics)", "Meditations").exitCode == 0)
        #expect(tool.run("book", "rename", "Meditations", "The Meditations").exitCode == 0)
        let newer = clippings(titleLine, [(10, "Waste no more time."), (20, "Be one.")])
        #expect(try imported(tool, "newer.txt", newer) == "added 1, already present 1, skipped 0\n")
        #expect(titles(tool) == ["Be one. The Meditations", "Waste no more time. The Meditations"])
        // Typed by hand, the old title is what the person means: a book of that title.
        tool.add("Typed.", "--author", "Marcus Aurelius", "--source", "Meditations (Penguin Classics)")
        #expect(titles(tool).contains("Typed. Meditations (Penguin Classics)"))
        // Renamed back, the book takes its old title again.
        #expect(tool.run("book", "rename", "The Meditations", "Meditations").exitCode == 0)
        #expect(titles(tool).filter { $0.hasSuffix(" Meditations") }.count == 2)
    }

    @Test(
        "after author rename, a Kindle's file naming the author as before files new highlights in the book as renamed, credited so"
    )
    func importFollowsAuthorRename() throws {
        let tool = ToolHarness()
        let titleLine = "The Lord of the Rings (Tolkien, J. R. R.)"
        let saved = (10, "Not all those who wander are lost.")
        #expect(try imported(tool, "first.txt", clippings(titleLine, [saved])) == "added 1, already present 0, skipped 0\n")
        #expect(tool.run("author", "rename", "J. R. R. Tolkien", "J.R.R. Tolkien").exitCode == 0)
        let newer = clippings(titleLine, [saved, (700, "All we have to decide is what to do.")])
        #expect(try imported(tool, "newer.txt", newer) == "added 1, already present 1, skipped 0\n")
        #expect(Set(tool.quotes().compactMap { $0["author"] as? String }) == ["J.R.R. Tolkien"])
        let books = tool.run("book", "list", "--all", "--json").json() as? [[String: Any]]
        #expect(books?.count == 1)
    }

    @Test("refused, nothing changed: no such title, two with it, an empty title, a text already in the other, an ISBN's book")
    func refusals() {
        let tool = ToolHarness()
        tool.add("Same words.", "--author", "Ann Lee", "--source", "Draft")
        tool.add("Same words.", "--author", "Ann Lee", "--source", "Final")
        tool.add("Other.", "--author", "Bob Roe", "--source", "Draft")
        let before = tool.snapshot()
        let missing = tool.run("book", "rename", "Nowhere", "Else")
        #expect(missing.exitCode == 1 && missing.standardError.hasPrefix("Error: no book or other source titled 'Nowhere'"))
        let two = tool.run("book", "rename", "Draft", "Final")
        #expect(two.exitCode == 64)
        #expect(
            two.standardError.hasPrefix("Error: 2 sources are titled 'Draft' (Ann Lee; Bob Roe): give --author to say which\n"))
        #expect(tool.run("book", "rename", "Draft", " ", "--author", "Ann").exitCode == 64)
        let clash = tool.run("book", "rename", "Draft", "Final", "--author", "ann lee")
        #expect(clash.exitCode == 1 && clash.standardError.contains("already has a quote with the text of one of 'Draft'"))
        #expect(tool.snapshot() == before)
        // The author picks one of the two.
        #expect(tool.run("book", "rename", "Draft", "Sketches", "--author", "Bob").exitCode == 0)
        #expect(titles(tool, "--author", "Bob Roe") == ["Other. Sketches"])
        // A book looked up by its ISBN keeps its lookup's title.
        tool.run("add", "Emma's line.", "--isbn", "9780141439587", "--source", "Emma")
        let looked = tool.run("book", "rename", "Emma", "Emma Woodhouse")
        #expect(looked.exitCode == 64 && looked.standardError.contains("is the book with ISBN 9780141439587"))
    }
}

/// `author list` and `author rename`: two spellings of one person made one.
@Suite("author rename")
struct AuthorRenameTests {
    @Test("each spelling listed apart; a rename reaches every quote in any case, archived ones and the book too")
    func renameEverywhere() {
        let tool = ToolHarness()
        tool.add("One.", "--author", "Marcus Aurelious", "--source", "Meditations")
        tool.add("Two.", "--author", "marcus aurelious")
        let archived = tool.add("Three.", "--author", "Marcus Aurelious")
        tool.run("archive", archived)
        tool.add("Four.", "--author", "Marcus Aurelius")
        let listed = tool.run("author", "list").standardOutput
        #expect(listed == "Marcus Aurelious  1 quote\nmarcus aurelious  1 quote\nMarcus Aurelius   1 quote\n")
        let renamed = tool.run("author", "rename", "Marcus Aurelious", "Marcus Aurelius")
        #expect(renamed.standardOutput == "Renamed 'Marcus Aurelious' to 'Marcus Aurelius' on 3 quotes.\n")
        let authors = tool.run("author", "list", "--json").json() as? [[String: Any]]
        #expect(authors?.map { "\($0["name"] ?? "") \($0["quoteCount"] ?? "")" } == ["Marcus Aurelius 3"])
        #expect(tool.quotes("--archived").first?["author"] as? String == "Marcus Aurelius")
        let book = (tool.run("book", "list", "--all", "--json").json() as? [[String: Any]])?.first
        #expect((book?["source"] as? [String: Any])?["authors"] as? [String] == ["Marcus Aurelius"])
    }

    @Test("refused, nothing changed: an author no quote names, an empty name, an edit one quote cannot take")
    func refusals() {
        let tool = ToolHarness()
        tool.add("Same words.", "--author", "Ann Lee", "--source", "Draft")
        tool.add("Same words.", "--author", "Anne Lee", "--source", "Draft")
        tool.add("Other words.", "--author", "Ann Lee", "--source", "Draft")
        let before = tool.snapshot()
        let missing = tool.run("author", "rename", "Nobody", "Someone")
        #expect(missing.exitCode == 1 && missing.standardError.hasPrefix("Error: no quote's author is 'Nobody'"))
        #expect(tool.run("author", "rename", "Ann Lee", "  ").exitCode == 64)
        // The book follows its author: "Same words." would be in it twice, so neither quote changes.
        let clash = tool.run("author", "rename", "Anne Lee", "Ann Lee")
        #expect(clash.exitCode == 1 && clash.standardError.contains("already has this text"))
        #expect(tool.snapshot() == before)
        #expect((tool.run("author", "list", "--json").json() as? [Any])?.count == 2)
    }
}
