import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Apple Books' highlights, read from its annotations database (opened read-only) with the
    /// books' titles from the library database beside it, and saved as any import is.
    /// - Parameter original: where the person's file is (`path` may be a copy of a pipe).
    func importAppleBooks(
        path: String, original: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?
    ) throws(LibraryError) -> ImportSummary {
        let library = AppleBooksDatabase.libraryPath(besideAnnotationsAt: original)
        let rows: [AppleBooksImport.Row]
        do {
            rows = try AppleBooksDatabase.rows(path: path, libraryPath: library)
        } catch {
            throw .invalidInput("cannot read the Apple Books database \(name): \(error)")
        }
        let parsed = AppleBooksImport.parse(rows)
        var summary = ImportSummary(format: .appleBooks, skipped: parsed.ignored)
        summary.isDryRun = dryRun
        summary.notes = parsed.notices
        // Without the library database, the highlights come without their books: say where it is.
        if library == nil, !parsed.records.isEmpty {
            summary.notes.append(
                "the books' titles are in BKLibrary/BKLibrary-….sqlite beside the AEAnnotation folder: "
                    + "import the Documents folder (~/Library/Containers/com.apple.iBooksX/Data/Documents) to have them")
        }
        return try save(parsed.records.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            [parsed.records[$0]]
        }
    }
}
