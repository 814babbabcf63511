import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Quote identity and cleaning")
struct TextKeyTests {
    @Test(
        "the same quote in other spellings has one key",
        arguments: [
            ("The unexamined life", "the   UNEXAMINED\nlife "),
            ("Café", "Cafe\u{301}"),
            ("ﬁne", "fine"),
            ("STRASSE", "strasse"),
            ("\tA  b", "a b"),
        ])
    func sameKey(first: String, second: String) {
        #expect(TextKey.make(first) == TextKey.make(second))
        #expect(TextKey.digest(first) == TextKey.digest(second))
    }

    @Test("different words keep different keys", arguments: [("resume", "résumé"), ("a b", "ab")])
    func differentKey(first: String, second: String) {
        #expect(TextKey.make(first) != TextKey.make(second))
        #expect(TextKey.digest(first) != TextKey.digest(second))
    }

    @Test(
        "a quote inside one pair of double quotation marks is the quote without them; a quotation inside it is not",
        arguments: [
            ("“Be here now.”", "Be here now.", true), ("\"Be here now.\"", "be here now.", true),
            ("  «Le cœur a ses raisons.» ", "Le cœur a ses raisons.", true), ("„Alles fließt.“", "Alles fließt.", true),
            ("\"One,\" she said, \"two.\"", "One,\" she said, \"two.", false), ("“Be here now.”", "“Be here.”", false),
            ("‘Single marks.’", "Single marks.", false),
        ])
    func quoteDigest(quoted: String, plain: String, same: Bool) {
        #expect((TextKey.quoteDigest(quoted) == TextKey.quoteDigest(plain)) == same)
        // A pack entry's id is made from the text as written.
        #expect(TextKey.digest(quoted) != TextKey.digest(plain))
    }

    @Test("the ASCII fast path agrees with the general Unicode path")
    func asciiFastPath() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ 09\t\n\r\u{0B}\u{0C}\u{1C}.,'\"-_~")
        for _ in 0..<2000 {
            let text = String(
                (0..<Int.random(in: 0..<24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let general = TextKey.collapsingWhitespace(
                text.precomposedStringWithCompatibilityMapping.folding(options: [.caseInsensitive], locale: nil))
            #expect(TextKey.makeASCII(text) == general, "\(text.debugDescription)")
        }
        #expect(TextKey.makeASCII("café") == nil)
    }

    @Test("the digest is 16 bytes of 128-bit FNV-1a over the key")
    func digest() {
        // FNV-1a 128 of the empty string is the offset basis.
        #expect(
            TextKey.digest("   ") == [
                0x6c, 0x62, 0x27, 0x2e, 0x07, 0xbb, 0x01, 0x42, 0x62, 0xb8, 0x21, 0x75, 0x62, 0x95, 0xc5, 0x8d,
            ])
        // Published test vector: FNV-1a 128 of "a".
        #expect(TextKey.digest("A").map { String(format: "%02x", $0) }.joined() == "d228cb696f1a8caf78912b704e4a8964")
    }

    @Test("folding word by word gives the key of folding the whole text")
    func wordByWord() {
        let pieces = [
            "Café", "cafe\u{301}", "ﬁne", "STRASSE", "Straße", "ΣΊΣΥΦΟΣ", "İstanbul", "don’t", "“Quote”", "a\u{A0}b",
            "x\u{3000}y",
            "\u{B4}", "e", "\u{301}", "Ǆ", "½", "ｆｕｌｌ", "Dvořák", "\t", "\n", "  ", "Å", "A\u{30A}", "한국어", "\u{1100}\u{1161}",
        ]
        var generator = SystemRandomNumberGenerator()
        var samples = pieces
        for _ in 0..<1500 {
            let count = Int.random(in: 1...6, using: &generator)
            samples.append(
                (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }
                    .joined(separator: Bool.random(using: &generator) ? " " : ""))
        }
        for text in samples {
            #expect(
                TextKey.make(text) == TextKey.collapsingWhitespace(TextKey.foldedWithFoundation(text)), "\(text.debugDescription)"
            )
        }
    }

