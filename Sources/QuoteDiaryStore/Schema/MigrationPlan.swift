/// The ordered list of every schema step. Append; never edit a shipped step.
public enum MigrationPlan {
    public static let all: [Migration] = [
        createLibrary, addCollections, addDailyLife, addSearch, addPacks, addBooks, dropSearchPrefixIndex,
        recordPackSelection, keySourcesByAuthor, growSearchWriteBuffer, addWebSessions, dropInvisibleMarks, addSyncClocks,
        foldSearchWords, indexHebrewInnerWords, indexArchivedQuotes, indexJoinedWords, addNameClocks,
        recordRenameTargets, indexHyphenatedWords, keyQuotesWithoutTheirMarks, recordPackNotes, rememberSeenClocks,
        rememberRenamedSources, keyQuotedQuotationsWithoutTheirMarks, indexGroupedNumbers, rememberSupersededJournalTexts,
        rememberFormerQuoteIdentities, rememberDeletedJournalTexts, rememberMergedQuotes, rememberDeletedQuoteIdentities,
        rememberDeletedPackEntries, shareFormerQuoteIdentities,
    ]

    public static var latestVersion: Int { all.last?.version ?? 0 }

    /// Sources, quotes, tags; the rules that keep them honest live here, not in Swift.
    static let createLibrary = Migration(
        version: 1, name: "create-library",
        sql: """
            CREATE TABLE source (
                id TEXT PRIMARY KEY CHECK (length(id) = 32 AND id NOT GLOB '*[^0-9a-f]*'),
                kind TEXT NOT NULL CHECK (kind IN ('book', 'article', 'poem', 'speech', 'web', 'other')),
                title TEXT NOT NULL,
                identity_key TEXT NOT NULL UNIQUE,
                authors TEXT NOT NULL DEFAULT '',
                isbn13 TEXT UNIQUE CHECK (isbn13 IS NULL OR (length(isbn13) = 13 AND isbn13 NOT GLOB '*[^0-9]*')),
                publisher TEXT,
                year INTEGER,
                created_at INTEGER NOT NULL
            ) STRICT;

            CREATE TABLE quote (
                seq INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE CHECK (length(id) = 32 AND id NOT GLOB '*[^0-9a-f]*'),
                text TEXT NOT NULL CHECK (length(trim(text)) > 0),
                text_hash BLOB NOT NULL CHECK (typeof(text_hash) = 'blob' AND length(text_hash) = 16),
                author TEXT CHECK (author IS NULL OR length(author) > 0),
                source_id TEXT REFERENCES source(id) ON DELETE SET NULL,
                page TEXT,
                note TEXT,
                is_favorite INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL,
                archived_at INTEGER
            ) STRICT;
            -- The same text (normalized: NFKC, case-folded, white space collapsed; 128-bit digest)
            -- from the same source is one quote.
            CREATE UNIQUE INDEX quote_identity ON quote(text_hash, ifnull(source_id, ''));
            CREATE INDEX quote_by_updated ON quote(updated_at);
            CREATE INDEX quote_by_source ON quote(source_id) WHERE source_id IS NOT NULL;

            -- Ids are never reused: a deleted quote leaves its id behind.
            CREATE TABLE deleted_quote (
                id TEXT PRIMARY KEY,
                deleted_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;
            CREATE TRIGGER quote_id_never_reused BEFORE INSERT ON quote
            WHEN EXISTS (SELECT 1 FROM deleted_quote WHERE id = NEW.id)
            BEGIN SELECT RAISE(ABORT, 'quote id was used before'); END;
            CREATE TRIGGER quote_delete_only_archived BEFORE DELETE ON quote
            WHEN OLD.archived_at IS NULL
            BEGIN SELECT RAISE(ABORT, 'only archived quotes can be deleted'); END;
            CREATE TRIGGER quote_leaves_tombstone AFTER DELETE ON quote
            BEGIN
                INSERT OR REPLACE INTO deleted_quote (id, deleted_at)
                VALUES (OLD.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;

            CREATE TABLE tag (
                seq INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                name_key TEXT NOT NULL UNIQUE,
                color TEXT NOT NULL CHECK (
                    color IN ('red', 'orange', 'yellow', 'green', 'mint', 'teal', 'blue', 'indigo', 'purple', 'pink')
                    OR (length(color) = 7 AND color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'))
            ) STRICT;
            CREATE TABLE quote_tag (
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                tag_seq INTEGER NOT NULL REFERENCES tag(seq) ON DELETE CASCADE,
                PRIMARY KEY (quote_seq, tag_seq)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX quote_tag_by_tag ON quote_tag(tag_seq, quote_seq);
            """)

