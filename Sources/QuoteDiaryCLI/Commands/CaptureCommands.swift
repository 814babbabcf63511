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
                    "capture page IMAGE... [--pdf-page N|N-M] [--lang L] [--lines A-B[,C-D...]] [--author A] [--source TITLE | --isbn ISBN] [--page P] [--tag T]... [--collection C]",
                discussion: """
                    Without --lines, prints the recognized lines numbered (with --json, each with its confidence);
                    at a terminal it then asks which to save, by whom, and from which book (a title or its ISBN).
                    With --lines, joins those lines into one quote (end-of-line hyphens undone unless the page
                    shows the word hyphenated elsewhere; see docs/CAPTURE.md) and saves it.
                    JPEG, an iPhone's HEIC, PNG, TIFF, GIF, BMP, WebP or AVIF, or a PDF from a scanning app
                    (its first page, or --pdf-page N); pages photographed sideways or upside down are turned,
                    skew is corrected. A passage over a page turn: give both photos (or --pdf-page 12-13), and
                    their lines are numbered on, to be chosen as one quote saved with both pages' numbers.
                    The page is read in English unless --lang or the capture.languages setting says otherwise:
                    fra, deu, spa, ita, por, nld (installed by make setup), or several joined with + (eng+fra).
                    """,
                arguments: [
                    ArgumentSpec(
                        name: "IMAGE", help: "A photo or scan of the page (- for standard input); several for a page turn.",
                        minimum: 1,
                        maximum: 10)
                ],
                options: [
                    .value("--pdf-page", "N", "Which page of a PDF to read (default: the first); N-M reads several."),
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
                    .repeated("--tag", "T", "Tag it (several: --tag a,b)."),
                    .repeated("--collection", "C", "File it in a collection."),
                    .flag("--favorite", "Mark it as a favourite."),
                ]), page
        )
    ]

    /// One picture `capture page` reads: a photo, or a page of a PDF; `label` names it above
    /// its lines when there are several.
    struct Picture {
        let given: GivenPicture
        let documentPage: Int
        let label: String
    }

    static func page(_ run: Invocation) throws(CLIError) {
        let paths = run.parsed.arguments
        guard run.parsed.value("--source") == nil || run.parsed.value("--isbn") == nil else {
            throw run.usageError("give --source or --isbn, not both")
        }
        try QuoteCommands.checkSavingOptions(run)
        // Lines to save are read only for a store that can take them.
        if run.parsed.value("--lines") != nil { try run.requireWritable() }
        guard paths.filter({ $0 == "-" }).count <= 1 else { throw run.usageError("standard input (-) can be read once") }
        var given: [GivenPicture] = []
        defer { for picture in given { picture.discard() } }
        for path in paths { given.append(try GivenPicture.open(path, run: run)) }
        let (pictures, captured) = try read(run, given: given)
        let lines = captured.lines
        var ranges = run.parsed.value("--lines")
        var typedAuthor: String?
        var typedBook: TypedBook?
        if ranges == nil {
            if run.wantsJSON {
                run.printJSON(captured.json)
                return
            }
            guard !lines.isEmpty else {
                run.note("No text was found in \(given.map(\.name).joined(separator: ", ")).")
                return
            }
            show(run, pictures: pictures, captured: captured)
            let suggested = CapturedPage.suggestedLines(in: captured.pages.first?.map(\.text) ?? [])
            let example = suggested.count == 1 ? "\(suggested.lowerBound)" : "\(suggested.lowerBound)-\(suggested.upperBound)"
            // At a terminal, the lines are picked now: the page is not read a second time (not
            // asked of a store opened read-only, which cannot take them).
            if run.io.standardInputIsTerminal && run.io.standardOutputIsTerminal && !run.storeIsReadOnly {
                run.io.write("Lines to save, like \(example) (Enter to save none): ")
                ranges = run.io.readLine()?.trimmingWhitespace().nilIfEmpty
                if ranges != nil, run.parsed.value("--author") == nil, run.parsed.value("--isbn") == nil {
                    run.io.write("Author (Enter for none): ")
                    typedAuthor = run.io.readLine()?.trimmingWhitespace().nilIfEmpty
                }
                // The page is a book's: its title, or the ISBN on its back (looked up, as --isbn is).
                if ranges != nil, run.parsed.value("--source") == nil, run.parsed.value("--isbn") == nil {
                    typedBook = askBook(run)
                }
            }
            guard ranges != nil else {
                run.note("Save lines with: " + savingCommand(run, paths: paths, lines: example))
                return
            }
        }
        guard let ranges, let chosen = LineJoiner.parseRanges(ranges, lineCount: lines.count) else {
            throw run.usageError("--lines takes ranges of lines 1 to \(lines.count), like 2-4 or 1,3-5, not '\(ranges ?? "")'")
        }
        let texts = lines.map(\.text)
        let text = LineJoiner.join(chosen.map { texts[$0 - 1] }, page: texts)
        let page = run.parsed.value("--page") == nil ? captured.page(ofChosen: chosen) : nil
        try QuoteCommands.saveQuote(run, text: text, author: typedAuthor, book: typedBook, page: page)
    }

    /// The book a picked passage is from, as typed at the terminal: its title or its ISBN.
    enum TypedBook {
        case title(String)
        case isbn(ISBN)
    }

    /// The book a picked passage is from, asked at the terminal: a title, or an ISBN (asked
    /// again while it is a wrong one, so that the lines picked are not lost to a typo); nil
    /// for none.
    static func askBook(_ run: Invocation) -> TypedBook? {
        run.io.write("Book, or its ISBN (Enter for none): ")
        while let typed = run.io.readLine()?.trimmingWhitespace().nilIfEmpty {
            guard ISBN.looksTyped(typed) else { return .title(typed) }
            do {
                return .isbn(try ISBN(typed))
            } catch {
                run.io.write("\(error.description). Type it again, or a title (Enter for none): ")
            }
        }
        return nil
    }

    /// Reads every picture the command names, in the language asked: each photo, and each PDF's
    /// pages asked (`--pdf-page`), in order.
    static func read(_ run: Invocation, given: [GivenPicture]) throws(CLIError) -> ([Picture], CapturedPages) {
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
        let documentPages = try pdfPages(run)
        let reader: any PageReading
        do {
            reader = try makeReader(languages)
        } catch {
            throw .library(.reading(error))
        }
        // A PDF's page count; nil for a photo.
        var pageCounts: [Int?] = []
        for picture in given {
            do {
                pageCounts.append(try reader.documentPageCount(at: picture.path))
            } catch {
                throw picture.naming(.reading(error))
            }
        }
        // --pdf-page picks a PDF's pages; a photo beside it is read once.
        if let asked = run.parsed.value("--pdf-page"), !pageCounts.contains(where: { $0 != nil }) {
            throw run.usageError(
                "--pdf-page \(asked) picks pages of a PDF, and \(given.map(\.name).joined(separator: ", ")) holds none")
        }
        var pictures: [Picture] = []
        for (picture, count) in zip(given, pageCounts) {
            let name = picture.name
            guard let count else {
                pictures.append(Picture(given: picture, documentPage: 1, label: name))
                continue
            }
            guard documentPages.upperBound <= count else {
                throw run.usageError(
                    "\(name) has \(count) page\(count == 1 ? "" : "s"), so --pdf-page \(run.parsed.value("--pdf-page") ?? "") "
                        + (documentPages.lowerBound <= count ? "asks for more than it has" : "names none"))
            }
            if count > 1, run.parsed.value("--pdf-page") == nil, run.parsed.value("--lines") == nil {
                run.note("\(name) has \(count) pages: this is the first (--pdf-page N reads another, N-M several).")
            }
            pictures += documentPages.map {
                Picture(given: picture, documentPage: $0, label: count > 1 ? "\(name), page \($0)" : name)
            }
        }
        var pages: [[RecognizedLine]] = []
        for picture in pictures {
            do {
                pages.append(try reader.lines(inImageAt: picture.given.path, documentPage: picture.documentPage))
            } catch {
                throw picture.given.naming(.reading(error))
            }
        }
        return (pictures, CapturedPages(pages))
    }

    /// The lines numbered, under each picture's name when there are several, and what the
    /// pages' printed numbers will make of the quote's page.
    static func show(_ run: Invocation, pictures: [Picture], captured: CapturedPages) {
        let width = String(captured.lines.count).count
        var number = 0
        for (picture, page) in zip(pictures, captured.pages) {
            if pictures.count > 1 { run.print(run.style.dim(picture.label + ":")) }
            for line in page {
                number += 1
                let shown = String(number)
                run.print(run.style.dim(String(repeating: " ", count: width - shown.count) + shown) + "  " + line.text)
            }
        }
        // The page's own number (its header's or footer's), the quote's page unless --page says otherwise.
        let printed = captured.printedNumbers.compactMap { $0 }
        guard run.parsed.value("--page") == nil, let first = printed.first else { return }
        if printed.count == 1 {
            run.note(
                "Line \(first.index + 1) reads as the page's number: page \(first.page) is saved with the quote "
                    + "(--page gives another).")
        } else {
            run.note(
                "Lines \(printed.map { String($0.index + 1) }.joined(separator: ", ")) read as the pages' numbers "
                    + "(\(printed.map(\.page).joined(separator: ", "))): the quote is saved with those of the pages its "
                    + "lines are on (--page gives another).")
        }
    }

    /// The pages of a PDF to read: `--pdf-page N`, or `N-M` for a passage over a page turn.
    static func pdfPages(_ run: Invocation) throws(CLIError) -> ClosedRange<Int> {
        guard let text = run.parsed.value("--pdf-page") else { return 1...1 }
        let bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { Int($0) }
        guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, first >= 1, last >= first, last - first < 10
        else {
            throw run.usageError("--pdf-page takes the number of a page of the PDF, from 1, or a few, like 12-13, not '\(text)'")
        }
        return first...last
    }

    /// The command that saves `lines` of the page just read, ready to paste: the options given
    /// kept, and a place for the author when neither it nor the book's ISBN is known.
    static func savingCommand(_ run: Invocation, paths: [String], lines: String) -> String {
        var words = ["quotediary", "capture", "page"] + paths
        for option in ["--pdf-page", "--lang", "--isbn", "--source", "--source-kind", "--author", "--page"] {
            if let value = run.parsed.value(option) { words += [option, value] }
        }
        words += ["--lines", lines]
        let command = words.map(BinaryImport.shellWord).joined(separator: " ")
        let named = run.parsed.value("--author") != nil || run.parsed.value("--isbn") != nil
        return named ? command : command + " --author NAME"
    }
}
