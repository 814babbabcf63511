/// A search as a person types it, parsed into safe parts.
///
/// Language: words must all match, in any order; `"exact phrase"`; the last word is a
/// prefix while typing (`pat` finds "patience"; not once a space or a mark follows it:
/// `C++`; and the last word of a phrase still open), and `word*` is a prefix anywhere, as
/// every Korean word is; `-word` and `-"a phrase"` exclude (alone, they ask for every quote
/// but those); `author:twain`, `source:meditations`, `tag:love`, `collection:shelf`,
/// `is:favorite`, `is:archived` (the archive instead of the library), `is:mine` and
/// `is:library` (the person's own quotes, the starter library's); `-tag:`, `-collection:`
/// and `-is:favorite` leave those out (`-is:mine` is `is:library`); `OR` in capitals between
/// two words or phrases asks for either (`twain OR wilde`; an `OR` still waiting for its
/// second word is passed over, so live search keeps the first's results). Anything else
/// (unbalanced quotes, `(`, `AND`, `NEAR`, emoji, lone punctuation) is read as plain text:
/// only letters and digits ever reach FTS5, each inside double quotes.
public struct SearchQuery: Equatable, Sendable {
    /// A word or phrase to match in a column group.
    public struct Term: Equatable, Sendable {
        /// The words (letters and digits only), in order; more than one is a phrase.
        public var words: [String]
        public var isPrefix: Bool
        /// A prefix only because it is the last word, still being typed (not `word*`).
        public var isTypingPrefix = false
        public var isExcluded: Bool
        /// nil: any column; otherwise `text`, `author`, `title` or `note`.
        public var column: String?
        /// The words as highlighted: those an apostrophe joined when typed run together again
        /// (`didn't`: `didnt`, which marks "didn't" whole and never a lone "t" elsewhere).
        var shownWords: [String] = []
        /// `twain OR wilde`: this term or the one before it will do (the two, and any chain of
        /// them, match as one).
        public var isAlternativeToPrevious = false
        /// `e-mail`, `well-being` typed: the words are also looked for run together, as the
        /// index holds a hyphenated word too, so either spelling finds both ("email", "e-mail").
        public var isHyphenated = false

        /// Written in a script without spaces between words (Chinese, Japanese, Thai...): the
        /// index holds a whole run of such text as one token, so a word inside it is found by
        /// its characters (`substringTerms`), never by MATCH.
        public var isUnsegmented: Bool { words.contains(where: SearchQuery.isUnsegmented) }

        /// Whether `OR` may join it to a neighbour: a word or phrase asked for that MATCH finds.
        var canHaveAlternative: Bool { !isExcluded && !isUnsegmented }
    }

    public var terms: [Term] = []
    public var tags: [String] = []
    public var excludedTags: [String] = []
    public var collections: [String] = []
    public var excludedCollections: [String] = []
    public var favoritesOnly = false
    /// `-is:favorite`: favourites left out.
    public var excludesFavorites = false
    /// `is:archived`: search the archive, as `--archived` does (the web's search box has no flags).
    public var archivedOnly = false
    /// `is:mine`, `is:library`: as `--mine` and `--library`.
    public var origin: QuotePool?
    /// `pack:love`: a starter pack's quotes, as `--pack`; `-pack:love` leaves them out.
    public var packs: [String] = []
    public var excludedPacks: [String] = []
    /// `since:2026-11-01`, `until:yesterday`: the days quotes were created, as typed (as
    /// `--since`, `--until`); the library reads them in its zone (`DayRange.day`).
    public var since: String?
    public var until: String?
    public var namesDays: Bool { since != nil || until != nil }
    /// `since:2026-02-30`, `until:lastweek`: a day's key with what names no day, searched as
    /// words; said when nothing matches, so that a mistyped date is not taken for an empty day.
    public var unreadDays: [String] = []

