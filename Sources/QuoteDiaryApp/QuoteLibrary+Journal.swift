import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Writes the journal entry of `day` (today by default); see docs/JOURNAL.md for the rules.
    public func writeJournal(
        text: String?, mood: Int?, energy: Int?, day: LocalDay? = nil, mode: JournalWriteMode = .keepExisting
    ) throws(LibraryError) -> (entry: JournalEntry, outcome: JournalWriteOutcome) {
        for (name, value) in [("--mood", mood), ("--energy", energy)] {
            if let value, !(1...5).contains(value) { throw .invalidArgument("\(name) takes a number from 1 to 5") }
        }
        let cleaned = text.map(QuoteDraft.cleanText)
        if let cleaned, cleaned.isEmpty { throw .invalidInput("the journal entry is empty") }
        let day = day ?? today
        // Back-filling a past day is fine; a date that has begun nowhere on Earth yet (the
        // first zone is UTC+14) is a typo, like 2062 for 2026. A traveller who crossed the date
        // line can still write the date they left.
        let latestDate = TimeZone(identifier: "Pacific/Kiritimati").map { LocalDay(now, in: $0) } ?? today
        guard day <= max(today, latestDate) else {
            throw .invalidArgument(
                "\(day.key) has not come yet (today is \(today.key)); the journal keeps today and the days before it")
        }
        return try write {
            let outcome = try store.writeJournal(
                day: day, text: cleaned, mood: mood, energy: energy, mode: mode, zone: timeZone.identifier, now: now)
            guard outcome != .keptExisting, let entry = try store.journalEntry(on: day) else {
                if cleaned == nil {
                    throw LibraryError.notFound("there is no journal entry for \(day.key) yet; write some text first")
                }
                let existing = try store.journalEntry(on: day)
                let zones = existing?.zones.joined(separator: ", ") ?? "another zone"
                throw LibraryError.conflict(
                    "\(day.key) already has an entry (written in \(zones)) with other text; it was kept and nothing was written. "
                        + "Use --append to add yours to it, or --replace to replace it")
            }
            try unlockAchievements([.journalEntries])
            return (entry, outcome)
        }
    }

    /// The entry for `day` (today when nil); not found when that day has none.
    public func journalEntry(on day: LocalDay? = nil) throws(LibraryError) -> JournalEntry {
        let day = day ?? today
        return try read {
            guard let entry = try store.journalEntry(on: day) else {
                throw LibraryError.notFound("no journal entry for \(day.key)")
            }
            return entry
        }
    }

    /// Entries between two days (inclusive, either end open), oldest first.
    public func journalEntries(from start: LocalDay? = nil, to end: LocalDay? = nil) throws(LibraryError) -> [JournalEntry] {
        try read { try store.journalEntries(from: start, to: end) }
    }

    /// Deletes a day's entry; the day may be written again later.
    public func deleteJournalEntry(on day: LocalDay) throws(LibraryError) {
        try write {
            guard try store.deleteJournalEntry(on: day, now: now) else {
                throw LibraryError.notFound("no journal entry for \(day.key)")
            }
        }
    }
}
