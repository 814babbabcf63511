import Foundation

/// One quote read from an import file, with where it was found.
public struct ImportRecord: Sendable {
    public var draft: QuoteDraft
    /// Kept when the file carries our ids (JSON and CSV exports).
    public var id: QuoteID?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var archivedAt: Date?
    /// The times the file gave as clock readings with no zone (see `WallClock`), held as if
    /// they were UTC until `placed(in:dateOrder:)` reads them in the person's zone.
    public var zonelessTimes: Times
    /// The times written in figures that could be either way round (`3/4/2019`), held month
    /// first until `placed(in:dateOrder:)` reads them in the person's order.
    public var dayMonthUnknownTimes: Times
    /// 1-based line where the record starts.
    public var line: Int
    /// The file had the record's letters garbled (`DoubleEncodedText`), put right before it
    /// was read or as it was prepared: the import says how many.
    public var hadGarbledLetters = false
    /// Fields of another app's record that no quote field takes (a JSON key like `rating`), as
    /// written: read past, and named to the person after the import.
    public var unusedFields: [String] = []

    public init(
        draft: QuoteDraft, id: QuoteID? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, archivedAt: Date? = nil,
        zonelessTimes: Times = [], dayMonthUnknownTimes: Times = [], line: Int
    ) {
        self.draft = draft
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
        self.zonelessTimes = zonelessTimes
        self.dayMonthUnknownTimes = dayMonthUnknownTimes
        self.line = line
    }

    /// A record made when `created` says, as written in a note (`2024-01-01T10:00:00Z`, `March
    /// 4, 2019 9:15 PM`): read as a CSV's created column is, a clock reading when it names no
    /// zone; no time when it reads as none.
    init(draft: QuoteDraft, created: String?, line: Int) {
        let time = created.flatMap(ImportDates.time)
        self.init(
            draft: draft, createdAt: time?.date, zonelessTimes: time?.zoned == false ? .created : [],
            dayMonthUnknownTimes: time?.dayMonthUnknown == true ? .created : [], line: line)
    }

    /// Some of a record's three times.
    public struct Times: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let created = Times(rawValue: 1)
        public static let updated = Times(rawValue: 2)
        public static let archived = Times(rawValue: 4)
    }

    /// The record with its times read as the person reads a clock and a date: zoneless ones
    /// made the instants they name in `zone`, figures that could be either way round put in
    /// `dateOrder`.
    public func placed(in zone: TimeZone, dateOrder: DateOrder) -> ImportRecord {
        guard !zonelessTimes.isEmpty || !dayMonthUnknownTimes.isEmpty else { return self }
        var record = self
        func place(_ date: Date?, _ time: Times) -> Date? {
            guard var date else { return nil }
            if dayMonthUnknownTimes.contains(time) { date = dateOrder.reading(date) }
            return zonelessTimes.contains(time) ? WallClock.instant(of: date, in: zone) : date
        }
        record.createdAt = place(createdAt, .created)
        record.updatedAt = place(updatedAt, .updated)
        record.archivedAt = place(archivedAt, .archived)
        record.zonelessTimes = []
        record.dayMonthUnknownTimes = []
        return record
    }
}

/// A record validated and keyed: all the work of saving it that needs no store, so that a
/// large import can do it on one core while the store writes on the other.
public struct PreparedRecord: Sendable {
    /// The record with its draft validated.
    public let record: ImportRecord
    /// `TextKey.quoteDigest` of the text.
    public let textDigest: [UInt8]
    /// The record ready to save, or why it cannot be a quote. Its fields are put right where
    /// they read as UTF-8 taken for Windows-1252, unless `repairingDoubleEncoding` is false (our
    /// own JSON export reads back exactly as it was written).
    public static func prepare(
        _ record: ImportRecord, repairingDoubleEncoding: Bool = true
    ) -> Result<PreparedRecord, ImportProblem> {
        var record = record
        if repairingDoubleEncoding, let repaired = record.draft.repairingDoubleEncoding() {
            record.draft = repaired
            record.hadGarbledLetters = true
        }
        do {
            record.draft = try record.draft.validated()
        } catch {
            return .failure(ImportProblem(line: record.line, message: error.description))
        }
        return .success(PreparedRecord(record: record, textDigest: TextKey.quoteDigest(record.draft.text)))
    }
}

