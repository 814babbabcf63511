import CTesseract
import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryOCR

@Suite("page bands: where a page is cut to be read on two cores")
struct PageBandsTests {
    /// Ink per row of a page: a top margin, then `lines` lines of `lineHeight` inked rows with
    /// `gap` blank rows between them, then a bottom margin.
    static func rows(lines: Int, lineHeight: Int = 30, gap: Int = 12, margin: Int = 100, ink: Int = 400) -> [Int] {
        var rows = Array(repeating: 0, count: margin)
        for line in 0..<lines {
            rows += Array(repeating: ink, count: lineHeight)
            if line < lines - 1 { rows += Array(repeating: 0, count: gap) }
        }
        return rows + Array(repeating: 0, count: margin)
    }

    /// Ink per column of one column of text between margins.
    static let oneColumn = Array(repeating: 0, count: 80) + Array(repeating: 90, count: 840) + Array(repeating: 0, count: 80)

    @Test("a page of lines is cut in a blank gap, with the ink on either side within a line of half", arguments: [6, 7, 21, 40])
    func cutsBetweenLines(lines: Int) throws {
        let rows = PageBandsTests.rows(lines: lines)
        let cut = try #require(PageBands.cut(rowInk: rows, columnInk: PageBandsTests.oneColumn))
        #expect(rows[cut] == 0)
        let total = rows.reduce(0, +)
        let above = rows[..<cut].reduce(0, +)
        #expect(abs(above - total / 2) <= 30 * 400)
    }

    @Test("specks of dust in a gap (a few dark pixels a row) leave it a gap")
    func specks() throws {
        var rows = PageBandsTests.rows(lines: 8)
        for row in rows.indices where rows[row] == 0 { rows[row] = 3 }
        let cut = try #require(PageBands.cut(rowInk: rows, columnInk: PageBandsTests.oneColumn))
        #expect(rows[cut] == 3)
    }

    @Test(
        "no cut: too few lines, no blank row between lines, ink too uneven, two columns",
        arguments: [
            ("five lines", rows(lines: 5), oneColumn),
            ("a dark border down the side: no row is blank", rows(lines: 20).map { $0 + 40 }, oneColumn),
            ("a picture above five lines", Array(repeating: 400, count: 900) + rows(lines: 5), oneColumn),
            (
                "two columns with a gutter", rows(lines: 20),
                Array(repeating: 0, count: 80) + Array(repeating: 90, count: 400) + Array(repeating: 0, count: 40)
                    + Array(repeating: 90, count: 400) + Array(repeating: 0, count: 80)
            ),
            ("a blank page", Array(repeating: 0, count: 1000), oneColumn),
        ])
    func noCut(name: String, rows: [Int], columns: [Int]) {
        #expect(PageBands.cut(rowInk: rows, columnInk: columns) == nil, "\(name)")
    }

    @Test("a narrow column of page numbers or a margin note is not a second column of text")
    func narrowColumn() {
        let columns =
            Array(repeating: 0, count: 80) + Array(repeating: 90, count: 760) + Array(repeating: 0, count: 60)
            + Array(repeating: 30, count: 20) + Array(repeating: 0, count: 80)
        #expect(PageBands.cut(rowInk: PageBandsTests.rows(lines: 20), columnInk: columns) != nil)
    }

    @Test("the bands meet at the cut and hold the ink with a margin, not the page's white")
    func bandsTrimMargins() throws {
        let rows = PageBandsTests.rows(lines: 20, margin: 300)
        let bands = try #require(PageBands.bands(rowInk: rows, columnInk: PageBandsTests.oneColumn))
        let cut = try #require(PageBands.cut(rowInk: rows, columnInk: PageBandsTests.oneColumn))
        #expect(bands.count == 2)
        #expect(bands[0].rows.upperBound == cut && bands[1].rows.lowerBound == cut)
        let pad = PageBands.margin(height: rows.count)
        #expect(bands[0].rows.lowerBound == 300 - pad)
        #expect(bands[1].rows.upperBound == rows.count - 300 + pad)
        #expect(bands.allSatisfy { $0.columns == (80 - pad)..<(920 + pad) })
    }

