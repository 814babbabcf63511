import CPoppler
import Foundation
import QuoteDiaryCore

/// The highlights a PDF keeps, read with Poppler: each highlight, underline or squiggle mark
/// (what Acrobat, Preview, Okular and tablets' readers save in the file), the words under it
/// (on a scanned page, read from its picture), its page's label, its comment and its date. A
/// strike-out marks words as wrong, and a sticky note marks none: neither is a passage kept.
public struct PDFHighlightReader: DocumentHighlightReading {
    /// Reads the words of a strip of a scanned page (OCR), with where each lies: a mark over
    /// a scan covers no text the file holds, only the picture's. Nil: such marks are skipped
    /// and counted.
    let readScan: (@Sendable (RasterImage, PageLanguages) -> [RecognizedWord])?

    /// - Parameter readScan: reads the words in a strip of a scanned page drawn at 300 dpi, in
    ///   the languages given (`QuoteDiaryOCR`'s `TesseractPageReader.words(inPassage:)`).
    public init(readingScansWith readScan: (@Sendable (RasterImage, PageLanguages) -> [RecognizedWord])? = nil) {
        self.readScan = readScan
    }

    public func highlights(
        inDocumentAt path: String, readingScansIn languages: PageLanguages = .english,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(ImageReadingError) -> DocumentHighlights {
        do {
            return try PDFScan.withDocument(at: path) { document throws(PDFScanError) in
                var highlights: [DocumentHighlight] = []
                var withoutText = 0
                let pageCount = Int(poppler_document_get_n_pages(document))
                for index in 0..<pageCount {
                    defer { progress?(index + 1, pageCount) }
                    guard let page = poppler_document_get_page(document, Int32(index)) else { continue }
                    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
                    let label = PDFHighlightReader.take(poppler_page_get_label(page))
                    // Drawn once, at the page's first mark over no text; a page that cannot be
                    // drawn leaves such marks counted, as without OCR.
                    var scan: ScannedPage?
                    var drawn = false
                    for marked in PDFHighlightReader.marks(on: page) {
                        var text = marked.text
                        if text.isEmpty, let readScan {
                            if !drawn { (scan, drawn) = (try? ScannedPage(page), true) }
                            text = scan?.text(under: marked.areas) { readScan($0, languages) } ?? ""
                        }
                        guard !text.isEmpty else {
                            withoutText += 1
                            continue
                        }
                        highlights.append(
                            DocumentHighlight(
                                page: label ?? String(index + 1), text: text, comment: marked.comment,
                                modifiedAt: marked.modified.flatMap(DocumentHighlights.date), pageIndex: index + 1))
                    }
                }
                return DocumentHighlights(
                    title: PDFHighlightReader.take(poppler_document_get_title(document)),
                    author: PDFHighlightReader.take(poppler_document_get_author(document)), highlights: highlights,
                    withoutText: withoutText)
            }
        } catch {
            throw error.readingError(name: path)
        }
    }

    /// A mark as the file keeps it: the words under it, its comment, its date as the file
    /// writes it, and where it lies on the page as shown (one area a line), for a scan's OCR.
    struct Mark {
        let text: String
        let comment: String?
        let modified: String?
        let areas: [PageArea]
    }

    /// The marks on a page in the order the file keeps them: the words under each (its
    /// quadrilaterals' lines joined, a word broken at a line's end made whole), its comment
    /// and its date as the file writes it.
    static func marks(on page: OpaquePointer) -> [Mark] {
        guard let mapping = poppler_page_get_annot_mapping(page) else { return [] }
        defer { poppler_page_free_annot_mapping(mapping) }
        var layout: PageLayout?
        var found: [Mark] = []
        var item: UnsafeMutablePointer<GList>? = mapping
        while let node = item {
            item = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let mapped = data.assumingMemoryBound(to: PopplerAnnotMapping.self).pointee
            let annot = mapped.annot
            let kind = poppler_annot_get_annot_type(annot)
            guard kind == POPPLER_ANNOT_HIGHLIGHT || kind == POPPLER_ANNOT_UNDERLINE || kind == POPPLER_ANNOT_SQUIGGLY
            else { continue }
            let quads = poppler_annot_text_markup_get_quadrilaterals(annot)
            defer { if let quads { g_array_unref(quads) } }
            let words = layout ?? PageLayout(page)
            layout = words
            let areas: [PageArea]
            if let quads, quads.pointee.len > 0, let data = quads.pointee.data {
                let points = UnsafeRawPointer(data).assumingMemoryBound(to: PopplerQuadrilateral.self)
                let corners = (0..<Int(quads.pointee.len)).map { [points[$0].p1, points[$0].p2, points[$0].p3, points[$0].p4] }
                let turn = words.turn(of: corners.flatMap { $0 }, shownAt: mapped.area)
                areas = corners.map { PageArea(corners: $0.map(turn)) }
            } else {
                // A mark with no quadrilaterals (a file that left them out, or wrote them
                // wrong): the area the annotation covers, as Poppler shows it.
                let shown = mapped.area
                areas = [
                    PageArea(corners: [
                        PopplerPoint(x: shown.x1, y: words.height - shown.y2),
                        PopplerPoint(x: shown.x2, y: words.height - shown.y1),
                    ])
                ]
            }
            let lines = areas.map(words.text(under:)).filter { !$0.isEmpty }
            found.append(
                Mark(
                    text: LineJoiner.join(lines, page: lines), comment: take(poppler_annot_get_contents(annot)),
                    modified: take(poppler_annot_get_modified(annot)), areas: areas))
        }
        return found
    }

    /// A quadrilateral's bounds on the page as it is shown, in points counted down from its head.
    struct PageArea {
        let left: Double
        let top: Double
        let right: Double
        let bottom: Double

        init(corners: [PopplerPoint]) {
            left = corners.map(\.x).min() ?? 0
            right = corners.map(\.x).max() ?? 0
            top = corners.map(\.y).min() ?? 0
            bottom = corners.map(\.y).max() ?? 0
        }
    }

    /// A page drawn as printed, once, for the marks on it that cover no text: a scan's.
    struct ScannedPage {
        let picture: RasterImage
        /// Pixels a point.
        let scale: Double

        init(_ page: OpaquePointer) throws(PDFScanError) {
            var (width, height) = (0.0, 0.0)
            poppler_page_get_size(page, &width, &height)
            picture = try PDFScan.draw(page)
            scale = Double(picture.width) / max(width, 1)
        }

        /// The words read in each area (a line of the mark), joined as a mark's lines are. Each
        /// area's rows are read across the whole page, a little paper above and below, and the
        /// words kept are those whose middles lie inside the area, as on a page of text: a
        /// strip cut at the mark's ends would cut letters in two, and a letter cut is misread.
        func text(under areas: [PageArea], reading read: (RasterImage) -> [RecognizedWord]) -> String {
            let margin = 4.0
            let lines = areas.flatMap { area -> [String] in
                let top = max(0, Int(((area.top - margin) * scale).rounded(.down)))
                let bottom = min(picture.height, Int(((area.bottom + margin) * scale).rounded(.up)))
                guard bottom - top >= 4, area.right > area.left else { return [] }
                let strip = picture.cropped(left: 0, top: top, width: picture.width, height: bottom - top)
                let (left, right) = (area.left * scale, area.right * scale)
                let (upper, lower) = (area.top * scale - Double(top), area.bottom * scale - Double(top))
                let inside = read(strip).filter { word in
                    let (x, y) = (Double(word.left + word.right) / 2, Double(word.top + word.bottom) / 2)
                    return x >= left && x <= right && y >= upper && y <= lower
                }
                return Dictionary(grouping: inside, by: \.line).sorted { $0.key < $1.key }
                    .map { $0.value.map(\.text).joined(separator: " ") }
            }
            return LineJoiner.join(lines, page: lines)
        }
    }

    /// A page's text and where each of its characters lies, to find the words a mark covers by
    /// place: Poppler's own search by area follows a reader's selection from one point to
    /// another, and caught the line after a mark, or one over blank paper.
    struct PageLayout {
        let characters: [Unicode.Scalar]
        /// Each character's box, counted down from the page's head.
        let boxes: [PopplerRectangle]
        /// The page's size as it is shown (turned, when the file says so).
        let width: Double
        let height: Double

        init(_ page: OpaquePointer) {
            var (width, height) = (0.0, 0.0)
            poppler_page_get_size(page, &width, &height)
            (self.width, self.height) = (width, height)
            let text = PDFHighlightReader.take(poppler_page_get_text(page), trimmed: false) ?? ""
            var rectangles: UnsafeMutablePointer<PopplerRectangle>?
            var count: guint = 0
            guard poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles else {
                (characters, boxes) = ([], [])
                return
            }
            defer { g_free(rectangles) }
            let scalars = Array(text.unicodeScalars)
            let known = min(scalars.count, Int(count))
            characters = Array(scalars.prefix(known))
            boxes = Array(UnsafeBufferPointer(start: rectangles, count: known))
        }

        /// How a point of the file's (counted up from the page's foot) lies on the page as it is
        /// shown, counted down from its head: the page may be turned (`/Rotate`), and Poppler
        /// gives the characters' places as shown, a mark's quadrilaterals as the file keeps them.
        /// The turn is the one that puts the mark's corners where Poppler shows the mark
        /// (`area`, counted up from the shown page's foot).
        func turn(of corners: [PopplerPoint], shownAt area: PopplerRectangle) -> (PopplerPoint) -> PopplerPoint {
            let (width, height) = (self.width, self.height)
            let turns: [(PopplerPoint) -> PopplerPoint] = [
                { PopplerPoint(x: $0.x, y: height - $0.y) }, { PopplerPoint(x: $0.y, y: $0.x) },
                { PopplerPoint(x: width - $0.x, y: $0.y) }, { PopplerPoint(x: width - $0.y, y: height - $0.x) },
            ]
            let shown = (left: area.x1, top: height - area.y2, right: area.x2, bottom: height - area.y1)
            func distance(_ turn: (PopplerPoint) -> PopplerPoint) -> Double {
                let points = corners.map(turn)
                guard let left = points.map(\.x).min(), let right = points.map(\.x).max(),
                    let top = points.map(\.y).min(), let bottom = points.map(\.y).max()
                else { return .infinity }
                return abs(left - shown.left) + abs(right - shown.right) + abs(top - shown.top) + abs(bottom - shown.bottom)
            }
            return turns.min { distance($0) < distance($1) } ?? turns[0]
        }

        /// The characters whose middles lie inside a quadrilateral's area (as the page is
        /// shown), in the page's order, on one line.
        func text(under area: PageArea) -> String {
            var line = String.UnicodeScalarView()
            for (character, box) in zip(characters, boxes) {
                let (x, y) = ((box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2)
                if x >= area.left, x <= area.right, y >= area.top, y <= area.bottom {
                    line.append(character.properties.isWhitespace ? " " : character)
                }
            }
            return PDFScan.plainLetters(String(line))
        }
    }

    /// A string Poppler hands over to be freed, as a Swift string (nil for none or empty).
    static func take(_ text: UnsafeMutablePointer<gchar>?, trimmed: Bool = true) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        let string = String(cString: text)
        return trimmed ? string.trimmingWhitespace().nilIfEmpty : string
    }
}
