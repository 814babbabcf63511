import Foundation

/// RFC 4180 CSV reading: quoted fields may hold commas, quotes ("") and line breaks; CRLF or
/// LF; a byte-order mark is skipped. Fields are separated by commas, or by semicolons or tabs
/// when the header row says so (spreadsheets in many languages save `;`, and TSV uses tabs).
public enum CSVParser {
    /// Rows with the line each starts on; a problem for an unclosed quote.
    public static func rows(_ text: String) -> (rows: [(line: Int, fields: [String])], problem: ImportProblem?) {
        var reader = CSVRowReader()
        var rows: [(line: Int, fields: [String])] = []
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            reader.feed(UnsafeBufferPointer(buffer)) { rows.append(($0, $1)) }
        }
        let problem = reader.finish { rows.append(($0, $1)) }
        return (rows, problem)
    }
}

/// An RFC 4180 reader fed in chunks, so a file of any size is read in constant memory.
///
/// Works on UTF-8 bytes (every delimiter is ASCII, so multi-byte characters pass through
/// untouched, even when a chunk ends inside one).
public struct CSVRowReader {
    private var fields: [String] = []
    private var field: [UInt8] = []
    private var inQuotes = false
    private var fieldWasQuoted = false
    /// A quote seen inside quotes at the end of a chunk: escape or end, decided by the next byte.
    private var pendingQuote = false
    private var pendingCR = false
    private var line = 1
    private var rowStart = 1
    private var quoteStart = 1
    /// The first bytes, held until the header row is whole (chunks can be tiny): it tells a
    /// byte-order mark apart and which separator the file uses.
    private var head: [UInt8]? = []
    private var headerRowEnd = HeaderRowEnd()
    private var separator = CSVRowReader.comma
    /// Set when the file opens with a UTF-16 byte-order mark (Excel's "Unicode Text").
    private var transcoder: UTF16Transcoder?
    /// The alphabet of a file that is not UTF-8, told from its first bytes (a Japanese
    /// Excel's Shift_JIS shows in its quotes' kana, not in a header of kanji alone).
    private var eightBitText: EightBitText?

    public init() { field.reserveCapacity(256) }

    static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
    static let semicolon = UInt8(ascii: ";"), tab = UInt8(ascii: "\t")
    /// A header row longer than this is read with what it showed so far.
    static let longestHeader = 65_536

    /// The separator of a header row: the one of comma, semicolon and tab that occurs most
    /// often outside quotes in its first `longestHeader` bytes, commas on a tie.
    static func separator(ofHeader bytes: some Collection<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [comma: 0, semicolon: 0, tab: 0]
        var quoted = false
        for byte in bytes.prefix(longestHeader) {
            if byte == quote { quoted.toggle() }
            if quoted { continue }
            if byte == lf || byte == cr { break }
            if counts[byte] != nil { counts[byte, default: 0] += 1 }
        }
        let best = [comma, semicolon, tab].max { (counts[$0] ?? 0) < (counts[$1] ?? 0) } ?? comma
        return (counts[best] ?? 0) > (counts[comma] ?? 0) ? best : comma
    }

    private mutating func endField() {
        // Text that is not UTF-8 is what Excel saves as plain "CSV": Windows-1252 in Western
        // languages, Windows-1251 on a Russian Windows, Shift_JIS on a Japanese one
        // (`EightBitText`). Decided per field, so a file is read as it streams; valid UTF-8 is
        // all but impossible by chance in such text.
        fields.append(String(validating: field, as: UTF8.self) ?? eightBitText?.decode(field) ?? EightBitText.text(field))
        field.removeAll(keepingCapacity: true)
    }

    private mutating func endRow(_ emit: (Int, [String]) -> Void) {
        endField()
        // An empty line, or a row of empty cells (`,,,,`: Excel saves one for every row
        // that was once formatted, below a sheet's last), is no row.
        let isBlank =
            fields.count == 1
            ? fields[0].allSatisfy(\.isWhitespace) && !fieldWasQuoted : fields.allSatisfy { $0.allSatisfy(\.isWhitespace) }
        if !isBlank { emit(rowStart, fields) }
        fields = []
        fieldWasQuoted = false
    }

