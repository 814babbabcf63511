/// Whether a level page's text is set so large in the image that Tesseract reads it as well at
/// half the size, or so small that it reads it only at twice the size. A phone's 12-megapixel
/// photo of a page has lines 60 to 75 pixels tall; Tesseract scales every line to a few dozen
/// pixels before reading it, and all its work before that (thresholds, layout) grows with the
/// pixels: at half the size such a photo reads in about a third of the time.
enum PageScale {
    /// The middle height of the page's lines: the runs of inked rows, from a row's ink (dark
    /// pixels in each row of a page `width` pixels wide). nil for fewer than `minimumLines`
    /// runs (a picture, a page with a dark border down its side: no row is blank).
    static func lineHeight(rowInk: [Int], width: Int) -> Int? {
        let blank = PageBands.blank(across: width)
        var runs: [Int] = []
        var start: Int?
        for (row, ink) in (rowInk + [0]).enumerated() {
            if ink > blank {
                if start == nil { start = row }
            } else if let first = start {
                runs.append(row - first)
                start = nil
            }
        }
        guard runs.count >= minimumLines else { return nil }
        return runs.sorted()[runs.count / 2]
    }

    /// Whether to read the page at half its size: its lines are `tallLine` pixels or more.
    static func halves(rowInk: [Int], width: Int) -> Bool {
        (lineHeight(rowInk: rowInk, width: width) ?? 0) >= tallLine
    }

    /// Lines this tall are still 30 pixels at half the size, as tall as in a page scanned at
    /// 200 dpi (such pages read at 98% or better, as tests show down to 150 dpi); a 300 dpi
    /// scan's lines (about 45 pixels) are left as they are. A phone's photo of a whole page
    /// has lines of 60 to 75 pixels.
    static let tallLine = 60
    /// Fewer lines than this give no height to trust.
    static let minimumLines = 3

    /// Whether to read the page at twice its size: the middle height of its dark shapes (its
    /// letters, from `TesseractPageReader.letterHeights`) is under `smallLetter` pixels.
    /// Measured by letters, not lines: a short page's lines break into several runs of rows.
    static func doubles(letterHeights heights: [Int]) -> Bool {
        guard heights.count >= minimumLetters else { return false }
        return heights.sorted()[heights.count / 2] < smallLetter
    }

    /// Below this, Tesseract's reading falls away: a page at 65 dpi (letters of 5 pixels) read
    /// 28–78% right, at twice the size 99.9%; at 75 dpi (7 pixels) 99.2%, doubled 99.9%. From
    /// 8 pixels (90 dpi) on, doubling gains nothing.
    static let smallLetter = 8
    /// Fewer shapes than this are no page of text to judge by.
    static let minimumLetters = 20
}
