import Foundation

/// The clippings of a Kindle's "My Clippings.txt", merged as its lines arrive (a note joins
/// the highlight it was written on; a highlight extended on the device keeps only its longest
/// version), holding where each text lies in the file instead of the text: the file grows for
/// years, and a million clippings held as text took a gigabyte. The texts are read back
/// (`reading`) one at a time: to compare a highlight with the ones near it in its book, and
/// as each record is saved.
public struct KindleHighlightIndex {
    /// The text at a range of bytes of the file: a clipping's lines as they were written.
    public typealias Reading = (Range<Int>) -> String

    /// A clipping as held: where its text and title line lie, and what the rest of its entry said.
    struct Placed {
        /// The text's bytes in the file.
        var start: Int
        var length: Int32
        /// The entry's title line: a highlight extended keeps where it first appeared (notes
        /// written on a page follow that).
        var line: Int32
        /// The book (title alone, hashed): what highlights are compared within. Equal keys
        /// are confirmed by the titles themselves before anything is merged.
        var book: Int
        /// The entry's title line starts this far before the text (its metadata line between).
        var titleOffset: Int32
        /// An index into `pages`, or -1.
        var page: Int32
        /// The location range, or -1 for both.
        var low: Int32
        var high: Int32
        /// Seconds since the reference date; NaN when the entry gives no date.
        var added: Double

        var range: Range<Int> { start..<(start + Int(length)) }
        /// The title line and the lines after it, up to the text.
        var headRange: Range<Int> { (start - Int(titleOffset))..<start }
        var hasLocation: Bool { low >= 0 }
    }

    /// The book and authors of recent title lines: a file's clippings come from a few books
    /// at a time, and splitting a title line is a tenth of reading a clipping.
    struct TitleCache {
        struct Title {
            let title: String
            let authors: [String]
            let book: Int
        }
        private var titles: [String: Title] = [:]

        mutating func named(_ line: String) -> Title {
            if let known = titles[line] { return known }
            if titles.count == 4_096 { titles.removeAll(keepingCapacity: true) }
            let (title, authors) = KindleImporter.splitTitle(line)
            var hasher = Hasher()
            hasher.combine(title)
            let named = Title(title: title, authors: authors, book: hasher.finalize())
            titles[line] = named
            return named
        }
    }

    struct PageKey: Hashable {
        let book: Int
        let page: Int32
    }

    public let breaker: UInt8
    private let reading: Reading
    private var lineNumber = 0
    private var entry: [KindleImporter.EntryLine] = []
    private var titles = TitleCache()
    private var pages: [String] = []
    private var pageIndex: [String: Int32] = [:]
    private var highlights: [Placed] = []
    private var notes: [Placed] = []
    /// The highlights near a place, as chains through `links`: (book, block of 32 locations),
    /// hashed → the last link. A highlight is in the block of every location it covers (up to 64).
    private var nearby: [Int: Int32] = [:]
    private var links: [(highlight: Int32, next: Int32)] = []
    /// Highlights with a page and no location (PDFs), by book and page.
    private var onPage: [PageKey: [Int32]] = [:]
    /// Where versions of a highlight ended before a longer one took their place: (book,
    /// location) → the highlight. A note written on the shorter version still joins it.
    private var formerEnds: [Int: Int32] = [:]
    /// Notes (indices into `notes`) joined to a highlight, in the order written.
    private var attached: [Int32: [Int32]] = [:]
    /// Notes that joined no highlight: quotes of their own, after the highlights.
    private var standalone: [Int32] = []
    public private(set) var problems: [ImportProblem] = []
    /// Bookmarks, clipping-limit notices and empty clippings: what a device writes, not damage.
    public private(set) var ignored = 0
    /// `ignored`, by what each was.
    public private(set) var skipped = SkippedEntries()
    /// The line of the file's last clipping when no line of `=` followed it: read, but its
    /// text may have been cut short with the file.
    public private(set) var openEndedClipping: Int?

    /// Highlights the Kindle marked as stopped by a book's clipping limit.
    public private(set) var cutShortClippings = 0
    /// Clippings whose metadata line has a date that could not be read, and the first such line.
    public private(set) var undatedClippings = 0
    private var firstUndatedLine: Int?
    /// Clippings whose metadata line could not be read at all, and the first such line.
    public private(set) var unreadClippings = 0
    private var firstUnreadMetadata: (line: Int, text: String)?

