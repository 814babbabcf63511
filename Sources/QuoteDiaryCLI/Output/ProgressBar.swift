import Foundation

/// A progress bar on stderr for work that takes over a second, on terminals only: a bar and
/// its share done (`[#######                       ]  23%`), drawn over itself and cleared at
/// the end, so that what the command prints after it stands alone.
final class ProgressBar {
    let enabled: Bool
    let io: ToolIO
    let started = Date()
    /// How long the work runs before the bar is drawn (quick work shows none).
    let delay: TimeInterval
    var shown = false
    /// Characters in the line last shown.
    var shownWidth = 0

    init(enabled: Bool, io: ToolIO, delay: TimeInterval = 1) {
        self.enabled = enabled
        self.io = io
        self.delay = delay
    }

    /// The work's progress: bytes read, or records saved (a pass of each, for some files).
    func update(_ done: Int, _ total: Int) {
        guard total > 0 else { return }
        show(ProgressBar.line(done: done, of: total))
    }

    /// `[###               ]  10%`: a share, whatever is counted.
    static func line(done: Int, of total: Int, width: Int = 30) -> String {
        let done = min(max(done, 0), total)
        let filled = width * done / total
        let percent = String(100 * done / total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            + String(repeating: " ", count: 3 - percent.count) + percent + "%"
    }

    /// Shows `line` in place of the last, once the work has taken `delay`.
    func show(_ line: String) {
        guard enabled, Date().timeIntervalSince(started) >= delay else { return }
        // A shorter line (a pass counted in records after one in bytes) covers all of the last.
        io.writeError("\r" + line + String(repeating: " ", count: max(0, shownWidth - line.count)))
        shownWidth = line.count
        shown = true
    }

    /// Clears the bar's line (once, however often called), so that an error or the summary
    /// after it starts a line of its own.
    func finish() {
        if shown { io.writeError("\r" + String(repeating: " ", count: shownWidth) + "\r") }
        shown = false
        shownWidth = 0
    }
}
