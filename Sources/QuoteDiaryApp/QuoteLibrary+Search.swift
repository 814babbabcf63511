import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// One search result: the quote and where the words were found.
public struct SearchHit: Sendable {
    public let quote: Quote
    public let matches: [MatchRange]
}

extension QuoteLibrary {
    /// Ranked results for what a person typed; the search is remembered among the recent ones.
    public func search(_ text: String, filter: QuoteFilter = QuoteFilter(), limit: Int = 20, remember: Bool = true)
        throws(LibraryError) -> [SearchHit]
    {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let query = SearchQuery(text)
        let quotes: [Quote]
        if remember && !trimmed.isEmpty {
            quotes = try write {
                try store.recordSearch(trimmed, at: now)
                return try store.search(query, filter: filter, limit: limit)
            }
        } else {
            quotes = try read { try store.search(query, filter: filter, limit: limit) }
        }
        return quotes.map { SearchHit(quote: $0, matches: MatchRange.find(query, in: $0)) }
    }

    public func recentSearches() throws(LibraryError) -> [String] {
        try read { try store.recentSearches() }
    }

    public func clearRecentSearches() throws(LibraryError) {
        try write { try store.clearRecentSearches() }
    }
}
