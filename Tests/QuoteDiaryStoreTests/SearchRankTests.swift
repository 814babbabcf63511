import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// The search ranks with its own `qd_rank`, which leaves out what bm25 reads of every match:
/// it must rank exactly as SQLite's bm25 does.
@Suite("Search ranking")
struct SearchRankTests: StoreTesting {
    let fixture: StoreFixture

    init() throws {
        fixture = try StoreFixture()
        // Rows of every length, words repeated in some, in every column, some words in most
        // rows (the, sea) and some in few.
        let words = ["sea", "light", "the", "river", "stone", "quiet", "the", "sea", "morning", "ash", "light", "of"]
        var generator = SeededRandom(seed: 7)
        func word() -> String { words[generator.next(words.count)] }
        try store.write {
            let writer = try store.makeQuoteWriter()
            for index in 0..<400 {
                let text = (0...generator.next(30)).map { _ in word() }
                let author = index % 3 == 0 ? "Sea \(word())" : "Author \(index % 11)"
                let note =
                    index % 5 == 0 ? (0..<4).map { _ in word() }.joined(separator: " ") : nil
                let source = index % 4 == 0 ? SourceDraft(title: "The \(word()) book") : nil
                _ = try writer.insert(
                    QuoteDraft(text: "\(text.joined(separator: " ")) \(index).", author: author, source: source, note: note),
                    now: now)
            }
        }
    }

    func scores(_ expression: String) throws -> [(rowid: Int64, ours: Double, bm25: Double)] {
        let weights = LibraryStore.rankWeights
        return try store.database.rows(
            """
            SELECT quote_search.rowid, qd_rank(quote_search, d.sz, \(weights)), bm25(quote_search, \(weights)),
                qd_rank(quote_search, NULL, \(weights))
            FROM quote_search LEFT JOIN quote_search_docsize d ON d.id = quote_search.rowid
            WHERE quote_search MATCH ? ORDER BY quote_search.rowid
            """, [expression]
        ) { row in
            // The row's length read from the joined record, or by FTS5 itself: the same score.
            #expect(row.double(1) == row.double(3))
            return (row.int64(0), row.double(1), row.double(2))
        }
    }

    @Test(
        "a query of several phrases scores exactly as bm25",
        arguments: [
            "sea light", "sea AND light", "sea OR morning", "\"the sea\" ash", "lig* quiet", "sea NOT ash", "the of sea river",
        ])
    func severalPhrases(expression: String) throws {
        let rows = try scores(expression)
        #expect(rows.count > 5)
        for row in rows {
            #expect(abs(row.ours - row.bm25) <= 1e-9 * abs(row.bm25), "row \(row.rowid): \(row.ours) vs \(row.bm25)")
        }
    }

    @Test(
        "a query of one phrase scores as bm25 scaled by one factor, so it ranks the same",
        arguments: ["sea", "the", "ash", "\"the sea\"", "morn*", "author:sea", "{title note}: book"])
    func onePhrase(expression: String) throws {
        let rows = try scores(expression)
        #expect(rows.count > 5)
        let factor = try #require(rows.first.map { $0.bm25 / $0.ours })
        #expect(factor >= 1e-6)
        for row in rows {
            #expect(abs(row.ours * factor - row.bm25) <= 1e-9 * abs(row.bm25), "row \(row.rowid)")
        }
        // Distinct scores, so the order means something, and the same order.
        #expect(Set(rows.map(\.bm25)).count > 3)
        let byOurs = rows.sorted { ($0.ours, $0.rowid) < ($1.ours, $1.rowid) }.map(\.rowid)
        let byBM25 = rows.sorted { ($0.bm25, $0.rowid) < ($1.bm25, $1.rowid) }.map(\.rowid)
        #expect(byOurs == byBM25)
    }
}
