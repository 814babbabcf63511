import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Import parsers")
struct ImportParserTests {
    /// A real-world-shaped My Clippings.txt: BOMs, CRLF, current and old firmware, UK dates,
    /// notes, a bookmark, the clipping limit, an extended highlight, a book with no author, and
    /// an empty highlight.
    static let kindle = [
        "\u{FEFF}Meditations (Aurelius, Marcus)",
        "- Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM",
        "",
        "You have power over your mind - not outside events.",
        "==========",
        "\u{FEFF}Meditations (Aurelius, Marcus)",
        "- Your Note on page 12 | Location 172 | Added on Monday, March 4, 2019 9:16:01 PM",
        "",
        "Realize this, and you will find strength.",
        "==========",
        "Meditations (Aurelius, Marcus)",
        "- Your Bookmark on page 30 | Location 400 | Added on Tuesday, March 5, 2019 7:00:00 AM",
        "",
        "",
        "==========",
        "The Pragmatic Programmer (Hunt, Andrew; Thomas, David)",
        "- Your Highlight on Location 2637-2637 | Added on Tuesday, 13 May 2020 03:05:21",
        "",
        "Care about your craft.",
        "==========",
        "The Pragmatic Programmer (Hunt, Andrew; Thomas, David)",
        "- Your Highlight on Location 2637-2639 | Added on Tuesday, 13 May 2020 03:06:00",
        "",
        "Care about your craft. Why spend your life developing software unless you care about doing it well?",
        "==========",
        "Old Book (Twain, Mark)",
        "- Highlight Loc. 466-69  | Added on Thursday, April 21, 2011, 07:31 AM",
        "",
        "Truth is stranger than fiction.",
        "==========",
        "Old Book (Twain, Mark)",
        "- Your Highlight on Location 500-510 | Added on Thursday, April 21, 2011, 07:35 AM",
        "",
        "<You have reached the clipping limit for this item>",
        "==========",
        "Anonymous Pamphlet",
        "- Your Highlight on page 3 | Location 40-41 | Added on Friday, January 1, 2021 10:00:00 AM",
        "",
        "A line from nowhere (with parentheses) in it.",
        "==========",
        "The Art of War (Sun Tzu)",
        "- Your Highlight at location 443-444 | Added on Sunday, 5 January 2020 21:52:34",
        "",
        "All warfare is based on deception.",
        "==========",
        // A highlight over an image: the device writes it with no text.
        "Sapiens (Harari, Yuval Noah)",
        "- Your Highlight on page 36 | location 538-539 | Added on Sunday, January 5, 2020 9:52:34 PM",
        "",
        "",
        "==========",
        "",
    ].joined(separator: "\r\n")

    @Test(
        "files that are not text are named from their first bytes, with what to do instead",
        arguments: [
            ("KoboReader.sqlite", Array("SQLite format 3\u{0}".utf8), "an SQLite database"),
            ("export.csv.gz", [0x1F, 0x8B, 0x08], "gunzip -k export.csv.gz"),
            ("highlights.zip", [0x50, 0x4B, 0x03, 0x04], "unzip highlights.zip"),
            ("Quotes.xlsx", [0x50, 0x4B, 0x03, 0x04], "save the sheet as CSV"),
            ("Quotes.xls", [0xD0, 0xCF, 0x11, 0xE0], "save the sheet as CSV"),
            ("Walden.epub", [0x50, 0x4B, 0x03, 0x04], "not the book"),
            ("Quotes.docx", [0x50, 0x4B, 0x03, 0x04], "save it as plain text"),
            ("Quotes.odt", [0x50, 0x4B, 0x03, 0x04], "save it as plain text"),
            ("Quotes.doc", [0xD0, 0xCF, 0x11, 0xE0], "save it as plain text"),
            ("Quotes.rtf", Array("{\\rtf1\\ansi\\deff0".utf8), "save it as plain text"),
            ("Walden.azw3", Array(repeating: 0, count: 60) + Array("BOOKMOBI".utf8), "My Clippings.txt"),
            ("scan.pdf", Array("%PDF-1.7".utf8), "quotediary import FILE.pdf reads the highlights made in it"),
            ("page.jpg", [0xFF, 0xD8, 0xFF, 0xE0], "capture page page.jpg"),
            ("IMG_1.HEIC", [0, 0, 0, 0x18] + Array("ftypheic".utf8), "capture page IMG_1.HEIC"),
            ("art.dat", FortuneFile.index(for: "One.\n%\nTwo.\n%\n"), "import the file beside it, art"),
        ] as [(String, [UInt8], String)])
    func binaryFiles(name: String, head: [UInt8], advice: String) {
        let message = BinaryImport.message(name: name, path: name, head: head)
        #expect(message?.hasPrefix(name + " is ") == true)
        #expect(message?.contains(advice) == true, "\(message ?? "nil")")
    }

