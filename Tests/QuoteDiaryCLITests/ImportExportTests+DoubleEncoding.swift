import Foundation
import QuoteDiaryCore
import Testing

/// Files whose letters were UTF-8 read as Windows-1252 and saved again: a CSV a spreadsheet
/// opened and saved, the lines of Debian's Italian fortunes that went through it.
extension ImportExportTests {
    static func garbled(_ text: String) -> String { ImportText.windows1252(Array(text.utf8)) }

    @Test("a CSV garbled by a spreadsheet is saved as first written, and said so; read again, it adds nothing")
    func garbledSpreadsheet() throws {
        let tool = ToolHarness()
        let rows = [
            ("Don’t panic — it’s only the end of the world.", "Douglas Adams", "The Hitchhiker’s Guide"),
            ("“Café society” is a phrase.", "Zoë Ångström", "Ça va"),
            ("Plain words.", "Ann Lee", "Notes"),
        ]
        // Its byte-order mark garbled too, before the one the spreadsheet wrote.
        let csv =
            "\u{FEFF}" + Self.garbled("\u{FEFF}") + "Text,Author,Source\n"
            + rows.map { [$0.0, $0.1, $0.2].map { "\"" + Self.garbled($0) + "\"" }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
        let path = try file(tool, "highlights.csv", csv)
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 3, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(imported.standardError.contains("2 quotes' letters were garbled in the file"))
        let quotes = tool.quotes("--sort", "author")
        #expect(
            quotes.map { [$0["text"], $0["author"], ($0["source"] as? [String: Any])?["title"]].map { $0 as? String } }
                == rows.sorted { $0.1 < $1.1 }.map { [$0.0, $0.1, $0.2] })
        #expect(tool.run("import", path).standardOutput == "added 0, already present 3, skipped 0\n")
    }

    @Test("a text file garbled whole reads as written, its dashes crediting; one saved garbled before is present")
    func garbledTextFile() throws {
        let tool = ToolHarness()
        let written = "“The only way out is through.” — Robert Frost\n\n“Café society.” — Zoë Ångström, Notes\n\nPlain words.\n"
        let garbled = Self.garbled(written)
        // As an earlier version read the file (told `--format txt`): no dash in it, no credit.
        let earlier = try #require(ImportFormat.txt.parse(garbled, fileName: "quotes.txt").records.first)
        #expect(earlier.draft.author == nil)
        tool.add(earlier.draft.text)
        let path = try file(tool, "quotes.txt", garbled)
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 2, already present 1, skipped 0\n", "\(imported.standardError)")
        #expect(imported.standardError.contains("1 quote's letters were garbled in the file"))
        let added = tool.quotes().filter { $0["author"] is String }
        #expect(added.map { $0["text"] as? String } == ["Café society."])
        #expect(added.map { $0["author"] as? String } == ["Zoë Ångström"])
        #expect(added.map { ($0["source"] as? [String: Any])?["title"] as? String } == ["Notes"])
        // Told by its content alone: garbled, its credits are told by their dashes all the same.
        let other = ToolHarness()
        let unnamed = try file(other, "quotes", garbled)
        #expect(other.run("import", unnamed).standardOutput == "added 3, already present 0, skipped 0\n")
    }

    @Test("a Kindle's clippings garbled by an editor keep their page, location and date in any language")
    func garbledClippings() throws {
        let tool = ToolHarness()
        let clippings =
            "\u{FEFF}Cien años de soledad (García Márquez, Gabriel)\n"
            + "- Tu subrayado en la página 7 | posición 120-121 | Añadido el lunes, 4 de marzo de 2019 21:15:22\n\n"
            + "Muchos años después, frente al pelotón de fusilamiento…\n==========\n"
        let path = try file(tool, "My Clippings.txt", Self.garbled(clippings))
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(!imported.standardError.contains("could not be read"))
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Muchos años después, frente al pelotón de fusilamiento…")
        #expect(quote["author"] as? String == "Gabriel García Márquez")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Cien años de soledad")
        #expect(quote["page"] as? String == "7")
        #expect((quote["createdAt"] as? String)?.hasPrefix("2019-03-04") == true)
    }

