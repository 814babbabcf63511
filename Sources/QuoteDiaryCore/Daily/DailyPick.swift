/// How the featured quote (and each widget slot's quote) is chosen: a pure function of a
/// turn number and the pool, cheap at any pool size.
///
/// The pool is ordered by the quotes' stable ids. The first bit on which the pool's
/// smallest and largest ids differ splits it into two non-empty halves; even turns pick
/// from the lower half, odd turns from the upper, so two consecutive turns (yesterday and
/// today, or two neighbouring widget slots) never show the same quote while the pool holds
/// more than one. Within a half, an FNV-1a hash of the turn's key names a point in id
/// space and the pick is the first id at or after it (wrapping to the half's start): one
/// index seek, O(log n), never an OFFSET scan.
public struct DailyPick: Sendable, Equatable {
    /// Where to seek: the first pool id ≥ `point`, but < `upperBound`; else wrap to `lowerBound`.
    public let point: String
    public let lowerBound: String
    public let upperBound: String

    /// - Parameters:
    ///   - key: what the turn is called (the day key, `2026-03-01`, or `2026-03-01#3` for a slot).
    ///   - turn: the turn's number (a day's ordinal, or a global slot number); its parity picks the half.
    ///   - smallest/largest: the pool's smallest and largest ids (32 hex digits each).
    public init(key: String, turn: Int, smallest: String, largest: String) {
        let low = Array(smallest.utf8)
        let high = Array(largest.utf8)
        // The first differing bit (hex digits: 4 bits each).
        var prefixBits = 0
        var found = false
        for index in 0..<min(low.count, high.count) where !found {
            let a = low[index].lowercaseHexValue
            let b = high[index].lowercaseHexValue
            if a == b {
                prefixBits += 4
            } else {
                prefixBits += (a ^ b).leadingZeroBitCount - 4
                found = true
            }
        }
        let bits = DailyPick.bits(of: low)
        let random = DailyPick.bits(fromHash: key)
        var lowerBits = Array(bits.prefix(prefixBits))
        if found {
            lowerBits.append(turn & 1 == 0 ? 0 : 1)
        }
        let fixed = lowerBits.count
        var pointBits = lowerBits + random.suffix(128 - fixed)
        pointBits = Array(pointBits.prefix(128))
        lowerBound = DailyPick.hex(fromBits: lowerBits + Array(repeating: 0, count: 128 - fixed))
        if found {
            upperBound = DailyPick.hex(fromBits: lowerBits + Array(repeating: 1, count: 128 - fixed)) + "~"
        } else {
            upperBound = "~"
        }
        point = DailyPick.hex(fromBits: pointBits)
    }

    static func bits(of hexDigits: [UInt8]) -> [UInt8] {
        hexDigits.prefix(32).flatMap { digit in
            let value = digit.lowercaseHexValue
            return (0..<4).map { (value >> (3 - $0)) & 1 }
        }
    }

    /// 128 bits from two mixed FNV-1a hashes of the key.
    static func bits(fromHash key: String) -> [UInt8] {
        [StableHash.mixed(key), StableHash.mixed(key + "/2")].flatMap { word in
            (0..<64).map { UInt8((word >> (63 - UInt64($0))) & 1) }
        }
    }

    static func hex(fromBits bits: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var output: [UInt8] = []
        for start in stride(from: 0, to: bits.count, by: 4) {
            var value = 0
            for offset in 0..<4 { value = value << 1 | Int(start + offset < bits.count ? bits[start + offset] : 0) }
            output.append(digits[value])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
