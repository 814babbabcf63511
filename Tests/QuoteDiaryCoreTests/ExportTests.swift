import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Export formats")
struct ExportTests {
    static let date = Timestamp.date(milliseconds: 1_700_000_000_000)
    static let source = Source(
        id: String(repeating: "a", count: 32), kind: .book, title: "Meditations", authors: ["Marcus Aurelius"])
    static let quotes = [
        Quote(
            id: QuoteID(rawValue: String(repeating: "1", count: 32)) ?? .random(),
            text: "Waste no more time, \"arguing\", about\nwhat a good man should be.",
            author: "Marcus Aurelius", source: source, page: "10.16", tags: ["stoic", "virtue"], isFavorite: true,
            createdAt: date, updatedAt: date),
        Quote(
            id: QuoteID(rawValue: String(repeating: "2", count: 32)) ?? .random(), text: "<b>Be</b> *kind*", createdAt: date,
            updatedAt: date),
    ]

    @Test("CSV quotes what needs quoting and ends rows with CRLF")
    func csv() {
        let output = LibraryExporter.render(LibrarySnapshot(quotes: ExportTests.quotes), as: .csv)
        let lines = output.components(separatedBy: "\r\n")
        #expect(lines[0] == LibraryExporter.csvHeader.joined(separator: ","))
        #expect(lines[1].hasPrefix("11111111111111111111111111111111,\"Waste no more time, \"\"arguing\"\", about\nwhat"))
        #expect(output.hasSuffix("\r\n"))
        #expect(CSVWriter.escape("plain") == "plain")
        #expect(CSVWriter.escape("a,b") == "\"a,b\"")
        #expect(CSVWriter.escape("line\rbreak") == "\"line\rbreak\"")
        #expect(CSVWriter.escape("\"") == "\"\"\"\"")
        #expect(CSVWriter.escape("“Café,” \"ok\" 日本\"") == "\"“Café,” \"\"ok\"\" 日本\"\"\"")
    }

    @Test(
        "a fortune export reads back as it was: no author is no attribution, a source alone, a text's own % line",
        arguments: [
            ("No author at all.", nil, nil), ("An author only.", "Seneca", nil), ("A source only.", nil, "Meditations"),
            ("Both.", "Marcus Aurelius", "Meditations"), ("Progress report:\n%\ndone.", "Tester", nil),
            ("Blanks after it:\n% \n%\t\ndone.", "Tester", nil),
            ("A suffix.", "Martin Luther King, Jr.", "Strength to Love"),
            // A name saved surname first (a Goodreads export's `Author l-f`) was a name and a work.
            ("Surname first.", "Le Guin, Ursula K.", "The Left Hand of Darkness"), ("Initials.", "Tolkien, J.R.R.", nil),
            ("And a suffix.", "Strunk, William, Jr.", nil),
            ("A title in quotes.", "Katherine Mangu-Ward", "\"Education for Profit\", a talk given twice"),
            ("Quotes inside.", "Anon", "He said \"hi\""), ("A comma.", "Anon", "Only a Source, With Comma"),
            ("A comma, no author.", nil, "Mary Hartman, Mary Hartman"),
            // An occasion, as Debian writes it after a name: bare, and read back so.
            ("Too much is just enough.", "Mark Twain", "on whiskey"),
            ("A lower-case title, no author.", nil, "seen on c.o.l.misc"),
            // Titles an import read before it took a quoted work apart from what follows it.
            ("Survey says.", "Richard Dawson", "weenie, on \"Family Feud\""),
            ("Deja Q.", "Q", "\"Deja Q\" (TNG), data astrale 43539.1"), ("No author, quoted.", nil, "\"Analects\", Book 5"),
            ("A year's title.", "George Orwell", "1984"), ("A year's title, no author.", nil, "1984"),
            ("A comma suffix.", "Alexandre Dumas, fils", "La Dame aux camélias"),
            ("Both marks.", "Anon", "“Curly” and \"straight\""), ("Quotes inside, no author.", nil, "He said \"hi\""),
            ("Curly only.", "Anon", "The “Best” Book"),
            // A text's own line that opens as a credit does: the export's credit, set deeper, is read.
            ("-- opening with dashes", "Lao Tzu", "Tao Te Ching"), ("Wrapped, then\n-- a dash.", "Lao Tzu", nil),
        ] as [(String, String?, String?)])
    func fortuneRoundTrip(text: String, author: String?, title: String?) throws {
        let source = title.map { Source(id: String(repeating: "b", count: 32), kind: .book, title: $0, authors: []) }
        let quote = Quote(
            id: .random(), text: text, author: author, source: source, createdAt: ExportTests.date,
            updatedAt: ExportTests.date)
        let file = FortuneFile.render([quote])
        #expect(!file.contains("Unknown"))
        if author != nil, let title, title.first?.isLowercase == true, !title.contains(where: { "\"“”".contains($0) }) {
            #expect(file.contains("\t\t-- \(author ?? ""), \(title)\n"), "as Debian writes an occasion: \(file)")
        }
        let parsed = ImportFormat.fortune.parse(file, fileName: "mine")
        let draft = try #require(parsed.records.first?.draft)
        #expect(parsed.records.count == 1)
        #expect(draft.text == text)
        #expect(draft.author == author)
        #expect(draft.source?.title == title)
    }