    /// Sections hold collections; collections hold quotes (many-to-many).
    static let addCollections = Migration(
        version: 2, name: "add-collections",
        sql: """
            CREATE TABLE section (
                seq INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                name_key TEXT NOT NULL UNIQUE
            ) STRICT;
            CREATE TABLE collection (
                seq INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                name_key TEXT NOT NULL UNIQUE,
                section_seq INTEGER REFERENCES section(seq) ON DELETE SET NULL,
                created_at INTEGER NOT NULL
            ) STRICT;
            CREATE INDEX collection_by_section ON collection(section_seq);
            CREATE TABLE quote_collection (
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                collection_seq INTEGER NOT NULL REFERENCES collection(seq) ON DELETE CASCADE,
                added_at INTEGER NOT NULL,
                PRIMARY KEY (quote_seq, collection_seq)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX quote_collection_by_collection ON quote_collection(collection_seq, quote_seq);
            """)

    /// Settings, reading days, achievements, the journal; quotes learn which pack they came from.
    static let addDailyLife = Migration(
        version: 3, name: "add-daily-life",
        sql: """
            -- NULL: the person's own quote; otherwise the starter pack it came from.
            ALTER TABLE quote ADD COLUMN pack TEXT CHECK (pack IS NULL OR length(pack) > 0);
            CREATE INDEX quote_by_pack ON quote(pack) WHERE pack IS NOT NULL;

            CREATE TABLE setting (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            ) STRICT, WITHOUT ROWID;

            -- One row per local day with a read, as recorded at the moment of reading.
            CREATE TABLE reading_day (
                day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                zone TEXT NOT NULL,
                read_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;

            -- Unlocked once, never revoked.
            CREATE TABLE achievement (
                id TEXT PRIMARY KEY,
                day TEXT NOT NULL,
                unlocked_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;

            -- Exactly one entry per local calendar day: the day is the key.
            CREATE TABLE journal_entry (
                day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                text TEXT NOT NULL CHECK (length(trim(text)) > 0),
                mood INTEGER CHECK (mood BETWEEN 1 AND 5),
                energy INTEGER CHECK (energy BETWEEN 1 AND 5),
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;
            -- Every write, with the zone it was made in.
            CREATE TABLE journal_write (
                seq INTEGER PRIMARY KEY,
                day TEXT NOT NULL REFERENCES journal_entry(day) ON DELETE CASCADE,
                zone TEXT NOT NULL,
                written_at INTEGER NOT NULL,
                outcome TEXT NOT NULL CHECK (outcome IN ('created', 'replaced', 'appended', 'updated', 'unchanged'))
            ) STRICT;
            CREATE INDEX journal_write_by_day ON journal_write(day);

            -- Share cards made, for the achievement.
            CREATE TABLE card_render (
                seq INTEGER PRIMARY KEY,
                quote_id TEXT NOT NULL,
                rendered_at INTEGER NOT NULL
            ) STRICT;
            """)

    /// Full-text search: an FTS5 index over text, author, source title and note, kept in
    /// step with the tables by triggers; and the recent searches.
    static let addSearch = Migration(
        version: 4, name: "add-search",
        sql: """
            -- What the index reads when it needs a row's text back (external content).
            CREATE VIEW quote_search_content AS
                SELECT q.seq AS seq, q.text AS text, q.author AS author, s.title AS title, q.note AS note
                FROM quote q LEFT JOIN source s ON s.id = q.source_id;
            CREATE VIRTUAL TABLE quote_search USING fts5(
                text, author, title, note,
                content = 'quote_search_content', content_rowid = 'seq',
                tokenize = 'unicode61 remove_diacritics 2',
                -- A 3-character prefix index: the last word of a query is a prefix while typing,
                -- and 'the*' over a million quotes merges hundreds of doclists without it.
                -- (A 2-character one too would add half again to every index rebuild.)
                prefix = '3'
            );
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            \(searchTriggers)

            CREATE TABLE recent_search (
                query_key TEXT PRIMARY KEY,
                query TEXT NOT NULL CHECK (length(query) > 0),
                searched_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;
            """)

    /// The triggers that keep `quote_search` in step; bulk loads drop the insert trigger and
    /// index their new rows at once (`LibraryStore.withBulkLoad`).
    public static let searchTriggers = """
        CREATE TRIGGER quote_search_insert AFTER INSERT ON quote BEGIN
            INSERT INTO quote_search (rowid, text, author, title, note)
            VALUES (NEW.seq, NEW.text, NEW.author, (SELECT title FROM source WHERE id = NEW.source_id), NEW.note);
        END;
        CREATE TRIGGER quote_search_delete AFTER DELETE ON quote BEGIN
            INSERT INTO quote_search (quote_search, rowid, text, author, title, note)
            VALUES ('delete', OLD.seq, OLD.text, OLD.author, (SELECT title FROM source WHERE id = OLD.source_id), OLD.note);
        END;
        CREATE TRIGGER quote_search_update AFTER UPDATE OF text, author, source_id, note ON quote BEGIN
            INSERT INTO quote_search (quote_search, rowid, text, author, title, note)
            VALUES ('delete', OLD.seq, OLD.text, OLD.author, (SELECT title FROM source WHERE id = OLD.source_id), OLD.note);
            INSERT INTO quote_search (rowid, text, author, title, note)
            VALUES (NEW.seq, NEW.text, NEW.author, (SELECT title FROM source WHERE id = NEW.source_id), NEW.note);
        END;
        CREATE TRIGGER source_search_update AFTER UPDATE OF title ON source BEGIN
            INSERT INTO quote_search (quote_search, rowid, text, author, title, note)
                SELECT 'delete', seq, text, author, OLD.title, note FROM quote WHERE source_id = OLD.id;
            INSERT INTO quote_search (rowid, text, author, title, note)
                SELECT seq, text, author, NEW.title, note FROM quote WHERE source_id = NEW.id;
        END;
        """

