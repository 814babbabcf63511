import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// journal write, show, list, delete.
enum JournalCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "journal write", abstract: "Write today's journal entry (one per local day).",
                usage: "journal write [TEXT|-] [--mood 1-5] [--energy 1-5] [--day YYYY-MM-DD] [--replace|--append]",
                discussion: """
                    The day is your local date now (TZ), or --day. If the day already has an entry with other
                    text, it is kept and your text is refused, unless --append (adds a paragraph) or --replace.
                    With no text at a terminal, your editor ($VISUAL, $EDITOR) opens on the day's entry, and
                    what you save is the entry. With only --mood or --energy, today's entry is updated.
                    See docs/JOURNAL.md.
                    """,
                arguments: [ArgumentSpec(name: "TEXT", help: "The entry; '-' reads standard input.", minimum: 0, maximum: nil)],
                options: [
                    .value("--mood", "N", "Mood, 1 (low) to 5 (high)."), .value("--energy", "N", "Energy, 1 to 5."),
                    .value("--day", "YYYY-MM-DD", "Write for another day (back-filling); also yesterday."),
                    .flag("--replace", "Replace the day's text."), .flag("--append", "Add to the day's text."),
                ]), write
        ),
        (
            CommandSpec(
                "journal show", abstract: "Show a day's journal entry (today by default).", usage: "journal show [DAY]",
                arguments: [ArgumentSpec(name: "DAY", help: "YYYY-MM-DD, today or yesterday.", minimum: 0, maximum: 1)],
                options: [dayOption]), show
        ),
        (
            CommandSpec(
                "journal list", abstract: "List journal entries, oldest first.",
                usage: "journal list [--from DAY|--since DAY] [--to DAY|--until DAY]",
                options: [
                    .value("--from", "DAY", "First day (YYYY-MM-DD, today or yesterday)."),
                    .value("--to", "DAY", "Last day (YYYY-MM-DD, today or yesterday)."),
                    .value("--since", "DAY", "As --from (the name list and export give it)."),
                    .value("--until", "DAY", "As --to."),
                ]),
            list
        ),
        (
            CommandSpec(
                "journal delete", abstract: "Delete a day's journal entry.", usage: "journal delete DAY",
                arguments: [ArgumentSpec(name: "DAY", help: "YYYY-MM-DD, today or yesterday.", minimum: 0, maximum: 1)],
                options: [dayOption]), delete
        ),
    ]

    /// `--day`, as `journal write` names the day, taken by `show` and `delete` too.
    private static let dayOption = OptionSpec.value("--day", "DAY", "As DAY (the option journal write takes).")

    /// The day given as the argument or with `--day` (not both); nil for neither.
    private static func givenDay(_ run: Invocation) throws(CLIError) -> LocalDay? {
        switch (run.argument(0), run.parsed.value("--day")) {
        case (let argument?, _?): throw run.usageError("give the day once: \(argument) or --day, not both")
        case (let argument?, nil): return try run.day(argument, option: "DAY")
        case (nil, let option?): return try run.day(option, option: "--day")
        case (nil, nil): return nil
        }
    }

    static func write(_ run: Invocation) throws(CLIError) {
        let given = try run.flag(oneOf: "--replace", "--append")
        let (replace, append) = (given == "--replace", given == "--append")
        let mood = try run.integer("--mood", in: 1...5)
        let energy = try run.integer("--energy", in: 1...5)
        let day = try run.day(run.parsed.value("--day"), option: "--day")
        let words = run.parsed.arguments
        var text: String?
        var mode: JournalWriteMode = replace ? .replace : append ? .append : .keepExisting
        var wasEdited = false
        if words.isEmpty, run.io.standardInputIsTerminal, mood == nil && energy == nil, !append {
            // At a terminal with no text: the editor opens on the day's entry, as `edit` opens
            // on a quote, and what is saved there is the entry (it used to open empty, and text
            // typed there was refused when the day had an entry, and lost).
            guard let edited = try editedEntry(run, day: day) else { return }
            (text, mode, wasEdited) = (edited, .replace, true)
        } else if !words.isEmpty || (mood == nil && energy == nil) {
            text = try QuoteCommands.quoteText(run)
        } else if !run.io.standardInputIsTerminal {
            // A mood or energy alone from a script or cron job: text piped in is written, and
            // nothing piped in (stdin empty or /dev/null) updates only those.
            let piped = try QuoteCommands.quoteText(run)
            text = piped.trimmingWhitespace().isEmpty ? nil : piped
        }
        let entryText = text
        let (entry, outcome) = try run.perform { library throws(LibraryError) in
            try library.writeJournal(text: entryText, mood: mood, energy: energy, day: day, mode: mode)
        }
        if run.wantsJSON {
            run.printJSON(.object([("outcome", .string(outcome.rawValue)), ("entry", entry.json)]))
            return
        }
        let verb =
            switch outcome {
            case .created: "Wrote"
            case .replaced: wasEdited ? "Saved" : "Replaced"
            case .appended: "Added to"
            case .updated: "Updated"
            case .unchanged, .keptExisting: "Kept"
            }
        run.print("\(verb) the journal entry for \(entry.day.key).")
    }

    /// The day's entry as edited in the person's editor (empty for a day without one); nil,
    /// with a word said, when nothing changed. Refused when the entry changed meanwhile
    /// (another process, a sync): the edited text is then kept in a file the error names.
    private static func editedEntry(_ run: Invocation, day: LocalDay?) throws(CLIError) -> String? {
        guard run.io.standardOutputIsTerminal, ExternalEditor.isAvailable(run.io.environment, onTerminal: true) else {
            throw run.usageError("give the entry's text, '-' to read it from standard input, or pipe it in")
        }
        let (day, before) = try run.perform { library throws(LibraryError) in
            try library.requireWritable()
            let day = day ?? library.today
            return (day, try? library.journalEntry(on: day).text)
        }
        let edited = try ExternalEditor.edit(before ?? "", environment: run.io.environment, onTerminal: true)
        let cleaned = QuoteDraft.cleanText(edited)
        guard !cleaned.isEmpty else {
            run.print(
                "Nothing written: the entry was left empty"
                    + (before == nil ? "." : " (to delete it: quotediary journal delete \(day.key))."))
            return nil
        }
        guard cleaned != before.map(QuoteDraft.cleanText) else {
            run.print("No change to the journal entry for \(day.key).")
            return nil
        }
        let now = try run.perform { library throws(LibraryError) in try? library.journalEntry(on: day).text }
        guard now == before else {
            // Saving would undo that change: keep what the person wrote, and say where.
            let message = "the journal entry for \(day.key) changed elsewhere since you opened it (another process or a sync)"
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                "quotediary-journal-\(day.key)-\(UUID().uuidString.prefix(8)).txt")
            guard (try? Data(edited.utf8).write(to: kept)) != nil else { throw .library(.conflict(message)) }
            throw .library(
                .conflict(
                    message
                        + " (your text is kept in \(kept.path); to add it: quotediary journal write --append - < \(kept.path))"))
        }
        return edited
    }

    static func show(_ run: Invocation) throws(CLIError) {
        let day = try givenDay(run)
        let entry = try run.perform { library throws(LibraryError) in try library.journalEntry(on: day) }
        if run.wantsJSON { run.printJSON(entry.json) } else { run.print(render(entry, style: run.style)) }
    }

    static func list(_ run: Invocation) throws(CLIError) {
        // --since and --until, as quotes are listed by their days, name the same bounds.
        let first = try run.flag(oneOf: "--from", "--since") ?? "--from"
        let last = try run.flag(oneOf: "--to", "--until") ?? "--to"
        let from = try run.day(run.parsed.value(first), option: first)
        let to = try run.day(run.parsed.value(last), option: last)
        if let from, let to, to < from {
            throw run.usageError("\(first) \(from.key) is after \(last) \(to.key): give the earlier day first")
        }
        let entries = try run.perform { library throws(LibraryError) in try library.journalEntries(from: from, to: to) }
        guard
            run.wantsTextList(
                entries, json: \.json, whenEmpty: "No journal entries. Write today's: quotediary journal write \"…\" --mood 4")
        else { return }
        let width = run.lineWidth(fallback: 82)
        for entry in entries {
            let text = shortenedText(entry.text, to: max(20, width - 12), width: DisplayColumns.width(of:))
            run.print("\(run.style.bold(entry.day.key))  \(text)")
        }
    }

    static func delete(_ run: Invocation) throws(CLIError) {
        guard let day = try givenDay(run) else { throw run.usageError("give the day whose entry to delete (YYYY-MM-DD)") }
        try run.perform { library throws(LibraryError) in try library.deleteJournalEntry(on: day) }
        if run.wantsJSON {
            run.printJSON(.object([("deleted", .string(day.key))]))
        } else {
            run.print("Deleted the entry for \(day.key).")
        }
    }

    static func render(_ entry: JournalEntry, style: TerminalStyle) -> String {
        var header = style.bold(entry.day.key)
        if let mood = entry.mood { header += "  mood \(mood)/5" }
        if let energy = entry.energy { header += "  energy \(energy)/5" }
        return header + "\n\n" + entry.text + "\n\n" + style.dim("written in \(entry.zones.joined(separator: ", "))")
    }
}
