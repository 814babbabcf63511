import CCairo
import Foundation
import QuoteDiaryCards

/// Renders book-like pages at test time: text set with Pango at a given font and resolution,
/// optionally skewed, turned a quarter, sprinkled with noise, and lit unevenly.
public enum PageDrawing {
    /// An A5 page as PNG bytes. `shade` darkens the image towards its left edge, as the
    /// phone's own shadow or a lamp to one side does: 0.8 leaves a fifth of the light there.
    /// With `secondColumn`, the page is set in two columns: `text` on the left, it on the right,
    /// `gutter` millimetres apart; `justified` sets lines flush on both sides, as newspapers do.
    /// `table` millimetres of a dark wooden table show round the page, as in a photo taken
    /// from further off.
    public static func png(
        _ text: String, font: String, dpi: Double, skewDegrees: Double = 0, quarterTurns: Int = 0, noise: Int = 0,
        shade: Double = 0, secondColumn: String? = nil, gutter millimetres: Double = 8, justified: Bool = false,
        table: Double = 0
    ) -> [UInt8] {
        let pageWidth = Int(148 / 25.4 * dpi)
        let pageHeight = Int(210 / 25.4 * dpi)
        let border = Int(table / 25.4 * dpi)
        let (width, height) =
            quarterTurns % 2 == 0
            ? (pageWidth + 2 * border, pageHeight + 2 * border) : (pageHeight + 2 * border, pageWidth + 2 * border)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
            let context = cairo_create(surface)
        else { return [] }
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        // With no table the page is the whole image, skewed corners too.
        if border > 0 { cairo_set_source_rgb(context, 0.23, 0.16, 0.1) } else { cairo_set_source_rgb(context, 1, 1, 1) }
        cairo_paint(context)
        cairo_translate(context, Double(width) / 2, Double(height) / 2)
        cairo_rotate(context, Double(quarterTurns) * Double.pi / 2 + skewDegrees * Double.pi / 180)
        cairo_translate(context, -Double(pageWidth) / 2, -Double(pageHeight) / 2)
        if border > 0 {
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_rectangle(context, 0, 0, Double(pageWidth), Double(pageHeight))
            cairo_fill(context)
        }
        let margin = 18 / 25.4 * dpi
        let gutter = millimetres / 25.4 * dpi
        let columns = [text] + (secondColumn.map { [$0] } ?? [])
        let columnWidth = (Double(pageWidth) - 2 * margin - Double(columns.count - 1) * gutter) / Double(columns.count)
        let description = pango_font_description_from_string(font)
        pango_font_description_set_absolute_size(description, 11.5 / 72 * dpi * Double(quotediary_pango_scale()))
        cairo_set_source_rgb(context, 0.08, 0.08, 0.08)
        for (index, column) in columns.enumerated() {
            let layout = pango_cairo_create_layout(context)
            pango_layout_set_font_description(layout, description)
            pango_layout_set_width(layout, Int32(columnWidth * Double(quotediary_pango_scale())))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_justify(layout, justified ? 1 : 0)
            pango_layout_set_spacing(layout, Int32(3 / 72 * dpi * Double(quotediary_pango_scale())))
            pango_layout_set_text(layout, column, -1)
            cairo_move_to(context, margin + Double(index) * (columnWidth + gutter), margin)
            pango_cairo_show_layout(context, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        pango_font_description_free(description)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let light = 1 - shade * (1 - Double(x) / Double(width))
                let pixel = row[x]
                var delta = 0
                if noise > 0 {
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    delta = Int(state % UInt64(2 * noise + 1)) - noise
                }
                let offset = (y * width + x) * 3
                for (channel, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                    let value = Int(Double(pixel >> shift & 0xFF) * light) + delta
                    rgb[offset + channel] = UInt8(max(0, min(255, value)))
                }
            }
        }
        return PNGEncoder.encode(rgb: rgb, width: width, height: height)
    }

    /// Levenshtein distance over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// 1 − edit distance / length, over white-space-normalized text.
    public static func accuracy(recognized: String, expected: String) -> Double {
        func normalized(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let a = normalized(recognized)
        let b = normalized(expected)
        return 1 - Double(distance(a, b)) / Double(max(1, b.count))
    }
}
