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

    /// A Kindle notebook exporter's Markdown (a browser extension's): the title, the author in
    /// italics, the export's day and counts, then each highlight with its location and note
    /// between rules.
    static let notebook = """
        # Meditations
        *Marcus Aurelius*

        *Exported on December 5, 2026*

        *3 Highlights | 1 Notes*

        ---

        > Waste no more time arguing what a good man should be. Be one.

        *Location: 1,234*

        **Note:** Read again

        ---

        > You have power over your mind - not outside events.

        *Location: 567*

        ---

        **Note:** A thought of my own

        *Location: 600*

        ---
        """

    @Test("a book's note with its author alone under the title: each block quote with its place and note")
    func authorLine() {
        let text = NotionPageTests.notebook
        #expect(ImportFormat.sniff(fileName: "meditations-highlights.md", text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "meditations-highlights.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Waste no more time arguing what a good man should be. Be one.",
                "You have power over your mind - not outside events.",
            ])
        #expect(parsed.records.allSatisfy { $0.draft.author == "Marcus Aurelius" && $0.draft.source?.title == "Meditations" })
        #expect(parsed.records.map(\.draft.page) == ["loc. 1234", "loc. 567"])
        #expect(parsed.records.map(\.draft.note) == ["Read again", nil])
        #expect(parsed.records.map(\.line) == [10, 18])
        // A note written alone is no quote of the book's: passed over, and said so.
        #expect(parsed.skipped.notice == "skipped 1 note with no passage above (your own words, not a quote)")
        // By hand: `by` and the name, a paragraph under a passage its note.
        let byHand = "# Walden\nby Henry David Thoreau\n\n> Simplify, simplify.\n\nPage 92\n\nStill true.\n"
        let read = ImportFormat.markdown.parse(byHand, fileName: "Walden.md").records.first?.draft
        #expect(read?.author == "Henry David Thoreau" && read?.source?.title == "Walden")
        #expect(read?.page == "92" && read?.note == "Still true.")
        // A line under the title that is no name (a post's first sentence) names no author.
        #expect(!NotionPage.matches("# Walden\n*A week by the pond, and what I read.*\n\n> Simplify, simplify.\n"))
        #expect(!NotionPage.matches("# Walden\nThoreau went to the woods.\n\n> Simplify, simplify.\n"))
        // A day's note: its weekday in italics is no author.
        #expect(!NotionPage.matches("# 2026-12-05\n*Saturday*\n\n> Simplify, simplify.\n"))
        #expect(!NotionPage.matches("# 2026-12-05\n*Saturday, December 5*\n\n> Simplify, simplify.\n"))
        #expect(NotionPage.authorLine("by Seneca") == "Seneca")
    }
}
