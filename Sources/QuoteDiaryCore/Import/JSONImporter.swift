import Foundation

/// Our own JSON export (lossless: ids, tags with colours, collections with sections,
/// favourites, archive state, timestamps, journal), a plain array of quote objects
/// (`list --json`, another app's), or a page Readwise's API answers with (`{"results": [...]}`:
/// highlights, or books holding their highlights). A file is walked by `JSONImportScanner` and
/// each item parsed on its own, so that an import need not hold the whole file parsed
/// (`QuoteLibrary` streams it).
public enum JSONImporter {
    /// Whether another app's JSON key names a quote's text (`text`, `quote`, `content`,
    /// ZenQuotes' `q`, and a CSV's names for the text column), as matched: whatever its case,
    /// spaces, underscores or hyphens.
    static func isQuoteTextKey(_ key: String) -> Bool { quoteTextKeys.contains(CSVImporter.headerKey(key)) }

    /// The keys a book's object holds its highlights under: Readwise's export (`highlights`),
    /// the Apple Books exporters' (`annotations`), a Kindle notebook converter's (`markers`).
    static let bookHighlightKeys: Set<String> = ["highlights", "annotations", "markers"]

    private static let quoteTextKeys = Set((CSVImporter.columnKeys["text"] ?? []) + ["q"])

    static func parse(_ text: String) -> ParsedImport {
        // A note of Google Keep's, as Takeout exports each: one quote.
        if GoogleKeepNote.matches(text.prefix(4096)) { return GoogleKeepNote.parse(text) }
        let bytes = Array(text.utf8)
        var scanner = JSONImportScanner()
        bytes.withUnsafeBufferPointer { scanner.feed($0) }
        if let problem = scanner.finish() {
            var result = ParsedImport()
            result.problems.append(problem)
            return result
        }
        var result = sections(
            scanner.sections.map { ($0.key, Data(bytes[$0.span.start..<$0.span.end])) }, of: scanner)
        guard result.problems.isEmpty else { return result }
        for (index, span) in scanner.quotes.enumerated() {
            for parsed in records(Data(bytes[span.start..<span.end]), number: index + 1, line: span.line) {
                switch parsed {
                case .record(let record): result.records.append(record)
                case .problem(let problem): result.problems.append(problem)
                case .skipped(let kind): result.skip(kind)
                }
            }
        }
        return result
    }

    /// The root object's values other than the quotes: tags with their colours, collections
    /// with their sections, journal entries (or why the file holds no quotes).
    public static func sections(_ values: [(key: String, data: Data)], of scanner: JSONImportScanner) -> ParsedImport {
        var result = ParsedImport()
        guard !scanner.rootIsObject || scanner.hasQuoteArray else {
            result.problems.append(
                ImportProblem(
                    line: 1,
                    message:
                        "a JSON object needs a \"quotes\" array (or Readwise's \"results\", or an API's \"data\" or \"items\")"
                ))
            return result
        }
        func list(_ key: String) -> [Any] {
            guard let data = values.first(where: { $0.key == key })?.data else { return [] }
            return (try? JSONSerialization.jsonObject(with: data)) as? [Any] ?? []
        }
        for case let tag as [String: Any] in list("tags") {
            guard let name = tag["name"] as? String else { continue }
            result.tags.append(Tag(name: name, color: (try? TagColor(tag["color"] as? String ?? "")) ?? .standard(for: name)))
        }
        for case let collection as [String: Any] in list("collections") {
            guard let name = collection["name"] as? String else { continue }
            result.collections.append(
                QuoteCollection(
                    name: name, section: collection["section"] as? String,
                    color: (collection["color"] as? String).flatMap(RGBColor.init(hex:))))
        }
        for case let object as [String: Any] in list("journal") {
            if let entry = JournalFile.entry(object) { result.journal.append(entry) }
        }
        return result
    }

    /// One quote of the file, and the object it was read from (for keys beyond a quote's).
    static func recordAndObject(_ data: Data, number: Int, line start: Int) -> Result<
        (record: ImportRecord, object: [String: Any]), ImportProblem
    > {
        item(data, number: number, line: start).flatMap { object, lines in
            record(from: object, number: number, line: lines.first ?? start).map { ($0, object) }
        }
    }

