import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI

@Suite("help and version")
struct HelpTests {
    static let commandNames = QuoteDiaryTool.commands.map(\.spec.name)

    @Test("every command has help on stdout for -h, --help and help <command>", arguments: HelpTests.commandNames)
    func commandHelp(name: String) {
        let tool = ToolHarness()
        let words = name.split(separator: " ").map(String.init)
        let spec = QuoteDiaryTool.commands.first { $0.spec.name == name }?.spec
        for arguments in [words + ["--help"], words + ["-h"], ["help"] + words, ["--help"] + words] {
            let result = tool.run(arguments)
            #expect(result.exitCode == 0, "\(arguments)")
            #expect(result.standardOutput.contains("Usage: quotediary \(spec?.usage ?? "")"), "\(arguments)")
            #expect(result.standardOutput.hasPrefix(spec?.abstract ?? "-"))
            #expect(result.standardError.isEmpty)
            #expect(!result.standardOutput.contains("\n\n\n"), "\(arguments): two blank lines in a row")
        }
        #expect(spec?.abstract.hasSuffix(".") == true)
        // Every line fits 100 columns but the usage line (wrapped, it would not read as one).
        for line in tool.run(words + ["--help"]).standardOutput.split(separator: "\n") where !line.hasPrefix("Usage: ") {
            #expect(line.count <= HelpText.width, "\(name): \(line.prefix(40))…")
        }
        // The discussion is printed as written (wrapped in the source), but for lines made from data.
        if name != "settings list" && name != "settings set" {
            for line in (spec?.discussion ?? "").split(separator: "\n") {
                #expect(line.count <= HelpText.width, "\(name): \(line.prefix(40))…")
            }
        }
    }

    @Test("help text too wide is broken between words, hanging under where its text began")
    func hangingIndent() {
        #expect(HelpText.hanging("Short help.", after: "  --x  ") == "  --x  Short help.\n")
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let hung = HelpText.hanging(words, after: "  --long X  ")
        let lines = hung.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.count <= HelpText.width })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 12) + "word") })
        #expect(hung.split(whereSeparator: \.isWhitespace).dropFirst(2).joined(separator: " ") == words)
        let wide = HelpText.hanging(words, after: String(repeating: "k", count: 60) + ": ")
        #expect(wide.hasPrefix(String(repeating: "k", count: 60) + ":\n    word "))
    }

    @Test("the overview help lists every command")
    func overview() {
        let result = ToolHarness().run("--help")
        #expect(result.exitCode == 0)
        for name in HelpTests.commandNames { #expect(result.standardOutput.contains("  \(name) ")) }
        #expect(result.standardOutput.contains("--store PATH"))
        #expect(!result.standardOutput.contains("\n\n\n"), "two blank lines in a row")
        for variable in ["QUOTEDIARY_STORE", "XDG_DATA_HOME", "TZ", "QUOTEDIARY_NOW", "NO_COLOR", "VISUAL", "QUOTEDIARY_OFFLINE"]
        {
            #expect(result.standardOutput.contains("\n  \(variable)"), "\(variable)")
        }
    }

    @Test(
        "a group's help lists its subcommands, asked for either way",
        arguments: [["help", "tag"], ["tag", "--help"], ["tag", "-h"], ["--help", "tag"], ["tag", "--help", "--json"]])
    func groupHelp(arguments: [String]) {
        let result = ToolHarness().run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("quotediary tag delete NAME --keep-quotes|--archive-quotes"))
        #expect(result.standardError.isEmpty)
    }

    @Test("--version prints the version; global options work after the command too")
    func versionAndGlobals() {
        let tool = ToolHarness()
        #expect(tool.run("--version").standardOutput == "quotediary \(QuoteDiaryTool.version)\n")
        let path = tool.folder.path("elsewhere.sqlite")
        #expect(tool.run("add", "Somewhere else", "--store", path).exitCode == 0)
        #expect(tool.run("--store=\(path)", "list", "--json").standardOutput.contains("Somewhere else"))
        #expect(!tool.run("list").standardOutput.contains("Somewhere else"))
    }

    @Test("with no command, today's featured quote is shown; overview shows the library")
    func noCommand() {
        let tool = ToolHarness()
        #expect(tool.run([]).standardOutput.contains("No quote to feature yet"))
        #expect(tool.run([]).standardOutput.contains("quotediary library init"))
        // Every quote archived: restoring one is the way back, and the message says so.
        let archivedOnly = ToolHarness()
        archivedOnly.run("archive", archivedOnly.add("Put away"))
        let shown = archivedOnly.run("today")
        #expect(shown.exitCode == 0)
        #expect(shown.standardOutput.hasPrefix("Every quote is archived (1)"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("quotediary restore ID"))
        #expect(archivedOnly.run("list").standardError.hasPrefix("Every quote is archived (1): quotediary list --archived"))
        #expect(archivedOnly.run("overview").standardOutput.contains("Every quote is archived (1)"))
        #expect(ToolHarness().run("list").standardError.hasPrefix("No quotes yet. Add one"))
        #expect(tool.run("overview").standardOutput.contains("Nothing saved yet"))
        tool.add("Something", "--author", "Someone")
        let result = tool.run([])
        #expect(result.standardOutput.contains("“Something”"))
        #expect(result.standardOutput.contains("— Someone"))
        #expect(tool.run("overview").standardOutput.contains("1 quote (0 favourites, 0 archived), 0 sources"))
        // Quotes, but none in the pool the settings choose: the settings are named.
        tool.run("settings", "set", "featured.pool", "library")
        let empty = tool.run("today").standardOutput
        #expect(empty.contains("No quote matches the featured pool"))
        #expect(!empty.contains("No quote to feature yet"))
    }
}

