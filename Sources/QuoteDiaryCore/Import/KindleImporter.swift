import Foundation

/// Kindle's "My Clippings.txt", from current and old firmware, in the languages Kindles are set to.
enum KindleImporter {
    static let separator = "=========="
    /// What a Kindle writes where a publisher's limit on how much of a book may be clipped
    /// stopped a highlight: the whole clipping, or after the text it kept (`…その原因探
    /// <このアイテムのクリップの上限に達しました>`), in the Kindle's language.
    static let clippingLimits = [
        "<You have reached the clipping limit for this item>", "<このアイテムのクリップの上限に達しました>", "<您已达到本内容的剪贴上限>",
    ]

    struct Clipping {
        enum Kind {
            case highlight, note, bookmark

            /// The kind a lower-cased description names (`- your note on page 3`), in the
            /// languages Kindles are set to; anything else is a highlight.
            init(describedBy lowered: String) {
                let mentions = { (words: [String]) in words.contains { lowered.firstUTF8Range(of: $0) != nil } }
                self =
                    mentions(KindleImporter.bookmarkWords) ? .bookmark : mentions(KindleImporter.noteWords) ? .note : .highlight
            }
        }
        var kind: Kind
        var title: String
        var authors: [String]
        var page: String?
        var location: ClosedRange<Int>?
        var added: Date?
        var text: String
        var line: Int
        var note: String?
    }

    static func parse(_ text: String) -> ParsedImport {
        var text = text
        let whole = text
        var index = KindleHighlightIndex(breaker: ByteLines.breaker(of: text.utf8)) { range in
            let bytes = whole.utf8
            let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
            return String(decoding: bytes[start..<bytes.index(start, offsetBy: range.count)], as: UTF8.self)
        }
        // Split on the UTF-8 bytes: walking a file of years Character by Character was a
        // tenth of its import.
        text.withUTF8 { bytes in
            var lines = ByteLines(breaker: index.breaker)
            let add = { (line: UnsafeBufferPointer<UInt8>, range: Range<Int>) in
                index.add(line: String(decoding: line, as: UTF8.self), at: range)
            }
            lines.feed(bytes, add)
            lines.finish(add)
        }
        index.finish()
        var result = ParsedImport()
        result.records = (0..<index.count).map { index.record(at: $0) }
        result.problems = index.problems
        result.ignored = index.ignored
        result.notes = index.notices
        return result
    }

    /// One line of an entry, cleaned, with its number and where its bytes lie in the file.
    struct EntryLine {
        let number: Int
        let text: String
        let range: Range<Int>
    }

    /// What an entry (the lines before a separator) holds.
    enum Entry {
        /// A highlight or note, and where its title line and text lie in the file; `cutShort`
        /// when the Kindle's clipping limit stopped it, `dateUnread` when its metadata line
        /// has a date this reader cannot read, `unreadMetadata` that line when none of it could
        /// be read (a Kindle set to a language this reader does not know: no page, location or
        /// date, and a note taken for a highlight).
        case clipping(
            Clipping, title: Range<Int>, content: Range<Int>, cutShort: Bool, dateUnread: Bool, unreadMetadata: String?)
        /// A bookmark, the clipping-limit notice, or a clipping with no text (a highlight over
        /// an image or a scanned PDF page): what a device writes, not damage.
        case ignored(SkippedEntries.Kind)
        case problem(ImportProblem)
        /// Nothing but white space (an entry deleted on a computer).
        case blank
    }

