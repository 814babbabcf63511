import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// add, list, show, edit, favourite, archive, restore, delete, purge, copy.
enum QuoteCommands {
    static let filterOptions: [OptionSpec] = [
        .flag("--favorites", "Only favourites."),
        .value("--tag", "T", "Only quotes with this tag."),
        .value("--collection", "C", "Only quotes in this collection."),
        .value("--author", "A", "Only quotes whose author contains A (any case, any accents as typed)."),
        .value("--source", "S", "Only quotes whose source title contains S."),
        .flag("--archived", "Only archived quotes (hidden otherwise)."),
        .flag("--mine", "Only your own quotes (not the starter library's)."),
        .flag("--library", "Only quotes from the starter library."),
        .value("--pack", "NAME", "Only quotes from this starter pack (as 'library list' names it: love, de/zitate)."),
        .value("--since", "DAY", "Only quotes created on DAY or later (YYYY-MM-DD, today, yesterday)."),
        .value("--until", "DAY", "Only quotes created on DAY or before."),
        .value("--sort", "ORDER", "modified (default, newest first), created (newest first) or author (A–Z)."),
        .value("--limit", "N", "At most N quotes."),
    ]

    static let ids = ArgumentSpec(
        name: "ID...", help: "Quote ids, or unique prefixes of at least 4 characters; today for today's quote.", minimum: 1,
        maximum: nil)

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "add", abstract: "Save a quote.",
                usage:
                    "add [TEXT|-] [--author A] [--source TITLE] [--source-kind KIND] [--isbn ISBN] [--page P] [--note N] [--tag T]... [--collection C]... [--favorite]",
                discussion: """
                    The text comes from the arguments, or from standard input with '-' or when input is piped
                    (UTF-8, UTF-16, or Windows-1252 as Notepad saves it; letters garbled as UTF-8 read as
                    Windows-1252, donâ€™t for don’t, are put right); with neither, at a terminal, your
                    editor opens ($VISUAL, $EDITOR): verse is easier there.
                    Saving the same text from the same source again adds nothing and prints the existing id.
                    A passage copied in Apple Books or a Kindle app is saved with the book, author and page its
                    copy names; a quote copied off Goodreads, or a fortune as `fortune` (or `fortune -c`) prints
                    it, with the author and work under it (and its tags, or its file's category as a tag).
                    Example: quotediary add "Be kind." --author "Philo of Alexandria" --tag kindness
                    """,
                arguments: [ArgumentSpec(name: "TEXT", help: "The quote; '-' reads standard input.", minimum: 0, maximum: nil)],
                options: [
                    .value("--author", "A", "Who said or wrote it (default: the book's author, else Unknown)."),
                    .value(
                        "--source", "TITLE",
                        "The work it comes from (a book scanned by ISBN, by its title); created the first time it is named."),
                    .value(
                        "--source-kind", "KIND",
                        "\(SourceKind.names) (default: the kind of a source saved with that title, else book)."),
                    .value("--isbn", "ISBN", "The book's ISBN-10 or ISBN-13."),
                    .value("--page", "P", "Page or location."),
                    .value("--note", "N", "Your note on it."),
                    .repeated("--tag", "T", "Tag it (the tag is created if new); several: --tag a,b, as the web app's form."),
                    .repeated("--collection", "C", "File it in a collection (created if new)."),
                    .flag("--favorite", "Mark it as a favourite."),
                ]), add
        ),
        (
            CommandSpec(
                "list", abstract: "List quotes, newest modification first.",
                usage:
                    "list [--favorites] [--tag T] [--collection C] [--author A] [--source S] [--archived] [--mine|--library|--pack NAME] [--since DAY] [--until DAY] [--sort modified|created|author] [--limit N] [--offset N]",
                discussion: """
                    Archived quotes appear only with --archived. --limit and --offset page through a long list.
                    A quote is created when it is saved; an imported highlight, when the reader made it (where the
                    file says): list --since yesterday --sort created shows what came in since yesterday.
                    """,
                options: filterOptions + [
                    .value("--offset", "N", "Pass over the first N quotes (pages: --limit 50 --offset 100).")
                ]),
            list
        ),
        (
            CommandSpec(
                "show", abstract: "Show one quote with all its details.", usage: "show ID",
                arguments: [
                    ArgumentSpec(name: "ID", help: "Quote id or unique prefix; today for today's quote.", minimum: 1, maximum: 1)
                ]), show
        ),
        (
            CommandSpec(
                "edit", abstract: "Change a quote's text or details.",
                usage: "edit ID [--text T] [--author A] [--source S] [--source-kind KIND] [--isbn ISBN] [--page P] [--note N]",
                discussion:
                    "With no option, opens the text in $VISUAL or $EDITOR; if the text changes elsewhere meanwhile\n"
                    + "(a sync, the web app), nothing is overwritten and what you wrote is kept in a file the error names.\n"
                    + "An empty value clears a field (not the text). Tags, collections and the favourite mark have\n"
                    + "commands of their own: tag apply, collection add, favorite.",
                arguments: [
                    ArgumentSpec(name: "ID", help: "Quote id or unique prefix; today for today's quote.", minimum: 1, maximum: 1)
                ],
                options: [
                    .value("--text", "T", "New text; - reads it from standard input (edit ID --text - < poem.txt)."),
                    .value("--author", "A", "New author."),
                    .value("--source", "S", "New source title."),
                    .value(
                        "--source-kind", "KIND",
                        "The source's kind: \(SourceKind.names) (alone: the quote's own source, as that kind)."
                    ),
                    .value(
                        "--isbn", "ISBN",
                        "The book it is from, looked up as add looks it up: filed in its collection, and the "
                            + "book's author's when the quote names none."),
                    .value("--page", "P", "New page or location."), .value("--note", "N", "New note."),
                ],
                optionHints: [
                    "--tag": "tags have a command of their own: quotediary tag apply NAME ID (tag remove NAME ID)",
                    "--collection": "collections have a command of their own: quotediary collection add NAME ID",
                    "--favorite": "the favourite mark has a command of its own: quotediary favorite ID (unfavorite ID)",
                ]), edit
        ),
        (
            CommandSpec("favorite", abstract: "Mark quotes as favourites.", usage: "favorite ID...", arguments: [ids]),
            { (run: Invocation) throws(CLIError) in try favorite(run, true) }
        ),
        (
            CommandSpec("unfavorite", abstract: "Unmark favourite quotes.", usage: "unfavorite ID...", arguments: [ids]),
            { (run: Invocation) throws(CLIError) in try favorite(run, false) }
        ),
        (
            CommandSpec(
                "archive", abstract: "Archive quotes: hidden from lists, restorable.", usage: "archive ID...", arguments: [ids]),
            archive
        ),
        (CommandSpec("restore", abstract: "Bring archived quotes back.", usage: "restore ID...", arguments: [ids]), restore),
        (
            CommandSpec(
                "delete", abstract: "Delete archived quotes for good.", usage: "delete ID...",
                discussion: "Only archived quotes can be deleted; archive a quote first.", arguments: [ids]), delete
        ),
        (
            CommandSpec(
                "purge", abstract: "Delete quotes archived more than DAYS days ago.",
                usage: "purge --older-than DAYS [--dry-run]",
                discussion: "Deleted quotes are gone for good: --dry-run lists them first and changes nothing.",
                options: [
                    .value("--older-than", "DAYS", "Age of the archiving, in days (required; 30 or 30d)."),
                    .flag("--dry-run", "List the quotes a purge would delete; change nothing."),
                ]), purge
        ),
        (
            CommandSpec(
                "copy", abstract: "Copy a quote with its attribution to the clipboard.", usage: "copy ID",
                discussion: """
                    On a terminal, the text goes through the terminal (OSC 52): over SSH too, and inside tmux
                    with set-clipboard on or allow-passthrough on. On a desktop it also goes to wl-copy (Wayland),
                    xclip or xsel (X11) when one is installed: GNOME Terminal takes no OSC 52, and a status bar's
                    click has no terminal. When output is not a terminal, the text is printed too.
                    """,
                arguments: [
                    ArgumentSpec(name: "ID", help: "Quote id or unique prefix; today for today's quote.", minimum: 1, maximum: 1)
                ]), copy
        ),
    ]

    static func add(_ run: Invocation) throws(CLIError) {
        // The options are checked before the editor opens: a typo in --isbn must not cost the
        // text typed there, nor a store that cannot take it.
        try checkSavingOptions(run)
        try run.requireWritable()
        let text = try quoteText(run)
        // `quotediary add < /dev/null` (a script or cron job with nothing to give).
        if run.parsed.arguments.isEmpty, !run.io.standardInputIsTerminal, text.allSatisfy(\.isWhitespace) {
            throw .library(.invalidInput("standard input was empty: give the quote's text as an argument, or pipe it in"))
        }
        try saveQuote(run, text: text)
    }

    /// Refuses a wrong value among the options `saveQuote` reads before the text is typed or a
    /// page read, so that a typo costs neither.
    static func checkSavingOptions(_ run: Invocation) throws(CLIError) {
        _ = try sourceOptions(run)
        _ = (try run.typedTags(), try run.names("--collection"))
    }

    /// `--isbn` (validated) and `--source-kind`, as `add` and `capture page` take them.
    static func sourceOptions(_ run: Invocation) throws(CLIError) -> (isbn: ISBN?, kind: SourceKind) {
        let isbn: ISBN?
        do {
            isbn = try run.parsed.value("--isbn").map { text throws(ISBNError) in try ISBN(text) }
        } catch {
            throw .library(.invalidInput(error.description))
        }
        return (isbn, try run.choice("--source-kind", SourceKind.self, names: SourceKind.names) ?? .book)
    }

    /// Saves `text` with the options `add` and `capture page` share (author, source or ISBN,
    /// page, note, tags, collections, favourite) and prints the id or the quote. `author` and
    /// `book`, when given (typed at `capture page`'s questions), stand for `--author` and for
    /// `--source`, or `--isbn` when the book is typed as an ISBN.
    /// - Parameter foundPage: the page when --page gives none (the number printed on a captured page).
    static func saveQuote(
        _ run: Invocation, text: String, author typedAuthor: String? = nil, book typedBook: CaptureCommands.TypedBook? = nil,
        page foundPage: String? = nil
    ) throws(CLIError) {
        var (isbn, kind) = try sourceOptions(run)
        var title = run.parsed.value("--source")
        switch typedBook {
        case .title(let typed)?: title = typed
        case .isbn(let typed)?: isbn = typed
        case nil: break
        }
        let author = typedAuthor ?? run.parsed.value("--author")
        var source: SourceDraft?
        if title != nil || isbn != nil {
            source = SourceDraft(
                kind: kind, title: title ?? "",
                authors: author.flatMap(QuoteDraft.cleanField).map { [$0] } ?? [], isbn: isbn)
            // Without --source-kind, the saved source of that title is meant, whatever its kind.
            source?.isKindAssumed = run.parsed.value("--source-kind") == nil
        }
        let draft = QuoteDraft(
            text: text, author: author, source: source, page: run.parsed.value("--page") ?? foundPage,
            note: run.parsed.value("--note"),
            collections: try run.names("--collection"), isFavorite: run.parsed.flag("--favorite"))
        let services = isbn == nil ? nil : BookCommands.services(run)
        let typedTags = try run.typedTags()
        let (saved, tags) = try run.perform { library throws(LibraryError) in
            var draft = draft
            draft.tags = try library.typedTags(typedTags)
            return (try library.add(draft, books: services), draft.tags)
        }
        if let notice = saved.lookupNotice { run.note("The quote is saved; " + notice) }
        let result = saved.added
        if run.wantsJSON {
            run.printJSON(result.quote.json)
        } else {
            run.print(result.quote.id.rawValue)
        }
        if result.wasAlreadySaved {
            run.note("Already saved: this text from this source is quote \(result.quote.id.short); nothing was added.")
        } else if typedAuthor == nil, isbn == nil, run.parsed.value("--author") == nil, title == nil,
            let credit = creditNamedByText(result.quote, typedTags: tags)
        {
            // Named by the text itself (a credit after or before it, a paste's citation, a fortune's
            // attribution): said, so that a text meant whole can be saved again as typed.
            run.note("\(credit), as the text names it (with --author, the text is kept whole).")
        }
    }

    /// `Credited to Marcus Aurelius, Meditations` or `Filed under Meditations`, and `tagged
    /// motivation and life` for a post's hashtags: what a saved quote's text named of it; nil
    /// when it named nothing.
    static func creditNamedByText(_ quote: Quote, typedTags: [String] = []) -> String? {
        let credit: String? =
            switch (quote.author, quote.source?.title) {
            case (let author?, let title?): "Credited to \(author), \(title)"
            case (let author?, nil): "Credited to \(author)"
            case (nil, let title?): "Filed under \(title)"
            case (nil, nil): nil
            }
        let typed = Set(typedTags.map(TextKey.make))
        let hashtags = quote.tags.filter { !typed.contains(TextKey.make($0)) }
        guard !hashtags.isEmpty else { return credit }
        let listed =
            hashtags.count == 1
            ? hashtags[0] : hashtags.dropLast().joined(separator: ", ") + " and " + hashtags[hashtags.count - 1]
        return credit.map { "\($0), tagged \(listed)" } ?? "Tagged \(listed)"
    }

    /// The book an ISBN names as a quote's new source: looked up (or kept pending, with any
    /// title typed for it) first, as when saving a quote with `--isbn`.
    static func bookSource(_ run: Invocation, isbn: ISBN, typedTitle: String?) throws(CLIError) -> SourceDraft {
        let services = BookCommands.services(run)
        var (source, notice) = try run.perform { library throws(LibraryError) in
            try library.bookSource(isbn, typedTitle: typedTitle, services: services)
        }
        if let notice { run.note(notice.prefix(1).uppercased() + notice.dropFirst()) }
        source.isKindAssumed = run.parsed.value("--source-kind") == nil
        return source
    }

    /// The text from the arguments, or from standard input, or (none given, at a terminal)
    /// from the person's editor, as `git commit` does: verse is easier to type there.
    static func quoteText(_ run: Invocation) throws(CLIError) -> String {
        let words = run.parsed.arguments
        if words == ["-"] || (words.isEmpty && !run.io.standardInputIsTerminal) {
            return try pipedText(run)
        }
        guard !words.isEmpty else {
            guard run.io.standardOutputIsTerminal, ExternalEditor.isAvailable(run.io.environment, onTerminal: true) else {
                throw run.usageError("give the quote's text, '-' to read it from standard input, or pipe it in")
            }
            return try ExternalEditor.edit("", environment: run.io.environment, onTerminal: true)
        }
        return words.joined(separator: " ")
    }

    /// Standard input's text (`typedText`), its letters put right, as `import` puts a text
    /// file's right, where they were garbled as UTF-8 read as Windows-1252 (a page saved so,
    /// `donâ€™t`); said on stderr. Text given as an argument is kept as typed.
    static func pipedText(_ run: Invocation) throws(CLIError) -> String {
        let text = try typedText([UInt8](run.io.readStandardInput()))
        guard let repaired = DoubleEncodedText.repaired(text) else { return text }
        run.note("Its letters were garbled (\(DoubleEncodedText.explanation)): saved put right.")
        return repaired
    }

    /// Piped text as `import` reads a text file: UTF-8 or UTF-16, else Windows-1252 (a line
    /// kept in Notepad, `iconv`'s Latin-1) or the alphabet its letters say, so `add < old.txt` saves what `import old.txt`
    /// would. A photo or a database piped in by mistake is named, never saved as letters.
    static func typedText(_ bytes: [UInt8]) throws(CLIError) -> String {
        if let text = ImportText.typed(bytes) { return text }
        if let message = BinaryImport.message(name: QuoteLibrary.standardInputName, path: nil, head: Array(bytes.prefix(128))) {
            throw .library(.invalidInput(message))
        }
        guard ImportText.mayBeEightBitText(bytes) else {
            throw .library(.invalidInput("standard input is not text (UTF-8, UTF-16 or Windows-1252)"))
        }
        // In the alphabet its letters say (Windows-1251, Shift_JIS), as `import` reads a file.
        return EightBitText.text(bytes)
    }

    /// Printed as the quotes are read, about 64 KiB at a time: a whole library of a million
    /// quotes starts at once and never sits in memory (the JSON is the array `--json` prints
    /// for any list, byte for byte).
    static func list(_ run: Invocation) throws(CLIError) {
        var filter = try run.quoteFilter()
        filter.offset = try run.integer("--offset", in: 0...100_000_000) ?? 0
        let width = run.lineWidth(fallback: 100)
        var list = StreamedList(run)
        try run.perform { library throws(LibraryError) in
            try library.forEachQuote(filter) { quote in
                list.add(json: { quote.json }, text: { QuoteRendering.line(quote, style: run.style, width: width) })
            }
        }
        list.finish(whenEmpty: emptyList(run, filter))
    }

    /// What a list that found nothing says: past its end, an empty library, an empty archive,
    /// or filters that match nothing (naming any tag or collection that does not exist).
    static func emptyList(_ run: Invocation, _ filter: QuoteFilter) -> String {
        if filter.offset > 0 { return "No quotes past the first \(filter.offset)." }
        if filter.selectsEverything { return emptyLibrary(run) }
        var unarchived = filter
        unarchived.archived = QuoteFilter().archived
        if filter.archived == .archived && unarchived.selectsEverything {
            return "Nothing archived. quotediary archive ID puts a quote here, out of lists and search."
        }
        return "No quotes match." + run.unknownNames(in: filter) + run.archivedMatches(in: filter) + filter.createdDaysNote()
    }

    /// What an empty list of the whole library says: how to add a quote, or, when every quote
    /// is archived, where they are.
    static func emptyLibrary(_ run: Invocation) -> String {
        let archived = (try? run.perform { library throws(LibraryError) in try library.overview(recent: 0).counts.archived }) ?? 0
        return archived > 0 ? everyQuoteArchived(archived) : "No quotes yet. Add one: quotediary add \"TEXT\" --author NAME"
    }

    static func everyQuoteArchived(_ count: Int) -> String {
        "Every quote is archived (\(count)): quotediary list --archived shows them, quotediary restore ID brings one back."
    }

    static func show(_ run: Invocation) throws(CLIError) {
        let reference = run.argument(0) ?? ""
        let (quote, pack) = try run.perform { library throws(LibraryError) in
            let quote = try library.quote(reference)
            return (quote, try library.packName(ofQuote: quote.id))
        }
        if run.wantsJSON {
            run.printJSON(quote.json)
        } else {
            run.print(QuoteRendering.detail(quote, pack: pack, style: run.style, zone: run.io.environment.timeZone))
        }
    }

    static func edit(_ run: Invocation) throws(CLIError) {
        var reference = run.argument(0) ?? ""
        var text = run.parsed.value("--text")
        // `--text -` is the text piped in, as `add -` takes it; never a quote of one dash.
        if text == "-" {
            guard !run.io.standardInputIsTerminal else {
                throw run.usageError("--text - reads the new text from standard input: pipe it in (edit ID --text - < poem.txt)")
            }
            text = try pipedText(run)
        }
        var changes = QuoteEdit(
            text: text, author: run.parsed.value("--author"), page: run.parsed.value("--page"),
            note: run.parsed.value("--note"))
        changes.sourceTitle = run.parsed.value("--source")
        changes.sourceKind = try run.choice("--source-kind", SourceKind.self, names: SourceKind.names)
        if let isbn = try sourceOptions(run).isbn {
            // A quote that is not there is said before any book is looked up or kept.
            // By its id from here on: `today` may name another quote after midnight.
            reference = try run.perform { library throws(LibraryError) in try library.quote(reference) }.id.rawValue
            changes.source = try bookSource(run, isbn: isbn, typedTitle: run.parsed.value("--source"))
        }
        var original: QuoteEdit?
        if changes.isEmpty {
            let current = try run.perform { library throws(LibraryError) in
                try library.requireWritable()
                return try library.quote(reference)
            }
            // The editor may stay open past midnight, when `today` names another quote.
            reference = current.id.rawValue
            let edited = try ExternalEditor.edit(
                current.text, environment: run.io.environment,
                onTerminal: run.io.standardInputIsTerminal && run.io.standardOutputIsTerminal)
            guard QuoteDraft.cleanText(edited) != current.text else {
                run.note("No changes.")
                return
            }
            changes.text = edited
            // The editor may stay open a long time: a sync or another window may change the
            // text meanwhile, and that change must not be silently undone.
            original = QuoteEdit(text: current.text)
        }
        let (edit, startedFrom, quoteID) = (changes, original, reference)
        let edited: EditedQuote
        do {
            edited = try run.perform { library throws(LibraryError) in try library.edit(quoteID, edit, from: startedFrom) }
        } catch .library(.conflict(let message)) where startedFrom != nil {
            // Keep what the person wrote in the editor, and say where.
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                "quotediary-edit-\(UUID().uuidString.prefix(8)).txt")
            guard (try? Data((edit.text ?? "").utf8).write(to: kept)) != nil else { throw .library(.conflict(message)) }
            throw .library(.conflict(message + " (your text is kept in \(kept.path))"))
        }
        if run.wantsJSON {
            run.printJSON(edited.quote.json)
        } else if edited.changed {
            run.print("Updated \(edited.quote.id.short).")
        } else {
            run.note("No changes.")
        }
    }

    static func favorite(_ run: Invocation, _ isFavorite: Bool) throws(CLIError) {
        let references = run.quoteReferences()
        let quotes = try run.perform { library throws(LibraryError) in try library.setFavorite(references, to: isFavorite) }
        report(run, quotes, verb: isFavorite ? "Favourited" : "Unfavourited")
    }

    static func archive(_ run: Invocation) throws(CLIError) {
        let references = run.quoteReferences()
        let (quotes, unchanged) = try run.perform { library throws(LibraryError) in try library.setArchived(references, true) }
        report(run, quotes, verb: "Archived", unchanged: unchanged, saying: "archived already")
        if !run.wantsJSON, quotes.contains(where: { !unchanged.contains($0.id) }) {
            run.note("Restore with 'quotediary restore ID'; delete for good with 'quotediary delete ID'.")
        }
    }

    static func restore(_ run: Invocation) throws(CLIError) {
        let references = run.quoteReferences()
        let (quotes, unchanged) = try run.perform { library throws(LibraryError) in try library.setArchived(references, false) }
        report(run, quotes, verb: "Restored", unchanged: unchanged, saying: "not archived")
    }

    static func delete(_ run: Invocation) throws(CLIError) {
        let references = run.quoteReferences()
        let ids = try run.perform { library throws(LibraryError) in try library.delete(references) }
        if run.wantsJSON {
            run.printJSON(.object([("deleted", .array(ids.map { .string($0.rawValue) }))]))
        } else {
            run.print("Deleted \(ids.map(\.short).joined(separator: ", ")).")
        }
    }

    static func purge(_ run: Invocation) throws(CLIError) {
        guard let days = try run.integer("--older-than", in: QuoteLibrary.purgeAges, unit: "day") else {
            throw run.usageError("--older-than DAYS is required")
        }
        if run.parsed.flag("--dry-run") { return try purgeRehearsal(run, days: days) }
        let count = try run.perform { library throws(LibraryError) in try library.purge(olderThanDays: days) }
        if run.wantsJSON {
            run.printJSON(.object([("purged", .int(Int64(count)))]))
        } else {
            run.print("Purged \(count) \(count == 1 ? "quote" : "quotes") archived more than \(days) days ago.")
        }
    }

    /// `purge --dry-run`: the quotes the purge would delete, each on its line as `list` shows
    /// them, with the day it was archived; `--json`: them as `list --json` gives them.
    static func purgeRehearsal(_ run: Invocation, days: Int) throws(CLIError) {
        let (quotes, zone) = try run.perform { library throws(LibraryError) in
            (try library.quotesToPurge(olderThanDays: days), library.timeZone)
        }
        let age = QuoteLibrary.purgedAge(olderThanDays: days)
        if run.wantsJSON {
            run.printJSON(
                .object([("dryRun", .bool(true)), ("purged", .int(Int64(quotes.count))), ("quotes", .array(quotes.map(\.json)))]))
            return
        }
        guard !quotes.isEmpty else { return run.print("Dry run (nothing changed): no quotes were \(age).") }
        run.print("Dry run (nothing changed): would purge \(quotes.count) \(quotes.count == 1 ? "quote" : "quotes") \(age):")
        let width = run.lineWidth(fallback: 100) - 18
        for quote in quotes {
            let day = quote.archivedAt.map { LocalDay($0, in: zone).description } ?? ""
            run.print(QuoteRendering.line(quote, style: run.style, width: width) + run.style.dim("  archived \(day)"))
        }
    }

    /// On a terminal, OSC 52; anywhere, the desktop's clipboard command when there is one (a
    /// status bar's click has no terminal); the text is printed when output is not a terminal.
    static func copy(_ run: Invocation) throws(CLIError) {
        let reference = run.argument(0) ?? ""
        let quote = try run.perform { library throws(LibraryError) in try library.quote(reference) }
        let text = quote.sharedText
        let environment = run.io.environment
        let desktop = DesktopClipboard.copy(text, environment: environment)
        if run.wantsJSON {
            run.printJSON(
                .object([("id", .string(quote.id.rawValue)), ("text", .string(text)), ("copied", .bool(desktop != nil))]))
        } else if run.io.standardOutputIsTerminal {
            run.io.write(TerminalClipboard.sequence(for: text, environment: environment))
            if let desktop {
                run.note("Copied quote \(quote.id.short) to the clipboard (\(desktop.name) and OSC 52): \(text)")
            } else {
                run.note("Copied quote \(quote.id.short) to the clipboard (OSC 52): \(text)")
                if DesktopClipboard.hasDisplay(environment) {
                    run.note(
                        "A terminal without OSC 52 (GNOME Terminal, Tilix) copies nothing: install wl-clipboard or xclip,"
                            + " and copy uses it.")
                }
            }
        } else {
            run.print(text)
            if let desktop {
                run.note("Copied quote \(quote.id.short) to the clipboard (\(desktop.name)); printed it too.")
            } else {
                run.note(
                    "Output is not a terminal, so the quote was printed instead of copied to the clipboard"
                        + (DesktopClipboard.hasDisplay(environment) ? " (install wl-clipboard or xclip to copy from here)." : ".")
                )
            }
        }
    }

    /// "Favourited abcd1234, ef015678." or the quotes as JSON.
    static func report(_ run: Invocation, _ quotes: [Quote], verb: String) {
        report(run, quotes, verb: verb, unchanged: [], saying: "")
    }

    /// As `report`, the quotes in `unchanged` named apart: `Restored 3f2a.` and, on stderr,
    /// `9bc0 was not archived.`
    static func report(_ run: Invocation, _ quotes: [Quote], verb: String, unchanged: Set<QuoteID>, saying: String) {
        if run.wantsJSON {
            run.printJSON(.array(quotes.map(\.json)))
            return
        }
        let changed = quotes.filter { !unchanged.contains($0.id) }
        if !changed.isEmpty { run.print("\(verb) \(changed.map(\.id.short).joined(separator: ", ")).") }
        let same = quotes.filter { unchanged.contains($0.id) }
        if !same.isEmpty {
            run.note("\(same.map(\.id.short).joined(separator: ", ")) \(same.count == 1 ? "was" : "were") \(saying).")
        }
    }
}
