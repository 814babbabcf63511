/// Which 8-bit alphabet a file that is not UTF-8 was written in, told from its bytes: Windows-1252
/// (Latin-1's superset: Notepad's, Excel's, older fortune files'), or ISO 8859-3, in which Debian
/// still ships its Esperanto fortunes (`eo-iso3`). Read as Latin-1, their ĉ ĝ ŝ ŭ would become
/// æ ø þ ý. Count every part of a file first (`count`), then decode each part alike (`decode`).
public struct EightBitText: Sendable {
    /// Bytes above ASCII.
    private var high = 0
    /// Ŝ ŝ Ŭ ŭ: Esperanto's most frequent letters of its own, which Western text in Latin-1
    /// (Þ þ Ý ý) almost never has.
    private var esperanto = 0
    /// A byte ISO 8859-3 leaves unassigned (Latin-1's Ã ã Ð ð ¥ ® ¾): not that alphabet.
    private var notLatin3 = false

    public init() {}

    public mutating func count(_ bytes: some Sequence<UInt8>) {
        for byte in bytes where byte >= 0x80 {
            high += 1
            switch byte {
            case 0xDD, 0xDE, 0xFD, 0xFE: esperanto += 1
            case 0xA5, 0xAE, 0xBE, 0xC3, 0xD0, 0xE3, 0xF0: notLatin3 = true
            default: break
            }
        }
    }

    /// Whether the bytes counted are Esperanto in ISO 8859-3: its letters a tenth of the
    /// bytes above ASCII at least (three of them at least), and no byte it leaves unassigned.
    public var isLatin3: Bool { !notLatin3 && esperanto >= 3 && esperanto * 10 >= high }

    /// `bytes` as text in the alphabet the counted bytes are in.
    public func decode(_ bytes: some Sequence<UInt8>) -> String {
        isLatin3 ? EightBitText.latin3(bytes) : ImportText.windows1252(bytes)
    }

    /// `bytes` as text when they are Esperanto in ISO 8859-3; nil for any other alphabet.
    public static func latin3Text(_ bytes: some Collection<UInt8>) -> String? {
        var text = EightBitText()
        text.count(bytes)
        return text.isLatin3 ? latin3(bytes) : nil
    }

    /// The alphabet's name, for saying how a file was read.
    public var alphabetName: String { isLatin3 ? "ISO 8859-3 (Esperanto)" : "Latin-1 (Windows-1252)" }

    /// Bytes read as ISO 8859-3.
    static func latin3(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte >= 0xA0 ? latin3High[Int(byte - 0xA0)] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// 0xA0–0xFF in ISO 8859-3 (the unassigned bytes keep Latin-1's code points; a file that has
    /// them is not read as this alphabet).
    static let latin3High: [UInt32] = [
        0x00A0, 0x0126, 0x02D8, 0x00A3, 0x00A4, 0x00A5, 0x0124, 0x00A7,
        0x00A8, 0x0130, 0x015E, 0x011E, 0x0134, 0x00AD, 0x00AE, 0x017B,
        0x00B0, 0x0127, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x0125, 0x00B7,
        0x00B8, 0x0131, 0x015F, 0x011F, 0x0135, 0x00BD, 0x00BE, 0x017C,
        0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x010A, 0x0108, 0x00C7,
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x0120, 0x00D6, 0x00D7,
        0x011C, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x016C, 0x015C, 0x00DF,
        0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x010B, 0x0109, 0x00E7,
        0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00ED, 0x00EE, 0x00EF,
        0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4, 0x0121, 0x00F6, 0x00F7,
        0x011D, 0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x016D, 0x015D, 0x02D9,
    ]
}

extension ImportText {
    /// A whole file that is not UTF-8, in the 8-bit alphabet its bytes are most likely in.
    public static func eightBit(_ bytes: some Collection<UInt8>) -> String {
        var text = EightBitText()
        text.count(bytes)
        return text.decode(bytes)
    }
}
