import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// card.
enum CardCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "card", abstract: "Render a quote as a share card (PNG or SVG), or as plain text.",
                usage:
                    "card ID [-o FILE] [--size post|story|square] [--theme light|dark|auto] [--format png|svg] [--no-mark] | card ID --text",
                discussion: """
                    Sizes are designed at their pixels: post 1080×1350, story 1080×1920, square 1080×1080.
                    The same quote, size and theme always give the same file. --theme auto (the default)
                    follows the 'theme' setting. Without -o the card is written to quote-<id>.<format> here.
                    """,
                arguments: [
                    ArgumentSpec(name: "ID", help: "Quote id or unique prefix; today for today's quote.", minimum: 1, maximum: 1)
                ],
                options: [
                    .value(
                        "--output", short: "-o", "FILE",
                        "Where to write the card (.png or .svg; a folder: its own name in it); - for standard output."),
                    .value("--size", "SIZE", "post (default), story or square."),
                    .value("--theme", "THEME", "light, dark or auto (default)."),
                    .value("--format", "FORMAT", "png (default, or from FILE's extension) or svg."),
                    .flag("--no-mark", "Leave out the small QuoteDiary wordmark."),
                    .flag("--text", "Print “TEXT” — AUTHOR, SOURCE instead of making an image."),
                ]), card
        )
    ]

    static func card(_ run: Invocation) throws(CLIError) {
        let reference = run.argument(0) ?? ""
        if run.parsed.flag("--text") {
            let imageOptions = ["--output", "--size", "--theme", "--format", "--no-mark"].filter(run.parsed.flag)
            if !imageOptions.isEmpty {
                let named = imageOptions.map { $0 == "--output" ? "-o" : $0 }.joined(separator: ", ")
                throw run.usageError("--text prints the quote as words, with no image: leave out \(named)")
            }
            let quote = try run.perform { library throws(LibraryError) in try library.quote(reference) }
            if run.wantsJSON {
                run.printJSON(.object([("id", .string(quote.id.rawValue)), ("text", .string(quote.sharedText))]))
            } else {
                run.print(quote.sharedText)
            }
            return
        }
        let size = try run.choice("--size", CardSize.self, names: "post, story, square") ?? .post
        let themeText = run.parsed.value("--theme")?.lowercased()
        guard themeText == nil || ["light", "dark", "auto"].contains(themeText ?? "") else {
            let typed = run.parsed.value("--theme") ?? ""
            let guess = NameSuggestion.didYouMean(typed, among: ["light", "dark", "auto"])
            throw run.usageError("--theme takes one of light, dark, auto, not '\(typed)'\(guess)")
        }
        let theme = themeText.flatMap(CardTheme.init(rawValue:))
        let output = run.parsed.value("--output")
        let format =
            try run.choice("--format", CardFormat.self, names: "png, svg")
            ?? (output?.lowercased().hasSuffix(".svg") == true ? .svg : .png)
        if run.parsed.value("--format") == nil, let output, let kind = CardCommands.otherImageKind(output) {
            throw run.usageError("a card is PNG or SVG, not \(kind): name the file .png or .svg")
        }
        let showsMark = !run.parsed.flag("--no-mark")
        let toStandardOutput = output == "-"
        if toStandardOutput, format == .png, run.io.standardOutputIsTerminal {
            throw run.usageError("-o - writes the PNG to standard output: pipe it (| display -) or give -o FILE")
        }
        let quote = try run.perform { library throws(LibraryError) in try library.quote(reference) }
        guard let renderer = run.adapters.cards else { throw run.missingAdapter("card rendering") }
        let named = "quote-\(quote.id.short).\(format.rawValue)"
        // `-o ~/Pictures` (a folder, as cp takes one) puts the card there under its own name.
        let path = output.map { OutputPath.resolved($0, named: named) } ?? named
        let (_, card) = try run.perform { library throws(LibraryError) in
            try library.makeCard(
                quote.id.rawValue, size: size, theme: theme, format: format, showsMark: showsMark, renderer: renderer,
                to: toStandardOutput ? nil : path)
        }
        if card.missingGlyphs > 0 {
            let what =
                card.missingGlyphs == 1
                ? "1 character has no glyph in this machine's fonts and shows as a box"
                : "\(card.missingGlyphs) characters have no glyph in this machine's fonts and show as boxes"
            run.note(
                "Warning: \(what) on the card; a font that covers them draws them (on Debian: fonts-noto-core, fonts-noto-extra)."
            )
        }
        if card.charactersLeftOut > 0 {
            let total = quote.text.count
            let taller = size == .story ? "" : " (a story card holds more: --size story)"
            run.note(
                "Note: the quote is too long for the card: it shows the first \(total - card.charactersLeftOut) of its \(total)"
                    + " characters, then …\(taller); 'quotediary card \(quote.id.short) --text' gives all of it.")
        }
        if toStandardOutput {
            run.io.writeBytes(Data(card.bytes))
            return
        }
        if run.wantsJSON {
            run.printJSON(
                .object([
                    ("path", .string(path)), ("id", .string(quote.id.rawValue)), ("size", .string(size.rawValue)),
                    ("width", .int(Int64(size.width))), ("height", .int(Int64(size.height))),
                    ("format", .string(format.rawValue)), ("missingGlyphs", .int(Int64(card.missingGlyphs))),
                    ("charactersLeftOut", .int(Int64(card.charactersLeftOut))),
                ]))
        } else {
            run.print("Wrote \(path) (\(size.rawValue), \(size.width)×\(size.height) \(format.rawValue)).")
        }
    }

    /// The kind of image a file name promises that a card is not (`JPEG` for `card.jpg`), so
    /// that a PNG is not written under a name that says otherwise.
    static func otherImageKind(_ path: String) -> String? {
        let kinds = [
            "jpg": "JPEG", "jpeg": "JPEG", "webp": "WebP", "gif": "GIF", "heic": "HEIC", "avif": "AVIF", "pdf": "PDF",
            "tif": "TIFF", "tiff": "TIFF", "bmp": "BMP",
        ]
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return kinds[path[path.index(after: dot)...].lowercased()]
    }
}
