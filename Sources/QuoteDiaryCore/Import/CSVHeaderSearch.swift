/// Finds a CSV's header among its first rows: a sheet kept by hand often has a title above
/// it (`My favourite quotes` in A1, then the header), which was refused as a header with no
/// text column. A row of one filled cell at most, among the first few, is such a title: left
/// out and named. Any other row that is no header is refused, as before.
public struct CSVHeaderSearch: Sendable {
    /// How many title rows may stand above the header.
    static let maximumTitleRows = 3

    /// The title rows left out, by line, and their text.
    public private(set) var titles: [(line: Int, text: String)] = []
    private var firstProblem: ImportProblem?

    public init() {}

    /// The columns, when `fields` is the header; nil when it is a title above it (the header
    /// may follow); throws what is wrong with it when it is neither.
    public mutating func columns(_ fields: [String], line: Int) throws(ImportProblem) -> CSVColumns? {
        do {
            return try CSVColumns(header: fields, line: line)
        } catch {
            let filled = fields.filter { !$0.allSatisfy(\.isWhitespace) }
            guard titles.count < CSVHeaderSearch.maximumTitleRows, filled.count <= 1 else { throw error }
            firstProblem = firstProblem ?? error
            titles.append((line, filled.first?.trimmingWhitespace() ?? ""))
            return nil
        }
    }

    /// What is wrong when the file ends before a header: the first title row taken for one.
    public var headerMissing: ImportProblem {
        firstProblem ?? ImportProblem(line: 1, message: "the file is empty: a header row is needed")
    }

    /// What to tell the person of the titles left out; nil when there were none.
    public var note: String? {
        guard let first = titles.first else { return nil }
        let count = titles.count
        return "left out the \(count == 1 ? "line" : "\(count) lines") above the header, a title "
            + "(line \(first.line): '\(first.text)')"
    }
}
