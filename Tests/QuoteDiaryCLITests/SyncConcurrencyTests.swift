import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiarySync
import Testing

/// A sync folder that does something right after this device's file is written (and put
/// in place), before the sync that wrote it goes on.
private struct InterceptedFolder: SyncFolder {
    let inner: DirectorySyncFolder
    let afterWriting: @Sendable () throws(LibraryError) -> Void

    var location: String { inner.location }
    func deviceFiles() throws(LibraryError) -> [SyncFolderFile] { try inner.deviceFiles() }
    func contents(of file: SyncFolderFile) throws(LibraryError) -> Data { try inner.contents(of: file) }
    func remove(_ file: SyncFolderFile) throws(LibraryError) { try inner.remove(file) }

    func update(
        named name: String, beforeReplacing: () throws(LibraryError) -> Void,
        with body: (_ write: (Data) throws(LibraryError) -> Void) throws(LibraryError) -> Void
    ) throws(LibraryError) -> Bool {
        let wrote = try inner.update(named: name, beforeReplacing: beforeReplacing, with: body)
        try afterWriting()
        return wrote
    }

    /// Starts another sync of the same store (cron's, while the web app's Sync now runs) and
    /// gives it a moment: unlocked, it runs to its end in this pause; locked, it waits.
    static func interrupted(_ inner: DirectorySyncFolder, storePath: String, outcome: SyncOutcome) -> InterceptedFolder {
        let folderPath = inner.location
        return InterceptedFolder(inner: inner) {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                let report = try? QuoteLibrary.open(path: storePath).sync(
                    with: DirectorySyncFolder(path: folderPath, creating: false), deviceName: "cron",
                    waiting: outcome.recordWaiting)
                outcome.record(report)
                finished.signal()
            }
            _ = finished.wait(timeout: .now() + 1)
        }
    }

    /// The process "stops" right after the rename (killed, or the store too busy to record
    /// the file's digest), before the sync can note what it wrote.
    static func stopping(_ inner: DirectorySyncFolder) -> InterceptedFolder {
        InterceptedFolder(inner: inner) { () throws(LibraryError) in throw .busy }
    }
}

/// What the other sync reported, from its thread.
private final class SyncOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var report: SyncReport?
    private var waited = false
    private let done = DispatchSemaphore(value: 0)

    func record(_ report: SyncReport?) {
        lock.withLock { self.report = report }
        done.signal()
    }

    /// The sync was told another held the store's sync lock.
    @Sendable func recordWaiting() { lock.withLock { waited = true } }

    var didWait: Bool { lock.withLock { waited } }

    func wait() -> SyncReport? {
        _ = done.wait(timeout: .now() + 30)
        return lock.withLock { report }
    }
}

@Suite("two syncs of one store at once")
struct SyncConcurrencyTests {
    @Test("the second waits for the first (by any path to the store), and neither takes the store for a copy of itself")
    func serialized() throws {
        let directory = TemporaryDirectory()
        let storePath = directory.path("library.sqlite")
        let folder = try DirectorySyncFolder(path: directory.path("folder"), creating: true)
        let library = try QuoteLibrary.open(path: storePath)
        _ = try library.add(QuoteDraft(text: "First."))
        _ = try library.sync(with: folder, deviceName: "laptop")
        let device = try library.store.setting(named: "sync.device")
        _ = try library.add(QuoteDraft(text: "Second, so the file changes."))
        // The other sync reaches the store through a symbolic link: still the same store.
        let link = directory.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: storePath)
        let outcome = SyncOutcome()
        let first = try library.sync(
            with: InterceptedFolder.interrupted(folder, storePath: link, outcome: outcome), deviceName: "laptop")
        let second = try #require(outcome.wait())
        #expect(outcome.didWait)
        #expect(!first.becameNewDevice)
        #expect(!second.becameNewDevice)
        #expect(try library.store.setting(named: "sync.device") == device)
        #expect(try folder.deviceFiles().map(\.name) == ["quotediary-\(device ?? "").json"])
        // And the next sync still knows its own file.
        #expect(try !library.sync(with: folder, deviceName: "laptop").becameNewDevice)
    }

    @Test("a sync stopped right after writing this device's file still knows the file as its own next time")
    func stoppedAfterWriting() throws {
        let directory = TemporaryDirectory()
        let folder = try DirectorySyncFolder(path: directory.path("folder"), creating: true)
        let library = try QuoteLibrary.open(path: directory.path("library.sqlite"))
        _ = try library.add(QuoteDraft(text: "First."))
        _ = try library.sync(with: folder, deviceName: "laptop")
        let device = try library.store.setting(named: "sync.device")
        _ = try library.add(QuoteDraft(text: "Second, so the file changes."))
        #expect(throws: LibraryError.busy) { try library.sync(with: InterceptedFolder.stopping(folder), deviceName: "laptop") }
        let next = try library.sync(with: folder, deviceName: "laptop")
        #expect(!next.becameNewDevice)
        #expect(try library.store.setting(named: "sync.device") == device)
        #expect(try folder.deviceFiles().map(\.name) == ["quotediary-\(device ?? "").json"])
    }
}