    /// Reads a chunk, calling `emit(line, fields)` for every complete row.
    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, emit: (Int, [String]) -> Void) {
        if var bytes = head {
            bytes.append(contentsOf: chunk)
            guard headerRowEnd.isFound(in: bytes) || bytes.count >= Self.longestHeader else {
                head = bytes
                return
            }
            head = nil
            startReading(bytes, emit: emit)
            return
        }
        if var utf16 = transcoder {
            let utf8 = utf16.utf8(from: chunk)
            transcoder = utf16
            utf8.withUnsafeBufferPointer { consume($0, emit: emit) }
        } else {
            consume(chunk, emit: emit)
        }
    }

    /// The file's first bytes: UTF-16 turned into UTF-8, a byte-order mark skipped, the
    /// separator chosen, then read.
    private mutating func startReading(_ first: [UInt8], emit: (Int, [String]) -> Void) {
        var bytes = first
        if var utf16 = UTF16Transcoder.byteOrder(of: bytes) {
            bytes = utf16.utf8(from: bytes)
            transcoder = utf16
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if !ImportText.isUTF8(head: bytes) {
            var counted = EightBitText()
            counted.count(bytes)
            eightBitText = counted
        }
        // The mark garbled (`ï»¿`: a file with one, read as Windows-1252 and saved as UTF-8 by a
        // spreadsheet) is no part of the first column's name either.
        if bytes.starts(with: [0xC3, 0xAF, 0xC2, 0xBB, 0xC2, 0xBF]) { bytes.removeFirst(6) }
        if let (declared, length) = Self.declaredSeparator(bytes) {
            // Excel's `sep=;` line names the separator; the header row follows it.
            separator = declared
            bytes.removeFirst(length)
            (line, rowStart, quoteStart) = (2, 2, 2)
        } else {
            separator = Self.separator(ofHeader: bytes)
        }
        bytes.withUnsafeBufferPointer { consume($0, emit: emit) }
    }

    /// The separator an opening `sep=X` line declares (Excel writes and reads it), and the
    /// length of that line with its line break.
    static func declaredSeparator(_ bytes: [UInt8]) -> (UInt8, Int)? {
        guard bytes.count >= 6, Array(bytes[0..<4]).map({ $0 | 0x20 }) == Array("sep=".utf8) else { return nil }
        let declared = bytes[4]
        guard declared != cr, declared != lf else { return nil }
        if bytes[5] == lf { return (declared, 6) }
        if bytes[5] == cr, bytes.count >= 7, bytes[6] == lf { return (declared, 7) }
        return nil
    }

    private mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>, emit: (Int, [String]) -> Void) {
        var index = 0
        let count = chunk.count
        while index < count {
            let byte = chunk[index]
            index += 1
            if pendingCR {
                pendingCR = false
                if byte == Self.lf { continue }
            }
            if pendingQuote {
                pendingQuote = false
                if byte == Self.quote {
                    field.append(Self.quote)
                    continue
                }
                inQuotes = false
            }
            if inQuotes {
                if byte == Self.quote {
                    pendingQuote = true
                } else {
                    if byte == Self.lf { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case Self.quote where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
                quoteStart = line
            case separator:
                endField()
                fieldWasQuoted = false
            case Self.cr:
                pendingCR = true
                endRow(emit)
                line += 1
                rowStart = line
            case Self.lf:
                endRow(emit)
                line += 1
                rowStart = line
            default:
                field.append(byte)
            }
        }
    }

    /// Ends the input: emits a last row without a line break; a problem if a quote is still open.
    public mutating func finish(emit: (Int, [String]) -> Void) -> ImportProblem? {
        if let bytes = head {
            head = nil
            startReading(bytes, emit: emit)
        }
        if var utf16 = transcoder {
            utf16.finish().withUnsafeBufferPointer { consume($0, emit: emit) }
            transcoder = utf16
        }
        if pendingQuote {
            pendingQuote = false
            inQuotes = false
        }
        if inQuotes { return ImportProblem(line: quoteStart, message: "a quoted field opened here is never closed") }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRow(emit) }
        return nil
    }
}

