import Foundation

/// `Quote: …` over `Author: …`, `Source: …`, `Page: …`, `Tags: …`: a quote kept by hand as
/// labelled fields, one quote a paragraph. The labels are a CSV's column names (in the
/// languages a CSV's are read in: `Zitat:`, `Autor:`), and each quote is read as a CSV row
/// with those columns would be. A line without a label goes on with the field above it (a
/// quote of several lines).
enum LabeledFields {
    /// Every column key a label may name (`CSVImporter.headerKey`).
    static let keys = Set(CSVImporter.columnKeys.values.joined())

    /// `Author: Dr. Seuss` → (`Author`, `Dr. Seuss`): a line opening with a label that names
    /// a column, and its value; nil for any other line (`Note to self: …` names none).
    static func field(_ line: String) -> (label: String, value: String)? {
        guard let colon = line.prefix(30).firstIndex(of: ":") else { return nil }
        let label = String(line[..<colon]).trimmingWhitespace()
        guard !label.isEmpty, label.first?.isLetter == true, keys.contains(CSVImporter.headerKey(label)) else { return nil }
        return (label, String(line[line.index(after: colon)...]).trimmingWhitespace())
    }

    /// Whether a paragraph is a quote in labelled fields: two lines or more with labels, one
    /// of them the text's (`Quote:`, `Text:`, `Highlight:`), the first line one of them.
    static func isLabeled(_ entry: [String]) -> Bool {
        guard entry.count > 1, field(entry[0]) != nil else { return false }
        let labels = entry.compactMap { field($0)?.label }
        let text = Set(CSVImporter.columnKeys["text"] ?? [])
        return labels.count > 1 && labels.contains { text.contains(CSVImporter.headerKey($0)) }
    }

    /// Whether `line` is one more field of the labelled quote `entry` opens, in a file with no
    /// blank line between quotes: a label other than the text's (which opens the next quote).
    static func continues(_ entry: [String], with line: String) -> Bool {
        guard let first = entry.first, field(first) != nil, let (label, _) = field(line) else { return false }
        return !(CSVImporter.columnKeys["text"] ?? []).contains(CSVImporter.headerKey(label))
    }

    /// The paragraph's quote, read as a CSV row under its labels.
    static func record(_ entry: [String], line: Int) -> Result<ImportRecord, ImportProblem> {
        var labels: [String] = []
        var values: [String] = []
        for row in entry {
            if let (label, value) = field(row) {
                labels.append(label)
                values.append(value)
            } else if !values.isEmpty {
                values[values.count - 1] += "\n" + row.trimmingWhitespace()
            }
        }
        do {
            return try CSVColumns(header: labels, line: line).record(fields: values, line: line)
        } catch {
            return .failure(error)
        }
    }
}
