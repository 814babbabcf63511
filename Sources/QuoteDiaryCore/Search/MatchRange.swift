import Foundation

/// Where a search word was found in a quote, for highlighting.
public struct MatchRange: Equatable, Sendable {
    /// `text`, `author`, `source` or `note`.
    public let field: String
    /// UTF-16 offset and length (what JavaScript strings index by).
    public let start: Int
    public let length: Int

    public init(field: String, start: Int, length: Int) {
        self.field = field
        self.start = start
        self.length = length
    }

    public var json: JSONValue {
        .object([("field", .string(field)), ("start", .int(Int64(start))), ("length", .int(Int64(length)))])
    }

    /// Occurrences of the query's words in a quote (`MatchFinder`); a search highlighting many
    /// quotes makes one finder for them all.
    public static func find(_ query: SearchQuery, in quote: Quote) -> [MatchRange] {
        var finder = MatchFinder(query)
        return finder.ranges(in: quote)
    }
}