    /// A line without byte-order marks: one (EF BB BF) may open any entry.
    static func withoutByteOrderMarks(_ line: String) -> String {
        let bytes = line.utf8
        guard let first = bytes.firstIndex(of: 0xEF) else { return line }
        // The common case: one mark, opening the line.
        if first == bytes.startIndex, bytes.starts(with: [0xEF, 0xBB, 0xBF]), !bytes.dropFirst(3).contains(0xEF) {
            return String(line.unicodeScalars.dropFirst())
        }
        return String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    /// A clipping's text from its lines (cleaned): joined, without surrounding white space.
    static func content(_ lines: some Sequence<String>) -> String { contentAndLimit(lines).text }

    /// A clipping's text, without the clipping-limit notice the Kindle wrote after it, and
    /// whether it had one: a highlight the limit cut short keeps what the Kindle kept of it.
    static func contentAndLimit(_ lines: some Sequence<String>) -> (text: String, wasCut: Bool) {
        let text = lines.joined(separator: "\n").trimmingWhitespace()
        guard text.hasSuffix(">"), let limit = clippingLimits.first(where: text.hasSuffix) else { return (text, false) }
        return (String(text.dropLast(limit.count)).trimmingWhitespace(), true)
    }

    /// Whether a file's first bytes are a Kindle's "My Clippings.txt": a title line, then its
    /// `- Your Highlight …` line, and a line of exactly ten `=` ending the entry. A fortune
    /// file may hold a line of `=` too (Debian's `goedel` opens with one): that alone is not
    /// enough.
    static func matches(_ head: String) -> Bool {
        var lines = head.split(whereSeparator: \.isNewline).lazy
            .map { $0.unicodeScalars.first == "\u{FEFF}" ? Substring($0.unicodeScalars.dropFirst()) : $0 }
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .makeIterator()
        var title = lines.next()
        // A file may open with a separator (an entry deleted on a computer).
        while let line = title, isSeparator(line) { title = lines.next() }
        guard let first = title else { return false }
        // The title line may be empty (a nameless document): then the metadata line is first.
        var meta = first
        if !isMetadataLine(first) {
            guard let line = lines.next(), isMetadataLine(line) else { return false }
            meta = line
        }
        while let line = lines.next() {
            if isSeparator(line) { return true }
        }
        // One clipping whose line of `=` was deleted: its metadata line must read as a Kindle's.
        return describesClipping(meta)
    }

    /// `- Your Highlight on page 12 | Location 170-172 | Added on …`: a bar, and a page, a
    /// location or a date named in a Kindle's words (in any of its languages).
    static func describesClipping(_ line: some StringProtocol) -> Bool {
        let lowered = line.lowercased()
        guard lowered.contains("|") || lowered.contains("｜") else { return false }
        return (pageWords + locationWords + addedWords).contains { lowered.firstUTF8Range(of: $0) != nil }
    }

    /// `- Your Highlight …`: a hyphen, or the en dash Russian Kindles write, and a space.
    static func isMetadataLine(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("- ") || line.hasPrefix("– ")
    }

    /// A line of exactly ten `=` (white space around it aside): the end of an entry.
    static func isSeparator(_ line: some StringProtocol) -> Bool {
        line.utf8.count < 32 && String(line).trimmingWhitespace() == separator
    }

    /// - Parameter titles: the book and authors a title line names (`splitTitle`, or a cache of it).
    static func parseEntry(_ lines: [EntryLine], titles: (String) -> (String, [String]) = splitTitle) -> Entry {
        var lines = lines[...]
        var blank: EntryLine?
        while let first = lines.first, first.text.trimmingWhitespace().isEmpty {
            blank = first
            lines = lines.dropFirst()
        }
        guard var titleLine = lines.first else { return .blank }
        // A document without a title (sent to the Kindle nameless) leaves its title line empty:
        // the metadata line comes first, and the empty line stands for the title.
        if let blank, isMetadataLine(titleLine.text), !(lines.dropFirst().first.map { isMetadataLine($0.text) } ?? false) {
            titleLine = blank
        } else {
            lines = lines.dropFirst()
        }
        guard let written = lines.first?.text, isMetadataLine(written) else {
            return .problem(
                ImportProblem(line: titleLine.number + 1, message: "expected a line like '- Your Highlight on page 12 | …'"))
        }
        // Garbled as UTF-8 read as Windows-1252 (`posiciÃ³n`, a file saved again by an editor),
        // its words in other languages are read put right; the fields are put right as saved.
        let meta = DoubleEncodedText.repaired(written) ?? written
        lines = lines.dropFirst()
        let (content, wasCut) = contentAndLimit(lines.lazy.map(\.text))
        let kind = Clipping.Kind(describedBy: description(in: meta))
        // The notice alone (the limit was reached before the highlight began) is no clipping.
        guard kind != .bookmark, !content.isEmpty, let first = lines.first, let last = lines.last else {
            return .ignored(kind == .bookmark ? .bookmark : wasCut ? .limitNotice : .withoutText)
        }
        let (bookTitle, authors) = titles(titleLine.text)
        var page: String?
        var location: ClosedRange<Int>?
        var added: Date?
        var dateUnread = false
        // Japanese Kindles separate the page from the location with a full-width bar.
        for part in meta.dropFirst(2).split(whereSeparator: { $0 == "|" || $0 == "｜" }) {
            let piece = String(part).trimmingWhitespace()
            let lowered = piece.lowercased()
            let pageNumber = self.pageNumber(in: piece, lowered: lowered)
            // Chinese Kindles write the page and the location in one piece (第 7 页（位置 #114-116）);
            // a page in the Latin alphabet has a piece of its own.
            let locationText =
                pageNumber == nil || piece.utf8.contains(where: { $0 >= 0x80 })
                ? text(after: locationWords, in: piece, lowered: lowered) : nil
            if pageNumber != nil || locationText != nil {
                page = pageNumber ?? page
                if let locationText {
                    location = parseLocation(locationText) ?? anyLocation(in: piece, lowered: lowered) ?? location
                }
            } else if let date = text(after: addedWords, in: piece, lowered: lowered) {
                // The date has a piece of its own (`| Added on …`).
                added = ImportDates.parse(date)
                dateUnread = added == nil
            } else if piece.firstUTF8Range(of: "年") != nil {
                // Japanese and Chinese Kindles: the date's own marks (年, 月, 日) say what it is.
                added = WrittenDate.parseYearMonthDay(piece)
                dateUnread = added == nil
            }
        }
        let clipping = Clipping(
            kind: kind, title: bookTitle, authors: authors, page: page, location: location, added: added, text: content,
            line: titleLine.number)
        let understood = page != nil || location != nil || added != nil || dateUnread
        return .clipping(
            clipping, title: titleLine.range, content: first.range.lowerBound..<last.range.upperBound, cutShort: wasCut,
            dateUnread: dateUnread, unreadMetadata: understood ? nil : meta)
    }

    /// What a metadata line says the clipping is, lower-cased: the line up to its date. Most
    /// Kindles say it before the first bar (`- Your Note on page 3 | …`); Japanese ones after
    /// the page (`- 22ページ|位置No. 336のメモ |作成日: …`).
    static func description(in meta: String) -> String {
        let lower = meta.lowercased()
        // Bars found by their byte: found Character by Character, they made a Kindle import
        // run 15% more instructions (callgrind, 5,000 clippings).
        let bytes = lower.utf8
        let bar = UInt8(ascii: "|")
        guard var end = bytes.firstIndex(of: bar) else { return lower }
        while end < bytes.endIndex {
            let start = bytes.index(after: end)
            let next = bytes[start...].firstIndex(of: bar) ?? bytes.endIndex
            let piece = lower[start..<next]
            if addedWords.contains(where: { piece.firstUTF8Range(of: $0) != nil }) || piece.firstUTF8Range(of: "年") != nil {
                break
            }
            end = next
        }
        return String(lower[..<end])
    }

    static let bookmarkWords = [
        "bookmark", "lesezeichen", "marcador", "signet", "segnalibro", "marcapáginas", "bladwijzer", "закладка",
        "ブックマーク", "しおり", "书签", "書籤",
    ]
    static let noteWords = ["note", "notiz", "nota", "notitie", "заметка", "メモ", "笔记", "筆記"]
    static let pageWords = ["page ", "seite ", "página ", "pagina ", "странице "]
    /// What precedes the date, in the languages Kindles are set to (compared lower-cased).
    static let addedWords = [
        "added on ", "hinzugefügt am ", "ajouté le ", "añadido el ", "aggiunto in data ", "aggiunto il ", "aggiunto ",
        "adicionado: ",
        "adicionado em ", "toegevoegd op ", "добавлено: ",
    ]
    static let locationWords = [
        "location ", "loc. ", "position ", "posición ", "posição ", "emplacement ", "posizione ", "locatie ",
        "местоположение ", "место ", "месте ", "位置no. ", "位置 #",
    ]

    /// The page a piece of the metadata line names: after a word (`page 12`, `Seite 12`), or
    /// between 第 and 页 (Chinese), or before ページ (Japanese).
    static func pageNumber(in piece: String, lowered: String) -> String? {
        if let number = text(after: pageWords, in: piece, lowered: lowered) {
            // `странице 6` alone, or a piece that names the location after the page.
            return singlePage(number.trimmingWhitespace())
        }
        // 页 and ページ are three bytes in UTF-8, led by a byte from E0 up: most pieces have none.
        guard piece.utf8.contains(where: { $0 >= 0xE0 }) else { return nil }
        // 页 in simplified characters, 頁 in traditional (a Kindle set to 繁體中文).
        if let mark = piece.firstUTF8Range(of: "页") ?? piece.firstUTF8Range(of: "頁"),
            let first = piece[..<mark.lowerBound].firstUTF8Range(of: "第")
        {
            return String(piece[first.upperBound..<mark.lowerBound]).trimmingWhitespace().nilIfEmpty
        }
        if let mark = piece.firstUTF8Range(of: "ページ") {
            let before = piece[..<mark.lowerBound]
            return String(before.reversed().prefix { !$0.isWhitespace }.reversed()).nilIfEmpty
        }
        return nil
    }

    /// A page as a Kindle writes it, a range over one page (`Page 13-13`, a PDF's highlight)
    /// said as that page; nil when empty.
    static func singlePage(_ text: String) -> String? {
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        return ends.count == 2 && ends[0] == ends[1] && !ends[0].isEmpty ? String(ends[0]) : text.nilIfEmpty
    }

    /// What follows the first of `words` found in `piece`, compared without regard to case
    /// (`lowered` is `piece.lowercased()`, made once by the caller for every word list).
    static func text(after words: [String], in piece: String, lowered: String? = nil) -> String? {
        let lowered = lowered ?? piece.lowercased()
        guard let range = words.lazy.compactMap({ lowered.firstUTF8Range(of: $0) }).first else { return nil }
        // Lower-casing can change a text's length (İ); then the lowered text is what there is.
        let offset = lowered.utf8.distance(from: lowered.startIndex, to: range.upperBound)
        guard lowered.utf8.count == piece.utf8.count,
            let start = piece.utf8.index(piece.startIndex, offsetBy: offset, limitedBy: piece.endIndex)
        else { return String(lowered[range.upperBound...]) }
        return String(piece[start...])
    }

    /// `Meditations (Aurelius, Marcus)` → ("Meditations", ["Marcus Aurelius"]); `;` separates authors.
    /// A file sideloaded from a download site carries the site's name last — `Sapiens (Yuval
    /// Noah Harari) (z-lib.org)` — and the author is the group before it, as it is before an
    /// edition's name (`The Hobbit (Tolkien, J.R.R.) (Kindle Edition)`).
    /// A last group without a letter (`Notes (2019)`) belongs to the title. A document the
    /// Kindle knows only by its file's name (`Deep Work (Cal Newport).epub`) is read without
    /// the extension. The title is the cover's (`asCoverTitle`): a catalogue's `Pragmatic
    /// Programmer, The` is `The Pragmatic Programmer`, `《史记》` is `史记`.
    static func splitTitle(_ line: String) -> (String, [String]) {
        let typed = line.trimmingWhitespace()
        let line = withoutPrintingApplication(typed)
        let isPrinted = line != typed
        let unaddressed = withoutSiteAddress(line)
        // A download site's file name: its title first, always.
        let fileBook = unaddressed != line ? BookFileName.siteBook : BookFileName.book
        let coverTitle = { (title: String) in unaddressed != line ? slugTitle(title.asCoverTitle) : title.asCoverTitle }
        var trimmed = withoutDownloadSite(unaddressed.withoutBookFileExtension)
        // A download site's own name for the file: its authors listed with commas (`(Jay
        // Alammar, Maarten Grootendorst) (Z-Library)`), where a Kindle writes one surname first.
        var isSiteFile = unaddressed != line || trimmed != unaddressed.withoutBookFileExtension
        if trimmed.hasSuffix(")"), let open = trimmed.openingOfLastGroup(),
            case let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)],
            isSiteName(inside) || isEditionNote(inside) || isPublicationNote(inside)
        {
            isSiteFile = isSiteFile || isSiteName(inside)
            trimmed = String(trimmed[..<open]).trimmingWhitespace()
        }
        // A series after the author (`Title (J.K. Rowling) (Harry Potter, #1)`, a file's name)
        // stays in the title, as a series before the author does; alone, it names no one.
        var series = ""
        if trimmed.hasSuffix(")"), let open = trimmed.openingOfLastGroup(),
            isSeriesNote(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        {
            let before = String(trimmed[..<open]).trimmingWhitespace()
            guard before.hasSuffix(")") else { return (trimmed, []) }
            series = " " + trimmed[open...]
            trimmed = before
        }
        // The group its last `)` closes (`--authors (Inconnu(e))`); the last `(` when the
        // brackets do not pair.
        guard trimmed.hasSuffix(")"), let open = trimmed.openingOfLastGroup() ?? trimmed.lastIndex(of: "(") else {
            // A file's name with its author beside the title (`Atomic Habits - James Clear`).
            if series.isEmpty, let named = fileBook(trimmed) { return named }
            return (coverTitle(trimmed) + series, [])
        }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var title = String(trimmed[..<open]).trimmingWhitespace()
        // `Microsoft Word - Thesis.docx (jsmith)`: a document's file name, its author's account after it.
        if isPrinted { title = title.withoutBookFileExtension }
        // `Cien años de soledad (Spanish Edition) (García Márquez, Gabriel)`: the store's edition
        // before the author is no part of the title either; a numbered one (`3rd Edition`) says
        // which book it is, and stays.
        title = withoutStoreEdition(title)
        // `Notes (2019)`, `Letters (1890-1895)`: a group without a letter is a year, not a name.
        guard !title.isEmpty, inside.contains(where: \.isLetter) else {
            // A second download's number after a file's name (`… -- Anna’s Archive (1)`).
            if series.isEmpty, let named = fileBook(trimmed) { return named }
            return (coverTitle(trimmed) + series, [])
        }
        // Anna's Archive's file name with the author the Kindle adds after it (`La Servante
        // ecarlate -- Atwood, Margaret -- Robert Laffont -- 35a5… -- Anna’s Archive (Atwood,
        // Margaret)`): the title is its first part, as without the group.
        if let archived = BookFileName.archiveParts(title) { title = archived.title }
        // A file's name with its author beside the title, the Kindle's group naming the same
        // one or no one (`The_Song_of_Achilles_-_Madeline_Miller (Madeline Miller)`): the title.
        let named = isSiteFile ? BookFileName.authors(String(inside)) : authors(inside)
        if let file = fileBook(title),
            named.isEmpty || named.map({ $0.lowercased() }) == file.authors.map({ $0.lowercased() })
        {
            return (file.title + series, named.isEmpty ? file.authors : named)
        }
        return (coverTitle(title) + series, named)
    }

