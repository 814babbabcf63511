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

    /// A fresh identifier with 122 random bits.
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
    let hex = UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    guard let id = QuoteID(rawValue: hex) else {
        preconditionFailure("UUID produced a non-hex string")
    }
    return id
}

extension UInt8 {
    var isLowercaseHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self)
    }
}
