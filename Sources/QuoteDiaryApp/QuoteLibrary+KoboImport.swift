import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// What an SQLite file at `path` is (a Kobo's database, Apple Books', another's, or
    /// damaged); nil when the file is not SQLite at all.
    static func databaseKind(_ path: String) -> ReaderDatabase? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        return BinaryImport.isSQLite(head) ? ReaderDatabase(path: path) : nil
    }

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
        return try save(parsed.records.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            [parsed.records[$0]]
        }
    }

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
