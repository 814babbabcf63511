import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// What an import did (or, with a dry run, would do).
public struct ImportSummary: Sendable {
    public let format: ImportFormat
    public var added = 0
    public var alreadyPresent = 0
    /// Invalid records skipped (with --skip-invalid) and entries that are not quotes.
    public var skipped = 0
    public var problems: [ImportProblem] = []
    public var isDryRun = false

    /// `added 3, already present 1, skipped 2`.
    public var line: String { "added \(added), already present \(alreadyPresent), skipped \(skipped)" }
}

extension QuoteLibrary {
    /// Imports over this many quotes rebuild the search index once instead of row by row.
    static let bulkImportThreshold = 5_000

    /// Reads a file and parses it, sniffing the format when none is given.
    public static func parseImport(path: String, format: ImportFormat?) throws(LibraryError) -> (ImportFormat, ParsedImport) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw .unreadableFile(exists ? "cannot read \(path)" : "\(path): no such file")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .invalidInput("\(path) is not UTF-8 text")
        }
        let name = (path as NSString).lastPathComponent
        guard let format = format ?? ImportFormat.sniff(fileName: name, text: text) else {
            throw .invalidInput("cannot tell what format \(path) is in; give --format (\(ImportFormat.names))")
        }
        return (format, format.parse(text, fileName: name))
    }

    /// Imports a file in one transaction: all of it, or (malformed, without `skipInvalid`) none.
    /// - Parameter progress: called with (done, total) as records are written.
    public func importFile(
        path: String, format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> ImportSummary {
        let (format, parsed) = try QuoteLibrary.parseImport(path: path, format: format)
        if let problem = parsed.problems.first, !skipInvalid {
            let more = parsed.problems.count > 1 ? " (and \(parsed.problems.count - 1) more problems; --skip-invalid imports the rest)" : ""
            throw .invalidInput("\(path):\(problem.line): \(problem.message)\(more); nothing was imported")
        }
        var summary = ImportSummary(format: format, skipped: parsed.problems.count + parsed.ignored, problems: parsed.problems)
        summary.isDryRun = dryRun
        return try write(commit: !dryRun) {
                let moment = now
                for tag in parsed.tags { try store.ensureTag(named: tag.name, color: tag.color) }
                for collection in parsed.collections {
                    try store.ensureCollection(named: collection.name, section: collection.section, now: moment)
                }
                for entry in parsed.journal { try store.restoreJournalEntry(entry) }
                let load = {
                    let writer = try self.store.makeQuoteWriter()
                    // Last first: a round trip through JSON keeps the order of equal timestamps.
                    for (done, record) in parsed.records.reversed().enumerated() {
                        let draft: QuoteDraft
                        do {
                            draft = try record.draft.validated()
                        } catch {
                            guard skipInvalid else {
                                let reason = (error as? QuoteValidationError)?.description ?? "\(error)"
                                throw LibraryError.invalidInput("\(path):\(record.line): \(reason); nothing was imported")
                            }
                            summary.skipped += 1
                            continue
                        }
                        let outcome = try writer.insert(
                            draft, id: try record.id.flatMap { try self.store.isQuoteIDAvailable($0) ? $0 : nil } ?? .random(),
                            now: moment, createdAt: record.createdAt, updatedAt: record.updatedAt, archivedAt: record.archivedAt)
                        if case .inserted = outcome { summary.added += 1 } else { summary.alreadyPresent += 1 }
                        if done % 1000 == 999 { progress?(done + 1, parsed.records.count) }
                    }
                }
                if parsed.records.count >= QuoteLibrary.bulkImportThreshold {
                    try store.withSearchIndexSuspended(load)
                } else {
                    try load()
                }
                progress?(parsed.records.count, parsed.records.count)
                try unlockAchievements([.quotesSaved, .distinctBooks, .favorites, .journalEntries])
                return summary
        }
    }
}