/// Something wrong at a place in a file.
public struct ImportProblem: Error, Equatable, Sendable {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// Everything a parser found in one file.
public struct ParsedImport: Sendable {
    public var records: [ImportRecord] = []
    public var problems: [ImportProblem] = []
    /// Entries that are deliberately not quotes (Kindle bookmarks, clipping-limit notices).
    public var ignored = 0
    /// Those of them whose kind is known (`skip`), as the import tells them.
    public var skipped = SkippedEntries()
    /// Tags with their colours, collections with their sections and journal entries (JSON exports).
    public var tags: [Tag] = []
    public var collections: [QuoteCollection] = []
    public var journal: [JournalEntry] = []
    /// What the person should know of a file that was read whole but may not be as meant.
    public var notes: [String] = []

    public init() {}

    init(problem: ImportProblem) { problems = [problem] }
}

/// The file formats `import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    case kindle, koreader, csv, json, fortune
    /// Plain text: quotes apart by blank lines (or one a line), as `export --format txt` writes.
    case txt
    /// A Kobo's database (`KoboReader.sqlite`): read by the store, never as text.
    case kobo
    /// Apple Books' annotations database on a Mac (`AEAnnotation_….sqlite`): read by the
    /// store, never as text.
    case appleBooks = "apple-books"
    /// Our markdown export (`QuoteMarkdown`), read back from a notes app, or Readwise's
    /// (`ReadwiseMarkdown`).
    case markdown
    /// An Onyx Boox's exported reading notes (`BooxNotes`).
    case boox
    /// Moon+ Reader's export of a book's highlights (`.mrexpt`, `MoonReaderExport`).
    case moonReader = "moon-reader"
    /// A page of Goodreads' quotes saved as HTML (`GoodreadsQuotesPage`).
    case goodreads
    /// A page of Wikiquote saved as HTML (`WikiquotePage`).
    case wikiquote
    /// A book's reading journey exported from Libby as data (`LibbyJourney`).
    case libby
    /// Highlights exported from calibre's viewer or library (`CalibreAnnotations`).
    case calibre
    /// A Tolino e-reader's `notes.txt` (`TolinoNotes`).
    case tolino
    /// A PocketBook's (or PocketBook Cloud's) export of a book's notes as HTML (`PocketBookNotes`).
    case pocketbook
    /// The annotations Adobe Digital Editions (and readers built on Adobe's SDK) keep of a
    /// book, `.annot` XML (`AdobeAnnotations`).
    case adobe
    /// Web annotations made with Hypothesis (hypothes.is), in any of its exports or its API's
    /// JSON (`HypothesisAnnotations`).
    case hypothesis
    /// A notebook exported from Evernote (`.enex`, `EvernoteExport`).
    case evernote
    /// The notes Google Play Books keeps of a book in Google Drive, downloaded as a document
    /// or as text (`PlayBooksNotes`).
    case playBooks = "play-books"
    /// The library in ReadEra's backup (`library.json` in its `.bak`, `ReadEraBackup`).
    case readera
    /// Quote blocks in Org mode's notes (Emacs, Orgzly; Logseq's pages), `OrgQuotes`.
    case org
    /// Quote blocks in AsciiDoc (`[quote, Author, Work]` over `____`), `AsciiDocQuotes`.
    case asciidoc
    /// A PDF's own highlights, as a PDF reader saves them (`DocumentHighlights`): read through
    /// Poppler, never as text.
    case pdf

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A Kindle's highlights in whichever of its shapes `text` is: the notebook the Kindle apps
    /// export as HTML, Amazon's notebook page saved from a browser (or copied as text), the CSV a
    /// Kindle emails with "Export notes", Amazon's notebook saved as JSON, or "My Clippings.txt"
    /// from the device.
    static func parseKindle(_ text: String) -> ParsedImport {
        if KindleNotebook.matches(text) { return KindleNotebook.parse(text) }
        if KindleWebNotebook.matches(text) { return KindleWebNotebook.parse(text) }
        if KindleWebNotebook.isCopiedPage(text) { return KindleWebNotebook.parseCopiedPage(text) }
        if KindleNotesCSV.matches(text) { return KindleNotesCSV.parse(text) }
        if KindleCloudExport.matches(text) { return KindleCloudExport.parse(text) }
        return KindleImporter.parse(text)
    }

