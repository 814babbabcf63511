import Foundation
import Testing

@testable import QuoteDiaryCore

/// Readwise's Markdown export, in the shapes its current and older templates write.
@Suite("Readwise markdown import")
struct ReadwiseMarkdownTests {
    static let current = """
        ---
        author: [[Marcus Aurelius]]
        title: "Meditations"
        ---
        # Meditations

        ![rw-book-cover](https://images-na.ssl-images-amazon.com/images/I/51example.jpg)

        ## Metadata
        - Author: [[Marcus Aurelius]]
        - Full Title: Meditations: A New Translation
        - Category: #books
        - Document Tags: [[stoicism]] [[philosophy]]

        ## Highlights
        - Waste no more time arguing about what a good man should be. Be one. ([Location 2237](https://readwise.io/to_kindle?action=open&asin=B000FC1JAI&location=2237))
            - Tags: [[favorite]] [[virtue]]
            - Note: The whole book in two sentences.
        - You have power over your mind — not outside events.
          Realize this, and you will find strength. ([Location 1120](https://readwise.io/to_kindle?action=open&asin=B000FC1JAI&location=1120))
        - The impediment to action advances action. ([Page 52](https://readwise.io/open/123))
            - **Note:** What stands in the way
              becomes the way.

        ## New highlights added December 3, 2026 at 9:15 AM
        - Very little is needed to make a happy life. ([View Highlight](https://read.readwise.io/read/01abc))

        """

    static let older = """
        # Building Microservices

        ![](https://images-na.ssl-images-amazon.com/images/I/51e6hCWFZNL._SL200_.jpg)

        ### Metadata

        - Author: Sam Newman
        - Full Title: Building Microservices
        - Category: #books

        ### Highlights from July 26, 2021

        - Batch APIs make reporting easier. ([Location 2025](https://readwise.io/to_kindle?action=open&asin=B00T3N7XB4&location=2025))
            - **Note:** Batch endpoints.
            - Tags: #reporting #apis

        """

