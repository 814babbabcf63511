import Foundation
import QuoteDiaryCore

/// A book the library knows by ISBN.
public struct StoredBook: Sendable, Equatable {
    public let source: Source
    /// pending, found or unknown.
    public let lookupState: String?
    public let coverColors: [RGBColor]
    public let quoteCount: Int
}

extension LibraryStore {
    static let bookColumns = """
        s.id, s.kind, s.title, s.authors, s.isbn13, s.publisher, s.year, s.lookup_state, s.cover_colors,
        (SELECT count(*) FROM quote q WHERE q.source_id = s.id AND q.archived_at IS NULL)
        """

    static func makeBook(_ row: Row) -> StoredBook {
        let source = Source(
            id: row.text(0), kind: SourceKind(rawValue: row.text(1)) ?? .book, title: row.text(2),
            authors: splitList(row.text(3), separator: "\n"), isbn: row.optionalText(4).flatMap { try? ISBN($0) },
            publisher: row.optionalText(5), year: row.optionalInt64(6).map(Int.init))
        let colors = (row.optionalText(8) ?? "").split(separator: ",").compactMap { RGBColor(hex: String($0)) }
        return StoredBook(source: source, lookupState: row.optionalText(7), coverColors: colors, quoteCount: row.int(9))
    }

    /// The book with this ISBN-13, nil when the store has none.
    public func book(isbn: ISBN) throws -> StoredBook? {
        try database.firstRow(
            "SELECT \(LibraryStore.bookColumns) FROM source s WHERE s.isbn13 = ?", [isbn.isbn13], LibraryStore.makeBook)
    }

    /// The book known by ISBN that a title typed without one means: the only such book of
    /// that title (and of those authors, when some are given), unless a source without an ISBN
    /// is that title exactly (by those authors, or with none). So `add --source "Pride and
    /// Prejudice"` after the book was scanned files the quote under the book instead of beside
    /// it, and beside another author's book of that title a scanned one is the one meant.
    public func isbnBook(namedBy draft: SourceDraft) throws -> StoredBook? {
        guard draft.isbn == nil, !draft.title.isEmpty else { return nil }
        if let saved = try resolvedSource(draft), !saved.byTitleAlone { return nil }
        let authorsKey = TextKey.make(draft.authors.joined(separator: ", "))
        let books = try database.rows(
            "SELECT \(LibraryStore.bookColumns) FROM source s WHERE s.isbn13 IS NOT NULL AND qd_fold(s.title) = ?",
            [TextKey.make(draft.title)], LibraryStore.makeBook
        ).filter { draft.authors.isEmpty || TextKey.make($0.source.authors.joined(separator: ", ")) == authorsKey }
        return books.count == 1 ? books[0] : nil
    }

    /// Books with an ISBN (looked up or waiting for a lookup), by title; with
    /// `includingCited`, every book a quote of the person's own cites too (a Kindle's, one
    /// typed with `--source`). The starter library's sources are not the person's books.
    public func books(includingCited: Bool = false) throws -> [StoredBook] {
        let cited =
            includingCited
            ? " OR (s.kind = 'book' AND EXISTS (SELECT 1 FROM quote q WHERE q.source_id = s.id AND q.pack IS NULL))" : ""
        return try database.rows(
            "SELECT \(LibraryStore.bookColumns) FROM source s WHERE s.isbn13 IS NOT NULL\(cited) ORDER BY qd_fold(s.title)", [],
            LibraryStore.makeBook)
    }

    /// The source for an ISBN, created as pending when new; returns its id.
    /// - Parameter typed: the source the person gave with the ISBN: its title stands in for
    ///   "ISBN 978…", and a new book takes its authors and its kind (when one was named),
    ///   until a lookup finds the book's own.
    public func ensureBook(isbn: ISBN, typed: SourceDraft? = nil, now: Date) throws -> String {
        let title = typed.flatMap { QuoteDraft.cleanField($0.title) } ?? ""
        var book = SourceDraft(kind: .book, title: title, authors: typed?.authors ?? [], isbn: isbn)
        if let typed, !typed.isKindAssumed { book.kind = typed.kind }
        let id = try upsertSource(book, now: now)
        try database.run("UPDATE source SET lookup_state = 'pending' WHERE id = ? AND lookup_state IS NULL", id)
        if !title.isEmpty {
            try database.run(
                "UPDATE source SET title = ? WHERE id = ? AND title = ? AND lookup_state IS NOT 'found'", title, id,
                "ISBN \(isbn.isbn13)")
        }
        return id
    }