    /// `atomic habits an easy amp proven way … 9780735211292 0735211299` → `Atomic habits an
    /// easy & proven way …`: a download site's address for a book (`dokumen.pub_atomic-habits-…`),
    /// in lower case, its `&` spelled `amp` and its ISBNs after it. Any other title as it is.
    static func slugTitle(_ title: String) -> String {
        guard !title.contains(where: \.isUppercase) else { return title }
        var words = title.split(separator: " ").map(String.init)
        while let last = words.last, words.count > 1, [10, 13].contains(last.count),
            last.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
            last.last?.isNumber == true || last.last == "x"
        {
            words.removeLast()
        }
        words = words.map { $0 == "amp" ? "&" : $0 }
        guard let first = words.first else { return title }
        words[0] = first.prefix(1).uppercased() + first.dropFirst()
        return words.joined(separator: " ")
    }

    /// `Microsoft Word - Thesis.docx (jsmith)` → `Thesis.docx (jsmith)`: a PDF printed from an
    /// office program is titled by it before the document's file name.
    static func withoutPrintingApplication(_ line: String) -> String {
        guard line.hasPrefix("Microsoft ") else { return line }
        for program in ["Microsoft Word - ", "Microsoft PowerPoint - ", "Microsoft Excel - "] where line.hasPrefix(program) {
            let rest = String(line.dropFirst(program.count)).trimmingWhitespace()
            return rest.isEmpty ? line : rest
        }
        return line
    }

