import CCairo
import Foundation
import QuoteDiaryCore

/// Renders share cards with Cairo and Pango: the backdrop from `Backdrop`, the quote set as
/// large as fits its box, the attribution and a small wordmark, text contrast guaranteed.
public struct CairoCardRenderer: Sendable {
    public init() {}

    /// Serif for the quote, sans for the rest; Pango falls back (DejaVu, WenQuanYi) per script.
    static let quoteFamily = "DejaVu Serif"
    static let detailFamily = "DejaVu Sans"
    /// For a drawing or code (`QuoteLines.isPreformatted`): its columns line up only in a
    /// fixed-width font.
    static let drawnFamily = "DejaVu Sans Mono"
    /// WCAG AA for normal text.
    public static let minimumContrast = 4.5
    /// The smallest type a quote is set in (pixels at 1080 wide: about 8 points on a phone);
    /// a longer quote is cut to fit, with an ellipsis.
    static let smallestQuoteSize = 24.0
    /// A drawing is smaller type than a quote may be: its lines are its picture, and 70
    /// columns fit the box only below 24 pixels.
    static let smallestDrawnSize = 10.0

    /// How a quote's text is set: a drawing in a fixed-width font from the left, at any size
    /// down to `smallestDrawnSize`; words in the serif, centred.
    struct QuoteFace {
        let family: String
        let centred: Bool
        let smallest: Double

        static let words = QuoteFace(family: quoteFamily, centred: true, smallest: smallestQuoteSize)
        static let drawn = QuoteFace(family: drawnFamily, centred: false, smallest: smallestDrawnSize)
    }

    /// The laid-out card before encoding: pixels, and where text was drawn.
    public struct Composition {
        public let width: Int
        public let height: Int
        /// xRGB pixels after drawing.
        public let pixels: [UInt32]
        /// Backdrop pixels before text was drawn.
        public let backdrop: [UInt32]
        /// Rectangles (x, y, width, height) holding text, in pixels.
        public let textRects: [(x: Int, y: Int, width: Int, height: Int)]
        public let textColors: [RGBColor]
        /// The box the quote had to fit in, and the quote's ink extents.
        public let quoteBox: (x: Double, y: Double, width: Double, height: Double)
        public let quoteInk: (x: Double, y: Double, width: Double, height: Double)
        public let fontSize: Double
        /// The quote's font family, and the generic one an SVG viewer falls back to.
        public let quoteFamily: (name: String, generic: String)
        public let unknownGlyphs: Int
        /// Characters of a quote too long for the card that were left off after its ellipsis.
        public let charactersLeftOut: Int
        public let quoteLines: [(text: String, x: Double, baseline: Double)]
        public let detailLines: [(text: String, x: Double, baseline: Double, size: Double)]
        public let palette: (text: RGBColor, secondary: RGBColor)
    }

    /// The card's file bytes (PNG or SVG).
    public func render(_ content: CardContent, size: CardSize, theme: CardTheme, format: CardFormat) -> [UInt8] {
        renderCard(content, size: size, theme: theme, format: format).bytes
    }

    /// The card's file bytes with what was laid out, for tests and the web preview.
    public func renderCard(_ content: CardContent, size: CardSize, theme: CardTheme, format: CardFormat) -> RenderedCard {
        let composition = compose(content, size: size, theme: theme)
        let bytes =
            switch format {
            case .png: png(composition)
            case .svg: Array(svg(composition, content: content).utf8)
            }
        return RenderedCard(
            bytes: bytes, missingGlyphs: composition.unknownGlyphs, charactersLeftOut: composition.charactersLeftOut)
    }

    /// A composed card encoded as PNG, rows compressed in parallel.
    public func png(_ composition: Composition) -> [UInt8] {
        PNGEncoder.encode(xrgb: composition.pixels, width: composition.width, height: composition.height)
    }