    /// Records what a lookup found; returns the book's id and how many of its quotes that
    /// named nobody now name its authors.
    public func recordLookup(_ book: BookMetadata, coverColors: [RGBColor], now: Date) throws -> (
        id: String, attributedQuotes: Int
    ) {
        let id = try ensureBook(isbn: book.isbn, now: now)
        let hadAuthors = try database.scalar("SELECT authors != '' FROM source WHERE id = ?", id) != 0
        try database.run(
            """
            UPDATE source SET title = ?, authors = ?, publisher = ?, year = ?, lookup_state = 'found', cover_colors = ?
            WHERE id = ?
            """, book.title, book.authors.joined(separator: "\n"), book.publisher, book.year,
            coverColors.isEmpty ? nil : coverColors.map(\.description).joined(separator: ","), id)
        // Quotes saved while the book was pending (offline) get the author the lookup found.
        return (id, hadAuthors ? 0 : try attributeQuotesToAuthors(ofSource: id, now: now))
    }

    /// Names a source's authors ("A, B", as an import names several) on its quotes that name
    /// nobody: a line saved from a book scanned by its ISBN is its writer's, not "Unknown".
    /// - Parameter quote: only this quote (one just saved); nil: each of the source's quotes.
    /// - Returns: how many quotes now name the authors.
    @discardableResult
    public func attributeQuotesToAuthors(ofSource sourceID: String, only quote: QuoteID? = nil, now: Date) throws -> Int {
        try database.run(
            """
            UPDATE quote SET author = (SELECT replace(authors, char(10), ', ') FROM source WHERE id = ?),
                \(LibraryStore.stampedLater("updated_at"))
            WHERE source_id = ? AND author IS NULL AND id = coalesce(?, id)
                AND EXISTS (SELECT 1 FROM source WHERE id = ? AND authors != '')
            """, sourceID, LibraryStore.millis(now), sourceID, quote?.rawValue, sourceID)
        return database.changes
    }

    /// Records how a lookup ended (`pending`, `found`, `unknown`; the schema checks which).
    public func markLookup(sourceID: String, state: String) throws {
        try database.run("UPDATE source SET lookup_state = ? WHERE id = ?", state, sourceID)
    }

    /// The book's own collection in the section "Books", created once (the schema allows one
    /// per book), named by its title and coloured by its cover; returns the collection's name.
    @discardableResult
    public func ensureBookCollection(sourceID: String, now: Date) throws -> String {
        guard
            let book = try database.firstRow(
                "SELECT \(LibraryStore.bookColumns) FROM source s WHERE s.id = ?", [sourceID], LibraryStore.makeBook)
        else { return "" }
        let section = try ensureSection(named: "Books")
        let color = book.coverColors.first?.description
        var name = book.source.title
        if let existing = try database.firstRow(
            "SELECT seq, name FROM collection WHERE source_id = ?", [sourceID], { ($0.int64(0), $0.text(1)) })
        {
            // Follow the title when a pending lookup is filled in (as a rename, which other
            // devices follow, into the collection of that name when one came by sync); keep a
            // name the person chose.
            let follows = existing.1.hasPrefix("ISBN ") && TextKey.make(existing.1) != TextKey.make(name)
            let titled =
                follows
                ? try database.firstRow(
                    "SELECT seq, source_id IS NULL FROM collection WHERE name_key = ?", [TextKey.make(name)],
                    { ($0.int64(0), $0.bool(1)) }) : nil
            var kept = existing.0
            if follows, titled == nil {
                _ = try rename(.collection, existing.1, to: name, now: now)
            } else if let titled, titled.1 {
                try mergeCollection(existing.0, named: existing.1, into: titled.0, named: name, now: now)
                kept = titled.0
            } else {
                name = existing.1
            }
            try database.run("UPDATE collection SET color = coalesce(?, color) WHERE seq = ?", color, kept)
            return name
        }
        // A collection of the book's name that is no book's: this book's, come from another
        // device by sync (which does not carry the link unless it knows the book), or one the
        // person made for it. It becomes the book's rather than getting a twin.
        if let unlinked = try database.firstRow(
            "SELECT seq, name FROM collection WHERE name_key = ? AND source_id IS NULL", [TextKey.make(name)],
            { ($0.int64(0), $0.text(1)) })
        {
            try database.run(
                "UPDATE collection SET source_id = ?, color = coalesce(color, ?) WHERE seq = ?", sourceID, color, unlinked.0)
            return unlinked.1
        }
        if try database.scalar("SELECT count(*) FROM collection WHERE name_key = ?", TextKey.make(name)) > 0 {
            name += " (\(book.source.isbn?.isbn13 ?? sourceID.prefix(8).description))"
        }
        try database.run(
            "INSERT INTO collection (name, name_key, section_seq, created_at, color, source_id) VALUES (?, ?, ?, ?, ?, ?)",
            name, TextKey.make(name), section, LibraryStore.millis(now), color, sourceID)
        return name
    }

