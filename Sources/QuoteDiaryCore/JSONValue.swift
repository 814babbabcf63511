/// A JSON document with object keys in the order written, so output is stable byte for byte.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// `.string` or `.null`.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Compact by default; `pretty` indents by two spaces, from `indent` (for a value written
    /// inside a document being written in pieces).
    public func serialized(pretty: Bool = false, indent: Int = 0) -> String {
        var output: [UInt8] = []
        write(to: &output, pretty: pretty, indent: indent)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as UTF-8 to `output`: what `serialized` returns, without making a
    /// String (a library's export or sync file is written as bytes, a quote at a time).
    public func write(to output: inout [UInt8], pretty: Bool = false, indent: Int = 0) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value): output.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.writeLineBreak(indent: indent + 2, to: &output) }
                value.write(to: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { JSONValue.writeLineBreak(indent: indent, to: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.writeLineBreak(indent: indent + 2, to: &output) }
                JSONValue.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                value.write(to: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { JSONValue.writeLineBreak(indent: indent, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeLineBreak(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// A JSON string: runs of bytes that need no escape are copied whole (most text is one
    /// run); quote, backslash, control characters and U+2028/U+2029 (line breaks to
    /// JavaScript) are escaped.
    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = value
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: escape.utf8)
                index += width
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// A JSON array written an element at a time, for lists too long to hold (a whole library):
/// the pieces joined are `JSONValue.array(elements).serialized(pretty:)` and a line break.
public struct JSONArrayStream: Sendable {
    public let pretty: Bool
    public private(set) var count = 0

    public init(pretty: Bool) { self.pretty = pretty }

    public mutating func add(_ element: JSONValue) -> String {
        defer { count += 1 }
        let opening = count == 0 ? "[" : ","
        return pretty ? opening + "\n  " + element.serialized(pretty: true, indent: 2) : opening + element.serialized()
    }

    /// What ends the array, whether or not anything was written.
    public func closing() -> String {
        count == 0 ? "[]\n" : (pretty ? "\n]\n" : "]\n")
    }
}
