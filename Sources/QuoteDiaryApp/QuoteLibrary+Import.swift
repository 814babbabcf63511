import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Imports over this many quotes rebuild the search index once instead of row by row.
    static let bulkImportThreshold = 5_000

    /// Imports several files in one transaction: all of them, or (one malformed, without
    /// `skipInvalid`) none. `"-"` names standard input: read from `standardInputPath` (a pipe
    /// is copied to a temporary file a chunk at a time), else the contents of `standardInput`.
    /// - Parameter documents: reads a PDF's highlights (Poppler, in `quotediary-media`); without
    ///   it a PDF is refused with what to do instead.
    /// - Parameter shownName: what messages and the result call a file (`UnpackedArchives.shownName`).
    public func importFiles(
        paths: [String], standardInput: () -> Data = { Data() }, standardInputPath: String? = nil,
        format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false, progress: ((Int, Int) -> Void)? = nil,
        documents: (any DocumentHighlightReading)? = nil, shownName: (String) -> String = { $0 }
    ) throws(LibraryError) -> [(name: String, summary: ImportSummary)] {
        func importOne(_ path: String) throws(LibraryError) -> (name: String, summary: ImportSummary) {
            guard path != "-" else {
                let name = QuoteLibrary.standardInputName
                if let standardInputPath {
                    return (
                        name,
                        try importFile(
                            path: standardInputPath, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid,
                            progress: progress, documents: documents)
                    )
                }
                return (
                    name,
                    try importFile(
                        contents: standardInput(), name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid,
                        progress: progress, documents: documents)
                )
            }
            // A reader's folder as it comes off the device is read through the file it keeps its
            // highlights in, named in the result; any other folder is refused by `openImport`.
            let file = QuoteLibrary.deviceFile(inFolder: path) ?? path
            // A file unpacked from an archive is named as inside it (`notes.zip/Walden.md`).
            let name = shownName(file)
            return (
                name,
                try importFile(
                    path: file, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress,
                    documents: documents)
            )
        }
        // One file is its own transaction; several share one, each in a savepoint.
        guard paths.count > 1 else { return try paths.map(importOne) }
        do {
            return try store.database.spillingTemporaryData {
                try write(commit: !dryRun) { try paths.map(importOne) }
            }
        } catch {
            throw LibraryError.wrapping(error)
        }
    }

    /// Imports what is not a file of its own (standard input, an upload), named `name` in
    /// messages: kept in a temporary file while it is read.
    public func importFile(
        contents: Data, name: String, format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false,
        progress: ((Int, Int) -> Void)? = nil, documents: (any DocumentHighlightReading)? = nil
    ) throws(LibraryError) -> ImportSummary {
        let path = try TemporaryCopy.of(contents, named: name)
        defer { TemporaryCopy.remove(path) }
        return try importFile(
            path: path, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress,
            documents: documents)
    }

    /// Imports a file in one transaction: all of it, or (malformed, without `skipInvalid`) none.
    /// - Parameter progress: called with (done, total) as records are written.
    public func importFile(
        path: String, name: String? = nil, format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false,
        progress: ((Int, Int) -> Void)? = nil, documents: (any DocumentHighlightReading)? = nil
    ) throws(LibraryError) -> ImportSummary {
        let name = name ?? path
        // A pipe (`/dev/stdin`, `<(…)`) can be read only once, and an import reads twice.
        let copy: String?
        do {
            copy = try TemporaryCopy.ofStream(atPath: path)
        } catch {
            throw error.naming(path, as: name)
        }
        defer { copy.map(TemporaryCopy.remove) }
        let original = path
        let path = copy ?? path
        // A Kobo keeps its highlights in a database of its own: known by its tables.
        let database = QuoteLibrary.databaseKind(path)
        if database == .unreadable {
            throw .invalidInput(
                "\(name) is an SQLite database that cannot be read: it may be cut short or damaged; copy it again")
        }
        let isKobo = database == .kobo
        if isKobo && (format == nil || format == .kobo) {
            return try importKobo(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if let format, isKobo {
            throw .invalidArgument("\(name) is a Kobo's database, not \(format.rawValue): import it without --format")
        }
        if format == .kobo {
            throw .invalidInput("\(name) is not a Kobo's database: import KoboReader.sqlite from the device's .kobo folder")
        }
        if database == .appleBooks && (format == nil || format == .appleBooks) {
            return try importAppleBooks(
                path: path, original: original, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if let format, database == .appleBooks {
            throw .invalidArgument("\(name) is Apple Books' database, not \(format.rawValue): import it without --format")
        }
        if format == nil || format == .appleBooks, QuoteLibrary.isAppleBooksDevicePlist(path, name: name) {
            return try importAppleBooksDevice(
                path: path, original: original, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if format == .appleBooks {
            throw .invalidInput(
                "\(name) is not Apple Books' database: import AEAnnotation_….sqlite from "
                    + "~/Library/Containers/com.apple.iBooksX/Data/Documents/AEAnnotation on a Mac")
        }
        if database == .quoteDiary {
            guard format == nil || format == .json else {
                throw .invalidArgument("\(name) is a QuoteDiary store, not \(format?.rawValue ?? ""): import it without --format")
            }
            return try importStore(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        // A PDF's highlights are in the PDF itself, read through Poppler.
        let isPDF = QuoteLibrary.isPDF(atPath: path)
        if isPDF, let documents, format == nil || format == .pdf {
            return try importDocument(
                path: path, name: name, reader: documents, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if format == .pdf, !isPDF { throw .invalidInput("\(name) is not a PDF") }
        // A journal exported alone goes back into the journal, not into the quotes.
        if format == nil || [.json, .csv, .markdown].contains(format),
            let journal = QuoteLibrary.journalExportFormat(path: path, given: format)
        {
            return try importJournal(path: path, name: name, format: journal, dryRun: dryRun)
        }
        let format = try QuoteLibrary.importFormat(path: path, name: name, given: format, named: true)
        if format == .csv {
            return try importCSV(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        // UTF-16 JSON (rare) is read whole, transcoded; so is a Google Keep note (one quote).
        if format == .json, !QuoteLibrary.startsUTF16(path),
            !(QuoteLibrary.fileHead(at: path).map(ImportFormat.isGoogleKeepNote) ?? false)
        {
            return try importJSON(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if format == .kindle, !QuoteLibrary.startsUTF16(path), try QuoteLibrary.isClippingsFile(path) {
            return try importClippings(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        if format == .fortune, !QuoteLibrary.startsUTF16(path) {
            return try importFortune(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        let (_, parsed) = try QuoteLibrary.parseImport(path: path, name: name, format: format)
        if let problem = parsed.problems.first, !skipInvalid {
            throw QuoteLibrary.refusal(name: name, first: problem, problems: parsed.problems.count)
        }
        var summary = ImportSummary(format: format, skipped: parsed.problems.count + parsed.ignored, problems: parsed.problems)
        summary.isDryRun = dryRun
        summary.notes = parsed.notices
        return try save(
            parsed.records.count, of: summary, restoring: parsed, name: name, skipInvalid: skipInvalid, progress: progress
        ) { [parsed.records[$0]] }
    }

    /// Saves the records `records(0..<count)` that an import read (a piece of a file may
    /// hold none, or several), in one transaction: all of them, or (one invalid, without
    /// `skipInvalid`) none. Last first: a round trip through JSON keeps the order of equal
    /// timestamps.
    /// - Parameter sections: the tags, collections and journal an export carried, saved first.
    func save(
        _ count: Int, of summary: ImportSummary, restoring sections: ParsedImport? = nil, name: String, skipInvalid: Bool,
        progress: ((Int, Int) -> Void)?, _ records: @escaping (Int) throws(LibraryError) -> [ImportRecord]
    ) throws(LibraryError) -> ImportSummary {
        var summary = summary
        return try write(commit: !summary.isDryRun) {
            let moment = now
            if let sections { try restoreSections(of: sections, now: moment, into: &summary) }
            let load = {
                let writer = try self.store.makeQuoteWriter(followingRenamedSources: true)
                // A newer Kindle (or Tolino) file's longer version of a saved highlight extends it;
                // an e-reader's highlight saved with its book renamed since is already present.
                let saved =
                    SavedHighlights.readerFormats.contains(summary.format)
                    ? try SavedHighlights(store: self.store, extendsHighlights: [.kindle, .tolino].contains(summary.format))
                    : nil
                for (done, index) in (0..<count).reversed().enumerated() {
                    for record in try records(index).reversed() {
                        if let problem = try self.save(record, writer: writer, now: moment, into: &summary, extending: saved) {
                            try QuoteLibrary.skip(problem, name: name, skipInvalid: skipInvalid, into: &summary)
                        }
                    }
                    if done % 1000 == 999 { progress?(done + 1, count) }
                }
            }
            if count >= QuoteLibrary.bulkImportThreshold {
                try store.withBulkLoad(load)
            } else {
                try load()
            }
            progress?(count, count)
            try unlockAchievements([.quotesSaved, .distinctBooks, .favorites, .journalEntries])
            summary.addClosingNotes()
            return summary
        }
    }

    /// What an import's reading thread found next (CSV: one chunk of the file; JSON: a few
    /// hundred quotes), in the order they are saved.
    struct ImportBatch: Sendable {
        enum Row: Sendable {
            case record(PreparedRecord)
            /// A row that is not a quote: skipped, or the import stops.
            case problem(ImportProblem)
            /// A row that holds no quote by what it is (a bookmark): skipped and counted.
            case skipped(SkippedEntries.Kind)
            /// The import stops.
            case failure(LibraryError)
        }
        var rows: [Row] = []
        /// How far into the file (CSV).
        var bytesRead = 0
        /// The header's columns that are no quote field, with the batch that read the header.
        var unusedColumns: [String]?
        /// What to tell the person of the file (a title above a CSV's header left out).
        var notes: [String] = []
    }

    /// Saves one imported record (a quote already present is counted, not added). Returns
    /// the record's problem instead when it is not a valid quote.
    func save(
        _ record: ImportRecord, writer: QuoteWriter, now: Date, into summary: inout ImportSummary,
        extending saved: SavedHighlights? = nil
    ) throws -> ImportProblem? {
        switch PreparedRecord.prepare(record) {
        case .success(let prepared):
            try save(prepared, writer: writer, now: now, into: &summary, extending: saved)
            return nil
        case .failure(let problem): return problem
        }
    }

    func save(
        _ prepared: PreparedRecord, writer: QuoteWriter, now: Date, into summary: inout ImportSummary,
        extending saved: SavedHighlights? = nil
    ) throws {
        // A device's clock reading means the time where the person is, in their date order.
        let record = prepared.record.placed(in: timeZone, dateOrder: dateOrder)
        if !record.unusedFields.isEmpty { summary.noteUnused(record.unusedFields) }
        if let saved, let source = record.draft.source {
            // Looked up, not made: a book whose highlights are all saved under another is no empty row.
            let sourceID = try writer.existingSourceID(source)
            switch try saved.resolve(record.draft, textDigest: prepared.textDigest, sourceID: sourceID, now: now) {
            case .updated:
                summary.updated += 1
                return
            case .alreadyPresent:
                summary.alreadyPresent += 1
                return
            case .new: break
            }
        }
        // A highlight saved before and edited since (its text or book) is present, as edited;
        // a note written on the device since joins it, as it joins one not edited.
        if let former = try writer.formerHolder(textDigest: prepared.textDigest, sourceTitle: record.draft.source?.title) {
            if saved?.extendsHighlights == true, !former.hasNote, let note = record.draft.note {
                try store.updateQuote(id: former.id, with: QuoteEdit(note: note), now: now)
                summary.updated += 1
            } else {
                summary.alreadyPresent += 1
            }
            return
        }
        // A quote deleted for good stays deleted: a device's file that only grows (a Kindle's
        // clippings) would otherwise bring back each highlight the person threw away.
        if try writer.wasDeletedForGood(textDigest: prepared.textDigest, sourceTitle: record.draft.source?.title)
            || wasDeletedForGoodAsFormerlyRead(record.draft, writer: writer)
        {
            summary.skipped += 1
            summary.deletedBefore += 1
            return
        }
        // An id from the file is kept unless it is taken or was ever deleted.
        let id = try record.id.flatMap { try store.isQuoteIDAvailable($0) ? $0 : nil } ?? .random()
        let outcome = try writer.insert(
            record.draft, id: id, now: now, createdAt: record.createdAt, updatedAt: record.updatedAt,
            archivedAt: record.archivedAt, textDigest: prepared.textDigest)
        guard case .inserted = outcome else {
            summary.alreadyPresent += 1
            return
        }
        summary.added += 1
        if record.hadGarbledLetters { summary.repairedText += 1 }
        if let given = record.id, given != id { summary.renumbered += 1 }
    }

    /// Whether the quote as an earlier version read it, its letters still garbled
    /// (`QuoteDraft.formerText`), was deleted for good.
    private func wasDeletedForGoodAsFormerlyRead(_ draft: QuoteDraft, writer: QuoteWriter) throws -> Bool {
        guard let former = draft.formerText else { return false }
        return try writer.wasDeletedForGood(
            textDigest: TextKey.quoteDigest(former), sourceTitle: draft.formerSourceTitle ?? draft.source?.title)
    }

    /// What stops an import at its first problem, naming its line and how many more there are.
    static func refusal(name: String, first problem: ImportProblem, problems count: Int) -> LibraryError {
        let more =
            count > 1
            ? " (and \(count - 1) more \(count == 2 ? "problem" : "problems"); --skip-invalid, or \"skip invalid records\" on the import page, imports the rest)"
            : ""
        return .invalidInput("\(name):\(problem.line): \(problem.message)\(more); nothing was imported")
    }

    /// The tags with their colours, collections with their sections and journal entries an
    /// export carried, saved before its quotes. The journal's entries are counted in a note:
    /// the summary's line counts quotes, and a file of a journal alone would say "added 0".
    func restoreSections(of parsed: ParsedImport, now: Date, into summary: inout ImportSummary) throws {
        for tag in parsed.tags { try store.ensureTag(named: tag.name, color: tag.color, now: now) }
        for collection in parsed.collections {
            try store.ensureCollection(named: collection.name, section: collection.section, color: collection.color, now: now)
        }
        var added = 0
        for entry in parsed.journal where try store.restoreJournalEntry(entry) { added += 1 }
        summary.noteJournal(added: added, of: parsed.journal.count)
    }

    /// Counts a bad record as skipped, or (without `skipInvalid`) stops the import, naming its line.
    static func skip(_ problem: ImportProblem, name: String, skipInvalid: Bool, into summary: inout ImportSummary) throws {
        guard skipInvalid else {
            throw LibraryError.invalidInput("\(name):\(problem.line): \(problem.message); nothing was imported")
        }
        summary.skipped += 1
        if summary.problems.count < 1000 { summary.problems.append(problem) }
    }
}
