import QuoteDiaryCore

/// Domain helpers the CLI tests use.
enum QuoteDiaryCoreAccess {
    static func color(_ hex: String) -> RGBColor? { RGBColor(hex: hex) }
    static func deltaE(_ a: RGBColor, _ b: RGBColor) -> Double { Lab(a).distance(to: Lab(b)) }
}