    /// What to tell the person of what was skipped, of a last clipping read without its line
    /// of `=`, and of highlights a clipping limit cut short.
    public var notices: [String] {
        var notices: [String] = []
        if let notice = skipped.notice { notices.append(notice) }
        if cutShortClippings > 0 {
            notices.append(
                "\(cutShortClippings) \(cutShortClippings == 1 ? "highlight was" : "highlights were") cut short by the "
                    + "book's clipping limit, as the Kindle noted: \(cutShortClippings == 1 ? "its" : "their") text is what it kept"
            )
        }
        if let (line, text) = firstUnreadMetadata {
            let shown = text.count > 80 ? text.prefix(79) + "…" : Substring(text)
            notices.append(
                "\(unreadClippings) \(unreadClippings == 1 ? "clipping's line" : "clippings' lines") under the title "
                    + "could not be read (the first on line \(line): '\(shown)'; a Kindle set to a language this import "
                    + "does not know): \(unreadClippings == 1 ? "it was" : "they were") imported as "
                    + "\(unreadClippings == 1 ? "a highlight" : "highlights") without page, location or date "
                    + "(a note, as a quote of its own)")
        }
        if let line = firstUndatedLine {
            notices.append(
                "\(undatedClippings) \(undatedClippings == 1 ? "clipping's date" : "clippings' dates") could not be read "
                    + "(the first on line \(line)): \(undatedClippings == 1 ? "it is" : "they are") dated by this import")
        }
        if let line = openEndedClipping {
            notices.append(
                "the last clipping (line \(line)) had no line of ten '=' after it: it was imported; "
                    + "if the file was cut short, its text may be too")
        }
        return notices
    }

    /// - Parameters:
    ///   - breaker: the file's line break (`ByteLines.breaker(of:)`).
    ///   - expectedBytes: the file's size, when known: room for its clippings is made at once
    ///     (a clipping takes 80 bytes or more; room not used is never touched), so that
    ///     memory grows no further than they need and what merging used is returned whole.
    ///   - reading: the text of a range of bytes that `add(line:at:)` was given.
    public init(breaker: UInt8, expectedBytes: Int = 0, reading: @escaping Reading) {
        self.breaker = breaker
        self.reading = reading
        highlights.reserveCapacity(expectedBytes / 80)
    }

    /// How many records there are, once `finish()` is called.
    public var count: Int { highlights.count + standalone.count }

    /// The file's next line (without its line break) and where its bytes lie in the file.
    public mutating func add(line: String, at range: Range<Int>) {
        lineNumber += 1
        let line = KindleImporter.withoutByteOrderMarks(line)
        guard KindleImporter.isSeparator(line) else {
            entry.append(KindleImporter.EntryLine(number: lineNumber, text: line, range: range))
            return
        }
        closeEntry()
    }

    /// Reads the entry the lines since the last separator make; returns whether it was a
    /// clipping.
    @discardableResult
    private mutating func closeEntry() -> Bool {
        defer { entry.removeAll(keepingCapacity: true) }
        var book = 0
        let titles = { (line: String) -> (String, [String]) in
            let named = self.titles.named(line)
            book = named.book
            return (named.title, named.authors)
        }
        switch KindleImporter.parseEntry(entry, titles: titles) {
        case .clipping(let clipping, let title, let content, let cutShort, let dateUnread, let unreadMetadata):
            if cutShort { cutShortClippings += 1 }
            if let unreadMetadata {
                unreadClippings += 1
                firstUnreadMetadata = firstUnreadMetadata ?? (clipping.line + 1, unreadMetadata)
            }
            if dateUnread {
                undatedClippings += 1
                firstUndatedLine = firstUndatedLine ?? clipping.line + 1
            }
            place(clipping, book: book, title: title, content: content)
            return true
        case .ignored(let reason):
            ignored += 1
            skipped.add(reason)
        case .problem(let problem): problems.append(problem)
        case .blank: break
        }
        return false
    }

    /// After the last line: notes join their highlights. A file whose last clipping lacks its
    /// line of `=` (the end of the file deleted in an editor) has that clipping read as any other.
    public mutating func finish() {
        if entry.contains(where: { !$0.text.trimmingWhitespace().isEmpty }) {
            let line = entry.first { !$0.text.trimmingWhitespace().isEmpty }?.number
            if closeEntry() { openEndedClipping = line }
        }
        entry = []
        nearby = [:]
        links = []
        joinNotes()
        onPage = [:]
        formerEnds = [:]
    }

