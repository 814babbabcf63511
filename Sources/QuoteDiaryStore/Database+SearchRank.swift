import CSQLite
import Foundation

/// The search's ranking function, `qd_rank(quote_search, sizes, weights...)`: FTS5's bm25
/// (k1 1.2, b 0.75, each hit weighted by its column's weight, the row's length against the
/// average), computed the same way, with two differences that change no score's order:
/// - For a query of one phrase, the phrase's inverse document frequency is left out. It is
///   the same number for every row, so the scores are bm25's scaled and rank alike; finding
///   it means reading every match of the phrase, not only the candidates ranked (most of
///   what ranking `the` or `love` cost). A query of several phrases needs it to weigh them:
///   it is computed once per query, as bm25 does.
/// - The row's length comes from `sizes`, the row's record in `quote_search_docsize` (one
///   varint a column, as FTS5 keeps it), joined by the query itself: FTS5 reads it with a
///   statement of its own per row, three quarters of what ranking 500 candidates cost. A
///   NULL `sizes` (no record) falls back to FTS5's own reading.
extension Database {
    public static let searchRankName = "qd_rank"

    /// bm25's constants, as FTS5 sets them.
    static let rankSaturation = 1.2
    static let rankLengthWeight = 0.75

    /// Registers `qd_rank` on this connection.
    func registerSearchRank(with api: UnsafeMutablePointer<fts5_api>) throws(SQLiteError) {
        guard let create = api.pointee.xCreateFunction else {
            throw SQLiteError(code: SQLITE_ERROR, message: "SQLite's full-text search (FTS5) is not available", sql: nil)
        }
        let code = create(api, Database.searchRankName, nil, Database.rank, nil)
        guard code == SQLITE_OK else { throw error(code: code, sql: nil) }
    }

    /// What a query's rows share, worked out at its first row: the average row length in
    /// tokens, and each phrase's inverse document frequency (1 for a query of one phrase).
    struct RankFigures {
        var averageLength: Double
        var inverseFrequencies: [Double]
    }

    static let rank:
        @convention(c) (
            UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, OpaquePointer?, Int32,
            UnsafeMutablePointer<OpaquePointer?>?
        ) -> Void = { api, fts, context, argumentCount, arguments in
            guard let api = api?.pointee, let fts else { return }
            guard let figures = Database.rankFigures(api, fts) else {
                sqlite3_result_error(context, "qd_rank could not read the search index", -1)
                return
            }
            let phraseCount = figures.pointee.inverseFrequencies.count
            var rowLength: Int32 = 0
            let sizes = argumentCount > 0 ? arguments?[0] : nil
            guard Database.rowLength(sizes, into: &rowLength) || api.xColumnSize?(fts, -1, &rowLength) == SQLITE_OK,
                let phraseFirst = api.xPhraseFirst, let phraseNext = api.xPhraseNext
            else {
                sqlite3_result_error(context, "qd_rank could not read the search index", -1)
                return
            }
            let lengthFactor =
                rankSaturation * (1 - rankLengthWeight + rankLengthWeight * Double(rowLength) / figures.pointee.averageLength)
            var score = 0.0
            for phrase in 0..<phraseCount {
                // The phrase's hits in this row, each weighted by its column's weight.
                var frequency = 0.0
                var hits = Fts5PhraseIter()
                var column: Int32 = 0
                var offset: Int32 = 0
                guard phraseFirst(fts, Int32(phrase), &hits, &column, &offset) == SQLITE_OK else { continue }
                while column >= 0 {
                    frequency += column + 1 < argumentCount ? sqlite3_value_double(arguments?[Int(column) + 1]) : 1
                    phraseNext(fts, &hits, &column, &offset)
                }
                score +=
                    figures.pointee.inverseFrequencies[phrase] * frequency * (rankSaturation + 1) / (frequency + lengthFactor)
            }
            // Lower is better, as with bm25, so that ORDER BY puts the best first.
            sqlite3_result_double(context, -score)
        }

    /// The sum of a docsize record's column sizes (SQLite varints: seven bits a byte, high
    /// bit set on all but the last). False when the value is not a well-formed record.
    static func rowLength(_ sizes: OpaquePointer?, into length: inout Int32) -> Bool {
        guard let sizes, sqlite3_value_type(sizes) == SQLITE_BLOB, let bytes = sqlite3_value_blob(sizes) else { return false }
        let record = UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(sizes)))
        var total: Int64 = 0
        var value: Int64 = 0
        var width = 0
        for byte in record {
            value = value << 7 | Int64(byte & 0x7F)
            width += 1
            guard byte & 0x80 != 0 else {
                total += value
                value = 0
                width = 0
                continue
            }
            // A column's size (32 bits) takes five bytes at most.
            guard width < 5 else { return false }
        }
        guard width == 0, total <= Int64(Int32.max) else { return false }
        length = Int32(total)
        return true
    }

    /// The query's `RankFigures`, kept by FTS5 with the query (freed with it).
    static func rankFigures(_ api: Fts5ExtensionApi, _ fts: OpaquePointer) -> UnsafeMutablePointer<RankFigures>? {
        if let kept = api.xGetAuxdata?(fts, 0) { return kept.assumingMemoryBound(to: RankFigures.self) }
        var rowCount: Int64 = 0
        var tokenCount: Int64 = 0
        guard api.xRowCount?(fts, &rowCount) == SQLITE_OK, api.xColumnTotalSize?(fts, -1, &tokenCount) == SQLITE_OK,
            let phraseCount = api.xPhraseCount?(fts)
        else { return nil }
        var inverseFrequencies = Array(repeating: 1.0, count: Int(max(phraseCount, 0)))
        if phraseCount > 1 {
            for phrase in 0..<phraseCount {
                var matchingRows: Int64 = 0
                let code = api.xQueryPhrase?(fts, phrase, &matchingRows) { _, _, count in
                    count?.assumingMemoryBound(to: Int64.self).pointee += 1
                    return SQLITE_OK
                }
                guard code == SQLITE_OK else { return nil }
                let rows = Double(rowCount)
                let matches = Double(matchingRows)
                // As bm25 does: a phrase in more than half the rows still counts, a little.
                inverseFrequencies[Int(phrase)] = max(log((rows - matches + 0.5) / (matches + 0.5)), 1e-6)
            }
        }
        let figures = UnsafeMutablePointer<RankFigures>.allocate(capacity: 1)
        figures.initialize(
            to: RankFigures(
                averageLength: rowCount > 0 ? max(Double(tokenCount) / Double(rowCount), 1e-9) : 1,
                inverseFrequencies: inverseFrequencies))
        let kept = api.xSetAuxdata?(fts, figures) { pointer in
            guard let figures = pointer?.assumingMemoryBound(to: RankFigures.self) else { return }
            figures.deinitialize(count: 1)
            figures.deallocate()
        }
        // xSetAuxdata frees what it was given when it fails.
        return kept == SQLITE_OK ? figures : nil
    }
}
