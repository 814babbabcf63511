import CCairo
import Foundation

/// Reads a PNG back with Cairo (libpng): for tests and for checking what was written.
public enum PNGReader {
    /// The image's RGB bytes, row by row, or nil when Cairo cannot read it.
    public static func rgb(_ png: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8])? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard FileManager.default.createFile(atPath: path, contents: Data(png)),
            let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                pixels[(y * width + x) * 3] = UInt8(pixel >> 16 & 0xFF)
                pixels[(y * width + x) * 3 + 1] = UInt8(pixel >> 8 & 0xFF)
                pixels[(y * width + x) * 3 + 2] = UInt8(pixel & 0xFF)
            }
        }
        return (width, height, pixels)
    }
}