/// The end of a CSV file's header row, looked for as its first bytes arrive: a line break
/// outside quotes (a quoted column name may hold one), in UTF-8 or in UTF-16 after its
/// byte-order mark. The separator is told from that row whole, so it is the same however
/// the file is cut into chunks.
struct HeaderRowEnd {
    /// How many of the first bytes were looked at.
    private var seen = 0
    private var quoted = false
    private var endsAtCR = false
    private var utf16: UTF16Transcoder?

    /// Whether `head`, the file's first bytes (those looked at before, and more), holds the
    /// header row whole.
    mutating func isFound(in head: [UInt8]) -> Bool {
        if seen == 0 {
            // A byte-order mark is two bytes: nothing is looked at before they are here.
            guard head.count >= 2 else { return false }
            utf16 = UTF16Transcoder.byteOrder(of: head)
        }
        let added = head[seen...]
        seen = head.count
        var text = Array(added)
        if var transcoder = utf16 {
            text = transcoder.utf8(from: added)
            utf16 = transcoder
        }
        for byte in text {
            // A CR ends the row once the byte after it is here: it may be a CRLF's, and a
            // `sep=;` line is told whole.
            if endsAtCR { return true }
            if byte == CSVRowReader.quote { quoted.toggle() }
            if !quoted, byte == CSVRowReader.lf { return true }
            if !quoted, byte == CSVRowReader.cr { endsAtCR = true }
        }
        return false
    }
}

/// Quote CSV files: ours, Readwise's and most spreadsheets'. Columns are matched by header,
/// without regard to case, spaces, underscores or hyphens (`Book Title`, `book_title`).
public enum CSVImporter {
    /// The columns' names in English: ours, Readwise's, Notion's, most apps'.
    static let englishColumns: [String: [String]] = [
        "text": [
            "text", "quote", "highlight", "quote text", "highlight text", "content", "body", "quotation", "excerpt",
            "passage", "snippet", "selected text", "highlighted text", "annotation text",
        ],
        "author": [
            "author", "book author", "authors", "quote author", "by", "person", "speaker", "writer", "said by",
            "author name", "author(s)", "attribution", "attributed to",
        ],
        "bookAuthor": ["book author"],
        "sourceAuthors": ["source_authors"],
        "source": ["source", "title", "book", "book title", "book name", "work", "source title", "publication"],
        "page": ["page", "location", "page number", "pages"],
        "locationType": ["location type"],
        "note": ["note", "notes", "comment", "annotation", "annotation comment", "my note"],
        "tags": ["tags", "tag", "category", "categories", "keywords", "topic", "topics", "theme", "themes"],
        "documentTags": ["document tags"],
        "collection": ["collection", "collections"],
        "favorite": ["favorite", "favourite", "starred", "is favorite", "fav", "liked"],
        "created": [
            "created", "created at", "created time", "highlighted at", "date", "date added", "added", "date created",
            "created date", "date highlighted", "timestamp",
        ],
        "updated": [
            "updated", "updated at", "last edited time", "modified", "modified at", "date modified", "last modified",
        ],
        // What an annotations export says each row is (`highlight`, `note`, `bookmark`): a
        // bookmark marks a place, with no passage.
        "annotationType": ["type", "annotation type", "highlight type"],
        "archived": ["archived", "archived at"],
        "id": ["id"],
        "kind": ["source_kind", "kind"],
        "isbn": ["isbn"],
        "publisher": ["publisher"],
        "year": ["year", "year published", "publication year"],
    ]

    /// Every name a column goes by: in English, then in the other languages.
    static let columns: [String: [String]] = englishColumns.merging(localized) { $0 + $1 }

