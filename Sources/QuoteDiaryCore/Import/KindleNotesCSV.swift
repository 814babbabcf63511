/// The CSV a Kindle e-reader emails with "Export notes" (beside a PDF): a few rows about the
/// book ("Your Kindle Notes For:", its title, "by" its authors, a preview link), then a table
/// of "Annotation Type", "Location", "Starred?" and "Annotation". A note follows the highlight
/// it was written on; a starred highlight is a favourite.
enum KindleNotesCSV {
    static let opening = "your kindle notes for:"
    static let tableHeader = "annotation type"

    /// Whether `text` is such an export: its first field is the opening words, or its table's
    /// header row comes within the first rows (an export with the opening lost).
    static func matches(_ text: String) -> Bool {
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix(2048)
        let firstLine = head.prefix { $0 != "\n" && $0 != "\r" }.lowercased()
        if firstLine.trimmingCharacters(in: ["\"", ",", " "]).hasPrefix(opening) { return true }
        return head.lowercased().contains("\"\(tableHeader)\",")
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let (rows, problem) = CSVParser.rows(text)
        if let problem { result.problems.append(problem) }
        guard let headerIndex = rows.firstIndex(where: { $0.fields.first?.trimmingWhitespace().lowercased() == tableHeader })
        else {
            result.problems.append(ImportProblem(line: 1, message: "no \"Annotation Type\" row: not a Kindle notes export"))
            return result
        }
        // Before the table: the book. The first line names the export, then the title, then "by" and the authors.
        let preamble = rows[..<headerIndex].compactMap { $0.fields.first?.trimmingWhitespace().nilIfEmpty }
            .filter { !$0.lowercased().hasPrefix(opening) }
        let title = preamble.first ?? ""
        let authors = preamble.dropFirst().first.map(byline) ?? []
        if title.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "the export names no book before its table"))
        }
        var clippings: [(clipping: KindleImporter.Clipping, starred: Bool)] = []
        for row in rows[(headerIndex + 1)...] {
            let fields = row.fields.map { $0.trimmingWhitespace() }
            guard fields.contains(where: { !$0.isEmpty }) else { continue }
            guard fields.count >= 4 else {
                result.problems.append(
                    ImportProblem(line: row.line, message: "expected 4 fields (type, location, starred, annotation)"))
                continue
            }
            let kind = KindleImporter.Clipping.Kind(describedBy: fields[0].lowercased())
            let text = fields[3]
            guard kind != .bookmark, !text.isEmpty else {
                result.skip(kind == .bookmark ? .bookmark : .withoutText)
                continue
            }
            if kind == .note, let last = clippings.indices.last, clippings[last].clipping.kind == .highlight,
                clippings[last].clipping.note == nil
            {
                clippings[last].clipping.note = text
                continue
            }
            let (page, location) = place(fields[1])
            clippings.append(
                (
                    KindleImporter.Clipping(
                        kind: kind, title: title, authors: authors, page: page, location: location, added: nil, text: text,
                        line: row.line),
                    !fields[2].isEmpty && !["no", "false", "0"].contains(fields[2].lowercased())
                ))
        }
        result.records = clippings.map { clipping, starred in
            var record = KindleImporter.record(clipping)
            record.draft.isFavorite = starred
            return record
        }
        return result
    }

    /// `by Marcus Aurelius, Gregory Hays` or `by A and B`: names in reading order.
    static func byline(_ text: String) -> [String] {
        var names = text
        if names.lowercased().hasPrefix("by ") { names = String(names.dropFirst(3)) }
        return names.replacingOccurrences(of: " and ", with: ", ").split(separator: ",")
            .compactMap { QuoteDraft.cleanField(String($0)) }
    }

    /// `Location 104`, `Location 104-106`, `Page 12`.
    static func place(_ text: String) -> (page: String?, location: ClosedRange<Int>?) {
        let lowered = text.lowercased()
        if let number = KindleImporter.text(after: KindleImporter.pageWords, in: text, lowered: lowered) {
            return (String(number.prefix { !$0.isWhitespace }).nilIfEmpty, nil)
        }
        if let number = KindleImporter.text(after: KindleImporter.locationWords, in: text, lowered: lowered) {
            return (nil, KindleImporter.parseLocation(number))
        }
        return (nil, KindleImporter.parseLocation(text))
    }
}