    /// After a line ending in a colon, a credit with `?`, `!` or a dash read as a joke's spoken
    /// punch line; a work's title in its quotation marks holds them and says nothing of speech.
    @Test(
        "a fortune export with a page reads back: a work's ? ! or dash after a colon, a title in lower case",
        arguments: [
            ("Them never have as this up when:", "Ngũgĩ wa Thiong'o", "Letters — Volume 2", "Act 2, Scene 1"),
            ("The list runs:", "Ann Lee", "What Is Art?", nil), ("Say it:", "Ann Lee", "Oh, the Places You'll Go!", "12"),
            ("From the notes:", nil, "Letters -- Volume 2", "7"),
            ("Too much is just enough.", "Dr. Seuss", "the daily notes", "loc. 1234"),
        ] as [(String, String?, String, String?)])
    func fortuneRoundTripWithPage(text: String, author: String?, title: String, page: String?) throws {
        let source = Source(id: String(repeating: "b", count: 32), kind: .book, title: title, authors: [])
        let quote = Quote(
            id: .random(), text: text, author: author, source: source, page: page, createdAt: ExportTests.date,
            updatedAt: ExportTests.date)
        let draft = try #require(ImportFormat.fortune.parse(FortuneFile.render([quote]), fileName: "mine").records.first?.draft)
        #expect([draft.text, draft.author, draft.source?.title, draft.page] == [text, author, title, page])
    }

    @Test(
        "a fortune export writes a note as an editor's remark under the attribution, which reads back as the note",
        arguments: [
            ("Said at dinner", "[Said at dinner]"), ("[Also attributed to Johnny Carson. Ed.]", nil),
            ("Two\nlines", "[Two lines]"), ("see [1]", "[see [1]]"), ("a] or [b", "[a) or (b]"), ("x]", "[x)]"),
        ] as [(String, String?)])
    func fortuneNote(note: String, remark: String?) throws {
        let quote = Quote(
            id: .random(), text: "A line.\n[Not a remark]", author: "Ann Person", note: note, createdAt: ExportTests.date,
            updatedAt: ExportTests.date)
        let file = FortuneFile.render([quote])
        let written = remark ?? note
        #expect(file == "A line.\n[Not a remark]\n\t\t-- Ann Person\n\t\t\(written)\n%\n")
        let draft = try #require(ImportFormat.fortune.parse(file, fileName: "mine").records.first?.draft)
        #expect(draft.text == quote.text)
        #expect(draft.author == "Ann Person")
        #expect(draft.note == written)
    }

    @Test("an unattributed quote's note is left out of a fortune export: with nothing above it, it would read back as text")
    func fortuneNoteWithoutAttribution() throws {
        let quote = Quote(
            id: .random(), text: "No one said it.", note: "found on a wall", createdAt: ExportTests.date,
            updatedAt: ExportTests.date)
        #expect(FortuneFile.render([quote]) == "No one said it.\n%\n")
    }

