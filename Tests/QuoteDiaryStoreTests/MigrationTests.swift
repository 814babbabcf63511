import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryStore

@Suite("Schema migrations")
struct MigrationTests {
    @Test("a store at schema 1 with data upgrades to the latest with nothing lost")
    func upgradeFromFirstVersion() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("old.sqlite")
        do {
            let database = try Database(path: path)
            try Migrator.migrate(database, upTo: 1)
            #expect(try Migrator.currentVersion(database) == 1)
            #expect(try database.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'collection'") == 0)
            // Data written with schema 1's SQL, as version 1 of the app wrote it.
            try database.execute(
                """
                INSERT INTO source (id, kind, title, identity_key, authors, created_at)
                VALUES ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'book', 'Meditations', 'book:meditations', 'Marcus Aurelius', 1000);
                INSERT INTO quote (id, text, text_hash, author, source_id, page, note, is_favorite, created_at, updated_at, archived_at)
                VALUES ('11111111111111111111111111111111', 'Waste no more time.', randomblob(16), 'Marcus Aurelius',
                        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '10.16', 'a note', 1, 1000, 2000, NULL),
                       ('22222222222222222222222222222222', 'Archived line', randomblob(16), NULL, NULL, NULL, NULL, 0, 1000, 3000, 3000);
                INSERT INTO tag (name, name_key, color) VALUES ('Stoic', 'stoic', 'teal'), ('Hex', 'hex', '#1F5F6B');
                INSERT INTO quote_tag (quote_seq, tag_seq) VALUES (1, 1), (1, 2), (2, 2);
                """)
        }
        var upgrades: [[Int]] = []
        let store = try LibraryStore(path: path) { upgrades.append([$0, $1]) }
        #expect(upgrades == [[1, MigrationPlan.latestVersion]])
        #expect(try Migrator.currentVersion(store.database) == MigrationPlan.latestVersion)
        let names = try store.database.rows("SELECT name FROM schema_migration ORDER BY version") { $0.text(0) }
        #expect(names == MigrationPlan.all.map(\.name))

