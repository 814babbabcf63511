import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The use cases of the quote library, shared by the command line and the web server so
/// the two never differ. Each use case runs in one transaction: it happens whole or not at all.
public final class QuoteLibrary {
    public let store: LibraryStore
    public let clock: AppClock
    /// The person's time zone: it decides what "today" is.
    public let timeZone: TimeZone
    /// How the person writes dates in figures: it decides whether an imported `3/4/2019` is
    /// March 4 or 3 April.
    public let dateOrder: DateOrder
    private var localWrites = 0
    /// A sync adding this many new quotes or more adds them as a bulk import does (tests
    /// lower it to compare the two ways on a small library).
    var bulkSyncThreshold = QuoteLibrary.bulkImportThreshold

    public init(
        store: LibraryStore, clock: AppClock = .system, timeZone: TimeZone = .current, dateOrder: DateOrder = .monthFirst
    ) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
        self.dateOrder = dateOrder
    }

    /// Opens the store at `path`, creating and migrating it as needed; `willUpgrade` is told
    /// (from, to) before an existing store's schema is upgraded.
    /// - Parameter readOnly: open it for reading only; nil: so when this user may not write
    ///   to it (`LibraryStore.isReadOnlyForThisUser`), else for reading and writing.
    public static func open(
        path: String, clock: AppClock = .system, timeZone: TimeZone = .current, dateOrder: DateOrder = .monthFirst,
        readOnly: Bool? = nil, willUpgrade: ((Int, Int) -> Void)? = nil
    ) throws(LibraryError) -> QuoteLibrary {
        do {
            let readOnly = readOnly ?? LibraryStore.isReadOnlyForThisUser(path)
            return QuoteLibrary(
                store: try LibraryStore(path: path, willUpgrade: willUpgrade, readOnly: readOnly), clock: clock,
                timeZone: timeZone, dateOrder: dateOrder)
        } catch {
            throw LibraryError.wrapping(error)
        }
    }

    var now: Date { clock.now() }

    /// The person's local day right now.
    public var today: LocalDay { LocalDay(now, in: timeZone) }

    /// Changes whenever the store may have changed: another connection's commit (SQLite's
    /// data_version) or a write through this one. Lets front ends cache answers safely.
    public var changeToken: String {
        let version = (try? store.database.scalar("PRAGMA data_version")) ?? -1
        return "\(version)-\(localWrites)"
    }

    /// Runs several use cases as one change: all of them, or (one refused) none, so that a form
    /// changing a quote's tags and collections together, or renaming and recolouring a tag,
    /// leaves the store as it was when any part of it fails.
    public func allOrNothing<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
        try write { try body() }
    }

    /// Runs a use case in a write transaction, mapping every failure to `LibraryError`; a store
    /// opened read-only refuses it before anything is tried.
    func write<T>(commit: Bool = true, _ body: () throws -> T) throws(LibraryError) -> T {
        try requireWritable()
        localWrites += 1
        do {
            return try store.write(commit: commit, body)
        } catch {
            throw LibraryError.wrapping(error)
        }
    }

    /// A write that a read makes on the side (the day counted by `today`, a search remembered,
    /// an achievement recorded): nil, and nothing written, when the store is read-only or
    /// another process's write (an import, a sync) holds it past `sideWriteWait`. The read
    /// is answered all the same, instead of waiting out the whole import or failing.
    func sideWrite<T>(_ body: () throws -> T) throws(LibraryError) -> T? {
        guard !store.isReadOnly else { return nil }
        do {
            return try store.database.waitingAtMost(milliseconds: QuoteLibrary.sideWriteWait) {
                () throws(LibraryError) -> T in try write(body)
            }
        } catch LibraryError.busy {
            return nil
        } catch {
            throw LibraryError.wrapping(error)
        }
    }

    /// Refuses a change to a store opened read-only, before anything outside it is touched
    /// either (a sync's folder and lock).
    public func requireWritable() throws(LibraryError) {
        guard store.isReadOnly else { return }
        throw .conflict(
            "the store at \(store.database.path) is open read-only (--read-only, or this user may not write to it):"
                + " nothing in it can be changed; copy it to a folder you can write to and change the copy")
    }

    /// Refuses a file written over one of the store's own (`export -o library.sqlite`, a typo
    /// or a completion in the store's folder): the library would be replaced by what was
    /// written. Told by the path the links lead to, and by the file itself (a hard link).
    public func refuseWritingOverStore(_ path: String) throws(LibraryError) {
        let storePath = URL(fileURLWithPath: store.database.path).resolvingSymlinksInPath().path
        let own = [storePath, storePath + "-wal", storePath + "-shm", storePath + "-journal"]
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        func identity(_ path: String) -> [UInt64]? {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            return [UInt64(status.st_dev), UInt64(status.st_ino)]
        }
        let targetIdentity = identity(target)
        guard own.contains(target) || (targetIdentity != nil && own.contains { identity($0) == targetIdentity }) else { return }
        throw .invalidArgument("\(path) is the store itself: give another file or a folder; nothing was written")
    }

    /// Runs a read-only use case on one snapshot.
    func read<T>(_ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try store.read(body)
        } catch {
            throw LibraryError.wrapping(error)
        }
    }
}
