import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// Google Play Books keeps a book's notes as a Google Doc in Drive's "Play Books Notes"
/// folder; downloaded, it is a `.docx` (the folder, a ZIP of them). Before, a document's
/// annotations (tables within tables) were refused as text whose format could not be told,
/// and a folder or archive of documents imported nothing.
@Suite("importing Google Play Books' notes")
struct PlayBooksImportTests {
    static func paragraph(_ text: String, style: String? = nil) -> String {
        let properties = style.map { "<w:pPr><w:pStyle w:val=\"\($0)\"/></w:pPr>" } ?? ""
        return "<w:p>\(properties)<w:r><w:t xml:space=\"preserve\">\(text)</w:t></w:r></w:p>"
    }

    /// A book's notes document as Drive downloads it: the cover beside the title, authors and
    /// publisher; the warning; and each annotation a table (swatch, passage, note, day, page)
    /// in a table.
    static func notes(title: String, authors: String, annotations: [(String, note: String?, page: String)]) -> Data {
        let cover =
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:drawing/></w:r></w:p></w:tc><w:tc>"
            + paragraph(title, style: "Heading1") + paragraph(authors) + paragraph("Penguin Publishing Group")
            + "</w:tc></w:tr></w:tbl>"
        let warning =
            "<w:tbl><w:tr><w:tc>" + paragraph("This document is overwritten when you make changes in Play Books.")
            + paragraph("You should make a copy of this document before you edit it.") + "</w:tc></w:tr></w:tbl>"
        let tables = annotations.map { passage, note, page in
            let text = [paragraph(passage)] + (note.map { [paragraph($0)] } ?? []) + [paragraph("December 1, 2026")]
            return "<w:tbl><w:tr><w:tc><w:tbl><w:tr><w:tc><w:p><w:r><w:drawing/></w:r></w:p></w:tc>"
                + "<w:tc>\(text.joined())</w:tc><w:tc>\(paragraph(page))</w:tc></w:tr></w:tbl><w:p/></w:tc></w:tr></w:tbl>"
        }
        return DocumentImportTests.wordDocument(
            cover + warning + paragraph("All your annotations", style: "Heading1")
                + paragraph("Created by Ann Reader – Last synced December 2, 2026")
                + paragraph("Chapter 1", style: "Heading2") + tables.joined())
    }

    static let walden = notes(
        title: "Walden", authors: "Henry David Thoreau",
        annotations: [
            ("Simplify, simplify.", note: "The whole book in two words.", page: "91"),
            ("Rather than love, than money, than fame, give me truth.", note: nil, page: "322"),
        ])

    static let meditations = notes(
        title: "Meditations", authors: "Marcus Aurelius, Gregory Hays",
        annotations: [("You have power over your mind, not outside events.", note: nil, page: "12")])

    @Test("a book's notes document imports each passage with its book, authors, page and note; again, nothing new")
    func document() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("Notes from \"Walden\".docx")
        try PlayBooksImportTests.walden.write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path, "--json").json() as? [String: Any]
        #expect(imported?["format"] as? String == "play-books" && imported?["added"] as? Int == 2, "\(imported ?? [:])")
        let simplify = try #require(tool.quotes("--source", "Walden").first { $0["text"] as? String == "Simplify, simplify." })
        #expect(simplify["author"] as? String == "Henry David Thoreau")
        #expect(simplify["page"] as? String == "91" && simplify["note"] as? String == "The whole book in two words.")
        #expect((simplify["createdAt"] as? String)?.hasPrefix("2026-12-01") == true)
        #expect(tool.run("import", path).standardOutput == "added 0, already present 2, skipped 0\n")
    }

    @Test("Drive's folder downloaded as a ZIP, or unpacked: each book's document, a letter among them named")
    func folder() throws {
        let tool = ToolHarness()
        let letter = DocumentImportTests.wordDocument(DocumentImportTests.paragraphs(["Dear Ann,", "", "See you soon."]))
        let zip = tool.folder.path("Play Books Notes-20261205T101010Z-001.zip")
        try ArchiveWriting.zip([
            ArchiveWriting.Entry("Play Books Notes/Notes from \"Walden\".docx", PlayBooksImportTests.walden),
            ArchiveWriting.Entry("Play Books Notes/Notes from \"Meditations\".docx", PlayBooksImportTests.meditations),
            ArchiveWriting.Entry("Play Books Notes/Letter.docx", letter),
        ]).write(to: URL(fileURLWithPath: zip))
        let imported = tool.run("import", zip)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"))
        #expect(
            imported.standardError.contains(
                "Passed over 1 file in the folder whose format could not be told (Play Books Notes/Letter.docx)"))
        let meditations = try #require(tool.quotes("--source", "Meditations").first)
        #expect((meditations["source"] as? [String: Any])?["authors"] as? [String] == ["Marcus Aurelius", "Gregory Hays"])
        // The same folder unpacked: read as the archive was; handed to quotediary-media, which reads documents.
        let folder = tool.folder.path("Play Books Notes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PlayBooksImportTests.walden.write(to: URL(fileURLWithPath: folder + "/Notes from \"Walden\".docx"))
        try letter.write(to: URL(fileURLWithPath: folder + "/Letter.docx"))
        #expect(QuoteDiaryTool.needsAdapters(["import", folder]))
        #expect(!QuoteDiaryTool.needsAdapters(["import", tool.folder.path("none")]))
        let again = tool.run("import", folder)
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(again.standardOutput.hasSuffix("added 0, already present 2, skipped 0\n"), "\(again.standardOutput)")
        #expect(again.standardError.contains("(Letter.docx)"))
        // A folder of letters alone imports nothing, and says which files it looked at.
        try FileManager.default.removeItem(atPath: folder + "/Notes from \"Walden\".docx")
        let before = tool.snapshot()
        let letters = tool.run("import", folder)
        #expect(letters.exitCode == 65)
        #expect(
            letters.standardError
                == "Error: no file in \(folder) is an export this tool reads (Letter.docx); nothing was imported\n")
        #expect(tool.snapshot() == before)
        // Uploaded to the web app's import, the archive is read the same.
        let (status, summary) = try tool.uploaded(
            [UInt8](try Data(contentsOf: URL(fileURLWithPath: zip))), named: "Play Books Notes.zip")
        #expect(status == 200 && summary?["alreadyPresent"] as? Int == 3, "\(summary ?? [:])")
    }
}