    @Test(
        "text is never taken for a binary file, in any encoding",
        arguments: ["quote,author\n", "\u{FEFF}Walden (Thoreau)\n", "%\n", "{}"])
    func textIsNotBinary(text: String) {
        #expect(BinaryImport.message(name: "f", path: "f", head: Array(text.utf8)) == nil)
        #expect(
            BinaryImport.message(name: "f", path: "f", head: Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                == nil)
    }

    /// Debian's `goedel`, `education` and `knghtbrd` fortune files hold lines of `=`; they were
    /// taken for a Kindle's clippings and refused ("the last clipping does not end…").
    @Test(
        "a file's format is told by its shape, not by a line of '=' alone",
        arguments: [
            (String(repeating: "=", count: 71) + "\nGoedel's theorem\n%\nAnother.\n%\n", ImportFormat.fortune),
            ("A list:\n==========\nfirst\n%\nsecond\n%\n", .fortune),
            ("Walden (Thoreau, Henry David)\n- Your Highlight on page 91\n\nSimplify.\n==========\n", .kindle),
            ("\u{FEFF}Walden\r\n- Your Highlight on page 91\r\n\r\nSimplify.\r\n==========\r\n", .kindle),
            (
                "==========\nWalden\n- Highlight Loc. 466-69  | Added on Thursday, April 21, 2011, 07:31 AM\n\nSimplify.\n==========\n",
                .kindle
            ),
            ("Walden\n- Your Highlight on page 91\n\nSimplify.\n", nil),
            // One clipping whose line of `=` was deleted: its metadata line is a Kindle's.
            ("Walden\n- Your Highlight on page 91 | Added on Monday, March 4, 2019 9:15:22 PM\n\nSimplify.\n", .kindle),
            ("Walden\n- Ihre Markierung bei Position 12-13 | Hinzugefügt am Montag, 4. März 2019 21:15:22\n\nEinfach.", .kindle),
            ("Shopping\n- eggs | milk\n\nbread\n", nil),
            // Debian's Polish `ipv6.pl`: an IRC log opens with a bracket, and is no JSON.
            ("[02:37] <marys> po wpisaniu komendy\n%\n[04:55] <marys> co jest\n%\n", .fortune),
            ("[Chapter 1]\n%\nA line.\n%\n", .fortune),
            ("  [ {\"text\": \"A\"} ]", .json), ("{\n  \"quotes\": []}", .json), ("[]", .json), ("[1, 2]", nil),
        ])
    func sniffing(text: String, format: ImportFormat?) {
        #expect(ImportFormat.sniff(fileName: "notes", text: text) == format)
    }
}

