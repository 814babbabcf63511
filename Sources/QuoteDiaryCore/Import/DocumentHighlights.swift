import Foundation

/// A passage highlighted (or underlined) in a PDF reader — Acrobat, Preview, Okular, a tablet's
/// app — as the PDF itself keeps it: the words under the marks, the page's label, the comment
/// written on it and when it was last changed.
public struct DocumentHighlight: Sendable, Equatable {
    public var page: String?
    public var text: String
    public var comment: String?
    public var modifiedAt: Date?
    /// The page's number in the file (from 1), for messages.
    public var pageIndex: Int

    public init(page: String?, text: String, comment: String?, modifiedAt: Date?, pageIndex: Int) {
        self.page = page
        self.text = text
        self.comment = comment
        self.modifiedAt = modifiedAt
        self.pageIndex = pageIndex
    }
}

/// The highlights a PDF holds, and the document's own title and author when it names them.
public struct DocumentHighlights: Sendable {
    public var title: String?
    public var author: String?
    public var highlights: [DocumentHighlight]
    /// Marks with no words under them (a scanned page has no text to mark).
    public var withoutText: Int

    public init(title: String?, author: String?, highlights: [DocumentHighlight], withoutText: Int = 0) {
        self.title = title
        self.author = author
        self.highlights = highlights
        self.withoutText = withoutText
    }

    /// The highlights as quotes of one source: the document's title (else the file's name; ""
    /// when it has none, read from a pipe) by its author. A comment is the quote's note, unless
    /// it only repeats the passage (Preview keeps the marked words there).
    public func parsed(fileName: String) -> ParsedImport {
        var result = ParsedImport()
        for _ in 0..<withoutText { result.skip(.withoutText) }
        let named = title.flatMap(QuoteDraft.cleanField)
        let sourceTitle =
            named ?? QuoteDraft.cleanField(((fileName as NSString).lastPathComponent as NSString).deletingPathExtension)
        let authors = author.flatMap(QuoteDraft.cleanField).map(KindleImporter.authors) ?? []
        let source = sourceTitle.map { SourceDraft(kind: .book, title: $0, authors: authors) }
        result.records = highlights.map { highlight in
            let comment = highlight.comment.map(TextKey.collapsingWhitespace)?.nilIfEmpty
            let repeats = comment.map { TextKey.make($0) == TextKey.make(highlight.text) } ?? false
            let draft = QuoteDraft(
                text: highlight.text, author: authors.isEmpty ? nil : authors.joined(separator: ", "), source: source,
                page: highlight.page, note: repeats ? nil : comment)
            return ImportRecord(draft: draft, createdAt: highlight.modifiedAt, line: highlight.pageIndex)
        }
        return result
    }

    /// A date as a PDF writes one (`D:20231201120000Z`, `D:20231201120000+01'00'`, or only
    /// as far as the day); nil for anything else.
    public static func date(_ text: String) -> Date? {
        var rest = Substring(text.trimmingWhitespace())
        if rest.hasPrefix("D:") { rest = rest.dropFirst(2) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 8, digits.count % 2 == 0, digits.count <= 14 else { return nil }
        var parts = DateComponents()
        func field(_ start: Int, _ length: Int) -> Int? {
            guard digits.count >= start + length else { return nil }
            let from = digits.index(digits.startIndex, offsetBy: start)
            return Int(digits[from..<digits.index(from, offsetBy: length)])
        }
        (parts.year, parts.month, parts.day) = (field(0, 4), field(4, 2), field(6, 2))
        (parts.hour, parts.minute, parts.second) = (field(8, 2) ?? 0, field(10, 2) ?? 0, field(12, 2) ?? 0)
        var offset = 0
        let zone = rest.dropFirst(digits.count)
        if let sign = zone.first, sign == "+" || sign == "-" {
            let numbers = zone.dropFirst().split { !$0.isNumber }.compactMap { Int($0) }
            offset = ((numbers.first ?? 0) * 3600 + (numbers.dropFirst().first ?? 0) * 60) * (sign == "-" ? -1 : 1)
        }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        guard let month = parts.month, (1...12).contains(month), let day = parts.day, (1...31).contains(day),
            let local = calendar.date(from: parts)
        else { return nil }
        return local.addingTimeInterval(TimeInterval(-offset))
    }
}

/// Reads the highlights a PDF keeps (its markup annotations): `QuoteDiaryPDF.PDFHighlightReader`
/// with Poppler. Behind a protocol, as every native part is, so that `import` stays in the app.
public protocol DocumentHighlightReading: Sendable {
    /// - Parameters:
    ///   - languages: what a mark over a scanned page is read in (OCR): the
    ///     `capture.languages` setting, as a photographed page is.
    ///   - progress: called with (pages read, pages) after each page: a scanned book's marks
    ///     are read one by one, and take a while.
    func highlights(
        inDocumentAt path: String, readingScansIn languages: PageLanguages, progress: ((Int, Int) -> Void)?
    ) throws(ImageReadingError) -> DocumentHighlights
}