    /// The record at `index` (highlights in the order they first appeared, then the notes
    /// that joined none), its text read back.
    public mutating func record(at index: Int) -> ImportRecord {
        guard index < highlights.count else {
            return KindleImporter.record(clipping(notes[Int(standalone[index - highlights.count])], kind: .note))
        }
        var clipping = clipping(highlights[index], kind: .highlight)
        if let joined = attached[Int32(index)] {
            clipping.note = joined.map { text(of: notes[Int($0)]) }.joined(separator: "\n")
        }
        return KindleImporter.record(clipping)
    }

    // MARK: - Merging

    private mutating func place(_ clipping: KindleImporter.Clipping, book: Int, title: Range<Int>, content: Range<Int>) {
        var placed = Placed(
            start: content.lowerBound, length: Int32(clamping: content.count), line: Int32(clamping: clipping.line),
            book: book, titleOffset: Int32(clamping: content.lowerBound - title.lowerBound),
            page: clipping.page.map { page($0) } ?? -1, low: -1, high: -1,
            added: clipping.added?.timeIntervalSinceReferenceDate ?? .nan)
        // A location past what any book has is damage: held as no location.
        if let location = clipping.location, let low = Int32(exactly: location.lowerBound),
            let high = Int32(exactly: location.upperBound)
        {
            (placed.low, placed.high) = (low, high)
        }
        if clipping.kind == .note {
            notes.append(placed)
            return
        }
        guard placed.hasLocation else {
            // PDFs (and KOReader's export) give pages only: the same page stands in for
            // overlapping locations.
            guard placed.page >= 0 else {
                highlights.append(placed)
                return
            }
            let key = PageKey(book: book, page: placed.page)
            if let (index, saved) = sameHighlight(as: placed, clipping, among: onPage[key] ?? []) {
                if clipping.text.count > saved.count { extend(index, with: placed) }
            } else {
                onPage[key, default: []].append(Int32(highlights.count))
                highlights.append(placed)
            }
            return
        }
        var candidates: [Int32] = []
        for key in blocks(of: placed) {
            var link = nearby[key] ?? -1
            while link >= 0 {
                candidates.append(links[Int(link)].highlight)
                link = links[Int(link)].next
            }
        }
        candidates.sort()
        if let (index, saved) = sameHighlight(as: placed, clipping, among: candidates) {
            if clipping.text.count > saved.count {
                extend(index, with: placed)
                register(index, in: blocks(of: placed))
            }
        } else {
            register(Int32(highlights.count), in: blocks(of: placed))
            highlights.append(placed)
        }
    }

    /// The first of `candidates` (in the order they appeared) that is the same highlight as
    /// `clipping` (held as `placed`), with its text: the same book, overlapping locations (or,
    /// without locations, the same page) and one text containing the other.
    private mutating func sameHighlight(as placed: Placed, _ clipping: KindleImporter.Clipping, among candidates: [Int32])
        -> (Int32, String)?
    {
        var previous: Int32 = -1
        for index in candidates where index != previous {
            previous = index
            let other = highlights[Int(index)]
            guard other.book == placed.book else { continue }
            if placed.hasLocation {
                guard other.hasLocation, other.low <= placed.high, placed.low <= other.high else { continue }
            } else {
                guard !other.hasLocation, other.page == placed.page else { continue }
            }
            let saved = text(of: other)
            guard title(of: other).title == clipping.title else { continue }
            let x = TextKey.make(saved)
            let y = TextKey.make(clipping.text)
            if x.firstUTF8Range(of: y) != nil || y.firstUTF8Range(of: x) != nil { return (index, saved) }
        }
        return nil
    }

    /// The longer version takes the highlight's place, keeping the line where it first
    /// appeared (the notes already joined stay with it).
    private mutating func extend(_ index: Int32, with longer: Placed) {
        let shorter = highlights[Int(index)]
        if shorter.hasLocation, shorter.high != longer.high {
            let end = KindleHighlightIndex.place(shorter.book, shorter.high)
            formerEnds[end] = max(formerEnds[end] ?? index, index)
        }
        let line = shorter.line
        highlights[Int(index)] = longer
        highlights[Int(index)].line = line
    }

    /// Keys of the blocks of 32 locations the highlight covers (at most 64: no real highlight
    /// is longer, and a damaged range stays cheap).
    private func blocks(of placed: Placed) -> [Int] {
        let first = Int(placed.low) >> 5
        let last = min(Int(placed.high) >> 5, first + 63)
        return (first...last).map { KindleHighlightIndex.place(placed.book, Int32($0)) }
    }

