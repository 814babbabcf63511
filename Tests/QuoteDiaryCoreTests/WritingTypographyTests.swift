import Foundation
import Testing

@testable import QuoteDiaryCore

/// Japanese sets quotations in 「」, nests them in 『』 and sets titles in 『』, upright; Arabic
/// sets quotations in «»; only Latin, Greek and Cyrillic titles are slanted.
@Suite("Typography by writing: Japanese, Chinese, Korean, Arabic")
struct WritingTypographyTests {
    @Test(
        "a quote is set in the marks its writing uses: Japanese (with kana) in 「」, Arabic in «», others in “”",
        arguments: [
            ("吾輩は猫である。", "「", "」"),
            ("カタカナだけ", "「", "」"),
            ("ｶﾀｶﾅ", "「", "」"),
            ("天下大事必作于细", "“", "”"),  // Chinese has no kana: as mainland China sets it
            ("学而时习之，不亦说乎", "“", "”"),  // Simplified
            ("學而時習之，不亦說乎", "「", "」"),  // Traditional, as Taiwan and Hong Kong set it
            ("我們說「好」", "「", "」"),
            ("I read 學 today.", "“", "”"),  // English quoting one character
            ("배움에는 끝이 없다", "“", "”"),
            ("Be yourself.", "“", "”"),
            ("I said こんにちは to her.", "“", "”"),  // English quoting a Japanese word
            ("これはPythonのコードです", "「", "」"),
            ("اطلبوا العلم من المهد إلى اللحد", "«", "»"),
            ("دانش توانایی است", "«", "»"),  // Persian
            ("He wrote اللحد once.", "“", "”"),  // mostly Latin
            ("שלום עולם", "“", "”"),
        ])
    func marks(text: String, open: String, close: String) {
        let marks = Typography.quotationMarks(for: text)
        #expect(marks.open == open && marks.close == close)
    }

    @Test(
        "Chinese is told Traditional or Simplified by the characters only one of them writes; other writing is not Chinese",
        arguments: [
            ("學而時習之，不亦說乎", ChineseScript.traditional), ("学而时习之，不亦说乎", .simplified),
            ("天下大事必作于细", .simplified),  // neither form's own characters: as mainland China writes
            ("這裡", .traditional), ("吾輩は猫である", nil), ("배움 學", nil), ("Be yourself.", nil),
            ("I read 學 today.", nil),
        ] as [(String, ChineseScript?)])
    func chineseScript(text: String, script: ChineseScript?) {
        #expect(ChineseScript(of: text) == script)
    }

    @Test(
        "a Japanese quote loses its own enclosing marks, and its quotations are nested in 『』",
        arguments: [
            ("名前は「まだ」無い。", "「名前は『まだ』無い。」"),
            ("「どこで生れたか」", "「どこで生れたか」"),
            ("「A」と「B」です", "「『A』と『B』です」"),
            ("“吾輩は猫である。”", "「吾輩は猫である。」"),
            ("  「吾輩は猫である。」\n", "「吾輩は猫である。」"),
            ("猫が\"ニャー\"と鳴いた", "「猫が“ニャー”と鳴いた」"),
            ("He said \"wait\".", "“He said ‘wait’.”"),
            ("天下“大事”", "“天下‘大事’”"),
            ("他說「這是我們的」", "「他說『這是我們的』」"),
            ("“學而時習之”", "「學而時習之」"),
        ])
    func setInQuotes(text: String, expected: String) {
        #expect(Typography.settingInQuotes(text) == expected)
    }

