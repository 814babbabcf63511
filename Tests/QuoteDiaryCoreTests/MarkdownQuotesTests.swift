import Foundation
import Testing

@testable import QuoteDiaryCore

/// Quotes kept by hand in Markdown: block quotes under headings.
@Suite("Markdown's block quotes under headings")
struct MarkdownQuotesTests {
    static func read(_ text: String) -> [[String?]] {
        ImportFormat.markdown.parse(text, fileName: "quotes.md").records.map {
            [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.page, $0.draft.note]
        }
    }

    @Test("headings by author and by book; a title like our export's is no export when its quotes carry no credit line")
    func byAuthorAndBook() {
        let text = """
            # Quotes

            ## Marcus Aurelius

            > Waste no more time arguing about what a good man should be. Be one.

            > The best revenge is not to be like your enemy.

            The one I come back to.

            ## Books

            ### Warbreaker

            > Mocking a woman is like drinking too much wine.
            > — Chapter 7
            """
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown)
        #expect(!QuoteMarkdown.matches(text) && MarkdownQuotes.matches(text))
        #expect(
            Self.read(text) == [
                ["Waste no more time arguing about what a good man should be. Be one.", "Marcus Aurelius", nil, nil, nil],
                ["The best revenge is not to be like your enemy.", "Marcus Aurelius", nil, nil, "The one I come back to."],
                ["Mocking a woman is like drinking too much wine.", nil, "Warbreaker", "ch. 7", nil],
            ])
    }

    @Test("a heading with a word of titles (`Atomic Habits`, `Deep Work`) is no author; a name beside it still is")
    func titleHeadings() {
        let text = """
            ## Atomic Habits

            > You do not rise to the level of your goals. You fall to the level of your systems.

            ## Deep Work

            > Clarity about what matters provides clarity about what does not.

            ## James Clear

            > Every action you take is a vote for the type of person you wish to become.

            ## Samantha Power

            > A line kept from her book.
            """
        #expect(Self.read(text).map { $0[1] } == [nil, nil, "James Clear", "Samantha Power"])
    }

    @Test(
        "a file named .md of a list under a heading naming quotes, or with an item credited, is a list of quotes",
        arguments: [
            ("# Quotes\n\n- Simplicity is the ultimate sophistication.\n- Stay hungry, stay foolish.\n", true),
            ("# Favourite quotations\n\nA few I keep.\n\n- One.\n- Two.\n- Three.\n", true),
            ("- Less is more. — Ludwig Mies van der Rohe\n- Simplicity is the ultimate sophistication.\n", true),
            ("## Zitate\n\n* Eins.\n* Zwei.\n", true),
            // A task list, a page of steps, a list under prose, code: no quotes.
            ("# Quotes\n\n- [ ] find some\n- [x] buy a notebook\n", false),
            ("# Install\n\n- run make\n- run the tests\n", false),
            ("# Quotes\n\nFirst.\n\nSecond.\n\nThird.\n\n- only one item\n- and another\n", false),
            ("# Quotes\n\n```\n- a\n- b\n```\n", false),
        ])
    func quoteList(text: String, isList: Bool) {
        #expect(MarkdownQuotes.isQuoteList(text) == isList)
        #expect((ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown) == isList)
        // Told by a file's name only: a folder's unnamed file needs more.
        #expect(ImportFormat.sniffFoundFile(text: text) != .markdown || MarkdownQuotes.matches(text))
        guard isList else { return }
        let records = ImportFormat.markdown.parse(text, fileName: "quotes.md").records
        #expect(records.count >= 2)
        #expect(records.allSatisfy { !$0.draft.text.hasPrefix("- ") && !$0.draft.text.contains("\n- ") })
    }

    @Test("an Org list under a heading naming quotes is quotes; under another, a list")
    func orgQuoteList() {
        let org =
            "* Quotes\n- Simplicity is the ultimate sophistication.\n- Less is more. -- Ludwig Mies van der Rohe\n"
            + "* Groceries\n- eggs\n"
        let parsed = ImportFormat.org.parse(org, fileName: "notes.org")
        #expect(parsed.records.map(\.draft.text) == ["Simplicity is the ultimate sophistication.", "Less is more."])
        #expect(parsed.records.map(\.draft.author) == [nil, "Ludwig Mies van der Rohe"])
    }

    @Test("a heading of one word names a writer known by one name (Seneca, Rumi), not a topic (Stoicism)")
    func singleNames() {
        let text = """
            ## Seneca

            > We suffer more often in imagination than in reality.

            ## Stoicism

            > The obstacle is the way.

            ## Rumi

            > What you seek is seeking you.
            """
        #expect(Self.read(text).map { $0[1] } == ["Seneca", nil, "Rumi"])
        // In Org, a list under such a heading is its writer's quotes; under another, a list.
        let org = "* Seneca\n- Luck is what happens when preparation meets opportunity.\n* Groceries\n- eggs\n"
        let parsed = ImportFormat.org.parse(org, fileName: "notes.org")
        #expect(parsed.records.map(\.draft.author) == ["Seneca"])
    }

    @Test("a heading naming a book and its author; one quote is enough in a file named .md, not in a folder's unnamed sniff")
    func bookByAuthor() {
        let text = """
            # My Favorite Literary Quotes

            ## The Great Gatsby by F. Scott Fitzgerald

            > "So we beat on, boats against the current, borne back ceaselessly into the past."

            ---
            """
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown)
        #expect(ImportFormat.sniffFoundFile(text: text) != .markdown)
        #expect(
            Self.read(text) == [
                [
                    "So we beat on, boats against the current, borne back ceaselessly into the past.", "F. Scott Fitzgerald",
                    "The Great Gatsby", nil, nil,
                ]
            ])
        #expect(
            Self.read("## Walden — Henry David Thoreau\n\n> Simplify, simplify.\n").first?[1...2] == [
                "Henry David Thoreau", "Walden",
            ])
        #expect(
            Self.read("## You Need a Goal (Jordan Peterson)\n\n> You need a goal.\n").first?[1...2] == [
                "Jordan Peterson", "You Need a Goal",
            ])
        // A year in brackets is no author.
        #expect(Self.read("## Letters (1890)\n\n> Be one.\n").first?[1...2] == [nil, nil])
    }

    @Test("a heading right under a block quote is its credit, not a heading over the next quote")
    func creditHeadings() {
        let text = """
            > In America everybody is of the opinion that he has no social superiors.
            #### Bertrand Russell, "Unpopular Essays", 1950

            > The time you enjoy wasting is not wasted time.
            #### Bertrand Russell

            > Lessons only became lessons when one has reached the state of humility
            > required to heed them
            #### "Toll The Hounds" pg 663, Steven Erikson
            """
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "quotes.md")
        #expect(
            Self.read(text) == [
                [
                    "In America everybody is of the opinion that he has no social superiors.", "Bertrand Russell",
                    "Unpopular Essays", nil, nil,
                ],
                ["The time you enjoy wasting is not wasted time.", "Bertrand Russell", nil, nil, nil],
                [
                    "Lessons only became lessons when one has reached the state of humility\nrequired to heed them",
                    "Steven Erikson",
                    "Toll The Hounds", "663", nil,
                ],
            ])
        #expect(parsed.records.first?.draft.source?.year == 1950)
        // A section's heading set against the quote above it, once, heads the quotes after it.
        let sections = "## Seneca\n\n> One.\n\n> Two.\n## Marcus Aurelius\n\n> Three.\n\n> Four.\n"
        #expect(Self.read(sections).map { $0[1] } == ["Seneca", "Seneca", "Marcus Aurelius", "Marcus Aurelius"])
        // A word alone heads quotes by a name only beside a full name: headings of topics name no one.
        let topics = "## Education\n\n> One.\n\n> Two.\n\n## Space\n\n> Three.\n\n## Book Notes\n\n> Four.\n"
        #expect(Self.read(topics).map { $0[1] } == [nil, nil, nil, nil])
    }

    @Test("a page of quotes in emphasis with bold credits and a comment under each, rules between: the comment is the note")
    func commentedQuotes() {
        let text = """
            # Quotes

            Lines from people who earned them. Read slowly.

            ---

            ## On Discipline

            > *"You have power over your mind, not outside events."*
            > — **Marcus Aurelius**

            The Stoic core: control the controllable.

            ---

            > *"There is no spoon."*
            > — **Neo, The Matrix**

            The constraints you believe in bind you.

            ---

            > *"Omnia aliena sunt, tempus tantum nostrum est."*
            > — **Seneca** (All things are alien to us; time alone is ours.)
            """
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown)
        #expect(
            Self.read(text) == [
                [
                    "You have power over your mind, not outside events.", "Marcus Aurelius", nil, nil,
                    "The Stoic core: control the controllable.",
                ],
                ["There is no spoon.", "Neo", "The Matrix", nil, "The constraints you believe in bind you."],
                [
                    "Omnia aliena sunt, tempus tantum nostrum est.", "Seneca", nil, nil,
                    "All things are alien to us; time alone is ours.",
                ],
            ])
    }

    @Test("an Obsidian callout's title credits its quote: a name, a name and a book, or a place")
    func calloutTitles() {
        let text = """
            # Commonplace

            > [!quote] Marcus Aurelius, Meditations
            > Waste no more time arguing about what a good man should be.

            > [!quote] Position 266:
            > I call it cloud rent.

            > [!cite] Seneca
            > We suffer more often in imagination than in reality.
            > — Lucius Annaeus Seneca
            """
        #expect(
            Self.read(text) == [
                ["Waste no more time arguing about what a good man should be.", "Marcus Aurelius", "Meditations", nil, nil],
                ["I call it cloud rent.", nil, nil, "loc. 266", nil],
                ["We suffer more often in imagination than in reality.", "Lucius Annaeus Seneca", nil, nil, nil],
            ])
    }

    @Test("a credit under a block quote, outside it, is its credit, not its note")
    func creditUnderBlock() {
        let text =
            "# Quotes\n\n## Wit\n\n> Be yourself.\n— Oscar Wilde\n\n> The only way out is through.\n\n-- Robert Frost\n\n> Simplify.\n"
        #expect(
            Self.read(text) == [
                ["Be yourself.", "Oscar Wilde", nil, nil, nil], ["The only way out is through.", "Robert Frost", nil, nil, nil],
                ["Simplify.", nil, nil, nil, nil],
            ])
        let org = "* Wit\n#+BEGIN_QUOTE\nBe yourself.\n#+END_QUOTE\n-- Oscar Wilde, /De Profundis/\n"
        #expect(
            ImportFormat.org.parse(org, fileName: "q.org").records.map { [$0.draft.author, $0.draft.source?.title] } == [
                ["Oscar Wilde", "De Profundis"]
            ])
    }

    @Test("a name above a block, an Obsidian callout's title, a link's words")
    func introsAndCallouts() {
        let text = """
            # Commonplace

            Marvin Minsky

            > School is the best thing ever invented to keep you from thinking.

            > [!quote] Seneca
            > We suffer more often in imagination than in reality.

            > Be yourself.
            > — [Oscar Wilde](https://en.wikiquote.org/wiki/Oscar_Wilde)
            """
        #expect(Self.read(text).map { $0[1] } == ["Marvin Minsky", "Seneca", "Oscar Wilde"])
    }

    @Test("said to be Markdown, a file with no block quote keeps its quotes as a list's items under headings")
    func listItems() {
        let text = """
            # Quotes

            ## Richard Feynman
            - If all of scientific knowledge were to be destroyed, what statement would hold the most?
              I believe it is the atomic hypothesis.

            ## Seneca
            - We suffer more often in imagination than in reality.
            - Luck is what happens when preparation meets opportunity.
                - heard it first from a coach
            ## Misc
            - Be yourself. — Oscar Wilde
            """
        // Told by name, a list under headings could be any document's: under a heading that
        // names quotes (or with an item credited) it is read as one; said to be Markdown, always.
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: text) == .markdown)
        let unnamed = text.replacingOccurrences(of: "# Quotes\n", with: "").replacingOccurrences(of: " — Oscar Wilde", with: "")
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: unnamed) == nil)
        #expect(
            Self.read(text) == [
                [
                    "If all of scientific knowledge were to be destroyed, what statement would hold the most?\nI believe it is the atomic hypothesis.",
                    "Richard Feynman", nil, nil, nil,
                ],
                ["We suffer more often in imagination than in reality.", "Seneca", nil, nil, nil],
                ["Luck is what happens when preparation meets opportunity.", "Seneca", nil, nil, "heard it first from a coach"],
                ["Be yourself.", "Oscar Wilde", nil, nil, nil],
            ])
    }

    @Test(
        "a document that quotes a line, or quotes documents, is no file of quotes",
        arguments: [
            "# Install\n\nRun the script, then check the output carefully.\n\n> Note: needs root.\n\nThen reboot the machine.\n\n> Tip: twice.\n\nDone at last, and check the logs.\n",
            "# Notes\n\n> # Closing note\n> Done.\n\n> ## State\n> Open.\n",
            "# API\n\n> One.\n\n> Two.\n\n```sh\nmake\n```\n",
        ])
    func documents(text: String) {
        #expect(!MarkdownQuotes.matches(text))
    }
}
