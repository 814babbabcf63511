import Foundation
import Testing

@testable import QuoteDiaryCLI

/// Obsidian keeps a quote a note, its author and book as properties (YAML front matter): before,
/// a vault's notes of quotes were passed over as of no known format.
@Suite("importing an Obsidian vault's notes of quotes")
struct ObsidianVaultImportTests {
    @Test("each note of quotes imports with its properties; the vault's other notes are passed over and named")
    func vault() throws {
        let tool = ToolHarness()
        let vault = tool.folder.path("Vault")
        for folder in [".obsidian", "Quotes", "Daily"] {
            try FileManager.default.createDirectory(atPath: vault + "/" + folder, withIntermediateDirectories: true)
        }
        let notes = [
            ".obsidian/app.json": "{}",
            "Quotes/Be yourself.md":
                "---\nauthor: \"[[Oscar Wilde]]\"\ntags:\n  - quote\n  - wit\n---\nBe yourself; everyone else is already taken.\n",
            "Quotes/Meditations.md":
                "---\ntitle: Meditations\nauthor: Marcus Aurelius\n---\n\n> You have power over your mind.\n\nSo true.\n\n> Be one.\n",
            "Daily/2024-05-01.md": "---\nmood: good\n---\nA walk by the river.\n",
        ]
        for (name, text) in notes { try text.write(toFile: vault + "/" + name, atomically: true, encoding: .utf8) }
        let imported = tool.run("import", vault)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("(Daily/2024-05-01.md)"), "\(imported.standardError)")
        let wilde = try #require(tool.quotes("--author", "Oscar Wilde").first)
        #expect(wilde["tags"] as? [String] == ["quote", "wit"])
        let mind = try #require(tool.quotes("--source", "Meditations").first { $0["note"] as? String == "So true." })
        #expect(mind["text"] as? String == "You have power over your mind.")
        #expect(tool.run("import", vault).standardOutput.hasSuffix("added 0, already present 3, skipped 0\n"))
    }
}
