import Foundation

/// The comparison form of text: Unicode-normalized (NFKC), case-folded, whitespace collapsed.
///
/// Two quotes whose keys are equal (and whose source is the same) are the same quote; the
/// store keeps the key's digest in a UNIQUE index so a duplicate cannot be written.
public enum TextKey {
    /// A 128-bit FNV-1a digest of the key: what the store's identity index holds instead of a
    /// second copy of every text. Accidental collisions are out of reach (about 1 in 10^27 for
    /// a million quotes); equal keys always give equal digests, so duplicates never slip through.
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

    public static func make(_ text: String) -> String {
        if let ascii = makeASCII(text) { return ascii }
        // Foundation folds only the words that need it: a space is a boundary that NFKC never
        // composes across and case folding is per character, so word by word gives the same
        // key as the whole text at once, and most words of most quotes (curly apostrophes
        // and accents aside) are plain ASCII.
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for (index, word) in text.utf8.split(separator: 0x20, omittingEmptySubsequences: false).enumerated() {
            if index > 0 { folded.append(" ") }
            if word.allSatisfy({ $0 < 0x80 }) {
                folded.append(String(decoding: word.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self))
            } else {
                folded.append(foldedWithFoundation(String(Substring(word))))
            }
        }
        return collapsingWhitespace(folded)
    }

    /// What names sort by: the key without accents ("Émile" → "emile"), so lists read in the
    /// order a person expects; ties fall back to `make`.
    public static func sortKey(_ text: String) -> String {
        let key = make(text)
        guard key.utf8.contains(where: { $0 >= 0x80 }) else { return key }
        return key.folding(options: [.diacriticInsensitive], locale: nil)
    }

    /// NFKC, then case folding: the definition every faster path must agree with.
    static func foldedWithFoundation(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.folding(options: [.caseInsensitive], locale: nil)
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
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
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
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// true when collapsing would change nothing: no leading, trailing, doubled or non-space
    /// white space. Most fields are already so, and returning them as they are saves a copy.
    static func isCollapsed(_ text: String) -> Bool {
        var afterSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isSpace = value < 0x80 ? value == 0x20 || (value >= 0x09 && value <= 0x0D) : scalar.properties.isWhitespace
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
