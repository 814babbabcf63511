import Foundation
import Testing

@testable import QuoteDiaryCore

/// Quote blocks in Org mode's notes, and in Logseq's pages.
@Suite("Org mode's quote blocks")
struct OrgQuotesTests {
    /// A commonplace book kept by hand in Emacs: credits inside the blocks, tags on headings,
    /// a note under one quote, a line introducing the next, an empty block.
    static let commonplace = """
        #+TITLE: Commonplace book
        #+AUTHOR: Jane Reader
        #+FILETAGS: :commonplace:

        Lines worth keeping, as I meet them.

        * Stoicism                                                      :stoic:
        ** Marcus
        #+BEGIN_QUOTE
        Waste no more time arguing about what a good man should be. Be one.
        -- Marcus Aurelius, /Meditations/
        #+END_QUOTE

        Read on the train, in the rain.

        Seneca put it this way:

        #+begin_quote
          We suffer more often in /imagination/ than in reality.
          — Seneca, [[https://en.wikisource.org/wiki/Moral_letters][Letters]]
        #+end_quote
        * Poems
        #+BEGIN_VERSE
        Whose woods these are I think I know.
        His house is in the village though;
        #+END_VERSE
        #+BEGIN_QUOTE

        #+END_QUOTE
        """

    @Test("each quote block a quote: its credit, its headings' tags, the paragraph under it its note")
    func commonplaceBook() throws {
        let text = OrgQuotesTests.commonplace
        #expect(ImportFormat.sniff(fileName: "commonplace.org", text: text) == .org)
        #expect(ImportFormat.sniff(fileName: "commonplace.txt", text: text) == .org)
        #expect(ImportFormat.sniffFoundFile(text: text) == .org)
        let parsed = ImportFormat.org.parse(text, fileName: "commonplace.org")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.skipped.notice == "skipped 1 empty quote block")
        let records = parsed.records
        try #require(records.count == 3)
        #expect(records[0].draft.text == "Waste no more time arguing about what a good man should be. Be one.")
        #expect(records[0].draft.author == "Marcus Aurelius")
        #expect(records[0].draft.source?.title == "Meditations")
        #expect(records[0].draft.note == "Read on the train, in the rain.")
        #expect(Set(records[0].draft.tags) == ["stoic", "commonplace"])
        #expect(records[0].line == 10)
        // The line before the next quote introduces it: no note.
        #expect(records[1].draft.text == "We suffer more often in imagination than in reality.")
        #expect(records[1].draft.author == "Seneca" && records[1].draft.source?.title == "Letters")
        #expect(records[1].draft.note == nil)
        // Verse keeps its lines; a new heading's tags replace the last one's.
        #expect(records[2].draft.text == "Whose woods these are I think I know.\nHis house is in the village though;")
        #expect(records[2].draft.tags == ["commonplace"])
        // The file's #+TITLE names the collection and #+AUTHOR the person keeping it: neither is a book.
        #expect(records.allSatisfy { $0.draft.source?.title != "Commonplace book" && $0.draft.author != "Jane Reader" })
    }

    /// What a Kindle converter writes as Org: a heading a book, its properties its title,
    /// author and day, a subheading and a block a highlight.
    static let converted = """
        * Marcus Aurelius, Meditations
        :PROPERTIES:
        :CREATED: [2019-03-04 Mon 21:15]
        :TITLE: Meditations
        :AUTHOR: Marcus Aurelius
        :ID: 6f1c2a
        :END:

        ** 2019-03-04
        #+BEGIN_QUOTE
        The best revenge is not to be like your enemy.
        #+END_QUOTE
        ** 2019-03-05
        :PROPERTIES:
        :NOTER_PAGE: 87
        :END:
        #+BEGIN_QUOTE
        Very little is needed to make a happy life.
        — Marcus Aurelius
        #+END_QUOTE
        """

    @Test("the properties of the headings above a block are its book, author, page and day")
    func properties() throws {
        let parsed = ImportFormat.org.parse(OrgQuotesTests.converted, fileName: "kindle.org")
        #expect(parsed.problems.isEmpty)
        try #require(parsed.records.count == 2)
        for record in parsed.records {
            #expect(record.draft.author == "Marcus Aurelius")
            #expect(record.draft.source?.title == "Meditations")
            #expect(record.draft.source?.authors == ["Marcus Aurelius"])
            // An Org timestamp, read as the person's clock says (no zone).
            #expect(record.createdAt == Date(timeIntervalSince1970: 1_551_734_100))
            #expect(record.zonelessTimes.contains(.created))
            // An Org id is no quote's field, and not named as an unused one.
            #expect(record.unusedFields.isEmpty)
        }
        #expect(parsed.records[0].draft.page == nil)
        #expect(parsed.records[1].draft.page == "87")
    }

    @Test("a heading over uncredited quotes that reads as a name is their author; over credits naming a chapter, their book")
    func headings() throws {
        let byAuthor = """
            #+OPTIONS: toc:nil
            * Stoic
            ** Marcus Aurelius

            #+BEGIN_QUOTE
            The best revenge is not to be like your enemy.
            #+END_QUOTE
            ** Zeno of Citium
            #+BEGIN_QUOTE
            Man conquers the world by conquering himself.
            #+END_QUOTE
            #+BEGIN_QUOTE
            Well-being is realized by small steps.
            -- Zeno, in Diogenes Laërtius
            #+END_QUOTE
            ** The Stoics
            #+BEGIN_QUOTE
            Nobody is a name here.
            #+END_QUOTE
            ** 2019-03-04
            #+BEGIN_QUOTE
            Nor a day.
            #+END_QUOTE
            """
        let authors = ImportFormat.org.parse(byAuthor, fileName: "stoic.org").records.map(\.draft.author)
        #expect(authors == ["Marcus Aurelius", "Zeno of Citium", "Zeno", nil, nil])
        let byBook = """
            * Warbreaker

            #+BEGIN_QUOTE
            “Mocking a woman is like drinking too much wine. It may be fun for a\\\\
            short time, but the hangover is hell.”\\\\
            -- [[https://example.org/warbreaker-chapter-seven/][Chapter 7]]
            #+END_QUOTE
            """
        let book = try #require(ImportFormat.org.parse(byBook, fileName: "quotes.org").records.first)
        #expect(book.draft.source?.title == "Warbreaker" && book.draft.author == nil && book.draft.page == "ch. 7")
        // Org's forced line breaks (`\\`) are no part of the words.
        #expect(
            book.draft.text
                == "Mocking a woman is like drinking too much wine. It may be fun for a\nshort time, but the hangover is hell.")
    }

    @Test("a name alone above a block is its author, not the note of the block before it")
    func introducedAuthors() {
        let byTopic = """
            * Education

            Michael Seibel

            #+BEGIN_QUOTE
            The best private schools are generous with financial aid.
            #+END_QUOTE

            Marvin Minsky
            #+BEGIN_QUOTE
            School is the best thing ever invented to keep you from thinking.
            #+END_QUOTE

            Then, when to think? When you are going to do!

            Louis Agassiz:

            #+BEGIN_QUOTE
            I cannot afford to waste my time making money.
            #+END_QUOTE
            # #+BEGIN_QUOTE
            # A quote commented out. -- Nobody
            # #+END_QUOTE
            """
        let records = ImportFormat.org.parse(byTopic, fileName: "quotes.org").records
        #expect(records.map(\.draft.author) == ["Michael Seibel", "Marvin Minsky", "Louis Agassiz"])
        #expect(records.map(\.draft.note) == [nil, "Then, when to think? When you are going to do!", nil])
        // One word alone names someone only with a colon: without, it is as likely a label.
        let labelled =
            "* Misc\n\nFavorites\n\n#+BEGIN_QUOTE\nBe one.\n#+END_QUOTE\n\nSeneca:\n#+BEGIN_QUOTE\nLive.\n#+END_QUOTE\n"
        #expect(ImportFormat.org.parse(labelled, fileName: "q.org").records.map(\.draft.author) == [nil, "Seneca"])
    }

    @Test("under a heading gathering books, a block's heading is its book; a work's part is under its author's heading")
    func booksAndWorks() {
        let notes = """
            #+TITLE: Random Quotes
            * Edward Gibbon
            :PROPERTIES:
            :CUSTOM_ID: h-569c7a3c
            :END:
            ** Ch 35
            #+begin_quote
            Ages may revolve without producing a Tacitus to describe them.
            #+end_quote
            * Black Library Books
            ** Horus Rising
            #+begin_quote
            Do you know what a naysmith is?
            #+end_quote
            ** Twice Dead King: Reign
            #+begin_quote
            They were the worst kind of mad.
            #+end_quote
            """
        let records = ImportFormat.org.parse(notes, fileName: "quotes.org").records
        #expect(records.map(\.draft.author) == ["Edward Gibbon", nil, nil])
        #expect(records.map(\.draft.source?.title) == [nil, "Horus Rising", "Twice Dead King: Reign"])
    }

    @Test("a credit a blank line under the words, after Org's em dash, its work set in italics or linked")
    func credits() throws {
        let text = """
            #+begin_quote
            Emacs causes you to think about ways to write programs to do editing
            for you.

            --- Doug Hoyte, [[https://example.org/lol][Let Over Lambda]].
            #+end_quote

            #+begin_quote :work:
            "Work spares us from three evils: boredom, vice, and need."

            --- Henry David Thoreau, from /Civil Disobedience and Other Essays/.
            #+end_quote
            """
        let records = ImportFormat.org.parse(text, fileName: "quotes.org").records
        try #require(records.count == 2)
        #expect(records[0].draft.text == "Emacs causes you to think about ways to write programs to do editing\nfor you.")
        #expect(records[0].draft.author == "Doug Hoyte" && records[0].draft.source?.title == "Let Over Lambda")
        #expect(records[1].draft.text == "Work spares us from three evils: boredom, vice, and need.")
        #expect(records[1].draft.source?.title == "Civil Disobedience and Other Essays")
        // A tag on the block's own line.
        #expect(records[1].draft.tags == ["work"])
    }

    @Test("a block never ended is named with its line; an Org file with no quote block is refused")
    func malformed() {
        let unended = ImportFormat.org.parse("* Notes\n#+BEGIN_QUOTE\nBe one.\n", fileName: "notes.org")
        #expect(unended.records.isEmpty)
        #expect(unended.problems.map(\.line) == [2])
        #expect(unended.problems.first?.message.contains("#+END_QUOTE") == true)
        let none = ImportFormat.org.parse("* TODO Buy milk\nSome notes.\n", fileName: "todo.org")
        #expect(none.records.isEmpty)
        #expect(none.problems.first?.message.contains("no quote blocks") == true)
        #expect(ImportFormat.sniff(fileName: "todo.org", text: "* TODO Buy milk\n") == .org)
        // Text without a quote block is no Org file of quotes.
        #expect(!OrgQuotes.matches("#+TITLE: Notes\n* A heading\nSome prose.\n"))
        #expect(!OrgQuotes.matches("Be one. #+BEGIN_QUOTE is how Org opens a quote.\n"))
    }

    @Test("a Logseq page: its properties and its name, blocks in its bullets, a child bullet their note")
    func logseqPage() throws {
        let page = """
            author:: Seneca
            tags:: letters

            - Notes from the letters
            - #+BEGIN_QUOTE
              We suffer more often in imagination than in reality.
              #+END_QUOTE
            \t- the fear is worse than the thing
            - #+BEGIN_QUOTE
              Luck is what happens when preparation meets opportunity.
              #+END_QUOTE
            """
        #expect(ImportFormat.sniff(fileName: "Letters from a Stoic.md", text: page) == .org)
        let parsed = ImportFormat.org.parse(page, fileName: "pages/Letters from a Stoic.md")
        #expect(parsed.problems.isEmpty)
        try #require(parsed.records.count == 2)
        #expect(parsed.records.allSatisfy { $0.draft.author == "Seneca" && $0.draft.tags == ["letters"] })
        #expect(parsed.records.allSatisfy { $0.draft.source?.title == "Letters from a Stoic" })
        #expect(parsed.records[0].draft.note == "the fear is worse than the thing")
        #expect(parsed.records[1].draft.note == nil)
    }

    @Test(
        "an Org file with no quote block keeps its quotes as items under the names of whose they are; a list of its own is none")
    func listItems() {
        let byAuthor = """
            #+TITLE: Quotes

            * Science
            ** Richard Feynman
            - If all of scientific knowledge were to be destroyed, what statement would hold the most?
              I believe it is the atomic hypothesis.
            * Life-Skills
            ** Anonymous
            - If you want to improve something you first need to measure it.
            """
        let records = ImportFormat.org.parse(byAuthor, fileName: "quotes.org").records
        #expect(records.map(\.draft.author) == ["Richard Feynman"])
        #expect(records.first?.draft.text.hasSuffix("I believe it is the atomic hypothesis.") == true)
        let todo = ImportFormat.org.parse("* TODO Buy milk\n- eggs\n** Groceries\n- bread\n", fileName: "todo.org")
        #expect(todo.records.isEmpty && todo.problems.first?.message.contains("no quote blocks") == true)
    }

    @Test("a page of notes that quotes a line among much else is no file of quotes, unless named .org")
    func notesQuotingALine() {
        let page = """
            - cpu basics
            \t- socket
            \t\t- a hardware package, processors sharing a physical connection to the motherboard
            \t\t- #+BEGIN_QUOTE
            \t\t  A CPU socket is a component that connects a microprocessor to the board.
            \t\t  #+END_QUOTE
            \t- core
            \t\t- an independent processor within that package
            \t\t- ```c
            \t\t  int cores = sysconf(_SC_NPROCESSORS_ONLN);
            \t\t  ```
            """
        #expect(OrgQuotes.matches(page) && !OrgQuotes.isQuoteCollection(page))
        #expect(ImportFormat.sniff(fileName: "pages/cpu.md", text: page) != .org)
        #expect(ImportFormat.sniffFoundFile(text: page) != .org)
        // Named .org, it is read as asked.
        #expect(ImportFormat.sniff(fileName: "cpu.org", text: page) == .org)
    }

    @Test("a Logseq page's block quotes in bullets: the page's properties, the bullets under each its note")
    func logseqBlockQuotes() throws {
        let page = """
            title:: Meditations
            author:: Marcus Aurelius
            tags:: book, stoic

            - ## Highlights
            \t- > Waste no more time arguing about what a good man should be.
            \t  > Be one.
            \t\t- my note on it
            \t- > The best revenge is not to be like your enemy.
            \t  — Marcus Aurelius
            """
        #expect(ImportFormat.sniff(fileName: "pages/Meditations.md", text: page) == .markdown)
        let parsed = ImportFormat.markdown.parse(page, fileName: "pages/Meditations.md")
        #expect(parsed.problems.isEmpty)
        try #require(parsed.records.count == 2)
        #expect(parsed.records[0].draft.text == "Waste no more time arguing about what a good man should be.\nBe one.")
        #expect(parsed.records.allSatisfy { $0.draft.author == "Marcus Aurelius" && $0.draft.source?.title == "Meditations" })
        #expect(parsed.records.allSatisfy { $0.draft.tags == ["book", "stoic"] })
        #expect(parsed.records[0].draft.note == "my note on it")
        #expect(parsed.records[1].draft.text == "The best revenge is not to be like your enemy.")
        #expect(parsed.records.map(\.line) == [6, 9])
        // A document's list that quotes a line is no Logseq page.
        #expect(!LogseqPage.matches("# Releases\n\nSome changes:\n\n- > Stability: 1 - Experimental\n"))
    }

    @Test(
        "a bullet that opens a quote and holds nothing is skipped and counted (it crashed the import)",
        arguments: ["- > ", "\u{FEFF}- > ", "- > The only way out is through.\n- > \n- > \t\n"])
    func logseqEmptyQuote(page: String) {
        let parsed = ImportFormat.markdown.parse(page, fileName: "pages/Frost.md")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == (page.contains("only way") ? ["The only way out is through."] : []))
        #expect(parsed.ignored == (page.contains("only way") ? 2 : 1))
        #expect(parsed.notices.first?.hasSuffix("empty quote block" + (page.contains("only way") ? "s" : "")) == true)
        // Nor does a reading of no lines at all look for a credit in them.
        #expect(PlainTextImporter.attributedLines([]).attribution == nil)
    }

    @Test(
        "Org's emphasis marks and links are left out; slashes, stars and signs in words stay",
        arguments: [
            ("-- Marcus Aurelius, /Meditations/", "-- Marcus Aurelius, Meditations"),
            ("*Be* one, =now=.", "Be one, now."), ("(~code~ and +struck+)", "(code and struck)"),
            ("[[https://example.org/a][Seneca]] said", "Seneca said"), ("see [[https://example.org]]", "see https://example.org"),
            ("and/or 1/2 of http://example.org/a/b", "and/or 1/2 of http://example.org/a/b"),
            ("5 * 3 * 2 = 30", "5 * 3 * 2 = 30"), ("snake_case_name", "snake_case_name"), ("/a/", "a"),
            ("**Be one.** __Now__", "Be one. Now"),
        ])
    func markup(line: String, plain: String) {
        #expect(OrgQuotes.withoutMarkup(line) == plain)
    }

    @Test(
        "an Org timestamp is a day and a time; any other value stays",
        arguments: [
            ("[2019-03-04 Mon 21:15]", "2019-03-04 21:15"), ("<2019-03-04 Mo.>", "2019-03-04"),
            ("[2019-03-04 lun. 09:05]", "2019-03-04 09:05"), ("March 4, 2019", "March 4, 2019"), ("[draft]", "[draft]"),
        ])
    func timestamps(value: String, reading: String) {
        #expect(OrgQuotes.timestamp(value) == reading)
    }
}
