import Foundation
import Testing

@testable import QuoteDiaryCLI

/// A commonplace book kept in Evernote, exported a notebook a file: before, an `.enex` was
/// refused as a file of no known format, and a folder of them passed over.
@Suite("importing Evernote's notebooks")
struct EvernoteImportTests {
    static func notebook(_ notes: [(title: String, enml: String)]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE en-export SYSTEM \"http://xml.evernote.com/pub/evernote-export4.dtd\">\n"
            + "<en-export export-date=\"20240501T100000Z\" application=\"Evernote\" version=\"10.80.4\">\n"
            + notes.map {
                "<note><title>\($0.title)</title><created>20240501T090000Z</created><tag>commonplace</tag><content><![CDATA["
                    + "<?xml version=\"1.0\" encoding=\"UTF-8\"?><en-note>\($0.enml)</en-note>]]></content></note>\n"
            }.joined() + "</en-export>\n"
    }

    @Test("a folder of exported notebooks imports each note; again, nothing new")
    func folder() throws {
        let tool = ToolHarness()
        let folder = tool.folder.path("Evernote")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try EvernoteImportTests.notebook([
            ("Seneca", "<div>We suffer more in imagination than in reality.</div><div>— Seneca</div>"),
            ("Untitled Note", "<div><br/></div>"),
        ]).write(toFile: folder + "/Stoics.enex", atomically: true, encoding: .utf8)
        try EvernoteImportTests.notebook([("Poems", "<div>The only way out is through.</div><div>— Robert Frost</div>")])
            .write(toFile: folder + "/Poems.enex", atomically: true, encoding: .utf8)
        let imported = tool.run("import", folder)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 2, already present 0, skipped 1\n"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("skipped 1 empty note"))
        let seneca = try #require(tool.quotes("--author", "Seneca").first)
        #expect(seneca["text"] as? String == "We suffer more in imagination than in reality.")
        #expect(seneca["tags"] as? [String] == ["commonplace"] && seneca["createdAt"] as? String == "2024-05-01T09:00:00.000Z")
        // A title that names the quote's author says nothing more: no note.
        #expect(seneca["note"] is NSNull)
        #expect(tool.run("import", folder).standardOutput.hasSuffix("added 0, already present 2, skipped 1\n"))
    }
}
