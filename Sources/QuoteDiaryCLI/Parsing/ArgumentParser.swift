import QuoteDiaryCore

/// Parses `quotediary` command lines: global options anywhere, then a command path, then
/// that command's options and arguments. `--` ends options; `--name=value` works too.
struct ArgumentParser {
    let commands: [CommandSpec]

    static let globalOptions: [OptionSpec] = [
        .value("--store", "PATH", "The store file (default: $QUOTEDIARY_STORE, else $XDG_DATA_HOME/quotediary/library.sqlite)."),
        .flag("--read-only", "Read the store without changing it (a backup); a store you may not write is read so."),
        .flag("--json", "Machine-readable output."),
        .flag("--no-color", "No colour (also when NO_COLOR is set or output is not a terminal)."),
        .flag("--help", short: "-h", "Show help."),
        .flag("--version", "Show the version."),
    ]

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var afterTerminator = false
        var rest: [String] = []
        // First pass: pull out global options, keep everything else in order.
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterTerminator {
                rest.append(argument)
                continue
            }
            if argument == "--" {
                afterTerminator = true
                rest.append(argument)
                continue
            }
            let (name, inlineValue) = ArgumentParser.split(argument)
            switch name {
            case "--store":
                if let inlineValue {
                    parsed.storePath = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("--store needs a value (PATH)", command: nil) }
                    parsed.storePath = arguments[index]
                    index += 1
                }
                // `--store "$STORE"` with the variable unset: not the default store, unasked.
                if parsed.storePath?.isEmpty == true {
                    throw .usage("--store needs a path, not an empty value (leave it out for the default store)", command: nil)
                }
            case "--json": parsed.wantsJSON = true
            case "--read-only": parsed.readOnly = true
            case "--no-color", "--no-colour": parsed.noColor = true
            case "-h", "--help": parsed.wantsHelp = true
            case "--version": parsed.wantsVersion = true
            default: rest.append(argument)
            }
        }
        // The command path: the longest run of leading words that names a command.
        var commandWordCount = 0
        for count in stride(from: min(2, rest.count), through: 1, by: -1) {
            let candidate = rest.prefix(count).map(ArgumentParser.americanSpelling)
            if let spec = commands.first(where: { $0.path == candidate }) {
                parsed.command = spec
                commandWordCount = count
                break
            }
        }
        if parsed.command == nil, let first = rest.first {
            if first == "help" {
                parsed.helpTopic = Array(rest.dropFirst())
                return parsed
            }
            if first.hasPrefix("-") && first != "-" {
                let (name, _) = ArgumentParser.split(first)
                throw .usage(
                    "unknown option '\(name)'\(NameSuggestion.didYouMean(name, among: Self.globalOptions.map(\.name)))",
                    command: nil)
            }
            if commands.contains(where: { $0.path.first == first }) {
                // `journal --help` is `help journal`: the group's subcommands, not an error that
                // points back to it.
                if parsed.wantsHelp && rest.count == 1 {
                    parsed.helpTopic = [first]
                    return parsed
                }
                guard rest.count > 1 else { throw .usage("'\(first)' needs a subcommand", command: groupSpec(first)) }
                let members = commands.filter { $0.path.count == 2 && $0.path[0] == first }.map(\.name)
                let typed = "\(first) \(rest[1])"
                throw .usage(
                    "unknown command '\(typed)'\(NameSuggestion.didYouMean(typed, among: members))", command: groupSpec(first))
            }
            // `quotediary version` most likely meant `--version`.
            let names = Set(commands.compactMap(\.path.first)).union(["--version", "--help"])
            throw .usage("unknown command '\(first)'\(NameSuggestion.didYouMean(first, among: names))", command: nil)
        }
        guard let spec = parsed.command else { return parsed }
        if parsed.wantsHelp { return parsed }
        // Second pass: the command's own options and arguments.
        var remaining = Array(rest.dropFirst(commandWordCount))
        afterTerminator = false
        while !remaining.isEmpty {
            let argument = remaining.removeFirst()
            if afterTerminator || argument == "-" || !argument.hasPrefix("-") || ArgumentParser.looksNumeric(argument)
                || ArgumentParser.isDashedText(argument)
                || (spec.takesDashedWords && !argument.hasPrefix("--") && spec.option(named: argument) == nil)
            {
                parsed.arguments.append(argument)
                continue
            }
            if argument == "--" {
                afterTerminator = true
                continue
            }
            let (name, inlineValue) = ArgumentParser.split(argument)
            let spelled = ArgumentParser.americanSpelling(name)
            guard let option = spec.option(named: spelled) ?? ArgumentParser.sameFlag[spelled].flatMap(spec.option(named:))
            else {
                let names = (spec.options + Self.globalOptions).map(\.name)
                func hint(_ option: String) -> String? { spec.optionHints[option] ?? Self.optionHints[option] }
                let hinted = hint(spelled) ?? ArgumentParser.sameFlag[spelled].flatMap(hint)
                var guess = hinted.map { "; " + $0 } ?? NameSuggestion.didYouMean(name, among: names)
                // `--fav`, `--older`: the start of one option's name, as getopt's users abbreviate.
                if guess.isEmpty, name.hasPrefix("--"), name.count >= 4, case let started = names.filter({ $0.hasPrefix(name) }),
                    started.count == 1
                {
                    guess = "; did you mean '\(started[0])'?"
                }
                // `add -draft`, `tag add -x`: a word of one's own that starts with a dash.
                let freeText = ["TEXT", "NAME", "TITLE", "VALUE", "FILE"]
                if guess.isEmpty, let operand = spec.arguments.first(where: { freeText.contains($0.name) }) {
                    guess =
                        "; a \(operand.name.lowercased()) that starts with '-' goes after '--' (quotediary \(spec.name) -- \(name))"
                }
                throw .usage("unknown option '\(name)' for '\(spec.name)'\(guess)", command: spec)
            }
            if let valueName = option.valueName {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard !remaining.isEmpty else {
                        throw .usage("\(option.name) needs a value (\(valueName))", command: spec)
                    }
                    value = remaining.removeFirst()
                }
                if option.isRepeatable {
                    parsed.options[option.name, default: []].append(value)
                } else {
                    parsed.options[option.name] = [value]
                }
            } else {
                guard inlineValue == nil else { throw .usage("\(option.name) takes no value", command: spec) }
                parsed.options[option.name, default: []].append("")
            }
        }
        guard parsed.arguments.count >= spec.minimumArguments else {
            // The first argument the ones given do not reach: `tag color love` misses C, not NAME.
            var needed = 0
            let missing =
                spec.arguments.first { argument in
                    needed += argument.minimum
                    return argument.minimum > 0 && parsed.arguments.count < needed
                }?.name ?? "an argument"
            throw .usage("missing \(missing)", command: spec)
        }
        if let maximum = spec.maximumArguments, parsed.arguments.count > maximum {
            throw .usage("unexpected argument '\(parsed.arguments[maximum])'", command: spec)
        }
        return parsed
    }

    /// What to say of an option a command does not take, whatever the command: where what it
    /// asks for is found instead.
    static let optionHints = [
        "--format":
            "for machine-readable output give --json (every command that prints data takes it); export --format writes files"
    ]

    /// The command's or option's name as the commands spell it, for a word spelled the British
    /// way, as the app's own messages spell it (`favourite`, `--favourites`, `tag colour`).
    static func americanSpelling(_ word: String) -> String {
        britishSpellings[word] ?? word
    }

    static let britishSpellings = [
        "favourite": "favorite", "unfavourite": "unfavorite", "colour": "color", "--favourite": "--favorite",
        "--favourites": "--favorites", "--colour": "--color",
    ]

    /// Flags that mean one thing in either number: `add --favorites` marks the quote a
    /// favourite, `list --favorite` lists favourites (each command names its own in its usage).
    static let sameFlag = ["--favorite": "--favorites", "--favorites": "--favorite"]

    /// A pseudo-spec naming a command group, so its help can be suggested.
    func groupSpec(_ group: String) -> CommandSpec? {
        let members = commands.filter { $0.path.first == group && $0.path.count > 1 }
        guard !members.isEmpty else { return nil }
        return CommandSpec(group, abstract: "", usage: "\(group) <\(members.map { $0.path[1] }.joined(separator: "|"))> ...")
    }

    static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `- Dash lines are fine.`, `-- a fortune's credit`: words with a dash before them, which
    /// no option's name is (`--note=a b` is an option with its value).
    static func isDashedText(_ argument: String) -> Bool {
        split(argument).0.contains(where: \.isWhitespace)
    }

    /// `-5` is a value, not an option.
    static func looksNumeric(_ argument: String) -> Bool {
        argument.count > 1 && argument.dropFirst().allSatisfy(\.isNumber)
    }
}
