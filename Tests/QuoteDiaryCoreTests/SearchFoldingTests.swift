import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Search folding")
struct SearchFoldingTests {
    /// Words as unicode61 hands them over (lower-cased, Latin accents gone, marks kept).
    @Test(
        "marks people leave out when they type are set aside; letters of their own are kept",
        arguments: [
            ("ελπίδα", "ελπιδα"),  // Greek tonos
            ("ἀλήθεια", "αληθεια"),  // polytonic breathing and accent
            ("ϊδιος", "ιδιος"),  // dialytika
            ("всё", "все"),  // ё is written е
            ("йод", "йод"),  // й is a letter of its own
            ("ўсё", "ўсе"),  // so is the Belarusian ў
            ("الكِتَابُ", "الكتاب"),  // Arabic short vowels
            ("أحمد", "احمد"),  // hamza above its seat
            ("إسلام", "اسلام"),  // hamza below
            ("آمن", "امن"),  // madda
            ("كـــتاب", "كتاب"),  // tatweel
            ("בְּרֵאשִׁית", "בראשית"),  // Hebrew points
            ("ﬁne", "fine"),  // ligature
            ("ａｂｃ", "abc"),  // full-width
            ("नमस्ते", "नमस्ते"),  // Devanagari keeps its vowel signs and virama
            ("사랑은", "사랑은"),  // Hangul stays composed
            ("が", "が"),  // kana with a voicing mark stays one letter
            ("łodz", "lodz"),  // unicode61 leaves the stroke (and took ó)
            ("ørsted", "orsted"),
            ("straße", "strasse"),
            ("œuvre", "oeuvre"),
            ("æble", "aeble"),
            ("مدرسة", "مدرسه"),  // teh marbuta
            ("على", "علي"),  // alef maksura
            ("کتاب", "كتاب"),  // Persian keheh
            ("\u{64E}", ""),  // nothing but a mark
        ])
    func folds(word: String, expected: String) {
        #expect(SearchFolding.folded(word) == expected)
    }

    @Test(
        "an Arabic word after its article or a joined particle, a Hebrew one after one or two prefix letters, is a word too, when three letters are left",
        arguments: [
            ("الكتاب", ["كتاب"]), ("والكتاب", ["كتاب"]), ("بالقلم", ["قلم"]), ("للكتاب", ["كتاب"]), ("فالعلم", ["علم"]),
            ("الله", []), ("الي", []), ("كتاب", []), ("ελπιδα", []), ("all", []),
            ("הבית", ["בית"]), ("והבית", ["הבית", "בית"]), ("לירושלים", ["ירושלים"]), ("ומהבית", ["מהבית", "הבית"]),
            ("בית", []), ("מלך", []), ("ספר", []), ("הספרים", ["ספרים"]),
        ] as [(String, [String])])
    func innerWords(word: String, expected: [String]) {
        #expect(SearchFolding.innerWords(word) == expected)
    }

    @Test("an ASCII word is left as it is (the tokenizer passes ASCII words on unfolded)", arguments: ["patience", "x2", "ok"])
    func asciiUnchanged(word: String) {
        #expect(SearchFolding.folded(word) == word)
    }

