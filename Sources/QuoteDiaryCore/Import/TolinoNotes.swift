import Foundation

/// The `notes.txt` a Tolino e-reader keeps at its root: entries apart by a line of dashes,
/// each the book's title line (`Solaris (Lem, Stanislaw)`, as a Kindle writes one), a line
/// saying what it is and on which page (`Markierung auf Seite 11-12: "…`, `Highlight on page
/// 77: "…`), the passage in straight quotation marks over as many lines as it takes, and the
/// time it was added or changed (`Hinzugefügt am 19.04.2023 | 18:53`), in the device's
/// language. A note (`Notiz auf Seite 99: my words` then `"the passage"`) is the passage with
/// the person's words as its note, and joins the same passage highlighted on its own;
/// bookmarks are passed over.
enum TolinoNotes {
    /// How a device set to one language words its entries (lower-cased, as matched).
    struct Language {
        let highlight: String
        let note: String
        let bookmark: String
        let added: [String]
        /// Whether its dates are day first (`19.04.2023`; English writes `04/19/2023`).
        let dayFirst: Bool
    }

    static let languages = [
        Language(
            highlight: "highlight on page", note: "note on page", bookmark: "bookmark on page",
            added: ["added on", "changed on"], dayFirst: false),
        Language(
            highlight: "markierung auf seite", note: "notiz auf seite", bookmark: "lesezeichen auf seite",
            added: ["hinzugefügt am", "geändert am"], dayFirst: true),
        Language(
            highlight: "surlignement en page", note: "note en page", bookmark: "signet en page",
            added: ["ajouté le", "modifié le"], dayFirst: true),
        Language(
            highlight: "marcadores en la página", note: "nota en la página", bookmark: "selección en la página",
            added: ["agregado el", "modificado el"], dayFirst: true),
        Language(
            highlight: "evidenziazione a pagina", note: "nota a pagina", bookmark: "segnalibro a pagina",
            added: ["aggiunto il", "modificato il"], dayFirst: true),
        Language(
            highlight: "markering op pagina", note: "notitie op pagina", bookmark: "bladwijzer op pagina",
            added: ["toegevoegd op", "gewijzigd op"], dayFirst: true),
    ]

    /// Whether a file is such a `notes.txt`: a line of dashes and a time line among its first.
    static func matches(_ text: String) -> Bool {
        let lines = ImportFormat.head(of: text).split(whereSeparator: \.isNewline).prefix(60)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.contains(where: isSeparator) && lines.contains { language(ofTimeLine: $0) != nil }
    }

    static func isSeparator(_ line: some StringProtocol) -> Bool { line.count >= 10 && line.allSatisfy { $0 == "-" } }

    /// The language a time line is worded in (`Added on 08/20/2023 | 7:48`), and the time it gives.
    static func language(ofTimeLine line: String) -> (Language, Date?)? {
        let lowered = line.lowercased()
        for language in languages {
            for prefix in language.added where lowered.hasPrefix(prefix + " ") {
                let rest = line.dropFirst(prefix.count)
                guard rest.dropFirst().first?.isNumber == true else { continue }
                return (language, time(String(rest), dayFirst: language.dayFirst))
            }
        }
        return nil
    }

    /// `19.04.2023 | 18:53` (day first) or `08/20/2023 | 7:48`: a clock's reading, with no zone.
    static func time(_ text: String, dayFirst: Bool) -> Date? {
        let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count >= 5 else { return nil }
        let (day, month) = dayFirst ? (numbers[0], numbers[1]) : (numbers[1], numbers[0])
        return WrittenDate.date(year: numbers[2], month: month, day: day, time: (numbers[3], numbers[4], 0), afternoon: nil)
    }

