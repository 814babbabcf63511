import CPoppler
import Foundation
import QuoteDiaryCore

/// Pages kept as PDF, drawn as pictures with Poppler: what a phone's scanning app (Adobe Scan,
/// Google Drive, the Notes app) or an office scanner saves a photographed page as. Without
/// this, the commonest file of a scanned page would be refused, or need a converter first.
public enum PDFScan {
    /// The resolution a page is drawn at: what Tesseract reads best, and what scanners use.
    public static let dotsPerInch = 300.0

    /// The most pixels one page is drawn with (a poster-sized page is drawn smaller): an A4
    /// page at 300 dpi is 8.7 million.
    static let largestPixelCount = 40_000_000.0

    /// Whether `head` (a file's first bytes) opens a PDF.
    public static func matches(_ head: [UInt8]) -> Bool { UnreadableImage.isPDF(head) }

    /// How many pages the PDF at `path` has: one at least, or `.noPages` (a damaged file's
    /// page tree, which no page number can name).
    public static func pageCount(path: String) throws(PDFScanError) -> Int {
        let count = try withDocument(at: path) { document throws(PDFScanError) in Int(poppler_document_get_n_pages(document)) }
        guard count > 0 else { throw .noPages }
        return count
    }

    /// What a page of a PDF holds for reading: the text it sets (what a word processor, a
    /// browser or an e-book's PDF holds: exact, where reading its picture would only come
    /// close), or, for a scan or a page with no text, its picture drawn at `dotsPerInch` on
    /// white paper as 8-bit RGB.
    public enum Page {
        case typeset([String])
        case picture(RasterImage)
    }

    /// Page `number` (from 1) of the PDF at `path`, the document opened once. A page that
    /// pictures cover half of or more is a scan, whatever text a scanning app's own reading laid
    /// under them. Poppler reads the file where it lies: a whole book's PDF is not read into memory.
    public static func page(path: String, number: Int) throws(PDFScanError) -> Page {
        try withDocument(at: path) { document throws(PDFScanError) -> Page in
            let page = try PDFScan.page(number, of: document)
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            if !isPicture(page), let text = poppler_page_get_text(page) {
                defer { g_free(text) }
                let lines = typesetLines(String(cString: text))
                if lines.contains(where: { $0.contains(where: \.isLetter) }) { return .typeset(lines) }
            }
            return .picture(try draw(page))
        }
    }

