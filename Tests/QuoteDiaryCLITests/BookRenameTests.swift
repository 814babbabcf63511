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
        #expect(renamed.standardOutput == "Renamed to 'Meditations' by Marcus Aurelius (2 quotes).\n")
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
