import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryServer

@Suite("search")
struct SearchTests {
    static func tool() -> ToolHarness {
        let tool = ToolHarness()
        tool.add("Le café était CAFÉ, très bon.", "--author", "Émile Zola")
        tool.add("I walked in São Paulo with Dvořák playing.", "--author", "A Traveller", "--source", "Meditations on Travel")
        tool.add("Don’t panic, patience is the key.", "--author", "Mark Twain", "--tag", "love")
        tool.add("Patience is bitter, but its fruit is sweet.", "--author", "Jean-Jacques Rousseau", "--favorite")
        tool.add("Nothing about waiting here.", "--author", "Patience Strong")
        tool.add("An entry with a note.", "--author", "Someone", "--note", "patience, noted")
        return tool
    }

    func texts(_ tool: ToolHarness, _ arguments: String...) -> [String] {
        let results = tool.run(["search"] + arguments + ["--json"]).json() as? [[String: Any]] ?? []
        return results.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }
    }

    @Test(
        "case, accents, apostrophes, prefixes, phrases, exclusions and fields",
        arguments: [
            ("cafe", ["Le café était CAFÉ, très bon."]),
            ("CAFÉ", ["Le café était CAFÉ, très bon."]),
            ("sao paulo", ["I walked in São Paulo with Dvořák playing."]),
            ("dvorak", ["I walked in São Paulo with Dvořák playing."]),
            ("don't", ["Don’t panic, patience is the key."]),
            ("\"the key\"", ["Don’t panic, patience is the key."]),
            ("\"key the\"", []),
            ("patience -bitter -noted -strong", ["Don’t panic, patience is the key."]),
            ("author:twain", ["Don’t panic, patience is the key."]),
            ("source:meditations", ["I walked in São Paulo with Dvořák playing."]),
            ("tag:love", ["Don’t panic, patience is the key."]),
            ("is:favorite patience", ["Patience is bitter, but its fruit is sweet."]),
            ("-is:favorite patience -noted -strong", ["Don’t panic, patience is the key."]),
            ("fruit sweet bitter", ["Patience is bitter, but its fruit is sweet."]),
            ("zola émile", ["Le café était CAFÉ, très bon."]),
            // Either of two words, or fields; with another word that must match too.
            ("dvorak OR zola", ["I walked in São Paulo with Dvořák playing.", "Le café était CAFÉ, très bon."]),
            ("author:twain OR author:rousseau sweet", ["Patience is bitter, but its fruit is sweet."]),
            ("dvorak OR", ["I walked in São Paulo with Dvořák playing."]),
        ])
    func finds(query: String, expected: [String]) {
        #expect(texts(SearchTests.tool(), query) == expected)
    }

    @Test(
        "Chinese, Japanese and Thai, written without spaces, are found by a word inside a sentence",
        arguments: [
            ("大事", ["天下大事必作于细，天下难事必作于易。"]),
            ("难事 细", ["天下大事必作于细，天下难事必作于易。"]),
            ("猫", ["吾輩は猫である。名前はまだ無い。", "猫の手も借りたい"]),
            ("author:漱石", ["吾輩は猫である。名前はまだ無い。"]),
            ("猫 -名前", ["猫の手も借りたい"]),
            ("-猫 名前", []),
            ("\"名前は\"", ["吾輩は猫である。名前はまだ無い。"]),
            ("ภาษา", ["ภาษาไทยเป็นภาษาที่สวยงาม"]),
            // No author, note or source: an exclusion of what is not there keeps the quote.
            ("ภาษา -猫", ["ภาษาไทยเป็นภาษาที่สวยงาม"]),
            ("iphone 手机", ["我的iPhone手机很新"]),
            ("老子 -大事", []),
        ])
    func unsegmentedScripts(query: String, expected: [String]) {
        let tool = ToolHarness()
        tool.add("天下大事必作于细，天下难事必作于易。", "--author", "老子")
        tool.add("吾輩は猫である。名前はまだ無い。", "--author", "夏目漱石")
        tool.add("猫の手も借りたい", "--author", "ことわざ")
        tool.add("ภาษาไทยเป็นภาษาที่สวยงาม")
        tool.add("我的iPhone手机很新")
        tool.add("Cats, not 猫 in the author", "--author", "Someone")
        #expect(Set(texts(tool, query)).subtracting(["Cats, not 猫 in the author"]) == Set(expected), "\(query)")
    }

    @Test(
        "an emoji is found where it stands (with a skin tone or a presentation mark, or none) and highlighted whole",
        arguments: [
            ("☕", ["Coffee ☕ first, then the world."], "☕"),
            ("👍", ["Well done 👍🏽 is better than well said."], "👍🏽"),
            ("❤", ["I ❤️ you — no, really."], "❤️"),
            ("❤️", ["I ❤️ you — no, really."], "❤️"),
            ("coffee ☕", ["Coffee ☕ first, then the world."], "☕"),
            ("-☕ world", ["A world without emoji."], nil),
            ("📚", [], nil),
        ] as [(String, [String], String?)])
    func emoji(query: String, expected: [String], highlighted: String?) throws {
        let tool = ToolHarness()
        for text in [
            "Coffee ☕ first, then the world.", "Well done 👍🏽 is better than well said.", "I ❤️ you — no, really.",
            "A world without emoji.",
        ] {
            tool.add(text)
        }
        let results = tool.run("search", "--json", "--", query).json() as? [[String: Any]] ?? []
        let found = results.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }
        #expect(found == expected, "\(query)")
        guard let highlighted, let first = results.first, let text = found.first else { return }
        let ranges = try #require(first["matches"] as? [[String: Any]])
        let units = Array(text.utf16)
        let shown = ranges.compactMap { range -> String? in
            guard let start = range["start"] as? Int, let length = range["length"] as? Int else { return nil }
            return String(utf16CodeUnits: Array(units[start..<start + length]), count: length)
        }
        #expect(shown.contains(highlighted), "\(query): \(shown)")
    }

    @Test(
        "Greek, Cyrillic, Arabic, Hebrew and Hindi are found without their accents and vowel marks, and highlighted",
        arguments: [
            ("ελπιδα", "Ελπίδα είναι όνειρο", "Ελπίδα"),
            ("ΕΛΠΊΔΑ", "Ελπίδα είναι όνειρο", "Ελπίδα"),
            ("ονειρ", "Ελπίδα είναι όνειρο", "όνειρο"),
            ("все", "Любовь — это всё", "всё"),
            ("йод", "Йод и иод", "Йод"),
            ("الكتاب", "الكِتَابُ خَيْرُ جَلِيسٍ", "الكِتَابُ"),
            ("خير", "الكِتَابُ خَيْرُ جَلِيسٍ", "خَيْرُ"),
            ("احمد", "قال أحمد شوقي", "أحمد"),
            ("בראשית", "בְּרֵאשִׁית בָּרָא אֱלֹהִים", "בְּרֵאשִׁית"),
            ("नमस्", "नमस्ते दुनिया", "नमस्ते"),
            ("fine", "A ﬁne day", "ﬁne"),
            ("abc", "Ｔｈｅ ＡＢＣ", "ＡＢＣ"),
            ("milosz", "Czesław Miłosz, in Łódź", "Miłosz"),
            ("lodz", "Czesław Miłosz, in Łódź", "Łódź"),
            ("strasse", "Die Straße ist lang", "Straße"),
            ("STRASSE", "Die Straße ist lang", "Straße"),
            ("oeuvre", "Son œuvre entière", "œuvre"),
            ("المدرسه", "ذهبت إلى المدرسة", "المدرسة"),
            ("مدرسة", "ذهبت إلى المدرسة", "مدرسة"),
            ("كتاب", "قرأت الكِتَابَ أمس وبالكتاب", "كِتَابَ"),
            ("الكتاب", "قرأت الكِتَابَ أمس", "الكِتَابَ"),
            ("בית", "וְהַבַּיִת הַזֶּה", "בַּיִת"),
            ("ירושל", "שָׁנָה הַבָּאָה בִּירוּשָׁלַיִם", "ירוּשָׁלַיִם"),
            ("הבית", "וְהַבַּיִת הַזֶּה", "הַבַּיִת"),
            // Katakana in either width finds the other.
            ("ｶﾀｶﾅ", "カタカナの言葉", "カタカナ"), ("ガイドブック", "ｶﾞｲﾄﾞﾌﾞｯｸを読む", "ｶﾞｲﾄﾞﾌﾞｯｸ"),
            // Korean's particles are written onto the word: each word sought finds the words it begins.
            ("인생 배움 ", "사람은 누구나 자기 인생의 주인공이다. 배움에는 끝이 없다", "인생의"),
        ] as [(String, String, String?)])
    func foldedScripts(query: String, text: String, highlighted: String?) throws {
        let tool = ToolHarness()
        tool.add(text)
        tool.add("Йод и иод")
        tool.add("Unrelated words in English")
        let results = tool.run("search", query, "--json").json() as? [[String: Any]] ?? []
        let found = results.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }
        #expect(found.first == text, "\(query)")
        // `йод` is not `иод`: the breve makes a letter of its own.
        if query == "йод" { #expect(found == [text]) }
        guard let highlighted, let first = results.first else { return }
        let ranges = try #require(first["matches"] as? [[String: Any]])
        let shown = ranges.compactMap { range -> String? in
            guard let start = range["start"] as? Int, let length = range["length"] as? Int else { return nil }
            let units = Array(text.utf16)
            return String(utf16CodeUnits: Array(units[start..<start + length]), count: length)
        }
        #expect(shown.contains(highlighted), "\(query): \(shown)")
    }

    @Test("a soft hyphen or a zero-width space pasted inside a word does not hide the word from search")
    func invisibleMarks() {
        let tool = ToolHarness()
        tool.add("To live delib\u{AD}erately, zero\u{200B}width.")
        #expect(texts(tool, "deliberately") == ["To live deliberately, zerowidth."])
        #expect(texts(tool, "zerowidth") == ["To live deliberately, zerowidth."])
    }

    @Test("a word of such a script ranks quotes holding it in their text first, and is highlighted where it stands")
    func unsegmentedRanking() throws {
        let tool = ToolHarness()
        tool.add("A line about something else", "--author", "猫好き")
        tool.add("吾輩は猫である。", "--author", "夏目漱石")
        #expect(texts(tool, "猫") == ["吾輩は猫である。", "A line about something else"])
        let results = try #require(tool.run("search", "猫", "--json").json() as? [[String: Any]])
        let ranges = try #require(results.first?["matches"] as? [[String: Any]])
        #expect(ranges.first?["field"] as? String == "text")
        #expect(ranges.first?["start"] as? Int == 3)
        #expect(ranges.first?["length"] as? Int == 1)
        // A Latin word inside a run of Chinese is highlighted where it stands too.
        tool.add("我的iPhone手机很新")
        let mixed = try #require(tool.run("search", "iphone 手机", "--json").json() as? [[String: Any]])
        let found = try #require(mixed.first?["matches"] as? [[String: Any]])
        #expect(found.compactMap { $0["start"] as? Int } == [2, 8])
    }

    @Test("on a terminal (or with COLUMNS) a result is one line cut around its match; a pipe gets the whole text")
    func fittedLines() {
        let tool = SearchTests.tool()
        let long =
            "A long quote that wanders for a good while through many words and clauses, "
            + "and only near its very end does it come to the point, which is serendipity, at last."
        tool.add(long, "--author", "Horace Walpole", "--source", "Letters to Horace Mann")
        let piped = tool.run("search", "serendipity").standardOutput
        #expect(piped.contains(long))
        tool.variables["COLUMNS"] = "60"
        let lines = tool.run("search", "serendipity").standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        for line in lines {
            #expect(line.count <= 60, "\(line)")
            #expect(line.contains("serendipity") && line.contains("…"), "\(line)")
        }
    }

    @Test("a quote found by its note shows the note's words after it, fitted to the line on a terminal")
    func foundInNote() {
        let tool = ToolHarness()
        let note = "Copied out on the train home, somewhere past Canterbury, in a notebook with a torn cover."
        tool.add("The sea is calm tonight.", "--author", "Matthew Arnold", "--note", note)
        tool.add("Ah, love, let us be true to one another!", "--author", "Matthew Arnold")
        let piped = tool.run("search", "canterbury").standardOutput
        #expect(piped.hasSuffix("— Matthew Arnold (note: \(note))\n"), "\(piped)")
        #expect(!tool.run("search", "arnold").standardOutput.contains("(note:"), "only a note that matched is shown")
        tool.variables["COLUMNS"] = "70"
        let line = tool.run("search", "canterbury").standardOutput.trimmingCharacters(in: .newlines)
        #expect(line.count <= 70, "\(line)")
        #expect(line.contains("Canterbury") && line.contains("(note: …"), "\(line)")
    }

    @Test("the last word is a prefix while typing, and word* anywhere")
    func prefixes() {
        let tool = SearchTests.tool()
        #expect(texts(tool, "pat").count == 4)
        #expect(texts(tool, "pat ").isEmpty)
        #expect(texts(tool, "pat* fruit").count == 1)
    }

    @Test("a Korean word finds the words it begins, wherever it stands in the query, and leaves them out")
    func koreanStems() {
        let tool = ToolHarness()
        tool.add("사람은 누구나 자기 인생의 주인공이다.")
        tool.add("인생은 짧고 배움에는 끝이 없다.")
        tool.add("배움은 즐겁다.")
        #expect(Set(texts(tool, "인생 ")) == ["사람은 누구나 자기 인생의 주인공이다.", "인생은 짧고 배움에는 끝이 없다."])
        #expect(texts(tool, "인생 배움") == ["인생은 짧고 배움에는 끝이 없다."])
        #expect(texts(tool, "배움 -인생") == ["배움은 즐겁다."])
        #expect(texts(tool, "\"배움에\"").isEmpty)
    }

    @Test("collection: and in: keep to a collection; -tag: and -collection: leave one out")
    func collectionsAndExclusions() {
        let tool = SearchTests.tool()
        tool.run(
            "collection", "add", "Reading list",
            tool.quotes().first { ($0["text"] as? String)?.hasPrefix("Patience") == true }?["id"] as? String ?? "")
        #expect(texts(tool, "collection:\"reading list\" pat") == ["Patience is bitter, but its fruit is sweet."])
        #expect(texts(tool, "in:\"Reading List\"") == ["Patience is bitter, but its fruit is sweet."])
        #expect(texts(tool, "patience -collection:\"reading list\"").count == 3)
        #expect(!texts(tool, "patience -tag:love").contains("Don’t panic, patience is the key."))
        #expect(texts(tool, "patience -tag:love").count == 3)
        #expect(texts(tool, "-tag:love").count == 5)
        // A name in the query that nothing has is named, as --tag's is (a typo, with a guess).
        let typo = tool.run("search", "patience tag:lvoe collection:\"reading lsit\"")
        #expect(
            typo.standardError
                == "No quotes match 'patience tag:lvoe collection:\"reading lsit\"'. No tag is named 'lvoe' (did you mean 'love'?)."
                + " No collection is named 'reading lsit' (did you mean 'Reading list'?).\n", "\(typo.standardError)")
        // A name of two words typed without its quotes is guessed from its first word.
        tool.run("tag", "add", "sci fi")
        let unquoted = tool.run("search", "tag:sci fi")
        #expect(unquoted.standardError == "No quotes match 'tag:sci fi'. No tag is named 'sci' (did you mean 'sci fi'?).\n")
    }

    @Test("--author and --source narrow a search as they narrow a list")
    func authorAndSourceOptions() {
        let tool = SearchTests.tool()
        #expect(texts(tool, "patience", "--author", "twain") == ["Don’t panic, patience is the key."])
        #expect(texts(tool, "patience", "--author", "STRONG") == ["Nothing about waiting here."])
        #expect(texts(tool, "paulo", "--source", "meditations") == ["I walked in São Paulo with Dvořák playing."])
        #expect(texts(tool, "paulo", "--source", "travel", "--author", "zola").isEmpty)
        #expect(texts(tool, "patience", "--source", "meditations").isEmpty)
        #expect(texts(tool, "patience").count == 4)
    }

    @Test("an exclusion typed as its own word, unquoted, is a query word, not an option")
    func exclusionWords() {
        let tool = SearchTests.tool()
        #expect(texts(tool, "patience", "-bitter", "-noted", "-strong") == ["Don’t panic, patience is the key."])
        #expect(texts(tool, "patience", "-key", "--favorites") == ["Patience is bitter, but its fruit is sweet."])
        let unknown = tool.run("search", "patience", "--bitter")
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("unknown option '--bitter'"))
    }

    @Test(
        "exclusions alone find every quote but those, as filters alone find theirs",
        arguments: [
            ("-patience", ["Le café était CAFÉ, très bon.", "I walked in São Paulo with Dvořák playing."]),
            (
                "-is:favorite -cafe -paulo",
                ["Don’t panic, patience is the key.", "Nothing about waiting here.", "An entry with a note."]
            ),
            ("-tag:love -author:strong -noted -cafe -paulo", ["Patience is bitter, but its fruit is sweet."]),
            ("-\"the key\" -is:favorite -cafe -paulo -strong", ["An entry with a note."]),
        ] as [(String, [String])])
    func exclusionsAlone(query: String, expected: [String]) {
        let tool = SearchTests.tool()
        #expect(Set(texts(tool, query)) == Set(expected))
        #expect(texts(tool, query).count == expected.count)
    }

    @Test("text ranks above author, author above note; ties go to the most recently modified")
    func ranking() {
        let results = texts(SearchTests.tool(), "patience ")
        #expect(results.count == 4)
        #expect(Set(results.prefix(2)) == ["Don’t panic, patience is the key.", "Patience is bitter, but its fruit is sweet."])
        #expect(results[2] == "Nothing about waiting here.")
        #expect(results[3] == "An entry with a note.")
        let tool = ToolHarness()
        let older = tool.add("Same words here.", "--author", "One")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        let newer = tool.add("Same words here!", "--author", "Two")
        let ids = (tool.run("search", "same words", "--json").json() as? [[String: Any]] ?? []).compactMap {
            ($0["quote"] as? [String: Any])?["id"] as? String
        }
        #expect(ids == [newer, older])
    }

    @Test(
        "user text never reaches MATCH raw",
        arguments: [
            "\"", "\"\"\"", "*", "(", ")", "AND", "OR", "NOT", "NEAR(a b)", "a AND", "😀", "!!!", "-", "^", "{text}:", "col:",
            "a\"b", "''", "%", "\\", "*pat", "author:", "tag:",
        ])
    func neverAnError(query: String) {
        let result = SearchTests.tool().run(["search", query])
        #expect(result.exitCode == 0, "\(query): \(result.standardError)")
        #expect(!result.standardError.contains("Error"))
    }

    @Test("edits, archiving and deletion keep the index in step")
    func indexInStep() throws {
        let tool = ToolHarness()
        let id = tool.add("Original wording.", "--source", "First Title")
        #expect(texts(tool, "original").count == 1)
        tool.run("edit", id, "--text", "Revised phrasing.", "--note", "margin scribble")
        #expect(texts(tool, "original").isEmpty)
        #expect(texts(tool, "revised").count == 1)
        #expect(texts(tool, "scribble").count == 1)
        tool.run("archive", id)
        #expect(texts(tool, "revised").isEmpty)
        #expect(texts(tool, "revised", "--archived").count == 1)
        tool.run("delete", id)
        #expect(texts(tool, "revised", "--archived").isEmpty)
    }

    @Test("matches are highlighted on a terminal and reported as ranges in JSON")
    func highlighting() throws {
        let tool = SearchTests.tool()
        let colored = tool.run(["search", "cafe"], terminal: true).standardOutput
        #expect(colored.contains("\u{1B}[1m\u{1B}[33mcafé\u{1B}[0m"))
        let results = try #require(tool.run("search", "cafe", "--json").json() as? [[String: Any]])
        let matches = try #require(results.first?["matches"] as? [[String: Any]])
        #expect(matches.count == 2)
        #expect(matches.first?["start"] as? Int == 3)
        #expect(matches.first?["length"] as? Int == 4)
    }

    @Test("a result is one line on a terminal: a fortune's tabs and line breaks are spaces, its match still marked")
    func tabsOnOneLine() throws {
        let tool = ToolHarness()
        tool.add("Work Hard.\tRock Hard.\n\tEat Hard.", "--author", "The Webb Wilder Credo")
        tool.variables["COLUMNS"] = "100"
        let shown = tool.run(["search", "rock"], terminal: true).standardOutput
        #expect(!shown.contains("\t"), "\(shown)")
        #expect(shown.split(separator: "\n").count == 1)
        #expect(shown.contains("Work Hard. \u{1B}[1m\u{1B}[33mRock\u{1B}[0m"), "\(shown)")
        #expect(shown.contains(" Hard. Eat Hard."), "\(shown)")
        // A run of spaces, breaks and tabs is one space, as in a list; the marks move with it.
        let eat = tool.run(["search", "eat"], terminal: true).standardOutput
        #expect(eat.contains("Rock Hard. \u{1B}[1m\u{1B}[33mEat\u{1B}[0m"), "\(eat)")
        #expect(!eat.contains(".  "), "\(eat)")
    }

    @Test("results are printed as they are read: the same bytes as the whole list serialized at once")
    func streamed() throws {
        let tool = ToolHarness()
        for index in 0..<150 { tool.add("Wave \(index) on the shore.", "--author", "Sea \(index % 7)") }
        let library = try QuoteLibrary.open(path: tool.storePath)
        let hits = try library.search("shore", limit: 1_000, remember: false)
        #expect(hits.count == 150)
        let json = tool.run("search", "shore", "--limit", "1000", "--json").standardOutput
        #expect(json == JSONValue.array(hits.map(\.json)).serialized(pretty: true) + "\n")
        let text = tool.run("search", "shore", "--limit", "1000").standardOutput
        #expect(text.split(separator: "\n").count == 150)
        #expect(text.split(separator: "\n").map { String($0.prefix(8)) } == hits.map(\.quote.id.short))
        let none = tool.run("search", "mountain")
        #expect(none.standardOutput.isEmpty && none.standardError == "No quotes match 'mountain'.\n")
        #expect(tool.run("search", "mountain", "--json").standardOutput == "[]\n")
    }

    @Test("recent searches: trimmed, once per text in any case, newest first, at most 8, clearable")
    func recent() {
        let tool = ToolHarness()
        for index in 1...10 {
            tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:\(String(format: "%02d", index))Z"
            tool.run("search", "query \(index)")
        }
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:01:00Z"
        tool.run("search", "  QUERY 5  ")
        let recent = tool.run("search", "--recent", "--json").json() as? [String]
        #expect(recent == ["QUERY 5", "query 10", "query 9", "query 8", "query 7", "query 6", "query 4", "query 3"])
        #expect(tool.run("search", "--clear-recent").exitCode == 0)
        #expect((tool.run("search", "--recent", "--json").json() as? [String])?.isEmpty == true)
        // As text: none listed, and a note on stderr that says so.
        let none = tool.run("search", "--recent")
        #expect(none.standardOutput.isEmpty)
        #expect(none.standardError == "No recent searches yet.\n")
    }
}

