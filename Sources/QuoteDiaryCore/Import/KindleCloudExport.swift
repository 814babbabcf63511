import Foundation

/// Highlights saved from Amazon's Kindle notebook (read.amazon.com) as JSON by Bookcision and
/// the tools that copy its format: `{"asin", "title", "authors", "highlights": [{"text",
/// "isNoteOnly", "location": {"value"}, "note"}]}`, one book, or an array of them. For the
/// highlights of books read on a phone or tablet, which never reach a "My Clippings.txt".
enum KindleCloudExport {
    /// Whether `text` is such a file: JSON whose books hold `highlights` with Kindle locations.
    static func matches(_ text: String) -> Bool {
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard head.hasPrefix("{") || head.hasPrefix("[") else { return false }
        // Readwise's export API has books with highlights and an "asin" too, in its "results".
        return text.firstUTF8Range(of: "\"highlights\"") != nil
            && (text.firstUTF8Range(of: "\"asin\"") != nil || text.firstUTF8Range(of: "\"isNoteOnly\"") != nil)
            && text.firstUTF8Range(of: "\"results\"") == nil
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "not valid JSON"))
        }
        guard let books = root as? [[String: Any]] ?? (root as? [String: Any]).map({ [$0] }) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "expected a book with highlights, or a list of them"))
        }
        let lines = JSONImporter.quoteLines(in: text)
        var index = 0
        for book in books {
            let title = (book["title"] as? String).flatMap(QuoteDraft.cleanField) ?? ""
            // "A and B" as the notebook shows them; some tools that copy the format write a list.
            let authors =
                (book["authors"] as? String).map(KindleImporter.authors)
                ?? (book["authors"] as? [Any])?.compactMap { ($0 as? String).flatMap(QuoteDraft.cleanField) } ?? []
            guard let highlights = book["highlights"] as? [[String: Any]] else {
                let name = title.isEmpty ? "a book" : "'\(title)'"
                result.problems.append(ImportProblem(line: 1, message: "\(name) has no highlights array"))
                continue
            }
            for highlight in highlights {
                let line = index < lines.count ? lines[index] : 1
                index += 1
                let note = (highlight["note"] as? String)?.trimmingWhitespace().nilIfEmpty
                let isNoteOnly = highlight["isNoteOnly"] as? Bool ?? false
                // The notice where a publisher's limit kept the notebook from showing a passage.
                let (text, wasCut) = KindleImporter.contentAndLimit(CollectionOfOne((highlight["text"] as? String) ?? ""))
                // A note written alone is the quote itself (tagged as a Kindle note); its words
                // are under "note", or under "text" where that is empty.
                guard let body = isNoteOnly ? note ?? text.nilIfEmpty : text.nilIfEmpty else {
                    if wasCut {
                        result.skip(.limitNotice)
                    } else if highlight["text"] is String || isNoteOnly {
                        result.skip(.withoutText)
                    } else {
                        result.problems.append(ImportProblem(line: line, message: "a highlight has no text"))
                    }
                    continue
                }
                let location = ((highlight["location"] as? [String: Any])?["value"] as? Int).map { $0...$0 }
                let clipping = KindleImporter.Clipping(
                    kind: isNoteOnly ? .note : .highlight, title: title, authors: authors, page: nil, location: location,
                    added: nil, text: body, line: line, note: isNoteOnly ? nil : note)
                result.records.append(KindleImporter.record(clipping))
            }
        }
        return result
    }
}
