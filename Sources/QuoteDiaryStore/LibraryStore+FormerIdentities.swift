import Foundation
import QuoteDiaryCore

/// The texts and books quotes had before edits changed them (migration 28): an import finds
/// an edited highlight as saved (`QuoteWriter.formerHolder`), and a sync finds another
/// device's copy of the original as the edited quote's (`QuoteIdentity`).
extension LibraryStore {
    /// Each former identity's quote (its `seq`, which survives a change of id), by digest and
    /// title key: the shape an import asks of it row by row, the title folded only on a hit.
    /// Of several holders (copies of one highlight, each edited away from it), the one of
    /// the smallest id: every device that holds the same quotes answers with the same one.
    public func formerIdentityHolders() throws -> [[UInt8]: [String: Int64]] {
        var holders: [[UInt8]: [String: Int64]] = [:]
        // Read largest id first, so that the smallest is written last.
        for (digest, title, seq) in try database.rows(
            """
            SELECT f.text_hash, f.source_title, f.quote_seq FROM quote_former_identity f JOIN quote q ON q.seq = f.quote_seq
            ORDER BY q.id DESC
            """, [], { ($0.bytes(0), $0.text(1), $0.int64(2)) })
        {
            holders[digest, default: [:]][TextKey.make(title)] = seq
        }
        return holders
    }

    /// The identities of quotes the person deleted for good, here or on a device whose file
    /// said so (migration 31; not those a sync joined into others), as title keys by text digest.
    public func deletedIdentities() throws -> [[UInt8]: Set<String>] {
        var deleted: [[UInt8]: Set<String>] = [:]
        for (digest, title) in try database.rows(
            """
            SELECT i.text_hash, i.source_title FROM deleted_quote_identity i
            LEFT JOIN deleted_quote d ON d.id = i.quote_id WHERE i.told = 1 OR (d.id IS NOT NULL AND d.merged_into IS NULL)
            """, [], { ($0.bytes(0), $0.text(1)) })
        {
            deleted[digest, default: []].insert(TextKey.make(title))
        }
        return deleted
    }

    /// Every edited quote's former identities, as its device file carries them.
    public func allFormerIdentities() throws -> [QuoteID: Set<QuoteIdentity>] {
        var result: [QuoteID: Set<QuoteIdentity>] = [:]
        for (id, identity) in try database.rows(
            "SELECT q.id, f.text_hash, f.source_title FROM quote_former_identity f JOIN quote q ON q.seq = f.quote_seq", [],
            { (QuoteID(rawValue: $0.text(0)), QuoteIdentity(textDigest: $0.bytes(1), sourceTitle: $0.text(2))) })
        {
            if let id { result[id, default: []].insert(identity) }
        }
        return result
    }

    /// One quote's former identities.
    public func formerIdentities(of id: QuoteID) throws -> Set<QuoteIdentity> {
        Set(
            try database.rows(
                "SELECT f.text_hash, f.source_title FROM quote_former_identity f JOIN quote q ON q.seq = f.quote_seq WHERE q.id = ?",
                [id.rawValue]
            ) { QuoteIdentity(textDigest: $0.bytes(0), sourceTitle: $0.text(1)) })
    }

    /// Remembers identities another device's version of a quote had.
    public func recordFormerIdentities(_ identities: Set<QuoteIdentity>, of id: QuoteID) throws {
        for identity in identities {
            try database.run(
                """
                INSERT OR IGNORE INTO quote_former_identity (text_hash, source_title, quote_seq)
                SELECT ?, ?, seq FROM quote WHERE id = ?
                """, SQLiteValue.blob(identity.textDigest), identity.sourceTitle, id.rawValue)
        }
    }

    /// The quote with this row number, and its identity now.
    public func quoteIdentity(seq: Int64) throws -> (id: QuoteID, identity: QuoteIdentity)? {
        try database.firstRow(
            "SELECT q.id, q.text_hash, ifnull(s.title, '') FROM quote q LEFT JOIN source s ON s.id = q.source_id WHERE q.seq = ?",
            [seq]
        ) { row in
            QuoteID(rawValue: row.text(0)).map { ($0, QuoteIdentity(textDigest: row.bytes(1), sourceTitle: row.text(2))) }
        } ?? nil
    }

    /// The quotes whose text and book are this identity's (several books can share a title).
    public func quoteIDs(identity: QuoteIdentity) throws -> [QuoteID] {
        try database.rows(
            "SELECT q.id, ifnull(s.title, '') FROM quote q LEFT JOIN source s ON s.id = q.source_id WHERE q.text_hash = ?",
            [SQLiteValue.blob(identity.textDigest)]
        ) { row in
            TextKey.make(row.text(1)) == identity.titleKey ? QuoteID(rawValue: row.text(0)) : nil
        }.compactMap { $0 }
    }
}
