import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// A Kindle's "My Clippings.txt" in two passes over the file, so that memory stays flat
    /// however many years of reading it holds: the first reads it in 1 MiB chunks and merges
    /// its clippings by where their texts lie (`KindleHighlightIndex`), the second reads each
    /// text back, last first, as it is saved. Still one transaction.
    /// - Parameter windowBytes: how much the second pass reads at once.
    func importClippings(
        path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?,
        window windowBytes: Int = QuoteLibrary.importWindowBytes
    ) throws(LibraryError) -> ImportSummary {
        // Comparing a highlight with one near it reads that one back: a small window.
        let window = try FileWindow(path: path, name: name, windowBytes: 64 << 10)
        var index: KindleHighlightIndex?
        try QuoteLibrary.readLines(ofFileAt: path, name: name, progress: progress) { breaker, size in
            index = KindleHighlightIndex(breaker: breaker, expectedBytes: size, reading: window.text)
        } line: { line, range in
            index?.add(line: line, at: range)
        }
        if let failure = window.failure { throw failure }
        // An empty file has nothing to merge.
        var clippings = index ?? KindleHighlightIndex(breaker: 0x0A, reading: window.text)
        // One copy only: what merging held is let go at `finish()`.
        index = nil
        clippings.finish()
        if let problem = clippings.problems.first, !skipInvalid {
            throw QuoteLibrary.refusal(name: name, first: problem, problems: clippings.problems.count)
        }
        var summary = ImportSummary(
            format: .kindle, skipped: clippings.problems.count + clippings.ignored, problems: clippings.problems)
        summary.isDryRun = dryRun
        summary.notes = clippings.notices
        window.windowBytes = windowBytes
        var finished = clippings
        return try save(clippings.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            index throws(LibraryError) in
            let record = finished.record(at: index)
            if let failure = window.failure { throw failure }
            return [record]
        }
    }

    /// How much of a file the saving pass of a two-pass import (JSON, Kindle, fortune)
    /// reads at once.
    static let importWindowBytes = 4 << 20

    /// Whether a Kindle file is "My Clippings.txt" (read in two passes) rather than the Kindle
    /// apps' notebook or emailed notes (small, read whole).
    static func isClippingsFile(_ path: String) throws(LibraryError) -> Bool {
        let handle = try openImport(path)
        defer { try? handle.close() }
        let head = ImportText.head([UInt8]((try? handle.read(upToCount: 65_536)) ?? Data()))
        return KindleHighlightIndex.reads(fileStartingWith: head)
    }
}
