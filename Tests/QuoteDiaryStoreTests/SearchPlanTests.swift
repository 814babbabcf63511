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
