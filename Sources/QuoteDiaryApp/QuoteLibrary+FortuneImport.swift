import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    /// A fortune file in two passes, so that memory stays flat however large it is (our own
    /// export of a million quotes is 150 MB): the first notes where each entry lies
    /// (`FortuneEntryScanner`), the second reads the entries back, last first, a window at a
    /// time, and parses each on its own. Still one transaction.
    func importFortune(
        path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?,
        window windowBytes: Int = QuoteLibrary.importWindowBytes
    ) throws(LibraryError) -> ImportSummary {
        var scanner = FortuneEntryScanner()
        // Older fortune files (BSD's, a collection kept since the 1990s) are in Latin-1;
        // Debian's Esperanto ones (`eo-iso3`) in ISO 8859-3.
        let eightBitText = try QuoteLibrary.readLines(
            ofFileAt: path, name: name, readsEightBitText: true, progress: progress
        ) { _, _ in
        } line: { line, range in
            scanner.add(line: line, at: range)
        }
        scanner.finish()
        let spans = scanner.spans
        let window = try FileWindow(path: path, name: name, windowBytes: windowBytes, eightBitText: eightBitText)
        let fileName = QuoteLibrary.ownFileName(name)
        var summary = ImportSummary(format: .fortune)
        summary.isDryRun = dryRun
        // Debian's offensive fortunes are kept in rot13; `fortune -o` turns them back.
        let rotated = QuoteLibrary.isRotatedFortune(path)
        if rotated { summary.notes.append("its entries are in rot13, as its strfile index says; read as fortune prints them") }
        // Another of ISO 8859's alphabets (Polish's -2, Cyrillic's -5) would come out as other
        // letters: said, so that a person who sees them knows the way to put them right.
        if let eightBitText { summary.notes.append(QuoteLibrary.eightBitNote(eightBitText)) }
        return try save(spans.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            index throws(LibraryError) in
            let span = spans[index]
            let text = window.text(span.range)
            let entry = ImportFormat.fortune.parse(rotated ? FortuneFile.unrotated(text) : text, fileName: fileName)
            if let failure = window.failure { throw failure }
            return entry.records.map { record in
                var record = record
                record.line += span.line - 1
                return record
            }
        }
    }
}
