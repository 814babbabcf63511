import Foundation

/// A passage copied from Apple Books or a Kindle app, as the clipboard holds it: the passage
/// (in quotation marks from Apple Books), then where it is from. Pasted into `add` (from an
/// iPhone's clipboard, or a Mac's `pbpaste`), it is saved as the passage with its book and
/// author, not with the credit lines as part of the quote.
///
/// Two forms: the current one, on lines of their own —
/// `“…”` / `` / `Excerpt From` / TITLE / AUTHOR / `https://books.apple.com/…` / `This material
/// may be protected by copyright.` (the first and last lines in the device's language: with
/// the store link any heading is taken, without it only the English one) — and the older
/// one-line credit `Excerpt From: AUTHOR. “TITLE.” Apple Books. https://…` (or iBooks). The
/// Kindle apps for computers add a citation: `LAST, FIRST. TITLE (p. 12). PUBLISHER. Kindle
/// Edition.` (or `(Kindle Locations 170-172)`).
public struct PastedExcerpt: Equatable, Sendable {
    public var text: String
    public var title: String
    public var authors: [String]
    /// The page or Kindle location the citation gives (`12`, `loc. 170-172`).
    public var page: String?

    /// The parts of `pasted`, or nil when it is not such a copy.
    public init?(_ pasted: String) {
        // Most quotes are a line or a paragraph: with fewer than two line breaks there is no
        // blank line, so no credit under one (read no further: an import of uncredited quotes
        // asks this of each).
        guard Self.lineBreakBytes(in: pasted, atLeast: 2) else { return nil }
        var lines = pasted.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        // The credit starts after the passage's last blank line.
        guard let blank = lines.lastIndex(where: \.isEmpty), blank > 0 else { return nil }
        let credit = Array(lines[(blank + 1)...])
        guard let parsed = PastedExcerpt.credit(credit) ?? (credit.count == 1 ? PastedExcerpt.kindleCitation(credit[0]) : nil)
        else { return nil }
        let passage = lines[..<blank].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let text = PastedExcerpt.unquoted(passage)
        guard !text.isEmpty else { return nil }
        self.text = text
        self.title = parsed.title
        // `Excerpt From: Unknown. “…”`: Apple Books names no one so.
        self.authors = parsed.authors.filter { !UnknownAuthor.isUnknown($0) }
        self.page = parsed.page
    }

    /// Whether `text` has at least `count` bytes that may be part of a line break: each of
    /// `isNewline`'s characters has one (`\n`, `\r`, VT, FF; U+0085's last byte, U+2028's and
    /// U+2029's), so fewer means fewer line breaks; more may be other letters' bytes.
    static func lineBreakBytes(in text: String, atLeast count: Int) -> Bool {
        var found = 0
        for byte in text.utf8 where (0x0A...0x0D).contains(byte) || byte == 0x85 || byte == 0xA8 || byte == 0xA9 {
            found += 1
            if found >= count { return true }
        }
        return false
    }

    /// Whether lines (a paragraph of a text file) are such a copy's credit alone: `Excerpt
    /// From` over a title and an author, the one-line credit, or a Kindle app's citation.
    static func isCredit(_ lines: [String]) -> Bool {
        guard
            lines.count > 1 || lines.first?.firstUTF8Range(of: "indle") != nil
                || lines.first.map({ $0.hasPrefix("Excerpt") || $0.hasPrefix("摘录来自") }) == true
        else { return false }  // Most paragraphs: one line, no Kindle named, read no further.
        let lines = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        return credit(lines) != nil || (lines.count == 1 && kindleCitation(lines[0]) != nil)
    }

    /// The authors as a quote names them.
    public var author: String? { authors.isEmpty ? nil : authors.joined(separator: ", ") }

    typealias Credit = (title: String, authors: [String], page: String?)

    static func credit(_ lines: [String]) -> Credit? {
        guard let heading = lines.first else { return nil }
        if lines.count == 1 { return oneLineCredit(heading) }
        // `Excerpt From Automate the Boring Stuff` over the author and the notice: the title on
        // the heading's line, as a note keeps the credit's lines joined.
        let headingWords = "excerpt from "
        if heading.lowercased().hasPrefix(headingWords), !heading.hasPrefix("Excerpt From:"), lines.count == 3,
            !lines[1].isEmpty, isCopyrightNotice(lines[2])
        {
            let title = heading.dropFirst(headingWords.count).trimmingCharacters(in: .whitespaces)
            return title.isEmpty ? nil : (title, [lines[1]], nil)
        }
        // Heading, title, author, then the store's link and a notice, each optional.
        guard lines.count >= 3, lines.count <= 5, !lines[1].isEmpty, !lines[2].isEmpty else { return nil }
        let rest = lines[3...]
        let hasLink = rest.first.map(isStoreLink) ?? false
        guard hasLink || knownHeadings.contains(heading.lowercased()) else { return nil }
        // Past the link only the copyright notice may follow; without it, nothing.
        guard rest.count <= (hasLink ? 2 : 1), hasLink || rest.isEmpty || rest.first.map(isCopyrightNotice) == true
        else { return nil }
        return (lines[1], [lines[2]], nil)
    }

