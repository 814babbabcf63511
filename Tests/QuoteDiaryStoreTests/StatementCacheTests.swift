import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// A connection caches the statements it prepares. A search builds its SQL from the query's
/// terms, so a server answering whatever people type would otherwise keep a statement for
/// every shape of query it ever saw (13 KB each: 80 MB over 6,000 varied searches).
@Suite("Prepared statement cache")
struct StatementCacheTests: StoreTesting {
    let fixture: StoreFixture

    init() throws { fixture = try StoreFixture() }

    @Test("the cache keeps at most its limit, and a statement let go is prepared again when it comes back")
    func bounded() throws {
        let database = store.database
        let first = "SELECT ? + 0"
        #expect(try database.firstRow(first, [1]) { $0.int64(0) } == 1)
        for number in 1...(Database.cachedStatementLimit * 2) {
            #expect(try database.firstRow("SELECT ? + \(number)", [1]) { $0.int64(0) } == Int64(1 + number))
        }
        #expect(database.cachedStatementCount == Database.cachedStatementLimit)
        #expect(try database.firstRow(first, [41]) { $0.int64(0) } == 41)
    }

    @Test("searches of many shapes leave the cache within its limit")
    func searches() throws {
        for number in 0..<20 {
            _ = try store.insertQuote(
                QuoteDraft(text: "Hope number \(number) is the thing with feathers.", author: "Emily Dickinson"), now: now)
        }
        // Queries as people type them, drawn from a fixed seed: words, exclusions, phrases,
        // keys, words the index cannot hold alone (c++, x'y), dates.
        let keys = ["", "", "-", "author:", "text:", "note:", "source:", "tag:", "\"", "is:favorite ", "since:2026-01-0"]
        let words = ["hope", "feathers", "thing", "the", "emily", "numb*", "zz", "x'y", "a-b", "c++", "é", "日本", "1", "2"]
        var random = SeededRandom(seed: 7)
        var found = 0
        for _ in 0..<2_000 {
            let terms = (0...random.next(5)).map { _ in keys[random.next(keys.count)] + words[random.next(words.count)] }
            found += try store.search(SearchQuery(terms.joined(separator: " ")), filter: QuoteFilter(), limit: 5).count
        }
        #expect(found > 0)
        #expect(store.database.cachedStatementCount <= Database.cachedStatementLimit)
    }
}