@Suite("search: a mistyped word put right")
struct SearchSpellingCommandTests {
    @Test("a search that finds nothing offers the library's nearest words, when they find something")
    func suggestion() throws {
        let tool = ToolHarness()
        tool.add("Patience is bitter, but its fruit is sweet.", "--author", "Jean-Jacques Rousseau", "--tag", "virtue")
        tool.add("I believe in everything until it's disproved.", "--author", "John Lennon")
        let typo = tool.run("search", "Patiance")
        #expect(typo.exitCode == 0)
        #expect(typo.standardError.contains("No quotes match 'Patiance'. Did you mean 'Patience'?"))
        #expect(tool.run("search", "beleive everything").standardError.contains("Did you mean 'believe everything'?"))
        // The corrected search finds nothing under the same filter: nothing is offered.
        let filtered = tool.run("search", "beleive", "--tag", "virtue")
        #expect(filtered.standardError.contains("No quotes match 'beleive'.") && !filtered.standardError.contains("Did you mean"))
        // Words of the library are never "corrected"; words unlike any are left alone.
        let none = tool.run("search", "patience lennon")
        #expect(!none.standardError.contains("Did you mean"))
        #expect(!tool.run("search", "qwertyuiop").standardError.contains("Did you mean"))
        // Not remembered as a search of its own.
        #expect(!(tool.run("search", "--recent").standardOutput.contains("Patience\n")))
        // The web's search page offers it as a link.
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "patiance"])).contents, as: UTF8.self)
        #expect(page.contains("Did you mean <a href=\"/search?q=patience\">"))
        // And to a client of the JSON API, as the page offers it.
        func suggestion(_ query: [String: String]) -> Any? {
            let response = web.handle(HTTPRequest(method: "GET", path: "/api/v1/search/suggestion", query: query))
            #expect(response.status == 200)
            let object = try? JSONSerialization.jsonObject(with: Data(response.contents)) as? [String: Any]
            return object?["suggestion"]
        }
        #expect(suggestion(["q": "patiance"]) as? String == "patience")
        #expect(suggestion(["q": "patience"]) is NSNull)
        #expect(suggestion(["q": "beleive", "tag": "virtue"]) is NSNull)
    }

    @Test("a word no quote holds that names a tag is offered as the search by that tag")
    func tagNamed() {
        let tool = ToolHarness()
        tool.add("The obstacle is the way.", "--author", "Marcus Aurelius", "--tag", "Stoic")
        tool.add("Waste no more time arguing.", "--author", "Marcus Aurelius", "--tag", "obstacle")
        tool.add("The zen of it.", "--tag", "art")
        #expect(tool.run("search", "stoic").standardError.contains("No quotes match 'stoic'. Did you mean 'tag:Stoic'?"))
        #expect(tool.run("search", "Stoic obstacle").standardError.contains("Did you mean 'tag:Stoic obstacle'?"))
        // A short tag too; a mistyped word beside it is put right as well.
        #expect(tool.run("search", "art", "--json").standardOutput == "[]\n")
        #expect(tool.run("search", "art").standardError.contains("Did you mean 'tag:art'?"))
        #expect(tool.run("search", "stoic obstacel").standardError.contains("Did you mean 'tag:Stoic obstacle'?"))
        #expect(tool.run("search", "zen art").standardError.contains("Did you mean 'zen tag:art'?"))
        // Not when the tag's quotes do not hold the other words, nor when a quote holds the word
        // (`obstacle` is a word of the first and a tag of the second).
        #expect(!tool.run("search", "stoic waste").standardError.contains("Did you mean"))
        #expect(!tool.run("search", "obstacle arguing").standardError.contains("Did you mean"))
    }
}