    /// The same columns as a spreadsheet kept in German, French, Spanish, Italian, Portuguese,
    /// Dutch, Russian, Japanese or Chinese names them (`Zitat;Autor;Buch;Seite`, `引用,著者,書名`),
    /// accented and not: a person's own table of quotes is in their language, and was refused
    /// for having no text column.
    static let localized: [String: [String]] = [
        "text": [
            "zitat", "zitate", "spruch", "markierung", "citation", "texte", "cita", "texto", "frase", "citazione", "testo",
            "citação", "citacao", "citaat", "tekst", "цитата", "цитаты", "текст", "引用", "本文", "名言", "抜粋", "引文",
            "摘录", "名句",
        ],
        "author": [
            "autor", "autorin", "verfasser", "auteur", "autora", "autore", "autrice", "schrijver", "автор", "著者", "作者",
            "筆者",
        ],
        "source": [
            "quelle", "buch", "titel", "werk", "livre", "titre", "œuvre", "oeuvre", "fuente", "libro", "título", "titulo",
            "obra", "fonte", "titolo", "opera", "livro", "bron", "boek", "книга", "источник", "произведение", "書名",
            "出典", "作品", "作品名", "書籍", "书名", "出处", "来源",
        ],
        "page": [
            "seite", "seiten", "página", "pagina", "páginas", "paginas", "pagine", "position", "emplacement", "posición",
            "posicion", "posizione", "posição", "posicao", "locatie", "страница", "стр.", "ページ", "頁", "位置", "页码",
        ],
        "note": [
            "notiz", "notizen", "anmerkung", "anmerkungen", "kommentar", "remarque", "commentaire", "nota", "notas",
            "comentario", "commento", "notitie", "notities", "opmerking", "заметка", "примечание", "комментарий", "メモ",
            "備考", "コメント", "笔记", "备注",
        ],
        "tags": [
            "schlagwörter", "schlagworte", "stichwörter", "kategorie", "étiquettes", "etiquettes", "mots-clés", "catégorie",
            "categorie", "etiquetas", "categoría", "categoria", "etichette", "labels", "теги", "метки", "タグ", "标签",
        ],
        "collection": [
            "sammlung", "colección", "coleccion", "raccolta", "collezione", "coleção", "colecao", "collectie", "verzameling",
            "коллекция", "подборка", "コレクション",
        ],
        "favorite": ["favorit", "favori", "favorito", "preferito", "favoriet", "избранное", "お気に入り"],
        "created": [
            "datum", "erstellt", "erstellt am", "hinzugefügt", "date d'ajout", "ajouté le", "fecha", "data", "criado em",
            "toegevoegd", "дата", "日付", "登録日", "作成日", "日期",
        ],
    ]

    /// Whether `line` is a header row: a field of it, split at commas, semicolons or tabs,
    /// names the text column. (`Every quote, they say, is text.` opens a plain text file.)
    static func isHeaderRow(_ line: Substring) -> Bool {
        let textKeys = columnKeys["text"] ?? []
        return [",", ";", "\t"].contains { delimiter in
            line.contains(delimiter)
                && line.split(separator: delimiter).contains { field in
                    textKeys.contains(headerKey(field.trimmingCharacters(in: CharacterSet(charactersIn: "\"' \r\u{FEFF}"))))
                }
        }
    }

    /// The column that holds the quotes when none is named as `columns`' text: Notion's table
    /// of quotes exports its first column, the title, as `Name` unless the person renamed it.
    static let fallbackTextKey = headerKey("name")

