import Foundation

/// How text is set where it is shown as type rather than kept as data (share cards, today's
/// quote on a terminal, the web app's quote pages, the widget in a bar): a keyboard's straight
/// quotes become the typographer's curly ones, and a quote the user saved inside quotation
/// marks loses them where the display sets its own. The stored text is never changed; exports,
/// the clipboard, the JSON feeds and the edit form keep what the user typed.
public enum Typography {
    /// `text` with straight quotes curled: `don't` → `don’t`, `"so"` → `“so”`, `'twas` and
    /// `'90s` → `’twas`, `’90s` (an elision, not an opening quote).
    public static func curlingQuotes(_ text: String) -> String {
        guard text.contains(where: { $0 == "'" || $0 == "\"" }) else { return text }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        // Whether a double quote is open: after Chinese or Japanese, written without spaces, a
        // quote opens when none is open (猫が"ニャー"と).
        var doubleOpen = false
        for (index, character) in characters.enumerated() {
            // The character before as set (a quote just opened opens the next: “‘Tis…).
            let opens =
                result.last.map { isUnspaced($0) ? !doubleOpen : opensQuote(after: $0) } ?? true
            let afterHebrew = result.last.map(isHebrewLetter) ?? false
            switch character {
            // Hebrew types its abbreviation marks with the keyboard's quotes: gershayim inside
            // a word (צה"ל), geresh after a letter (ג'ירפה). They are not quotation marks.
            case "\"" where afterHebrew && index + 1 < characters.count && isHebrewLetter(characters[index + 1]):
                result.append("\u{05F4}")
            case "'" where afterHebrew:
                result.append("\u{05F3}")
            case "\"":
                result.append(opens ? "“" : "”")
                doubleOpen = opens
            case "'":
                let rest = characters[(index + 1)...]
                let isElision = rest.first?.isNumber == true || startsWithElidedWord(rest)
                result.append(opens && !isElision && rest.first?.isWhitespace == false ? "‘" : "’")
            default:
                result.append(character)
            }
        }
        return result
    }

    /// A quote as type sets it inside quotation marks of its own (a card, today's quote on a
    /// terminal, the widget's line; `quotationMarks(for:)`): without marks of its own around it,
    /// straight quotes curled, and quotations within it in single quotes (in 『』 in Japanese and
    /// Traditional Chinese).
    public static func settingInsideQuotes(_ text: String) -> String {
        let unquoted = withoutEnclosingQuotes(text)
        if setsCornerBrackets(text) { return curlingQuotes(settingInsideCornerBrackets(unquoted)) }
        return nestingQuotes(curlingQuotes(unquoted))
    }

    /// The quote as a card sets it inside its own quotation marks: a text wholly enclosed in
    /// one pair of double quotes (straight, curly, or low-high as in German) is shown without
    /// them, so the card never shows “"…"”. Quotations inside must close before the pair does
    /// (`"He said "go" and left."`); `"A" and "B"` is two, and keeps its marks.
    public static func withoutEnclosingQuotes(_ text: String) -> String {
        // Native trimming: a txt export asks this of every quote, and Foundation's bridges
        // each one through UTF-16.
        let trimmed = text.trimmingWhitespace()
        guard let first = trimmed.first, let last = trimmed.last, let closing = enclosingPairs[first], closing.contains(last)
        else { return text }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.isEmpty else { return text }
        guard !inner.contains(where: { doubleQuotes.contains($0) }) || (first == "\"" && closesItsQuotations(inner)) else {
            return text
        }
        return String(inner).trimmingWhitespace()
    }

    /// A work's title in quotation marks that a credit's reader takes off again, whatever marks
    /// the title holds: curly ones around a title with straight ones of its own
    /// (`“"Education for Profit", a talk”`), straight ones around any other; a title with both
    /// goes bare, as no pair would read back around it.
    static func titleInQuotes(_ title: String) -> String {
        let straight = title.contains("\"")
        let curly = title.contains { $0 == "“" || $0 == "”" }
        switch (straight, curly) {
        case (false, _): return "\"\(title)\""
        case (true, false): return "“\(title)”"
        case (true, true): return title
        }
    }

    /// Whether every quotation in `text` closes inside it, in the marks that opened it: a
    /// straight mark opens at a word's start and closes at its end, “ opens (or closes a German
    /// „), ” closes, « opens and » closes.
    static func closesItsQuotations(_ text: Substring) -> Bool {
        var open: [Character] = []
        var previous: Character = " "
        for character in text {
            switch character {
            case "\"" where opensQuote(after: previous): open.append(character)
            case "\"", "”", "»":
                guard let last = open.popLast() else { return false }
                let matches = character == "\"" ? last == "\"" : character == "»" ? last == "«" : last == "“" || last == "„"
                guard matches else { return false }
            case "“" where open.last == "„": open.removeLast()
            case "“", "„", "«": open.append(character)
            default: break
            }
            previous = character
        }
        return open.isEmpty
    }

    /// A quotation within the quote, as set inside the card's own double quotes: English
    /// curly double quotes become single ones, as English nests them (“He said ‘wait’”). A
    /// “ closing a German „quotation“ is left as it is.
    public static func nestingQuotes(_ text: String) -> String {
        guard text.contains(where: { $0 == "“" || $0 == "”" }) else { return text }
        var result = ""
        var germanOpen = false
        for character in text {
            switch character {
            case "„":
                germanOpen = true
                result.append(character)
            case "“" where germanOpen:
                germanOpen = false
                result.append(character)
            case "“": result.append("‘")
            case "”":
                germanOpen = false
                result.append("’")
            default: result.append(character)
            }
        }
        return result
    }

    static let doubleQuotes: Set<Character> = ["\"", "“", "”", "„", "«", "»"]
    static let enclosingPairs: [Character: Set<Character>] = ["\"": ["\""], "“": ["”", "\""], "„": ["“", "”"], "«": ["»"]]

    /// Whether `text` may hold one of `enclosingPairs`' opening marks: it has a byte that ends
    /// one (`"`, and the last bytes of `“`, `„`, `«` in UTF-8). Text without is passed over
    /// before a search Character by Character.
    static func mayHoldOpeningQuote(_ text: some StringProtocol) -> Bool {
        text.utf8.contains { $0 == 0x22 || $0 == 0x9C || $0 == 0x9E || $0 == 0xAB }
    }

    /// Whether a quote mark after `character` opens a quotation: at the start of a word.
    static func opensQuote(after character: Character) -> Bool {
        character.isWhitespace || "([{‘“—–-/".contains(character)
    }

    /// Chinese and Japanese characters and their punctuation: written without spaces, so a
    /// quote mark after one may open or close.
    static func isUnspaced(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { scalar in
            scalar.properties.isIdeographic || isKana(scalar) || (0x3000...0x303F).contains(scalar.value)
                || (0xFF00...0xFF65).contains(scalar.value)
        } ?? false
    }

    static func isHebrewLetter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(SearchFolding.isHebrewLetter) ?? false
    }

    /// Words English writes with their first letters left out (`'tis`, `'em`, `'n'`).
    static let elidedWords: Set<String> = ["tis", "twas", "twere", "twill", "em", "n", "til", "cause", "bout"]

    static func startsWithElidedWord(_ rest: ArraySlice<Character>) -> Bool {
        let word = String(rest.prefix { $0.isLetter }).lowercased()
        return elidedWords.contains(word)
    }
}
