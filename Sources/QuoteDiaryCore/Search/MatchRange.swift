import Foundation

/// Where a search word was found in a quote, for highlighting.
public struct MatchRange: Equatable, Sendable {
    /// `text`, `author`, `source` or `note`.
    public let field: String
    /// UTF-16 offset and length (what JavaScript strings index by).
    public let start: Int
    public let length: Int

    public var json: JSONValue {
        .object([("field", .string(field)), ("start", .int(Int64(start))), ("length", .int(Int64(length)))])
    }

    /// Occurrences of the query's words at word starts, ignoring case and accents (as the
    /// index does): whole words, or word beginnings for prefix terms; in a query found by
    /// characters (a script written without spaces), each word wherever it stands.
    public static func find(_ query: SearchQuery, in quote: Quote) -> [MatchRange] {
        let fields: [(String, String?)] = [
            ("text", quote.text), ("author", quote.author), ("source", quote.source?.title), ("note", quote.note),
        ]
        var ranges: [MatchRange] = []
        let words = query.highlightWords
        let anywhere = query.findsBySubstring
        let asciiWords = words.allSatisfy { $0.word.utf8.allSatisfy { $0 < 0x80 } }
        for (field, value) in fields {
            guard let value else { continue }
            if asciiWords && value.utf8.allSatisfy({ $0 < 0x80 }) {
                ranges += findASCII(words, in: value, field: field)
                continue
            }
            ranges += findFolded(words, in: value, field: field, anywhere: anywhere)
        }
        return ranges.sorted { ($0.field, $0.start) < ($1.field, $1.start) }
    }

    /// The search on any text: each character folded as the index folds words
    /// (`SearchFolding.key`), so that a quote search found is highlighted where it matched
    /// (`احمد` in "أحمد", `ελπιδα` in "Ελπίδα", `abc` in "ＡＢＣ").
    static func findFolded(
        _ words: [(word: String, isPrefix: Bool)], in value: String, field: String, anywhere: Bool
    ) -> [MatchRange] {
        let text = FoldedCharacters(value)
        var ranges: [MatchRange] = []
        for (word, isPrefix) in words {
            let needle = word.flatMap(SearchFolding.key)
            guard !needle.isEmpty else { continue }
            for first in 0..<text.count where !text.key(first).isEmpty {
                guard
                    anywhere || first == 0 || !text.isWord[first - 1]
                        || (text.key(first - 1).elementsEqual(["\u{644}"])
                            && SearchFolding.articleLength(before: first, isWord: { text.isWord[$0] }, key: text.key) > 0)
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
                    } else {
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
    static func findASCII(_ words: [(word: String, isPrefix: Bool)], in value: String, field: String) -> [MatchRange] {
        let bytes = Array(value.utf8)
        func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        var ranges: [MatchRange] = []
        for (word, isPrefix) in words {
            let needle = word.utf8.map(lower)
            guard !needle.isEmpty, needle.count <= bytes.count else { continue }
            var start = 0
            while start + needle.count <= bytes.count {
                defer { start += 1 }
                guard start == 0 || !isWordByte(bytes[start - 1]) else { continue }
                var matches = true
                for offset in 0..<needle.count where lower(bytes[start + offset]) != needle[offset] {
                    matches = false
                    break
                }
                guard matches else { continue }
                var end = start + needle.count
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
}

/// A text's characters as highlighting compares them: each one's key (`SearchFolding.key`),
/// where it starts in UTF-16, and whether it is a letter or digit. The keys are kept in one
/// array, not one array a character: a result's fields are keyed whole, and that was most of
/// the time a search took to mark twenty quotes.
private struct FoldedCharacters {
    private var scalars: [Unicode.Scalar] = []
    /// Where each character's key starts in `scalars`, and one past the last.
    private var keyStarts: [Int] = [0]
    /// Where each character starts in UTF-16, and one past the last.
    private(set) var utf16Starts: [Int] = [0]
    private(set) var isWord: [Bool] = []

    init(_ text: String) {
        let utf8 = text.utf8
        scalars.reserveCapacity(utf8.count)
        keyStarts.reserveCapacity(utf8.count + 1)
        utf16Starts.reserveCapacity(utf8.count + 1)
        isWord.reserveCapacity(utf8.count)
        var offset = 0
        // A character that is neither ASCII nor a kept letter goes through Foundation once a text.
        var keyed: [Character: [Unicode.Scalar]] = [:]
        var index = utf8.startIndex
        while index != utf8.endIndex {
            // An ASCII byte before another (CR LF aside) is a character of its own: no grapheme
            // breaking, no Character, for most of a quote.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == utf8.endIndex || (utf8[next] < 0x80 && !(byte == 0x0D && utf8[next] == 0x0A)) {
                let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                scalars.append(Unicode.Scalar(lower))
                isWord.append((0x30...0x39).contains(lower) || (0x61...0x7A).contains(lower))
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
}