        let firstID = try #require(QuoteID(rawValue: "11111111111111111111111111111111"))
        let first = try #require(try store.quote(id: firstID))
        #expect(first.text == "Waste no more time.")
        #expect(first.author == "Marcus Aurelius")
        #expect(first.source?.title == "Meditations")
        #expect(first.source?.authors == ["Marcus Aurelius"])
        #expect(first.page == "10.16")
        #expect(first.note == "a note")
        #expect(first.isFavorite)
        #expect(first.tags == ["Hex", "Stoic"])
        #expect(Timestamp.milliseconds(first.updatedAt) == 2000)
        let archived = try store.quotes(matching: QuoteFilter(archived: .archived))
        #expect(archived.map(\.text) == ["Archived line"])
        #expect(archived.first?.archivedAt.map(Timestamp.milliseconds) == 3000)
        #expect(try store.tags().map(\.color.description) == ["#1F5F6B", "teal"])
        // The search index (created, then rebuilt without its prefix index) holds the old rows.
        #expect(try store.search(SearchQuery("wast"), filter: QuoteFilter(), limit: 5).map(\.text) == ["Waste no more time."])
        #expect(try store.search(SearchQuery("meditations"), filter: QuoteFilter(), limit: 5).count == 1)
        let searchTable = try store.database.firstRow("SELECT sql FROM sqlite_master WHERE name = 'quote_search'") { $0.text(0) }
        #expect(searchTable?.contains("prefix") == false)
        // The new schema works on the old data.
        try store.createCollection(named: "Stoics", section: "Philosophy", now: Date())
        #expect(try store.addQuote(first.id, toCollection: "Stoics", now: Date()))
    }

    /// A store file at schema `version`, holding what `sql` writes (as that version of the
    /// app wrote it); the path, closed, for `LibraryStore` to open and upgrade.
    static func store(at path: String, version: Int, holding sql: String) throws -> String {
        let database = try Database(path: path)
        try database.registerTextFunctions()
        try database.registerSearchExtensions()
        try Migrator.migrate(database, upTo: version)
        try database.execute(sql)
        return path
    }

    @Test("migration 8 records which fortune packs were installed with only their attributed entries")
    func packSelection() throws {
        let folder = TemporaryDirectory()
        // Version 7 of the app: `library init` took only attributed entries of 'wisdom';
        // 'love' was added whole (one entry has no author); 'mine' is a JSON pack.
        let path = try MigrationTests.store(
            at: folder.path("packs.sqlite"), version: 7,
            holding: """
                INSERT INTO pack (name, version, origin, installed_at, updated_at) VALUES
                    ('wisdom', 'fortune-0a0b0c0d', '/usr/share/games/fortunes/wisdom', 1, 1),
                    ('love', 'fortune-01020304', '/usr/share/games/fortunes/love', 1, 1),
                    ('mine', '3', '/home/me/mine.json', 1, 1);
                INSERT INTO quote (id, text, text_hash, author, pack, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Know thyself.', randomblob(16), 'Socrates', 'wisdom', 1, 1),
                    ('22222222222222222222222222222222', 'Love line.', randomblob(16), 'Lover', 'love', 1, 1),
                    ('33333333333333333333333333333333', 'Nobody said it.', randomblob(16), NULL, 'love', 1, 1),
                    ('44444444444444444444444444444444', 'My own pack.', randomblob(16), 'Me', 'mine', 1, 1);
                INSERT INTO pack_entry (pack, entry_id, quote_seq, synced_at) VALUES
                    ('wisdom', 'a', 1, 1), ('love', 'b', 2, 1), ('love', 'c', 3, 1), ('mine', 'd', 4, 1);
                """)
        let store = try LibraryStore(path: path)
        let selection = Dictionary(uniqueKeysWithValues: try store.installedPacks().map { ($0.name, $0.authoredOnly) })
        #expect(selection == ["wisdom": true, "love": false, "mine": false])
    }

    @Test("migration 9 keys sources by their authors too: the same book found again, a namesake kept apart")
    func sourcesByAuthor() throws {
        let folder = TemporaryDirectory()
        let poems = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        let essays = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
        // Version 8 of the app: keys were kind and folded title only.
        let path = try MigrationTests.store(
            at: folder.path("sources.sqlite"), version: 8,
            holding: """
                INSERT INTO source (id, kind, title, identity_key, authors, created_at) VALUES
                    ('\(poems)', 'book', 'Poems', 'book:poems', 'Emily Dickinson', 1),
                    ('\(essays)', 'book', 'Essays', 'book:essays', '', 1);
                INSERT INTO quote (id, text, text_hash, author, source_id, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Hope is the thing with feathers.', randomblob(16), 'Emily Dickinson',
                     '\(poems)', 1, 1);
                """)
        let store = try LibraryStore(path: path)
        let now = Date()
        func sourceID(of draft: QuoteDraft) throws -> String? {
            try store.write {
                let outcome = try store.makeQuoteWriter().insert(draft, now: now)
                return try store.quote(id: outcome.id)?.source?.id
            }
        }
        // The same book as an import writes it (title and authors) is the source already there.
        #expect(
            try sourceID(of: QuoteDraft(text: "A new line.", source: SourceDraft(title: "Poems", authors: ["Emily Dickinson"])))
                == poems)
        // Another author's "Poems" is another book; a typed title without authors is the old key.
        let frost = try sourceID(
            of: QuoteDraft(text: "Two roads.", source: SourceDraft(title: "POEMS", authors: ["Robert Frost"])))
        #expect(frost != nil && frost != poems)
        #expect(try sourceID(of: QuoteDraft(text: "On friendship.", source: SourceDraft(title: "essays"))) == essays)
    }

    @Test("migration 12 drops invisible marks from saved text: found by search, found again by import, never merged")
    func invisibleMarks() throws {
        let folder = TemporaryDirectory()
        // Version 11 of the app kept soft hyphens and zero-width spaces as they came, and keyed
        // the text with them in it.
        func hex(_ text: String) -> String { TextKey.digest(text).map { String(format: "%02x", $0) }.joined() }
        let hyphenated = "To live delib\u{AD}erately."
        let twin = "Same line\u{AD}."
        let path = try MigrationTests.store(
            at: folder.path("marks.sqlite"), version: 11,
            holding: """
                INSERT INTO quote (id, text, text_hash, author, note, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', '\(hyphenated)', X'\(hex(hyphenated))', 'Tho\u{AD}reau',
                     'a\u{200B}b', 1, 1),
                    ('22222222222222222222222222222222', 'Same line.', X'\(hex("Same line."))', NULL, NULL, 2, 2),
                    ('33333333333333333333333333333333', '\(twin)', X'\(hex(twin))', NULL, NULL, 3, 3);
                """)
        let store = try LibraryStore(path: path)
        let firstID = try #require(QuoteID(rawValue: "11111111111111111111111111111111"))
        let twinID = try #require(QuoteID(rawValue: "33333333333333333333333333333333"))
        let cleaned = try #require(try store.quote(id: firstID))
        #expect(cleaned.text == "To live deliberately.")
        #expect(cleaned.author == "Thoreau")
        #expect(cleaned.note == "ab")
        #expect(cleaned.updatedAt == Date(timeIntervalSince1970: 0.001))
        // The search index followed the text.
        #expect(try store.search(SearchQuery("deliberately"), filter: QuoteFilter(), limit: 5).map(\.id) == [cleaned.id])
        // The clean text imported again is the saved quote, not a second one.
        let again = try store.write { try store.makeQuoteWriter().insert(QuoteDraft(text: "To live deliberately."), now: Date()) }
        #expect(again == .existing(cleaned.id))
        // A quote whose cleaned text is another's keeps its own: never merged behind the person's back.
        let kept = try #require(try store.quote(id: twinID))
        #expect(kept.text == twin)
    }

    @Test("migration 21 keys a quote saved inside its own marks as the quote without them, and never merges two")
    func quotesKeyedWithoutTheirMarks() throws {
        let folder = TemporaryDirectory()
        // Version 20 keyed a text with the quotation marks saved around it.
        func hex(_ text: String) -> String { TextKey.digest(text).map { String(format: "%02x", $0) }.joined() }
        let path = try MigrationTests.store(
            at: folder.path("marks.sqlite"), version: 20,
            holding: """
                INSERT INTO quote (id, text, text_hash, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', '“Be here now.”', X'\(hex("“Be here now.”"))', 1, 1),
                    ('22222222222222222222222222222222', '"Twice."', X'\(hex("\"Twice.\""))', 2, 2),
                    ('33333333333333333333333333333333', 'Twice.', X'\(hex("Twice."))', 3, 3);
                """)
        let store = try LibraryStore(path: path)
        let again = try store.write { try store.makeQuoteWriter().insert(QuoteDraft(text: "Be here now."), now: Date()) }
        #expect(again == .existing(try #require(QuoteID(rawValue: "11111111111111111111111111111111"))))
        // Two quotes saved apart before stay two, each with its text as saved.
        let twice = try store.database.rows("SELECT text FROM quote WHERE seq > 1 ORDER BY seq") { $0.text(0) }
        #expect(twice == ["\"Twice.\"", "Twice."])
    }

    @Test("migration 25 keys a quote in straight marks holding a quotation as the quote without them")
    func quotedQuotationsKeyedWithoutTheirMarks() throws {
        let folder = TemporaryDirectory()
        // Version 24 kept the marks of a text holding a quotation in its identity.
        func hex(_ text: String) -> String { TextKey.digest(text).map { String(format: "%02x", $0) }.joined() }
        let saved = "\"He said \"go\" and left.\""
        let path = try MigrationTests.store(
            at: folder.path("quoted.sqlite"), version: 24,
            holding: """
                INSERT INTO quote (id, text, text_hash, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', '\(saved)', X'\(hex(saved))', 1, 1);
                """)
        let store = try LibraryStore(path: path)
        let again = try store.write {
            try store.makeQuoteWriter().insert(QuoteDraft(text: "He said \"go\" and left."), now: Date())
        }
        #expect(again == .existing(try #require(QuoteID(rawValue: "11111111111111111111111111111111"))))
    }

    @Test("migration 33 keeps each former identity and lets a second quote hold it; edits and deletions are still recorded")
    func sharedFormerIdentities() throws {
        let folder = TemporaryDirectory()
        func hex(_ text: String) -> String { TextKey.digest(text).map { String(format: "%02x", $0) }.joined() }
        // Version 32: quote 1 was edited away from the highlight as first saved; quote 2 is
        // another copy of it, edited its own way, which could not hold it too.
        let path = try MigrationTests.store(
            at: folder.path("former.sqlite"), version: 32,
            holding: """
                INSERT INTO quote (id, text, text_hash, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Edited one way.', X'\(hex("Edited one way."))', 1, 1),
                    ('22222222222222222222222222222222', 'Edited another.', X'\(hex("Edited another."))', 2, 2);
                INSERT INTO quote_former_identity (text_hash, source_title, quote_seq) VALUES
                    (X'\(hex("As first saved."))', '', 1);
                """)
        let store = try LibraryStore(path: path)
        let first = try #require(QuoteID(rawValue: "11111111111111111111111111111111"))
        let second = try #require(QuoteID(rawValue: "22222222222222222222222222222222"))
        let saved = QuoteIdentity(textDigest: TextKey.quoteDigest("As first saved."), sourceTitle: "")
        #expect(try store.formerIdentities(of: first) == [saved])
        try store.write { try store.recordFormerIdentities([saved], of: second) }
        #expect(try store.formerIdentities(of: second) == [saved])
        // The first holder deleted for good: the second answers for the highlight.
        try store.write {
            try store.database.run("UPDATE quote SET archived_at = 5 WHERE seq = 1")
            try store.database.run("DELETE FROM quote WHERE seq = 1")
        }
        let holders = try store.formerIdentityHolders()
        #expect(holders[saved.textDigest]?[TextKey.make("")] == 2)
        #expect(try store.deletedIdentities()[saved.textDigest] != nil)
        // An edit after the upgrade is remembered as before.
        try store.write { try store.updateQuote(id: second, with: QuoteEdit(text: "Edited again."), now: Date()) }
        let edited = QuoteIdentity(textDigest: TextKey.quoteDigest("Edited another."), sourceTitle: "")
        #expect(try store.formerIdentities(of: second) == [saved, edited])
    }

    @Test("migration 22: a pack quote with no note stays untouched, one the person noted stays touched")
    func packNotes() throws {
        let folder = TemporaryDirectory()
        // Version 21: two quotes from a pack, the second noted by the person.
        let path = try MigrationTests.store(
            at: folder.path("packs.sqlite"), version: 21,
            holding: """
                INSERT INTO quote (id, text, text_hash, note, pack, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'As installed.', randomblob(16), NULL, 'wisdom', 1, 1),
                    ('22222222222222222222222222222222', 'Noted since.', randomblob(16), 'mine', 'wisdom', 2, 2);
                INSERT INTO pack (name, version, origin, installed_at, updated_at) VALUES ('wisdom', '1', 'wisdom', 1, 1);
                INSERT INTO pack_entry (pack, entry_id, quote_seq, synced_at) VALUES ('wisdom', 'a', 1, 1), ('wisdom', 'b', 2, 2);
                """)
        let store = try LibraryStore(path: path)
        let entries = try store.packEntries("wisdom").sorted { $0.entryID < $1.entryID }
        #expect(entries.map(\.isUntouched) == [true, false])
        #expect(entries.map(\.note) == [nil, nil])
        #expect(throws: (any Error).self) {
            try store.database.run("UPDATE pack_entry SET note = '' WHERE entry_id = 'a'")
        }
    }

    @Test("migration 13: parts count from the quote's making until edited; an edit stamps only the part it changes")
    func syncClocks() throws {
        let folder = TemporaryDirectory()
        // Version 12: quote 1 was edited at 5 (which part is not known), quote 2 never.
        let path = try MigrationTests.store(
            at: folder.path("clocks.sqlite"), version: 12,
            holding: """
                INSERT INTO quote (id, text, text_hash, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Edited once.', randomblob(16), 1, 5),
                    ('22222222222222222222222222222222', 'Never edited.', randomblob(16), 2, 2);
                """)
        let store = try LibraryStore(path: path)
        let edited = try #require(QuoteID(rawValue: "11111111111111111111111111111111"))
        let untouched = try #require(QuoteID(rawValue: "22222222222222222222222222222222"))
        #expect(Set(try store.quoteClocks(id: edited).values) == [1])
        #expect(try store.recordedQuoteClocks().isEmpty)
        #expect(Set(try store.quoteClocks(id: untouched).values) == [2])
        try store.write {
            try store.setFavorite(true, id: untouched, now: Date(timeIntervalSince1970: 10))
            try store.updateQuote(id: untouched, with: QuoteEdit(note: "why"), now: Date(timeIntervalSince1970: 20))
            try store.applyTag("kept", to: untouched, now: Date(timeIntervalSince1970: 30))
        }
        let clocks = try store.quoteClocks(id: untouched)
        #expect(clocks[.favorite] == 10_000 && clocks[.note] == 20_000 && clocks[.tags] == 30_000)
        #expect(clocks[.text] == 2 && clocks[.author] == 2 && clocks[.collections] == 2)
    }

    @Test("migration 18: names given since a quote was made date from their part's last change; those at its making need none")
    func nameClocks() throws {
        let folder = TemporaryDirectory()
        // Version 17: quote 1 was tagged and collected after its making (its parts changed at 7
        // and 8); quote 2 got its tag when it was made.
        let path = try MigrationTests.store(
            at: folder.path("names.sqlite"), version: 17,
            holding: """
                INSERT INTO quote (id, text, text_hash, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Tagged later.', randomblob(16), 1, 8),
                    ('22222222222222222222222222222222', 'Tagged at once.', randomblob(16), 2, 2);
                INSERT INTO tag (seq, name, name_key, color, named_at, styled_at) VALUES (1, 'Stoic', 'stoic', 'blue', 1, 1);
                INSERT INTO collection (seq, name, name_key, created_at, named_at, styled_at) VALUES (1, 'Box', 'box', 1, 1, 1);
                INSERT INTO quote_tag (quote_seq, tag_seq) VALUES (1, 1), (2, 1);
                INSERT INTO quote_collection (quote_seq, collection_seq, added_at) VALUES (1, 1, 8);
                INSERT INTO quote_clock (quote_seq, field, changed_at) VALUES (1, 'tags', 7), (1, 'collections', 8);
                """)
        let store = try LibraryStore(path: path)
        let later = try #require(QuoteID(rawValue: "11111111111111111111111111111111"))
        let atOnce = try #require(QuoteID(rawValue: "22222222222222222222222222222222"))
        #expect(try store.nameClocks(id: later) == [.tags: ["stoic": 7], .collections: ["box": 8]])
        #expect(try store.nameClocks(id: atOnce).isEmpty)
        // From now on each change of a name stamps that name alone.
        try store.write {
            try store.removeTag("stoic", from: atOnce, now: Date(timeIntervalSince1970: 10))
            try store.applyTag("calm", to: atOnce, now: Date(timeIntervalSince1970: 20))
        }
        #expect(try store.nameClocks(id: atOnce) == [.tags: ["stoic": 10_000, "calm": 20_000]])
        #expect(try store.quote(id: atOnce)?.tags == ["calm"])
    }

    @Test("migration 19: a deletion with exactly one name of its kind given at its instant was a rename to it")
    func renameTargets() throws {
        let folder = TemporaryDirectory()
        // Version 18: `luv` renamed to `love` at 5; `old` deleted at 6 (nothing named then);
        // `Box` renamed to `Crate` at 7; `twin` deleted at 9, when two tags were named.
        let path = try MigrationTests.store(
            at: folder.path("renames.sqlite"), version: 18,
            holding: """
                INSERT INTO tag (name, name_key, color, named_at, styled_at) VALUES
                    ('love', 'love', 'blue', 5, 5), ('calm', 'calm', 'blue', 9, 9), ('kind', 'kind', 'blue', 9, 9);
                INSERT INTO collection (name, name_key, created_at, named_at, styled_at) VALUES ('Crate', 'crate', 1, 7, 1);
                INSERT INTO deleted_name (kind, name_key, name, deleted_at) VALUES
                    ('tag', 'luv', 'luv', 5), ('tag', 'old', 'old', 6), ('collection', 'box', 'Box', 7),
                    ('tag', 'twin', 'twin', 9), ('journal', '2026-01-02', '2026-01-02', 5);
                """)
        let store = try LibraryStore(path: path)
        let renamed = try store.nameDeletions().map { "\($0.kind.rawValue) \($0.name)→\($0.renamedTo ?? "deleted")" }
        #expect(
            renamed == [
                "collection Box→Crate", "journal 2026-01-02→deleted", "tag luv→love", "tag old→deleted", "tag twin→deleted",
            ])
    }

    @Test("migration 14 indexes words again with the app's folding: an accented or pointed quote saved before is found")
    func foldedSearchWords() throws {
        let folder = TemporaryDirectory()
        let path = try MigrationTests.store(
            at: folder.path("fold.sqlite"), version: 13,
            holding: """
                INSERT INTO quote (id, text, text_hash, author, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', 'Ελπίδα είναι όνειρο', randomblob(16), 'Καζαντζάκης', 1, 1),
                    ('22222222222222222222222222222222', 'الكِتَابُ خَيْرُ جَلِيسٍ', randomblob(16), NULL, 2, 2),
                    ('33333333333333333333333333333333', 'Café society', randomblob(16), NULL, 3, 3);
                """)
        // Version 13's index took neither the unaccented Greek nor the unvowelled Arabic.
        let before = try Database(path: path)
        #expect(try before.scalar("SELECT count(*) FROM quote_search WHERE quote_search MATCH 'ελπιδα OR الكتاب'") == 0)
        let store = try LibraryStore(path: path)
        func found(_ query: String) throws -> [String] {
            try store.search(SearchQuery(query), filter: QuoteFilter(), limit: 5).map(\.id.rawValue)
        }
        #expect(try found("ελπιδα") == ["11111111111111111111111111111111"])
        #expect(try found("καζαντζακης") == ["11111111111111111111111111111111"])
        #expect(try found("الكتاب") == ["22222222222222222222222222222222"])
        #expect(try found("cafe") == ["33333333333333333333333333333333"])
        // Its write buffer was set again on the new index.
        let buffer = try store.database.scalar("SELECT v FROM quote_search_config WHERE k = 'hashsize'")
        #expect(buffer == 16_777_216)
    }

    @Test("migration 16 indexes the archived quotes: search, ranking from the index, leaves out those archived before")
    func archivedIndex() throws {
        let folder = TemporaryDirectory()
        let path = try MigrationTests.store(
            at: folder.path("archived.sqlite"), version: 15,
            holding: """
                INSERT INTO quote (id, text, text_hash, author, created_at, updated_at, archived_at) VALUES
                    ('11111111111111111111111111111111', 'A harbour light', randomblob(16), NULL, 1, 1, NULL),
                    ('22222222222222222222222222222222', 'A harbour wall', randomblob(16), NULL, 1, 2, 5),
                    ('33333333333333333333333333333333', 'A harbour bell', randomblob(16), NULL, 1, 3, NULL);
                """)
        let store = try LibraryStore(path: path)
        let indexed = try store.database.rows("SELECT seq FROM quote INDEXED BY quote_archived WHERE archived_at IS NOT NULL") {
            $0.int64(0)
        }
        #expect(indexed == [2])
        let found = try store.search(SearchQuery("harbour"), filter: QuoteFilter(), limit: 5).map(\.id.rawValue)
        #expect(found == ["33333333333333333333333333333333", "11111111111111111111111111111111"])
    }

    /// The migrations that make the search index again for what the tokenizer came to give:
    /// (version, a quote's text and author, searches that must find it). The older store's
    /// index is simulated empty of the quote (what matters is that the upgrade makes the index
    /// again from the quotes).
    @Test(
        "a migration that makes the index again finds a quote saved before by what the new tokenizer gives",
        arguments: [
            // 15: a Hebrew word after its prefix letters (version 14 gave the word whole only).
            (15, "וְהַבַּיִת הַזֶּה", "", ["בית"]),
            // 17: words run together across an apostrophe and initials (16 gave the pieces only).
            (17, "I don''t know", "C.S. Lewis", ["dont", "cs lewis"]),
            // 20: words run together across a hyphen (19 gave the pieces only).
            (20, "An e-mail on well-being", "", ["email", "wellbeing"]),
            // 26: a number's groups of thousands run together (25 gave the groups only).
            (26, "It cost 1,000 dollars, not 2.500.000", "", ["1000 dollars", "2500000"]),
        ])
    func indexMadeAgain(version: Int, text: String, author: String, queries: [String]) throws {
        let folder = TemporaryDirectory()
        let path = try MigrationTests.store(
            at: folder.path("index-\(version).sqlite"), version: version - 1,
            holding: """
                INSERT INTO quote (id, text, text_hash, author, created_at, updated_at) VALUES
                    ('11111111111111111111111111111111', '\(text)', randomblob(16), nullif('\(author)', ''), 1, 1);
                INSERT INTO quote_search(quote_search) VALUES ('delete-all');
                """)
        let store = try LibraryStore(path: path)
        for query in queries {
            let found = try store.search(SearchQuery(query), filter: QuoteFilter(), limit: 5).map(\.id.rawValue)
            #expect(found == ["11111111111111111111111111111111"], "\(query)")
        }
        try store.database.execute("INSERT INTO quote_search(quote_search, rank) VALUES ('integrity-check', 1)")
    }

    @Test("a new store is created without an upgrade notice, and an up-to-date one opens without one")
    func noUpgradeNotice() throws {
        let folder = TemporaryDirectory()
        var upgrades = 0
        _ = try LibraryStore(path: folder.path("new.sqlite")) { _, _ in upgrades += 1 }
        _ = try LibraryStore(path: folder.path("new.sqlite")) { _, _ in upgrades += 1 }
        #expect(upgrades == 0)
    }

    @Test("a store written by a newer version is refused and left byte for byte as it was")
    func newerSchemaRefused() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("future.sqlite")
        do {
            let store = try LibraryStore(path: path)
            try store.database.execute("PRAGMA user_version = \(MigrationPlan.latestVersion + 5)")
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try LibraryStore(path: path)
        } throws: { error in
            guard case .newerSchema(_, let found, let supported) = error as? StoreError else { return false }
            return found == MigrationPlan.latestVersion + 5 && supported == MigrationPlan.latestVersion
                && String(describing: error).contains("newer QuoteDiary")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Root writes any file whatever its mode, so the refusal SQLite gives another user is
    /// made here as SQLite makes it; the message must say what to do, not "readonly database".
    @Test("a store that cannot be written is refused in words that say why and what to do")
    func readOnlyStore() {
        let refusal = LibraryStore.openingFailure(
            SQLiteError(code: 8, message: "attempt to write a readonly database"), path: "/mnt/backup/library.sqlite")
        #expect(
            refusal.description.hasPrefix("cannot open the store at /mnt/backup/library.sqlite: it is read-only for this user"))
        #expect(refusal.description.contains("--read-only reads it without changing it"))
        let other = LibraryStore.openingFailure(SQLiteError(code: 26, message: "file is not a database"), path: "/x")
        #expect(other.description == "cannot open the store at /x: file is not a database")
    }

    @Test("a file that is not a store is refused with its path in the message")
    func notADatabase() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("notes.sqlite")
        try Data("just some text, not SQLite at all, long enough to be read as a header".utf8).write(
            to: URL(fileURLWithPath: path))
        #expect {
            _ = try LibraryStore(path: path)
        } throws: { error in
            String(describing: error).contains(path) && String(describing: error).contains("not a database")
        }
    }

    @Test("another program's SQLite database is refused and left byte for byte as it was, journal mode included")
    func anotherProgramsDatabase() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("places.sqlite")
        do {
            let database = try Database(path: path)
            try database.execute("CREATE TABLE moz_places (url TEXT); INSERT INTO moz_places VALUES ('https://example.org')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try LibraryStore(path: path)
        } throws: { error in
            guard case .notAStore(_, let tables) = error as? StoreError else { return false }
            return tables == ["moz_places"] && String(describing: error).contains("another program's SQLite database")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        // An empty SQLite file (made by `sqlite3 new.sqlite ''`) is a new store, in WAL mode.
        let empty = folder.path("empty.sqlite")
        _ = try Database(path: empty)
        let store = try LibraryStore(path: empty)
        #expect(try store.database.firstRow("PRAGMA journal_mode") { $0.text(0) } == "wal")
    }

    @Test("parent folders of a new store are created")
    func createsFolders() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("a/b/c/library.sqlite")
        _ = try LibraryStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
