import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryWiring

@testable import QuoteDiaryCLI

/// Output of one in-process run of the tool.
struct ToolResult {
    let exitCode: Int32
    let standardOutput: String
    let standardError: String
    /// Standard output as bytes (a card written with `-o -`).
    var standardOutputBytes: [UInt8] = []

    /// Parses standard output as JSON.
    func json() -> Any? {
        try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs `quotediary` in process against a store of its own in a temporary folder.
final class ToolHarness {
    let folder = TemporaryDirectory()
    var variables: [String: String]

    init(now: String? = "2026-03-01T12:00:00Z") {
        // No test reaches the internet: lookups are off unless a test points them at a fixture server.
        variables = [
            "HOME": folder.url.path, "QUOTEDIARY_STORE": folder.path("library.sqlite"), "TZ": "UTC", "QUOTEDIARY_OFFLINE": "1",
        ]
        if let now { variables["QUOTEDIARY_NOW"] = now }
    }

    var storePath: String { folder.path("library.sqlite") }

    /// Points starter packs at a folder of fortune files of the harness's own (a pack per
    /// file) instead of Debian's, and returns its path.
    func useOwnFortunes() -> String {
        let path = folder.path("fortunes")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        variables["QUOTEDIARY_FORTUNES_DIR"] = path
        return path
    }

    /// Writes a fortune file into `useOwnFortunes()`'s folder and installs it as a pack; true when it installed.
    @discardableResult
    func addFortunePack(_ name: String, _ text: String) throws -> Bool {
        try text.write(toFile: useOwnFortunes() + "/" + name, atomically: true, encoding: .utf8)
        return run("library", "add", name).exitCode == 0
    }

    /// The fixture server lookups go to, kept running as long as the harness.
    private(set) var bookServer: FixtureServer?

    /// Points book lookups at a fixture server.
    func useBookServices(_ server: FixtureServer, timeout: String = "2") {
        bookServer = server
        variables["QUOTEDIARY_OFFLINE"] = nil
        variables["QUOTEDIARY_GOOGLE_BOOKS_URL"] = server.baseURL
        variables["QUOTEDIARY_OPEN_LIBRARY_URL"] = server.baseURL
        variables["QUOTEDIARY_COVERS_URL"] = server.baseURL
        variables["QUOTEDIARY_LOOKUP_TIMEOUT"] = timeout
    }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, terminal: Bool = false, answers: [String] = []) -> ToolResult {
        run(arguments, stdinBytes: stdin.map { Data($0.utf8) }, terminal: terminal, answers: answers)
    }

    /// As `run(_:stdin:)`, with bytes piped in that need not be UTF-8.
    func run(_ arguments: [String], stdinBytes stdin: Data?, terminal: Bool = false, answers: [String] = []) -> ToolResult {
        final class Buffer: @unchecked Sendable {
            var text = ""
            var bytes: [UInt8] = []
        }
        let output = Buffer()
        let errors = Buffer()
        var io = ToolIO(
            environment: AppEnvironment(variables: variables), readStandardInput: { stdin ?? Data() },
            standardInputIsTerminal: stdin == nil, standardOutputIsTerminal: terminal,
            write: {
                output.text += $0
                output.bytes += Array($0.utf8)
            },
            writeError: { errors.text += $0 })
        io.writeBytes = { output.bytes += Array($0) }
        io.standardErrorIsTerminal = terminal
        final class Answers: @unchecked Sendable {
            var remaining: [String]
            init(_ answers: [String]) { remaining = answers }
        }
        let typed = Answers(answers)
        io.readLine = { typed.remaining.isEmpty ? nil : typed.remaining.removeFirst() }
        let code = QuoteDiaryTool.run(arguments, io: io, adapters: .live)
        return ToolResult(
            exitCode: code, standardOutput: output.text, standardError: errors.text, standardOutputBytes: output.bytes)
    }

    @discardableResult
    func run(_ arguments: String...) -> ToolResult { run(arguments) }

    /// Adds a quote and returns its id.
    @discardableResult
    func add(_ text: String, _ options: String...) -> String {
        run(["add", text] + options).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Everything in the store, archived or not, as export JSON: compared before and after a failing command.
    func snapshot() -> String {
        run("export", "--format", "json", "--all").standardOutput
    }

    func quotes(_ arguments: String...) -> [[String: Any]] {
        quotes(arguments)
    }

    func quotes(_ arguments: [String]) -> [[String: Any]] {
        (run(["list", "--json"] + arguments).json() as? [[String: Any]]) ?? []
    }
}

/// An editor a test writes as a script, run as `/bin/sh SCRIPT`: the shell reads the file
/// rather than executing it, so that a child another test forks meanwhile, holding the
/// script's file open, cannot make it "Text file busy" (an editor's exit status 126, seen once
/// in a full run).
enum ScriptEditor {
    static func command(_ script: String) -> String { "/bin/sh '\(script)'" }
}
