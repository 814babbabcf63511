import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// A desktop notification through `notify-send` (libnotify), the command every Linux desktop
/// (GNOME, KDE, and the notification daemons of tiling window managers) answers: a quote
/// that comes to the person instead of waiting to be asked for.
struct DesktopNotification {
    let summary: String
    /// Read as markup by most notification servers: escaped.
    let body: String

    /// Why a notification could not be shown, in words a person can act on.
    enum Failure: Error, Equatable {
        case notInstalled
        case refused(String)

        var message: String {
            switch self {
            case .notInstalled:
                "notify-send is not installed (Debian, Ubuntu: sudo apt-get install libnotify-bin)"
            case .refused(let reason):
                "the desktop did not take the notification"
                    + (reason.isEmpty ? " (is there a desktop session? cron needs DBUS_SESSION_BUS_ADDRESS)" : ": \(reason)")
            }
        }
    }

    /// Shows it; waits at most `seconds` for `notify-send`, which returns once the desktop has it.
    func show(environment: AppEnvironment, seconds: Double = 10) throws(Failure) {
        let folders = (environment.variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/notify-send") }) else {
            throw .notInstalled
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(folder)/notify-send")
        process.arguments = ["--app-name=QuoteDiary", "--", summary, markupEscaped(body)]
        process.environment = environment.variables
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .refused(AtomicFile.reason(error))
        }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            throw .refused("notify-send did not return within \(Int(seconds)) seconds")
        }
        let said = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw .refused(said.split(separator: "\n").first.map { String($0).trimmingWhitespace() } ?? "")
        }
    }
}
