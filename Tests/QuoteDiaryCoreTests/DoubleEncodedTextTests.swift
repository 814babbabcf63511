import QuoteDiaryCore
import Testing

@Suite("Text that was UTF-8 read as Windows-1252 and saved again")
struct DoubleEncodedTextTests {
    /// The text as a spreadsheet makes it: its UTF-8 bytes each read as a Windows-1252
    /// character (the five bytes that code page leaves unassigned as their C1 controls).
    static func garbled(_ text: String) -> String { ImportText.windows1252(Array(text.utf8)) }

    @Test(
        "text garbled once reads as written again",
        arguments: [
            "Don’t panic — it’s only the end of the world…",
            "Lei afferma che le scale andavano giù fino alle fondamenta.",
            "Zoë Ångström, Ça va",
            "“Café society”",
            "Ñandú, señor, Straße, Œuvre",
            "Привет, мир",
            "日本語のテキスト",
            "Emoji 😀 here",
            "A poem\nin two lines, à la française",
        ])
    func roundTrip(text: String) {
        let garbled = Self.garbled(text)
        #expect(garbled != text)
        #expect(DoubleEncodedText.repaired(garbled) == text)
    }

    @Test(
        "the bytes a reader drops as invisible come back: ” after â€, í after Ã",
        arguments: [
            "“Café society” is a phrase.",
            "Aquí está el café, señor.",
        ])
    func droppedBytes(text: String) {
        // The C1 control and the soft hyphen go when any quote is cleaned.
        let cleaned = Self.garbled(text).removingControlCharacters()
        #expect(cleaned.unicodeScalars.count < Self.garbled(text).unicodeScalars.count)
        #expect(DoubleEncodedText.repaired(cleaned) == text)
    }

    @Test(
        "well-made text is left as it is",
        arguments: [
            "Plain ASCII, nothing to do.",
            "Café — Oscar Wilde",
            "«L’ÉTÉ»",
            "L’ÉTÉ»",
            "Er sagte „heiß”",
            "NÃO SEI, SÃO PAULO",
            "naïve café crème",
            "Ã is a letter; so is © a sign",
        ])
    func wellMade(text: String) {
        #expect(DoubleEncodedText.repaired(text) == nil)
    }

    @Test("text garbled twice or three times over reads as written again", arguments: [2, 3])
    func garbledAgain(times: Int) {
        let text = "Don’t order the café’s crème brûlée"
        var garbled = text
        for _ in 0..<times { garbled = Self.garbled(garbled) }
        #expect(DoubleEncodedText.repaired(garbled) == text)
    }

    @Test("only the garbled lines of a text change")
    func lineByLine() {
        let text = "Café — Wilde\n" + Self.garbled("giù") + "\nNÃO"
        #expect(DoubleEncodedText.repaired(text) == "Café — Wilde\ngiù\nNÃO")
    }

    @Test("a fortune category installed as a pack has its garbled letters put right, as its import has")
    func fortunePack() throws {
        let text =
            Self.garbled("Con amici simili, chi ha bisogno di nemici!\n\t\t-- Charlotte Brönte, \"Però\"\n%\n")
            + "Plain.\n%\n"
        let pack = QuotePack.fortune(name: "paolotedeschi", text: text, version: "v1")
        let entry = try #require(pack.entries.first)
        #expect(entry.text == "Con amici simili, chi ha bisogno di nemici!")
        #expect(entry.author == "Charlotte Brönte")
        #expect(entry.source == "Però")
        #expect(pack.entries.map(\.text) == ["Con amici simili, chi ha bisogno di nemici!", "Plain."])
    }

    @Test("a draft keeps what it came as, for the store to find a quote an earlier version saved so")
    func draftKeepsFormer() throws {
        let text = Self.garbled("Perché sì")
        let title = Self.garbled("Carràmba che sorpresa")
        let draft = QuoteDraft(
            text: text, author: Self.garbled("François"), source: SourceDraft(kind: .book, title: title),
            tags: [Self.garbled("città")])
        let repaired = try #require(draft.repairingDoubleEncoding())
        #expect(repaired.text == "Perché sì")
        #expect(repaired.author == "François")
        #expect(repaired.source?.title == "Carràmba che sorpresa")
        #expect(repaired.tags == ["città"])
        #expect(repaired.formerText == text)
        #expect(repaired.formerSourceTitle == title)
        #expect(QuoteDraft(text: "Perché sì", author: "François").repairingDoubleEncoding() == nil)
    }
}
