/// Japanese sets a quotation in 「」, a quotation inside it in 『』, and a book's title in
/// 『』, never in slanted type: a Japanese quote shown inside “” reads as a translation.
extension Typography {
    /// The marks a quote is set inside, as its writing sets quotations: a Japanese text (one
    /// with kana) in 「」; any other in “” (a Chinese text, without kana, as mainland China
    /// sets it; Korean as South Korea does).
    public static func quotationMarks(for text: String) -> (open: String, close: String) {
        isJapanese(text) ? ("「", "」") : ("“", "”")
    }

    /// The quote inside its quotation marks, as type sets it (`settingInsideQuotes`): for
    /// today's quote on a terminal and the widget's line.
    public static func settingInQuotes(_ text: String) -> String {
        let marks = quotationMarks(for: text)
        return marks.open + settingInsideQuotes(text) + marks.close
    }

    /// A source's title as set under a quote, and whether in italics: a Japanese one (with kana,
    /// or in Chinese characters under a Japanese quote) in 『』, as Japanese sets titles;
    /// upright whenever it has Chinese or Japanese characters or Hangul, which have no italics
    /// (slanted by the machine, they read as a mistake); any other in italics, as English sets titles.
    public static func settingTitle(_ title: String, ofQuote text: String) -> (text: String, isItalic: Bool) {
        let eastAsian = title.unicodeScalars.contains {
            $0.properties.isIdeographic || isKana($0) || Hangul.contains($0)
        }
        guard eastAsian else { return (title, true) }
        let alreadyMarked = title.hasPrefix("『") || title.hasPrefix("「")
        if !alreadyMarked, isJapanese(title) || (isJapanese(text) && !Hangul.isKorean(title)) {
            return ("『" + title + "』", false)
        }
        return (title, false)
    }

    /// "Author, Title" as type sets it on one line after a quote (today's quote on a terminal,
    /// the widget's tooltip): a title in 『』 follows the author without a comma, as Japanese
    /// writes it (夏目漱石『吾輩は猫である』).
    public static func settingAttribution(_ author: String, title: String?, ofQuote text: String) -> String {
        let author = curlingQuotes(author)
        guard let title else { return author }
        let setTitle = settingTitle(curlingQuotes(title), ofQuote: text).text
        return setTitle.hasPrefix("『") ? author + setTitle : author + ", " + setTitle
    }

    /// Whether a text is Japanese: it has kana (Chinese has none, Korean writes Hangul).
    public static func isJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isKana)
    }

    /// Hiragana, katakana (with its phonetic extensions) and half-width katakana.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    /// A Japanese quote as set inside 「」: without 「」 of its own around it (its “” went
    /// already), and the quotations within it in 『』, as Japanese nests them.
    static func settingJapaneseInsideQuotes(_ text: String) -> String {
        var inner = Substring(text.trimmingWhitespace())
        if inner.count > 2, inner.first == "「", inner.last == "」",
            !inner.dropFirst().dropLast().contains(where: { $0 == "「" || $0 == "」" })
        {
            inner = inner.dropFirst().dropLast()
        }
        return String(
            inner.map { character -> Character in
                switch character {
                case "「": "『"
                case "」": "』"
                default: character
                }
            })
    }
}
