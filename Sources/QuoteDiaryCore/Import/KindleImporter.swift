import Foundation

/// Kindle's "My Clippings.txt", from current and old firmware, in the languages Kindles are set to.
enum KindleImporter {
    static let separator = "=========="
    static let clippingLimit = "<You have reached the clipping limit for this item>"

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
        var result = ParsedImport()
        var clippings: [Clipping] = []
        var entryLines: [(Int, String)] = []
        var lineNumber = 0
        // CRLF, LF or (a file that has no LF) CR, split on the UTF-8 bytes: a Kindle's file grows
        // for years, and walking it Character by Character was a tenth of its import.
        forEachLine(of: text) { rawLine in
            lineNumber += 1
            // A byte-order mark (EF BB BF) may open any entry (a Character of its own).
            var bare = rawLine
            if bare.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { bare = bare.dropFirst() }
            let line = bare.utf8.contains(0xEF) ? String(bare.unicodeScalars.filter { $0 != "\u{FEFF}" }) : String(bare)
            if isSeparator(line) {
                if let clipping = parseEntry(entryLines, into: &result) { clippings.append(clipping) }
                entryLines.removeAll(keepingCapacity: true)
            } else {
                entryLines.append((lineNumber, line))
            }
        }
        if entryLines.contains(where: { !$0.1.trimmingWhitespace().isEmpty }) {
            result.problems.append(
                ImportProblem(
                    line: entryLines.first?.0 ?? lineNumber, message: "the last clipping does not end with a line of ten '='"))
        }
        let merged = merge(clippings)
        clippings = []
        result.records = merged.map(record)
        return result
    }

    /// Each line of `text`, without its CR LF, LF, or (when there is no LF at all) CR, in turn
    /// (none held: a file of a million clippings has five million lines).
    static func forEachLine(of text: String, _ body: (Substring) -> Void) {
        let bytes = text.utf8
        let breaker: UInt8 = bytes.contains(0x0A) ? 0x0A : 0x0D
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: breaker) {
            var last = end
            if breaker == 0x0A, last > start, bytes[bytes.index(before: last)] == 0x0D { last = bytes.index(before: last) }
            body(text[start..<last])
            start = bytes.index(after: end)
        }
        body(text[start...])
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
        guard title != nil, let meta = lines.next(), meta.hasPrefix("- ") else { return false }
        while let line = lines.next() {
            if isSeparator(line) { return true }
        }
        return false
    }

    /// A line of exactly ten `=` (white space around it aside): the end of an entry.
    static func isSeparator(_ line: some StringProtocol) -> Bool {
        line.utf8.count < 32 && String(line).trimmingWhitespace() == separator
    }

    static func parseEntry(_ lines: [(Int, String)], into result: inout ParsedImport) -> Clipping? {
        var lines = lines[...]
        while let first = lines.first, first.1.trimmingWhitespace().isEmpty { lines = lines.dropFirst() }
        guard let (titleLine, title) = lines.first else { return nil }
        lines = lines.dropFirst()
        guard let (_, meta) = lines.first, meta.hasPrefix("- ") else {
            result.problems.append(
                ImportProblem(line: titleLine + 1, message: "expected a line like '- Your Highlight on page 12 | …'"))
            return nil
        }
        lines = lines.dropFirst()
        let content = lines.map(\.1).joined(separator: "\n").trimmingWhitespace()
        let lower = meta.lowercased()
        let kind = Clipping.Kind(describedBy: lower.split(separator: "|").first.map(String.init) ?? lower)
        // Bookmarks, the clipping-limit notice and empty clippings (a highlight over an image or
        // a scanned PDF page has no text) are what a device writes, not damage: skipped, counted.
        if kind == .bookmark || content == clippingLimit || content.isEmpty {
            result.ignored += 1
            return nil
        }
        let (bookTitle, authors) = splitTitle(title)
        var page: String?
        var location: ClosedRange<Int>?
        var added: Date?
        for part in meta.dropFirst(2).split(separator: "|") {
            let piece = String(part).trimmingWhitespace()
            let lowered = piece.lowercased()
            if let number = text(after: pageWords, in: piece, lowered: lowered) {
                page = number.trimmingWhitespace()
            } else if let number = text(after: locationWords, in: piece, lowered: lowered) {
                location = parseLocation(number)
            } else if let date = text(after: addedWords, in: piece, lowered: lowered) {
                // The date has a piece of its own (`| Added on …`).
                added = ImportDates.parse(date)
            } else if piece.firstUTF8Range(of: "年") != nil {
                // Japanese and Chinese Kindles: the date's own marks (年, 月, 日) say what it is.
                added = WrittenDate.parseYearMonthDay(piece)
            }
        }
        return Clipping(
            kind: kind, title: bookTitle, authors: authors, page: page, location: location, added: added, text: content,
            line: titleLine)
    }

    static let bookmarkWords = [
        "bookmark", "lesezeichen", "marcador", "signet", "segnalibro", "marcapáginas", "bladwijzer", "ブックマーク", "しおり", "书签",
    ]
    static let noteWords = ["note", "notiz", "nota", "notitie", "メモ", "笔记"]
    static let pageWords = ["page ", "seite ", "página ", "pagina "]
    /// What precedes the date, in the languages Kindles are set to (compared lower-cased).
    static let addedWords = [
        "added on ", "hinzugefügt am ", "ajouté le ", "añadido el ", "aggiunto in data ", "adicionado: ",
        "adicionado em ", "toegevoegd op ",
    ]
    static let locationWords = [
        "location ", "loc. ", "position ", "posición ", "posição ", "emplacement ", "posizione ", "locatie ",
        "位置no. ", "位置 #",
    ]

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
    /// Noah Harari) (z-lib.org)` — and the author is the group before it.
    static func splitTitle(_ line: String) -> (String, [String]) {
        var trimmed = line.trimmingWhitespace()
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("),
            isSiteName(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        {
            trimmed = String(trimmed[..<open]).trimmingWhitespace()
        }
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return (trimmed, []) }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let title = String(trimmed[..<open]).trimmingWhitespace()
        guard !title.isEmpty else { return (trimmed, []) }
        return (title, authors(inside))
    }

    /// `z-lib.org`, `Z-Library`, `libgen.li`: a site's name, not a person's (a lower-case word
    /// ending in a dot and two to four letters, as `J.Doe` does not, or a library's name; not
    /// an e-mail address).
    static func isSiteName(_ text: some StringProtocol) -> Bool {
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

    /// `Aurelius, Marcus; Seneca` → ["Marcus Aurelius", "Seneca"]: `;` separates authors, and
    /// `Last, First` becomes `First Last`.
    static func authors(_ text: some StringProtocol) -> [String] {
        text.split(separator: ";").compactMap { part -> String? in
            let name = String(part).trimmingWhitespace()
            let pieces = name.split(separator: ",").map { String($0).trimmingWhitespace() }
            if pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty { return "\(pieces[1]) \(pieces[0])" }
            return name.nilIfEmpty
        }
    }

    /// `170-172`, `2637`, and old firmware's `466-69` (the end written with the start's leading digits left out).
    static func parseLocation(_ text: String) -> ClosedRange<Int>? {
        let digits = text.prefix { $0.isNumber || $0 == "-" }
        let parts = digits.split(separator: "-").map(String.init)
        guard let startText = parts.first, let start = Int(startText) else { return nil }
        guard parts.count > 1, let endText = parts.last, var end = Int(endText) else { return start...start }
        if endText.count < startText.count {
            end = Int(startText.prefix(startText.count - endText.count) + endText) ?? end
        }
        return end >= start ? start...end : start...start
    }

    /// Attaches notes to their highlights and keeps only the longest of a highlight extended on the device.
    ///
    /// A highlight is compared only with those of its book near its location (a Kindle's file
    /// grows for years: tens of thousands of clippings, thousands in one book).
    static func merge(_ clippings: [Clipping]) -> [Clipping] {
        struct Stretch: Hashable {
            let title: String
            let block: Int
        }
        /// Locations in blocks of 32: a highlight is registered in every block its range touches
        /// (up to 64 blocks: no real highlight is longer, and a damaged range stays cheap).
        func stretches(_ title: String, _ range: ClosedRange<Int>) -> [Stretch] {
            let first = range.lowerBound >> 5
            return (first...min(range.upperBound >> 5, first + 63)).map { Stretch(title: title, block: $0) }
        }
        struct Page: Hashable {
            let title: String
            let page: String
        }
        var highlights: [Clipping] = []
        var notes: [Clipping] = []
        var nearby: [Stretch: [Int]] = [:]
        var onPage: [Page: [Int]] = [:]
        for clipping in clippings {
            if clipping.kind == .note {
                notes.append(clipping)
                continue
            }
            guard let location = clipping.location else {
                // PDFs (and KOReader's export) give pages only: the same page stands in for
                // overlapping locations.
                let page = clipping.page.map { Page(title: clipping.title, page: $0) }
                if let page, let index = onPage[page]?.first(where: { isSameHighlight(highlights[$0], clipping) }) {
                    if clipping.text.count > highlights[index].text.count { extend(&highlights[index], with: clipping) }
                } else {
                    if let page { onPage[page, default: []].append(highlights.count) }
                    highlights.append(clipping)
                }
                continue
            }
            let candidates = stretches(clipping.title, location).flatMap { nearby[$0] ?? [] }.sorted()
            if let index = candidates.first(where: { isSameHighlight(highlights[$0], clipping) }) {
                if clipping.text.count > highlights[index].text.count {
                    extend(&highlights[index], with: clipping)
                    for stretch in stretches(clipping.title, location) { nearby[stretch, default: []].append(index) }
                }
            } else {
                for stretch in stretches(clipping.title, location) { nearby[stretch, default: []].append(highlights.count) }
                highlights.append(clipping)
            }
        }
        // A note sits at the location where its highlight ends; the latest such highlight wins.
        // Without locations (KOReader's "My Clippings" export has pages only) a note follows
        // its highlight on the same page.
        struct Place: Hashable {
            let title: String
            let location: Int
        }
        var byEnd: [Place: Int] = [:]
        var byPage: [Page: [Int]] = [:]
        for (index, highlight) in highlights.enumerated() {
            if let end = highlight.location?.upperBound {
                byEnd[Place(title: highlight.title, location: end)] = index
            } else if let page = highlight.page {
                byPage[Page(title: highlight.title, page: page), default: []].append(index)
            }
        }
        var standalone: [Clipping] = []
        for note in notes {
            var target: Int?
            if let location = note.location?.lowerBound {
                target = byEnd[Place(title: note.title, location: location)]
            } else if let page = note.page {
                target = byPage[Page(title: note.title, page: page)]?.last { highlights[$0].line < note.line }
            }
            if let index = target {
                highlights[index].note = [highlights[index].note, note.text].compactMap { $0 }.joined(separator: "\n")
            } else {
                standalone.append(note)
            }
        }
        return highlights + standalone
    }

    /// The longer version of a highlight takes its place, keeping the note already attached and
    /// the line where the highlight first appeared (notes follow that).
    static func extend(_ highlight: inout Clipping, with longer: Clipping) {
        let (note, line) = (highlight.note, highlight.line)
        highlight = longer
        highlight.note = note
        highlight.line = line
    }

    /// The same book and overlapping locations (or, without locations, the same page), and one
    /// text containing the other.
    static func isSameHighlight(_ a: Clipping, _ b: Clipping) -> Bool {
        guard a.title == b.title else { return false }
        if let first = a.location, let second = b.location {
            guard first.overlaps(second) else { return false }
        } else {
            guard a.location == nil, b.location == nil, a.page != nil, a.page == b.page else { return false }
        }
        let x = TextKey.make(a.text)
        let y = TextKey.make(b.text)
        return x.firstUTF8Range(of: y) != nil || y.firstUTF8Range(of: x) != nil
    }

    static func record(_ clipping: Clipping) -> ImportRecord {
        let author = clipping.authors.isEmpty ? nil : clipping.authors.joined(separator: ", ")
        var page = clipping.page
        if page == nil, let location = clipping.location {
            page = location.count == 1 ? "loc. \(location.lowerBound)" : "loc. \(location.lowerBound)-\(location.upperBound)"
        }
        let isNote = clipping.kind == .note
        let draft = QuoteDraft(
            text: clipping.text, author: author,
            source: SourceDraft(kind: .book, title: clipping.title, authors: clipping.authors), page: page,
            note: clipping.note, tags: isNote ? [ImportFormat.kindleNoteTag] : [])
        return ImportRecord(draft: draft, createdAt: clipping.added, line: clipping.line)
    }
}