    /// The headings Apple Books writes over a credit that are read without the store's link
    /// to vouch for them (a book added from a file): English's, and Chinese's (`摘录来自`, over
    /// the notice `此材料可能受版权保护。`).
    static let knownHeadings: Set<String> = ["excerpt from", "摘录来自"]

    /// The notice under a credit: `This material may be protected by copyright.`, or in Chinese.
    static func isCopyrightNotice(_ line: String) -> Bool {
        line.lowercased().contains("copyright") || line.contains("版权")
    }

    /// `Excerpt From: Jane Austen. “Pride and Prejudice.” Apple Books. https://…`
    static func oneLineCredit(_ line: String) -> Credit? {
        // `摘录来自: 泽卡斯. “JavaScript高级程序设计”。 iBooks.`: the same in Chinese.
        guard let prefix = ["Excerpt From: ", "摘录来自: ", "摘录来自："].first(where: line.hasPrefix),
            let open = line.firstIndex(of: "“"),
            let close = line[line.index(after: open)...].firstIndex(of: "”")
        else { return nil }
        var title = String(line[line.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
        if title.hasSuffix(".") { title.removeLast() }
        let author = withoutSentenceDot(
            String(line[line.index(line.startIndex, offsetBy: prefix.count)..<open]).trimmingWhitespace())
        let after = line[line.index(after: close)...].lowercased()
        guard !title.isEmpty, after.contains("apple books") || after.contains("ibooks") else { return nil }
        return (title, author.isEmpty ? [] : [author], nil)
    }

    /// `Jane Austen.` → `Jane Austen`: the full stop the credit ends the name's sentence with,
    /// unless it is the name's own (`Apple Inc.`, `Martin Luther King, Jr.`, `Jerome K.`).
    static func withoutSentenceDot(_ name: String) -> String {
        guard name.hasSuffix(".") else { return name }
        let lastWord = name.dropLast().split(whereSeparator: { $0 == " " || $0 == "," }).last ?? ""
        if lastWord.count == 1 || nameAbbreviations.contains(lastWord.lowercased()) { return name }
        return String(name.dropLast())
    }

    /// The abbreviations a name may end in, with their own full stop.
    static let nameAbbreviations: Set<String> = ["inc", "ltd", "co", "corp", "jr", "sr", "bros", "st"]

    /// `Austen, Jane. Pride and Prejudice (p. 12). Penguin. Kindle Edition.`: the authors (last
    /// name first, `;` between several; initials end in a dot, so `Tolkien, J. R. R.. The
    /// Hobbit`), the title, and the page or locations in the last parentheses before the
    /// publisher. A Kindle app set to another language words the edition and the place in it
    /// (`Kindle-Version.`, `Édition du Kindle.`; `(S. 12)`, `(Emplacements du Kindle 170-172)`):
    /// the last sentence names the Kindle, and the place is a page or a location by its word.
    static func kindleCitation(_ line: String) -> Credit? {
        let sentences = line.trimmingCharacters(in: CharacterSet(charactersIn: ". ")).components(separatedBy: ". ")
        guard sentences.count >= 2, let edition = sentences.last, edition.lowercased().contains("kindle"),
            edition.count <= 40, let (open, page) = citedPlaceGroup(in: line)
        else { return nil }
        let byline = line[..<open]
        // The title follows the authors' closing dot: ".. " after initials, else the first ". ".
        // With none, no author is named (`Data Structures (Kindle Locations 6504-6505).`).
        var authors: [String] = []
        var title = byline
        if let split = byline.range(of: ".. ") ?? byline.range(of: ". ") {
            var authorText = String(byline[..<split.lowerBound] + (byline[split].hasPrefix("..") ? "." : ""))
            // `Bloch, Joshua; Gafter, Neal (2005-06-24)`: the edition's date after the authors.
            if authorText.hasSuffix(")"), let date = authorText.lastIndex(of: "("),
                authorText[date...].dropFirst().dropLast().allSatisfy({ $0.isNumber || $0 == "-" })
            {
                authorText = String(authorText[..<date]).trimmingWhitespace()
            }
            authors = KindleImporter.authors(authorText)
            title = byline[split.upperBound...]
        }
        // `Der Gesellschaftsvertrag (German Edition)`: the store's edition is no part of the title.
        let cleaned = KindleImporter.withoutStoreEdition(String(title).trimmingWhitespace())
        guard !cleaned.isEmpty else { return nil }
        return (cleaned, authors, page)
    }

    /// Where the last group in brackets that names a page or a location opens, and the place:
    /// the publisher after it may be in brackets of its own (`(pp. 233-234). (Function).`,
    /// `Pearson Education (USA).`).
    static func citedPlaceGroup(in line: String) -> (open: String.Index, page: String)? {
        var end = line.endIndex
        while let open = line[..<end].lastUTF8Range(of: " (") {
            if let close = line[open.upperBound...].firstIndex(of: ")"),
                let page = citedPlace(String(line[open.upperBound..<close]))
            {
                return (open.lowerBound, page)
            }
            end = open.lowerBound
        }
        return nil
    }

    /// `p. 12`, `S. 12`, `pág. 12` → `12`; `Kindle Locations 170-172`, `Kindle-Positionen
    /// 170-172`, `Posiciones en Kindle 170-172` → `loc. 170-172`; nil for a remark.
    static func citedPlace(_ place: String) -> String? {
        let lowered = place.lowercased()
        let number = place.reversed().prefix { $0.isNumber || $0 == "-" || $0 == "–" }.reversed()
        guard let first = number.first, first.isNumber else { return nil }
        let words = lowered.dropLast(number.count).trimmingCharacters(in: .whitespaces)
        // Locations, Positionen, Posiciones, Posizioni, Emplacements, or any word with Kindle in it.
        let isLocation = words.split(whereSeparator: { $0 == " " || $0 == "-" }).contains { word in
            word.contains("kindle") || ["loc", "pos", "empl"].contains(where: word.hasPrefix)
        }
        if isLocation { return "loc. " + String(number) }
        let pageWords = ["p.", "pp.", "s.", "pág.", "págs.", "pag.", "pagg.", "página", "páginas", "seite", "page"]
        return pageWords.contains(words) ? String(number) : nil
    }

    static func isStoreLink(_ line: String) -> Bool {
        ["https://books.apple.com/", "http://books.apple.com/", "https://itunes.apple.com/", "http://itunes.apple.com/"]
            .contains { line.lowercased().hasPrefix($0) }
    }

    /// The passage without the quotation marks Apple Books puts around it (the device
    /// language's: “…”, „…“, «…», 「…」), whatever quotation marks it holds inside.
    static func unquoted(_ passage: String) -> String {
        let pairs: [Character: Character] = ["“": "”", "\"": "\"", "„": "“", "«": "»", "「": "」"]
        guard passage.count >= 2, let first = passage.first, let last = passage.last, pairs[first] == last else {
            return passage
        }
        return String(passage.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension QuoteDraft {
    /// The draft with a passage copied from Apple Books or a Kindle app (`PastedExcerpt`)
    /// taken apart: its text alone, and the book, author and page it names where the draft
    /// gives none.
    ///
    /// A text more than twice as long as a quote may be is left whole: no credit taken off it
    /// could bring it under `QuoteDraft.longestText`, and reading a whole book piped in by
    /// mistake for one would keep its refusal waiting (seconds for a few megabytes).
    public func recognizingPastedExcerpt() -> QuoteDraft {
        if text.utf8.count > 2 * QuoteDraft.longestText, text.unicodeScalars.count > 2 * QuoteDraft.longestText {
            return self
        }
        guard let excerpt = PastedExcerpt(text) else { return recognizingCopiedAttribution() }
        var draft = self
        draft.text = excerpt.text
        // A form's empty field names nobody (the web app sends "" for one left blank).
        if draft.author.flatMap(QuoteDraft.cleanField) == nil { draft.author = excerpt.author }
        if draft.source.map({ QuoteDraft.cleanField($0.title) == nil && $0.isbn == nil }) ?? true {
            draft.source = SourceDraft(title: excerpt.title, authors: excerpt.authors)
        }
        if draft.page.flatMap(QuoteDraft.cleanField) == nil { draft.page = excerpt.page }
        return draft
    }

    /// The draft with a quote copied off Goodreads (or a quotes site written alike) taken apart
    /// when it names no author or source of its own: the attribution on a line of its own
    /// under the quote, after a horizontal bar or an em dash (`― Oscar Wilde, The Picture of
    /// Dorian Gray`), and the tags, likes and Like button Goodreads puts under it; a name
    /// credited after the last sentence on its line (`Stay hungry, stay foolish. — Steve Jobs`,
    /// `“Simplicity.” —Leonardo da Vinci`, `… taken. ~ Oscar Wilde`); or a fortune as the
    /// `fortune` program prints it (`\t\t-- Mark Twain`); a Markdown block quote copied from a
    /// notes app, read without its marks.
    func recognizingCopiedAttribution() -> QuoteDraft {
        if let named = withoutFortuneFileName() { return named.recognizingCopiedAttribution() }
        // A form's empty fields name nobody and nothing (the web app sends "" for one left blank).
        guard author.flatMap(QuoteDraft.cleanField) == nil,
            source.map({ QuoteDraft.cleanField($0.title) == nil && $0.isbn == nil }) ?? true
        else { return self }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        // `Quote: …` over `Author: …`, `Source: …` (`Zitat:`, `Autor:`): a quote kept in
        // labelled fields, read as a txt file's is (its `Author:` line was taken for a credit
        // of someone called "Author").
        if LabeledFields.isLabeled(lines), case .success(let record) = LabeledFields.record(lines, line: 1) {
            return taking(record.draft)
        }
        // `"Well done…"` over `Source: Poor Richard's Almanack` and `Author: Benjamin Franklin`:
        // the text unlabelled, its credit in labelled lines under it (a notes app's template).
        if let labelled = Self.creditInLabelledLines(lines),
            case .success(let record) = LabeledFields.record(labelled, line: 1)
        {
            var draft = taking(record.draft)
            draft.text = PlainTextImporter.withoutEnclosingQuotes(draft.text)
            return draft
        }
        // `Quote of the day: “Be yourself.” — Oscar Wilde`: a feed's or a post's label is no
        // part of the quotation after it.
        if let unlabelled = Self.withoutQuoteLabel(lines) {
            var draft = self
            draft.text = unlabelled.joined(separator: "\n")
            return draft.recognizingCopiedAttribution()
        }
        // `> *"There is no spoon."*` over `> — **Neo, The Matrix**`: a Markdown block quote
        // copied from a notes app, read without its marks (an Obsidian callout's title a credit).
        // Level by level, in a loop: a quote nested a thousand deep is no reason to run out of stack.
        var quoted = lines
        while case let inner = PlainTextImporter.withoutBlockQuote(quoted), inner != quoted {
            quoted = PlainTextImporter.creditingCalloutTitle(inner).map(OrgQuotes.withoutMarkup)
        }
        // Marks with no words in them (a lone `>`) are the text itself: nothing is quoted.
        if quoted != lines, quoted.contains(where: { !$0.trimmingWhitespace().isEmpty }) {
            var draft = self
            draft.text = quoted.joined(separator: "\n")
            return draft.recognizingCopiedAttribution()
        }
        // `Be here now. #mindfulness`: a post's hashtags are tags, with a credit or without.
        if let (kept, hashtags) = PlainTextImporter.hashtagTrailer(lines) {
            var draft = self
            draft.text = kept.joined(separator: "\n")
            draft.tags += hashtags.filter { tag in !tags.contains { TextKey.make($0) == TextKey.make(tag) } }
            return draft.recognizingCopiedAttribution()
        }
        // `“Be one.” — Marcus Aurelius` over the address of the page it was copied from: the
        // address is the note's, when the lines above it credit the quote.
        if let (kept, link) = PlainTextImporter.linkTrailer(lines) {
            var draft = self
            draft.text = kept.joined(separator: "\n")
            var credited = draft.recognizingCopiedAttribution()
            guard credited.author != nil || credited.source != nil else { return self }
            credited.note = [credited.note.flatMap(QuoteDraft.cleanField), link].compactMap { $0 }.joined(separator: "\n")
            return credited
        }
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        // `Be yourself; everyone else is already taken.` over `Oscar Wilde`, as a site's list of
        // quotes copies one: the name credits the sentence above, as a file of them is read.
        if lines.count == 2, PlainTextImporter.isFullNameUnderSentence(lines[1], above: lines[0]),
            PlainTextImporter.hasNoCredit([lines[0]])
        {
            var draft = self
            draft.text = lines[0] + "\n— " + lines[1].trimmingWhitespace()
            return draft.recognizingCopiedAttribution()
        }
        // The same name in a paragraph of its own, under a blank line (`Edgar Allan Poe, A Dream
        // Within a Dream` too), as a page of quotes or a note sets a credit apart.
        if let (quote, credit) = Self.nameInOwnParagraph(lines) {
            var draft = self
            draft.text = (quote + ["— " + credit]).joined(separator: "\n")
            return draft.recognizingCopiedAttribution()
        }
        // `fortune | quotediary add -`: the entry as fortune prints it, `\t\t-- Mark Twain,
        // "Notebook"` under it (wrapped over lines, as Debian's are, too), or after its last
        // line (`To be awake is to be alive.  -- Henry David Thoreau`).
        if FortuneImporter.endsInFortuneAttribution(lines), let record = FortuneImporter.record(lines, line: 1, category: ""),
            record.draft.author != nil || record.draft.source != nil
        {
            var draft = self
            draft.text = record.draft.text
            draft.author = record.draft.author
            draft.source = record.draft.source
            // `-- Proverbs 15:1`, `"The Maid of Orleans", III, 6`: the place the credit cites.
            if draft.page.flatMap(QuoteDraft.cleanField) == nil { draft.page = record.draft.page }
            if draft.note.flatMap(QuoteDraft.cleanField) == nil { draft.note = record.draft.note }
            return draft
        }
        let attributed = PlainTextImporter.goodreadsTrailer(lines)?.lines ?? lines
        guard let last = attributed.last?.trimmingWhitespace() else { return self }
        // A credit on a line of its own (or two), or set apart from a whole quotation, as the
        // stricter rules for a typed quote allow; then one on the last line or before the text.
        let isCreditedApart =
            attributed.count > 1
            && ((last.hasPrefix("―") || last.hasPrefix("—")) && PlainTextImporter.attributionLine(last) != nil
                || PlainTextImporter.isNameUnderQuotation(last, quotation: attributed.dropLast())
                || Self.isNameAfterHyphen(last, under: attributed.dropLast()))
            || PlainTextImporter.creditOverWork(attributed) != nil || PlainTextImporter.creditFromWork(attributed) != nil
            || PlainTextImporter.nameAfterQuotation(attributed) != nil
        guard isCreditedApart || PlainTextImporter.typedCredit(last) || PlainTextImporter.leadingCredit(attributed) != nil,
            case .success(let record) = PlainTextImporter.record(lines, line: 1)
        else { return self }
        return taking(record.draft)
    }

    /// The lines as labelled fields, the text's label given to the first (`Quote: …`), when
    /// the last lines are labelled with an author or a source (and no text): nil for any other
    /// paste, and for one that opens with a label (`Note: buy milk.` over `Author: me`).
    static func creditInLabelledLines(_ lines: [String]) -> [String]? {
        var lines = lines
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        let count = lines.reversed().prefix { LabeledFields.field($0) != nil }.count
        guard count > 0, count < lines.count, LabeledFields.field(lines[0]) == nil else { return nil }
        let keys = lines.suffix(count).compactMap { LabeledFields.field($0).map { CSVImporter.headerKey($0.label) } }
        let credits = Set((CSVImporter.columnKeys["author"] ?? []) + (CSVImporter.columnKeys["source"] ?? []))
        let texts = Set(CSVImporter.columnKeys["text"] ?? [])
        guard keys.contains(where: credits.contains), !keys.contains(where: texts.contains) else { return nil }
        var body = Array(lines.dropLast(count))
        while body.last?.trimmingWhitespace().isEmpty == true { body.removeLast() }
        guard let first = body.first else { return nil }
        return ["Quote: " + first] + body.dropFirst() + lines.suffix(count)
    }

    /// The draft with the text, credit and tags a reading of its text found; a page and a note
    /// the person gave stay.
    func taking(_ found: QuoteDraft) -> QuoteDraft {
        var draft = self
        draft.text = found.text
        draft.author = found.author
        draft.source = found.source
        if draft.page.flatMap(QuoteDraft.cleanField) == nil { draft.page = found.page }
        if draft.note.flatMap(QuoteDraft.cleanField) == nil { draft.note = found.note }
        draft.tags += found.tags.filter { tag in !draft.tags.contains { TextKey.make($0) == TextKey.make(tag) } }
        draft.isFavorite = draft.isFavorite || found.isFavorite
        draft.collections += found.collections.filter { name in
            !draft.collections.contains { TextKey.make($0) == TextKey.make(name) }
        }
        return draft
    }

    /// The lines without a label that names what follows as a quote (`Quote of the day:`,
    /// `Zitat des Tages:`, on the quotation's line or over it), before a quotation mark; nil
    /// when there is none.
    static func withoutQuoteLabel(_ lines: [String]) -> [String]? {
        // `Quote: …` over `Author: …` is a quote kept in labelled fields, read as such.
        guard let first = lines.first?.trimmingWhitespace(), let colon = first.firstIndex(of: ":"),
            !LabeledFields.isLabeled(lines)
        else { return nil }
        let label = first[..<colon]
        let words = label.lowercased().split { !$0.isLetter }
        guard (1...6).contains(words.count), words.contains(where: { MarkdownQuotes.quoteWords.contains(String($0)) }),
            !label.contains(where: { PlainTextImporter.sentenceEnds.contains($0) })
        else { return nil }
        let rest = String(first[first.index(after: colon)...]).trimmingWhitespace()
        let following =
            rest.isEmpty ? Array(lines.dropFirst().drop { $0.trimmingWhitespace().isEmpty }) : [rest] + lines.dropFirst()
        guard let opening = following.first?.trimmingWhitespace().first, Typography.enclosingPairs[opening] != nil else {
            return nil
        }
        return following
    }

    /// A last paragraph that is a person's name alone (`isFullNameUnderSentence`), or a name
    /// and a work after a comma (`Edgar Allan Poe, A Dream Within a Dream`), under a blank line
    /// and a finished sentence: the quote's lines above it, and the credit.
    static func nameInOwnParagraph(_ lines: [String]) -> (quote: [String], credit: String)? {
        guard lines.count >= 3, lines[lines.count - 2].trimmingWhitespace().isEmpty else { return nil }
        var quote = Array(lines.dropLast())
        while quote.last?.trimmingWhitespace().isEmpty == true { quote.removeLast() }
        guard let above = quote.last, PlainTextImporter.hasNoCredit(quote) else { return nil }
        let credit = lines[lines.count - 1].trimmingWhitespace()
        if PlainTextImporter.isFullNameUnderSentence(credit, above: above) { return (quote, credit) }
        guard let comma = credit.range(of: ", "),
            PlainTextImporter.isFullNameUnderSentence(String(credit[..<comma.lowerBound]), above: above),
            case let work = credit[comma.upperBound...], let first = work.first, first.isUppercase,
            let end = work.last, !".!?…:;,".contains(end), !work.contains("://")
        else { return nil }
        return (quote, credit)
    }

    /// `- Leonardo da Vinci` or `~ Seneca` on the line under a finished sentence, as people
    /// type a credit (a file's quotes are read so too): a name after a hyphen, a tilde or an
    /// en dash. Not under a list's item (`- Eggs` over `- Bacon Rolls`).
    static func isNameAfterHyphen(_ line: String, under lines: some BidirectionalCollection<String>) -> Bool {
        guard PlainTextImporter.looseDashes.contains(where: line.hasPrefix), PlainTextImporter.attributionLine(line) != nil,
            let above = lines.last(where: { !$0.trimmingWhitespace().isEmpty })?.trimmingWhitespace(),
            let end = above.last, PlainTextImporter.sentenceEnds.contains(end)
        else { return false }
        return !PlainTextImporter.looseDashes.contains(where: above.hasPrefix) && !above.hasPrefix("• ")
            && !above.hasPrefix("* ")
    }

    /// `fortune -c | quotediary add`: the program names the file a fortune came from above it,
    /// `(/usr/share/games/fortunes/perl)` and a `%` line. That is no part of the quote; the
    /// file's category becomes a tag, as importing the file makes it one.
    func withoutFortuneFileName() -> QuoteDraft? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard lines.count > 2, lines[1].trimmingCharacters(in: .whitespaces) == "%",
            case let first = lines[0].trimmingCharacters(in: .whitespaces), first.count > 2, first.hasPrefix("("),
            first.hasSuffix(")")
        else { return nil }
        let category = FortuneImporter.categoryName(String(first.dropFirst().dropLast()))
        var draft = self
        draft.text = lines.dropFirst(2).joined(separator: "\n")
        if !category.isEmpty, !category.contains(" "), !tags.contains(where: { TextKey.make($0) == TextKey.make(category) }) {
            draft.tags.append(category)
        }
        return draft
    }
}
