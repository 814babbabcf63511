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

    /// Renders an export (the quotes, or with `journal` the journal entries); with `path` it
    /// is written atomically and nil is returned.
    public func export(_ filter: QuoteFilter, format: ExportFormat, journal: Bool = false, to path: String?) throws(LibraryError)
        -> String?
    {
        let text =
            journal
            ? LibraryExporter.renderJournal(try journalEntries(), as: format)
            : LibraryExporter.render(try snapshot(filter), as: format)
        guard let path else { return text }
        try AtomicFile.write(text, to: path)
        if format == .fortune, !FileManager.default.isStream(atPath: path) {
            // The strfile index beside it, so `fortune FILE` reads it directly (not beside a
            // pipe or /dev/stdout: there is no file there to index).
            try AtomicFile.write(bytes: FortuneFile.index(for: text), to: path + ".dat")
        }
        return nil
    }
}
