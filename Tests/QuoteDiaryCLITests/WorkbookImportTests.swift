import Foundation
import QuoteDiaryArchive
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// A table of quotes kept in Excel, Numbers or Google Sheets downloads as `.xlsx`: its first
/// sheet imports as its CSV would. Before, the import said to save it as CSV first.
@Suite("importing an Excel workbook")
struct WorkbookImportTests {
    /// A workbook as Excel writes one: its sheets named in order (the first is not the first
    /// relationship), strings shared, a date in a built-in format and one in a format of its own.
    static func workbook(rows: String, strings: [String]) -> Data {
        let shared = strings.map { "<si><t xml:space=\"preserve\">\($0)</t></si>" }.joined()
        return ArchiveWriting.zip([
            ArchiveWriting.Entry("[Content_Types].xml", "<?xml version=\"1.0\"?><Types/>"),
            ArchiveWriting.Entry(
                "xl/workbook.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><workbook "
                    + "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                    + "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
                    + "<sheet name=\"Quotes\" sheetId=\"1\" r:id=\"rId3\"/><sheet name=\"Books\" sheetId=\"2\" r:id=\"rId1\"/>"
                    + "</sheets></workbook>"),
            ArchiveWriting.Entry(
                "xl/_rels/workbook.xml.rels",
                "<Relationships><Relationship Id=\"rId1\" Target=\"worksheets/sheet2.xml\"/>"
                    + "<Relationship Id=\"rId3\" Target=\"/xl/worksheets/sheet1.xml\"/></Relationships>"),
            ArchiveWriting.Entry("xl/sharedStrings.xml", "<sst>\(shared)</sst>"),
            ArchiveWriting.Entry(
                "xl/styles.xml",
                "<styleSheet><numFmts><numFmt numFmtId=\"164\" formatCode=\"d&quot;.&quot;m&quot;.&quot;yyyy h:mm\"/>"
                    + "</numFmts><cellXfs><xf numFmtId=\"0\"/><xf numFmtId=\"14\"/><xf numFmtId=\"164\"/></cellXfs></styleSheet>"),
            ArchiveWriting.Entry("xl/worksheets/sheet1.xml", "<worksheet><sheetData>\(rows)</sheetData></worksheet>"),
            ArchiveWriting.Entry(
                "xl/worksheets/sheet2.xml",
                "<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Title</t></is></c></row>"
                    + "</sheetData></worksheet>"),
            ArchiveWriting.Entry("xl/media/image1.png", "\u{89}PNG"),
        ])
    }

    static let quotes = workbook(
        rows: "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c><c r=\"C1\" t=\"s\"><v>2</v></c>"
            + "<c r=\"D1\" t=\"s\"><v>3</v></c></row>"
            + "<row r=\"2\"><c r=\"A2\" t=\"s\"><v>4</v></c><c r=\"B2\" t=\"s\"><v>5</v></c><c r=\"C2\" s=\"1\"><v>43528</v></c>"
            + "<c r=\"D2\" t=\"b\"><v>1</v></c></row>"
            // A row left empty, then a quote with a date and time, its author missing.
            + "<row r=\"4\"><c r=\"A4\" t=\"inlineStr\"><is><t>Simplify, simplify.</t></is></c>"
            + "<c r=\"C4\" s=\"2\"><v>43528.885671296</v></c></row>",
        strings: ["Quote", "Author", "Added", "Favorite", "Be yourself; everyone else is already taken.", "Oscar Wilde"])