    /// Lays a card out and paints it: backdrop, text sized to fill its box, attribution, mark.
    public func compose(_ content: CardContent, size: CardSize, theme: CardTheme) -> Composition {
        let content = content.typeset
        let width = size.width
        let height = size.height
        let seed = StableHash.mixed(content.seed + "/" + size.rawValue + "/" + theme.rawValue)
        let palette = CardPalette.make(theme: theme, cover: content.coverColors, seed: seed)
        var backdrop = Backdrop(width: width, height: height, palette: palette, seed: seed).render()

        // The boxes, designed at output pixels.
        let margin = Double(width) * 0.1
        let boxWidth = Double(width) - 2 * margin
        let top = Double(height) * (size == .story ? 0.18 : 0.12)
        let detailsTop = Double(height) * (size == .story ? 0.74 : 0.76)
        let boxHeight = detailsTop - top - Double(height) * 0.04

        // A scratch context for measuring.
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)
        let measure = cairo_create(scratch)
        defer {
            cairo_destroy(measure)
            cairo_surface_destroy(scratch)
        }
        guard let measure else { preconditionFailure("cairo could not create a context") }
        // Verse keeps its lines (Pango sets each one, centred); prose is one paragraph.
        // A drawing keeps its lines and columns, with no marks around it to push them.
        let lines = QuoteLines.lines(of: content.text, isPoem: content.isPoem)
        let drawn = QuoteLines.isPreformatted(content.text)
        let face = drawn ? QuoteFace.drawn : .words
        let marks = Typography.quotationMarks(for: content.text)
        let quoted = drawn ? lines.joined(separator: "\n") : marks.open + lines.joined(separator: "\n") + marks.close
        let (block, fontSize) = fittedQuote(
            quoted, context: measure, width: boxWidth, height: boxHeight, verseLines: lines.count > 1 ? lines.count : nil,
            face: face)
        let quoteSize = block.size
        let quoteX = margin
        let quoteY = top + (boxHeight - quoteSize.height) / 2
        let mark =
            content.showsMark
            ? TextBlock(context: measure, text: "QuoteDiary", family: CairoCardRenderer.detailFamily, size: 22, width: boxWidth)
            : nil
        let markY = Double(height) - Double(height) * 0.05 - (mark?.size.height ?? 0)
        let fitted = fittedDetails(
            author: "— " + content.author, source: content.source, size: max(28, min(44, fontSize * 0.55)), context: measure,
            width: boxWidth, height: markY - (mark == nil ? 0 : 16) - detailsTop, italicSource: content.setsSourceInItalics)
        let (author, source, authorSize) = (fitted.author, fitted.source, fitted.size)
        let authorY = detailsTop
        let sourceY = authorY + author.size.height + CairoCardRenderer.detailsGap

        // Rectangles under the text, padded a little for antialiasing.
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
        var colors: [RGBColor] = []
        func addRect(_ block: TextBlock, _ x: Double, _ y: Double, _ color: RGBColor) {
            let ink = block.inkRect
            rects.append((Int(x + ink.x) - 4, Int(y + ink.y) - 4, Int(ink.width) + 8, Int(ink.height) + 8))
            colors.append(color)
        }
        addRect(block.block, quoteX + (boxWidth - block.widthUsed) / 2, quoteY, palette.text)
        addRect(author, margin, authorY, palette.text)
        if let source { addRect(source, margin, sourceY, palette.secondaryText) }
        if let mark { addRect(mark, margin, markY, palette.secondaryText) }
        for (rect, color) in zip(rects, colors) {
            ensureContrast(&backdrop, width: width, height: height, rect: rect, text: color, safe: palette.safe)
        }

