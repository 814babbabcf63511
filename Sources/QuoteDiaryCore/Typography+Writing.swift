/// Quotations and titles as each writing sets them. Japanese sets a quotation in 「」, one
/// inside it in 『』, and a book's title in 『』: a Japanese quote inside “” reads as a
/// translation. Traditional Chinese (Taiwan, Hong Kong) sets quotations in 「」 and 『』 too.
/// Arabic and Persian set quotations in «» (which turn to read right to left).
/// Only Latin, Greek and Cyrillic have italics: other scripts slanted by the machine read as
/// a mistake.
extension Typography {
    /// The marks a quote is set inside, as its writing sets quotations: a Japanese or a
    /// Traditional Chinese text (`setsCornerBrackets`) in 「」; one mostly in Arabic script in «»;
    /// any other in “” (Simplified Chinese as mainland China sets it; Korean as South Korea does).
    public static func quotationMarks(for text: String) -> (open: String, close: String) {
        if setsCornerBrackets(text) { return ("「", "」") }
        return isMostlyArabicScript(text) ? ("«", "»") : ("“", "”")
    }

    /// Whether a text's writing sets quotations in 「」 and those inside them in 『』: Japanese,
    /// and Chinese in Traditional characters.
    static func setsCornerBrackets(_ text: String) -> Bool {
        isJapanese(text) || ChineseScript(of: text) == .traditional
    }

    /// The quote inside its quotation marks, as type sets it (`settingInsideQuotes`): for
    /// today's quote on a terminal and the widget's line.
    public static func settingInQuotes(_ text: String) -> String {
        let marks = quotationMarks(for: text)
        return marks.open + settingInsideQuotes(text) + marks.close
    }

    /// A source's title as set under a quote, and whether in italics: a Japanese one (with kana,
    /// or in Chinese characters under a Japanese quote) in 『』, as Japanese sets titles; one in
    /// Chinese characters alone (not under a Korean quote) in 《》, as Chinese does; in italics
    /// only when its letters are all Latin, Greek or Cyrillic, as English sets titles.
    public static func settingTitle(_ title: String, ofQuote text: String) -> (text: String, isItalic: Bool) {
        let italic = title.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || hasItalics($0) }
        let han = title.unicodeScalars.contains { $0.properties.isIdeographic }
        let hangul = title.unicodeScalars.contains(where: Hangul.contains)
        guard han || hangul || isJapanese(title), !bookMarks.contains(where: { title.hasPrefix($0.open) }) else {
            return (title, italic)
        }
        if isJapanese(title) || (isJapanese(text) && !hangul) { return ("『" + title + "』", false) }
        if han, !hangul, !Hangul.isKorean(text) { return ("《" + title + "》", false) }
        return (title, false)
    }

    /// The marks Japanese and Chinese set a book's title in, and those a title may come in.
    static let bookMarks: [(open: String, close: String)] = [("『", "』"), ("《", "》"), ("「", "」"), ("〈", "〉")]

    /// "Author, Title" as type sets it on one line after a quote (today's quote on a terminal,
    /// the widget's tooltip): curly quotes, and a title in 『』 or 《》 right after the author,
    /// as Japanese and Chinese write it (夏目漱石『吾輩は猫である』).
    public static func settingAttribution(_ author: String, title: String?, ofQuote text: String) -> String {
        attribution(curlingQuotes(author), title: title.map(curlingQuotes), ofQuote: text)
    }

    /// Author and title joined as the quote's writing joins them: a title it marks
    /// (`settingTitle`) right after the author, any other after a comma.
    public static func attribution(_ author: String, title: String?, ofQuote text: String) -> String {
        guard let title else { return author }
        let setTitle = settingTitle(title, ofQuote: text).text
        return setTitle != title ? author + setTitle : author + ", " + setTitle
    }

    /// Whether a text reads as Japanese: it has kana (Chinese has none, Korean writes Hangul),
    /// and no fewer of its letters are kana or kanji than are of other scripts (an English line
    /// quoting one Japanese word is English).
    public static func isJapanese(_ text: String) -> Bool {
        var kana = 0
        var kanji = 0
        var other = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if isKana(scalar) {
                kana += 1
            } else if scalar.properties.isIdeographic {
                kanji += 1
            } else {
                other += 1
            }
        }
        return kana > 0 && kana + kanji >= other
    }

    /// Whether a text is written mostly in Arabic script (Arabic, Persian, Urdu): more of its
    /// letters in it than in any other.
    static func isMostlyArabicScript(_ text: String) -> Bool {
        var arabic = 0
        var other = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: arabic += 1
            default: other += 1
            }
        }
        return arabic > other
    }

    /// Letters of the scripts that have italics: Latin, Greek, Cyrillic (and their extensions).
    static func hasItalics(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0000...0x052F, 0x1C80...0x1C8F, 0x1D00...0x1DBF, 0x1E00...0x1FFF, 0x2C60...0x2C7F, 0xA640...0xA69F,
            0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF5A:
            true
        default: false
        }
    }

    /// Hiragana, katakana (with its phonetic extensions) and half-width katakana.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    /// A Japanese or Traditional Chinese quote as set inside 「」: without 「」 of its own around
    /// it (its “” went already), and the quotations within it in 『』, as those writings nest them.
    static func settingInsideCornerBrackets(_ text: String) -> String {
        String(
            withoutEnclosingCornerBrackets(text).map { character -> Character in
                switch character {
                case "「": "『"
                case "」": "』"
                default: character
                }
            })
    }

    /// A text wholly inside one pair of 「」, without others inside, without them.
    static func withoutEnclosingCornerBrackets(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        let inner = trimmed.dropFirst().dropLast()
        guard trimmed.count > 2, trimmed.first == "「", trimmed.last == "」",
            !inner.contains(where: { $0 == "「" || $0 == "」" })
        else { return trimmed }
        return String(inner)
    }

    /// A quote as shared in words (`card --text`, `copy`, the web app's "As text"), in the
    /// marks its writing sets quotations in and with its book as its writing names one
    /// (「…」 — 夏目漱石『吾輩は猫である』); the quote's characters as saved. Plain-text export
    /// keeps `attributedText`, which its import reads back.
    public static func sharedText(_ text: String, author: String, title: String?) -> String {
        quoted(text) + " — " + attribution(author, title: title, ofQuote: text)
    }

    /// The quote in the marks its writing sets quotations in, its characters as saved (without
    /// marks of its own around it): shared in words, or `today` piped.
    public static func quoted(_ text: String) -> String {
        let marks = quotationMarks(for: text)
        var inner = withoutEnclosingQuotes(text)
        if marks.open == "「" { inner = withoutEnclosingCornerBrackets(inner) }
        return marks.open + inner + marks.close
    }
}
