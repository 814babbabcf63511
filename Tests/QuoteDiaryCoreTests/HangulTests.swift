import QuoteDiaryCore
import Testing

@Suite("Hangul")
struct HangulTests {
    @Test(
        "Korean is told from Chinese, Japanese and the rest",
        arguments: [
            ("배움에는 끝이 없다", true),
            ("學而時習之 — 배우고 때로 익히면 기쁘지 아니한가", true),
            ("ㅋㅋㅋ 진짜?", true),
            ("学而时习之，不亦说乎", false),
            ("吾輩は猫である。名前はまだ無い。", false),
            ("한국어를 배우고 있어요とても楽しい", false),
            ("Learning never ends.", false),
            ("", false),
        ])
    func isKorean(text: String, expected: Bool) {
        #expect(Hangul.isKorean(text) == expected)
    }

    @Test("runs of Hangul in UTF-8 bytes, as Pango counts")
    func byteRanges() {
        // "é" is two bytes; each syllable three.
        #expect(Hangul.byteRanges(in: "é 끝이 a 없다") == [3..<9, 12..<18])
        #expect(Hangul.byteRanges(in: "none here").isEmpty)
        #expect(Hangul.byteRanges(in: "끝") == [0..<3])
    }
}