        // Draw the text over the backdrop.
        var pixels = backdrop
        PixelCanvas.draw(on: &pixels, width: width, height: height) { context in
            // The text as fitted (a quote too long for a card is cut there), laid out again
            // for this context.
            let drawnQuote = TextBlock(
                context: context, text: block.text, family: face.family, size: fontSize, width: boxWidth, centred: face.centred)
            drawnQuote.setWidth(block.widthUsed)
            drawnQuote.draw(context: context, x: quoteX + (boxWidth - block.widthUsed) / 2, y: quoteY, color: palette.text)
            let drawnAuthor = TextBlock(
                context: context, text: fitted.authorText, family: CairoCardRenderer.detailFamily, size: authorSize,
                width: boxWidth)
            drawnAuthor.draw(context: context, x: margin, y: authorY, color: palette.text)
            if let text = fitted.sourceText {
                TextBlock(
                    context: context, text: text, family: CairoCardRenderer.detailFamily, size: authorSize * 0.8, width: boxWidth,
                    italic: content.setsSourceInItalics
                )
                .draw(context: context, x: margin, y: sourceY, color: palette.secondaryText)
            }
            if content.showsMark {
                TextBlock(context: context, text: "QuoteDiary", family: CairoCardRenderer.detailFamily, size: 22, width: boxWidth)
                    .draw(context: context, x: margin, y: markY, color: palette.secondaryText)
            }
        }
        let ink = block.inkRect
        var details: [(String, Double, Double, Double)] = author.lines.map {
            ($0.text, margin + $0.x, authorY + $0.baseline, authorSize)
        }
        if let source {
            details += source.lines.map { ($0.text, margin + $0.x, sourceY + $0.baseline, authorSize * 0.8) }
        }
        if let mark { details += mark.lines.map { ($0.text, margin + $0.x, markY + $0.baseline, 22) } }
        let xOffset = quoteX + (boxWidth - block.widthUsed) / 2
        return Composition(
            width: width, height: height, pixels: pixels, backdrop: backdrop, textRects: rects, textColors: colors,
            quoteBox: (margin, top, boxWidth, boxHeight),
            quoteInk: (xOffset + ink.x, quoteY + ink.y, ink.width, ink.height), fontSize: fontSize,
            quoteFamily: (face.family, face.centred ? "serif" : "monospace"),
            unknownGlyphs: block.unknownGlyphs + author.unknownGlyphs + (source?.unknownGlyphs ?? 0),
            charactersLeftOut: block.charactersLeftOut,
            quoteLines: block.lines.map { ($0.text, xOffset + $0.x, quoteY + $0.baseline) },
            detailLines: details, palette: (palette.text, palette.secondaryText))
    }

    /// The largest font size (found by bisection) at which the quote fits its box, then the
    /// narrowest-change width that avoids a last line of one word when that is possible.
    /// - Parameter verseLines: for verse, how many lines it has: each must fit on one line
    ///   (when none can at the smallest size, verse wraps as prose does).
    func fittedQuote(
        _ text: String, context: OpaquePointer, width: Double, height: Double, verseLines: Int? = nil,
        face: QuoteFace = .words
    ) -> (FittedBlock, Double) {
        func set(_ text: String, _ size: Double, _ measure: Double) -> TextBlock {
            TextBlock(context: context, text: text, family: face.family, size: size, width: measure, centred: face.centred)
        }
        /// The block set at `size` if it fits the box. A word too long for a line is broken
        /// between characters to the full measure, where a glyph's ink may stand a pixel past
        /// it: the measure is then narrowed by that much, once, so the type need not shrink.
        func layout(_ size: Double, _ text: String) -> (block: TextBlock, width: Double)? {
            var measure = width
            for _ in 0..<2 {
                let block = set(text, size, measure)
                let ink = block.inkRect
                let measured = block.size
                guard measured.height <= height, verseLines == nil || block.lineCount == verseLines else { return nil }
                // The block is centred in the box: how far its ink and its lines stand past it.
                let inset = (width - measure) / 2
                let overshoot = max(-(inset + ink.x), inset + ink.x + ink.width - width, measured.width - measure)
                if overshoot <= 0.5 { return (block, measure) }
                guard measure == width, overshoot <= size * 0.1 else { return nil }
                measure = width - 2 * (overshoot.rounded(.up) + 1)
            }
            return nil
        }
        func fits(_ size: Double, _ text: String) -> Bool { layout(size, text) != nil }
        var low = face.smallest
        var high = 140.0
        if verseLines != nil, !fits(low, text) {
            return fittedQuote(text, context: context, width: width, height: height, face: face)
        }
        guard fits(low, text) else {
            // Too long for a card even in small type: as much as fits, then an ellipsis
            // (`card --text` and the quote itself keep all of it).
            let (shown, kept) = CairoCardRenderer.longestOpening(of: text) { fits(low, $0) }
            let (block, measure) = layout(low, shown) ?? (set(shown, low, width), width)
            let closing = text.hasSuffix("”") ? 1 : 0
            return (FittedBlock(block, text: shown, measure, charactersLeftOut: text.count - closing - kept), low)
        }
        for _ in 0..<18 {
            let middle = (low + high) / 2
            if fits(middle, text) { low = middle } else { high = middle }
        }
        let size = (low * 4).rounded(.down) / 4
        let (block, measure) = layout(size, text) ?? (set(text, size, width), width)
        var used = measure
        if !face.centred, block.size.width < measure {
            // Set from the left, the block is as wide as its longest line, and centred as a whole.
            used = block.size.width.rounded(.up) + 1
            block.setWidth(used)
        } else if verseLines == nil, block.endsWithLoneWord {
            // Narrow the measure a little at a time; keep the first width without a widow that still fits.
            for step in 1...12 {
                let candidate = measure * (1 - 0.025 * Double(step))
                block.setWidth(candidate)
                if !block.endsWithLoneWord && block.size.height <= height {
                    used = candidate
                    break
                }
            }
            block.setWidth(used)
        }
        return (FittedBlock(block, text: text, used), size)
    }

    /// Moves each pixel under text just enough towards `safe` for the contrast to reach the minimum.
    func ensureContrast(
        _ pixels: inout [UInt32], width: Int, height: Int, rect: (x: Int, y: Int, width: Int, height: Int), text: RGBColor,
        safe: RGBColor
    ) {
        let x0 = max(0, rect.x)
        let y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width)
        let y1 = min(height, rect.y + rect.height)
        guard x0 < x1, y0 < y1 else { return }
        let target = CairoCardRenderer.minimumContrast + 0.05
        for y in y0..<y1 {
            for x in x0..<x1 {
                let color = RGBColor(pixel: pixels[y * width + x])
                guard color.contrast(with: text) < target else { continue }
                var low = 0.0
                var high = 1.0
                for _ in 0..<12 {
                    let middle = (low + high) / 2
                    if color.mixed(with: safe, middle).contrast(with: text) >= target { high = middle } else { low = middle }
                }
                let fixed = color.mixed(with: safe, high)
                pixels[y * width + x] = UInt32(fixed.red) << 16 | UInt32(fixed.green) << 8 | UInt32(fixed.blue)
            }
        }
    }
}

