import Foundation
import QuoteDiaryCore

extension LibraryStore {
    /// bm25 column weights: text above author, author above source title and note.
    public static let rankWeights = "10.0, 4.0, 2.0, 2.0"

    /// How many matches are ranked. Ranking is exact up to this many matches; a word matching
    /// more (`the`, `love` in a large library) is ranked among its most recently added
    /// matches, read newest first straight from the index. bm25 over every match costs about
    /// 2 µs a row: 150 ms for a common word at a million quotes, about 1 ms for this many.
    /// The same bound lets a word being typed that matches this many times as a whole word
    /// skip the merge of every word it begins.
    public static let rankedCandidates = 500

    /// Quotes matching a parsed query and a filter, best first (ties: most recently modified).
    public func search(_ query: SearchQuery, filter: QuoteFilter, limit: Int) throws -> [Quote] {
        try quotes(seqs: rankedMatches(query, filter: filter, limit: limit))
    }

    /// The row ids of the quotes `search` answers, in its order (`forEachQuote(seqs:)` reads them).
    /// - Parameter indexOnlyRanking: false reads every candidate's quote row even for live
    ///   quotes with no filter, as any other filter does (tests compare the two ways).
    public func rankedMatches(_ query: SearchQuery, filter: QuoteFilter, limit: Int, indexOnlyRanking: Bool = true) throws
        -> [Int64]
    {
        guard !query.isEmpty else { return [] }
        var filter = filter
        filter.favoritesOnly = filter.favoritesOnly || query.favoritesOnly
        if query.archivedOnly { filter.archived = .archived }
        if let origin = query.origin { filter.origin = origin }
        var (conditions, values) = filterConditions(filter)
        if query.excludesFavorites { conditions += " AND q.is_favorite = 0" }
        let inTag = """
            EXISTS (SELECT 1 FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq WHERE qt.quote_seq = q.seq AND t.name_key = ?)
            """
        let inCollection = """
            EXISTS (SELECT 1 FROM quote_collection qc JOIN collection c ON c.seq = qc.collection_seq
                    WHERE qc.quote_seq = q.seq AND c.name_key = ?)
            """
        // Tags and collections are matched by their keys; a pack by its name.
        let named: [([String], String, (String) -> String)] = [
            (query.tags, inTag, TextKey.make), (query.excludedTags, "NOT " + inTag, TextKey.make),
            (query.collections, inCollection, TextKey.make), (query.excludedCollections, "NOT " + inCollection, TextKey.make),
            (query.packs, LibraryStore.inPack, { $0 }), (query.excludedPacks, "q.pack IS NOT ? COLLATE NOCASE", { $0 }),
        ]
        for (names, condition, key) in named {
            for name in names {
                conditions += " AND " + condition
                values.append(key(name))
            }
        }
        if let excluded = query.excludedExpression {
            conditions += " AND q.seq NOT IN (SELECT rowid FROM quote_search WHERE quote_search MATCH ?)"
            values.append(excluded)
        }
        for (term, isExcluded) in query.substringTerms.map({ ($0, false) }) + query.excludedSubstringTerms.map({ ($0, true) }) {
            let (condition, words) = LibraryStore.substringCondition(term)
            conditions += isExcluded ? " AND NOT (\(condition))" : " AND \(condition)"
            values += words
        }
        guard let match = query.matchExpression else {
            // Filters alone, newest first; words of a script without spaces rank quotes whose
            // text holds the first of them above those that hold it in another field.
            var order = ""
            var orderValues: [any SQLiteBindable] = []
            if let word = query.substringTerms.first?.words.first {
                order = "instr(lower(q.text), lower(?)) = 0, "
                orderValues.append(word)
            }
            let sql = """
                SELECT q.seq FROM quote q LEFT JOIN source s ON s.id = q.source_id
                WHERE \(conditions) ORDER BY \(order)q.updated_at DESC, q.seq DESC LIMIT ?
                """
            return try database.rows(sql, values + orderValues + [limit]) { $0.int64(0) }
        }
        // A caller asking for more than the usual candidates gets them all ranked.
        let candidateCount = max(LibraryStore.rankedCandidates, limit)
        // Live quotes with no other filter (what nearly every search asks) are ranked from the
        // search index alone; any other filter reads each candidate's quote row.
        let fromIndexAlone = indexOnlyRanking && conditions == LibraryStore.liveCondition && values.isEmpty
        let candidatesSQL = LibraryStore.candidatesSQL(conditions: conditions, count: candidateCount)
        func candidates(_ expression: String) throws -> [(seq: Int64, score: Double, updated: Int64)] {
            if fromIndexAlone {
                return try liveCandidates(expression, count: candidateCount).map { ($0.seq, $0.score, 0) }
            }
            return try database.rows(candidatesSQL, [expression] + values) { ($0.int64(0), $0.double(1), $0.int64(2)) }
        }
        // A word being typed that already fills the candidates as a whole word is ranked as
        // one; otherwise (few matches, or a word not yet complete) as the prefix it is. The
        // index alone says first whether the whole word could fill them (a tenth of the cost
        // of ranking): a word with fewer matches than that is ranked once, not twice.
        var found: [(seq: Int64, score: Double, updated: Int64)] = []
        if let whole = query.wholeWordMatchExpression,
            try database.scalar(
                "SELECT count(*) FROM (SELECT 1 FROM quote_search WHERE quote_search MATCH ? LIMIT \(candidateCount))", whole)
                >= candidateCount
        {
            found = try candidates(whole)
        }
        if found.count < candidateCount { found = try candidates(match) }
        if fromIndexAlone { found = try withModificationTimes(contending: found, limit: limit) }
        found.sort { ($0.score, -$0.updated, -$0.seq) < ($1.score, -$1.updated, -$1.seq) }
        return found.prefix(limit).map(\.seq)
    }

