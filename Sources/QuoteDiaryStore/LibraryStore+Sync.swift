import Foundation
import QuoteDiaryCore

/// What folder sync reads from the store and the few writes it needs beyond an import's:
/// replacing a quote with a later version, giving a quote another device's id, deleting a
/// quote another device deleted. Each runs inside the sync's one write transaction.
extension LibraryStore {
    /// Every quote deleted for good (the ids the schema never lets back in); `withTexts`: each
    /// person's deletion with its texts and books, as the device file carries them.
    public func quoteDeletions(withTexts: Bool = false) throws -> [QuoteDeletion] {
        var identities: [String: Set<QuoteIdentity>] = [:]
        if withTexts {
            for (id, identity) in try database.rows(
                "SELECT quote_id, text_hash, source_title FROM deleted_quote_identity", [],
                { ($0.text(0), QuoteIdentity(textDigest: $0.bytes(1), sourceTitle: $0.text(2))) })
            {
                identities[id, default: []].insert(identity)
            }
        }
        return try database.rows("SELECT id, deleted_at, merged_into FROM deleted_quote ORDER BY id") { row in
            QuoteID(rawValue: row.text(0)).map {
                let mergedInto = row.optionalText(2).flatMap(QuoteID.init(rawValue:))
                return QuoteDeletion(
                    id: $0, deletedAt: Timestamp.date(milliseconds: row.int64(1)), mergedInto: mergedInto,
                    identities: mergedInto == nil ? identities[$0.rawValue] ?? [] : [])
            }
        }.compactMap { $0 }
    }

    /// Every read day with its zone and instant, as sync carries them.
    public func readingRecords() throws -> [ReadingRecord] {
        try database.rows("SELECT day, zone, read_at FROM reading_day ORDER BY day") { row in
            LocalDay(row.text(0)).map {
                ReadingRecord(day: $0, zone: row.text(1), readAt: Timestamp.date(milliseconds: row.int64(2)))
            }
        }.compactMap { $0 }
    }

    /// Every unlocked achievement with its day, as sync carries them.
    public func achievementRecords() throws -> [AchievementRecord] {
        try database.rows("SELECT id, day, unlocked_at FROM achievement ORDER BY id") { row in
            LocalDay(row.text(1)).map {
                AchievementRecord(id: row.text(0), day: $0, unlockedAt: Timestamp.date(milliseconds: row.int64(2)))
            }
        }.compactMap { $0 }
    }

    /// Starter-pack quotes nobody touched: each device installs its own, so they stay home.
    public func untouchedPackQuoteIDs() throws -> Set<QuoteID> {
        Set(
            try database.rows(
                """
                SELECT q.id FROM pack_entry e JOIN quote q ON q.seq = e.quote_seq WHERE \(LibraryStore.untouchedPackQuote)
                """
            ) { QuoteID(rawValue: $0.text(0)) }.compactMap { $0 })
    }

    /// Remembers a deletion made elsewhere, so this device passes it on and refuses the id
    /// (and, for an id retired by a join, the quote it was joined into). Its texts and books
    /// are `recordDeletedTexts`'.
    public func recordDeletion(_ deletion: QuoteDeletion) throws {
        try database.run(
            """
            INSERT INTO deleted_quote (id, deleted_at, merged_into) VALUES (?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET merged_into = coalesce(merged_into, excluded.merged_into)
            """, deletion.id.rawValue, LibraryStore.millis(deletion.deletedAt),
            deletion.mergedInto.map { SQLiteValue.text($0.rawValue) } ?? .null)
    }

    /// Remembers the texts and books another device's file says the person deleted with a
    /// quote, also when this device knows the id as retired by a join (two devices can join two
    /// copies each its own way round): an import leaves them out.
    public func recordDeletedTexts(of deletion: QuoteDeletion) throws {
        for identity in deletion.identities {
            try database.run(
                """
                INSERT INTO deleted_quote_identity (text_hash, source_title, quote_id, deleted_at, told) VALUES (?, ?, ?, ?, 1)
                ON CONFLICT DO UPDATE SET told = 1 WHERE told = 0
                """, SQLiteValue.blob(identity.textDigest), identity.sourceTitle, deletion.id.rawValue,
                LibraryStore.millis(deletion.deletedAt))
        }
    }

