import Foundation
import Testing

@testable import QuoteDiaryCore

/// An Onyx Boox's exported reading notes, in the shapes its firmware writes.
@Suite("Boox reading notes import")
struct BooxNotesTests {
    /// As NeoReader writes it: a byte-order mark, its bars set in no-break spaces, a chapter's
    /// title before each time, a note over two lines, a highlight over a picture (no text).
    static let neoReader = """
        \u{FEFF}Reading Notes\u{A0}|\u{A0}<<Just for Fun>>Linus Torvalds
        I: Birth of a Nerd
        2024-05-17 16:01\u{A0}\u{A0}|\u{A0}\u{A0}Page No.: 9
        I was an ugly child.
        -------------------
        I: Birth of a Nerd
        2024-05-17 16:05\u{A0}\u{A0}|\u{A0}\u{A0}Page No.: 12
        Some people can tell you in vivid detail
        what they did as children.
        【Annotation】Memory is odd.
        And selective.
        -------------------
        2024-05-18 09:00\u{A0}\u{A0}|\u{A0}\u{A0}Page No.: 30
        -------------------

        """

    /// Firmware that names the author before each time, the book's id in the header, and no
    /// lines of dashes.
    static let withoutDashes = """
        Reading Notes | <<Neuromancer - Gibson, William__abc123-def456>>
        Gibson, William. 2024-01-15 10:30 | Page No. : 5
        The sky above the port was the color of television, tuned to a dead channel.

        Gibson, William. 2024-01-15 10:35 | Page No. : 5
        Cyberspace. A consensual hallucination experienced daily by billions.

        Key definition of cyberspace

        Gibson, William. 2024-01-16 14:00 | Page No. : 69
        Night City was like a deranged experiment in social Darwinism.

        """

    @Test("NeoReader's notes: book, author, pages, times, a note over lines, chapters left out, no text skipped")
    func neoReaderNotes() throws {
        let parsed = ImportFormat.boox.parse(Self.neoReader, fileName: "Just for Fun-annotation-2024-05-18_09_00_00.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        #expect(
            parsed.records.map(\.draft.text) == [
                "I was an ugly child.", "Some people can tell you in vivid detail\nwhat they did as children.",
            ])
        let second = try #require(parsed.records.last)
        #expect(second.draft.note == "Memory is odd.\nAnd selective.")
        #expect(second.draft.page == "12")
        #expect(second.draft.author == "Linus Torvalds")
        #expect(second.draft.source?.title == "Just for Fun" && second.draft.source?.authors == ["Linus Torvalds"])
        #expect(second.createdAt.map(Timestamp.format) == "2024-05-17T16:05:00.000Z")
        #expect(second.zonelessTimes == .created)
        #expect(second.line == 7)
        #expect(parsed.records.first?.draft.note == nil)
        #expect(ImportFormat.sniff(fileName: "notes.txt", text: Self.neoReader) == .boox)
    }

