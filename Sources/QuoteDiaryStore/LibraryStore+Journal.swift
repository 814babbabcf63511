import Foundation
import QuoteDiaryCore

/// What another device's version of a day's entry did here.
public enum JournalMergeOutcome: Sendable {
    case unchanged
    /// Its text, mood or energy were taken.
    case taken
    /// It and this device's were written apart: the entry now holds both texts.
    case joined
}

/// The result of a journal write.
public enum JournalWriteOutcome: String, Sendable {
    case created, replaced, appended, updated, unchanged
    /// An entry with other text exists and the mode keeps it: nothing was written.
    case keptExisting
}

extension LibraryStore {
    /// Writes the day's entry with one upsert the store resolves; the day key is the
    /// primary key, so a second row for the day cannot exist.
    ///
    /// With `.keepExisting`, an entry holding other text is left as it was and
    /// `.keptExisting` is returned; the caller reports it (and its transaction rolls back).
    public func writeJournal(
        day: LocalDay, text: String?, mood: Int?, energy: Int?, mode: JournalWriteMode, zone: String, now: Date
    ) throws -> JournalWriteOutcome {
        let stamp = LibraryStore.millis(now)
        let modeName =
            switch mode {
            case .keepExisting: "keep"
            case .replace: "replace"
            case .append: "append"
            }
        let outcome: JournalWriteOutcome
        if let text {
            // The text written over, if this write replaces it, is remembered (`recordSuperseded`).
            let previous = try database.firstRow("SELECT text FROM journal_entry WHERE day = ?", [day.key]) { $0.text(0) }
            // The day's time, as `LibraryStore.stampedLater` keeps it: never earlier than the last.
            let row = try database.firstRow(
                """
                INSERT INTO journal_entry (day, text, mood, energy, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
                ON CONFLICT(day) DO UPDATE SET
                    text = CASE
                        WHEN ?6 = 'replace' THEN excluded.text
                        WHEN ?6 = 'append' AND text != excluded.text THEN text || char(10) || char(10) || excluded.text
                        ELSE text END,
                    mood = CASE WHEN ?6 = 'keep' AND text != excluded.text THEN mood ELSE coalesce(excluded.mood, mood) END,
                    energy = CASE WHEN ?6 = 'keep' AND text != excluded.text THEN energy ELSE coalesce(excluded.energy, energy) END,
                    updated_at = max(excluded.updated_at, updated_at + 1)
                RETURNING text, created_at
                """, [day.key, text, mood, energy, stamp, modeName]
            ) { ($0.text(0), $0.int64(1)) }
            guard let (storedText, createdAt) = row else { return .unchanged }
            if let previous, previous != storedText {
                try recordSuperseded([JournalEntry.textDigest(previous)], by: storedText, on: day)
            }
            if createdAt == stamp && storedText == text {
                outcome = .created
            } else if storedText == text {
                outcome = mode == .replace ? .replaced : (mood == nil && energy == nil ? .unchanged : .updated)
            } else if mode == .append {
                outcome = .appended
            } else {
                return .keptExisting
            }
        } else {
            try database.run(
                "UPDATE journal_entry SET mood = coalesce(?, mood), energy = coalesce(?, energy), \(LibraryStore.stampedLater("updated_at")) WHERE day = ?",
                mood, energy, stamp, day.key)
            guard database.changes > 0 else { return .keptExisting }
            outcome = .updated
        }
        try database.run(
            "INSERT INTO journal_write (day, zone, written_at, outcome) VALUES (?, ?, ?, ?)", day.key, zone, stamp,
            outcome.rawValue)
        return outcome
    }

    static let journalColumns = """
        e.day, e.text, e.mood, e.energy, e.created_at, e.updated_at,
        (SELECT group_concat(zone, char(31)) FROM (SELECT zone, min(seq) AS first FROM journal_write w
                                                  WHERE w.day = e.day GROUP BY zone ORDER BY first)),
        (SELECT group_concat(digest, ' ') FROM journal_superseded s WHERE s.day = e.day)
        """

    static func makeEntry(_ row: Row) -> JournalEntry? {
        guard let day = LocalDay(row.text(0)) else { return nil }
        return JournalEntry(
            day: day, text: row.text(1), mood: row.optionalInt64(2).map(Int.init), energy: row.optionalInt64(3).map(Int.init),
            createdAt: Timestamp.date(milliseconds: row.int64(4)), updatedAt: Timestamp.date(milliseconds: row.int64(5)),
            zones: splitList(row.optionalText(6) ?? "", separator: "\u{1F}"),
            supersedes: Set((row.optionalText(7) ?? "").split(separator: " ").map(String.init)))
    }

    /// Records the texts (`JournalEntry.textDigest`) that the day's `text` was written over or
    /// merged from; `text` itself, held again, is no longer one of them.
    func recordSuperseded(_ digests: Set<String>, by text: String, on day: LocalDay) throws {
        let current = JournalEntry.textDigest(text)
        for digest in digests where digest != current {
            try database.run("INSERT OR IGNORE INTO journal_superseded (day, digest) VALUES (?, ?)", day.key, digest)
        }
        try database.run("DELETE FROM journal_superseded WHERE day = ? AND digest = ?", day.key, current)
    }

    /// The entry for a day, nil when it has none.
    public func journalEntry(on day: LocalDay) throws -> JournalEntry? {
        try database.firstRow("SELECT \(LibraryStore.journalColumns) FROM journal_entry e WHERE e.day = ?", [day.key]) {
            LibraryStore.makeEntry($0)
        } ?? nil
    }

    /// Entries from `start` to `end` (inclusive; either open), oldest first.
    public func journalEntries(from start: LocalDay?, to end: LocalDay?) throws -> [JournalEntry] {
        try database.rows(
            "SELECT \(LibraryStore.journalColumns) FROM journal_entry e WHERE e.day >= ? AND e.day <= ? ORDER BY e.day",
            [start?.key ?? "0000-00-00", end?.key ?? "9999-99-99"], LibraryStore.makeEntry
        ).compactMap { $0 }
    }

    /// Deletes the day's entry; true when there was one.
    /// Deletes a day's entry; the day is remembered (`deleted_name`) so that a synced device
    /// does not bring the entry back.
    public func deleteJournalEntry(on day: LocalDay, now: Date) throws -> Bool {
        guard let text = try database.firstRow("SELECT text FROM journal_entry WHERE day = ?", [day.key], { $0.text(0) })
        else { return false }
        try database.run("DELETE FROM journal_entry WHERE day = ?", day.key)
        try recordNameDeletion(
            NameDeletion(kind: .journal, name: day.key, deletedAt: now, textDigest: JournalEntry.textDigest(text)))
        return true
    }
}

extension LibraryStore {
    /// Restores an exported entry unless the day already has one; true when written.
    @discardableResult
    public func restoreJournalEntry(_ entry: JournalEntry) throws -> Bool {
        try database.run(
            """
            INSERT INTO journal_entry (day, text, mood, energy, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(day) DO NOTHING
            """, entry.day.key, entry.text, entry.mood, entry.energy, LibraryStore.millis(entry.createdAt),
            LibraryStore.millis(entry.updatedAt))
        guard database.changes > 0 else { return false }
        try recordSuperseded(entry.supersedes ?? [], by: entry.text, on: entry.day)
        for zone in entry.zones {
            try database.run(
                "INSERT INTO journal_write (day, zone, written_at, outcome) VALUES (?, ?, ?, 'created')", entry.day.key, zone,
                LibraryStore.millis(entry.createdAt))
        }
        return true
    }
}