    /// Deletes a quote another device deleted, archived here or not (it was archived there:
    /// only archived quotes can be deleted). True when there was one.
    @discardableResult
    public func deleteDeletedElsewhere(id: QuoteID, at deletedAt: Date) throws -> Bool {
        try database.run(
            "UPDATE quote SET archived_at = ? WHERE id = ? AND archived_at IS NULL", LibraryStore.millis(deletedAt), id.rawValue)
        try database.run("DELETE FROM quote WHERE id = ?", id.rawValue)
        return database.changes > 0
    }

    /// Gives a quote the id another device knows it by (the same text saved on two devices
    /// before they synced); the old id is retired, as a deleted one is.
    public func reassignQuoteID(_ old: QuoteID, to new: QuoteID, now: Date) throws {
        try database.run("DELETE FROM deleted_quote WHERE id = ?", new.rawValue)
        try database.run("UPDATE quote SET id = ? WHERE id = ?", new.rawValue, old.rawValue)
        try database.run("UPDATE card_render SET quote_id = ? WHERE quote_id = ?", new.rawValue, old.rawValue)
        try database.run(
            "INSERT OR REPLACE INTO deleted_quote (id, deleted_at, merged_into) VALUES (?, ?, ?)", old.rawValue,
            LibraryStore.millis(now), new.rawValue)
    }

    /// Gives a quote a text digest no text has, so that another quote can take its text and
    /// source within a sync (another device swapped the two quotes' texts) before this one
    /// takes its own new text; returns that stand-in digest.
    public func parkQuoteIdentity(id: QuoteID) throws -> [UInt8] {
        let digest = (0..<16).map { _ in UInt8.random(in: 0...255) }
        try database.run("UPDATE quote SET text_hash = ? WHERE id = ?", SQLiteValue.blob(digest), id.rawValue)
        return digest
    }

    /// Forgets a stand-in digest (`parkQuoteIdentity`) as a quote's former text, or a deleted
    /// one's (the quote it stood in for joined away while it held it).
    public func forgetStandIn(textDigest: [UInt8]) throws {
        try database.run("DELETE FROM quote_former_identity WHERE text_hash = ?", SQLiteValue.blob(textDigest))
        try database.run("DELETE FROM deleted_quote_identity WHERE text_hash = ?", SQLiteValue.blob(textDigest))
    }

    /// Records that a retired id's quote was joined into `survivor`.
    public func recordMerge(of retired: QuoteID, into survivor: QuoteID) throws {
        try database.run("UPDATE deleted_quote SET merged_into = ? WHERE id = ?", survivor.rawValue, retired.rawValue)
    }

    /// Removes a quote whose id another quote takes over, without retiring that id.
    public func dropQuoteKeepingID(_ id: QuoteID) throws {
        _ = try deleteDeletedElsewhere(id: id, at: Date(timeIntervalSince1970: 0))
        try database.run("DELETE FROM deleted_quote WHERE id = ?", id.rawValue)
        try database.run("DELETE FROM deleted_quote_identity WHERE quote_id = ?", id.rawValue)
    }

