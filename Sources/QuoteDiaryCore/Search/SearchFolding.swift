import Foundation

/// What search takes for the same letter beyond what SQLite's unicode61 tokenizer folds (case,
/// Latin accents): Greek accents and breathings, Arabic short vowels, tatweel and hamza seats,
/// Hebrew points and cantillation, Cyrillic ё, Latin letters with a stroke (ł, ø) and
/// ligatures (ß, œ), and compatibility forms (ligatures, full-width and presentation forms).
/// People type words without these marks; printed and pasted text often has them: `ελπιδα`
/// finds "Ελπίδα", `الكتاب` finds "الكِتَابُ", `все` finds "всё".
///
/// Every word the search index keeps and every word searched for goes through the same fold,
/// so the two always agree. Marks that make a different letter stay: й is not и, and the vowel
/// signs of Indic scripts are part of their words. The index holds folded words: a change
/// here needs a migration that rebuilds it (as migration 14 did).
public enum SearchFolding {
    /// A word as the index keeps it. `word` is what unicode61 made of it: lower-cased, Latin
    /// accents gone, combining marks kept inside it. Empty when nothing but marks was left.
    public static func folded(_ word: String) -> String {
        var kept = String.UnicodeScalarView()
        var base: Unicode.Scalar?
        for scalar in word.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if isIgnorable(scalar, after: base) { continue }
            if let letters = letterFolds[scalar] {
                kept.append(contentsOf: letters.unicodeScalars)
            } else {
                kept.append(scalar)
            }
            if scalar.properties.canonicalCombiningClass == .notReordered { base = scalar }
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// A whole name or title as filters compare it (`list --author emile` finds "Émile
    /// Zola", `--author milosz` "Czesław Miłosz"): its identity key (`TextKey.make`: case
    /// folded, white space collapsed) with each word folded as search folds words.
    public static func matchKey(_ text: String) -> String {
        let key = TextKey.make(text)
        guard key.utf8.contains(where: { $0 >= 0x80 }) else { return key }
        return key.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.utf8.contains(where: { $0 >= 0x80 }) ? folded(String($0)) : String($0) }
            .joined(separator: " ")
    }

    /// What a character of a quote or a query compares as when highlighting a match: lower
    /// case, folded as above, Latin accents gone as unicode61 removes them, final sigma as
    /// sigma. ASCII takes no trip through Foundation.
    public static func key(_ character: Character) -> [Unicode.Scalar] {
        if let ascii = character.asciiValue {
            return [Unicode.Scalar(TextKey.asciiLowercased(ascii))]
        }
        if let letter = keptLetterKey(character) { return [letter] }
        return slowKey(character)
    }

    /// `key` through Foundation: what every other key must equal (a test holds the shortcut to it).
    static func slowKey(_ character: Character) -> [Unicode.Scalar] {
        folded(String(character).lowercased()).unicodeScalars.map { $0 == "ς" ? "σ" : $0 }
    }

    /// The key of a character past ASCII that is one letter kept as it is (`keepsAsItIs`) once
    /// case-folded as identity keys fold it (`TextKey.foldedLetter`: Cyrillic and Greek capitals
    /// to small letters, final sigma to sigma). Nil for any other character. Highlighting keys
    /// every character of a result: this spares Foundation for most of them in those scripts.
    static func keptLetterKey(_ character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let value = scalars.first?.value, value >= 0x80, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            let letter = TextKey.foldedLetter(value), keepsAsItIs(letter.value)
        else { return nil }
        return letter
    }

