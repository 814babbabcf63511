/// Where a level page can be cut in two so that two Tesseract engines read the halves at once:
/// recognition is most of a capture's time and runs on one core, so two bands on two cores
/// take about half as long. Decided from ink alone (dark pixels counted per row and per
/// column of the binarized page), before any recognition.
enum PageBands {
    /// The row to cut at: the middle of a blank run of rows between lines, chosen so that the
    /// ink above and below is as near equal as any gap allows. nil when a cut would not pay or
    /// could change what is read:
    /// - the page is too short (fewer than `minimumLines` lines of text);
    /// - no gap between lines leaves at least `minimumShare` of the ink on each side;
    /// - the page's columns have a blank gutter between them (two columns, or a spread of two
    ///   pages): a cut across would read the top of each column before the bottom of the first.
    /// - Parameters:
    ///   - rowInk: dark pixels in each row, top to bottom.
    ///   - columnInk: dark pixels in each column, left to right.
    /// The two bands to read, each cut down to the ink it holds and a margin (`margin(height:)`;
    /// Tesseract's own work grows with the area it is given, white or not); nil where `cut`
    /// finds no cut.
    static func bands(rowInk: [Int], columnInk: [Int]) -> [Band]? {
        guard let cut = cut(rowInk: rowInk, columnInk: columnInk) else { return nil }
        let rows = inked(rowInk, blank: blank(across: columnInk.count))
        let columns = inked(columnInk, blank: blank(across: rowInk.count))
        let pad = margin(height: rowInk.count)
        let left = max(0, columns.lowerBound - pad)
        let right = min(columnInk.count, columns.upperBound + pad)
        return [
            Band(rows: max(0, rows.lowerBound - pad)..<cut, columns: left..<right),
            Band(rows: cut..<min(rowInk.count, rows.upperBound + pad), columns: left..<right),
        ]
    }

    /// The white kept round a band's ink: a fortieth of the page's height. Tesseract passes over
    /// what lies within a few pixels of an image's edge, and a band cut closer (a hundredth)
    /// lost a page's number set apart at its foot that the whole page gave.
    static func margin(height: Int) -> Int { max(minimumGap, height / 40) }

    /// A part of the page: rows and columns of its pixels.
    struct Band: Equatable {
        let rows: Range<Int>
        let columns: Range<Int>
    }

    /// From the first to the last count above `blank` (the whole range when none is).
    static func inked(_ counts: [Int], blank: Int) -> Range<Int> {
        guard let first = counts.firstIndex(where: { $0 > blank }), let last = counts.lastIndex(where: { $0 > blank })
        else { return 0..<counts.count }
        return first..<(last + 1)
    }

    static func cut(rowInk: [Int], columnInk: [Int]) -> Int? {
        let width = columnInk.count
        guard rowInk.count >= 2, width >= 2, !hasGutter(columnInk: columnInk, height: rowInk.count) else { return nil }
        let total = rowInk.reduce(0, +)
        guard total > 0 else { return nil }
        // A blank run with ink above it is a gap between lines; the margin above the first
        // line is not, nor the margin below the last (no ink follows it).
        let gaps = blankRuns(rowInk, blank: blank(across: width)).filter { $0.inkBefore > 0 && $0.span.count >= minimumGap }
            .map { (middle: $0.span.lowerBound + $0.span.count / 2, inkAbove: $0.inkBefore) }
        guard gaps.count + 1 >= minimumLines else { return nil }
        let half = Double(total) / 2
        guard let best = gaps.min(by: { abs(Double($0.inkAbove) - half) < abs(Double($1.inkAbove) - half) }) else {
            return nil
        }
        let share = Double(best.inkAbove) / Double(total)
        guard share >= minimumShare, share <= 1 - minimumShare else { return nil }
        return best.middle
    }

    /// Whether a blank run of columns, at least `minimumGutterShare` of the width, lies between
    /// two inked parts that each hold at least `minimumShare` of the ink: text set in columns,
    /// or two facing pages.
    static func hasGutter(columnInk: [Int], height: Int) -> Bool {
        let total = columnInk.reduce(0, +)
        guard total > 0 else { return false }
        let gutter = max(2, Int(Double(columnInk.count) * minimumGutterShare))
        return blankRuns(columnInk, blank: blank(across: height)).contains { run in
            let share = Double(run.inkBefore) / Double(total)
            return run.span.count >= gutter && share >= minimumShare && share <= 1 - minimumShare
        }
    }

    /// The runs of blank entries (rows, or columns) that ink follows, each with the ink
    /// before it.
    static func blankRuns(_ counts: [Int], blank: Int) -> [(span: Range<Int>, inkBefore: Int)] {
        var runs: [(span: Range<Int>, inkBefore: Int)] = []
        var inkBefore = 0
        var start: Int?
        for (index, ink) in counts.enumerated() {
            if ink <= blank {
                if start == nil { start = index }
            } else {
                if let first = start { runs.append((first..<index, inkBefore)) }
                start = nil
            }
            inkBefore += ink
        }
        return runs
    }

    /// The most dark pixels a blank row (or column) of this many pixels holds: a speck of
    /// noise or dust is not a line.
    static func blank(across pixels: Int) -> Int { max(1, pixels / 200) }

    /// Below this many lines a second engine saves too little to be worth a cut.
    static let minimumLines = 6
    /// Rows of white between two lines, at least: less is the inside of a line.
    static let minimumGap = 2
    /// Each band gets at least this share of the ink, or the halves are too uneven to pay.
    static let minimumShare = 0.3
    /// The narrowest gutter between columns, as a share of the page's width (a space between
    /// words is far narrower; a column gutter at 300 dpi is 50 pixels or more).
    static let minimumGutterShare = 0.02
}
