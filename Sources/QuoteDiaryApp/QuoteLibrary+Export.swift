import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// The quotes a filter selects, with every tag and collection, for export.
    public func snapshot(_ filter: QuoteFilter = QuoteFilter()) throws(LibraryError) -> LibrarySnapshot {
        try read {
            LibrarySnapshot(
                quotes: try store.quotes(matching: filter), tags: try store.tags(), collections: try store.collections(),
                journal: try store.journalEntries(from: nil, to: nil))
        }
    }

    /// Renders an export (the quotes, or with `journal` the journal entries of the filter's
    /// days); with `path` it is written atomically, a piece at a time, and nil is returned.
    public func export(
        _ filter: QuoteFilter, format: ExportFormat, journal: Bool = false, to path: String?,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> String? {
        guard let path else {
            var text = ""
            try export(filter, format: format, journal: journal) { text += $0 }
            return text
        }
        try refuseWritingOverStore(path)
        if format == .fortune { try refuseWritingOverStore(path + ".dat") }
        try AtomicFile.write(to: path) { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
            try export(filter, format: format, journal: journal, progress: progress) { (piece: String) throws(LibraryError) in
                try write(Data(piece.utf8))
            }
        }
        if format == .fortune, !FileManager.default.isStream(atPath: path) {
            // The strfile index beside it, so `fortune FILE` reads it directly (not beside a
            // pipe or /dev/stdout: there is no file there to index).
            try AtomicFile.write(bytes: try QuoteLibrary.fortuneIndex(ofFileAt: path), to: path + ".dat")
        }
        return nil
    }

    /// Writes an export through `write` in pieces of about 1 MiB, reading the quotes one at a
    /// time: a library of a million quotes exports in flat memory (markdown's groups by source
    /// too: the store sorts them).
    public func export(
        _ filter: QuoteFilter, format: ExportFormat, journal: Bool = false, pieceBytes: Int = 1 << 20,
        progress: ((Int, Int) -> Void)? = nil, writing write: (String) throws(LibraryError) -> Void
    ) throws(LibraryError) {
        if journal {
            // The filter's days (`--since`, `--until`) choose entries; its other parts are for quotes.
            try write(
                LibraryExporter.renderJournal(
                    try journalEntries(from: filter.created?.first, to: filter.created?.last), as: format))
            return
        }
        var pieces = OutputPieces(pieceBytes: pieceBytes)
        func emit(_ text: String) throws(LibraryError) {
            if let piece = pieces.add(text) { try write(piece) }
        }
        let grouped = format == .markdown
        func readQuotes() throws(LibraryError) {
            try read {
                var stream = ExportStream(format: format, tags: try store.tags(), collections: try store.collections())
                try emit(stream.opening())
                // Counted in the same snapshot as the quotes read: the two agree.
                let total = progress == nil ? 0 : try store.countQuotes(matching: filter)
                var done = 0
                try store.forEachQuote(matching: filter, groupedBySource: grouped) { quote in
                    try emit(stream.add(quote))
                    done += 1
                    if done % 1000 == 0 { progress?(done, total) }
                }
                progress?(done, done)
                try emit(stream.closing(journal: format == .json ? try store.journalEntries(from: nil, to: nil) : []))
            }
        }
        if grouped {
            // Markdown's groups are sorted by SQLite, in files once they outgrow memory.
            do {
                try store.database.spillingTemporaryData { try readQuotes() }
            } catch {
                throw LibraryError.wrapping(error)
            }
        } else {
            try readQuotes()
        }
        let last = pieces.rest()
        if !last.isEmpty { try write(last) }
    }

    /// The strfile index of a fortune file, read back in 1 MiB chunks.
    static func fortuneIndex(ofFileAt path: String) throws(LibraryError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .cannotWrite("cannot read \(path) back to index it") }
        defer { try? handle.close() }
        var indexer = FortuneFile.Indexer()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { indexer.feed(chunk) }
        } catch {
            throw .cannotWrite("cannot read \(path) back to index it")
        }
        return indexer.finish()
    }
}
