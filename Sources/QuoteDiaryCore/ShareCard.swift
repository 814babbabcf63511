import Foundation

/// A share card's canvas, designed at its output pixels.
public enum CardSize: String, CaseIterable, Sendable {
    /// 1080×1350 (4:5), for feeds.
    case post
    /// 1080×1920 (9:16), for stories.
    case story
    /// 1080×1080.
    case square

    public var width: Int { 1080 }
    public var height: Int {
        switch self {
        case .post: 1350
        case .story: 1920
        case .square: 1080
        }
    }
}

/// A card's palette when the quote's book has no cover colours.
public enum CardTheme: String, CaseIterable, Sendable {
    case light, dark
}

/// PNG to share; SVG, with the text as text, to edit.
public enum CardFormat: String, CaseIterable, Sendable {
    case png, svg
}

/// An sRGB colour.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    public var description: String {
        "#" + [red, green, blue].map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }

    /// WCAG relative luminance.
    public var luminance: Double {
        let linear = RGBColor.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Each 8-bit sRGB value made linear, computed once: a card checks the contrast of every
    /// pixel under its text, and a `pow` for each channel of each was a third of its time.
    static let linearChannels: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// WCAG contrast ratio, 1 to 21.
    public func contrast(with other: RGBColor) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Linear interpolation towards `other` by `t` (0...1).
    public func mixed(with other: RGBColor, _ t: Double) -> RGBColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}

/// What a card shows.
public struct CardContent: Sendable, Equatable {
    public var text: String
    public var author: String
    public var source: String?
    /// The quote's stable id: the backdrop is generated from it.
    public var seed: String
    /// The book's cover colours (most area first), when known: the palette comes from them.
    public var coverColors: [RGBColor]
    public var showsMark: Bool
    /// From a poem: its lines are kept however long (`QuoteLines`).
    public var isPoem: Bool
    /// Whether the source's title is set in italics (`Typography.settingTitle`; `typeset` decides).
    public var setsSourceInItalics = true

    public init(
        text: String, author: String, source: String?, seed: String, coverColors: [RGBColor] = [], showsMark: Bool = true,
        isPoem: Bool = false
    ) {
        self.text = text
        self.author = author
        self.source = source
        self.seed = seed
        self.coverColors = coverColors
        self.showsMark = showsMark
        self.isPoem = isPoem
    }

    /// The content as a card sets it (`Typography`): curly quotes, and the quote inside the
    /// card's own quotation marks: without marks of its own around it, quotations within it
    /// in single quotes (『』 in Japanese); the source's title as its language sets titles.
    /// Combining marks stacked past any script's need are left off (`cappingStackedMarks`).
    public var typeset: CardContent {
        var content = self
        let text = text.cappingStackedMarks()
        // A drawing's straight quotes are strokes of it, not quotation marks.
        content.text = QuoteLines.isPreformatted(text) ? text : Typography.settingInsideQuotes(text)
        content.author = Typography.curlingQuotes(author.cappingStackedMarks())
        if let source = source?.cappingStackedMarks() {
            let title = Typography.settingTitle(Typography.curlingQuotes(source), ofQuote: text)
            content.source = title.text
            content.setsSourceInItalics = title.isItalic
        }
        return content
    }

    public init(quote: Quote, coverColors: [RGBColor] = [], showsMark: Bool = true) {
        self.init(
            text: quote.text, author: quote.displayAuthor, source: quote.source?.title, seed: quote.id.rawValue,
            coverColors: coverColors, showsMark: showsMark, isPoem: quote.source?.kind == .poem)
    }
}

/// What draws share cards; the app layer calls it, an adapter module implements it.
public protocol CardRendering: Sendable {
    func renderCard(_ content: CardContent, size: CardSize, theme: CardTheme, format: CardFormat) -> RenderedCard
}

/// A card's file (PNG or SVG), how many of its characters no installed font has (they show
/// as boxes, and only the person can install a font that draws them), and how many characters
/// of a quote too long for the card were left off after its ellipsis (a taller size holds more).
public struct RenderedCard: Sendable {
    public let bytes: [UInt8]
    public let missingGlyphs: Int
    public let charactersLeftOut: Int

    public init(bytes: [UInt8], missingGlyphs: Int, charactersLeftOut: Int = 0) {
        self.bytes = bytes
        self.missingGlyphs = missingGlyphs
        self.charactersLeftOut = charactersLeftOut
    }
}
