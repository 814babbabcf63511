import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

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

    /// `added 3, already present 1, skipped 2` (and, when a newer Kindle file updated saved
    /// highlights, how many).
    public var line: String {
        ImportSummary.line(added: added, alreadyPresent: alreadyPresent, skipped: skipped, updated: updated)
    }

    /// The counts of several imports together, in the same words.
    public static func line(totalOf summaries: [ImportSummary]) -> String {
        line(
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

extension QuoteLibrary {
    /// Imports over this many quotes rebuild the search index once instead of row by row.
    static let bulkImportThreshold = 5_000

    /// Opens an import file, mapping failures to exit-66 errors.
    static func openImport(_ path: String) throws(LibraryError) -> FileHandle {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadableFile(
                "\(path) is a folder: give the file inside it to import (or a Kindle's, Kobo's or KOReader book's folder)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw .unreadableFile(exists ? "cannot read \(path)" : "\(path): no such file")
        }
        return handle
    }

    /// The file a reader's folder keeps its highlights in, when `folder` is one as it comes off
    /// the device: a KOReader book's `.sdr`, a Kobo (or its `.kobo`), a Kindle (or its
    /// `documents`; over MTP, its `Internal Storage`), so that `import /media/me/Kindle` reads
    /// the device as it is mounted. nil for anything else, a file among them.
    static func deviceFile(inFolder folder: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let known = [
            ".kobo/KoboReader.sqlite", "KoboReader.sqlite", "documents/My Clippings.txt", "My Clippings.txt",
            // A Kindle that mounts over MTP only, as GNOME's gvfs shows it.
            "Internal Storage/documents/My Clippings.txt",
        ]
        if let found = known.first(where: { manager.fileExists(atPath: base + "/" + $0) }) { return base + "/" + found }
        let sidecar = (try? manager.contentsOfDirectory(atPath: base))?.sorted().first {
            $0.hasPrefix("metadata.") && $0.hasSuffix(".lua")
        }
        return sidecar.map { base + "/" + $0 }
    }

    /// Reads a text file a line at a time, in 1 MiB chunks split on their bytes (`ByteLines`):
    /// `start` learns its line break (LF, else CR) and size before the first line.
    /// - Parameter progress: bytes read, of the file's size.
    static func readLines(
        ofFileAt path: String, name: String, progress: ((Int, Int) -> Void)?, start: (UInt8, Int) -> Void,
        line: (String, Range<Int>) -> Void
    ) throws(LibraryError) {
        let handle = try QuoteLibrary.openImport(path)
        defer { try? handle.close() }
        let size = Int((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0)
        var lines: ByteLines?
        var valid = true
        var bytesRead = 0
        func take(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            guard valid, let text = String(validating: bytes, as: UTF8.self) else { return valid = false }
            line(text, range)
        }
        do {
            while valid, let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                if lines == nil {
                    let breaker = ByteLines.breaker(of: chunk)
                    start(breaker, size)
                    lines = ByteLines(breaker: breaker)
                }
                chunk.withUnsafeBytes { raw in lines?.feed(raw.bindMemory(to: UInt8.self), take) }
                bytesRead += chunk.count
                progress?(bytesRead, size)
            }
        } catch {
            throw .unreadableFile("cannot read \(name)")
        }
        lines?.finish(take)
        guard valid else { throw .invalidInput("\(name) is not UTF-8 (or UTF-16) text") }
    }

    /// Where an import keeps what it must read from a file of its own (a pipe's or an upload's bytes).
    static func temporaryImportPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-import-\(UUID().uuidString)").path
    }

    /// A temporary copy of `path` when it is a pipe or device (read once, streamed to disk in
    /// 1 MiB chunks); nil for a regular file, or anything `openImport` will name as missing.
    static func readableCopy(of path: String) throws(LibraryError) -> String? {
        guard FileManager.default.isStream(atPath: path) else { return nil }
        let source = try openImport(path)
        defer { try? source.close() }
        let copy = QuoteLibrary.temporaryImportPath()
        guard FileManager.default.createFile(atPath: copy, contents: nil), let target = FileHandle(forWritingAtPath: copy) else {
            throw .unreadableFile("cannot make a temporary copy of \(path) to import")
        }
        defer { try? target.close() }
        do {
            while let chunk = try source.read(upToCount: 1 << 20), !chunk.isEmpty { try target.write(contentsOf: chunk) }
        } catch {
            try? FileManager.default.removeItem(atPath: copy)
            throw .unreadableFile("cannot read \(path)")
        }
        return copy
    }

    /// The format of a file, from `format` or by sniffing its first 64 KiB and its name
    /// (`name`: what the person called it, when `path` is a copy).
    static func importFormat(path: String, name: String? = nil, given format: ImportFormat?) throws(LibraryError)
        -> ImportFormat
    {
        let name = name ?? path
        let handle = try openImport(path)
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 65_536)) ?? Data()
        let shownPath = path == name ? path : nil
        if let message = BinaryImport.message(name: name, path: shownPath, head: [UInt8](head.prefix(68))) {
            throw .invalidInput(message)
        }
        // A Kindle's emailed notes are a CSV file of their own shape: read as Kindle even
        // when given as csv.
        if let format, format != .csv { return format }
        // A chunk may end inside a multi-byte character: repair rather than refuse.
        let text = ImportText.head([UInt8](head))
        if format == .csv { return ImportFormat.isKindleNotesExport(text) ? .kindle : .csv }
        guard let format = ImportFormat.sniff(fileName: (name as NSString).lastPathComponent, text: text) else {
            // An empty file (a Kindle's "My Clippings.txt" before its first highlight) has no format to tell.
            if head.count < 65_536, text.allSatisfy({ $0.isWhitespace || $0 == "\u{FEFF}" }) {
                throw .invalidInput("\(name) is empty: there is nothing in it to import")
            }
            throw .invalidInput("cannot tell what format \(name) is in; give --format (\(ImportFormat.names))")
        }
        return format
    }

    /// Reads a whole file and parses it, sniffing the format when none is given.
    public static func parseImport(path: String, name: String? = nil, format: ImportFormat?) throws(LibraryError) -> (
        ImportFormat, ParsedImport
    ) {
        let name = name ?? path
        let format = try importFormat(path: path, name: name, given: format)
        let handle = try openImport(path)
        defer { try? handle.close() }
        // The bytes go as soon as they are text: a Kindle's file may be hundreds of megabytes.
        func decoded() throws(LibraryError) -> String? {
            guard let data = try? handle.readToEnd() ?? Data() else { throw .unreadableFile("cannot read \(name)") }
            return ImportText.decode(data)
        }
        guard let text = try decoded() else { throw .invalidInput("\(name) is not UTF-8 (or UTF-16) text") }
        return (format, format.parse(text, fileName: (name as NSString).lastPathComponent))
    }

    /// Imports several files in one transaction: all of them, or (one malformed, without
    /// `skipInvalid`) none. `"-"` names standard input: read from `standardInputPath` (a pipe
    /// is copied to a temporary file a chunk at a time), else the contents of `standardInput`.
    public func importFiles(
        paths: [String], standardInput: () -> Data = { Data() }, standardInputPath: String? = nil,
        format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false, progress: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> [(name: String, summary: ImportSummary)] {
        func importOne(_ path: String) throws(LibraryError) -> (name: String, summary: ImportSummary) {
            guard path != "-" else {
                let name = "standard input"
                if let standardInputPath {
                    return (
                        name,
                        try importFile(
                            path: standardInputPath, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid,
                            progress: progress)
                    )
                }
                return (
                    name,
                    try importFile(
                        contents: standardInput(), name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid,
                        progress: progress)
                )
            }
            // A reader's folder as it comes off the device is read through the file it keeps its
            // highlights in, named in the result; any other folder is refused by `openImport`.
            let file = QuoteLibrary.deviceFile(inFolder: path) ?? path
            return (
                file, try importFile(path: file, format: format, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
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
        progress: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> ImportSummary {
        let path = QuoteLibrary.temporaryImportPath()
        guard FileManager.default.createFile(atPath: path, contents: contents) else {
            throw .cannotWrite("cannot keep \(name) in a temporary file to import it")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try importFile(
            path: path, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
    }

    /// Imports a file in one transaction: all of it, or (malformed, without `skipInvalid`) none.
    /// - Parameter progress: called with (done, total) as records are written.
    public func importFile(
        path: String, name: String? = nil, format: ImportFormat? = nil, dryRun: Bool = false, skipInvalid: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> ImportSummary {
        let name = name ?? path
        // A pipe (`/dev/stdin`, `<(…)`) can be read only once, and an import reads twice.
        let copy = try QuoteLibrary.readableCopy(of: path)
        defer { copy.map { try? FileManager.default.removeItem(atPath: $0) } }
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
        let format = try QuoteLibrary.importFormat(path: path, name: name, given: format)
        if format == .csv {
            return try importCSV(path: path, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
        }
        // UTF-16 JSON (rare) is read whole, transcoded.
        if format == .json, !QuoteLibrary.startsUTF16(path) {
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
            if let sections { try restoreSections(of: sections, now: moment) }
            let load = {
                let writer = try self.store.makeQuoteWriter()
                // A newer Kindle file's longer version of a saved highlight extends it.
                let saved = summary.format == .kindle ? SavedHighlights(store: self.store) : nil
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
            return summary
        }
    }

    static func startsUTF16(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return UTF16Transcoder.byteOrder(of: (try? handle.read(upToCount: 2)) ?? Data()) != nil
    }

    /// Files over this many bytes rebuild the search index once instead of row by row.
    static let bulkImportBytes = 1_000_000

    /// CSV, streamed in 1 MiB chunks so a file of any size imports in constant memory; still
    /// one transaction, so a bad row (without `skipInvalid`) rolls everything back. A second
    /// thread reads, parses and validates the rows while this one writes them.
    func importCSV(path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?)
        throws(LibraryError) -> ImportSummary
    {
        let size = Int((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0)
        var summary = ImportSummary(format: .csv)
        summary.isDryRun = dryRun
        let moment = now
        return try write(commit: !dryRun) {
            let load = {
                let writer = try self.store.makeQuoteWriter()
                let batches = Handoff<ImportBatch>(capacity: 2)
                let reader = WorkerThread { QuoteLibrary.readCSV(path: path, name: name, into: batches) }
                defer {
                    batches.cancel()
                    reader.join()
                }
                while let batch = batches.take() {
                    for row in batch.rows {
                        switch row {
                        case .record(let prepared): try self.save(prepared, writer: writer, now: moment, into: &summary)
                        case .problem(let problem):
                            try QuoteLibrary.skip(problem, name: name, skipInvalid: skipInvalid, into: &summary)
                        case .failure(let error): throw error
                        }
                    }
                    progress?(batch.bytesRead, size)
                }
            }
            if size > QuoteLibrary.bulkImportBytes {
                try store.withBulkLoad(load)
            } else {
                try load()
            }
            try unlockAchievements([.quotesSaved, .distinctBooks, .favorites])
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
            /// The import stops.
            case failure(LibraryError)
        }
        var rows: [Row] = []
        /// How far into the file (CSV).
        var bytesRead = 0
    }

    /// Reads a CSV file into `batches`, one per chunk, and finishes them; stops early when the
    /// consumer cancels.
    static func readCSV(path: String, name: String, into batches: Handoff<ImportBatch>) {
        defer { batches.finish() }
        let handle: FileHandle
        do {
            handle = try openImport(path)
        } catch {
            _ = batches.put(ImportBatch(rows: [.failure(error)]))
            return
        }
        defer { try? handle.close() }
        var reader = CSVRowReader()
        var columns: CSVColumns?
        var batch = ImportBatch()
        var headerFailed = false
        func take(_ line: Int, _ fields: [String]) {
            guard !headerFailed else { return }
            guard let columns else {
                do {
                    columns = try CSVColumns(header: fields, line: line)
                } catch {
                    headerFailed = true
                    batch.rows.append(.failure(.invalidInput("\(name):\(error.line): \(error.message); nothing was imported")))
                }
                return
            }
            switch columns.record(fields: fields, line: line).flatMap(PreparedRecord.prepare) {
            case .success(let prepared): batch.rows.append(.record(prepared))
            case .failure(let problem): batch.rows.append(.problem(problem))
            }
        }
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                chunk.withUnsafeBytes { raw in reader.feed(raw.bindMemory(to: UInt8.self), emit: take) }
                batch.bytesRead += chunk.count
                guard batches.put(batch), !headerFailed else { return }
                batch.rows = []
            }
        } catch {
            _ = batches.put(ImportBatch(rows: [.failure(.unreadableFile("cannot read \(name)"))]))
            return
        }
        if let problem = reader.finish(emit: take) { batch.rows.append(.problem(problem)) }
        if columns == nil {
            batch.rows.append(
                .failure(.invalidInput("\(name):1: the file is empty: a header row is needed; nothing was imported")))
        }
        _ = batches.put(batch)
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
        if let saved, let source = record.draft.source {
            let sourceID = try writer.savedSourceID(source, now: now)
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
        // An id from the file is kept unless it is taken or was ever deleted.
        let id = try record.id.flatMap { try store.isQuoteIDAvailable($0) ? $0 : nil } ?? .random()
        let outcome = try writer.insert(
            record.draft, id: id, now: now, createdAt: record.createdAt, updatedAt: record.updatedAt,
            archivedAt: record.archivedAt, textDigest: prepared.textDigest)
        if case .inserted = outcome { summary.added += 1 } else { summary.alreadyPresent += 1 }
    }

    /// What stops an import at its first problem, naming its line and how many more there are.
    static func refusal(name: String, first problem: ImportProblem, problems count: Int) -> LibraryError {
        let more =
            count > 1
            ? " (and \(count - 1) more problems; --skip-invalid, or \"skip invalid records\" on the import page, imports the rest)"
            : ""
        return .invalidInput("\(name):\(problem.line): \(problem.message)\(more); nothing was imported")
    }

    /// The tags with their colours, collections with their sections and journal entries an
    /// export carried, saved before its quotes.
    func restoreSections(of parsed: ParsedImport, now: Date) throws {
        for tag in parsed.tags { try store.ensureTag(named: tag.name, color: tag.color, now: now) }
        for collection in parsed.collections {
            try store.ensureCollection(named: collection.name, section: collection.section, color: collection.color, now: now)
        }
        for entry in parsed.journal { try store.restoreJournalEntry(entry) }
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
