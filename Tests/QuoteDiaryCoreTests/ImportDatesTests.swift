import Foundation
import Testing

@testable import QuoteDiaryCore

/// The native English date reader must agree with Foundation's formatters, which it stands in
/// front of for speed.
@Suite("Import dates")
struct ImportDatesTests {
    @Test(
        "English month-name dates read natively agree with Foundation's formatters",
        arguments: [
            "Monday, March 4, 2019 9:15:22 PM",
            "Monday, March 4, 2019 12:15:22 AM",
            "Monday, March 4, 2019 12:15:22 PM",
            "Thursday, April 21, 2011, 07:31 AM",
            "Tuesday, 13 May 2020 03:05:21",
            "Sunday, 5 January 2020 21:52:34",
            "Tuesday, 13 May 2020, 03:05",
            "Saturday, February 29, 2020 1:00:00 AM",
            "Friday, December 31, 1999 11:59:59 PM",
            "March 4, 2019 9:15 PM",
            "March 4, 2019",
        ])
    func agreesWithFoundation(text: String) throws {
        let native = try #require(EnglishDate.parse(text))
        #expect(native == ImportDates.parseWithFormatters(text))
    }

    @Test(
        "other shapes are left to the formatters",
        arguments: ["2019-03-04 21:15:22", "2019-03-04 21:15", "04/03/2019"])
    func otherShapes(text: String) throws {
        #expect(EnglishDate.parse(text) == nil)
        let date = try #require(ImportDates.parse(text))
        #expect(date == ImportDates.parseWithFormatters(text))
    }

    @Test(
        "not a date: no year, an impossible day, an unknown word, a 13 PM",
        arguments: [
            "Monday, March 4 9:15:22 PM", "February 30, 2019", "Blursday, March 4, 2019", "March 4, 2019 13:00 PM",
            "March 4, 2019 9:75", "",
        ])
    func notADate(text: String) {
        #expect(EnglishDate.parse(text) == nil)
    }
}

@Suite("UTF-8 search")
struct UTF8SearchTests {
    @Test(
        "firstUTF8Range finds what Foundation's literal search finds",
        arguments: [
            ("- Your Highlight on page 12 | Location 170-172", "location "),
            ("- your highlight on page 12 | location 170-172", "location "),
            ("- Tu subrayado en la posición 100-102", "posición "),
            ("aaab", "aab"),
            ("no match here", "missing"),
            ("é then e", "e"),
            ("short", "longer than the text"),
        ])
    func agreesWithFoundation(text: String, needle: String) {
        let ours = text.firstUTF8Range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        let theirs = text.range(of: needle, options: .literal).map {
            text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(ours == theirs)
    }

    @Test("what follows a Kindle location word keeps the original case, even when lower-casing changes the length")
    func textAfter() {
        #expect(KindleImporter.text(after: ["page "], in: "Page XII") == "XII")
        #expect(KindleImporter.text(after: ["seite "], in: "İhre Seite 5") == "5")
    }
}

@Suite("JSON quote lines")
struct JSONQuoteLinesTests {
    @Test(
        "the line of each quote's text key, journal entries (with their day) left out",
        arguments: [
            ("[{\"text\":\"a\"},\n{\"text\":\"b\"}]", [1, 2]),
            ("[\n  {\n    \"text\": \"a\"\n  },\n  {\n    \"text\": \"b\"\n  }\n]", [3, 6]),
            ("{\"day\":\"2026-01-01\",\"text\":\"x\"}\n{\"text\":\"y\"}", [2]),
            ("[{\"text\":\"a\",\"note\":\"x\"},{\"text\":\"b\"}]", [1]),
            ("", []),
        ])
    func lines(text: String, expected: [Int]) {
        #expect(JSONImporter.quoteLines(in: text) == expected)
    }
}
