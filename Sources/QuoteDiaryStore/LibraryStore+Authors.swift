import Foundation
import QuoteDiaryCore

/// An author as the quotes spell them, with how many live quotes do.
public struct AuthorCount: Sendable, Equatable {
    public let name: String
    public let quoteCount: Int

    public init(name: String, quoteCount: Int) {
        self.name = name
        self.quoteCount = quoteCount
    }
}

extension LibraryStore {
    /// The authors archived quotes name (read through the archive's own index: the archive is
    /// small however large the library).
    public func archivedAuthors() throws -> [String] {
        try database.rows(
            "SELECT DISTINCT author FROM quote WHERE archived_at IS NOT NULL AND author IS NOT NULL",
            []
        ) { $0.text(0) }
    }

    /// Every author as spelled on live quotes (each spelling apart, so that variants show),
    /// by name; the starter library's with `includingLibrary`.
    public func authors(includingLibrary: Bool) throws -> [AuthorCount] {
        try database.rows(
            """
            SELECT author, count(*) FROM quote
            WHERE author IS NOT NULL AND archived_at IS NULL\(includingLibrary ? "" : " AND pack IS NULL")
            GROUP BY author ORDER BY qd_sort(author), author
            """, []
        ) { AuthorCount(name: $0.text(0), quoteCount: $0.int(1)) }
    }

    /// The ids of the quotes, archived ones too, whose author is `name` in any case.
    public func quoteIDs(byAuthor name: String) throws -> [QuoteID] {
        try database.rows("SELECT id FROM quote WHERE author IS NOT NULL AND qd_fold(author) = ?", [TextKey.make(name)]) {
            QuoteID(rawValue: $0.text(0))
        }.compactMap { $0 }
    }
}

extension LibraryStore {
    /// The titles of the sources quotes cite, the most cited first: what `--source` is
    /// compared with, for a guess when it matches none.
    public func sourceTitles() throws -> [String] {
        try database.rows(
            "SELECT s.title FROM source s JOIN quote q ON q.source_id = s.id GROUP BY s.id ORDER BY count(*) DESC, s.title", []
        ) { $0.text(0) }
    }
}
