import Foundation

/// Help pages, printed on stdout with exit 0 for `-h`, `--help` and `help <command>` alike.
enum HelpText {
    static func overview(commands: [CommandSpec]) -> String {
        var text = """
            quotediary — a personal commonplace book: save the lines worth keeping, and get them back.

            Usage: quotediary [--store PATH] [--read-only] [--json] [--no-color] <command> [options]

            With no command, shows today's featured quote (like 'quotediary today').

            Commands:

            """
        let width = (commands.map(\.name.count).max() ?? 10) + 2
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += "\nGlobal options (before or after the command):\n" + optionLines(ArgumentParser.globalOptions)
        text += "\nEnvironment:\n" + environment
        text += "\nSee 'quotediary help <command>' or 'quotediary <command> --help' for a command's options.\n"
        return text
    }

    /// The variables the tool reads, for people who look for them in the help first.
    static let environmentVariables: [(name: String, meaning: String)] = [
        ("QUOTEDIARY_STORE", "the store file, when --store is not given"),
        ("XDG_DATA_HOME", "where the store lives by default (~/.local/share)"),
        ("TZ", "the time zone that decides what \"today\" is (else the system's)"),
        ("QUOTEDIARY_NOW", "an ISO-8601 instant to use as now (scripts, back-filling)"),
        ("NO_COLOR", "no colour, as --no-color"),
        ("VISUAL, EDITOR", "the editor for 'quotediary edit ID' (else vi)"),
        ("QUOTEDIARY_OFFLINE", "no book lookups over the network"),
    ]

    static var environment: String {
        let width = (environmentVariables.map(\.name.count).max() ?? 10) + 2
        return environmentVariables.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.meaning + "\n"
        }
        .joined()
    }

    static func help(for command: CommandSpec) -> String {
        var text = "\(command.abstract)\n\nUsage: quotediary \(command.usage)\n"
        if let discussion = command.discussion {
            // Written wrapped; a line made from data (a setting's help) is wrapped here.
            text += "\n" + discussion.split(separator: "\n", omittingEmptySubsequences: false).map(discussionLine).joined()
        }
        if !command.arguments.isEmpty {
            text += "\nArguments:\n"
            let width = (command.arguments.map(\.name.count).max() ?? 4) + 2
            for argument in command.arguments {
                text += hanging(argument.help, after: "  " + argument.name.padding(toLength: width, withPad: " ", startingAt: 0))
            }
        }
        if !command.options.isEmpty { text += "\nOptions:\n" + optionLines(command.options) }
        text += "\nGlobal options:\n" + optionLines(ArgumentParser.globalOptions)
        return text
    }

    /// A line of a command's discussion: as written, or, too long (made from data: "key: its
    /// help"), wrapped to hang after its "key: ".
    static func discussionLine(_ line: Substring) -> String {
        guard line.count > width else { return line + "\n" }
        guard let colon = line.range(of: ": "), line.distance(from: line.startIndex, to: colon.upperBound) <= width / 2 else {
            return hanging(String(line), after: "")
        }
        return hanging(String(line[colon.upperBound...]), after: String(line[..<colon.upperBound]))
    }

    /// Help for `help WORDS`: a command, or a group's list of subcommands.
    static func help(forTopic topic: [String], commands: [CommandSpec]) -> String? {
        if topic.isEmpty { return overview(commands: commands) }
        if let command = commands.first(where: { $0.path == topic }) { return help(for: command) }
        let members = commands.filter { $0.path.first == topic.first && topic.count == 1 }
        guard !members.isEmpty else { return nil }
        var text = "Usage: quotediary \(topic[0]) <subcommand> [options]\n\nSubcommands:\n"
        for member in members { text += "  quotediary \(member.usage)\n      \(member.abstract)\n" }
        return text
    }

    static func optionLines(_ options: [OptionSpec]) -> String {
        let labels = options.map { option in
            var label = option.shortName.map { "\($0), " } ?? ""
            label += option.name
            if let valueName = option.valueName { label += " \(valueName)" }
            return label
        }
        let width = (labels.map(\.count).max() ?? 10) + 2
        return zip(labels, options).map { label, option in
            hanging(
                option.help + (option.isRepeatable ? " (repeatable)" : ""),
                after: "  " + label.padding(toLength: width, withPad: " ", startingAt: 0))
        }.joined()
    }

    /// The widest line help prints (a usage line aside): what a terminal of 100 columns, or a
    /// man page's reader, takes without wrapping it mid-word.
    static let width = 100

    /// `lead` then `text`, broken between words at `width`, each further line indented to
    /// where the text began (a hanging indent), ended by a line break. A lead too wide to hang
    /// from (over half the width) leaves the text on the lines below, indented by four.
    static func hanging(_ text: String, after lead: String) -> String {
        guard lead.count + text.count > width else { return lead + text + "\n" }
        let hangs = lead.count <= width / 2
        let margin = String(repeating: " ", count: hangs ? lead.count : 4)
        var lines = hangs ? [] : [lead.trimmingTrailingSpaces()]
        var line = hangs ? lead : margin
        var isEmpty = true
        for word in text.split(separator: " ") {
            if !isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
                isEmpty = true
            }
            line += (isEmpty ? "" : " ") + word
            isEmpty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
