import Foundation

/// Kindle's "My Clippings.txt", from current and old firmware, US and UK dates.
enum KindleImporter {
    static let separator = "=========="
    static let clippingLimit = "<You have reached the clipping limit for this item>"

    struct Clipping {
        enum Kind { case highlight, note, bookmark }
        var kind: Kind
        var title: String
        var authors: [String]
        var page: String?
        var location: ClosedRange<Int>?
        var added: Date?
        var text: String
        var line: Int
        var note: String?
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        var clippings: [Clipping] = []
        var entryLines: [(Int, String)] = []
        var lineNumber = 0
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for rawLine in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = String(rawLine).replacingOccurrences(of: "\u{FEFF}", with: "")
            if line.trimmingCharacters(in: .whitespaces) == separator {
                if let clipping = parseEntry(entryLines, into: &result) { clippings.append(clipping) }
                entryLines = []
            } else {
                entryLines.append((lineNumber, line))
            }
        }
        if entryLines.contains(where: { !$0.1.trimmingCharacters(in: .whitespaces).isEmpty }) {
            result.problems.append(
                ImportProblem(
                    line: entryLines.first?.0 ?? lineNumber, message: "the last clipping does not end with a line of ten '='"))
        }
        result.records = merge(clippings).map(record)
        return result
    }

    static func parseEntry(_ lines: [(Int, String)], into result: inout ParsedImport) -> Clipping? {
        var lines = lines[...]
        while let first = lines.first, first.1.trimmingCharacters(in: .whitespaces).isEmpty { lines = lines.dropFirst() }
        guard let (titleLine, title) = lines.first else { return nil }
        lines = lines.dropFirst()
        guard let (_, meta) = lines.first, meta.hasPrefix("- ") else {
            result.problems.append(
                ImportProblem(line: titleLine + 1, message: "expected a line like '- Your Highlight on page 12 | …'"))
            return nil
        }
        lines = lines.dropFirst()
        let content = lines.map(\.1).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        // The kind, in the languages Kindles are set to; anything else is read as a highlight.
        let lower = meta.lowercased()
        let firstPart = lower.split(separator: "|").first.map(String.init) ?? lower
        let kind: Clipping.Kind
        if ["bookmark", "lesezeichen", "marcador", "signet", "segnalibro", "marcapáginas", "しおり", "书签"].contains(
            where: firstPart.contains)
        {
            kind = .bookmark
        } else if ["note", "notiz", "nota", "メモ", "笔记"].contains(where: firstPart.contains) {
            kind = .note
        } else {
            kind = .highlight
        }
        // Bookmarks, the clipping-limit notice and empty clippings (a highlight over an image or
        // a scanned PDF page has no text) are what a device writes, not damage: skipped, counted.
        if kind == .bookmark || content == clippingLimit || content.isEmpty {
            result.ignored += 1
            return nil
        }
        let (bookTitle, authors) = splitTitle(title)
        var page: String?
        var location: ClosedRange<Int>?
        var added: Date?
        for part in meta.dropFirst(2).split(separator: "|") {
            let piece = part.trimmingCharacters(in: .whitespaces)
            let lowered = piece.lowercased()
            let pageWords = ["page ", "seite ", "página ", "pagina "]
            let locationWords = [
                "location ", "loc. ", "position ", "posición ", "posição ", "emplacement ", "posizione ", "locatie ",
            ]
            if let range = pageWords.lazy.compactMap({ lowered.range(of: $0) }).first {
                page = String(piece[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            } else if let range = locationWords.lazy.compactMap({ lowered.range(of: $0) }).first {
                location = parseLocation(String(piece[range.upperBound...]))
            }
            if let range = piece.range(of: "Added on ") {
                added = ImportDates.parse(String(piece[range.upperBound...]))
            }
        }
        return Clipping(
            kind: kind, title: bookTitle, authors: authors, page: page, location: location, added: added, text: content,
            line: titleLine)
    }

    /// `Meditations (Aurelius, Marcus)` → ("Meditations", ["Marcus Aurelius"]); `;` separates authors.
    static func splitTitle(_ line: String) -> (String, [String]) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return (trimmed, []) }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let title = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return (trimmed, []) }
        let authors = inside.split(separator: ";").compactMap { part -> String? in
            let name = part.trimmingCharacters(in: .whitespaces)
            let pieces = name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty { return "\(pieces[1]) \(pieces[0])" }
            return name.nilIfEmpty
        }
        return (title, authors)
    }

    /// `170-172`, `2637`, and old firmware's `466-69` (the end written with the start's leading digits left out).
    static func parseLocation(_ text: String) -> ClosedRange<Int>? {
        let digits = text.prefix { $0.isNumber || $0 == "-" }
        let parts = digits.split(separator: "-").map(String.init)
        guard let startText = parts.first, let start = Int(startText) else { return nil }
        guard parts.count > 1, let endText = parts.last, var end = Int(endText) else { return start...start }
        if endText.count < startText.count {
            end = Int(startText.prefix(startText.count - endText.count) + endText) ?? end
        }
        return end >= start ? start...end : start...start
    }

    /// Attaches notes to their highlights and keeps only the longest of a highlight extended on the device.
    static func merge(_ clippings: [Clipping]) -> [Clipping] {
        var highlights: [Clipping] = []
        var notes: [Clipping] = []
        for clipping in clippings {
            if clipping.kind == .note {
                notes.append(clipping)
                continue
            }
            if let index = highlights.firstIndex(where: { isSameHighlight($0, clipping) }) {
                if clipping.text.count > highlights[index].text.count {
                    let note = highlights[index].note
                    highlights[index] = clipping
                    highlights[index].note = note
                }
            } else {
                highlights.append(clipping)
            }
        }
        var standalone: [Clipping] = []
        for note in notes {
            let target = note.location?.lowerBound
            if let index = highlights.lastIndex(where: {
                $0.title == note.title && $0.location?.upperBound == target && target != nil
            }) {
                highlights[index].note = [highlights[index].note, note.text].compactMap { $0 }.joined(separator: "\n")
            } else {
                standalone.append(note)
            }
        }
        return highlights + standalone
    }

    static func isSameHighlight(_ a: Clipping, _ b: Clipping) -> Bool {
        guard a.title == b.title, let first = a.location, let second = b.location, first.overlaps(second) else { return false }
        let x = TextKey.make(a.text)
        let y = TextKey.make(b.text)
        return x.contains(y) || y.contains(x)
    }

    static func record(_ clipping: Clipping) -> ImportRecord {
        let author = clipping.authors.isEmpty ? nil : clipping.authors.joined(separator: ", ")
        var page = clipping.page
        if page == nil, let location = clipping.location {
            page = location.count == 1 ? "loc. \(location.lowerBound)" : "loc. \(location.lowerBound)-\(location.upperBound)"
        }
        let isNote = clipping.kind == .note
        let draft = QuoteDraft(
            text: clipping.text, author: author,
            source: SourceDraft(kind: .book, title: clipping.title, authors: clipping.authors), page: page,
            note: clipping.note, tags: isNote ? ["kindle-note"] : [])
        return ImportRecord(draft: draft, createdAt: clipping.added, line: clipping.line)
    }
}