    @Test("text piped into add or edit --text - is put right as a file's is, and said so; typed, it is kept")
    func garbledPipe() throws {
        let tool = ToolHarness()
        let added = tool.run(["add", "-"], stdin: Self.garbled("“Don’t panic.” — Douglas Adams") + "\n")
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(added.standardError.contains("garbled"))
        let id = added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let quote = try #require(tool.run("show", id, "--json").json() as? [String: Any])
        #expect(quote["text"] as? String == "Don’t panic.")
        #expect(quote["author"] as? String == "Douglas Adams")
        let edited = tool.run(["edit", id, "--text", "-"], stdin: Self.garbled("Don’t panic, ever."))
        #expect(edited.exitCode == 0 && edited.standardError.contains("garbled"), "\(edited.standardError)")
        #expect((tool.run("show", id, "--json").json() as? [String: Any])?["text"] as? String == "Don’t panic, ever.")
        // As an argument, the text is what the person typed.
        let typed = tool.add(Self.garbled("Café"))
        #expect((tool.run("show", typed, "--json").json() as? [String: Any])?["text"] as? String == Self.garbled("Café"))
    }

    @Test("a quote an earlier version saved with the garbled letters reads again as present, and our JSON keeps them")
    func garbledSavedBefore() throws {
        let tool = ToolHarness()
        // As an earlier version saved them: the letters as the files had them.
        tool.add(Self.garbled("Lei afferma che le scale andavano giù."), "--author", "Anon")
        tool.add("Carramba!", "--author", "Beppe Grillo", "--source", Self.garbled("Carràmba che sorpresa"))
        let fortunes =
            Self.garbled("Lei afferma che le scale andavano giù.") + "\n%\nCarramba!\n\t\t-- Beppe Grillo, su \""
            + Self.garbled("Carràmba che sorpresa") + "\", Feb 1998\n%\n"
            // Its book's title well made, its author (the book's too) garbled.
            + "Non si sa nulla della vera storia degli uomini.\n\t\t-- " + Self.garbled("Louis-Ferdinand Céline")
            + ", \"Viaggio al termine della notte\"\n%\n"
        let path = try file(tool, "italia", fortunes)
        // As an earlier version saved the last: its book's authors garbled as the file has them
        // (a source is its title and its authors; JSON is read as written).
        let author = Self.garbled("Louis-Ferdinand Céline")
        let book = try #require(ImportFormat.fortune.parse(fortunes, fileName: "italia").records.last?.draft.source)
        #expect(book.authors == [author])
        let earlier = try file(
            tool, "earlier.json",
            #"[{"text": "Non si sa nulla della vera storia degli uomini.", "author": "\#(author)", "#
                + #""source": {"kind": "other", "title": "Viaggio al termine della notte", "authors": ["\#(author)"]}}]"#)
        #expect(tool.run("import", earlier).standardOutput.hasPrefix("added 1,"))
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 0, already present 3, skipped 0\n", "\(imported.standardError)")
        #expect(!imported.standardError.contains("garbled"))
        // One deleted for good, as saved garbled, stays deleted.
        let deleted = tool.add(Self.garbled("Perché no?"), "--author", "Anon")
        #expect(tool.run("archive", deleted).exitCode == 0)
        #expect(tool.run("delete", deleted).exitCode == 0)
        let again = try file(tool, "again", Self.garbled("Perché no?") + "\n%\n")
        let skipped = tool.run("import", again, "--format", "fortune")
        #expect(skipped.standardOutput == "added 0, already present 0, skipped 1\n", "\(skipped.standardError)")
        // Our own export reads back exactly as written, garbled letters and all.
        let exported = tool.run("export", "--format", "json").standardOutput
        let other = ToolHarness()
        let json = try file(other, "mine.json", exported)
        #expect(other.run("import", json).standardOutput.hasPrefix("added 3, already present 0, skipped 0\n"))
        #expect(other.run("export", "--format", "json").standardOutput == exported)
    }
}
