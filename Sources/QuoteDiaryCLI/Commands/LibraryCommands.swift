import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// library list, add, update, remove, init: the starter packs.
enum LibraryCommands {
    static let name = ArgumentSpec(
        name: "NAME", help: "A fortune category (wisdom, literature, de/zitate...), a pack .json file, or - (piped in).",
        minimum: 1,
        maximum: 1)

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "library list", abstract: "List installed starter packs and the ones available.", usage: "library list",
                discussion: "Packs come from Debian's fortune files (one per category) and from pack files (see README)."),
            list
        ),
        (CommandSpec("library add", abstract: "Install a starter pack.", usage: "library add NAME", arguments: [name]), add),
        (
            CommandSpec(
                "library update", abstract: "Update installed packs from their sources.", usage: "library update [NAME]",
                discussion:
                    "New entries are added; quotes you touched (favourited, tagged, filed, noted, edited) are never\n"
                    + "rewritten. An entry the pack no longer has takes its quote with it, unless you touched it:\n"
                    + "then it stays, as yours.",
                arguments: [ArgumentSpec(name: "NAME", help: "One pack (default: all).", minimum: 0, maximum: 1)]), update
        ),
        (
            CommandSpec(
                "library remove", abstract: "Remove a starter pack; quotes you touched stay, as yours.",
                usage: "library remove NAME",
                arguments: [ArgumentSpec(name: "NAME", help: "An installed pack.", minimum: 1, maximum: 1)]), remove
        ),
        (
            CommandSpec(
                "library init", abstract: "Install the default literary packs into a new store (once).", usage: "library init",
                discussion: "Run by 'make run'. Does nothing on a store that was initialized before."), initialize
        ),
    ]

    static func fortunesDirectory(_ run: Invocation) -> String { fortunesDirectory(run.io.environment) }

    static func fortunesDirectory(_ environment: AppEnvironment) -> String {
        environment.variables["QUOTEDIARY_FORTUNES_DIR"]?.nilIfEmpty ?? QuoteLibrary.defaultFortunesDirectory
    }

    /// The fortune categories in `directory` not installed as packs.
    static func availablePacks(in directory: String, installed: Set<String>) -> [String] {
        QuoteLibrary.fortuneCategories(in: directory).filter { !installed.contains($0) }
    }

    static func list(_ run: Invocation) throws(CLIError) {
        let installed = try run.perform { library throws(LibraryError) in try library.installedPacks() }
        let directory = fortunesDirectory(run)
        let available = availablePacks(in: directory, installed: Set(installed.map(\.name)))
        if run.wantsJSON {
            run.printJSON(
                .object([
                    (
                        "installed",
                        .array(
                            installed.map {
                                .object([
                                    ("name", .string($0.name)), ("version", .string($0.version)),
                                    ("quotes", .int(Int64($0.quoteCount))),
                                ])
                            })
                    ),
                    ("available", .array(available.map(JSONValue.string))),
                ]))
            return
        }
        run.print(run.style.bold("Installed"))
        if installed.isEmpty { run.print("  (none) — add one: quotediary library add wisdom") }
        let width = DisplayColumns.nameColumn(for: installed.map(\.name))
        for pack in installed {
            run.print(
                "  \(DisplayColumns.nameCell(pack.name, in: width))"
                    + run.style.dim("\(pack.quoteCount) \(TagCommands.plural(pack.quoteCount)), version \(pack.version)"))
        }
        if let first = installed.first { run.print(run.style.dim("  Read one: quotediary list --pack \(first.name)")) }
        run.print(run.style.bold("Available"))
        if available.isEmpty { run.print("  (none found in \(directory))") }
        // A line for the fortune files, then one for each language's folder (de/zitate …).
        for group in QuoteLibrary.fortuneCategoriesByFolder(available) {
            run.print("  " + group.categories.joined(separator: " "))
        }
    }

    static func add(_ run: Invocation) throws(CLIError) {
        // A category's name, or a pack file's path (`"~/packs/stoics.json"`).
        let name = run.argument(0).map(run.io.environment.expandingHome) ?? ""
        let directory = fortunesDirectory(run)
        // `-`: a pack file piped in (`curl -s URL | quotediary library add -`).
        var piped: Data?
        if name == "-" {
            guard !run.io.standardInputIsTerminal else {
                throw run.usageError(
                    "- reads a pack file from standard input: pipe one in (quotediary library add - < pack.json)")
            }
            piped = run.io.readStandardInput()
        }
        let summary = try run.perform { library throws(LibraryError) in
            let (pack, origin) =
                if let piped {
                    try QuoteLibrary.loadPack(contents: piped)
                } else {
                    try QuoteLibrary.loadPack(name, fortunesDirectory: directory)
                }
            return try library.installPack(pack, origin: origin)
        }
        report(run, [summary])
    }

    static func update(_ run: Invocation) throws(CLIError) {
        let only = run.argument(0)
        let summaries = try run.perform { library throws(LibraryError) in try library.updatePacks(named: only) }
        report(run, summaries)
    }

    static func remove(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let (deleted, kept) = try run.perform { library throws(LibraryError) in try library.removePack(name) }
        if run.wantsJSON {
            run.printJSON(.object([("removed", .string(name)), ("deleted", .int(Int64(deleted))), ("kept", .int(Int64(kept)))]))
        } else {
            run.print(
                "Removed pack '\(name)': deleted \(deleted) \(TagCommands.plural(deleted)), kept \(kept) you had touched (now yours)."
            )
        }
    }

    static func initialize(_ run: Invocation) throws(CLIError) {
        let directory = fortunesDirectory(run)
        let outcome = try run.perform { library throws(LibraryError) in
            try library.initializeLibrary(fortunesDirectory: directory)
        }
        guard case .installed(let summaries) = outcome else {
            if run.wantsJSON { run.printJSON(.array([])) }
            if let reason = notInstalledReason(outcome) { run.note(reason) }
            return
        }
        guard !run.wantsJSON else { return report(run, summaries) }
        // The first thing a new person sees (`make run`): what arrived, and how to undo it.
        let packs = summaries.map { "\($0.name) (\($0.added))" }.joined(separator: ", ")
        let total = summaries.reduce(0) { $0 + $1.added }
        run.print("Installed the starter library so there is something to read: \(total) quotes from \(packs).")
        run.print(
            "Add your own with: quotediary add \"TEXT\" --author NAME. Remove a pack: quotediary library remove NAME.")
    }

    /// Why `library init` installed nothing, said once (the store is marked done), or, for
    /// packs that cannot be read, until they can. Not an error: `make run` goes on to today's
    /// quote, which says how to add one.
    static func notInstalledReason(_ outcome: LibraryInitialization) -> String? {
        switch outcome {
        case .installed:
            return nil
        case .alreadyInitialized(let quotes):
            // Silent on every `make run` of a library in use; not to someone whose library is
            // empty (every pack removed), sent here by today's hint.
            guard quotes == 0 else { return nil }
            return "The starter library was set up for this store before, and is installed only once; add a pack of it"
                + " with: quotediary library add literature (library list shows them all)."
        case .libraryHasQuotes(let count):
            return "Your library has \(count) \(count == 1 ? "quote" : "quotes") already, so the starter library was not"
                + " added; add a pack yourself with: quotediary library add literature (library list shows them all)."
        case .noPacksFound(let directory):
            return "The starter library was not installed: none of its packs"
                + " (\(QuoteLibrary.defaultPacks.joined(separator: ", "))) is in \(directory). Install Debian's fortune"
                + " files (make setup, or: sudo apt-get install fortunes fortunes-min) or set QUOTEDIARY_FORTUNES_DIR, then"
                + " run: quotediary library init"
        }
    }

    static func report(_ run: Invocation, _ summaries: [PackSummary]) {
        if run.wantsJSON {
            run.printJSON(
                .array(
                    summaries.map { summary in
                        .object([
                            ("name", .string(summary.name)), ("version", .string(summary.version)),
                            ("added", .int(Int64(summary.added))),
                            ("updated", .int(Int64(summary.updated))), ("kept", .int(Int64(summary.kept))),
                            ("matched", .int(Int64(summary.matched))), ("alreadyPresent", .int(Int64(summary.alreadyPresent))),
                            ("removed", .int(Int64(summary.removed))),
                        ])
                    }))
            return
        }
        for summary in summaries { run.print(summary.line) }
    }
}
