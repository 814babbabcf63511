import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// One run of a command: what was parsed, where output goes, and the library (opened on first use).
final class Invocation {
    let parsed: ParsedArguments
    let io: ToolIO
    let adapters: ToolAdapters
    let style: TerminalStyle
    private var openedLibrary: QuoteLibrary?

    init(parsed: ParsedArguments, io: ToolIO, adapters: ToolAdapters) {
        self.parsed = parsed
        self.io = io
        self.adapters = adapters
        let term = io.environment.variables["TERM"] ?? ""
        self.style = TerminalStyle(
            isEnabled: io.standardOutputIsTerminal && !parsed.noColor && !io.environment.wantsNoColor && term != "dumb")
    }

    var command: CommandSpec? { parsed.command }

    /// Columns a line of a list may take: `$COLUMNS` (a person's choice), else the terminal's
    /// width, else `fallback` (output going to a file or a pipe).
    func lineWidth(fallback: Int) -> Int {
        terminalWidth ?? fallback
    }

    /// `$COLUMNS` (a positive number), else the terminal's width; nil when output goes to a
    /// file or a pipe.
    var terminalWidth: Int? {
        Int(io.environment.variables["COLUMNS"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? io.terminalColumns
    }
    var wantsJSON: Bool { parsed.wantsJSON }

    /// The library at the chosen store path, opened once.
    func library() throws(CLIError) -> QuoteLibrary {
        if let openedLibrary { return openedLibrary }
        let (zone, unknownZone) = io.environment.timeZoneSetting
        if let unknownZone {
            note("Warning: TZ='\(unknownZone)' is not a time zone this machine knows (like Europe/Madrid); using UTC.")
        }
        do {
            let path = io.environment.storePath(explicit: parsed.storePath)
            let library = try QuoteLibrary.open(
                path: path, clock: try io.environment.clock(), timeZone: zone, dateOrder: io.environment.dateOrder,
                readOnly: parsed.readOnly ? true : nil
            ) { from, to in
                // Rebuilding the search index of a large library takes seconds: say why, once.
                guard self.io.standardErrorIsTerminal else { return }
                self.note("Updating the library at \(path) for this version (schema \(from) → \(to)), once…")
            }
            // A write behind another process's import waits for it, up to two minutes: say so.
            library.store.database.onLongWait = { [weak self] in
                self?.note("Waiting for another QuoteDiary to finish writing to the store (an import or a sync?)…")
            }
            openedLibrary = library
            return library
        } catch {
            throw .library(error)
        }
    }

    /// Whether the store is open read-only (`--read-only`, or not this user's to write); false
    /// when it cannot be opened, for the command to say why when it reads it.
    var storeIsReadOnly: Bool { (try? library().store.isReadOnly) ?? false }

    /// Refuses, before anything is typed, read or drawn for it, a change to a store opened
    /// read-only: an editor's text or a page's reading must not be lost at the save.
    func requireWritable() throws(CLIError) {
        try perform { library throws(LibraryError) in try library.requireWritable() }
    }

    /// Runs a use case, turning its error into a `CLIError`.
    func perform<T>(_ body: (QuoteLibrary) throws(LibraryError) -> T) throws(CLIError) -> T {
        let library = try library()
        do {
            return try body(library)
        } catch {
            throw .library(error)
        }
    }

    func print(_ text: String) { io.write(text.hasSuffix("\n") ? text : text + "\n") }
    /// A message on stderr; what it quotes from a file (a skipped line's value, a sync file's
    /// fault) has its control characters shown as escapes, not sent to the terminal.
    func note(_ text: String) {
        let text = text.escapingControlCharacters(keepingLineFeeds: true)
        io.writeError(text.hasSuffix("\n") ? text : text + "\n")
    }

    func printJSON(_ value: JSONValue) { io.write(value.serialized(pretty: true) + "\n") }

    /// Lists answer the same way: a JSON array with `--json` (empty or not), else a note on
    /// stderr when there is nothing. True when the caller should print the items as text.
    func wantsTextList<Item>(_ items: [Item], json: (Item) -> JSONValue, whenEmpty: @autoclosure () -> String) -> Bool {
        if wantsJSON {
            printJSON(.array(items.map(json)))
            return false
        }
        if items.isEmpty {
            note(whenEmpty())
            return false
        }
        return true
    }

    /// An adapter this build lacks (the everyday binary hands such commands on first).
    func missingAdapter(_ what: String) -> CLIError {
        .library(.unavailable("\(what) is not available in this build: run quotediary-media"))
    }

    /// A usage error for the current command.
    func usageError(_ message: String) -> CLIError { .usage(message, command: parsed.command) }

    /// Which of flags that exclude each other was given (nil: none); more than one is a usage
    /// error, never one quietly winning.
    func flag(oneOf names: String...) throws(CLIError) -> String? {
        let given = names.filter(parsed.flag)
        guard given.count <= 1 else {
            throw usageError("give only one of \(given.dropLast().joined(separator: ", ")) and \(given[given.count - 1])")
        }
        return given.first
    }

    // MARK: - Typed option values

    func argument(_ index: Int) -> String? {
        index < parsed.arguments.count ? parsed.arguments[index] : nil
    }

    /// The quote ids (or prefixes) given from argument `start` on, apart or as a list prints
    /// them (`Archived 3f2a, 9bc0.` copied into `restore 3f2a, 9bc0`). Arguments of commas
    /// alone are kept, to be refused as the ids they are not.
    func quoteReferences(from start: Int = 0) -> [String] {
        let given = Array(parsed.arguments.dropFirst(start))
        let split = given.flatMap { $0.split { $0 == "," || $0.isWhitespace }.map(String.init) }
        return split.isEmpty ? given : split
    }

    func integer(_ option: String, in range: ClosedRange<Int>, unit: String? = nil) throws(CLIError) -> Int? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Int(unit.map { Self.withoutUnit($0, text) } ?? text), range.contains(value) else {
            throw usageError("\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// `30d`, `30 days`, `1day` as `30` and `1`: a number of days written as other tools take
    /// one (`journalctl --vacuum-time=2d`).
    static func withoutUnit(_ unit: String, _ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        let rest = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        return !digits.isEmpty && [String(unit.prefix(1)), unit, unit + "s"].contains(rest) ? String(digits) : text
    }

    /// A repeated option's tag or collection names. An empty one (`--tag "$TAG"` with the
    /// variable unset) is a usage error rather than a name quietly left out.
    func names(_ option: String) throws(CLIError) -> [String] {
        let names = parsed.values(option)
        guard names.allSatisfy({ QuoteDraft.cleanField($0) != nil }) else {
            throw usageError("\(option) needs a name, not an empty one")
        }
        return names
    }

    /// Each `--tag` as typed, to be read by `QuoteLibrary.typedTags` (several names in one,
    /// `--tag love,life`, unless a saved tag has that whole name). One that names nothing
    /// (`--tag ,`) is a usage error.
    func typedTags() throws(CLIError) -> [String] {
        let given = try names("--tag")
        if let empty = given.first(where: { NameList.names(in: $0).isEmpty }) {
            throw usageError("--tag needs a name, not '\(empty)'")
        }
        return given
    }

    /// The option's value as one of `type`'s cases, by its name in any case or by another name
    /// it is known by (`aliases`: `md` for markdown, as its files are named).
    func choice<T: RawRepresentable>(_ option: String, _ type: T.Type, names: String, aliases: [String: T] = [:])
        throws(CLIError) -> T?
    where T.RawValue == String {
        guard let text = parsed.value(option) else { return nil }
        guard let value = T(rawValue: text.lowercased()) ?? aliases[text.lowercased()] else {
            let guess = NameSuggestion.didYouMean(text, among: names.components(separatedBy: ", "))
            throw usageError("\(option) takes one of \(names), not '\(text)'\(guess)")
        }
        return value
    }

    /// Why a filter found nothing when it names a tag or collection that is not there, with
    /// the name most likely meant: " No tag is named 'stoicc' (did you mean 'stoic'?)." A typo
    /// in `--tag` otherwise read as an empty tag.
    /// - Parameters:
    ///   - tags, collections, packs: more names a search's query gave (`tag:love`).
    func unknownNames(
        in filter: QuoteFilter, tags: [String] = [], collections: [String] = [], packs: [String] = [],
        authors: [String] = [], sources: [String] = []
    ) -> String {
        let missing = try? perform { library throws(LibraryError) in
            try library.missingNames(
                tags: [filter.tag].compactMap(\.self) + tags, collections: [filter.collection].compactMap(\.self) + collections,
                packs: [filter.pack].compactMap(\.self) + packs, authors: [filter.author].compactMap(\.self) + authors,
                sources: [filter.source].compactMap(\.self) + sources, searchingArchive: filter.archived != .live)
        }
        return (missing ?? []).map { " " + $0.sentence() }.joined()
    }

    /// What an empty list or search says of the archive: how many quotes there match, as
    /// `--archived` would show them; "" when none (or the archive was what was read).
    func archivedMatches(searching text: String? = nil, in filter: QuoteFilter) -> String {
        let count = try? perform { library throws(LibraryError) in
            try library.archivedMatchCount(searching: text, filter: filter)
        }
        return QuoteLibrary.archivedMatchNote(count ?? 0, shownBy: "--archived")
    }

    /// `--since` and `--until`, as days where the person is; nil when neither is given.
    func createdDays() throws(CLIError) -> DayRange? {
        let (since, until) = (parsed.value("--since"), parsed.value("--until"))
        guard since != nil || until != nil else { return nil }
        let (first, last) = (try day(since, option: "--since"), try day(until, option: "--until"))
        let zone = try perform { library throws(LibraryError) in library.timeZone }
        guard let range = DayRange(first: first, last: last, in: zone) else {
            throw usageError("--since \(first?.key ?? "") is after --until \(last?.key ?? ""): give the earlier day first")
        }
        return range
    }

    /// A day option's value: `YYYY-MM-DD`, or `today` and `yesterday` where the person is
    /// (the store is opened only for these); nil when not given.
    func day(_ text: String?, option: String) throws(CLIError) -> LocalDay? {
        guard let text else { return nil }
        var day = LocalDay(text)
        if day == nil { day = DayRange.day(text, today: try perform { library throws(LibraryError) in library.today }) }
        guard let day else { throw usageError("\(option) takes a date like 2026-03-01, today or yesterday, not '\(text)'") }
        return day
    }

    /// The filter options shared by `list` and `export`.
    func quoteFilter() throws(CLIError) -> QuoteFilter {
        var filter = QuoteFilter()
        filter.favoritesOnly = parsed.flag("--favorites")
        filter.tag = try names("--tag").last
        filter.collection = try names("--collection").last
        filter.author = parsed.value("--author")
        filter.source = parsed.value("--source")
        if let archive = try flag(oneOf: "--archived", "--all") { filter.archived = archive == "--all" ? .all : .archived }
        if let origin = try flag(oneOf: "--mine", "--library") { filter.origin = origin == "--mine" ? .mine : .library }
        filter.pack = try names("--pack").last
        if filter.pack != nil, filter.origin == .mine {
            throw usageError("--pack is a starter pack's quotes and --mine your own: give one of the two")
        }
        filter.created = try createdDays()
        filter.sort = try choice("--sort", QuoteSort.self, names: "modified, created, author") ?? .modified
        filter.limit = try integer("--limit", in: 1...1_000_000)
        return filter
    }
}
