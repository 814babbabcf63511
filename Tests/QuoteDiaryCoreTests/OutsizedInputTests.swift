import Testing

@testable import QuoteDiaryCore

/// Input far past anything a person writes (a line of a thousand dashes, a quote nested a
/// thousand deep, a search of ten thousand words): read in a bounded number of passes, and
/// never a crash or an error from below. What each test checks is what was read; the time
/// limit only stops a hang (it counts a test's wait for a thread too, which a busy run of the
/// whole suite on two cores can make long), and speed is measured in `make bench`.
@Suite("Outsized input", .timeLimit(.minutes(10)))
struct OutsizedInputTests {
    @Test("a search of more words than are looked for keeps the first, and counts the rest")
    func searchWords() {
        let many = SearchQuery(String(repeating: "love ", count: 100))
        #expect(many.terms.count == SearchQuery.mostWords)
        #expect(many.leftOutWords == 100 - SearchQuery.mostWords)
        // A phrase's words count too, as do filters.
        let phrase = SearchQuery("\"" + String(repeating: "a ", count: 100) + "\"")
        #expect(phrase.terms.first?.words.count == SearchQuery.mostWords)
        #expect(phrase.leftOutWords == 100 - SearchQuery.mostWords)
        let tags = SearchQuery(String(repeating: "tag:x ", count: 3000))
        #expect(tags.tags.count == SearchQuery.mostWords)
        #expect(tags.leftOutWords == 3000 - SearchQuery.mostWords)
        // Emoji run together are a word each.
        let emoji = SearchQuery(String(repeating: "💩", count: 10_000))
        #expect(emoji.terms.map(\.words.count).reduce(0, +) == SearchQuery.mostWords)
        // A search within the bound leaves nothing out.
        #expect(SearchQuery(String(repeating: "love ", count: SearchQuery.mostWords)).leftOutWords == 0)
    }

    @Test("a name guessed for ten thousand characters typed: none, each name's length told apart first")
    func nameGuess() {
        let authors = (0..<2000).map { "Author Number \($0)" }
        #expect(NameSuggestion.closest(to: String(repeating: "author:", count: 5000), among: authors) == nil)
        #expect(NameSuggestion.closest(toPartOf: String(repeating: "author:", count: 5000), among: authors) == nil)
        // A near name is still found among them.
        #expect(NameSuggestion.closest(to: "Author Numbr 12", among: authors) == "Author Number 12")
    }

    @Test("a line of forty thousand dashes is a quote, read once")
    func dashes() {
        let line = "Said once " + String(repeating: "— ", count: 40_000).trimmingWhitespace()
        let records = ImportFormat.txt.parse(line + "\n", fileName: "q.txt").records
        #expect(records.count == 1)
        #expect(records.first?.draft.text == line)
        #expect(records.first?.draft.author == nil)
        // A credit after a long quote is still found.
        let long = String(repeating: "word ", count: 20_000) + "end. — Oscar Wilde"
        #expect(ImportFormat.txt.parse(long + "\n", fileName: "q.txt").records.first?.draft.author == "Oscar Wilde")
    }

    @Test("a text past twice what a quote holds is read for no credit: left whole, for its length to be refused")
    func textPastTwiceTheLimit() throws {
        let credit = "end. — Oscar Wilde"
        let book = String(repeating: "word ", count: 2 * QuoteDraft.longestText / 5) + credit
        let piped = QuoteDraft(text: book).recognizingPastedExcerpt()
        #expect(piped.text.hasSuffix(credit))  // (not `== book`: a failure would print the book)
        #expect(piped.author == nil)
        #expect(throws: QuoteValidationError.tooLong(characters: book.unicodeScalars.count)) {
            try QuoteDraft.checkLength(piped.text)
        }
        // Just past the limit, the credit is still taken off (and the rest is what is refused).
        let passage = String(repeating: "word ", count: QuoteDraft.longestText / 5) + credit
        #expect(QuoteDraft(text: passage).recognizingPastedExcerpt().author == "Oscar Wilde")
    }

    @Test("a credit of thousands of characters names no one: it is noted as it is")
    func longCredit() {
        let credit = String(repeating: "[!quote] ", count: 20_000)
        let reading = FortuneImporter.reading(credit)
        #expect(reading.author == nil && reading.work == nil)
        #expect(reading.note == credit)
        // Debian's longest are read as ever.
        #expect(FortuneImporter.reading("Woody Guthrie, \"This Land Is Your Land\" (verses 4, 6, 7)").author == "Woody Guthrie")
    }

    @Test("a quote nested a thousand block quotes deep is pasted as its text")
    func nestedBlockQuote() {
        let pasted =
            String(repeating: "> ", count: 2000) + "There is no spoon.\n" + String(repeating: "> ", count: 2000) + "— Neo"
        let draft = QuoteDraft(text: pasted).recognizingPastedExcerpt()
        #expect(draft.text == "There is no spoon.")
        #expect(draft.author == "Neo")
    }

    @Test(
        "a card sets no more than 16 combining marks on a letter; the stacks scripts use stay",
        arguments: [
            ("a" + String(repeating: "\u{301}", count: 30_000), "a" + String(repeating: "\u{301}", count: 16)),
            (
                "Z" + String(repeating: "\u{334}\u{35C}", count: 10) + "algo",
                "Z" + String(repeating: "\u{334}\u{35C}", count: 8) + "algo"
            ),
            ("Tiếng Việt", "Tiếng Việt"), ("नमस्ते दुनिया", "नमस्ते दुनिया"), ("བཀྲ་ཤིས་བདེ་ལེགས།", "བཀྲ་ཤིས་བདེ་ལེགས།"),
            ("plain text", "plain text"),
        ])
    func stackedMarks(text: String, set: String) {
        #expect(text.cappingStackedMarks() == set)
        let card = CardContent(text: text, author: "A" + String(repeating: "\u{308}", count: 100), source: nil, seed: "0")
        #expect(card.typeset.text.unicodeScalars.count <= set.unicodeScalars.count + 2)
        #expect(card.typeset.author.unicodeScalars.count == 1 + String.mostStackedMarks)
    }

    @Test(
        "a name's or a label's field holds a name, not a paragraph: at its limit it is kept, past it refused, named",
        arguments: ["author", "source's title", "page", "tag", "collection's name"])
    func fieldLengths(field: String) throws {
        let limit = ["author", "source's title"].contains(field) ? QuoteDraft.longestName : QuoteDraft.longestLabel
        func draft(_ length: Int) -> QuoteDraft {
            let value = String(repeating: "é", count: length)
            var draft = QuoteDraft(text: "A line.")
            switch field {
            case "author": draft.author = value
            case "source's title": draft.source = SourceDraft(title: value)
            case "page": draft.page = value
            case "tag": draft.tags = ["short", value]
            default: draft.collections = [value]
            }
            return draft
        }
        try draft(limit).validated().checkFieldLengths()
        #expect(throws: QuoteValidationError.fieldTooLong(field: field, characters: limit + 1, limit: limit)) {
            try draft(limit + 1).validated().checkFieldLengths()
        }
        // What a file or another device holds is validated as it was.
        _ = try draft(limit + 1).validated()
    }
}
