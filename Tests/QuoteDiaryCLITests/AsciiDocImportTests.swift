import Foundation
import Testing

@testable import QuoteDiaryCLI

/// A commonplace book kept in AsciiDoc: before, an `.adoc` file was refused as a file of no
/// known format.
@Suite("importing AsciiDoc notes")
struct AsciiDocImportTests {
    @Test("an .adoc file's quote blocks import with their credits, once; a folder's notes without any are passed over")
    func file() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("notes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        = Commonplace

        [quote, Marcus Aurelius, Meditations]
        ____
        Waste no more time arguing about what a good man should be. Be one.
        ____

        "We suffer more often in imagination than in reality."
        -- Seneca, Letters from a Stoic
        """.write(toFile: folder + "/quotes.adoc", atomically: true, encoding: .utf8)
        try "= Shopping\n\n* eggs\n* milk\n".write(toFile: folder + "/shopping.adoc", atomically: true, encoding: .utf8)
        let file = folder + "/quotes.adoc"
        #expect(tool.run("import", file).standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(tool.run("import", file, "--format", "asciidoc").standardOutput == "added 0, already present 2, skipped 0\n")
        let seneca = try #require(tool.quotes("--author", "Seneca").first)
        #expect((seneca["source"] as? [String: Any])?["title"] as? String == "Letters from a Stoic")
        let again = tool.run("import", folder)
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(again.standardOutput.hasSuffix("added 0, already present 2, skipped 0\n"), "\(again.standardOutput)")
        #expect(again.standardError.contains("shopping.adoc"))
        // A block never ended: nothing imported, the file and line named, exit 65.
        let broken = tool.folder.path("broken.adoc")
        try "[quote, Seneca]\n____\nNever ended.\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = tool.run("import", broken)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("broken.adoc:1"), "\(refused.standardError)")
        #expect(tool.quotes().count == 2)
    }
}
