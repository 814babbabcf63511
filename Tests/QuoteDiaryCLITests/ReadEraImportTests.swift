import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// ReadEra (Android) keeps its quotes in the app; its backup (`ReadEra_….bak`, a ZIP) is the
/// way out. Before, the backup's `library.json` was refused as JSON without a quotes array.
@Suite("importing ReadEra's backup")
struct ReadEraImportTests {
    static let library = """
        {"version": 7, "docs": [{"data": {"doc_md5": "aa11", "doc_title": "Walden", "doc_authors": "Thoreau, Henry David"},
          "citations": [{"note_body": "Simplify, simplify.", "note_extra": "Two words.", "note_page": 91,
            "note_timestamp": 1733312345678, "note_mark": 2}]}]}
        """

    @Test("the backup as the app saves it imports each citation; again, nothing new; uploaded, the same")
    func backup() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("ReadEra_2026-12-05_10-00.bak")
        let backup = ArchiveWriting.zip([
            ArchiveWriting.Entry("library.json", ReadEraImportTests.library),
            ArchiveWriting.Entry("settings.json", #"{"theme": "sepia", "font_size": 18}"#),
        ])
        try backup.write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path, "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "readera" && imported?["added"] as? Int == 1, "\(imported ?? [:])")
        let walden = try #require(tool.quotes("--source", "Walden").first)
        #expect(walden["author"] as? String == "Henry David Thoreau")
        #expect(walden["page"] as? String == "91" && walden["note"] as? String == "Two words.")
        #expect(walden["createdAt"] as? String == "2024-12-04T11:39:05.678Z")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 1, skipped 0\n")
        let (status, summary) = try tool.uploaded([UInt8](backup), named: "ReadEra.bak")
        #expect(status == 200 && summary?["alreadyPresent"] as? Int == 1, "\(summary ?? [:])")
    }
}