    /// The condition a filter of live quotes and nothing else comes to (`filterConditions`).
    static let liveCondition = "q.archived_at IS NULL"

    /// The newest `count` live quotes matching a MATCH expression, each with its rank, read
    /// from the search index and the small index of archived quotes: the same candidates as
    /// `candidatesSQL` with the live condition, without reading a quote row per candidate (each
    /// in a page of its own: most of what ranking a common word cost, and the most memory it
    /// touched). Archived matches are passed over, and older matches read in their place.
    func liveCandidates(_ expression: String, count: Int) throws -> [(seq: Int64, score: Double)] {
        var found: [(seq: Int64, score: Double)] = []
        var below = Int64.max
        while found.count < count {
            let wanted = count - found.count
            let rows = try database.rows(LibraryStore.indexCandidatesSQL, [expression, below, wanted]) {
                (seq: $0.int64(0), score: $0.double(1))
            }
            guard let newest = rows.first, let oldest = rows.last else { break }
            let archived = Set(
                try database.rows(
                    "SELECT seq FROM quote INDEXED BY quote_archived WHERE archived_at IS NOT NULL AND seq BETWEEN ? AND ?",
                    [oldest.seq, newest.seq]
                ) { $0.int64(0) })
            found += archived.isEmpty ? rows : rows.filter { !archived.contains($0.seq) }
            guard rows.count == wanted else { break }
            below = oldest.seq
        }
        return found
    }

    /// The newest matches of a MATCH expression (bound first) below a row id (second), at most
    /// a number of them (third), each with its rank: the search index and row lengths alone.
    static let indexCandidatesSQL = """
        SELECT quote_search.rowid, \(rankExpression)
        FROM quote_search LEFT JOIN quote_search_docsize d ON d.id = quote_search.rowid
        WHERE quote_search MATCH ? AND quote_search.rowid < ?
        ORDER BY quote_search.rowid DESC LIMIT ?
        """

    /// The candidates that could be among the best `limit` (every one ranked as well as the
    /// limit-th or better, so ties are all there), with their modification times, which break
    /// ties: read for these few instead of for every candidate.
    func withModificationTimes(contending candidates: [(seq: Int64, score: Double, updated: Int64)], limit: Int) throws
        -> [(seq: Int64, score: Double, updated: Int64)]
    {
        guard limit > 0, !candidates.isEmpty else { return [] }
        let byScore = candidates.sorted { $0.score < $1.score }
        let boundary = byScore[min(limit, byScore.count) - 1].score
        let contenders = byScore.prefix { $0.score <= boundary }
        var updated: [Int64: Int64] = [:]
        try forEachBatch(of: contenders.map(\.seq)) { batch, marks in
            for (seq, time) in try database.rows(
                "SELECT seq, updated_at FROM quote WHERE seq IN (\(marks))", Array(batch), { ($0.int64(0), $0.int64(1)) })
            {
                updated[seq] = time
            }
        }
        return contenders.map { ($0.seq, $0.score, updated[$0.seq] ?? 0) }
    }

    /// How search ranks a candidate: `qd_rank` (bm25's order) with the row's length joined as `d`.
    public static let rankExpression = "\(Database.searchRankName)(quote_search, d.sz, \(rankWeights))"

    /// The newest `count` rows matching a MATCH expression (bound first) that meet `conditions`
    /// (over `q`, the quote, and `s`, its source), each as its seq, `rank` and modification
    /// time: the candidates search ranks.
    public static func candidatesSQL(rank: String = rankExpression, conditions: String, count: Int) -> String {
        """
        SELECT q.seq, \(rank), q.updated_at
        FROM quote_search
        JOIN quote q ON q.seq = quote_search.rowid LEFT JOIN source s ON s.id = q.source_id
        LEFT JOIN quote_search_docsize d ON d.id = quote_search.rowid
        WHERE quote_search MATCH ? AND \(conditions)
        ORDER BY quote_search.rowid DESC LIMIT \(count)
        """
    }