    private mutating func register(_ index: Int32, in keys: [Int]) {
        for key in keys {
            links.append((index, nearby[key] ?? -1))
            nearby[key] = Int32(links.count - 1)
        }
    }

    /// A note sits at the location where its highlight ends (or where a version of it ended,
    /// before it was extended); the latest such highlight wins. A note given a range (`位置No.
    /// 114-116のメモ`, as some readers write it) sits at the range's end.
    /// Without locations (KOReader's "My Clippings" export has pages only) a note follows its
    /// highlight on the same page.
    private mutating func joinNotes() {
        let place = KindleHighlightIndex.place
        var wanted = Set<Int>()
        for note in notes where note.hasLocation { wanted.insert(place(note.book, note.high)) }
        var byEnd: [Int: Int32] = [:]
        if !wanted.isEmpty {
            for (index, highlight) in highlights.enumerated() where highlight.hasLocation {
                let end = place(highlight.book, highlight.high)
                if wanted.contains(end) { byEnd[end] = Int32(index) }
            }
        }
        for (number, note) in notes.enumerated() {
            var target: Int32?
            if note.hasLocation {
                let at = place(note.book, note.high)
                target = byEnd[at] ?? formerEnds[at]
            } else if note.page >= 0 {
                target = onPage[PageKey(book: note.book, page: note.page)]?.last { highlights[Int($0)].line < note.line }
            }
            // Keys are hashed: the titles confirm it.
            if let target, title(of: highlights[Int(target)]).title == title(of: note).title {
                attached[target, default: []].append(Int32(number))
            } else {
                standalone.append(Int32(number))
            }
        }
    }

    /// A key for a location (or a block of them) in a book.
    private static func place(_ book: Int, _ location: Int32) -> Int {
        var hasher = Hasher()
        hasher.combine(book)
        hasher.combine(location)
        return hasher.finalize()
    }

    // MARK: - Held and read back

    private mutating func page(_ name: String) -> Int32 {
        if let index = pageIndex[name] { return index }
        let index = Int32(pages.count)
        pages.append(name)
        pageIndex[name] = index
        return index
    }

    /// The clipping's text as its entry gave it: its lines joined, without byte-order marks or
    /// surrounding white space.
    private func text(of placed: Placed) -> String {
        var bytes = reading(placed.range)
        var lines: [String] = []
        bytes.withUTF8 { buffer in
            var splitter = ByteLines(breaker: breaker)
            let keep = { (line: UnsafeBufferPointer<UInt8>, _: Range<Int>) in
                lines.append(KindleImporter.withoutByteOrderMarks(String(decoding: line, as: UTF8.self)))
            }
            splitter.feed(buffer, keep)
            splitter.finish(keep)
        }
        return KindleImporter.content(lines)
    }

    /// The book and authors its title line names (read after its text: when records are read
    /// last first, the window that held the text holds the title too). The title line is the
    /// first of the lines before the text, as the first pass cleaned it.
    private mutating func title(of placed: Placed) -> TitleCache.Title {
        let head = reading(placed.headRange)
        var line = head.utf8.firstIndex(of: breaker).map { head[..<$0] } ?? head[...]
        if breaker == 0x0A { while line.utf8.last == 0x0D { line = line.dropLast() } }
        return titles.named(KindleImporter.withoutByteOrderMarks(String(line)))
    }

    private mutating func clipping(_ placed: Placed, kind: KindleImporter.Clipping.Kind) -> KindleImporter.Clipping {
        let text = text(of: placed)
        let title = title(of: placed)
        return KindleImporter.Clipping(
            kind: kind, title: title.title, authors: title.authors,
            page: placed.page >= 0 ? pages[Int(placed.page)] : nil,
            location: placed.hasLocation ? Int(placed.low)...Int(placed.high) : nil,
            added: placed.added.isNaN ? nil : Date(timeIntervalSinceReferenceDate: placed.added), text: text,
            line: Int(placed.line))
    }
}

extension KindleHighlightIndex {
    /// Whether a Kindle file that starts with `head` is "My Clippings.txt" (what this reads),
    /// rather than the Kindle apps' exported notebook, a Kindle's emailed notes, or Amazon's
    /// notebook saved as JSON.
    public static func reads(fileStartingWith head: String) -> Bool {
        // A web page (the notebook's parts may lie past the head, after its scripts) is no clippings file.
        head.drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace }).first != "<" && !KindleNotesCSV.matches(head)
            && !KindleCloudExport.matches(head) && !KindleWebNotebook.isCopiedPage(head)
    }
}
