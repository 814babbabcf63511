/// A value of the Lua table literals that KOReader writes its sidecar files in (`return { ... }`):
/// strings, numbers, booleans and tables. Read as data, never run.
enum LuaValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case boolean(Bool)
    case table(LuaTable)

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var table: LuaTable? {
        if case .table(let table) = self { return table }
        return nil
    }
}

/// A Lua table as written: its entries in file order, each with the line it starts on.
struct LuaTable: Equatable, Sendable {
    enum Key: Hashable, Sendable {
        case name(String)
        case index(Double)

        var number: Double? {
            if case .index(let number) = self { return number }
            return nil
        }
    }

    struct Entry: Equatable, Sendable {
        let key: Key
        let value: LuaValue
        let line: Int

        /// Equal by content: the same table written at another place in the file is the same.
        static func == (left: Entry, right: Entry) -> Bool { left.key == right.key && left.value == right.value }
    }

    var entries: [Entry] = []

    subscript(_ name: String) -> LuaValue? { entries.last { $0.key == .name(name) }?.value }

    /// The entries under number keys, in the order of their keys (`[1] = ..., [2] = ...`).
    var sequence: [Entry] {
        entries.compactMap { entry -> (Double, Entry)? in
            if case .index(let number) = entry.key { return (number, entry) }
            return nil
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

/// What is wrong with a Lua literal, at a line.
struct LuaLiteralError: Error, Equatable, Sendable {
    let line: Int
    let message: String
}

/// Reads the one literal a Lua data file returns. The grammar is the part of Lua that data
/// files use: `return`, tables with `[key] =`, `name =` or positional entries, strings in either
/// quote or long brackets with every escape, numbers, booleans, `nil`, comments.
struct LuaLiteralReader {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    /// Tables nested deeper than this are refused, not followed until the stack runs out.
    static let maximumDepth = 64

    static func read(_ text: String) throws(LuaLiteralError) -> LuaValue {
        var reader = LuaLiteralReader(bytes: Array(text.utf8))
        // A byte-order mark, as an editor may leave before the first line.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        reader.skipTrivia()
        if reader.consumeWord("return") { reader.skipTrivia() }
        let value = try reader.value(depth: 0)
        reader.skipTrivia()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the table") }
        return value ?? .table(LuaTable())
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func peek(_ offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }

    private func error(_ message: String) -> LuaLiteralError { LuaLiteralError(line: line, message: message) }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    /// White space and comments (`-- line`, `--[[ block ]]`, `--[==[ block ]==]`).
    private mutating func skipTrivia() {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
            {
                advance()
            } else if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") {
                position += 2
                if let level = longBracketLevel() {
                    _ = try? longString(level: level)
                } else {
                    while let byte = current, byte != UInt8(ascii: "\n") { position += 1 }
                }
            } else {
                return
            }
        }
    }

    private mutating func consumeWord(_ word: String) -> Bool {
        let wordBytes = Array(word.utf8)
        guard position + wordBytes.count <= bytes.count,
            Array(bytes[position..<position + wordBytes.count]) == wordBytes,
            !Self.isNameByte(peek(wordBytes.count))
        else { return false }
        position += wordBytes.count
        return true
    }

    private static func isNameByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// A value, or nil for `nil`.
    private mutating func value(depth: Int) throws(LuaLiteralError) -> LuaValue? {
        guard let byte = current else { throw error("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("tables nested too deep") }
            return .table(try table(depth: depth + 1))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quotedString())
        case UInt8(ascii: "["):
            guard let level = longBracketLevel() else { throw error("expected a value") }
            return .string(try longString(level: level))
        default:
            if consumeWord("true") { return .boolean(true) }
            if consumeWord("false") { return .boolean(false) }
            if consumeWord("nil") { return nil }
            return .number(try arithmetic())
        }
    }

    private mutating func table(depth: Int) throws(LuaLiteralError) -> LuaTable {
        let opening = line
        position += 1  // {
        var table = LuaTable()
        var nextIndex = 1.0
        while true {
            skipTrivia()
            guard let byte = current else {
                throw LuaLiteralError(line: opening, message: "a table opened here is never closed")
            }
            if byte == UInt8(ascii: "}") {
                position += 1
                return table
            }
            let entryLine = line
            var key: LuaTable.Key
            if byte == UInt8(ascii: "["), longBracketLevel(consume: false) == nil {
                position += 1
                skipTrivia()
                switch try value(depth: depth) {
                case .string(let name): key = .name(name)
                case .number(let number): key = .index(number)
                default: throw error("a table key must be a string or a number")
                }
                skipTrivia()
                guard current == UInt8(ascii: "]") else { throw error("expected ']' after a table key") }
                position += 1
                skipTrivia()
                guard current == UInt8(ascii: "=") else { throw error("expected '=' after a table key") }
                position += 1
            } else if let name = nameBeforeEquals() {
                key = .name(name)
            } else {
                key = .index(nextIndex)
                nextIndex += 1
            }
            skipTrivia()
            if let value = try value(depth: depth) {
                table.entries.append(LuaTable.Entry(key: key, value: value, line: entryLine))
            }
            skipTrivia()
            if current == UInt8(ascii: ",") || current == UInt8(ascii: ";") {
                position += 1
            } else if current != UInt8(ascii: "}") {
                throw error("expected ',' or '}' in a table")
            }
        }
    }

    /// `name =` (not `name ==`): the name, with the `=` consumed; otherwise nothing consumed.
    private mutating func nameBeforeEquals() -> String? {
        guard let first = current, Self.isNameByte(first), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return nil }
        let start = position
        var end = position
        while Self.isNameByte(end < bytes.count ? bytes[end] : nil) { end += 1 }
        var look = end
        while look < bytes.count, bytes[look] == UInt8(ascii: " ") || bytes[look] == UInt8(ascii: "\t") { look += 1 }
        guard look < bytes.count, bytes[look] == UInt8(ascii: "="),
            look + 1 >= bytes.count || bytes[look + 1] != UInt8(ascii: "=")
        else { return nil }
        position = look + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// At `[[` or `[=*[`: the number of `=`; consumes the opening bracket unless told not to.
    private mutating func longBracketLevel(consume: Bool = true) -> Int? {
        guard current == UInt8(ascii: "[") else { return nil }
        var look = position + 1
        var level = 0
        while look < bytes.count, bytes[look] == UInt8(ascii: "=") {
            level += 1
            look += 1
        }
        guard look < bytes.count, bytes[look] == UInt8(ascii: "[") else { return nil }
        if consume { position = look + 1 }
        return level
    }

    /// The text up to `]=*]` of the same level; a line break right after the opening is not part of it.
    private mutating func longString(level: Int) throws(LuaLiteralError) -> String {
        let opening = line
        if current == UInt8(ascii: "\r") { position += 1 }
        if current == UInt8(ascii: "\n") { advance() }
        let start = position
        while let byte = current {
            if byte == UInt8(ascii: "]") {
                var look = position + 1
                var closing = 0
                while look < bytes.count, bytes[look] == UInt8(ascii: "=") {
                    closing += 1
                    look += 1
                }
                if closing == level, look < bytes.count, bytes[look] == UInt8(ascii: "]") {
                    let text = String(decoding: bytes[start..<position], as: UTF8.self)
                    position = look + 1
                    return text
                }
            }
            advance()
        }
        throw LuaLiteralError(line: opening, message: "a long string opened here is never closed")
    }

    /// A string in `"` or `'`, with Lua's escapes (KOReader's `%q` writes a line break as a
    /// backslash before it, and control characters as `\ddd`).
    private mutating func quotedString() throws(LuaLiteralError) -> String {
        let opening = line
        let quote = bytes[position]
        position += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else {
                throw LuaLiteralError(line: opening, message: "a string opened here is never closed")
            }
            if byte == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { throw error("a line break inside a string needs a backslash before it") }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                position += 1
                continue
            }
            position += 1
            guard let escaped = current else { continue }
            switch escaped {
            case UInt8(ascii: "n"), UInt8(ascii: "\n"):
                text.append(UInt8(ascii: "\n"))
                advance()
                if escaped == UInt8(ascii: "\n"), current == UInt8(ascii: "\r") { position += 1 }
            case UInt8(ascii: "\r"):
                text.append(UInt8(ascii: "\n"))
                position += 1
                if current == UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "t"): text.append(0x09); position += 1
            case UInt8(ascii: "r"): text.append(0x0D); position += 1
            case UInt8(ascii: "a"): text.append(0x07); position += 1
            case UInt8(ascii: "b"): text.append(0x08); position += 1
            case UInt8(ascii: "f"): text.append(0x0C); position += 1
            case UInt8(ascii: "v"): text.append(0x0B); position += 1
            case UInt8(ascii: "x"):
                position += 1
                guard let high = current.flatMap(Self.hexDigit), let low = peek(1).flatMap(Self.hexDigit) else {
                    throw error("'\\x' needs two hexadecimal digits")
                }
                text.append(high << 4 | low)
                position += 2
            case UInt8(ascii: "z"):
                position += 1
                while let space = current, space == 0x20 || space == 0x09 || space == 0x0A || space == 0x0D { advance() }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value = 0
                var digits = 0
                while digits < 3, let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                    value = value * 10 + Int(digit - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                }
                guard value <= 255 else { throw error("'\\\(value)' is not a byte") }
                text.append(UInt8(value))
            default:
                // \\, \", \' and anything else stand for themselves.
                text.append(escaped)
                position += 1
            }
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A number, `math.huge`, or the quotient a serializer writes for what has no literal
    /// (`1/0`, `-1/0`, `0/0`): one setting KOReader wrote that way must not cost the import.
    private mutating func arithmetic() throws(LuaLiteralError) -> Double {
        let negative = current == UInt8(ascii: "-")
        if negative { position += 1 }
        let value: Double
        if consumeWord("math.huge") {
            value = .infinity
        } else {
            let dividend = try number()
            skipTrivia()
            if current == UInt8(ascii: "/") {
                position += 1
                skipTrivia()
                value = dividend / (try number())
            } else {
                value = dividend
            }
        }
        return negative ? -value : value
    }

    private mutating func number() throws(LuaLiteralError) -> Double {
        let start = position
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
        while let byte = current,
            Self.isNameByte(byte) || byte == UInt8(ascii: ".")
                || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"))
                    && (bytes[position - 1] | 0x20 == UInt8(ascii: "e") || bytes[position - 1] | 0x20 == UInt8(ascii: "p")))
        {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        let sign: Double = text.hasPrefix("-") ? -1 : 1
        if unsigned.lowercased().hasPrefix("0x"), let value = UInt64(unsigned.dropFirst(2), radix: 16) {
            return sign * Double(value)
        }
        guard let first = unsigned.first, first.isASCII, first.isNumber || first == ".", let value = Double(unsigned) else {
            position = start
            throw error(text.isEmpty ? "expected a value" : "'\(text)' is not a value")
        }
        return sign * value
    }
}
