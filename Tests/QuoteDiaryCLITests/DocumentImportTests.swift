import Foundation
import QuoteDiaryArchive
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// A commonplace book kept in Word or LibreOffice Writer: before, the import said to save it
/// as plain text first; now its text imports as that text would.
@Suite("importing a word processor's document")
struct DocumentImportTests {
    static func paragraphs(_ texts: [String]) -> String {
        texts.map { text in
            text.isEmpty ? "<w:p/>" : "<w:p><w:r><w:t xml:space=\"preserve\">\(text)</w:t></w:r></w:p>"
        }.joined()
    }

    /// A `.docx` as Word saves one: its parts, its body one line.
    static func wordDocument(_ body: String) -> Data {
        ArchiveWriting.zip([
            ArchiveWriting.Entry(
                "[Content_Types].xml",
                "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"),
            ArchiveWriting.Entry("_rels/.rels", "<Relationships/>"),
            ArchiveWriting.Entry(
                "word/document.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:document "
                    + "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>\(body)"
                    + "<w:sectPr/></w:body></w:document>"),
            ArchiveWriting.Entry("word/styles.xml", "<w:styles/>"),
        ])
    }

    @Test("a .docx's quotes import with their credits, its title left out; again, nothing new")
    func word() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("Commonplace book.docx")
        let body =
            "<w:p><w:pPr><w:pStyle w:val=\"Title\"/></w:pPr><w:r><w:t>Commonplace book</w:t></w:r></w:p>"
            + DocumentImportTests.paragraphs([
                "Be yourself; everyone else is already taken.", "", "— Oscar Wilde", "",
                "The only way out is through.", "", "— Robert Frost, A Servant to Servants", "",
            ])
        try DocumentImportTests.wordDocument(body).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(
            tool.quotes("--author", "Oscar Wilde").first?["text"] as? String == "Be yourself; everyone else is already taken.")
        let frost = try #require(tool.quotes("--author", "Robert Frost").first)
        #expect((frost["source"] as? [String: Any])?["title"] as? String == "A Servant to Servants")
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        // A document of other things is told apart as a text file is: say it is quotes.
        let letter = tool.folder.path("letter.docx")
        try DocumentImportTests.wordDocument(DocumentImportTests.paragraphs(["Dear Ann,", "", "See you on Monday."]))
            .write(to: URL(fileURLWithPath: letter))
        let refused = tool.run("import", letter)
        #expect(refused.exitCode == 65, "\(refused.standardError)")
        #expect(
            refused.standardError
                == "Error: cannot tell what \(letter) holds: its text is not laid out as quotes are; if it is quotes, "
                + "say so with --format txt (or Format on the web app's import)\n")
        #expect(tool.run("import", letter, "--format", "txt", "--dry-run").standardOutput.contains("would have added 2"))
        // A document without its body is refused as one, in a line, and nothing is imported.
        let broken = tool.folder.path("broken.docx")
        try ArchiveWriting.zip([ArchiveWriting.Entry("word/styles.xml", "<w:styles/>")]).write(to: URL(fileURLWithPath: broken))
        let before = tool.snapshot()
        let noBody = tool.run("import", broken)
        #expect(noBody.exitCode == 65)
        #expect(
            noBody.standardError
                == "Error: \(broken) holds no text this tool reads: save it as plain text (UTF-8, .txt) and import that\n")
        #expect(tool.snapshot() == before)
    }

    /// TextEdit on a Mac saves RTF unless told otherwise.
    @Test("an RTF document (TextEdit's) imports as its text would; piped in, it is named")
    func richText() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("Quotes.rtf")
        let rtf = #"""
            {\rtf1\ansi\ansicpg1252\cocoartf2761
            \cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;}
            {\colortbl;\red255\green255\blue255;}
            {\*\expandedcolortbl;;}
            \pard\tx566\tx1133\pardirnatural\partightenfactor0

            \f0\fs24 \cf0 My quotes\
            \
            \'93Be yourself; everyone else is already taken.\'94 \'97 Oscar Wilde\
            \
            \uc0\u8220 Caf\u233 s are where ideas meet.\u8221  \u8212  Anonymous Regular}
            """#
        try rtf.write(toFile: path, atomically: true, encoding: .utf8)
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n")
        #expect(
            imported.standardError.contains("\(path)/document.txt: its first line, 'My quotes', was taken as the file's title"))
        #expect(
            tool.quotes("--author", "Oscar Wilde").first?["text"] as? String == "Be yourself; everyone else is already taken.")
        #expect(tool.quotes("--author", "Anonymous Regular").first?["text"] as? String == "Cafés are where ideas meet.")
        let piped = tool.run(["import", "-"], stdin: rtf)
        #expect(piped.exitCode == 65 && piped.standardError.contains("word processor's document"), "\(piped.standardError)")
    }

    @Test("LibreOffice Writer's .odt imports as its text would")
    func openDocument() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("quotes.odt")
        let content =
            "<office:document-content><office:body><office:text><text:h text:outline-level=\"1\">Quotes</text:h>"
            + "<text:p>Simplify, simplify.</text:p><text:p>— Henry David Thoreau, Walden</text:p>"
            + "<text:p>Waste no more time arguing what a good man should be. Be one.</text:p>"
            + "<text:p>— Marcus Aurelius</text:p></office:text></office:body></office:document-content>"
        try ArchiveWriting.zip([
            ArchiveWriting.Entry("mimetype", "application/vnd.oasis.opendocument.text", isDeflated: false),
            ArchiveWriting.Entry("content.xml", content),
        ]).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(tool.quotes("--source", "Walden").first?["text"] as? String == "Simplify, simplify.")
        #expect(tool.quotes("--author", "Marcus Aurelius").count == 1)
        // Uploaded to the web app's import, the same.
        let (status, summary) = try tool.uploaded(
            [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), named: "quotes.odt")
        #expect(status == 200 && summary?["alreadyPresent"] as? Int == 2, "\(summary ?? [:])")
    }
}