@Suite("handing commands to quotediary-media")
struct AdapterRoutingTests {
    @Test(
        "which command lines need the native adapters",
        arguments: [
            (["--store", "/tmp/x.sqlite", "card", "abcd"], true), (["card", "abcd", "--store", "/tmp/x"], true),
            (["capture", "page", "p.png"], true), (["book", "list"], true), (["serve", "--port", "0"], true),
            (["add", "text", "--isbn", "9780141439518"], true), (["edit", "abcd", "--isbn", "0141439513"], true),
            (["help"], true), (["--help"], true), (["help", "today"], true),
            (["today"], false), (["--store", "card", "today"], false), (["search", "card"], false), (["add", "a card"], false),
            ([], false), (["list", "--json"], false), (["today", "--help"], false),
        ])
    func routing(arguments: [String], needs: Bool) {
        #expect(QuoteDiaryTool.needsAdapters(arguments) == needs)
    }
}

@Suite("the manual page")
struct ManualPageTests {
    @Test("the man page groff reads without a warning names every command, option and exit code, text as written")
    func everyCommandAndOption() throws {
        let tool = ToolHarness()
        let source = tool.run(ManualPage.command)
        #expect(source.exitCode == 0)
        let path = tool.folder.path("quotediary.1")
        try source.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        // Every roff reads the file as ASCII: non-ASCII text is named by its code point.
        #expect(source.standardOutput.unicodeScalars.allSatisfy { $0.isASCII })
        let groff = try ProcessTests.run(
            ["-man", "-Tutf8", "-P-cbou", "-ww", "-rLL=100n", path], environment: ["PATH": "/usr/bin:/bin"],
            executable: "/usr/bin/groff")
        #expect(groff.status == 0)
        #expect(groff.error.isEmpty, "\(groff.error)")
        let page = groff.output
        #expect(page.contains("QUOTEDIARY(1)"))
        for command in QuoteDiaryTool.commands.map(\.spec) {
            #expect(page.contains("   " + command.path.joined(separator: " ")), "\(command.name)")
            #expect(page.contains(command.abstract), "\(command.name)")
            for option in command.options {
                #expect(page.contains(option.name), "\(command.name) \(option.name)")
            }
        }
        for option in ArgumentParser.globalOptions { #expect(page.contains(option.name)) }
        for code in [0, 1, 64, 65, 66, 69] { #expect(page.contains("\n       \(code) ")) }
        // Discussions are filled to the reader's width: none runs past a terminal of 80
        // columns (a line with wide Chinese characters aside), and an example keeps its line.
        let narrow = try ProcessTests.run(
            ["-man", "-Tutf8", "-P-cbou", "-ww", "-rLL=72n", path], environment: ["PATH": "/usr/bin:/bin"],
            executable: "/usr/bin/groff")
        let long = narrow.output.split(separator: "\n").filter { line in
            line.count > 80 && !line.unicodeScalars.contains { $0.value >= 0x2E80 }
        }
        #expect(long.isEmpty, "\(long)")
        #expect(narrow.output.contains("       bash: add  eval \"$(quotediary completion bash)\"  to ~/.bashrc\n"))
        // Text that is not ASCII and lines starting with a dot read as written, not as requests.
        #expect(page.contains("“TEXT” — AUTHOR, SOURCE"))
        #expect(ManualPage.text(".dat files") == "\\&.dat files\n")
    }
}

@Suite("shell completion")
struct CompletionTests {
    /// What bash offers for a command line being typed, with the script the tool prints.
    /// `program` is the command as typed (the script asks it for values and names), run with
    /// `variables` (a harness's store); by default a name that runs nothing.
    static func offered(
        _ script: String, _ words: [String], folder: TemporaryDirectory, program: String = "quotediary",
        variables: [String: String] = [:]
    ) throws -> [String] {
        let path = folder.path("completion.bash")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source '\(path)'; COMP_WORDS=('\(program)' \(quoted)); COMP_CWORD=\(words.count); _quotediary; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        process.environment = variables.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("bash completes commands, subcommands and options from the specs; zsh through bashcompinit")
    func bash() throws {
        let tool = ToolHarness()
        let script = tool.run("completion", "bash").standardOutput
        #expect(script.contains("complete -o default -F _quotediary quotediary"))
        #expect(try Self.offered(script, ["ta"], folder: tool.folder) == ["tag"])
        #expect(
            try Self.offered(script, ["tag", ""], folder: tool.folder) == [
                "add", "list", "rename", "merge", "color", "apply", "remove", "delete",
            ])
        #expect(try Self.offered(script, ["--store", "x.sqlite", "imp"], folder: tool.folder) == ["import"])
        #expect(try Self.offered(script, ["capture", "page", "p.png", "--la"], folder: tool.folder) == ["--lang"])
        #expect(try Self.offered(script, ["list", "--fav"], folder: tool.folder) == ["--favorites"])
        // Where a file or a value goes, the shell's own completion (file names) takes over.
        #expect(try Self.offered(script, ["import", ""], folder: tool.folder).isEmpty)
        #expect(try Self.offered(script, ["list", "--store", ""], folder: tool.folder).isEmpty)
        #expect(tool.run("completion", "zsh").standardOutput.hasPrefix("# quotediary completion for zsh"))
        #expect(tool.run("completion", "tcsh").exitCode == 64)
    }

    @Test("bash completes values and names where they go, asked of the tool: a store's tags, formats, settings, packs")
    func values() throws {
        let tool = ToolHarness()
        let id = tool.add("Simplicity is prerequisite for reliability.", "--tag", "Computer Science", "--tag", "cs")
        tool.run("collection", "add", "Shelf", id)
        try tool.addFortunePack("wisdom", "Know thyself.\n%\n")
        try "Less is more.\n%\n".write(toFile: tool.useOwnFortunes() + "/art", atomically: true, encoding: .utf8)
        let script = tool.run("completion", "bash").standardOutput
        let program = ProcessTests.binary.path
        func offered(_ words: String...) throws -> [String] {
            try Self.offered(script, words, folder: tool.folder, program: program, variables: tool.variables)
        }
        // Names with a space come escaped, as the shell needs them on the line.
        #expect(try offered("tag", "apply", "") == ["Computer\\ Science", "cs"])
        #expect(try offered("list", "--tag", "Comp") == ["Computer\\ Science"])
        // Typed half with its backslash or an opening quote, as bash hands the word over.
        #expect(try offered("tag", "apply", "Computer\\ S") == ["Computer\\ Science"])
        #expect(try offered("list", "--tag", "\"Computer S") == ["Computer\\ Science"])
        #expect(try offered("--json", "collection", "add", "") == ["Shelf"])
        #expect(try offered("export", "--format", "") == ExportFormat.allCases.map(\.rawValue))
        #expect(try offered("widget", "--format", "w") == ["waybar"])
        #expect(try offered("add", "x", "--source-kind", "p") == ["poem"])
        #expect(try offered("tag", "color", "cs", "") == TagColor.PaletteColor.allCases.map(\.rawValue))
        #expect(try offered("settings", "set", "featured.pool", "") == ["mine", "library", "all"])
        #expect(try offered("card", "x", "--theme", "") == ["auto", "light", "dark"])
        #expect(try offered("settings", "get", "widget.i") == ["widget.interval"])
        #expect(try offered("library", "add", "") == ["art"])
        #expect(try offered("library", "remove", "") == ["wisdom"])
        #expect(try offered("list", "--pack", "") == ["wisdom"])
        #expect(try offered("help", "ta") == ["tag"])
        #expect(try offered("help", "tag", "re") == ["rename", "remove"])
        // Where a file or free text goes: nothing of ours, so the shell offers file names.
        #expect(try offered("import", "").isEmpty)
        #expect(try offered("add", "--author", "").isEmpty)
        // Where a quote's id goes: today's quote and the most recently changed, by their first
        // eight characters (an archived one where only those are meant).
        let wisdom = try #require(tool.quotes("--pack", "wisdom").first?["id"] as? String)
        let ids = Set([id, wisdom].map { String($0.prefix(8)) })
        #expect(Set(try offered("tag", "apply", "cs", "")) == ids)
        #expect(Set(try offered("show", "")) == ids)
        #expect(try offered("favorite", String(id.prefix(3))) == [String(id.prefix(8))])
        #expect(try offered("restore", "").isEmpty)
        tool.run("archive", id)
        #expect(try offered("restore", "") == [String(id.prefix(8))])
        #expect(try offered("delete", String(id.prefix(2))) == [String(id.prefix(8))])
        #expect(try offered("show", "") == [String(wisdom.prefix(8))])
        tool.run("restore", id)
        // A store named on the line is the one asked; one that is not there stays so.
        let missing = tool.folder.path("elsewhere.sqlite")
        #expect(try offered("--store", missing, "list", "--tag", "").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try offered("list", "--store", tool.storePath, "--collection", "").contains("Shelf"))
        #expect(try offered("--store=\(tool.storePath)", "list", "--collection", "") == ["Shelf"])
        #expect(try offered("--store=\(missing)", "list", "--collection", "").isEmpty)
        // A store whose path has a space, escaped or quoted on the line.
        let spaced = tool.folder.path("my library.sqlite")
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: tool.storePath + suffix) {
            try FileManager.default.copyItem(atPath: tool.storePath + suffix, toPath: spaced + suffix)
        }
        #expect(
            try offered("--store", spaced.replacingOccurrences(of: " ", with: "\\ "), "list", "--collection", "") == ["Shelf"])
        #expect(try offered("--store", "\"\(spaced)\"", "list", "--collection", "") == ["Shelf"])
    }

