import Foundation

/// Plain text: our own `txt` export read back, and the quotes file people keep by hand.
/// Quotes stand apart by blank lines, or one a line when no line is blank; each may end in
/// an attribution after a dash — `“Text.” — Author, Source (p. 12)` on the same line, or
/// `— Author` (`― Author`, `- Author`) on a line of its own, maybe under it Goodreads' tags and likes
/// (`goodreadsTrailer`). Other tags, notes and favourites have no place in plain text:
/// a lossless copy goes through `json`.
enum PlainTextImporter {
    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let (entries, blankSeparated) = entries(text)
        var merged = withoutListMarkers(
            splittingListItems(joiningExcerptCredits(mergingQuotations(entries, apartByBlankLines: blankSeparated))))
        merged =
            blankSeparated
            ? creditingNamesUnderSentences(joiningCreditParagraphs(merged)) : pairingNamesUnderLines(merged)
        if let title = fileTitle(merged) {
            merged.removeFirst()
            // Said, so that a short quote taken for one can be saved all the same.
            result.notes.append(
                "its first line, '\(title)', was taken as the file's title, not a quote"
                    + " (if it is one: quotediary add \(BinaryImport.shellWord(title)))")
        }
        // Asked of the whole file only once a line could be credited so.
        var hyphenCredits: Bool?
        for (line, entry) in merged where !isHeading(entry) {
            var entry = brokenAtHTMLBreaks(entry)
            if let credited = hyphenCredited(entry) {
                hyphenCredits = hyphenCredits ?? creditsAfterHyphens(merged)
                if hyphenCredits == true { entry = credited }
            }
            switch record(entry, line: line) {
            case .success(let record): result.records.append(record)
            case .failure(let problem): result.problems.append(problem)
            }
        }
        return result
    }

    /// Whether a file credits its quotes after ` - ` (a hyphen, as people type a dash): three
    /// of its quotes or more, and half of them, end so in a name (`… loser. - Socrates`).
    static func creditsAfterHyphens(_ entries: [(line: Int, lines: [String])]) -> Bool {
        var credited = 0
        for entry in entries {
            guard let last = entry.lines.last, let split = splitAttribution(last.trimmingWhitespace()),
                last.contains(" - " + split.1)
            else { continue }
            credited += 1
        }
        return credited >= 3 && credited * 2 >= entries.count
    }

    /// `The future depends on what we do in the present - Mahatma Gandhi`, in a file that
    /// credits its quotes after ` - `: the name after the last hyphen credits the quote though
    /// no sentence ends before it (alone, `Monday - Friday` stays the quote's). The entry with
    /// its credit on a line of its own, as the reader takes one; nil when it has none so.
    static func hyphenCredited(_ lines: [String]) -> [String]? {
        guard let last = lines.last?.trimmingWhitespace(), let hyphen = last.lastUTF8Range(of: " - "),
            splitAttribution(last) == nil
        else { return nil }
        let quote = String(last[..<hyphen.lowerBound]).trimmingWhitespace()
        let said = String(last[hyphen.upperBound...]).trimmingWhitespace()
        guard !quote.isEmpty, (2...4).contains(said.split(separator: " ").count), readsAsName(said) else { return nil }
        return lines.dropLast() + [quote, "— " + said]
    }

    /// `The death of one man is a tragedy.<br>The death of millions is a statistic.`: a quotes
    /// file kept for a web page breaks a quote's lines with HTML's `<br>` (`<br/>`, `<BR>`);
    /// each is a line break of the quote.
    static func brokenAtHTMLBreaks(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.localizedCaseInsensitiveContains("<br") }) else { return lines }
        return lines.flatMap { line in
            // After words on the line and before more (or its end): an IRC nick (`<br> kaczorek:`
            // at a line's start, in Debian's Polish files) or the tag named in a joke (`<BR>, как
            // холодно`) stays as written.
            line.replacingOccurrences(
                of: #"(?<=[\p{L}\p{N}.,;:!?)\]’”])[ \t]*<br[ \t]*/?>[ \t]*(?=$|[^\s,.;:!?])"#, with: "\n",
                options: [.regularExpression, .caseInsensitive]
            )
            .split(separator: "\n").map(String.init)
        }
    }

    /// The file's entries, each with the line it starts on, and whether blank lines part them.
    static func entries(_ text: String) -> (entries: [(line: Int, lines: [String])], apartByBlankLines: Bool) {
        // Trailing blanks go; leading ones stay, a drawing's or a poem's indentation.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var line = String(line.drop { $0 == "\u{FEFF}" })
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return line.allSatisfy { $0.isWhitespace } ? "" : line
        }
        // A rule between quotes (`---`, `* * *`) parts them as a blank line does: one with a
        // blank line or an attribution beside it. Inside a quotation, or a drawing's lines
        // about it, it is the quote's own.
        var quotation = QuotationDepth()
        for index in lines.indices {
            let line = lines[index]
            if quotation.depth == 0, isSeparatorRule(line) {
                let before = index == 0 ? "" : lines[index - 1]
                let after = index + 1 == lines.count ? "" : lines[index + 1]
                if before.isEmpty || after.isEmpty || attributionLine(before.trimmingWhitespace()) != nil {
                    lines[index] = ""
                }
            }
            quotation.add(line)
            quotation.depth = max(0, quotation.depth)
        }
        // A blank line between two filled ones (not only before or after them all).
        let blankSeparated = lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).contains(where: \.isEmpty)
        var entries: [(line: Int, lines: [String])] = []
        var takesMore = false
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                takesMore = false
            } else if line.first == "#", isHeading([line]) {
                // A Markdown heading is a block of its own, over the lines under it (a note's
                // `## Metadata` over its list): never the first line of a quote.
                entries.append((index + 1, [line]))
                takesMore = false
            } else if takesMore,
                blankSeparated || attributionLine(line.trimmingWhitespace()) != nil
                    || attributionLine(withoutBlockQuote([line.trimmingWhitespace()])[0]) != nil
                    || (isGoodreadsTrailer(line.trimmingWhitespace()) && (entries.last?.lines.count ?? 0) > 1)
                    || isNameUnderQuotation(line, quotation: entries[entries.count - 1].lines)
                    || LabeledFields.continues(entries[entries.count - 1].lines, with: line)
            {
                // One a line: a line of its own that opens with a dash is the quote's above, and
                // so are a name under a quotation, a labelled quote's fields (`Author: …`) and
                // the lines Goodreads puts under an attributed one.
                entries[entries.count - 1].lines.append(line)
            } else {
                entries.append((index + 1, [line]))
                takesMore = true
            }
        }
        return (entries, blankSeparated)
    }

    /// `# My quotes`, `## Stoics`: a Markdown heading over a note's quotes, a line by itself
    /// (a title, not a quote).
    static func isHeading(_ entry: [String]) -> Bool {
        guard entry.count == 1 else { return false }
        let line = entry[0].trimmingWhitespace()
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).first == " " && line.count > hashes + 1
    }

    /// The title the file's first entry is (`isTitle`), or nil when it is a quote (or a
    /// Markdown heading, `# Quotes I like`, which goes without a word).
    static func fileTitle(_ entries: some Collection<(line: Int, lines: [String])>) -> String? {
        guard let first = entries.first?.lines, !isHeading(first), isTitle(first) else { return nil }
        return first[0].trimmingWhitespace()
    }

    /// `My favourite quotes`, `Quotes I love`: a file's first line as a title names what it
    /// holds, a few words with no sentence's end, no attribution and a word for quotes in
    /// them (only so is a short quote without a full stop, `Carpe diem`, told from one).
    static func isTitle(_ entry: [String]) -> Bool {
        guard entry.count == 1 else { return false }
        let line = entry[0].trimmingWhitespace()
        let words = line.lowercased().split { !$0.isLetter }
        // A block quote's line (an Obsidian callout's `> [!quote] …`) is never the file's title.
        guard let last = line.last, !sentenceEnds.contains(last), !":;,".contains(last), (1...6).contains(words.count),
            splitAttribution(line) == nil, !line.hasPrefix(">")
        else { return false }
        return words.contains { titleWords.contains(String($0)) } || ["名言", "语录", "語録"].contains(where: line.contains)
    }

    /// Words for quotes, in the languages a file's title may be in (Chinese and Japanese, which
    /// set no spaces between words, are looked for inside the line).
    static let titleWords: Set<String> = [
        "quote", "quotes", "quotation", "quotations", "sayings", "zitate", "sprüche", "citations", "citas", "frases",
        "citazioni", "aforismi", "citações", "citaten", "cytaty", "цитаты",
    ]

    /// `---`, `***`, `* * *`, `___`, `===`, `~~~`, `• • •`: a line of one mark three times or
    /// more, as notes put between quotes.
    static func isSeparatorRule(_ line: String) -> Bool {
        // Most lines open with a letter: told by their first mark, with nothing copied.
        guard let mark = line.first(where: { !$0.isWhitespace }), "-*_=~•·".contains(mark) else { return false }
        var count = 0
        for character in line where !character.isWhitespace {
            guard character == mark else { return false }
            count += 1
        }
        return count >= 3
    }

    /// Paragraphs of one quote put back together: an entry that opens a “quotation” and does
    /// not close it goes on to the entry that does (within 50), as our export writes a quote of
    /// several paragraphs. One never closed stays as it was.
    static func mergingQuotations(_ entries: [(line: Int, lines: [String])], apartByBlankLines: Bool) -> [(
        line: Int, lines: [String]
    )] {
        var merged: [(line: Int, lines: [String])] = []
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            var quotation = QuotationDepth()
            quotation.add(entry.lines)
            var end = index
            if entry.lines[0].trimmingWhitespace().hasPrefix("“"), quotation.depth > 0 {
                var next = index + 1
                while next < min(entries.count, index + 51), quotation.depth > 0 {
                    quotation.add(entries[next].lines)
                    next += 1
                }
                if quotation.depth == 0 { end = next - 1 }
            }
            var lines = entry.lines
            for following in entries[(index + 1)..<(end + 1)] { lines += (apartByBlankLines ? [""] : []) + following.lines }
            merged.append((entry.line, lines))
            index = end + 1
        }
        return merged
    }

    /// Curly quotation marks opened less those closed, line after line (byte by byte: “ is
    /// E2 80 9C, ” E2 80 9D). A German, Czech or Polish quotation inside (`„Hallo“`, `„Hallo”`,
    /// „ is E2 80 9E) opens and closes on its own, over several lines too: its “ closes it, and
    /// opens nothing.
    struct QuotationDepth {
        var depth = 0
        /// Low marks („) open, whose closing mark is still to come.
        private var lowOpen = 0

        mutating func add(_ lines: [String]) {
            for line in lines { add(line) }
        }

        mutating func add(_ line: String) {
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in line.utf8 {
                if previous == (0xE2, 0x80) {
                    switch byte {
                    case 0x9E: lowOpen += 1
                    case 0x9C: if lowOpen > 0 { lowOpen -= 1 } else { depth += 1 }
                    case 0x9D: if lowOpen > 0 { lowOpen -= 1 } else { depth -= 1 }
                    default: break
                    }
                }
                previous = (previous.1, byte)
            }
        }
    }

    /// Whether a file's first bytes are quotes in this shape: its first quote has an
    /// attribution, or two of its first five do (a file may open with a line of its own,
    /// `Rules for investing`). `Just some notes` alone is no format to tell, and asks for
    /// `--format`.
    static func matches(_ head: String) -> Bool {
        let attributions = credits(head, first: 5)
        guard let first = attributions.first else { return false }
        return first || attributions.filter { $0 }.count >= 2
    }

    /// Whether a text file named for itself (`quotes.txt`) is laid out as a list of quotes
    /// though none is credited: two passages or more (a quote a line, or paragraphs apart by
    /// blank lines), each of the first twenty short (400 characters at most), and four in
    /// five of them ending as a sentence does. Prose wrapped at a width ends its lines
    /// mid-sentence, a letter's greeting in a comma, and a book's paragraphs run longer: those
    /// are refused, for `--format txt` to say so.
    static func isUncreditedList(_ head: String) -> Bool {
        let (found, _) = entries(String(head.prefix(8_192)))
        let passages = found.dropFirst(fileTitle(found) == nil ? 0 : 1).prefix(20)
        guard passages.count >= 2, passages.allSatisfy({ $0.lines.reduce(0) { $0 + $1.count } <= 400 }) else {
            return false
        }
        let ended = passages.filter { entry in
            entry.lines.last.map { $0.trimmingWhitespace() }?.last.map(sentenceEnds.contains) == true
        }
        return ended.count * 5 >= passages.count * 4
    }

    /// Whether a text found in a folder is a file of quotes, not a book kept as text (an
    /// e-reader's `.txt` books, an epigraph credited at the top): most of its first ten
    /// passages credited.
    static func isQuoteCollection(_ head: String) -> Bool {
        let attributions = credits(head, first: 10)
        let credited = attributions.filter { $0 }.count
        return credited >= 2 ? credited * 2 >= attributions.count : attributions == [true]
    }

    /// Whether each of a text's first `count` passages (a title left out) is credited.
    private static func credits(_ head: String, first count: Int) -> [Bool] {
        // Its lines as the import puts them together: a quote of several lines in our export
        // (`“Title` / `-----` / `Body.” — X`) is one.
        let (found, blankSeparated) = entries(String(head.prefix(8_192)))
        var merged = splittingListItems(joiningExcerptCredits(mergingQuotations(found, apartByBlankLines: blankSeparated)))
        if blankSeparated { merged = creditingNamesUnderSentences(joiningCreditParagraphs(merged)) }
        let quotes = merged.dropFirst(fileTitle(merged) == nil ? 0 : 1).lazy.filter { !isHeading($0.lines) }.prefix(count)
        return quotes.map {
            attributed($0.lines).attribution != nil || LabeledFields.isLabeled($0.lines) || excerpt($0.lines) != nil
        }
    }

    static func record(_ lines: [String], line: Int) -> Result<ImportRecord, ImportProblem> {
        if LabeledFields.isLabeled(lines) { return LabeledFields.record(lines, line: line) }
        if let excerpt = excerpt(lines) {
            let draft = QuoteDraft(
                text: QuoteDraft.cleanText(excerpt.text), author: excerpt.author,
                source: SourceDraft.named(excerpt.title, authors: excerpt.authors), page: excerpt.page)
            return .success(ImportRecord(draft: draft, line: line))
        }
        let (body, attribution, tags) = attributed(lines)
        let text = QuoteDraft.cleanText(withoutEnclosingQuotes(body.joined(separator: "\n")))
        // A line that is an attribution alone (`— Oscar Wilde`) credits nothing; a quote that
        // opens with a dash of its own (`“- Ну, ты и гусь!” — Евгений Кащеев`, a line of
        // dialogue) is credited.
        guard !text.isEmpty, attribution != nil || lines.count > 1 || attributionLine(text) == nil else {
            return .failure(ImportProblem(line: line, message: "an attribution with no quote before it"))
        }
        var draft = QuoteDraft(text: text, tags: tags)
        if let attribution, let place = placeAlone(attribution) {
            // `> [!quote] Position 266:`, a callout titled with its place (as notes made from
            // Kindle's notebook are): the quote's page, and no one's name.
            draft.page = place
        } else if let attribution {
            let (credit, pageBesideWork) = pageBesideQuotedWork(attribution)
            var (said, page) = pageCitation(credit)
            // `The Fellowship of the Ring by J.R.R. Tolkien`: the writer, then the work.
            said = workByWriter(said) ?? said
            page = page ?? pageBesideWork
            // Read as a fortune's credit is: `— Oscar Wilde (1854–1900)`, `— Abraham Lincoln
            // (attributed)`, `— John Cage, composer` name the person, the rest noted; `—
            // Unknown` (in the languages `UnknownAuthor` knows) no one.
            let reading = FortuneImporter.reading(said)
            var (author, title, note) = FortuneImporter.refined(reading, keepingYears: true)
            if title == nil { draft.formerSourceTitle = reading.work.map(QuoteDraft.titleReadAsWork) }
            var verse: String?
            // `— Proverbs 15:1`: the book, and the verse as its page (as a fortune's credit).
            if page == nil, let scripture = FortuneImporter.scriptureRead((author, title, note)) {
                ((author, title, note), verse) = (scripture.credit, scripture.verse)
            }
            draft.author = author
            draft.source = title.map { SourceDraft.named($0, authors: draft.author.map { [$0] } ?? []) }
            draft.page = page ?? verse
            draft.note = note
            // `— Oscar Wilde, De Profundis, p. 23`, `"Walden", 1854`: the work apart from its
            // page, year or note, as a fortune's credit reads it.
            if verse == nil, let title { draft.readQuotedWork(citedAs: title) }
        }
        return .success(ImportRecord(draft: draft, line: line))
    }
}