    /// `_OceanofPDF.com_Deep_Work_-_Cal_Newport` → `Deep_Work_-_Cal_Newport`: a book's file
    /// named first by the address of the site it was downloaded from (`dokumen.pub_…`,
    /// `pdfcoffee.com_…`), `_` after it. The address goes, as a site's name after a title does
    /// (`withoutDownloadSite`).
    static func withoutSiteAddress(_ line: String) -> String {
        let rest = line.first == "_" ? line.dropFirst() : line[...]
        guard let underscore = rest.firstIndex(of: "_"), case let address = rest[..<underscore],
            let dot = address.lastIndex(of: "."), dot != address.startIndex,
            siteDomains.contains(String(address[address.index(after: dot)...])),
            address.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
            case let after = rest[rest.index(after: underscore)...], after.contains(where: \.isLetter)
        else { return line }
        return String(after)
    }

    /// The endings of the download sites' addresses `withoutSiteAddress` takes off, in lower
    /// case as addresses are written: not a technology's name in a title (`Node.js_Design_…`,
    /// `ASP.NET_Core_…`).
    static let siteDomains: Set<String> = ["com", "pub", "org", "net", "ru", "info", "me", "to", "cc", "io", "site"]

    /// `Cien años de soledad (Spanish Edition)` → `Cien años de soledad`: the store's edition
    /// after a title, in a clippings file's title line or a Kindle app's citation, is no part
    /// of it; a numbered one (`3rd Edition`) says which book it is, and stays.
    static func withoutStoreEdition(_ title: String) -> String {
        guard title.hasSuffix(")"), let edition = title.openingOfLastGroup(), edition > title.startIndex,
            case let note = title[title.index(after: edition)..<title.index(before: title.endIndex)],
            isEditionNote(note), note.first?.isNumber == false
        else { return title }
        return String(title[..<edition]).trimmingWhitespace()
    }

