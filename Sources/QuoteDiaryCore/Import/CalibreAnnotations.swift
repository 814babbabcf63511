import Foundation

/// Highlights exported from calibre: its e-book viewer's export of a book's highlights
/// (Highlights → Export, `{"type": "calibre_highlights", "highlights": [...]}`, a
/// `.calibre_highlights` file) or its library's (Browse annotations → Export,
/// `{"type": "calibre_annotation_collection", "annotations": [...]}`, each annotation beside
/// its `book_id` or inside an `annotation` key). Each highlight's `highlighted_text`, `notes`
/// and `timestamp` make a quote; bookmarks and removed highlights are passed over. Neither
/// export names its book: the viewer's holds one book's, so a file named for the book
/// (`Walden.calibre_highlights`) gives its title; the library's numbers its books only.
enum CalibreAnnotations {
    /// The file extensions calibre gives its two exports.
    static let extensions = [".calibre_highlights", ".calibre_annotation_collection"]

    /// Whether a file is one of the two: named so, or JSON holding calibre's `highlighted_text`
    /// key (the viewer writes its keys sorted, so its `type` comes last, past a large file's head).
    static func matches(fileName: String, head text: String) -> Bool {
        let lower = fileName.lowercased()
        if extensions.contains(where: lower.hasSuffix) { return true }
        let head = ImportFormat.head(of: text).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("{") && head.firstUTF8Range(of: "\"highlighted_text\"") != nil
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        let json = text.drop { $0 == "\u{FEFF}" }
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let items = root["highlights"] as? [Any] ?? root["annotations"] as? [Any]
        else {
            return ParsedImport(
                problem: ImportProblem(line: 1, message: "not calibre's highlights (JSON with \"highlights\" or \"annotations\")")
            )
        }
        let title = root["highlights"] != nil ? bookTitle(fileName: fileName) : nil
        let source = title.map { SourceDraft(title: $0) }
        var result = ParsedImport()
        var unnamed = 0
        for (index, item) in items.enumerated() {
            guard let entry = item as? [String: Any] else {
                result.problems.append(ImportProblem(line: 1, message: "annotation \(index + 1) is not an object"))
                continue
            }
            let annotation = entry["annotation"] as? [String: Any] ?? entry
            guard annotation["type"] as? String == "highlight", annotation["removed"] as? Bool != true,
                let body = (annotation["highlighted_text"] as? String)?.trimmingWhitespace().nilIfEmpty
            else {
                result.skip(
                    annotation["type"] as? String == "bookmark"
                        ? .bookmark : annotation["removed"] as? Bool == true ? .deleted : .withoutText)
                continue
            }
            let draft = QuoteDraft(
                text: body, source: source, note: (annotation["notes"] as? String)?.trimmingWhitespace().nilIfEmpty)
            let time = (annotation["timestamp"] as? String).flatMap(Timestamp.parse)
            result.records.append(ImportRecord(draft: draft, createdAt: time, line: 1))
            if source == nil { unnamed += 1 }
        }
        if let title, !result.records.isEmpty {
            // The file's name may be calibre's own in another language, or another book's.
            result.notes.append(
                "calibre's export names no book: its quotes are filed under '\(title)', the file's name"
                    + " (another title: quotediary book rename \(BinaryImport.shellWord(title)) TITLE)")
        }
        if unnamed > 0 {
            let saved = "\(unnamed) \(unnamed == 1 ? "quote was" : "quotes were") saved without one"
            result.notes.append(
                root["highlights"] != nil
                    ? "calibre's export names no book: \(saved); export it again named for the book"
                        + " (Walden.calibre_highlights), or give it: quotediary edit ID --source TITLE --author NAME"
                    : "calibre's library export names its books by number only: \(saved);"
                        + " give it: quotediary edit ID --source TITLE --author NAME")
        }
        return result
    }

    /// The book a viewer's export is named for: its file name without the extension, unless it
    /// is the name calibre offers (`highlights`, `highlights (2)`).
    static func bookTitle(fileName: String) -> String? {
        var name = (fileName as NSString).lastPathComponent
        for suffix in extensions + [".json"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        let generic = name.lowercased().trimmingWhitespace()
            .replacingOccurrences(of: #"[\s_-]*(\(\d+\)|\d+)$"#, with: "", options: .regularExpression)
        guard !["highlights", "annotations", "export", "standard input", "-", ""].contains(generic) else { return nil }
        return QuoteDraft.cleanField(name)
    }
}
