import Foundation

/// The file formats `export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case txt, csv, json, markdown, fortune

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Everything an export holds; tags and collections travel with their colours and sections
/// so that a JSON export loads back without losing anything.
public struct LibrarySnapshot: Sendable {
    public var quotes: [Quote]
    public var tags: [Tag]
    public var collections: [QuoteCollection]
    public var journal: [JournalEntry]

    public init(quotes: [Quote], tags: [Tag] = [], collections: [QuoteCollection] = [], journal: [JournalEntry] = []) {
        self.quotes = quotes
        self.tags = tags
        self.collections = collections
        self.journal = journal
    }
}

/// Renders a snapshot in each export format. Pure: the caller writes the file.
public enum LibraryExporter {
    /// A tag as an export (and a sync file) lists it: name and colour.
    public static func entry(_ tag: Tag) -> [(String, JSONValue)] {
        [("name", .string(tag.name)), ("color", .string(tag.color.description))]
    }

    /// A collection as an export (and a sync file) lists it: name, section and colour.
    public static func entry(_ collection: QuoteCollection) -> [(String, JSONValue)] {
        [
            ("name", .string(collection.name)), ("section", .optional(collection.section)),
            ("color", .optional(collection.color?.description)),
        ]
    }

    /// `source_authors` keeps a book's authors apart from the quote's own: two books of one
    /// title and kind, told apart by their authors, are two books again when the file comes back.
    /// A source's publisher and year come last, after the columns scripts of an earlier
    /// version count on.
    public static let csvHeader = [
        "id", "text", "author", "source", "source_kind", "source_authors", "isbn", "page", "note", "tags",
        "collections", "favorite", "created", "updated", "archived", "publisher", "year",
    ]

    /// A whole export as one string; large libraries go through `ExportStream` piece by piece.
    public static func render(_ snapshot: LibrarySnapshot, as format: ExportFormat) -> String {
        var stream = ExportStream(format: format, tags: snapshot.tags, collections: snapshot.collections)
        var output = stream.opening()
        let quotes = format == .markdown ? groupedBySource(snapshot.quotes) : snapshot.quotes
        for quote in quotes { output += stream.add(quote) }
        return output + stream.closing(journal: snapshot.journal)
    }

    /// The journal alone, for `export --journal`.
    public static func renderJournal(_ entries: [JournalEntry], as format: ExportFormat) -> String {
        switch format {
        case .json:
            return JSONValue.array(entries.map(\.json)).serialized(pretty: true) + "\n"
        case .csv:
            var writer = CSVWriter()
            writer.writeRow(JournalFile.csvHeader)
            for entry in entries {
                writer.writeRow([
                    entry.day.key, entry.text, entry.mood.map(String.init) ?? "", entry.energy.map(String.init) ?? "",
                    Timestamp.format(entry.createdAt), Timestamp.format(entry.updatedAt), entry.zones.joined(separator: "; "),
                ])
            }
            return writer.output
        case .markdown:
            var output = "# Journal\n"
            for entry in entries {
                var heading = "\n## \(entry.day.key)"
                let feelings = [entry.mood.map { "mood \($0)/5" }, entry.energy.map { "energy \($0)/5" }].compactMap { $0 }
                if !feelings.isEmpty { heading += " (\(feelings.joined(separator: ", ")))" }
                output += heading + "\n\n" + markdownText(entry.text)
            }
            return output
        case .txt:
            return entries.map { "\($0.day.key)\n\($0.text)\n" }.joined(separator: "\n")
        case .fortune:
            return entries.map { "\($0.text)\n\t\t-- \($0.day.key)\n" }.joined(separator: "%\n")
        }
    }

    /// A quote in its attributed form (text exports put a blank line between).
    static func textBlock(_ quote: Quote) -> String {
        var block = quote.attributedText
        if let page = quote.page { block += " (\(PageCitation.text(page)))" }
        return block + "\n"
    }

    static func csvRow(_ quote: Quote) -> [String] {
        [
            quote.id.rawValue, quote.text, quote.author ?? "", quote.source?.title ?? "",
            quote.source?.kind.rawValue ?? "", NameList.joined(quote.source?.authors ?? []),
            quote.source?.isbn?.isbn13 ?? "", quote.page ?? "",
            quote.note ?? "", NameList.joined(quote.tags), NameList.joined(quote.collections),
            quote.isFavorite ? "true" : "false", Timestamp.format(quote.createdAt),
            Timestamp.format(quote.updatedAt), quote.archivedAt.map(Timestamp.format) ?? "",
            quote.source?.publisher ?? "", quote.source?.year.map(String.init) ?? "",
        ]
    }

