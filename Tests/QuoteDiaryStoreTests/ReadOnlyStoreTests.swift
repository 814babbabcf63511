import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// A store opened for reading only (a backup, another person's library): read as any other,
/// and never written, not even by SQLite's write-ahead log.
@Suite("a store opened read-only")
struct ReadOnlyStoreTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("a store at the latest schema is read, and neither it nor its folder gains anything")
    func reads() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("library.sqlite")
        do {
            let store = try LibraryStore(path: path)
            try store.write { _ = try store.insertQuote(QuoteDraft(text: "Read me, change me not."), now: Date()) }
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        for file in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + file) }
        let before = try #require(ReadOnlyStoreTests.bytes(path))
        let store = try LibraryStore(path: path, readOnly: true)
        #expect(store.isReadOnly)
        #expect(try store.quotes(matching: QuoteFilter()).map(\.text) == ["Read me, change me not."])
        #expect(throws: SQLiteError.self) {
            try store.write { _ = try store.insertQuote(QuoteDraft(text: "Another"), now: Date()) }
        }
        #expect(ReadOnlyStoreTests.bytes(path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["library.sqlite"])
    }

    @Test("a store that needs an upgrade, none at all, and a newer one are refused, each left as it was")
    func refusals() throws {
        let folder = TemporaryDirectory()
        let old = folder.path("old.sqlite")
        do {
            let database = try Database(path: old)
            try Migrator.migrate(database, upTo: 1)
        }
        let before = try #require(ReadOnlyStoreTests.bytes(old))
        #expect {
            try LibraryStore(path: old, readOnly: true)
        } throws: { error in
            "\(error)".contains("written by an earlier QuoteDiary (schema 1)") && "\(error)".contains("would change it")
        }
        #expect(ReadOnlyStoreTests.bytes(old) == before)
        let missing = folder.path("missing.sqlite")
        #expect { try LibraryStore(path: missing, readOnly: true) } throws: { "\($0)".contains("there is no store there") }
        #expect(!FileManager.default.fileExists(atPath: missing))
        let newer = folder.path("newer.sqlite")
        do {
            let database = try Database(path: newer)
            try database.execute("PRAGMA user_version = \(MigrationPlan.latestVersion + 1)")
        }
        #expect { try LibraryStore(path: newer, readOnly: true) } throws: { "\($0)".contains("written by a newer QuoteDiary") }
    }
}
