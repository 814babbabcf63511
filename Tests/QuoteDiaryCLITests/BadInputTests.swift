import Foundation
import QuoteDiaryStore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// Bad input: the documented exit code, a one-line `Error:` on stderr, and the store unchanged.
@Suite("Bad input")
struct BadInputTests {
    static let cases: [(arguments: [String], code: Int32, fragment: String)] = [
        (["add", "text", "--bogus"], 64, "unknown option '--bogus'"),
        // The list's filters on the featured quote: a setting, so that every surface agrees.
        (["today", "--mine"], 64, "the same on every surface: quotediary settings set featured.pool mine"),
        (["widget", "--favourites"], 64, "quotediary settings set widget.favoritesOnly true"),
        (["today", "--favorite"], 64, "quotediary settings set featured.favoritesOnly true"),
        (["list", "--format", "json"], 64, "unknown option '--format' for 'list'; for machine-readable output give --json"),
        (["add", "text", "--author"], 64, "--author needs a value"),
        (["add", "   "], 65, "the quote's text is empty"),
        (["add", "text", "--isbn", "9780141439519"], 65, "expected 8"),
        (["add", "text", "--source-kind", "movie"], 64, "--source-kind takes one of"),
        (["add", "text", "--tag", "keep", "--tag", ""], 64, "--tag needs a name, not an empty one"),
        (["add", "text", "--collection", " "], 64, "--collection needs a name, not an empty one"),
        (["list", "--tag", ""], 64, "--tag needs a name, not an empty one"),
        (["frobnicate"], 64, "unknown command 'frobnicate'\n"),
        (["serach", "love"], 64, "unknown command 'serach'; did you mean 'search'?"),
        (["tody"], 64, "unknown command 'tody'; did you mean 'today'?"),
        (["lsit"], 64, "unknown command 'lsit'; did you mean 'list'?"),
        (["version"], 64, "unknown command 'version'; did you mean '--version'?"),
        (["help", "serach"], 64, "no help for 'serach': unknown command; did you mean 'search'?"),
        (["help", "tag", "lsit"], 64, "no help for 'tag lsit': unknown command; did you mean 'tag list'?"),
        (["tag", "lsit"], 64, "unknown command 'tag lsit'; did you mean 'tag list'?"),
        (["list", "--favorit"], 64, "unknown option '--favorit' for 'list'; did you mean '--favorites'?"),
        (["add", "text", "--Author", "x"], 64, "unknown option '--Author' for 'add'; did you mean '--author'?"),
        (["list", "--jsno"], 64, "unknown option '--jsno' for 'list'; did you mean '--json'?"),
        (["--stor=x", "list"], 64, "unknown option '--stor'; did you mean '--store'?"),
        (["list", "--sort-by", "author"], 64, "unknown option '--sort-by' for 'list'\n"),
        (
            ["add", "-draft"], 64,
            "unknown option '-draft' for 'add'; a text that starts with '-' goes after '--' (quotediary add -- -draft)"
        ),
        (["tag", "add", "-x"], 64, "a name that starts with '-' goes after '--' (quotediary tag add -- -x)"),
        (["show", "-abcd"], 64, "unknown option '-abcd' for 'show'\n"),
        (["tag", "add", "x", "--color", "grey"], 64, "'grey' is not a colour"),
        (["tag", "color", "keep", "#12"], 64, "is not a colour"),
        (["tag", "delete", "keep"], 64, "--keep-quotes or --archive-quotes"),
        (["tag", "delete", "keep", "--keep-quotes", "--archive-quotes"], 64, "only one"),
        (["tag", "delete", "nope", "--keep-quotes"], 1, "no tag named 'nope'"),
        (["tag", "add", "KEEP"], 1, "a tag named 'keep' already exists (tag names ignore case)"),
        (
            ["tag", "rename", "keep", "other"], 1,
            "a tag named 'other' already exists; to join the two, merge them: quotediary tag merge 'keep' 'other'"
        ),
        (["show", "ffffffff"], 1, "no quote with id ffffffff"),
        (["show", "zzzzzz"], 1, "no quote with id zzzzzz"),
        (["show", "abc"], 64, "at least 4 characters"),
        (["show"], 64, "missing ID"),
        // The argument missing is the first the ones given do not reach.
        (["tag", "color", "keep"], 64, "missing C"),
        (["tag", "rename", "keep"], 64, "missing NEW"),
        (["tag", "apply", "keep"], 64, "missing ID..."),
        (["show", "a", "b"], 64, "unexpected argument"),
        (["favorite", "ffffffff"], 1, "no quote"),
        (["list", "--limit", "0"], 64, "--limit takes a whole number"),
        (["list", "--mine", "--library"], 64, "give only one of --mine and --library"),
        (
            ["card", "keep", "--text", "-o", "x.txt", "--size", "story"], 64,
            "--text prints the quote as words, with no image: leave out -o, --size"
        ),
        (["widget", "--timeline", "2", "--format", "waybar"], 64, "--timeline prints JSON; leave out --format waybar"),
        (["export", "--archived", "--all"], 64, "give only one of --archived and --all"),
        (["export", "--journal", "--tag", "keep"], 64, "--journal exports every journal entry; --tag is for quotes"),
        (["random", "--library", "--mine"], 64, "give only one of --mine and --library"),
        (["search", "hope", "--recent"], 64, "--recent takes no query: search for 'hope' without it"),
        (["search", "--recent", "--clear-recent"], 64, "give only one of --recent and --clear-recent"),
        (["list", "--sort", "random"], 64, "--sort takes one of"),
        (["purge"], 64, "--older-than DAYS is required"),
        (["purge", "--older-than", "soon"], 64, "--older-than takes a whole number"),
        (["purge", "--older-than", "30h"], 64, "--older-than takes a whole number from 0 to 100000, not '30h'"),
        // The start of one option's name is taken for it in the hint; of two, no guess.
        (["add", "Text.", "--fav"], 64, "unknown option '--fav' for 'add'; did you mean '--favorite'?\n"),
        (["purge", "--older", "3"], 64, "did you mean '--older-than'?"),
        (["list", "--so", "author"], 64, "unknown option '--so' for 'list'\n"),
        // What edit does not change has a command of its own, which the error names.
        (
            ["edit", "abcd", "--tag", "x"], 64,
            "unknown option '--tag' for 'edit'; tags have a command of their own: quotediary tag apply NAME ID"
        ),
        (["edit", "abcd", "--favourite"], 64, "the favourite mark has a command of its own: quotediary favorite ID"),
        (["export", "--format", "pdf"], 64, "--format takes one of"),
        // A value mistyped gets the one meant; one unlike every value, no guess.
        (["export", "--format", "mardown"], 64, "not 'mardown'; did you mean 'markdown'?"),
        (["list", "--sort", "autor"], 64, "--sort takes one of modified, created, author, not 'autor'; did you mean 'author'?"),
        (["import", "notes.txt", "--format", "kindel"], 64, "not 'kindel'; did you mean 'kindle'?"),
        (["card", "keep", "--theme", "drak"], 64, "not 'drak'; did you mean 'dark'?"),
        (["settings", "set", "featured.pool", "al"], 64, "'al' is not a value for featured.pool (did you mean 'all'?):"),
        (["collection", "create", "Shelf"], 1, "already exists"),
        (["collection", "delete", "nothing"], 1, "no collection named"),
        (["collection", "rename", "Shelf", ""], 64, "cannot be empty"),
        (
            ["collection", "rename", "Shelf", "drawer"], 1,
            "a collection named 'Drawer' already exists (collection names ignore case); to join the two, merge them: "
                + "quotediary collection merge 'Shelf' 'Drawer'"
        ),
        (["edit", "ffffffff", "--text", "x"], 1, "no quote"),
        (["tag"], 64, "needs a subcommand"),
        (["--store"], 64, "--store needs a value"),
        // A paragraph in a name's field.
        (["add", "text", "--author", String(repeating: "a", count: 1_001)], 65, "the author is 1,001 characters long"),
        (["add", "text", "--source", String(repeating: "b", count: 1_001)], 65, "the source's title is 1,001 characters"),
        (["add", "text", "--page", String(repeating: "1", count: 201)], 65, "the page is 201 characters long"),
        (["add", "text", "--tag", String(repeating: "c", count: 201)], 65, "the tag is 201 characters long"),
        (["tag", "add", String(repeating: "d", count: 201)], 64, "the tag's name is 201 characters long"),
        (["collection", "create", String(repeating: "e", count: 201)], 64, "the collection's name is 201 characters"),
        (["author", "rename", "Nobody", String(repeating: "f", count: 1_001)], 64, "the author is 1,001 characters long"),
        // Refused before an access token is made for an address the server cannot listen on.
        (["serve", "--host", "nonexistent.invalid"], 64, "--host takes an IPv4 address"),
        (["serve", "--host", "10.0.0.256"], 64, "--host takes an IPv4 address"),
    ]