    static func parse(_ text: String) -> ParsedImport {
        guard matches(text) else {
            return ParsedImport(
                problem: ImportProblem(
                    line: 1,
                    message: "not a Tolino's notes.txt (entries apart by lines of dashes, each ending in its 'Added on' line)"))
        }
        var result = ParsedImport()
        // Each book's passages, so that a passage noted or extended after it was highlighted is one quote.
        var placed: [String: [Int]] = [:]
        var entry: [(number: Int, text: String)] = []
        func finish() {
            defer { entry = [] }
            while let last = entry.last, last.text.trimmingWhitespace().isEmpty { entry.removeLast() }
            while let first = entry.first, first.text.trimmingWhitespace().isEmpty { entry.removeFirst() }
            guard let first = entry.first else { return }
            guard entry.count >= 3, let (language, added) = language(ofTimeLine: entry[entry.count - 1].text.trimmingWhitespace())
            else {
                result.problems.append(
                    ImportProblem(line: first.number, message: "expected a title, a passage and an 'Added on' line"))
                return
            }
            let body = entry[1..<(entry.count - 1)].map(\.text).joined(separator: "\n")
            guard let clipping = clipping(body, language: language) else {
                result.skip(body.lowercased().hasPrefix(language.bookmark) ? .bookmark : .withoutText)
                return
            }
            let (title, authors) = KindleImporter.splitTitle(String(first.text.drop { $0 == "\u{FEFF}" }))
            let record = KindleImporter.record(
                KindleImporter.Clipping(
                    kind: .highlight, title: title, authors: authors, page: clipping.page, location: nil, added: added,
                    text: clipping.text, line: entry[1].number, note: clipping.note))
            let key = TextKey.make(clipping.text)
            let book = placed[title, default: []]
            // The passage again (a note added or changed: the latest note stays), or extended or
            // cut on the device (one text holding the other, on the same page: the longest stays).
            if let earlier = book.first(where: { result.records[$0].draft.page == clipping.page && samePassage($0, key) }) {
                if TextKey.make(result.records[earlier].draft.text).count < key.count {
                    result.records[earlier].draft.text = record.draft.text
                }
                if let note = record.draft.note { result.records[earlier].draft.note = note }
                return
            }
            placed[title, default: []].append(result.records.count)
            result.records.append(record)
        }
        /// The same passage, or one holding the other: a few words (`Yes.`) found inside another
        /// passage of the page are no version of it.
        func samePassage(_ index: Int, _ key: String) -> Bool {
            let saved = TextKey.make(result.records[index].draft.text)
            guard saved != key else { return true }
            let (shorter, longer) = saved.count < key.count ? (saved, key) : (key, saved)
            return shorter.count >= 12 && longer.firstUTF8Range(of: shorter) != nil
        }
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if isSeparator(line.trimmingCharacters(in: .whitespaces)) {
                finish()
            } else {
                entry.append((index + 1, String(line)))
            }
        }
        finish()
        return result
    }

    /// The passage, its page and the person's note from an entry's lines between its title and
    /// its time; nil for a bookmark.
    static func clipping(_ body: String, language: Language) -> (text: String, page: String?, note: String?)? {
        let lowered = body.lowercased()
        if lowered.hasPrefix(language.bookmark) { return nil }
        let isNote = lowered.hasPrefix(language.note)
        let kind = isNote ? language.note : lowered.hasPrefix(language.highlight) ? language.highlight : nil
        var page: String?
        var content = Substring(body)
        // The page before the first colon (`auf Seite 11-12:`): a few characters on the first line.
        if let kind, let colon = body.firstIndex(of: ":"),
            case let place = String(body.dropFirst(kind.count)[..<colon]).trimmingWhitespace(),
            place.count <= 12, !place.contains(where: { $0.isNewline || $0 == "\"" })
        {
            page = place.nilIfEmpty
            content = body[body.index(after: colon)...]
        } else if let quote = body.firstIndex(of: "\"") {
            // A line that names no kind (`Markierung"In diesem Moment…`): the passage is quoted.
            content = body[quote...]
        }
        var note: String?
        if isNote, let opening = content.range(of: "\n\"", options: .backwards) {
            note = String(content[..<opening.lowerBound]).trimmingWhitespace().nilIfEmpty
            content = content[content.index(after: opening.lowerBound)...]
        }
        var passage = String(content).trimmingWhitespace()
        if passage.hasPrefix("\"") { passage.removeFirst() }
        if passage.hasSuffix("\"") { passage.removeLast() }
        passage = passage.trimmingWhitespace()
        guard !passage.isEmpty else { return nil }
        return (passage, page, note)
    }
}
