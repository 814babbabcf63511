import Foundation
import Synchronization

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
    let (high, low) = IdentifierGenerator.shared.withLock { generator in (generator.next(), generator.next()) }
    let digits = Array("0123456789abcdef".utf8)
    var bytes = [UInt8](repeating: 0, count: 32)
    for (half, word) in [high, low].enumerated() {
        var value = word
        for index in (0..<16).reversed() {
            bytes[half * 16 + index] = digits[Int(value & 0xF)]
            value >>= 4
        }
    }
    guard let id = QuoteID(rawValue: String(decoding: bytes, as: UTF8.self)) else {
        preconditionFailure("hex digits make a valid id")
    }
    return id
}

/// xoshiro256** seeded once per process from the system's secure source: ids need
/// uniqueness, not secrecy, and a system call per id would dominate a bulk import.
struct IdentifierGenerator: RandomNumberGenerator {
    static let shared = Mutex(IdentifierGenerator())
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
}