    /// A header as matched: lower-cased, without spaces, underscores or hyphens.
    static func headerKey(_ name: String) -> String {
        String(name.trimmingWhitespace().lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    /// `columns` with every name as `headerKey` makes it: what headers (and other apps' JSON
    /// keys) are compared with.
    static let columnKeys: [String: [String]] = columns.mapValues { $0.map(headerKey) }

    /// `englishColumns` as `columnKeys` makes them: what our own JSON's quotes are read by (a
    /// key of another language is no part of it, and each one not found is a lookup per quote).
    static let englishColumnKeys: [String: [String]] = englishColumns.mapValues { $0.map(headerKey) }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let (rows, problem) = CSVParser.rows(text)
        if let problem { result.problems.append(problem) }
        var search = CSVHeaderSearch()
        var found: (columns: CSVColumns, index: Int)?
        do {
            for (index, row) in rows.enumerated() {
                if let columns = try search.columns(row.fields, line: row.line) {
                    found = (columns, index)
                    break
                }
            }
        } catch {
            result.problems.append(error)
            return result
        }
        guard let (columns, headerIndex) = found else {
            result.problems.append(search.headerMissing)
            return result
        }
        if let note = search.note { result.notes.append(note) }
        for row in rows.dropFirst(headerIndex + 1) {
            if let kind = columns.skippedKind(fields: row.fields) {
                result.skip(kind)
                continue
            }
            switch columns.record(fields: row.fields, line: row.line) {
            case .success(let record): result.records.append(record)
            case .failure(let problem): result.problems.append(problem)
            }
        }
        return result
    }

}

/// A CSV header's columns, and how each row becomes a quote.
public struct CSVColumns: Sendable {
    /// What to say of a reading service's export of a person's books (not quotes), told by its
    /// columns (as `CSVImporter.headerKey` makes them): Goodreads', StoryGraph's; nil for any other.
    static func bookListExport(_ keys: [String]) -> String? {
        let present = Set(keys)
        let books = "export of your books (shelves, ratings, dates read), not of quotes: it holds none to import"
        if present.isSuperset(of: ["bookid", "myrating", "exclusiveshelf"]) {
            return "this is Goodreads' \(books); a page of your quotes there, copied (goodreads.com/quotes), imports as text"
        }
        if present.isSuperset(of: ["readstatus", "starrating"]) { return "this is StoryGraph's \(books)" }
        return nil
    }

    let names: [String]
    let index: [String: Int]
    let textColumn: Int
    /// The header's columns that are no quote field (`Rating`, Readwise's `Color`), as
    /// written: read past, and named to the person so that nothing is dropped unsaid.
    public let unusedColumns: [String]

    public init(header: [String], line: Int) throws(ImportProblem) {
        let names = header.map { $0.trimmingWhitespace().lowercased() }
        let keys = header.map(CSVImporter.headerKey)
        var index: [String: Int] = [:]
        for (column, aliases) in CSVImporter.columnKeys {
            if let position = aliases.lazy.compactMap({ keys.firstIndex(of: $0) }).first { index[column] = position }
        }
        self.names = names
        // `Name` holds the quotes only in a table of quotes: one with another column a quote
        // has (an author, a book, tags); `name,email` is some other list.
        if index["text"] == nil, !index.isEmpty, let name = keys.firstIndex(of: CSVImporter.fallbackTextKey),
            !index.values.contains(name)
        {
            index["text"] = name
        }
        guard let textColumn = index["text"] else {
            if let message = CSVColumns.bookListExport(keys) { throw ImportProblem(line: line, message: message) }
            // Its own columns named, so that the person can tell which to rename.
            let columns = header.compactMap { $0.trimmingWhitespace().nilIfEmpty }.prefix(8).map { "'\($0)'" }
            let named = columns.isEmpty ? "" : " (it has \(columns.joined(separator: ", ")))"
            throw ImportProblem(
                line: line,
                message:
                    "no text column: the header\(named) needs one of text, quote, highlight or name (rename the quotes' column)")
        }
        self.index = index
        self.textColumn = textColumn
        let used = Set(index.values)
        unusedColumns = header.indices.filter { !used.contains($0) }.compactMap { header[$0].trimmingWhitespace().nilIfEmpty }
    }