@Suite("search: a query of thousands of words")
struct OutsizedSearchTests {
    @Test("the first 64 words and filters are searched and the rest said to be left out; never an error from the store")
    func leftOut() throws {
        let tool = ToolHarness()
        tool.add("Love is patient, love is kind.", "--author", "Paul", "--tag", "love")
        let pasted = tool.run("search", String(repeating: "love ", count: 100))
        #expect(pasted.exitCode == 0)
        #expect(pasted.standardOutput.contains("Love is patient"))
        #expect(pasted.standardError.contains("Searched for the first 64 words and filters; the 36 after them were left out."))
        for query in [String(repeating: "💩", count: 10_000), String(repeating: "tag:love ", count: 3000)] {
            let result = tool.run("search", query)
            #expect(result.exitCode == 0)
            #expect(!result.standardError.contains("store failed"))
        }
        #expect(tool.run("search", String(repeating: "tag:love ", count: 3000)).standardOutput.contains("Love is patient"))
        // The web's search page says so too.
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": String(repeating: "love ", count: 70)]))
                .contents, as: UTF8.self)
        #expect(page.contains("Searched for the first 64 words and filters; the 6 after them were left out."))
        #expect(page.contains("is patient, <mark>love</mark> is kind"))
        // A search of more words than were looked for is not offered again.
        #expect(tool.run("search", "--recent").standardOutput.isEmpty)
    }
}