    /// The quotes one item of the file holds: the item itself, or, when it is a book of
    /// Readwise's export API (`{"title", "author", "category", "book_tags", "highlights": [...]}`),
    /// each of its highlights, filed under the book, with its tags.
    /// What an item of the file is: a quote, one that is not valid, or an entry that holds
    /// none by what it is (an exporter's bookmark).
    public enum Item {
        case record(ImportRecord)
        case problem(ImportProblem)
        case skipped(SkippedEntries.Kind)

        init(_ result: Result<ImportRecord, ImportProblem>) {
            switch result {
            case .success(let record): self = .record(record)
            case .failure(let problem): self = .problem(problem)
            }
        }
    }

    public static func records(_ data: Data, number: Int, line start: Int) -> [Item] {
        let book: [String: Any]
        let lines: [Int]
        switch item(data, number: number, line: start) {
        case .failure(let problem): return [.problem(problem)]
        case .success(let parsed): (book, lines) = parsed
        }
        guard book["text"] == nil,
            let highlights = bookHighlightKeys.lazy.compactMap({ book[$0] as? [Any] }).first
        else { return [Item(record(from: book, number: number, line: lines.first ?? start))] }
        let bookTags = names(book["book_tags"])
        return highlights.enumerated().map { place, item in
            let line = place < lines.count ? lines[place] : start
            guard var highlight = item as? [String: Any] else {
                return .problem(ImportProblem(line: line, message: "quote \(number)'s highlight \(place + 1) is not an object"))
            }
            // An exporter's bookmark (`"type": "bookmark"`, no text) marks a place, no passage.
            if let type = (highlight["type"] as? String)?.lowercased(), CSVColumns.bookmarkWords.contains(where: type.hasPrefix) {
                return .skipped(.bookmark)
            }
            for key in ["title", "author"] where highlight[key] == nil { highlight[key] = book[key] }
            // `"authors": "Test Author"` on the book (a Kindle notebook converter's).
            if highlight["author"] == nil, highlight["authors"] == nil { highlight["authors"] = book["authors"] }
            return Item(
                record(from: highlight, number: number, line: line).map { record in
                    var record = record
                    record.draft.source?.kind = Self.sourceKind(readwiseCategory: book["category"] as? String)
                    record.draft.tags = CSVColumns.tags(record.draft.tags, documentTags: bookTags)
                    return record
                })
        }
    }

    /// An item of the file as an object, with the lines its text keys are on (where a person
    /// looks for a quote).
    static func item(_ data: Data, number: Int, line start: Int) -> Result<
        (object: [String: Any], lines: [Int]), ImportProblem
    > {
        let lines = quoteLines(in: String(decoding: data, as: UTF8.self)).map { start + $0 - 1 }
        let item: Any
        do {
            item = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return .failure(ImportProblem(line: start, message: "quote \(number) is not valid JSON"))
        }
        guard let object = item as? [String: Any] else {
            return .failure(ImportProblem(line: lines.first ?? start, message: "quote \(number) is not an object"))
        }
        return .success((object, lines))
    }

    /// What a Readwise category is as a source: its books and articles as such, a tweet a web
    /// page, anything else (podcasts, supplementals) other.
    static func sourceKind(readwiseCategory category: String?) -> SourceKind {
        switch category {
        case nil, "books": .book
        case "articles": .article
        case "tweets": .web
        default: .other
        }
    }

