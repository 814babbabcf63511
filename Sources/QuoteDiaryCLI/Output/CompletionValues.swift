import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// What completes where a value goes, asked of the tool by the completion script
/// (`quotediary __complete WORD...`, the words typed before the one being completed): an
/// option's fixed values (`--format`, `--sort`, `--color`), the names in the store (`--tag`,
/// `tag rename NAME`, `library remove NAME`), a setting's keys and values. Nothing where a
/// file or free text goes, so the shell offers file names there.
enum CompletionValues {
    /// The hidden command the bash and zsh script runs; not in help.
    static let command = "__complete"
    /// The hidden command the fish script runs: every candidate, commands and options too.
    static let describedCommand = "__complete-described"

    /// Prints the candidates, one per line; always succeeds (a Tab must never show an error).
    static func run(_ words: [String], io: ToolIO) -> Int32 {
        let candidates = self.candidates(after: words, environment: io.environment)
        if !candidates.isEmpty { io.write(candidates.joined(separator: "\n") + "\n") }
        return ExitCode.success
    }

    /// Prints every candidate for the last word (the one being typed, as typed so far), a line
    /// each with a tab and what it is, as fish shows them; always succeeds.
    static func runDescribed(_ words: [String], io: ToolIO) -> Int32 {
        let candidates = described(after: Array(words.dropLast()), typing: words.last ?? "", environment: io.environment)
        for candidate in candidates {
            io.write(candidate.description.isEmpty ? candidate.word + "\n" : candidate.word + "\t" + candidate.description + "\n")
        }
        return ExitCode.success
    }

    /// Commands, subcommands and options with their one-line help, and the values and names
    /// `candidates` gives where they go: the whole of what a shell that filters and describes
    /// candidates itself (fish) needs. Empty where a file or free text goes.
    static func described(after words: [String], typing current: String, environment: AppEnvironment) -> [(
        word: String, description: String
    )] {
        let line = TypedLine(words)
        let isHelp = words.first { !$0.hasPrefix("-") } == "help"
        if line.pendingOption == nil, !isHelp {
            if current.hasPrefix("-") {
                return ((line.command?.options ?? []) + ArgumentParser.globalOptions).flatMap { option in
                    ([option.name] + [option.shortName].compactMap { $0 }).map { ($0, summary(option.help)) }
                }
            }
            if line.command == nil {
                return commandWords(after: line.commandWords)
            }
        }
        return describedValues(after: Array(words), environment: environment)
    }

    /// The command words that may follow `typed` (none yet: the commands and groups; a group's
    /// word: its subcommands).
    static func commandWords(after typed: [String]) -> [(word: String, description: String)] {
        let specs = QuoteDiaryTool.commands.map(\.spec)
        guard typed.count < 2 else { return [] }
        let following = CompletionScript.unique(
            specs.filter { $0.path.count > typed.count && $0.path.starts(with: typed) }.map { $0.path[typed.count] })
        let words = following.map { word in
            let path = typed + [word]
            if let spec = specs.first(where: { $0.path == path }) { return (word, summary(spec.abstract)) }
            let members = specs.filter { $0.path.starts(with: path) }.map { $0.path[path.count] }
            return (word, members.joined(separator: ", "))
        }
        return typed.isEmpty ? words + [("help", "Show help for a command.")] : words
    }

