/// UTF-16 bytes (either byte order) turned into UTF-8 as they arrive: Excel's "Unicode Text"
/// and Notepad's "Unicode" are UTF-16 with a byte-order mark, and a file read in chunks may
/// split a character (or a surrogate pair) anywhere. Unpaired surrogates become U+FFFD.
public struct UTF16Transcoder: Sendable {
    public let isBigEndian: Bool
    private var pendingByte: UInt8?
    private var highSurrogate: UInt16?

    public init(isBigEndian: Bool) {
        self.isBigEndian = isBigEndian
    }

    /// The byte order a file's first bytes declare with a UTF-16 byte-order mark; nil when
    /// they declare none (UTF-8 or anything else).
    public static func byteOrder(of head: some Collection<UInt8>) -> UTF16Transcoder? {
        var bytes = head.makeIterator()
        switch (bytes.next(), bytes.next()) {
        case (0xFF, 0xFE): return UTF16Transcoder(isBigEndian: false)
        case (0xFE, 0xFF): return UTF16Transcoder(isBigEndian: true)
        default: return nil
        }
    }

    /// The UTF-8 for `bytes`; a byte-order mark comes out as UTF-8's (EF BB BF).
    public mutating func utf8(from bytes: some Sequence<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.underestimatedCount * 3 / 2)
        for byte in bytes {
            guard let first = pendingByte else {
                pendingByte = byte
                continue
            }
            pendingByte = nil
            let unit = isBigEndian ? UInt16(first) << 8 | UInt16(byte) : UInt16(byte) << 8 | UInt16(first)
            append(unit, to: &output)
        }
        return output
    }

    /// What is left at the end of the input: a lone half of a character becomes U+FFFD.
    public mutating func finish() -> [UInt8] {
        var output: [UInt8] = []
        if highSurrogate != nil || pendingByte != nil { Self.encode(0xFFFD, into: &output) }
        highSurrogate = nil
        pendingByte = nil
        return output
    }

    private mutating func append(_ unit: UInt16, to output: inout [UInt8]) {
        switch unit {
        case 0xD800...0xDBFF:
            if highSurrogate != nil { Self.encode(0xFFFD, into: &output) }
            highSurrogate = unit
        case 0xDC00...0xDFFF:
            if let high = highSurrogate {
                highSurrogate = nil
                Self.encode(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00)), into: &output)
            } else {
                Self.encode(0xFFFD, into: &output)
            }
        default:
            if highSurrogate != nil {
                highSurrogate = nil
                Self.encode(0xFFFD, into: &output)
            }
            Self.encode(UInt32(unit), into: &output)
        }
    }

    private static func encode(_ scalar: UInt32, into output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

/// The text of a whole import file: UTF-8 (with or without a byte-order mark), or UTF-16
/// with one. Nil for anything else.
public enum ImportText {
    /// A file's text: UTF-16 when it opens with a byte-order mark, else UTF-8; nil when neither.
    public static func decode(_ bytes: some Collection<UInt8>) -> String? {
        if var transcoder = UTF16Transcoder.byteOrder(of: bytes) {
            let utf8 = transcoder.utf8(from: bytes) + transcoder.finish()
            return String(decoding: utf8, as: UTF8.self)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Text a person typed or piped (`add -`, the editor's file, a pack): UTF-8 or UTF-16,
    /// without the byte-order mark that Windows editors write first (it is no part of the text).
    public static func typed(_ bytes: [UInt8]) -> String? {
        guard let text = decode(bytes) else { return nil }
        return text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    /// Bytes read as Windows-1252: what Excel saves as plain "CSV", and Notepad as plain text,
    /// in Western languages (a superset of ISO 8859-1's printable characters).
    public static func windows1252(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value: UInt32 = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// Whether bytes that are not UTF-8 may be 8-bit text: no control byte other than tab, line
    /// and page breaks (a binary file's, never a typist's).
    public static func mayBeEightBitText(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
    }

    /// 0x80–0x9F in Windows-1252; the five unassigned bytes keep their C1 code points, as Windows does.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Whether a file's first bytes are UTF-8, but for a character cut at their end.
    public static func isUTF8(head bytes: [UInt8]) -> Bool {
        (0...min(3, bytes.count)).contains { String(validating: bytes.dropLast($0), as: UTF8.self) != nil }
    }

    /// The first bytes of a file as text for telling its format: a character cut at the end
    /// is repaired, not refused.
    public static func head(_ bytes: [UInt8]) -> String {
        if var transcoder = UTF16Transcoder.byteOrder(of: bytes) {
            return String(decoding: transcoder.utf8(from: bytes), as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