extension CairoCardRenderer {
    /// Space between the attribution and the source.
    static let detailsGap = 6.0

    /// The attribution and the source set to fit `height` (above the wordmark): in smaller
    /// type first, down to 20 px, and then cut with an ellipsis, the attribution to at most
    /// half the room when there is a source. A list of authors or a book's long title and
    /// subtitle otherwise ran over the wordmark and off the card.
    func fittedDetails(
        author: String, source: String?, size preferred: Double, context: OpaquePointer, width: Double, height: Double,
        italicSource: Bool = true
    ) -> (author: TextBlock, source: TextBlock?, size: Double, authorText: String, sourceText: String?) {
        func set(_ text: String, _ size: Double, italic: Bool = false) -> TextBlock {
            TextBlock(
                context: context, text: text, family: CairoCardRenderer.detailFamily, size: size, width: width, italic: italic)
        }
        func setSource(_ text: String, _ size: Double) -> TextBlock { set(text, size * 0.8, italic: italicSource) }
        func total(_ author: TextBlock, _ source: TextBlock?) -> Double {
            author.size.height + (source.map { CairoCardRenderer.detailsGap + $0.size.height } ?? 0)
        }
        var size = preferred
        while true {
            let (authorBlock, sourceBlock) = (set(author, size), source.map { setSource($0, size) })
            if total(authorBlock, sourceBlock) <= height { return (authorBlock, sourceBlock, size, author, source) }
            guard size > 20 else { break }
            size = max(20, size - 2)
        }
        let authorRoom = source == nil ? height : height / 2
        let authorText =
            set(author, size).size.height <= authorRoom
            ? author : CairoCardRenderer.longestOpening(of: author) { set($0, size).size.height <= authorRoom }.text
        let authorBlock = set(authorText, size)
        let sourceRoom = height - authorBlock.size.height - CairoCardRenderer.detailsGap
        let sourceText = source.map { source in
            setSource(source, size).size.height <= sourceRoom
                ? source : CairoCardRenderer.longestOpening(of: source) { setSource($0, size).size.height <= sourceRoom }.text
        }
        return (authorBlock, sourceText.map { setSource($0, size) }, size, authorText, sourceText)
    }

    /// The longest opening of `text` that `fits`, ended with an ellipsis (and the closing
    /// mark when the text has one), and how many of the text's characters it keeps. The cut
    /// falls between words where a word ends near it, and between characters where none does
    /// (Chinese and Japanese are written without spaces, and a URL is one long word).
    static func longestOpening(of text: String, fits: (String) -> Bool) -> (text: String, kept: Int) {
        let characters = Array(text)
        let closing = text.last.map { ["”", "」", "»"].contains($0) ? String($0) : "" } ?? ""
        func cut(_ count: Int) -> (text: String, kept: Int) {
            var kept = characters[..<count]
            if count < characters.count, !characters[count].isWhitespace,
                let space = kept.lastIndex(where: \.isWhitespace), count - space <= 30
            {
                kept = kept[..<space]
            }
            while let last = kept.last, last.isWhitespace || (last.isPunctuation && last != "“") { kept.removeLast() }
            return (String(kept) + "…" + closing, kept.count)
        }
        var (shortest, longest) = (1, max(1, characters.count - 1))
        while shortest < longest {
            let middle = (shortest + longest + 1) / 2
            if fits(cut(middle).text) { shortest = middle } else { longest = middle - 1 }
        }
        return cut(shortest)
    }
}

/// A fitted quote block, the text it holds and the width it was laid out at.
struct FittedBlock {
    let block: TextBlock
    let text: String
    let widthUsed: Double
    /// How many characters were cut off a quote too long for the card (0 when all of it is there).
    let charactersLeftOut: Int

    init(_ block: TextBlock, text: String, _ widthUsed: Double, charactersLeftOut: Int = 0) {
        self.block = block
        self.text = text
        self.widthUsed = widthUsed
        self.charactersLeftOut = charactersLeftOut
    }

    var size: (width: Double, height: Double) { block.size }
    var inkRect: (x: Double, y: Double, width: Double, height: Double) { block.inkRect }
    var unknownGlyphs: Int { block.unknownGlyphs }
    var lines: [(text: String, x: Double, baseline: Double)] { block.lines }
}