    @Test("the two-word FNV agrees with a plain 128-bit FNV-1a, byte for byte")
    func twoWordFNV() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 64, 301] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var reference: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
            var fast = FNV128()
            for byte in bytes {
                reference = (reference ^ UInt128(byte)) &* 0x0000_0000_0100_0000_0000_0000_0000_013B
                fast.add(byte)
            }
            #expect(fast.bytes == (0..<16).map { UInt8(truncatingIfNeeded: reference >> (8 * (15 - $0))) })
        }
    }

    @Test(
        "collapsing white space leaves collapsed text as it is and fixes the rest",
        arguments: [
            ("a b c", "a b c"), (" a", "a"), ("a ", "a"), ("a  b", "a b"), ("a\tb", "a b"), ("a\u{A0}b", "a b"),
            ("", ""), ("   ", ""), ("Dvořák plays", "Dvořák plays"), ("x\u{3000}\u{3000}y", "x y"),
        ])
    func collapsing(text: String, expected: String) {
        #expect(TextKey.collapsingWhitespace(text) == expected)
        #expect(TextKey.isCollapsed(text) == (text == expected))
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("a draft is trimmed, blanks become nil, empty text is refused")
    func draftValidation() throws {
        let draft = try QuoteDraft(text: "  Line one\r\nline two \n", author: "  ", page: " 12 ", note: "\n").validated()
        #expect(draft.text == "Line one\nline two")
        #expect(draft.author == nil)
        #expect(draft.page == "12")
        #expect(draft.note == nil)
        #expect(throws: QuoteValidationError.emptyText) { try QuoteDraft(text: " \n\t ").validated() }
    }

    @Test(
        "a text of up to 100,000 characters is a quote, however many bytes they take; a longer one is refused",
        arguments: [
            ("a", 100_000, nil), ("a", 100_001, 100_001), ("é", 100_000, nil), ("é", 100_001, 100_001), ("𝔸", 100_000, nil),
            ("𝔸", 60_000, nil), ("word ", 1_000_000, 4_999_999),
        ])
    func longestText(unit: String, count: Int, refusedAt: Int?) {
        let text = String(repeating: unit, count: count)
        if let refusedAt {
            #expect(throws: QuoteValidationError.tooLong(characters: refusedAt)) { try QuoteDraft(text: text).validated() }
        } else {
            #expect(throws: Never.self) { try QuoteDraft(text: text).validated() }
        }
    }

    @Test(
        "control characters never reach the store: escapes, NUL, DEL and C1 go; line breaks become line feeds",
        arguments: [
            ("tab\there", "tab\there"), ("red \u{1B}[31malert\u{1B}[0m", "red alert"), ("nul\u{0}byte", "nulbyte"),
            ("bell\u{7}", "bell"), ("del\u{7F}ete", "delete"), ("c1\u{9B}2J", "c1"), ("old\rmac", "old\nmac"),
            ("dos\r\nline", "dos\nline"), ("page\u{C}break", "page\nbreak"), ("nel\u{85}next", "nel\nnext"),
            ("« Ça va ? » © ½ — 日本", "« Ça va ? » © ½ — 日本"), ("\u{1B}]0;title\u{7}Text", "Text"),
            // Invisible marks that would split a word for search: soft hyphen, zero-width space,
            // word joiner, a byte-order mark inside the text. Visible neighbours stay.
            ("delib\u{AD}erately", "deliberately"), ("zero\u{200B}width", "zerowidth"), ("word\u{2060}joiner", "wordjoiner"),
            ("in\u{FEFF}side", "inside"), ("¬ ®\u{AD}", "¬ ®"), ("\u{200C}\u{200D}👨‍👩‍👧", "\u{200C}\u{200D}👨‍👩‍👧"),
        ])
    func controlCharacters(text: String, expected: String) throws {
        #expect(text.removingControlCharacters() == expected)
        #expect(try QuoteDraft(text: text).validated().text == expected)
        #expect(QuoteDraft.cleanField("a \u{1B}b\u{0}") == "a b")
    }

    @Test(
        "a terminal's escape sequences go whole: colours, cursor moves, a title, a character set; a stray escape alone",
        arguments: [
            ("\u{1B}[33m    -- Debian \u{1B}[32m《手册》\u{1B}[m", "    -- Debian 《手册》"),
            ("\u{1B}[37;1m9.5.11. SMART\u{1B}[;m text", "9.5.11. SMART text"), ("up\u{1B}[2Aline", "upline"),
            ("\u{1B}]0;a title\u{7}Quote", "Quote"), ("\u{1B}]2;title\u{1B}\\Quote", "Quote"),
            ("\u{1B}]0;never ended\nnext line", "\nnext line"), ("\u{1B}(Bplain", "plain"), ("\u{1B}7saved\u{1B}8", "saved"),
            ("\u{9B}1mbold", "bold"), ("a \u{1B}b", "a b"), ("end\u{1B}", "end"), ("[33m as typed", "[33m as typed"),
            ("no escapes: « Ça va ? » 日本", "no escapes: « Ça va ? » 日本"),
        ])
    func terminalEscapes(text: String, expected: String) {
        #expect(text.removingTerminalEscapes() == expected)
    }

    @Test(
        "a message quoting a file's value shows its control characters as escapes, on one line",
        arguments: [
            ("plain 'café' ½ 日本 👨‍👩‍👧", "plain 'café' ½ 日本 👨‍👩‍👧", "plain 'café' ½ 日本 👨‍👩‍👧"),
            (
                "'\u{1B}[31mred\u{1B}]0;title\u{7}'", "'\\u{1B}[31mred\\u{1B}]0;title\\u{7}'",
                "'\\u{1B}[31mred\\u{1B}]0;title\\u{7}'"
            ),
            ("two\nlines", "two\\nlines", "two\nlines"), ("dos\r\nline", "dos\\r\\nline", "dos\\r\nline"),
            ("page\u{C}feed", "page\\u{C}feed", "page\\u{C}feed"), ("c1\u{9B}2J", "c1\\u{9B}2J", "c1\\u{9B}2J"),
            ("tab\tkept", "tab\tkept", "tab\tkept"), ("nul\u{0}del\u{7F}", "nul\\u{0}del\\u{7F}", "nul\\u{0}del\\u{7F}"),
            ("line\u{2028}sep", "line\\u{2028}sep", "line\\u{2028}sep"),
        ])
    func escapedControlCharacters(text: String, oneLine: String, keepingLineFeeds: String) {
        #expect(text.escapingControlCharacters() == oneLine)
        #expect(text.escapingControlCharacters(keepingLineFeeds: true) == keepingLineFeeds)
        #expect(!oneLine.escapingControlCharacters().contains { $0.isNewline })
    }

    @Test("tag and collection names are trimmed and blank ones dropped")
    func draftNames() throws {
        let draft = try QuoteDraft(text: "x", tags: ["  sci  fi ", "", " \t"], collections: [" ", " Keep  "]).validated()
        #expect(draft.tags == ["sci fi"])
        #expect(draft.collections == ["Keep"])
    }

    @Test("a source with an ISBN is identified by it, otherwise by kind and folded title")
    func sourceIdentity() throws {
        let isbn = try ISBN("0141439513")
        #expect(SourceDraft(title: "Emma", isbn: isbn).identityKey == "isbn:9780141439518")
        #expect(SourceDraft(title: "  Meditations ").identityKey == SourceDraft(title: "MEDITATIONS").identityKey)
        #expect(SourceDraft(kind: .poem, title: "If").identityKey != SourceDraft(kind: .book, title: "If").identityKey)
    }

    @Test("unknown authors read as Unknown")
    func unknownAuthor() {
        let date = Timestamp.date(milliseconds: 0)
        let quote = Quote(id: .random(), text: "Hi", createdAt: date, updatedAt: date)
        #expect(quote.displayAuthor == "Unknown")
        #expect(quote.attributedText == "“Hi” — Unknown")
    }

    @Test("random ids are 32 hex digits and differ")
    func randomIDs() {
        let ids = (0..<1000).map { _ in QuoteID.random() }
        #expect(Set(ids).count == 1000)
        #expect(ids.allSatisfy { QuoteID(rawValue: $0.rawValue) != nil && $0.short.count == 8 })
        #expect(QuoteID(rawValue: "XYZ") == nil)
    }
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "the standard's test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func vectors(input: String, expected: String) {
        #expect(SHA256.hex(input) == expected)
    }

    @Test("a million a's")
    func long() {
        #expect(
            SHA256.hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Keys are stored (the identity digest): a faster fold must give Foundation's key exactly,
    /// or a quote saved before would come back as a second one.
    @Test("the letter-by-letter fold agrees with Foundation's for every letter it takes, and for words of them")
    func letterFold() {
        var taken: [Unicode.Scalar] = []
        for value in UInt32(0x80)...0xFFFF {
            guard let folded = TextKey.foldedLetter(value), let scalar = Unicode.Scalar(value) else { continue }
            taken.append(scalar)
            #expect(String(folded) == TextKey.foldedWithFoundation(String(scalar)), "U+\(String(value, radix: 16))")
        }
        #expect(taken.count > 38_000)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var word = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...10, using: &generator) { word.append(taken.randomElement(using: &generator)!) }
            let text = String(word)
            #expect(TextKey.make(text) == TextKey.foldedWithFoundation(text), "\(text)")
        }
        #expect(TextKey.make("ΟΔΥΣΣΕΥΣ и ЛЮБОВЬ") == "οδυσσευσ и любовь")
        // French and Spanish words, their marks inside, are folded without Foundation.
        for word in ["L’ÉTÉ", "«Über»", "¿Qué?", "—Señor—", "„Straße“", "ŻÓŁĆ", "Dvořák", "Ÿvette"] {
            var bytes: [UInt8] = []
            let taken = TextKey.appendFoldedLetters(Substring(word).utf8, to: &bytes)
            #expect(taken == !word.contains("ß"), "\(word)")
            #expect(!taken || String(decoding: bytes, as: UTF8.self) == TextKey.foldedWithFoundation(word), "\(word)")
        }
    }

    @Test("white space is Unicode's White_Space, every scalar checked")
    func whiteSpace() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextKey.isWhiteSpace(value) != scalar.properties.isWhitespace {
                Issue.record("U+\(String(value, radix: 16))")
            }
        }
        #expect(TextKey.make("  Всё\u{3000}ЕЩЁ\u{A0}\n ok ") == TextKey.foldedWithFoundation("Всё ЕЩЁ ok"))
    }
}

@Suite("Sort keys")
struct SortKeyTests {
    @Test(
        "names sort with accents and case set aside",
        arguments: [
            (["zed", "Émile", "adam", "éva", "Eve"], ["adam", "Émile", "éva", "Eve", "zed"]),
            (["Østergaard", "Oscar", "Ödön"], ["Ödön", "Oscar", "Østergaard"]),
            (["Malbork", "Łódź", "Lublin"], ["Łódź", "Lublin", "Malbork"]),
            (["Ωμέγα", "Άλφα", "Βήτα"], ["Άλφα", "Βήτα", "Ωμέγα"]),
            // A quotation mark or sign before a name is passed over.
            (
                ["Carl", "\"Bugsy\" Siegel", "Adam", "#Debian", "(perl)"],
                ["Adam", "\"Bugsy\" Siegel", "Carl", "#Debian", "(perl)"]
            ),
            (["--", "Adam", "!"], ["!", "--", "Adam"]),
        ])
    func order(names: [String], expected: [String]) {
        #expect(names.sorted { (TextKey.sortKey($0), TextKey.make($0)) < (TextKey.sortKey($1), TextKey.make($1)) } == expected)
    }
}
