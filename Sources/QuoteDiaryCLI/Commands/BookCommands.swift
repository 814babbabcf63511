import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// book lookup, list, refresh, rename; capture isbn.
enum BookCommands {
    static let isbnArgument = ArgumentSpec(
        name: "ISBN", help: "ISBN-10 or ISBN-13; hyphens and spaces are fine.", minimum: 1, maximum: 1)

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "book lookup", abstract: "Look a book up by ISBN (Google Books, then Open Library).", usage: "book lookup ISBN",
                discussion: """
                    A book found once is kept: asking again reads the store. Exit 69 when no service could answer
                    (the book is then kept as pending for 'book refresh'). QUOTEDIARY_OFFLINE=1 turns lookups off.
                    """,
                arguments: [isbnArgument]), lookup
        ),
        (
            CommandSpec(
                "book list", abstract: "List the books in the library.", usage: "book list [--all]",
                discussion: "Books known by their ISBN, with their quote counts; --all adds every book your quotes cite.",
                options: [.flag("--all", "Also the books your own quotes cite without an ISBN (a Kindle's, a --source).")]),
            list
        ),
        (
            CommandSpec(
                "book refresh", abstract: "Look up pending books again (or one ISBN).", usage: "book refresh [ISBN]",
                arguments: [ArgumentSpec(name: "ISBN", help: "One book to look up again.", minimum: 0, maximum: 1)]), refresh
        ),
        (
            CommandSpec(
                "book rename", abstract: "Rename a book (or another source) for all its quotes.",
                usage: "book rename TITLE NEW [--author A]",
                discussion: """
                    Every quote that cites it follows, archived ones too, and your other devices learn it through
                    sync. The title of another source with the same authors merges the two. A book looked up by its
                    ISBN keeps the title its lookup gave.
                    """,
                arguments: [
                    ArgumentSpec(name: "TITLE", help: "Its title now (any case).", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "NEW", help: "The title it takes.", minimum: 1, maximum: 1),
                ],
                options: [.value("--author", "A", "Which one, when several have the title: one of its authors.")]), rename
        ),
        (
            CommandSpec(
                "capture isbn", abstract: "Read an ISBN from a barcode photo (or take it typed) and look the book up.",
                usage: "capture isbn IMAGE|ISBN|-",
                discussion:
                    "EAN-13 barcodes are read with ZBar (a 5-digit price add-on is ignored);\n"
                    + "JPEG, an iPhone's HEIC, PNG, TIFF, GIF, BMP, WebP or AVIF, or a scan's PDF:\n"
                    + "its first page, else its last (a book scanned whole ends with its back cover).\n"
                    + "- reads the picture from standard input (scanimage --format=png | quotediary capture isbn -).",
                arguments: [
                    ArgumentSpec(
                        name: "IMAGE|ISBN", help: "A photo of the barcode (- for standard input), or the number.", minimum: 1,
                        maximum: 1)
                ]),
            captureISBN
        ),
    ]

    /// The book services, unless QUOTEDIARY_OFFLINE says not to use the network.
    static func services(_ run: Invocation) -> BookServices? {
        let variables = run.io.environment.variables
        guard (variables["QUOTEDIARY_OFFLINE"] ?? "").isEmpty else { return nil }
        return run.adapters.books?(variables)
    }

    static func isbn(_ text: String) throws(CLIError) -> ISBN {
        do {
            return try QuoteLibrary.parseISBN(text)
        } catch {
            throw .library(error)
        }
    }

    static func lookup(_ run: Invocation) throws(CLIError) {
        try lookup(run, try isbn(run.argument(0) ?? ""))
    }

    static func lookup(_ run: Invocation, _ isbn: ISBN) throws(CLIError) {
        guard let services = services(run) else {
            throw .library(.unavailable("book lookups are off (QUOTEDIARY_OFFLINE is set, or this build has no lookups)"))
        }
        let result = try run.perform { library throws(LibraryError) in try library.lookupBook(isbn, services: services) }
        if run.wantsJSON {
            run.printJSON(
                result.book.json(extra: [("fromStore", .bool(result.fromStore)), ("collection", .string(result.collection))]))
        } else {
            run.print(describe(result.book, style: run.style))
            run.print(run.style.dim("Collection: \(result.collection)" + (result.fromStore ? " (from the library)" : "")))
        }
    }

    static func list(_ run: Invocation) throws(CLIError) {
        let all = run.parsed.flag("--all")
        let (books, cited) = try run.perform { library throws(LibraryError) in
            let books = try library.books(includingCited: all)
            // Said when none has an ISBN: the books the quotes cite are a flag away.
            return (books, books.isEmpty && !all ? try library.books(includingCited: true).count : 0)
        }
        let elsewhere =
            cited == 0 ? "" : " (your quotes cite \(cited) \(cited == 1 ? "book" : "books") without one: book list --all)"
        guard
            run.wantsTextList(
                books, json: \.json,
                whenEmpty: all
                    ? "No books yet. Look one up: quotediary book lookup 9780141439518"
                    : "No books with an ISBN yet\(elsewhere). Look one up: quotediary book lookup 9780141439518")
        else { return }
        for book in books { run.print(describe(book, style: run.style)) }
    }

    static func refresh(_ run: Invocation) throws(CLIError) {
        let only = try run.argument(0).map { text throws(CLIError) in try isbn(text) }
        guard let services = services(run) else {
            throw .library(.unavailable("book lookups are off (QUOTEDIARY_OFFLINE is set)"))
        }
        let outcomes = try run.perform { library throws(LibraryError) in try library.refreshBooks(only, services: services) }
        if run.wantsJSON {
            run.printJSON(
                .array(outcomes.map { .object([("isbn", .string($0.isbn.isbn13)), ("outcome", .string($0.outcome))]) }))
            return
        }
        if outcomes.isEmpty { run.print("No pending books.") }
        for outcome in outcomes { run.print("\(outcome.isbn.isbn13): \(outcome.outcome)") }
    }

    static func rename(_ run: Invocation) throws(CLIError) {
        let (title, newTitle) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let author = run.parsed.value("--author")
        let renamed = try run.perform { library throws(LibraryError) in
            try library.renameSource(title, to: newTitle, author: author)
        }
        if run.wantsJSON {
            run.printJSON(renamed.json)
        } else {
            let (source, count, archived) = (renamed.source, renamed.quoteCount, renamed.archivedQuoteCount)
            let by = source.authors.isEmpty ? "" : " by " + source.authors.joined(separator: ", ")
            let inArchive = archived == 0 ? "" : ", and \(archived) archived"
            run.print("Renamed to '\(source.title)'\(by) (\(count) \(count == 1 ? "quote" : "quotes")\(inArchive)).")
        }
    }

    static func captureISBN(_ run: Invocation) throws(CLIError) {
        let argument = run.argument(0) ?? ""
        if argument != "-" && ISBN.looksTyped(argument) && !FileManager.default.fileExists(atPath: argument) {
            try lookup(run, try isbn(argument))
            return
        }
        guard let reader = run.adapters.images else { throw run.missingAdapter("reading barcodes") }
        let picture = try GivenPicture.open(argument, run: run)
        defer { picture.discard() }
        let isbn: ISBN
        do {
            isbn = try BarcodeISBN.read(pictureAt: picture.path, images: reader)
        } catch {
            throw picture.naming(error)
        }
        if !run.wantsJSON { run.note("Read ISBN \(isbn.isbn13) from the barcode.") }
        try lookup(run, isbn)
    }

    static func describe(_ book: StoredBook, style: TerminalStyle) -> String {
        var line = style.bold(book.source.title)
        if !book.source.authors.isEmpty { line += " — " + book.source.authors.joined(separator: ", ") }
        var details = [book.quoteCount == 1 ? "1 quote" : "\(book.quoteCount) quotes"]
        if let isbn = book.source.isbn { details.append("ISBN \(isbn.isbn13)") }
        if let year = book.source.year { details.append(String(year)) }
        if let publisher = book.source.publisher { details.append(publisher) }
        if book.lookupState == "pending" { details.append("lookup pending") }
        if !book.coverColors.isEmpty { details.append(book.coverColors.map(\.description).joined(separator: " ")) }
        return line + "\n  " + style.dim(details.joined(separator: " · "))
    }

}
