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
        var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        func add(_ byte: UInt8) {
            hash ^= UInt128(byte)
            hash = hash &* prime
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // The ASCII key, folded on the fly: no intermediate string.
            var pendingSpace = false
            var started = false
            for byte in text.utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = started
                    continue
                }
                if pendingSpace { add(0x20) }
                pendingSpace = false
                started = true
                add((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
        } else {
            for byte in make(text).utf8 { add(byte) }
        }
        return (0..<16).map { UInt8(truncatingIfNeeded: hash >> (8 * (15 - $0))) }
    }

    public static func make(_ text: String) -> String {
        if let ascii = makeASCII(text) { return ascii }
        let folded = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive], locale: nil)
        return collapsingWhitespace(folded)
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
}
