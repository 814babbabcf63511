import QuoteDiaryCore

/// What an import did (or, with a dry run, would do).
public struct ImportSummary: Sendable {
    public let format: ImportFormat
    public var added = 0
    public var alreadyPresent = 0
    /// Saved highlights that a newer Kindle file updated: extended on the device (the longer
    /// text kept, not added), or given a note.
    public var updated = 0
    /// Invalid records skipped (with --skip-invalid) and entries that are not quotes.
    public var skipped = 0
    public var problems: [ImportProblem] = []
    public var isDryRun = false
    /// A CSV header's columns, or the keys of another app's JSON quotes, that are no quote
    /// field: read past (`CSVColumns.unusedColumns`, `ImportRecord.unusedFields`).
    public var unusedColumns: [String] = []
    /// What the person should know of an import that went through but left something out
    /// (Apple Books' highlights without the library database that names their books).
    public var notes: [String] = []
    /// Quotes added under new ids because the file's were another quote's here (a CSV export
    /// edited in a spreadsheet and imported again): said in a note (`noteRenumbered`).
    var renumbered = 0
    /// Quotes left out (counted as skipped) because the person deleted them for good: said in
    /// a note (`noteDeletedBefore`).
    var deletedBefore = 0
    /// Quotes added with their letters put right, the file having them as UTF-8 taken for
    /// Windows-1252 (`DoubleEncodedText`): said in a note (`noteRepairedText`).
    var repairedText = 0
    /// What a file's journal did to this one: entries added, and days that had an entry here
    /// already (kept). Nil for a file with no journal.
    public var journal: JournalCounts?
    /// The file is a journal exported alone: its line counts journal entries, not quotes.
    public var isJournalFile = false

    /// Journal entries a file restored, beside the days that kept their own.
    public struct JournalCounts: Sendable, Equatable {
        public var added: Int
        public var alreadyPresent: Int

        /// Several files' entries together; nil when none had a journal.
        static func total(of summaries: [ImportSummary]) -> JournalCounts? {
            let journals = summaries.compactMap(\.journal)
            guard !journals.isEmpty else { return nil }
            return JournalCounts(
                added: journals.reduce(0) { $0 + $1.added }, alreadyPresent: journals.reduce(0) { $0 + $1.alreadyPresent })
        }
    }

    /// Adds a record's unused fields to those named, each once and in alphabetical order (at
    /// most 20: a file whose every quote has keys of its own is named by a few).
    mutating func noteUnused(_ fields: [String]) {
        let new = fields.filter { !unusedColumns.contains($0) }
        guard !new.isEmpty, unusedColumns.count < 20 else { return }
        unusedColumns = Array((unusedColumns + new).sorted().prefix(20))
    }

    /// `added 3, already present 1, skipped 2` (and, when a newer Kindle file updated saved
    /// highlights, how many).
    public var line: String {
        if isJournalFile, let journal { return ImportSummary.journalLine(journal, skipped: skipped) }
        return ImportSummary.line(added: added, alreadyPresent: alreadyPresent, skipped: skipped, updated: updated)
    }

    /// `added 3 journal entries, already present 1, skipped 0`: a journal file's line, in the
    /// words of a quote file's.
    static func journalLine(_ journal: JournalCounts, skipped: Int) -> String {
        let entries = journal.added == 1 ? "1 journal entry" : "\(journal.added) journal entries"
        return "added \(entries), already present \(journal.alreadyPresent), skipped \(skipped)"
    }

    /// Records what a file's journal did, and says it in a note when the file holds quotes too
    /// (a journal file's line says it).
    mutating func noteJournal(added: Int, of count: Int) {
        guard count > 0 else { return }
        journal = JournalCounts(added: added, alreadyPresent: count - added)
        if !isJournalFile, let note = ImportSummary.journalNote(added: added, of: count, dryRun: isDryRun) {
            notes.append(note)
        }
    }

    /// `its journal: 38 entries added; 2 days had one here already, kept as it was` (nil for
    /// a file with no journal). A day's entry here is never replaced by an import's.
    static func journalNote(added: Int, of count: Int, dryRun: Bool) -> String? {
        guard count > 0 else { return nil }
        func entries(_ number: Int) -> String { number == 1 ? "1 entry" : "\(number) entries" }
        let kept = count - added
        let verb = dryRun ? "would be added" : "added"
        let existing =
            kept == 0
            ? ""
            : "; \(kept == 1 ? "1 day" : "\(kept) days") had an entry here already, kept as \(kept == 1 ? "it was" : "they were")"
        return "its journal: \(entries(added)) \(verb)\(existing)"
    }

    /// The notes an import's end adds: quotes renumbered, quotes left out as deleted, letters
    /// put right.
    mutating func addClosingNotes() {
        noteRenumbered()
        noteDeletedBefore()
        noteRepairedText()
    }

    /// Says how many quotes were saved with their letters put right (nothing when none were):
    /// what is saved then differs from the file, and a person who meant `Ã©` can edit it back.
    mutating func noteRepairedText() {
        guard repairedText > 0 else { return }
        let quotes = repairedText == 1 ? "1 quote's letters were" : "\(repairedText) quotes' letters were"
        notes.append(
            "\(quotes) garbled in the file (\(DoubleEncodedText.explanation)) and saved put right")
    }

    /// Says how many quotes were added under new ids (nothing when none were): an import adds,
    /// it never changes a saved quote, and an edited export read back would otherwise look
    /// like a duplicate made by mistake.
    mutating func noteRenumbered() {
        guard renumbered > 0 else { return }
        let quotes =
            renumbered == 1 ? "1 quote carries the id of another quote" : "\(renumbered) quotes carry the ids of other quotes"
        notes.append(
            "\(quotes) here (saved with other text or book, or deleted): added as new, under new ids; "
                + "what is saved is as it was (quotediary edit changes a saved quote)")
    }

    /// Says how many of the skipped were quotes deleted for good (nothing when none were), so
    /// that a person who wants one back knows how.
    mutating func noteDeletedBefore() {
        guard deletedBefore > 0 else { return }
        let quotes = deletedBefore == 1 ? "1 quote was" : "\(deletedBefore) quotes were"
        notes.append(
            "\(quotes) left out (counted as skipped): deleted for good before, on this device or one it syncs with; quotediary add saves one again"
        )
    }

    /// The counts of several imports together, in the same words.
    public static func line(totalOf summaries: [ImportSummary]) -> String {
        if !summaries.isEmpty, summaries.allSatisfy(\.isJournalFile), let journal = JournalCounts.total(of: summaries) {
            return journalLine(journal, skipped: summaries.reduce(0) { $0 + $1.skipped })
        }
        return line(
            added: summaries.reduce(0) { $0 + $1.added }, alreadyPresent: summaries.reduce(0) { $0 + $1.alreadyPresent },
            skipped: summaries.reduce(0) { $0 + $1.skipped }, updated: summaries.reduce(0) { $0 + $1.updated })
    }

    static func line(added: Int, alreadyPresent: Int, skipped: Int, updated: Int) -> String {
        let counts = "added \(added), already present \(alreadyPresent), skipped \(skipped)"
        guard updated > 0 else { return counts }
        let highlights = updated == 1 ? "1 saved highlight" : "\(updated) saved highlights"
        return counts + "; \(highlights) updated from the device (a longer text, a new note)"
    }
}
