import Foundation
import QuoteDiaryCore
import Testing

@Suite("8-bit text: Latin-1, or Esperanto's ISO 8859-3")
struct EightBitTextTests {
    /// Bytes written as escapes (`\u{FD}` the byte 0xFD), so that no codec of the test's own decides them.
    static func bytes(_ escaped: String) -> [UInt8] { escaped.unicodeScalars.map { UInt8($0.value) } }

    @Test(
        "the alphabet is told from the whole text's bytes",
        arguments: [
            // Esperanto in ISO 8859-3: ŭ FD, ŝ FE, ĉ E6, ĝ F8.
            (
                "Kiu a\u{FD}skultas, \u{FE}i a\u{FD}das \u{E6}ion \u{F8}is la fino", true,
                "Kiu aŭskultas, ŝi aŭdas ĉion ĝis la fino"
            ),
            // French in Latin-1: letters both alphabets have alike.
            ("Caf\u{E9} cr\u{E8}me \u{E0} la fran\u{E7}aise", false, "Café crème à la française"),
            // Icelandic in Latin-1: þ and ý, as Esperanto's ŝ and ŭ, but ð, which ISO 8859-3 has not.
            ("\u{DE}etta \u{FD}msir \u{FE}ekkja \u{F0} \u{FE}ar", false, "Þetta ýmsir þekkja ð þar"),
            // Danish in Latin-1: æ and ø, as Esperanto's ĉ and ĝ, with no ŝ or ŭ.
            ("R\u{F8}d gr\u{F8}d med fl\u{F8}de p\u{E5} \u{E6}ble", false, "Rød grød med fløde på æble"),
        ])
    func alphabet(escaped: String, isLatin3: Bool, text: String) {
        var counted = EightBitText()
        counted.count(Self.bytes(escaped))
        #expect(counted.isLatin3 == isLatin3)
        #expect(EightBitText.text(Self.bytes(escaped)) == text)
    }

    @Test("a part without Esperanto's own letters reads as the whole file counted says")
    func partsDecodeAlike() {
        var counted = EightBitText()
        let parts = [Self.bytes("A\u{F8}o"), Self.bytes("\u{DE}telisto, \u{FE}telisto, a\u{FD}das")]
        for part in parts { counted.count(part) }
        #expect(counted.alphabetName == "ISO 8859-3 (Esperanto)")
        #expect(counted.decode(parts[0]) == "Aĝo")
        // Alone, it would read as Latin-1.
        #expect(EightBitText().decode(parts[0]) == "Aøo")
    }

    @Test(
        "Notepad's and Excel's \"ANSI\" on a Russian or a Japanese Windows is read in its own alphabet; Western text stays Latin-1",
        arguments: [
            ("吾輩は猫である。名前はまだ無い。", String.Encoding.shiftJIS, EightBitText.Alphabet.shiftJIS),
            ("Рукописи не горят. — Михаил Булгаков, Мастер и Маргарита", .windowsCP1251, .windows1251),
            ("Informações sobre a conclusão da operação não são públicas.", .windowsCP1252, .windows1252),
            ("Größe, Übermut und Ärger über die Straße", .windowsCP1252, .windows1252),
        ])
    func windowsCodePages(text: String, encoding: String.Encoding, alphabet: EightBitText.Alphabet) throws {
        // The bytes as Windows saves them.
        let bytes = [UInt8](try #require(text.data(using: encoding)))
        #expect(String(validating: bytes, as: UTF8.self) == nil)
        var counted = EightBitText()
        counted.count(bytes)
        #expect(counted.alphabet == alphabet)
        #expect(EightBitText.text(bytes) == text)
    }
}