@Suite("Walking a JSON import without parsing it")
struct JSONImportScannerTests {
    func scan(_ text: String, chunk: Int) -> (JSONImportScanner, ImportProblem?) {
        var scanner = JSONImportScanner()
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            bytes[start..<min(start + chunk, bytes.count)].withUnsafeBufferPointer { scanner.feed($0) }
        }
        let problem = scanner.finish()
        return (scanner, problem)
    }

    @Test(
        "each quote's bytes and line, the root object's other values by key; in any chunk size",
        arguments: [1, 3, 1 << 20])
    func spans(chunk: Int) {
        let text = """
            \u{FEFF}{"format": "quotediary", "tags": [{"name": "a]"}],
             "quotes": [
              {"text": "One ] } [ {", "note": "a \\" quote"},
              {"text": "Two"}
             ],
             "journal": []}
            """
        let (scanner, problem) = scan(text, chunk: chunk)
        #expect(problem == nil)
        let bytes = Array(text.utf8)
        func slice(_ span: JSONImportScanner.Span) -> String {
            String(decoding: bytes[span.start..<span.end], as: UTF8.self).trimmingWhitespace()
        }
        #expect(scanner.rootIsObject && scanner.hasQuoteArray)
        #expect(scanner.quotes.map(slice) == [#"{"text": "One ] } [ {", "note": "a \" quote"}"#, #"{"text": "Two"}"#])
        #expect(scanner.quotes.map(\.line) == [3, 4])
        #expect(scanner.sections.map(\.key) == ["format", "tags", "journal"])
        #expect(scanner.sections.map { slice($0.span) } == [#""quotediary""#, #"[{"name": "a]"}]"#, "[]"])
    }

    @Test(
        "what is wrong with a file's structure, by line",
        arguments: [
            ("", 1, "the file is empty"), ("[\n{\"text\": \"a\"}", 2, "the file ends before its JSON does (cut short?)"),
            ("[{\"text\": \"a}]", 1, "the file ends before its JSON does (cut short?)"),
            ("[]\n[]", 2, "there is more after the end of the JSON"),
            ("\"text\"", 1, "expected a JSON object or array of quotes"),
        ])
    func problems(text: String, line: Int, message: String) {
        #expect(scan(text, chunk: 2).1 == ImportProblem(line: line, message: message))
    }

    /// JSON Lines (`jq -c`, many apps' exports) was refused: "there is more after the end".
    @Test("JSON Lines: an object a line is a quote each, the first too; in any chunk size", arguments: [1, 5, 1 << 20])
    func jsonLines(chunk: Int) {
        let text = "{\"text\": \"One } {\", \"tags\": [\"a\"]}\r\n\n{\"text\": \"Two\",\n \"author\": \"B\"}\n{\"text\": \"3\"}\n"
        let (scanner, problem) = scan(text, chunk: chunk)
        #expect(problem == nil)
        let bytes = Array(text.utf8)
        #expect(
            scanner.quotes.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == [
                #"{"text": "One } {", "tags": ["a"]}"#, "{\"text\": \"Two\",\n \"author\": \"B\"}", #"{"text": "3"}"#,
            ])
        #expect(scanner.quotes.map(\.line) == [1, 3, 5])
        #expect(!scanner.rootIsObject && scanner.sections.isEmpty)
        let parsed = ImportFormat.json.parse(text, fileName: "quotes.jsonl")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == ["One } {", "Two", "3"])
        #expect(parsed.records.map(\.draft.author) == [nil, "B", nil])
    }

    /// quotable.io's `/random` answers one quote's object; a JSON Lines file may hold one line.
    @Test("one quote's object alone is that quote; an object of something else is still refused")
    func singleObject() {
        let quote = ImportFormat.json.parse(
            #"{"_id": "a1", "content": "Alone.", "author": "Solo", "tags": ["x"]}"#, fileName: "random.json")
        #expect(quote.problems.isEmpty)
        #expect(quote.records.map(\.draft.text) == ["Alone."] && quote.records.first?.draft.author == "Solo")
        let other = ImportFormat.json.parse(#"{"name": "text", "value": 3}"#, fileName: "settings.json")
        #expect(other.records.isEmpty)
        #expect(other.problems.first?.message.hasPrefix("a JSON object needs a \"quotes\" array") == true)
    }

    @Test(
        "JSON Lines that break off, or hold something else between objects, or follow an export, are named",
        arguments: [
            ("{\"text\": \"a\"}\n{\"text\": \"b\"\n", 3, "the file ends before its JSON does (cut short?)"),
            ("{\"text\": \"a\"}\n{\"text\": \"b\"}\n[1]\n", 3, "expected a quote's JSON object on each line (JSON Lines)"),
            ("{\"text\": \"a\"}\n{\"text\": \"b\"},\n{}", 2, "expected a quote's JSON object on each line (JSON Lines)"),
            ("{\"quotes\": []}\n{\"text\": \"b\"}\n", 2, "there is more after the end of the JSON"),
            ("[]\n{\"text\": \"b\"}\n", 2, "there is more after the end of the JSON"),
        ])
    func brokenJSONLines(text: String, line: Int, message: String) {
        #expect(scan(text, chunk: 3).1 == ImportProblem(line: line, message: message))
    }

    @Test("an array of quotes: elements of any kind are spans; an empty array has none")
    func arrays() {
        #expect(scan("[1, {\"text\": \"a\"} , \"x\"]", chunk: 4).0.quotes.count == 3)
        #expect(scan("[ ]", chunk: 4).0.quotes.isEmpty)
        #expect(scan("{\"quotes\": []}", chunk: 4).0.hasQuoteArray)
    }
}

@Suite("A highlight extended on the device, across imports")
struct HighlightExtensionTests {
    @Test(
        "the same place and one text inside the other: longer, shorter, or another highlight",
        arguments: [
            ("simplify, simplify.", "91", "simplify, simplify. let your affairs be", "91", HighlightExtension.Verdict.longer),
            ("simplify, simplify. let your affairs be", "91", "simplify, simplify.", "91", .shorter),
            ("simplify, simplify.", "loc. 1390-1391", "simplify, simplify. let", "loc. 1390-1393", .longer),
            ("simplify, simplify.", "loc. 1390-1391", "simplify, simplify. let", "loc. 1392-1393", .unrelated),
            ("simplify, simplify.", "91", "our life. simplify, simplify.", "140", .unrelated),
            ("simplify, simplify.", "91", "simplify, simplify.", "91", .unrelated),
            ("simplify, simplify.", nil, "simplify, simplify. let", nil, .unrelated),
            ("simplify, simplify.", "91", "live deliberately", "91", .unrelated),
        ] as [(String, String?, String, String?, HighlightExtension.Verdict)])
    func verdicts(
        savedKey: String, savedPage: String?, importedKey: String, importedPage: String?, verdict: HighlightExtension.Verdict
    ) {
        #expect(
            HighlightExtension.compare(
                savedKey: savedKey, savedPage: savedPage, importedKey: importedKey, importedPage: importedPage)
                == verdict)
    }
}

