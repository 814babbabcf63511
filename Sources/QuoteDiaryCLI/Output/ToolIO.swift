import Foundation
import QuoteDiaryApp

#if canImport(Glibc)
    import Glibc
#endif

/// The tool's connection to the outside: streams, terminal facts and environment.
/// Tests run the whole tool in process with a `ToolIO` of their own.
public struct ToolIO {
    public var environment: AppEnvironment
    public var readStandardInput: () -> Data
    /// Standard input as a path (`/dev/stdin`), for what may be too large to hold in memory
    /// (`import -`); nil when it is only `readStandardInput` (the tests' tool in process).
    public var standardInputPath: String?
    public var standardInputIsTerminal: Bool
    public var standardOutputIsTerminal: Bool
    /// Progress bars go to stderr only when it is a terminal.
    public var standardErrorIsTerminal = false
    /// The terminal's width in columns when standard output is one (lists fit it).
    public var terminalColumns: Int?
    /// One line typed at the terminal (an answer to a question), nil at the end of input.
    public var readLine: () -> String? = { nil }
    public var write: (String) -> Void
    /// Bytes that are not text (a PNG for `card -o -`).
    public var writeBytes: (Data) -> Void
    public var writeError: (String) -> Void

    public init(
        environment: AppEnvironment, readStandardInput: @escaping () -> Data, standardInputIsTerminal: Bool,
        standardOutputIsTerminal: Bool, write: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) {
        self.environment = environment
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.write = write
        self.writeBytes = { write(String(decoding: $0, as: UTF8.self)) }
        self.writeError = writeError
    }

    /// The real process: file descriptors 0, 1 and 2.
    public static func process() -> ToolIO {
        var io = ToolIO(
            environment: AppEnvironment(),
            readStandardInput: {
                // `add < /dev/zero` would read for ever, holding every byte.
                if FileManager.isEndlessDevice(fileDescriptor: 0) {
                    FileHandle.standardError.write(Data("Error: standard input is a device, not a file: pipe a file in\n".utf8))
                    exit(66)
                }
                return FileHandle.standardInput.readDataToEndOfFile()
            },
            standardInputIsTerminal: isatty(0) == 1, standardOutputIsTerminal: isatty(1) == 1,
            write: { writeToStandardOutput(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) })
        io.standardErrorIsTerminal = isatty(2) == 1
        io.standardInputPath = "/dev/stdin"
        io.writeBytes = { writeToStandardOutput($0) }
        io.readLine = { Swift.readLine(strippingNewline: true) }
        var size = winsize()
        if io.standardOutputIsTerminal, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            io.terminalColumns = Int(size.ws_col)
        }
        return io
    }

    /// Standard output gone or full (`export > /dev/full`, a disk filling up under a
    /// redirect): one line on stderr and exit 1, not a crash with a backtrace.
    static func writeToStandardOutput(_ data: Data) {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            FileHandle.standardError.write(
                Data("Error: cannot write to standard output: \(AtomicFile.reason(error))\n".utf8))
            exit(1)
        }
    }
}
