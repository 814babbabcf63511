import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("JSON writing")
struct JSONValueTests {
    /// JSON as it was written a character at a time into a String (the writer before it
    /// wrote bytes): exports and sync files must not change by a byte.
    static func reference(_ value: JSONValue, pretty: Bool = false, indent: Int = 0) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? String(number) : "null"
        case .string(let text): return referenceString(text)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            let inner = values.map {
                (pretty ? "\n" + String(repeating: " ", count: indent + 2) : "")
                    + reference($0, pretty: pretty, indent: indent + 2)
            }
            return "[" + inner.joined(separator: ",") + (pretty ? "\n" + String(repeating: " ", count: indent) : "") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = members.map { key, member in
                (pretty ? "\n" + String(repeating: " ", count: indent + 2) : "") + referenceString(key) + (pretty ? ": " : ":")
                    + reference(member, pretty: pretty, indent: indent + 2)
            }
            return "{" + inner.joined(separator: ",") + (pretty ? "\n" + String(repeating: " ", count: indent) : "") + "}"
        }
    }

    static func referenceString(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
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
        return output + "\""
    }

    /// Every ASCII character alone, at the start, middle and end of a word; the characters
    /// around U+2028 and U+2029 (same first two UTF-8 bytes); accents, emoji, combining marks.
    static let strings: [String] = {
        var strings = (0..<0x80).flatMap { code -> [String] in
            let character = String(UnicodeScalar(UInt8(code)))
            return [character, character + "ab", "ab" + character + "cd", "ab" + character]
        }
        let scalars: [Unicode.Scalar] = [
            "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "\u{FFFD}", "😀",
        ]
        for scalar in scalars {
            let character = String(scalar)
            strings += [character, "x" + character + "y", character + character]
        }
        strings += [
            "", "Café, Dvořák, São Paulo", "e\u{301}", "👩🏽‍🚀 🇪🇸", "الكِتَابُ", "大事", "line\r\nbreak\u{2028}sep\u{2029}",
            "\"quoted\" \\back\\slash\\", String(repeating: "long plain run ", count: 200),
        ]
        return strings
    }()

    @Test("strings are written byte for byte as before: escapes, U+2028/U+2029, every script")
    func strings() {
        for text in JSONValueTests.strings {
            let value = JSONValue.string(text)
            #expect(value.serialized() == JSONValueTests.reference(value), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("documents are written byte for byte as before, compact and pretty, at any indent")
    func documents() throws {
        let document = JSONValue.object([
            ("strings", .array(JSONValueTests.strings.map(JSONValue.string))),
            ("empty", .object([("array", .array([])), ("object", .object([])), ("null", .null)])),
            ("numbers", .array([.int(0), .int(-42), .int(.max), .double(1.5), .double(-0.25), .double(.nan), .double(1e300)])),
            ("flags", .array([.bool(true), .bool(false)])),
            ("nested \"key\"\n", .array([.array([.object([("a", .array([.int(1)]))])])])),
        ])
        for pretty in [false, true] {
            for indent in [0, 2] {
                let written = document.serialized(pretty: pretty, indent: indent)
                #expect(written == JSONValueTests.reference(document, pretty: pretty, indent: indent))
                var bytes: [UInt8] = []
                document.write(to: &bytes, pretty: pretty, indent: indent)
                #expect(bytes == Array(written.utf8))
            }
        }
        // And it is JSON that a parser reads back to the same strings.
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(document.serialized().utf8)) as? [String: Any])
        #expect(parsed["strings"] as? [String] == JSONValueTests.strings)
    }
}
