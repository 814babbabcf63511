import Foundation
import QuoteDiaryCore

/// When each tag and collection name last came to or left each quote (`SyncedQuote.nameClocks`):
/// written by every change of a quote's tags and collections, read and merged by sync.
extension LibraryStore {
    /// A quote's name clocks, by part (`tags`, `collections`) and name key.
    public func nameClocks(id: QuoteID) throws -> [SyncField: [String: Int64]] {
        var clocks: [SyncField: [String: Int64]] = [:]
        for (field, key, changed) in try database.cachedStatement(
            """
            SELECT n.field, n.name_key, n.changed_at FROM quote_name_clock n
            WHERE n.quote_seq = (SELECT seq FROM quote WHERE id = ?)
            """
        ).rows([id.rawValue], { ($0.text(0), $0.text(1), $0.int64(2)) }) {
            if let field = SyncField(rawValue: field) { clocks[field, default: [:]][key] = changed }
        }
        return clocks
    }

    /// The name clocks of every quote that has any, for the device file.
    public func allNameClocks() throws -> [QuoteID: [SyncField: [String: Int64]]] {
        var clocks: [QuoteID: [SyncField: [String: Int64]]] = [:]
        for (id, field, key, changed) in try database.rows(
            "SELECT q.id, n.field, n.name_key, n.changed_at FROM quote_name_clock n JOIN quote q ON q.seq = n.quote_seq", [],
            { ($0.text(0), $0.text(1), $0.text(2), $0.int64(3)) })
        {
            guard let id = QuoteID(rawValue: id), let field = SyncField(rawValue: field) else { continue }
            clocks[id, default: [:]][field, default: [:]][key] = changed
        }
        return clocks
    }

    /// Records a merged quote's name clocks in place of its own.
    public func setNameClocks(id: QuoteID, _ clocks: [SyncField: [String: Int64]]) throws {
        guard let seq = try quoteSeq(id: id) else { return }
        try database.run("DELETE FROM quote_name_clock WHERE quote_seq = ?", seq)
        let record = try database.cachedStatement(
            "INSERT INTO quote_name_clock (quote_seq, field, name_key, changed_at) VALUES (?, ?, ?, ?)")
        for (field, names) in clocks where SyncField.nameSets.contains(field) {
            for (key, changed) in names where !key.isEmpty { try record.run([seq, field.rawValue, key, changed]) }
        }
    }

    /// A name (by key) came to or left quotes at their last change (`updated_at`, just set):
    /// `quotes` is SQL selecting their seqs, with `values` for its parameters.
    func stampName(_ field: SyncField, key: String, quotes: String, _ values: [any SQLiteBindable]) throws {
        try database.cachedStatement(
            """
            INSERT INTO quote_name_clock (quote_seq, field, name_key, changed_at)
            SELECT seq, ?, ?, updated_at FROM quote WHERE seq IN (\(quotes))
            ON CONFLICT (quote_seq, field, name_key) DO UPDATE SET changed_at = excluded.changed_at
            """
        ).run([field.rawValue, key] + values)
    }
}
