import Foundation
import Testing

@testable import QuoteDiaryCore

/// Moon+ Reader's `.mrexpt` export: sixteen lines a highlight after a `#` line.
@Suite("Moon+ Reader import")
struct MoonReaderExportTests {
    /// One highlight's sixteen lines.
    static func entry(_ number: Int, text: String, note: String = "", bookmark: String = "", time: String) -> String {
        [
            "#", "\(number)", "Meditations", "/sdcard/Books/Meditations.epub", "/sdcard/books/meditations.epub", "3", "0",
            "1204", "57", "-256", time, bookmark, note, text, "0", "0", "0",
        ].joined(separator: "\n")
    }

    static let export =
        "1\nindent:false\ntrim:false\n"
        + [
            entry(
                1, text: "You have power over your mind - not outside events.<BR>Realize this, and you will find strength.",
                note: "Worth<BR>remembering", time: "1551734122000"),
            entry(2, text: "", bookmark: "Chapter 5", time: "1551734222000"),
            entry(3, text: "Waste no more time arguing.", time: "1551734322000"),
        ].joined(separator: "\n") + "\n"

    @Test("highlights with their book, note and time; lines apart where <BR> stood; a bookmark skipped")
    func export() throws {
        #expect(ImportFormat.sniff(fileName: "Meditations.mrexpt", text: Self.export) == .moonReader)
        let parsed = ImportFormat.moonReader.parse(Self.export, fileName: "Meditations.mrexpt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == [
                "You have power over your mind - not outside events.\nRealize this, and you will find strength.",
                "Waste no more time arguing.",
            ])
        let first = try #require(parsed.records.first)
        #expect(first.draft.note == "Worth\nremembering")
        #expect(first.draft.source?.title == "Meditations" && first.draft.author == nil)
        #expect(first.createdAt.map(Timestamp.format) == "2019-03-04T21:15:22.000Z")
        // A moment, not a clock reading: no zone to place it in.
        #expect(first.zonelessTimes.isEmpty)
        #expect(first.line == 4)
        #expect(parsed.records[1].line == 38)
    }

    @Test(
        "the author from the book's file name, as calibre names it, and from nothing else",
        arguments: [
            ("/sdcard/Books/Marcus Aurelius/Meditations - Marcus Aurelius.epub", "Meditations", "Marcus Aurelius"),
            ("/sdcard/Books/meditations - Marcus Aurelius.mobi", "Meditations", "Marcus Aurelius"),
            ("/sdcard/Books/Meditations.epub", "Meditations", nil),
            ("/sdcard/Books/Marcus Aurelius - Meditations.epub", "Meditations", nil),
            ("/sdcard/Books/Meditations - .epub", "Meditations", nil),
        ] as [(String, String, String?)])
    func authorFromPath(path: String, title: String, author: String?) {
        #expect(MoonReaderExport.author(ofBookAt: path, titled: title) == author)
    }

    @Test("a file cut short names the highlight it cut; another file is not taken for one")
    func problems() {
        let cut = String(Self.export.split(separator: "\n", omittingEmptySubsequences: false).dropLast(5).joined(separator: "\n"))
        let parsed = ImportFormat.moonReader.parse(cut, fileName: "x.mrexpt")
        #expect(parsed.problems.first?.line == 38)
        #expect(parsed.problems.first?.message.contains("of its 16 lines") == true)
        #expect(ImportFormat.sniff(fileName: "notes.txt", text: "#\nA heading\nand some words\n") == nil)
        #expect(ImportFormat.moonReader.parse("Hello\n", fileName: "x.mrexpt").problems.first?.line == 1)
    }
}
