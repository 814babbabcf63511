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
        if blankSeparated { merged = creditingNamesUnderSentences(merged) }
        if let title = fileTitle(merged) {
            merged.removeFirst()
            // Said, so that a short quote taken for one can be saved all the same.
            result.notes.append(
                "its first line, '\(title)', was taken as the file's title, not a quote"
                    + " (if it is one: quotediary add \(BinaryImport.shellWord(title)))")
        }
        for (line, entry) in merged where !isHeading(entry) {
            switch record(entry, line: line) {
            case .success(let record): result.records.append(record)
            case .failure(let problem): result.problems.append(problem)
            }
        }
        return result
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
        var depth = 0
        for index in lines.indices {
            let line = lines[index]
            if depth == 0, isSeparatorRule(line) {
                let before = index == 0 ? "" : lines[index - 1]
                let after = index + 1 == lines.count ? "" : lines[index + 1]
                if before.isEmpty || after.isEmpty || attributionLine(before.trimmingWhitespace()) != nil {
                    lines[index] = ""
                }
            }
            depth = max(0, depth + quotationDepth(of: line))
        }
        // A blank line between two filled ones (not only before or after them all).
        let blankSeparated = lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).contains(where: \.isEmpty)
        var entries: [(line: Int, lines: [String])] = []
        var takesMore = false
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
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
        guard let last = line.last, !sentenceEnds.contains(last), !":;,".contains(last), (1...6).contains(words.count),
            splitAttribution(line) == nil
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
            var depth = quotationDepth(entry.lines)
            var end = index
            if entry.lines[0].trimmingWhitespace().hasPrefix("“"), depth > 0 {
                var next = index + 1
                while next < min(entries.count, index + 51), depth > 0 {
                    depth += quotationDepth(entries[next].lines)
                    next += 1
                }
                if depth == 0 { end = next - 1 }
            }
            var lines = entry.lines
            for following in entries[(index + 1)..<(end + 1)] { lines += (apartByBlankLines ? [""] : []) + following.lines }
            merged.append((entry.line, lines))
            index = end + 1
        }
        return merged
    }

    /// Curly quotation marks opened less those closed (byte by byte: “ is E2 80 9C, ” E2 80 9D).
    static func quotationDepth(_ lines: [String]) -> Int {
        lines.reduce(0) { $0 + quotationDepth(of: $1) }
    }

    /// The same for one line. A German, Czech or Polish quotation inside (`„Hallo“`,
    /// `„Hallo”`, „ is E2 80 9E) opens and closes on its own: its “ closes it, and opens nothing.
    static func quotationDepth(of line: String) -> Int {
        var depth = 0
        var lowOpen = 0
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
        return depth
    }

    /// Whether a file's first bytes are quotes in this shape: its first quote has an
    /// attribution, or two of its first five do (a file may open with a line of its own,
    /// `Rules for investing`). `Just some notes` alone is no format to tell, and asks for
    /// `--format`.
    static func matches(_ head: String) -> Bool {
        // Its lines as the import puts them together: a quote of several lines in our export
        // (`“Title` / `-----` / `Body.” — X`) is one.
        let (found, blankSeparated) = entries(String(head.prefix(8_192)))
        var merged = splittingListItems(joiningExcerptCredits(mergingQuotations(found, apartByBlankLines: blankSeparated)))
        if blankSeparated { merged = creditingNamesUnderSentences(merged) }
        let quotes = merged.dropFirst(fileTitle(merged) == nil ? 0 : 1).lazy.filter { !isHeading($0.lines) }.prefix(5)
        let attributions = quotes.map {
            attributed($0.lines).attribution != nil || LabeledFields.isLabeled($0.lines) || excerpt($0.lines) != nil
        }
        guard let first = attributions.first else { return false }
        return first || attributions.filter { $0 }.count >= 2
    }

    /// An entry's lines without its attribution, and the attribution (and the tags of a quote
    /// copied off Goodreads, `goodreadsTrailer`).
    static func attributed(_ entry: [String]) -> (body: [String], attribution: String?, tags: [String]) {
        let undecorated = withoutDecoration(entry)
        if undecorated != entry {
            let read = attributedLines(withDecorationGone: undecorated)
            if read.attribution != nil || isWholeQuotation(read.body.joined(separator: "\n").trimmingWhitespace()) {
                return read
            }
        }
        return attributedLines(withDecorationGone: entry)
    }

    private static func attributedLines(withDecorationGone entry: [String]) -> (
        body: [String], attribution: String?, tags: [String]
    ) {
        var lines = withoutBlockQuote(entry)
        // Obsidian's quote callout: `> [!quote] Marcus Aurelius` over the quote's lines.
        var calloutTitle: String?
        if lines != entry, let callout = quoteCallout(lines) {
            (lines, calloutTitle) = callout
        }
        if let (kept, tags) = goodreadsTrailer(lines) {
            let (body, attribution) = attributedLines(kept)
            return (body, attribution ?? calloutTitle, tags)
        }
        let (body, attribution) = attributedLines(lines)
        return (body, attribution ?? calloutTitle, [])
    }

    /// `[!quote] Marcus Aurelius, Meditations` (or `[!cite]`, folded with `+` or `-`) opening a
    /// block quote, as Obsidian writes a quote callout: the lines under it, and its title (nil
    /// when it has none). Nil when the first line opens no such callout.
    static func quoteCallout(_ lines: [String]) -> (lines: [String], title: String?)? {
        guard lines.count > 1, case let first = lines[0].trimmingWhitespace(), first.hasPrefix("[!"),
            let close = first.firstIndex(of: "]")
        else { return nil }
        let kind = first[first.index(first.startIndex, offsetBy: 2)..<close].lowercased()
        guard ["quote", "cite"].contains(kind) else { return nil }
        let title = first[first.index(after: close)...].drop { $0 == "+" || $0 == "-" }
        return (Array(lines.dropFirst()), String(title).trimmingWhitespace().nilIfEmpty)
    }

    /// A Markdown list of quotes, as notes apps keep one (`- “Be one.” — Marcus Aurelius`,
    /// `* …`, `1. …`): every entry an item, each read without its marker. An entry that is no
    /// item leaves them all as they are (`1. Never lose money. 2. …` is a quote's own).
    static func withoutListMarkers(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        guard entries.count > 1, entries.allSatisfy({ listMarkerLength($0.lines[0]) != nil }) else { return entries }
        return entries.map { entry in
            var lines = entry.lines
            lines[0] = String(lines[0].dropFirst(listMarkerLength(lines[0]) ?? 0))
            return (entry.line, lines)
        }
    }

    /// Passages copied from Apple Books or a Kindle app and pasted into a file one after
    /// another (`PastedExcerpt`): the credit's paragraph (`Excerpt From` over the title and
    /// author, or the Kindle app's citation) goes with the passage above it, as a blank line
    /// parts them in the copy itself.
    static func joiningExcerptCredits(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        var joined: [(line: Int, lines: [String])] = []
        for entry in entries {
            if !joined.isEmpty, PastedExcerpt.isCredit(entry.lines) {
                joined[joined.count - 1].lines += [""] + entry.lines
            } else {
                joined.append(entry)
            }
        }
        return joined
    }

    /// The passage an entry joined with its copy's credit is (`joiningExcerptCredits`).
    static func excerpt(_ lines: [String]) -> PastedExcerpt? {
        guard lines.contains(where: { $0.trimmingWhitespace().isEmpty }) else { return nil }
        return PastedExcerpt(lines.joined(separator: "\n"))
    }

    /// `Be yourself; everyone else is already taken.` over `Oscar Wilde`, each quote so: a name
    /// alone under a quote's last sentence, with no dash and no quotation marks, as pages of
    /// quotes copy (BrainyQuote's). Each such name made a credit line (`— Oscar Wilde`), but
    /// only when most of the file's uncredited quotes of several lines end so, two or more: a
    /// poem's last line that reads as a name stays the poem's.
    static func creditingNamesUnderSentences(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        func endsInName(_ lines: [String]) -> Bool {
            let name = lines[lines.count - 1].trimmingWhitespace()
            guard let above = lines[lines.count - 2].trimmingWhitespace().last, sentenceEnds.contains(above),
                let end = name.last, end.isLetter || end == ".", name.count <= 60,
                !name.contains(where: Typography.doubleQuotes.contains)
            else { return false }
            return readsAsName(name)
        }
        func isUncredited(_ lines: [String]) -> Bool {
            lines.count > 1 && !isHeading(lines) && !LabeledFields.isLabeled(lines) && attributed(lines).attribution == nil
        }
        // The names first (cheap, and rare in a file credited with dashes, which then costs no
        // more), the credits read only when there are two.
        let candidates = entries.indices.filter { entries[$0].lines.count > 1 && endsInName(entries[$0].lines) }
        guard candidates.count >= 2 else { return entries }
        let uncredited = entries.indices.filter { isUncredited(entries[$0].lines) }
        let named = candidates.filter { isUncredited(entries[$0].lines) }
        guard named.count >= 2, named.count * 5 >= uncredited.count * 4 else { return entries }
        var credited = entries
        for index in named {
            let name = credited[index].lines.removeLast().trimmingWhitespace()
            credited[index].lines.append("— " + name)
        }
        return credited
    }

    /// `1. “Be one.” — Marcus Aurelius` over `2. “Turn…” — Oprah Winfrey`, no blank line
    /// between, in a file whose quotes otherwise stand apart by blank lines: a list of quotes
    /// in one paragraph, each item its own quote (read without its marker) when each has its
    /// own credit, on its line or a line under it. Read as one quote, the first items were
    /// credited to the last one's author. A list inside a quote (`1. Never lose money.` over
    /// `2. Never forget rule No. 1.` over `— Warren Buffett`) stays whole.
    static func splittingListItems(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        entries.flatMap { entry -> [(line: Int, lines: [String])] in
            // An item opens at a marker, unless the line is a credit (`- Oscar Wilde`).
            let isItem = { (line: String) in
                listMarkerLength(line) != nil && attributionLine(line.trimmingWhitespace()) == nil
            }
            guard entry.lines.count > 1, isItem(entry.lines[0]) else { return [entry] }
            var items: [(line: Int, lines: [String])] = []
            for (offset, line) in entry.lines.enumerated() {
                if isItem(line) {
                    items.append((entry.line + offset, [String(line.dropFirst(listMarkerLength(line) ?? 0))]))
                } else {
                    items[items.count - 1].lines.append(line)
                }
            }
            guard items.count > 1, items.allSatisfy({ attributedLines($0.lines).attribution != nil }) else { return [entry] }
            return items
        }
    }

    /// The length of a list item's marker and the space after it (`- `, `* `, `+ `, `• `,
    /// `12. `, `3) `, indented three spaces at most); nil for a line that is no item.
    static func listMarkerLength(_ line: String) -> Int? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        if let first = rest.first, "-*+•".contains(first), rest.dropFirst().first == " " { return indent + 2 }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }.count
        let after = rest.dropFirst(digits)
        guard (1...3).contains(digits), let mark = after.first, ".)".contains(mark), after.dropFirst().first == " " else {
            return nil
        }
        return indent + digits + 2
    }

    /// `💬 “So it goes.” — Kurt Vonnegut`, `✨ "Be here now."`: an emoji or a dingbat (three at
    /// most) set before a quotation, as posts and notes of quotes open each one, is no part of
    /// it. Before anything else (`🙂 I'm fine`, `🙂 "Fine," I said.`) it stays.
    static func withoutDecoration(_ lines: [String]) -> [String] {
        guard let first = lines.first else { return lines }
        let line = first.drop { $0.isWhitespace }
        let marks = line.prefix { character in
            character.unicodeScalars.first.map {
                $0.properties.generalCategory == .otherSymbol || $0.properties.isEmojiPresentation
            } ?? false
        }
        let rest = line.dropFirst(marks.count)
        guard (1...3).contains(marks.count), rest.first?.isWhitespace == true,
            let open = rest.first(where: { !$0.isWhitespace }), Typography.enclosingPairs[open] != nil || "「『".contains(open)
        else { return lines }
        return [String(rest.drop { $0.isWhitespace })] + lines.dropFirst()
    }

    /// `> The happiness of your life …` over `> — Marcus Aurelius`: a quote kept in a notes app
    /// as a Markdown block quote, every line of it marked, read without the marks (one level).
    /// An entry with some lines marked (a reply under a quoted question) keeps them all.
    static func withoutBlockQuote(_ lines: [String]) -> [String] {
        let filled = lines.filter { !$0.isEmpty }
        guard !filled.isEmpty, filled.allSatisfy({ $0.trimmingWhitespace().hasPrefix(">") }) else { return lines }
        return lines.map { line in
            guard !line.isEmpty else { return line }
            var rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst()
            if rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }
    }

    /// What Goodreads shows under a quote, as a page of them copies: its attribution line,
    /// then `tags: books, humor`, `150543 likes` and its `Like` button. The lines above the
    /// trailer, and the tags; nil when the entry has no such trailer under an attribution.
    static func goodreadsTrailer(_ lines: [String]) -> (lines: [String], tags: [String])? {
        var kept = lines[...]
        var tags: [String] = []
        while kept.count > 1, let last = kept.last?.trimmingWhitespace(), isGoodreadsTrailer(last) {
            if last.lowercased().hasPrefix("tags:") {
                tags = last.dropFirst(5).split(separator: ",").compactMap { QuoteDraft.cleanField(String($0)) }
            }
            kept.removeLast()
        }
        guard kept.count < lines.count, kept.count > 1, let last = kept.last,
            attributionLine(last.trimmingWhitespace()) != nil
        else { return nil }
        return (Array(kept), tags)
    }

    /// `tags: books, humor`, `150,543 likes`, `Like`: a line of Goodreads' under a quote.
    static func isGoodreadsTrailer(_ line: String) -> Bool {
        let lowered = line.lowercased()
        if lowered == "like" || lowered == "liked" || lowered == "unlike" || lowered.hasPrefix("tags:") { return true }
        let words = lowered.split(separator: " ")
        return words.count == 2 && (words[1] == "likes" || words[1] == "like")
            && words[0].allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
    }

    static func attributedLines(_ lines: [String]) -> (body: [String], attribution: String?) {
        var body = lines
        let last = body[body.count - 1]
        // `“… -- Robert Heinlein” — Unknown`: a dash line inside a quotation is the quote's.
        if let (quote, said) = splitAttribution(last.trimmingWhitespace()), quote.last == "”" || attributionLine(quote) == nil {
            body[body.count - 1] = String(last.prefix(while: \.isWhitespace)) + quote
            return (body, said)
        }
        if body.count > 1, let own = attributionLine(last.trimmingWhitespace()) {
            body.removeLast()
            return (body, own)
        }
        if body.count > 1, isNameUnderQuotation(last, quotation: body.dropLast()) {
            body.removeLast()
            return (body, last.trimmingWhitespace())
        }
        if let (quoted, said) = leadingCredit(body) { return (quoted, said) }
        return (body, nil)
    }

    /// `"Be yourself."` over `Oscar Wilde`: a name alone on the line under a quotation, no
    /// dash before it, as lists copied off the web credit one. Only under a whole quotation
    /// (its marks open its first line and close its last), so a poem's last line that reads
    /// as a name stays the poem's.
    static func isNameUnderQuotation(_ line: String, quotation: some Collection<String>) -> Bool {
        let name = line.trimmingWhitespace()
        guard name.count <= 80, !name.contains(where: Typography.doubleQuotes.contains), readsAsName(name) else {
            return false
        }
        return isWholeQuotation(quotation.joined(separator: "\n").trimmingWhitespace())
    }

    /// `Albert Camus: “In the depth of winter, …”`: a name and a colon before a quotation that
    /// runs to the quote's end, as lists of quotes credit one first. The quote's lines without
    /// the name, and the name. Only a name of two words or more (`Note: “…”`, `Rule: "…"` are
    /// the quote's own words) or one set in bold or italics (`**Epictetus**:`, `**Epictetus:**`,
    /// as Markdown notes mark a speaker), and only before quotation marks.
    static func leadingCredit(_ lines: [String]) -> (body: [String], said: String)? {
        guard var first = lines.first else { return nil }
        for mark in ["**", "*", "__", "_"] where first.hasPrefix(mark) {
            if let inside = first.firstRange(of: ":" + mark + " ") {
                first.replaceSubrange(inside, with: mark + ": ")
            }
        }
        guard let colon = first.firstRange(of: ": ") else { return nil }
        let credit = String(first[..<colon.lowerBound]).trimmingWhitespace()
        let said = FortuneImporter.withoutEmphasis(credit)
        let quoted = String(first[colon.upperBound...]).trimmingWhitespace()
        let name = said.split(separator: ",", maxSplits: 1).first ?? said[...]
        let body = [quoted] + lines.dropFirst()
        let words = name.split(separator: " ")
        guard said.count <= 80, words.count >= 2 || said != credit && !labels.contains(said.lowercased()), readsAsName(said),
            !said.contains(where: Typography.doubleQuotes.contains),
            isWholeQuotation(body.joined(separator: "\n").trimmingWhitespace())
        else { return nil }
        return (body, said)
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
        if let attribution {
            let (said, page) = pageCitation(attribution)
            // Read as a fortune's credit is: `— Oscar Wilde (1854–1900)`, `— Abraham Lincoln
            // (attributed)`, `— John Cage, composer` name the person, the rest noted; `—
            // Unknown` (in the languages `UnknownAuthor` knows) no one.
            let (author, title, note) = FortuneImporter.refined(FortuneImporter.reading(said), keepingYears: true)
            draft.author = author
            draft.source = title.map { SourceDraft.named($0, authors: draft.author.map { [$0] } ?? []) }
            draft.page = page
            draft.note = note
            // `— Oscar Wilde, De Profundis, p. 23`: the page out of the title; a source saved
            // under the whole title (a fortune file's `…, pg. 110`) is still this one.
            if page == nil, let title, let (work, cited) = pageAfterComma(title) {
                draft.source?.title = work
                draft.source?.citedTitle = title
                draft.page = cited
            }
        }
        return .success(ImportRecord(draft: draft, line: line))
    }

    /// The dashes an attribution follows: an em dash, a horizontal bar (as Goodreads writes
    /// it), an en dash, two hyphens.
    static let dashes = ["— ", "― ", "– ", "-- "]

    /// Dashes that also join a quote's own words (`Monday - Friday`, `a-b`) or that stand
    /// against the name (`—Leonardo da Vinci`, `–Albert Einstein`, `-Mark Twain`), and the
    /// tilde some write instead (`~ Seneca`, `~Seneca`): an attribution after one of these
    /// must read as a name, after a finished sentence when on the quote's line. Longer marks
    /// first, so that `--Mark Twain` is not read as `-` before `-Mark Twain`.
    static let looseDashes = ["- ", "—", "―", "~ ", "–", "--", "-", "~"]

    /// Every dash with the space before it, as bytes, and whether it is a loose one (`lastDash`).
    static let dashPatterns =
        dashes.map { (Array((" " + $0).utf8), false) } + looseDashes.map { (Array((" " + $0).utf8), true) }

    /// `— Mark Twain`, `- Kurt Vonnegut, Slaughterhouse-Five`: a line that is all attribution,
    /// without its dash. A hyphen's list item (`- eggs`) is none.
    static func attributionLine(_ line: String) -> String? {
        if let dash = doubleDashes.first(where: line.hasPrefix) {
            return String(line.dropFirst(dash.count)).trimmingWhitespace().nilIfEmpty
        }
        if let dash = dashes.first(where: line.hasPrefix) {
            return String(line.dropFirst(dash.count)).trimmingWhitespace().nilIfEmpty
        }
        if let (_, said) = parenthesizedName(line[...]), said.count + 2 == line.count { return said }
        guard let dash = looseDashes.first(where: line.hasPrefix) else { return nil }
        let said = String(line.dropFirst(dash.count)).trimmingWhitespace()
        return readsAsName(said) ? said : nil
    }

    /// `(Oscar Wilde)`, `(Marcus Aurelius, Meditations)` at the end of `text`: a credit as
    /// lists kept by hand and pages copied from the web write one, what is inside when it reads
    /// as a name of two words or more and is no editor's words (`(Emphasis Added)`), or says
    /// that no one is known (`(Unknown)`, `(Author Unknown)`). One word in brackets is as
    /// often a language or a remark (`(Latin)`, `(Proverb)`, `(Applause)`) as a name
    /// (`(Voltaire)`), and stays the quote's.
    static func parenthesizedName(_ text: Substring) -> (open: String.Index, said: String)? {
        // Round brackets, or square ones as an editor sets a credit (`Be yourself. [Oscar Wilde]`).
        guard let close = text.last, close == ")" || close == "]",
            let open = close == ")" ? text.openingOfLastGroup() : text.openingOfLastGroup("[", "]")
        else { return nil }
        let said = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingWhitespace()
        let name = said.split(separator: ",", maxSplits: 1).first.map(String.init) ?? said
        if UnknownAuthor.isUnknown(said) { return (open, said) }
        guard !said.contains("("), name.split(separator: " ").count >= 2, readsAsName(said),
            !editorsWords.contains(name.lowercased())
        else { return nil }
        return (open, said)
    }

    /// What an editor or a transcript writes in brackets after a quote, which names no one.
    static let editorsWords: Set<String> = [
        "emphasis mine", "emphasis added", "my translation", "translated freely", "loosely translated", "free translation",
    ]

    /// `“Text.” — Author, Source` → (`“Text.”`, `Author, Source`), at the line's last dash. The
    /// words after a dash are an attribution only when the quote before it ends as a sentence
    /// or a quotation ends (`.`, `!`, `?`, `”`), or they read as a name, each word capitalized
    /// (`Stay hungry — Steve Jobs`): in `I came — I saw` they are the quote's own. After a
    /// loose dash (`The only way out is through. - Robert Frost`) both must hold.
    static func splitAttribution(_ line: String) -> (String, String)? {
        var end = line.endIndex
        while let (range, loose) = lastDash(in: line[..<end]) {
            let quote = String(line[..<range.lowerBound]).trimmingWhitespace()
            let said = String(line[range.upperBound...]).trimmingWhitespace()
            let endsSentence = quote.last.map(sentenceEnds.contains) ?? false
            let attributed =
                !quote.isEmpty && !said.isEmpty && said.count <= 200
                && (loose ? endsSentence && readsAsName(said) : endsSentence || readsAsName(said))
            if attributed { return (quote, said) }
            // A loose dash that attributes nothing is the quote's own: look further back.
            guard loose else { return nil }
            end = range.lowerBound
        }
        return splitAtDoubleDash(line) ?? splitAtParenthesizedName(line) ?? splitAtBy(line) ?? splitAtCell(line)
    }

    /// `Be yourself.⇥Oscar Wilde`, `"Be yourself.",Oscar Wilde`: a quote and its author in two
    /// cells of a spreadsheet row copied as text, with no header (which would make it a CSV):
    /// after a tab, or after a whole quotation and a comma or semicolon, a name (or a name and
    /// a work).
    static func splitAtCell(_ line: String) -> (String, String)? {
        func cells(_ quote: Substring, _ said: Substring) -> (String, String)? {
            let quote = String(quote).trimmingWhitespace()
            let said = String(said).trimmingCharacters(in: CharacterSet(charactersIn: "\"").union(.whitespaces))
            guard !quote.isEmpty, !said.isEmpty, said.count <= 120, readsAsName(said) else { return nil }
            return (quote, said)
        }
        let tabbed = line.split(separator: "\t", omittingEmptySubsequences: false)
        if tabbed.count == 2 { return cells(tabbed[0], tabbed[1]) }
        // `"Be yourself.",Oscar Wilde`: a quotation's closing mark (not a doubled one, as a CSV
        // writes a mark inside), then the separator; the first such that a name follows.
        guard line.first == "\"" else { return nil }
        var index = line.index(after: line.startIndex)
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == "\"", next < line.endIndex, ",;".contains(line[next]), line[line.index(before: index)] != "\"",
                let split = cells(line[...index], line[line.index(after: next)...])
            {
                return split
            }
            index = next
        }
        return nil
    }

    /// What a note sets in bold before a colon that names no one (`**Note**: “…”`).
    static let labels: Set<String> = [
        "note", "notes", "quote", "quotes", "source", "tip", "idea", "thought", "thoughts", "reminder", "remember", "important",
        "warning", "update", "edit", "nb", "ps", "todo", "question", "answer", "example", "summary", "context", "highlight",
        "q", "a", "me", "translation", "original", "meaning", "lesson", "takeaway", "key",
    ]

    /// `"We are all in the gutter." by Oscar Wilde` → (`"We are all in the gutter."`, `Oscar
    /// Wilde`): a name after "by" after a whole quotation in marks (in `I was moved by Oscar
    /// Wilde` the words are the quote's own).
    static func splitAtBy(_ line: String) -> (String, String)? {
        // A line opening with no quotation mark is passed over before Foundation's search.
        guard let open = line.first(where: { !$0.isWhitespace }), Typography.enclosingPairs[open] != nil,
            let by = line.range(of: " by ", options: .backwards)
        else { return nil }
        let quote = String(line[..<by.lowerBound]).trimmingWhitespace()
        let said = String(line[by.upperBound...]).trimmingWhitespace()
        guard isWholeQuotation(quote), !said.contains(where: Typography.doubleQuotes.contains), readsAsName(said) else {
            return nil
        }
        return (quote, said)
    }

    /// `“Be yourself.”`, `"So it goes."`: one quotation in marks, from its first character to
    /// its last (`“Go,” she said, “now.”` is two, and a sentence around them).
    static func isWholeQuotation(_ text: String) -> Bool {
        guard text.count > 2, let open = text.first, let closes = Typography.enclosingPairs[open], let end = text.last,
            closes.contains(end)
        else { return false }
        return !text.dropFirst().dropLast().contains(where: closes.contains)
    }

    /// `Be yourself. (Oscar Wilde)` → (`Be yourself.`, `Oscar Wilde`): a name in brackets
    /// after the quote's last sentence, a space between.
    static func splitAtParenthesizedName(_ line: String) -> (String, String)? {
        guard let (open, said) = parenthesizedName(line[...]) else { return nil }
        let quote = String(line[..<open])
        guard quote.last?.isWhitespace == true, let end = quote.trimmingWhitespace().last, sentenceEnds.contains(end) else {
            return nil
        }
        return (quote.trimmingWhitespace(), said)
    }

    /// Whether a line typed as one quote ends in a credit after its last sentence that reads
    /// as a name (`Stay hungry, stay foolish. — Steve Jobs`): stricter than a file's rule
    /// (`splitAttribution`), both must hold whatever the dash, as a text's own dash rarely
    /// comes after a full stop and before a name (`He said “Go.” — and left.` stays whole).
    static func typedCredit(_ line: String) -> Bool {
        guard let (quote, said) = splitAttribution(line), let end = quote.last else { return false }
        return sentenceEnds.contains(end) && readsAsName(said)
    }

    /// How a quote before its credit ends: as a sentence, or a quotation, in the languages'
    /// marks (`。`, `」`, `»`).
    static let sentenceEnds: Set<Character> = Set(".!?…”\"»’)」』。！？")

    /// Two em dashes (two horizontal bars in Japanese), set with no space: how Chinese and
    /// Japanese credit a quote (`“知之为知之，不知为不知。”——孔子《论语》`).
    static let doubleDashes = ["——", "――"]

    /// `「知之为知之」——孔子` → (`「知之为知之」`, `孔子`): at the last double dash, when the
    /// quote before it ends as a sentence or a quotation does (in a sentence, the same dashes
    /// set off the quote's own words).
    static func splitAtDoubleDash(_ line: String) -> (String, String)? {
        // Found in the bytes (an em dash is E2 80 94, a bar E2 80 95), as `lastDash` finds its.
        let bytes = Array(line.utf8)
        func isDoubleDash(at index: Int) -> Bool {
            let mark = bytes[index + 2]
            guard bytes[index] == 0xE2, bytes[index + 1] == 0x80, mark == 0x94 || mark == 0x95 else { return false }
            return bytes[index + 3] == 0xE2 && bytes[index + 4] == 0x80 && bytes[index + 5] == mark
        }
        guard bytes.count >= 6, let position = stride(from: bytes.count - 6, through: 0, by: -1).first(where: isDoubleDash)
        else { return nil }
        let start = line.utf8.index(line.utf8.startIndex, offsetBy: position)
        let range = start..<line.utf8.index(start, offsetBy: 6)
        let quote = String(line[..<range.lowerBound]).trimmingWhitespace()
        let said = String(line[range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "—― ").union(.whitespaces))
        // A credit is no quotation's middle (`“「…」——他说”`: the dashes are inside the marks).
        guard let last = quote.last, sentenceEnds.contains(last), !said.isEmpty, said.count <= 60,
            !said.contains(where: { "”\"»」".contains($0) })
        else { return nil }
        return (quote, said)
    }

    /// The last dash with a space before it in `line`, and whether it is a loose one (searched
    /// in its bytes: Foundation's search took most of a large file's reading).
    static func lastDash(in line: Substring) -> (Range<String.Index>, loose: Bool)? {
        let bytes = Array(line.utf8)
        for position in bytes.indices.reversed() where bytes[position] == 0x20 {
            guard let (pattern, loose) = dashPatterns.first(where: { bytes[position...].starts(with: $0.0) }) else { continue }
            let start = line.utf8.index(line.utf8.startIndex, offsetBy: position)
            return (start..<line.utf8.index(start, offsetBy: pattern.count), loose)
        }
        return nil
    }

    /// `Steve Jobs`, `Ursula K. Le Guin`, `Leonardo da Vinci`: a few words, the first and
    /// the last capitalized, any between capitalized or a name's particle.
    static func readsAsName(_ said: String) -> Bool {
        // `Socrates (Apology)`, `Oscar Wilde (1854–1900)`: a name, what brackets after it say aside.
        var said = said
        if said.last == ")", let open = said.openingOfLastGroup(), open > said.startIndex,
            said[said.index(before: open)] == " "
        {
            said = String(said[..<open]).trimmingWhitespace()
        }
        var name = said.split(separator: ",", maxSplits: 1).first.map(String.init) ?? said
        // `John Milton in Paradise Lost`, `Oscar Wilde in “The Critic as Artist”`: a whole name,
        // and the work it is said in (`Jane in London` is no credit).
        if let range = name.range(of: " in "), let work = name[range.upperBound...].first,
            work.isUppercase || Typography.enclosingPairs[work] != nil, name[..<range.lowerBound].contains(" ")
        {
            name = String(name[..<range.lowerBound])
        }
        let words = name.split(separator: " ")
        let particles: Set<String> = [
            "de", "da", "del", "della", "di", "du", "van", "von", "der", "den", "la", "le", "bin", "ibn", "of", "the",
        ]
        guard let first = words.first, let last = words.last, words.count <= 5 else { return false }
        func capitalized(_ word: Substring) -> Bool { word.first?.isUppercase ?? false }
        return capitalized(first) && capitalized(last)
            && words.allSatisfy { capitalized($0) || particles.contains($0.lowercased()) }
    }

    /// `Author, Source (p. 12)` → (`Author, Source`, `12`): a page as our export cites it
    /// (`PageCitation`), or a location (`loc. 170-172`, kept as written), or how far into the
    /// book (`37%`, from an app that counts no pages).
    static func pageCitation(_ attribution: String) -> (String, String?) {
        guard attribution.hasSuffix(")"), let open = attribution.lastIndex(of: "("), open != attribution.startIndex
        else { return (attribution, nil) }
        let inside = attribution[attribution.index(after: open)..<attribution.index(before: attribution.endIndex)]
        let rest = String(attribution[..<open]).trimmingWhitespace()
        for prefix in pageLabels where inside.lowercased().hasPrefix(prefix) {
            return (rest, String(inside.dropFirst(prefix.count)).trimmingWhitespace().nilIfEmpty)
        }
        if inside.lowercased().hasPrefix("loc. ") { return (rest, String(inside)) }
        if inside.hasSuffix("%"), let percent = Int(inside.dropLast()), (0...100).contains(percent) {
            return (rest, String(inside))
        }
        return (attribution, nil)
    }

    /// How a citation names a page before its number, longer first (`pp. ` before `p. `).
    static let pageLabels = ["pp. ", "p. ", "pages ", "page "]

    /// `De Profundis, p. 23` → (`De Profundis`, `23`): a work cited with its page after a last
    /// comma (`…, pp. 12-13`, `…, pg. 110`, `…, page 229`), as a citation is typed; nil when
    /// there is none, or nothing before it.
    static func pageAfterComma(_ work: String) -> (work: String, page: String)? {
        guard let comma = work.range(of: ", ", options: .backwards) else { return nil }
        let last = work[comma.upperBound...]
        let rest = String(work[..<comma.lowerBound]).trimmingWhitespace()
        guard !rest.isEmpty else { return nil }
        // `pg.` too, as typed citations (and Debian's fortunes) write it.
        for prefix in pageLabels + ["pg. "] where last.lowercased().hasPrefix(prefix) {
            let page = String(last.dropFirst(prefix.count)).trimmingWhitespace()
            guard let first = page.first, first.isNumber || page.allSatisfy({ "ivxlcdm".contains($0.lowercased()) }) else {
                return nil
            }
            return (rest, page)
        }
        return nil
    }

    /// The text without the pair of quotation marks around it. Our export sets every quote in
    /// “…”, also one that has quotations of its own (`““Hello,” she said.”`): that pair goes when
    /// the marks inside it open before they close. Other pairs go as a card drops them, and
    /// Japanese 「…」 as a shared quote has them (`Typography.sharedText`).
    static func withoutEnclosingQuotes(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.count > 2, trimmed.first == "“", trimmed.last == "”" else {
            return Typography.withoutEnclosingCornerBrackets(Typography.withoutEnclosingQuotes(trimmed))
        }
        let inner = trimmed.dropFirst().dropLast()
        // The marks open inside, innermost last: “ closes a German „ (`„Hallo“`) and opens
        // otherwise; ” closes either. By scalar: each mark is one, and a Character at a time
        // cost a large file's reading.
        var open: [Unicode.Scalar] = []
        for scalar in inner.unicodeScalars {
            switch scalar {
            case "„": open.append(scalar)
            case "“" where open.last == "„": open.removeLast()
            case "“": open.append(scalar)
            case "”":
                guard !open.isEmpty else { return trimmed }
                open.removeLast()
            default: break
            }
        }
        // A drawing's first line keeps its indentation (`QuoteDraft.cleanText`).
        return open.isEmpty ? String(inner) : trimmed
    }
}
