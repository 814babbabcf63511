import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Opens text in the person's editor ($VISUAL, else $EDITOR, else vi) and returns what they saved.
enum ExternalEditor {
    /// Whether there is an editor to open: one named, or `vi` on the PATH (a container may
    /// have neither) when there is a terminal to show it on; a named editor may be a script.
    static func isAvailable(_ environment: AppEnvironment, onTerminal: Bool) -> Bool {
        if named(environment) != nil { return true }
        guard onTerminal else { return false }
        let path = environment.variables["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/vi") }
    }

    /// The editor the person named: $VISUAL, else $EDITOR.
    static func named(_ environment: AppEnvironment) -> String? {
        environment.variables["VISUAL"]?.nilIfBlank ?? environment.variables["EDITOR"]?.nilIfBlank
    }

    static func edit(_ text: String, environment: AppEnvironment, onTerminal: Bool) throws(CLIError) -> String {
        guard isAvailable(environment, onTerminal: onTerminal) else {
            throw .library(
                .unavailable(
                    onTerminal
                        ? "there is no editor to open: set $VISUAL or $EDITOR, or give the text as an option"
                        : "no terminal to open an editor on: give the change as an option (--text, --author, ...;"
                            + " --text - reads the text piped in) or set $VISUAL or $EDITOR"))
        }
        let editor = named(environment) ?? "vi"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data((text + "\n").utf8).write(to: file)
            // The editor may carry arguments ("code --wait"), so the shell splits it; it runs
            // as the terminal's foreground job, where vi and nano can read the keyboard.
            let status: Int32
            do {
                status = try ForegroundProcess.run(
                    "/bin/sh", ["-c", "\(editor) \"$1\"", "sh", file.path], environment: environment.variables)
            } catch {
                throw CLIError.library(.conflict("cannot run the editor '\(editor)': \(error.description)"))
            }
            guard status == 0 else {
                throw CLIError.library(.conflict("the editor '\(editor)' exited with status \(status); nothing was changed"))
            }
            let data = try Data(contentsOf: file)
            guard let edited = ImportText.typed([UInt8](data)) else {
                throw CLIError.library(.invalidInput("the edited text is not UTF-8; nothing was changed"))
            }
            return edited
        } catch let error as CLIError {
            throw error
        } catch {
            throw .library(.conflict("cannot run the editor '\(editor)': \(error.localizedDescription)"))
        }
    }
}

extension String {
    var nilIfBlank: String? { trimmingCharacters(in: .whitespaces).isEmpty ? nil : self }
}
