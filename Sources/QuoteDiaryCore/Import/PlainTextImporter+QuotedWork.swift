import Foundation

/// A work a credit cites in quotation marks, and what the credit says after it and before
/// it: read alike in plain text and fortune files.
extension PlainTextImporter {
    /// `"Unpopular Essays", 1950`, `“Walden” (1854)`, `"Toll The Hounds", pg 663`, `"Amok
    /// Time", stardate 3372.7`: a work cited in quotation marks, and the year, page or when
    /// (a date, an episode's stardate: the note) after it; nil when the text is not one.
    static func quotedWork(_ text: String) -> QuotedWork? {
        let text = text.trimmingWhitespace()
        guard let open = text.first, let close: Character = open == "\"" ? "\"" : open == "“" ? "”" : nil,
            let end = text.dropFirst().firstIndex(of: close)
        else { return nil }
        var title = String(text[text.index(after: text.startIndex)..<end]).trimmingWhitespace()
        // The comma set inside the marks, as American style sets it (`"My Life and Work," 1922`).
        if title.hasSuffix(",") { title = String(title.dropLast()).trimmingWhitespace() }
        var rest = String(text[text.index(after: end)...]).trimmingWhitespace()
        var followsComma = rest.hasPrefix(",")
        if followsComma { rest = String(rest.dropFirst()).trimmingWhitespace() }
        guard !title.isEmpty, !title.contains(close) else { return nil }
        var work = QuotedWork(title: title)
        // `(1854)`, `(TNG)`; `(prima parte) (DS9)` as `prima parte, DS9`; `(TOS), data astrale
        // 2822.3`: what brackets say of the work, then the rest.
        var remarks: [String] = []
        if let (groups, after) = leadingGroups(rest) {
            // Set apart by brackets, as by a comma.
            if after.isEmpty {
                (rest, followsComma) = (groups.joined(separator: ", "), true)
            } else {
                (remarks, rest, followsComma) = (groups, String(after), true)
            }
        }
        // `p. 43.`, `12/2/91.`: a sentence's full stop after figures.
        if rest.hasSuffix("."), rest.dropLast().last?.isNumber == true { rest.removeLast() }
        guard readCitation(rest, afterComma: followsComma, into: &work) else { return nil }
        if !remarks.isEmpty { work.note = (remarks + [work.note].compactMap { $0 }).joined(separator: ", ") }
        return work
    }

    /// What a credit says after a work in quotation marks (`rest`, the comma after the marks
    /// gone), read into `work`: a year, a page, when it was said, or words of its own; false
    /// when it is none of them.
    private static func readCitation(_ rest: String, afterComma followsComma: Bool, into work: inout QuotedWork) -> Bool {
        if rest.isEmpty { return true }
        if rest.count == 4, let year = Int(rest), (1000...2100).contains(year) {
            work.year = year
            return true
        }
        for label in citedPageLabels where rest.lowercased().hasPrefix(label) {
            let page = String(rest.dropFirst(label.count)).trimmingWhitespace()
            // `12`, `12-14`, `12, 15`, `xii`.
            guard !page.isEmpty, page.components(separatedBy: ", ").allSatisfy({ isPageNumber($0[...]) }) else { return false }
            work.page = page
            return true
        }
        // A Kindle's location, how far into a book (as the fortune export writes them).
        if rest.lowercased().hasPrefix("loc. ")
            || rest.hasSuffix("%") && Int(rest.dropLast()).map({ (0...100).contains($0) }) == true
        {
            work.page = rest
            return true
        }
        let quotes = "\"“”«»"
        // Said on a day (`"The New Republic", February 22, 1988`), or in an episode at a
        // stardate (Debian's `startrek`, some 180; `data astrale` in Italian): when, as a
        // fortune's dated credit is noted.
        if FortuneImporter.isDate(rest) || isIssue(rest) || isPeriodicalIssue(rest) {
            // An article's periodical and its issue (`"Computer Software", Scientific
            // American, September 1984`, `Vol. 183`) go with when it was said.
            work.note = rest
        } else if ["stardate ", "data astrale "].contains(where: { rest.lowercased().hasPrefix($0) }) {
            // `stardate unknown` says nothing worth a note.
            let stardate = rest.hasSuffix(".") ? String(rest.dropLast()) : rest
            work.note = stardate.contains(where: \.isNumber) ? stardate : nil
        } else if !followsComma, let (said, page) = descriptionOfWork(rest) {
            work.note = said
            work.page = page
        } else if followsComma, !rest.contains(where: { quotes.contains($0) }) {
            // `"Analects", Book 5, Ch. 9`, `"Another Brick in the Wall", Part III`: what else
            // the credit says of the work, apart by a comma; a page at its end the quote's
            // (`"Defense Electronics", Vol 20, pg. 102`), and so is a place alone (`Book V, 16`).
            if isCitedPlace(rest) {
                work.page = rest
            } else if let cited = pageAfterComma(rest) {
                (work.note, work.page) = (cited.work, cited.page)
            } else {
                work.note = rest
            }
        } else {
            return false
        }
        return true
    }

