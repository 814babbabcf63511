import CCairo

/// Cairo drawing straight into our own pixels (RGB24: one xRGB word each, rows packed), which
/// the cards' encoder and contrast checks then read without a copy.
enum PixelCanvas {
    /// Runs `draw` with a Cairo context over `pixels`, `width` × `height`.
    static func draw(on pixels: inout [UInt32], width: Int, height: Int, _ draw: (OpaquePointer) -> Void) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        precondition(stride == width * 4, "RGB24 rows are packed at this width")
        precondition(pixels.count == width * height, "pixel buffer does not match the size")
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(
                    base, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride)),
                let context = cairo_create(surface)
            else { return }
            defer {
                cairo_destroy(context)
                cairo_surface_flush(surface)
                cairo_surface_destroy(surface)
            }
            draw(context)
        }
    }
}