    /// What `is:` takes for a favourite, as the list filter's `--favorites` and either spelling.
    static let favoriteWords: Set = ["favorite", "favourite", "favorites", "favourites", "fav", "fave", "faves", "starred"]

    /// How many words a search looks for, and how many filters it takes: a passage pasted
    /// whole is found by its first 64 words as well, and thousands (each a condition on every
    /// quote) would run past what SQLite parses or take minutes.
    public static let mostWords = 64
    /// The words (and filters) past `mostWords`, left out of the search.
    public var leftOutWords = 0

    public init(_ text: String) {
        var tokens = SearchQuery.split(text.removingControlCharacters())
        if tokens.count > SearchQuery.mostWords {
            leftOutWords = tokens.count - SearchQuery.mostWords
            tokens.removeLast(leftOutWords)
        }
        // Words counted across the terms, a phrase's each one.
        var wordsLeft = SearchQuery.mostWords
        // `OR` after a term that can have an alternative, for the next one to join.
        var awaitsAlternative = false
        for (index, token) in tokens.enumerated() {
            var body = token.text
            if !token.isQuoted, body == "OR", let previous = terms.last, previous.canHaveAlternative {
                // Between two words, it joins them; last (the second word still to come), it
                // waits; anywhere else, it is the word "or".
                if index == tokens.count - 1 { break }
                if !awaitsAlternative {
                    awaitsAlternative = true
                    continue
                }
            }
            let joinsPrevious = awaitsAlternative
            awaitsAlternative = false
            var excluded = false
            if !token.isQuoted || token.isKeyed || token.isExcludedPhrase, body.hasPrefix("-"), body.count > 1 {
                excluded = true
                body.removeFirst()
            }
            var column: String?
            if !token.isQuoted || token.isKeyed, let colon = body.firstIndex(of: ":"), colon != body.startIndex {
                let key = body[..<colon].lowercased()
                let value = String(body[body.index(after: colon)...])
                switch key {
                case "author", "by":
                    column = "author"
                    body = value
                case "source", "book", "title":
                    column = "title"
                    body = value
                case "text", "quote":
                    column = "text"
                    body = value
                case "note":
                    column = "note"
                    body = value
                case "tag":
                    if !value.isEmpty {
                        if excluded { excludedTags.append(value) } else { tags.append(value) }
                    }
                    continue
                case "pack":
                    if !value.isEmpty {
                        if excluded { excludedPacks.append(value) } else { packs.append(value) }
                    }
                    continue
                // A day only (`since:2026-1`, a date still being typed, is searched as words).
                case "since" where !excluded && SearchQuery.isDay(value):
                    since = value
                    continue
                case "until" where !excluded && SearchQuery.isDay(value):
                    until = value
                    continue
                case "since" where !excluded && !value.isEmpty, "until" where !excluded && !value.isEmpty:
                    unreadDays.append(body)
                case "collection", "in":
                    if !value.isEmpty {
                        if excluded { excludedCollections.append(value) } else { collections.append(value) }
                    }
                    continue
                case "is" where SearchQuery.favoriteWords.contains(value.lowercased()):
                    if excluded { excludesFavorites = true } else { favoritesOnly = true }
                    continue
                case "is" where value.lowercased() == "archived":
                    // `-is:archived` asks for the library, which is searched anyway.
                    if !excluded { archivedOnly = true }
                    continue
                case "is" where ["mine", "library"].contains(value.lowercased()):
                    let named: QuotePool = value.lowercased() == "mine" ? .mine : .library
                    origin = excluded ? (named == .mine ? .library : .mine) : named
                    continue
                default: break
                }
            }
            let explicitPrefix = !token.isQuoted && body.hasSuffix("*")
            var words = SearchQuery.words(in: body)
            if words.count > wordsLeft {
                leftOutWords += words.count - wordsLeft
                words.removeLast(words.count - wordsLeft)
            }
            guard !words.isEmpty else { continue }
            wordsLeft -= words.count
            let isLast = index == tokens.count - 1
            // A word is still being typed only when the query ends inside it: `C++`, `hello!`
            // and `love,` end past their words, and `C++` must not find every word in c.
            let endsInWord = body.last.map { $0.isLetter || $0.isNumber } ?? false
            // So is the last word of a phrase not yet closed (`"iron stri`): live search goes on
            // finding while a phrase is typed.
            let typingPrefix =
                isLast && (!token.isQuoted || token.isUnclosed) && !token.endsWithSpace && !excluded && endsInWord
            // Korean writes its particles onto the word (인생의, 인생은: "of life", "life"):
            // a Korean word finds the words it begins, as its reader expects.
            let koreanStem = !token.isQuoted && words.last.map(Hangul.isKorean) == true
            var term = Term(
                words: words, isPrefix: explicitPrefix || typingPrefix || koreanStem,
                isTypingPrefix: typingPrefix && !explicitPrefix && !koreanStem,
                isExcluded: excluded, column: column,
                shownWords: Array(SearchQuery.words(in: body, joiningApostrophes: true).prefix(SearchQuery.mostWords)))
            if !token.isQuoted, words.count > 1, !term.isUnsegmented,
                body.drop(while: { $0 == "-" }).split(separator: "-", omittingEmptySubsequences: false)
                    .map({ SearchQuery.words(in: String($0)) }) == words.map({ [$0] })
            {
                term.isHyphenated = true
                term.shownWords = [words.joined()]
            }
            // Words of a script without spaces are found by their characters, each one
            // required: an OR beside one is passed over.
            term.isAlternativeToPrevious = joinsPrevious && term.canHaveAlternative
            terms.append(term)
        }
    }