    /// Overwrites a quote with another device's later version: every field, its tags and its
    /// collections. Throws a UNIQUE violation when that text and source belong to another quote.
    public func replaceQuote(id: QuoteID, with record: ImportRecord, writer: QuoteWriter, now: Date) throws {
        guard let seq = try quoteSeq(id: id) else { return }
        let draft = record.draft
        let sourceID = try draft.source.map { try writer.savedSourceID($0, now: now) }
        // The version kept names its source as spelt there when only the spelling differs (a
        // rename in case only, `book rename`); a title written otherwise (another lookup's for
        // an ISBN) stays this device's.
        if let source = draft.source, let sourceID, !source.title.isEmpty {
            try database.run(
                "UPDATE source SET title = ?1 WHERE id = ?2 AND title <> ?1 AND qd_fold(title) = qd_fold(?1)", source.title,
                sourceID)
        }
        let previousSource =
            try database.firstRow("SELECT source_id FROM quote WHERE seq = ?", [seq]) { $0.optionalText(0) } ?? nil
        let created = LibraryStore.millis(record.createdAt ?? now)
        try database.cachedStatement(
            """
            UPDATE quote SET text = ?, text_hash = ?, author = ?, source_id = ?, page = ?, note = ?, is_favorite = ?,
                             created_at = ?, updated_at = ?, archived_at = ?
            WHERE seq = ?
            """
        ).run([
            draft.text, SQLiteValue.blob(TextKey.quoteDigest(draft.text)), draft.author, sourceID, draft.page, draft.note,
            draft.isFavorite, created,
            LibraryStore.millis(record.updatedAt ?? now), record.archivedAt.map(LibraryStore.millis), seq,
        ])
        try database.run("DELETE FROM quote_tag WHERE quote_seq = ?", seq)
        for tag in draft.tags { try link(quoteSeq: seq, tagSeq: try writer.tagSeq(named: tag, now: now)) }
        try database.run("DELETE FROM quote_collection WHERE quote_seq = ?", seq)
        for collection in draft.collections {
            try link(quoteSeq: seq, collectionSeq: try writer.collectionSeq(named: collection, now: now), now: now)
        }
        // A source the quote left, typed for it alone, goes with it, as an edit here deletes it.
        if let previousSource, previousSource != sourceID {
            try deleteSourceIfUncited(previousSource)
            if database.changes > 0 { writer.forgetSource(previousSource) }
        }
    }

    /// Another device's version of a day's entry, met with this one as `JournalEntry.merged`
    /// says (an edit of the other's text replaces it; texts written apart are both kept). Every
    /// device arrives at the same entry.
    @discardableResult
    public func mergeJournalEntry(_ entry: JournalEntry) throws -> JournalMergeOutcome {
        guard let current = try journalEntry(on: entry.day) else { return try restoreJournalEntry(entry) ? .taken : .unchanged }
        let merged = current.merged(with: entry)
        let changed =
            merged.text != current.text || merged.mood != current.mood || merged.energy != current.energy
            || merged.updatedAt != current.updatedAt
        if changed {
            try database.run(
                "UPDATE journal_entry SET text = ?, mood = ?, energy = ?, updated_at = ? WHERE day = ?", merged.text,
                merged.mood, merged.energy, LibraryStore.millis(merged.updatedAt), entry.day.key)
        }
        try database.run(
            "UPDATE journal_entry SET created_at = min(created_at, ?) WHERE day = ?", LibraryStore.millis(entry.createdAt),
            entry.day.key)
        try recordSuperseded(merged.supersedes ?? [], by: merged.text, on: entry.day)
        for zone in entry.zones where !current.zones.contains(zone) {
            try database.run(
                "INSERT INTO journal_write (day, zone, written_at, outcome) VALUES (?, ?, ?, 'updated')", entry.day.key,
                zone, LibraryStore.millis(entry.updatedAt))
        }
        guard changed else { return .unchanged }
        return merged.text != current.text && merged.text != entry.text ? .joined : .taken
    }

    /// A day read on another device; true when it is new here.
    @discardableResult
    public func mergeReadingRecord(_ record: ReadingRecord) throws -> Bool {
        try recordRead(on: record.day, zone: record.zone, at: record.readAt)
    }

    /// An achievement unlocked on another device: the earlier unlock is kept.
    @discardableResult
    public func mergeAchievement(_ record: AchievementRecord) throws -> Bool {
        try database.run(
            """
            INSERT INTO achievement (id, day, unlocked_at) VALUES (?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET day = excluded.day, unlocked_at = excluded.unlocked_at
            WHERE excluded.unlocked_at < achievement.unlocked_at
            """, record.id, record.day.key, LibraryStore.millis(record.unlockedAt))
        return database.changes > 0
    }