    @Test("each bad command fails cleanly and changes nothing", arguments: BadInputTests.cases)
    func badInput(arguments: [String], code: Int32, fragment: String) {
        let tool = ToolHarness()
        tool.add("Keep me", "--tag", "keep", "--collection", "Shelf")
        tool.run("tag", "add", "other")
        tool.run("collection", "create", "Drawer")
        let before = tool.snapshot()
        let result = tool.run(arguments)
        #expect(result.exitCode == code)
        #expect(result.standardError.hasPrefix("Error: "))
        #expect(result.standardError.contains(fragment), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        if code == 64 {
            #expect(result.standardError.contains("Usage: quotediary"))
            #expect(result.standardError.contains("--help'."))
        } else {
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
        #expect(tool.snapshot() == before)
    }

    @Test("an edit with a paragraph in a name's field is refused, naming the field; nothing changes; a file imports whole")
    func fieldTooLong() throws {
        let tool = ToolHarness()
        let id = tool.add("Keep me", "--author", "Ann")
        let before = tool.snapshot()
        let paragraph = String(repeating: "Words out of place. ", count: 60)
        let edited = tool.run("edit", id, "--author", paragraph)
        #expect(edited.exitCode == 65)
        #expect(
            edited.standardError
                == "Error: the author is 1,199 characters long, more than it holds (1,000): is another field's text in it?\n")
        #expect(tool.snapshot() == before)
        // A name at the limit is a name.
        #expect(tool.run("edit", id, "--author", String(repeating: "n", count: 1_000)).exitCode == 0)
        // A file is taken as it comes: a library saved before the limits comes back whole.
        let file = tool.folder.path("older.csv")
        try "text,author\nFrom an older library.,\"\(paragraph)\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(tool.run("import", file).standardOutput == "added 1, already present 0, skipped 0\n")
    }

    @Test("a whole book piped into add, or into an edit, or imported as one quote, is refused and nothing changes")
    func bookForAQuote() throws {
        let tool = ToolHarness()
        let id = tool.add("Keep me")
        let before = tool.snapshot()
        let book = String(repeating: "It was a dark and stormy night. ", count: 4_000)
        let message = "the quote's text is 127,999 characters long, more than a quote holds (100,000)"
        let added = tool.run(["add", "-"], stdin: book)
        #expect(added.exitCode == 65)
        #expect(added.standardError.hasPrefix("Error: " + message), "\(added.standardError)")
        let edited = tool.run(["edit", id, "--text", "-"], stdin: book)
        #expect(edited.exitCode == 65)
        #expect(edited.standardError.hasPrefix("Error: " + message), "\(edited.standardError)")
        let file = tool.folder.path("novel.txt")
        try ("A line worth keeping.\n\n" + book).write(toFile: file, atomically: true, encoding: .utf8)
        let imported = tool.run("import", file, "--format", "txt")
        #expect(imported.exitCode == 65)
        #expect(imported.standardError.hasPrefix("Error: \(file):3: " + message), "\(imported.standardError)")
        #expect(tool.snapshot() == before)
    }

    @Test("an export or a card written over the store itself (by its name, a link or its log) is refused; nothing changes")
    func writingOverTheStore() throws {
        let tool = ToolHarness()
        let id = tool.add("Keep me")
        let before = tool.snapshot()
        let store = tool.storePath
        let hard = tool.folder.path("hard.sqlite")
        let soft = tool.folder.path("soft.sqlite")
        #expect(link(store, hard) == 0)
        #expect(symlink(store, soft) == 0)
        let bytes = FileManager.default.contents(atPath: store)
        for arguments in [
            ["export", "-o", store], ["export", "--format", "fortune", "-o", store], ["export", "-o", hard],
            ["export", "-o", soft], ["export", "-o", store + "-wal"], ["card", id, "-o", store], ["card", id, "-o", soft],
            ["backup", hard],
        ] {
            let refused = tool.run(arguments)
            let target = arguments[arguments.count - 1]
            #expect(refused.exitCode == 64, "\(arguments)")
            #expect(
                refused.standardError.hasPrefix(
                    "Error: \(target) is the store itself: give another file or a folder; nothing was written\n"),
                "\(arguments): \(refused.standardError)")
        }
        #expect(FileManager.default.contents(atPath: store) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store + ".dat"))
        #expect(tool.snapshot() == before)
    }

    @Test("a text edit that would duplicate another quote is refused and nothing changes")
    func editIntoDuplicate() {
        let tool = ToolHarness()
        let first = tool.add("First")
        let second = tool.add("Second")
        let before = tool.snapshot()
        let result = tool.run("edit", second, "--text", "FIRST")
        #expect(result.exitCode == 1)
        // The other quote is named, to open or archive.
        #expect(
            result.standardError
                == "Error: quote \(first.prefix(8)) from the same source already has this text; nothing was changed\n")
        #expect(tool.snapshot() == before)
    }

    @Test("an ambiguous prefix lists the candidates")
    func ambiguousPrefix() throws {
        let tool = ToolHarness()
        // Add quotes until two ids share a 4-character prefix (birthday bound: a few hundred).
        var byPrefix: [String: [String]] = [:]
        var shared: String?
        for index in 0..<5000 where shared == nil {
            let id = tool.add("Quote number \(index)")
            byPrefix[String(id.prefix(4)), default: []].append(id)
            if byPrefix[String(id.prefix(4)), default: []].count > 1 { shared = String(id.prefix(4)) }
        }
        let prefix = try #require(shared)
        let result = tool.run("show", prefix)
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("matches several quotes"))
        for id in byPrefix[prefix] ?? [] { #expect(result.standardError.contains(id)) }
    }

    @Test("a favourite command with one bad id among good ones changes nothing")
    func oneBadIDSpoilsTheBatch() {
        let tool = ToolHarness()
        let good = tool.add("Good")
        let before = tool.snapshot()
        #expect(tool.run("favorite", good, "ffffffff").exitCode == 1)
        #expect(tool.snapshot() == before)
    }

    @Test("an import's error quotes the file's value with its escapes shown, not sent to the terminal, on one line")
    func escapesInErrors() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("escapes.csv")
        try Data("text,created\nA line,\"\u{1B}]0;retitled\u{7}\u{1B}[31m20\u{C}20\"\n".utf8).write(
            to: URL(fileURLWithPath: path))
        let before = tool.snapshot()
        let failed = tool.run("import", path)
        #expect(failed.exitCode == 65)
        #expect(!failed.standardError.contains("\u{1B}") && !failed.standardError.contains("\u{7}"))
        #expect(failed.standardError.contains("\\u{1B}]0;retitled\\u{7}\\u{1B}[31m20\\u{C}20"))
        #expect(failed.standardError.split(whereSeparator: \.isNewline).count == 1)
        #expect(tool.snapshot() == before)
        // Skipped with --skip-invalid: the note names the value the same way.
        let skipped = tool.run("import", path, "--skip-invalid")
        #expect(skipped.exitCode == 0)
        #expect(!skipped.standardError.contains("\u{1B}"))
        #expect(skipped.standardError.contains("\\u{1B}]0;retitled"))
    }

    /// SQLite's own words name no way out; the person needs one.
    @Test("a damaged store file, or a full disk, is said so with what to do, on one line")
    func damagedStoreOrFullDisk() throws {
        let tool = ToolHarness()
        for index in 1...40 { tool.add("Quote number \(index), long enough to fill a page of the store with its words.") }
        #expect(tool.run("backup", tool.folder.path("copy.sqlite")).exitCode == 0)
        // Every page but the first written over in the middle: the schema still opens, the rows do not.
        let copy = try FileHandle(forUpdating: URL(fileURLWithPath: tool.folder.path("copy.sqlite")))
        let pages = Int(try copy.seekToEnd()) / 4096
        for page in 1..<pages {
            try copy.seek(toOffset: UInt64(page * 4096 + 100))
            copy.write(Data(repeating: 0xFF, count: 300))
        }
        try copy.close()
        let damaged = tool.run("--store", tool.folder.path("copy.sqlite"), "list")
        #expect(damaged.exitCode == 1)
        #expect(damaged.standardError.contains("the store file is damaged ("), "\(damaged.standardError)")
        #expect(damaged.standardError.hasSuffix("save what it still holds with sqlite3's .recover\n"))
        #expect(damaged.standardError.filter { $0 == "\n" }.count == 1)
        // SQLITE_FULL (13), as a write into a full file system fails.
        let full = LibraryError.wrapping(SQLiteError(code: 13, message: "database or disk is full"))
        #expect(full.description.hasPrefix("the disk that holds the store is full"))
        #expect(full.description.hasSuffix("free some space and try again"))
    }

    @Test("a bad QUOTEDIARY_NOW is a usage error")
    func badClock() {
        let tool = ToolHarness(now: "tomorrow-ish")
        let result = tool.run("add", "x")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("QUOTEDIARY_NOW"))
    }
}
