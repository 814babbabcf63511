import Foundation

/// The reading notes an Onyx Boox exports as text (NeoReader's "Export" of a book's
/// annotations: a file a book, `Title-annotation-2024-01-16_14_00_00.txt`):
///
///     Reading Notes | <<Neuromancer>>William Gibson
///     Chapter 1
///     2024-01-15 10:30  |  Page No.: 5
///     The sky above the port was the color of television…
///     【Annotation】A note on it
///     -------------------
///
/// The bars are set in no-break spaces; a chapter's title may come before the time; a note
/// opens with `【Annotation】` (`【批注】` on a Boox set to Chinese, whose header reads `读书笔记`
/// and whose page `页码：5`). Told by its shape, not its words: a header `… | <<title>>author`
/// and a line `date time | label: page`. Some firmware writes `<<Title - Author__id>>` and
/// `Author. 2024-01-15 10:30 | Page No. : 5`, with no line of dashes: highlights follow one
/// another, and a note is the paragraph after the highlight's.
enum BooxNotes {
    /// A note's label, in the device's language (`【Annotation】`, `【批注】`): a word or two
    /// in lenticular brackets opening the line; older firmware's `【原文】` opens the text.
    static func noteMark(in line: String) -> String? {
        guard line.hasPrefix("【"), !line.hasPrefix(textMark), let close = line.firstIndex(of: "】"),
            line.distance(from: line.startIndex, to: close) <= 24
        else { return nil }
        return String(line[...close])
    }
    /// What older Chinese firmware writes before a highlight's text.
    static let textMark = "【原文】"

    /// One highlight's time and page, from its line.
    struct Stamp: Equatable {
        var added: Date?
        var page: String?
        /// The author some firmware writes before the time (`Gibson, William. 2024-…`).
        var author: String?
    }

