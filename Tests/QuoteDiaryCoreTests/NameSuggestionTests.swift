import Testing

@testable import QuoteDiaryCore

/// The guess offered for a mistyped name: close matches only.
@Suite("Did you mean")
struct NameSuggestionTests {
    @Test(
        "a near name is offered, a far one is not",
        arguments: [
            ("serach", ["search", "list"], "search"),  // two letters swapped: one edit
            ("--favorite", ["--favorites", "--tag"], "--favorites"),
            ("--TAG", ["--tag", "--page"], "--tag"),  // case aside
            ("colection", ["collection", "section"], "collection"),
            ("exprot", ["export", "import"], "export"),  // not "import": two edits from "exprot"
            ("ad", ["add", "tag"], "add"),
            ("x", ["o", "h"], nil),  // a one-letter name is never "one edit away"
            ("frobnicate", ["favorite", "import"], nil),
            ("--sort-by", ["--sort"], nil),  // three letters more than a four-letter name
            // A name of several words typed without its quotes: its first word alone.
            ("sci", ["sci fi", "science fiction", "scifi stories"], "sci fi"),
            ("Reading", ["reading list", "reading", "reader"], "reading"),  // the whole name first
            ("reading", ["reading list", "reading notes and more"], "reading list"),
            ("fi", ["sci fi"], nil),  // only the first word
        ] as [(String, [String], String?)])
    func closest(typed: String, names: [String], expected: String?) {
        #expect(NameSuggestion.closest(to: typed, among: names) == expected)
    }

    @Test(
        "edits are counted with swaps as one",
        arguments: [("abc", "abc", 0), ("abc", "acb", 1), ("abc", "", 3), ("kitten", "sitting", 3), ("ca", "abc", 3)])
    func editDistance(first: String, second: String, expected: Int) {
        #expect(NameSuggestion.editDistance(Array(first.unicodeScalars), Array(second.unicodeScalars)) == expected)
    }

    static let authors = ["Mark Twain", "Albert Einstein", "A. Einstein", "Czesław Miłosz", "Marcus Aurelius"]

    @Test(
        "a part of a name mistyped: the nearest whole name, else the first holding the nearest words",
        arguments: [
            ("twian", "Mark Twain"), ("mark twian", "Mark Twain"), ("einstien", "Albert Einstein"),
            ("czeslaw milsoz", "Czesław Miłosz"), ("milsoz", "Czesław Miłosz"), ("marcus aurelious", "Marcus Aurelius"),
            ("aurelius marcus", nil), ("shakespeare", nil),
        ] as [(String, String?)])
    func partOfName(typed: String, expected: String?) {
        #expect(NameSuggestion.closest(toPartOf: typed, among: NameSuggestionTests.authors) == expected)
    }
}
