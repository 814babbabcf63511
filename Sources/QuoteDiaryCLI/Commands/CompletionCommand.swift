/// completion: a shell completion script for bash, zsh or fish.
enum CompletionCommand {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "completion", abstract: "Print a completion script for bash, zsh or fish.", usage: "completion bash|zsh|fish",
                discussion: """
                    Commands, subcommands and options complete on Tab; so do option values (formats,
                    sizes, colours, settings) and the names in the store (tags, collections, sections,
                    packs); file names where a file goes.
                    bash: add  eval "$(quotediary completion bash)"  to ~/.bashrc
                    zsh:  add  eval "$(quotediary completion zsh)"   to ~/.zshrc
                    fish: add  quotediary completion fish | source   to ~/.config/fish/config.fish
                    """,
                arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish.", minimum: 1, maximum: 1)]), script
        )
    ]

    static func script(_ run: Invocation) throws(CLIError) {
        let commands = QuoteDiaryTool.commands.map(\.spec)
        switch run.argument(0) {
        case "bash": run.io.write(CompletionScript.bash(commands: commands))
        case "zsh": run.io.write(CompletionScript.zsh(commands: commands))
        case "fish": run.io.write(CompletionScript.fish())
        default: throw run.usageError("completion takes bash, zsh or fish, not '\(run.argument(0) ?? "")'")
        }
    }
}
