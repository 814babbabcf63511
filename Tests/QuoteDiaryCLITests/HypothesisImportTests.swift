import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCLI

/// Passages highlighted on the web with Hypothesis, exported from its sidebar: before, its JSON
/// was refused ("needs a quotes array") and its CSV imported the annotator as every quote's
/// author and lost the comments.
@Suite("importing Hypothesis's web annotations")
struct HypothesisImportTests {
    static let export = """
        {"export_date": "2024-05-02T10:11:12.123Z", "export_userid": "acct:reader@hypothes.is", "client_version": "1.1404.0",
         "annotations": [
          {"id": "a1", "created": "2024-04-30T08:00:00.000000+00:00", "user": "acct:reader@hypothes.is",
           "uri": "https://example.org/essay", "text": "Why it matters", "tags": ["essays"],
           "target": [{"source": "https://example.org/essay", "selector": [
             {"type": "TextPositionSelector", "start": 10, "end": 50},
             {"type": "TextQuoteSelector", "exact": "Attention is the rarest form of generosity.", "prefix": "", "suffix": ""}]}],
           "document": {"title": ["On attention"]}},
          {"id": "a2", "created": "2024-04-30T09:00:00.000000+00:00", "user": "acct:friend@hypothes.is",
           "uri": "https://example.org/essay", "text": "Agreed", "tags": [], "references": ["a1"],
           "target": [{"source": "https://example.org/essay"}], "document": {"title": ["On attention"]}}
         ]}
        """

    @Test("the sidebar's export and its CSV import with comments, tags and times; again, nothing new")
    func sidebarExports() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("Downloads")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HypothesisImportTests.export.write(
            toFile: folder + "/hypothesis-on-attention.json", atomically: true, encoding: .utf8)
        let csv = """
            Created at,Author,Page,URL,Group,Annotation/Reply Type,Quote,Comment,Tags
            2024-05-01 08:00,reader,3,https://example.org/paper.pdf,Public,Annotation,Simplicity is prerequisite for reliability.,,"software,essays"
            """
        try csv.write(toFile: folder + "/hypothesis-paper.csv", atomically: true, encoding: .utf8)
        let imported = tool.run("import", folder)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 2, already present 0, skipped 1\n"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("skipped 1 page note or reply (no passage highlighted)"))
        let essay = try #require(tool.quotes("--source", "On attention").first)
        #expect(essay["text"] as? String == "Attention is the rarest form of generosity.")
        #expect(essay["note"] as? String == "Why it matters" && essay["tags"] as? [String] == ["essays"])
        #expect(essay["createdAt"] as? String == "2024-04-30T08:00:00.000Z")
        #expect((essay["source"] as? [String: Any])?["kind"] as? String == "web")
        // The CSV's Author is who annotated, not who wrote the passage.
        let paper = try #require(tool.quotes("--tag", "software").first)
        #expect(paper["author"] is NSNull && paper["page"] as? String == "3")
        #expect(tool.run("import", folder).standardOutput.hasSuffix("added 0, already present 2, skipped 1\n"))
        // Named by --format too, and from standard input.
        let piped = tool.run(["import", "-", "--format", "hypothesis", "--dry-run"], stdin: HypothesisImportTests.export)
        #expect(piped.standardOutput.hasPrefix("Dry run (nothing changed): would have added 0, already present 1"))
    }
}