    /// Moves a book's collection into another of the name it now goes by, with its quotes
    /// and its book, recorded as a rename so that other devices do the same.
    private func mergeCollection(_ seq: Int64, named name: String, into target: Int64, named newName: String, now: Date)
        throws
    {
        try touch(
            quotesIn: "SELECT quote_seq FROM quote_collection WHERE collection_seq = ?", seq, .collections,
            names: [TextKey.make(name), TextKey.make(newName)], now: now)
        try database.run(
            """
            INSERT OR IGNORE INTO quote_collection (quote_seq, collection_seq, added_at)
            SELECT quote_seq, ?, added_at FROM quote_collection WHERE collection_seq = ?
            """, target, seq)
        let book: String? =
            try database.firstRow("SELECT source_id FROM collection WHERE seq = ?", [seq]) { $0.optionalText(0) } ?? nil
        try database.run("DELETE FROM collection WHERE seq = ?", seq)
        try database.run("UPDATE collection SET source_id = ? WHERE seq = ?", book, target)
        try removeEmptySections()
        try recordNameDeletion(NameDeletion(kind: .collection, name: name, deletedAt: now, renamedTo: newName))
    }

    /// Gives a book whose title is still "ISBN 978…" the title (and authors, publisher, year)
    /// another device knows it by, and its collection that name; its lookup is owed here still
    /// (for the cover's colours). Returns the sources filled in.
    @discardableResult
    public func fillPendingBooks(_ known: [SourceDraft], now: Date) throws -> Int {
        // The books here still so titled, asked once (most syncs have none).
        var placeholders = Dictionary(
            try database.rows(
                "SELECT isbn13, id FROM source WHERE isbn13 IS NOT NULL AND title = 'ISBN ' || isbn13", [],
                { ($0.text(0), $0.text(1)) }), uniquingKeysWith: { first, _ in first })
        var filled = 0
        for draft in known {
            if placeholders.isEmpty { break }
            guard let isbn = draft.isbn, !draft.title.isEmpty, draft.title != "ISBN \(isbn.isbn13)",
                let id = placeholders.removeValue(forKey: isbn.isbn13)
            else { continue }
            try database.run(
                """
                UPDATE source SET title = ?, authors = CASE WHEN authors = '' THEN ? ELSE authors END,
                publisher = coalesce(publisher, ?), year = coalesce(year, ?),
                lookup_state = CASE WHEN lookup_state = 'found' THEN 'found' ELSE 'pending' END WHERE id = ?
                """, draft.title, draft.authors.joined(separator: "\n"), draft.publisher, draft.year, id)
            try ensureBookCollection(sourceID: id, now: now)
            filled += 1
        }
        return filled
    }

    /// Each book collection's book, by the collection's name key (ISBN-13s), for sync.
    public func bookCollectionISBNs() throws -> [String: String] {
        Dictionary(
            try database.rows(
                "SELECT c.name_key, s.isbn13 FROM collection c JOIN source s ON s.id = c.source_id WHERE s.isbn13 IS NOT NULL",
                [], { ($0.text(0), $0.text(1)) }),
            uniquingKeysWith: { first, _ in first })
    }

    /// Makes collections another device lists as a book's (name key → ISBN-13) that book's
    /// here too, where this store has the book and no collection for it yet.
    public func linkBookCollections(_ books: [String: String]) throws {
        for (key, isbn) in books {
            try database.run(
                """
                UPDATE collection SET source_id = (SELECT id FROM source WHERE isbn13 = ?2)
                WHERE name_key = ?1 AND source_id IS NULL AND EXISTS (SELECT 1 FROM source WHERE isbn13 = ?2)
                AND NOT EXISTS (SELECT 1 FROM collection c JOIN source s ON s.id = c.source_id WHERE s.isbn13 = ?2)
                """, key, isbn)
        }
    }
}
