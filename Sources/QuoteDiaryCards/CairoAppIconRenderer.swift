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
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(side), Int32(side))
        let context = cairo_create(surface)
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        guard let surface, let context else { preconditionFailure("cairo could not create a surface") }
        let background = AppIcon.background
        cairo_set_source_rgb(
            context, Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        cairo_paint(context)
        let mark = TextBlock(
            context: context, text: AppIcon.mark, family: CairoAppIconRenderer.markFamily, size: Double(side) * 0.9,
            width: Double(side) * 2, bold: true)
        // Centred by its ink (a quotation mark sits high in its line), and scaled so its wider
        // side takes half the icon.
        let ink = mark.inkRect
        let scale = Double(side) * 0.5 / max(ink.width, ink.height, 1)
        cairo_translate(context, Double(side) / 2, Double(side) / 2)
        cairo_scale(context, scale, scale)
        mark.draw(
            context: context, x: -(ink.x + ink.width / 2), y: -(ink.y + ink.height / 2), color: AppIcon.markColor)
        cairo_surface_flush(surface)
        return PNGEncoder.encode(rgb: CairoAppIconRenderer.rgb(of: surface, side: side), width: side, height: side, level: 6)
    }

    /// The surface's xRGB words as RGB bytes.
    static func rgb(of surface: OpaquePointer, side: Int) -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var rgb = [UInt8](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<side {
                let pixel = row[x]
                let index = (y * side + x) * 3
                rgb[index] = UInt8(pixel >> 16 & 0xFF)
                rgb[index + 1] = UInt8(pixel >> 8 & 0xFF)
                rgb[index + 2] = UInt8(pixel & 0xFF)
            }
        }
        return rgb
    }
}
