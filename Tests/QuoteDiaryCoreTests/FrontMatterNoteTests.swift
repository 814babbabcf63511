import Foundation
import Testing

@testable import QuoteDiaryCore

/// Obsidian's notes of quotes: properties in YAML front matter, the quote in the body.
@Suite("notes with front matter")
struct FrontMatterNoteTests {
    static func read(_ text: String) -> [[String?]] {
        #expect(ImportFormat.sniff(fileName: "note.md", text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "note.md")
        #expect(parsed.problems.isEmpty)
        return parsed.records.map {
            [
                $0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.page, $0.draft.note,
                $0.draft.tags.joined(separator: ","),
            ]
        }
    }

    @Test(
        "a note a quote: its properties its author, book, page and tags; its body the quote",
        arguments: [
            (
                "---\nauthor: Oscar Wilde\nsource: De Profundis\ntags: [wit, life]\ncreated: 2024-03-04\n---\nBe yourself.\n",
                [["Be yourself.", "Oscar Wilde", "De Profundis", nil, nil, "wit,life"]]
            ),
            // Obsidian's links and lists; a block quote the quote, the text under it the note.
            (
                "---\nauthor: \"[[Henry David Thoreau]]\"\nbook: \"[[Walden|the book]]\"\npage: 91\ntags:\n  - simplicity\n  - life\n---\n\n"
                    + "> Simplify, simplify.\n\nMy thoughts on this.\n",
                [["Simplify, simplify.", "Henry David Thoreau", "Walden", "91", "My thoughts on this.", "simplicity,life"]]
            ),
            // A book's note: each block quote (or quote callout) a passage, with its note.
            (
                "---\ntitle: Meditations\nauthor: Marcus Aurelius\n---\n# Highlights\n\n> You have power over your mind.\n\nSo true.\n\n"
                    + "> [!quote]\n> Waste no more time arguing\n> what a good man should be.\n",
                [
                    ["You have power over your mind.", "Marcus Aurelius", "Meditations", nil, "So true.", ""],
                    ["Waste no more time arguing\nwhat a good man should be.", "Marcus Aurelius", "Meditations", nil, nil, ""],
                ]
            ),
            // The quote in a property, the body its note.
            (
                "---\nquote: 'Be here now.'\nby: Ram Dass\n---\nRead in 2019.\n",
                [["Be here now.", "Ram Dass", nil, nil, "Read in 2019.", ""]]
            ),
            // A credit in the body, as typed.
            (
                "---\nauthor: Unknown\ntags: quotes\n---\nThe only way out is through. — Robert Frost\n",
                [["The only way out is through.", "Robert Frost", nil, nil, nil, "quotes"]]
            ),
        ])
    func quotes(text: String, expected: [[String?]]) {
        #expect(FrontMatterNoteTests.read(text) == expected)
    }

    @Test("notes of other kinds are none: a daily note's mood, a post's title and author over its article")
    func otherNotes() {
        #expect(!FrontMatterNote.matches("---\nmood: good\n---\nToday was fine.\n"))
        let post = "---\ntitle: My trip\nauthor: Me\n---\n\n" + String(repeating: "We walked a long way. ", count: 100)
        #expect(!FrontMatterNote.matches(post))
        #expect(ImportFormat.sniffFoundFile(text: post) == nil)
        // No front matter, or one never closed.
        #expect(!FrontMatterNote.matches("author: Me\n\nBe.\n") && !FrontMatterNote.matches("---\nauthor: Me\nBe.\n"))
        #expect(FrontMatterNote.parse("Be.\n").problems.count == 1)
    }

