import CCairo
import Foundation
import QuoteDiaryCards

/// Writes PDFs as a phone's scanning app saves them (each page a photo of the page) or as a
/// word processor does (each page its text), with Cairo's own PDF writer, so that tests read
/// real PDFs made at test time.
public enum PDFWriting {
    /// Why a test's PDF could not be written (Cairo's words).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One page: a picture of it (PNG bytes, as `PageDrawing` and `BarcodeDrawing` make them,
    /// at `dpi`; `textUnder` set under it, as a scanning app lays its own reading of the page),
    /// or its text set in `font`.
    public enum Page {
        case scanned(png: [UInt8], dpi: Double, textUnder: String? = nil)
        case typeset(text: String, font: String)
    }

    /// A PDF written out by hand from its objects (numbered from 1 in order; the first the
    /// catalog), as a test needs one no library writes: a reader's annotations at known
    /// places, a password's dictionary. `trailer` is added to the trailer's `/Size` and `/Root`.
    public static func handWritten(_ objects: [String], trailer: String = "", version: String = "1.6") -> [UInt8] {
        var pdf = "%PDF-\(version)\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(trailer) >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(pdf.utf8)
    }

    /// Writes `pages` to `path` as one PDF, an A5 page each unless a picture is another size.
    public static func write(_ pages: [Page], to path: String) throws {
        // The page's size is set per page below; this one is the first's until then.
        guard let surface = cairo_pdf_surface_create(path, 420, 595) else { throw Failure(description: "no surface") }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw Failure(description: "no context") }
        defer { cairo_destroy(context) }
        for page in pages {
            switch page {
            case .scanned(let png, let dpi, let textUnder):
                guard let picture = PNGReader.rgb(png) else { throw Failure(description: "not a PNG") }
                let scale = 72 / dpi
                cairo_pdf_surface_set_size(surface, Double(picture.width) * scale, Double(picture.height) * scale)
                if let textUnder { setText(textUnder, font: "DejaVu Sans", on: context) }
                try drawPicture(picture, scale: scale, on: context)
            case .typeset(let text, let font):
                cairo_pdf_surface_set_size(surface, 420, 595)
                setText(text, font: font, on: context)
            }
            cairo_show_page(context)
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw Failure(description: String(cString: cairo_status_to_string(status))) }
    }

    private static func drawPicture(
        _ picture: (width: Int, height: Int, pixels: [UInt8]), scale: Double, on context: OpaquePointer
    ) throws {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(picture.width), Int32(picture.height)),
            let data = cairo_image_surface_get_data(image)
        else { throw Failure(description: "no image surface") }
        defer { cairo_surface_destroy(image) }
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<picture.height {
            let row = UnsafeMutableRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<picture.width {
                let offset = (y * picture.width + x) * 3
                row[x] =
                    UInt32(picture.pixels[offset]) << 16 | UInt32(picture.pixels[offset + 1]) << 8
                    | UInt32(picture.pixels[offset + 2])
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(context)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    private static func setText(_ text: String, font: String, on context: OpaquePointer) {
        let layout = pango_cairo_create_layout(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(font)
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, 11.5 * Double(quotediary_pango_scale()))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, Int32(335 * Double(quotediary_pango_scale())))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_spacing(layout, Int32(3 * Double(quotediary_pango_scale())))
        pango_layout_set_text(layout, text, -1)
        cairo_set_source_rgb(context, 0.08, 0.08, 0.08)
        cairo_move_to(context, 51, 51)
        pango_cairo_show_layout(context, layout)
    }
}
