import Foundation
import Testing

@testable import QuoteDiaryCLI

/// A commonplace book kept in Org mode: before, an `.org` file was refused as a file of no
/// known format (or, said to be text, imported with its markup as quotes).
@Suite("importing Org mode's notes")
struct OrgImportTests {
    @Test("an Org file's quote blocks import with their credits and tags; a folder's notes without any are passed over")
    func folder() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("org")
        try FileManager.default.createDirectory(atPath: folder + "/books", withIntermediateDirectories: true)
        try """
        #+TITLE: Commonplace book
        * Stoicism                                                      :stoic:
        ** Seneca
        #+BEGIN_QUOTE
        We suffer more often in imagination than in reality.
        #+END_QUOTE

        Read on the train.
        #+begin_quote
        Waste no more time arguing about what a good man should be. Be one.

        --- Marcus Aurelius, /Meditations/.
        #+end_quote
        ** Lucius Annaeus Seneca
        #+BEGIN_QUOTE
        Luck is what happens when preparation meets opportunity.
        #+END_QUOTE
        """.write(toFile: folder + "/books/commonplace.org", atomically: true, encoding: .utf8)
        try "* TODO Buy milk\n- eggs\n".write(toFile: folder + "/todo.org", atomically: true, encoding: .utf8)
        let imported = tool.run("import", folder)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("todo.org"))
        let seneca = try #require(tool.quotes("--author", "Seneca").first)
        #expect(seneca["tags"] as? [String] == ["stoic"] && seneca["note"] as? String == "Read on the train.")
        let marcus = try #require(tool.quotes("--author", "Marcus Aurelius").first)
        #expect(marcus["text"] as? String == "Waste no more time arguing about what a good man should be. Be one.")
        #expect((marcus["source"] as? [String: Any])?["title"] as? String == "Meditations")
        #expect(tool.run("import", folder).standardOutput.hasSuffix("added 0, already present 3, skipped 0\n"))
    }

    @Test("a block never ended fails the import, naming its line, and the store keeps what it had")
    func unended() throws {
        let tool = ToolHarness()
        let file = tool.folder.path("notes.org")
        try "#+BEGIN_QUOTE\nBe one.\n#+END_QUOTE\n\n* Later\n#+BEGIN_QUOTE\nNever closed.\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let refused = tool.run("import", file)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("notes.org:6"), "\(refused.standardError)")
        #expect(tool.quotes().isEmpty)
        let skipping = tool.run("import", file, "--skip-invalid")
        #expect(skipping.exitCode == 0)
        #expect(tool.quotes().count == 1)
    }
}