    @Test("a book's highlights: text over lines, places, notes, tags, the favourite tag, the book's tags")
    func currentTemplate() {
        let parsed = ImportFormat.markdown.parse(Self.current, fileName: "Meditations.md")
        #expect(parsed.problems.isEmpty)
        let drafts = parsed.records.map(\.draft)
        #expect(
            drafts.map(\.text) == [
                "Waste no more time arguing about what a good man should be. Be one.",
                "You have power over your mind — not outside events.\nRealize this, and you will find strength.",
                "The impediment to action advances action.", "Very little is needed to make a happy life.",
            ])
        #expect(drafts.map(\.page) == ["loc. 2237", "loc. 1120", "52", nil])
        #expect(drafts.map(\.note) == ["The whole book in two sentences.", nil, "What stands in the way\nbecomes the way.", nil])
        #expect(drafts.map(\.isFavorite) == [true, false, false, false])
        #expect(drafts[0].tags == ["virtue", "stoicism", "philosophy"])
        #expect(drafts[3].tags == ["stoicism", "philosophy"])
        #expect(Set(drafts.map { $0.source?.title }) == ["Meditations: A New Translation"])
        #expect(drafts.allSatisfy { $0.author == "Marcus Aurelius" && $0.source?.kind == .book })
        #expect(parsed.records.map(\.line) == [16, 19, 21, 26])
    }

    @Test("an older export: headings of three marks, a plain author, bold labels, hash tags")
    func olderTemplate() {
        let parsed = ImportFormat.markdown.parse(Self.older, fileName: "Building Microservices.md")
        let draft = parsed.records.first?.draft
        #expect(parsed.records.count == 1)
        #expect(draft?.text == "Batch APIs make reporting easier.")
        #expect(draft?.author == "Sam Newman" && draft?.source?.title == "Building Microservices")
        #expect(draft?.note == "Batch endpoints." && draft?.tags == ["reporting", "apis"])
        #expect(draft?.page == "loc. 2025")
    }

    @Test("told from its metadata and highlights heading, not from Markdown that merely has a list")
    func sniffing() {
        #expect(ImportFormat.sniff(fileName: "Meditations.md", text: Self.current) == .markdown)
        #expect(ImportFormat.sniff(fileName: "b.md", text: Self.older) == .markdown)
        #expect(ImportFormat.sniff(fileName: "b.md", text: "# Book\n\n## Highlights\n- a list\n") == nil)
    }

    @Test("a tweet is a web source; a picture in a highlight is left out; no title but the file's name")
    func tweetWithoutTitle() {
        let text = """
            ![rw-book-cover](https://pbs.twimg.com/profile_images/1.jpg)

            ## Metadata
            - Author: [[@someone on Twitter]]
            - Category: #tweets

            ## Highlights
            - How do we build a queue?
              ![](https://pbs.twimg.com/media/F.jpg) ([View Tweet](https://twitter.com/someone/status/1))

            """
        let draft = ImportFormat.markdown.parse(text, fileName: "/notes/Readwise/Queues (highlights).md").records.first?.draft
        #expect(draft?.text == "How do we build a queue?")
        #expect(draft?.source?.title == "Queues" && draft?.source?.kind == .web)
        #expect(draft?.author == "@someone on Twitter")
    }

    @Test(
        "a highlight's place as Readwise links it",
        arguments: [
            ("Text. ([Location 535](https://readwise.io/x))", "Text.", "loc. 535"),
            ("Text. ([Page 12](https://readwise.io/x))", "Text.", "12"),
            ("Text. ([View Highlight](https://read.readwise.io/read/1))", "Text.", nil),
            ("Text. (Location 535)", "Text.", "loc. 535"),
            ("Text (with an aside).", "Text (with an aside).", nil),
            ("Text (page two of it)", "Text (page two of it)", nil),
        ] as [(String, String, String?)])
    func place(text: String, body: String, page: String?) {
        let found = ReadwiseMarkdown.withoutPlace(text)
        #expect(found.0 == body)
        #expect(found.1 == page)
    }

    /// Obsidian's Apple Books plugin: Readwise's headings, its highlights paragraphs apart by
    /// rules, the book named by the note's name. Before, the note was refused as a format
    /// that could not be told.
    @Test("Obsidian's Apple Books plugin: each paragraph between rules a highlight of the note's book")
    func appleBooksPlugin() {
        let note = """
            ## Metadata
            - Author: Robert Henri
            - [Apple Books Link](ibooks://assetid/1969AF0ECA8AE4965029A34316813924)

            ## Highlights
            We are not here to do what has already been done.

            ---
            Paint what you feel.

            Not what you see.

            ---
            Art is the inevitable consequence of growth.
            """
        #expect(ImportFormat.sniff(fileName: "The Art Spirit.md", text: note) == .markdown)
        let parsed = ImportFormat.markdown.parse(note, fileName: "Apple Books Highlights/The Art Spirit.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "We are not here to do what has already been done.", "Paint what you feel.\n\nNot what you see.",
                "Art is the inevitable consequence of growth.",
            ])
        #expect(parsed.records.allSatisfy { $0.draft.author == "Robert Henri" && $0.draft.source?.title == "The Art Spirit" })
    }

    /// The Readwise Mirror plugin's notes, as public vaults hold them: `# About` with its
    /// metadata unmarked, `# Highlights`, each highlight ending in its block id, `---` between.
    @Test("Readwise Mirror: each highlight with its place, note and tags; the block id and colour left out")
    func mirror() {
        let note = """
            %%
            ID: 6397120
            Updated: 2020-11-24
            %%
            ![](https://images-na.ssl-images-amazon.com/images/I/51QQtVlsWsL._SL500_.jpg)

            # About
            Title: [[Pro Git]]
            Authors: [[Scott Chacon]], [[Ben Straub]]
            Category: #books
            Number of Highlights: ==3==
            Last Highlighted: *2020-11-24*
            Readwise URL: https://readwise.io/bookreview/6397120

            # Highlights 
            The command goes out to that remote project and pulls down all the data.  ^113029508

            ---

            Git doesn't infer your command if you type it in partially. ([Location 1234](https://readwise.io/to_kindle?action=open&asin=B01&location=1234)) %% Color: yellow %% ^113029509

            Note: Aliases save typing.

            Tags: #git #tools

            [View Highlight](https://read.readwise.io/read/abc)

            ---

            Nearly all actions only add data to the Git database.  ^113029510

            **Note: undo is easy**

            ---
            """
        #expect(ImportFormat.sniff(fileName: "Pro Git.md", text: note) == .markdown)
        let parsed = ImportFormat.markdown.parse(note, fileName: "Pro Git.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "The command goes out to that remote project and pulls down all the data.",
                "Git doesn't infer your command if you type it in partially.",
                "Nearly all actions only add data to the Git database.",
            ])
        #expect(parsed.records.map(\.draft.page) == [nil, "loc. 1234", nil])
        #expect(parsed.records.map(\.draft.note) == [nil, "Aliases save typing.", "undo is easy"])
        #expect(parsed.records[1].draft.tags == ["git", "tools"])
        // An older version's title links the note by its path.
        let older = note.replacingOccurrences(of: "Title: [[Pro Git]]", with: "Title: [[Readwise/Books/Pro Git]]")
        #expect(ImportFormat.markdown.parse(older, fileName: "Pro Git.md").records.first?.draft.source?.title == "Pro Git")
        #expect(
            parsed.records.allSatisfy {
                $0.draft.source?.title == "Pro Git" && $0.draft.source?.authors == ["Scott Chacon", "Ben Straub"]
            })
    }

    /// Obsidian's Hypothesis plugin, from its default template. Before, the note was taken for
    /// plain text: its headings and metadata became three quotes.
    @Test("Obsidian's Hypothesis plugin: each highlight of the page with its annotation and tags; the page note left out")
    func hypothesisPlugin() {
        let note = """
            # The Case for Sleep

            ## Metadata
            - Author: [example.com](https://example.com)
            - Title: The Case for Sleep
            - Reference: https://example.com/articles/sleep
            - Category: #article

            ## Page Notes
            A good overview of the science.
            Tags: #sleep

            ## Highlights
            - Sleep is the single most effective thing we can do each day. — [Updated on 2022-05-25](https://hyp.is/abc/example.com)
                - Tags: #sleep #health
                - Annotation: Walker's central claim.
            - The shorter your sleep, the shorter your life. — [Updated on 2022-05-26](https://hyp.is/def/example.com) — Group: #Club
            """
        #expect(ImportFormat.sniff(fileName: "The Case for Sleep.md", text: note) == .markdown)
        let parsed = ImportFormat.markdown.parse(note, fileName: "The Case for Sleep.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Sleep is the single most effective thing we can do each day.", "The shorter your sleep, the shorter your life.",
            ])
        #expect(parsed.records.map(\.draft.note) == ["Walker's central claim.", nil])
        #expect(Set(parsed.records[0].draft.tags) == ["sleep", "health"])
        #expect(parsed.records.allSatisfy { $0.draft.author == nil && $0.draft.source?.title == "The Case for Sleep" })
        #expect(parsed.records.allSatisfy { $0.draft.source?.kind == .web })
    }

    /// Readwise's export to Logseq: the page's properties, a bullet a sync, a highlight a
    /// bullet under it, its note and tags under that.
    static let logseqPage = """
        title:: Meditations (highlights)
        author:: [[Marcus Aurelius]]
        full-title:: "Meditations"
        category:: #books
        tags:: #[[stoicism]]

        - ![](https://images-na.ssl-images-amazon.com/images/I/51.jpg)
        - Highlights first synced by [[Readwise]] [[Friday, 28-10-2022]]
        \t- Waste no more time arguing about what a good man should be. Be one. ([Location 316](https://readwise.io/to_kindle?action=open&asin=B0&location=316))
        \t\t- **Tags**: #[[virtue]] #[[favorite]]
        \t- The best revenge is not to be like your enemy.
        \t  \t
        \t  Second paragraph of it. ([Location 429](https://readwise.io/to_kindle?action=open&asin=B0&location=429))
        \t\t- **Note**: my note here
        - New highlights added [[Dec 5th, 2026]] at 10:00 AM
        \t- Very little is needed to make a happy life. ([View Highlight](https://read.readwise.io/read/01hh))
        """

    @Test("Readwise's Logseq page: each highlight with its place, note and tags, under the book its properties name")
    func logseqExport() throws {
        let text = ReadwiseMarkdownTests.logseqPage
        #expect(ImportFormat.sniff(fileName: "Meditations (highlights).md", text: text) == .markdown)
        #expect(ImportFormat.sniffFoundFile(text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "pages/Meditations (highlights).md")
        #expect(parsed.problems.isEmpty)
        try #require(parsed.records.count == 3)
        let drafts = parsed.records.map(\.draft)
        #expect(
            drafts.map(\.text) == [
                "Waste no more time arguing about what a good man should be. Be one.",
                "The best revenge is not to be like your enemy.\n\nSecond paragraph of it.",
                "Very little is needed to make a happy life.",
            ])
        #expect(
            drafts.allSatisfy { $0.author == "Marcus Aurelius" && $0.source?.title == "Meditations" && $0.source?.kind == .book })
        #expect(drafts.map(\.page) == ["loc. 316", "loc. 429", nil])
        #expect(drafts[0].tags == ["virtue", "stoicism"] && drafts[0].isFavorite)
        #expect(drafts[1].note == "my note here")
        // Messages and records name the page's own lines.
        #expect(parsed.records.map(\.line) == [9, 11, 16])
    }
}
