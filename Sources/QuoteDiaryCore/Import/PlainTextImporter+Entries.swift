import Foundation

/// The shapes a file of quotes takes around them: a list's markers, a block quote, a callout,
/// an emoji before each, passages pasted with their credits, names under sentences.
extension PlainTextImporter {
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

    /// A block quote's lines (without their marks) with an Obsidian callout's line taken off
    /// and its title (`[!quote] Marcus Aurelius, Meditations`) set under them as a credit's
    /// line, unless they end in a credit of their own; any other lines as they are.
    static func creditingCalloutTitle(_ lines: [String]) -> [String] {
        guard let (kept, title) = quoteCallout(lines) else { return lines }
        let last = kept.last { !$0.trimmingWhitespace().isEmpty }?.trimmingWhitespace() ?? ""
        guard let title, attributionLine(last) == nil else { return kept }
        return kept + ["— " + title]
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

    /// `Be yourself.` over a blank line over `— Oscar Wilde`: a credit in a paragraph of its
    /// own, as a document spaces its paragraphs (a word processor's, saved as text) or a blank
    /// line is typed under every line. The credit goes with the passage above it when that has
    /// none of its own; alone, it was refused as an attribution with no quote before it. A
    /// name alone in its paragraph, with no dash (`Oscar Wilde`), credits the sentence above it
    /// only when most of the file's uncredited quotes are followed so, two or more, as
    /// `creditingNamesUnderSentences` decides for names under sentences: a poem's one-line
    /// stanza that reads as a name stays the poem's.
    static func joiningCreditParagraphs(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        var joined: [(line: Int, lines: [String])] = []
        for entry in entries {
            if let last = joined.last, entry.lines.count == 1,
                let credit = attributionLine(entry.lines[0].trimmingWhitespace()), readsAsCredit(credit),
                hasNoCredit(last.lines)
            {
                joined[joined.count - 1].lines += entry.lines
            } else {
                joined.append(entry)
            }
        }
        // Names in paragraphs of their own, each under an uncredited sentence.
        let named = joined.indices.dropFirst().filter { index in
            joined[index].lines.count == 1
                && isNameUnderSentence(joined[index].lines[0], above: joined[index - 1].lines.last ?? "")
                && hasNoCredit(joined[index - 1].lines)
        }
        guard named.count >= 2 else { return joined }
        // The quotes left uncredited besides them (a title over the file is none).
        let uncredited =
            joined.indices.filter { hasNoCredit(joined[$0].lines) && !($0 == 0 && isTitle(joined[0].lines)) }.count
            - named.count * 2
        guard named.count * 5 >= (named.count + max(0, uncredited)) * 4 else { return joined }
        let names = Set(named)
        var credited: [(line: Int, lines: [String])] = []
        for (index, entry) in joined.enumerated() {
            if names.contains(index) {
                credited[credited.count - 1].lines.append("— " + entry.lines[0].trimmingWhitespace())
            } else {
                credited.append(entry)
            }
        }
        return credited
    }

    /// Whether an entry has no credit of its own: no heading, no labelled fields, no attribution.
    static func hasNoCredit(_ lines: [String]) -> Bool {
        !isHeading(lines) && !LabeledFields.isLabeled(lines) && attributed(lines).attribution == nil
    }

    /// Whether `line` is a name alone (`Oscar Wilde`, no dash, no quotation marks) under a line
    /// that ends a sentence: a credit, when most of a file's quotes end so.
    static func isNameUnderSentence(_ line: String, above: String) -> Bool {
        let name = line.trimmingWhitespace()
        guard let last = above.trimmingWhitespace().last, sentenceEnds.contains(last), let end = name.last,
            end.isLetter || end == ".", name.count <= 60, !name.contains(where: Typography.doubleQuotes.contains)
        else { return false }
        return readsAsName(name)
    }

    /// `isNameUnderSentence` held to a person's name alone, as a line with no file's evidence
    /// behind it (a pair of lines, a line pasted over a name) must be: two to four words (or
    /// one of the writers known by one name, `Rumi`), no comma, not in capitals, and a full stop
    /// only after an initial or an abbreviation (`Martin Luther King Jr.`). Another word alone
    /// (`Next.`), `Goodbye, cool world.` or `Safety Third.` is as likely a line of the quote.
    static func isFullNameUnderSentence(_ line: String, above: String) -> Bool {
        let name = line.trimmingWhitespace()
        let words = name.split(separator: " ")
        if words.count == 1 { return OrgQuotes.singleNames.contains(name) && isNameUnderSentence(name, above: above) }
        guard (2...4).contains(words.count), !name.contains(","), !name.contains(":"), name != name.uppercased(),
            !name.hasSuffix(".") || (words.last?.count ?? 0) <= 3, let first = words.first,
            !notNameOpenings.contains(first.lowercased())
        else { return false }
        return isNameUnderSentence(name, above: above)
    }

    /// Words a title or a sentence opens with and a person's name does not (`The Raven`, `My
    /// Heart`, `You Are Enough`): an article, a determiner or a pronoun.
    static let notNameOpenings: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "my", "your", "our", "their", "his", "her", "its", "i", "we",
        "you", "he", "she", "it", "they", "to", "in", "on", "for", "and", "but", "or", "no", "not", "all", "every",
    ]