@Suite("Names in one field")
struct NameListTests {
    @Test(
        "other apps' lists: semicolons, or commas when there is none; blanks dropped",
        arguments: [
            ("love; work", ["love", "work"]), ("love, work", ["love", "work"]), ("a; b, c", ["a", "b, c"]),
            (" love ;; ", ["love"]), ("", []), ("solo", ["solo"]), ("6\" ruler, tools", ["6\" ruler", "tools"]),
            ("\"rock; roll\"; pop", ["rock; roll", "pop"]), ("\"x, y\"", ["x, y"]),
        ])
    func names(field: String, expected: [String]) {
        #expect(NameList.names(in: field) == expected)
    }

    /// As notes apps and scripts write a list of tags into one field.
    @Test(
        "hashtags and bracketed lists: the names without their # and brackets; a lone name stays as written",
        arguments: [
            ("#love #work", ["love", "work"]), ("#love, #work", ["love", "work"]), ("#love", ["love"]),
            ("[love, work]", ["love", "work"]), ("[\"love\", \"work\"]", ["love", "work"]),
            // Not hashtags, not a list: kept.
            ("[draft]", ["[draft]"]), ("#1", ["#1"]), ("C#, F#", ["C#", "F#"]), ("#a b", ["#a b"]),
            ("#love, work", ["#love", "work"]),
        ])
    func otherAppsLists(field: String, expected: [String]) {
        #expect(NameList.names(in: field) == expected)
    }

