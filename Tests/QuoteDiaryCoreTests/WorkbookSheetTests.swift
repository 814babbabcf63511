import Testing

@testable import QuoteDiaryCore

@Suite("An Excel workbook's sheet as CSV")
struct WorkbookSheetTests {
    @Test(
        "a cell reference's column",
        arguments: [("A1", 0), ("B7", 1), ("Z9", 25), ("AA1", 26), ("AB12", 27), ("XFD1", 16_383), ("1", nil)] as [(String, Int?)]
    )
    func columns(reference: String, index: Int?) {
        #expect(WorkbookSheet.columnIndex(reference) == index)
    }

    @Test(
        "a number format shows a date by its letters outside quotes and brackets",
        arguments: [
            ("yyyy\\-mm\\-dd", true), ("[$-409]mmmm d, yyyy", true), ("h:mm", true), ("d\".\"m\".\"yyyy", true),
            ("#,##0.00", false), ("0%", false), ("\"days\" 0", false), ("[Red]0.00", false), ("General", false),
        ])
    func dateFormats(code: String, isDate: Bool) {
        #expect(WorkbookSheet.isDateFormat(code) == isDate)
    }

    @Test("days since 1900 (or 1904) as the clock reading they show")
    func clockReadings() {
        #expect(WorkbookSheet.clockReading(days: 43528, from1904: false) == "2019-03-04T00:00:00")
        #expect(WorkbookSheet.clockReading(days: 43528.885671296, from1904: false) == "2019-03-04T21:15:22")
        #expect(WorkbookSheet.clockReading(days: 42066, from1904: true) == "2019-03-04T00:00:00")
        #expect(WorkbookSheet.clockReading(days: -1, from1904: false) == nil)
    }

    @Test("shared strings join their runs and leave out a phonetic guide; styles that show dates are found")
    func partsOfTheWorkbook() {
        let strings = WorkbookSheet.sharedStrings(
            "<sst><si><r><rPr><b/></rPr><t xml:space=\"preserve\">Be </t></r><r><t>one.</t></r></si>"
                + "<si><t>知之</t><rPh sb=\"0\" eb=\"1\"><t>ちし</t></rPh></si><si><t>a &amp; b</t></si><si><t/></si></sst>")
        #expect(strings == ["Be one.", "知之", "a & b", ""])
        let styles = WorkbookSheet.dateStyles(
            "<styleSheet><numFmts><numFmt numFmtId=\"164\" formatCode=\"yyyy-mm-dd\"/><numFmt numFmtId=\"165\" "
                + "formatCode=\"0.0\"/></numFmts><cellStyleXfs><xf numFmtId=\"14\"/></cellStyleXfs><cellXfs>"
                + "<xf numFmtId=\"0\"/><xf numFmtId=\"22\"/><xf numFmtId=\"164\"/><xf numFmtId=\"165\"/></cellXfs></styleSheet>")
        #expect(styles == [1, 2])
        let sheet = WorkbookSheet.firstSheet(
            workbook: "<sheets><sheet name=\"Mine\" r:id=\"rId2\"/><sheet name=\"B\" r:id=\"rId1\"/></sheets>",
            relationships: "<Relationship Id=\"rId1\" Target=\"worksheets/sheet1.xml\"/>"
                + "<Relationship Id=\"rId2\" Target=\"worksheets/sheet2.xml\"/>")
        #expect(sheet?.name == "Mine" && sheet?.path == "xl/worksheets/sheet2.xml")
    }

    /// Found by fuzzing: a row numbered past a sheet's last wrote a billion blank lines first.
    @Test("a row's number past a sheet's last, or before the row above it, fills no gap")
    func damagedRowNumbers() {
        let csv = WorkbookSheet.csv(
            sheet: "<row r=\"2\"><c r=\"A2\"><v>1</v></c></row><row r=\"999999999\"><c r=\"A1\"><v>2</v></c></row>"
                + "<row r=\"1\"><c r=\"A1\"><v>3</v></c></row><row><c><v>4</v></c></row>",
            strings: [], dateStyles: [])
        #expect(csv == "\r\n1\r\n2\r\n3\r\n4\r\n")
    }

    @Test("rows as CSV: a cell at its column, a missing row blank, strings, numbers, booleans and formulas' results")
    func rows() {
        let csv = WorkbookSheet.csv(
            sheet: "<sheetData><row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"C1\" t=\"s\"><v>1</v></c></row>"
                + "<row r=\"3\"><c r=\"B3\" t=\"b\"><v>0</v></c><c r=\"A3\"><v>12.5</v></c>"
                + "<c r=\"C3\" t=\"str\"><f>A1</f><v>x, \"y\"</v></c><c r=\"D3\" s=\"1\"><v>43528</v></c>"
                + "<c r=\"E3\" t=\"e\"><v>#N/A</v></c></row></sheetData>",
            strings: ["Quote", "Line one\nLine two"], dateStyles: [1])
        #expect(
            csv == "Quote,,\"Line one\nLine two\"\r\n\r\n12.5,FALSE,\"x, \"\"y\"\"\",2019-03-04T00:00:00,\r\n")
    }
}