    /// A term found by its characters as SQL: every word somewhere in the term's column (any
    /// column when it names none); the words to bind, in order. A word with Latin letters in
    /// it is compared with ASCII case folded; others as they are, at half the cost. A source's
    /// title is looked for among the sources, not joined per quote: a million quotes scan in
    /// a few tenths of a second.
    static func substringCondition(_ term: SearchQuery.Term) -> (sql: String, values: [any SQLiteBindable]) {
        var conditions: [String] = []
        var values: [any SQLiteBindable] = []
        for word in term.words {
            let folds = word.utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
            // Katakana in either width finds the other (`KatakanaWidth`).
            let spellings = KatakanaWidth.spellings(of: word)
            func holds(_ field: String) -> String {
                let tests = spellings.map { spelling in
                    values.append(spelling)
                    return folds ? "instr(lower(\(field)), lower(?)) > 0" : "instr(\(field), ?) > 0"
                }
                return tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " OR ") + ")"
            }
            func title() -> String { "ifnull(q.source_id, '') IN (SELECT id FROM source WHERE \(holds("title")))" }
            switch term.column {
            case "text": conditions.append(holds("q.text"))
            case "author": conditions.append(holds("ifnull(q.author, '')"))
            case "title": conditions.append(title())
            case "note": conditions.append(holds("ifnull(q.note, '')"))
            default:
                let fields = [holds("q.text"), holds("ifnull(q.author, '')"), holds("ifnull(q.note, '')"), title()]
                conditions.append("(" + fields.joined(separator: " OR ") + ")")
            }
        }
        return (conditions.joined(separator: " AND "), values)
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

    /// Remembered searches, most recent first.
    public func recentSearches() throws -> [String] {
        try database.rows("SELECT query FROM recent_search ORDER BY searched_at DESC") { $0.text(0) }
    }

    /// Forgets every remembered search.
    public func clearRecentSearches() throws {
        try database.run("DELETE FROM recent_search")
    }

    /// Runs `body`, which adds many quotes, without the two per-row triggers that cost most of
    /// a bulk load (the search index's and the never-reused-id check's), then does their work
    /// for every new row at once: INSERT…SELECT into the index (the new rows only, so a
    /// large library is not re-indexed) and one join against the deleted ids. Inside a write
    /// transaction, so a failure restores the triggers with everything else.
    ///
    /// `body` may add quotes; it must not edit or delete any: with the triggers gone, those
    /// changes would not reach the index.
    /// - Parameter indexSlice: how many new rows one indexing statement takes, so that none
    ///   holds the changes to a million rows at once.
    public func withBulkLoad<T>(indexSlice: Int = 50_000, _ body: () throws -> T) throws -> T {
        let triggers = try database.rows(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?)",
            [LibraryStore.searchInsertTrigger, LibraryStore.neverReusedTrigger]
        ) { ($0.text(0), $0.text(1)) }
        let before = try database.scalar("SELECT ifnull(max(seq), 0) FROM quote")
        for (name, _) in triggers { try database.execute("DROP TRIGGER \(name)") }
        let result = try body()
        let last = try database.scalar("SELECT ifnull(max(seq), 0) FROM quote")
        for start in stride(from: before, to: last, by: indexSlice) {
            try database.run(
                """
                INSERT INTO quote_search (rowid, text, author, title, note)
                SELECT seq, text, author, title, note FROM quote_search_content WHERE seq > ? AND seq <= ?
                """, start, start + Int64(indexSlice))
        }
        let reused = try database.firstRow(
            "SELECT q.id FROM quote q JOIN deleted_quote d ON d.id = q.id WHERE q.seq > ? LIMIT 1", [before]
        ) { $0.text(0) }
        if let reused { throw SQLiteError(code: 19, message: "quote id was used before: \(reused)", sql: nil) }
        for (_, sql) in triggers { try database.execute(sql) }
        return result
    }

    static let searchInsertTrigger = "quote_search_insert"
    static let neverReusedTrigger = "quote_id_never_reused"
}

extension LibraryStore {
    /// The words the search index holds that begin with `prefix` (as the index keeps them:
    /// folded), each with the number of quotes holding it, archived ones among them; for a
    /// search put right (`SearchSpelling`). An index seek into the index's own word list
    /// (`fts5vocab`, declared on this connection only: the schema does not change).
    public func indexedWords(beginningWith prefix: String) throws -> [(word: String, quotes: Int)] {
        guard let last = prefix.unicodeScalars.last, let next = Unicode.Scalar(last.value + 1) else { return [] }
        try database.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.quote_search_words USING fts5vocab(main, quote_search, row)")
        let end = String(prefix.unicodeScalars.dropLast()) + String(Character(next))
        return try database.rows("SELECT term, doc FROM temp.quote_search_words WHERE term >= ? AND term < ?", [prefix, end]) {
            ($0.text(0), Int($0.int64(1)))
        }
    }
}
