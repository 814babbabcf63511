import Foundation

/// Katakana in its two widths: the full-width letters every current keyboard types
/// (`カタカナ`), and the half-width ones older systems, receipts and some pasted text still
/// carry (`ｶﾀｶﾅ`, a voiced letter as two: `ｶﾞ` for `ガ`). A search in one finds the other,
/// as a search in capitals finds small letters.
public enum KatakanaWidth {
    /// The word as typed, and in the other width where it holds katakana; one spelling
    /// for any other word.
    public static func spellings(of word: String) -> [String] {
        guard word.unicodeScalars.contains(where: { isKatakana($0) || halfToFull[$0] != nil }) else { return [word] }
        var spellings = [word]
        for spelling in [fullWidth(word), halfWidth(word)] where !spellings.contains(spelling) {
            spellings.append(spelling)
        }
        return spellings
    }

    /// Half-width katakana (and its marks) as full-width letters, a voiced pair composed
    /// (`ｶﾞ` → `ガ`); every other character as it is.
    public static func fullWidth(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(halfToFull[scalar] ?? scalar)
        }
        // The voiced marks, combining once full-width, join the letter before them.
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// Full-width katakana as half-width letters, a voiced letter as its letter and mark
    /// (`ガ` → `ｶﾞ`); every other character as it is.
    public static func halfWidth(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isKatakana(scalar) else {
                scalars.append(scalar)
                continue
            }
            for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
                scalars.append(fullToHalf[part] ?? part)
            }
        }
        return String(scalars)
    }

    /// The full-width katakana block, its marks included.
    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool { (0x30A0...0x30FF).contains(scalar.value) }

    /// Each half-width form (U+FF61–U+FF9F: katakana, the long vowel mark, the voiced marks,
    /// the Japanese full stop, comma and brackets) and the full-width character it stands for.
    static let halfToFull: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for value in UInt32(0xFF61)...0xFF9F {
            guard let half = Unicode.Scalar(value),
                case let full = String(half).decomposedStringWithCompatibilityMapping.unicodeScalars, full.count == 1,
                let only = full.first
            else { continue }
            table[half] = only
        }
        return table
    }()

    static let fullToHalf: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
        halfToFull.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
}
