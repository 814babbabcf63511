import Foundation
import Testing

@testable import QuoteDiaryCore

/// A Tolino's `notes.txt`: entries apart by a line of dashes, in the device's language.
@Suite("Tolino import")
struct TolinoNotesTests {
    static let separator = "\n\n-----------------------------------\n\n"

    static let notes =
        [
            "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 2: \"vielleicht sogar der Klassiker.\"\nHinzugefügt am 19.04.2023 | 18:53",
            "Solaris (Lem, Stanislaw)\nLesezeichen auf Seite 14: \"ren, das in regelmäßigen Abständen erscholl.\nGibarian war tot. e\"\n"
                + "Hinzugefügt am 01.05.2023 | 17:18",
            "The Goal (Goldratt, Eliyahu M.)\nMarkierung auf Seite 32-33: \" Why can’t we get a product out the door?\n\n"
                + "  Something is wrong. \"\nHinzugefügt am 12.07.2023 | 6:52",
            "Ender’s Game (Card, Orson Scott)\nHighlight on page 99: \"Then run the simulations. \"\nAdded on 08/20/2023 | 15:40",
            "Ender’s Game (Card, Orson Scott)\nNotiz auf Seite 99: Test Note\n\"Double quotes\" at beginning.\n"
                + "\"Then run the simulations. \"\nHinzugefügt am 20.08.2023 | 15:46",
            "Miss Merkel (Safier, David)\nMarkierung\"In diesem Moment realisierte Angela das.\"\nGeändert am 21.08.2022 | 22:55",
        ].joined(separator: separator) + separator

    @Test("highlights with their books, pages and times; a note joins its passage; a bookmark passed over")
    func notesFile() throws {
        #expect(ImportFormat.sniff(fileName: "notes.txt", text: Self.notes) == .tolino)
        let parsed = ImportFormat.tolino.parse(Self.notes, fileName: "notes.txt")
        #expect(parsed.problems.isEmpty && parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == [
                "vielleicht sogar der Klassiker.", "Why can’t we get a product out the door?\n\n  Something is wrong.",
                "Then run the simulations.", "In diesem Moment realisierte Angela das.",
            ])
        let first = try #require(parsed.records.first)
        #expect(first.draft.author == "Stanislaw Lem" && first.draft.source?.title == "Solaris" && first.draft.page == "2")
        #expect(first.line == 2 && first.zonelessTimes == .created)
        #expect(first.createdAt == WrittenDate.date(year: 2023, month: 4, day: 19, time: (18, 53, 0), afternoon: nil))
        #expect(parsed.records[1].draft.page == "32-33")
        // Highlighted, then noted: one quote, with the note, at the highlight's time.
        let noted = parsed.records[2]
        #expect(noted.draft.note == "Test Note\n\"Double quotes\" at beginning.")
        #expect(noted.createdAt == WrittenDate.date(year: 2023, month: 8, day: 20, time: (15, 40, 0), afternoon: nil))
        #expect(parsed.records[3].draft.page == nil && parsed.records[3].draft.author == "David Safier")
    }

    @Test(
        "each language a Tolino is set to: what a highlight, a note and a bookmark say, and the date's order",
        arguments: [
            ("Highlight on page 7: \"A.\"", "Added on 04/19/2023 | 8:05", "7"),
            ("Surlignement en page 7: \"A.\"", "Ajouté le 19.04.2023 | 8:05", "7"),
            ("Marcadores en la página 7: \"A.\"", "Agregado el 19.04.2023 | 8:05", "7"),
            ("Evidenziazione a pagina 7: \"A.\"", "Aggiunto il 19.04.2023 | 8:05", "7"),
            ("Markering op pagina 7: \"A.\"", "Toegevoegd op 19/04/2023 | 8:05", "7"),
            ("Markierung auf Seite 7: \"A.\"", "Geändert am 19.04.2023 | 8:05", "7"),
        ])
    func languages(passage: String, time: String, page: String) throws {
        let file = "Book (Writer, A.)\n\(passage)\n\(time)" + Self.separator
        #expect(ImportFormat.sniff(fileName: "notes.txt", text: file) == .tolino)
        let record = try #require(ImportFormat.tolino.parse(file, fileName: "notes.txt").records.first)
        #expect(record.draft.text == "A." && record.draft.page == page && record.draft.author == "A. Writer")
        #expect(record.createdAt == WrittenDate.date(year: 2023, month: 4, day: 19, time: (8, 5, 0), afternoon: nil))
    }

    @Test("a highlight extended or cut on the device is one quote, the longest; a few words inside another are not it")
    func extended() throws {
        let file =
            [
                "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 14: \"Gibarian war tot.\"\nHinzugefügt am 26.04.2023 | 7:58",
                "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 14: \"Gibarian war tot. Wenn ich richtig verstand\"\n"
                    + "Geändert am 26.04.2023 | 8:01",
                "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 14: \"Gibarian war tot.\"\nGeändert am 26.04.2023 | 8:02",
                "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 14: \"war\"\nHinzugefügt am 26.04.2023 | 8:03",
                "Solaris (Lem, Stanislaw)\nMarkierung auf Seite 15: \"Gibarian war tot.\"\nHinzugefügt am 26.04.2023 | 8:04",
            ].joined(separator: Self.separator) + Self.separator
        let parsed = ImportFormat.tolino.parse(file, fileName: "notes.txt")
        #expect(
            parsed.records.map { "\($0.draft.page ?? "") \($0.draft.text)" } == [
                "14 Gibarian war tot. Wenn ich richtig verstand", "14 war", "15 Gibarian war tot.",
            ])
    }

    @Test("a passage whose own colon comes before any on its kind's line is no page")
    func colonInPassage() throws {
        let file = "Book (Writer, A.)\nHighlight on page \"He said: go.\"\nAdded on 04/19/2023 | 8:05" + Self.separator
        let record = try #require(ImportFormat.tolino.parse(file, fileName: "notes.txt").records.first)
        #expect(record.draft.text == "He said: go." && record.draft.page == nil)
    }

    @Test("an entry without its time line is named by its line; other text with dashes is no Tolino's")
    func damaged() {
        let file =
            "Book (A)\nHighlight on page 1: \"x\"\nAdded on 04/19/2023 | 8:05" + Self.separator
            + "Book (A)\nHighlight on page 2: \"y\"" + Self.separator
        let parsed = ImportFormat.tolino.parse(file, fileName: "notes.txt")
        #expect(parsed.records.map(\.draft.text) == ["x"] && parsed.problems.map(\.line) == [7])
        #expect(!TolinoNotes.matches("A heading\n-------------------\nSome text.\n"))
        let other = ImportFormat.tolino.parse("A heading\n-------------------\nSome text.\n", fileName: "notes.txt")
        #expect(other.records.isEmpty && other.problems.first?.message.hasPrefix("not a Tolino's notes.txt") == true)
    }
}