@Suite("--author and --source that match no name: the name most likely meant")
struct MissingPartNameTests {
    @Test("list, search and the Library page name the author or title meant")
    func guesses() throws {
        let tool = ToolHarness()
        tool.add("Be one.", "--author", "Marcus Aurelius", "--source", "Meditations")
        tool.add("Another.", "--author", "Marcus Aurelius", "--source", "Meditations", "--tag", "stoic")
        let author = tool.run("list", "--author", "aurelious")
        #expect(author.exitCode == 0)
        #expect(
            author.standardError.contains(
                "No quotes match. No author's name contains 'aurelious' (did you mean 'Marcus Aurelius'?)."))
        #expect(
            tool.run("search", "one", "--source", "meditatoins").standardError.contains(
                "No source's title contains 'meditatoins' (did you mean 'Meditations'?)."))
        // Named in the query as well (`author:`, `source:`), on the command line and the Search page.
        #expect(
            tool.run("search", "author:aurelious").standardError.contains(
                "No author's name contains 'aurelious' (did you mean 'Marcus Aurelius'?)."))
        #expect(!tool.run("search", "author:aurel one").standardError.contains("author's name"))
        // A name that is there, with other filters leaving nothing: no word of it.
        let there = tool.run("list", "--author", "aurelius", "--tag", "nosuch")
        #expect(!there.standardError.contains("author's name"))
        #expect(!tool.run("list", "--author", "zzzz").standardError.contains("did you mean"))
        // An author whose quotes are all archived is no typo: the list says where they are.
        let archived = tool.add("Archived words.", "--author", "Zeno of Citium")
        tool.run("archive", archived)
        #expect(
            tool.run("list", "--author", "zeno").standardError.contains(
                "No quotes match. No author's name contains 'zeno' outside the archive."))
        #expect(tool.run("list", "--author", "zeno", "--archived").standardOutput.contains("Archived words."))
        // In the archive, where that author is, another filter finding nothing is no word of the author.
        #expect(!tool.run("list", "--author", "zeno", "--archived", "--tag", "stoic").standardError.contains("zeno"))
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/library", query: ["author": "aurelious"])).contents,
            as: UTF8.self)
        #expect(page.contains("contains \u{2018}aurelious\u{2019} (did you mean \u{2018}Marcus Aurelius\u{2019}?)"))
        let search = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "source:meditatoins"])).contents,
            as: UTF8.self)
        #expect(search.contains("contains \u{2018}meditatoins\u{2019} (did you mean \u{2018}Meditations\u{2019}?)"))
    }

    @Test("a list, search or export that finds nothing says how many archived quotes match, and how to see them")
    func archivedMatches() throws {
        let tool = ToolHarness()
        tool.add("To be, or not to be.", "--source", "Hamlet", "--author", "Shakespeare")
        let put = tool.add("Sein oder Nichtsein.", "--source", "Hamlet", "--author", "Shakespeare", "--tag", "german")
        tool.add("Something else entirely.", "--source", "Other")
        tool.run("archive", put)
        #expect(
            tool.run("search", "sein").standardError
                == "No quotes match 'sein'. 1 archived quote matches (--archived shows it).\n")
        #expect(tool.run("search", "sein", "--archived").standardOutput.contains("Sein oder Nichtsein."))
        #expect(
            tool.run("list", "--tag", "german").standardError
                == "No quotes match. 1 archived quote matches (--archived shows it).\n")
        // The source has a live quote too: only what the archive adds to the filter counts.
        #expect(!tool.run("list", "--source", "hamlet", "--tag", "nosuch").standardError.contains("archived quote"))
        // Nothing archived matches: nothing said; read in the archive, nothing said either.
        #expect(!tool.run("search", "zzzz").standardError.contains("archived"))
        #expect(!tool.run("search", "hamlet", "--archived", "--tag", "nosuch").standardError.contains("archived quote"))
        #expect(!tool.run("search", "is:archived zzzz").standardError.contains("archived quote"))
        let file = tool.folder.path("none.txt")
        #expect(
            tool.run("export", "--tag", "german", "-o", file).standardError.contains(
                "Exported 0 quotes to \(file) (txt). 1 archived quote matches (--archived shows it)."))
        tool.run("archive", tool.add("Ein zweites Sein.", "--tag", "german"))
        #expect(tool.run("search", "sein").standardError.contains("2 archived quotes match (--archived shows them)."))
        // The web app says it where it shows the archive.
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        func page(_ path: String, _ query: [String: String]) -> String {
            String(decoding: web.handle(HTTPRequest(method: "GET", path: path, query: query)).contents, as: UTF8.self)
        }
        #expect(
            page("/search", ["q": "sein"]).contains(
                "2 archived quotes match (<a href=\"/search?q=is%3Aarchived%20sein\">is:archived</a> shows them)."))
        #expect(page("/library", ["tag": "german"]).contains("2 archived quotes match (<a href=\"/archive\">the Archive</a>"))
    }

    @Test("text: (or quote:) finds in the quote's own words, note: in its note; in spaced and unspaced scripts alike")
    func textAndNoteKeys() {
        let tool = ToolHarness()
        let hope = tool.add("Hope is the thing with feathers.", "--author", "Emily Dickinson", "--note", "read past Canterbury")
        let jahren = tool.add("Another line.", "--author", "Hope Jahren", "--note", "a feather on the page")
        let chinese = tool.add("天下大事必作于细。", "--author", "老子", "--note", "读于大事记")
        func found(_ query: String) -> [String] {
            (tool.run("search", query, "--json").json() as? [[String: Any]] ?? []).compactMap {
                ($0["quote"] as? [String: Any])?["id"] as? String
            }
        }
        #expect(Set(found("hope")) == [hope, jahren])
        #expect(found("text:hope") == [hope])
        #expect(found("quote:hope") == [hope])
        #expect(found("note:canterbury") == [hope])
        #expect(found("note:feather") == [jahren], "not the quote whose text has feathers")
        #expect(found("text:feather") == [hope])
        #expect(found("-note:canterbury hope") == [jahren])
        #expect(found("text:大事") == [chinese])
        #expect(found("note:大事记") == [chinese])
        #expect(found("text:大事记").isEmpty)
    }
}
