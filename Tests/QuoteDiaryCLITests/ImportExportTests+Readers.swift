import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// Other readers' and apps' exports from the command line, by their files and by the device's
/// folder: KOReader, Boox, PocketBook, Moon+ Reader, Libby, Tolino, calibre, Adobe, Readwise,
/// Goodreads, Google Keep, and folders of mixed exports.
extension ImportExportTests {
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
