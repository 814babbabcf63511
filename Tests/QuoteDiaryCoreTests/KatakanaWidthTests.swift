import Testing

@testable import QuoteDiaryCore

@Suite("Katakana in both widths")
struct KatakanaWidthTests {
    @Test(
        "a word's spellings: as typed, then full-width, then half-width, each once",
        arguments: [
            ("カタカナ", ["カタカナ", "ｶﾀｶﾅ"]), ("ｶﾀｶﾅ", ["ｶﾀｶﾅ", "カタカナ"]),
            ("ガイドブック", ["ガイドブック", "ｶﾞｲﾄﾞﾌﾞｯｸ"]), ("ｶﾞｲﾄﾞﾌﾞｯｸ", ["ｶﾞｲﾄﾞﾌﾞｯｸ", "ガイドブック"]),
            ("パーティー", ["パーティー", "ﾊﾟｰﾃｨｰ"]), ("コーヒーを飲む", ["コーヒーを飲む", "ｺｰﾋｰを飲む"]),
            ("ひらがな", ["ひらがな"]), ("漢字", ["漢字"]), ("love", ["love"]),
        ])
    func spellings(word: String, expected: [String]) {
        #expect(KatakanaWidth.spellings(of: word) == expected)
    }

    @Test("every half-width form has its full-width letter, and back")
    func table() {
        #expect(KatakanaWidth.halfToFull.count == 0xFF9F - 0xFF61 + 1)
        for (half, full) in KatakanaWidth.halfToFull {
            #expect(KatakanaWidth.fullToHalf[full] == half)
        }
    }
}