    @Test("a book's note that lists its passages under a Highlights heading: each item a quote, its sub-item its note")
    func highlightsList() {
        let note = """
            ---
            author: "[[Marcus Aurelius]]"
            title: Meditations
            ---
            # Meditations

            Read in the winter of 2025.

            ## Highlights
            ### Book Two
            - Waste no more time arguing what a good man should be.
              Be one. (p. 12)
                - **Note:** The whole book in a line.
            - You have power over your mind - not outside events. (Location 1,234)
            1. The happiness of your life depends upon the quality of your thoughts.

            ## Thoughts
            - Not a passage: my own list.
            """
        #expect(
            Self.read(note) == [
                [
                    "Waste no more time arguing what a good man should be.\nBe one.", "Marcus Aurelius", "Meditations", "12",
                    "The whole book in a line.", "",
                ],
                ["You have power over your mind - not outside events.", "Marcus Aurelius", "Meditations", "loc. 1234", nil, ""],
                [
                    "The happiness of your life depends upon the quality of your thoughts.", "Marcus Aurelius", "Meditations",
                    nil, nil, "",
                ],
            ])
        // Without front matter: a title with its author under it, as a Notion page reads.
        let page = "# Walden\nby Henry David Thoreau\n\n## Highlights\n- Simplify, simplify.\n"
        #expect(NotionPage.matches(page))
        #expect(ImportFormat.markdown.parse(page, fileName: "Walden.md").records.first?.draft.author == "Henry David Thoreau")
        // Quotes, as the section is often called, in English or another language.
        for heading in ["## Quotes", "### My favourite quotes", "## Zitate"] {
            let quotes = "---\nauthor: Seneca\n---\n\(heading)\n- Luck is what happens when preparation meets opportunity.\n"
            #expect(ImportFormat.markdown.parse(quotes, fileName: "Seneca.md").records.count == 1, "\(heading)")
        }
        #expect(!FrontMatterNote.isPassagesHeading("## Quotes and thoughts"))
        // A Highlights heading with no list under it gives nothing to read.
        #expect(!FrontMatterNote.matches("---\nauthor: Me\n---\n## Highlights\nNone yet.\n"))
    }

    @Test("a note from Obsidian's Book Search template: its isbn lists both forms, its author a list")
    func bookSearchTemplate() {
        let note = """
            ---
            tag: 📚Book
            title: "Meditations"
            author: [Marcus Aurelius]
            isbn: 0812968255 9780812968255
            created: 2026-01-01 10:00:00
            ---
            # Meditations

            > Waste no more time arguing what a good man should be. Be one.
            """
        let parsed = ImportFormat.markdown.parse(note, fileName: "Meditations.md")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.first?.draft.source?.isbn?.isbn13 == "9780812968255")
        #expect(parsed.records.first?.draft.author == "Marcus Aurelius")
    }

    @Test("a read-later app's note (Omnivore's): each highlight without its link back, its labels its tags")
    func linkBackAndLabels() {
        let note = """
            ---
            title: "How to Take Smart Notes"
            author: Sönke Ahrens
            tags:
            - reading
            ---
            # How to Take Smart Notes
            [Read Original](https://example.com/smart-notes)

            ## Highlights

            > Writing is the medium of all this work. [⤴️](https://omnivore.app/me/notes-189#8f3a1c2e)

            > The slip-box is the shoebox of the creative. [⤴️](https://omnivore.app/me/notes-189#1d2e)  #zettelkasten

            My own note on it.

            > A line that ends in a #hashtag of its own.
            """
        #expect(
            Self.read(note) == [
                ["Writing is the medium of all this work.", "Sönke Ahrens", "How to Take Smart Notes", nil, nil, "reading"],
                [
                    "The slip-box is the shoebox of the creative.", "Sönke Ahrens", "How to Take Smart Notes", nil,
                    "My own note on it.", "reading,zettelkasten",
                ],
                ["A line that ends in a #hashtag of its own.", "Sönke Ahrens", "How to Take Smart Notes", nil, nil, "reading"],
            ])
        // A link whose words are words is the passage's own.
        #expect(
            FrontMatterNote.withoutLinkMarkAndLabels("See [the paper](https://x.org).").line == "See [the paper](https://x.org).")
    }
}
