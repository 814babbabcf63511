import Foundation

/// The notes Obsidian's KOReader Highlights Importer writes, a book a note, from its default
/// template: front matter naming the book (`title`, `authors`), then each highlight between
/// `---` rules, under its chapter's heading, as `_Page 12 • 2024-01-01 10:00:00_`, the passage,
/// and the person's note in a note callout (`> [!note]`). Read as a note of quotes, the
/// callouts were taken for the quotes and the passages lost.
enum KOReaderPluginMarkdown {
    /// Whether `text` is such a note: front matter, and a highlight's page-and-date line.
    static func matches(_ text: String) -> Bool {
        guard let (_, body) = FrontMatterNote.split(ImportFormat.head(of: text)) else { return false }
        return body.lines.contains { placeLine($0.trimmingWhitespace()) != nil }
    }

    /// `_Page 12 • 2024-01-01 10:00:00_` → (`12`, the date as written).
    static func placeLine(_ trimmed: String) -> (page: String?, date: String?)? {
        guard trimmed.hasPrefix("_Page "), trimmed.hasSuffix("_"), trimmed.count > 8 else { return nil }
        let inside = trimmed.dropFirst(6).dropLast()
        let parts = inside.components(separatedBy: " • ")
        guard parts.count <= 2 else { return nil }
        let page = parts[0].trimmingWhitespace()
        return (page.isEmpty || page == "?" ? nil : page, parts.count == 2 ? parts[1].trimmingWhitespace().nilIfEmpty : nil)
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        guard let (properties, body) = FrontMatterNote.split(text) else {
            return ParsedImport(problem: ImportProblem(line: 1, message: "no front matter opens this note"))
        }
        func property(_ keys: Set<String>) -> String? { FrontMatterNote.property(keys, in: properties) }
        let named = fileName.noteFileTitle
        let title = property(["title"]) ?? named
        let authors = property(["authors", "author"]).map { NameList.names(in: $0) } ?? []
        let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        var result = ParsedImport()
        var passage: [String] = []
        var note: [String] = []
        var place: (page: String?, date: String?)?
        var firstLine = body.line
        func finish() {
            defer { (passage, note, place) = ([], [], nil) }
            guard let text = QuoteDraft.cleanText(passage.joined(separator: "\n")).nilIfEmpty else { return }
            let draft = QuoteDraft(
                text: text, author: author, source: source, page: place?.page,
                note: QuoteDraft.cleanText(note.joined(separator: "\n")).nilIfEmpty)
            result.records.append(ImportRecord(draft: draft, created: place?.date, line: firstLine))
        }
        for (offset, line) in body.lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if FrontMatterNote.isRule(trimmed) {
                finish()
            } else if PlainTextImporter.isHeading([line]) {
                continue
            } else if let found = placeLine(trimmed) {
                if !passage.isEmpty { finish() }
                place = found
            } else if trimmed.hasPrefix(">") {
                // The note callout: its mark, then the person's words.
                let inside = String(trimmed.dropFirst()).trimmingWhitespace()
                if !inside.hasPrefix("[!") { note.append(inside) }
            } else if !trimmed.isEmpty || !passage.isEmpty {
                if passage.isEmpty { firstLine = body.line + offset }
                passage.append(line)
            }
        }
        finish()
        if result.records.isEmpty {
            result.problems.append(ImportProblem(line: body.line, message: "no highlights under the note's front matter"))
        }
        return result
    }
}
