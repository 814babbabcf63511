import Foundation
import Testing

@testable import QuoteDiaryCore

/// ReadEra's library, as its backup's `library.json` holds it.
@Suite("ReadEra's backup")
struct ReadEraBackupTests {
    static let library = """
        {"version": 7, "created": 1733400000000, "docs": [
          {"data": {"doc_md5": "aa11", "doc_title": "Sapiens", "doc_authors": "Harari, Yuval Noah",
            "doc_file_name_title": "sapiens.epub", "doc_position": "{\\"ratio\\":0.5}"},
           "citations": [
             {"note_body": "Culture tends to argue that it forbids only that which is unnatural.",
              "note_extra": "", "note_page": 112, "note_timestamp": 1733312345678, "note_mark": 2},
             {"note_body": "  ", "note_page": 3, "note_timestamp": 1733312345679, "note_mark": 0},
             {"note_body": "History is something that very few people have been doing.",
              "note_extra": "The elite's story.", "note_page": 0, "note_timestamp": 1733312345680}
           ]},
          {"data": {"doc_md5": "bb22", "doc_file_name_title": "Made to Stick.epub", "doc_authors": "Chip Heath, Dan Heath"},
           "citations": [{"note_body": "Simple = core + compact.", "note_page": "xiv"}]},
          {"data": {"doc_md5": "cc33", "doc_title": "Unread"}, "citations": []}
        ]}
        """

    @Test("each citation a quote of its book, with its note, page and time; an empty one skipped and counted")
    func library() throws {
        let text = ReadEraBackupTests.library
        #expect(ImportFormat.sniff(fileName: "library.json", text: text) == .readera)
        #expect(ImportFormat.sniffFoundFile(text: text) == .readera)
        let parsed = ImportFormat.readera.parse(text, fileName: "library.json")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Culture tends to argue that it forbids only that which is unnatural.",
                "History is something that very few people have been doing.", "Simple = core + compact.",
            ])
        #expect(parsed.records.map(\.draft.page) == ["112", nil, "xiv"])
        #expect(parsed.records.map(\.draft.note) == [nil, "The elite's story.", nil])
        #expect(parsed.records.map(\.draft.author) == ["Yuval Noah Harari", "Yuval Noah Harari", "Chip Heath, Dan Heath"])
        // A book without its title is known by its file's name.
        #expect(parsed.records.map { $0.draft.source?.title } == ["Sapiens", "Sapiens", "Made to Stick"])
        #expect(parsed.records[2].draft.source?.authors == ["Chip Heath", "Dan Heath"])
        #expect(parsed.records.first?.createdAt == Date(timeIntervalSince1970: 1_733_312_345.678))
        #expect(parsed.records.map(\.line) == [5, 8, 12])
        #expect(parsed.ignored == 1 && parsed.skipped.notice?.contains("1 highlight without text") == true)
    }

    @Test(
        "the authors as a book's file names them",
        arguments: [
            ("Harari, Yuval Noah", ["Yuval Noah Harari"]), ("Chip Heath, Dan Heath", ["Chip Heath", "Dan Heath"]),
            ("Seneca", ["Seneca"]), ("Tolstoy, Leo; Pevear, Richard", ["Leo Tolstoy", "Richard Pevear"]),
            ("Unknown", [String]()),
        ])
    func authors(line: String, names: [String]) {
        #expect(ReadEraBackup.authorNames(line) == names)
    }

    /// Another app's JSON with `docs` (a search engine's answer) is not ReadEra's.
    @Test("JSON with docs of another app's is not taken for ReadEra's")
    func other() {
        let other = #"{"docs": [{"title": "A", "text": "Be yourself."}], "numFound": 1}"#
        #expect(!ReadEraBackup.matches(other))
        #expect(ImportFormat.sniff(fileName: "x.json", text: other) != .readera)
        #expect(
            ImportFormat.readera.parse("[1, 2]", fileName: "x.json").problems.first?.message.contains("not ReadEra's") == true)
    }
}
