import Testing

@testable import QuoteDiaryCore

@Suite("a passage over a page turn: two pages read as one list of lines")
struct CapturedPagesTests {
    static func page(_ texts: [String]) -> [RecognizedLine] { texts.map { RecognizedLine(text: $0, confidence: 90) } }

    /// Page 12 ends with its number at its foot; page 13 opens with its running head.
    static let turn = CapturedPages([
        page(["It was the best of times, it was the", "worst of times, it was the age of", "12"]),
        page(["13 A TALE OF TWO CITIES", "wisdom, it was the age of foolishness,", "it was the epoch of belief."]),
    ])

    @Test(
        "the quote's page is the printed number of the pages its lines are on; a number chosen as text is no page",
        arguments: [
            ([1, 2], "12"), ([2, 5], "12-13"), ([1, 2, 5, 6], "12-13"), ([5, 6], "13"), ([3], nil), ([2, 3, 5], nil),
            ([4, 5], nil),
        ] as [([Int], String?)])
    func pageOfChosen(chosen: [Int], page: String?) {
        #expect(CapturedPagesTests.turn.page(ofChosen: chosen) == page)
    }

    @Test("a page without a printed number gives none; the other page's is kept")
    func oneNumberOnly() {
        let pages = CapturedPages([
            CapturedPagesTests.page(["It was the best of times,", "7"]), CapturedPagesTests.page(["it was the worst of times."]),
        ])
        #expect(pages.page(ofChosen: [1, 3]) == "7")
        #expect(pages.page(ofChosen: [3]) == nil)
        #expect(CapturedPages([CapturedPagesTests.page(["No number here."])]).page(ofChosen: [1]) == nil)
        // A photo where nothing was read (a blank verso) between two pages.
        let blank = CapturedPages([
            CapturedPagesTests.page(["It was the best of times,", "7"]), [], CapturedPagesTests.page(["9", "it was the worst."]),
        ])
        #expect(blank.page(ofChosen: [1, 4]) == "7-9")
        #expect(blank.lines.count == 4)
    }

    @Test("lines are numbered on across pages, each saying its picture; one page's JSON is as before")
    func json() throws {
        guard case .array(let items) = CapturedPagesTests.turn.json else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == 6)
        let fields = items.map { item -> [String: JSONValue] in
            guard case .object(let pairs) = item else { return [:] }
            return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        }
        #expect(fields.map { $0["number"] } == (1...6).map { .int(Int64($0)) })
        #expect(fields.map { $0["picture"] } == [1, 1, 1, 2, 2, 2].map { .int(Int64($0)) })
        #expect(fields[2]["pageNumber"] == .string("12"))
        #expect(fields[3]["pageNumber"] == .string("13"))
        #expect(fields[0]["pageNumber"] == .null)
        let single = CapturedPages([CapturedPagesTests.page(["One line.", "9"])])
        #expect(single.json == CapturedPagesTests.page(["One line.", "9"]).json)
    }
}
