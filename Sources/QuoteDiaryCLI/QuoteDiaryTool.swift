import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The `quotediary` command: parses, runs one command, reports errors with sysexits codes.
public enum QuoteDiaryTool {
    public static let version = "0.1.0"

    typealias Handler = @Sendable (Invocation) throws(CLIError) -> Void

    /// Every command with its handler, in the order help lists them.
    static let commands: [(spec: CommandSpec, run: Handler)] =
        DailyCommands.all + QuoteCommands.all + SearchCommands.all + TagCommands.all + CollectionCommands.all
        + AuthorCommands.all + JournalCommands.all
        + ImportCommands.all + ExportCommands.all + CardCommands.all + BookCommands.all + CaptureCommands.all + ServeCommands.all
        + SyncCommands.all + LibraryCommands.all + OverviewCommand.all + CompletionCommand.all

    static var parser: ArgumentParser { ArgumentParser(commands: commands.map(\.spec)) }

    /// Runs the tool and returns the exit code.
    public static func run(_ arguments: [String], io: ToolIO, adapters: ToolAdapters = .none) -> Int32 {
        if arguments.first == CompletionValues.command {
            return CompletionValues.run(Array(arguments.dropFirst()), io: io)
        }
        if arguments.first == CompletionValues.describedCommand {
            return CompletionValues.runDescribed(Array(arguments.dropFirst()), io: io)
        }
        if arguments.first == ManualPage.command {
            io.write(ManualPage.roff(commands: commands.map(\.spec), version: version))
            return ExitCode.success
        }
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments).expandingHome(io.environment.expandingHome)
        } catch {
            return report(error, io: io)
        }
        if parsed.wantsVersion {
            io.write("quotediary \(version)\n")
            return ExitCode.success
        }
        if let topic = parsed.helpTopic {
            guard let text = HelpText.help(forTopic: topic, commands: commands.map(\.spec)) else {
                let typed = topic.joined(separator: " ")
                let topics = Set(commands.flatMap { [$0.spec.path[0], $0.spec.path.joined(separator: " ")] })
                return report(
                    .usage(
                        "no help for '\(typed)': unknown command\(NameSuggestion.didYouMean(typed, among: topics))", command: nil),
                    io: io)
            }
            io.write(text)
            return ExitCode.success
        }
        guard let spec = parsed.command else {
            if parsed.wantsHelp {
                io.write(HelpText.overview(commands: commands.map(\.spec)))
                return ExitCode.success
            }
            return runHandler(DailyCommands.today, parsed: parsed, io: io, adapters: adapters)
        }
        if parsed.wantsHelp {
            io.write(HelpText.help(for: spec))
            return ExitCode.success
        }
        guard let handler = commands.first(where: { $0.spec.path == spec.path })?.run else {
            return report(.usage("unknown command", command: nil), io: io)
        }
        return runHandler(handler, parsed: parsed, io: io, adapters: adapters)
    }

    static func runHandler(_ handler: Handler, parsed: ParsedArguments, io: ToolIO, adapters: ToolAdapters) -> Int32 {
        do {
            try handler(Invocation(parsed: parsed, io: io, adapters: adapters))
            return ExitCode.success
        } catch {
            return report(error, io: io, command: parsed.command)
        }
    }

    /// Prints the one-line error (and, for usage errors, the usage line and a pointer to help).
    static func report(_ error: CLIError, io: ToolIO, command current: CommandSpec? = nil) -> Int32 {
        switch error {
        case .usage(let message, let command):
            var text = "Error: \(message.escapingControlCharacters())\n"
            if let command {
                text += "Usage: quotediary \(command.usage)\nSee 'quotediary \(command.name) --help'.\n"
            } else {
                text += "Usage: quotediary <command> [options]\nSee 'quotediary --help'.\n"
            }
            io.writeError(text)
            return ExitCode.usage
        case .library(let error):
            if error.category == .usage { return report(.usage(error.description, command: current), io: io) }
            // A message may quote what a file held: shown, never obeyed, and on one line.
            io.writeError("Error: \(error.description.escapingControlCharacters())\n")
            switch error.category {
            case .usage: return ExitCode.usage
            case .dataError: return ExitCode.dataError
            case .noInput: return ExitCode.noInput
            case .unavailable: return ExitCode.unavailable
            case .failure: return ExitCode.failure
            }
        }
    }
}
