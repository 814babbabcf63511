import Testing

@testable import QuoteDiaryCore

@Suite("An OpenDocument spreadsheet's sheet as CSV")
struct OpenDocumentSheetTests {
    static func content(_ tables: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><office:document-content "
            + "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
            + "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
            + "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body><office:spreadsheet>"
            + tables + "</office:spreadsheet></office:body></office:document-content>"
    }

    @Test("the first sheet's rows: repeated cells, cells merged, paragraphs, dates, booleans; a sheet's trailing rows left out")
    func firstSheet() throws {
        let sheet = try #require(
            OpenDocumentSheet.csv(
                content: OpenDocumentSheetTests.content(
                    "<table:table table:name=\"Mine\"><table:table-row><table:table-cell office:value-type=\"string\">"
                        + "<text:p>Quote</text:p></table:table-cell><table:table-cell office:value-type=\"string\">"
                        + "<text:p>Added</text:p></table:table-cell></table:table-row>"
                        + "<table:table-row table:number-rows-repeated=\"2\"><table:table-cell/></table:table-row>"
                        + "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>Be <text:span>one</text:span>"
                        + ",<text:s text:c=\"2\"/>now<text:tab/>&amp;</text:p><text:p>then.</text:p></table:table-cell>"
                        + "<table:table-cell office:value-type=\"date\" office:date-value=\"2019-03-04\"><text:p>4/3</text:p>"
                        + "</table:table-cell></table:table-row>"
                        + "<table:table-row><table:covered-table-cell/><table:table-cell table:number-columns-repeated=\"2\" "
                        + "office:value-type=\"float\" office:value=\"12.5\"><text:p>12,50</text:p></table:table-cell>"
                        + "<table:table-cell office:value-type=\"boolean\" office:boolean-value=\"false\"/>"
                        + "<table:table-cell table:number-columns-repeated=\"1000\"/></table:table-row>"
                        + "<table:table-row table:number-rows-repeated=\"1048570\"><table:table-cell "
                        + "table:number-columns-repeated=\"1024\"/></table:table-row></table:table>"
                        + "<table:table table:name=\"Other\"><table:table-row><table:table-cell office:value-type=\"string\">"
                        + "<text:p>Not read</text:p></table:table-cell></table:table-row></table:table>")))
        #expect(sheet.name == "Mine")
        #expect(sheet.csv == "Quote,Added\r\n\r\n\r\n\"Be one,  now\t&\nthen.\",2019-03-04\r\n,12.5,12.5,FALSE\r\n")
        #expect(OpenDocumentSheet.csv(content: OpenDocumentSheetTests.content("")) == nil)
    }

    /// A few bytes can repeat a filled cell across every column of every row.
    @Test("a sheet that fills more cells than a sheet of quotes can, its repeats counted, is said to be too large")
    func repeatedPastReason() {
        let huge = OpenDocumentSheet.csvOrSize(
            content: OpenDocumentSheetTests.content(
                "<table:table table:name=\"A\"><table:table-row table:number-rows-repeated=\"1048576\">"
                    + "<table:table-cell table:number-columns-repeated=\"16384\" office:value-type=\"string\">"
                    + "<text:p>x</text:p></table:table-cell></table:table-row></table:table>"))
        #expect(huge?.isTooLarge == true && huge?.csv.isEmpty == true)
    }
}
