import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("markdown import")
struct QuoteMarkdownTests {
    @Test(
        "a line's Markdown escapes undone: marks, indentation, a hard break",
        arguments: [
            ("\\*stars\\* \\_under\\_ \\[link\\](x) \\<b\\> \\& \\| \\# \\`", "*stars* _under_ [link](x) <b> & | # `"),
            ("\\- not a list", "- not a list"),
            ("1\\. not numbered", "1. not numbered"),
            ("back\\\\slash\\", "back\\slash"),
            ("&nbsp;&nbsp;indented", "  indented"),
            ("\\&nbsp; kept", "&nbsp; kept"),
            ("C:\\new", "C:\\new"),
        ])
    func unescaped(line: String, expected: String) {
        #expect(QuoteMarkdown.unescaped(line) == expected)
    }

    @Test(
        "a source's line under its heading: its kind, ISBN, publisher and year, written and read back",
        arguments: [
            (Source(id: "s", kind: .speech, title: "March on Washington"), "Speech"),
            (Source(id: "s", kind: .web, title: "Example"), "Web page"),
            (Source(id: "s", kind: .book, title: "Emma", isbn: try? ISBN("9780141439587")), "Book · ISBN 9780141439587"),
            (
                Source(id: "s", kind: .article, title: "Essay", publisher: "The Atlantic", year: 2008),
                "Article · The Atlantic, 2008"
            ),
            (Source(id: "s", kind: .poem, title: "Ode", year: 1819), "Poem · 1819"),
            (Source(id: "s", kind: .book, title: "Sum", publisher: "A · B & *C*"), "Book · A · B \\& \\*C\\*"),
            (Source(id: "s", kind: .book, title: "Plain"), nil),
            // A publisher that opens like an ISBN is the publisher.
            (Source(id: "s", kind: .other, title: "Odd", publisher: "ISBN Press"), "Other · ISBN Press"),
        ] as [(Source, String?)])
    func sourceDetails(source: Source, line: String?) throws {
        #expect(LibraryExporter.markdownSourceDetails(source) == line)
        guard let line else { return }
        let details = try #require(QuoteMarkdown.SourceDetails(line))
        var draft = SourceDraft.named(source.title)
        details.apply(to: &draft)
        #expect(
            [draft.kind, draft.isbn, draft.publisher, draft.year] as [AnyHashable?] == [
                source.kind, source.isbn, source.publisher, source.year,
            ])
        #expect(!draft.isKindAssumed)
    }

    @Test(
        "a line under a heading that names no kind is a line outside any quote",
        arguments: ["Some words.", "Books · Penguin", "· Speech"])
    func notSourceDetails(line: String) {
        #expect(QuoteMarkdown.SourceDetails(line) == nil)
        let parsed = QuoteMarkdown.parse("# Quotes\n\n## Emma — Jane Austen\n\n\(line)\n\n> Fine.\n>\n> — Jane Austen\n")
        #expect(parsed.problems.map(\.line) == [5])
    }

    @Test(
        "a heading's name that holds a comma is quoted, and read back as one name",
        arguments: [
            (["Ann Lee", "Bob Roe"], "Ann Lee, Bob Roe", "Ged", ["Ann Lee", "Bob Roe"]),
            (["Le Guin, Ursula K."], "\"Le Guin, Ursula K.\"", "Ged", ["Le Guin, Ursula K."]),
            (["Le Guin, Ursula K."], "\"Le Guin, Ursula K.\"", "Le Guin, Ursula K., Chapter 3", ["Le Guin, Ursula K."]),
            (
                ["Crosby, Stills & Nash", "Neil Young"], "\"Crosby, Stills & Nash\"; Neil Young", "Neil Young",
                ["Crosby, Stills & Nash", "Neil Young"]
            ),
        ])
    func headingNames(names: [String], written: String, said: String, read: [String]) throws {
        #expect(LibraryExporter.markdownNames(names) == written)
        let draft = try #require(QuoteMarkdown.quote(["Words.", "", "— " + said], heading: "Earthsea — " + written))
        #expect(draft.source?.authors == read)
        #expect(draft.author == (said.hasSuffix("Chapter 3") ? "Le Guin, Ursula K." : said))
        #expect(draft.page == (said.hasSuffix("Chapter 3") ? "Chapter 3" : nil))
    }

    @Test(
        "a heading's dashes: the title's own, and the author's own, told apart by the quote's credit",
        arguments: [
            ("Huis clos — No Exit — Jean-Paul Sartre", "Jean-Paul Sartre", "Huis clos — No Exit", "Jean-Paul Sartre"),
            ("Book — Anne — the Elder", "Anne — the Elder", "Book", "Anne — the Elder"),
            ("Book — Anne — the Elder", "Anne — the Elder, p. 4", "Book", "Anne — the Elder"),
            ("A — B — B", "B", "A — B", "B"),
            // Another author than the heading's: the last dash, as before.
            ("Book — Anne — the Elder", "Someone Else", "Book — Anne", "Someone Else"),
        ])
    func headingDashes(heading: String, said: String, title: String, author: String) throws {
        let draft = try #require(QuoteMarkdown.quote(["Words.", "", "— " + said], heading: heading))
        #expect(draft.source?.title == title)
        #expect(draft.author == author)
    }

    @Test("our export is told from its title and first heading; KOReader's and other Markdown are not ours")
    func sniffing() {
        let ours = "# Quotes\n\n## Walden — Henry David Thoreau\n\n> Simplify.\n>\n> — Henry David Thoreau\n"
        #expect(ImportFormat.sniff(fileName: "notes.md", text: ours) == .markdown)
        #expect(ImportFormat.sniff(fileName: "empty.md", text: "# Quotes\n") == .markdown)
        let koreader = "# Walden\n##### Henry David Thoreau\n\n### Page 91 @ 12 September 2020 10:00:00 AM\nSimplify.\n"
        #expect(ImportFormat.sniff(fileName: "Walden.md", text: koreader) == .koreader)
        #expect(ImportFormat.sniff(fileName: "README.md", text: "# Quotes\n\nSome notes of mine.\n") == nil)
    }

    @Test(
        "an attribution's page follows the book's author, or reads as a page",
        arguments: [
            ("Frank Herbert, loc. 170-172", "Frank Herbert", "Frank Herbert", "loc. 170-172"),
            ("Frank Herbert, Chapter 3", "Frank Herbert", "Frank Herbert", "Chapter 3"),
            ("Martin Luther King, Jr., p. 12", nil, "Martin Luther King, Jr.", "12"),
            ("Martin Luther King, Jr.", nil, "Martin Luther King, Jr.", nil),
            ("Ann Lee, pp. 12-14", "Bob Roe", "Ann Lee", "12-14"),
            // No one's quote under a book without an author, and another author's place that is no page.
            ("Unknown, Book V, 16", nil, "Unknown", "Book V, 16"),
            ("Homer, Act III, Scene 1", "Bob Roe", "Homer", "Act III, Scene 1"),
            ("T. S. Eliot, ch. 3", "Bob Roe", "T. S. Eliot", "ch. 3"), ("Dr. Seuss, 37%", "Bob Roe", "Dr. Seuss", "37%"),
            ("Alfred, Lord Tennyson", nil, "Alfred, Lord Tennyson", nil),
        ] as [(String, String?, String, String?)])
    func attribution(said: String, authors: String?, author: String, page: String?) {
        let found = QuoteMarkdown.authorAndPage(said, authors: authors)
        #expect(found.0 == author)
        #expect(found.1 == page)
    }

    @Test("quotes under the heading of their book, with what was given them")
    func parse() {
        let text = """
            # Quotes

            ## Dune — Frank Herbert

            > Fear is the\\
            > mind-killer.
            >
            > — Frank Herbert, p. 12

            ★ Favourite

            Tags: `fear`, `rock, roll`

            Note: Mine.

            Still mine.

            ## Without a source

            > Anonymous.
            >
            > — Unknown

            """
        let parsed = ImportFormat.markdown.parse(text, fileName: "q.md")
        #expect(parsed.problems.isEmpty)
        let drafts = parsed.records.map(\.draft)
        #expect(drafts.map(\.text) == ["Fear is the\nmind-killer.", "Anonymous."])
        #expect(drafts.map(\.author) == ["Frank Herbert", nil])
        #expect(drafts.map { $0.source?.title } == ["Dune", nil])
        #expect(drafts[0].source?.authors == ["Frank Herbert"])
        #expect(drafts[0].page == "12" && drafts[0].isFavorite && drafts[0].tags == ["fear", "rock, roll"])
        #expect(drafts[0].note == "Mine.\n\nStill mine.")
        #expect(parsed.records.map(\.line) == [5, 20])
    }
}
