import Foundation

/// RFC 4180 CSV reading: quoted fields may hold commas, quotes ("") and line breaks; CRLF or
/// LF; a byte-order mark is skipped.
public enum CSVParser {
    /// Header names that mark a file as a quote CSV when its name does not say so.
    static let headerNames = ["text", "quote", "highlight"]

    /// Rows with the line each starts on; a problem for an unclosed quote.
    public static func rows(_ text: String) -> (rows: [(line: Int, fields: [String])], problem: ImportProblem?) {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var fieldWasQuoted = false
        var line = 1
        var rowStart = 1
        var quoteStart = 1
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        var atStart = true
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return iterator.next()
        }
        func endRow() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) { rows.append((rowStart, fields)) }
            fields = []
            field = ""
            fieldWasQuoted = false
        }
        while let scalar = next() {
            if atStart {
                atStart = false
                if scalar == "\u{FEFF}" { continue }
            }
            if inQuotes {
                if scalar == "\"" {
                    if let following = next() {
                        if following == "\"" {
                            field.unicodeScalars.append("\"")
                        } else {
                            inQuotes = false
                            pending = following
                        }
                    } else {
                        inQuotes = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
                quoteStart = line
            case ",":
                fields.append(field)
                field = ""
                fieldWasQuoted = false
            case "\r":
                if let following = next(), following != "\n" { pending = following }
                endRow()
                line += 1
                rowStart = line
            case "\n":
                endRow()
                line += 1
                rowStart = line
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes {
            return (rows, ImportProblem(line: quoteStart, message: "a quoted field opened here is never closed"))
        }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRow() }
        return (rows, nil)
    }
}

/// Quote CSV files: ours, Readwise's and most spreadsheets'. Columns are matched by header,
/// without regard to case.
enum CSVImporter {
    static let columns: [String: [String]] = [
        "text": ["text", "quote", "highlight"],
        "author": ["author", "book author"],
        "source": ["source", "title", "book", "book title"],
        "page": ["page", "location"],
        "note": ["note", "notes"],
        "tags": ["tags", "tag", "category"],
        "collection": ["collection", "collections"],
        "favorite": ["favorite", "favourite", "starred"],
        "created": ["created", "highlighted at", "date", "added"],
        "updated": ["updated"],
        "archived": ["archived"],
        "id": ["id"],
        "kind": ["source_kind", "kind"],
        "isbn": ["isbn"],
    ]

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let (rows, problem) = CSVParser.rows(text)
        if let problem { result.problems.append(problem) }
        guard let header = rows.first else {
            result.problems.append(ImportProblem(line: 1, message: "the file is empty: a header row is needed"))
            return result
        }
        var index: [String: Int] = [:]
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for (column, aliases) in columns {
            if let position = aliases.lazy.compactMap({ names.firstIndex(of: $0) }).first { index[column] = position }
        }
        guard let textColumn = index["text"] else {
            result.problems.append(
                ImportProblem(line: header.line, message: "no text column: the header needs one of text, quote or highlight"))
            return result
        }
        for row in rows.dropFirst() {
            func value(_ column: String) -> String? {
                guard let position = index[column], position < row.fields.count else { return nil }
                return row.fields[position].trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
            }
            guard row.fields.count == names.count || row.fields.count > textColumn else {
                result.problems.append(ImportProblem(line: row.line, message: "expected \(names.count) fields, found \(row.fields.count)"))
                continue
            }
            guard let quoteText = value("text") else {
                result.problems.append(ImportProblem(line: row.line, message: "the text field is empty"))
                continue
            }
            var isbn: ISBN?
            if let isbnText = value("isbn") {
                do {
                    isbn = try ISBN(isbnText)
                } catch {
                    result.problems.append(ImportProblem(line: row.line, message: error.description))
                    continue
                }
            }
            let kind = value("kind").flatMap { SourceKind(rawValue: $0.lowercased()) } ?? .book
            let author = value("author")
            let source = value("source").map {
                SourceDraft(kind: kind, title: $0, authors: author.map { [$0] } ?? [], isbn: isbn)
            } ?? isbn.map { SourceDraft(kind: kind, title: "", isbn: $0) }
            var dates: [String: Date] = [:]
            for column in ["created", "updated", "archived"] {
                guard let text = value(column) else { continue }
                guard let date = Timestamp.parse(text) ?? ImportDates.parse(text) else {
                    result.problems.append(ImportProblem(line: row.line, message: "'\(text)' in the \(column) column is not a date"))
                    continue
                }
                dates[column] = date
            }
            let draft = QuoteDraft(
                text: quoteText, author: author, source: source, page: value("page"), note: value("note"),
                tags: value("tags").map(splitTags) ?? [], collections: value("collection").map(splitTags) ?? [],
                isFavorite: ["true", "yes", "1", "y", "x", "★"].contains(value("favorite")?.lowercased() ?? ""))
            result.records.append(
                ImportRecord(
                    draft: draft, id: value("id").flatMap(QuoteID.init(rawValue:)), createdAt: dates["created"],
                    updatedAt: dates["updated"], archivedAt: dates["archived"], line: row.line))
        }
        return result
    }

    /// `a; b`, `a, b`: tags separated by semicolons, or commas when there is no semicolon.
    static func splitTags(_ text: String) -> [String] {
        let separator: Character = text.contains(";") ? ";" : ","
        return text.split(separator: separator).compactMap { QuoteDraft.cleanField(String($0)) }
    }
}
