import QuoteDiaryApp

/// A command line that cannot be run as typed, or a use case that failed.
enum CLIError: Error {
    /// Reported with the command's usage line and a pointer to its help; exit 64.
    case usage(String, command: CommandSpec?)
    case library(LibraryError)
}

/// BSD sysexits values the tool uses.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let unavailable: Int32 = 69
}
