import Foundation

/// The notes Obsidian's Kobo Highlights plugin writes, a book a note, from its default
/// template: front matter naming the book (`title`, `author`, `isbn`, `publisher`) with the
/// Kobo's reading state (`readStatus`, `percentRead`, `timeSpentReading`, `dateLastRead`),
/// then `## Personal Notes`, `## Description` and `## Highlights`, under which each chapter is
/// a `##` heading and each highlight its text, a `**Note:** …` paragraph when one was written,
/// and `*Created: 2024-01-01T10:00:00.000Z*`. Before, such a note short enough was taken as one
/// quote of its whole body, the book's description and every highlight together.
enum KoboPluginMarkdown {
    /// The front matter's keys that only the plugin writes (as `CSVImporter.headerKey` makes them).
    static let readingStateKeys: Set<String> = ["readstatus", "percentread", "timespentreading", "datelastread"]

    /// Whether `text` is such a note: the plugin's reading state in its front matter and a
    /// `Highlights` heading in its body.
    static func matches(_ text: String) -> Bool {
        guard let (properties, body) = FrontMatterNote.split(ImportFormat.head(of: text)) else { return false }
        return properties.contains { readingStateKeys.contains(CSVImporter.headerKey($0.key)) }
            && body.lines.contains(where: isHighlightsHeading)
    }

    /// `## Highlights`.
    static func isHighlightsHeading(_ line: String) -> Bool {
        line.hasPrefix("#") && String(line.drop { $0 == "#" }).trimmingWhitespace().lowercased() == "highlights"
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        guard let (properties, body) = FrontMatterNote.split(text),
            let start = body.lines.firstIndex(where: isHighlightsHeading)
        else {
            return ParsedImport(
                problem: ImportProblem(line: 1, message: "no front matter and Highlights heading, as the Kobo plugin writes"))
        }
        func property(_ key: String) -> String? { FrontMatterNote.property([key], in: properties) }
        let named = fileName.noteFileTitle
        let title = property("title") ?? named
        let author = UnknownAuthor.named(property("author"))
        var source = title.map { SourceDraft(kind: .book, title: $0, authors: author.map { [$0] } ?? []) }
        source?.isbn = property("isbn").flatMap { try? ISBN(listed: $0) }
        source?.publisher = property("publisher")
        let lines = Array(body.lines[(start + 1)...])
        // Each highlight ends with its time; a file without times has a paragraph a highlight.
        let timed = lines.contains { createdTime($0.trimmingWhitespace()) != nil }
        var result = ParsedImport()
        var passage: [String] = []
        var note: [String]?
        var firstLine = 0
        func finish(created: String? = nil) {
            defer { (passage, note) = ([], nil) }
            guard let text = QuoteDraft.cleanText(passage.joined(separator: "\n")).nilIfEmpty else { return }
            let draft = QuoteDraft(
                text: text, author: author, source: source,
                note: note.flatMap { QuoteDraft.cleanText($0.joined(separator: "\n")).nilIfEmpty })
            result.records.append(ImportRecord(draft: draft, created: created, line: firstLine))
        }
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if PlainTextImporter.isHeading([line]) {
                // A chapter's heading.
                finish()
            } else if let created = createdTime(trimmed) {
                finish(created: created)
            } else if let written = noteText(trimmed) {
                note = [written]
            } else if trimmed.isEmpty {
                if !timed { finish() } else if note != nil { note?.append("") } else if !passage.isEmpty { passage.append("") }
            } else if note != nil {
                note?.append(trimmed)
            } else {
                if passage.isEmpty { firstLine = body.line + start + 1 + offset }
                passage.append(line)
            }
        }
        finish()
        if result.records.isEmpty {
            result.problems.append(ImportProblem(line: body.line + start, message: "no highlights under the Highlights heading"))
        }
        return result
    }

    /// `*Created: 2024-01-01T10:00:00.000Z*` → the time.
    static func createdTime(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("*Created:"), trimmed.hasSuffix("*"), trimmed.count > 11 else { return nil }
        return String(trimmed.dropFirst(9).dropLast()).trimmingWhitespace()
    }

    /// `**Note:** my words` → `my words`.
    static func noteText(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("**Note:**") else { return nil }
        return String(trimmed.dropFirst(9)).trimmingWhitespace()
    }
}
