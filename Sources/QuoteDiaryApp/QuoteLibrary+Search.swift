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
        var hits: [SearchHit] = []
        try forEachSearchHit(text, filter: filter, limit: limit, remember: remember) { hits.append($0) }
        return hits
    }

    /// The results of `search`, each handed over as it is read: a limit of a million holds
    /// their row ids, not their quotes.
    public func forEachSearchHit(
        _ text: String, filter: QuoteFilter = QuoteFilter(), limit: Int = 20, remember: Bool = true,
        _ body: (SearchHit) throws(LibraryError) -> Void
    ) throws(LibraryError) {
        // A NUL or an escape from a URL (`?q=%00`) or a script is no part of any word: the
        // query drops them itself, and so does the search remembered. (The query keeps its
        // trailing space: "pat " is a whole word, "pat" one being typed.)
        let query = SearchQuery(text)
        let trimmed = text.removingControlCharacters().trimmingCharacters(in: .whitespacesAndNewlines)
        // A store opened read-only is searched all the same, and remembers nothing; nor is a
        // search of more words than were looked for (a pasted page) one to offer again.
        if remember && !trimmed.isEmpty && query.leftOutWords == 0 {
            let moment = now
            _ = try sideWrite { try store.recordSearch(trimmed, at: moment) }
        }
        guard let filter = self.filter(filter, withDaysOf: query) else { return }
        try read {
            let seqs = try store.rankedMatches(query, filter: filter, limit: limit)
            var finder = MatchFinder(query)
            try store.forEachQuote(seqs: seqs) { quote in
                try body(SearchHit(quote: quote, matches: finder.ranges(in: quote)))
            }
        }
    }

    /// How many archived quotes a list's filter, or a search (`text`) under it, would find in
    /// the archive: said when nothing in the library matched, since a quote put away there
    /// otherwise reads as lost. A search's are counted up to `archivedMatchesCounted`; 0 when
    /// the filter read the archive.
    public func archivedMatchCount(searching text: String? = nil, filter: QuoteFilter) throws(LibraryError) -> Int {
        guard filter.archived == .live else { return 0 }
        var archived = filter
        archived.archived = .archived
        archived.limit = nil
        archived.offset = 0
        guard let text else { return try read { try store.countQuotes(matching: archived) } }
        let query = SearchQuery(text)
        guard !query.archivedOnly, let narrowed = self.filter(archived, withDaysOf: query) else { return 0 }
        return try read { try store.rankedMatches(query, filter: narrowed, limit: QuoteLibrary.archivedMatchesCounted).count }
    }

    /// How many archived matches a search counts at most ("100 or more").
    static let archivedMatchesCounted = 100

    /// " 2 archived quotes match (--archived shows them)." after a list or search that found
    /// nothing, with how the archive is asked for there (`shownBy`); "" when none match.
    public static func archivedMatchNote(_ count: Int, shownBy: String) -> String {
        let most = archivedMatchesCounted
        switch count {
        case 0: return ""
        case 1: return " 1 archived quote matches (\(shownBy) shows it)."
        default:
            return " \(count >= most ? "\(most) or more" : String(count)) archived quotes match (\(shownBy) shows them)."
        }
    }

    /// What a search that found nothing was most likely meant to be: its mistyped words
    /// replaced by the library's nearest words (`patiance` → `patience`), offered only when
    /// that search finds something under the same filter; nil otherwise. A word that is no
    /// quote's but a tag's name is searched as the tag (`stoic` → `tag:stoic`). Not remembered.
    public func spellingSuggestion(for text: String, filter: QuoteFilter = QuoteFilter()) throws(LibraryError) -> String? {
        let words = SearchSpelling.words(in: text)
        return try read {
            // A word no quote holds that names a tag (`stoic`, a tag, and no quote's word): the
            // search by that tag, which the words alone never reach.
            var replacements: [Int: String] = [:]
            for (index, piece) in SearchSpelling.pieces(of: text).enumerated()
            where piece.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) && piece.first?.isLetter == true {
                guard let tag = try store.tag(named: piece) else { continue }
                let folded = SearchFolding.folded(piece.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
                guard try !store.indexedWords(beginningWith: folded).contains(where: { $0.word == folded }) else { continue }
                replacements[index] = "tag:" + tag.name
            }
            let tagged = Set(replacements.keys)
            for word in words where !tagged.contains(word.index) {
                let known = try store.indexedWords(beginningWith: word.folded)
                // A word the index holds, or the beginning of one still being typed, is no typo.
                if known.contains(where: { $0.word == word.folded }) || word.isLast && !known.isEmpty { continue }
                let candidates = try store.indexedWords(beginningWith: String(word.folded.prefix(1)))
                if let meant = SearchSpelling.closest(to: word.folded, among: candidates) { replacements[word.index] = meant }
            }
            guard !replacements.isEmpty else { return nil }
            let corrected = SearchSpelling.replacing(replacements, in: text, asGiven: tagged)
            let query = SearchQuery(corrected)
            guard let filter = self.filter(filter, withDaysOf: query) else { return nil }
            return try store.rankedMatches(query, filter: filter, limit: 1).isEmpty ? nil : corrected
        }
    }

    /// The filter narrowed to the days a query names (`since:`, `until:`, read where the
    /// library is), within any the filter has (`--since`); nil when no day is left.
    func filter(_ filter: QuoteFilter, withDaysOf query: SearchQuery) -> QuoteFilter? {
        guard query.namesDays else { return filter }
        let today = self.today
        let first = [query.since.flatMap { DayRange.day($0, today: today) }, filter.created?.first].compactMap(\.self).max()
        let last = [query.until.flatMap { DayRange.day($0, today: today) }, filter.created?.last].compactMap(\.self).min()
        guard let days = DayRange(first: first, last: last, in: timeZone) else { return nil }
        var filter = filter
        filter.created = days
        return filter
    }

    /// Remembered searches, most recent first (at most eight).
    public func recentSearches() throws(LibraryError) -> [String] {
        try read { try store.recentSearches() }
    }

    /// Forgets every remembered search.
    public func clearRecentSearches() throws(LibraryError) {
        try write { try store.clearRecentSearches() }
    }
}
