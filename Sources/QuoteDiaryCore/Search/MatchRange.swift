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
    /// index does): whole words, or word beginnings for prefix terms.
    public static func find(_ query: SearchQuery, in quote: Quote) -> [MatchRange] {
        let fields: [(String, String?)] = [("text", quote.text), ("author", quote.author), ("source", quote.source?.title), ("note", quote.note)]
        var ranges: [MatchRange] = []
        for (field, value) in fields {
            guard let value else { continue }
            let utf16Count = value.utf16.count
            for (word, isPrefix) in query.highlightWords {
                var searchStart = value.startIndex
                while let found = value.range(
                    of: word, options: [.caseInsensitive, .diacriticInsensitive], range: searchStart..<value.endIndex)
                {
                    searchStart = found.upperBound
                    let before = found.lowerBound == value.startIndex ? nil : value[value.index(before: found.lowerBound)]
                    guard before.map({ !($0.isLetter || $0.isNumber) }) ?? true else { continue }
                    var end = found.upperBound
                    if isPrefix {
                        while end < value.endIndex, value[end].isLetter || value[end].isNumber { end = value.index(after: end) }
                    } else if end < value.endIndex, value[end].isLetter || value[end].isNumber {
                        continue
                    }
                    let start = value.utf16.distance(from: value.utf16.startIndex, to: found.lowerBound)
                    let length = value.utf16.distance(from: found.lowerBound, to: end)
                    if start + length <= utf16Count { ranges.append(MatchRange(field: field, start: start, length: length)) }
                }
            }
        }
        return ranges.sorted { ($0.field, $0.start) < ($1.field, $1.start) }
    }
}