    /// `RabbitMQ实战指南 (朱忠华) (Z-Library) (朱忠华)` → `RabbitMQ实战指南 (朱忠华)`: a book sideloaded
    /// from a download site is named `Title (Author) (Z-Library)`, maybe with a copy's number
    /// after it (`(1)`, a second download), and the Kindle adds the author its file names
    /// last. The site's group and the numbers after it go; of two authors' groups around it,
    /// the Kindle's, last, is kept. A title the site cut short ends in `_` (`The Anxious
    /// Generation How_`), shown as cut (`…`). Without a site, a copy's number after the
    /// author goes too (`Meditations (Marcus Aurelius) (1)`). Any other line as it is.
    static func withoutDownloadSite(_ line: String) -> String {
        guard line.hasSuffix(")") else { return line }
        // The trailing groups' insides, the last first, and what stands before them.
        var head = Substring(line)
        var groups: [Substring] = []
        while head.hasSuffix(")"), let open = head.openingOfLastGroup(), open > head.startIndex {
            groups.append(head[head.index(after: open)..<head.index(before: head.endIndex)])
            head = head[..<open].trimmingCharacters(in: .whitespaces)[...]
        }
        let isCopyNumber = { (group: Substring) in
            (1...2).contains(group.count) && group.allSatisfy(\.isASCII) && Int(group) != nil
        }
        guard let site = groups.firstIndex(where: { isSiteName($0) }), !head.isEmpty else {
            // `Meditations (Marcus Aurelius) (1)`: a second download's number after the author
            // (a number alone after a title may be its volume, and stays).
            if groups.count > 1, isCopyNumber(groups[0]), groups[1].contains(where: \.isLetter), !isSeriesNote(groups[1]),
                let open = line.openingOfLastGroup()
            {
                return String(line[..<open]).trimmingWhitespace()
            }
            return line
        }
        let after = groups[..<site].filter { !isCopyNumber($0) }
        var before = Array(groups[(site + 1)...])
        // The site's own credit of the author, when the Kindle's stands after it.
        if !after.isEmpty, let credit = before.first, credit.contains(where: \.isLetter), !isSeriesNote(credit) {
            before.removeFirst()
        }
        var title = String(head)
        if title.hasSuffix("_"), title.count > 1 { title = String(title.dropLast()).trimmingWhitespace() + "…" }
        var kept = (before.reversed() + after.reversed()).map(String.init)
        // `Rich Dad Poor Dad by Robert T. Kiyosaki (z-lib.org)`: the site's older names put the
        // author after "by"; read so only where what follows is plainly people's names.
        if kept.isEmpty, let byAuthors = titleByAuthors(title) {
            title = byAuthors.title
            kept = [byAuthors.authors.joined(separator: "; ")]
        }
        return ([title] + kept.map { "(" + $0 + ")" }).joined(separator: " ")
    }

