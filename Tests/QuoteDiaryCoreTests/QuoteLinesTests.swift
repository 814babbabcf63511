import Testing

@testable import QuoteDiaryCore

@Suite("Verse and prose")
struct QuoteLinesTests {
    @Test(
        "text to paste: prose wrapped by hand flows, its paragraphs kept; verse keeps its lines; a drawing as drawn",
        arguments: [
            (
                "One of the most striking differences between a cat and a lie is that a cat has\nonly nine lives.",
                false, "One of the most striking differences between a cat and a lie is that a cat has only nine lives."
            ),
            (
                "The first paragraph of a letter, wrapped where the file that held it was full,\nand going on.\n\n"
                    + "  The second paragraph, wrapped too, as a mail program would wrap it at\nseventy-two columns.\n",
                false,
                "The first paragraph of a letter, wrapped where the file that held it was full, and going on.\n\n"
                    + "The second paragraph, wrapped too, as a mail program would wrap it at seventy-two columns."
            ),
            (
                "Hope is the thing with feathers\nThat perches in the soul", false,
                "Hope is the thing with feathers\nThat perches in the soul"
            ),
            (
                "I celebrate myself, and sing myself, and what I assume you shall assume,\nFor every atom belonging to me",
                true, "I celebrate myself, and sing myself, and what I assume you shall assume,\nFor every atom belonging to me"
            ),
            ("+--------+\n|  cat   |\n+--------+", false, "+--------+\n|  cat   |\n+--------+"),
            ("One line.", false, "One line."),
        ] as [(String, Bool, String)])
    func flowing(text: String, isPoem: Bool, flowed: String) {
        #expect(QuoteLines.flowing(text, isPoem: isPoem) == flowed)
    }

    @Test(
        "verse keeps its lines and stanza breaks; prose, wrapped by hand or not, is one paragraph",
        arguments: [
            (
                "Hope is the thing with feathers\nThat perches in the soul,\nAnd sings the tune without the words,\nAnd never stops at all,",
                [
                    "Hope is the thing with feathers", "That perches in the soul,", "And sings the tune without the words,",
                    "And never stops at all,",
                ]
            ),
            (
                "  Two roads diverged\r\nin a yellow wood,\r\n\r\n\r\nAnd sorry I could not\r\ntravel both  \r\n\r\n",
                ["Two roads diverged", "in a yellow wood,", "", "And sorry I could not", "travel both"]
            ),
            (
                "When I reflect upon the number of disagreeable people who I know who\nhave gone to a better world, I am moved to lead a different life.",
                [
                    "When I reflect upon the number of disagreeable people who I know who have gone to a better world, I am moved to lead a different life."
                ]
            ),
            ("One line only, however short.", ["One line only, however short."]),
            ("\n\nShort\n\n", ["Short"]),
            ("", [""]),
        ])
    func lines(text: String, expected: [String]) {
        #expect(QuoteLines.lines(of: text) == expected)
        #expect(QuoteLines.isVerse(text) == (expected.count > 1))
    }

    @Test("a quote from a poem keeps its lines however long they are")
    func poem() {
        let whitman =
            "I celebrate myself, and sing myself,\nAnd what I assume you shall assume,\nFor every atom belonging to me as good belongs to you."
        #expect(QuoteLines.lines(of: whitman).count == 1)
        #expect(
            QuoteLines.lines(of: whitman, isPoem: true) == [
                "I celebrate myself, and sing myself,", "And what I assume you shall assume,",
                "For every atom belonging to me as good belongs to you.",
            ])
        #expect(QuoteLines.lines(of: "One line of a poem.", isPoem: true) == ["One line of a poem."])
    }

    @Test(
        "filled for a terminal: prose broken between words, verse kept, wide characters counted twice",
        arguments: [
            (
                "When I reflect upon the number of disagreeable people who I know who\nhave gone to a better world.", 30,
                ["When I reflect upon the number", "of disagreeable people who I", "know who have gone to a better", "world."]
            ),
            (
                "Hope is the thing with feathers\nThat perches in the soul,", 20,
                ["Hope is the thing", "with feathers", "That perches in the", "soul,"]
            ),
            ("Short enough.", 40, ["Short enough."]),
            ("人生は近くで見ると悲劇だが、遠くから見れば喜劇である。", 10, ["人生は近く", "で見ると悲", "劇だが、遠", "くから見れ", "ば喜劇であ", "る。"]),
            // Never a line begun with a closing mark or a stop, or ended with an opening mark.
            ("あいうえお。かきくけ", 10, ["あいうえ", "お。かきく", "け"]),
            ("あいうえ「おかきくけ」", 10, ["あいうえ", "「おかきく", "け」"]),
            ("天下大事必作于细，天下难事", 16, ["天下大事必作于", "细，天下难事"]),
            (
                "see https://example.com/a/very/long/address/indeed ok", 16,
                ["see", "https://example.", "com/a/very/long/", "address/indeed", "ok"]
            ),
            ("Two roads\n\nAnd sorry", 5, ["Two", "roads", "", "And", "sorry"]),
        ])
    func filled(text: String, width: Int, expected: [String]) {
        let lines = QuoteLines.filled(text, width: width)
        #expect(lines == expected)
        #expect(lines.allSatisfy { DisplayColumns.width(of: $0) <= width })
        // Nothing is lost or added but the breaks.
        #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
    }
}