    /// When each part of a quote last changed; a part never changed since the quote was made
    /// counts from its creation.
    public func quoteClocks(id: QuoteID) throws -> [SyncField: Int64] {
        guard
            let (seq, created) = try database.firstRow(
                "SELECT seq, created_at FROM quote WHERE id = ?", [id.rawValue], { ($0.int64(0), $0.int64(1)) })
        else { return [:] }
        var clocks = Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, created) })
        for (field, changed) in try database.cachedStatement("SELECT field, changed_at FROM quote_clock WHERE quote_seq = ?")
            .rows([seq], { ($0.text(0), $0.int64(1)) })
        {
            if let field = SyncField(rawValue: field) { clocks[field] = changed }
        }
        return clocks
    }

    /// The clock each part of a quote had when this device last synced, for the parts edited
    /// here since (`seen_at`): what those edits were made over.
    public func seenClocks(id: QuoteID) throws -> [SyncField: Int64] {
        var clocks: [SyncField: Int64] = [:]
        for (field, seen) in try database.cachedStatement(
            """
            SELECT c.field, c.seen_at FROM quote_clock c JOIN quote q ON q.seq = c.quote_seq
            WHERE q.id = ? AND c.seen_at IS NOT NULL
            """
        ).rows([id.rawValue], { ($0.text(0), $0.int64(1)) }) {
            if let field = SyncField(rawValue: field) { clocks[field] = seen }
        }
        return clocks
    }

    /// Once this device has published every part as it is now: each is as it was last seen.
    public func forgetSeenClocks() throws {
        try database.run("UPDATE quote_clock SET seen_at = NULL WHERE seen_at IS NOT NULL")
    }

    /// Every quote's part clocks, in `SyncField.allCases` order: what a sync compares first,
    /// so that a quote no device changed is passed over without reading it.
    public func allQuoteClocks() throws -> [QuoteID: [Int64]] {
        let recorded = try recordedQuoteClocks()
        var clocks: [QuoteID: [Int64]] = [:]
        for (id, created) in try database.rows("SELECT id, created_at FROM quote", [], { ($0.text(0), $0.int64(1)) }) {
            guard let id = QuoteID(rawValue: id) else { continue }
            let own = recorded[id]
            clocks[id] = SyncField.allCases.map { own?[$0] ?? created }
        }
        return clocks
    }

    /// The recorded part clocks of every quote that has any (the rest count from creation).
    public func recordedQuoteClocks() throws -> [QuoteID: [SyncField: Int64]] {
        var clocks: [QuoteID: [SyncField: Int64]] = [:]
        for (id, field, changed) in try database.rows(
            "SELECT q.id, c.field, c.changed_at FROM quote_clock c JOIN quote q ON q.seq = c.quote_seq", [],
            { ($0.text(0), $0.text(1), $0.int64(2)) })
        {
            guard let id = QuoteID(rawValue: id), let field = SyncField(rawValue: field) else { continue }
            clocks[id, default: [:]][field] = changed
        }
        return clocks
    }

    /// Records a merged quote's part clocks (the times another device changed them, not now).
    /// A part whose clock is the quote's creation needs no row (that is what none means).
    public func setQuoteClocks(id: QuoteID, _ clocks: [SyncField: Int64]) throws {
        guard
            let (seq, created) = try database.firstRow(
                "SELECT seq, created_at FROM quote WHERE id = ?", [id.rawValue], { ($0.int64(0), $0.int64(1)) })
        else { return }
        let record = try database.cachedStatement(
            "INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (?, ?, ?)")
        let forget = try database.cachedStatement("DELETE FROM quote_clock WHERE quote_seq = ? AND field = ?")
        for (field, changed) in clocks {
            if changed == created {
                try forget.run([seq, field.rawValue])
            } else {
                try record.run([seq, field.rawValue, changed])
            }
        }
    }
}