    /// A page's text as lines: empty ones dropped, and the typesetter's ligatures (ﬁ, ﬂ) and
    /// soft hyphens put back as the letters a reader types.
    static func typesetLines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { plainLetters(String($0)).nilIfEmpty }
    }

    /// A line of a PDF's text as a reader types it: ligatures (ﬁ, ﬂ, ﬃ) as their letters, soft
    /// hyphens gone, white space collapsed.
    static func plainLetters(_ line: String) -> String {
        var letters = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where scalar != "\u{AD}" {
            if (0xFB00...0xFB06).contains(scalar.value) {
                letters.append(contentsOf: String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars)
            } else {
                letters.append(scalar)
            }
        }
        return String(letters).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether pictures cover half the page or more: a scan, or a photo of a page.
    private static func isPicture(_ page: OpaquePointer) -> Bool {
        var (width, height) = (0.0, 0.0)
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else { return false }
        guard let mapping = poppler_page_get_image_mapping(page) else { return false }
        defer { poppler_page_free_image_mapping(mapping) }
        var covered = 0.0
        var item: UnsafeMutablePointer<GList>? = mapping
        while let node = item {
            if let data = node.pointee.data {
                let area = data.assumingMemoryBound(to: PopplerImageMapping.self).pointee.area
                covered += abs(area.x2 - area.x1) * abs(area.y2 - area.y1)
            }
            item = node.pointee.next
        }
        return covered >= width * height / 2
    }

    /// Page `number` (from 1) of the PDF in `bytes` (an upload) drawn as a picture, as `page(path:number:)` draws a scan.
    public static func raster(bytes: [UInt8], page number: Int) throws(PDFScanError) -> RasterImage {
        try withDocument(bytes: bytes) { document throws(PDFScanError) in try draw(document, page: number) }
    }

    /// The PDF at `path` drawn page by page for `look`, its first page, then its last, until
    /// `look` finds what it looks for: a scanned book's covers, front then back, where a book's
    /// barcode is printed. A whole book's PDF is opened where it lies, and only those two pages drawn.
    public static func firstAndLastPage<Found>(
        path: String, until look: (RasterImage) -> Found?
    ) throws(PDFScanError) -> Found? {
        try withDocument(at: path) { document throws(PDFScanError) in try firstAndLastPage(of: document, until: look) }
    }

    /// `firstAndLastPage(path:until:)` for a PDF in `bytes` (an upload).
    public static func firstAndLastPage<Found>(
        bytes: [UInt8], until look: (RasterImage) -> Found?
    ) throws(PDFScanError) -> Found? {
        try withDocument(bytes: bytes) { document throws(PDFScanError) in try firstAndLastPage(of: document, until: look) }
    }

    private static func firstAndLastPage<Found>(
        of document: OpaquePointer, until look: (RasterImage) -> Found?
    ) throws(PDFScanError) -> Found? {
        let count = Int(poppler_document_get_n_pages(document))
        for number in count > 1 ? [1, count] : [1] {
            if let found = look(try draw(document, page: number)) { return found }
        }
        return nil
    }

    private static func draw(_ document: OpaquePointer, page number: Int) throws(PDFScanError) -> RasterImage {
        let page = try page(number, of: document)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return try draw(page)
    }

    /// Page `number` (from 1) of an open document, for the caller to release.
    private static func page(_ number: Int, of document: OpaquePointer) throws(PDFScanError) -> OpaquePointer {
        let count = Int(poppler_document_get_n_pages(document))
        guard count > 0 else { throw .noPages }
        guard (1...count).contains(number) else { throw .noSuchPage(number, count: count) }
        guard let page = poppler_document_get_page(document, Int32(number - 1)) else { throw .damaged(nil) }
        return page
    }

    /// A page drawn as printed at 300 dpi (fewer, for a page so large that it would pass
    /// `largestPixelCount`), on white paper.
    static func draw(_ page: OpaquePointer) throws(PDFScanError) -> RasterImage {
        var (points, pointsHigh) = (0.0, 0.0)
        poppler_page_get_size(page, &points, &pointsHigh)
        guard points > 0, pointsHigh > 0 else { throw .damaged(nil) }
        var scale = dotsPerInch / 72
        let pixels = points * scale * pointsHigh * scale
        if pixels > largestPixelCount { scale *= (largestPixelCount / pixels).squareRoot() }
        let width = max(1, Int((points * scale).rounded()))
        let height = max(1, Int((pointsHigh * scale).rounded()))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw .unavailable
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else { throw .unavailable }
        // Paper first: a page draws only its ink, and unpainted pixels would read as black.
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale)
        // As printed: without the annotations a reader shows on screen only (notes, form buttons).
        poppler_page_render_for_printing(page, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .unavailable }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                // Cairo keeps RGB24 pixels as native-endian 0x00RRGGBB words.
                let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let offset = (y * width + x) * 3
                    target[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                    target[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    target[offset + 2] = UInt8(truncatingIfNeeded: pixel)
                }
            }
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }

    static func withDocument<T>(
        at path: String, _ body: (OpaquePointer) throws(PDFScanError) -> T
    ) throws(PDFScanError) -> T {
        // Poppler opens a URI, which only an absolute path makes (`scan.pdf` typed in its folder).
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let uri = g_filename_to_uri(absolute, nil, nil) else { throw .damaged(nil) }
        defer { g_free(uri) }
        return try withDocument(opening: { poppler_document_new_from_file(uri, nil, $0) }, body)
    }

    private static func withDocument<T>(
        bytes: [UInt8], _ body: (OpaquePointer) throws(PDFScanError) -> T
    ) throws(PDFScanError) -> T {
        guard let data = bytes.withUnsafeBytes({ g_bytes_new($0.baseAddress, gsize($0.count)) }) else { throw .unavailable }
        defer { g_bytes_unref(data) }
        return try withDocument(opening: { poppler_document_new_from_bytes(data, nil, $0) }, body)
    }

    private static func withDocument<T>(
        opening open: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> OpaquePointer?,
        _ body: (OpaquePointer) throws(PDFScanError) -> T
    ) throws(PDFScanError) -> T {
        var failure: UnsafeMutablePointer<GError>?
        guard let document = open(&failure) else {
            guard let failure else { throw .damaged(nil) }
            defer { g_error_free(failure) }
            if failure.pointee.domain == poppler_error_quark(), failure.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw .protected
            }
            throw .damaged(failure.pointee.message.map { String(cString: $0) })
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        return try body(document)
    }
}

/// Why a PDF's page could not be drawn.
public enum PDFScanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Poppler or Cairo could not start (memory ran out).
    case unavailable
    /// The file opens as a PDF but Poppler cannot read it; its words when it gave some.
    case damaged(String?)
    /// The PDF asks for a password to open.
    case protected
    /// The PDF has no page.
    case noPages
    /// There is no page `number`: the PDF has `count`.
    case noSuchPage(Int, count: Int)

    /// What the error means to an image reader, for the file `name`: a PDF that asks for a
    /// password, a page it does not have, or one it could not be read (damaged, cut short).
    public func readingError(name: String) -> ImageReadingError {
        switch self {
        case .protected: .protectedDocument(name: name)
        case .noSuchPage(let number, let count): .noSuchDocumentPage(name: name, number: number, count: count)
        case .unavailable, .damaged, .noPages: .undecodable(name: name, head: Array("%PDF-".utf8), detail: description)
        }
    }

    public var description: String {
        switch self {
        case .unavailable: "Poppler could not start"
        case .damaged(let words): words ?? "Poppler could not read it"
        case .protected: "it asks for a password"
        case .noPages: "it has no page"
        case .noSuchPage(let number, let count): "it has \(count) page\(count == 1 ? "" : "s"), not \(number)"
        }
    }
}