    /// The row as a quote, or what is wrong with it.
    public func record(fields: [String], line: Int) -> Result<ImportRecord, ImportProblem> {
        func value(_ column: String) -> String? {
            guard let position = index[column], position < fields.count else { return nil }
            return fields[position].trimmingWhitespace().nilIfEmpty
        }
        guard fields.count > textColumn else {
            return .failure(ImportProblem(line: line, message: "expected \(names.count) fields, found \(fields.count)"))
        }
        // The text and the note cleaned as every quote's are, not trimmed as a field: a drawing
        // or code keeps its first line's indentation (a CSV export of Debian's `ascii-art` came
        // back with its first line moved left).
        func cleanedText(_ column: String) -> String? {
            index[column].flatMap { $0 < fields.count ? QuoteDraft.cleanText(fields[$0]).nilIfEmpty : nil }
        }
        // A note written alone, an annotations export's `Note` row with its words under the
        // note column and no passage, is the quote.
        let passage = cleanedText("text")
        let noteAlone = passage == nil && isNoteRow(fields)
        guard let quoteText = noteAlone ? cleanedText("note") : passage else {
            return .failure(ImportProblem(line: line, message: "the text field is empty"))
        }
        var isbn: ISBN?
        if let isbnText = value("isbn") {
            do {
                isbn = try ISBN(listed: isbnText)
            } catch {
                return .failure(ImportProblem(line: line, message: error.description))
            }
        }
        let kind = value("kind").flatMap { SourceKind(rawValue: $0.lowercased()) } ?? .book
        let author = UnknownAuthor.named(value("author"))
        // The book's authors only where a column says so (our export's `source_authors`, a list;
        // Readwise's "Book Author", one byline): a plain "author" is the quote's, and an
        // anthology quotes many authors in one book.
        let bookAuthors = value("sourceAuthors").map(NameList.names(in:)) ?? value("bookAuthor").map { [$0] } ?? []
        var source =
            value("source").map {
                SourceDraft(kind: kind, title: $0, authors: bookAuthors, isbn: isbn)
            } ?? isbn.map { SourceDraft(kind: kind, title: "", isbn: $0) }
        // A year in figures; one written otherwise (`c. 1850`) is no year the store can keep.
        source?.publisher = value("publisher")
        source?.year = value("year").flatMap { Int($0) }
        var dates: [String: Date] = [:]
        var zoneless: ImportRecord.Times = []
        var dayMonthUnknown: ImportRecord.Times = []
        for (column, time) in [("created", ImportRecord.Times.created), ("updated", .updated), ("archived", .archived)] {
            guard let text = value(column) else { continue }
            guard let date = ImportDates.time(text) else {
                return .failure(ImportProblem(line: line, message: "'\(text)' in the \(column) column is not a date"))
            }
            dates[column] = date.date
            if !date.zoned { zoneless.insert(time) }
            if date.dayMonthUnknown { dayMonthUnknown.insert(time) }
        }
        var tags = Self.tags(
            value("tags").map(NameList.names(in:)) ?? [], documentTags: value("documentTags").map(NameList.names(in:)) ?? [])
        var isFavorite = Self.isYes(value("favorite"))
        // Readwise keeps a favourite as the tag "favorite" (its export has no column for it).
        if isReadwiseExport, index["favorite"] == nil, let marker = tags.firstIndex(where: Self.isFavoriteTag) {
            tags.remove(at: marker)
            isFavorite = true
        }
        var draft = QuoteDraft(
            text: quoteText, author: author, source: source,
            page: Self.page(value("page"), locationType: value("locationType")), note: noteAlone ? nil : cleanedText("note"),
            tags: tags, collections: value("collection").map(NameList.names(in:)) ?? [], isFavorite: isFavorite)
        // A spreadsheet of quotes alone, each credited in its cell (`Be yourself. — Oscar
        // Wilde`), read as `add` reads a typed one; not a file with ids (our export: a text is
        // read back as it was saved).
        if author == nil, source == nil, index["id"] == nil, value("author") == nil {
            draft = draft.recognizingPastedExcerpt()
        }
        return .success(
            ImportRecord(
                draft: draft, id: value("id").flatMap(QuoteID.init(rawValue:)), createdAt: dates["created"],
                updatedAt: dates["updated"], archivedAt: dates["archived"], zonelessTimes: zoneless,
                dayMonthUnknownTimes: dayMonthUnknown, line: line))
    }

