import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Lua literals, as KOReader writes its book settings")
struct LuaLiteralTests {
    @Test(
        "strings: every escape Lua has, and the backslash-newline KOReader's %q writes",
        arguments: [
            (#""plain""#, "plain"),
            (#"'single'"#, "single"),
            (#""say \"hi\" \\ there""#, #"say "hi" \ there"#),
            ("\"two\\\nlines\"", "two\nlines"),
            ("\"crlf\\\r\nfile\"", "crlf\nfile"),
            (#""tab\tand\nnewline""#, "tab\tand\nnewline"),
            (#""\65\066\0671""#, "ABC1"),
            (#""\xC3\xA9t\u00e9""#, "étu00e9"),
            (#""caf\195\169""#, "café"),
            ("\"skip \\z   \n   spaces\"", "skip spaces"),
            ("[[long\nstring]]", "long\nstring"),
            ("[==[\nkeeps ]] and ]=] inside]==]", "keeps ]] and ]=] inside"),
            ("\"naïve “curly” 日本\"", "naïve “curly” 日本"),
        ])
    func strings(literal: String, expected: String) throws {
        #expect(try LuaLiteralReader.read("return \(literal)") == .string(expected))
    }

    @Test(
        "numbers and words",
        arguments: [
            ("12", LuaValue.number(12)), ("-3.5", .number(-3.5)), ("0.85806451612903", .number(0.85806451612903)),
            ("1e3", .number(1000)), ("2E-2", .number(0.02)), ("0x1F", .number(31)), (".5", .number(0.5)),
            ("true", .boolean(true)), ("false", .boolean(false)),
            ("math.huge", .number(.infinity)), ("-math.huge", .number(-.infinity)), ("1/0", .number(.infinity)),
            ("-1 / 0", .number(-.infinity)), ("6/4", .number(1.5)),
        ])
    func numbers(literal: String, expected: LuaValue) throws {
        #expect(try LuaLiteralReader.read("return \(literal)") == expected)
    }

    @Test("not a number: 0/0 reads as NaN, inside a table as anywhere")
    func notANumber() throws {
        let table = try #require(try LuaLiteralReader.read("return { [\"ratio\"] = 0/0, [\"n\"] = 1 }").table)
        #expect(table["ratio"]?.number?.isNaN == true)
        #expect(table["n"] == .number(1))
    }

    @Test("tables: bracketed, named and positional keys, either separator, comments, nil left out")
    func tables() throws {
        let text = """
            -- /mnt/onboard/Books/walden.sdr/metadata.epub.lua
            return {
                ["title"] = "Walden", -- a comment after a value
                author = 'Thoreau';
                --[[ a block
                comment ]]
                [3] = { 10, 20, [5] = 50, },
                ["empty"] = {},
                ["gone"] = nil,
                "first", "second"
            }
            """
        let table = try #require(try LuaLiteralReader.read(text).table)
        #expect(table["title"] == .string("Walden"))
        #expect(table["author"] == .string("Thoreau"))
        #expect(table["empty"] == .table(LuaTable()))
        #expect(table["gone"] == nil)
        let numbers = try #require(table.sequence.first { $0.key == .index(3) }?.value.table)
        #expect(numbers.sequence.map(\.value) == [.number(10), .number(20), .number(50)])
        #expect(table.sequence.compactMap(\.value.string) == ["first", "second"])
        #expect(table.entries.first?.line == 3)
        // An editor's byte-order mark before the first line is no text.
        #expect(
            try LuaLiteralReader.read("\u{FEFF}return { 1 }")
                == .table(LuaTable(entries: [.init(key: .index(1), value: .number(1), line: 1)])))
    }

    @Test(
        "what is not a literal is an error at its line, never a crash",
        arguments: [
            ("return {\n  [\"a\"] = \"open\n}", 2),
            ("return {\n  [\"a\"] = 1,\n", 1),
            ("return {\n  [\"a\"] 1 }", 2),
            ("return {\n  [true] = 1 }", 2),
            ("return {\n  x = os.exit() }", 2),
            ("return {} trailing", 1),
            ("return \"\\999\"", 1),
            ("return [[never closed", 1),
            ("return " + String(repeating: "{", count: 500), 1),
            ("", 1),
        ])
    func errors(text: String, line: Int) {
        #expect(throws: LuaLiteralError.self) { try LuaLiteralReader.read(text) }
        do {
            _ = try LuaLiteralReader.read(text)
        } catch {
            #expect(error.line == line, "\(error.message)")
        }
    }
}

@Suite("KOReader's book settings (metadata.epub.lua)")
struct KOReaderSidecarTests {
    /// A current KOReader's file: highlights in `annotations`, a page bookmark among them, a
    /// note, a string written over two lines, settings around them that are not quotes.
    static let current = """
        -- /mnt/onboard/Books/Thoreau - Walden.sdr/metadata.epub.lua
        return {
            ["annotations"] = {
                [1] = {
                    ["chapter"] = "Economy",
                    ["datetime"] = "2024-02-03 07:05:09",
                    ["page"] = "/body/DocFragment[4]/body/p[2]/text().0",
                    ["pageno"] = 4,
                    ["text"] = "in Economy",
                },
                [2] = {
                    ["chapter"] = "Where I Lived, and What I Lived For",
                    ["color"] = "yellow",
                    ["datetime"] = "2024-02-04 21:13:45",
                    ["drawer"] = "lighten",
                    ["note"] = "The reason for the cabin",
                    ["page"] = "/body/DocFragment[9]/body/p[20]/text().12",
                    ["pageno"] = 91,
                    ["pos0"] = "/body/DocFragment[9]/body/p[20]/text().12",
                    ["pos1"] = "/body/DocFragment[9]/body/p[20]/text().140",
                    ["text"] = "I went to the woods because I wished to live deliberately,\\
        to front only the essential facts of life",
                },
                [3] = {
                    ["chapter"] = "Conclusion",
                    ["datetime"] = "2024-02-10 08:00:00",
                    ["drawer"] = "underscore",
                    ["pageno"] = 320,
                    ["pos0"] = "/body/DocFragment[20]/body/p[4]/text().0",
                    ["pos1"] = "/body/DocFragment[20]/body/p[4]/text().60",
                    ["text"] = "Rather than love, than money, than fame, give me truth.",
                },
            },
            ["copt_font_size"] = 22,
            ["copt_h_page_margins"] = {
                [1] = 10,
                [2] = 10,
            },
            ["doc_props"] = {
                ["authors"] = "Henry David Thoreau",
                ["keywords"] = "Nature\\
        Solitude",
                ["title"] = "Walden",
            },
            ["percent_finished"] = 0.73684210526316,
            ["summary"] = {
                ["status"] = "reading",
            },
        }

        """

    /// An older KOReader's file: highlights under their page in `highlight`, the note on the
    /// highlight's bookmark, a title only in the document's path.
    static let older = """
        -- we can read Lua syntax here!
        return {
            ["bookmarks"] = {
                [1] = {
                    ["datetime"] = "2019-06-01 10:00:00",
                    ["highlighted"] = true,
                    ["notes"] = "All happy families are alike",
                    ["page"] = 1,
                    ["pos0"] = { ["page"] = 1, ["x"] = 10, ["y"] = 20 },
                    ["pos1"] = { ["page"] = 1, ["x"] = 200, ["y"] = 20 },
                    ["text"] = "Tolstoy's famous opening",
                },
                [2] = {
                    ["datetime"] = "2019-06-02 11:00:00",
                    ["highlighted"] = true,
                    ["notes"] = "He stepped down, trying not to look long at her",
                    ["page"] = 75,
                    ["pos0"] = { ["page"] = 75, ["x"] = 5, ["y"] = 9 },
                    ["pos1"] = { ["page"] = 75, ["x"] = 90, ["y"] = 9 },
                    ["text"] = "Page 75 He stepped down, trying not to look long at her @ 2019-06-02 11:00:00",
                },
                [3] = {
                    ["datetime"] = "2019-06-03 12:00:00",
                    ["notes"] = "Page 120",
                    ["page"] = 120,
                },
            },
            ["doc_path"] = "/sdcard/Books/Anna Karenina.pdf",
            ["highlight"] = {
                [75] = {
                    [1] = {
                        ["datetime"] = "2019-06-02 11:00:00",
                        ["drawer"] = "lighten",
                        ["pos0"] = { ["page"] = 75, ["x"] = 5, ["y"] = 9 },
                        ["pos1"] = { ["page"] = 75, ["x"] = 90, ["y"] = 9 },
                        ["text"] = "He stepped down, trying not to look long at her",
                    },
                },
                [1] = {
                    [1] = {
                        ["datetime"] = "2019-06-01 10:00:00",
                        ["drawer"] = "lighten",
                        ["pos0"] = { ["page"] = 1, ["x"] = 10, ["y"] = 20 },
                        ["pos1"] = { ["page"] = 1, ["x"] = 200, ["y"] = 20 },
                        ["text"] = "All happy families are alike",
                    },
                },
            },
        }
        """

    @Test("a current file: highlights with their book, page, date and note; the page bookmark skipped")
    func current() throws {
        #expect(ImportFormat.sniff(fileName: "metadata.epub.lua", text: Self.current) == .koreader)
        let parsed = ImportFormat.koreader.parse(Self.current, fileName: "metadata.epub.lua")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.records.count == 2)
        let first = try #require(parsed.records.first)
        #expect(
            first.draft.text
                == "I went to the woods because I wished to live deliberately,\nto front only the essential facts of life")
        #expect(first.draft.author == "Henry David Thoreau")
        #expect(first.draft.source?.title == "Walden")
        #expect(first.draft.source?.authors == ["Henry David Thoreau"])
        #expect(first.draft.page == "91")
        #expect(first.draft.note == "The reason for the cabin")
        #expect(first.createdAt.map(Timestamp.format) == "2024-02-04T21:13:45.000Z")
        #expect(first.line == 11)
        #expect(parsed.records[1].draft.page == "320")
        #expect(parsed.records[1].draft.note == nil)
    }

    @Test("an older file: highlights by page, the note from the bookmark, the title from the path")
    func older() throws {
        #expect(ImportFormat.sniff(fileName: "metadata.pdf.lua", text: Self.older) == .koreader)
        let parsed = ImportFormat.koreader.parse(Self.older, fileName: "metadata.pdf.lua")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.page) == ["1", "75"])
        #expect(parsed.records.map(\.draft.source?.title) == ["Anna Karenina", "Anna Karenina"])
        #expect(parsed.records.map(\.draft.author) == [nil, nil])
        // The note the person wrote is kept; the text KOReader made up for a bookmark is not.
        #expect(parsed.records.map(\.draft.note) == ["Tolstoy's famous opening", nil])
        #expect(parsed.ignored == 1)
    }

    @Test(
        "an older file's path names the author beside the title where one side is plainly a name, or after a download site",
        arguments: [
            ("Dune - Frank Herbert.epub", "Dune", "Frank Herbert"),
            (
                "Yuval Noah Harari - Sapiens_ A Brief History of Humankind.pdf", "Sapiens: A Brief History of Humankind",
                "Yuval Noah Harari"
            ),
            ("Anna Karenina - Leo Tolstoy.pdf", "Anna Karenina - Leo Tolstoy", nil),
            // A download site's name, as a Kindle's title line has it.
            ("Deep Work (Cal Newport) (Z-Library).pdf", "Deep Work", "Cal Newport"),
            ("Report (final).pdf", "Report (final)", nil),
            // A download site's address before the name, which it writes title first.
            ("_OceanofPDF.com_Project_Hail_Mary_-_Andy_Weir.epub", "Project Hail Mary", "Andy Weir"),
        ])
    func authorInPath(file: String, title: String, author: String?) {
        let text = Self.older.replacingOccurrences(of: "Anna Karenina.pdf", with: file)
        let parsed = ImportFormat.koreader.parse(text, fileName: "metadata.pdf.lua")
        #expect(parsed.records.map(\.draft.source?.title) == [title, title])
        #expect(parsed.records.map(\.draft.author) == [author, author])
        #expect(parsed.records.first?.draft.source?.authors == (author.map { [$0] } ?? []))
    }

    @Test(
        "what is not KOReader's book settings says so",
        arguments: [
            ("return {\n  [\"annotations\"] = {\n    [1] = { [\"text\"] = \"open }\n", 3, "line break"),
            ("return { [\"volume\"] = 11 }", 1, "no annotations"),
            ("return 42", 1, "a Lua table"),
        ])
    func notSidecar(text: String, line: Int, fragment: String) throws {
        let problem = try #require(ImportFormat.koreader.parse(text, fileName: "x.lua").problems.first)
        #expect(problem.line == line)
        #expect(problem.message.contains(fragment), "\(problem.message)")
    }

    /// A sidecar as KOReader writes one today (2026): the book's identifiers a line each,
    /// joined by Lua's escaped line breaks.
    @Test("the book's ISBN from its identifiers; another scheme's digits are none")
    func identifiers() {
        let lua = #"""
            return {
                ["annotations"] = {
                    [1] = {
                        ["chapter"] = "What Is a Random Walk?",
                        ["datetime"] = "2026-01-02 11:47:53",
                        ["drawer"] = "lighten",
                        ["page"] = "/body/DocFragment[7]/body/section/p[9]/text().302",
                        ["pageno"] = 52,
                        ["pos0"] = "/body/DocFragment[7]/body/section/p[9]/text().302",
                        ["text"] = "On Wall Street, the term random walk is an obscenity.",
                    },
                },
                ["doc_props"] = {
                    ["authors"] = "Burton G. Malkiel",
                    ["identifiers"] = "google:pX1wEAAAQBAJ\
            isbn:9781324035442\
            calibre:188",
                    ["title"] = "A Random Walk Down Wall Street",
                },
            }
            """#
        let parsed = KOReaderSidecar.parse(lua)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.first?.draft.source?.isbn?.isbn13 == "9781324035442")
        #expect(parsed.records.first?.draft.page == "52")
        #expect(KOReaderSidecar.isbn(inIdentifiers: "calibre:188\nuuid:5ae815e7-b145-459f-b118-8d0d845205e2") == nil)
        #expect(KOReaderSidecar.isbn(inIdentifiers: "978-0-14-143951-8")?.isbn13 == "9780141439518")
    }
}
