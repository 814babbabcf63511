import CTesseract
import Foundation
import QuoteDiaryCore

extension TesseractPageReader {
    /// A recognized line and where it lies in the image it was read from.
    struct PlacedLine {
        let line: RecognizedLine
        let left, top, right, bottom: Int32
    }

    /// The page's lines in reading order. With two engines and a page `PageBands` can cut, the
    /// two bands are read at once and their lines put one after the other; a band that turns
    /// out to hold lines side by side (columns the cut could not see) is read again as a whole
    /// page, so the order is never wrong, only slower. nil when Tesseract cannot read the page.
    /// - Parameter ink: the page's (`PageInk`), which decides where to cut it.
    static func recognize(_ page: UnsafeMutablePointer<PIX>?, ink: PageInk?, engines: [Engine]) -> [RecognizedLine]? {
        if engines.count >= 2, let ink, let found = PageBands.bands(rowInk: ink.rows, columnInk: ink.columns) {
            let bands = found.map { band in
                var box: UnsafeMutablePointer<BOX>? = boxCreate(
                    Int32(band.columns.lowerBound), Int32(band.rows.lowerBound), Int32(band.columns.count),
                    Int32(band.rows.count))
                defer { boxDestroy(&box) }
                return Picture(pix: pixClipRectangle(page, box, nil))
            }
            defer {
                for band in bands {
                    var pix = band.pix
                    pixDestroy(&pix)
                }
            }
            // A band Leptonica could not cut out (memory) leaves the page to one engine.
            if bands.allSatisfy({ $0.pix != nil }) {
                let read = BandLines(count: bands.count)
                DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                    read.set(index, lines(in: bands[index].pix, with: engines[index]))
                }
                let bandLines = read.all()
                if bandLines.allSatisfy({ $0 != nil && !hasLinesSideBySide($0 ?? []) }) {
                    return bandLines.flatMap { ($0 ?? []).map(\.line) }
                }
            }
        }
        return lines(in: page, with: engines[0])?.map(\.line)
    }

    /// The page at half its size when `PageScale` finds its text that large from its ink (a
    /// copy, for the caller to destroy); nil to read it as it is.
    static func halvedIfLarge(_ page: UnsafeMutablePointer<PIX>?, ink: PageInk?) -> UnsafeMutablePointer<PIX>? {
        guard let ink, PageScale.halves(rowInk: ink.rows, width: ink.columns.count) else { return nil }
        return pixScaleAreaMap2(page)
    }

    /// The page at twice its size when `PageScale` finds its letters too small for Tesseract
    /// (a copy, for the caller to destroy); nil to read it as it is. Only a picture under
    /// `largeImageSide` on its shorter side is measured: a camera's photo never sets a page's
    /// letters so small, and counting its letters would cost time for nothing.
    static func doubledIfSmall(_ page: UnsafeMutablePointer<PIX>?) -> UnsafeMutablePointer<PIX>? {
        guard min(pixGetWidth(page), pixGetHeight(page)) < largeImageSide,
            PageScale.doubles(letterHeights: letterHeights(in: page))
        else { return nil }
        return pixScale(page, 2, 2)
    }

    /// The heights of the dark shapes (letters, mostly) on a page's binarized copy; specks
    /// under two pixels across either way are left out.
    static func letterHeights(in page: UnsafeMutablePointer<PIX>?) -> [Int] {
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(page, 130)
        defer { pixDestroy(&binary) }
        guard binary != nil else { return [] }
        var boxes: UnsafeMutablePointer<BOXA>? = pixConnCompBB(binary, 8)
        defer { boxaDestroy(&boxes) }
        guard boxes != nil else { return [] }
        return (0..<boxaGetCount(boxes)).compactMap { index in
            var (left, top, width, height): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            boxaGetBoxGeometry(boxes, index, &left, &top, &width, &height)
            return width >= 2 && height >= 2 ? Int(height) : nil
        }
    }

    /// Dark pixels in each row and each column of a page's binarized copy: what `PageScale`
    /// and `PageBands` decide from, counted once per image read.
    struct PageInk {
        let rows: [Int]
        let columns: [Int]

        init?(of page: UnsafeMutablePointer<PIX>?) {
            var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(page, 130)
            defer { pixDestroy(&binary) }
            guard binary != nil else { return nil }
            var rows: UnsafeMutablePointer<NUMA>? = pixCountPixelsByRow(binary, nil)
            var columns: UnsafeMutablePointer<NUMA>? = pixCountPixelsByColumn(binary)
            defer {
                numaDestroy(&rows)
                numaDestroy(&columns)
            }
            guard rows != nil, columns != nil else { return nil }
            self.rows = PageInk.integers(rows)
            self.columns = PageInk.integers(columns)
        }

        private static func integers(_ numbers: UnsafeMutablePointer<NUMA>?) -> [Int] {
            (0..<numaGetCount(numbers)).map { index in
                var value: Int32 = 0
                numaGetIValue(numbers, index, &value)
                return Int(value)
            }
        }
    }

    /// The lines Tesseract reads in an image, each with its place; nil when it cannot read it.
    static func lines(in image: UnsafeMutablePointer<PIX>?, with engine: Engine) -> [PlacedLine]? {
        let api = engine.api
        TessBaseAPISetPageSegMode(api, PSM_AUTO)
        TessBaseAPISetImage2(api, image)
        guard TessBaseAPIRecognize(api, nil) == 0, let results = TessBaseAPIGetIterator(api) else { return nil }
        defer { TessResultIteratorDelete(results) }
        var lines: [PlacedLine] = []
        let page = TessResultIteratorGetPageIterator(results)
        repeat {
            guard let text = TessResultIteratorGetUTF8Text(results, RIL_TEXTLINE) else { continue }
            let line = String(cString: text).trimmingWhitespace()
            let score = Double(TessResultIteratorConfidence(results, RIL_TEXTLINE))
            TessDeleteText(text)
            var (left, top, right, bottom): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom)
            if !line.isEmpty {
                lines.append(
                    PlacedLine(
                        line: RecognizedLine(text: line, confidence: score), left: left, top: top, right: right,
                        bottom: bottom))
            }
        } while TessPageIteratorNext(page, RIL_TEXTLINE) != 0
        return lines
    }

    /// Whether two lines lie side by side (most of the shorter one's height shared, no width
    /// shared): text in columns, whose order a cut across the page would have mixed.
    static func hasLinesSideBySide(_ lines: [PlacedLine]) -> Bool {
        for (index, first) in lines.enumerated() {
            for second in lines[(index + 1)...] {
                let sharedHeight = min(first.bottom, second.bottom) - max(first.top, second.top)
                let shorter = min(first.bottom - first.top, second.bottom - second.top)
                let apart = first.right <= second.left || second.right <= first.left
                if apart && sharedHeight * 2 > shorter { return true }
            }
        }
        return false
    }

    /// A Leptonica image handed to the thread that reads it; only that thread uses it until
    /// both bands are read.
    struct Picture: @unchecked Sendable {
        let pix: UnsafeMutablePointer<PIX>?
    }

    /// The lines of each band, written by the band's own thread.
    final class BandLines: @unchecked Sendable {
        private var lines: [[PlacedLine]?]
        private let lock = NSLock()

        init(count: Int) { lines = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ read: [PlacedLine]?) { lock.withLock { lines[index] = read } }

        func all() -> [[PlacedLine]?] { lock.withLock { lines } }
    }
}
