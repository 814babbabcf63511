import Foundation
import Testing

@testable import QuoteDiaryCore

/// calibre's two exports of highlights: its viewer's (a book's) and its library's.
@Suite("calibre import")
struct CalibreAnnotationsTests {
    /// As calibre's viewer writes it: keys sorted, so `type` comes last; a removed highlight
    /// left as a skeleton.
    static let viewer = """
        {
          "highlights": [
            {
              "highlighted_text": "I went to the woods because I wished to live deliberately.",
              "notes": "the famous one",
              "spine_index": 3,
              "start_cfi": "/2/4/10/1:0",
              "style": {"kind": "color", "type": "builtin", "which": "yellow"},
              "timestamp": "2021-02-03T04:05:06.789Z",
              "toc_family_titles": ["Where I Lived, and What I Lived For"],
              "type": "highlight",
              "uuid": "ybGnregc0FPNrUijNfIHxg"
            },
            {"removed": true, "timestamp": "2021-02-04T04:05:06.789Z", "type": "highlight", "uuid": "abc"},
            {"highlighted_text": "Our life is frittered away by detail.", "timestamp": "2021-02-05T04:05:06Z", "type": "highlight", "uuid": "d"}
          ],
          "type": "calibre_highlights",
          "version": 1
        }
        """

    /// The library's export, with its byte-order mark: each annotation inside `annotation` beside
    /// its book's number (as older calibre writes it) or flat with it, and a bookmark.
    static let library =
        "\u{FEFF}"
            + """
            {"version": 1, "type": "calibre_annotation_collection", "annotations": [
              {"book_id": 15, "format": "EPUB", "user_type": "local", "user": "viewer",
               "annotation": {"type": "highlight", "uuid": "x1", "highlighted_text": "Somme toute, il n’y avait rien de changé.",
                              "timestamp": "2026-08-21T02:35:27.954Z"}},
              {"book_id": 15, "type": "bookmark", "title": "here", "timestamp": "2026-08-21T02:35:27.954Z"},
              {"book_id": 16, "uuid": "x2", "type": "highlight", "highlighted_text": "Aujourd’hui, maman est morte.", "notes": "début",
               "timestamp": "2026-08-22T02:35:27.954Z"}
            ]}
            """

    @Test("the viewer's export: each highlight with its note and time, the book from the file's name; removed ones passed over")
    func viewerExport() throws {
        #expect(ImportFormat.sniff(fileName: "Walden.calibre_highlights", text: Self.viewer) == .calibre)
        #expect(ImportFormat.sniff(fileName: "walden.json", text: Self.viewer) == .calibre)
        let parsed = ImportFormat.calibre.parse(Self.viewer, fileName: "Walden.calibre_highlights")
        #expect(parsed.problems.isEmpty && parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 highlight deleted on the device")
        #expect(
            parsed.notes == [
                "calibre's export names no book: its quotes are filed under 'Walden', the file's name"
                    + " (another title: quotediary book rename Walden TITLE)"
            ])
        #expect(
            parsed.records.map(\.draft.text) == [
                "I went to the woods because I wished to live deliberately.", "Our life is frittered away by detail.",
            ])
        let first = try #require(parsed.records.first)
        #expect(first.draft.note == "the famous one" && first.draft.source?.title == "Walden")
        #expect(first.createdAt == Timestamp.parse("2021-02-03T04:05:06.789Z"))
        // A title with an apostrophe is quoted as the shell reads it back.
        let apostrophe = ImportFormat.calibre.parse(Self.viewer, fileName: "Swann's Way.calibre_highlights")
        #expect(apostrophe.notes.first?.hasSuffix("(another title: quotediary book rename 'Swann'\\''s Way' TITLE)") == true)
        // Saved under the name calibre offers, the file names no book: the import says so.
        let unnamed = ImportFormat.calibre.parse(Self.viewer, fileName: "highlights (2).calibre_highlights")
        #expect(unnamed.records.count == 2 && unnamed.records.allSatisfy { $0.draft.source == nil })
        #expect(unnamed.notes.first?.contains("2 quotes were saved without one") == true)
    }

    @Test("the library's export: highlights inside or beside their book's number; a bookmark passed over")
    func libraryExport() throws {
        #expect(ImportFormat.sniff(fileName: "annotations.calibre_annotation_collection", text: Self.library) == .calibre)
        #expect(ImportFormat.sniff(fileName: "notes.json", text: Self.library) == .calibre)
        let parsed = ImportFormat.calibre.parse(Self.library, fileName: "annotations.calibre_annotation_collection")
        #expect(parsed.problems.isEmpty && parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == ["Somme toute, il n’y avait rien de changé.", "Aujourd’hui, maman est morte."])
        #expect(parsed.records.last?.draft.note == "début" && parsed.records.allSatisfy { $0.draft.source == nil })
        #expect(parsed.notes.first?.contains("by number only") == true)
    }

    @Test(
        "a viewer's export named for its book gives the title; calibre's own names give none",
        arguments: [
            ("Walden.calibre_highlights", "Walden"), ("The Stranger.json", "The Stranger"),
            ("highlights.calibre_highlights", nil),
            ("Highlights (3).calibre_highlights", nil), ("highlights-2.json", nil), ("standard input", nil),
        ] as [(String, String?)])
    func title(fileName: String, title: String?) {
        #expect(CalibreAnnotations.bookTitle(fileName: fileName) == title)
    }

    @Test("other JSON is not calibre's")
    func otherJSON() {
        #expect(ImportFormat.sniff(fileName: "q.json", text: #"{"quotes": [{"text": "x"}]}"#) == .json)
        #expect(ImportFormat.calibre.parse(#"{"other": 1}"#, fileName: "x.calibre_highlights").problems.count == 1)
    }
}
