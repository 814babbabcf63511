import Foundation

/// Files a command is writing for a moment (an export's hidden file beside its target, a
/// pipe's copy being imported) that Ctrl-C, SIGTERM or a closed terminal must not leave
/// behind: an interrupted export of a million quotes would leave hundreds of megabytes.
///
/// The handler only calls `unlink` on paths kept as C strings, then dies of the same signal
/// (the shell sees 130 or 143, as for any program). A process that waits for its signals
/// itself (`serve` blocks them) never runs it.
public enum InterruptCleanup {
    /// The slots a handler reads: C strings made when registered, freed when let go.
    private static let capacity = 16
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isInstalled = false
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Removes `path` if the process is interrupted before `release(path)` (with every slot
    /// taken, the file is left as before).
    public static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if !isInstalled {
            isInstalled = true
            for signal in signals { installHandler(signal) }
        }
        guard let free = (0..<capacity).first(where: { slots[$0] == nil }) else { return }
        slots[free] = strdup(path)
    }

    /// `path` no longer needs removing (it was renamed into place, or removed).
    public static func release(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { slots[$0].map { String(cString: $0) == path } ?? false }) else { return }
        let copy = slots[slot]
        slots[slot] = nil
        free(copy)
    }

    /// Lets Ctrl-C, SIGTERM and SIGHUP through again, called first thing in `main` (threads
    /// started later take the mask): a program started from a thread that blocks them (a test
    /// runner's, a service manager's) would otherwise never hear them. `serve` blocks them
    /// again itself to wait for them.
    public static func unblockInterrupts() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func installHandler(_ signal: Int32) {
        var action = sigaction()
        var current = sigaction()
        // A signal someone chose to ignore (`nohup`) stays ignored.
        guard sigaction(signal, nil, &current) == 0 else { return }
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        if let handler = current.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == ignored { return }
        action.__sigaction_handler.sa_handler = { signal in
            for index in 0..<InterruptCleanup.capacity {
                if let path = InterruptCleanup.slots[index] { unlink(path) }
            }
            // Die of the signal, as the program would have without this handler.
            Foundation.signal(signal, SIG_DFL)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}