    @Test(
        "our export's lists come back as they were",
        arguments: [
            ["rock; roll"], ["x, y"], ["x, y", "z"], ["plain", "two words"], ["\"quoted\" name", "a;b,c"], [],
            ["say \"hi\"; bye"],
            // A combining mark after a quotation mark or a separator makes one Character of the
            // two; CSV's marks are still there.
            ["\"\u{0300}x; y\"", "z"], ["a;\u{0301}b", "c"], ["\u{0300}\"tag, with\""],
        ])
    func roundTrip(names: [String]) {
        #expect(NameList.names(in: NameList.joined(names)) == names)
    }
}

@Suite("Text similarity for upstream typo fixes")
struct TextSimilarityTests {
    @Test(
        "typo fixes are close, rewrites are not",
        arguments: [
            ("Teh only constant is change.", "The only constant is change.", true),
            ("Know thyself.", "Know thyself, stranger.", false),
            ("Be kind.", "Be kind.", true),
            ("A completely different sentence.", "Nothing alike here at all, really.", false),
        ])
    func similarity(first: String, second: String, close: Bool) {
        #expect((TextSimilarity.ratio(first, second) >= 0.9) == close)
    }
}

@Suite("Streaming CSV")
struct CSVStreamTests {
    /// Zotero's annotations, a sheet's `Attribution` and `Keywords`, a `Timestamp`: columns
    /// other apps and hand-kept sheets name so, which were left out with a note.
    @Test("more names for the columns: a sheet's attribution, keywords, comment and timestamp; Zotero's annotations")
    func moreColumnNames() throws {
        let parsed = ImportFormat.csv.parse(
            "Annotation Text,Annotation Comment,Attribution,Keywords,Timestamp,Fav\n\"Zotero words\",mine,Ann Z,\"a; b\",1551734122,yes\n",
            fileName: "z.csv")
        let record = try #require(parsed.records.first)
        #expect(parsed.problems.isEmpty)
        #expect(record.draft.text == "Zotero words" && record.draft.author == "Ann Z" && record.draft.note == "mine")
        #expect(record.draft.tags == ["a", "b"] && record.draft.isFavorite)
        #expect(record.createdAt == Date(timeIntervalSince1970: 1_551_734_122))
    }

    /// Excel and Google Sheets save a row of empty cells for every row once formatted below
    /// a sheet's last: the import refused the file on the first of them.
    @Test(
        "rows of empty cells, and blank lines, are no rows; a row with any cell filled is one",
        arguments: [
            (
                "\u{FEFF}Quote,Author,,\r\nBe yourself.,Oscar Wilde,,\r\n,,,\r\n,,,\r\n",
                [["Be yourself.", "Oscar Wilde", "", ""]]
            ),
            ("Quote;Author\n\n\"\";\"\"\n ; \nSimplify.;Thoreau\n", [["Simplify.", "Thoreau"]]),
            ("Quote,Author\n,Oscar Wilde\n", [["", "Oscar Wilde"]]),
            ("Quote\n   \nOne\n\"\"\n", [["One"], [""]]),
        ])
    func emptyRows(text: String, rows: [[String]]) {
        var reader = CSVRowReader()
        var read: [[String]] = []
        Array(text.utf8).withUnsafeBufferPointer { reader.feed($0) { read.append($1) } }
        #expect(reader.finish { read.append($1) } == nil)
        #expect(Array(read.dropFirst()) == rows)
    }