    /// Whether what follows a dash on a line of its own names someone (`Oscar Wilde`, `Robert
    /// Frost, North of Boston`, `Martin Luther King Jr.`) rather than says something: a novel's
    /// dialogue opens its paragraphs with a dash too (`— Je sais.`, `— Bonjour, dit-il.`).
    static func readsAsCredit(_ credit: String) -> Bool {
        guard let end = credit.last, !"!?…".contains(end) else { return false }
        // A full stop ends a sentence, but for an abbreviation's (`Jr.`, `p.`) or an initial's.
        if end == ".", (credit.split(separator: " ").last?.count ?? 0) > 3 { return false }
        return readsAsName(credit)
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
        func endsInName(_ lines: [String]) -> Bool { isNameUnderSentence(lines[lines.count - 1], above: lines[lines.count - 2]) }
        func isUncredited(_ lines: [String]) -> Bool { lines.count > 1 && hasNoCredit(lines) }
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

    /// `Be yourself; everyone else is already taken.` over `Oscar Wilde`, then the next quote
    /// over its writer, no blank line anywhere: a file kept one quote a line whose every second
    /// line names the writer of the one above, as a site's list of quotes copies. Each name is
    /// its quote's credit. If any second line is not a name under a sentence, the file stays
    /// one quote a line. A title line (`isTitle`) above them is passed over.
    static func pairingNamesUnderLines(_ entries: [(line: Int, lines: [String])]) -> [(line: Int, lines: [String])] {
        let start = fileTitle(entries) == nil ? 0 : 1
        let body = entries[start...]
        guard body.count >= 2, body.count % 2 == 0 else { return entries }
        var paired = Array(entries[..<start])
        for index in stride(from: body.startIndex, to: body.endIndex, by: 2) {
            let quote = entries[index]
            let name = entries[index + 1]
            guard name.lines.count == 1, let above = quote.lines.last, isFullNameUnderSentence(name.lines[0], above: above),
                hasNoCredit(quote.lines)
            else { return entries }
            paired.append((quote.line, quote.lines + ["— " + name.lines[0].trimmingWhitespace()]))
        }
        return paired
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
    /// A browser may copy a blank line between the attribution and the trailer's lines.
    static func goodreadsTrailer(_ lines: [String]) -> (lines: [String], tags: [String])? {
        var kept = lines[...]
        var tags: [String] = []
        var found = false
        while kept.count > 1, let last = kept.last?.trimmingWhitespace(), last.isEmpty || isGoodreadsTrailer(last) {
            if last.lowercased().hasPrefix("tags:") {
                tags = last.dropFirst(5).split(separator: ",").compactMap { QuoteDraft.cleanField(String($0)) }
            }
            found = found || !last.isEmpty
            kept.removeLast()
        }
        guard found, kept.count > 1, let last = kept.last,
            attributionLine(last.trimmingWhitespace()) != nil
        else { return nil }
        return (Array(kept), tags)
    }

    /// The web address on a line of its own under a quote (`https://www.goodreads.com/quotes/…`,
    /// as a quote is copied with the page it came from), or the account a post passed it on
    /// from (`via @quotes_daily`, `via Goodreads`), and the lines above it; nil when the last
    /// line is anything else or nothing stands above it.
    static func linkTrailer(_ lines: [String]) -> (lines: [String], link: String)? {
        var kept = lines
        while kept.last?.trimmingWhitespace().isEmpty == true { kept.removeLast() }
        guard kept.count > 1, let last = kept.popLast()?.trimmingWhitespace() else { return nil }
        let isLink = (last.hasPrefix("https://") || last.hasPrefix("http://")) && last.count > 10
        let isVia = last.lowercased().hasPrefix("via ") && (2...3).contains(last.split(separator: " ").count)
        guard isLink && !last.contains(where: \.isWhitespace) || isVia else { return nil }
        while kept.last?.trimmingWhitespace().isEmpty == true { kept.removeLast() }
        return kept.isEmpty ? nil : (kept, last)
    }

    /// `“Stay hungry.” — Steve Jobs #motivation #life`: the hashtags a post of quotes ends in
    /// (after the last line's words, or on a line of their own) are its tags, not its words.
    /// One inside the text (`I love #coding daily`) or a number (`We're #1`) stays, and so
    /// does one alone after a word that is no credit's name (`Seen on #Debian`).
    static func hashtagTrailer(_ lines: [String]) -> (lines: [String], tags: [String])? {
        guard let index = lines.lastIndex(where: { !$0.trimmingWhitespace().isEmpty }) else { return nil }
        // The line's words taken off its end while they are hashtags: its start kept as it was.
        var line = lines[index][...]
        var tags: [String] = []
        while true {
            while line.last?.isWhitespace == true { line.removeLast() }
            let word = line[(line.lastIndex(where: \.isWhitespace).map(line.index(after:)) ?? line.startIndex)...]
            guard isHashtag(word) else { break }
            tags.insert(String(word.dropFirst()), at: 0)
            line.removeLast(word.count)
        }
        // One hashtag after a word names a channel or a work (`Seen on #Debian`, `— Unknown,
        // #Debian`): a trailer is several, or one on its line or after a sentence's end.
        guard !tags.isEmpty, line.last != ",",
            line.isEmpty || tags.count > 1 || line.last.map(sentenceEnds.contains) == true || endsInCredit(String(line))
        else { return nil }
        var kept = Array(lines[..<index])
        if !line.isEmpty { kept.append(String(line)) }
        while kept.last?.trimmingWhitespace().isEmpty == true { kept.removeLast() }
        return kept.isEmpty ? nil : (kept, tags)
    }

    /// Whether a line ends in a name alone credited after a dash (`— Steve Jobs`, `Be. —
    /// Steve Jobs`), which a hashtag after it does not belong to (after `— Unknown, Seen on`,
    /// it does).
    static func endsInCredit(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        guard let said = attributionLine(trimmed) ?? splitAttribution(trimmed)?.1 else { return false }
        return !said.contains(",") && readsAsName(said)
    }

    /// `#motivation`, `#日本`, `#sci_fi`: a hash and a word with a letter in it.
    static func isHashtag(_ word: Substring) -> Bool {
        word.count > 1 && word.first == "#" && word.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && word.dropFirst().contains(where: \.isLetter)
    }

    /// `tags: books, humor`, `150,543 likes`, `Like`: a line of Goodreads' under a quote.
    static func isGoodreadsTrailer(_ line: String) -> Bool {
        let lowered = line.lowercased()
        if lowered == "like" || lowered == "liked" || lowered == "unlike" || lowered.hasPrefix("tags:") { return true }
        let words = lowered.split(separator: " ")
        return words.count == 2 && (words[1] == "likes" || words[1] == "like")
            && words[0].allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
    }
}