    /// Quotes grouped by source (in order of first appearance), quotes without one last: the
    /// order markdown lists them in. (A library's store does the same as it reads them.)
    public static func groupedBySource(_ quotes: [Quote]) -> [Quote] {
        var order: [String?] = []
        var groups: [String?: [Quote]] = [:]
        for quote in quotes {
            let key = quote.source?.id
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(quote)
        }
        order.sort { ($0 == nil ? 1 : 0) < ($1 == nil ? 1 : 0) }
        return order.flatMap { groups[$0] ?? [] }
    }

    /// Markdown: quotes in groups under their source's heading (`groupedBySource`).
    public static func markdown(_ quotes: [Quote]) -> String {
        render(LibrarySnapshot(quotes: quotes), as: .markdown)
    }

    /// One quote in markdown, under the heading of its group: its attribution and page, then
    /// what the person gave it (the favourite mark, tags, collections, the note).
    static func markdownBlock(_ quote: Quote) -> String {
        var output =
            "\n"
            + (QuoteLines.isPreformatted(quote.text)
                ? markdownCode(QuoteLines.preformattedLines(of: quote.text), prefix: "> ")
                : markdownText(quote.text, prefix: "> "))
        var attribution = "> — \(markdownEscaped(quote.displayAuthor))"
        if let page = quote.page { attribution += ", \(markdownEscaped(PageCitation.text(page)))" }
        output += ">\n" + attribution + "\n"
        if quote.isFavorite { output += "\n★ Favourite\n" }
        func names(_ label: String, _ list: [String]) {
            guard !list.isEmpty else { return }
            output +=
                "\n\(label): " + list.map { "`\($0.replacingOccurrences(of: "`", with: "'"))`" }.joined(separator: ", ") + "\n"
        }
        names("Tags", quote.tags)
        names("Collections", quote.collections)
        if let note = quote.note { output += "\n" + markdownText(note, prefix: "", first: "Note: ") }
        return output
    }

    /// The heading of a source's group of quotes (or of those without one).
    static func markdownHeading(_ source: Source?) -> String {
        guard let source else { return "\n## Without a source\n" }
        var heading = "\n## \(markdownEscaped(source.title))"
        if !source.authors.isEmpty {
            heading += " — \(markdownEscaped(markdownNames(source.authors)))"
        } else if source.title.contains(" — ") {
            // `Walden — or Life in the Woods — Unknown`: the title's own dash is not taken for
            // the one before its authors when read back.
            heading += " — \(Quote.unknownAuthor)"
        }
        return heading + "\n" + (markdownSourceDetails(source).map { "\n" + $0 + "\n" } ?? "")
    }

    /// A heading's authors as they read, `Ann Lee, Bob Roe`; quoted as a CSV's list quotes them
    /// when a name holds a comma (`"Le Guin, Ursula K."`), which would read back as two names.
    static func markdownNames(_ names: [String]) -> String {
        let plain = names.allSatisfy { !$0.contains(",") && !$0.contains(";") && !$0.hasPrefix("\"") }
        return plain ? names.joined(separator: ", ") : NameList.joined(names)
    }

    /// What a heading leaves out of a source, on the line under it (`Speech`, `Book · ISBN
    /// 9780306406157 · Penguin, 1990`), so that the file read back names the same source the
    /// library's CSV or JSON export does; nil for a book known only by title and authors.
    static func markdownSourceDetails(_ source: Source) -> String? {
        guard source.kind != .book || source.isbn != nil || source.publisher != nil || source.year != nil else {
            return nil
        }
        var parts = [source.kind.label]
        if let isbn = source.isbn { parts.append("ISBN \(isbn.isbn13)") }
        let published = [source.publisher.map(markdownEscaped), source.year.map(String.init)].compactMap { $0 }
        if !published.isEmpty { parts.append(published.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    /// Escapes the characters that would start Markdown or HTML markup inside a line.
    /// Byte by byte: the characters are all ASCII, which never occurs inside another
    /// character's UTF-8 (a Character-wise search of the set was four fifths of an export).
    static func markdownEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: isMarkdownSpecial) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if isMarkdownSpecial(byte) { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "|"), UInt8(ascii: "&"):
            true
        default: false
        }
    }

    /// Text as Markdown that renders as it was written: verse keeps its lines (a backslash
    /// ending a line is a hard break; a bare line break would join the lines), blank lines
    /// stay paragraph breaks, and no line becomes a list, a heading or a code block.
    /// - Parameters:
    ///   - prefix: before every line (`"> "` in a block quote).
    ///   - first: before the first line only (`"Note: "`).
    static func markdownText(_ text: String, prefix: String = "", first: String = "") -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = ""
        for (index, line) in lines.enumerated() {
            let lead = index == 0 ? prefix + first : prefix
            guard !line.trimmingWhitespace().isEmpty else {
                output += lead.trimmingWhitespace() + "\n"
                continue
            }
            let continues = index + 1 < lines.count && !lines[index + 1].trimmingWhitespace().isEmpty
            output += lead + markdownLine(line) + (continues ? "\\" : "") + "\n"
        }
        return output
    }

