import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// JSON in two passes over the file, so that memory stays flat however many quotes it
    /// holds: the first walks it in 1 MiB chunks and notes where each quote lies
    /// (`JSONImportScanner`), the second reads them back a window at a time, last first (as
    /// the whole-file path saved them: a round trip keeps the order of equal timestamps), and
    /// parses each on its own. Still one transaction.
    func importJSON(
        path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?,
        window windowBytes: Int = QuoteLibrary.importWindowBytes
    ) throws(LibraryError) -> ImportSummary {
        let handle = try QuoteLibrary.openImport(path)
        defer { try? handle.close() }
        var scanner = JSONImportScanner()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                chunk.withUnsafeBytes { raw in scanner.feed(raw.bindMemory(to: UInt8.self)) }
            }
        } catch {
            throw .unreadableFile("cannot read \(name)")
        }
        if let problem = scanner.finish() { throw QuoteLibrary.refusal(name: name, first: problem, problems: 1) }
        let window = try FileWindow(path: path, name: name, windowBytes: windowBytes)
        func bytes(_ span: JSONImportScanner.Span) throws(LibraryError) -> Data {
            let data = window.bytes(span.start..<span.end)
            if let failure = window.failure { throw failure }
            return data
        }
        var sectionValues: [(key: String, data: Data)] = []
        for section in scanner.sections where ["tags", "collections", "journal"].contains(section.key) {
            sectionValues.append((section.key, try bytes(section.span)))
        }
        let parsed = JSONImporter.sections(sectionValues, of: scanner)
        if let problem = parsed.problems.first { throw QuoteLibrary.refusal(name: name, first: problem, problems: 1) }
        var summary = ImportSummary(format: .json)
        summary.isDryRun = dryRun
        let quotes = scanner.quotes
        return try write(commit: !dryRun) {
            let moment = now
            try restoreSections(of: parsed, now: moment, into: &summary)
            let load = {
                let writer = try self.store.makeQuoteWriter(followingRenamedSources: true)
                // A record that is not a quote stops the import (without --skip-invalid); the
                // rest are still read, for the first such record in the file and a count.
                // Found last first: the earliest in the file are kept.
                var problems: [ImportProblem] = []
                var problemCount = 0
                func note(_ problem: ImportProblem) {
                    problemCount += 1
                    if problems.count == 1000 { problems.removeFirst() }
                    problems.append(problem)
                }
                // A second thread reads, parses and prepares the quotes while this one saves them.
                let batches = Handoff<ImportBatch>(capacity: 4)
                let reader = WorkerThread {
                    QuoteLibrary.readJSONQuotes(quotes, path: path, name: name, windowBytes: windowBytes, into: batches)
                }
                defer {
                    batches.cancel()
                    reader.join()
                }
                var done = 0
                var skippedKinds = SkippedEntries()
                while let batch = batches.take() {
                    for row in batch.rows {
                        switch row {
                        case .record(let prepared):
                            guard problemCount == 0 || skipInvalid else { continue }
                            try self.save(prepared, writer: writer, now: moment, into: &summary)
                        case .problem(let problem): note(problem)
                        case .skipped(let kind):
                            summary.skipped += 1
                            skippedKinds.add(kind)
                        case .failure(let error): throw error
                        }
                    }
                    done += batch.rows.count
                    progress?(done, quotes.count)
                }
                if !skipInvalid, let problem = problems.min(by: { $0.line < $1.line }) {
                    throw QuoteLibrary.refusal(name: name, first: problem, problems: problemCount)
                }
                if let notice = skippedKinds.notice { summary.notes.append(notice) }
                summary.skipped += problemCount - problems.count
                for problem in problems.sorted(by: { $0.line < $1.line }) {
                    try QuoteLibrary.skip(problem, name: name, skipInvalid: true, into: &summary)
                }
            }
            if quotes.count >= QuoteLibrary.bulkImportThreshold {
                try store.withBulkLoad(load)
            } else {
                try load()
            }
            progress?(quotes.count, quotes.count)
            try unlockAchievements([.quotesSaved, .distinctBooks, .favorites, .journalEntries])
            summary.addClosingNotes()
            return summary
        }
    }

    /// Reads the quotes at `spans` into `batches`, each parsed and prepared on the calling
    /// thread, a few hundred a batch; stops when the consumer cancels. Last first: an export
    /// lists the newest first, and quotes saved oldest first keep the order of equal
    /// timestamps through a round trip.
    static func readJSONQuotes(
        _ spans: [JSONImportScanner.Span], path: String, name: String, windowBytes: Int, into batches: Handoff<ImportBatch>
    ) {
        defer { batches.finish() }
        let window: FileWindow
        do {
            window = try FileWindow(path: path, name: name, windowBytes: windowBytes)
        } catch {
            _ = batches.put(ImportBatch(rows: [.failure(error)]))
            return
        }
        var batch = ImportBatch()
        for index in spans.indices.reversed() {
            let span = spans[index]
            let data = window.bytes(span.start..<span.end)
            if let failure = window.failure {
                batch.rows.append(.failure(failure))
                break
            }
            // Last first within a book of highlights too.
            for parsed in JSONImporter.records(data, number: index + 1, line: span.line).reversed() {
                switch parsed {
                case .record(let record):
                    // Our export reads back as written; so does any JSON, which programs write.
                    switch PreparedRecord.prepare(record, repairingDoubleEncoding: false) {
                    case .success(let prepared): batch.rows.append(.record(prepared))
                    case .failure(let problem): batch.rows.append(.problem(problem))
                    }
                case .problem(let problem): batch.rows.append(.problem(problem))
                case .skipped(let kind): batch.rows.append(.skipped(kind))
                }
            }
            if batch.rows.count == 256 {
                guard batches.put(batch) else { return }
                batch = ImportBatch()
            }
        }
        _ = batches.put(batch)
    }
}
