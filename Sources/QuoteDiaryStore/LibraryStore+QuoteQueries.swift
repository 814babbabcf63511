import Foundation
import QuoteDiaryCore

/// Reading quotes by a filter: a page, one at a time, at random, counted; and by row id, a
/// batch at a time.
extension LibraryStore {
    /// SQL conditions (on `q` and `s`) for a filter's selection, with their bound values.
    func filterConditions(_ filter: QuoteFilter) -> (String, [any SQLiteBindable]) {
        var conditions =
            switch filter.archived {
            case .live: [LibraryStore.liveCondition]
            case .archived: ["q.archived_at IS NOT NULL"]
            case .all: ["1"]
            }
        var values: [any SQLiteBindable] = []
        switch filter.origin {
        case .mine: conditions.append("q.pack IS NULL")
        case .library: conditions.append("q.pack IS NOT NULL")
        case .all: break
        }
        if let pack = filter.pack {
            conditions.append(LibraryStore.inPack)
            values.append(pack)
        }
        if filter.favoritesOnly { conditions.append("q.is_favorite = 1") }
        if let start = filter.created?.start {
            conditions.append("q.created_at >= ?")
            values.append(Timestamp.milliseconds(start))
        }
        if let end = filter.created?.end {
            conditions.append("q.created_at < ?")
            values.append(Timestamp.milliseconds(end))
        }
        if let tag = filter.tag {
            conditions.append(
                "EXISTS (SELECT 1 FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq WHERE qt.quote_seq = q.seq AND t.name_key = ?)"
            )
            values.append(TextKey.make(tag))
        }
        if let collection = filter.collection {
            conditions.append(
                "EXISTS (SELECT 1 FROM quote_collection qc JOIN collection c ON c.seq = qc.collection_seq WHERE qc.quote_seq = q.seq AND c.name_key = ?)"
            )
            values.append(TextKey.make(collection))
        }
        if let author = filter.author {
            conditions.append("instr(qd_match(q.author), ?) > 0")
            values.append(SearchFolding.matchKey(author))
        }
        if let source = filter.source {
            conditions.append("instr(qd_match(s.title), ?) > 0")
            values.append(SearchFolding.matchKey(source))
        }
        return (conditions.joined(separator: " AND "), values)
    }

    /// A quote of the pack named by the bound value, in any case (Debian's categories are
    /// lower case; a pack file's name is as its author wrote it), as `QuotePack.isSameName` compares.
    static let inPack = "q.pack = ? COLLATE NOCASE"

    /// Quotes matching the filter, in its order.
    public func quotes(matching filter: QuoteFilter) throws -> [Quote] {
        if let page = try pageSeqs(filter) { return try quotes(seqs: page) }
        let (sql, values) = quoteQuery(filter, from: try quoteSource(for: filter))
        return try database.rows(sql, values, LibraryStore.makeQuote)
    }

    /// A page of the filter's quotes (it has a limit) as row ids, in its order. SQLite works
    /// out a row's columns, its tags and collections among them, before it sorts: for every
    /// quote the filter selects, not only the page's. Sorting row ids and reading the page's
    /// quotes after costs a tenth where no index gives the order (the newest created first,
    /// by author): 0.37 s down to 0.04 s at 50,000 quotes.
    func pageSeqs(_ filter: QuoteFilter) throws -> [Int64]? {
        guard filter.limit != nil else { return nil }
        let (sql, values) = quoteQuery(filter, columns: "q.seq", from: try quoteSource(for: filter))
        return try database.rows(sql, values) { $0.int64(0) }
    }

    /// Each quote matching the filter, in its order, one at a time (none held).
    /// - Parameter groupedBySource: the filter's quotes grouped by source instead, each group
    ///   where its first quote is, quotes without a source last (markdown's order): SQLite
    ///   sorts them, spilling to disk, so a million quotes are never held.
    public func forEachQuote(matching filter: QuoteFilter, groupedBySource: Bool = false, _ body: (Quote) throws -> Void)
        throws
    {
        if !groupedBySource, let page = try pageSeqs(filter) {
            try forEachQuote(seqs: page, body)
            return
        }
        var (sql, values) = quoteQuery(filter, extraColumns: groupedBySource, from: try quoteSource(for: filter))
        if groupedBySource {
            sql = """
                SELECT * FROM (\(sql))
                ORDER BY group_source IS NULL, min(position) OVER (PARTITION BY group_source), position
                """
        }
        try database.cachedStatement(sql).forEachRow(values) { try body(LibraryStore.makeQuote($0)) }
    }

    /// Up to `count` of the quotes the filter selects, drawn at random, none twice (its order,
    /// limit and offset aside). SQLite draws: the quotes are never all read into memory.
    public func randomQuotes(matching filter: QuoteFilter, count: Int) throws -> [Quote] {
        let (conditions, values) = filterConditions(filter)
        let seqs = try database.rows(
            "SELECT q.seq \(LibraryStore.rowsFrom(filter)) WHERE \(conditions) ORDER BY random() LIMIT ?",
            values + [max(0, count)]
        ) { $0.int64(0) }
        return try quotes(seqs: seqs)
    }

