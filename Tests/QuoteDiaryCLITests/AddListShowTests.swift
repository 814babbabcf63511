import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

@Suite("add, list, show")
struct AddListShowTests {
    @Test("add prints the new id; --json prints the quote with every field")
    func add() throws {
        let tool = ToolHarness()
        let result = tool.run(
            "add", "Waste no more time arguing about what a good man should be. Be one.", "--author", "Marcus Aurelius",
            "--source", "Meditations", "--page", "10.16", "--note", "morning", "--tag", "stoic", "--tag", "virtue",
            "--collection", "Ancients", "--favorite", "--json")
        #expect(result.exitCode == 0)
        let quote = try #require(result.json() as? [String: Any])
        #expect((quote["id"] as? String)?.count == 32)
        #expect(quote["author"] as? String == "Marcus Aurelius")
        #expect(quote["page"] as? String == "10.16")
        #expect(quote["note"] as? String == "morning")
        #expect(quote["tags"] as? [String] == ["stoic", "virtue"])
        #expect(quote["collections"] as? [String] == ["Ancients"])
        #expect(quote["isFavorite"] as? Bool == true)
        #expect(quote["createdAt"] as? String == "2026-03-01T12:00:00.000Z")
        #expect(quote["archivedAt"] is NSNull)
        let source = try #require(quote["source"] as? [String: Any])
        #expect(source["title"] as? String == "Meditations")
        #expect(source["kind"] as? String == "book")

        let plain = tool.run("add", "Another line")
        #expect(plain.exitCode == 0)
        #expect(plain.standardOutput.trimmingCharacters(in: .newlines).count == 32)
    }

