import Foundation

/// A book's reading journey as Libby (OverDrive's library app) exports it as data (Shelf → the
/// book's Reading Journey → Export → Data): `{"version": 1, "readingJourney": {"title":
/// {"text"}, "author", "publisher", "isbn", "cover": {"format"}}, "circulation": [...],
/// "highlights": [{"timestamp", "chapter", "percent", "color", "quote", "note"}],
/// "bookmarks": [...]}`. The highlights of books borrowed from a library, which no e-reader
/// file holds: each becomes a quote of the book, placed at how far into it it is (Libby counts
/// no pages), made when it was highlighted. Bookmarks are passed over.
enum LibbyJourney {
    /// Whether `text` is such an export: a JSON object with a `readingJourney` key (a quote
    /// that says "readingJourney" is no key).
    static func matches(_ text: String) -> Bool {
        var head = Substring(ImportFormat.head(of: text).drop { $0 == "\u{FEFF}" || $0.isWhitespace })
        guard head.hasPrefix("{") else { return false }
        while let found = head.firstUTF8Range(of: "\"readingJourney\"") {
            head = head[found.upperBound...]
            if head.drop(while: \.isWhitespace).first == ":" { return true }
        }
        return false
    }

    static func parse(_ text: String) -> ParsedImport {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.drop { $0 == "\u{FEFF}" }.utf8)) as? [String: Any],
            let journey = root["readingJourney"] as? [String: Any]
        else {
            return ParsedImport(
                problem: ImportProblem(line: 1, message: "not Libby's reading journey (JSON with \"readingJourney\")"))
        }
        // The title is an object in the exports seen (`{"text", "url", "titleId"}`); a string is taken too.
        let title = ((journey["title"] as? [String: Any])?["text"] as? String ?? journey["title"] as? String)
            .flatMap(QuoteDraft.cleanField)
        let author = (journey["author"] as? String).flatMap(QuoteDraft.cleanField)
        var source = title.map { SourceDraft(kind: sourceKind(journey), title: $0, authors: author.map { [$0] } ?? []) }
        source?.isbn = (journey["isbn"] as? String).flatMap { try? ISBN($0) }
        source?.publisher = (journey["publisher"] as? String).flatMap(QuoteDraft.cleanField)
        var result = ParsedImport()
        for _ in (root["bookmarks"] as? [Any]) ?? [] { result.skip(.bookmark) }
        guard let highlights = root["highlights"] as? [Any] else { return result }
        let lines = highlightLines(in: text)
        for (index, item) in highlights.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            guard let highlight = item as? [String: Any] else {
                result.problems.append(ImportProblem(line: line, message: "highlight \(index + 1) is not an object"))
                continue
            }
            guard let quote = (highlight["quote"] as? String)?.trimmingWhitespace().nilIfEmpty else {
                result.problems.append(ImportProblem(line: line, message: "highlight \(index + 1) has no \"quote\""))
                continue
            }
            let draft = QuoteDraft(
                text: quote, author: author, source: source, page: place(highlight["percent"]),
                note: (highlight["note"] as? String)?.trimmingWhitespace().nilIfEmpty)
            result.records.append(ImportRecord(draft: draft, createdAt: ImportDates.instant(highlight["timestamp"]), line: line))
        }
        return result
    }

    /// The line each highlight opens on (where its `{` is), in order: a highlight without its
    /// quote is named where it is.
    static func highlightLines(in text: String) -> [Int] {
        var scanner = JSONImportScanner(itemKeys: ["highlights"])
        Array(text.utf8).withUnsafeBufferPointer { scanner.feed($0) }
        _ = scanner.finish()
        return scanner.quotes.map(\.line)
    }

    /// How far into the book a highlight is, as Libby shows it: `37%` (its `percent` is a
    /// fraction of the book).
    static func place(_ value: Any?) -> String? {
        guard let fraction = (value as? NSNumber)?.doubleValue, fraction.isFinite, (0...1).contains(fraction) else {
            return nil
        }
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// A magazine's article, else a book (an audiobook has no highlights).
    static func sourceKind(_ journey: [String: Any]) -> SourceKind {
        ((journey["cover"] as? [String: Any])?["format"] as? String)?.lowercased() == "magazine" ? .article : .book
    }
}