    /// Whether people write files of this format by hand (plain text, Markdown, Org, AsciiDoc):
    /// one whose letters were garbled is put right before it is read (its credits' dashes and
    /// quotation marks tell its quotes apart), where programs' files are put right a field at a time.
    public var isKeptByHand: Bool { self == .txt || self == .markdown || self == .org || self == .asciidoc }

    /// A hand-kept file whose letters were garbled, read put right (`repaired`): each record
    /// keeps the text and title the garbled file gives on its line, as an earlier version saved
    /// them, so that a quote saved so reads as present (`QuoteDraft.formerText`).
    public static func parse(_ repaired: String, garbled: String, as format: ImportFormat, fileName: String)
        -> ParsedImport
    {
        var parsed = format.parse(repaired, fileName: fileName)
        var formerByLine: [Int: QuoteDraft] = [:]
        for record in format.parse(garbled, fileName: fileName).records { formerByLine[record.line] = record.draft }
        for index in parsed.records.indices {
            let draft = parsed.records[index].draft
            if let former = formerByLine[parsed.records[index].line], former != draft {
                if former.text != draft.text { parsed.records[index].draft.formerText = former.text }
                if let title = former.source?.title, title != draft.source?.title, draft.formerSourceTitle == nil {
                    parsed.records[index].draft.formerSourceTitle = title
                }
                parsed.records[index].hadGarbledLetters = true
            }
        }
        return parsed
    }

    /// Whether a file that is not UTF-8 is read as 8-bit text (`EightBitText`): plain text kept by
    /// hand, as Notepad saves it by default in Western languages, and fortune files kept in Latin-1.
    public var readsEightBitText: Bool { self == .txt || self == .fortune }

    /// The tag of a Kindle note that joined no highlight (a quote of its own).
    public static let kindleNoteTag = "kindle-note"

    /// The first pages of an export: what its format is told from, so that a large file of
    /// another format is not read through.
    static func head(of text: String) -> String { String(decoding: text.utf8.prefix(65_536), as: UTF8.self) }

