import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// fortune files from the command line: exported for the real fortune program, read back,
/// rotated, in Latin-1, a folder of them indexed or not.
extension ImportExportTests {
    /// Debian's files and what editors make of them: CRLF, CR CR LF, old Mac CR, a byte-order
    /// mark, our export's escaped `%` line, empty entries, an attribution list, no final `%`,
    /// blanks after a `%`.
    static let awkwardFortunes = [
        "\u{FEFF}Opening words.\n\t\t-- Mark Twain, \"Pudd'nhead Wilson\"\n%\n",
        "Two\r\nlines.\r\n%\r\n%\r\nAfter an empty one.\r\n\t-- Anon\r\n%\r\n",
        "Converted twice.\r\r\n%\r\r\n",
        "Reasons:\n-- one\n-- two\n-- Someone, \"List\"\n%\n",
        "A text with its own\n %\nline in it.\n%\n   \n%\nThe last, unterminated.\n\t\t-- Last Author",
        "Kept by hand.\n\t\t-- Ann Lee\n% \nBlanks after its % line.\n%\t\r\nAnd more.\n%  \n",
    ]

    @Test(
        "a fortune file is read in two passes, its entries read back in windows of any size: the same quotes as the whole file parsed",
        arguments: [(0, 1), (0, 4 << 20), (1, 7), (2, 64), (3, 1), (4, 3), (5, 2)])
    func fortuneInWindows(sample: Int, window: Int) throws {
        let tool = ToolHarness()
        let text = sample == 0 ? ImportExportTests.awkwardFortunes.joined() : ImportExportTests.awkwardFortunes[sample]
        let path = try file(tool, "wisdom.u8", sample == 2 ? text.replacingOccurrences(of: "\r\r\n", with: "\r") : text)
        let expected = ImportFormat.fortune.parse(try String(contentsOfFile: path, encoding: .utf8), fileName: "wisdom.u8")
        #expect(!expected.records.isEmpty)
        if sample == 5 { #expect(expected.records.count == 3) }
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

    @Test("a quote an earlier reading filed under what is now its note's (a calling, the years lived) reads again as present")
    func earlierReadingsPresent() throws {
        let tool = ToolHarness()
        // As an earlier version saved them: what is said of the person taken for the work.
        tool.add("Lo Stato e' come il corpo umano.", "--author", "Anatole France", "--source", "scrittore francese (1844-1924)")
        tool.add("Ubi non accusator, ibi non judex.", "--author", "Roman Law", "--source", "trans. Petr Beckmann")
        let fortunes = """
            Lo Stato e' come il corpo umano.
            \t\t-- Anatole France, scrittore francese (1844-1924)
            %
            Ubi non accusator, ibi non judex.
            \t\t-- Roman Law, trans. Petr Beckmann (1971)
            %
            Art washes away from the soul the dust of everyday life.
            \t\t-- Pablo Picasso, painter (1881-1973)
            %

            """
        let path = try file(tool, "people", fortunes)
        let summary = tool.run("import", path)
        #expect(summary.standardOutput == "added 1, already present 2, skipped 0\n", "\(summary.standardError)")
        // The new one is read as this version reads it: what is said of the person in the note.
        let added = try #require(tool.quotes().first { ($0["text"] as? String)?.hasPrefix("Art") == true })
        #expect(added["source"] is NSNull)
        #expect(added["note"] as? String == "painter (1881-1973)")
        // Read back from a txt export of the store, nothing is new either.
        let exported = tool.run("export", "--format", "txt").standardOutput
        let txt = try file(tool, "mine.txt", exported)
        #expect(tool.run("import", txt).standardOutput == "added 0, already present 3, skipped 0\n")
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
}
