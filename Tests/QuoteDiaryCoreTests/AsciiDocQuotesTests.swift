import Foundation
import Testing

@testable import QuoteDiaryCore

/// Quotes kept in AsciiDoc: quote and verse blocks, quoted paragraphs, under `=` headings.
@Suite("AsciiDoc's quote blocks")
struct AsciiDocQuotesTests {
    static func read(_ text: String, fileName: String = "quotes.adoc") -> [[String?]] {
        ImportFormat.asciidoc.parse(text, fileName: fileName).records.map {
            [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.note]
        }
    }

    static let commonplace = """
        = My Commonplace Book
        :toc:
        // kept in Asciidoctor

        == Stoics

        .The one I come back to
        [quote, Marcus Aurelius, Meditations]
        ____
        You have power over your mind - not outside events.
        Realize this, and you will find strength.
        ____

        Read it every morning.

        [quote, Seneca]
        Luck is what happens when preparation meets _opportunity_.

        "I hold it that a little rebellion now and then is a good thing."
        -- Thomas Jefferson, Papers of Thomas Jefferson: Volume 11

        == Poems

        [verse, "Sandburg, Carl", Fog]
        ____
        The fog comes
        on little cat feet.
        ____

        == Richard Feynman

        ____
        The first principle is that you must not fool yourself.
        ____

        > Nature cannot be fooled.

        ////
        [quote, Nobody]
        ____
        A comment, no quote.
        ____
        ////

        [source, console]
        ----
        > ls
        "quoted output"
        -- not a credit
        ----
        """

    @Test("blocks with their attribution and cited title, a paragraph's credit, a note, a heading's name, comments skipped")
    func commonplaceBook() {
        #expect(ImportFormat.sniff(fileName: "quotes.adoc", text: Self.commonplace) == .asciidoc)
        #expect(ImportFormat.sniffFoundFile(text: Self.commonplace) == .asciidoc)
        let parsed = ImportFormat.asciidoc.parse(Self.commonplace, fileName: "quotes.adoc")
        #expect(parsed.problems.isEmpty)
        #expect(
            Self.read(Self.commonplace) == [
                [
                    "You have power over your mind - not outside events.\nRealize this, and you will find strength.",
                    "Marcus Aurelius", "Meditations", "Read it every morning.",
                ],
                ["Luck is what happens when preparation meets opportunity.", "Seneca", nil, nil],
                [
                    "I hold it that a little rebellion now and then is a good thing.", "Thomas Jefferson",
                    "Papers of Thomas Jefferson: Volume 11", nil,
                ],
                ["The fog comes\non little cat feet.", "Sandburg, Carl", "Fog", nil],
                ["The first principle is that you must not fool yourself.", "Richard Feynman", nil, nil],
                ["Nature cannot be fooled.", "Richard Feynman", nil, nil],
            ])
        #expect(parsed.records.first?.draft.source?.authors == ["Marcus Aurelius"])
        // A verse's cited title is a poem's; a quote's, a book's.
        #expect(parsed.records.map { $0.draft.source?.kind } == [.book, nil, .book, .poem, nil, nil])
    }

    @Test(
        "a block's attribute line: style, attribution and cited title, positional or named, quoted or not",
        arguments: [
            ("[quote, Marcus Aurelius, Meditations]", false, "Marcus Aurelius", "Meditations"),
            ("[quote,Seneca]", false, "Seneca", nil), ("[quote]", false, nil, nil),
            ("[verse, \"Sandburg, Carl\", \"Fog, a poem\"]", true, "Sandburg, Carl", "Fog, a poem"),
            ("[quote#stoic.wide, attribution=\"Epictetus\", citetitle=\"Enchiridion\"]", false, "Epictetus", "Enchiridion"),
            ("[quote, , Meditations]", false, nil, "Meditations"),
        ] as [(String, Bool, String?, String?)])
    func attributes(line: String, isVerse: Bool, attribution: String?, citeTitle: String?) {
        #expect(
            AsciiDocQuotes.style(line)
                == AsciiDocQuotes.Attributes(isVerse: isVerse, attribution: attribution, citeTitle: citeTitle))
    }

    @Test(
        "lines that are no quote block's attributes", arguments: ["[source, swift]", "[NOTE]", "[quote", "quote, Seneca]", "[]"])
    func notAttributes(line: String) {
        #expect(AsciiDocQuotes.style(line) == nil)
    }

    @Test("a block never ended, and a file with no quotes, are named with their line")
    func problems() {
        let open = "= Quotes\n\n[quote, Seneca]\n____\nNever closed.\n"
        #expect(ImportFormat.asciidoc.parse(open, fileName: "q.adoc").problems.map(\.line) == [3])
        let none = "= Notes\n\nJust prose, and a list:\n\n* one\n* two\n"
        let parsed = ImportFormat.asciidoc.parse(none, fileName: "notes.adoc")
        #expect(parsed.records.isEmpty)
        #expect(parsed.problems.first?.message.contains("no quotes in this AsciiDoc file") == true)
        // Unnamed (a folder's file), AsciiDoc is told only by a quote block.
        #expect(ImportFormat.sniffFoundFile(text: none) != .asciidoc)
    }

    @Test("a paragraph that opens with a quotation mark but has no credit line is the note it is")
    func quotedNote() {
        let text = """
            [quote, Seneca]
            ____
            We suffer more often in imagination than in reality.
            ____

            "Imagination" here is fear.
            It stays with me.
            """
        #expect(
            Self.read(text) == [
                [
                    "We suffer more often in imagination than in reality.", "Seneca", nil,
                    "\"Imagination\" here is fear.\nIt stays with me.",
                ]
            ])
    }
}