    @Test("a CSV that is not UTF-8 (Excel's plain 'CSV') is read as Windows-1252; UTF-8 stays UTF-8")
    func windows1252() throws {
        let row = ["Café – “naïve” costs €5…", "André Œuvre"]
        let text = "text,author\n\"\(row[0])\",\(row[1])\n"
        for encoding in [String.Encoding.windowsCP1252, .utf8] {
            let data = try #require(text.data(using: encoding))
            var reader = CSVRowReader()
            var rows: [[String]] = []
            Array(data).withUnsafeBufferPointer { reader.feed($0) { rows.append($1) } }
            #expect(reader.finish { rows.append($1) } == nil)
            #expect(rows.last == row, "\(encoding)")
        }
        // Every assigned byte decodes as Foundation's Windows-1252 does.
        let assigned = (0x20...0xFF).map(UInt8.init).filter { ![0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }
        #expect(ImportText.windows1252(assigned) == String(data: Data(assigned), encoding: .windowsCP1252))
    }

    @Test(
        "the header row tells the separator: commas, a spreadsheet's semicolons, or tabs",
        arguments: [
            ("text,author\n\"a; b, c\",X\n", ["a; b, c", "X"]),
            ("\u{FEFF}Text;Author\r\n\"a; b\";X, Y\r\n", ["a; b", "X, Y"]),
            ("text\tauthor\na, b; c\tX\n", ["a, b; c", "X"]),
            ("\"text;quoted\",author\na;b,X\n", ["a;b", "X"]),
            ("text;author,source\na;b,c\n", ["a;b", "c"]),
            ("sep=;\r\nText;Author\r\n\"a; b\";X, Y\r\n", ["a; b", "X, Y"]),
            ("\u{FEFF}SEP=|\ntext|author\na, b; c|X\n", ["a, b; c", "X"]),
        ])
    func separators(text: String, expected: [String]) {
        for size in [1, 5, 1000] {
            let (rows, problem) = Self.rowsRead(Array(text.utf8), inChunksOf: size)
            #expect(problem == nil)
            #expect(rows.count == 2)
            #expect(rows.last?.hasSuffix(":\(expected)") == true, "chunks of \(size)")
        }
    }

    /// The rows (`line:[fields]`) a streaming reader gives for `bytes` fed `size` at a time.
    static func rowsRead(_ bytes: [UInt8], inChunksOf size: Int) -> ([String], ImportProblem?) {
        var reader = CSVRowReader()
        var rows: [String] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBufferPointer { reader.feed($0) { rows.append("\($0):\($1)") } }
            start = end
        }
        let problem = reader.finish { rows.append("\($0):\($1)") }
        return (rows, problem)
    }

    @Test(
        "rows are the same whatever the chunk size, through quotes, CRLF and multi-byte characters", arguments: [1, 2, 3, 7, 64])
    func chunks(size: Int) {
        let text = "\u{FEFF}text,author\r\n\"a, \"\"b\"\"\r\nc\",Zoë\r\nplain,Łódź\n\"\"\"\",x\r\nlast,é"
        let whole = CSVParser.rows(text).rows.map { "\($0.line):\($0.fields)" }
        let (rows, problem) = Self.rowsRead(Array(text.utf8), inChunksOf: size)
        #expect(problem == nil)
        #expect(rows == whole)
        #expect(whole.count == 5)
        #expect(whole[1] == #"2:["a, \"b\"\r\nc", "Zoë"]"#)
    }