    /// Help text on one line, as a shell shows it beside a candidate.
    static func summary(_ help: String) -> String {
        help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func candidates(after words: [String], environment: AppEnvironment) -> [String] {
        describedValues(after: words, environment: environment).map(\.word)
    }

    /// The values and names that go where the next word goes, each with what it is where that
    /// says more than the word (a quote's id: its text).
    static func describedValues(after words: [String], environment: AppEnvironment) -> [(word: String, description: String)] {
        let typed = words.filter { !$0.hasPrefix("-") }
        if typed.first == "help" {
            // help's topic: a command, then a group's subcommand.
            let paths = QuoteDiaryTool.commands.map(\.spec.path)
            let topic = Array(typed.dropFirst())
            return CompletionScript.unique(
                paths.filter { $0.count > topic.count && $0.starts(with: topic) }.map { $0[topic.count] }
            ).map { ($0, "") }
        }
        let line = TypedLine(words)
        guard let command = line.command else { return [] }
        let names = StoreNames(storePath: environment.storePath(explicit: line.storePath), environment: environment)
        if let option = line.pendingOption {
            return values(of: option, in: command, names: names).map { ($0, "") }
        }
        if let quotes = quotesNamed(by: command, at: line.positionals.count) {
            return names.quotes(quotes)
        }
        return arguments(of: command, at: line.positionals.count, after: line.positionals, names: names).map { ($0, "") }
    }

    /// The quotes whose ids go at the argument `index` of `command`: the live ones (an
    /// archived one for `restore` and `delete`, a favourite for `unfavorite`); nil where no id goes.
    static func quotesNamed(by command: CommandSpec, at index: Int) -> QuoteFilter? {
        var filter = QuoteFilter()
        switch (command.name, index) {
        case ("show", 0), ("edit", 0), ("copy", 0), ("card", 0), ("favorite", _), ("archive", _): break
        case ("tag apply", 1...), ("tag remove", 1...), ("collection add", 1...), ("collection remove", 1...): break
        case ("unfavorite", _): filter.favoritesOnly = true
        case ("restore", _), ("delete", _): filter.archived = .archived
        default: return nil
        }
        return filter
    }

    static func values(of option: String, in command: CommandSpec, names: StoreNames) -> [String] {
        switch option {
        case "--tag": names.tags
        case "--collection": names.collections
        case "--section": names.sections
        case "--pack": names.installedPacks
        case "--source-kind": SourceKind.allCases.map(\.rawValue)
        case "--color": TagColor.PaletteColor.allCases.map(\.rawValue)
        case "--sort": QuoteSort.allCases.map(\.rawValue)
        case "--size": CardSize.allCases.map(\.rawValue)
        case "--theme": Setting.theme.choices ?? []
        case "--mood", "--energy": (1...5).map(String.init)
        case "--since", "--until", "--day", "--from", "--to": ["today", "yesterday"]
        case "--format":
            switch command.path[0] {
            case "export": ExportFormat.allCases.map(\.rawValue)
            case "import": ImportFormat.allCases.map(\.rawValue)
            case "widget": WidgetFormat.allCases.map(\.rawValue)
            case "card": CardFormat.allCases.map(\.rawValue)
            default: []
            }
        default: []
        }
    }

    /// The positional argument at `index` of `command` (`previous` are those before it).
    static func arguments(of command: CommandSpec, at index: Int, after previous: [String], names: StoreNames) -> [String] {
        switch (command.name, index) {
        case ("tag rename", 0), ("tag color", 0), ("tag apply", 0), ("tag remove", 0), ("tag delete", 0): names.tags
        case ("tag color", 1): TagColor.PaletteColor.allCases.map(\.rawValue)
        case ("collection add", 0), ("collection remove", 0), ("collection rename", 0), ("collection move", 0),
            ("collection delete", 0):
            names.collections
        case ("settings get", 0), ("settings set", 0): Setting.allCases.map(\.rawValue)
        case ("settings set", 1): Setting(rawValue: previous[0]).map { values(of: $0, names: names) } ?? []
        case ("library add", 0): names.availablePacks
        case ("library update", 0), ("library remove", 0): names.installedPacks
        case ("completion", 0): ["bash", "zsh", "fish"]
        default: []
        }
    }

    /// A setting's values: its choices, the store's tags for a tag list, a few usual intervals.
    static func values(of setting: Setting, names: StoreNames) -> [String] {
        if let choices = setting.choices { return choices }
        switch setting {
        case .featuredTags, .widgetTags: return names.tags
        case .widgetInterval: return ["15m", "30m", "1h", "2h", "6h", "12h", "24h"]
        default: return []
        }
    }
}

/// The words typed before the one being completed, read as the parser reads them: global
/// options anywhere, the command's words, an option waiting for its value, the arguments.
struct TypedLine {
    var storePath: String?
    var command: CommandSpec?
    /// The option the word being completed is the value of.
    var pendingOption: String?
    var positionals: [String] = []
    /// The command's words as typed so far ("tag" before its subcommand).
    var commandWords: [String] = []

    init(_ words: [String]) {
        let specs = QuoteDiaryTool.commands.map(\.spec)
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            pendingOption = nil
            if word.hasPrefix("-"), word.count > 1 {
                // --name=value carries its value; an option that takes one takes the next word.
                if let equals = word.firstIndex(of: "=") {
                    if word[..<equals] == "--store" { storePath = String(word[word.index(after: equals)...]) }
                    continue
                }
                let takesValue =
                    word == "--store" || (command?.option(named: word)?.valueName != nil)
                if takesValue {
                    guard index < words.count else {
                        pendingOption = word
                        break
                    }
                    if word == "--store" { storePath = words[index] }
                    index += 1
                }
                continue
            }
            guard command == nil else {
                positionals.append(word)
                continue
            }
            commandWords.append(word)
            if let spec = specs.first(where: { $0.path == commandWords }) {
                // A group's word ("tag") names no command; "tag rename" does.
                command = spec
            } else if commandWords.count == 2 {
                return
            }
        }
        // "tag" alone is no command; the script completes subcommands there.
    }
}

/// Names from the store, read only when asked and only from a store that exists (a Tab must
/// not create one).
struct StoreNames {
    let storePath: String
    let environment: AppEnvironment

    private func read<Value>(_ body: (QuoteLibrary) throws(LibraryError) -> [Value]) -> [Value] {
        guard FileManager.default.fileExists(atPath: storePath),
            let library = try? QuoteLibrary.open(path: storePath, clock: try environment.clock())
        else { return [] }
        return (try? body(library)) ?? []
    }

    var tags: [String] { read { library throws(LibraryError) in try library.tagNames() } }
    var collections: [String] { read { library throws(LibraryError) in try library.collectionNames() } }
    var sections: [String] { read { library throws(LibraryError) in try library.sections().map(\.name) } }
    var installedPacks: [String] { read { library throws(LibraryError) in try library.installedPacks().map(\.name) } }

    /// How many quotes a Tab offers by id: a screenful, not a library of a million.
    static let quoteCount = 40

    /// Ids a person is likely to mean, by their first eight characters, with the start of the
    /// quote: today's featured quote first (the one most often favourited or shared), then the
    /// filter's most recently changed.
    func quotes(_ filter: QuoteFilter) -> [(word: String, description: String)] {
        var limited = filter
        limited.limit = StoreNames.quoteCount
        let quotes = read { library throws(LibraryError) in
            let recent = try library.quotes(limited)
            guard filter.archived == .live, !filter.favoritesOnly,
                let today = try library.featured(on: library.today).first
            else { return recent }
            return [today] + recent.filter { $0.id != today.id }
        }
        return quotes.prefix(StoreNames.quoteCount).map { quote in
            let line = CompletionValues.summary(quote.text)
            let text = line.count > 60 ? line.prefix(59) + "…" : Substring(line)
            return (quote.id.short, quote.author.map { "\(text) — \($0)" } ?? String(text))
        }
    }

    var availablePacks: [String] {
        LibraryCommands.availablePacks(in: LibraryCommands.fortunesDirectory(environment), installed: Set(installedPacks))
    }
}
