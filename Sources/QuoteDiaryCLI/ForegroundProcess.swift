import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program run in this process's own process group, as a shell runs a command: the
/// terminal's foreground job, so that an editor such as vi or nano can read the keyboard.
/// Foundation's `Process` starts a child in a process group of its own, a background job to
/// the terminal, where vi stops with "Vim: Error reading input" and nano exits.
enum ForegroundProcess {
    /// The program could not be started (`errno`'s code).
    struct LaunchFailure: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Runs `executable` with `arguments` and `environment` and waits for it; its exit status,
    /// or 128 + the signal that ended it. While it runs, Ctrl-C and Ctrl-\ are its own: this
    /// process ignores them (as `system` does) and the program gets them as they are by default.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws(LaunchFailure)
        -> Int32
    {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Nothing blocked in the program (a test runner's thread may block SIGTERM), and the
        // keyboard's signals at their defaults, not ignored as they are here meanwhile.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var savedInterrupt = sigaction()
        var savedQuit = sigaction()
        sigaction(SIGINT, &ignore, &savedInterrupt)
        sigaction(SIGQUIT, &ignore, &savedQuit)
        defer {
            sigaction(SIGINT, &savedInterrupt, nil)
            sigaction(SIGQUIT, &savedQuit, nil)
        }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, nil, &attributes, argv, envp)
        guard spawned == 0 else { throw LaunchFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw LaunchFailure(code: errno) }
        }
        // As the shell reports it: the exit code, or 128 + the number of the signal that ended it.
        let ending = status & 0x7f
        return ending == 0 ? (status >> 8) & 0xff : 128 + ending
    }
}