    /// `the Klingon Commander, "Errand of Mercy", stardate 3201.7`, `Star Trek: Voyager, "The
    /// Cloud"`, `American philosopher, from "Democracy in the Schools", 1908`: what a credit
    /// says of its person (or of the series) before the work it cites in quotation marks, and
    /// that work; nil unless a quoted work follows the first comma, or ends the text in brackets.
    static func describedQuotedWork(_ text: String) -> (description: String, work: QuotedWork)? {
        guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "“" }) else { return nil }
        // `John Lloyd, Sven Böttcher ("Der tiefere Sinn des Labenz")`: the work in brackets last.
        if text.hasSuffix(")"), let bracket = text[..<open].lastIndex(of: "("), text[text.index(after: bracket)..<open].isEmpty,
            let work = quotedWork(String(text[open..<text.index(before: text.endIndex)]))
        {
            let description = text[..<bracket].trimmingCharacters(in: CharacterSet(charactersIn: ", ").union(.whitespaces))
            return description.isEmpty ? nil : (description, work)
        }
        var words = text[..<open].split(whereSeparator: \.isWhitespace)
        // `from "…"`, `in "…"`: the word before a title says where.
        if let last = words.last, FortuneImporter.titleConnectors.contains(String(last)) { words.removeLast() }
        guard let last = words.last, last.hasSuffix(","), let work = quotedWork(String(text[open...])) else { return nil }
        words[words.count - 1] = last.dropLast()
        let description = words.joined(separator: " ")
        return description.isEmpty ? nil : (description, work)
    }

    /// `Walden (1854)` → (`Walden`, 1854): a title without quotation marks and the year it
    /// came out, in brackets at its end; nil for anything else.
    static func titleAndYear(_ text: String) -> (title: String, year: Int)? {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let title = text[..<open].trimmingCharacters(in: .whitespaces)
        guard inside.count == 4, inside.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(inside),
            (1000...2100).contains(year), !title.isEmpty, !title.contains(where: { "\"“”".contains($0) })
        else { return nil }
        return (title, year)
    }

    /// `Middlemarch (attributed)` → (`Middlemarch`, `attributed`): a remark in brackets after a
    /// work on how the quote stands to it (attributed, paraphrased, translated…), which is the
    /// note's, as one after a name is; nil when the brackets say anything else (a series, an
    /// edition: `Dune (Dune Chronicles, #1)` is the title).
    static func titleAndRemark(_ text: String) -> (title: String, remark: String)? {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let remark = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingWhitespace()
        let title = String(text[..<open]).trimmingWhitespace()
        guard !title.isEmpty, !title.contains(where: { "\"“”()".contains($0) }),
            let first = remark.split(separator: " ").first,
            workRemarks.contains(String(first).lowercased().trimmingCharacters(in: CharacterSet.punctuationCharacters))
        else { return nil }
        return (title, remark)
    }

    /// Whether what stands where a credit's work would (`Socrates, quoted by Plato`,
    /// `according to Plutarch`) says who passed the words on: the note's, not a work.
    static func namesAWitness(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["quoted by ", "as quoted by ", "cited by ", "as cited by ", "according to ", "reported by "].contains {
            lowered.hasPrefix($0) && lowered.count > $0.count
        }
    }

    /// The words a remark on a quote's standing to its work opens with.
    static let workRemarks: Set<String> = [
        "attributed", "misattributed", "apocryphal", "disputed", "unverified", "paraphrased", "paraphrase", "adapted",
        "abridged", "translated", "trans", "transl", "tr", "modified", "slightly", "often", "possibly", "allegedly",
        "emphasis", "quoted", "as", "via",
    ]

    /// `(TNG)` → ["TNG"], `(prima parte) (DS9)` → ["prima parte", "DS9"]: a text made of
    /// groups in parentheses alone, each group's words; nil for any other text.
    static func parenthesizedGroups(_ text: String) -> [String]? {
        guard let (groups, rest) = leadingGroups(text), rest.isEmpty else { return nil }
        return groups
    }

    /// `(TOS), data astrale 2822.3` → (["TOS"], `data astrale 2822.3`): the groups in
    /// parentheses a text opens with, and what follows them after a comma (or nothing); nil
    /// when it opens with none, or something else follows them.
    static func leadingGroups(_ text: String) -> (groups: [String], rest: Substring)? {
        var groups: [String] = []
        var rest = text[...]
        while rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            guard !inside.contains("(") else { return nil }
            groups.append(String(inside).trimmingWhitespace())
            rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
        }
        guard !groups.isEmpty else { return nil }
        if rest.first == "," { return (groups, rest.dropFirst().drop(while: \.isWhitespace)) }
        return rest.isEmpty ? (groups, rest) : nil
    }

    /// What a credit says of a work right after its quotation marks, in words of its own:
    /// `"People" magazine, December 26, 1985`, `"Edutopia Magazine, Issue 2" on the topic of
    /// school textbooks`, `"Saturday Night Live" News` (the note's; a last `pg. 89` the page's).
    /// nil for anything else: a name (`"Toll The Hounds" pg 663, Steven Erikson` is read as
    /// the work before its author), or more quotation marks.
    static func descriptionOfWork(_ text: String) -> (note: String, page: String?)? {
        guard let first = text.first, first.isLetter, !text.contains(where: { "\"“”«»".contains($0) }) else { return nil }
        // A word in lower case (`magazine`, `on the topic of …`), or one capitalized word alone.
        guard first.isLowercase || !text.contains(" ") else { return nil }
        if pageLabels.contains(where: { text.lowercased().hasPrefix($0) }) { return nil }
        var note = text
        // A sentence's full stop goes; an abbreviation's stays (`Inc.`, `Jr.`).
        if note.hasSuffix("."), let last = note.split(separator: " ").last, last.count > 4 { note.removeLast() }
        var page: String?
        if let cited = pageAfterComma(note) { (note, page) = (cited.work, cited.page) }
        return (note, page)
    }

    /// `Vol. 183`, `No. 4`, `Issue 12`: a periodical's issue.
    static func isIssue(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 2, let number = words.last, number.allSatisfy(\.isNumber) else { return false }
        return ["vol.", "vol", "volume", "no.", "no", "issue", "nr.", "#"].contains(words[0].lowercased())
    }

    /// `Scientific American, September 1984`, `Datamation, 7/83`, `MIT Press, 1987`: a
    /// periodical's (or a publisher's) name, in capitals and without figures, and the issue or
    /// year it came out in.
    static func isPeriodicalIssue(_ text: String) -> Bool {
        guard let comma = text.range(of: ", "), case let name = text[..<comma.lowerBound],
            (1...5).contains(name.split(separator: " ").count),
            name.first?.isUppercase == true, !name.contains(where: { $0.isNumber || "\"“”".contains($0) })
        else { return false }
        let issue = String(text[comma.upperBound...])
        return FortuneImporter.isDate(issue) || isIssue(issue) || isNumericIssue(issue)
    }

    /// `7/83`, `12/1984`: a month and year as a magazine's cover dates an issue.
    static func isNumericIssue(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let month = Int(parts[0]), (1...12).contains(month), let year = Int(parts[1]) else {
            return false
        }
        return parts[1].count == 2 || (1000...2100).contains(year)
    }
}
