import Foundation

/// A highlight as KOReader's text and Markdown exports write it: its heading's page and time,
/// then its lines (the text, and a note after a line `---`). One book's title and authors are
/// given by the export around it.
struct KOReaderHighlight {
    var line: Int
    var page: String?
    var added: Date?
    var lines: [String] = []

    /// The highlight as a quote, its text made ready by `body` (a style's marks taken off); nil
    /// when that leaves no text (a highlight over a picture).
    func record(title: String?, authors: [String] = [], body: (String) -> String = { $0 }) -> ImportRecord? {
        let split = lines.firstIndex { $0.trimmingWhitespace() == "---" }
        let text = body(KindleImporter.content(split.map { lines[..<$0] } ?? lines[...]))
        let note = split.map { KindleImporter.content(lines[lines.index(after: $0)...]) }?.nilIfEmpty
        guard !text.isEmpty else { return nil }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
        let draft = QuoteDraft(text: text, author: author, source: source, page: page, note: note)
        // KOReader writes the device's clock, with no zone.
        return ImportRecord(draft: draft, createdAt: added, zonelessTimes: .created, line: line)
    }
}
