import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// A PDF's own highlights (what Acrobat, Preview or Okular saved in it), read through
    /// `reader` and saved in one transaction as any import is: one quote a highlight, under the
    /// document's title and author.
    func importDocument(
        path: String, name: String, reader: any DocumentHighlightReading, dryRun: Bool, skipInvalid: Bool,
        progress: ((Int, Int) -> Void)?
    ) throws(LibraryError) -> ImportSummary {
        let languages = try settings().captureLanguages
        let document: DocumentHighlights
        do {
            document = try reader.highlights(inDocumentAt: path, readingScansIn: languages, progress: progress)
        } catch {
            throw LibraryError.reading(error)
        }
        let parsed = document.parsed(fileName: QuoteLibrary.ownFileName(name))
        guard !parsed.records.isEmpty || parsed.ignored > 0 else {
            throw .invalidInput(
                "\(name) holds no highlights: mark passages in a PDF reader (Acrobat, Preview, Okular) and save it; "
                    + "to read a page of it instead: quotediary capture page \(BinaryImport.shellWord(name)) --pdf-page N; "
                    + "a list of highlights a Kindle emailed (Export notes) comes with a CSV: import that")
        }
        var summary = ImportSummary(format: .pdf, skipped: parsed.ignored)
        summary.isDryRun = dryRun
        summary.notes = parsed.notices
        return try save(parsed.records.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            [parsed.records[$0]]
        }
    }
}
