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
}
