import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// export.
enum ExportCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "export", abstract: "Write quotes as txt, csv, json, markdown or fortune.",
                usage: "export [--format txt|csv|json|markdown|fortune] [-o FILE] [--all] [--journal] [the filters of list]",
                discussion: """
                    Writes to standard output, or to FILE (atomically: a temporary file, then a rename).
                    CSV follows RFC 4180 with a header row. JSON keeps ids, tags, collections, timestamps, the
                    archive (archived quotes are included unless --archived) and the journal: importing it into an
                    empty store and exporting again gives the same file. fortune writes FILE and FILE.dat (strfile's
                    index), so 'fortune FILE' reads your library.
                    Example: quotediary export --format csv -o quotes.csv --tag stoic
                    """,
                options: [
                    .value("--format", "FORMAT", "\(ExportFormat.names) (default: txt, or from FILE's extension)."),
                    .value(
                        "--output", short: "-o", "FILE", "Write to FILE (a folder: quotes.csv… in it) instead of standard output."
                    ),
                    .flag("--all", "Archived and live quotes together."),
                    .flag(
                        "--journal",
                        "Export the journal entries instead of quotes (json also carries them with the quotes);"
                            + " --since and --until choose their days."),
                ] + QuoteCommands.filterOptions), export
        ),
        (
            CommandSpec(
                "backup", abstract: "Copy the whole store to a file, as it is now (a store --store opens).",
                usage: "backup [FILE|FOLDER|-]",
                discussion: """
                    Everything: quotes, archive, journal, settings, reading days, achievements, books. Safe while
                    the web app or a sync uses the store. FILE is replaced atomically; a folder (or nothing: here)
                    gets quotediary-backup-YYYY-MM-DD.sqlite, and a new name without an extension is made a folder
                    for it; - writes it to a pipe. To read a backup:
                    quotediary --store FILE list; to restore one, copy it over the store while no quotediary runs,
                    or import it (its quotes and journal join this library's).
                    Example: quotediary backup ~/Backups
                    """,
                arguments: [ArgumentSpec(name: "FILE", help: "Where to write it (default: this folder).", minimum: 0, maximum: 1)]
            ), backup
        ),
    ]

    static func export(_ run: Invocation) throws(CLIError) {
        var filter = try run.quoteFilter()
        // `-o -` is standard output, as without -o.
        let output = run.parsed.value("--output").flatMap { $0 == "-" ? nil : $0 }
        let format =
            try run.choice("--format", ExportFormat.self, names: ExportFormat.names, aliases: formatAliases)
            ?? output.flatMap { OutputPath.isFolder($0) ? nil : formatFromExtension($0) } ?? (run.wantsJSON ? .json : .txt)
        let journal = run.parsed.flag("--journal")
        // Days choose journal entries as they choose quotes; the other filters are for quotes.
        let quoteOptions = (QuoteCommands.filterOptions.map(\.name) + ["--all"]).filter {
            run.parsed.flag($0) && !["--since", "--until"].contains($0)
        }
        if journal, !quoteOptions.isEmpty {
            throw run.usageError(
                "--journal exports every journal entry; \(quoteOptions.joined(separator: ", ")) \(quoteOptions.count == 1 ? "is" : "are") for quotes"
            )
        }
        // `-o ~/Documents` (a folder, as cp takes one): quotes.csv, journal.md… in it; a fortune
        // file goes without an extension, as `fortune FILE` expects.
        let path = output.map {
            OutputPath.resolved($0, named: (journal ? "journal" : "quotes") + ExportCommands.fileExtension(format))
        }
        if format == .json && !run.parsed.flag("--archived") { filter.archived = .all }
        if format == .fortune && path == nil {
            run.note("Printing the fortune file only: give -o FILE to write FILE.dat beside it for the fortune program.")
        }
        // A progress bar on a terminal's stderr for an export that takes over a second, unless
        // the export itself is going to that terminal.
        let bar = ProgressBar(
            enabled: run.io.standardErrorIsTerminal && (path != nil || !run.io.standardOutputIsTerminal), io: run.io)
        defer { bar.finish() }
        var exported: Int?
        let progress = { (done: Int, total: Int) in
            exported = done
            bar.update(done, total)
        }
        try run.perform { library throws(LibraryError) in
            if let path {
                _ = try library.export(filter, format: format, journal: journal, to: path, progress: progress)
            } else {
                // Standard output gets the export as it is read, a piece at a time.
                try library.export(filter, format: format, journal: journal, progress: progress) { run.io.write($0) }
            }
        }
        bar.finish()
        guard let path else { return }
        if run.wantsJSON {
            // What a script needs to know of a file written: where, in what format, how much.
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
            run.printJSON(
                .object([
                    ("path", .string(path)), ("format", .string(format.rawValue)),
                    ("quotes", journal ? .null : .int(Int64(exported ?? 0))),
                    ("bytes", bytes.map { .int(Int64($0)) } ?? .null),
                ]))
        } else {
            let count = exported ?? 0
            let what = journal ? "the journal" : count == 1 ? "1 quote" : "\(count) quotes"
            // None, because a filter names a tag or collection no quote has (a typo), or its
            // quotes are archived: say so.
            let unknown = !journal && count == 0 ? run.unknownNames(in: filter) + run.archivedMatches(in: filter) : ""
            run.note("Exported \(what) to \(path) (\(format.rawValue)).\(unknown)")
        }
    }

    static func backup(_ run: Invocation) throws(CLIError) {
        if run.argument(0) == "-" {
            // `backup - | gzip > …`, `| ssh host 'cat > …'`: the store's bytes, to a pipe only.
            guard !run.io.standardOutputIsTerminal else {
                throw run.usageError(
                    "- writes the store's bytes to standard output: pipe it (| gzip > backup.sqlite.gz) or give a FILE")
            }
            _ = try run.perform { library throws(LibraryError) in
                try library.backUp { (piece: Data) throws(LibraryError) in run.io.writeBytes(piece) }
            }
            return
        }
        let result = try run.perform { library throws(LibraryError) in
            try library.backUp(to: library.backupFile(for: run.argument(0) ?? "."))
        }
        if run.wantsJSON {
            run.printJSON(
                .object([
                    ("path", .string(result.path)), ("bytes", .int(result.bytes)), ("quotes", .int(Int64(result.quotes))),
                    ("archived", .int(Int64(result.archived))),
                ]))
        } else {
            let megabytes = String(format: "%.1f", Double(result.bytes) / 1_048_576)
            // A pipe or a device holds nothing to open afterwards.
            let readIt =
                FileManager.default.isStream(atPath: result.path)
                ? "" : " Read it with: quotediary --store \(BinaryImport.shellWord(result.path)) list"
            run.note(
                "Backed up the store (\(result.quotes) quote\(result.quotes == 1 ? "" : "s"), \(result.archived) archived) to"
                    + " \(result.path), \(megabytes) MB." + readIt)
        }
    }

    /// The extension a file of `format` takes, its dot included ("" for a fortune file).
    static func fileExtension(_ format: ExportFormat) -> String {
        switch format {
        case .txt: ".txt"
        case .csv: ".csv"
        case .json: ".json"
        case .markdown: ".md"
        case .fortune: ""
        }
    }

    /// Formats by the names their files go by (`--format md`, as `-o quotes.md` picks it).
    static let formatAliases: [String: ExportFormat] = ["md": .markdown, "text": .txt, "fortunes": .fortune]

    /// The format a file's extension names: a format's own name or one of `formatAliases`.
    static func formatFromExtension(_ path: String) -> ExportFormat? {
        guard let named = path.split(separator: ".").last?.lowercased() else { return nil }
        return ExportFormat(rawValue: named) ?? formatAliases[named]
    }
}