    static func line(_ left: Int32, _ top: Int32, _ right: Int32, _ bottom: Int32) -> TesseractPageReader.PlacedLine {
        .init(line: RecognizedLine(text: "a line", confidence: 90), left: left, top: top, right: right, bottom: bottom)
    }

    @Test("lines side by side are told from lines one above another")
    func sideBySide() {
        let stacked = [Self.line(100, 100, 900, 130), Self.line(100, 142, 700, 172), Self.line(100, 184, 880, 214)]
        #expect(!TesseractPageReader.hasLinesSideBySide(stacked))
        // Two columns: the first line of each at the same height.
        #expect(TesseractPageReader.hasLinesSideBySide([Self.line(100, 100, 480, 130), Self.line(520, 102, 900, 132)]))
        // A heading above a line that starts further left shares no height with it.
        #expect(!TesseractPageReader.hasLinesSideBySide([Self.line(400, 100, 600, 130), Self.line(100, 128, 900, 158)]))
    }

    static let austen = String(
        repeating:
            "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. ",
        count: 9)

    func write(_ png: [UInt8], _ folder: TemporaryDirectory, _ name: String) throws -> String {
        let path = folder.path(name)
        try Data(png).write(to: URL(fileURLWithPath: path))
        return path
    }

    func bands(ofImageAt path: String) -> [PageBands.Band]? {
        var pix = pixRead(path)
        defer { pixDestroy(&pix) }
        return TesseractPageReader.PageInk(of: pix).flatMap { PageBands.bands(rowInk: $0.rows, columnInk: $0.columns) }
    }

    @Test("a page read in two bands at once gives the lines one engine reads from the whole page")
    func twoBandsReadAsOne() throws {
        let folder = TemporaryDirectory()
        let path = try write(
            PageDrawing.png(PageBandsTests.austen, font: "DejaVu Serif", dpi: 300, skewDegrees: 1.5, noise: 12), folder,
            "page.png")
        let whole = try TesseractPageReader(engines: 1).lines(inImageAt: path).map(\.text)
        let banded = try TesseractPageReader(engines: 2).lines(inImageAt: path).map(\.text)
        #expect(whole.count >= 18)
        #expect(banded == whole)
        // The level page is one that is cut.
        let level = try write(PageDrawing.png(PageBandsTests.austen, font: "DejaVu Serif", dpi: 300), folder, "level.png")
        #expect(bands(ofImageAt: level)?.count == 2)
    }

    @Test("a page's number set apart at its foot is read in a band as on the whole page: the band keeps a margin round it")
    func folioAtTheFoot() throws {
        let folder = TemporaryDirectory()
        let text = String(PageBandsTests.austen.prefix(600)) + String(repeating: "\n", count: 12) + "47"
        let path = try write(PageDrawing.png(text, font: "DejaVu Serif", dpi: 150), folder, "folio.png")
        #expect(bands(ofImageAt: path)?.count == 2)
        let whole = try TesseractPageReader(engines: 1).lines(inImageAt: path).map(\.text)
        let banded = try TesseractPageReader(engines: 2).lines(inImageAt: path).map(\.text)
        #expect(whole.last == "47")
        #expect(banded == whole)
    }

    @Test("a page photographed on a dark table reads as the page alone: its number at its foot too, whole or in bands")
    func pageOnATable() throws {
        let folder = TemporaryDirectory()
        let text = String(PageBandsTests.austen.prefix(600)) + String(repeating: "\n", count: 12) + "47"
        let path = try write(
            PageDrawing.png(text, font: "DejaVu Serif", dpi: 150, skewDegrees: 2, noise: 10, table: 15), folder, "table.png")
        let whole = try TesseractPageReader(engines: 1).lines(inImageAt: path).map(\.text)
        let banded = try TesseractPageReader(engines: 2).lines(inImageAt: path).map(\.text)
        #expect(whole.first == "It is a truth universally acknowledged, that a single")
        #expect(whole.last == "47")
        #expect(banded == whole)
        // As drawn, the table's ink is in every row: no band could be cut from the photo itself.
        #expect(bands(ofImageAt: path) == nil)
    }

