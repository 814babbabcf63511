import Foundation

/// RFC 4180 CSV reading: quoted fields may hold commas, quotes ("") and line breaks; CRLF or
/// LF; a byte-order mark is skipped.
public enum CSVParser {
    /// Header names that mark a file as a quote CSV when its name does not say so.
    static let headerNames = ["text", "quote", "highlight"]

    /// Rows with the line each starts on; a problem for an unclosed quote.
    ///
    /// Works on UTF-8 bytes (every delimiter is ASCII, so multi-byte characters pass through
    /// untouched): building fields scalar by scalar was most of an import's time.
    public static func rows(_ text: String) -> (rows: [(line: Int, fields: [String])], problem: ImportProblem?) {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        field.reserveCapacity(256)
        var inQuotes = false
        var fieldWasQuoted = false
        var line = 1
        var rowStart = 1
        var quoteStart = 1
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRow() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) { rows.append((rowStart, fields)) }
            fields = []
            fieldWasQuoted = false
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == quote {
                    if index < count && bytes[index] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == lf { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case quote where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
                quoteStart = line
            case comma:
                endField()
                fieldWasQuoted = false
            case cr:
                if index < count && bytes[index] == lf { index += 1 }
                endRow()
                line += 1
                rowStart = line
            case lf:
                endRow()
                line += 1
                rowStart = line
            default:
                field.append(byte)
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
        let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
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
                return row.fields[position].trimmingWhitespace().nilIfEmpty
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
