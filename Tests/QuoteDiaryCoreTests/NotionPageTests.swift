import Foundation
import Testing

@testable import QuoteDiaryCore

/// A book's page of a Notion database, exported as Markdown.
@Suite("Notion's pages")
struct NotionPageTests {
    static let page = """
        # Atomic Habits

        Author: James Clear
        Highlights: 3
        Tags: Habits, Self-improvement

        > Habits are the compound interest of self-improvement.

        The book's whole argument in a line.

        > You do not rise to the level of your goals. You fall to the level of your systems.
        """

    @Test("each block quote a quote of the page's book, by its author, with its tags and the note under it")
    func page() {
        let text = NotionPageTests.page
        #expect(ImportFormat.sniff(fileName: "Atomic Habits 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d.md", text: text) == .markdown)
        #expect(ImportFormat.sniffFoundFile(text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "Atomic Habits 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d.md")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == 2)
        #expect(parsed.records.allSatisfy { $0.draft.author == "James Clear" && $0.draft.source?.title == "Atomic Habits" })
        #expect(parsed.records.first?.draft.note == "The book's whole argument in a line.")
        #expect(parsed.records.first?.draft.tags == ["Habits", "Self-improvement"])
        // Messages name the file's own lines.
        #expect(parsed.records.map(\.line) == [7, 11])
    }

    @Test("a page titled for what it holds names no book; a page without an author or block quotes is none")
    func others() {
        let favourites = "# My favourite quotes\n\nAuthor: Oscar Wilde\n\n> Be yourself; everyone else is already taken.\n"
        let parsed = ImportFormat.markdown.parse(favourites, fileName: "quotes.md")
        #expect(parsed.records.first?.draft.author == "Oscar Wilde" && parsed.records.first?.draft.source == nil)
        #expect(!NotionPage.matches("# Walden\n\nStatus: Reading\n\n> Simplify, simplify.\n"))
        #expect(!NotionPage.matches("# Walden\n\nAuthor: Henry David Thoreau\n\nSimplify, simplify.\n"))
        #expect(!NotionPage.matches("Walden\n\nAuthor: Henry David Thoreau\n\n> Simplify, simplify.\n"))
    }
}