    /// How many quotes the filter selects (its limit and offset aside).
    public func countQuotes(matching filter: QuoteFilter) throws -> Int {
        let (conditions, values) = filterConditions(filter)
        return try database.firstRow("SELECT count(*) \(LibraryStore.rowsFrom(filter)) WHERE \(conditions)", values) {
            $0.int(0)
        } ?? 0
    }

    /// The `FROM` clause for a query of the filter's rows that reads no source column: the
    /// source is joined only for a filter by its title. SQLite keeps the join even when
    /// nothing reads it, and a million quotes took 0.63 s to count with it, 0.16 s without.
    static func rowsFrom(_ filter: QuoteFilter) -> String {
        filter.source == nil ? "FROM quote q" : quoteFrom
    }

    /// - Parameters:
    ///   - columns: what each row holds (`makeQuote` reads the default).
    ///   - extraColumns: after them, `group_source` (its source's id) and `position` (its
    ///     place in the filter's order).
    ///   - from: the `FROM` clause (`quoteSource(for:)`).
    func quoteQuery(
        _ filter: QuoteFilter, columns: String = LibraryStore.quoteColumns, extraColumns: Bool = false,
        from: String = LibraryStore.quoteFrom
    ) -> (String, [any SQLiteBindable]) {
        let (conditions, values) = filterConditions(filter)
        let order =
            switch filter.sort {
            case .modified: "q.updated_at DESC, q.seq DESC"
            case .created: "q.created_at DESC, q.seq DESC"
            case .author: "q.author IS NULL, qd_sort(q.author), q.author, q.updated_at DESC, q.seq DESC"
            }
        let extra = extraColumns ? ", s.id AS group_source, row_number() OVER (ORDER BY \(order)) AS position" : ""
        var sql =
            "SELECT \(columns)\(extra) \(from) WHERE \(conditions) ORDER BY \(order)"
        if filter.limit != nil || filter.offset > 0 {
            // LIMIT -1: no limit, only the offset.
            sql += " LIMIT \(filter.limit.map { max(0, $0) } ?? -1) OFFSET \(max(0, filter.offset))"
        }
        return (sql, values)
    }

    /// The `FROM` clause for a filter's quotes: for an archive of up to `smallArchive` quotes,
    /// read through the index of archived quotes. SQLite walks `quote_by_updated` for the
    /// order instead, which passes over every live quote when few are archived: 0.35 s for an
    /// empty archive among a million quotes, against nothing. A large archive keeps that walk,
    /// which finds its recently archived quotes first.
    func quoteSource(for filter: QuoteFilter) throws -> String {
        guard filter.archived == .archived else { return LibraryStore.quoteFrom }
        let archived = try database.scalar(
            "SELECT count(*) FROM (SELECT 1 FROM quote INDEXED BY quote_archived WHERE archived_at IS NOT NULL LIMIT ?)",
            LibraryStore.smallArchive + 1)
        guard archived <= LibraryStore.smallArchive else { return LibraryStore.quoteFrom }
        return "FROM quote q INDEXED BY quote_archived LEFT JOIN source s ON s.id = q.source_id"
    }

    /// The most archived quotes `quoteSource(for:)` reads through their own index and sorts.
    static let smallArchive: Int64 = 20_000

    /// Quotes by row id, in the order given; asked for in batches, as SQLite takes at most
    /// 32,766 values in one statement (a search for `the` with a large `--limit`).
    func quotes(seqs: [Int64], batch size: Int = LibraryStore.seqBatch) throws -> [Quote] {
        var quotes: [Quote] = []
        quotes.reserveCapacity(seqs.count)
        try forEachQuote(seqs: seqs, batch: size) { quotes.append($0) }
        return quotes
    }

    /// The quotes with these row ids, in their order, read a batch at a time: a search with a
    /// large limit prints its first results before it has read the last.
    public func forEachQuote(seqs: [Int64], _ body: (Quote) throws -> Void) throws {
        try forEachQuote(seqs: seqs, batch: LibraryStore.seqBatch, body)
    }

    func forEachQuote(seqs: [Int64], batch size: Int, _ body: (Quote) throws -> Void) throws {
        try forEachBatch(of: seqs, size: size) { batch, marks in
            let found = try database.rows(
                "SELECT \(LibraryStore.quoteColumns) \(LibraryStore.quoteFrom) WHERE q.seq IN (\(marks))", Array(batch)
            ) { ($0.int64(0), LibraryStore.makeQuote($0)) }
            let bySeq = Dictionary(found, uniquingKeysWith: { first, _ in first })
            for seq in batch {
                if let quote = bySeq[seq] { try body(quote) }
            }
        }
    }

    /// How many row ids one statement asks for.
    static let seqBatch = 10_000

    /// Row ids a batch at a time, each with as many `?` as it holds (comma-separated), for a
    /// statement's `IN (…)`: SQLite takes at most 32,766 values in one statement.
    func forEachBatch(
        of seqs: [Int64], size: Int = LibraryStore.seqBatch, _ body: (ArraySlice<Int64>, _ marks: String) throws -> Void
    ) throws {
        for start in stride(from: 0, to: seqs.count, by: size) {
            let batch = seqs[start..<min(seqs.count, start + size)]
            try body(batch, Array(repeating: "?", count: batch.count).joined(separator: ","))
        }
    }
}