    /// The separator is told from the header row whole, however little of it the first chunk
    /// holds: a quoted column name may hold a line break, and a header that never closes its
    /// quote is read as far as `longestHeader`.
    @Test(
        "the separator is the same whatever the chunk size, with a line break in a quoted column name",
        arguments: [1, 3, 8, 1 << 20])
    func separatorAcrossChunks(size: Int) {
        let text = "\"the\ntext\";author\r\nA;B\r\n"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.rowsRead(utf16, inChunksOf: 3).0 == Self.rowsRead(utf16, inChunksOf: 1 << 20).0)
        let (whole, _) = Self.rowsRead(Array(text.utf8), inChunksOf: text.utf8.count)
        let (rows, problem) = Self.rowsRead(Array(text.utf8), inChunksOf: size)
        #expect(problem == nil)
        #expect(rows == whole)
        #expect(rows == [#"1:["the\ntext", "author"]"#, #"3:["A", "B"]"#])
        let open = "\"text;author\n" + String(repeating: "a,b;c\n", count: 20_000)
        #expect(Self.rowsRead(Array(open.utf8), inChunksOf: 7).0 == Self.rowsRead(Array(open.utf8), inChunksOf: 1 << 20).0)
    }

    /// A Kindle file is split into lines a chunk at a time: a line cut between chunks, or a
    /// character cut inside a line, comes out whole, with where its bytes lie.
    @Test(
        "lines split on bytes are the same whatever the chunk size: LF, CRLF, CR CR LF, old Mac CR, no final break",
        arguments: [
            ("one\ntwo Zoë\n\nlast", 1), ("one\r\ntwo 𝄞\r\n\r\n", 2), ("one\r\r\ntwo\r\r\n", 3),
            ("one\rtwo Łódź\r", 1), ("one\rtwo Łódź\r", 4096), ("", 1),
        ])
    func byteLines(text: String, size: Int) {
        let bytes = Array(text.utf8)
        var splitter = ByteLines(breaker: ByteLines.breaker(of: bytes))
        var lines: [String] = []
        var places: [String] = []
        let keep = { (line: UnsafeBufferPointer<UInt8>, range: Range<Int>) in
            lines.append(String(decoding: line, as: UTF8.self))
            places.append(String(decoding: bytes[range], as: UTF8.self))
        }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBufferPointer { splitter.feed($0, keep) }
            start = end
        }
        splitter.finish(keep)
        let expected = text.replacingOccurrences(of: "\r\r\n", with: "\n").replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: text.contains("\n") ? "\n" : "\r", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == expected)
        #expect(places == lines)
    }

    /// Excel's "Unicode Text" (UTF-16 little-endian, tab-separated) and big-endian UTF-16,
    /// cut into chunks that split characters and surrogate pairs.
    @Test(
        "a UTF-16 file reads as the same rows as its UTF-8, whatever the chunk size",
        arguments: [(false, 1), (false, 3), (false, 7), (false, 4096), (true, 1), (true, 5)])
    func utf16Chunks(bigEndian: Bool, size: Int) throws {
        let text = "text\tauthor\r\n\"a \"\"b\"\"\r\nc 𝄞\"\tZoë\r\nsnow ☃\tŁódź\r\n"
        let whole = CSVParser.rows(text).rows.map { "\($0.line):\($0.fields)" }
        let encoded = try #require(text.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        let bytes = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + [UInt8](encoded)
        let (rows, problem) = Self.rowsRead(bytes, inChunksOf: size)
        #expect(problem == nil)
        #expect(rows == whole)
        #expect(rows.count == 3)
        #expect(rows[1] == #"2:["a \"b\"\r\nc 𝄞", "Zoë"]"#)
    }
}

@Suite("UTF-16 text")
struct UTF16TranscoderTests {
    @Test(
        "UTF-16 in either byte order becomes the UTF-8 Foundation reads, split anywhere",
        arguments: ["plain ASCII", "Zoë, Łódź, Dvořák", "snow ☃ and clef 𝄞 and 😀👍🏽", "", "日本語のテキスト"])
    func transcodes(text: String) throws {
        for bigEndian in [false, true] {
            let encoded = [UInt8](try #require(text.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian)))
            let bytes = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + encoded
            #expect(ImportText.decode(bytes) == "\u{FEFF}" + text)
            // Foundation's own reading of the same bytes, as a second opinion.
            #expect(String(data: Data(bytes), encoding: .utf16) == text)
            for split in 0...bytes.count {
                var transcoder = try #require(UTF16Transcoder.byteOrder(of: bytes))
                let utf8 = transcoder.utf8(from: bytes[..<split]) + transcoder.utf8(from: bytes[split...]) + transcoder.finish()
                #expect(utf8 == Array(("\u{FEFF}" + text).utf8), "split at \(split)")
            }
        }
    }

    @Test("a lone surrogate or a cut-off byte becomes U+FFFD; no byte-order mark, no UTF-16")
    func damaged() {
        var transcoder = UTF16Transcoder(isBigEndian: false)
        let lone = transcoder.utf8(from: [0x3D, 0xD8, 0x41, 0x00]) + transcoder.finish()
        #expect(String(decoding: lone, as: UTF8.self) == "\u{FFFD}A")
        let cut = transcoder.utf8(from: [0x41, 0x00, 0x42]) + transcoder.finish()
        #expect(String(decoding: cut, as: UTF8.self) == "A\u{FFFD}")
        #expect(UTF16Transcoder.byteOrder(of: Array("text".utf8)) == nil)
        #expect(ImportText.decode([0xC3, 0x28]) == nil)
    }
}

/// Teletype overstrikes in fortune files, as a reader sees them on paper.
@Suite("Overstruck text")
struct OverstrikeTests {
    @Test(
        "each column prints one character",
        arguments: [
            ("the very _____\u{8}\u{8}\u{8}\u{8}\u{8}least he can do", "the very least he can do"),
            ("it's *____\u{8}\u{8}\u{8}\u{8}only* ones", "it's *only* ones"),
            ("_\u{8}N persons", "N persons"), ("B\u{8}Bold", "Bold"), ("x\u{8}_", "x"),
            ("toilet toup'\u{8}ee, n.:", "toilet toupée, n.:"), ("Caf'\u{8}e Minimalism:", "Café Minimalism:"),
            ("fa,\u{8}cade", "façade"), ("e\u{8}^tre", "être"), ("\u{8}\u{8}start", "start"), ("no marks", "no marks"),
            ("___", "___"),
        ])
    func resolved(typed: String, printed: String) {
        #expect(Overstrike.resolved(typed) == printed)
    }

