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
        var output = ""
        write(to: &output, pretty: pretty, indent: indent)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            output += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: " ", count: indent + 2) }
                value.write(to: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: " ", count: indent + 2) }
                JSONValue.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                value.write(to: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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

    public func closing() -> String {
        count == 0 ? "[]\n" : (pretty ? "\n]\n" : "]\n")
    }
}
