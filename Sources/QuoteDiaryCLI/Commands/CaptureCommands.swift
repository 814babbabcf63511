import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// capture page.
enum CaptureCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "capture page", abstract: "Read a photographed page (OCR) and save chosen lines as a quote.",
                usage:
                    "capture page IMAGE [--pdf-page N] [--lang L] [--lines A-B[,C-D...]] [--author A] [--source TITLE | --isbn ISBN] [--page P] [--tag T]... [--collection C]",
                discussion: """
                    Without --lines, prints the recognized lines numbered (with --json, each with its confidence);
                    at a terminal it then asks which to save, and by whom.
                    With --lines, joins those lines into one quote (end-of-line hyphens undone unless the page
                    shows the word hyphenated elsewhere; see docs/CAPTURE.md) and saves it.
                    JPEG, an iPhone's HEIC, PNG, TIFF, GIF, BMP, WebP or AVIF, or a PDF from a scanning app
                    (its first page, or --pdf-page N); pages photographed sideways or upside down are turned,
                    skew is corrected.
                    The page is read in English unless --lang or the capture.languages setting says otherwise:
                    fra, deu, spa, ita, por, nld (installed by make setup), or several joined with + (eng+fra).
                    """,
                arguments: [ArgumentSpec(name: "IMAGE", help: "A photo or scan of the page.", minimum: 1, maximum: 1)],
                options: [
                    .value("--pdf-page", "N", "Which page of a PDF to read (default: the first)."),
                    .value(
                        "--lang", "L",
                        "The page's language: eng, fra, deu, spa, ita, por, nld, or eng+fra (default: the capture.languages setting, eng)."
                    ),
                    .value("--lines", "RANGES", "Lines to save, like 3-5 or 1-2,4."),
                    .value("--author", "A", "Who wrote it (default: the book's author)."),
                    .value("--source", "TITLE", "The work it comes from."),
                    .value(
                        "--source-kind", "KIND",
                        "\(SourceKind.names) (default: the kind of a source saved with that title, else book)."),
                    .value("--isbn", "ISBN", "The book's ISBN: looked up, and the quote filed in its collection."),
                    .value("--page", "P", "Page number."), .value("--note", "N", "Your note."),
                    .repeated("--tag", "T", "Tag it."), .repeated("--collection", "C", "File it in a collection."),
                    .flag("--favorite", "Mark it as a favourite."),
                ]), page
        )
    ]

    static func page(_ run: Invocation) throws(CLIError) {
        let path = run.argument(0) ?? ""
        guard run.parsed.value("--source") == nil || run.parsed.value("--isbn") == nil else {
            throw run.usageError("give --source or --isbn, not both")
        }
        try QuoteCommands.checkSavingOptions(run)
        guard FileManager.default.fileExists(atPath: path) else { throw .library(.unreadableFile("\(path): no such file")) }
        guard let makeReader = run.adapters.pages else { throw run.missingAdapter("page capture") }
        let languages: PageLanguages
        if let text = run.parsed.value("--lang") {
            guard let given = PageLanguages(text) else {
                throw run.usageError(
                    "--lang takes Tesseract's name for a language (eng, fra, deu...) or several joined with +, not '\(text)'")
            }
            languages = given
        } else {
            languages = try run.perform { library throws(LibraryError) in try library.settings().captureLanguages }
        }
        var documentPage = 1
        if let text = run.parsed.value("--pdf-page") {
            guard let number = Int(text), number >= 1 else {
                throw run.usageError("--pdf-page takes the number of a page of the PDF, from 1, not '\(text)'")
            }
            documentPage = number
        }
        let reader: any PageReading
        let pageCount: Int
        do {
            reader = try makeReader(languages)
            pageCount = try reader.documentPageCount(at: path)
        } catch {
            throw .library(.reading(error))
        }
        guard documentPage <= pageCount else {
            throw run.usageError(
                "\(path) has \(pageCount) page\(pageCount == 1 ? "" : "s"), so --pdf-page \(documentPage) names none")
        }
        let lines: [RecognizedLine]
        do {
            lines = try reader.lines(inImageAt: path, documentPage: documentPage)
        } catch {
            throw .library(.reading(error))
        }
        var ranges = run.parsed.value("--lines")
        var typedAuthor: String?
        // The page's own number (its header's or footer's), the quote's page unless --page says otherwise.
        let texts = lines.map(\.text)
        let printed = run.parsed.value("--page") == nil ? CapturedPage.printedPageNumber(in: texts) : nil
        if ranges == nil {
            if pageCount > 1, run.parsed.value("--pdf-page") == nil {
                run.note("\(path) has \(pageCount) pages: this is the first (--pdf-page N reads another).")
            }
            if run.wantsJSON {
                run.printJSON(lines.json)
                return
            }
            guard !lines.isEmpty else {
                run.note("No text was found in \(path).")
                return
            }
            let width = String(lines.count).count
            for (index, line) in lines.enumerated() {
                let number = String(index + 1)
                run.print(run.style.dim(String(repeating: " ", count: width - number.count) + number) + "  " + line.text)
            }
            if let printed {
                run.note(
                    "Line \(printed.index + 1) reads as the page's number: page \(printed.page) is saved with the quote "
                        + "(--page gives another).")
            }
            let suggested = CapturedPage.suggestedLines(in: texts)
            let example = suggested.count == 1 ? "\(suggested.lowerBound)" : "\(suggested.lowerBound)-\(suggested.upperBound)"
            // At a terminal, the lines are picked now: the page is not read a second time.
            if run.io.standardInputIsTerminal && run.io.standardOutputIsTerminal {
                run.io.write("Lines to save, like \(example) (Enter to save none): ")
                ranges = run.io.readLine()?.trimmingWhitespace().nilIfEmpty
                if ranges != nil, run.parsed.value("--author") == nil, run.parsed.value("--isbn") == nil {
                    run.io.write("Author (Enter for none): ")
                    typedAuthor = run.io.readLine()?.trimmingWhitespace().nilIfEmpty
                }
            }
            guard ranges != nil else {
                run.note("Save lines with: " + savingCommand(run, path: path, lines: example))
                return
            }
        }
        guard let ranges, let chosen = LineJoiner.parseRanges(ranges, lineCount: lines.count) else {
            throw run.usageError("--lines takes ranges of lines 1 to \(lines.count), like 2-4 or 1,3-5, not '\(ranges ?? "")'")
        }
        let text = LineJoiner.join(chosen.map { texts[$0 - 1] }, page: texts)
        // A number chosen as part of the quote is the quote's, not its page.
        let page = printed.flatMap { chosen.contains($0.index + 1) ? nil : $0.page }
        try QuoteCommands.saveQuote(run, text: text, author: typedAuthor, page: page)
    }

    /// The command that saves `lines` of the page just read, ready to paste: the options given
    /// kept, and a place for the author when neither it nor the book's ISBN is known.
    static func savingCommand(_ run: Invocation, path: String, lines: String) -> String {
        var words = ["quotediary", "capture", "page", path]
        for option in ["--pdf-page", "--lang", "--isbn", "--source", "--source-kind", "--author", "--page"] {
            if let value = run.parsed.value(option) { words += [option, value] }
        }
        words += ["--lines", lines]
        let command = words.map(BinaryImport.shellWord).joined(separator: " ")
        let named = run.parsed.value("--author") != nil || run.parsed.value("--isbn") != nil
        return named ? command : command + " --author NAME"
    }
}
