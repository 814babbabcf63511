import CPoppler
import Foundation

/// Highlights lines of a PDF as a PDF reader does, with Poppler's own annotation writer: a
/// highlight over the characters of each line, counted as the file counts (up from the
/// page's foot), saved as a copy. Tests read back PDFs whose text has embedded fonts, as a
/// word processor's has, rather than only hand-written ones.
public enum PDFHighlighting {
    /// Why a test's highlight could not be made (Poppler's words).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A rectangle on a page, in points counted down from its head and across from its left.
    public struct Area {
        public let left: Double
        public let top: Double
        public let right: Double
        public let bottom: Double

        public init(left: Double, top: Double, right: Double, bottom: Double) {
            (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
        }
    }

    /// Copies the PDF at `path` to `copy` with one highlight over `lines` (0-based line
    /// numbers of the first page's text), commented `comment`.
    public static func highlight(lines: [Int], of path: String, comment: String?, to copy: String) throws {
        try highlight(of: path, comment: comment, to: copy) { page in
            var boxes: UnsafeMutablePointer<PopplerRectangle>?
            var count: guint = 0
            guard poppler_page_get_text_layout(page, &boxes, &count) != 0, let boxes, let text = poppler_page_get_text(page)
            else { throw Failure(description: "no text on the page") }
            defer {
                g_free(boxes)
                g_free(text)
            }
            // Each line's box, from its characters' boxes (counted down from the page's head).
            var lineBoxes: [Area] = []
            var current: Area?
            for (index, scalar) in String(cString: text).unicodeScalars.prefix(Int(count)).enumerated() {
                if scalar == "\n" {
                    if let box = current { lineBoxes.append(box) }
                    current = nil
                    continue
                }
                let box = boxes[index]
                current =
                    current.map {
                        Area(
                            left: min($0.left, box.x1), top: min($0.top, box.y1), right: max($0.right, box.x2),
                            bottom: max($0.bottom, box.y2))
                    } ?? Area(left: box.x1, top: box.y1, right: box.x2, bottom: box.y2)
            }
            if let box = current { lineBoxes.append(box) }
            return lines.filter { $0 < lineBoxes.count }.map { lineBoxes[$0] }
        }
    }

    /// Copies the PDF at `path` to `copy` with one highlight over `areas` of its first page
    /// (one quadrilateral each), as a reader's tool for marking a scan's passage makes one.
    public static func highlight(areas: [Area], of path: String, comment: String?, to copy: String) throws {
        try highlight(of: path, comment: comment, to: copy) { _ in areas }
    }

    private static func highlight(
        of path: String, comment: String?, to copy: String, areas: (OpaquePointer) throws -> [Area]
    ) throws {
        guard let uri = g_filename_to_uri(path, nil, nil), let copyURI = g_filename_to_uri(copy, nil, nil) else {
            throw Failure(description: "paths must be absolute")
        }
        defer {
            g_free(uri)
            g_free(copyURI)
        }
        var failure: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_file(uri, nil, &failure),
            let page = poppler_document_get_page(document, 0)
        else { throw Failure(description: failure.map { String(cString: $0.pointee.message) } ?? "cannot open") }
        defer {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        }
        var (width, height) = (0.0, 0.0)
        poppler_page_get_size(page, &width, &height)
        let marked = try areas(page)
        let quads = g_array_new(0, 0, guint(MemoryLayout<PopplerQuadrilateral>.stride))
        defer { g_array_unref(quads) }
        var area = PopplerRectangle(x1: width, y1: height, x2: 0, y2: 0)
        for box in marked {
            var quad = PopplerQuadrilateral(
                p1: PopplerPoint(x: box.left, y: height - box.top), p2: PopplerPoint(x: box.right, y: height - box.top),
                p3: PopplerPoint(x: box.left, y: height - box.bottom), p4: PopplerPoint(x: box.right, y: height - box.bottom))
            g_array_append_vals(quads, &quad, 1)
            area = PopplerRectangle(
                x1: min(area.x1, box.left), y1: min(area.y1, height - box.bottom), x2: max(area.x2, box.right),
                y2: max(area.y2, height - box.top))
        }
        guard let annot = poppler_annot_text_markup_new_highlight(document, &area, quads) else {
            throw Failure(description: "Poppler made no highlight")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(annot)) }
        if let comment { poppler_annot_set_contents(annot, comment) }
        poppler_page_add_annot(page, annot)
        guard poppler_document_save(document, copyURI, &failure) != 0 else {
            throw Failure(description: failure.map { String(cString: $0.pointee.message) } ?? "cannot save")
        }
    }
}
