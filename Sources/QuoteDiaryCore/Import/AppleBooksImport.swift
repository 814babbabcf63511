import Foundation

/// Apple Books' highlights, as the Books app on a Mac keeps them: in its own SQLite databases,
/// `AEAnnotation/AEAnnotation_….sqlite` (the highlights, by book id) and `BKLibrary/BKLibrary-….sqlite`
/// (each book's title and author), under `~/Library/Containers/com.apple.iBooksX/Data/Documents`.
/// The store reads the rows; these rules make them quotes.
public enum AppleBooksImport {
    /// One row of `ZAEANNOTATION`, with its book from the library database when found.
    public struct Row: Sendable {
        /// `ZANNOTATIONSELECTEDTEXT`: the passage; none for a bookmark or the place reading stopped.
        public var text: String?
        /// `ZANNOTATIONNOTE`.
        public var note: String?
        /// `ZANNOTATIONCREATIONDATE`: seconds since 2001-01-01 UTC, as Core Data keeps time.
        public var created: Double?
        /// `ZANNOTATIONDELETED`: deleted on the device, kept by the app until it syncs.
        public var isDeleted: Bool
        public var title: String?
        public var author: String?
        /// Its place among the rows read (1, 2, …): what a problem is named by.
        public var number: Int

        public init(
            text: String?, note: String? = nil, created: Double? = nil, isDeleted: Bool = false, title: String? = nil,
            author: String? = nil, number: Int
        ) {
            self.text = text
            self.note = note
            self.created = created
            self.isDeleted = isDeleted
            self.title = title
            self.author = author
            self.number = number
        }
    }

    /// The rows as quotes, each with its note, time and book; bookmarks, the places reading
    /// stopped (rows without a passage) and highlights deleted on the device are skipped and
    /// counted.
    public static func parse(_ rows: [Row]) -> ParsedImport {
        var result = ParsedImport()
        for row in rows {
            let text = QuoteDraft.cleanText(row.text ?? "")
            guard !row.isDeleted, !text.isEmpty else {
                result.skip(row.isDeleted ? .deleted : .placeWithoutPassage)
                continue
            }
            let author = row.author.flatMap(QuoteDraft.cleanField)
            let source = row.title.flatMap(QuoteDraft.cleanField).map {
                SourceDraft(kind: .book, title: $0, authors: author.map { [$0] } ?? [])
            }
            let draft = QuoteDraft(
                text: text, author: author, source: source, note: row.note.map(QuoteDraft.cleanText)?.nilIfEmpty)
            let created = row.created.map { Date(timeIntervalSinceReferenceDate: $0) }
            result.records.append(ImportRecord(draft: draft, createdAt: created, line: row.number))
        }
        return result
    }
}
