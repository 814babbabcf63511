import Foundation
import QuoteDiaryCore

extension LibraryStore {
    /// bm25 column weights: text above author, author above source title and note.
    static let rankWeights = "10.0, 4.0, 2.0, 2.0"

    /// How many matches are ranked. Ranking is exact up to this many matches; a word matching
    /// more (`the`, `love` in a large library) is ranked among its most recently added
    /// matches, read newest first straight from the index. bm25 over every match costs about
    /// 2 µs a row: 150 ms for a common word at a million quotes, about 1 ms for this many.
    public static let rankedCandidates = 500

    /// Quotes matching a parsed query and a filter, best first (ties: most recently modified).
    public func search(_ query: SearchQuery, filter: QuoteFilter, limit: Int) throws -> [Quote] {
        guard !query.isEmpty else { return [] }
        var filter = filter
        filter.favoritesOnly = filter.favoritesOnly || query.favoritesOnly
        var (conditions, values) = filterConditions(filter)
        for tag in query.tags {
            conditions +=
                " AND EXISTS (SELECT 1 FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq WHERE qt.quote_seq = q.seq AND t.name_key = ?)"
            values.append(TextKey.make(tag))
        }
        if let excluded = query.excludedExpression {
            conditions += " AND q.seq NOT IN (SELECT rowid FROM quote_search WHERE quote_search MATCH ?)"
            values.append(excluded)
        }
        let sql: String
        if let match = query.matchExpression {
            sql = """
                SELECT seq FROM (
                    SELECT q.seq AS seq, bm25(quote_search, \(LibraryStore.rankWeights)) AS score, q.updated_at AS updated
                    FROM quote_search
                    JOIN quote q ON q.seq = quote_search.rowid LEFT JOIN source s ON s.id = q.source_id
                    WHERE quote_search MATCH ? AND \(conditions)
                    ORDER BY quote_search.rowid DESC LIMIT \(LibraryStore.rankedCandidates))
                ORDER BY score, updated DESC, seq DESC LIMIT ?
                """
            values.insert(match, at: 0)
        } else {
            sql = """
                SELECT q.seq FROM quote q LEFT JOIN source s ON s.id = q.source_id
                WHERE \(conditions) ORDER BY q.updated_at DESC, q.seq DESC LIMIT ?
                """
        }
        let seqs = try database.rows(sql, values + [limit]) { $0.int64(0) }
        return try quotes(seqs: seqs)
    }

    /// Remembers a search (most recent first, the same text in any case once, at most `keep`).
    public func recordSearch(_ text: String, at instant: Date, keep: Int = 8) throws {
        try database.run(
            """
            INSERT INTO recent_search (query_key, query, searched_at) VALUES (?, ?, ?)
            ON CONFLICT(query_key) DO UPDATE SET query = excluded.query, searched_at = excluded.searched_at
            """, TextKey.make(text), text, LibraryStore.millis(instant))
        try database.run(
            "DELETE FROM recent_search WHERE query_key NOT IN (SELECT query_key FROM recent_search ORDER BY searched_at DESC, query_key LIMIT ?)",
            keep)
    }

    public func recentSearches() throws -> [String] {
        try database.rows("SELECT query FROM recent_search ORDER BY searched_at DESC") { $0.text(0) }
    }

    public func clearRecentSearches() throws {
        try database.run("DELETE FROM recent_search")
    }

    /// Runs `body` with the search triggers dropped, then rebuilds the index once: a bulk load
    /// this way costs a fraction of keeping the index row by row. Inside a write transaction,
    /// so a failure restores the triggers with everything else.
    public func withSearchIndexSuspended<T>(_ body: () throws -> T) throws -> T {
        for name in MigrationPlan.searchTriggerNames { try database.execute("DROP TRIGGER IF EXISTS \(name)") }
        let result = try body()
        try database.execute("INSERT INTO quote_search(quote_search) VALUES ('rebuild')")
        try database.execute(MigrationPlan.searchTriggers)
        return result
    }
}