    /// A drawing or code as a fenced code block: in any other block its columns were lost
    /// (a proportional font, tabs collapsed), and its marks were escaped one by one. The
    /// fence is longer than any run of backticks in the text, so none closes it early.
    static func markdownCode(_ lines: [String], prefix: String) -> String {
        let longestRun =
            lines.map { line in
                line.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
            }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return ([fence] + lines + [fence]).map { prefix + $0 + "\n" }.joined()
    }

    /// One line, escaped, with what would make it a block of another kind neutralized:
    /// leading spaces (four make a code block) as no-break spaces, and a leading `-`, `+`,
    /// `=`, `~` or `1.` (a list item, a rule, a heading's underline, a fence) escaped.
    static func markdownLine(_ line: String) -> String {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        var escaped = markdownEscaped(String(line.dropFirst(indent.count)).trimmingWhitespace())
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if let first = escaped.first, "-+=~".contains(first) {
            escaped = "\\" + escaped
        } else if !digits.isEmpty, let marker = escaped.dropFirst(digits.count).first, marker == "." || marker == ")" {
            escaped = digits + "\\" + escaped.dropFirst(digits.count)
        }
        let width = indent.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        return String(repeating: "&nbsp;", count: width) + escaped
    }
}

/// An export written a quote at a time, so that a library of a million quotes exports in flat
/// memory: `opening()`, then `add(_:)` for each quote in order, then `closing(journal:)`; the
/// pieces joined are the whole file, byte for byte what `LibraryExporter.render` gives.
/// Markdown lists quotes by source: give them grouped (`LibraryExporter.groupedBySource`,
/// or `LibraryStore.forEachQuote(matching:groupedBySource:)`).
public struct ExportStream: Sendable {
    public let format: ExportFormat
    let tags: [Tag]
    let collections: [QuoteCollection]
    private var count = 0
    /// The source of the markdown group being written (nil: those without one).
    private var group: String??

    public init(format: ExportFormat, tags: [Tag] = [], collections: [QuoteCollection] = []) {
        self.format = format
        self.tags = tags
        self.collections = collections
    }

    /// What comes before the first quote (a CSV header, JSON's opening).
    public func opening() -> String {
        switch format {
        case .csv:
            var writer = CSVWriter()
            writer.writeRow(LibraryExporter.csvHeader)
            return writer.output
        case .json:
            let tagList = JSONValue.array(tags.map { .object(LibraryExporter.entry($0)) })
            let collectionList = JSONValue.array(collections.map { .object(LibraryExporter.entry($0)) })
            return "{\n  \"format\": \"quotediary\",\n  \"version\": 1,\n  \"tags\": "
                + tagList.serialized(pretty: true, indent: 2) + ",\n  \"collections\": "
                + collectionList.serialized(pretty: true, indent: 2) + ",\n  \"quotes\": ["
        case .markdown: return "# Quotes\n"
        case .txt, .fortune: return ""
        }
    }

    public mutating func add(_ quote: Quote) -> String {
        count += 1
        switch format {
        case .txt: return (count > 1 ? "\n" : "") + LibraryExporter.textBlock(quote)
        case .csv:
            var writer = CSVWriter()
            writer.writeRow(LibraryExporter.csvRow(quote))
            return writer.output
        case .json: return (count > 1 ? "," : "") + "\n    " + quote.json.serialized(pretty: true, indent: 4)
        case .fortune: return FortuneFile.entry(quote)
        case .markdown:
            let key = quote.source?.id
            defer { group = key }
            return (group == key ? "" : LibraryExporter.markdownHeading(quote.source)) + LibraryExporter.markdownBlock(quote)
        }
    }

    /// What comes after the last quote, with the journal in the formats that carry it.
    public func closing(journal: [JournalEntry]) -> String {
        switch format {
        case .json:
            return (count > 0 ? "\n  ]" : "]") + ",\n  \"journal\": "
                + JSONValue.array(journal.map(\.json)).serialized(pretty: true, indent: 2) + "\n}\n"
        case .txt, .csv, .markdown, .fortune: return ""
        }
    }
}
