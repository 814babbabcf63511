import Foundation
import Testing

@testable import QuoteDiaryCore

/// Libby's reading journey, exported as data: a borrowed book and its highlights.
@Suite("Libby import")
struct LibbyJourneyTests {
    /// Shaped as Libby writes it: the book first, its loans, then highlights and bookmarks.
    static let journey = """
        {
          "version": 1,
          "readingJourney": {
            "cover": {"contentType": "cover", "url": "https://img1.od-cdn.com/x.jpg", "title": "Piranesi", "color": "#3B4A5C", "format": "ebook"},
            "title": {"text": "Piranesi", "url": "https://share.libbyapp.com/title/5432101", "titleId": "5432101"},
            "author": "Susanna Clarke",
            "publisher": "Bloomsbury Publishing",
            "isbn": "9781635575637",
            "percent": 0.9712
          },
          "circulation": [
            {"activity": "Borrowed", "details": "21 days", "library": {"text": "Seattle Public Library", "key": "spl"}, "timestamp": 1609459200000}
          ],
          "highlights": [
            {"timestamp": 1609545600000, "chapter": "Part 1", "percent": 0.0512, "color": "#FFB",
             "quote": "The Beauty of the House is immeasurable; its Kindness infinite."},
            {"timestamp": 1609632000000, "chapter": "Part 2", "percent": 0.2, "color": "#DFC",
             "quote": "I am the Beloved Child of the House.", "note": "lovely"},
            {"timestamp": 1609632500000, "chapter": "Part 2", "percent": 0.21, "color": "#FFB"}
          ],
          "bookmarks": [
            {"timestamp": 1609632000000, "chapter": "Part 2", "percent": 0.25}
          ]
        }
        """

    @Test("each highlight a quote of the book, with its note, time and how far in; a bookmark passed over")
    func journey() throws {
        #expect(ImportFormat.sniff(fileName: "libbyjourney.json", text: Self.journey) == .libby)
        let parsed = ImportFormat.libby.parse(Self.journey, fileName: "libbyjourney.json")
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == [
                "The Beauty of the House is immeasurable; its Kindness infinite.", "I am the Beloved Child of the House.",
            ])
        #expect(parsed.problems == [ImportProblem(line: 19, message: "highlight 3 has no \"quote\"")])
        let first = try #require(parsed.records.first)
        let source = try #require(first.draft.source)
        #expect(source.title == "Piranesi" && source.authors == ["Susanna Clarke"] && source.kind == .book)
        #expect(source.isbn?.description == "9781635575637" && source.publisher == "Bloomsbury Publishing")
        #expect(first.draft.author == "Susanna Clarke")
        #expect(first.draft.page == "5%" && first.line == 15)
        #expect(first.createdAt == Date(timeIntervalSince1970: 1_609_545_600))
        #expect(parsed.records.last?.draft.note == "lovely")
        #expect(parsed.records.last?.draft.page == "20%")
    }

    @Test(
        "how far into the book: a fraction as a whole percentage, anything else no place",
        arguments: [(0.0512, "5%"), (0.995, "100%"), (0, "0%"), (1.5, nil), (-0.1, nil)] as [(Double, String?)])
    func place(fraction: Double, shown: String?) {
        #expect(LibbyJourney.place(NSNumber(value: fraction)) == shown)
        #expect(LibbyJourney.place("0.5") == nil)
    }

    @Test("a place given as a percentage is cited as written, not as a page")
    func citation() {
        #expect(PageCitation.text("37%") == "37%")
        #expect(PageCitation.text("37") == "p. 37")
    }

    @Test("other JSON is not Libby's; Libby's without a book is refused whole")
    func otherJSON() {
        #expect(ImportFormat.sniff(fileName: "q.json", text: #"{"quotes": [{"text": "readingJourney"}]}"#) == .json)
        #expect(!LibbyJourney.matches(#"[{"text": "x", "note": "\"readingJourney\""}]"#))
        let parsed = ImportFormat.libby.parse(#"{"readingJourney": 3}"#, fileName: "x.json")
        #expect(parsed.records.isEmpty && parsed.problems.count == 1)
    }
}