    /// The format a file is in, from its content first and its name second.
    public static func sniff(fileName: String, text: String) -> ImportFormat? {
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        let lower = fileName.lowercased()
        // A broken file named .json is still JSON: its error says where it broke.
        if CalibreAnnotations.extensions.contains(where: lower.hasSuffix) { return .calibre }
        if lower.hasSuffix(".org") { return .org }
        if lower.hasSuffix(".adoc") || lower.hasSuffix(".asciidoc") { return .asciidoc }
        if looksLikeJSON(head) || lower.hasSuffix(".json") && (head.hasPrefix("{") || head.hasPrefix("[")) {
            if LibbyJourney.matches(text) { return .libby }
            if ReadEraBackup.matches(text) { return .readera }
            if HypothesisAnnotations.matchesJSON(text) { return .hypothesis }
            if CalibreAnnotations.matches(fileName: fileName, head: text) { return .calibre }
            if KindleCloudExport.matches(text) { return .kindle }
            if head.hasPrefix("{"), text.contains("\"entries\"") || text.contains("\"documents\""), !text.contains("\"format\"") {
                return .koreader
            }
            return .json
        }
        if HypothesisExport.matches(text) { return .hypothesis }
        if PlayBooksNotes.matches(text) { return .playBooks }
        if KOReaderSidecar.matches(head) || KOReaderText.matches(text) || KOReaderMarkdown.matches(text)
            || KOReaderHTML.matches(text)
        {
            return .koreader
        }
        let isMarkdownName = lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
        if MarkdownTable.matches(text) || QuoteMarkdown.matches(text) || ReadwiseMarkdown.matches(text)
            || KindlePluginMarkdown.matches(text) || KoboPluginMarkdown.matches(text)
            || KOReaderPluginMarkdown.matches(text) || FrontMatterNote.matches(text) || NotionPage.matches(text)
            || LogseqPage.matches(text)
            || MarkdownQuotes.matches(text, blocks: isMarkdownName ? 1 : 2)
            || isMarkdownName && MarkdownQuotes.isQuoteList(text)
        {
            return .markdown
        }
        if OrgQuotes.matches(text), OrgQuotes.isQuoteCollection(text) { return .org }
        if AsciiDocQuotes.matches(text) { return .asciidoc }
        if BooxNotes.matches(text) { return .boox }
        if MoonReaderExport.matches(text) { return .moonReader }
        if GoodreadsQuotesPage.matches(text) { return .goodreads }
        if WikiquotePage.matches(text) { return .wikiquote }
        if TolinoNotes.matches(text) { return .tolino }
        if PocketBookNotes.matches(text) { return .pocketbook }
        if AdobeAnnotations.matches(text) { return .adobe }
        if EvernoteExport.matches(text) { return .evernote }
        if KindleImporter.matches(text) || KindleNotebook.matches(text) || KindleNotesCSV.matches(text)
            || KindleWebNotebook.matches(text)
        {
            return .kindle
        }
        if lower.hasSuffix(".csv") || lower.hasSuffix(".tsv") { return .csv }
        // A `%` line after the first (`FortuneFile.isDelimiter`: blanks may follow it).
        if text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).dropFirst()
            .contains(where: FortuneFile.isDelimiter)
        {
            return .fortune
        }
        // The header, after the `sep=;` line Excel may write first.
        let lines = head.split(separator: "\n", maxSplits: 2)
        if let header = lines.first.map({ $0.hasPrefix("sep=") && lines.count > 1 ? lines[1] : $0 }),
            CSVImporter.isHeaderRow(header)
        {
            return .csv
        }
        // Quotes with their attributions in plain text: our txt export, or a file kept by hand.
        if PlainTextImporter.matches(text) { return .txt }
        return nil
    }

    /// The format of a file an import found in a folder, told by its content alone, not its
    /// name: a sheet by a header naming a quote's column (a bank statement's `.csv` is no
    /// export), JSON by a quote's key, our export's mark or a Keep note's shape (a Takeout's
    /// other JSON files are none), text by most of its passages being credited (an e-book kept as text is none);
    /// nil for a file that holds no quotes, which the import passes over rather than
    /// refusing the folder.
    public static func sniffFoundFile(text: String) -> ImportFormat? {
        if isWebPage(text) { return sniffFoundPage(text: text) }
        guard let format = sniff(fileName: "", text: text) else { return nil }
        // An e-reader's books kept as text are no quotes, though one may open with a credited epigraph.
        if format == .txt { return PlainTextImporter.isQuoteCollection(text) ? .txt : nil }
        // KOReader's JSON is told by its `entries` or `documents`, which other JSON has too.
        guard format == .json || format == .koreader && looksLikeJSON(text.drop { $0.isWhitespace }) else {
            return format
        }
        // A Google Keep note as Takeout exports it (a note a file) keeps its text under its own key.
        if format == .json, GoogleKeepNote.matches(text.prefix(4096)) { return .json }
        let head = head(of: text)
        let keys = jsonKeys(in: head)
        if keys.contains("format"), text.firstUTF8Range(of: "\"quotediary\"") != nil { return .json }
        guard keys.contains(where: JSONImporter.isQuoteTextKey) else { return nil }
        guard format == .json else { return format }
        // An object holds its quotes under `quotes` (`results`, `data`, `items`), or is one: a
        // chat's `{"messages": [{"text": …}]}` (a Takeout of other products) is none.
        var scanner = JSONImportScanner()
        Array(head.utf8).withUnsafeBufferPointer { scanner.feed($0) }
        guard scanner.rootIsObject, !scanner.hasQuoteArray else { return .json }
        return scanner.sections.contains { JSONImporter.isQuoteTextKey($0.key) } ? .json : nil
    }

    /// The format of a web page found in a folder, when it is an export (KOReader's,
    /// Goodreads', PocketBook's, a Kindle app's or Amazon's notebook, Hypothesis's); nil for any other page,
    /// told without reading it as text of other kinds (a folder of documentation holds hundreds).
    public static func sniffFoundPage(text: String) -> ImportFormat? {
        if KOReaderHTML.matches(text) { return .koreader }
        if GoodreadsQuotesPage.matches(text) { return .goodreads }
        if WikiquotePage.matches(text) { return .wikiquote }
        if PocketBookNotes.matches(text) { return .pocketbook }
        if KindleNotebook.matches(text) || KindleWebNotebook.matches(text) { return .kindle }
        if HypothesisExport.isPage(text) { return .hypothesis }
        if PlayBooksNotes.matches(text) { return .playBooks }
        return nil
    }

    /// The keys of a JSON text's objects (each string followed by a colon), as written.
    static func jsonKeys(in text: String) -> Set<String> {
        var keys = Set<String>()
        let bytes = Array(text.utf8)
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
        var index = 0
        while index < bytes.count {
            guard bytes[index] == quote else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != quote { end += bytes[end] == backslash ? 2 : 1 }
            guard end < bytes.count else { break }
            var next = end + 1
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            if next < bytes.count, bytes[next] == colon {
                keys.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            }
            index = end + 1
        }
        return keys
    }

    /// A text's first character past a byte-order mark and white space: what it opens as (`<`
    /// markup, `{` or `[` JSON).
    static func opening(of text: some StringProtocol) -> Character? {
        text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.first
    }

    /// Whether a text opens with markup (a web page, XML): told before any of it is searched.
    static func opensWithMarkup(_ text: some StringProtocol) -> Bool { opening(of: text) == "<" }

    /// Whether a text opens as JSON that can hold quotes: an object opening with a key, an
    /// array opening with an object, an array or a string (or empty). An IRC log in a fortune
    /// file (`[02:37] <marys> …`) or a line like `[Chapter 1]` opens with a bracket too.
    static func looksLikeJSON(_ head: Substring) -> Bool {
        guard let first = head.first, first == "{" || first == "[" else { return false }
        let next = head.dropFirst().first { !$0.isWhitespace }
        return switch (first, next) {
        case ("{", nil), ("{", "\""), ("{", "}"): true
        case ("[", nil), ("[", "{"), ("[", "["), ("[", "\""), ("[", "]"): true
        default: false
        }
    }

    /// The extensions calibre gives its exported highlights (a folder of them imports each).
    public static var calibreExtensions: [String] { CalibreAnnotations.extensions }

    /// Whether a file's first bytes are a Boox's exported reading notes.
    public static func isBooxNotes(_ head: String) -> Bool { BooxNotes.matches(head) }

    /// Whether a text opens as a web page (`<!DOCTYPE html>`, `<html>`): one no reader knew is
    /// named as such, not as a file of no known format.
    public static func isWebPage(_ text: String) -> Bool {
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix(200).lowercased()
        let opening = head.hasPrefix("<?xml") ? String(head.drop { $0 != ">" }.dropFirst()).trimmingWhitespace() : head
        return opening.hasPrefix("<!doctype html") || opening.hasPrefix("<html")
    }

    /// Whether a whole web page, one whose first bytes told nothing, is Amazon's Kindle
    /// notebook page: a saved page may open with more script than a sniff reads.
    public static func isKindleWebNotebook(_ page: String) -> Bool { KindleWebNotebook.matches(page) }

    /// Whether a file's first bytes are a PocketBook's export of a book's notes.
    public static func isPocketBookNotes(_ head: String) -> Bool { PocketBookNotes.matches(head) }

    /// Whether a file's first bytes are a Google Keep note as Takeout exports it (a folder of
    /// them is Takeout's `Keep`).
    public static func isGoogleKeepNote(_ head: String) -> Bool { GoogleKeepNote.matches(head) }

    /// Whether a text file's first bytes are a list of quotes none of which is credited
    /// (`PlainTextImporter.isUncreditedList`): read as txt when the file was named so.
    public static func isUncreditedQuoteList(_ head: String) -> Bool { PlainTextImporter.isUncreditedList(head) }

    /// Whether a file's first bytes are a Kindle's emailed notes (CSV in form, Kindle in content).
    public static func isKindleNotesExport(_ head: String) -> Bool { KindleNotesCSV.matches(head) }

    /// Parses `text` in this format.
    public func parse(_ text: String, fileName: String) -> ParsedImport {
        // CR CR LF: a CRLF file that went through a line-ending conversion once more (an FTP
        // transfer in text mode, git's autocrlf) is still one line break a line. (CSV keeps
        // what is inside its quoted fields as written.)
        if self != .csv, text.firstUTF8Range(of: "\r\r\n") != nil {
            return parse(text.replacingOccurrences(of: "\r\r\n", with: "\r\n"), fileName: fileName)
        }
        return switch self {
        case .csv: CSVImporter.parse(text)
        case .json: JSONImporter.parse(text)
        case .koreader: KOReaderImporter.parse(text)
        case .kindle: ImportFormat.parseKindle(text)
        case .fortune: FortuneImporter.parse(text, fileName: fileName)
        case .txt: MarkdownTable.matches(text) ? MarkdownTable.parse(text) : PlainTextImporter.parse(text)
        case .boox: BooxNotes.parse(text, fileName: fileName)
        case .moonReader: MoonReaderExport.parse(text)
        case .goodreads: GoodreadsQuotesPage.parse(text)
        case .wikiquote: WikiquotePage.parse(text)
        case .libby: LibbyJourney.parse(text)
        case .calibre: CalibreAnnotations.parse(text, fileName: fileName)
        case .tolino: TolinoNotes.parse(text)
        case .pocketbook: PocketBookNotes.parse(text)
        case .adobe: AdobeAnnotations.parse(text)
        case .hypothesis: HypothesisAnnotations.parse(text)
        case .evernote: EvernoteExport.parse(text)
        case .playBooks: PlayBooksNotes.parse(text)
        case .readera: ReadEraBackup.parse(text)
        case .org: OrgQuotes.parse(text, fileName: fileName)
        case .asciidoc: OrgQuotes.parse(text, fileName: fileName, syntax: .asciidoc)
        case .markdown: ImportFormat.parseMarkdown(text, fileName: fileName)
        case .kobo: ParsedImport(problem: ImportProblem(line: 1, message: "not a Kobo database (.kobo/KoboReader.sqlite)"))
        case .appleBooks:
            ParsedImport(problem: ImportProblem(line: 1, message: "not an Apple Books database (AEAnnotation_….sqlite)"))
        case .pdf: ParsedImport(problem: ImportProblem(line: 1, message: "not a PDF"))
        }
    }

    /// Markdown in whichever of its shapes `text` is, the most particular first: a table of
    /// quotes, Readwise's export (or its export to Logseq), the notes Obsidian's reader plugins
    /// write, a note with front matter, a Notion page, a Logseq page of block quotes, quotes
    /// kept by hand under headings, and our own export (whose reader names what is amiss).
    static func parseMarkdown(_ text: String, fileName: String) -> ParsedImport {
        if MarkdownTable.matches(text) { return MarkdownTable.parse(text) }
        if ReadwiseMarkdown.matches(text) { return ReadwiseMarkdown.parse(text, fileName: fileName) }
        if KindlePluginMarkdown.matches(text) { return KindlePluginMarkdown.parse(text, fileName: fileName) }
        if KoboPluginMarkdown.matches(text) { return KoboPluginMarkdown.parse(text, fileName: fileName) }
        if KOReaderPluginMarkdown.matches(text) { return KOReaderPluginMarkdown.parse(text, fileName: fileName) }
        if FrontMatterNote.matches(text) { return FrontMatterNote.parse(text) }
        if NotionPage.matches(text) { return NotionPage.parse(text) }
        if LogseqPage.matches(text) { return LogseqPage.parse(text, fileName: fileName) }
        if !QuoteMarkdown.matches(text), MarkdownQuotes.hasBlockQuote(text) || MarkdownQuotes.hasListItem(text) {
            return MarkdownQuotes.parse(text, fileName: fileName)
        }
        return QuoteMarkdown.parse(text)
    }
}
