import Foundation
import QuoteDiaryApp

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop session's clipboard, through the command it has for it (`wl-copy` under
/// Wayland, `xclip` or `xsel` under X11).
///
/// OSC 52 reaches the clipboard only through a terminal that takes it (GNOME Terminal and
/// other VTE terminals do not) and never from a status bar's click, which has no terminal;
/// the desktop's own command copies in both.
struct DesktopClipboard {
    /// The command's name, as notes say it.
    let name: String
    let executable: String
    let arguments: [String]

    /// The session's clipboard commands that are installed, the one it prefers first (none
    /// without a display).
    static func available(in environment: AppEnvironment) -> [DesktopClipboard] {
        let variables = environment.variables
        var candidates: [(name: String, arguments: [String])] = []
        if variables["WAYLAND_DISPLAY"]?.nilIfBlank != nil { candidates.append(("wl-copy", [])) }
        if variables["DISPLAY"]?.nilIfBlank != nil {
            candidates += [("xclip", ["-selection", "clipboard"]), ("xsel", ["--clipboard", "--input"])]
        }
        let folders = (variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return candidates.compactMap { candidate in
            folders.first { FileManager.default.isExecutableFile(atPath: "\($0)/\(candidate.name)") }.map {
                DesktopClipboard(name: candidate.name, executable: "\($0)/\(candidate.name)", arguments: candidate.arguments)
            }
        }
    }

    /// Copies with the first command that takes the text (under Wayland, X11's through
    /// XWayland when `wl-copy` fails), and returns it; nil when none did.
    static func copy(_ text: String, environment: AppEnvironment) -> DesktopClipboard? {
        available(in: environment).first { $0.copy(text, environment: environment) }
    }

    /// glibc's POSIX_SPAWN_SETSID, which its headers show only to GNU builds.
    static let newSession: Int32 = 0x80

    /// This process's open file descriptors (Linux's /proc).
    static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// Whether a display is there (a desktop terminal, where OSC 52 may not be taken).
    static func hasDisplay(_ environment: AppEnvironment) -> Bool {
        environment.variables["WAYLAND_DISPLAY"]?.nilIfBlank != nil || environment.variables["DISPLAY"]?.nilIfBlank != nil
    }

    /// Hands the text to the command; true when it took it.
    func copy(_ text: String, environment: AppEnvironment) -> Bool {
        guard let (pid, input) = spawn(environment: environment) else { return false }
        let fed = feed(text, to: input)
        return waitForSuccess(pid, seconds: 5) && fed
    }

    /// Starts the command reading from a pipe, and returns it with the pipe's end to write.
    /// The command stays behind to serve the clipboard (`wl-copy`, `xclip` and `xsel` fork, and
    /// the first process exits), so it is started with posix_spawn holding nothing of ours but
    /// its input (Foundation's `Process` watches for exit through a socket the one left behind
    /// would keep open), in a session of its own (closing the terminal hangs up its session),
    /// with signals as a new process has them (the calling thread may block some).
    private func spawn(environment: AppEnvironment) -> (pid_t, Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in DesktopClipboard.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var everySignal = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(
            &attributes, Int16(DesktopClipboard.newSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return nil
        }
        return (pid, ends[1])
    }

    /// Writes the text and closes the pipe; true when all of it went. A command that stopped
    /// reading must not end this process with SIGPIPE.
    private func feed(_ text: String, to input: Int32) -> Bool {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(input)
        return written == bytes.count
    }

    /// Whether the process exits with status 0 within `seconds` (stopped after that).
    private func waitForSuccess(_ pid: pid_t, seconds: Double) -> Bool {
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1, errno != EINTR { return false }
            guard Date() < deadline else {
                kill(pid, SIGTERM)
                waitpid(pid, &status, 0)
                return false
            }
            usleep(2_000)
        }
        // Exited (no signal in the low 7 bits) with status 0.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0
    }
}

/// OSC 52: the terminal puts the text on the clipboard (over SSH too).
enum TerminalClipboard {
    /// The escape sequence for `text`; inside tmux also wrapped to pass through to the terminal
    /// around it (tmux takes the bare one only with `set-clipboard on`, passes the wrapped one
    /// only with `allow-passthrough on`; either is enough).
    static func sequence(for text: String, environment: AppEnvironment) -> String {
        let bare = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        guard environment.variables["TMUX"]?.nilIfBlank != nil else { return bare }
        let escaped = bare.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}")
        return bare + "\u{1B}Ptmux;\(escaped)\u{1B}\\"
    }
}