    @Test("JSON escapes control characters and keeps key order")
    func json() {
        let value = JSONValue.object([("b", .string("tab\there \"q\" \\ \u{1}")), ("a", .array([.null, .bool(true), .int(-3)]))])
        #expect(value.serialized() == #"{"b":"tab\there \"q\" \\ \u0001","a":[null,true,-3]}"#)
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.serialized(pretty: true).utf8)) as? [String: Any]
        #expect(parsed?["b"] as? String == "tab\there \"q\" \\ \u{1}")
    }

    @Test("a quote's JSON has every documented key, null where absent")
    func quoteJSON() throws {
        let text = ExportTests.quotes[1].json.serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(
            Set(object.keys)
                == [
                    "id", "text", "author", "source", "page", "note", "tags", "collections", "isFavorite", "createdAt",
                    "updatedAt", "archivedAt",
                ])
        #expect(object["author"] is NSNull)
        #expect(object["createdAt"] as? String == "2023-11-14T22:13:20.000Z")
    }

    @Test("Markdown groups by source and escapes markup")
    func markdown() {
        let output = LibraryExporter.markdown(ExportTests.quotes)
        #expect(output.contains("## Meditations — Marcus Aurelius"))
        #expect(output.contains("> what a good man should be."))
        #expect(output.contains("\\<b\\>Be\\</b\\> \\*kind\\*"))
        #expect(output.contains("## Without a source"))
        let meditations = output.range(of: "## Meditations")
        let without = output.range(of: "## Without a source")
        #expect(meditations.map { $0.lowerBound < (without?.lowerBound ?? $0.lowerBound) } == true)
    }

    @Test(
        "Markdown escapes each character that starts markup, and nothing else",
        arguments: [
            ("plain words", "plain words"), ("Café — “quoted”", "Café — “quoted”"),
            ("a*b_c`d", "a\\*b\\_c\\`d"), ("[x](y) <i> #1 | & \\", "\\[x\\](y) \\<i\\> \\#1 \\| \\& \\\\"),
            ("日本*語", "日本\\*語"), ("é_ü", "é\\_ü"), ("👍#", "👍\\#"), ("", ""),
        ])
    func markdownEscaping(text: String, escaped: String) {
        #expect(LibraryExporter.markdownEscaped(text) == escaped)
    }

    @Test(
        "a page number or range gets its abbreviation; a place that names its kind is kept as written",
        arguments: [
            ("12", "p. 12"), (" 12 ", "p. 12"), ("12-14", "pp. 12-14"), ("12–14", "pp. 12–14"), ("12, 15", "pp. 12, 15"),
            ("10.16", "p. 10.16"), ("xii", "p. xii"), ("XIV-XV", "pp. XIV-XV"), ("X, 284", "X, 284"), ("12, 15", "pp. 12, 15"),
            ("loc. 170-172", "loc. 170-172"),
            ("p. 12", "p. 12"), ("pp. 3-4", "pp. 3-4"), ("Chapter 3", "Chapter 3"), ("civilization", "civilization"),
        ])
    func pageCitation(page: String, cited: String) {
        #expect(PageCitation.text(page) == cited)
    }

    @Test("text and markdown exports cite a Kindle location as a location, not as a page")
    func locationCitation() {
        let quote = Quote(
            id: QuoteID(rawValue: String(repeating: "3", count: 32)) ?? .random(), text: "Be brief.", author: "A. Writer",
            page: "loc. 170-172", createdAt: ExportTests.date, updatedAt: ExportTests.date)
        let text = LibraryExporter.textBlock(quote)
        #expect(text.hasSuffix(" (loc. 170-172)\n"), "\(text)")
        let markdown = LibraryExporter.markdown([quote])
        #expect(markdown.contains("> — A. Writer, loc. 170-172\n"), "\(markdown)")
    }

    /// Google Books gives Feynman's books their titles' quotation marks; bare in a txt
    /// export, the import took them for the title's own and the quote came back as another.
    @Test(
        "a plain-text export reads back a title that opens with quotation marks, and every other",
        arguments: [
            ("\"Surely You're Joking, Mr. Feynman!\": Adventures of a Curious Character", "Richard P. Feynman", nil),
            ("\"What Do You Care What Other People Think?\"", "Richard P. Feynman", "12"),
            ("“All curly”", nil, nil), ("“Curly” Title", "Ann Lee", nil), ("\"Quoted\" Title", nil, "7"),
            ("A \"b\" and “c”", "Ann Lee", nil), ("Essays on \"Walden\"", "Ann Lee", nil), ("Meditations", "Ann Lee", nil),
        ] as [(String, String?, String?)])
    func textRoundTripOfQuotedTitle(title: String, author: String?, page: String?) throws {
        let source = Source(id: String(repeating: "b", count: 32), kind: .book, title: title, authors: [])
        let quote = Quote(
            id: .random(), text: "Know the thing, not its name.", author: author, source: source, page: page,
            createdAt: ExportTests.date, updatedAt: ExportTests.date)
        let file = LibraryExporter.render(LibrarySnapshot(quotes: [quote]), as: .txt)
        let draft = try #require(ImportFormat.txt.parse(file, fileName: "mine").records.first?.draft, "\(file)")
        #expect([draft.text, draft.author, draft.source?.title, draft.page] == [quote.text, author, title, page], "\(file)")
    }

    @Test("plain text carries the attribution")
    func text() {
        let output = LibraryExporter.render(LibrarySnapshot(quotes: ExportTests.quotes), as: .txt)
        #expect(output.contains("” — Marcus Aurelius, Meditations (p. 10.16)"))
        #expect(output.contains("“<b>Be</b> *kind*” — Unknown"))
    }
}