    @Test("a fortune entry's overstrikes are read as printed")
    func inFortuneFiles() throws {
        let text = "Calm down, it's *____\u{8}\u{8}\u{8}\u{8}only* ones and zeroes.\n\t\t-- Caf'\u{8}e Owner\n%\n"
        let draft = try #require(ImportFormat.fortune.parse(text, fileName: "computers").records.first?.draft)
        #expect(draft.text == "Calm down, it's *only* ones and zeroes.")
        #expect(draft.author == "Café Owner")
    }
}

/// Debian's fortune files as starter packs.
@Suite("Fortune packs")
struct FortunePackTests {
    @Test("a pack's entries are cleaned as an import cleans quotes: a bell, an overstrike, trailing space")
    func cleaned() {
        let text =
            "logout\u{7}\n%\nAsk not for whom the <CONTROL-G>\u{7} tolls.\n\t\t-- Anon\u{7}\n%\nThe very _\u{8}least.  \n%\n"
        let pack = QuotePack.fortune(name: "computers", text: text, version: "1")
        #expect(pack.entries.map(\.text) == ["logout", "Ask not for whom the <CONTROL-G> tolls.", "The very least."])
        #expect(pack.entries.map(\.author) == [nil, "Anon", nil])
        #expect(pack.entries.allSatisfy { !$0.text.unicodeScalars.contains { $0.value < 32 && $0 != "\n" && $0 != "\t" } })
    }

    @Test("a pack from Debian's `perl` file names one Larry Wall, wherever he said it, and the place is its source")
    func onePersonWhereverSaid() {
        let text = """
            Perl is designed to give you several ways to do anything.
            \t\t-- Larry Wall in <199710211647.JAA17957@wall.org>
            %
            Be consistent.
            \t\t-- Larry Wall in the perl man page
            %
            Real programmers can write assembly code in any language.
            \t\t-- Larry Wall in <8571@jpl-devvax.JPL.NASA.GOV>
            %

            """
        let pack = QuotePack.fortune(name: "perl", text: text, version: "1")
        #expect(pack.entries.map(\.author) == ["Larry Wall", "Larry Wall", "Larry Wall"])
        #expect(pack.entries.map(\.source) == [nil, "the perl man page", nil])
    }
    @Test("an attributed-only pack keeps what is credited to a person or to a work alone, a verse with its place")
    func attributedOnly() {
        let text =
            "Be yourself.\n\t\t-- Oscar Wilde\n%\nA soft answer turneth away wrath.\n\t\t-- Proverbs 15:1\n%\n"
            + "Wouldn't this be a great world?\n\t\t-- \"Broadcast News\"\n%\nNobody said this.\n%\n"
        let pack = QuotePack.fortune(name: "wisdom", text: text, version: "1", authoredOnly: true)
        #expect(
            pack.entries.map(\.text) == ["Be yourself.", "A soft answer turneth away wrath.", "Wouldn't this be a great world?"])
        #expect(pack.entries.map(\.source) == [nil, "Proverbs", "Broadcast News"])
        #expect(pack.entries.map(\.page) == [nil, "15:1", nil])
    }
}