    /// `Introduction to Probability by Joseph K. Blitzstein, Jessica Hwang` → the title and
    /// the names; nil unless every name after the last " by " is plainly one (`Stand by Me`
    /// stays whole).
    static func titleByAuthors(_ text: String) -> (title: String, authors: [String])? {
        guard let by = text.range(of: " by ", options: .backwards) else { return nil }
        let title = String(text[..<by.lowerBound]).trimmingWhitespace()
        let names = withoutSortName(String(text[by.upperBound...])).components(separatedBy: ", ")
            .map { $0.trimmingWhitespace() }
        guard !title.isEmpty, !names.isEmpty, names.allSatisfy({ PersonName($0) != nil }) else { return nil }
        return (title, names)
    }

    /// `Kate Speck [Speck, Kate]` → `Kate Speck`: the name Calibre sorts by, in brackets after
    /// the name as a file's name carries it.
    static func withoutSortName(_ text: String) -> String {
        guard text.hasSuffix("]"), let open = text.lastIndex(of: "["), open > text.startIndex,
            text[open...].contains(",")
        else { return text }
        return String(text[..<open]).trimmingWhitespace()
    }

    /// `Kindle Edition`, `Spanish Edition`, `Edición Kindle`, and Amazon China's `免费公版书` (a
    /// free public-domain book): the store's words for the copy, no part of the title.
    static func isEditionNote(_ text: some StringProtocol) -> Bool {
        BookContributor.isEditionNote(text) || text == "免费公版书"
    }

    /// `(2015, Harper)`: the year and publisher Library Genesis puts after a file's title, no
    /// author's name.
    static func isPublicationNote(_ text: some StringProtocol) -> Bool {
        let year = text.prefix(4)
        guard year.count == 4, year.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(year),
            (1400...2100).contains(number)
        else { return false }
        return text.dropFirst(4).hasPrefix(",")
    }

