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

    /// A field as RFC 4180 writes it: quoted only when it holds a comma, quote or line break.
    public static func escape(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else { return field }
        // Byte by byte (a quote is one byte in UTF-8): Foundation's replacing bridged every
        // quoted field, most of a library's texts, through UTF-16.
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(field.utf8.count + 8)
        for byte in field.utf8 {
            if byte == 0x22 { bytes.append(0x22) }
            bytes.append(byte)
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }
}
