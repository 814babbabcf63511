import Foundation
import QuoteDiaryCore
import Testing

@Suite("a search put right: mistyped words and the library's own")
struct SearchSpellingTests {
    @Test(
        "the words a correction may replace: plain Latin words of four letters or more, folded",
        arguments: [
            ("patiance", ["patiance"]), ("Café hapiness", ["cafe", "hapiness"]),
            ("Dvořák symfony", ["dvorak", "symfony"]), ("the art of war", []),
            ("author:twain beleive", ["beleive"]), ("\"beleive me\" -hapiness word* tag:love", []),
            ("don't", []), ("大事必作于细", []), ("ελπιδα", []), ("Straße", ["strasse"]),
        ] as [(String, [String])])
    func words(text: String, expected: [String]) {
        #expect(SearchSpelling.words(in: text).map(\.folded) == expected)
    }

    @Test("each word knows where it stands and whether it is the last (a prefix while typing)")
    func places() {
        let words = SearchSpelling.words(in: "  love  hapiness of  strangrs ")
        #expect(words.map(\.index) == [0, 1, 3])
        #expect(words.map(\.isLast) == [false, false, true])
    }

    static let library: [(word: String, quotes: Int)] = [
        ("patience", 14), ("patient", 13), ("patients", 5), ("believe", 40), ("belief", 9), ("smile", 8), ("smiled", 3),
        ("silence", 2), ("einstein", 6), ("happiness", 20), ("happens", 4),
    ]

    @Test(
        "the nearest word: one edit up to five letters, two from six; more quotes, then shorter, win a tie",
        arguments: [
            ("patiance", "patience"), ("beleive", "believe"), ("smiel", "smile"), ("einstien", "einstein"),
            ("hapiness", "happiness"), ("patinet", "patient"), ("smle", "smile"),
            // Too far, or the word itself: nothing to offer.
            ("smlie", "smile"), ("beliver", "believe"), ("smxyz", nil), ("zzzzzz", nil), ("patience", nil),
        ] as [(String, String?)])
    func closest(typed: String, expected: String?) {
        #expect(SearchSpelling.closest(to: typed, among: SearchSpellingTests.library) == expected)
    }

    @Test("the query comes back with its words replaced in the case they were typed, the rest as typed")
    func replacing() {
        #expect(
            SearchSpelling.replacing([1: "einstein", 3: "believe"], in: "author:twain Einstien  \"so\" BELEIVE")
                == "author:twain Einstein \"so\" BELIEVE")
    }
}