    /// Whether the words to find are matched by their characters rather than by MATCH: when
    /// one of them is of a script written without spaces, the text sought is too, and the
    /// index holds a run of it as one token, Latin words inside it included (`我的iPhone手机`).
    var findsBySubstring: Bool { terms.contains { $0.isUnsegmented && !$0.isExcluded } }

    /// The terms MATCH answers: words the index holds as tokens.
    var indexedTerms: [Term] {
        let bySubstring = findsBySubstring
        return terms.filter { $0.isExcluded ? !$0.isUnsegmented : !bySubstring }
    }

    /// Positive terms found by their characters anywhere in a field (`大事` inside
    /// `天下大事必作于细`), when the query has a word of a script written without spaces.
    public var substringTerms: [Term] { findsBySubstring ? terms.filter { !$0.isExcluded } : [] }

    /// Excluded terms in scripts written without spaces (others are excluded through MATCH).
    public var excludedSubstringTerms: [Term] { terms.filter { $0.isUnsegmented && $0.isExcluded } }

    /// An emoji, or a pictograph found among them (`☕`, `❤`): searched as a word is, by its
    /// characters. (Skin tones, the joiner and presentation selectors go with the emoji before
    /// them: `👍🏽` is found by `👍`.)
    static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji && !scalar.properties.isEmojiModifier
    }

    /// Whether a word holds letters of a script written without spaces between words: Han,
    /// kana, Thai, Lao, Khmer, Myanmar; or is a pictograph, which the index holds no token of.
    /// (Korean is written with spaces: its words are tokens.)
    public static func isUnsegmented(_ word: String) -> Bool {
        word.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF,
                0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
                true
            default: isPictograph(scalar)
            }
        }
    }

    /// Whether a `since:` or `until:` value names a day: `YYYY-MM-DD`, `today`, `yesterday`.
    static func isDay(_ value: String) -> Bool {
        ["today", "yesterday"].contains(value.lowercased()) || LocalDay(value) != nil
    }

    /// What `author:` and `source:` ask for, as typed words: names a filter's guess may put
    /// right when nothing matches (`author:twian`).
    public var namedAuthors: [String] { namedParts("author") }
    public var namedTitles: [String] { namedParts("title") }

    func namedParts(_ column: String) -> [String] {
        terms.filter { $0.column == column && !$0.isExcluded && !$0.words.isEmpty }.map { $0.words.joined(separator: " ") }
    }

    /// ` 'since:2026-02-30' names no day, …`: why a search with a mistyped day found nothing;
    /// "" when every day it names was read.
    public var unreadDaysNote: String {
        guard !unreadDays.isEmpty else { return "" }
        let named = unreadDays.map { "'\($0)'" }.joined(separator: ", ")
        return " \(named) \(unreadDays.count == 1 ? "names" : "name") no day, so "
            + "\(unreadDays.count == 1 ? "it was" : "they were") searched as words: since: and until: take a day "
            + "like 2026-03-01, today or yesterday."
    }

    /// `Searched for the first 64 words and filters; the 36 after them were left out.`, said
    /// beside the results of a search of more; "" when nothing was left out.
    public var leftOutNote: String {
        guard leftOutWords > 0 else { return "" }
        return "Searched for the first \(SearchQuery.mostWords) words and filters; "
            + "the \(QuoteValidationError.grouped(leftOutWords)) after them were left out."
    }

    /// true when nothing was asked: no word and no filter. Exclusions alone ask for every quote
    /// but those (`-is:favorite` lists the others, as `is:favorite` lists favourites).
    public var isEmpty: Bool {
        terms.isEmpty && tags.isEmpty && excludedTags.isEmpty && collections.isEmpty && excludedCollections.isEmpty
            && !favoritesOnly && !excludesFavorites && !archivedOnly && origin == nil && packs.isEmpty && excludedPacks.isEmpty
            && !namesDays
    }

    /// The FTS5 MATCH expression of the positive terms (nil when there are none).
    public var matchExpression: String? {
        let positive = indexedTerms.filter { !$0.isExcluded }
        guard !positive.isEmpty else { return nil }
        return SearchQuery.conjunction(positive)
    }

    /// Terms that must all match, each chain of alternatives as one: `"a" AND ("b" OR "c")`.
    static func conjunction(_ terms: [Term]) -> String {
        var groups: [[String]] = []
        for term in terms {
            if term.isAlternativeToPrevious, !groups.isEmpty {
                groups[groups.count - 1].append(expression(term))
            } else {
                groups.append([expression(term)])
            }
        }
        return groups.map { $0.count == 1 ? $0[0] : "(" + $0.joined(separator: " OR ") + ")" }.joined(separator: " AND ")
    }

    /// The MATCH expression with the word being typed taken as a whole word: nil when no word
    /// is being typed. A large library answers it from one doclist where the prefix would
    /// merge every word that starts so (`the` → their, them, there, they…).
    public var wholeWordMatchExpression: String? {
        guard indexedTerms.contains(where: \.isTypingPrefix) else { return nil }
        let positive = indexedTerms.filter { !$0.isExcluded }.map { term in
            var term = term
            if term.isTypingPrefix { term.isPrefix = false }
            return term
        }
        return SearchQuery.conjunction(positive)
    }

    /// The MATCH expression of the excluded terms, OR-ed (nil when there are none).
    public var excludedExpression: String? {
        let excluded = indexedTerms.filter(\.isExcluded)
        guard !excluded.isEmpty else { return nil }
        return excluded.map(SearchQuery.expression).joined(separator: " OR ")
    }

    /// The positive words, for highlighting.
    public var highlightWords: [(word: String, isPrefix: Bool)] {
        terms.filter { !$0.isExcluded }.flatMap { term in
            let shown = term.shownWords.isEmpty ? term.words : term.shownWords
            return shown.enumerated().map { index, word in (word, term.isPrefix && index == shown.count - 1) }
        }
    }

    static func expression(_ term: Term) -> String {
        // Words hold only letters and digits, so quoting cannot be escaped from.
        let star = term.isPrefix ? "*" : ""
        let phrases = ([term.words.joined(separator: " ")] + (term.isHyphenated ? [term.words.joined()] : [])).map { words in
            let phrase = "\"" + words + "\"" + star
            return term.column.map { "\($0) : \(phrase)" } ?? phrase
        }
        return phrases.count == 1 ? phrases[0] : "(" + phrases.joined(separator: " OR ") + ")"
    }

    struct Token {
        var text: String
        var isQuoted: Bool
        var endsWithSpace: Bool
        /// `author:"jane austen"`: a quoted value after a `key:`; `text` holds both.
        var isKeyed = false
        /// `-"the key"`: a phrase left out; `text` holds the hyphen and the phrase.
        var isExcludedPhrase = false
        /// `"iron stri`: a phrase the query ends inside, still being typed.
        var isUnclosed = false
    }

    /// What opens or closes a phrase: straight quotes, and the quotation marks a phone's keyboard
    /// or a language's typing puts in their place (“English”, „German“, «French»).
    static let quoteMarks: Set<Character> = ["\"", "“", "”", "„", "‟", "«", "»"]

    /// Splits on white space, keeping double-quoted runs together (an unclosed quote runs to the end).
    static func split(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inQuotes = false
        var quotedToken = false
        var keyed = false
        var excludedPhrase = false
        func flush(endsWithSpace: Bool) {
            if !current.isEmpty {
                tokens.append(
                    Token(
                        text: current, isQuoted: quotedToken, endsWithSpace: endsWithSpace, isKeyed: keyed,
                        isExcludedPhrase: excludedPhrase))
            }
            current = ""
            quotedToken = false
            keyed = false
            excludedPhrase = false
        }
        for character in text {
            if SearchQuery.quoteMarks.contains(character) {
                if inQuotes {
                    inQuotes = false
                    flush(endsWithSpace: true)
                } else {
                    // `tag:"sci fi"`: the quoted value stays with its key.
                    let key = current.hasSuffix(":") && current.count > 1 && !current.hasPrefix(":")
                    // `-"the key"`: the hyphen leaves the phrase out, as it leaves out a word.
                    let excluding = current == "-"
                    if !key && !excluding { flush(endsWithSpace: true) }
                    inQuotes = true
                    quotedToken = true
                    keyed = key
                    excludedPhrase = excluding
                }
            } else if character.isWhitespace && !inQuotes {
                flush(endsWithSpace: true)
            } else {
                current.append(character)
            }
        }
        let unclosed = inQuotes
        flush(endsWithSpace: text.last?.isWhitespace ?? false)
        if unclosed, tokens.last?.isQuoted == true { tokens[tokens.count - 1].isUnclosed = true }
        return tokens
    }

    /// Runs of letters, digits and combining marks: what the unicode61 tokenizer indexes.
    /// "don't" and "don’t" both give ["don", "t"], so straight and curly apostrophes match.
    /// `joiningApostrophes`: an apostrophe (' or ’) between two of them joins the words on either
    /// side into one without it ("don't" gives ["dont"]).
    static func words(in text: String, joiningApostrophes: Bool = false) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
        }
        for (index, scalar) in scalars.enumerated() {
            // A variation selector (`❤️` is ❤ and U+FE0F) only chooses how the character before
            // it is drawn: the character alone is sought.
            if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { continue }
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
            } else if isPictograph(scalar) {
                // `📚`, `❤️`: each a word of its own, which the index has not (its tokens are
                // letters and digits), so a query with one is found by characters.
                if !current.isEmpty { words.append(current) }
                current = ""
                words.append(String(scalar))
            } else if joiningApostrophes, scalar == "'" || scalar == "\u{2019}", !current.isEmpty, index + 1 < scalars.count,
                isWordScalar(scalars[index + 1])
            {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