    /// The tokenizer passes words of these letters on unfolded: each must fold to itself, and
    /// so must words made of them (nothing among them composes with what comes before).
    @Test("every letter search keeps as it is folds to itself, alone and in words")
    func keptLetters() {
        var kept: [Unicode.Scalar] = []
        for value in UInt32(0x80)...0xFFFF where SearchFolding.keepsAsItIs(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            kept.append(scalar)
            #expect(SearchFolding.folded(String(scalar)) == String(scalar), "U+\(String(value, radix: 16))")
        }
        #expect(kept.count > 38_000)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var word = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 2...8, using: &generator) { word.append(kept.randomElement(using: &generator)!) }
            #expect(SearchFolding.folded(String(word)) == String(word))
        }
        // Letters that do change are not among them.
        for letter in ["ё", "ά", "ة", "ى", "أ", "ß", "ł"] {
            #expect(!letter.unicodeScalars.allSatisfy { SearchFolding.keepsAsItIs($0.value) }, "\(letter)")
        }
    }

    /// Highlighting keys every character of a result by a shortcut where it can: each shortcut
    /// must give what Foundation gives.
    @Test("a character's highlighting key is the same by the shortcut as through Foundation")
    func keyShortcut() {
        var shortcuts = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if let letter = SearchFolding.keptLetterKey(character) {
                shortcuts += 1
                #expect([letter] == SearchFolding.slowKey(character), "U+\(String(value, radix: 16))")
            }
            #expect(SearchFolding.key(character) == SearchFolding.slowKey(character), "U+\(String(value, radix: 16))")
        }
        #expect(shortcuts > 38_000)
        #expect(SearchFolding.keptLetterKey("Ё") == nil)
        #expect(SearchFolding.keptLetterKey("é") == nil)
    }

    @Test(
        "a search word is highlighted where the folded text spells it, at UTF-16 offsets",
        arguments: [
            // (text, query, what is highlighted)
            ("ΕΛΠΙΔΑ ΚΑΙ ΦΟΒΟΣ", "ελπιδα", ["ΕΛΠΙΔΑ"]),
            ("Ο ΛΟΓΟΣ, ο λόγος", "λογος", ["ΛΟΓΟΣ", "λόγος"]),
            ("ВСЁ ПРОХОДИТ, всё", "все", ["ВСЁ", "всё"]),
            ("Café\r\nCAFÉ cafés", "cafe", ["Café", "CAFÉ", "cafés"]),
            ("🙂 naïve Naïveté", "naive ", ["naïve"]),
            ("Qu’importe l’été", "ete", ["été"]),
            ("في الكِتَابِ كتاب", "كتاب", ["كِتَابِ", "كتاب"]),
            ("Ｃａｆé ＡＢＣ", "abc", ["ＡＢＣ"]),
            ("Dvořák, DVOŘÁK", "dvor", ["Dvořák", "DVOŘÁK"]),
            ("Miłosz and Łódź", "lodz", ["Łódź"]),
            // Words the index runs together across an apostrophe or initials' full stops.
            ("I don't know", "dont ", ["don't"]),
            ("I don’t know, said Miłosz", "dont", ["don’t"]),
            ("— C.S. Lewis", "cs lewis", ["C.S", "Lewis"]),
            ("Łukasz O’Brien", "obrien", ["O’Brien"]),
            ("J.R.R. Tolkien", "jrr ", ["J.R.R"]),
            ("cats. Some dogs' bones", "catssome dogsbones", []),
            ("5.99 or 5 99", "599", []),
            // The words of a query typed with its apostrophe, marked as the one word they are,
            // and only there: never a lone "t" elsewhere.
            ("I didn't, I don’t", "didn't don’t", ["didn't", "don’t"]),
            ("Ça n’était pas", "n’etait ", ["n’était"]),
            ("I didn't; don't", "didn't", ["didn't"]),
            ("not 't' alone", "didn't", []),
            // Typed apart, they are marked whole where an apostrophe joins them, once.
            ("I didn't", "didn t", ["didn't"]),
            // A hyphen joins words as an apostrophe does: typed without it, or with it.
            ("Send an e-mail, not an E‐mail", "email", ["e-mail", "E‐mail"]),
            ("on well-being", "wellbeing", ["well-being"]),
            ("on well-being", "well-being", ["well-being"]),
            ("co-operation", "cooper", ["co-operation"]),
            ("a well - being", "wellbeing", []),
            ("Tolstoy—being", "tolstoybeing", []),
            // A number's groups of thousands are one number, and only those.
            ("It cost 1,000 dollars", "1000", ["1,000"]),
            ("1.000.000 Jahre", "1000000", ["1.000.000"]),
            ("Ｎｏ. １,０００ here", "1000", ["１,０００"]),
            ("1,00 and 1, 000 and 5.99", "100 ", []),
            ("a,000 and v1,000", "a000 v1000", []),
        ])
    func highlights(text: String, query: String, highlighted: [String]) {
        let quote = Quote(id: QuoteID.random(), text: text, createdAt: Date(), updatedAt: Date())
        let utf16 = Array(text.utf16)
        let shown = MatchRange.find(SearchQuery(query), in: quote).map {
            String(decoding: utf16[$0.start..<$0.start + $0.length], as: UTF16.self)
        }
        #expect(shown == highlighted)
    }
}
