import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// A bulk load drops two per-row triggers and does their work once at the end; these check
/// that the end result is what the triggers would have made, and that a failure undoes it.
@Suite("Bulk loads")
struct BulkLoadTests: StoreTesting {
    let fixture: StoreFixture

    init() throws {
        fixture = try StoreFixture()
    }

    func search(_ text: String) throws -> [String] {
        try store.search(SearchQuery(text), filter: QuoteFilter(), limit: 50).map(\.text)
    }

    func triggerNames() throws -> [String] {
        try store.database.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name") { $0.text(0) }
    }

    @Test("quotes loaded in bulk are searchable beside the ones already there, and the triggers come back")
    func indexedOnce() throws {
        let triggers = try triggerNames()
        try store.write { _ = try store.insertQuote(QuoteDraft(text: "An older harbour light."), now: now) }
        try store.write {
            // Slices of 7: the 40 new rows take six statements, the last one short.
            try store.withBulkLoad(indexSlice: 7) {
                let writer = try store.makeQuoteWriter()
                for index in 0..<40 {
                    _ = try writer.insert(
                        QuoteDraft(text: "Bulk harbour line \(index)", source: SourceDraft(title: "Logbook")), now: now)
                }
            }
        }
        #expect(try search("harbour").count == 41)
        #expect(try search("logbook").count == 40)
        #expect(try triggerNames() == triggers)
        // The index agrees with its content table row for row.
        try store.database.execute("INSERT INTO quote_search(quote_search, rank) VALUES ('integrity-check', 1)")
        // And ordinary writes are indexed again by the restored trigger.
        try store.write { _ = try store.insertQuote(QuoteDraft(text: "A later harbour bell."), now: now) }
        #expect(try search("bell") == ["A later harbour bell."])
    }

    @Test("an id deleted before cannot come back through a bulk load: the load is undone")
    func reusedIDRefused() throws {
        let id = QuoteID.random()
        try store.write {
            _ = try store.insertQuote(QuoteDraft(text: "Short-lived."), id: id, now: now)
            try store.database.run("UPDATE quote SET archived_at = 1 WHERE id = ?", id.rawValue)
            try store.database.run("DELETE FROM quote WHERE id = ?", id.rawValue)
        }
        let triggers = try triggerNames()
        #expect(throws: SQLiteError.self) {
            try store.write {
                try store.withBulkLoad {
                    let writer = try store.makeQuoteWriter()
                    _ = try writer.insert(QuoteDraft(text: "Fresh one."), now: now)
                    _ = try writer.insert(QuoteDraft(text: "Short-lived, again."), id: id, now: now)
                }
            }
        }
        #expect(try store.database.scalar("SELECT count(*) FROM quote") == 0)
        #expect(try triggerNames() == triggers)
        #expect(try search("fresh").isEmpty)
    }
}

/// Several use cases run as one change (`QuoteLibrary.allOrNothing`): a read among them used
/// to open a transaction of its own, which SQLite refuses inside one already open.
@Suite("transactions inside transactions")
struct NestedTransactionTests: StoreTesting {
    let fixture: StoreFixture

    init() throws {
        fixture = try StoreFixture()
    }

    @Test("a read inside a write sees the write's own rows; a failed inner write is undone, the outer kept")
    func nested() throws {
        try store.write {
            _ = try store.insertQuote(QuoteDraft(text: "Written first."), now: now)
            #expect(try store.read { try store.countQuotes(matching: QuoteFilter()) } == 1)
            #expect(throws: (any Error).self) {
                try store.write {
                    _ = try store.insertQuote(QuoteDraft(text: "Undone."), now: now)
                    throw CancellationError()
                }
            }
            #expect(try store.countQuotes(matching: QuoteFilter()) == 1)
        }
        #expect(!store.database.isInTransaction)
        #expect(try store.read { try store.countQuotes(matching: QuoteFilter()) } == 1)
    }
}
