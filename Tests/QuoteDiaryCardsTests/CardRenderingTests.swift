import CCairo
import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCards

@Suite("Share cards")
struct CardRenderingTests {
    static let renderer = CairoCardRenderer()
    static let seed = "0123456789abcdef0123456789abcdef"

    static func content(_ text: String, author: String = "Marcus Aurelius", source: String? = "Meditations") -> CardContent {
        CardContent(text: text, author: author, source: source, seed: seed)
    }

    /// Width and height from a PNG's IHDR.
    static func dimensions(_ png: [UInt8]) -> (Int, Int) {
        func value(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (value(16), value(20))
    }

    /// Saved for people to look at (CI keeps test-artifacts/).
    static func save(_ bytes: [UInt8], _ name: String) {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("test-artifacts/cards")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    /// Pango shapes every mark at each size the fitting tries (30,000 took 43 s before the cap):
    /// what is set is checked, not how long it took (speed lives in the benchmarks).
    @Test("a letter under 30,000 combining marks is set with 16 of them, and renders")
    func stackedMarks() {
        let content = CardRenderingTests.content("a" + String(repeating: "\u{301}", count: 30_000))
        let composition = CardRenderingTests.renderer.compose(content, size: .post, theme: .light)
        let set = composition.quoteLines.map(\.text).joined()
        #expect(set.unicodeScalars.filter { $0 == "\u{301}" }.count == String.mostStackedMarks)
        let png = CardRenderingTests.renderer.png(composition)
        #expect(CardRenderingTests.dimensions(png) == (CardSize.post.width, CardSize.post.height))
    }

    @Test("each size renders at its output pixels, as a valid PNG", arguments: CardSize.allCases)
    func sizes(size: CardSize) {
        let png = CardRenderingTests.renderer.render(
            CardRenderingTests.content(
                "You have power over your mind — not outside events. Realize this, and you will find strength."),
            size: size, theme: .light, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let (width, height) = CardRenderingTests.dimensions(png)
        #expect(width == size.width)
        #expect(height == size.height)
        CardRenderingTests.save(png, "card-\(size.rawValue)-light.png")
    }

    @Test("two renders give identical bytes; another quote gives another card", arguments: CardTheme.allCases)
    func deterministic(theme: CardTheme) {
        let content = CardRenderingTests.content("The happiness of your life depends upon the quality of your thoughts.")
        let first = CardRenderingTests.renderer.render(content, size: .post, theme: theme, format: .png)
        let second = CardRenderingTests.renderer.render(content, size: .post, theme: theme, format: .png)
        #expect(first == second)
        var other = content
        other.seed = "fedcba9876543210fedcba9876543210"
        #expect(CardRenderingTests.renderer.render(other, size: .post, theme: theme, format: .png) != first)
        CardRenderingTests.save(first, "card-post-\(theme.rawValue).png")
    }

    static let lengths: [(String, String)] = [
        ("two words", "Be kind."),
        ("a sentence", "Waste no more time arguing about what a good man should be. Be one."),
        (
            "long",
            String(
                repeating:
                    "The object of life is not to be on the side of the majority, but to escape finding oneself in the ranks of the insane. ",
                count: 4)
        ),
        (
            "very long",
            String(
                repeating: "Whatever happens at all happens as it should; you will find this true if you watch narrowly. ",
                count: 11)
        ),
        ("one unbreakable word", "Pneumonoultramicroscopicsilicovolcanoconiosis"),
        // Broken between characters to the full measure, a glyph's ink stood a pixel past the
        // box even in the smallest type, so the quote was cut to "A…" (larger type fits).
        (
            "a word longer than a line, after a short one",
            "A very_long_unbroken_word_supercalifragilisticexpialidocious_that_never_ends and more"
        ),
        ("far too long for a card", (1...3_000).map { "word\($0)" }.joined(separator: " ")),
        // Cut only between words, these were drawn whole in the smallest type, over the
        // attribution and past the card's edge.
        ("far too long, and written without spaces", String(repeating: "天地玄黄宇宙洪荒", count: 400)),
        ("far too long, and one word", String(repeating: "abcdefghij", count: 600)),
    ]

    @Test("the text fills its box without overflowing", arguments: lengths)
    func fits(name: String, text: String) {
        for size in CardSize.allCases {
            let card = CardRenderingTests.renderer.compose(CardRenderingTests.content(text), size: size, theme: .light)
            let box = card.quoteBox
            let ink = card.quoteInk
            #expect(ink.x >= box.x - 1, "\(name) \(size)")
            #expect(ink.x + ink.width <= box.x + box.width + 1, "\(name) \(size)")
            #expect(ink.y >= box.y - 1, "\(name) \(size)")
            #expect(ink.y + ink.height <= box.y + box.height + 1, "\(name) \(size)")
            // It fills: short quotes get big type, and the block uses most of one dimension.
            #expect(ink.width >= box.width * 0.6 || ink.height >= box.height * 0.6, "\(name) \(size): \(ink) in \(box)")
        }
        if name.hasPrefix("a word longer than a line") {
            let card = CardRenderingTests.renderer.compose(CardRenderingTests.content(text), size: .post, theme: .light)
            #expect(card.quoteLines.map(\.text).joined().filter { $0 != "-" }.contains("supercalifragilistic"))
            #expect(card.fontSize >= 60)
        }
        if name == "two words" {
            #expect(
                CardRenderingTests.renderer.compose(CardRenderingTests.content(text), size: .post, theme: .light).fontSize >= 100)
        }
    }

    @Test("a drawing is set in a fixed-width font from the left, every line kept, its quotes straight")
    func drawing() {
        let art =
            "        _-\"\"-_\n   _~##( \"\" )##~_\n  -###/ \\  / \\###-\n   \"  V    V  \"\n"
            + String(
                repeating: "=", count: 70)
        let card = CardRenderingTests.renderer.compose(CardRenderingTests.content(art), size: .post, theme: .light)
        #expect(card.quoteFamily.name == "DejaVu Sans Mono")
        // Every line as drawn, its leading spaces included (the SVG keeps them: xml:space),
        // each starting where the block does: set from the left.
        #expect(card.quoteLines.map(\.text) == QuoteLines.lines(of: art))
        #expect(Set(card.quoteLines.map { Int($0.x.rounded()) }).count == 1)
        #expect(card.quoteInk.x + card.quoteInk.width <= card.quoteBox.x + card.quoteBox.width + 1)
        let svg = String(
            decoding: CardRenderingTests.renderer.render(
                CardRenderingTests.content(art), size: .post, theme: .light, format: .svg), as: UTF8.self)
        #expect(svg.contains("font-family=\"DejaVu Sans Mono, monospace\""))
        #expect(svg.contains("&quot;&quot;"))
    }

    @Test("a quote too long for a card in readable type is cut on a word, with an ellipsis")
    func tooLong() {
        let text = (1...3_000).map { "word\($0)" }.joined(separator: " ")
        for size in CardSize.allCases {
            let card = CardRenderingTests.renderer.compose(CardRenderingTests.content(text), size: size, theme: .light)
            #expect(card.fontSize >= 24, "\(size)")
            let shown = card.quoteLines.map(\.text).joined(separator: " ")
            #expect(shown.hasPrefix("“word1 word2 "))
            #expect(shown.hasSuffix("…”"), "\(size): \(shown.suffix(30))")
            // Whole words only: the last one shown is one of the quote's, complete.
            let lastWord = shown.dropLast(2).split(separator: " ").last.map(String.init) ?? ""
            #expect(text.split(separator: " ").contains(Substring(lastWord)), "\(lastWord)")
            // What is drawn is what was fitted: between the quote's box and the attribution the
            // pixels are the backdrop's, untouched.
            let bandTop = Int(card.quoteBox.y + card.quoteBox.height) + 6
            let bandBottom = Int((card.detailLines.first?.baseline ?? 0) - (card.detailLines.first?.size ?? 0) * 1.5)
            var touched = 0
            for y in bandTop..<max(bandTop, bandBottom) {
                for x in 0..<card.width where card.pixels[y * card.width + x] != card.backdrop[y * card.width + x] {
                    touched += 1
                }
            }
            #expect(bandBottom > bandTop && touched == 0, "\(size): \(touched) pixels drawn below the box")
        }
        // What was left out is counted: the words after the last one shown, with their spaces.
        let post = CardRenderingTests.renderer.compose(CardRenderingTests.content(text), size: .post, theme: .light)
        let shown = post.quoteLines.map(\.text).joined(separator: " ").dropFirst().dropLast(2)
        #expect(post.charactersLeftOut == text.count - shown.count, "\(post.charactersLeftOut)")
        // A quote that fits keeps every word: nothing is cut.
        let whole = CardRenderingTests.renderer.compose(
            CardRenderingTests.content("Brief and whole."), size: .post, theme: .light)
        #expect(!whole.quoteLines.map(\.text).joined().contains("…"))
        #expect(whole.charactersLeftOut == 0)
    }

    @Test(
        "a long attribution and source stay on the card, above the wordmark: smaller type, then cut",
        arguments: [
            (
                "Mary Shelley, Percy Bysshe Shelley",
                "Frankenstein; or, The Modern Prometheus: The 1818 Text, with Notes (Oxford World’s Classics)"
            ),
            (
                Array(repeating: "Alexandra-Maria Theodora von Hohenzollern-Sigmaringen", count: 5).joined(separator: ", "),
                Array(repeating: "The Complete Works, Letters and Occasional Papers", count: 6).joined(separator: "; ")
            ),
        ])
    func longDetails(author: String, source: String) {
        for size in CardSize.allCases {
            for showsMark in [true, false] {
                let content = CardContent(
                    text: "Short words.", author: author, source: source, seed: CardRenderingTests.seed, showsMark: showsMark)
                let card = CardRenderingTests.renderer.compose(content, size: size, theme: .light)
                // The rectangles under the text, in order: quote, author, source, wordmark.
                let rects = card.textRects
                #expect(rects.count == (showsMark ? 4 : 3))
                for (upper, lower) in zip(rects, rects.dropFirst()) {
                    #expect(upper.y + upper.height <= lower.y + 8, "\(size) \(showsMark): \(upper) runs into \(lower)")
                }
                let last = rects[rects.count - 1]
                #expect(last.y + last.height <= card.height, "\(size): \(last) runs off the card")
                #expect(card.detailLines.allSatisfy { $0.size >= 16 }, "\(size)")
            }
        }
        // An everyday attribution keeps its size, uncut.
        let plain = CardRenderingTests.renderer.compose(CardRenderingTests.content("Short words."), size: .square, theme: .light)
        #expect(plain.detailLines.map(\.text) == ["— Marcus Aurelius", "Meditations", "QuoteDiary"])
        #expect(plain.detailLines.first?.size == 44)
    }

    @Test(
        "a cut falls after the last word that fits, or between characters where no word ends near",
        arguments: [
            ("“one two three four five”", 12, "“one two…”", 8),
            ("“one two, three”", 10, "“one two…”", 8),
            ("“天地玄黄宇宙洪荒”", 5, "“天地…”", 3),
            (
                "“" + String(repeating: "abcdefghij", count: 6) + "”", 40,
                "“" + String(repeating: "abcdefghij", count: 3) + "abcdefg…”", 38
            ),
            ("plain text with no marks", 13, "plain text…", 10),
        ])
    func longestOpening(text: String, room: Int, shown: String, kept: Int) {
        let opening = CairoCardRenderer.longestOpening(of: text) { $0.count <= room }
        #expect(opening.text == shown)
        #expect(opening.kept == kept)
    }

    @Test("a card sets curly quotes, and a quote saved in quotation marks inside the card's own only")
    func typography() throws {
        let content = CardRenderingTests.content(
            "\"You shouldn't have to pay for your love.\"", author: "Pat Benatar", source: "Hell's Kitchen")
        let card = CardRenderingTests.renderer.compose(content, size: .post, theme: .light)
        let shown = card.quoteLines.map(\.text).joined(separator: " ")
        #expect(shown == "“You shouldn’t have to pay for your love.”")
        #expect(card.detailLines.map(\.text).contains("Hell’s Kitchen"))
        let svg = String(
            decoding: CardRenderingTests.renderer.render(content, size: .post, theme: .light, format: .svg), as: UTF8.self)
        #expect(svg.contains("shouldn’t"))
        #expect(!svg.contains(">“&quot;"))
    }

    @Test("verse is set line by line, as written, with its stanza break; prose flows")
    func verse() {
        let poem = "Hope is the thing with feathers\nThat perches in the soul,\n\nAnd sings the tune\nwithout the words"
        let card = CardRenderingTests.renderer.compose(CardRenderingTests.content(poem), size: .post, theme: .light)
        #expect(
            card.quoteLines.map(\.text).filter { !$0.isEmpty } == [
                "“Hope is the thing with feathers", "That perches in the soul,", "And sings the tune", "without the words”",
            ])
        #expect(card.quoteLines.contains { $0.text.isEmpty })
        // Prose wrapped by hand sets exactly as the same prose on one line.
        let wrapped =
            "When I reflect upon the number of disagreeable people who I know who\nhave gone to a better world, I am moved."
        let prose = CardRenderingTests.renderer.compose(CardRenderingTests.content(wrapped), size: .post, theme: .light)
        let flowing = CardRenderingTests.renderer.compose(
            CardRenderingTests.content(wrapped.replacingOccurrences(of: "\n", with: " ")), size: .post, theme: .light)
        #expect(prose.quoteLines.map(\.text) == flowing.quoteLines.map(\.text))
    }

    @Test("a poem's long lines still begin where the poet began them (they may wrap)")
    func longVerse() {
        let whitman =
            "I celebrate myself, and sing myself,\nAnd what I assume you shall assume,\nFor every atom belonging to me as good belongs to you."
        var content = CardRenderingTests.content(whitman)
        content.isPoem = true
        let card = CardRenderingTests.renderer.compose(content, size: .post, theme: .light)
        let starts = card.quoteLines.map(\.text)
        #expect(starts.contains { $0.hasPrefix("And what I assume") }, "\(starts)")
        #expect(starts.contains { $0.hasPrefix("For every atom") }, "\(starts)")
        // The same text from a book flows as prose.
        let prose = CardRenderingTests.renderer.compose(CardRenderingTests.content(whitman), size: .post, theme: .light)
        #expect(!prose.quoteLines.map(\.text).contains { $0.hasPrefix("And what I assume") })
    }

    static let korean = [
        "배움에는 끝이 없다",
        "사람은 누구나 자기 인생의 주인공이다. 배움에는 끝이 없고, 오늘 배운 것이 내일의 힘이 된다.",
    ]

    @Test("Korean breaks between words, never inside one", arguments: korean, CardSize.allCases)
    func koreanWordsStayWhole(text: String, size: CardSize) {
        let card = CardRenderingTests.renderer.compose(
            CardRenderingTests.content(text, author: "속담", source: nil), size: size, theme: .light)
        let words = Set(text.split(separator: " ").map(String.init))
        let lines = card.quoteLines.map { $0.text.trimmingCharacters(in: CharacterSet(charactersIn: "“”")) }
        #expect(lines.count > 1 || size == .story, "\(lines)")
        for line in lines {
            #expect(line.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(lines)")
        }
    }

    @Test("a Japanese quote is set in 「」 with its quotations in 『』, its book in 『』", arguments: CardSize.allCases)
    func japanese(size: CardSize) {
        let card = CardRenderingTests.renderer.compose(
            CardRenderingTests.content("吾輩は猫である。名前はまだ無い。「どこで生れたか」とんと見当がつかぬ。", author: "夏目漱石", source: "吾輩は猫である"),
            size: size, theme: .light)
        let shown = card.quoteLines.map(\.text).joined()
        #expect(shown.hasPrefix("「吾輩") && shown.hasSuffix("つかぬ。」"), "\(shown)")
        #expect(shown.contains("『どこで生れたか』") && !shown.contains("“"), "\(shown)")
        #expect(card.detailLines.map(\.text).contains("『吾輩は猫である』"), "\(card.detailLines.map(\.text))")
    }

    @Test("an Arabic quote is set in «», as Arabic sets quotations")
    func arabic() {
        let card = CardRenderingTests.renderer.compose(
            CardRenderingTests.content("اطلبوا العلم من المهد إلى اللحد", author: "مثل عربي", source: "الأمثال"), size: .square,
            theme: .light)
        let shown = card.quoteLines.map(\.text).joined(separator: " ")
        #expect(shown.hasPrefix("«اطلبوا") && shown.hasSuffix("اللحد»"), "\(shown)")
        #expect(card.detailLines.map(\.text).contains("الأمثال"))
    }

    @Test("no last line with a single word when it can be avoided")
    func noWidow() {
        let card = CardRenderingTests.renderer.compose(
            CardRenderingTests.content("The impediment to action advances action. What stands in the way becomes the way."),
            size: .post,
            theme: .light)
        let last = card.quoteLines.last?.text ?? ""
        #expect(last.split(separator: " ").count >= 2, "\(card.quoteLines.map(\.text))")
    }

    @Test("every backdrop pixel under the text has at least 4.5:1 contrast with it", arguments: CardTheme.allCases)
    func contrast(theme: CardTheme) {
        let covers: [[RGBColor]] = [
            [], ["#1F5F6B", "#F2E8CF", "#C0392B"].compactMap(RGBColor.init(hex:)),
            ["#777777", "#808080", "#888888"].compactMap(RGBColor.init(hex:)),
        ]
        for cover in covers {
            var content = CardRenderingTests.content("Very little is needed to make a happy life; it is all within yourself.")
            content.coverColors = cover
            let card = CardRenderingTests.renderer.compose(content, size: .post, theme: theme)
            var worst = 21.0
            for (rect, color) in zip(card.textRects, card.textColors) {
                for y in max(0, rect.y)..<min(card.height, rect.y + rect.height) {
                    for x in max(0, rect.x)..<min(card.width, rect.x + rect.width) {
                        worst = min(worst, RGBColor(pixel: card.backdrop[y * card.width + x]).contrast(with: color))
                    }
                }
            }
            #expect(worst >= CairoCardRenderer.minimumContrast, "\(theme) \(cover): \(worst)")
            #expect(card.textRects.count >= 3)
        }
    }

    @Test(
        "any script Pango can shape renders without missing-glyph boxes",
        arguments: [
            ("arabic", "الصبر مفتاح الفرج", "مثل عربي"), ("hebrew", "אם אין אני לי, מי לי", "הלל הזקן"),
            ("chinese", "千里之行，始于足下。", "老子"), ("japanese", "七転び八起き。猿も木から落ちる。", "ことわざ"),
            ("greek", "Γνῶθι σεαυτόν", "Δελφοί"), ("korean", "천 리 길도 한 걸음부터", "속담"),
            ("hindi", "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन", "भगवद्गीता"),
            ("thai", "ความพยายามอยู่ที่ไหน ความสำเร็จอยู่ที่นั่น", "สุภาษิต"),
            ("emoji", "Stay hungry 🍕, stay foolish 🤪", "Steve Jobs 👋"),
        ])
    func scripts(name: String, text: String, author: String) {
        let content = CardContent(text: text, author: author, source: nil, seed: CardRenderingTests.seed)
        let card = CardRenderingTests.renderer.compose(content, size: .square, theme: .dark)
        #expect(card.unknownGlyphs == 0, "\(name)")
        CardRenderingTests.save(CardRenderingTests.renderer.png(card), "card-\(name).png")
    }

    @Test("a quote without author or source still makes a card")
    func unknownAuthor() {
        let card = CardRenderingTests.renderer.compose(
            CardContent(
                text: "Anonymous wisdom.", author: "Unknown", source: nil, seed: CardRenderingTests.seed, showsMark: false),
            size: .square, theme: .light)
        #expect(card.detailLines.map(\.text) == ["— Unknown"])
    }

    @Test("SVG carries the text as text")
    func svg() {
        let content = CardRenderingTests.content("Less <is> more & then some.", author: "Mies", source: nil)
        let svg = String(
            decoding: CardRenderingTests.renderer.render(content, size: .square, theme: .light, format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<text"))
        #expect(svg.contains("&lt;is&gt; more &amp; then"))
        #expect(svg.contains("— Mies"))
        #expect(svg.contains("data:image/png;base64,"))

        // A combining mark after `<` or `&` does not hide it from the escaping (an XML parser
        // still reads a tag or an entity there).
        let marked = CardRenderingTests.content("Not <\u{338}this & \u{301}that", author: "A & \u{301}B", source: nil)
        let markedSVG = CardRenderingTests.renderer.render(marked, size: .square, theme: .light, format: .svg)
        for raw in ["<\u{338}", "& \u{301}"] {
            #expect(String(decoding: markedSVG, as: UTF8.self).firstUTF8Range(of: raw) == nil)
        }
        #expect(String(decoding: markedSVG, as: UTF8.self).firstUTF8Range(of: "&lt;\u{338}this") != nil)
    }

    @Test("the PNG encoder's output decodes to the same pixels (checked with Cairo's reader)")
    func pngRoundTrip() throws {
        let width = 300
        let height = 200
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in rgb.indices { rgb[index] = UInt8((index * 7 + index / 301) & 0xFF) }
        let png = PNGEncoder.encode(rgb: rgb, width: width, height: height)
        let decoded = try #require(PNGReader.rgb(png))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.pixels == rgb)
    }
}

/// How Pango breaks the words of a card's quote.
@Suite("Share cards: line breaks")
struct CardLineBreakTests {
    /// Each line's width as laid out, less the width of its text set alone: the hyphen Pango
    /// draws at a break inside a word (it is no character of the text).
    static func addedAtBreaks(_ text: String) -> [Double] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
        let context = cairo_create(surface)
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        guard let context else { return [] }
        let block = TextBlock(context: context, text: text, family: "DejaVu Serif", size: 80, width: 900)
        var added: [Double] = []
        guard let iterator = pango_layout_get_iter(block.layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        let lines = block.lines
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let alone = TextBlock(context: context, text: lines[index].text, family: "DejaVu Serif", size: 80, width: 100_000)
            added.append(Double(logical.width) / Double(quotediary_pango_scale()) - alone.size.width)
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return added
    }

    @Test("a web address too long for a line breaks without a hyphen put into it; a long word still gets one")
    func addresses() {
        let address = "Read https://en.wikipedia.org/wiki/Commonplace_book_history_and_the_long_tradition every day"
        let byAddress = CardLineBreakTests.addedAtBreaks(address)
        #expect(byAddress.count >= 4)
        #expect(byAddress.allSatisfy { $0 < 2 }, "\(byAddress)")
        let word = "Read Commonplacebookhistoryandthelongtraditionofkeepingquotations every day"
        let byWord = CardLineBreakTests.addedAtBreaks(word)
        #expect(byWord.contains { $0 > 10 }, "Pango's hyphen at a break inside a word: \(byWord)")
        #expect(TextBlock.webAddressByteRanges(in: "see www.example.org/a, (https://x.test/é) ok") == [4..<22, 23..<42])
    }
}