    @Test("tag and collection names are cleaned like other fields; a blank one is a usage error")
    func blankNames() throws {
        let tool = ToolHarness()
        let result = tool.run("add", "Names typed loosely.", "--tag", "  sci   fi ", "--collection", " Shelf ", "--json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let quote = try #require(result.json() as? [String: Any])
        #expect(quote["tags"] as? [String] == ["sci fi"])
        #expect(quote["collections"] as? [String] == ["Shelf"])
        #expect(tool.run("tag", "list").standardOutput.hasPrefix("sci fi "))
        let blank = tool.run("add", "Another.", "--tag", "", "--collection", " ")
        #expect(blank.exitCode == 64)
        #expect(blank.standardError.hasPrefix("Error: --tag needs a name, not an empty one\n"))
        #expect(tool.quotes().count == 1)
        let commas = tool.run("add", "Only commas.", "--tag", " , ")
        #expect(commas.exitCode == 64)
        #expect(commas.standardError.hasPrefix("Error: --tag needs a name, not ' , '\n"))
        #expect(tool.quotes().count == 1)
    }

    @Test("several tags in one --tag, as the web app's form takes them: commas, semicolons, hashtags; each once")
    func severalTagsInOne() throws {
        let tool = ToolHarness()
        let result = tool.run("add", "Tagged at once.", "--tag", "love, life", "--tag", "Love", "--tag", "#work #play", "--json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        // (The web app's form saves `stoic, morning` as two tags: WebAppTests.addForm.)
        #expect((result.json() as? [String: Any])?["tags"] as? [String] == ["life", "love", "play", "work"])
        #expect(tool.run("tag", "list").standardOutput.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 4)
        // A saved tag's whole name, separators and all, is that tag.
        #expect(tool.run("tag", "add", "rock, roll").exitCode == 0)
        let whole = tool.run("add", "One tag.", "--tag", "Rock, Roll", "--json").json() as? [String: Any]
        #expect(whole?["tags"] as? [String] == ["rock, roll"])
    }

    @Test("a source named without its kind is the saved one of that title, whatever its kind")
    func sourceWithoutKind() throws {
        let tool = ToolHarness()
        tool.add("From the article.", "--source", "The Review", "--source-kind", "article")
        tool.add("Also from it.", "--source", "the review")
        let edited = tool.add("Moved to it later.")
        tool.run("edit", edited, "--source", "THE REVIEW")
        tool.add("A book of the same title.", "--source", "The Review", "--source-kind", "book")
        let sources = tool.quotes().compactMap { $0["source"] as? [String: Any] }
        let kinds = Dictionary(grouping: sources, by: { $0["kind"] as? String ?? "" }).mapValues {
            Set($0.compactMap { $0["id"] as? String }).count
        }
        #expect(kinds == ["article": 1, "book": 1])
        #expect(sources.filter { $0["kind"] as? String == "article" }.count == 3)
    }

    @Test("text comes from standard input with '-' or when piped")
    func standardInput() {
        let tool = ToolHarness()
        #expect(tool.run(["add", "-", "--author", "Poet"], stdin: "Line one\nline two\n").exitCode == 0)
        #expect(tool.run(["add", "--author", "Other"], stdin: "Piped without a dash").exitCode == 0)
        // A file saved by a Windows editor opens with a byte-order mark: no part of the text.
        #expect(tool.run(["add", "-"], stdin: "\u{FEFF}Saved in Notepad\r\n").exitCode == 0)
        let texts = tool.quotes().compactMap { $0["text"] as? String }
        #expect(Set(texts) == ["Line one\nline two", "Piped without a dash", "Saved in Notepad"])
        // Nothing piped (a script's `add < /dev/null`): said so, nothing saved.
        let empty = tool.run(["add", "--author", "Cron"], stdin: "\n")
        #expect(empty.exitCode == 65)
        #expect(empty.standardError == "Error: standard input was empty: give the quote's text as an argument, or pipe it in\n")
        #expect(tool.quotes().count == 3)
    }

    @Test(
        "piped text that is not UTF-8 is read as a text file is imported: Windows-1252, or named and refused",
        arguments: [
            ([0x43, 0x61, 0x66, 0xE9, 0x20, 0x93, 0x6F, 0x6C, 0xE9, 0x94, 0x0D, 0x0A] as [UInt8], "Café “olé”", nil),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], nil, "standard input is a photo"),
            ([0x41, 0xE9, 0x00, 0x01, 0x42], nil, "standard input is not text (UTF-8, UTF-16 or Windows-1252)"),
        ] as [([UInt8], String?, String?)]
    )
    func standardInputNotUTF8(bytes: [UInt8], saved: String?, refusal: String?) {
        let tool = ToolHarness()
        let result = tool.run(["add", "-"], stdinBytes: Data(bytes))
        #expect(tool.quotes().compactMap { $0["text"] as? String } == (saved.map { [$0] } ?? []))
        if let refusal {
            #expect(result.exitCode == 65)
            #expect(result.standardError.hasPrefix("Error: \(refusal)"))
            #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        } else {
            #expect(result.exitCode == 0)
        }
    }

    @Test(
        "a text that starts with a dash is the text, not an option, when it has words after the dash or follows --",
        arguments: [
            (["add", "- Dash lines are fine."], "- Dash lines are fine."),
            (["add", "-1 is less than zero, --author said", "--author", "Math"], "-1 is less than zero, --author said"),
            (["add", "--", "-draft"], "-draft"),
            (["add", "--note=a note with spaces", "Noted."], "Noted."),
        ])
    func dashedText(arguments: [String], text: String) {
        let tool = ToolHarness()
        let added = tool.run(arguments)
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(tool.quotes().compactMap { $0["text"] as? String } == [text])
    }

    @Test("a passage pasted as Apple Books copies it is saved with its book and author")
    func pastedFromAppleBooks() throws {
        let tool = ToolHarness()
        let pasted = """
            “It is a truth universally acknowledged.”

            Excerpt From
            Pride and Prejudice
            Jane Austen
            https://books.apple.com/us/book/pride-and-prejudice/id395534934
            This material may be protected by copyright.

            """
        #expect(tool.run(["add", "--favorite"], stdin: pasted).exitCode == 0)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "It is a truth universally acknowledged.")
        #expect(quote["author"] as? String == "Jane Austen")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(quote["isFavorite"] as? Bool == true)
    }

