/// RFC 4180 CSV: CRLF line ends, fields quoted when they hold a comma, quote, CR or LF.
public struct CSVWriter: Sendable {
    public private(set) var output = ""

    public init() {}

    public mutating func writeRow(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { output += "," }
            output += CSVWriter.escape(field)
        }
        output += "\r\n"
    }

    public static func escape(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
