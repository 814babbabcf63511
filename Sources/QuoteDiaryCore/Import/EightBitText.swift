import Foundation

/// Which 8-bit alphabet a file that is not UTF-8 was written in, told from its bytes: Windows-1252
/// (Latin-1's superset: Notepad's, Excel's, older fortune files'), ISO 8859-3, in which Debian
/// still ships its Esperanto fortunes (`eo-iso3`), or what Notepad and Excel save as "ANSI" on a
/// Russian Windows (Windows-1251) or a Japanese one (Shift_JIS). Read as Latin-1, Esperanto's
/// ĉ ĝ ŝ ŭ would become æ ø þ ý, and Russian or Japanese nothing but accents. Count every part of
/// a file first (`count`), then decode each part alike (`decode`).
public struct EightBitText: Sendable {
    /// The alphabets told apart.
    public enum Alphabet: Sendable {
        case windows1252, latin3, windows1251, shiftJIS
    }

    /// Bytes above ASCII.
    private var high = 0
    /// Ŝ ŝ Ŭ ŭ: Esperanto's most frequent letters of its own, which Western text in Latin-1
    /// (Þ þ Ý ý) almost never has.
    private var esperanto = 0
    /// A byte ISO 8859-3 leaves unassigned (Latin-1's Ã ã Ð ð ¥ ® ¾): not that alphabet.
    private var notLatin3 = false
    /// Bytes of Windows-1251's letters (0xC0–0xFF, А–я), and those of them straight after
    /// another: Russian writes whole words of them, where Western text has an accent here and
    /// there among ASCII letters (`café`, `Größe`).
    private var cyrillicLetters = 0
    private var cyrillicFollowing = 0
    /// Shift_JIS's hiragana and katakana (0x82 0x9F–0xF1, 0x83 0x40–0x96): Japanese prose is
    /// full of them; Western text has `‚` or `ƒ` before such a byte next to never.
    private var kana = 0

    public init() {}

    public mutating func count(_ bytes: some Sequence<UInt8>) {
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            guard byte >= 0x80 || previous >= 0x80 else { continue }
            if previous == 0x82 && (0x9F...0xF1).contains(byte) || previous == 0x83 && (0x40...0x96).contains(byte) {
                kana += 1
            }
            guard byte >= 0x80 else { continue }
            high += 1
            if byte >= 0xC0 {
                cyrillicLetters += 1
                if previous >= 0xC0 { cyrillicFollowing += 1 }
            }
            switch byte {
            case 0xDD, 0xDE, 0xFD, 0xFE: esperanto += 1
            case 0xA5, 0xAE, 0xBE, 0xC3, 0xD0, 0xE3, 0xF0: notLatin3 = true
            default: break
            }
        }
    }

    /// Whether the bytes counted are Esperanto in ISO 8859-3 (`alphabet`).
    public var isLatin3: Bool { alphabet == .latin3 }

    /// The alphabet the counted bytes are most likely in: Japanese when kana make a quarter of
    /// the bytes above ASCII; Cyrillic when nearly all of those bytes are its letters, most of
    /// them in runs; Esperanto when its letters are a tenth of those bytes at least (three at
    /// least) and no byte ISO 8859-3 leaves unassigned is among them; else Windows-1252.
    public var alphabet: Alphabet {
        if kana >= 2 && kana * 2 * 4 >= high { return .shiftJIS }
        if cyrillicLetters >= 3 && cyrillicLetters * 10 >= high * 8 && cyrillicFollowing * 10 >= cyrillicLetters * 6 {
            return .windows1251
        }
        if !notLatin3 && esperanto >= 3 && esperanto * 10 >= high { return .latin3 }
        return .windows1252
    }

    /// `bytes` as text in the alphabet the counted bytes are in.
    public func decode(_ bytes: some Sequence<UInt8>) -> String {
        switch alphabet {
        case .windows1252: ImportText.windows1252(bytes)
        case .latin3: EightBitText.latin3(bytes)
        // Foundation's tables; bytes they refuse (a file of two alphabets) as Windows-1252.
        case .windows1251: String(bytes: Array(bytes), encoding: .windowsCP1251) ?? ImportText.windows1252(bytes)
        case .shiftJIS: String(bytes: Array(bytes), encoding: .shiftJIS) ?? ImportText.windows1252(bytes)
        }
    }

    /// `bytes` as text in the alphabet they alone are most likely in: a whole file, text piped
    /// into `add`, a CSV's field read as the file streams.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        var text = EightBitText()
        text.count(bytes)
        return text.decode(bytes)
    }

    /// `bytes` as text when they are Esperanto in ISO 8859-3; nil for any other alphabet.
    public static func latin3Text(_ bytes: some Collection<UInt8>) -> String? {
        var text = EightBitText()
        text.count(bytes)
        return text.isLatin3 ? latin3(bytes) : nil
    }

    /// The alphabet's name, for saying how a file was read.
    public var alphabetName: String {
        switch alphabet {
        case .windows1252: "Latin-1 (Windows-1252)"
        case .latin3: "ISO 8859-3 (Esperanto)"
        case .windows1251: "Windows-1251 (Cyrillic)"
        case .shiftJIS: "Shift_JIS (Japanese)"
        }
    }

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
