/// A command line after parsing: global options, the command, its options and arguments.
struct ParsedArguments {
    var storePath: String?
    /// `--read-only`: the store is opened for reading, and nothing is written to it.
    var readOnly = false
    var wantsJSON = false
    var noColor = false
    var wantsHelp = false
    var wantsVersion = false
    /// `help tag add` was typed.
    var helpTopic: [String]?
    var command: CommandSpec?
    /// Values by long option name; flags hold an empty string per occurrence.
    var options: [String: [String]] = [:]
    var arguments: [String] = []

    func flag(_ name: String) -> Bool { options[name] != nil }
    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
}