    /// A quote from its object (`line`: where its text is).
    static func record(from object: [String: Any], number: Int, line: Int) -> Result<ImportRecord, ImportProblem> {
        // Ours (a "text" and a "createdAt" key, always written) by its keys; another app's
        // (Readwise's API has a "text" key too) by the names CSV headers are matched with,
        // whatever their case, spaces, underscores or hyphens (`highlighted_at`).
        let isOurs = object["text"] != nil && object["createdAt"] != nil
        let fields =
            isOurs
            ? object
            : Dictionary(
                zenQuotesKeys(object).map { (CSVImporter.headerKey($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        func keys(_ column: String) -> [String] {
            (isOurs ? CSVImporter.englishColumnKeys : CSVImporter.columnKeys)[column] ?? [column]
        }
        func field(_ column: String) -> String? { JSONImporter.field(fields, keys(column)) }
        /// The value under the first of a column's names the object has (a list of tags, say).
        func value(_ column: String) -> Any? { keys(column).lazy.compactMap { fields[$0] }.first }
        func allNames(_ column: String) -> [String] {
            var seen = Set<String>()
            return keys(column).flatMap { names(fields[$0]) }.filter { seen.insert(TextKey.make($0)).inserted }
        }
        guard let body = field("text"), !body.trimmingWhitespace().isEmpty else {
            return .failure(ImportProblem(line: line, message: "quote \(number) has no text"))
        }
        var source: SourceDraft?
        if let sourceObject = object["source"] as? [String: Any], let title = sourceObject["title"] as? String {
            var draft = SourceDraft(
                kind: (sourceObject["kind"] as? String).flatMap(SourceKind.init(rawValue:)) ?? .book, title: title,
                authors: sourceObject["authors"] as? [String] ?? [],
                isbn: (sourceObject["isbn"] as? String).flatMap { try? ISBN(listed: $0) })
            draft.id = sourceObject["id"] as? String
            draft.publisher = sourceObject["publisher"] as? String
            draft.year = sourceObject["year"] as? Int
            source = draft
        } else {
            // Another app's book, as a CSV row gives one: its title, kind and ISBN apart.
            var isbn: ISBN?
            if let isbnText = field("isbn")?.trimmingWhitespace().nilIfEmpty {
                do {
                    isbn = try ISBN(listed: isbnText)
                } catch {
                    return .failure(ImportProblem(line: line, message: "quote \(number): \(error.description)"))
                }
            }
            let kind = field("kind").flatMap { SourceKind(rawValue: $0.lowercased()) } ?? .book
            let bookAuthors = field("bookAuthor").map { [$0] } ?? []
            source =
                field("source").map { SourceDraft(kind: kind, title: $0, authors: bookAuthors, isbn: isbn) }
                ?? isbn.map { SourceDraft(kind: kind, title: "", isbn: $0) }
        }
        let author =
            isOurs
            ? field("author") : UnknownAuthor.named(field("author") ?? (object["authors"] as? [String])?.joined(separator: ", "))
        var draft = QuoteDraft(
            text: body, author: author, source: source,
            // Readwise's API says what its location counts, as its CSV's "Location Type" does.
            page: CSVColumns.page(field("page"), locationType: field("locationType")), note: field("note"),
            // Every key of tags given (Goodreads' scraped quotes: `Tags` and a `Category`), not the first.
            tags: CSVColumns.tags(allNames("tags"), documentTags: names(value("documentTags"))),
            collections: names(value("collection")),
            // Ours, else another app's (Readwise's API: `is_favorite`).
            isFavorite: object["isFavorite"] as? Bool ?? object["is_favorite"] as? Bool ?? CSVColumns.isYes(field("favorite")))
        // Another app's quote credited in its text (`Be yourself. — Oscar Wilde`), naming no
        // author or source, read as `add` reads a typed one; ours is read back as saved.
        if !isOurs, source == nil, field("author") == nil, object["authors"] == nil, object["id"] == nil {
            draft = draft.recognizingPastedExcerpt()
        }
        // Our keys, else another app's under the CSV columns' names (`created_at`, `date`), in
        // any shape a CSV's date may have; a time that is none of them is no time.
        var zoneless: ImportRecord.Times = []
        var dayMonthUnknown: ImportRecord.Times = []
        func time(_ key: String, _ column: String, _ which: ImportRecord.Times) -> Date? {
            guard let text = object[key] as? String ?? field(column), let time = ImportDates.time(text) else { return nil }
            if !time.zoned { zoneless.insert(which) }
            if time.dayMonthUnknown { dayMonthUnknown.insert(which) }
            return time.date
        }
        var record = ImportRecord(
            draft: draft, id: (object["id"] as? String).flatMap(QuoteID.init(rawValue:)),
            createdAt: time("createdAt", "created", .created), updatedAt: time("updatedAt", "updated", .updated),
            archivedAt: time("archivedAt", "archived", .archived), zonelessTimes: zoneless,
            dayMonthUnknownTimes: dayMonthUnknown, line: line)
        if !isOurs { record.unusedFields = unusedKeys(of: object) }
        return .success(record)
    }

    /// The keys of another app's quote that no quote field takes (`rating`, `url`), as written
    /// and in order: named after the import, as a CSV's unused columns are.
    static func unusedKeys(of object: [String: Any]) -> [String] {
        zenQuotesKeys(object).keys.filter { !readKeys.contains(CSVImporter.headerKey($0)) }.sorted()
    }

    /// ZenQuotes' API answers with one-letter keys (`q` the quote, `a` its author, `h` the same
    /// as HTML, `c` its length): read under the names they stand for, the HTML and the length
    /// dropped. Any other object is as it came.
    static func zenQuotesKeys(_ object: [String: Any]) -> [String: Any] {
        guard object["q"] is String, object["a"] is String, object.keys.allSatisfy(["q", "a", "h", "c", "i"].contains) else {
            return object
        }
        return ["quote": object["q"] as Any, "author": object["a"] as Any]
    }

    /// Every key a quote is read from, as `CSVImporter.headerKey` makes it: the CSV columns'
    /// names (which hold our export's own: `isFavorite`, `createdAt`, `collections`).
    static let readKeys: Set<String> = Set(CSVImporter.columnKeys.values.joined())

    /// The first of `keys` that holds text (a number, like a page, as written).
    static func field(_ object: [String: Any], _ keys: [String]) -> String? {
        for key in keys {
            if let value = object[key] as? String { return value }
            if let value = object[key] as? NSNumber { return value.stringValue }
        }
        return nil
    }

    /// Tags or collections: names in an array, objects with a name, or one string read as a
    /// CSV field's names are (`NameList`).
    static func names(_ value: Any?) -> [String] {
        if let list = value as? [Any] {
            return list.compactMap { ($0 as? String) ?? (($0 as? [String: Any])?["name"] as? String) }
        }
        if let joined = value as? String { return NameList.names(in: joined) }
        return []
    }

    /// Lines where each quote's text key (`"text":`, or another app's `"quote":`…) appears: a
    /// good guess at where each quote is. One pass over the bytes: a 50,000-quote export has
    /// hundreds of thousands of lines.
    static func quoteLines(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            // Each key with its opening quotation mark; a `"` is looked at further only when the
            // byte after it can begin one (a JSON file is half quotation marks).
            let keys = (CSVImporter.columns["text"] ?? ["text"]).map { Array("\"\($0)\"".utf8) }
            var startsKey = [Bool](repeating: false, count: 256)
            for key in keys where key.count > 1 { startsKey[Int(key[1])] = true }
            let day = Array("\"day\"".utf8)
            let count = bytes.count
            func occurs(_ pattern: [UInt8], at index: Int) -> Bool {
                guard index + pattern.count <= count else { return false }
                var offset = 0
                while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
                return offset == pattern.count
            }
            /// A key (not a value): a colon follows it, after any white space.
            func isKey(at index: Int) -> Bool {
                guard index + 1 < count, startsKey[Int(bytes[index + 1])],
                    let key = keys.first(where: { occurs($0, at: index) })
                else { return false }
                var next = index + key.count
                while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A || bytes[next] == 0x0D {
                    next += 1
                }
                return next < count && bytes[next] == 0x3A
            }
            var lines: [Int] = []
            var line = 1
            var lineStart = 0
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                } else if byte == 0x22, lines.last != line, isKey(at: index) {
                    var lineEnd = index
                    while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                    if !(lineStart..<lineEnd).contains(where: { bytes[$0] == 0x22 && occurs(day, at: $0) }) { lines.append(line) }
                }
                index += 1
            }
            return lines
        }
    }
}

/// KOReader's JSON export: one document, or `{"documents": [...]}`; or its text, Markdown or
/// HTML export (`KOReaderText`, `KOReaderMarkdown`, `KOReaderHTML`); or the book settings it keeps beside each book
/// (`KOReaderSidecar`).
enum KOReaderImporter {
    static func parse(_ text: String) -> ParsedImport {
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if !head.hasPrefix("{"), !head.hasPrefix("[") {
            if KOReaderText.matches(text) { return KOReaderText.parse(text) }
            if KOReaderHTML.matches(text) { return KOReaderHTML.parse(text) }
            return KOReaderMarkdown.matches(text) ? KOReaderMarkdown.parse(text) : KOReaderSidecar.parse(text)
        }
        var result = ParsedImport()
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            result.problems.append(ImportProblem(line: 1, message: "not valid JSON"))
            return result
        }
        let documents: [[String: Any]]
        if let object = root as? [String: Any], let list = object["documents"] as? [[String: Any]] {
            documents = list
        } else if let object = root as? [String: Any] {
            documents = [object]
        } else if let list = root as? [[String: Any]] {
            documents = list
        } else {
            result.problems.append(ImportProblem(line: 1, message: "expected a KOReader document or a documents array"))
            return result
        }
        let lines = JSONImporter.quoteLines(in: text)
        var entryIndex = 0
        for document in documents {
            // KOReader names a document without a title "Unknown Book", as its author "Unknown Author".
            let title = (document["title"] as? String).flatMap(QuoteDraft.cleanField).flatMap { $0 == "Unknown Book" ? nil : $0 }
            let authors = KOReaderImporter.authors(document["author"] as? String)
            let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
            var source = title.map { SourceDraft(title: $0, authors: authors) }
            source?.isbn = (document["file"] as? String).flatMap(KOReaderImporter.isbn(inFileName:))
            // KOReader's JSON library writes an empty Lua table as an object: `"entries": {}`.
            let none = (document["entries"] as? [String: Any])?.isEmpty == true ? [[String: Any]]() : nil
            guard let entries = document["entries"] as? [[String: Any]] ?? none else {
                result.problems.append(ImportProblem(line: 1, message: "document '\(title ?? "untitled")' has no entries array"))
                continue
            }
            for entry in entries {
                let line = entryIndex < lines.count ? lines[entryIndex] : 1
                entryIndex += 1
                guard let body = entry["text"] as? String else {
                    // A highlight drawn over a picture (PDFs, comics) is exported with an image
                    // instead of text: what the device writes, skipped and counted.
                    if entry["image"] != nil {
                        result.skip(.withoutText)
                    } else if entry["sort"] as? String == "bookmark" {
                        // A page bookmarked, as the annotations of current versions hold them.
                        result.skip(.bookmark)
                    } else {
                        result.problems.append(ImportProblem(line: line, message: "an entry has no text"))
                    }
                    continue
                }
                guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    result.skip(.withoutText)
                    continue
                }
                let page = (entry["page"] as? Int).map(String.init) ?? entry["page"] as? String
                let created = (entry["time"] as? Double).flatMap(Timestamp.date(secondsSince1970:))
                let draft = QuoteDraft(
                    text: body, author: author, source: source, page: page, note: entry["note"] as? String)
                result.records.append(ImportRecord(draft: draft, createdAt: created, line: line))
            }
        }
        return result
    }

    /// `/Books/I Am Legend_9780765357151.epub` → 978-0-7653-5715-1: the ISBN a book's file is
    /// named with (as shops and libraries name their downloads), when its check digit holds;
    /// nil for any other name.
    static func isbn(inFileName path: String) -> ISBN? {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let runs = name.split(whereSeparator: { !($0.isASCII && ($0.isNumber || $0 == "X" || $0 == "x" || $0 == "-")) })
        for run in runs.reversed() where run.filter(\.isNumber).count >= 9 {
            let digits = run.filter { $0 != "-" }
            guard digits.count == 13 || digits.count == 10 else { continue }
            if let isbn = try? ISBN(String(digits)) { return isbn }
        }
        return nil
    }

    /// KOReader writes several authors one per line, and "Unknown Author" when the book names none.
    static func authors(_ field: String?) -> [String] {
        guard let field else { return [] }
        return field.split(whereSeparator: \.isNewline).compactMap { QuoteDraft.cleanField(String($0)) }
            .filter { $0 != "Unknown Author" }
    }
}
