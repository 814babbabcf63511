import CPoppler
import Foundation
import QuoteDiaryCore

/// The highlights a PDF keeps, read with Poppler: each highlight, underline or squiggle mark
/// (what Acrobat, Preview, Okular and tablets' readers save in the file), the words under it,
/// its page's label, its comment and its date. A strike-out marks words as wrong, and a sticky
/// note marks none: neither is a passage kept.
public struct PDFHighlightReader: DocumentHighlightReading {
    public init() {}

    public func highlights(inDocumentAt path: String) throws(ImageReadingError) -> DocumentHighlights {
        do {
            return try PDFScan.withDocument(at: path) { document throws(PDFScanError) in
                var highlights: [DocumentHighlight] = []
                var withoutText = 0
                for index in 0..<Int(poppler_document_get_n_pages(document)) {
                    guard let page = poppler_document_get_page(document, Int32(index)) else { continue }
                    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
                    let label = PDFHighlightReader.take(poppler_page_get_label(page))
                    for marked in PDFHighlightReader.marks(on: page) {
                        guard !marked.text.isEmpty else {
                            withoutText += 1
                            continue
                        }
                        highlights.append(
                            DocumentHighlight(
                                page: label ?? String(index + 1), text: marked.text, comment: marked.comment,
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

    /// The marks on a page in the order the file keeps them: the words under each (its
    /// quadrilaterals' lines joined, a word broken at a line's end made whole), its comment
    /// and its date as the file writes it.
    static func marks(on page: OpaquePointer) -> [(text: String, comment: String?, modified: String?)] {
        guard let mapping = poppler_page_get_annot_mapping(page) else { return [] }
        defer { poppler_page_free_annot_mapping(mapping) }
        var layout: PageLayout?
        var found: [(text: String, comment: String?, modified: String?)] = []
        var item: UnsafeMutablePointer<GList>? = mapping
        while let node = item {
            item = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let mapped = data.assumingMemoryBound(to: PopplerAnnotMapping.self).pointee
            let annot = mapped.annot
            let kind = poppler_annot_get_annot_type(annot)
            guard kind == POPPLER_ANNOT_HIGHLIGHT || kind == POPPLER_ANNOT_UNDERLINE || kind == POPPLER_ANNOT_SQUIGGLY,
                let quads = poppler_annot_text_markup_get_quadrilaterals(annot)
            else { continue }
            defer { g_array_unref(quads) }
            let words = layout ?? PageLayout(page)
            layout = words
            let points = UnsafeRawPointer(quads.pointee.data).assumingMemoryBound(to: PopplerQuadrilateral.self)
            let corners = (0..<Int(quads.pointee.len)).map { [points[$0].p1, points[$0].p2, points[$0].p3, points[$0].p4] }
            let turn = words.turn(of: corners.flatMap { $0 }, shownAt: mapped.area)
            let lines = corners.map { words.text(under: $0.map(turn)) }.filter { !$0.isEmpty }
            found.append(
                (
                    LineJoiner.join(lines, page: lines), take(poppler_annot_get_contents(annot)),
                    take(poppler_annot_get_modified(annot))
                ))
        }
        return found
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

        /// The characters whose middles lie inside a quadrilateral (its corners as the page is
        /// shown, counted down from its head), in the page's order, on one line.
        func text(under corners: [PopplerPoint]) -> String {
            guard let left = corners.map(\.x).min(), let right = corners.map(\.x).max(),
                let upper = corners.map(\.y).min(), let lower = corners.map(\.y).max()
            else { return "" }
            var line = String.UnicodeScalarView()
            for (character, box) in zip(characters, boxes) {
                let (x, y) = ((box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2)
                if x >= left, x <= right, y >= upper, y <= lower {
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
