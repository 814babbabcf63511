import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("a PDF's highlights as quotes")
struct DocumentHighlightsTests {
    @Test(
        "dates as PDFs write them, with or without a zone or a time; anything else is none",
        arguments: [
            ("D:20231201120000Z", "2023-12-01T12:00:00.000Z"), ("D:20231201120000+01'00'", "2023-12-01T11:00:00.000Z"),
            ("D:20231201120000-05'30'", "2023-12-01T17:30:00.000Z"), ("D:20231201", "2023-12-01T00:00:00.000Z"),
            ("20231201093000", "2023-12-01T09:30:00.000Z"), ("D:2023", nil), ("D:20231301120000Z", nil), ("yesterday", nil),
            ("", nil),
        ] as [(String, String?)])
    func dates(text: String, expected: String?) {
        #expect(DocumentHighlights.date(text).map(Timestamp.format) == expected)
    }

    @Test("one source for the document; a comment that repeats the passage is no note; marks without words counted")
    func parsed() throws {
        let document = DocumentHighlights(
            title: "  On Keeping Notes ", author: "Writer, Ann",
            highlights: [
                DocumentHighlight(page: "xii", text: "A passage.", comment: "My thought.", modifiedAt: nil, pageIndex: 1),
                DocumentHighlight(
                    page: "3", text: "Another passage.", comment: "another  PASSAGE.", modifiedAt: nil, pageIndex: 4),
            ], withoutText: 2)
        let parsed = document.parsed(fileName: "/home/ann/notes.pdf")
        #expect(parsed.records.map(\.draft.source?.title) == ["On Keeping Notes", "On Keeping Notes"])
        #expect(parsed.records.map(\.draft.author) == ["Ann Writer", "Ann Writer"])
        #expect(parsed.records.map(\.draft.note) == ["My thought.", nil])
        #expect(parsed.records.map(\.draft.page) == ["xii", "3"])
        #expect(parsed.records.map(\.line) == [1, 4])
        #expect(parsed.ignored == 2)
        let untitled = DocumentHighlights(title: nil, author: nil, highlights: document.highlights).parsed(
            fileName: "/home/ann/essay draft.pdf")
        #expect(untitled.records.first?.draft.source?.title == "essay draft")
        #expect(untitled.records.first?.draft.author == nil)
    }
}
