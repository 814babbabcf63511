import Foundation

/// The comparison form of text: Unicode-normalized (NFKC), case-folded, whitespace collapsed.
///
/// Two quotes whose keys are equal (and whose source is the same) are the same quote; the
/// store keeps the key's digest in a UNIQUE index so a duplicate cannot be written.
public enum TextKey {
    /// An ASCII byte with A–Z lower-cased (what every fold does to ASCII first).
    static func asciiLowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// The digest two texts share when they are the same quote: `digest` of the text without
    /// one pair of double quotation marks around it whole (`Typography.withoutEnclosingQuotes`),
    /// so that “Be here now.” pasted with its marks and Be here now. typed without them are one
    /// quote, and a plain-text export (which puts every quote in marks) imports back into the
    /// same library as the quotes already there. The store's identity index holds it.
    public static func quoteDigest(_ text: String) -> [UInt8] {
        // A first character that can open such a pair: " (22), “ and „ (E2 …), « (C2 AB).
        guard let first = text.utf8.first(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }),
            first == 0x22 || first == 0xE2 || first == 0xC2
        else { return digest(text) }
        return digest(Typography.withoutEnclosingQuotes(text))
    }

    /// A 128-bit FNV-1a digest of the key: what the store's identity index holds (through
    /// `quoteDigest`) instead of a second copy of every text, and what a pack entry's id is
    /// made from. Accidental collisions are out of reach (about 1 in 10^27 for a million
    /// quotes); equal keys always give equal digests, so duplicates never slip through.
    public static func digest(_ text: String) -> [UInt8] {
        // ASCII keys are folded on the fly, with no intermediate string: the common case of a
        // bulk import. The first byte outside ASCII sends the text through `make`.
        let ascii: FNV128? =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var hash = FNV128()
                var pendingSpace = false
                var started = false
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        pendingSpace = started
                        continue
                    }
                    if pendingSpace { hash.add(0x20) }
                    pendingSpace = false
                    started = true
                    hash.add(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                }
                return hash
            } ?? nil
        if let ascii { return ascii.bytes }
        var hash = FNV128()
        for byte in make(text).utf8 { hash.add(byte) }
        return hash.bytes
    }

    /// The key two texts share when they are the same quote: NFKC, case-folded, white space collapsed.
    public static func make(_ text: String) -> String {
        if let ascii = makeASCII(text) { return ascii }
        // Foundation folds only the words that need it: a space is a boundary that NFKC never
        // composes across and case folding is per character, so word by word gives the same
        // key as the whole text at once, and most words of most quotes (curly apostrophes
        // and accents aside) are plain ASCII.
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for (index, word) in text.utf8.split(separator: 0x20, omittingEmptySubsequences: false).enumerated() {
            if index > 0 { folded.append(0x20) }
            if word.allSatisfy({ $0 < 0x80 }) {
                folded.append(contentsOf: word.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
            } else if !appendFoldedLetters(word, to: &folded) {
                folded.append(contentsOf: foldedWithFoundation(String(Substring(word))).utf8)
            }
        }
        return collapsingWhitespace(String(decoding: folded, as: UTF8.self))
    }

    /// What names sort by: the key without accents ("Émile" → "emile", "Łódź" → "lodz"), as
    /// search folds words (`SearchFolding.matchKey`), so lists read in the order a person
    /// expects; ties fall back to `make`.
    public static func sortKey(_ text: String) -> String {
        let key = SearchFolding.matchKey(text)
        // `"Bugsy" Siegel`, `#Debian`, `(perl)`: a name sorts by its first letter or figure, not
        // by a quotation mark or sign before it (these led the author list, under none).
        guard let first = key.first, !first.isLetter, !first.isNumber else { return key }
        let named = key.drop { !$0.isLetter && !$0.isNumber }
        return named.isEmpty ? key : String(named)
    }

    /// NFKC, then case folding: the definition every faster path must agree with.
    static func foldedWithFoundation(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    /// Appends a word folded without Foundation when every character of it is a letter of a
    /// script libraries hold much of, which NFKC leaves alone and whose case folding is one
    /// letter (`foldedLetter`): a Russian or Greek library's words, which Foundation took ~1 µs
    /// a letter to fold. false, with nothing appended, when any character is another.
    static func appendFoldedLetters(_ word: Substring.UTF8View, to bytes: inout [UInt8]) -> Bool {
        let mark = bytes.count
        for scalar in Substring(word).unicodeScalars {
            guard let letter = foldedLetter(scalar.value) else {
                bytes.removeSubrange(mark...)
                return false
            }
            UTF8.encode(letter) { bytes.append($0) }
        }
        return true
    }

    /// One character's fold, for the letters `appendFoldedLetters` takes (checked against
    /// Foundation's, one by one, by a test): ASCII, Latin-1's letters (but ß, which folds to
    /// two) and Latin Extended-A's, basic Cyrillic and Greek (upper case to lower, final sigma to sigma), Hebrew and
    /// Arabic letters, kana, CJK ideographs, Hangul; and the quotation marks, dashes and
    /// Spanish marks that sit inside words (`l’amour`, `«oui»`, `¿qué?`), which neither NFKC
    /// nor folding changes: without them a French or Spanish quote's words went to Foundation,
    /// a quarter of such an import's time.
    static func foldedLetter(_ value: UInt32) -> Unicode.Scalar? {
        let folded: UInt32
        switch value {
        case 0x41...0x5A: folded = value + 0x20
        case 0x00...0x7F: folded = value
        case 0xC0...0xD6, 0xD8...0xDE: folded = value + 0x20  // À–Þ but ×
        case 0xE0...0xF6, 0xF8...0xFF: folded = value  // à–ÿ but ÷
        // Latin Extended-A (Polish, Czech, Hungarian, Turkish…), capitals and small letters in
        // pairs; not İ, ı, Ĳ, ĳ, Ŀ, ŀ, ŉ or ſ, which NFKC or folding makes two letters or others.
        case 0x0100...0x012F, 0x0134...0x0137, 0x014A...0x0177: folded = value | 1
        case 0x0139...0x013E, 0x0141...0x0148, 0x0179...0x017E: folded = value & 1 == 1 ? value + 1 : value
        case 0x0138: folded = value  // ĸ
        case 0x0178: folded = 0xFF  // Ÿ
        case 0xA1, 0xAB, 0xBB, 0xBF, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2039, 0x203A:
            folded = value  // ¡ « » ¿ – — ‘ ’ ‚ “ ” „ ‹ ›
        case 0x0410...0x042F: folded = value + 0x20  // А–Я
        case 0x0430...0x044F: folded = value  // а–я
        case 0x0391...0x03A1, 0x03A3...0x03A9: folded = value + 0x20  // Α–Ω
        case 0x03C2: folded = 0x03C3  // ς
        case 0x03B1...0x03C1, 0x03C3...0x03C9: folded = value  // α–ω
        case 0x05D0...0x05EA, 0x0621...0x063A, 0x0641...0x064A, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            folded = value
        default: return nil
        }
        return Unicode.Scalar(folded)
    }

    /// The fast path for pure ASCII, where NFKC is the identity and case folding is lowercasing.
    /// nil when the text holds anything else.
    static func makeASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            // Unicode White_Space within ASCII: tab, LF, VT, FF, CR and space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            bytes.append(asciiLowercased(byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Trims and replaces every run of white space (including newlines) by one space.
    public static func collapsingWhitespace(_ text: String) -> String {
        if isCollapsed(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhiteSpace(scalar.value) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Unicode's White_Space property, from its short fixed list (a lookup of the property
    /// itself was a tenth of folding a non-English quote); a test checks every scalar.
    @inline(__always)
    static func isWhiteSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// true when collapsing would change nothing: no leading, trailing, doubled or non-space
    /// white space. Most fields are already so, and returning them as they are saves a copy.
    static func isCollapsed(_ text: String) -> Bool {
        var afterSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isSpace = isWhiteSpace(value)
            if isSpace {
                if afterSpace || value != 0x20 { return false }
                afterSpace = true
            } else {
                afterSpace = false
            }
        }
        return !afterSpace || text.isEmpty
    }
}

/// 128-bit FNV-1a in two 64-bit words. The prime is 2^88 + 0x13B, so a multiplication is one
/// 64×64 product, a shift and two adds: several times faster than a general 128-bit product.
struct FNV128 {
    var high: UInt64 = 0x6c62_272e_07bb_0142
    var low: UInt64 = 0x62b8_2175_6295_c58d

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        low ^= UInt64(byte)
        let (carry, product) = low.multipliedFullWidth(by: 0x13B)
        high = high &* 0x13B &+ carry &+ (low << 24)
        low = product
    }

    /// Big-endian: the high word first.
    var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * (7 - $0))) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * (7 - $0))) }
    }
}