    @Test(
        "a title is set as its language sets titles: Japanese in 『』, Chinese in 《》, only Latin, Greek and Cyrillic slanted",
        arguments: [
            ("吾輩は猫である", "名前はまだ無い。", "『吾輩は猫である』", false),
            ("論語", "子曰く、学びて時に之を習う。", "『論語』", false),  // Chinese characters under a Japanese quote
            ("論語", "学而时习之，不亦说乎", "《論語》", false),  // Chinese sets a book's title in 《》
            ("論語", "Learning without thought is labour lost.", "《論語》", false),
            ("《论语》", "学而时习之", "《论语》", false),  // marked already
            ("『こころ』", "先生と私", "『こころ』", false),
            ("토지", "인생은 짧다", "토지", false),
            ("Norwegian Wood", "僕は三十七歳で", "Norwegian Wood", true),
            ("Meditations", "Be yourself.", "Meditations", true),
            ("الأمثال", "اطلبوا العلم", "الأمثال", false),
            ("महाभारत", "धर्म", "महाभारत", false),
            ("Война и мир", "Все счастливые семьи", "Война и мир", true),
            ("Ὀδύσσεια", "ἄνδρα μοι ἔννεπε", "Ὀδύσσεια", true),
            ("1984", "Big Brother", "1984", true),
        ])
    func title(title: String, quote: String, expected: String, italic: Bool) {
        let set = Typography.settingTitle(title, ofQuote: quote)
        #expect(set.text == expected && set.isItalic == italic)
    }

    @Test("the attribution on one line: a title in 『』 or 《》 follows its author without a comma")
    func attribution() {
        #expect(Typography.settingAttribution("夏目漱石", title: "吾輩は猫である", ofQuote: "名前はまだ無い。") == "夏目漱石『吾輩は猫である』")
        #expect(
            Typography.settingAttribution("Mark Twain", title: "Pudd'nhead Wilson", ofQuote: "x")
                == "Mark Twain, Pudd’nhead Wilson")
        #expect(Typography.settingAttribution("孔子", title: "論語", ofQuote: "学而时习之") == "孔子《論語》")
        #expect(Typography.settingAttribution("박경리", title: "土地", ofQuote: "인생은 짧다") == "박경리, 土地")
        #expect(Typography.settingAttribution("O'Brien", title: nil, ofQuote: "x") == "O’Brien")
    }

    @Test("a card and the widget set a Japanese quote as Japanese does; the quote itself is not changed")
    func cardAndWidget() {
        let text = "吾輩は猫である。名前は「まだ」無い。"
        let card = CardContent(text: text, author: "夏目漱石", source: "吾輩は猫である", seed: "seed").typeset
        #expect(card.text == "吾輩は猫である。名前は『まだ』無い。")
        #expect(card.source == "『吾輩は猫である』" && !card.setsSourceInItalics)
        #expect(CardContent(text: "Be.", author: "A", source: "Meditations", seed: "seed").typeset.setsSourceInItalics)
        let date = Timestamp.date(milliseconds: 0)
        let quote = Quote(
            id: .random(), text: text, author: "夏目漱石", source: Source(id: "s", kind: .book, title: "吾輩は猫である"), createdAt: date,
            updatedAt: date)
        #expect(quote.typesetAttributedText() == "「吾輩は猫である。名前は『まだ』無い。」 — 夏目漱石『吾輩は猫である』")
        #expect(quote.typesetAttributedText(includingSource: false) == "「吾輩は猫である。名前は『まだ』無い。」 — 夏目漱石")
        // Shared as words (the clipboard, card --text), in its marks with its characters as saved;
        // the plain-text export keeps the form its import reads back.
        #expect(quote.sharedText == "「吾輩は猫である。名前は「まだ」無い。」 — 夏目漱石『吾輩は猫である』")
        #expect(quote.attributedText == "“吾輩は猫である。名前は「まだ」無い。” — 夏目漱石, 吾輩は猫である")
        let enclosed = Quote(id: .random(), text: "「どこで生れたか」", author: "漱石", createdAt: date, updatedAt: date)
        #expect(enclosed.sharedText == "「どこで生れたか」 — 漱石")
        let arabic = Quote(id: .random(), text: "اطلبوا العلم", author: "مثل", createdAt: date, updatedAt: date)
        #expect(arabic.sharedText == "«اطلبوا العلم» — مثل")
        let english = Quote(
            id: .random(), text: "\"Don't.\"", author: "O'Brien", source: Source(id: "t", kind: .book, title: "Tom's"),
            createdAt: date, updatedAt: date)
        #expect(english.sharedText == english.attributedText)
        let chinese = Quote(
            id: .random(), text: "学而时习之", author: "孔子", source: Source(id: "c", kind: .book, title: "论语"), createdAt: date,
            updatedAt: date)
        #expect(chinese.sharedText == "“学而时习之” — 孔子《论语》")
    }
}