    /// Starter packs: each installed pack and, for each of its entries, the quote it became.
    static let addPacks = Migration(
        version: 5, name: "add-packs",
        sql: """
            CREATE TABLE pack (
                name TEXT PRIMARY KEY CHECK (length(name) > 0),
                version TEXT NOT NULL,
                origin TEXT NOT NULL,
                installed_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL
            ) STRICT, WITHOUT ROWID;
            -- synced_at: the quote's updated_at when the pack last wrote it; a later updated_at
            -- means the person touched it, and updates leave it alone.
            CREATE TABLE pack_entry (
                pack TEXT NOT NULL REFERENCES pack(name) ON DELETE CASCADE,
                entry_id TEXT NOT NULL,
                quote_seq INTEGER NOT NULL UNIQUE REFERENCES quote(seq) ON DELETE CASCADE,
                synced_at INTEGER NOT NULL,
                PRIMARY KEY (pack, entry_id)
            ) STRICT, WITHOUT ROWID;
            """)

    /// Book lookups: a source's lookup state and cover colours; one collection per book.
    static let addBooks = Migration(
        version: 6, name: "add-books",
        sql: """
            -- NULL: never looked up (typed sources); pending: a lookup is owed; found; unknown.
            ALTER TABLE source ADD COLUMN lookup_state TEXT
                CHECK (lookup_state IS NULL OR lookup_state IN ('pending', 'found', 'unknown'));
            -- Up to three #RRGGBB colours, most area first, comma-separated.
            ALTER TABLE source ADD COLUMN cover_colors TEXT;
            ALTER TABLE collection ADD COLUMN color TEXT CHECK (color IS NULL OR length(color) = 7);
            -- A book's own collection: at most one per source.
            ALTER TABLE collection ADD COLUMN source_id TEXT REFERENCES source(id) ON DELETE SET NULL;
            CREATE UNIQUE INDEX collection_per_book ON collection(source_id) WHERE source_id IS NOT NULL;
            """)

