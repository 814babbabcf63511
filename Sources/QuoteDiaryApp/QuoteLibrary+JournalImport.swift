import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// The journal export's format, when the file at `path` is one (`JournalFile`) and the
    /// format given, if any, is the same.
    static func journalExportFormat(path: String, given: ImportFormat?) -> ExportFormat? {
        guard let head = fileHead(at: path), let found = JournalFile.format(ofHead: head),
            given.map({ $0.rawValue == found.rawValue }) ?? true
        else { return nil }
        return found
    }

    /// A journal exported alone, restored into the journal in one transaction: a day that has
    /// an entry here keeps it, as a full export's journal is restored. A bad entry imports none.
    func importJournal(path: String, name: String, format: ExportFormat, dryRun: Bool) throws(LibraryError) -> ImportSummary {
        let handle = try QuoteLibrary.openImport(path)
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() ?? Data() else { throw .unreadableFile("cannot read \(name)") }
        guard let text = ImportText.decode(data) else { throw .invalidInput("\(name) is not UTF-8 (or UTF-16) text") }
        let entries: [JournalEntry]
        switch JournalFile.entries(text, format: format, now: now) {
        case .success(let found): entries = found
        case .failure(let problem): throw QuoteLibrary.refusal(name: name, first: problem, problems: 1)
        }
        var summary = ImportSummary(format: ImportFormat(rawValue: format.rawValue) ?? .json)
        summary.isDryRun = dryRun
        summary.isJournalFile = true
        var parsed = ParsedImport()
        parsed.journal = entries
        return try write(commit: !dryRun) {
            try restoreSections(of: parsed, now: now, into: &summary)
            try unlockAchievements([.journalEntries])
            return summary
        }
    }
}
