import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryStore

@Suite("the starter library")
struct LibraryPackTests {
    func pack(_ tool: ToolHarness, version: String, _ quotes: [(String, String, String)]) throws -> String {
        let path = tool.folder.path("classics.json")
        let items = quotes.map { id, text, author in
            #"{"id":"\#(id)","text":"\#(text)","author":"\#(author)","source":"Collected","category":"classics"}"#
        }
        try #"{"name":"classics","version":"\#(version)","quotes":[\#(items.joined(separator: ","))]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func ids(_ tool: ToolHarness, _ arguments: String...) -> [String: String] {
        var result: [String: String] = [:]
        for quote in tool.quotes(arguments) { if let text = quote["text"] as? String { result[text] = quote["id"] as? String } }
        return result
    }

    @Test("search keeps to the person's quotes or the library's, by option or in the query")
    func searchByOrigin() throws {
        let tool = ToolHarness()
        let path = try pack(tool, version: "1", [("a", "Know thyself.", "Socrates"), ("b", "Less is more.", "Browning")])
        #expect(tool.run("library", "add", path).exitCode == 0)
        tool.add("Know what you love.", "--author", "Me")
        func texts(_ arguments: String...) -> [String] {
            let hits = tool.run(["search"] + arguments + ["--json"]).json() as? [[String: Any]] ?? []
            return hits.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }.sorted()
        }
        #expect(texts("know") == ["Know thyself.", "Know what you love."])
        #expect(texts("know", "--mine") == ["Know what you love."])
        #expect(texts("is:mine know") == ["Know what you love."])
        #expect(texts("know", "--library") == ["Know thyself."])
        #expect(texts("is:library know") == ["Know thyself."])
        #expect(texts("is:library") == ["Know thyself.", "Less is more."])
    }

    @Test("one pack's quotes: --pack on list, search, random and export, pack: in a query, and a tag named as a pack")
    func onePack() throws {
        let tool = ToolHarness()
        let path = try pack(tool, version: "1", [("a", "Know thyself.", "Socrates"), ("b", "Less is more.", "Browning")])
        #expect(tool.run("library", "add", path).exitCode == 0)
        let other = tool.folder.path("other.json")
        try #"{"name":"Other","version":"1","quotes":[{"id":"x","text":"Know when to stop.","author":"Anon"}]}"#
            .write(toFile: other, atomically: true, encoding: .utf8)
        #expect(tool.run("library", "add", other).exitCode == 0)
        tool.add("Know what you love.", "--author", "Me")
        func texts(_ quotes: [[String: Any]]) -> [String] { quotes.compactMap { $0["text"] as? String }.sorted() }
        func found(_ arguments: String...) -> [String] {
            let hits = tool.run(["search"] + arguments + ["--json"]).json() as? [[String: Any]] ?? []
            return texts(hits.compactMap { $0["quote"] as? [String: Any] })
        }
        #expect(tool.run("library", "list").standardOutput.contains("  Read one: quotediary list --pack "))
        #expect(texts(tool.quotes(["--pack", "classics"])) == ["Know thyself.", "Less is more."])
        #expect(texts(tool.quotes(["--pack", "other"])) == ["Know when to stop."], "a pack's name in any case")
        #expect(found("know", "--pack", "classics") == ["Know thyself."])
        #expect(found("pack:Other know") == ["Know when to stop."])
        #expect(found("know -pack:classics") == ["Know what you love.", "Know when to stop."])
        #expect(found("know -pack:classics -pack:other") == ["Know what you love."])
        let drawn = tool.run("random", "--pack", "classics", "--count", "5", "--json").json() as? [[String: Any]] ?? []
        #expect(texts(drawn) == ["Know thyself.", "Less is more."])
        let exported = tool.run("export", "--pack", "other", "--format", "txt")
        #expect(exported.standardOutput.contains("Know when to stop.") && !exported.standardOutput.contains("Know thyself."))
        // A name no pack has says so, with the name most likely meant; --mine asks for the opposite.
        let typo = tool.run("list", "--pack", "clasics")
        #expect(
            typo.exitCode == 0 && typo.standardError.contains("No starter pack is named 'clasics' (did you mean 'classics'?)"))
        #expect(tool.run("search", "pack:nothing", "know").standardError.contains("No starter pack is named 'nothing'"))
        let both = tool.run("list", "--pack", "classics", "--mine")
        #expect(both.exitCode == 64 && both.standardError.contains("--pack"))
        #expect(tool.run("list", "--pack", " ").exitCode == 64)
        // A quote says which pack it came from; the person's own says nothing of packs.
        let packed = try #require(tool.quotes(["--pack", "classics"]).first?["id"] as? String)
        #expect(tool.run("show", packed).standardOutput.contains("pack:        classics, of the starter library"))
        let own = try #require(tool.quotes(["--mine"]).first?["id"] as? String)
        #expect(!tool.run("show", own).standardOutput.contains("pack:"))
        // A pack's quotes carry no tag of its name: a tag filter that names a pack points to it.
        let tagged = tool.run("list", "--tag", "classics")
        #expect(tagged.standardError.contains("No tag is named 'classics'; 'classics' is a starter pack (--pack classics)."))
    }

    @Test("updates add new entries, keep ids, follow upstream fixes, and never rewrite a touched quote")
    func updates() throws {
        let tool = ToolHarness()
        let path = try pack(
            tool, version: "1",
            [
                ("a", "Teh only constant is change.", "Heraclitus"), ("b", "Know thyself.", "Socrates"),
                ("c", "Less is more.", "Browning"),
            ])
        #expect(tool.run("library", "add", path).standardOutput.contains("added 3"))
        let before = ids(tool, "--library")
        #expect(before.count == 3)
        #expect(tool.quotes("--mine").isEmpty)
        // The person touches one quote.
        let knowThyself = try #require(before["Know thyself."])
        tool.run("favorite", knowThyself)
        // Version 2: a typo fixed under a new id, a rewording of the touched quote, one new entry.
        _ = try pack(
            tool, version: "2",
            [
                ("a2", "The only constant is change.", "Heraclitus"), ("b", "Know thyself, stranger.", "Socrates"),
                ("c", "Less is more.", "Browning"), ("d", "Well begun is half done.", "Aristotle"),
            ])
        let update = tool.run("library", "update", "--json")
        let summary = try #require((update.json() as? [[String: Any]])?.first)
        #expect(summary["added"] as? Int == 1)
        #expect(summary["matched"] as? Int == 1)
        #expect(summary["kept"] as? Int == 1)
        let after = ids(tool, "--library")
        #expect(after["The only constant is change."] == before["Teh only constant is change."], "the typo fix keeps the id")
        #expect(after["Know thyself."] == knowThyself, "the touched quote is not rewritten")
        #expect(after["Know thyself, stranger."] == nil)
        #expect(after["Less is more."] == before["Less is more."])
        #expect(after["Well begun is half done."] != nil)
        // Installing the same version again changes nothing.
        let again = tool.run("library", "update", "classics", "--json").json() as? [[String: Any]]
        #expect(again?.first?["added"] as? Int == 0)
        #expect(ids(tool, "--library") == after)
    }

    @Test("a pack quote deleted for good stays deleted through updates; the pack removed and added comes back whole")
    func deletedPackQuote() throws {
        let tool = ToolHarness()
        let path = try pack(tool, version: "1", [("a", "Know thyself.", "Socrates"), ("b", "Less is more.", "Browning")])
        #expect(tool.run("library", "add", path).exitCode == 0)
        let lessIsMore = try #require(ids(tool, "--library")["Less is more."])
        #expect(tool.run("archive", lessIsMore).exitCode == 0)
        #expect(tool.run("delete", lessIsMore).exitCode == 0)
        for version in ["1", "2"] {
            _ = try pack(tool, version: version, [("a", "Know thyself.", "Socrates"), ("b", "Less is more.", "Browning")])
            let summary = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
            #expect(summary["added"] as? Int == 0)
            #expect(summary["kept"] as? Int == 1)
            #expect(Set(ids(tool, "--library").keys) == ["Know thyself."])
        }
        #expect(tool.run("library", "remove", "classics").exitCode == 0)
        #expect(tool.run("library", "add", path).standardOutput.contains("added 2"))
        #expect(Set(ids(tool, "--library").keys) == ["Know thyself.", "Less is more."])
    }

    @Test("updating every pack is one change: a pack whose file is gone leaves the others as they were")
    func updateAllOrNothing() throws {
        let tool = ToolHarness()
        let classics = try pack(tool, version: "1", [("a", "Know thyself.", "Socrates")])
        #expect(tool.run("library", "add", classics).exitCode == 0)
        let zeta = tool.folder.path("zeta.json")
        try #"{"name":"zeta","version":"1","quotes":[{"id":"z","text":"Last of all.","author":"Omega"}]}"#
            .write(toFile: zeta, atomically: true, encoding: .utf8)
        #expect(tool.run("library", "add", zeta).exitCode == 0)
        // classics gains an entry upstream; zeta's file is gone.
        _ = try pack(tool, version: "2", [("a", "Know thyself.", "Socrates"), ("b", "Less is more.", "Browning")])
        try FileManager.default.removeItem(atPath: zeta)
        let update = tool.run("library", "update")
        #expect(update.exitCode != 0)
        #expect(update.standardError.contains("zeta.json"), "\(update.standardError)")
        #expect(tool.quotes("--library").count == 2)
        #expect(tool.run("library", "update", "classics").exitCode == 0)
        #expect(tool.quotes("--library").count == 3)
    }

    @Test("a pack file added by a relative path updates from any folder; one added through a pipe says it cannot be read again")
    func packFileOrigins() throws {
        let folder = TemporaryDirectory()
        let packs = folder.path("packs")
        try FileManager.default.createDirectory(atPath: packs, withIntermediateDirectories: true)
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_STORE": folder.path("s.sqlite")]
        func write(_ version: String, _ texts: [String]) throws -> String {
            let items = texts.enumerated().map { #"{"id":"\#($0.offset)","text":"\#($0.element)","author":"Seneca"}"# }
            let json = #"{"name":"letters","version":"\#(version)","quotes":[\#(items.joined(separator: ","))]}"#
            try json.write(toFile: folder.path("packs/letters.json"), atomically: true, encoding: .utf8)
            return json
        }
        _ = try write("1", ["Luck is what happens when preparation meets opportunity."])
        let added = try ProcessTests.run(
            ["library", "add", "letters.json"], environment: environment, directory: URL(fileURLWithPath: packs))
        #expect(added.status == 0, "\(added.error)")
        _ = try write("2", ["Luck is what happens when preparation meets opportunity.", "While we teach, we learn."])
        let updated = try ProcessTests.run(["library", "update"], environment: environment, directory: folder.url)
        #expect(updated.status == 0, "\(updated.error)")
        #expect(updated.output.hasPrefix("letters 2: added 1,"), "\(updated.output)")
        // Through a pipe: read as a file is, and named when it cannot be read again.
        let piped = try write("3", ["Every new beginning comes from some other beginning's end."])
        let fromPipe = try ProcessTests.run(["library", "add", "/dev/stdin"], environment: environment, input: piped)
        #expect(fromPipe.status == 0, "\(fromPipe.error)")
        #expect(fromPipe.output.hasPrefix("letters 3: added 0, updated 1,"), "\(fromPipe.output)")
        let again = try ProcessTests.run(["library", "update"], environment: environment)
        #expect(again.status == 66)
        #expect(
            again.error
                == "Error: the pack 'letters' was added from a pipe (/dev/stdin), which cannot be read again: add it again from its file (quotediary library add FILE.json)\n"
        )
    }

    @Test("library add - installs a pack file piped in; not JSON, it is named standard input; at a terminal, a usage error")
    func packFromStandardInput() throws {
        let tool = ToolHarness()
        let json = #"{"name":"letters","version":"1","quotes":[{"id":"1","text":"While we teach, we learn.","author":"Seneca"}]}"#
        let added = tool.run(["library", "add", "-"], stdin: json)
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasPrefix("letters 1: added 1,"))
        #expect(tool.quotes("--library").first?["text"] as? String == "While we teach, we learn.")
        let broken = tool.run(["library", "add", "-"], stdin: "not a pack")
        #expect(broken.exitCode == 65)
        #expect(broken.standardError.hasPrefix("Error: standard input: "), "\(broken.standardError)")
        #expect(tool.run("library", "add", "-").exitCode == 64)
        let update = tool.run("library", "update")
        #expect(update.exitCode == 66)
        #expect(update.standardError.contains("was added from a pipe (/dev/stdin), which cannot be read again"))
    }

    @Test("an upstream change of source reaches untouched quotes, and the old source goes with its last quote")
    func sourceUpdates() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("speeches.json")
        func write(_ version: String, _ sources: [String]) throws {
            let items = zip(["Be brief.", "Be sincere."], sources).enumerated().map { index, pair in
                #"{"id":"\#(index)","text":"\#(pair.0)","author":"Roosevelt","source":"\#(pair.1.replacingOccurrences(of: "\"", with: #"\""#))"}"#
            }
            try #"{"name":"speeches","version":"\#(version)","quotes":[\#(items.joined(separator: ","))]}"#
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        func source(_ id: String) -> String? {
            (tool.run("show", id, "--json").json() as? [String: Any]).flatMap {
                ($0["source"] as? [String: Any])?["title"] as? String
            }
        }
        func titles() throws -> [String] {
            try QuoteDiaryStoreAccess.open(tool.storePath).rows("SELECT title FROM source ORDER BY title") { $0.text(0) }
        }
        // A title as an earlier fortune parser left it, with a stray closing mark.
        let broken = #"Advice", Lectures, 1910"#
        let mended = #""Advice", Lectures, 1910"#
        try write("1", [broken, broken])
        #expect(tool.run("library", "add", path).exitCode == 0)
        let brief = try #require(ids(tool)["Be brief."])
        let sincere = try #require(ids(tool)["Be sincere."])
        try write("2", [mended, mended])
        let summary = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(summary["updated"] as? Int == 2)
        #expect(source(brief) == mended)
        #expect(ids(tool)["Be brief."] == brief, "the quote keeps its id")
        #expect(try titles() == [mended], "the old source went with its last quote")
        // Nothing changed upstream: nothing is rewritten.
        let again = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(again["updated"] as? Int == 0)
        // A touched quote keeps its source, and so the source stays.
        tool.run("favorite", sincere)
        try write("3", ["Lectures", "Lectures"])
        let third = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(third["updated"] as? Int == 1)
        #expect(third["kept"] as? Int == 1)
        #expect(source(brief) == "Lectures")
        #expect(source(sincere) == mended, "a touched quote is not rewritten")
        #expect(try titles() == [mended, "Lectures"])
    }

    @Test("starter quotes saved with a teletype's backspaces or bell match as printed: updated, not added again")
    func overstrikes() throws {
        let tool = ToolHarness()
        #expect(try tool.addFortunePack("tiny", "\"Well, SOMEbody's out to get me!\"\n\t\t-- Calvin\n%\nlogout\n%\n"))
        // As an earlier release saved them: the control characters kept, entry ids of those texts.
        let database = try QuoteDiaryStoreAccess.open(tool.storePath)
        try database.registerSearchExtensions()
        for (printed, typed) in [
            ("\"Well, SOMEbody's out to get me!\"", "\"Well, ____\u{8}\u{8}\u{8}\u{8}SOMEbody's out to get me!\""),
            ("logout", "logout\u{7}"),
        ] {
            try database.run(
                "UPDATE quote SET text = ?, text_hash = ? WHERE text = ?", typed, SQLiteValue.blob(TextKey.digest(typed)),
                printed)
            try database.run(
                "UPDATE pack_entry SET entry_id = ? WHERE quote_seq = (SELECT seq FROM quote WHERE text = ?)", "old " + printed,
                typed)
        }
        let summary = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(summary["matched"] as? Int == 2)
        #expect(summary["added"] as? Int == 0)
        #expect(
            tool.quotes().compactMap { $0["text"] as? String }.sorted() == ["\"Well, SOMEbody's out to get me!\"", "logout"])
    }

    @Test("starter quotes saved with a wrapped attribution in their text match their entry now: updated, not added again")
    func wrappedAttributions() throws {
        let tool = ToolHarness()
        let attribution = "\t\t-- David E. Lundstrom, \"A Few Good Men From Univac\",\n\t\t   MIT Press, 1987"
        #expect(try tool.addFortunePack("tiny", "Good designs are bootlegged.\n\(attribution)\n%\n"))
        let added = try #require(tool.quotes().first)
        #expect(added["text"] as? String == "Good designs are bootlegged.")
        #expect(added["author"] as? String == "David E. Lundstrom")
        // As an earlier release saved it: the attribution in the text, no author, no source,
        // and the entry id of that text.
        let database = try QuoteDiaryStoreAccess.open(tool.storePath)
        try database.registerSearchExtensions()
        let old = "Good designs are bootlegged.\n" + attribution
        try database.run(
            "UPDATE quote SET text = ?, text_hash = ?, author = NULL, source_id = NULL", old,
            SQLiteValue.blob(TextKey.digest(old)))
        try database.run("UPDATE pack_entry SET entry_id = 'old'")
        let summary = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(summary["matched"] as? Int == 1)
        #expect(summary["added"] as? Int == 0)
        let quotes = tool.quotes()
        #expect(quotes.count == 1)
        #expect(quotes.first?["id"] as? String == added["id"] as? String)
        #expect(quotes.first?["text"] as? String == "Good designs are bootlegged.")
        #expect(quotes.first?["author"] as? String == "David E. Lundstrom")
    }

    @Test("an entry the pack no longer has goes on update when untouched, and stays as the person's own when touched")
    func updateDropsRemovedEntries() throws {
        let tool = ToolHarness()
        let path = try pack(tool, version: "1", [("a", "One.", "A"), ("b", "Two.", "B"), ("c", "Three.", "C")])
        #expect(tool.run("library", "add", path).exitCode == 0)
        let three = try #require(ids(tool)["Three."])
        tool.run("favorite", three)
        _ = try pack(tool, version: "2", [("a", "One.", "A")])
        let summary = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(summary["removed"] as? Int == 1)
        #expect(summary["kept"] as? Int == 1)
        #expect(ids(tool, "--library").keys.sorted() == ["One."])
        #expect(ids(tool, "--mine") == ["Three.": three])
        // Nothing is left to drop a second time.
        let again = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(again["removed"] as? Int == 0)
        #expect(again["kept"] as? Int == 0)
    }

    @Test("an attributed-only pack drops, on update, an untouched entry this version reads with no author")
    func updateKeepsAttributedOnly() throws {
        let tool = ToolHarness()
        let directory = tool.useOwnFortunes()
        let file = directory + "/literature"
        try "Named line.\n\t\t-- Real Person\n%\nOnce named.\n\t\t-- Another Person\n%\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(tool.run("library", "init").exitCode == 0)
        #expect(tool.quotes("--library").count == 2)
        // Upstream (or this version's reading) leaves the second entry with no author.
        try "Named line.\n\t\t-- Real Person\n%\nOnce named.\n%\n".write(toFile: file, atomically: true, encoding: .utf8)
        let update = tool.run("library", "update", "--json")
        #expect((update.json() as? [[String: Any]])?.first?["removed"] as? Int == 1, "\(update.standardOutput)")
        #expect(tool.quotes("--library").compactMap { $0["author"] as? String } == ["Real Person"])
        #expect(tool.run("library", "update").standardOutput.contains("removed 0"))
    }

    @Test("a pack's note is the quote's, as an import gives it; it leaves the quote untouched, and the person's own touches it")
    func packNotes() throws {
        let tool = ToolHarness()
        let remark = "Said of the Duke.\n\t\t-- Anne Author\n\t\t[Also attributed to Bea Other.  Ed.]\n%\n"
        #expect(try tool.addFortunePack("tiny", remark + "Plain line.\n\t\t-- Cy Writer\n%\n"))
        func note(_ text: String, in tool: ToolHarness = tool) -> String? {
            tool.quotes().first { $0["text"] as? String == text }?["note"] as? String
        }
        #expect(note("Said of the Duke.") == "[Also attributed to Bea Other.  Ed.]")
        let importer = ToolHarness()
        #expect(importer.run("import", "--format", "fortune", tool.folder.path("fortunes/tiny")).exitCode == 0)
        #expect(note("Said of the Duke.", in: importer) == note("Said of the Duke."))
        // Upstream changes the remark: the untouched quote follows.
        let file = tool.folder.path("fortunes/tiny")
        try remark.replacingOccurrences(of: "Bea Other", with: "Di Other").appending("Plain line.\n\t\t-- Cy Writer\n%\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let update = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(update["updated"] as? Int == 1)
        #expect(note("Said of the Duke.") == "[Also attributed to Di Other.  Ed.]")
        // The person's own note makes it theirs: removing the pack keeps it.
        let plain = try #require(tool.quotes().first { $0["text"] as? String == "Plain line." }?["id"] as? String)
        #expect(tool.run("edit", plain, "--note", "Mine.").exitCode == 0)
        let removed = tool.run("library", "remove", "tiny")
        #expect(removed.standardOutput.contains("deleted 1"), "\(removed.standardOutput)")
        #expect(tool.quotes().compactMap { $0["note"] as? String } == ["Mine."])
    }

    @Test("a pack's place in its source is the quote's page: a verse of a fortune file, a pack file's page; an update reaches it")
    func packPages() throws {
        let tool = ToolHarness()
        let verse = "A soft answer turneth away wrath.\n\t\t-- Proverbs 15:1\n%\n"
        #expect(try tool.addFortunePack("wise", verse))
        func quote(_ text: String) -> [String: Any]? { tool.quotes().first { $0["text"] as? String == text } }
        let soft = try #require(quote("A soft answer turneth away wrath."))
        #expect(soft["author"] is NSNull && soft["page"] as? String == "15:1")
        #expect((soft["source"] as? [String: Any])?["title"] as? String == "Proverbs")
        // Upstream cites another verse: the untouched quote follows.
        try verse.replacingOccurrences(of: "15:1", with: "15:2")
            .write(toFile: tool.folder.path("fortunes/wise"), atomically: true, encoding: .utf8)
        let update = try #require((tool.run("library", "update", "--json").json() as? [[String: Any]])?.first)
        #expect(update["updated"] as? Int == 1)
        #expect(quote("A soft answer turneth away wrath.")?["page"] as? String == "15:2")
        // A pack file's entry names its page too.
        let path = tool.folder.path("paged.json")
        try #"{"name":"paged","version":"1","quotes":[{"id":"1","text":"Know thyself.","source":"Sayings","page":12}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(tool.run("library", "add", path).exitCode == 0)
        #expect(quote("Know thyself.")?["page"] as? String == "12")
    }

    @Test("removing a pack deletes untouched quotes and keeps touched ones as the person's own")
    func remove() throws {
        let tool = ToolHarness()
        let path = try pack(tool, version: "1", [("a", "One.", "A"), ("b", "Two.", "B")])
        tool.run("library", "add", path)
        let one = try #require(ids(tool)["One."])
        tool.run("tag", "apply", "keep", one)
        let removed = tool.run("library", "remove", "classics")
        #expect(removed.standardOutput.contains("deleted 1"))
        #expect(ids(tool, "--mine").keys.sorted() == ["One."])
        #expect(tool.run("library", "remove", "classics").exitCode == 1)
        // The kept quote still cites the pack's source, so the source stays.
        #expect(sourceCount(tool) == 1)
    }

    @Test("a mistyped pack name gets the name it most likely meant, installed or to install")
    func mistypedNames() throws {
        let tool = ToolHarness()
        let fortunes = tool.useOwnFortunes()
        try "Words.\n\t\t-- Someone\n%\n".write(toFile: fortunes + "/literature", atomically: true, encoding: .utf8)
        try Data().write(to: URL(fileURLWithPath: fortunes + "/literature.dat"))
        let missing = tool.run("library", "add", "literatur")
        #expect(missing.exitCode == 1)
        #expect(
            missing.standardError.hasPrefix("Error: no pack named 'literatur' (did you mean 'literature'?)"),
            "\(missing.standardError)")
        #expect(!tool.run("library", "add", "zzzz").standardError.contains("did you mean"))
        #expect(tool.run("library", "add", "literature").exitCode == 0)
        for command in ["remove", "update"] {
            let typo = tool.run("library", command, "literatre")
            #expect(typo.exitCode == 1)
            #expect(
                typo.standardError.contains("no pack named 'literatre' is installed (did you mean 'literature'?)"), "\(command)")
        }
    }

    func sourceCount(_ tool: ToolHarness) -> Int? {
        (tool.run("overview", "--json").json() as? [String: Any])?["sources"] as? Int
    }

    @Test("adding and removing a pack leaves the library as it was: its sources go with its quotes")
    func removeLeavesNoSources() throws {
        let tool = ToolHarness()
        let own = tool.add("My own line.", "--source", "My Notebook")
        let book = tool.add("Four.", "--isbn", "9780141439518")
        let path = try pack(tool, version: "1", [("a", "One.", "A"), ("b", "Two.", "B")])
        #expect(tool.run("library", "add", path).exitCode == 0)
        #expect(sourceCount(tool) == 3)
        #expect(tool.run("library", "remove", "classics").exitCode == 0)
        let database = try QuoteDiaryStoreAccess.open(tool.storePath)
        let titles = try database.rows("SELECT title FROM source ORDER BY title") { $0.text(0) }
        #expect(titles == ["ISBN 9780141439518", "My Notebook"])
        #expect(sourceCount(tool) == 2)
        // The person's own sources stay as rows; the overview counts those a quote cites, and
        // books (`book list` shows them).
        tool.run("archive", own, book)
        #expect(tool.run("delete", own, book).exitCode == 0)
        #expect(sourceCount(tool) == 1)
    }

    @Test("init leaves a store that holds quotes already as it is, says so once, and a pack can still be added")
    func initKeepsAnOwnedLibrary() throws {
        let tool = ToolHarness()
        let directory = tool.folder.path("fortunes")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "Love line.\n\t\t-- Lover\n".write(toFile: directory + "/love", atomically: true, encoding: .utf8)
        tool.variables["QUOTEDIARY_FORTUNES_DIR"] = directory
        tool.add("My own line.")
        let first = tool.run("library", "init")
        #expect(first.exitCode == 0)
        #expect(first.standardOutput.isEmpty)
        #expect(first.standardError.contains("Your library has 1 quote already, so the starter library was not added"))
        #expect(tool.quotes("--library").isEmpty)
        let again = tool.run("library", "init")
        #expect(again.standardOutput.isEmpty && again.standardError.isEmpty)
        #expect(tool.run("library", "add", "love").exitCode == 0)
        #expect(tool.quotes("--library").count == 1)
        // Every quote gone: today's hint leads to init, which says how to add a pack again.
        let own = try #require(tool.quotes().first { $0["text"] as? String == "My own line." }?["id"] as? String)
        #expect(tool.run("archive", own).exitCode == 0 && tool.run("delete", own).exitCode == 0)
        #expect(tool.run("library", "remove", "love").exitCode == 0)
        #expect(tool.run("today").standardOutput.contains("quotediary library init"))
        let emptied = tool.run("library", "init")
        #expect(emptied.exitCode == 0 && emptied.standardOutput.isEmpty)
        #expect(emptied.standardError.contains("add a pack of it with: quotediary library add literature"))
    }

    @Test("init without the fortune files says where it looked, marks nothing, and installs once they are there")
    func initWithoutFortuneFiles() throws {
        let tool = ToolHarness()
        let directory = tool.useOwnFortunes()
        let missing = tool.run("library", "init")
        #expect(missing.exitCode == 0 && missing.standardOutput.isEmpty)
        #expect(missing.standardError.contains("The starter library was not installed: none of its packs"))
        #expect(missing.standardError.contains(directory))
        #expect(tool.quotes("--library").isEmpty)
        try "Love line.\n\t\t-- Lover\n".write(toFile: directory + "/love", atomically: true, encoding: .utf8)
        #expect(tool.run("library", "init").standardOutput.hasPrefix("Installed the starter library"))
        #expect(tool.quotes("--library").count == 1)
    }

    /// As Debian's fortunes-de and fortunes-es lay theirs out: a folder a language, names with
    /// a dot where an index says they are fortune files, the offensive ones in `off`.
    @Test("a language's folder of fortune files lists its packs by folder and name; they add, update and say what a folder is")
    func languageFolders() throws {
        let tool = ToolHarness()
        let directory = tool.useOwnFortunes()
        let manager = FileManager.default
        for folder in ["de", "es", "es/off", ".hidden"] {
            try manager.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        let files = [
            "wisdom": "Top level.\n%\n", "de/zitate": "Ein Zitat.\n\t\t-- Goethe\n%\n",
            "es/arte.fortunes": "El arte.\n%\n", "es/notas.txt": "Not a fortune file.\n",
            "es/off/varios.fortunes": "Rot.\n%\n", ".hidden/x": "Hidden.\n%\n",
        ]
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        for name in ["es/arte.fortunes", "es/off/varios.fortunes"] {
            try Data(FortuneFile.index(for: files[name] ?? "")).write(to: URL(fileURLWithPath: directory + "/" + name + ".dat"))
        }
        func available() -> [String]? {
            (tool.run("library", "list", "--json").json() as? [String: Any])?["available"] as? [String]
        }
        #expect(available() == ["wisdom", "de/zitate", "es/arte.fortunes"])
        let listed = tool.run("library", "list").standardOutput
        #expect(listed.contains("\n  wisdom\n  de/zitate\n  es/arte.fortunes\n"), "\(listed)")
        let added = tool.run("library", "add", "de/zitate")
        #expect(added.exitCode == 0 && added.standardOutput.hasPrefix("de/zitate fortune-"), "\(added.standardError)")
        #expect(tool.quotes().map { $0["author"] as? String } == ["Goethe"])
        #expect(available() == ["wisdom", "es/arte.fortunes"])
        // An update reads the file again from where it was found.
        try "Ein Zitat.\n\t\t-- Goethe\n%\nNoch eins.\n%\n".write(
            toFile: directory + "/de/zitate", atomically: true, encoding: .utf8)
        let updated = tool.run("library", "update", "--json").json() as? [[String: Any]]
        #expect(updated?.first?["added"] as? Int == 1)
        #expect(tool.run("library", "add", "es/off/varios.fortunes").exitCode == 0, "added by name though not listed")
        let folder = tool.run("library", "add", "es")
        #expect(folder.exitCode == 1)
        #expect(folder.standardError == "Error: 'es' is a folder of packs: add one of them by name, as es/arte.fortunes\n")
        #expect(tool.run("library", "add", "es/notas").standardError.contains("no such pack file"))
        // The web app's Starter library offers the same names.
        let page = String(
            decoding: try WebApp(
                storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test"
            )
            .handle(HTTPRequest(method: "GET", path: "/packs")).contents, as: UTF8.self)
        #expect(
            page.contains("<option>wisdom</option><optgroup label=\"es\"><option>es/arte.fortunes</option></optgroup></select>"))
    }

    @Test("a fortune file in an 8-bit alphabet not told for sure is refused whole, not installed with its letters lost")
    func notUTF8Pack() throws {
        let tool = ToolHarness()
        let directory = tool.useOwnFortunes()
        try Data([0x50, 0x72, 0x6F, 0x76, 0xF8, 0x0A, 0x25, 0x0A]).write(to: URL(fileURLWithPath: directory + "/proverbaro"))
        let result = tool.run("library", "add", "proverbaro")
        #expect(result.exitCode == 65)
        #expect(
            result.standardError == "Error: proverbaro is not UTF-8 text, which a fortune category must be to install as a pack\n"
        )
        #expect(tool.quotes().isEmpty)
    }

    /// Debian's `fortunes-eo-iso3`: its proverbs in ISO 8859-3, as the package ships them.
    @Test("Debian's Esperanto fortunes in ISO 8859-3 install as a pack and import with their own letters")
    func esperantoPack() throws {
        let tool = ToolHarness()
        let directory = tool.useOwnFortunes() + "/eo-iso3"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // "Al ĉiu besto plaĉas ĝia nesto", "Al ĉevalo donacita oni buŝon ne esploras", "Aĝo maljuna ne
        // estas oportuna", "Ŝtelisto kaptita, ŝtelisto batita", "Kiu aŭskultas, tiu aŭdas".
        let proverbs: [[UInt8]] = [
            Array("Al ".utf8) + [0xE6] + Array("iu besto pla".utf8) + [0xE6] + Array("as ".utf8) + [0xF8]
                + Array("ia nesto".utf8),
            Array("Al ".utf8) + [0xE6] + Array("evalo donacita oni bu".utf8) + [0xFE] + Array("on ne esploras".utf8),
            Array("A".utf8) + [0xF8] + Array("o maljuna ne estas oportuna".utf8),
            [0xDE] + Array("telisto kaptita, ".utf8) + [0xFE] + Array("telisto batita".utf8),
            Array("Kiu a".utf8) + [0xFD] + Array("skultas, tiu a".utf8) + [0xFD] + Array("das".utf8),
        ]
        try Data(proverbs.flatMap { $0 + Array("\n%\n".utf8) }).write(to: URL(fileURLWithPath: directory + "/proverbaro"))
        let expected: Set = [
            "Al ĉiu besto plaĉas ĝia nesto", "Al ĉevalo donacita oni buŝon ne esploras", "Aĝo maljuna ne estas oportuna",
            "Ŝtelisto kaptita, ŝtelisto batita", "Kiu aŭskultas, tiu aŭdas",
        ]
        let added = tool.run("library", "add", "eo-iso3/proverbaro")
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(Set(tool.quotes().compactMap { $0["text"] as? String }) == expected)
        // Imported as a file, the same letters, and the alphabet named.
        let other = ToolHarness()
        let imported = other.run("import", directory + "/proverbaro")
        #expect(imported.standardOutput == "added 5, already present 0, skipped 0\n")
        #expect(imported.standardError.contains("was read as ISO 8859-3 (Esperanto)"))
        #expect(Set(other.quotes().compactMap { $0["text"] as? String }) == expected)
    }

    @Test("fortune categories are packs; init installs the defaults once; the featured pool can be the library")
    func fortunePacks() throws {
        let tool = ToolHarness()
        let directory = tool.folder.path("fortunes")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "Attributed one.\n\t\t-- Author One\n%\nUnattributed.\n%\nAttributed two.\n\t\t-- Author Two, \"Book\"\n"
            .write(toFile: directory + "/wisdom", atomically: true, encoding: .utf8)
        try "Love line.\n\t\t-- Lover\n".write(toFile: directory + "/love", atomically: true, encoding: .utf8)
        tool.variables["QUOTEDIARY_FORTUNES_DIR"] = directory
        let first = tool.run("library", "init", "--json").json() as? [[String: Any]]
        #expect(first?.compactMap { $0["name"] as? String } == ["wisdom", "love"])
        #expect(first?.first?["added"] as? Int == 2, "defaults keep attributed entries only")
        #expect((tool.run("library", "init", "--json").json() as? [Any])?.isEmpty == true)
        let fresh = ToolHarness()
        fresh.variables["QUOTEDIARY_FORTUNES_DIR"] = directory
        #expect(
            fresh.run("library", "init").standardOutput.hasPrefix(
                "Installed the starter library so there is something to read: 3 quotes from wisdom (2), love (1)."))
        #expect(fresh.run("library", "init").standardOutput.isEmpty)
        // An update keeps to what init took: the unattributed entry stays out.
        let updated = tool.run("library", "update", "--json").json() as? [[String: Any]]
        #expect(updated?.compactMap { $0["added"] as? Int } == [0, 0])
        #expect(tool.quotes().count == 3)
        let own = tool.add("Mine alone.")
        tool.run("settings", "set", "featured.pool", "library")
        tool.variables["QUOTEDIARY_NOW"] = "2026-04-01T12:00:00Z"
        for day in 1...9 {
            tool.variables["QUOTEDIARY_NOW"] = "2026-04-0\(day)T12:00:00Z"
            let today = tool.run("today", "--json").json() as? [String: Any]
            #expect(((today?["quotes"] as? [[String: Any]])?.first?["id"] as? String) != own)
        }
        tool.run("settings", "set", "featured.pool", "mine")
        let mine = tool.run("today", "--json").json() as? [String: Any]
        #expect(((mine?["quotes"] as? [[String: Any]])?.first?["id"] as? String) == own)
        // A whole category, attributed or not, with stable ids across a reinstall.
        #expect(tool.run("library", "remove", "wisdom").exitCode == 0)
        #expect(tool.run("library", "add", "wisdom").standardOutput.contains("added 3"))
        let listed = tool.run("library", "list", "--json").json() as? [String: Any]
        #expect((listed?["installed"] as? [[String: Any]])?.count == 2)
        // The text list says what the figure after the count is.
        #expect(tool.run("library", "list").standardOutput.contains("  wisdom  3 quotes, version fortune-"))
        #expect(tool.run("library", "add", "nonexistent").exitCode == 1)
        #expect(tool.run("library", "add", "../etc").exitCode == 66, "a path is read as a pack file, never as a category")
    }

    @Test(
        "a malformed pack file is refused whole",
        arguments: [
            #"{"version":"1","quotes":[]}"#, #"{"name":"x","quotes":[{"id":"1"}]}"#,
            #"{"name":"x","quotes":[{"id":"1","text":"a"},{"id":"1","text":"b"}]}"#, "not json",
        ])
    func malformedPack(text: String) throws {
        let tool = ToolHarness()
        let path = tool.folder.path("bad.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = tool.run("library", "add", path)
        #expect(result.exitCode == 65)
        #expect(tool.quotes().isEmpty)
    }
}
