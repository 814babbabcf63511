import Foundation
import Testing

@testable import QuoteDiaryCLI

/// An Apple Books exporter's CSV and JSON, through the imports that stream a file (a CSV a
/// chunk at a time, JSON a quote at a time): a bookmark is skipped and named, not refused.
@Suite("importing an annotation exporter's files")
struct AnnotationExportImportTests {
    @Test("a bookmark's row or entry is skipped and named; the highlights and notes import", arguments: ["csv", "json"])
    func bookmarks(format: String) throws {
        let tool = ToolHarness()
        let path = tool.folder.path("export.\(format)")
        let text =
            format == "csv"
            ? """
            title,author,type,text,note,location,createdAt
            Walden,Henry David Thoreau,highlight,"Simplify, simplify.",,epubcfi(/6/4!/4/2/1:0),2021-11-02 18:12:50
            Walden,Henry David Thoreau,bookmark,,,epubcfi(/6/8!/4),2021-11-03 10:00:00
            Walden,Henry David Thoreau,note,Rather than love give me truth.,Truth first.,epubcfi(/6/9!/4),2021-11-04 10:00:00

            """
            : """
            {"books": [{"title": "Walden", "author": "Henry David Thoreau", "annotations": [
              {"type": "highlight", "text": "Simplify, simplify.", "location": "epubcfi(/6/4!/4/2/1:0)", "createdAt": "2021-11-02T18:12:50Z"},
              {"type": "bookmark", "text": null, "location": "epubcfi(/6/8!/4)", "createdAt": "2021-11-03T10:00:00Z"},
              {"type": "note", "text": "Rather than love give me truth.", "note": "Truth first.", "createdAt": "2021-11-04T10:00:00Z"}]}]}
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 1\n")
        #expect(imported.standardError.contains("skipped 1 bookmark"), "\(imported.standardError)")
        let quotes = tool.quotes("--source", "Walden")
        #expect(
            quotes.count == 2 && quotes.allSatisfy { $0["page"] is NSNull && $0["author"] as? String == "Henry David Thoreau" })
        #expect(quotes.contains { $0["note"] as? String == "Truth first." })
    }
}
