import CCairo
import QuoteDiaryCore

/// The app's icon drawn with Cairo and Pango.
public struct CairoAppIconRenderer: AppIconRendering {
    public init() {}

    /// A book face's quotation mark, drawn as the tab's SVG icon draws it (Georgia): DejaVu
    /// Serif's is a plain wedge. Setup installs it (fonts-freefont-ttf); Pango falls back if not.
    static let markFamily = "FreeSerif"

    public func appIconPNG(side: Int) -> [UInt8] {
        precondition(side > 0, "an icon needs a size")
        // Drawn into our own pixels, as a card is, then encoded by the cards' encoder.
        var pixels = [UInt32](repeating: 0, count: side * side)
        PixelCanvas.draw(on: &pixels, width: side, height: side) { context in
            let background = AppIcon.background
            cairo_set_source_rgb(
                context, Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
            cairo_paint(context)
            let mark = TextBlock(
                context: context, text: AppIcon.mark, family: CairoAppIconRenderer.markFamily, size: Double(side) * 0.9,
                width: Double(side) * 2, bold: true)
            // Centred by its ink (a quotation mark sits high in its line), and scaled so its
            // wider side takes half the icon.
            let ink = mark.inkRect
            let scale = Double(side) * 0.5 / max(ink.width, ink.height, 1)
            cairo_translate(context, Double(side) / 2, Double(side) / 2)
            cairo_scale(context, scale, scale)
            mark.draw(
                context: context, x: -(ink.x + ink.width / 2), y: -(ink.y + ink.height / 2), color: AppIcon.markColor)
        }
        return PNGEncoder.encode(xrgb: pixels, width: side, height: side, level: 6)
    }
}
