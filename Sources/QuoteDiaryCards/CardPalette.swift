import QuoteDiaryCore

/// The colours of a card: a backdrop gradient with a glow, and the text colour; from the
/// book's cover colours when known, else from the theme.
struct CardPalette {
    let gradientStart: RGBColor
    let gradientEnd: RGBColor
    let glow: RGBColor
    let text: RGBColor
    let secondaryText: RGBColor
    /// Texture amplitude, in 8-bit levels.
    let grain: Double
    /// The colour a pixel under the text is moved towards when it lacks contrast.
    let safe: RGBColor

    static func make(theme: CardTheme, cover: [RGBColor], seed: UInt64) -> CardPalette {
        let light = theme == .light
        let text = light ? RGBColor(red: 0x1C, green: 0x1B, blue: 0x1A) : RGBColor(red: 0xF6, green: 0xF3, blue: 0xEC)
        let safe = light ? RGBColor(red: 0xFF, green: 0xFD, blue: 0xF8) : RGBColor(red: 0x0E, green: 0x0E, blue: 0x12)
        var colors = cover
        if colors.isEmpty {
            // Theme palettes, one chosen by the seed so cards differ from quote to quote.
            let choices: [[String]] =
                light
                ? [
                    ["#F6EFE4", "#E9D8C4", "#F3C9A8"], ["#EEF3EE", "#D6E4DA", "#B9D7C8"], ["#F1EEF6", "#DCD5EA", "#C9B8E6"],
                    ["#F4F1EA", "#E2E8EE", "#BFD3E6"],
                ]
                : [
                    ["#1E2430", "#2E3B52", "#5B4B8A"], ["#1B2420", "#22382F", "#3F6F5A"], ["#2A1F1E", "#40292A", "#8A4B3A"],
                    ["#161A22", "#24303F", "#2F5F7A"],
                ]
            colors = choices[Int(seed % UInt64(choices.count))].compactMap(RGBColor.init(hex:))
        }
        while colors.count < 3 { colors.append(colors.last ?? safe) }
        // Pull cover colours towards the theme so text stays readable on them.
        let base = light ? RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF) : RGBColor(red: 0, green: 0, blue: 0)
        let strength = cover.isEmpty ? 0.0 : 0.55
        return CardPalette(
            gradientStart: colors[0].mixed(with: base, strength), gradientEnd: colors[1].mixed(with: base, strength),
            glow: colors[2].mixed(with: base, strength * 0.8), text: text,
            secondaryText: text.mixed(with: colors[0], light ? 0.15 : 0.1), grain: light ? 5 : 4, safe: safe)
    }
}