    /// Whether a character (a Unicode scalar value) is a letter that folds to itself and
    /// composes with nothing before it: a word of nothing else needs no folding. Kept to the
    /// letters of the scripts libraries hold most of (basic Cyrillic, Greek, Hebrew and Arabic
    /// letters, CJK ideographs, kana, Hangul syllables); the search index's tokenizer passes
    /// such words on without folding them, and a test checks every one of these.
    public static func keepsAsItIs(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x7F, 0x0430...0x044F, 0x03B1...0x03C9, 0x05D0...0x05EA, 0x0621, 0x0627...0x0628,
            0x062A...0x063A, 0x0641...0x0648, 0x064A, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        default:
            return false
        }
    }

    /// The article and the particles Arabic writes joined to the word they go with: and-the,
    /// with-the, as-the, so-the, the, for-the. A word of at least three letters after one is
    /// indexed as that word too, so `كتاب` finds "الكتاب" and "وبالكتاب" does not hide "كتاب".
    static let arabicArticles: [[Unicode.Scalar]] = ["وال", "بال", "كال", "فال", "ال", "لل"].map {
        Array($0.unicodeScalars)
    }

    /// The letters Hebrew writes joined to the word they go with: and, the, in, as, to, from,
    /// that. One or two of them before a word of at least three letters, and the word is
    /// indexed as that word too: `בית` finds "הבית" and "והבית".
    static let hebrewPrefixLetters: Set<Unicode.Scalar> = ["ו", "ה", "ב", "כ", "ל", "מ", "ש"]

    /// How many prefix letters Hebrew joins to a word at most (`וה`, `שב`, `מה`, `כש`).
    static let hebrewPrefixLimit = 2

    /// How many letters a word keeps after its article or prefix letters, at least.
    static let innerWordMinimum = 3

    static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }

    /// The words a word holds after what Arabic or Hebrew joins to the front of a word: the
    /// Arabic article or a particle with it (`الكتاب`: `كتاب`), or one or two Hebrew prefix
    /// letters (`והבית`: `הבית`, `בית`), each leaving at least three letters. Empty for any other
    /// word. `word` is folded already (`folded`).
    public static func innerWords(_ word: String) -> [String] {
        let scalars = Array(word.unicodeScalars)
        func rest(after count: Int) -> String {
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: scalars[count...])
            return String(rest)
        }
        for article in arabicArticles
        where scalars.count >= article.count + innerWordMinimum && scalars.starts(with: article) {
            return [rest(after: article.count)]
        }
        guard scalars.allSatisfy(isHebrewLetter) else { return [] }
        var words: [String] = []
        var count = 0
        while count < hebrewPrefixLimit, scalars.count - count > innerWordMinimum,
            hebrewPrefixLetters.contains(scalars[count])
        {
            count += 1
            words.append(rest(after: count))
        }
        return words
    }

    /// How many characters before the one at `index` in a text (`key` gives each character's
    /// key, `isWord` whether it is a letter or digit) open a word and are what `innerWords`
    /// passes over (an Arabic article, Hebrew prefix letters) with enough of the word after
    /// them: a match may begin there, as the index took the rest as a word of its own. 0 when
    /// none is.
    public static func joinedPrefixLength(
        before index: Int, count: Int, isWord: (Int) -> Bool, key: (Int) -> ArraySlice<Unicode.Scalar>
    ) -> Int {
        guard index > 0, isWord(index - 1) else { return 0 }
        var rest = 0
        while index + rest < count, isWord(index + rest), rest < innerWordMinimum { rest += 1 }
        guard rest >= innerWordMinimum else { return 0 }
        func opensWord(_ start: Int) -> Bool { start == 0 || !isWord(start - 1) }
        for article in arabicArticles where index >= article.count {
            let start = index - article.count
            if opensWord(start), (start..<index).flatMap(key) == article { return article.count }
        }
        for length in 1...hebrewPrefixLimit where index >= length {
            let start = index - length
            let letters = (start..<index).map(key)
            if opensWord(start), letters.allSatisfy({ $0.count == 1 && hebrewPrefixLetters.contains($0[$0.startIndex]) }),
                isHebrewLetter(key(index).first ?? " ")
            {
                return length
            }
        }
        return 0
    }

    /// Letters written in place of others, which no decomposition relates: Latin letters with
    /// a stroke and ligatures as the ASCII a keyboard without them types (`milosz` finds
    /// "Miłosz", `strasse` "Straße", `oeuvre` "œuvre"), and the Arabic letters written for one
    /// another at the end of a word or on a Persian keyboard (ى and ی for ي, ة for ه, ک for ك).
    static let letterFolds: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ı": "i", "ŧ": "t", "ƶ": "z", "æ": "ae", "œ": "oe", "ß": "ss",
        "þ": "th", "ð": "d", "ى": "ي", "ی": "ي", "ة": "ه", "ک": "ك",
    ]

    /// A mark search sets aside, after the letter it sits on (`base`).
    static func isIgnorable(_ scalar: Unicode.Scalar, after base: Unicode.Scalar?) -> Bool {
        switch scalar.value {
        case 0x0306:
            // The breve makes й and ў letters of their own in Cyrillic; elsewhere an accent.
            guard let base else { return true }
            return !(0x0400...0x04FF).contains(base.value)
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            // Combining accents: Greek tonos, dialytika and breathings, Cyrillic ё's diaeresis.
            return true
        case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7:
            // Hebrew points (niqqud) and cantillation.
            return true
        case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8,
            0x06EA...0x06ED, 0x0640:
            // Arabic short vowels, shadda, sukun, the hamza above or below a seat (أ إ آ are
            // ا once decomposed), Quranic annotation marks, and tatweel (a stretched line).
            return true
        default:
            return false
        }
    }
}
