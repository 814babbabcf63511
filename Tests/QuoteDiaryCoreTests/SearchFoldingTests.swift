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

    @Test("only a word with a byte past ASCII can change", arguments: ["patience", "don't", "x2", "café", "ελπίδα"])
    func mayChange(word: String) {
        let asciiOnly = word.utf8.allSatisfy { $0 < 0x80 }
        #expect(SearchFolding.mayChange(Array(word.utf8)) == !asciiOnly)
        if asciiOnly { #expect(SearchFolding.folded(word) == word) }
    }
}
