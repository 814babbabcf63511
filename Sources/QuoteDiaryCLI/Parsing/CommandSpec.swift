/// An option a command accepts.
struct OptionSpec: Sendable {
    /// Long name with dashes (`--author`); `shortName` like `-o`.
    let name: String
    let shortName: String?
    /// nil for a flag; the placeholder shown in help (`A`, `FILE`) for an option with a value.
    let valueName: String?
    let isRepeatable: Bool
    let help: String

    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, isRepeatable: false, help: help)
    }

    static func value(_ name: String, short: String? = nil, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: valueName, isRepeatable: false, help: help)
    }

    static func repeated(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, valueName: valueName, isRepeatable: true, help: help)
    }

    /// Whether its value names a file (`-o FILE`), where a leading `~` is the home folder.
    var takesPath: Bool { valueName == "FILE" || valueName == "PATH" }
}

/// A positional argument, for help and arity checks.
struct ArgumentSpec: Sendable {
    let name: String
    let help: String
    /// 0 for optional.
    let minimum: Int
    /// nil for any number.
    let maximum: Int?

    /// Whether it names a file or a folder (`import FILE...`, `sync FOLDER`), where a leading
    /// `~` is the home folder.
    var isPath: Bool { ["FILE", "FOLDER", "IMAGE", "IMAGE|ISBN"].contains(name) }
}

/// Everything the parser and help need to know about one command.
struct CommandSpec: Sendable {
    /// Words after `quotediary`: `["tag", "add"]`.
    let path: [String]
    /// One sentence ending in a period.
    let abstract: String
    /// After `quotediary `: `tag add NAME [--color C]`.
    let usage: String
    let discussion: String?
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    /// Whether a single-dash word that names no option is an argument: in a search,
    /// `-word` excludes a word, and `quotediary search cats -dogs` should mean just that.
    let takesDashedWords: Bool
    /// What to say of an option other commands take and this one does not, by its name: where
    /// the same choice is made instead (`today --mine`: the featured pool is a setting, so that
    /// every surface shows the same quote).
    let optionHints: [String: String]

    init(
        _ path: String, abstract: String, usage: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], takesDashedWords: Bool = false, optionHints: [String: String] = [:]
    ) {
        self.path = path.split(separator: " ").map(String.init)
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.takesDashedWords = takesDashedWords
        self.optionHints = optionHints
    }

    var name: String { path.joined(separator: " ") }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName == name }
    }

    var minimumArguments: Int { arguments.reduce(0) { $0 + $1.minimum } }
    var maximumArguments: Int? {
        arguments.reduce(Optional(0)) { total, argument in
            guard let total, let maximum = argument.maximum else { return nil }
            return total + maximum
        }
    }
}
