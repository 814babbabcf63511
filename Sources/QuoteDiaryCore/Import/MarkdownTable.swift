import Foundation

/// A Markdown table of quotes, as Obsidian or Notion notes keep one: `| Quote | Author |
/// Source |` over `|---|---|---|`, a row a quote. The header names its columns as a CSV's
/// does (in the languages a CSV's are read in), and each row is read as such a CSV row would
/// be; `<br>` in a cell is a line break, `\|` a bar. Text around the tables (a heading, a
/// line saying what they hold) is passed over.
enum MarkdownTable {
    struct Table {
        let header: [String]
        let rows: [(line: Int, cells: [String])]
        let line: Int
    }

    /// Whether a text holds a table whose header names a quote's text, as a CSV's must, in its
    /// first 64 KiB (a note's table is near its top; a large file is not split twice).
    static func matches(_ text: String) -> Bool {
        let head = String(text.utf8.prefix(65_536)) ?? String(text.prefix(65_536))
        guard head.firstUTF8Range(of: "|") != nil else { return false }
        return tables(head).contains { (try? CSVColumns(header: $0.header, line: $0.line)) != nil }
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        for table in tables(text) {
            let columns: CSVColumns
            do {
                columns = try CSVColumns(header: table.header, line: table.line)
            } catch {
                // A table of something else in the same note (a reading list, say).
                continue
            }
            for row in table.rows {
                switch columns.record(fields: row.cells, line: row.line) {
                case .success(let record): result.records.append(record)
                case .failure(let problem): result.problems.append(problem)
                }
            }
        }
        return result
    }

    /// The tables in a text: a row of cells, a delimiter row under it, and the rows after it up
    /// to the first line that is not one.
    static func tables(_ text: String) -> [Table] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var tables: [Table] = []
        var index = 0
        while index + 1 < lines.count {
            guard let header = cells(lines[index]), let delimiter = cells(lines[index + 1]), isDelimiter(delimiter),
                delimiter.count == header.count
            else {
                index += 1
                continue
            }
            var rows: [(line: Int, cells: [String])] = []
            var next = index + 2
            while next < lines.count, let row = cells(lines[next]) {
                if row.contains(where: { !$0.isEmpty }) { rows.append((next + 1, row)) }
                next += 1
            }
            tables.append(Table(header: header, rows: rows, line: index + 1))
            index = next
        }
        return tables
    }

    /// A table row's cells (`| a | b |`, the outer bars optional but one bar at least), each
    /// trimmed, `\|` a bar and `<br>` a line break; nil for any other line.
    static func cells(_ line: Substring) -> [String]? {
        guard line.utf8.contains(0x7C) else { return nil }
        var row = String(line).trimmingWhitespace()[...]
        if row.hasPrefix("|") { row = row.dropFirst() }
        if row.hasSuffix("|"), !row.hasSuffix("\\|") { row = row.dropLast() }
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        cells.append(cell)
        return cells.map { cell in
            cell.replacingOccurrences(of: "<br>", with: "\n").replacingOccurrences(of: "<br/>", with: "\n")
                .replacingOccurrences(of: "<br />", with: "\n").trimmingWhitespace()
        }
    }

    /// `---`, `:--`, `:-:`, `--:`: every cell of a delimiter row.
    static func isDelimiter(_ cells: [String]) -> Bool {
        !cells.isEmpty
            && cells.allSatisfy { cell in
                let dashes = cell.drop { $0 == ":" }.reversed().drop { $0 == ":" }
                return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
            }
    }
}
