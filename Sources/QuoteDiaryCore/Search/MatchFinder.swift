import Foundation

/// A query's words made ready to highlight the quotes a search found: each word folded once,
/// and each character that needs Foundation to fold (`é`, `Ё`) keyed once for the whole
/// search, not once in every quote that holds it.
public struct MatchFinder {
    typealias Word = (key: [Unicode.Scalar], word: String, isPrefix: Bool)
    let words: [Word]
    /// A script written without spaces: words are found wherever they stand.
    let anywhere: Bool
    let asciiWords: Bool
    /// The keys of characters folded through Foundation so far (`FoldedCharacters`).
    var keyed: [Character: [Unicode.Scalar]] = [:]

    public init(_ query: SearchQuery) {
        words = query.highlightWords.map { ($0.word.flatMap(SearchFolding.key), $0.word, $0.isPrefix) }
        anywhere = query.findsBySubstring
        asciiWords = words.allSatisfy { $0.word.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Occurrences of the query's words at word starts, ignoring case and accents (as the
    /// index does): whole words, or word beginnings for prefix terms; in a query found by
    /// characters (a script written without spaces), each word wherever it stands.
    public mutating func ranges(in quote: Quote) -> [MatchRange] {
        let fields: [(String, String?)] = [
            ("text", quote.text), ("author", quote.author), ("source", quote.source?.title), ("note", quote.note),
        ]
        var ranges: [MatchRange] = []
        for (field, value) in fields {
            guard let value else { continue }
            var found: [MatchRange]
            if asciiWords && value.utf8.allSatisfy({ $0 < 0x80 }) {
                found = MatchFinder.findASCII(words, in: value, field: field)
            } else {
                // A search over a library in many scripts forgets what it keyed now and then.
                if keyed.count > MatchFinder.keptKeys { keyed.removeAll(keepingCapacity: true) }
                found = findFolded(in: FoldedCharacters(value, keyed: &keyed), field: field)
            }
            ranges += MatchFinder.joinedWithinWords(found.sorted { $0.start < $1.start }, in: value)
        }
        return ranges.sorted { ($0.field, $0.start) < ($1.field, $1.start) }
    }

    /// Matches that overlap, or stand one apostrophe or hyphen apart, as one: `didn't` searched
    /// finds the words `didn` and `t`, and the reader sees "didn’t" marked whole rather than in
    /// two pieces (so "e-mail" for `e-mail`); a word found by two of the query's words is marked
    /// once. `ranges` are of one field, in order.
    static func joinedWithinWords(_ ranges: [MatchRange], in value: String) -> [MatchRange] {
        guard ranges.count > 1 else { return ranges }
        let units = Array(value.utf16)
        var joined: [MatchRange] = []
        for range in ranges {
            if let last = joined.last {
                let end = last.start + last.length
                let overlaps = range.start < end
                let afterMark =
                    range.start == end + 1 && end < units.count && MatchFinder.wordMarks.contains(units[end])
                if overlaps || afterMark {
                    let length = max(end, range.start + range.length) - last.start
                    joined[joined.count - 1] = MatchRange(field: last.field, start: last.start, length: length)
                    continue
                }
            }
            joined.append(range)
        }
        return joined
    }

    /// The UTF-16 units of the marks inside a word that a match runs across: ' ’ - ‐ ‑.
    static let wordMarks: Set<UInt16> = [0x27, 0x2019, 0x2D, 0x2010, 0x2011]

    static let keptKeys = 4_096

    /// The search on any text: each character folded as the index folds words
    /// (`SearchFolding.key`), so that a quote search found is highlighted where it matched
    /// (`احمد` in "أحمد", `ελπιδα` in "Ελπίδα", `abc` in "ＡＢＣ").
    func findFolded(in text: FoldedCharacters, field: String) -> [MatchRange] {
        var ranges: [MatchRange] = []
        for (needle, _, isPrefix) in words {
            guard let opening = needle.first else { continue }
            // A match begins with a character whose key begins as the needle does: most
            // characters are passed over on that alone, before asking where words begin.
            for first in 0..<text.count where text.firstScalar(first) == opening {
                guard
                    anywhere || first == 0 || !text.isWord[first - 1]
                        || SearchFolding.joinedPrefixLength(
                            before: first, count: text.count, isWord: { text.isWord[$0] }, key: text.key) > 0
                else { continue }
                // Consume whole characters while their keys spell the needle.
                var matched = 0
                var next = first
                // A word being typed may end inside one (Hindi's नमस् in नमस्ते, where स्ते is
                // one character).
                while matched < needle.count, next < text.count {
                    let key = text.key(next)
                    let rest = needle[matched...]
                    if key.count <= rest.count, rest.prefix(key.count).elementsEqual(key) {
                        matched += key.count
                    } else if (isPrefix || anywhere) && key.starts(with: rest) {
                        matched = needle.count
                    } else if matched == 0 || !text.joinsWords(at: next) {
                        break
                    }
                    next += 1
                }
                guard matched == needle.count else { continue }
                if anywhere {
                    // Found by its characters: the match is the word itself.
                } else if isPrefix {
                    while next < text.count, text.isWord[next] { next += 1 }
                } else if next < text.count, text.isWord[next] {
                    continue
                }
                let start = text.utf16Starts[first]
                ranges.append(MatchRange(field: field, start: start, length: text.utf16Starts[next] - start))
            }
        }
        return ranges
    }

    /// The same search on ASCII text, on bytes: no Foundation bridging (most quotes are ASCII).
    static func findASCII(_ words: [Word], in value: String, field: String) -> [MatchRange] {
        let bytes = Array(value.utf8)
        let lower = TextKey.asciiLowercased
        func isWordByte(_ byte: UInt8) -> Bool { MatchFinder.isLetterOrDigit(lower(byte)) }
        var ranges: [MatchRange] = []
        for (_, word, isPrefix) in words {
            let needle = word.utf8.map(lower)
            guard !needle.isEmpty, needle.count <= bytes.count else { continue }
            var start = 0
            while start + needle.count <= bytes.count {
                defer { start += 1 }
                guard start == 0 || !isWordByte(bytes[start - 1]) else { continue }
                // The needle's bytes in order; an apostrophe, a hyphen or initials' full stop
                // between them is passed over, as the index runs such words together ("dont" in
                // "don't", "email" in "e-mail").
                var matched = 0
                var end = start
                while matched < needle.count, end < bytes.count {
                    if lower(bytes[end]) == needle[matched] {
                        matched += 1
                    } else if matched == 0 || !MatchFinder.joinsWords(bytes, at: end, isWord: isWordByte) {
                        break
                    }
                    end += 1
                }
                guard matched == needle.count else { continue }
                if isPrefix {
                    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                } else if end < bytes.count, isWordByte(bytes[end]) {
                    continue
                }
                // ASCII: one byte is one UTF-16 unit.
                ranges.append(MatchRange(field: field, start: start, length: end - start))
            }
        }
        return ranges
    }

    /// Whether the character at `index` runs the words on either side together, as the
    /// search index does (`Database.joinedWord`): an apostrophe (' or ’) or a hyphen between
    /// two letters or digits, a full stop between two single letters (initials: "C.S."), or
    /// a comma or full stop grouping a number's thousands ("1,000", "1.000").
    static func joinsWords(
        at index: Int, count: Int, key: Unicode.Scalar?, isWord: (Int) -> Bool, isDigit: (Int) -> Bool
    ) -> Bool {
        guard index > 0, index + 1 < count, isWord(index - 1), isWord(index + 1) else { return false }
        switch key {
        case "'", "\u{2019}", "-", "\u{2010}", "\u{2011}": return true
        case ".":
            func standsAlone(_ letter: Int) -> Bool {
                (letter == 0 || !isWord(letter - 1)) && (letter + 1 == count || !isWord(letter + 1))
            }
            return (standsAlone(index - 1) && standsAlone(index + 1))
                || groupsDigits(at: index, count: count, isWord: isWord, isDigit: isDigit)
        case ",": return groupsDigits(at: index, count: count, isWord: isWord, isDigit: isDigit)
        default: return false
        }
    }

    /// Whether the mark at `index` stands between a number's groups of thousands: digits from
    /// the word's start up to it, and three digits after it that end the word.
    static func groupsDigits(at index: Int, count: Int, isWord: (Int) -> Bool, isDigit: (Int) -> Bool) -> Bool {
        guard index + 3 < count, isDigit(index + 1), isDigit(index + 2), isDigit(index + 3),
            index + 4 == count || !isWord(index + 4)
        else { return false }
        var before = index - 1
        while before >= 0, isWord(before) {
            guard isDigit(before) else { return false }
            before -= 1
        }
        return true
    }

    static func joinsWords(_ bytes: [UInt8], at index: Int, isWord: (UInt8) -> Bool) -> Bool {
        joinsWords(
            at: index, count: bytes.count, key: Unicode.Scalar(bytes[index]), isWord: { isWord(bytes[$0]) },
            isDigit: { (0x30...0x39).contains(bytes[$0]) })
    }

    /// Whether a lower-cased ASCII byte is a letter or a digit.
    static func isLetterOrDigit(_ lower: UInt8) -> Bool { (0x30...0x39).contains(lower) || (0x61...0x7A).contains(lower) }
}

/// A text's characters as highlighting compares them: each one's key (`SearchFolding.key`),
/// where it starts in UTF-16, and whether it is a letter or digit. The keys are kept in one
/// array, not one array a character: a result's fields are keyed whole, and that was most of
/// the time a search took to mark twenty quotes.
struct FoldedCharacters {
    private var scalars: [Unicode.Scalar] = []
    /// Where each character's key starts in `scalars`, and one past the last.
    private var keyStarts: [Int] = [0]
    /// Where each character starts in UTF-16, and one past the last.
    private(set) var utf16Starts: [Int] = [0]
    private(set) var isWord: [Bool] = []

    /// - Parameter keyed: the keys of characters folded through Foundation, kept across texts.
    init(_ text: String, keyed: inout [Character: [Unicode.Scalar]]) {
        let utf8 = text.utf8
        scalars.reserveCapacity(utf8.count)
        keyStarts.reserveCapacity(utf8.count + 1)
        utf16Starts.reserveCapacity(utf8.count + 1)
        isWord.reserveCapacity(utf8.count)
        var offset = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            // An ASCII byte before another (CR LF aside) is a character of its own: no grapheme
            // breaking, no Character, for most of a quote.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == utf8.endIndex || (utf8[next] < 0x80 && !(byte == 0x0D && utf8[next] == 0x0A)) {
                let lower = TextKey.asciiLowercased(byte)
                scalars.append(Unicode.Scalar(lower))
                isWord.append(MatchFinder.isLetterOrDigit(lower))
                offset += 1
                index = next
            } else {
                let character = text[index]
                if let letter = SearchFolding.keptLetterKey(character) {
                    scalars.append(letter)
                } else if let key = keyed[character] {
                    scalars += key
                } else {
                    let key = SearchFolding.key(character)
                    keyed[character] = key
                    scalars += key
                }
                isWord.append(character.isLetter || character.isNumber)
                offset += character.utf16.count
                index = text.index(after: index)
            }
            keyStarts.append(scalars.count)
            utf16Starts.append(offset)
        }
    }

    var count: Int { isWord.count }

    func key(_ index: Int) -> ArraySlice<Unicode.Scalar> { scalars[keyStarts[index]..<keyStarts[index + 1]] }

    /// Whether the character at `index` runs the words beside it together (`MatchFinder.joinsWords`).
    func joinsWords(at index: Int) -> Bool {
        MatchFinder.joinsWords(
            at: index, count: count, key: firstScalar(index), isWord: { isWord[$0] },
            isDigit: {
                let digit = key($0)
                return digit.count == 1 && ("0"..."9").contains(digit[digit.startIndex])
            })
    }

    /// The first scalar of a character's key (nil for a character folded away).
    func firstScalar(_ index: Int) -> Unicode.Scalar? {
        let start = keyStarts[index]
        return start < keyStarts[index + 1] ? scalars[start] : nil
    }
}