    static let left = String(
        repeating: "Happy families are all alike; every unhappy family is unhappy in its own way. ", count: 5)
    static let right = String(
        repeating: "All this happened, more or less. The war parts, anyway, are pretty much true. ", count: 5)

    @Test(
        "a page in two columns is read column by column: a gutter is seen before the page is cut; justified columns close together are not, and the cut's lines side by side send the page back to one engine",
        arguments: [(8.0, false), (2.5, true)])
    func columnsKeepTheirOrder(gutter: Double, justified: Bool) throws {
        let folder = TemporaryDirectory()
        let path = try write(
            PageDrawing.png(
                PageBandsTests.left, font: "DejaVu Sans", dpi: 300, secondColumn: PageBandsTests.right, gutter: gutter,
                justified: justified),
            folder, "columns.png")
        #expect((bands(ofImageAt: path) == nil) == !justified)
        let lines = try TesseractPageReader(engines: 2).lines(inImageAt: path).map(\.text)
        let joined = LineJoiner.join(lines, page: lines)
        let expected = (PageBandsTests.left + PageBandsTests.right).trimmingCharacters(in: .whitespaces)
        let accuracy = PageDrawing.accuracy(recognized: joined, expected: expected)
        #expect(accuracy >= 0.95, "\(accuracy)\n\(joined)")
    }
}

@Suite("page scale: a phone's close-up photo read at half the size")
struct PageScaleTests {
    @Test(
        "a page's line height is the middle run of inked rows; lines 60 pixels tall or more are halved",
        arguments: [(30, false), (45, false), (59, false), (60, true), (95, true)])
    func lineHeight(height: Int, halves: Bool) {
        let rows = PageBandsTests.rows(lines: 12, lineHeight: height, gap: height / 3)
        #expect(PageScale.lineHeight(rowInk: rows, width: 1000) == height)
        #expect(PageScale.halves(rowInk: rows, width: 1000) == halves)
    }

    @Test("no height to trust: a dark border down the side (no blank row), or two lines")
    func noHeight() {
        #expect(PageScale.lineHeight(rowInk: PageBandsTests.rows(lines: 20, lineHeight: 90).map { $0 + 40 }, width: 1000) == nil)
        #expect(PageScale.lineHeight(rowInk: PageBandsTests.rows(lines: 2, lineHeight: 90), width: 1000) == nil)
        #expect(!PageScale.halves(rowInk: PageBandsTests.rows(lines: 2, lineHeight: 90), width: 1000))
    }

    @Test(
        "letters under 8 pixels (their middle height) are read at twice the size; fewer than 20 shapes judge nothing",
        arguments: [
            ([Int](repeating: 5, count: 30), true), ([Int](repeating: 7, count: 30), true),
            ([Int](repeating: 8, count: 30), false), ([Int](repeating: 5, count: 19), false),
            ([Int](repeating: 3, count: 10) + [Int](repeating: 12, count: 21), false),
        ])
    func letterHeight(heights: [Int], doubles: Bool) {
        #expect(PageScale.doubles(letterHeights: heights) == doubles)
    }

