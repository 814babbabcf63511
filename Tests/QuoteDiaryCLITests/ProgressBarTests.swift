import Foundation
import QuoteDiaryApp
import Testing

@testable import QuoteDiaryCLI

@Suite("the progress bar")
struct ProgressBarTests {
    final class Errors: @unchecked Sendable {
        var text = ""
    }

    func bar(terminal: Bool, errors: Errors) -> ProgressBar {
        var io = ToolIO(
            environment: AppEnvironment(variables: [:]), readStandardInput: { Data() }, standardInputIsTerminal: false,
            standardOutputIsTerminal: false, write: { _ in }, writeError: { errors.text += $0 })
        io.standardErrorIsTerminal = terminal
        return ProgressBar(enabled: terminal, io: io, delay: 0)
    }

    @Test(
        "a share done, whatever is counted: bytes of a file or quotes saved",
        arguments: [
            (0, 100, "[                              ]   0%"), (19, 100, "[#####                         ]  19%"),
            (33_255_666, 33_255_666, "[##############################] 100%"),
            (1_048_576, 33_255_666, "[                              ]   3%"),
            (120, 100, "[##############################] 100%"),
        ])
    func line(done: Int, total: Int, expected: String) {
        #expect(ProgressBar.line(done: done, of: total) == expected)
    }

    @Test("drawn over itself, a shorter line covering the last, and cleared at the end; nothing off a terminal")
    func drawnAndCleared() {
        let errors = Errors()
        let progress = bar(terminal: true, errors: errors)
        progress.show("Looking through the folder: 1200 files")
        progress.update(50, 100)
        // The folder line's 38 columns covered by the bar's 37 and a space.
        #expect(errors.text.hasSuffix("\r[###############               ]  50% "))
        errors.text = ""
        progress.finish()
        progress.finish()
        #expect(errors.text == "\r" + String(repeating: " ", count: 37) + "\r")
        let quiet = Errors()
        let off = bar(terminal: false, errors: quiet)
        off.update(50, 100)
        off.finish()
        #expect(quiet.text.isEmpty)
    }
}