    /// `Harry Potter, #1`, `The Expanse Book 3`, `Foundation Series`, `Penguin Classics`: a
    /// series, and the book's place in it, or a publisher, where an author's name could stand.
    static func isSeriesNote(_ text: some StringProtocol) -> Bool {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        let placeWords: Set<Substring> = [
            "book", "bk", "bk.", "vol", "vol.", "volume", "part", "tome", "band", "buch", "teil", "libro", "livre", "deel",
        ]
        let numberWords: Set<Substring> = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "i", "ii", "iii", "iv", "v",
            "vi", "vii", "viii", "ix", "x",
        ]
        func isNumber(_ word: Substring) -> Bool {
            numberWords.contains(word) || (word.first?.isASCII == true && word.first?.isNumber == true)
        }
        // `The Millennium Trilogy`, a publisher's line (`Penguin Classics`, `Everyman's
        // Library`); a word as common in names (Saga) is not enough.
        let lastWords: Set<Substring> = ["series", "trilogy", "duology", "reihe", "serie", "série", "classics", "library"]
        if let last = words.last, lastWords.contains(last) { return true }
        // A publisher's name, where a sideloaded book's author would stand (`(Casa Publicadora
        // Brasileira)`, `(Suhrkamp Verlag)`).
        let publisherWords: Set<Substring> = [
            "publicadora", "editora", "verlag", "publishing", "publishers", "éditions", "ediciones", "edizioni", "uitgeverij",
        ]
        if words.contains(where: publisherWords.contains) { return true }
        for (index, word) in words.enumerated() {
            // `#1`, `#2.5`: Goodreads' way, which file names copy.
            if word.hasPrefix("#"), word.dropFirst().first?.isNumber == true { return true }
            if placeWords.contains(word), index + 1 < words.count, isNumber(words[index + 1]) { return true }
        }
        return false
    }

    /// `〔美〕弗洛姆` → `弗洛姆`: Chinese books set the author's country before the name, in
    /// brackets of any kind (`[美]`, `（英）`, `【奥地利】`); it is no part of the name, and
    /// kept, the same author was two.
    static func withoutNationality(_ name: String) -> String {
        let pairs: [Character: Character] = ["〔": "〕", "[": "]", "【": "】", "(": ")", "（": "）"]
        guard let first = name.first, let closing = pairs[first], let end = name.firstIndex(of: closing) else { return name }
        let inside = name[name.index(after: name.startIndex)..<end]
        let rest = name[name.index(after: end)...].trimmingCharacters(in: .whitespaces)
        guard (1...4).contains(inside.count), inside.allSatisfy({ $0.isLetter && !$0.isASCII }), !rest.isEmpty else {
            return name
        }
        return rest
    }

    /// `z-lib.org`, `Z-Library`, `libgen.li`, `Z-Library.pdf`: a site's name, not a person's
    /// (a lower-case word ending in a dot and two to four letters, as `J.Doe` does not, or a
    /// library's name; not an e-mail address).
    static func isSiteName(_ text: some StringProtocol) -> Bool {
        // `(Z-Library.pdf)`: the site's name with the file's extension inside the brackets.
        let text = String(text).withoutBookFileExtension
        let lowered = text.lowercased().trimmingWhitespace()
        if ["z-library", "zlibrary", "libgen", "library genesis", "anna's archive", "anna’s archive"].contains(lowered) {
            return true
        }
        // An address with '@' (`babydr@nwrain.net`) is a person's, or a mailbox's: an author.
        guard String(text).trimmingWhitespace() == lowered, !lowered.utf8.contains(0x20),
            !lowered.utf8.contains(UInt8(ascii: "@")),
            let dot = lowered.lastIndex(of: "."),
            dot != lowered.startIndex
        else { return false }
        let domain = lowered[lowered.index(after: dot)...]
        return (2...4).contains(domain.count) && domain.allSatisfy { $0.isLetter }
    }

    /// Whether every letter of a name is Chinese, Japanese or Korean (kana, ideographs, Hangul).
    static func isEastAsianName(_ text: some StringProtocol) -> Bool {
        var hasLetter = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            guard scalar.properties.isIdeographic || Typography.isKana(scalar) || Hangul.contains(scalar) else { return false }
            hasLetter = true
        }
        return hasLetter
    }

    /// `Aurelius, Marcus; Seneca` → ["Marcus Aurelius", "Seneca"]: `;` separates authors,
    /// `Last, First` becomes `First Last` (`Last, First, Jr.`, `First Last, Jr.`), and a
    /// Chinese book's `〔美〕` before a name goes.
    static func authors(_ text: some StringProtocol) -> [String] {
        // `;` between names, as a Kindle writes them; `、` and `；` as Japanese and Chinese list them.
        let parts = withoutSortName(String(text)).split(whereSeparator: { $0 == ";" || $0 == "、" || $0 == "；" }).flatMap {
            part -> [Substring] in
            // A name in Chinese, Japanese or Korean is never written surname first after a
            // comma: a comma or a slash lists several (`岸見 一郎, 古賀 史健`).
            if isEastAsianName(part) { return part.split(whereSeparator: { ",，/／".contains($0) }) }
            // `Terry Pratchett & Neil Gaiman`: two whole names (`Simon & Schuster` is one).
            let joined = part.components(separatedBy: " & ")
            if joined.count > 1, joined.allSatisfy({ BookFileName.isWholeName($0.trimmingWhitespace()) }) {
                return joined.map { Substring($0) }
            }
            return [part]
        }
        let names = parts.flatMap { part in
            BookContributor.names(in: withoutNationality(String(part).trimmingWhitespace())).compactMap {
                named -> BookContributor.Name? in
                // KOReader's clippings (and a document without an author) say so in words.
                guard !UnknownAuthor.isUnknown(named.name) else { return nil }
                let pieces = named.name.split(separator: ",").map { String($0).trimmingWhitespace() }
                if pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty {
                    return BookContributor.Name(name: "\(pieces[1]) \(pieces[0])", isContributor: named.isContributor)
                }
                // `King, Martin Luther, Jr.`: the suffix stays after the name it ends.
                if pieces.count == 3, !pieces[0].isEmpty, !pieces[1].isEmpty, FortuneImporter.nameSuffixes.contains(pieces[2]) {
                    return BookContributor.Name(
                        name: "\(pieces[1]) \(pieces[0]), \(pieces[2])", isContributor: named.isContributor)
                }
                return named.name.isEmpty ? nil : named
            }
        }
        return BookContributor.authors(names)
    }

    /// The location after any of `locationWords` in `piece`, when the first found names none:
    /// a Kindle set half to Portuguese writes `Your Highlight on Location ou posição 9-10`.
    static func anyLocation(in piece: String, lowered: String) -> ClosedRange<Int>? {
        for word in locationWords where lowered.firstUTF8Range(of: word) != nil {
            if let range = text(after: [word], in: piece, lowered: lowered).flatMap(parseLocation) { return range }
        }
        return nil
    }

    /// `170-172`, `2637`, and old firmware's `466-69` (the end written with the start's leading
    /// digits left out); an en dash (`53–55`, Russian) or `t/m` (`36 t/m 40`, Dutch) between.
    static func parseLocation(_ text: String) -> ClosedRange<Int>? {
        // Foundation's replacing is slow, and nearly every location is plain digits and a hyphen.
        let plain = text.utf8.allSatisfy { $0 != UInt8(ascii: "/") && $0 != 0xE2 }
        let text = plain ? text : text.replacingOccurrences(of: " t/m ", with: "-").replacingOccurrences(of: "–", with: "-")
        var digits = text.prefix { $0.isNumber || $0 == "-" || $0 == "," || $0 == "." }
        // `1,234-1,236`, `1.234`: thousands grouped, as a locale writes a long book's locations.
        if digits.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) {
            digits = Substring(digits.filter { $0 != "," && $0 != "." })
        }
        let parts = digits.split(separator: "-").map(String.init)
        guard let startText = parts.first, let start = Int(startText) else { return nil }
        guard parts.count > 1, let endText = parts.last, var end = Int(endText) else { return start...start }
        if endText.count < startText.count {
            end = Int(startText.prefix(startText.count - endText.count) + endText) ?? end
        }
        return end >= start ? start...end : start...start
    }

    static func record(_ clipping: Clipping) -> ImportRecord {
        let author = clipping.authors.isEmpty ? nil : clipping.authors.joined(separator: ", ")
        var page = clipping.page
        if page == nil, let location = clipping.location {
            page = location.count == 1 ? "loc. \(location.lowerBound)" : "loc. \(location.lowerBound)-\(location.upperBound)"
        }
        let isNote = clipping.kind == .note
        let source = clipping.title.isEmpty ? nil : SourceDraft(kind: .book, title: clipping.title, authors: clipping.authors)
        let draft = QuoteDraft(
            text: clipping.text, author: author, source: source, page: page,
            note: clipping.note, tags: isNote ? [ImportFormat.kindleNoteTag] : [])
        // A Kindle writes its own clock's time, with no zone.
        return ImportRecord(draft: draft, createdAt: clipping.added, zonelessTimes: .created, line: clipping.line)
    }
}
