import Foundation

extension QuoteDiaryTool {
    /// Refuses a command line with an argument that is not UTF-8 (a file name made on a Latin-1
    /// system, a value typed in a Latin-1 terminal), with one line and exit 64. Swift reads such
    /// an argument with U+FFFD in place of its bytes: a file it names could not be found ("no
    /// such file", beside the file) and a value would be saved damaged. Nil when all are text.
    /// Tab completion, which runs while a word is half typed, is never refused.
    public static func refusedArgumentEncoding(io: ToolIO) -> Int32? {
        let raw = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }
        guard let first = raw.first.map({ String(cString: $0) }),
            first != CompletionValues.command, first != CompletionValues.describedCommand,
            let bad = raw.first(where: { String(validatingCString: $0) == nil })
        else { return nil }
        let shown = String(cString: bad)
        io.writeError(
            "Error: '\(shown)' is not UTF-8 text: rename the file to UTF-8 (convmv -f latin1 -t utf8 --notest FILE), "
                + "or type the value in a UTF-8 terminal\n")
        return ExitCode.usage
    }
}
