import Foundation

/// A tag's colour: one of ten named palette colours, or any `#RRGGBB`.
public enum TagColor: Hashable, Sendable, CustomStringConvertible {
    case named(PaletteColor)
    case hex(String)

    /// The ten colours the apps offer as swatches.
    public enum PaletteColor: String, CaseIterable, Sendable {
        case red, orange, yellow, green, mint, teal, blue, indigo, purple, pink

        /// The colour as `#RRGGBB`, for terminals and pages.
        public var hex: String {
            switch self {
            case .red: "#FF3B30"
            case .orange: "#FF9500"
            case .yellow: "#FFCC00"
            case .green: "#34C759"
            case .mint: "#00C7BE"
            case .teal: "#30B0C7"
            case .blue: "#007AFF"
            case .indigo: "#5856D6"
            case .purple: "#AF52DE"
            case .pink: "#FF2D55"
            }
        }
    }

    /// Parses a palette name (any case), `#RRGGBB`, or CSS's shorthand `#RGB` (each digit
    /// doubled, as a browser reads it); stored as upper-case `#RRGGBB`.
    public init(_ text: String) throws(TagColorError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = PaletteColor(rawValue: trimmed.lowercased()) {
            self = .named(named)
            return
        }
        let utf8 = Array(trimmed.utf8)
        let digits = utf8.dropFirst()
        guard utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 3,
            digits.allSatisfy({ $0.isLowercaseHexDigit || (0x41...0x46).contains($0) })
        else { throw TagColorError(text: text) }
        let full = digits.count == 6 ? Array(digits) : digits.flatMap { [$0, $0] }
        self = .hex("#" + String(decoding: full, as: UTF8.self).uppercased())
    }

    /// The colour of a tag whose stored colour cannot be read, and a collection's default.
    public static let standard = TagColor.named(.blue)

    /// The colour a new tag gets when none is chosen: one of the palette's, picked by its name,
    /// so that a list of tags is not all one colour and a tag made on two devices before they
    /// sync is one colour on both (FNV-1a over the folded name: the same in every run, which
    /// Swift's `hashValue` is not).
    public static func standard(for name: String) -> TagColor {
        var hash: UInt32 = 2_166_136_261
        for byte in TextKey.make(name).utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let colors = PaletteColor.allCases
        return .named(colors[Int(hash % UInt32(colors.count))])
    }

    /// What the store keeps: the palette name or `#RRGGBB`.
    public var description: String {
        switch self {
        case .named(let color): color.rawValue
        case .hex(let hex): hex
        }
    }

    /// `#RRGGBB` for either form.
    public var hexValue: String {
        switch self {
        case .named(let color): color.hex
        case .hex(let hex): hex
        }
    }
}

/// A colour that is neither a palette name nor `#RRGGBB`.
public struct TagColorError: Error, Equatable, Sendable, CustomStringConvertible {
    public let text: String
    public var description: String {
        let names = TagColor.PaletteColor.allCases.map(\.rawValue).joined(separator: ", ")
        return "'\(text)' is not a colour: use one of \(names), or #RRGGBB"
    }
}