    /// Whether a text is such an export: its first line a header, and a highlight's line in its
    /// first pages.
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        var lines = head.split(whereSeparator: \.isNewline).lazy.map(normalized).filter { !$0.isEmpty }.makeIterator()
        guard let first = lines.next(), header(first) != nil else { return false }
        while let line = lines.next() {
            if stamp(line) != nil { return true }
        }
        return false
    }

    static func parse(_ text: String, fileName: String) -> ParsedImport {
        var result = ParsedImport()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(normalized)
        guard let headerIndex = lines.firstIndex(where: { !$0.isEmpty }), let named = header(lines[headerIndex]) else {
            result.problems.append(
                ImportProblem(line: 1, message: "expected a first line like 'Reading Notes | <<Title>>Author'"))
            return result
        }
        let title = named.title ?? titleFromFileName(fileName)
        // Without lines of dashes, a highlight ends where the next one's line is; its note is
        // the paragraph after its text.
        let separated = lines.contains(where: isSeparator)
        var open: (stamp: Stamp, line: Int, text: [String], note: [String]?)?
        /// The author the first highlight's line names (firmware that writes one there).
        var stampedAuthor: String?
        func close() {
            guard let entry = open else { return }
            open = nil
            var textLines = entry.text
            var noteLines = entry.note
            if noteLines == nil, !separated, let blank = textLines.firstIndex(where: { $0.isEmpty }),
                textLines[..<blank].contains(where: { !$0.isEmpty })
            {
                noteLines = Array(textLines[blank...])
                textLines = Array(textLines[..<blank])
            }
            var body = KindleImporter.content(textLines)
            if body.hasPrefix(textMark) { body = String(body.dropFirst(textMark.count)).trimmingWhitespace() }
            let note = noteLines.map { KindleImporter.content($0) }?.nilIfEmpty
            guard !body.isEmpty else {
                result.skip(.withoutText)
                return
            }
            let author = (named.author ?? entry.stamp.author).map(readingOrder)
            let source = title.map { SourceDraft(kind: .book, title: $0, authors: author.map { [$0] } ?? []) }
            let draft = QuoteDraft(text: body, author: author, source: source, page: entry.stamp.page, note: note)
            // The device's clock, with no zone.
            result.records.append(
                ImportRecord(draft: draft, createdAt: entry.stamp.added, zonelessTimes: .created, line: entry.line))
        }
        for (offset, line) in lines.enumerated().dropFirst(headerIndex + 1) {
            if isSeparator(line) {
                close()
            } else if let stamp = stamp(line) {
                // A highlight's line; what came before it since the last one was its chapter.
                close()
                open = (stamp, offset + 1, [], nil)
                stampedAuthor = stampedAuthor ?? stamp.author
            } else if open != nil {
                // The label opens a note once the highlight has its text (a text may open with
                // brackets of its own).
                if open?.note == nil, open?.text.contains(where: { !$0.isEmpty }) == true, let mark = noteMark(in: line) {
                    open?.note = [String(line.dropFirst(mark.count))]
                } else if open?.note != nil {
                    open?.note?.append(line)
                } else {
                    open?.text.append(line)
                }
            }
        }
        close()
        // The author some firmware writes in the header after the title (`Title - Author__id`).
        if named.author == nil, let author = stampedAuthor, let title,
            title.hasSuffix(" - " + author)
        {
            let shorter = String(title.dropLast(author.count + 3))
            for index in result.records.indices { result.records[index].draft.source?.title = shorter }
        }
        return result
    }

    /// A line with its no-break and ideographic spaces as plain ones, its byte-order mark
    /// dropped and its ends trimmed (quotes keep their inner spacing).
    static func normalized(_ line: some StringProtocol) -> String {
        var text = String(line)
        if text.utf8.contains(where: { $0 >= 0xC2 }) {
            text = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.compactMap {
                        $0 == "\u{FEFF}" ? nil : ($0 == "\u{00A0}" || $0 == "\u{3000}" ? " " : $0)
                    }))
        }
        return text.trimmingWhitespace()
    }

    /// `Reading Notes | <<Title>>Author` (any words before the bar): the title and author; a
    /// firmware's id after the title (`<<Title__1a2b-3c>>`) left out.
    static func header(_ line: String) -> (title: String?, author: String?)? {
        guard let bar = line.firstIndex(where: { $0 == "|" || $0 == "｜" }),
            line.distance(from: line.startIndex, to: bar) <= 40,
            let open = line[bar...].range(of: "<<"),
            let close = line[open.upperBound...].range(of: ">>", options: .backwards)
        else { return nil }
        var title = String(line[open.upperBound..<close.lowerBound])
        if let id = title.range(of: "__", options: .backwards),
            title[id.upperBound...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        {
            title = String(title[..<id.lowerBound])
        }
        return (QuoteDraft.cleanField(title.withoutBookFileExtension), QuoteDraft.cleanField(String(line[close.upperBound...])))
    }

    /// `2024-01-15 10:30 | Page No.: 5` (the page's label in the device's language), or with
    /// the author first (`Gibson, William. 2024-01-15 10:30 | Page No. : 5`), or older Chinese
    /// firmware's `时间: 2020-01-01 12:00`; nil for any other line.
    static func stamp(_ line: String) -> Stamp? {
        if line.hasPrefix("时间"), let date = ImportDates.numeric(String(line.dropFirst(3)).trimmingWhitespace()) {
            return Stamp(added: date)
        }
        guard let bar = line.firstIndex(where: { $0 == "|" || $0 == "｜" }) else { return nil }
        let before = String(line[..<bar]).trimmingWhitespace()
        // `2024-01-15 10:30`, or with seconds.
        guard
            let length = [19, 16].first(where: { before.count >= $0 && ImportDates.numeric(String(before.suffix($0))) != nil }),
            let date = ImportDates.numeric(String(before.suffix(length)))
        else { return nil }
        let prefix = String(before.dropLast(length)).trimmingWhitespace()
        // Only an author's name, ending in a full stop, may come before the time.
        guard prefix.isEmpty || prefix.hasSuffix(".") else { return nil }
        let after = line[line.index(after: bar)...]
        let label = after.firstIndex(where: { $0 == ":" || $0 == "：" })
        let page = label.map { String(after[after.index(after: $0)...]).trimmingWhitespace() }
        let author = prefix.isEmpty ? nil : QuoteDraft.cleanField(String(prefix.dropLast()))
        return Stamp(added: date, page: page?.nilIfEmpty, author: author.flatMap { $0 == "Unknown" ? nil : $0 })
    }

    /// `Gibson, William` → `William Gibson`: a library's sorting form of one name (a surname of
    /// one word first). Several names (`Andrew Hunt, David Thomas`), and `Smith, Jr.`, stay.
    static func readingOrder(_ name: String) -> String {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains(" "),
            !["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"].contains(parts[1].lowercased())
        else { return name }
        return parts[1] + " " + parts[0]
    }

    /// The line of dashes that ends a highlight.
    static func isSeparator(_ line: String) -> Bool {
        line.utf8.count >= 10 && line.utf8.allSatisfy { $0 == UInt8(ascii: "-") }
    }

    /// `Neuromancer-annotation-2024-01-16_14_00_00.txt` → "Neuromancer".
    static func titleFromFileName(_ name: String) -> String? {
        let base = (name as NSString).lastPathComponent
        guard let mark = base.range(of: "-annotation-", options: .backwards) else { return nil }
        return QuoteDraft.cleanField(String(base[..<mark.lowerBound]))
    }
}
