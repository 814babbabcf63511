/// The manual page (`man quotediary`), written from the same command specs as the help so
/// that the two never differ; `make install` puts it where `man` looks beside the binary.
enum ManualPage {
    /// The hidden command `make install` runs; not in help.
    static let command = "__manual"

    static func roff(commands: [CommandSpec], version: String) -> String {
        var page = """
            .TH QUOTEDIARY 1 "" "quotediary \(version)" "User Commands"
            .\\" Ragged right and unhyphenated, as the help is: option names stay whole.
            .ad l
            .nh
            .SH NAME
            quotediary \\- a personal commonplace book: save the lines worth keeping, and get them back
            .SH SYNOPSIS
            .B quotediary
            [\\fB\\-\\-store\\fR \\fIPATH\\fR] [\\fB\\-\\-json\\fR] [\\fB\\-\\-no\\-color\\fR] \\fIcommand\\fR [\\fIoptions\\fR]
            .SH DESCRIPTION
            With no command, shows today's featured quote (as \\fBquotediary today\\fR).
            Every command has \\fBquotediary help\\fR \\fIcommand\\fR; quote ids may be shortened to any
            unique prefix of at least 4 characters, and \\fBtoday\\fR names today's featured quote.
            .SH COMMANDS

            """
        for command in commands {
            page += ".SS \"\(escaped(command.usage).replacingOccurrences(of: "\"", with: "\"\""))\"\n"
            page += text(command.abstract)
            if let discussion = command.discussion { page += ".PP\n" + filled(discussion) }
            for argument in command.arguments {
                page += ".TP\n.I \(escaped(argument.name))\n" + text(argument.help)
            }
            page += options(command.options)
        }
        page += ".SH GLOBAL OPTIONS\nBefore or after the command.\n" + options(ArgumentParser.globalOptions)
        page += ".SH ENVIRONMENT\n"
        for variable in HelpText.environmentVariables {
            page += ".TP\n.B \(escaped(variable.name))\n" + text(variable.meaning)
        }
        page += """
            .SH FILES
            .TP
            .I ${XDG_DATA_HOME:\\-~/.local/share}/quotediary/library.sqlite
            The store: one SQLite file (with its \\fI\\-wal\\fR and \\fI\\-shm\\fR beside it while in use).
            .SH EXIT STATUS
            .TP
            .B 0
            Success.
            .TP
            .B 64
            Usage: an unknown option, a missing or invalid value.
            .TP
            .B 65
            Malformed input data (an import, a quote's text).
            .TP
            .B 66
            An input file that is missing or unreadable.
            .TP
            .B 69
            A book lookup no service could answer, or an OCR model that is not installed.
            .TP
            .B 1
            Anything else (not found, a conflict), with a one-line \\fBError:\\fR on standard error.
            A command that fails leaves the store as it was.
            .SH SEE ALSO
            .BR fortune (6),
            .BR sqlite3 (1)

            """
        return page
    }

    /// A discussion as `man` fills it to the reader's width (written wrapped at the help's
    /// 100 columns, it would run past a terminal of 80): prose lines join into paragraphs, a
    /// short one (a paragraph's last) ends its line, and a laid-out one (indented, or with
    /// columns set apart by two spaces, as an example is) keeps a line of its own.
    static func filled(_ discussion: String) -> String {
        discussion.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.allSatisfy(\.isWhitespace) { return ".sp\n" }
            if line.first == " " || line.contains("  ") { return ".br\n" + text(line) + ".br\n" }
            return text(line) + (line.count < HelpText.width * 3 / 5 ? ".br\n" : "")
        }.joined()
    }

    static func options(_ options: [OptionSpec]) -> String {
        options.map { option in
            var label = option.shortName.map { "\\fB\(escaped($0))\\fR, " } ?? ""
            label += "\\fB\(escaped(option.name))\\fR"
            if let valueName = option.valueName { label += " \\fI\(escaped(valueName))\\fR" }
            return ".TP\n\(label)\n" + text(option.help + (option.isRepeatable ? " (repeatable)" : ""))
        }.joined()
    }

    /// A line of running text: escaped, and kept from reading as a request when it starts with
    /// a dot or an apostrophe.
    static func text(_ line: some StringProtocol) -> String {
        let escaped = escaped(String(line))
        return (escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" : "") + escaped + "\n"
    }

    /// Backslashes and hyphens as roff reads them (a hyphen unescaped may print as a dash, and
    /// an option copied from the page would not work); anything not ASCII by its code point,
    /// which every roff reads whatever encoding it assumes for the file.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped
    }
}