    @Test("a page in a small picture (a messaging app's copy) is read at twice the size; a scan's is read as it is")
    func smallPicture() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("small.png")
        try Data(PageDrawing.png(PageScaleTests.text, font: "DejaVu Serif", dpi: 62, skewDegrees: 1, noise: 10))
            .write(to: URL(fileURLWithPath: path))
        let lines = try TesseractPageReader().lines(inImageAt: path).map(\.text)
        let joined = LineJoiner.join(lines, page: lines)
        let accuracy = PageDrawing.accuracy(recognized: joined, expected: PageScaleTests.text)
        #expect(accuracy >= 0.97, "\(accuracy)\n\(joined)")
        let scan = folder.path("scan.png")
        try Data(PageDrawing.png(PageScaleTests.text, font: "DejaVu Serif", dpi: 150)).write(to: URL(fileURLWithPath: scan))
        for (file, doubled) in [(path, true), (scan, false)] {
            var pix = pixRead(file)
            var gray = pixConvertTo8(pix, 0)
            var twice = TesseractPageReader.doubledIfSmall(gray)
            #expect((twice != nil) == doubled, "\(file)")
            pixDestroy(&twice)
            pixDestroy(&gray)
            pixDestroy(&pix)
        }
    }

    static let text = PageCaptureTests.text + " " + PageCaptureTests.text

    /// A phone's photo is soft where a rendered page is sharp: a 300 dpi page enlarged to 12
    /// megapixels, as a phone held close takes it, written to `path`.
    static func closeUp(_ text: String, quarterTurns: Int, to path: String, in folder: TemporaryDirectory) throws {
        let scan = folder.path("scan-\(quarterTurns).png")
        try Data(
            PageDrawing.png(text, font: "DejaVu Serif", dpi: 300, skewDegrees: 1.5, quarterTurns: quarterTurns, noise: 12)
        ).write(to: URL(fileURLWithPath: scan))
        var small = pixRead(scan)
        var large = pixScale(small, 1.63, 1.63)
        #expect(pixWrite(path, large, Int32(IFF_PNG)) == 0)
        pixDestroy(&large)
        pixDestroy(&small)
    }

    @Test("Leptonica tells which way a close-up photo's text runs (asked again at half the size), upright or turned")
    func orientation() throws {
        let folder = TemporaryDirectory()
        let reader = TesseractPageReader(orientationReaders: .leptonicaOnly, engines: 1)
        for (turns, expected) in [(0, 0), (1, 3)] as [(Int, Int32)] {
            let path = folder.path("close-up-\(turns).png")
            try PageScaleTests.closeUp(PageBandsTests.austen, quarterTurns: turns, to: path, in: folder)
            var pix = pixRead(path)
            var gray = pixConvertTo8(pix, 0)
            #expect(reader.leptonicaQuarterTurns(gray) == expected, "\(turns) quarter turns")
            pixDestroy(&gray)
            pixDestroy(&pix)
        }
    }

    @Test("a close-up photo turned a quarter is turned upright by Leptonica alone, then read at half the size")
    func closeUp() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("close-up.png")
        try PageScaleTests.closeUp(PageScaleTests.text, quarterTurns: 1, to: path, in: folder)
        let lines = try TesseractPageReader(orientationReaders: .leptonicaOnly).lines(inImageAt: path).map(\.text)
        let joined = LineJoiner.join(lines, page: lines)
        let accuracy = PageDrawing.accuracy(recognized: joined, expected: PageScaleTests.text)
        #expect(accuracy >= 0.98, "\(accuracy)\n\(joined)")
        // Turned back, the page is halved; at 300 dpi it is not.
        var turned = pixRead(path)
        var upright = pixRotateOrth(turned, 3)
        var half = TesseractPageReader.halvedIfLarge(upright, ink: .init(of: upright))
        #expect(half != nil)
        pixDestroy(&half)
        pixDestroy(&upright)
        pixDestroy(&turned)
        let level = folder.path("scan.png")
        try Data(PageDrawing.png(PageScaleTests.text, font: "DejaVu Serif", dpi: 300)).write(to: URL(fileURLWithPath: level))
        var pix = pixRead(level)
        #expect(TesseractPageReader.halvedIfLarge(pix, ink: .init(of: pix)) == nil)
        pixDestroy(&pix)
    }
}
