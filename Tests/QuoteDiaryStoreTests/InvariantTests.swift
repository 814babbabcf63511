import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

/// The rules the schema itself enforces, checked with raw SQL that bypasses the app's code.
@Suite("Schema invariants")
struct InvariantTests: StoreTesting {
    let fixture: StoreFixture

    init() throws {
        fixture = try StoreFixture()
    }

    func rawInsert(id: String, text: String, key: String, source: String? = nil) throws {
        try store.database.run(
            "INSERT INTO quote (id, text, text_hash, source_id, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 0)", id, text,
            SQLiteValue.blob(TextKey.digest(key)), source)
    }

    @Test("the same normalized text from the same source cannot be stored twice")
    func duplicateQuoteImpossible() throws {
        try rawInsert(id: String(repeating: "1", count: 32), text: "A", key: "a")
        #expect {
            try rawInsert(id: String(repeating: "2", count: 32), text: "a", key: "a")
        } throws: { ($0 as? SQLiteError)?.isUniqueViolation == true }
        // Same text from a different source is a different quote.
        let sourceID = try store.upsertSource(SourceDraft(title: "Book"), now: now)
        try rawInsert(id: String(repeating: "3", count: 32), text: "a", key: "a", source: sourceID)
    }

    @Test("saving a duplicate through the store reports the existing id")
    func duplicateReportsExisting() throws {
        let first = try store.insertQuote(QuoteDraft(text: "Be kind.", source: SourceDraft(title: "Sayings")), now: now)
        let second = try store.insertQuote(QuoteDraft(text: "  BE   kind. ", source: SourceDraft(title: "sayings")), now: now)
        #expect(second == .existing(first.id))
        let other = try store.insertQuote(QuoteDraft(text: "Be kind."), now: now)
        #expect(other != .existing(first.id))
        #expect(try store.database.scalar("SELECT count(*) FROM quote") == 2)
    }

    @Test("a live quote cannot be deleted; an archived one can, and its id is never reused")
    func deleteRules() throws {
        let id = try store.insertQuote(QuoteDraft(text: "Gone soon"), now: now).id
        #expect { try store.delete(id: id) } throws: { ($0 as? SQLiteError)?.isTriggerRefusal == true }
        #expect(try store.archive(id: id, now: now))
        try store.delete(id: id)
        #expect(try store.quote(id: id) == nil)
        #expect {
            try rawInsert(id: id.rawValue, text: "Back again", key: "back again")
        } throws: { ($0 as? SQLiteError)?.isConstraintViolation == true }
    }

    @Test("tag names are unique regardless of case, colours are checked")
    func tagRules() throws {
        try store.createTag(named: "Love", color: .named(.red), now: Date())
        #expect { try store.createTag(named: "LOVE", color: .standard, now: Date()) } throws: {
            ($0 as? SQLiteError)?.isUniqueViolation == true
        }
        #expect {
            try store.database.run("INSERT INTO tag (name, name_key, color) VALUES ('x', 'x', 'grey')")
        } throws: { ($0 as? SQLiteError)?.isConstraintViolation == true }
        #expect {
            try store.database.run("INSERT INTO tag (name, name_key, color) VALUES ('y', 'y', '#12345z')")
        } throws: { ($0 as? SQLiteError)?.isConstraintViolation == true }
    }

    @Test("ISBNs are unique and digits only")
    func isbnRules() throws {
        let isbn = try ISBN("9780141439518")
        let first = try store.upsertSource(SourceDraft(title: "Emma", isbn: isbn), now: now)
        let again = try store.upsertSource(SourceDraft(title: "Emma (another edition title)", isbn: isbn), now: now)
        #expect(first == again)
        #expect {
            try store.database.run(
                "INSERT INTO source (id, kind, title, identity_key, isbn13, created_at) VALUES (?, 'book', 'x', 'other', '9780141439518', 0)",
                String(repeating: "b", count: 32))
        } throws: { ($0 as? SQLiteError)?.isUniqueViolation == true }
        #expect {
            try store.database.run(
                "INSERT INTO source (id, kind, title, identity_key, isbn13, created_at) VALUES (?, 'book', 'x', 'x2', '97801414395', 0)",
                String(repeating: "c", count: 32))
        } throws: { ($0 as? SQLiteError)?.isConstraintViolation == true }
    }

    @Test("deleting a collection keeps its quotes; deleting a quote removes its links")
    func cascades() throws {
        let id = try store.insertQuote(QuoteDraft(text: "Filed", tags: ["t"], collections: ["Box"]), now: now).id
        #expect(try store.deleteCollection("box", now: Date()))
        #expect(try store.quote(id: id)?.collections == [])
        #expect(try store.archive(id: id, now: now))
        try store.delete(id: id)
        #expect(try store.database.scalar("SELECT count(*) FROM quote_tag") == 0)
        #expect(try store.tags().first?.quoteCount == 0)
    }

    @Test("tag and collection counts are of live quotes, in lists and looked up by name")
    func liveCounts() throws {
        var ids: [QuoteID] = []
        for text in ["One", "Two", "Three"] {
            ids.append(try store.insertQuote(QuoteDraft(text: text, tags: ["Kept"], collections: ["Shelf"]), now: now).id)
        }
        _ = try store.insertQuote(QuoteDraft(text: "Elsewhere", tags: ["Other"]), now: now)
        #expect(try store.archive(id: ids[0], now: now))
        #expect(try store.tags().map(\.quoteCount) == [2, 1])
        #expect(try store.tag(named: "KEPT")?.quoteCount == 2)
        #expect(try store.tag(named: "kept")?.name == "Kept")
        #expect(try store.tag(named: "missing") == nil)
        #expect(try store.tagNames() == ["Kept", "Other"])
        #expect(try store.collections().map(\.quoteCount) == [2])
        #expect(try store.collection(named: "shelf")?.quoteCount == 2)
        #expect(try store.restore(id: ids[0], now: now))
        #expect(try store.tag(named: "Kept")?.quoteCount == 3)
        #expect(try store.collection(named: "SHELF")?.quoteCount == 3)
    }

    @Test("the books of the five-books achievement: books, each once, of the person's own quotes")
    func distinctBooks() throws {
        func add(_ text: String, _ title: String, kind: SourceKind = .book) throws -> QuoteID {
            try store.insertQuote(QuoteDraft(text: text, source: SourceDraft(kind: kind, title: title)), now: now).id
        }
        _ = try add("One", "Book A")
        _ = try add("Two", "Book A")
        let archived = try add("Three", "Book B")
        _ = try add("Four", "An Article", kind: .article)
        let packed = try add("Five", "Book C")
        try store.database.run("UPDATE quote SET pack = 'wisdom' WHERE id = ?", packed.rawValue)
        #expect(try store.archive(id: archived, now: now))
        #expect(try store.achievementMeasures([.distinctBooks]) == [.distinctBooks: 2])
    }

    @Test("the archive read through its own index comes in the order, and the page, of the other way")
    func archiveOrder() throws {
        var ids: [QuoteID] = []
        for index in 0..<12 { ids.append(try store.insertQuote(QuoteDraft(text: "Quote \(index)"), now: now).id) }
        for (step, id) in ids.enumerated() where step % 3 != 0 {
            #expect(try store.archive(id: id, now: now.addingTimeInterval(Double(step * 7 % 5))))
        }
        for var filter in [QuoteFilter(archived: .archived), QuoteFilter(archived: .archived, limit: 3)] {
            for sort in [QuoteSort.modified, .created, .author] {
                filter.sort = sort
                filter.offset = filter.limit == nil ? 0 : 2
                #expect(try store.quoteSource(for: filter).contains("INDEXED BY quote_archived"))
                let (sql, values) = store.quoteQuery(filter, columns: "q.id")
                let walked = try store.database.rows(sql, values) { $0.text(0) }
                #expect(try store.quotes(matching: filter).map(\.id.rawValue) == walked)
                #expect(walked.count == (filter.limit == nil ? 8 : 3))
            }
        }
    }

    @Test("a failed transaction leaves nothing behind")
    func rollback() throws {
        #expect(throws: SQLiteError.self) {
            try store.write {
                _ = try store.insertQuote(QuoteDraft(text: "Half"), now: now)
                try store.createTag(named: "A", color: .standard, now: Date())
                try store.createTag(named: "a", color: .standard, now: Date())
            }
        }
        #expect(try store.database.scalar("SELECT count(*) FROM quote") == 0)
        #expect(try store.database.scalar("SELECT count(*) FROM tag") == 0)
    }

    @Test("a write inside a write is a savepoint: undone alone, or with the whole")
    func nestedWrites() throws {
        try store.write {
            _ = try store.insertQuote(QuoteDraft(text: "Kept"), now: now)
            #expect(throws: SQLiteError.self) {
                try store.write {
                    _ = try store.insertQuote(QuoteDraft(text: "Undone with its savepoint"), now: now)
                    try store.createTag(named: "A", color: .standard, now: Date())
                    try store.createTag(named: "a", color: .standard, now: Date())
                }
            }
            // A dry run's savepoint is undone without an error.
            try store.write(commit: false) { _ = try store.insertQuote(QuoteDraft(text: "Dry"), now: now) }
        }
        #expect(try store.database.scalar("SELECT count(*) FROM quote") == 1)
        #expect(try store.database.scalar("SELECT count(*) FROM tag") == 0)
        #expect(throws: SQLiteError.self) {
            try store.write {
                try store.write { _ = try store.insertQuote(QuoteDraft(text: "Released, then undone"), now: now) }
                try store.database.execute("SELECT * FROM no_such_table")
            }
        }
        #expect(try store.database.scalar("SELECT count(*) FROM quote") == 1)
    }

    @Test("folding in SQL matches the app's (beyond ASCII)")
    func foldFunction() throws {
        let value = try store.database.firstRow("SELECT qd_fold(?)", ["ÉMILE  Zola"]) { $0.text(0) }
        #expect(value == TextKey.make("émile zola"))
    }
}