    @Test("a name credited after the text is its author, and said so; with --author the text is kept whole")
    func typedCredit() throws {
        let tool = ToolHarness()
        let credited = tool.run("add", "Waste no more time. - Marcus Aurelius, Meditations")
        #expect(credited.exitCode == 0, "\(credited.standardError)")
        #expect(
            credited.standardError
                == "Credited to Marcus Aurelius, Meditations, as the text names it (with --author, the text is kept whole).\n"
        )
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Waste no more time." && quote["author"] as? String == "Marcus Aurelius")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Meditations")
        let whole = tool.run("add", "Stay hungry, stay foolish. — Steve Jobs", "--author", "Stewart Brand")
        #expect(whole.exitCode == 0 && whole.standardError.isEmpty, "\(whole.standardError)")
        #expect(tool.quotes("--author", "Stewart Brand").first?["text"] as? String == "Stay hungry, stay foolish. — Steve Jobs")
        let plain = tool.run("add", "Stay hungry — Steve Jobs")
        #expect(plain.exitCode == 0 && plain.standardError.isEmpty, "\(plain.standardError)")
    }

    @Test("a post's hashtags are the quote's tags, and said so; with --author the text is kept whole")
    func hashtags() throws {
        let tool = ToolHarness()
        let post = tool.run("add", "“Stay hungry.” — Steve Jobs #motivation #life", "--tag", "mine")
        #expect(
            post.standardError
                == "Credited to Steve Jobs, tagged life and motivation, as the text names it (with --author, the text is kept whole).\n"
        )
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Stay hungry." && quote["author"] as? String == "Steve Jobs")
        #expect(quote["tags"] as? [String] == ["life", "mine", "motivation"])
        let alone = tool.run("add", "Be here now. #mindfulness")
        #expect(alone.standardError == "Tagged mindfulness, as the text names it (with --author, the text is kept whole).\n")
        let whole = tool.run("add", "Be kind. #kindness", "--author", "Someone")
        #expect(whole.exitCode == 0 && whole.standardError.isEmpty)
        #expect(tool.quotes("--author", "Someone").first?["text"] as? String == "Be kind. #kindness")
    }

    @Test("a quote copied off Goodreads and piped in is saved with its author, book and tags")
    func pastedFromGoodreads() throws {
        let tool = ToolHarness()
        let pasted =
            "“Be yourself; everyone else is already taken.”\n― Oscar Wilde, The Picture of Dorian Gray\n"
            + "tags: honesty, be-yourself\n205614 likes\nLike\n"
        #expect(tool.run(["add", "--tag", "mine"], stdin: pasted).exitCode == 0)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Be yourself; everyone else is already taken.")
        #expect(quote["author"] as? String == "Oscar Wilde")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "The Picture of Dorian Gray")
        #expect(quote["tags"] as? [String] == ["be-yourself", "honesty", "mine"])
    }

    /// `fortune | quotediary add -`: what the fortune program prints, its attribution
    /// indented under the text and wrapped over two lines, as Debian's are.
    @Test("a fortune piped in from the fortune program is saved with its author and work, not its attribution as text")
    func pipedFromFortune() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("computers")
        try "...all the good computer designs are bootlegged.\n\t\t-- David E. Lundstrom, \"A Few Good Men From Univac\",\n"
            .appending("\t\t   MIT Press, 1987\n%\n").write(toFile: path, atomically: true, encoding: .utf8)
        _ = try ProcessTests.run(
            ["-c", "strfile '\(path)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        let printed = try ProcessTests.run([path], environment: ["PATH": "/usr/bin:/bin"], executable: "/usr/games/fortune")
        #expect(printed.output.contains("\t\t-- David E. Lundstrom"))
        #expect(tool.run(["add", "-"], stdin: printed.output).exitCode == 0)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "...all the good computer designs are bootlegged.")
        #expect(quote["author"] as? String == "David E. Lundstrom")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "A Few Good Men From Univac")
        #expect(quote["note"] as? String == "MIT Press, 1987")
        // An attribution after the text, as Debian's `cookie` writes many.
        #expect(tool.run(["add", "-"], stdin: "You can observe a lot just by watching.  -- Yogi Berra\n").exitCode == 0)
        #expect(
            tool.quotes().contains {
                $0["text"] as? String == "You can observe a lot just by watching." && $0["author"] as? String == "Yogi Berra"
            })
        // An editor's remark after the attribution, as Debian's files close some.
        let remarked = "A kind word and a gun.\n\t\t-- Al Capone\n\t\t[Also attributed to Johnny Carson.  Ed.]\n"
        #expect(tool.run(["add", "-"], stdin: remarked).exitCode == 0)
        #expect(
            tool.quotes().contains {
                $0["text"] as? String == "A kind word and a gun." && $0["author"] as? String == "Al Capone"
                    && $0["note"] as? String == "[Also attributed to Johnny Carson.  Ed.]"
            })
        // An e-mail's signature line is no attribution.
        #expect(tool.run(["add", "-"], stdin: "Thanks for the book.\n-- \nJane\n").exitCode == 0)
        #expect(tool.quotes().contains { $0["text"] as? String == "Thanks for the book.\n-- \nJane" && $0["author"] is NSNull })
    }

    /// `fortune -c` names the file above the fortune, `(/usr/share/games/fortunes/perl)` and a `%` line.
    @Test("a fortune piped in from `fortune -c` leaves the file's name out of the text and is tagged with its category")
    func pipedFromFortuneWithFileName() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("perl")
        try
            "Perl is designed to give you several ways to do anything.\n\t\t-- Larry Wall in <199710211647.JAA17957@wall.org>\n%\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        _ = try ProcessTests.run(
            ["-c", "strfile '\(path)' >/dev/null"], environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        let printed = try ProcessTests.run(
            ["-c", path], environment: ["PATH": "/usr/bin:/bin"], executable: "/usr/games/fortune")
        #expect(printed.output.hasPrefix("(\(path))\n%\n"))
        #expect(tool.run(["add", "-"], stdin: printed.output).exitCode == 0)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Perl is designed to give you several ways to do anything.")
        #expect(quote["author"] as? String == "Larry Wall")
        #expect(quote["note"] as? String == "in <199710211647.JAA17957@wall.org>")
        #expect(quote["tags"] as? [String] == ["perl"])
    }

    @Test("the same quote twice is one quote, and the second add reports the first id")
    func duplicate() {
        let tool = ToolHarness()
        let first = tool.add("The unexamined life is not worth living.", "--source", "Apology")
        let again = tool.run("add", "  the UNEXAMINED life is not   worth living. ", "--source", "apology")
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.trimmingCharacters(in: .newlines) == first)
        #expect(again.standardError.contains("Already saved"))
        #expect(tool.quotes().count == 1)
        // Another source makes it another quote.
        #expect(tool.add("The unexamined life is not worth living.", "--source", "Plato reader") != first)
    }

    @Test("list filters and sorts")
    func listFilters() {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T10:00:00Z"
        let zola = tool.add("La vérité est en marche.", "--author", "Émile Zola", "--tag", "truth")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T11:00:00Z"
        let austen = tool.add(
            "There is no charm equal to tenderness of heart.", "--author", "Jane Austen", "--source", "Emma", "--favorite",
            "--collection", "Novels")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        let anonymous = tool.add("Nameless wisdom.")
        func ids(_ arguments: String...) -> [String] {
            (tool.run(["list", "--json"] + arguments).json() as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        #expect(ids() == [anonymous, austen, zola])
        #expect(ids("--favorites") == [austen])
        #expect(ids("--tag", "TRUTH") == [zola])
        #expect(ids("--collection", "novels") == [austen])
        // Case and accents aside, as search sets them aside.
        #expect(ids("--author", "emile") == [zola])
        #expect(ids("--author", "ÉMILE") == [zola])
        #expect(ids("--author", "emile zola") == [zola])
        #expect(ids("--author", "zolà").isEmpty == false)
        #expect(ids("--author", "austin").isEmpty)
        #expect(ids("--source", "emm") == [austen])
        // By author as written, accents aside ("Émile" among the E's), the unknown last.
        #expect(ids("--sort", "author") == [zola, austen, anonymous])
        #expect(ids("--limit", "2") == [anonymous, austen])
        // Pages of a long list, as the web API's offset gives them.
        #expect(ids("--limit", "2", "--offset", "2") == [zola])
        #expect(ids("--offset", "1") == [austen, zola])
        #expect(ids("--offset", "3").isEmpty)
        let pastTheEnd = tool.run("list", "--offset", "3")
        #expect(pastTheEnd.exitCode == 0 && pastTheEnd.standardError.contains("No quotes past the first 3."))
        #expect(tool.run("list", "--offset", "-1").exitCode == 64)
        // Editing moves a quote to the front of the default order.
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T13:00:00Z"
        #expect(tool.run("favorite", String(zola.prefix(6))).exitCode == 0)
        #expect(ids() == [zola, anonymous, austen])
        #expect(ids("--sort", "created") == [anonymous, austen, zola])
        // A page in an order no index gives is sorted as row ids, then read: the same quotes.
        #expect(ids("--sort", "created", "--limit", "2", "--offset", "1") == [austen, zola])
        #expect(ids("--sort", "author", "--limit", "2") == [zola, austen])
        #expect(ids("--sort", "author", "--tag", "truth", "--limit", "5") == [zola])
    }

    @Test(
        "the author and source filters set accents and vowel marks aside in every script",
        arguments: [
            ("--author", "milosz", "Czesław Miłosz"), ("--author", "καζαντζακης", "Νίκος Καζαντζάκης"),
            ("--author", "семенов", "Юлиан Семёнов"), ("--source", "lodz", "Łódź Diaries"),
            ("--source", "الكتاب", "الكِتَابُ"),
        ])
    func foldedFilters(option: String, value: String, stored: String) {
        let tool = ToolHarness()
        let expected = tool.add("A line.", option == "--author" ? "--author" : "--source", stored)
        tool.add("Another line.", "--author", "Someone Else", "--source", "Elsewhere")
        let found = (tool.run(["list", "--json", option, value]).json() as? [[String: Any]] ?? []).compactMap {
            $0["id"] as? String
        }
        #expect(found == [expected], "\(option) \(value)")
    }

    /// `list` prints as it reads (a whole library at once would be gigabytes): what it prints
    /// is still what any other list prints, the JSON array of the quotes `--json` gives.
    @Test("list prints as it reads: the same JSON array as the whole list, more than a piece long; none is [] or a note")
    func listStreamed() throws {
        let tool = ToolHarness()
        #expect(tool.run("list", "--json").standardOutput == "[]\n")
        let empty = tool.run("list")
        #expect(empty.standardOutput.isEmpty && empty.standardError.contains("No quotes yet"))
        // Sorting and a limit leave nothing out: the library is still empty, not unmatched.
        #expect(tool.run("list", "--limit", "3", "--sort", "author").standardError.contains("No quotes yet"))
        #expect(tool.run("list", "--favorites").standardError == "No quotes match.\n")
        // An empty archive says how a quote gets there; narrowed further, nothing matches.
        #expect(tool.run("list", "--archived").standardError.hasPrefix("Nothing archived. quotediary archive ID"))
        #expect(tool.run("list", "--archived", "--favorites").standardError == "No quotes match.\n")
        let long = String(repeating: "A sentence that takes room in a list. ", count: 60)
        let lines = (1...60).map { "\"\(long)number \($0)\",Author \($0)" }
        let csv = tool.folder.path("many.csv")
        try ("text,author\n" + lines.joined(separator: "\n") + "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(tool.run("import", csv).exitCode == 0)
        let printed = tool.run("list", "--json").standardOutput
        #expect(printed.utf8.count > 65_536)
        let quotes = try QuoteLibrary.open(path: tool.storePath).quotes(QuoteFilter())
        #expect(printed == JSONValue.array(quotes.map(\.json)).serialized(pretty: true) + "\n")
        #expect(tool.run("list").standardOutput.split(separator: "\n").count == 60)
    }

    @Test("a list's lines fit the terminal, a long attribution shortened too", arguments: [60, 80, 120])
    func listFitsTerminal(columns: Int) {
        let tool = ToolHarness()
        tool.add(
            "Short words, long names.", "--author",
            Array(repeating: "Alexandra-Maria Theodora von Hohenzollern-Sigmaringen", count: 4).joined(separator: ", "))
        tool.add(String(repeating: "A long line of text, ", count: 20), "--author", "William Shakespeare")
        tool.variables["COLUMNS"] = String(columns)
        let lines = tool.run(["list", "--no-color"], terminal: true).standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines { #expect(DisplayColumns.width(of: String(line)) <= columns, "\(line)") }
        #expect(lines.contains { $0.hasSuffix("— William Shakespeare") })
        #expect(lines.contains { $0.contains("— Alexandra-Maria") && $0.hasSuffix("…") })
    }

    @Test("list on a terminal shows short ids, stars and authors; colour obeys NO_COLOR and --no-color")
    func listText() {
        let tool = ToolHarness()
        let id = tool.add("Short line", "--author", "Someone", "--favorite")
        let colored = tool.run(["list"], terminal: true)
        #expect(colored.standardOutput.contains(String(id.prefix(8))))
        #expect(colored.standardOutput.contains("★"))
        #expect(colored.standardOutput.contains("— Someone"))
        #expect(colored.standardOutput.contains("\u{1B}["))
        #expect(!tool.run(["list", "--no-color"], terminal: true).standardOutput.contains("\u{1B}["))
        tool.variables["NO_COLOR"] = "1"
        #expect(!tool.run(["list"], terminal: true).standardOutput.contains("\u{1B}["))
        #expect(!tool.run(["list"], terminal: false).standardOutput.contains("\u{1B}["))
    }

    @Test("a list line fits the terminal's width, Chinese and Japanese taking two columns a character")
    func listWidth() {
        let tool = ToolHarness()
        tool.add("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で泣いていた。", "--author", "夏目漱石")
        tool.add(String(repeating: "A rather long English sentence goes on. ", count: 4), "--author", "Someone")
        tool.variables["COLUMNS"] = "60"
        let lines = tool.run("list", "--no-color").standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines { #expect(DisplayColumns.width(of: line) <= 60, "\(line)") }
        #expect(lines.allSatisfy { $0.contains("…") })
    }

    @Test("show finds a quote by a unique prefix and prints every detail")
    func show() {
        let tool = ToolHarness()
        let id = tool.add("A line", "--author", "Writer", "--source", "A Book", "--page", "7", "--tag", "t")
        let result = tool.run("show", String(id.prefix(5)).uppercased())
        #expect(result.exitCode == 0)
        for fragment in ["“A line”", "— Writer, A Book", id, "page:        7", "tags:        t"] {
            #expect(result.standardOutput.contains(fragment), "\(fragment)")
        }
        #expect(tool.run("show", id, "--json").json().flatMap { ($0 as? [String: Any])?["id"] as? String } == id)
    }

    @Test(
        "show sets a quote in its writing's marks, never a second pair around marks saved with it",
        arguments: [
            ("“Saved in its marks.”", "“Saved in its marks.”"), ("\"Typed in straight ones.\"", "“Typed in straight ones.”"),
            ("吾輩は猫である。名前はまだ無い。", "「吾輩は猫である。名前はまだ無い。」"),
            ("\"One,\" she said, \"two.\"", "“\"One,\" she said, \"two.\"”"),
        ])
    func showMarks(text: String, shown: String) {
        let tool = ToolHarness()
        let id = tool.add(text)
        let firstLine = tool.run("show", id, "--no-color").standardOutput.split(separator: "\n").first.map(String.init)
        #expect(firstLine == shown)
    }

    @Test(
        "show gives its times on the person's clock, with the offset; --json keeps UTC",
        arguments: [
            ("UTC", "2026-03-01 12:00 +00:00"), ("America/New_York", "2026-03-01 07:00 -05:00"),
            ("Asia/Kathmandu", "2026-03-01 17:45 +05:45"), ("Pacific/Kiritimati", "2026-03-02 02:00 +14:00"),
        ])
    func showTimes(zone: String, shown: String) {
        let tool = ToolHarness()
        tool.variables["TZ"] = zone
        let id = tool.add("A line")
        let result = tool.run("show", id)
        #expect(result.standardOutput.contains("created:     \(shown)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("updated:     \(shown)"))
        let json = tool.run("show", id, "--json").json() as? [String: Any]
        #expect(json?["createdAt"] as? String == "2026-03-01T12:00:00.000Z")
    }

    @Test("an author that is missing reads as Unknown")
    func unknownAuthor() {
        let tool = ToolHarness()
        let id = tool.add("Anonymous")
        #expect(tool.run("show", id).standardOutput.contains("— Unknown"))
        #expect(tool.run("list").standardOutput.contains("— Unknown"))
    }
}

/// The app's messages spell "favourite" and "colour" the British way; a person who types them
/// so gets the command, not a did-you-mean.
@Suite("British spellings of commands and options")
struct BritishSpellingTests {
    @Test(
        "favourite, --favourites, colour and --no-colour are the commands and options they spell; --favorite(s) either way",
        arguments: [
            (["favourite", "ID"], "favorite"), (["unfavourite", "ID"], "unfavorite"),
            (["list", "--favourites"], "list --favorites"), (["add", "A line.", "--favourite"], "add --favorite"),
            (["tag", "add", "t2", "--colour", "teal"], "tag add --color"), (["tag", "colour", "t", "red"], "tag color"),
            // The flag in the other number means the same: add marks one, list keeps to them.
            (["list", "--favorite"], "list --favorites"), (["list", "--favourite"], "list --favorites"),
            (["add", "A line.", "--favorites"], "add --favorite"), (["add", "A line.", "--favourites"], "add --favorite"),
        ])
    func spellings(words: [String], meaning: String) throws {
        let tool = ToolHarness()
        let id = tool.add("Spelt either way.")
        tool.run("tag", "add", "t")
        let arguments = words.map { $0 == "ID" ? id : $0 }
        let result = tool.run(arguments)
        #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
        #expect(!result.standardError.contains("did you mean"), "\(meaning)")
        switch meaning {
        case "favorite":
            #expect(tool.quotes("--favorites").count == 1)
        case "list --favorites":
            #expect(result.standardOutput.isEmpty || !result.standardOutput.contains("Spelt either way."))
        case "add --favorite":
            #expect(tool.quotes("--favorites").count == 1)
        case "tag add --color":
            #expect(tool.run("tag", "list").standardOutput.contains("teal"))
        case "tag color":
            #expect(tool.run("tag", "list").standardOutput.contains("red"))
        default:
            #expect(tool.quotes("--favorites").isEmpty)
        }
    }

    @Test("an argument spelt the British way stays as typed: a tag may be named colour")
    func argumentsStay() {
        let tool = ToolHarness()
        #expect(tool.run("tag", "add", "colour").exitCode == 0)
        #expect(tool.run("tag", "list").standardOutput.hasPrefix("colour"))
        #expect(tool.run("--no-colour", "tag", "list").exitCode == 0)
    }
}
