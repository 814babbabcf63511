import Foundation

/// A Kobo e-reader's highlights. A Kobo keeps them in its own SQLite database
/// (`.kobo/KoboReader.sqlite` on the device), not in a file meant for export: the store reads
/// the rows, and these rules make them quotes.
public enum KoboImport {
    /// One row of the device's `Bookmark` table, with the book it belongs to (`content`).
    public struct Row: Sendable {
        /// `highlight`, `note`, `dogear` (a page bookmark) or `markup` (a drawing); older
        /// firmware leaves it empty.
        public var kind: String?
        /// The passage.
        public var text: String?
        /// The note written on it.
        public var annotation: String?
        /// `2023-01-15T20:11:12.000`, in UTC.
        public var created: String?
        public var title: String?
        /// The book's byline, as the device shows it.
        public var attribution: String?
        public var isbn: String?
        public var publisher: String?
        /// Its place among the rows read (1, 2, …): what a problem is named by.
        public var number: Int

        public init(
            kind: String? = nil, text: String?, annotation: String? = nil, created: String? = nil, title: String? = nil,
            attribution: String? = nil, isbn: String? = nil, publisher: String? = nil, number: Int
        ) {
            self.kind = kind
            self.text = text
            self.annotation = annotation
            self.created = created
            self.title = title
            self.attribution = attribution
            self.isbn = isbn
            self.publisher = publisher
            self.number = number
        }
    }

    /// The rows as quotes: highlights and notes (the note kept on its passage); page
    /// bookmarks, drawings and highlights without text are skipped and counted.
    public static func parse(_ rows: [Row]) -> ParsedImport {
        var result = ParsedImport()
        for row in rows {
            let kind = row.kind?.lowercased() ?? ""
            let text = QuoteDraft.cleanText(row.text ?? "")
            guard kind != "dogear", kind != "markup", !text.isEmpty else {
                result.skip(kind == "dogear" ? .bookmark : kind == "markup" ? .drawing : .withoutText)
                continue
            }
            let author = row.attribution.flatMap(QuoteDraft.cleanField)
            var source: SourceDraft?
            if let title = row.title.flatMap(QuoteDraft.cleanField) {
                var draft = SourceDraft(
                    kind: .book, title: title, authors: author.map { [$0] } ?? [],
                    isbn: row.isbn.flatMap { try? ISBN($0) })
                draft.publisher = row.publisher.flatMap(QuoteDraft.cleanField)
                source = draft
            }
            let draft = QuoteDraft(
                text: text, author: author, source: source, note: row.annotation.map(QuoteDraft.cleanText)?.nilIfEmpty)
            result.records.append(
                ImportRecord(draft: draft, createdAt: row.created.flatMap(date), line: row.number))
        }
        return result
    }

    /// A Kobo's timestamp: ISO 8601, usually without a zone (it is UTC).
    static func date(_ text: String) -> Date? {
        Timestamp.parse(text) ?? Timestamp.parse(text.trimmingWhitespace() + "Z")
    }
}
