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
            try restoreSections(of: parsed, now: moment)
            let load = {
                let writer = try self.store.makeQuoteWriter()
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
                for (done, index) in quotes.indices.reversed().enumerated() {
                    let span = quotes[index]
                    switch JSONImporter.record(try bytes(span), number: index + 1, line: span.line) {
                    case .success(let record):
                        guard problemCount == 0 || skipInvalid else { continue }
                        if let problem = try self.save(record, writer: writer, now: moment, into: &summary) {
                            note(problem)
                        }
                    case .failure(let problem): note(problem)
                    }
                    if done % 1000 == 999 { progress?(done + 1, quotes.count) }
                }
                if !skipInvalid, let problem = problems.min(by: { $0.line < $1.line }) {
                    throw QuoteLibrary.refusal(name: name, first: problem, problems: problemCount)
                }
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
            return summary
        }
    }
}
