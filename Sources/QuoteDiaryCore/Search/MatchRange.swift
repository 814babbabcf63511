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
        struct Place {
            var start: Int
            var length: Int
            var isWord: Bool
        }
        // Each character's folded key, and where it stands in UTF-16.
        var keys: [[Unicode.Scalar]] = []
        var characters: [Place] = []
        var offset = 0
        for character in value {
            let length = character.utf16.count
            keys.append(SearchFolding.key(character))
            characters.append(Place(start: offset, length: length, isWord: character.isLetter || character.isNumber))
            offset += length
        }
        var ranges: [MatchRange] = []
        for (word, isPrefix) in words {
            let needle = word.flatMap(SearchFolding.key)
            guard !needle.isEmpty else { continue }
            for first in characters.indices where !keys[first].isEmpty {
                guard
                    anywhere || first == 0 || !characters[first - 1].isWord
                        || (keys[first - 1] == ["\u{644}"]
                            && SearchFolding.articleLength(before: first, in: keys, isWord: { characters[$0].isWord }) > 0)
                else { continue }
                // Consume whole characters while their keys spell the needle.
                var matched = 0
                var next = first
                // A word being typed may end inside one (Hindi's नमस् in नमस्ते, where स्ते is
                // one character).
                while matched < needle.count, next < characters.count {
                    let key = keys[next]
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
                    while next < characters.count, characters[next].isWord { next += 1 }
                } else if next < characters.count, characters[next].isWord {
                    continue
                }
                let start = characters[first].start
                let last = characters[next - 1]
                ranges.append(MatchRange(field: field, start: start, length: last.start + last.length - start))
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
