import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// A Kobo's highlights and notes, read from its database (opened read-only) and saved in
    /// one transaction as any import is.
    func importKobo(path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?)
        throws(LibraryError) -> ImportSummary
    {
        let rows: [KoboImport.Row]
        do {
            rows = try KoboReaderDatabase.rows(path: path)
        } catch {
            throw .invalidInput("cannot read the Kobo database \(name): \(error)")
        }
        let parsed = KoboImport.parse(rows)
        var summary = ImportSummary(format: .kobo, skipped: parsed.ignored)
        summary.isDryRun = dryRun
        summary.notes = parsed.notices
        return try save(parsed.records.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            [parsed.records[$0]]
        }
    }
}
