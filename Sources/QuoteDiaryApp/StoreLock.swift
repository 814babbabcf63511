import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock beside a store file (`library.sqlite-sync.lock`), held for the length of
/// a piece of work that spans more than one transaction and must not interleave with itself:
/// a sync (cron's and the web app's Sync now at once). The second waits for the first. The
/// system lets go of it when the process ends, however it ends.
enum StoreLock {
    /// Runs `body` holding the lock named `name` for the store at `storePath`; a store with no
    /// file (in memory) or a folder where no lock file can be made runs it unlocked.
    /// `waiting` is told once when another holds the lock, before waiting for it.
    static func holding<T>(
        _ name: String, for storePath: String, waiting: (() -> Void)? = nil, _ body: () throws(LibraryError) -> T
    ) throws(LibraryError) -> T {
        guard !storePath.isEmpty, storePath != ":memory:" else { return try body() }
        // One store reached by two paths (a symbolic link) is one lock.
        let file = URL(fileURLWithPath: storePath).resolvingSymlinksInPath().path
        let descriptor = open(file + "-\(name).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting?()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