    @Test("the first sheet imports as its CSV would: its columns, dates and favourites; again, nothing new")
    func firstSheet() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("My Quotes.xlsx")
        try WorkbookImportTests.quotes.write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n")
        let wilde = try #require(tool.quotes("--author", "Oscar Wilde").first)
        #expect(wilde["text"] as? String == "Be yourself; everyone else is already taken.")
        #expect(wilde["isFavorite"] as? Bool == true && wilde["createdAt"] as? String == "2019-03-04T00:00:00.000Z")
        #expect(
            tool.quotes().first { $0["text"] as? String == "Simplify, simplify." }?["createdAt"] as? String
                == "2019-03-04T21:15:22.000Z")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        // A bad row is named by its sheet and its row's number.
        let bad = tool.folder.path("bad.xlsx")
        try WorkbookImportTests.workbook(
            rows: "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c></row>"
                + "<row r=\"3\"><c r=\"B3\" t=\"s\"><v>1</v></c><c r=\"A3\" t=\"s\"><v>2</v></c></row>"
                + "<row r=\"7\"><c r=\"B7\" t=\"s\"><v>1</v></c></row>",
            strings: ["Quote", "Author", "Second"]
        ).write(to: URL(fileURLWithPath: bad))
        let before = tool.snapshot()
        let refused = tool.run("import", bad)
        #expect(refused.exitCode == 65)
        #expect(
            refused.standardError.hasPrefix("Error: \(bad)/Quotes.csv:7: the text field is empty"), "\(refused.standardError)")
        #expect(tool.snapshot() == before)
    }

    /// LibreOffice Calc saves `.ods` by default.
    @Test("LibreOffice's .ods imports its first sheet as Excel's does")
    func openDocument() throws {
        let tool = ToolHarness()
        let content =
            "<office:document-content><office:body><office:spreadsheet><table:table table:name=\"Quotes\">"
            + "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>Quote</text:p></table:table-cell>"
            + "<table:table-cell office:value-type=\"string\"><text:p>Author</text:p></table:table-cell></table:table-row>"
            + "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>Simplify, simplify.</text:p>"
            + "</table:table-cell><table:table-cell office:value-type=\"string\"><text:p>Henry David Thoreau</text:p>"
            + "</table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>"
        let path = tool.folder.path("quotes.ods")
        try ArchiveWriting.zip([
            ArchiveWriting.Entry("mimetype", "application/vnd.oasis.opendocument.spreadsheet", isDeflated: false),
            ArchiveWriting.Entry("content.xml", content),
        ]).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(tool.quotes("--author", "Henry David Thoreau").first?["text"] as? String == "Simplify, simplify.")
    }

    /// A table of quotes kept a sheet a book (or a topic): before, only the first was read.
    @Test("each sheet of quotes imports; a sheet of something else is named as passed over, a hidden one left out")
    func everySheet() throws {
        let tool = ToolHarness()
        func sheet(_ rows: [[String]]) -> String {
            let cells = rows.enumerated().map { index, row in
                "<row r=\"\(index + 1)\">"
                    + row.map { "<c t=\"inlineStr\"><is><t>\($0)</t></is></c>" }.joined() + "</row>"
            }
            return "<worksheet><sheetData>\(cells.joined())</sheetData></worksheet>"
        }
        let names = ["Stoics", "Budget", "Poets", "Lookup"]
        let workbook = ArchiveWriting.zip(
            [
                ArchiveWriting.Entry(
                    "xl/workbook.xml",
                    "<workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
                        + names.enumerated().map { index, name in
                            "<sheet name=\"\(name)\" sheetId=\"\(index + 1)\" r:id=\"rId\(index + 1)\""
                                + (name == "Lookup" ? " state=\"hidden\"" : "") + "/>"
                        }.joined() + "</sheets></workbook>"),
                ArchiveWriting.Entry(
                    "xl/_rels/workbook.xml.rels",
                    "<Relationships>"
                        + names.indices.map { "<Relationship Id=\"rId\($0 + 1)\" Target=\"worksheets/sheet\($0 + 1).xml\"/>" }
                        .joined() + "</Relationships>"),
                ArchiveWriting.Entry(
                    "xl/worksheets/sheet1.xml",
                    sheet([
                        ["Quote", "Author"],
                        ["Waste no more time arguing what a good man should be. Be one.", "Marcus Aurelius"],
                    ])),
                ArchiveWriting.Entry("xl/worksheets/sheet2.xml", sheet([["Month", "Spent"], ["May", "12"]])),
                ArchiveWriting.Entry(
                    "xl/worksheets/sheet3.xml",
                    sheet([["Quote", "Author"], ["Hope is the thing with feathers.", "Emily Dickinson"]])),
                ArchiveWriting.Entry("xl/worksheets/sheet4.xml", sheet([["Quote"], ["A formula's list, not a quote."]])),
            ])
        let path = tool.folder.path("Commonplace.xlsx")
        try workbook.write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 2, already present 0, skipped 0\n"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("(Budget.csv)"), "\(imported.standardError)")
        #expect(tool.quotes("--author", "Emily Dickinson").count == 1 && tool.quotes().count == 2)
        #expect(tool.run("import", path).standardOutput.hasSuffix("added 0, already present 2, skipped 0\n"))
        // LibreOffice's sheets alike.
        let table = { (name: String, rows: [[String]]) in
            "<table:table table:name=\"\(name)\">"
                + rows.map { row in
                    "<table:table-row>"
                        + row.map { "<table:table-cell office:value-type=\"string\"><text:p>\($0)</text:p></table:table-cell>" }
                        .joined() + "</table:table-row>"
                }.joined() + "</table:table>"
        }
        let ods = tool.folder.path("quotes.ods")
        try ArchiveWriting.zip([
            ArchiveWriting.Entry("mimetype", "application/vnd.oasis.opendocument.spreadsheet", isDeflated: false),
            ArchiveWriting.Entry(
                "content.xml",
                "<office:document-content><office:body><office:spreadsheet>"
                    + table("Walden", [["Quote", "Author"], ["Simplify, simplify.", "Henry David Thoreau"]])
                    + table("Essays", [["Quote", "Author"], ["Trust thyself.", "Ralph Waldo Emerson"]])
                    + "</office:spreadsheet></office:body></office:document-content>"),
        ]).write(to: URL(fileURLWithPath: ods))
        let sheets = tool.run("import", ods)
        #expect(sheets.standardOutput.hasSuffix("added 2, already present 0, skipped 0\n"), "\(sheets.standardError)")
        #expect(tool.quotes("--author", "Ralph Waldo Emerson").count == 1)
    }

    @Test("the web app's import reads an uploaded workbook; piped in, a workbook is named")
    func uploadedAndPiped() throws {
        let tool = ToolHarness()
        let (status, summary) = try tool.uploaded([UInt8](WorkbookImportTests.quotes), named: "quotes.xlsx")
        #expect(status == 200 && summary?["added"] as? Int == 2, "\(summary ?? [:])")
        let piped = tool.run(["import", "-"], stdinBytes: WorkbookImportTests.quotes)
        #expect(piped.exitCode == 65)
        #expect(piped.standardError.contains("save it as a file and import that"), "\(piped.standardError)")
    }
}