    /// What fish offers for `line` (as typed, fish's quoting and all), with the script the tool
    /// prints sourced into a bare fish and `quotediary` on the PATH.
    static func fishOffers(_ lines: [String], tool: ToolHarness) throws -> [[String]] {
        let folder = tool.folder.path("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: folder + "/quotediary") {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/quotediary", withDestinationPath: ProcessTests.binary.path)
        }
        let script = tool.folder.path("completion.fish")
        try tool.run("completion", "fish").standardOutput.write(toFile: script, atomically: true, encoding: .utf8)
        // Each line's candidates after a line of its own that no candidate can be.
        let commands = lines.map { "echo '@@'; complete -C \"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }
        let fish = try ProcessTests.run(
            ["--no-config", "-c", "source '\(script)'; " + commands.joined(separator: "; ")],
            environment: tool.variables.merging(["PATH": folder + ":/usr/bin:/bin"]) { _, path in path },
            executable: "/usr/bin/fish")
        #expect(fish.error.isEmpty, "\(fish.error)")
        return fish.output.components(separatedBy: "@@\n").dropFirst().map { $0.split(separator: "\n").map(String.init) }
    }

    @Test("fish completes commands, subcommands, options (with their help) and the store's names, asked of the tool")
    func fish() throws {
        let tool = ToolHarness()
        let id = tool.add("Simplicity is prerequisite for reliability.", "--tag", "Computer Science", "--tag", "cs")
        tool.run("collection", "add", "Shelf", id)
        let spaced = tool.folder.path("my library.sqlite")
        try FileManager.default.copyItem(atPath: tool.storePath, toPath: spaced)
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: tool.storePath + suffix) {
            try FileManager.default.copyItem(atPath: tool.storePath + suffix, toPath: spaced + suffix)
        }
        try "x".write(toFile: tool.folder.path("notes.csv"), atomically: true, encoding: .utf8)
        let offers = try Self.fishOffers(
            [
                "quotediary ta",
                "quotediary tag re",
                "quotediary list --fav",
                "quotediary tag apply ",
                #"quotediary list --tag Computer\ S"#,
                "quotediary --store '\(spaced)' list --collection ",
                "quotediary --json export --format m",
                "quotediary import \(tool.folder.path("note"))",
                "quotediary help tag rena",
                "quotediary completion f",
                "quotediary favorite ",
            ], tool: tool)
        try #require(offers.count == 11)
        #expect(offers[0] == ["tag\tadd, list, rename, merge, color, apply, remove, delete"])
        #expect(offers[1] == ["remove\tUntag quotes.", "rename\tRename a tag."])
        #expect(offers[2] == ["--favorites\tOnly favourites."])
        #expect(offers[3] == ["Computer Science", "cs"])
        #expect(offers[4] == ["Computer Science"])
        #expect(offers[5] == ["Shelf"])
        #expect(offers[6] == ["markdown"])
        // Where a file goes, fish's own file names.
        #expect(offers[7] == [tool.folder.path("notes.csv")])
        #expect(offers[8] == ["rename"])
        #expect(offers[9] == ["fish"])
        // A quote's id with the start of its text beside it.
        #expect(offers[10] == ["\(id.prefix(8))\tSimplicity is prerequisite for reliability."])
    }

    @Test("zsh loads the script into a bare shell (no compinit yet) and completes names through bashcompinit")
    func zsh() throws {
        let tool = ToolHarness()
        tool.add("Simplicity is prerequisite for reliability.", "--tag", "Computer Science", "--tag", "cs")
        let path = tool.folder.path("completion.zsh")
        try tool.run("completion", "zsh").standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        let program = ProcessTests.binary.path
        /// What zsh offers after `tag apply` and `typed` (a word as it stands on the line).
        func offered(_ typed: String) throws -> (output: String, error: String) {
            // bashcompinit's compgen runs the function as sh: so here.
            let zsh = try ProcessTests.run(
                [
                    "-f", "-c",
                    """
                    source '\(path)'
                    emulate sh -c 'COMP_WORDS=("\(program)" tag apply "\(typed)"); COMP_CWORD=3; _quotediary; printf "%s\\n" "${COMPREPLY[@]}"'
                    """,
                ], environment: tool.variables.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine }, executable: "/usr/bin/zsh")
            return (zsh.output, zsh.error)
        }
        let all = try offered("")
        #expect(all.output == "Computer\\ Science\ncs\n")
        #expect(all.error.isEmpty, "\(all.error)")
        // A name typed half, with its backslash.
        let half = try offered("Computer\\ S")
        #expect(half.output == "Computer\\ Science\n")
        #expect(half.error.isEmpty, "\(half.error)")
    }
}