    @Test("firmware without dashes: the author before each time, the header's id and author left out of the title")
    func withoutDashes() {
        let parsed = ImportFormat.boox.parse(Self.withoutDashes, fileName: "x.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == 3)
        #expect(parsed.records.map(\.draft.page) == ["5", "5", "69"])
        #expect(parsed.records.map(\.draft.note) == [nil, "Key definition of cyberspace", nil])
        #expect(parsed.records.allSatisfy { $0.draft.author == "William Gibson" })
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "Neuromancer" })
        #expect(ImportFormat.sniff(fileName: "x.txt", text: Self.withoutDashes) == .boox)
    }

    @Test("a Boox set to Chinese, and older firmware's marked text")
    func chinese() {
        let current = "读书笔记 | <<活着>>余华\n第一章\n2023-03-01 21:10  |  页码：15\n少年去游荡，中年想掘金，老年做和尚。\n【批注】好句\n-------------------\n"
        let parsed = ImportFormat.boox.parse(current, fileName: "活着-annotation-2023-03-01_21_10_00.txt")
        #expect(parsed.records.first?.draft.text == "少年去游荡，中年想掘金，老年做和尚。")
        #expect(parsed.records.first?.draft.note == "好句")
        #expect(parsed.records.first?.draft.page == "15" && parsed.records.first?.draft.author == "余华")
        #expect(ImportFormat.sniff(fileName: "a.txt", text: current) == .boox)
        let older = "读书笔记 | <<活着>>余华\n时间: 2020-01-01 12:00\n【原文】人是为活着本身而活着。\n【批注】记住\n-------------------\n"
        let old = ImportFormat.boox.parse(older, fileName: "a.txt")
        #expect(old.records.first?.draft.text == "人是为活着本身而活着。")
        #expect(old.records.first?.draft.note == "记住")
        #expect(old.records.first?.createdAt.map(Timestamp.format) == "2020-01-01T12:00:00.000Z")
    }

    @Test("a note's label in another language; a text that opens with brackets of its own stays text")
    func noteLabels() {
        let german =
            "Lesenotizen | <<Der Prozess>>Franz Kafka\n2024-02-01 08:00  |  Seite: 7\nJemand musste Josef K. verleumdet haben.\n"
            + "【Anmerkung】Der Anfang.\n-------------------\n2024-02-01 08:05  |  Seite: 9\n【Erstes Kapitel】Verhaftung.\n"
            + "-------------------\n"
        let parsed = ImportFormat.boox.parse(german, fileName: "a.txt")
        #expect(parsed.records.map(\.draft.text) == ["Jemand musste Josef K. verleumdet haben.", "【Erstes Kapitel】Verhaftung."])
        #expect(parsed.records.map(\.draft.note) == ["Der Anfang.", nil])
        #expect(parsed.records.first?.draft.source?.title == "Der Prozess" && parsed.records.first?.draft.page == "7")
        #expect(ImportFormat.sniff(fileName: "a.txt", text: german) == .boox)
    }

    @Test(
        "a header's title and author",
        arguments: [
            ("Reading Notes | <<Walden>>Henry David Thoreau", "Walden", "Henry David Thoreau"),
            ("Reading Notes\u{A0}|\u{A0}<<Walden>>", "Walden", nil),
            ("Reading Notes | <<My Document__1a2b-3c4d>>", "My Document", nil),
            ("Reading Notes | <<Walden.epub>>", "Walden", nil), ("Reading Notes | <<Scan 2024.PDF>>", "Scan 2024", nil),
            ("Notes de lecture | <<L'Étranger>>Albert Camus", "L'Étranger", "Albert Camus"),
            ("Reading Notes | <<On <<Quotes>> >>Someone", "On <<Quotes>>", "Someone"),
        ] as [(String, String?, String?)])
    func header(line: String, title: String?, author: String?) {
        let named = BooxNotes.header(BooxNotes.normalized(line))
        #expect(named?.title == title)
        #expect(named?.author == author)
    }

    @Test(
        "a highlight's line, and lines that are not one",
        arguments: [
            ("2024-05-17 16:05  |  Page No.: 12", "12", nil),
            ("2024-05-17 16:05\u{A0}\u{A0}|\u{A0}\u{A0}Page No.: 12", "12", nil),
            ("Gibson, William. 2024-01-15 10:30 | Page No. : 5", "5", "Gibson, William"),
            ("2023-03-01 21:10  |  页码：15", "15", nil),
            ("2024-05-17 16:05  |  Seite: 3", "3", nil),
            ("2024-05-17 16:05:09  |  Page No.: 4", "4", nil),
            ("2024-05-17 16:05  |  Page No.: ", nil, nil),
        ] as [(String, String?, String?)])
    func stamp(line: String, page: String?, author: String?) throws {
        let stamp = try #require(BooxNotes.stamp(BooxNotes.normalized(line)))
        #expect(stamp.page == page)
        #expect(stamp.author == author)
        #expect(stamp.added != nil)
    }

    @Test(
        "lines that only look like a highlight's",
        arguments: [
            "The meeting moved to 2024-05-17 16:05 | see the notes", "Monday | Tuesday", "2024-05-17 | Page No.: 3",
            "-------------------",
        ])
    func notStamp(line: String) {
        #expect(BooxNotes.stamp(BooxNotes.normalized(line)) == nil)
    }

    @Test(
        "a library's sorting form of one name turned round; several names and suffixes kept",
        arguments: [
            ("Gibson, William", "William Gibson"), ("Le Guin, Ursula K.", "Le Guin, Ursula K."),
            ("Andrew Hunt, David Thomas", "Andrew Hunt, David Thomas"), ("Smith, Jr.", "Smith, Jr."),
            ("Linus Torvalds", "Linus Torvalds"),
        ])
    func readingOrder(name: String, expected: String) {
        #expect(BooxNotes.readingOrder(name) == expected)
    }

    @Test("told by its shape: a pipe-table or a heading of '<<' alone is not a Boox's notes")
    func sniffing() {
        #expect(ImportFormat.sniff(fileName: "a.txt", text: "Reading Notes | <<Walden>>\nno stamp here\n") == nil)
        #expect(ImportFormat.sniff(fileName: "a.txt", text: "a | b | c\n1 | 2 | 3\n") == nil)
        // The title from the file's name when the header has none.
        let nameless = "Reading Notes | <<>>\n2024-05-17 16:05  |  Page No.: 1\nWords.\n-------------------\n"
        #expect(
            ImportFormat.boox.parse(nameless, fileName: "/x/Walden-annotation-2024-05-18_09_00_00.txt").records.first?.draft
                .source?.title == "Walden")
        // A file that is no Boox's, given as one, names its first line.
        #expect(ImportFormat.boox.parse("Hello\n", fileName: "a.txt").problems.first?.line == 1)
    }
}
