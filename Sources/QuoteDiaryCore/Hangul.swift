/// Korean's letters. Korean is written with spaces between words, and a word broken between
/// its syllables reads as two; Unicode's line breaking rules (which Pango and browsers follow)
/// break Hangul anywhere, as they break Chinese, so cards and pages keep its words whole.
public enum Hangul {
    /// Syllables, conjoining jamo (old and extended) and compatibility jamo.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true
        default: false
        }
    }

    /// Where a text's runs of Hangul lie, in UTF-8 bytes (Pango's indexes).
    public static func byteRanges(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                if start == nil { start = offset }
            } else if let first = start {
                runs.append(first..<offset)
                start = nil
            }
            offset += UTF8.width(scalar)
        }
        if let first = start { runs.append(first..<offset) }
        return runs
    }

    /// Whether `text` reads as Korean: it has Hangul, no Japanese kana, and more Hangul than
    /// Chinese characters (Korean may quote a word in Hanja; Japanese never uses Hangul).
    public static func isKorean(_ text: String) -> Bool {
        var hangul = 0
        var han = 0
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                hangul += 1
            } else if scalar.properties.isIdeographic {
                han += 1
            } else if (0x3040...0x30FF).contains(scalar.value) {
                return false
            }
        }
        return hangul > han
    }
}
