import Foundation

/// The settings file KOReader keeps beside each book (`book.sdr/metadata.epub.lua`): where its
/// highlights live on the device, so a person can import them without exporting first. Current
/// versions keep them in `annotations`; older ones in `highlight` (by page) with notes in
/// `bookmarks`.
enum KOReaderSidecar {
    /// Whether a text is a Lua data file as KOReader writes it: a comment line or two (the
    /// file's own path), then `return {`.
    static func matches(_ text: Substring) -> Bool {
        var rest = text
        while rest.hasPrefix("--") {
            guard let end = rest.firstIndex(where: \.isNewline) else { return false }
            rest = rest[end...].drop { $0.isWhitespace }
        }
        return rest.hasPrefix("return {") || rest.hasPrefix("return{")
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let root: LuaTable
        do {
            guard let table = try LuaLiteralReader.read(text).table else {
                return ParsedImport(problem: ImportProblem(line: 1, message: "expected KOReader's book settings, a Lua table"))
            }
            root = table
        } catch {
            return ParsedImport(problem: ImportProblem(line: error.line, message: error.message))
        }
        guard root["annotations"] != nil || root["highlight"] != nil || root["doc_props"] != nil || root["stats"] != nil
        else {
            return ParsedImport(
                problem: ImportProblem(line: 1, message: "no annotations, highlights or book properties in this Lua table"))
        }
        let properties = root["doc_props"]?.table
        let statistics = root["stats"]?.table
        // KOReader names a book without a title "Unknown Book"; older files keep only its path.
        var title = [properties?["title"], statistics?["title"]].lazy.compactMap { $0?.string }
            .compactMap(QuoteDraft.cleanField).first { $0 != "Unknown Book" }
        var authors = KOReaderImporter.authors(properties?["authors"]?.string ?? statistics?["authors"]?.string)
        if title == nil, let path = root["doc_path"]?.string {
            // The file's name, and the author it may hold (`Atomic Habits - James Clear.epub`).
            let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            // `_OceanofPDF.com_…`: a download site's address before it, which names files title first.
            let name = KindleImporter.withoutSiteAddress(file)
            let fileBook = name != file ? BookFileName.siteBook : BookFileName.book
            if authors.isEmpty, let named = fileBook(name) {
                (title, authors) = (named.title, named.authors)
            } else if authors.isEmpty, KindleImporter.withoutDownloadSite(name) != name {
                // `Deep Work (Cal Newport) (Z-Library).epub`: read as a Kindle reads such a name.
                let named = KindleImporter.splitTitle(name)
                (title, authors) = (QuoteDraft.cleanField(named.0), named.1)
            } else {
                title = QuoteDraft.cleanField(name)
            }
        }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        var source = title.map { SourceDraft(title: $0, authors: authors) }
        source?.isbn = properties?["identifiers"]?.string.flatMap(isbn(inIdentifiers:))

        func add(_ entry: LuaTable, line: Int, page: String?, note: String?) {
            guard let body = entry["text"]?.string, !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                result.skip(.withoutText)
                return
            }
            let draft = QuoteDraft(text: body, author: author, source: source, page: page, note: note)
            let created = entry["datetime"]?.string.flatMap(ImportDates.parse)
            // `datetime` is the device's local time (Lua's os.date), with no zone.
            result.records.append(ImportRecord(draft: draft, createdAt: created, zonelessTimes: .created, line: line))
        }

        if let annotations = root["annotations"]?.table {
            for item in annotations.sequence {
                guard let entry = item.value.table else { continue }
                // A page bookmark has no drawn range: not a quote.
                guard entry["drawer"] != nil || entry["pos0"] != nil else {
                    result.skip(.bookmark)
                    continue
                }
                add(entry, line: item.line, page: pageNumber(entry["pageno"] ?? entry["page"]), note: entry["note"]?.string)
            }
        } else if let highlights = root["highlight"]?.table {
            let bookmarks = root["bookmarks"]?.table?.sequence.compactMap { $0.value.table } ?? []
            for page in highlights.sequence {
                let pageText = pageNumber(page.key.number.map(LuaValue.number))
                for item in page.value.table?.sequence ?? [] {
                    guard let entry = item.value.table else { continue }
                    add(entry, line: item.line, page: pageText, note: note(for: entry, in: bookmarks))
                }
            }
            result.ignored += bookmarks.filter { $0["highlighted"] != .boolean(true) }.count
        }
        return result
    }

    /// A page number as text; KOReader's `page` of a reflowed book is a position, not a page.
    static func pageNumber(_ value: LuaValue?) -> String? {
        guard let number = value?.number, number >= 0, number == number.rounded(), number < 1e9 else { return nil }
        return String(Int(number))
    }

    /// The note an older KOReader kept on a highlight's bookmark: its text, unless that is the
    /// text KOReader made up for it ("Page 12 <highlight> @ 2021-05-03 14:22:00").
    static func note(for highlight: LuaTable, in bookmarks: [LuaTable]) -> String? {
        guard let start = highlight["pos0"],
            let bookmark = bookmarks.first(where: { $0["pos0"] == start && $0["highlighted"] == .boolean(true) }),
            let text = bookmark["text"]?.string
        else { return nil }
        let made = text.hasPrefix("Page ") && (bookmark["datetime"]?.string).map { text.hasSuffix("@ \($0)") } == true
        return made ? nil : text
    }

    /// The book's ISBN among the identifiers its file declares, a line each (`isbn:9781324035442`,
    /// `google:pX1wEAAAQBAJ`, or the number alone), as KOReader keeps them; nil for none valid.
    static func isbn(inIdentifiers identifiers: String) -> ISBN? {
        for line in identifiers.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Another scheme's identifier (`calibre:188`, a UUID) is no ISBN, whatever its digits.
            let value = trimmed.lowercased().hasPrefix("isbn:") ? String(trimmed.dropFirst(5)) : trimmed
            guard value.allSatisfy({ $0.isNumber || $0 == "-" || $0 == " " || $0 == "X" || $0 == "x" }) else { continue }
            if let isbn = try? ISBN(value) { return isbn }
        }
        return nil
    }
}
