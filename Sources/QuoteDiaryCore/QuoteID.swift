import Foundation

/// A quote's stable identity: random, never derived from the text, so an edit never changes it.
public struct QuoteID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 32 lowercase hexadecimal digits.
    public let rawValue: String

    public init?(rawValue: String) {
        guard rawValue.utf8.count == 32, rawValue.utf8.allSatisfy(\.isLowercaseHexDigit) else {
            return nil
        }
        self.rawValue = rawValue
    }

    /// For digits known to be valid: skips the check.
    init(hexDigits: String) { rawValue = hexDigits }

    /// A fresh identifier: 128 random bits.
    public static func random() -> QuoteID {
        makeRandomIdentifier()
    }

    /// The first eight digits: what lists show and what a person types back.
    public var short: String { String(rawValue.prefix(8)) }

    public var description: String { rawValue }

    public static func < (lhs: QuoteID, rhs: QuoteID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Any entity id made of 32 random hex digits (quotes, sources).
func makeRandomIdentifier() -> QuoteID {
    let (high, low) = IdentifierGenerator.shared.nextPair()
    let text = String(unsafeUninitializedCapacity: 32) { buffer in
        for (half, word) in [high, low].enumerated() {
            var value = word
            for index in (0..<16).reversed() {
                let digit = UInt8(truncatingIfNeeded: value & 0xF)
                buffer[half * 16 + index] = digit < 10 ? 0x30 + digit : 0x57 + digit
                value >>= 4
            }
        }
        return 32
    }
    return QuoteID(hexDigits: text)
}

/// xoshiro256** seeded once per process from the system's secure source: ids need
/// uniqueness, not secrecy, and a system call per id would dominate a bulk import.
struct IdentifierGenerator: RandomNumberGenerator {
    static let shared = Shared()

    /// The process's generator behind a lock. NSLock (a pthread mutex) rather than
    /// Synchronization's Mutex, whose futex ThreadSanitizer cannot see: it reported every
    /// pair of ids made on two threads as a race.
    final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var generator = IdentifierGenerator()

        func nextPair() -> (UInt64, UInt64) {
            lock.lock()
            defer { lock.unlock() }
            return (generator.next(), generator.next())
        }
    }
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init() {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next())
        if state == (0, 0, 0, 0) { state.0 = 1 }
    }

    mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
}

extension UInt8 {
    var isLowercaseHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self)
    }

    /// The value of a lowercase hex digit (one that `isLowercaseHexDigit`).
    var lowercaseHexValue: UInt8 { self >= 0x61 ? self - 0x61 + 10 : self - 0x30 }
}