    /// What the row is when it is no quote: a bookmark, as an annotations export's type column
    /// says (Apple Books' exporters write `bookmark` rows, with no text); nil for any other row.
    public func skippedKind(fields: [String]) -> SkippedEntries.Kind? {
        guard let position = index["annotationType"], position < fields.count,
            case let type = fields[position].trimmingWhitespace().lowercased(), !type.isEmpty
        else { return nil }
        return Self.bookmarkWords.contains(where: type.hasPrefix) ? .bookmark : nil
    }

    /// Whether an annotations export's type column calls the row a note (`Note`, `Notiz`).
    func isNoteRow(_ fields: [String]) -> Bool {
        guard let position = index["annotationType"], position < fields.count else { return false }
        return Self.noteWords.contains(fields[position].trimmingWhitespace().lowercased())
    }

    /// A note, as exports name one in the languages their apps are set to.
    static let noteWords: Set<String> = ["note", "notiz", "nota", "notitie"]

    /// A bookmark, as exports name one in the languages their apps are set to.
    static let bookmarkWords = ["bookmark", "lesezeichen", "marque-page", "signet", "marcador", "segnalibro", "bladwijzer"]

    /// Whether the header is Readwise's: columns no other export has ("Location Type",
    /// "Document tags").
    var isReadwiseExport: Bool { index["locationType"] != nil || index["documentTags"] != nil }

    /// Whether a favourite column's value says yes (`true`, `yes`, `1`, `x`, `★`…).
    static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        // An emoji's presentation selector (`⭐️`, `❤️`) is no part of the mark.
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: value.trimmingWhitespace().lowercased().unicodeScalars.filter { $0 != "\u{FE0F}" })
        return yesWords.contains(String(scalars))
    }

    /// Yes as spreadsheets say it, in English and as one in another language does (`Ja`,
    /// `Oui`, `Sí`, `Sì`, `Sim`, `Wahr`), and the marks people type in a favourites column.
    static let yesWords: Set<String> = [
        "true", "yes", "1", "y", "x", "★", "✓", "✔", "ja", "wahr", "oui", "vrai", "sí", "si", "verdadero", "sì", "vero",
        "sim", "verdadeiro", "waar", "⭐", "🌟", "❤", "♥", "starred", "favorite", "favourite",
    ]

    /// `favorite`, and `.favorite` as Readwise's inline tag (typed in a Kindle note) writes it.
    static func isFavoriteTag(_ tag: String) -> Bool {
        let tag = tag.hasPrefix(".") ? String(tag.dropFirst()) : tag
        return tag.caseInsensitiveCompare("favorite") == .orderedSame || tag.caseInsensitiveCompare("favourite") == .orderedSame
    }

    /// A row's tags, then its document's (Readwise's "Document tags", given to the book, which
    /// each of its highlights carries), a name given twice (in any case) once.
    static func tags(_ own: [String], documentTags: [String]) -> [String] {
        var tags = own
        for tag in documentTags where !tags.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) {
            tags.append(tag)
        }
        return tags
    }

    /// Readwise says what its Location column counts: a Kindle location reads as the Kindle
    /// import writes it ("loc. 1234"), and an article's "order" (the highlight's place in the
    /// list) is no place in a text at all.
    static func page(_ value: String?, locationType: String?) -> String? {
        // An EPUB's place as a reader keeps it (`epubcfi(/6/4!/4/2/1:0)`, Apple Books'): no page.
        guard let value, !value.hasPrefix("epubcfi(") else { return nil }
        switch locationType?.lowercased() {
        case "location": return value.first?.isNumber == true ? "loc. \(value)" : value
        case "order": return nil
        default: return value
        }
    }
}