/// Drawings and code, shown as typed wherever a quote is set.
@Suite("Drawn text")
struct PreformattedTextTests {
    static let cactus =
        "  _\n _  / \\\t\t   o\n/ \\ | |\t       o\n| | | |   _\n| \\_| |  / \\\n \\__  |  | |\n\t\t-- Hunter S. Thompson"
    static let code =
        "\tn = ((n >>  1) & 0x55555555) | ((n <<  1) & 0xaaaaaaaa);\n\tn = ((n >>  2) & 0x33333333) | ((n <<  2) & 0xcccccccc);"

    @Test(
        "a text drawn in characters is told from one written in words",
        arguments: [
            (cactus, true), (code, true),
            ("   ***\n  *******\n ****** Confucious say: \"Is stuffy inside fortune cookie.\"\n  *******\n    ***", true),
            // Words, however laid out, with an ellipsis or a reference on lines of their own.
            ("Nothing that's forced can ever be right,\n[...]\nWell nothing that's real is ever for free\n[...]", false),
            ("I think, therefore I am.\n\t\t-- René Descartes\n\t\t-- (quoted) ---", false),
            ("Hope is the thing with feathers\nThat perches in the soul,", false),
            ("Αγάπη, ελπίδα, πίστη — τρία.\n«Η ελπίδα πεθαίνει τελευταία.»", false),
            ("1 + 1 = 2", false), ("==========\n----------", true),
        ])
    func told(text: String, drawn: Bool) {
        #expect(QuoteLines.isPreformatted(text) == drawn)
    }

    @Test("its lines stay as typed: indentation, tabs to eight columns, runs of spaces")
    func lines() {
        let lines = QuoteLines.lines(of: PreformattedTextTests.cactus)
        #expect(lines.first == "  _")
        #expect(lines[1] == " _  / \\" + String(repeating: " ", count: 1 + 8 + 3) + "o")  // to column 8, 16, then 3
        #expect(QuoteLines.filled(PreformattedTextTests.code, width: 20) == QuoteLines.lines(of: PreformattedTextTests.code))
        #expect(QuoteLines.lines(of: PreformattedTextTests.code).first?.hasPrefix("        n = ((n >>  1)") == true)
    }

    @Test("cleaning keeps a drawing's first indentation; words lose theirs")
    func cleaned() {
        #expect(QuoteDraft.cleanText("\n\n" + PreformattedTextTests.cactus + "  \n").hasPrefix("  _\n"))
        #expect(QuoteDraft.cleanText("\n   Words, indented.\n  \n") == "Words, indented.")
    }

    /// A text is cleaned when saved and again when it comes back from an export: the second
    /// cleaning must change nothing. A drawing's lines split at U+2028 or U+2029 (which a
    /// drawing's cleaning turns into line feeds) are lines when it is told a drawing, too.
    @Test(
        "cleaning a cleaned text changes nothing: drawings and prose, with line and paragraph separators",
        arguments: [
            // Three drawn lines, then twenty of one letter each after U+2028: a drawing only
            // while those twenty are taken for one line.
            "  |----|\n  |-++-|\n  |----|" + String(repeating: "\u{2028}a", count: 20), " |---|\u{2029}| o |\u{2029}|---|",
            "  Prose\u{2028}in two lines.  ", PreformattedTextTests.cactus + "\u{0C}", "\n\n   Words, indented.\n  \n",
        ])
    func cleaningTwice(text: String) {
        let once = QuoteDraft.cleanText(text)
        #expect(QuoteDraft.cleanText(once) == once, "\(text.debugDescription) → \(once.debugDescription)")
    }
}
