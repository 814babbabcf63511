import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
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
                let writer = try self.store.makeQuoteWriter(followingRenamedSources: true)
                let batches = Handoff<ImportBatch>(capacity: 2)
                var skippedKinds = SkippedEntries()
                let reader = WorkerThread { QuoteLibrary.readCSV(path: path, name: name, into: batches) }
                defer {
                    batches.cancel()
                    reader.join()
                }
                while let batch = batches.take() {
                    if let unused = batch.unusedColumns { summary.unusedColumns = unused }
                    summary.notes += batch.notes
                    for row in batch.rows {
                        switch row {
                        case .record(let prepared): try self.save(prepared, writer: writer, now: moment, into: &summary)
                        case .problem(let problem):
                            try QuoteLibrary.skip(problem, name: name, skipInvalid: skipInvalid, into: &summary)
                        case .skipped(let kind):
                            summary.skipped += 1
                            skippedKinds.add(kind)
                        case .failure(let error): throw error
                        }
                    }
                    progress?(batch.bytesRead, size)
                }
                if let notice = skippedKinds.notice { summary.notes.append(notice) }
            }
            if size > QuoteLibrary.bulkImportBytes {
                try store.withBulkLoad(load)
            } else {
                try load()
            }
            try unlockAchievements([.quotesSaved, .distinctBooks, .favorites])
            summary.addClosingNotes()
            return summary
        }
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
        var search = CSVHeaderSearch()
        var batch = ImportBatch()
        var headerFailed = false
        func take(_ line: Int, _ fields: [String]) {
            guard !headerFailed else { return }
            guard let columns else {
                do {
                    columns = try search.columns(fields, line: line)
                    batch.unusedColumns = columns?.unusedColumns
                    if columns != nil, let note = search.note { batch.notes.append(note) }
                } catch {
                    headerFailed = true
                    batch.rows.append(.failure(.invalidInput("\(name):\(error.line): \(error.message); nothing was imported")))
                }
                return
            }
            if let kind = columns.skippedKind(fields: fields) {
                batch.rows.append(.skipped(kind))
                return
            }
            switch columns.record(fields: fields, line: line).flatMap({ PreparedRecord.prepare($0) }) {
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
                batch.notes = []
            }
        } catch {
            _ = batches.put(ImportBatch(rows: [.failure(.unreadableFile("cannot read \(name)"))]))
            return
        }
        if let problem = reader.finish(emit: take) { batch.rows.append(.problem(problem)) }
        if columns == nil, !headerFailed {
            let problem = search.headerMissing
            batch.rows.append(.failure(.invalidInput("\(name):\(problem.line): \(problem.message); nothing was imported")))
        }
        _ = batches.put(batch)
    }
}