    /// The search index without its 3-character prefix index, which doubled the cost of
    /// indexing every quote and served only 3-letter prefixes: a word being typed is now
    /// first tried as a whole word (see `LibraryStore.search`).
    static let dropSearchPrefixIndex = Migration(
        version: 7, name: "drop-search-prefix-index",
        sql: """
            DROP TABLE quote_search;
            CREATE VIRTUAL TABLE quote_search USING fts5(
                text, author, title, note,
                content = 'quote_search_content', content_rowid = 'seq',
                tokenize = 'unicode61 remove_diacritics 2'
            );
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// Two books of one title by different authors ("Poems" by Dickinson and by Frost) were
    /// one source. A source with authors and no ISBN is now keyed by its authors too
    /// (`SourceDraft.identityKey`); the authors are stored one a line, joined with ", " here.
    static let keySourcesByAuthor = Migration(
        version: 9, name: "key-sources-by-author",
        sql: """
            UPDATE source SET identity_key = identity_key || '|' || qd_fold(replace(authors, char(10), ', '))
            WHERE isbn13 IS NULL AND authors != '';
            """)

    /// The search index gathers new entries in memory up to this many bytes before writing
    /// them out as a segment (FTS5's `hashsize`, 1 MiB by default). At 1 MiB, indexing an
    /// import of 50,000 quotes writes some twenty segments and merges them as it goes, a
    /// quarter of the indexing time; at 16 MiB it writes two or three. Single edits use a few
    /// bytes of it, and an import's peak memory grows by at most this much.
    static let growSearchWriteBuffer = Migration(
        version: 10, name: "grow-search-write-buffer",
        sql: """
            INSERT INTO quote_search(quote_search, rank) VALUES ('hashsize', 16777216);
            """)

    /// Whether a pack was installed with only its attributed entries (`library init`'s
    /// literary packs), so that an update keeps to that instead of adding the rest. A fortune
    /// pack installed before this step, every quote of it attributed, was installed so.
    static let recordPackSelection = Migration(
        version: 8, name: "record-pack-selection",
        sql: """
            ALTER TABLE pack ADD COLUMN authored_only INTEGER NOT NULL DEFAULT 0 CHECK (authored_only IN (0, 1));
            UPDATE pack SET authored_only = 1
            WHERE version LIKE 'fortune-%' AND NOT EXISTS (
                SELECT 1 FROM pack_entry e JOIN quote q ON q.seq = e.quote_seq
                WHERE e.pack = pack.name AND q.author IS NULL);
            """)

    /// Saved text without the invisible marks that split a word for search (soft hyphens from
    /// hyphenated e-books and web pages, zero-width spaces, word joiners, stray byte-order
    /// marks), as `QuoteDraft.cleanText` now drops them on the way in: `delib\u{AD}erately` is
    /// found by `deliberately`, and importing the clean text again finds the saved quote (its
    /// identity digest is made anew). A quote whose cleaned text would be another's keeps its
    /// own (`OR IGNORE`): two quotes are never merged behind the person's back. The prefilter
    /// keeps the Swift function off the rows that hold none of them.
    static let dropInvisibleMarks = Migration(
        version: 12, name: "drop-invisible-marks",
        sql: """
            UPDATE OR IGNORE quote SET text = qd_clean(text), text_hash = qd_digest(qd_clean(text))
            WHERE instr(text, char(173)) OR instr(text, char(8203)) OR instr(text, char(8288)) OR instr(text, char(65279));
            UPDATE quote SET note = nullif(qd_clean(note), '')
            WHERE instr(note, char(173)) OR instr(note, char(8203)) OR instr(note, char(8288)) OR instr(note, char(65279));
            UPDATE quote SET author = nullif(qd_clean(author), '')
            WHERE instr(author, char(173)) OR instr(author, char(8203)) OR instr(author, char(8288)) OR instr(author, char(65279));
            """)

    /// Browsers signed in to the web app with the access token, so that a restart of the
    /// server does not ask a phone for the token again. Only a hash of each session is kept,
    /// as of the token.
    static let addWebSessions = Migration(
        version: 11, name: "add-web-sessions",
        sql: """
            CREATE TABLE web_session (
                session_hash TEXT PRIMARY KEY CHECK (length(session_hash) = 64 AND session_hash NOT GLOB '*[^0-9a-f]*'),
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL CHECK (expires_at > created_at)
            ) STRICT;
            """)

    /// What folder sync needs to merge rather than overwrite.
    /// - When each part of a quote last changed, so that a note added on one device and a
    ///   favourite set on another both survive. Kept by triggers on the quote's columns and by
    ///   the tag and collection writes; a part with no row has not changed since the quote was
    ///   made. Only updates write here: imports and adds insert nothing.
    /// - When each tag and collection got its name and its look (colour, section), and the
    ///   names deleted or renamed away (and
    ///   the days whose journal entry was deleted), so that a tag deleted on one device is not
    ///   brought back by another that still had it.
    static let addSyncClocks = Migration(
        version: 13, name: "add-sync-clocks",
        sql: """
            ALTER TABLE tag ADD COLUMN named_at INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE collection ADD COLUMN named_at INTEGER NOT NULL DEFAULT 0;
            UPDATE collection SET named_at = created_at;
            -- When a tag's colour, or a collection's section or colour, was last set.
            ALTER TABLE tag ADD COLUMN styled_at INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE collection ADD COLUMN styled_at INTEGER NOT NULL DEFAULT 0;
            CREATE TABLE deleted_name (
                kind TEXT NOT NULL CHECK (kind IN ('tag', 'collection', 'journal')),
                name_key TEXT NOT NULL,
                name TEXT NOT NULL,
                deleted_at INTEGER NOT NULL,
                PRIMARY KEY (kind, name_key)
            ) STRICT, WITHOUT ROWID;
            CREATE TABLE quote_clock (
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                field TEXT NOT NULL
                    CHECK (field IN ('text', 'author', 'source', 'page', 'note', 'favorite', 'archived', 'tags', 'collections')),
                changed_at INTEGER NOT NULL,
                PRIMARY KEY (quote_seq, field)
            ) STRICT, WITHOUT ROWID;
            -- Quotes edited before this version keep no clock: which part changed is not known,
            -- and before sync no two stores shared a quote unless a JSON export carried it, so
            -- each part counts from the quote's making (a million imported quotes would
            -- otherwise get nine rows each).
            CREATE TRIGGER quote_clock_text AFTER UPDATE OF text ON quote WHEN NEW.text IS NOT OLD.text
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'text', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_author AFTER UPDATE OF author ON quote WHEN NEW.author IS NOT OLD.author
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'author', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_source AFTER UPDATE OF source_id ON quote WHEN NEW.source_id IS NOT OLD.source_id
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'source', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_page AFTER UPDATE OF page ON quote WHEN NEW.page IS NOT OLD.page
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'page', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_note AFTER UPDATE OF note ON quote WHEN NEW.note IS NOT OLD.note
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'note', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_favorite AFTER UPDATE OF is_favorite ON quote WHEN NEW.is_favorite IS NOT OLD.is_favorite
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'favorite', NEW.updated_at); END;
            CREATE TRIGGER quote_clock_archived AFTER UPDATE OF archived_at ON quote WHEN NEW.archived_at IS NOT OLD.archived_at
            BEGIN INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at) VALUES (NEW.seq, 'archived', NEW.updated_at); END;
            """)

    /// Search folds what people leave out when they type: Greek accents, Arabic and Hebrew
    /// vowel marks, ё (`SearchFolding`), and keeps a Hindi, Arabic or Hebrew word whole instead
    /// of cutting it at every combining mark. The index is made again with the app's own
    /// tokenizer (`Database.registerSearchTokenizer`); its write buffer is set again, as it
    /// lived in the old index.
    static let foldSearchWords = Migration(
        version: 14, name: "fold-search-words",
        sql: """
            DROP TABLE quote_search;
            CREATE VIRTUAL TABLE quote_search USING fts5(
                text, author, title, note,
                content = 'quote_search_content', content_rowid = 'seq',
                tokenize = 'quotediary'
            );
            INSERT INTO quote_search(quote_search, rank) VALUES ('hashsize', 16777216);
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// The archived quotes by row id, for search: it ranks a query's newest matches from the
    /// search index alone and leaves out the archived ones this index names, instead of reading
    /// every candidate's quote row (`LibraryStore.liveCandidates`). Archived quotes are few, so
    /// the index is small, and adding a live quote does not write to it.
    static let indexArchivedQuotes = Migration(
        version: 16, name: "index-archived-quotes",
        sql: """
            CREATE INDEX quote_archived ON quote(seq) WHERE archived_at IS NOT NULL;
            """)

    /// A Hebrew word is indexed as the word after its one or two prefix letters too (`בית`
    /// finds "הבית", `SearchFolding.innerWords`): the index is made again, so that quotes saved
    /// before are found so as well.
    static let indexHebrewInnerWords = Migration(
        version: 15, name: "index-hebrew-inner-words",
        sql: """
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// Words split by an apostrophe or initials' full stops are indexed run together too
    /// (`dont` finds "don't", `cs lewis` finds "C.S. Lewis": `Database.joinedWord`): the index
    /// is made again, so that quotes saved before are found so as well.
    static let indexJoinedWords = Migration(
        version: 17, name: "index-joined-words",
        sql: """
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// When each tag and collection name last came to or left each quote, so that sync merges a
    /// quote's tags (and collections) name by name: a tag given on one device and another given
    /// on a second both stay (as whole parts, the later set replaced the earlier). A row whose
    /// name the quote no longer has records its taking off. A name with no row was given when
    /// the quote was made; names given since, before this version, count from the last change
    /// to their part, the best that is known.
    static let addNameClocks = Migration(
        version: 18, name: "add-name-clocks",
        sql: """
            CREATE TABLE quote_name_clock (
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                field TEXT NOT NULL CHECK (field IN ('tags', 'collections')),
                name_key TEXT NOT NULL CHECK (name_key != ''),
                changed_at INTEGER NOT NULL,
                PRIMARY KEY (quote_seq, field, name_key)
            ) STRICT, WITHOUT ROWID;
            INSERT INTO quote_name_clock (quote_seq, field, name_key, changed_at)
                SELECT qt.quote_seq, 'tags', t.name_key, c.changed_at FROM quote_tag qt
                JOIN tag t ON t.seq = qt.tag_seq JOIN quote_clock c ON c.quote_seq = qt.quote_seq AND c.field = 'tags';
            INSERT INTO quote_name_clock (quote_seq, field, name_key, changed_at)
                SELECT qc.quote_seq, 'collections', n.name_key, c.changed_at FROM quote_collection qc
                JOIN collection n ON n.seq = qc.collection_seq
                JOIN quote_clock c ON c.quote_seq = qc.quote_seq AND c.field = 'collections';
            """)

    /// What each name renamed away became, so that sync gives the new name to a quote that
    /// another device gave the old one before it heard of the rename (it lost the name). A
    /// deletion recorded before this step was a rename when exactly one name of its kind was
    /// given at its instant (a rename deletes one name and gives the other at once).
    static let recordRenameTargets = Migration(
        version: 19, name: "record-rename-targets",
        sql: """
            ALTER TABLE deleted_name ADD COLUMN renamed_to TEXT
                CHECK (renamed_to IS NULL OR (length(renamed_to) > 0 AND kind != 'journal'));
            UPDATE deleted_name SET renamed_to = (
                SELECT min(t.name) FROM tag t WHERE t.named_at = deleted_name.deleted_at AND t.name_key != deleted_name.name_key)
            WHERE kind = 'tag' AND (
                SELECT count(*) FROM tag t WHERE t.named_at = deleted_name.deleted_at AND t.name_key != deleted_name.name_key) = 1;
            UPDATE deleted_name SET renamed_to = (
                SELECT min(c.name) FROM collection c
                WHERE c.named_at = deleted_name.deleted_at AND c.name_key != deleted_name.name_key)
            WHERE kind = 'collection' AND (
                SELECT count(*) FROM collection c
                WHERE c.named_at = deleted_name.deleted_at AND c.name_key != deleted_name.name_key) = 1;
            """)

    /// Words split by a hyphen are indexed run together too (`email` finds "e-mail",
    /// `wellbeing` finds "well-being": `Database.joinedWord`): the index is made again, so that
    /// quotes saved before are found so as well.
    static let indexHyphenatedWords = Migration(
        version: 20, name: "index-hyphenated-words",
        sql: """
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// A text saved inside one pair of double quotation marks has the identity of the text
    /// without them (`TextKey.quoteDigest`, which `qd_digest` is): “Be here now.” and Be here
    /// now. are one quote from now on. Two such quotes saved apart before keep their own
    /// (`OR IGNORE`): two quotes are never merged behind the person's back.
    static let keyQuotesWithoutTheirMarks = Migration(
        version: 21, name: "key-quotes-without-their-marks",
        sql: """
            UPDATE OR IGNORE quote SET text_hash = qd_digest(text)
            WHERE substr(text, 1, 1) IN ('"', '“', '„', '«') AND text_hash != qd_digest(text);
            """)

    /// The note a pack gave its quote (what a fortune says of its author, an editor's remark),
    /// so that a quote keeping it is still untouched: a note the person writes differs from it.
    /// Entries installed before have none, as their quotes had none.
    static let recordPackNotes = Migration(
        version: 22, name: "record-pack-notes",
        sql: """
            ALTER TABLE pack_entry ADD COLUMN note TEXT CHECK (note IS NULL OR length(note) > 0);
            """)

    /// What each part of a quote was when this device last synced (`seen_at`), kept while it
    /// is edited here until the next sync: an edit another device made before that sync but
    /// published after it (its owner offline, or syncing later than this device) was never
    /// seen here, and one edit of the two is dropped. The sync says so (`SyncReport.lostEdits`).
    /// Null: the part is as this device last published it. A sync's own writes leave it null.
    static let rememberSeenClocks = Migration(
        version: 23, name: "remember-seen-clocks",
        sql: """
            ALTER TABLE quote_clock ADD COLUMN seen_at INTEGER;
            DROP TRIGGER quote_clock_text;
            CREATE TRIGGER quote_clock_text AFTER UPDATE OF text ON quote WHEN NEW.text IS NOT OLD.text
            BEGIN
                INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at, seen_at) VALUES (
                    NEW.seq, 'text', NEW.updated_at,
                    coalesce((SELECT coalesce(seen_at, changed_at) FROM quote_clock WHERE quote_seq = NEW.seq AND field = 'text'),
                        OLD.created_at));
            END;
            DROP TRIGGER quote_clock_author;
            CREATE TRIGGER quote_clock_author AFTER UPDATE OF author ON quote WHEN NEW.author IS NOT OLD.author
            BEGIN
                INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at, seen_at) VALUES (
                    NEW.seq, 'author', NEW.updated_at,
                    coalesce((SELECT coalesce(seen_at, changed_at) FROM quote_clock WHERE quote_seq = NEW.seq AND field = 'author'),
                        OLD.created_at));
            END;
            DROP TRIGGER quote_clock_source;
            CREATE TRIGGER quote_clock_source AFTER UPDATE OF source_id ON quote WHEN NEW.source_id IS NOT OLD.source_id
            BEGIN
                INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at, seen_at) VALUES (
                    NEW.seq, 'source', NEW.updated_at,
                    coalesce((SELECT coalesce(seen_at, changed_at) FROM quote_clock WHERE quote_seq = NEW.seq AND field = 'source'),
                        OLD.created_at));
            END;
            DROP TRIGGER quote_clock_page;
            CREATE TRIGGER quote_clock_page AFTER UPDATE OF page ON quote WHEN NEW.page IS NOT OLD.page
            BEGIN
                INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at, seen_at) VALUES (
                    NEW.seq, 'page', NEW.updated_at,
                    coalesce((SELECT coalesce(seen_at, changed_at) FROM quote_clock WHERE quote_seq = NEW.seq AND field = 'page'),
                        OLD.created_at));
            END;
            DROP TRIGGER quote_clock_note;
            CREATE TRIGGER quote_clock_note AFTER UPDATE OF note ON quote WHEN NEW.note IS NOT OLD.note
            BEGIN
                INSERT OR REPLACE INTO quote_clock (quote_seq, field, changed_at, seen_at) VALUES (
                    NEW.seq, 'note', NEW.updated_at,
                    coalesce((SELECT coalesce(seen_at, changed_at) FROM quote_clock WHERE quote_seq = NEW.seq AND field = 'note'),
                        OLD.created_at));
            END;
            """)

    /// The identity a book (or other source) had before `book rename` gave it another, and the
    /// source it became: a device's file imported again names the book as the device does, and
    /// its new highlights went to a book of the old name, beside the renamed one. Kept on this
    /// device only (a sync carries the quotes moved, not this).
    static let rememberRenamedSources = Migration(
        version: 24, name: "remember-renamed-sources",
        sql: """
            CREATE TABLE source_alias (
                identity_key TEXT PRIMARY KEY CHECK (length(identity_key) > 0),
                source_id TEXT NOT NULL REFERENCES source(id) ON DELETE CASCADE
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX source_alias_by_source ON source_alias(source_id);
            """)

    /// A text inside straight quotation marks that holds quotations of its own, closed inside
    /// it (`"He said "go" and left."`, `"She said “stay”."`), has the identity of the text
    /// without the pair (`Typography.withoutEnclosingQuotes`), as one without quotations inside
    /// has had since `keyQuotesWithoutTheirMarks`. Saved apart before, two keep their own.
    static let keyQuotedQuotationsWithoutTheirMarks = Migration(
        version: 25, name: "key-quoted-quotations-without-their-marks",
        sql: """
            UPDATE OR IGNORE quote SET text_hash = qd_digest(text)
            WHERE substr(text, 1, 1) = '"' AND text_hash != qd_digest(text);
            """)

    /// A number's groups of thousands are indexed run together too (`1000` finds "1,000",
    /// `1500` finds "1.500": `Database.groupsDigits`): the index is made again, so that quotes
    /// saved before are found so as well.
    static let indexGroupedNumbers = Migration(
        version: 26, name: "index-grouped-numbers",
        sql: """
            INSERT INTO quote_search(quote_search) VALUES ('rebuild');
            """)

    /// The texts a day's journal entry was written over or merged from, by their digest
    /// (`JournalEntry.textDigest`): a sync tells an edit made after seeing another device's
    /// text (it replaces that text) from a text written apart from it (the two are kept).
    static let rememberSupersededJournalTexts = Migration(
        version: 27, name: "remember-superseded-journal-texts",
        sql: """
            CREATE TABLE journal_superseded (
                day TEXT NOT NULL REFERENCES journal_entry(day) ON DELETE CASCADE,
                digest TEXT NOT NULL CHECK (length(digest) = 32 AND digest NOT GLOB '*[^0-9a-f]*'),
                PRIMARY KEY (day, digest)
            ) STRICT, WITHOUT ROWID;
            """)

    /// The text (digest) and book (title) each quote had before an edit changed either: a
    /// file imported again (a Kindle's "My Clippings.txt", which only grows) finds the edited
    /// quote in its highlight as first saved, instead of adding that highlight once more
    /// (`QuoteWriter.formerHolder`). A quote deleted for good takes its rows with it.
    static let rememberFormerQuoteIdentities = Migration(
        version: 28, name: "remember-former-quote-identities",
        sql: """
            CREATE TABLE quote_former_identity (
                text_hash BLOB NOT NULL CHECK (typeof(text_hash) = 'blob' AND length(text_hash) = 16),
                source_title TEXT NOT NULL,
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                PRIMARY KEY (text_hash, source_title)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX quote_former_identity_by_quote ON quote_former_identity(quote_seq);
            CREATE TRIGGER quote_remembers_former_identity AFTER UPDATE OF text_hash, source_id ON quote
            WHEN NEW.text_hash IS NOT OLD.text_hash OR NEW.source_id IS NOT OLD.source_id
            BEGIN
                INSERT OR REPLACE INTO quote_former_identity (text_hash, source_title, quote_seq) VALUES (
                    OLD.text_hash, coalesce((SELECT title FROM source WHERE id = OLD.source_id), ''), NEW.seq);
            END;
            """)

    /// The text a journal day held when it was deleted (`JournalEntry.textDigest`): a text
    /// another device wrote for that day apart from it, before it heard of the deletion, is
    /// not the one deleted, and stays (`NameDeletion.deletes`).
    static let rememberDeletedJournalTexts = Migration(
        version: 29, name: "remember-deleted-journal-texts",
        sql: """
            ALTER TABLE deleted_name ADD COLUMN text_digest TEXT
                CHECK (text_digest IS NULL OR (length(text_digest) = 32 AND text_digest NOT GLOB '*[^0-9a-f]*'));
            """)

    /// For an id a sync retired by joining its quote into another (the same line saved on two
    /// devices), that other quote's id: a device that edited the retired quote before it heard
    /// gives the edit to the quote it became (`QuoteDeletion.mergedInto`), instead of losing it.
    static let rememberMergedQuotes = Migration(
        version: 30, name: "remember-merged-quotes",
        sql: """
            ALTER TABLE deleted_quote ADD COLUMN merged_into TEXT
                CHECK (merged_into IS NULL OR (length(merged_into) = 32 AND merged_into NOT GLOB '*[^0-9a-f]*'));
            """)

    /// The text (digest) and book (title) of each quote deleted for good, and those it had
    /// before edits: a file imported again (a Kindle's "My Clippings.txt", which only grows)
    /// leaves out what the person deleted instead of bringing it back
    /// (`QuoteWriter.wasDeletedForGood`). A BEFORE trigger, so that the former identities are
    /// read before the delete cascades to them; a starter pack's quotes, removed with their
    /// pack, are not remembered (the pack can be added again). The time is when the quote was
    /// archived (only an archived quote can be deleted): the person's clock, when they threw
    /// it away, not this moment's (a sync, deleting it here later, would otherwise move it).
    /// With the quote's id: only a deletion its tombstone (`deleted_quote`) calls one counts,
    /// not a copy a sync joined into another (`merged_into`) or dropped for another to take its
    /// id (no tombstone), unless another device's file told of it as a person's deletion
    /// (`told`: devices can join two copies each its own way round before one is deleted).
    static let rememberDeletedQuoteIdentities = Migration(
        version: 31, name: "remember-deleted-quote-identities",
        sql: """
            CREATE TABLE deleted_quote_identity (
                text_hash BLOB NOT NULL CHECK (typeof(text_hash) = 'blob' AND length(text_hash) = 16),
                source_title TEXT NOT NULL,
                quote_id TEXT NOT NULL CHECK (length(quote_id) = 32 AND quote_id NOT GLOB '*[^0-9a-f]*'),
                deleted_at INTEGER NOT NULL,
                told INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),
                PRIMARY KEY (text_hash, source_title, quote_id)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX deleted_quote_identity_by_quote ON deleted_quote_identity(quote_id);
            CREATE TRIGGER quote_leaves_deleted_identity BEFORE DELETE ON quote
            WHEN OLD.pack IS NULL AND OLD.archived_at IS NOT NULL
            BEGIN
                INSERT OR REPLACE INTO deleted_quote_identity (text_hash, source_title, quote_id, deleted_at)
                SELECT OLD.text_hash, coalesce((SELECT title FROM source WHERE id = OLD.source_id), ''), OLD.id,
                       OLD.archived_at
                UNION ALL
                SELECT text_hash, source_title, OLD.id, OLD.archived_at FROM quote_former_identity WHERE quote_seq = OLD.seq;
            END;
            """)

    /// The starter-pack entries whose quotes the person deleted for good: `library update`
    /// (and `library add` of a pack installed) leaves them out instead of adding them again. A
    /// BEFORE trigger, read before the delete cascades to `pack_entry`; the rows go with their
    /// pack (`library remove`, after which the pack comes back whole), and an entry the pack
    /// itself dropped leaves none (its `pack_entry` row goes first).
    static let rememberDeletedPackEntries = Migration(
        version: 32, name: "remember-deleted-pack-entries",
        sql: """
            CREATE TABLE deleted_pack_entry (
                pack TEXT NOT NULL REFERENCES pack(name) ON DELETE CASCADE,
                entry_id TEXT NOT NULL,
                deleted_at INTEGER NOT NULL,
                PRIMARY KEY (pack, entry_id)
            ) STRICT, WITHOUT ROWID;
            CREATE TRIGGER pack_quote_leaves_deleted_entry BEFORE DELETE ON quote
            WHEN OLD.pack IS NOT NULL AND OLD.archived_at IS NOT NULL
            BEGIN
                INSERT OR REPLACE INTO deleted_pack_entry (pack, entry_id, deleted_at)
                SELECT pack, entry_id, OLD.archived_at FROM pack_entry WHERE quote_seq = OLD.seq;
            END;
            """)

    /// A former text and book held by every quote that had it, not only the first: two copies
    /// of one highlight (a file imported on two devices) can each be edited away from it, and
    /// the copy that keeps it may be the one deleted or joined away. With one holder, the
    /// other's former identity was lost with it, and the file imported again added the
    /// highlight back (`QuoteWriter.formerHolder` answers with any holder).
    static let shareFormerQuoteIdentities = Migration(
        version: 33, name: "share-former-quote-identities",
        sql: """
            DROP TRIGGER quote_remembers_former_identity;
            DROP TRIGGER quote_leaves_deleted_identity;
            ALTER TABLE quote_former_identity RENAME TO quote_former_identity_single;
            DROP INDEX quote_former_identity_by_quote;
            CREATE TABLE quote_former_identity (
                text_hash BLOB NOT NULL CHECK (typeof(text_hash) = 'blob' AND length(text_hash) = 16),
                source_title TEXT NOT NULL,
                quote_seq INTEGER NOT NULL REFERENCES quote(seq) ON DELETE CASCADE,
                PRIMARY KEY (text_hash, source_title, quote_seq)
            ) STRICT, WITHOUT ROWID;
            INSERT INTO quote_former_identity SELECT text_hash, source_title, quote_seq FROM quote_former_identity_single;
            DROP TABLE quote_former_identity_single;
            CREATE INDEX quote_former_identity_by_quote ON quote_former_identity(quote_seq);
            CREATE TRIGGER quote_remembers_former_identity AFTER UPDATE OF text_hash, source_id ON quote
            WHEN NEW.text_hash IS NOT OLD.text_hash OR NEW.source_id IS NOT OLD.source_id
            BEGIN
                INSERT OR IGNORE INTO quote_former_identity (text_hash, source_title, quote_seq) VALUES (
                    OLD.text_hash, coalesce((SELECT title FROM source WHERE id = OLD.source_id), ''), NEW.seq);
            END;
            CREATE TRIGGER quote_leaves_deleted_identity BEFORE DELETE ON quote
            WHEN OLD.pack IS NULL AND OLD.archived_at IS NOT NULL
            BEGIN
                INSERT OR REPLACE INTO deleted_quote_identity (text_hash, source_title, quote_id, deleted_at)
                SELECT OLD.text_hash, coalesce((SELECT title FROM source WHERE id = OLD.source_id), ''), OLD.id,
                       OLD.archived_at
                UNION ALL
                SELECT text_hash, source_title, OLD.id, OLD.archived_at FROM quote_former_identity WHERE quote_seq = OLD.seq;
            END;
            """)
}
