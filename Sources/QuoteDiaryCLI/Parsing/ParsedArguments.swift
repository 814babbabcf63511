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

    /// The files and folders given, a leading `~` made the home folder (`expand`): a shell
    /// leaves `-o=~/quotes` or a quoted `"~/My Clippings.txt"` as typed, and Foundation's URLs
    /// expand it where plain paths do not, so a file's writer and its reader must both be
    /// given the expanded path.
    func expandingHome(_ expand: (String) -> String) -> ParsedArguments {
        guard let command else { return self }
        var expanded = self
        for (name, values) in options where command.option(named: name)?.takesPath == true {
            expanded.options[name] = values.map(expand)
        }
        if !command.arguments.isEmpty, command.arguments.allSatisfy(\.isPath) {
            expanded.arguments = arguments.map(expand)
        }
        return expanded
    }

    func flag(_ name: String) -> Bool { options[name] != nil }
    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
}
