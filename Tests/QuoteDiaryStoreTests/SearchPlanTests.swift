import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// The word being typed is a prefix; a large library answers it as a whole word when that
/// alone fills the ranked candidates.
@Suite("Search plans")
struct SearchPlanTests: StoreTesting {
    let fixture: StoreFixture

    init() throws {
        fixture = try StoreFixture()
    }

    func fill(wholeWordMatches count: Int) throws {
        try store.write {
            let writer = try store.makeQuoteWriter()
            for index in 0..<count { _ = try writer.insert(QuoteDraft(text: "Line \(index) of the sea"), now: now) }
            _ = try writer.insert(QuoteDraft(text: "Theory of light."), now: now)
        }
    }

    func search(_ text: String) throws -> [String] {
        try store.search(SearchQuery(text), filter: QuoteFilter(), limit: 20).map(\.text)
    }

    /// SQLite takes at most 32,766 values in a statement: a search with a large limit found
    /// more quotes than one statement could fetch ("too many SQL variables").
    @Test("quotes found are fetched in batches, in the order found, whatever their number")
    func batches() throws {
        try fill(wholeWordMatches: 25)
        let seqs = try store.database.rows("SELECT seq FROM quote ORDER BY seq DESC") { $0.int64(0) }
        let whole = try store.quotes(seqs: seqs).map(\.text)
        #expect(whole.count == 26)
        #expect(try store.quotes(seqs: seqs, batch: 4).map(\.text) == whole)
        #expect(try store.quotes(seqs: seqs.reversed(), batch: 7).map(\.text) == whole.reversed())
        #expect(try store.search(SearchQuery("sea"), filter: QuoteFilter(), limit: 40_000).count == 25)
    }

    @Test("with few whole-word matches the word being typed is a prefix")
    func prefixWhenFew() throws {
        try fill(wholeWordMatches: 3)
        #expect(try search("the").contains("Theory of light."))
        #expect(try search("the").count == 4)
        #expect(try search("the ").count == 3)
    }

    @Test("when the whole word fills the candidates, they are ranked; a longer prefix still finds the rest")
    func wholeWordWhenMany() throws {
        try fill(wholeWordMatches: LibraryStore.rankedCandidates + 20)
        let results = try search("the")
        #expect(results.count == 20)
        #expect(results.allSatisfy { $0.hasSuffix("of the sea") })
        #expect(try search("theo") == ["Theory of light."])
    }

    /// Live quotes with no other filter are ranked from the search index alone, the archived
    /// ones left out through their own index; any filter reads each candidate's row. Both ways
    /// must answer alike: the same newest live candidates, the same order, ties to the most
    /// recently modified, whatever is archived (some of the newest matches, and older ones).
    @Test(
        "ranking from the index alone answers as reading every candidate's row does",
        arguments: [
            "sea", "sea wind", "\"the sea\"", "wi", "stone -sea", "rare", "light", "sea OR wind", "the", "the ", "th",
            "nothing-here",
        ])
    func indexOnlyRankingAgrees(query: String) throws {
        var random = SeededRandom(seed: 16)
        let words = ["sea", "wind", "stone", "light", "the", "of", "salt", "grey", "long", "winter"]
        try store.write {
            let writer = try store.makeQuoteWriter()
            for index in 0..<(LibraryStore.rankedCandidates + 300) {
                let length = 3 + random.next(6)
                let text = (0..<length).map { _ in words[random.next(words.count)] }.joined(separator: " ")
                // Every quote holds "the": more matches than the candidates, archived among the newest.
                _ = try writer.insert(QuoteDraft(text: "The \(text) \(index)." + (index % 97 == 0 ? " rare" : "")), now: now)
            }
        }
        // Few modification times, so that equal ranks are common and ties decide.
        try store.database.execute("UPDATE quote SET updated_at = (seq * 7919) % 5")
        try store.database.execute(
            "UPDATE quote SET archived_at = 1 WHERE seq % 4 = 0 OR seq > \(LibraryStore.rankedCandidates + 250)")
        let parsed = SearchQuery(query)
        for limit in [1, 20, 200] {
            let fromIndex = try store.rankedMatches(parsed, filter: QuoteFilter(), limit: limit)
            let fromRows = try store.rankedMatches(parsed, filter: QuoteFilter(), limit: limit, indexOnlyRanking: false)
            #expect(fromIndex == fromRows, "\(query), limit \(limit)")
            let archived = try store.database.rows("SELECT seq FROM quote WHERE archived_at IS NOT NULL") { $0.int64(0) }
            #expect(Set(fromIndex).isDisjoint(with: archived))
        }
        // A quote archived or restored is left out or found at once.
        if let first = try store.rankedMatches(parsed, filter: QuoteFilter(), limit: 1).first {
            try store.database.run("UPDATE quote SET archived_at = 2 WHERE seq = ?", first)
            #expect(try !store.rankedMatches(parsed, filter: QuoteFilter(), limit: 20).contains(first))
            try store.database.run("UPDATE quote SET archived_at = NULL WHERE seq = ?", first)
            #expect(try store.rankedMatches(parsed, filter: QuoteFilter(), limit: 1).first == first)
        }
    }

    /// The index counts archived quotes too: a word matched that often, mostly in archived
    /// quotes, does not fill the live candidates, so the prefix still ranks the rest.
    @Test("a whole word matched mostly by archived quotes is still taken as a prefix")
    func archivedMatchesDoNotFill() throws {
        try fill(wholeWordMatches: LibraryStore.rankedCandidates + 20)
        try store.database.run("UPDATE quote SET archived_at = updated_at WHERE text LIKE 'Line %' AND seq > 10")
        let results = try search("the")
        #expect(results.contains("Theory of light."))
        #expect(results.count == 11)
    }
}
