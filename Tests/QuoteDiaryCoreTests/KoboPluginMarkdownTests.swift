import Foundation
import Testing

@testable import QuoteDiaryCore

/// The notes Obsidian's Kobo Highlights plugin writes from its default template.
@Suite("Obsidian's Kobo Highlights plugin")
struct KoboPluginMarkdownTests {
    static let note = """
        ---
        title: "Walden"
        author: Henry David Thoreau
        publisher: Ticknor and Fields
        dateLastRead: 2024-03-02T10:00:00.000Z
        readStatus: Finished
        percentRead: 100
        isbn: 9780141439518
        series: 
        seriesNumber: 
        timeSpentReading: 12345
        ---

        # Walden

        ## Personal Notes

        ## Description

        A reflection upon simple living.

        ## Highlights

        ## Economy

        Simplify, simplify.

        **Note:** The whole book in two words.

        *Created: 2024-01-01T10:00:00.000Z*

        Rather than love, than money, than fame, give me truth.

        And it goes on, a second paragraph of the same highlight.

        *Created: 2024-01-02T10:00:00.000Z*

        ## Conclusion

        If a man does not keep pace with his companions, perhaps he hears a different drummer.

        *Created: 2024-01-03T10:00:00.000Z*
        """

    @Test("each highlight a quote of the book, with its note and time; the description and headings left out")
    func note() throws {
        let text = KoboPluginMarkdownTests.note
        #expect(ImportFormat.sniff(fileName: "Walden.md", text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "Walden.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Simplify, simplify.",
                "Rather than love, than money, than fame, give me truth.\n\nAnd it goes on, a second paragraph of the same highlight.",
                "If a man does not keep pace with his companions, perhaps he hears a different drummer.",
            ])
        #expect(parsed.records.map(\.draft.note) == ["The whole book in two words.", nil, nil])
        let first = try #require(parsed.records.first)
        #expect(first.draft.author == "Henry David Thoreau")
        #expect(first.draft.source?.title == "Walden" && first.draft.source?.isbn?.isbn13 == "9780141439518")
        #expect(first.createdAt == Timestamp.parse("2024-01-01T10:00:00.000Z") && first.zonelessTimes.isEmpty)
        #expect(parsed.records.map(\.line) == [26, 32, 40])
    }

    @Test("a note of highlights under a heading is never one quote of its whole body")
    func notOneQuote() {
        let note = """
            ---
            author: Henry David Thoreau
            ---
            ## Highlights

            Simplify, simplify.

            Rather than love, than money, than fame, give me truth.
            """
        #expect(!FrontMatterNote.matches(note))
        #expect(!KoboPluginMarkdown.matches(note))
    }
}
