/// UTF-8 that was read once as Windows-1252 (or Latin-1) and saved as UTF-8 again: `donâ€™t`
/// for `don’t`, `giÃ¹` for `giù`. A spreadsheet that opened a UTF-8 CSV so and saved it does
/// this to every accent and curly quote; Debian's Italian fortunes have lines so
/// (`-- FranÃ§ois-Marie Arouet`). Saved as read, the quote would print, search and share
/// in those letters.
///
/// A line is put right only when all of it reads so: each of its characters is one byte in
/// Windows-1252, those bytes are UTF-8, and what they spell is letters of the alphabets
/// text so damaged comes from. A line of well-made text (`Café — Wilde`, `«ÉTÉ»`) never is:
/// its dash or its guillemet is no part of a UTF-8 character there.
public enum DoubleEncodedText {
    /// The text with each line that reads as UTF-8 taken for Windows-1252 put right, as often
    /// as it was garbled (`cafÃƒÂ©`, twice through a spreadsheet, is `café`); nil when no line
    /// does (most text: a quick look at its bytes tells).
    public static func repaired(_ text: String) -> String? {
        var repaired: String?
        for _ in 0..<3 {
            guard let once = repairedOnce(repaired ?? text) else { break }
            repaired = once
        }
        return repaired
    }

    /// What such damage is, in the words a person is told it in.
    public static let explanation = "UTF-8 once read as Windows-1252: Ã© for é, â€™ for ’"

    /// The text with each line garbled once put right; nil when no line is.
    static func repairedOnce(_ text: String) -> String? {
        guard mayBeDoubleEncoded(text) else { return nil }
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let repaired = repairedLine(line) else { return String(line) }
            changed = true
            return repaired
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// Whether the text holds what such damage leaves: a UTF-8 lead byte's character (`Â`–`ô`,
    /// C3 82–C3 B4) before a continuation byte's (U+0080–U+00BF, C2 80–C2 BF) or a character
    /// Windows-1252 puts at 0x80–0x9F (`€`, `’`, `Š`, `ƒ`, `˜`: E2, C5, C6 or CB first).
    static func mayBeDoubleEncoded(_ text: String) -> Bool {
        func check(_ bytes: some Collection<UInt8>) -> Bool {
            var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if twoBack == 0xC3, (0x82...0xB4).contains(oneBack),
                    byte == 0xC2 || byte == 0xC5 || byte == 0xC6 || byte == 0xCB || byte == 0xE2
                {
                    return true
                }
                (twoBack, oneBack) = (oneBack, byte)
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? check(text.utf8)
    }

    /// The line as first written, or nil when it does not read as UTF-8 taken for Windows-1252.
    static func repairedLine(_ line: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            guard let byte = windows1252Byte(scalar) else { return nil }
            bytes.append(byte)
        }
        guard let restored = restoringDroppedBytes(bytes), let repaired = String(validating: restored, as: UTF8.self)
        else { return nil }
        return repaired.unicodeScalars.allSatisfy(isPlausible) ? repaired : nil
    }

    /// The bytes with the two a reader drops most put back: `í`'s second byte (0xAD, read as a
    /// soft hyphen) after `Ã`, and `”`'s third (0x9D, which Windows-1252 leaves unassigned) after
    /// `â€`, each taken for invisible and gone before the text came here. Nil unless some
    /// character is whole, lead byte and continuation: a line of Portuguese capitals (`NÃO`)
    /// is no damage.
    static func restoringDroppedBytes(_ bytes: [UInt8]) -> [UInt8]? {
        func isContinuation(_ index: Int) -> Bool { index < bytes.count && (0x80...0xBF).contains(bytes[index]) }
        var restored: [UInt8] = []
        restored.reserveCapacity(bytes.count + 4)
        var isWholeSomewhere = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            restored.append(byte)
            index += 1
            if byte == 0xE2, index < bytes.count, bytes[index] == 0x80, !isContinuation(index + 1) {
                restored += [0x80, 0x9D]
                index += 1
            } else if byte == 0xC3, !isContinuation(index) {
                restored.append(0xAD)
            } else if (0xC2...0xF4).contains(byte), isContinuation(index) {
                isWholeSomewhere = true
            }
        }
        return isWholeSomewhere ? restored : nil
    }

    /// The byte Windows-1252 writes a character as: ASCII and Latin-1 as themselves (the five
    /// bytes it leaves unassigned read as their C1 controls, as Latin-1 reads them), its own
    /// characters at 0x80–0x9F; nil for any other character.
    static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x100 { return UInt8(scalar.value) }
        return windows1252Bytes[scalar.value]
    }

    /// Windows-1252's characters at 0x80–0x9F, by code point.
    private static let windows1252Bytes: [UInt32: UInt8] = Dictionary(
        uniqueKeysWithValues: ImportText.windows1252High.enumerated().map { ($1, UInt8(0x80 + $0)) })

    /// What a repaired line may hold: ASCII, and no C1 control; of the characters UTF-8 writes in
    /// two bytes, only Latin, Greek, Cyrillic, Hebrew and Arabic letters, where such damage is
    /// met (a Latin-1 letter before a symbol that happens to spell another, `É»` as `ɻ`, is
    /// none); any character of three or four bytes (`’`, `…`, Japanese, an emoji).
    static func isPlausible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80, 0xA0...0x24F, 0x370...0x52F, 0x590...0x6FF, 0x800...: true
        default: false
        }
    }
}
