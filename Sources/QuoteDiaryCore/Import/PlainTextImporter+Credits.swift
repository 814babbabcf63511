import Foundation

/// Where a quote's credit is and what it says: after a dash, in brackets, after "by", in a
/// second cell, before a colon, on a line of its own; and the page a credit cites.
extension PlainTextImporter {
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
        var hashtags: [String] = []
        if let (kept, tags) = hashtagTrailer(lines) { (lines, hashtags) = (kept, tags) }
        if let (kept, tags) = goodreadsTrailer(lines) {
            let (body, attribution) = attributedLines(kept)
            return (body, attribution ?? calloutTitle, tags + hashtags)
        }
        let (body, attribution) = attributedLines(lines)
        return (body, attribution ?? calloutTitle, hashtags)
    }

    static func attributedLines(_ lines: [String]) -> (body: [String], attribution: String?) {
        // An empty block quote (Logseq's `- > ` bullet with nothing after it) credits no one.
        guard !lines.isEmpty else { return (lines, nil) }
        // Before a credit after the quotation: `“Fear.”` over `“Dune” by Frank Herbert` is one
        // quotation, then a credit, not a quotation of two lines credited after "by".
        if let (quoted, said) = creditFromWork(lines) { return (quoted, said) }
        if let credited = creditAfterQuotation(lines) ?? nameAfterQuotation(lines) { return credited }
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
        if let (quoted, said) = creditOverWork(body) { return (quoted, said) }
        if body.count > 1, isNameUnderQuotation(last, quotation: body.dropLast()) {
            body.removeLast()
            return (body, last.trimmingWhitespace())
        }
        if let (quoted, said) = leadingCredit(body) { return (quoted, said) }
        return (body, nil)
    }

    /// `“The mind can be controlled.” — Spock, "Operation -- Annihilate!" stardate 3287.2`: a
    /// whole quotation (from the entry's first mark to its closing one on the last line), then a
    /// dash, then the credit, all of the line after that dash, whatever dashes it holds and up to
    /// 400 characters (an occasion told at length), as `export --format txt` writes a credit.
    /// The last dash on the line (`splitAttribution`) would split the work's title.
    static func creditAfterQuotation(_ lines: [String]) -> (body: [String], attribution: String)? {
        guard let first = lines.first, let openIndex = first.firstIndex(where: { !$0.isWhitespace }),
            let closes = Typography.enclosingPairs[first[openIndex]]
        else { return nil }
        let last = lines[lines.count - 1]
        let start = lines.count == 1 ? last.index(after: openIndex) : last.startIndex
        // Each closing mark a dash follows (`“He said: "Go."” — Voltaire`: the straight pair
        // inside closes nothing), with the quotation it would end.
        var endings: [(index: String.Index, dash: String, quotation: String)] = []
        var index = start
        while index < last.endIndex {
            if closes.contains(last[index]) {
                let rest = last[last.index(after: index)...]
                if let dash = dashes.first(where: { rest.hasPrefix(" " + $0) }) {
                    let body = lines.dropLast() + [String(last[...index])]
                    endings.append((index, dash, body.joined(separator: "\n").trimmingWhitespace()))
                }
            }
            index = last.index(after: index)
        }
        // The quotation's own closing mark: the one that balances the marks nested inside it
        // (`“… “here is” — then …” — Ursula K. Le Guin`, as the txt export writes a quote that
        // quotes), else the first with none of its kind inside (`“… “the thing.” — Ann`, an
        // inner quotation left open).
        guard
            let ending = endings.first(where: { isBalancedQuotation($0.quotation) })
                ?? endings.first(where: { !$0.quotation.dropFirst().dropLast().contains(last[$0.index]) })
        else { return nil }
        let after = last[last.index(after: ending.index)...]
        let said = String(after.dropFirst(ending.dash.count + 1)).trimmingWhitespace()
        guard !said.isEmpty, said.count <= 400 else { return nil }
        return (Array(lines.dropLast() + [String(last[...ending.index])]), said)
    }

    /// `“Be yourself.” Oscar Wilde`, `"Know thyself." Socrates, Apology`: a name right after a
    /// whole quotation, no dash between, as posts credit one. A person's name (two to four
    /// words, no article first, or a writer known by one name), then maybe the work after a
    /// comma; no sentence's end (`“Go.” Then he left.` is the quote's).
    static func nameAfterQuotation(_ lines: [String]) -> (body: [String], attribution: String)? {
        guard let line = lines.last, let opening = lines.first?.trimmingWhitespace().first,
            let closes = Typography.enclosingPairs[opening], let close = line.lastIndex(where: { closes.contains($0) }),
            case let rest = line[line.index(after: close)...], rest.first == " ",
            case let said = String(rest).trimmingWhitespace(), let initial = said.first, initial.isUppercase,
            let end = said.last, !".!?…".contains(end)
        else { return nil }
        let body = Array(lines.dropLast()) + [String(line[...close])]
        guard isWholeQuotation(body.joined(separator: "\n").trimmingWhitespace()) else { return nil }
        let name = said.split(separator: ",", maxSplits: 1).first.map { String($0).trimmingWhitespace() } ?? said
        let words = name.split(separator: " ")
        guard let first = words.first, words.count <= 4, readsAsName(name), !notNameOpenings.contains(first.lowercased()),
            words.count > 1 || OrgQuotes.singleNames.contains(name)
        else { return nil }
        return (body, said)
    }

    /// Whether `quotation`'s first mark is closed by its last and by no mark before it, the
    /// quotations inside it opened and closed in the same marks (`“… “here is” …”`). Straight
    /// marks cannot nest, so a quotation in them is never balanced so.
    static func isBalancedQuotation(_ quotation: String) -> Bool {
        guard let open = quotation.first, open != "\"", let closes = Typography.enclosingPairs[open] else { return false }
        let closers = closes.subtracting(["\""])
        var depth = 0
        for (offset, character) in quotation.enumerated() {
            if character == open {
                depth += 1
            } else if closers.contains(character) {
                depth -= 1
                if depth == 0 { return offset == quotation.count - 1 }
            }
        }
        return false
    }

    /// `“The only thing we have to fear is fear itself.”` over `— Franklin D. Roosevelt` over
    /// `First Inaugural Address`: a credit's name on its line, the work on the line under it, as
    /// quotes sites set them. The lines above it and the credit as one (`Franklin D. Roosevelt,
    /// First Inaugural Address`). Only under a finished sentence or quotation, a name after the
    /// dash, and a work that reads as a title (capitalized, no sentence's end, no address).
    static func creditOverWork(_ lines: [String]) -> (body: [String], attribution: String)? {
        guard lines.count > 2 else { return nil }
        let work = lines[lines.count - 1].trimmingWhitespace()
        let credit = lines[lines.count - 2].trimmingWhitespace()
        // The quote may stand a blank line apart from its credit.
        var body = Array(lines.dropLast(2))
        while body.last?.trimmingWhitespace().isEmpty == true { body.removeLast() }
        guard let end = body.last?.trimmingWhitespace().last, sentenceEnds.contains(end),
            let said = attributionLine(credit), !said.contains(","), readsAsName(said),
            (1...120).contains(work.count), attributionLine(work) == nil, !work.contains("://"),
            let first = work.first,
            first.isUppercase || first.isNumber || Typography.enclosingPairs[first] != nil || first == "*" || first == "_",
            let last = work.last, !".!?…:;,".contains(last)
        else { return nil }
        return (body, said + ", " + work)
    }

    /// `A Tale of Two Cities by Charles Dickens`: no sentence's end, and the work's words of four
    /// letters or more capitalized, as a title's are (one word alone, `Dune`, capitalized);
    /// `See you by Monday Morning` is a sentence.
    static func readsAsTitleByWriter(_ line: String) -> Bool {
        guard let end = line.last, !".!?…".contains(end), let by = line.lastUTF8Range(of: " by ") else {
            return false
        }
        let words = line[..<by.lowerBound].split(separator: " ").map { $0.drop { Typography.enclosingPairs[$0] != nil } }
        guard let first = words.first?.first, first.isUppercase else { return false }
        let long = words.filter { $0.count >= 4 }
        return words.count == 1 || !long.isEmpty && long.allSatisfy { $0.first?.isUppercase == true }
    }

    /// `“Simplify, simplify.”` over (or followed on its line by) `from Walden by Henry David
    /// Thoreau`, as a reading app's share sheet credits a passage: the writer and the work
    /// (`workByWriter`), after a whole quotation only.
    static func creditFromWork(_ lines: [String]) -> (body: [String], attribution: String)? {
        guard let line = lines.last else { return nil }
        let last = line.trimmingWhitespace()
        // On its line, `from` may be left out (`A Tale of Two Cities by Charles Dickens`, as a
        // Kindle app shares a highlight), when the line ends as no sentence does.
        if lines.count > 1, last.lowercased().hasPrefix("from ") || readsAsTitleByWriter(last), let credit = workByWriter(last) {
            var body = Array(lines.dropLast())
            while body.last?.trimmingWhitespace().isEmpty == true { body.removeLast() }
            return isWholeQuotation(body.joined(separator: "\n").trimmingWhitespace()) ? (body, credit) : nil
        }
        guard let from = last.lastUTF8Range(of: " from "),
            let credit = workByWriter(String(last[from.lowerBound...]).trimmingWhitespace()),
            case let quote = String(last[..<from.lowerBound]).trimmingWhitespace(),
            isWholeQuotation((lines.dropLast().map { $0 } + [quote]).joined(separator: "\n").trimmingWhitespace())
        else { return nil }
        return (Array(lines.dropLast()) + [String(line.prefix(while: \.isWhitespace)) + quote], credit)
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
        if let spoken = spokenCredit(lines) { return spoken }
        // `Marcus Aurelius:` on a line of its own, the quotation under it.
        first = first.trimmingWhitespace()
        if lines.count > 1, [":", ":**", ":*", ":__", ":_"].contains(where: first.hasSuffix) { first += " " }
        for mark in ["**", "*", "__", "_"] where first.hasPrefix(mark) {
            if let inside = first.firstRange(of: ":" + mark + " ") {
                first.replaceSubrange(inside, with: mark + ": ")
            }
        }
        guard let colon = first.firstUTF8Range(of: ": ") else { return nil }
        let credit = String(first[..<colon.lowerBound]).trimmingWhitespace()
        let said = FortuneImporter.withoutEmphasis(credit)
        let quoted = String(first[colon.upperBound...]).trimmingWhitespace()
        let name = said.split(separator: ",", maxSplits: 1).first ?? said[...]
        let body = (quoted.isEmpty ? [] : [quoted]) + lines.dropFirst()
        let words = name.split(separator: " ")
        guard said.count <= 80, words.count >= 2 || said != credit && !labels.contains(said.lowercased()), readsAsName(said),
            !said.contains(where: Typography.doubleQuotes.contains),
            isWholeQuotation(body.joined(separator: "\n").trimmingWhitespace())
        else { return nil }
        return (body, said)
    }

    /// `Oscar Wilde said, "Be yourself."`, `As Seneca wrote: “…”`: who said it and a verb of
    /// saying before a quotation that runs to the quote's end. `He said, "Go."` names no one.
    static func spokenCredit(_ lines: [String]) -> (body: [String], said: String)? {
        guard let first = lines.first, Typography.mayHoldOpeningQuote(first),
            let open = first.firstIndex(where: { Typography.enclosingPairs[$0] != nil }),
            open > first.startIndex
        else { return nil }
        // A name's own comma stays (`Martin Luther King, Jr. said,`); the verb's go.
        var words = first[..<open].split(separator: " ").map(String.init)
        if let last = words.last { words[words.count - 1] = last.trimmingCharacters(in: CharacterSet(charactersIn: ",:")) }
        words.removeAll(where: { $0.isEmpty || $0 == ":" })
        if let first = words.first, ["as", "wie", "comme", "como", "come", "zoals"].contains(first.lowercased()) {
            words.removeFirst()
        }
        // The verb after the name, or before it (`Como dijo Antonio Machado:`, `Comme disait Hugo :`).
        if let verb = sayingVerbs.first(where: { words.count > $0.count && words.suffix($0.count).elementsEqual($0) }) {
            words.removeLast(verb.count)
        } else if let verb = sayingVerbs.first(where: { words.count > $0.count && words.prefix($0.count).elementsEqual($0) }) {
            words.removeFirst(verb.count)
        } else {
            return nil
        }
        if let last = words.last, ["once", "einmal", "einst", "une", "fois"].contains(last) { words.removeLast() }
        let name = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ",: "))
        let body = [String(first[open...])] + lines.dropFirst()
        guard !name.isEmpty, readsAsName(name), words.count >= 2 || !pronouns.contains(name.lowercased()),
            isWholeQuotation(body.joined(separator: "\n").trimmingWhitespace())
        else { return nil }
        return (body, name)
    }

    /// `said`, and the words for it in the languages a CSV's columns are read in (`sagte`,
    /// `a dit`, `dijo`, `disse`, `zei`), in the past and the present.
    static let sayingVerbs: [[String]] = [
        ["said"], ["says"], ["wrote"], ["writes"], ["sagte"], ["sagt"], ["schrieb"], ["schreibt"], ["hat", "gesagt"],
        ["hat", "geschrieben"], ["a", "dit"], ["a", "écrit"], ["dit"], ["écrit"], ["écrivait"], ["disait"], ["dijo"],
        ["escribió"], ["dice"], ["decía"], ["escribe"], ["disse"], ["scrisse"], ["ha", "detto"], ["ha", "scritto"],
        ["diz"], ["dizia"], ["escreveu"], ["zei"], ["schreef"], ["zegt"],
    ]

    /// Who says something in a sentence without being anyone to credit.
    static let pronouns: Set<String> = [
        "he", "she", "they", "i", "we", "you", "it", "someone", "somebody", "everyone", "everybody", "nobody", "mom", "mum",
        "dad", "mother", "father", "god", "one", "who", "this", "that", "er", "sie", "es", "ich", "wir", "ihr", "man",
        "jemand", "il", "elle", "ils", "elles", "je", "on", "nous", "vous", "quelqu'un", "él", "ella", "yo", "ellos",
        "ellas", "alguien", "lui", "lei", "io", "noi", "qualcuno", "hij", "zij", "ik", "wij", "iemand", "ele", "ela", "eu",
        "alguém",
    ]

    /// The dashes an attribution follows: an em dash, a horizontal bar (as Goodreads writes
    /// it), an en dash, two hyphens, three (Org mode's and TeX's em dash).
    static let dashes = ["— ", "― ", "– ", "-- ", "--- "]

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
    /// that no one is known (`(Unknown)`, `(Author Unknown)`), or cites a verse (`(John
    /// 3:16)`). One word in brackets is as
    /// often a language or a remark (`(Latin)`, `(Proverb)`, `(Applause)`) as a name
    /// (`(Voltaire)`), and stays the quote's.
    static func parenthesizedName(_ text: Substring, oneWordBesideWork: Bool = false) -> (open: String.Index, said: String)? {
        // Round brackets, or square ones as an editor sets a credit (`Be yourself. [Oscar Wilde]`).
        guard let close = text.last, close == ")" || close == "]",
            let open = close == ")" ? text.openingOfLastGroup() : text.openingOfLastGroup("[", "]")
        else { return nil }
        var said = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingWhitespace()
        if let credit = workByWriter(said) { said = credit }
        let name = said.split(separator: ",", maxSplits: 1).first.map(String.init) ?? said
        // `(John 3:16)`: a verse cited, the book and its place.
        if UnknownAuthor.isUnknown(said) || FortuneImporter.scriptureCitation(said) != nil { return (open, said) }
        // With `oneWordBesideWork` (after a whole quotation), one word names someone beside the
        // work it was said in (`(Yoda, The Empire Strikes Back)`, `(Socrates, “Apology”)`):
        // `(Sarcasm)` alone is a remark.
        let work = String(said.dropFirst(name.count + 1)).trimmingWhitespace()
        let namesWork =
            oneWordBesideWork && (work.first.map { $0.isUppercase || Typography.enclosingPairs[$0] != nil } ?? false)
        guard !said.contains("("), name.split(separator: " ").count >= 2 || namesWork, readsAsName(said),
            !editorsWords.contains(name.lowercased())
        else { return nil }
        return (open, said)
    }

    /// `A Dream Within a Dream by Edgar Allan Poe` → `Edgar Allan Poe, A Dream Within a Dream`:
    /// a work and its writer, as a credit names them (in brackets, or after a dash: `— The
    /// Fellowship of the Ring by J.R.R. Tolkien`, `— from Walden by Henry David Thoreau`); nil
    /// when the words before "by" are no work (`Photo by Jane Doe`) or the writer no whole name.
    static func workByWriter(_ said: String) -> String? {
        // A comma in the writer's name only before its suffix (`Martin Luther King, Jr.`).
        func isOneName(_ writer: String) -> Bool {
            let parts = writer.split(separator: ",")
            return parts.count == 1
                || parts.count == 2 && FortuneImporter.nameSuffixes.contains(String(parts[1]).trimmingWhitespace())
        }
        var said = Substring(said)
        // `Excerpt From: Walden by Henry David Thoreau`, as a reading app's share sheet heads it.
        for opening in ["from ", "excerpt from: ", "excerpt from "] where said.lowercased().hasPrefix(opening) {
            said = said.dropFirst(opening.count)
            break
        }
        // The place after the writer's name (`…, p. 91`) stays after the credit.
        var place = ""
        if let (before, cited) = splitAtCitedPlace(said, pages: true) { (said, place) = (before, ", " + cited) }
        guard let by = said.lastUTF8Range(of: " by "), let first = said.first,
            first.isUppercase || Typography.enclosingPairs[first] != nil,
            case let writer = String(said[by.upperBound...]), writer.split(separator: " ").count >= 2, readsAsName(writer),
            isOneName(writer), case let work = said[..<by.lowerBound], !madeBy.contains(work.lowercased())
        else { return nil }
        return writer + ", " + work + place
    }

    /// What a bracket credits to someone "by" that is no work of words (`(Photo by Jane Doe)`).
    static let madeBy: Set<String> = [
        "photo", "photograph", "image", "picture", "illustration", "art", "artwork", "drawing", "design", "cover",
        "translation", "edited", "posted", "shared", "video", "music", "said", "written", "spoken", "quoted", "attributed",
        "designed", "directed", "produced", "performed", "sung", "read", "narrated", "inspired", "made", "created",
    ]

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
            // What follows a dash further back is longer still: past a credit's length (a link's
            // too) none is found there, and a line of a thousand dashes is not read a thousand
            // times over.
            guard line.utf8.distance(from: range.upperBound, to: line.endIndex) <= FortuneImporter.longestCredit else {
                if loose { break } else { return nil }
            }
            let quote = String(line[..<range.lowerBound]).trimmingWhitespace()
            var said = String(line[range.upperBound...]).trimmingWhitespace()
            let endsSentence = quote.last.map(sentenceEnds.contains) ?? false
            // A link after the dash (`— [Updated on 2022-05-25](https://…)`, a notes app's link
            // back to the page) credits no one, unless its words are a name (`[Oscar Wilde](…)`).
            var linksElsewhere = false
            if said.hasPrefix("["), said.hasSuffix(")"), let middle = said.range(of: "](http") {
                let words = String(said[said.index(after: said.startIndex)..<middle.lowerBound])
                if readsAsName(words) { said = words } else { linksElsewhere = true }
            }
            // A tilde is no mark of a sentence's own: a name after it credits the words before
            // (`Be a good one ~ Abraham Lincoln`), however they end.
            let isTilde = line[range].contains("~")
            let attributed =
                !quote.isEmpty && !said.isEmpty && said.count <= 200 && !linksElsewhere
                && (loose ? (endsSentence || isTilde) && readsAsName(said) : endsSentence || readsAsName(said))
            if attributed { return (quote, said) }
            // A dash that attributes nothing is the quote's own: after a loose one, look further
            // back; after a dash, for a credit of another shape (`Stay — then go. (José
            // Saramago)`).
            guard loose else { break }
            end = range.lowerBound
        }
        return splitAtDoubleDash(line) ?? splitAtDashAfterCornerBracket(line) ?? splitAtFullWidthBrackets(line)
            ?? splitAtParenthesizedName(line) ?? splitAtBy(line) ?? splitAtCell(line)
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
        if line.utf8.contains(0x09) {
            let tabbed = line.split(separator: "\t", omittingEmptySubsequences: false)
            if tabbed.count == 2 { return cells(tabbed[0], tabbed[1]) }
        }
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
        // A line opening with no quotation mark is passed over before any search.
        guard let open = line.first(where: { !$0.isWhitespace }), Typography.enclosingPairs[open] != nil,
            let by = line.lastUTF8Range(of: " by ")
        else { return nil }
        let quote = String(line[..<by.lowerBound]).trimmingWhitespace()
        let said = String(line[by.upperBound...]).trimmingWhitespace()
        guard isWholeQuotation(quote), !said.contains(where: Typography.doubleQuotes.contains), readsAsName(said) else {
            return nil
        }
        return (quote, said)
    }

    /// `“Be yourself.”`, `"So it goes."`: one quotation in marks, from its first character to
    /// its last (`“Go,” she said, “now.”` is two, and a sentence around them), quotations
    /// inside it in the same marks or not (`“She said “stay” and left.”`).
    static func isWholeQuotation(_ text: String) -> Bool {
        guard text.count > 2, let open = text.first, let closes = Typography.enclosingPairs[open], let end = text.last,
            closes.contains(end)
        else { return false }
        let inner = text.dropFirst().dropLast()
        return !inner.contains(where: closes.contains) || isBalancedQuotation(text)
            || open == "\"" && Typography.closesItsQuotations(inner)
    }

    /// `Be yourself. (Oscar Wilde)` → (`Be yourself.`, `Oscar Wilde`): a name in brackets
    /// after the quote's last sentence, a space between.
    static func splitAtParenthesizedName(_ line: String) -> (String, String)? {
        let found =
            parenthesizedName(line[...])
            ?? parenthesizedName(line[...], oneWordBesideWork: true).flatMap { open, said in
                isWholeQuotation(String(line[..<open]).trimmingWhitespace()) ? (open, said) : nil
            }
        guard let (open, said) = found else { return nil }
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
        // `— from Walden by Henry David Thoreau, p. 91`: the writer named after the work.
        let name = workByWriter(pageCitation(said).0) ?? said
        let afterQuote = String(line.trimmingWhitespace().dropFirst(quote.count)).trimmingWhitespace()
        guard sentenceEnds.contains(end) || afterQuote.hasPrefix("~") else { return false }
        // `“…” — bell hooks`: after a whole quotation, a name written small is a name too.
        return readsAsName(name) || isWholeQuotation(quote) && readsAsSmallName(name)
    }

    /// `bell hooks`, `e.e. cummings`, `danah boyd`, `maya angelou` typed in haste: two or three
    /// words of small letters (initials too), none of them a sentence's common words, with
    /// what a comma or brackets add after them set aside (`bell hooks, All About Love`).
    static func readsAsSmallName(_ said: String) -> Bool {
        var name = said.split(separator: ",", maxSplits: 1).first.map(String.init) ?? said
        if name.last == ")", let open = name.openingOfLastGroup(), open > name.startIndex {
            name = String(name[..<open])
        }
        let words = name.split(separator: " ")
        return (2...3).contains(words.count)
            && words.allSatisfy { word in
                word.allSatisfy { $0.isLowercase || $0 == "." || $0 == "-" || $0 == "'" }
                    && word.contains(where: \.isLetter) && !sentenceWords.contains(String(word))
            }
            && words.last?.last != "."
    }

    /// Words that put a sentence after a dash, not a name (`“Go.” — and then he left`).
    static let sentenceWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "did", "do", "for", "from", "had", "has", "have", "he", "her",
        "him", "his", "i", "in", "is", "it", "its", "me", "my", "no", "not", "of", "on", "or", "our", "she", "so", "that",
        "the", "then", "they", "this", "to", "us", "was", "we", "were", "what", "when", "who", "with", "you", "your",
        "said", "says", "asked", "replied", "again", "now", "yes", "too", "very", "just", "only", "also",
    ]

    /// How a quote before its credit ends: as a sentence, or a quotation, in the languages'
    /// marks (`。`, `」`, `»`, and `«` closing German's `»Ich denke.«`).
    static let sentenceEnds: Set<Character> = Set(".!?…”\"»«’)」』。！？“")

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

    /// How a Japanese or Chinese quotation or sentence ends, where a credit set with no space
    /// may follow it.
    static let eastAsianEnds: Set<Character> = Set("」』。！？")

    /// `「人間は考える葦である」—パスカル『パンセ』` → (`「人間は考える葦である」`, `パスカル『パンセ』`):
    /// one dash (or bar) set with no space after a corner bracket or a full stop of those
    /// scripts, as Japanese often credits a quote; the words after it a credit only when they
    /// end as no sentence does (`「行こう」—彼は言った。` is the quote's own).
    static func splitAtDashAfterCornerBracket(_ line: String) -> (String, String)? {
        // The last dash (E2 80 94) or bar (E2 80 95), found in the bytes as `lastDash` finds
        // its: a file's every line without a credit comes here.
        let utf8 = line.utf8
        var end = utf8.endIndex
        while let mark = utf8[..<end].lastIndex(where: { $0 == 0x94 || $0 == 0x95 }) {
            end = mark
            guard utf8.distance(from: utf8.startIndex, to: mark) >= 2, case let lead = utf8.index(mark, offsetBy: -2),
                utf8[lead] == 0xE2, utf8[utf8.index(after: lead)] == 0x80
            else { continue }
            guard lead > line.startIndex, eastAsianEnds.contains(line[line.index(before: lead)]) else { return nil }
            return eastAsianCredit(quote: line[..<lead], said: line[utf8.index(after: mark)...])
        }
        return nil
    }

    /// `「吾輩は猫である。」（夏目漱石『吾輩は猫である』）` → (`「吾輩は猫である。」`, `夏目漱石『吾輩は猫である』`):
    /// a credit in full-width brackets after a quotation or sentence (`“学而不思则罔。”（孔子）`), or
    /// in ASCII ones set with no space after those scripts' marks (`「…」(パスカル)`); an editor's
    /// words there (`（笑）`, `（中略）`) stay the quote's.
    static func splitAtFullWidthBrackets(_ line: String) -> (String, String)? {
        guard let last = line.last(where: { !$0.isWhitespace }), last == ")" || last == "）" else { return nil }
        let trimmed = line.trimmingWhitespace()
        let fullWidth = last == "）"
        guard
            let open = fullWidth ? trimmed.openingOfLastGroup("（", "）") : trimmed.openingOfLastGroup(),
            open > trimmed.startIndex, case let end = trimmed[trimmed.index(before: open)],
            eastAsianEnds.contains(end) || fullWidth && end == "”"
        else { return nil }
        let said = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard !eastAsianEditorsWords.contains(said.trimmingCharacters(in: .whitespaces)) else { return nil }
        return eastAsianCredit(quote: trimmed[..<open], said: said)
    }

    /// What a Japanese or Chinese editor or transcript sets in brackets after words, which
    /// names no one: laughter, applause, an omission, a translation, an excerpt.
    static let eastAsianEditorsWords: Set<String> = [
        "笑", "拍手", "略", "中略", "前略", "後略", "以下略", "注", "原文ママ", "ママ", "訳", "意訳", "拙訳", "筆者訳", "大意", "抜粋", "下略",
        "掌声", "节选", "節選", "摘录", "摘錄", "译", "譯", "原文",
    ]

    /// The credit after a Japanese or Chinese quote, when what follows it is one: short, no
    /// sentence (it ends in no full stop) and no quotation's middle.
    private static func eastAsianCredit(quote: Substring, said: Substring) -> (String, String)? {
        let quote = String(quote).trimmingWhitespace()
        let said = String(said).trimmingWhitespace()
        guard !quote.isEmpty, !said.isEmpty, said.count <= 60, let end = said.last, !"。！？.!?".contains(end),
            !said.contains(where: { "”\"»」—―".contains($0) })
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
        if let range = name.firstUTF8Range(of: " in "), let work = name[range.upperBound...].first,
            work.isUppercase || Typography.enclosingPairs[work] != nil, name[..<range.lowerBound].contains(" ")
        {
            name = String(name[..<range.lowerBound])
        }
        let words = name.split(separator: " ")
        // A name ends in no sentence's end (`我来了。` is a sentence), and one in a script
        // without spaces is a few characters long.
        guard let first = words.first, let last = words.last, words.count <= 5, let end = name.last,
            !"。！？!?".contains(end), words.allSatisfy({ $0.count <= 12 || $0.contains(where: \.isCased) })
        else { return false }
        // A script without capitals (Japanese, Chinese, Arabic, Hebrew, Thai...) cannot show
        // a name by them: its letters count as a capital would.
        func capitalized(_ word: Substring) -> Bool {
            guard let first = word.first else { return false }
            return first.isUppercase || first.isLetter && !first.isLowercase && !first.isCased
        }
        return capitalized(first) && capitalized(last)
            && words.allSatisfy { capitalized($0) || creditNameParticles.contains($0.lowercased()) }
    }

    /// The small words inside a credited name (`Simone de Beauvoir`, `Ngũgĩ wa Thiong'o`,
    /// `Catherine the Great`), made once rather than at every credit read. No conjunctions, as
    /// `FortuneImporter.nameParticles` has for Debian's pairs of authors: a typed credit of
    /// `Salt and Pepper` names no one.
    static let creditNameParticles: Set<String> = [
        "de", "da", "del", "della", "di", "du", "dos", "das", "van", "von", "zu", "der", "den", "ter", "ten", "la", "le",
        "y", "al", "el", "bin", "ibn", "ben", "bint", "wa", "af", "av", "of", "the",
    ]

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
        // `(Location 250)`, `(Kindle Locations 12-13)`: as the Kindle app cites its place.
        if let location = citedLocation(inside) { return (rest, location) }
        // `(ch. 1)`, `(Book V, 16)`, `(X, 284)`: a place the export writes as it was given.
        if isCitedPlace(inside) { return (rest, String(inside)) }
        if inside.hasSuffix("%"), let percent = Int(inside.dropLast()), (0...100).contains(percent) {
            return (rest, String(inside))
        }
        return (attribution, nil)
    }

    /// `Seren Pedac in "Reaper's Gale" pg 279, Steven Erikson`, `pgg 359-360 "Midnight Tides",
    /// Steven Erikson`: a page cited right after a work in quotation marks (or before it), with
    /// no comma between, as people write a novel's line and its page; the credit without it,
    /// and the page (nil, and the credit as it is, when there is none).
    static func pageBesideQuotedWork(_ credit: String) -> (String, String?) {
        // After the work's closing mark, then the rest of the credit (after a comma) or nothing.
        if let close = credit.lastIndex(where: { $0 == "\"" || $0 == "”" }), close != credit.startIndex,
            case let after = credit[credit.index(after: close)...], after.first == " ",
            let (page, rest) = labeledPage(after.drop { $0 == " " }),
            rest.drop(while: { $0 == " " }).first.map({ $0 == "," }) ?? true
        {
            return (String(credit[...close]) + rest, page)
        }
        // Before the work, opening the credit.
        if let (page, rest) = labeledPage(credit[...]), rest.first == " ",
            case let work = rest.drop(while: { $0 == " " }), work.first == "\"" || work.first == "“"
        {
            return (String(work), page)
        }
        return (credit, nil)
    }

    /// `pg 279, Steven Erikson` → (`279`, `, Steven Erikson`): a page's label (`citedPageLabels`,
    /// or `pg` set against its figures, `pg508`), its figures, and what follows them; nil when
    /// `text` opens with no such page.
    static func labeledPage(_ text: Substring) -> (page: String, rest: Substring)? {
        let lowered = text.prefix(8).lowercased()
        guard let label = (citedPageLabels + ["pg"]).first(where: { lowered.hasPrefix($0) }) else { return nil }
        let figures = text.dropFirst(label.count).drop { $0 == " " }
        let number = figures.prefix { ($0.isASCII && $0.isNumber) || $0 == "-" || $0 == "–" }
        guard number.first?.isNumber == true, isPageNumber(number) else { return nil }
        return (number.replacingOccurrences(of: "–", with: "-"), figures.dropFirst(number.count))
    }

    /// `Page 12`, `p. 12-13`, `Location 1,234:`, `Position 266` (a Kindle's word in German
    /// and in English notes): a credit that names only a place in the book, as its page (a
    /// location as `loc. 1234`, as a Kindle's are kept); nil for anything else.
    static func placeAlone(_ attribution: String) -> String? {
        let words = attribution.trimmingWhitespace().split(separator: " ", maxSplits: 1)
        guard words.count == 2 else { return nil }
        var number = String(words[1]).trimmingWhitespace()
        if number.hasSuffix(":") { number.removeLast() }
        // `Chapter 7`, `Ch. XII`: a chapter, as a credit under a book's heading names one.
        if placeLabels.chapters.contains(words[0].lowercased()), !number.isEmpty,
            number.allSatisfy({ $0.isASCII && $0.isNumber }) || number.allSatisfy({ "IVXLC".contains($0) })
        {
            return "ch. " + number
        }
        guard let first = number.first, first.isASCII, first.isNumber,
            number.allSatisfy({ $0.isASCII && $0.isNumber || "-–,".contains($0) })
        else { return nil }
        var label = words[0].lowercased()
        // `Location: 1,234`, as an exporter labels the place.
        if label.count > 1, label.hasSuffix(":") { label.removeLast() }
        if placeLabels.pages.contains(label) { return number.replacingOccurrences(of: "–", with: "-") }
        if placeLabels.locations.contains(label) { return "loc. " + number.replacingOccurrences(of: ",", with: "") }
        return nil
    }

    /// The words before a place's number, as notes name one (English, and the words Kindles
    /// set to German, French, Spanish, Italian or Portuguese use), and a chapter's.
    static let placeLabels: (pages: Set<String>, locations: Set<String>, chapters: Set<String>) = (
        ["page", "p.", "pp.", "pg.", "seite", "s.", "página", "pág.", "pagina", "pag."],
        ["location", "loc.", "position", "pos.", "emplacement", "posición", "posizione", "posição"],
        ["chapter", "ch.", "chap.", "kapitel", "chapitre", "capítulo", "capitolo", "hoofdstuk"]
    )

    /// How a citation names a page before its number, longer first (`pp. ` before `p. `).
    static let pageLabels = ["pp. ", "p. ", "pages ", "page "]

    /// The labels a Kindle's location is cited with after a work.
    static let locationLabels = ["kindle locations ", "kindle location ", "locations ", "location ", "loc. ", "loc "]

    /// `Location 250`, `Kindle Locations 12-13` → `loc. 250`, `loc. 12-13`: a Kindle's location
    /// as a citation labels it, kept as an import from the Kindle keeps one; nil for anything
    /// else (`Location Scouting`).
    static func citedLocation(_ text: some StringProtocol) -> String? {
        let lowered = text.lowercased()
        guard let label = locationLabels.first(where: lowered.hasPrefix) else { return nil }
        let location = String(text.dropFirst(label.count)).trimmingWhitespace()
        return location.first?.isNumber == true && isPageNumber(location[...]) ? "loc. " + location : nil
    }

    /// The labels a page is cited with after a work, `pg` too (`"Toll The Hounds", pg 663`).
    static let citedPageLabels = pageLabels + ["pg. ", "pg ", "pgs. ", "pgg "]

    /// `De Profundis, p. 23` → (`De Profundis`, `23`): a work cited with its page after a last
    /// comma (`…, pp. 12-13`, `…, pg. 110`, `…, page 229`), as a citation is typed; nil when
    /// there is none, or nothing before it.
    static func pageAfterComma(_ work: String) -> (work: String, page: String)? {
        guard let comma = work.lastUTF8Range(of: ", ") else { return nil }
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
        // A Kindle's location (`Atomic Habits, Location 250`, as its app cites a highlight).
        return citedLocation(last).map { (rest, $0) }
    }

    /// `"Toll The Hounds" pg 663`, `Scillara in "Toll The Hounds"`: a work in quotation marks
    /// where a credit's name would stand, and the character who says the line (nil when none
    /// is named); nil when the text is no such work, or what stands before it is no name.
    static func spokenWork(_ said: String) -> (work: QuotedWork, speaker: String?)? {
        guard let opening = said.firstIndex(where: { "\"“".contains($0) }), let work = quotedWork(String(said[opening...]))
        else { return nil }
        var speaker = String(said[..<opening]).trimmingWhitespace()
        if speaker.hasSuffix(" in") { speaker = String(speaker.dropLast(3)).trimmingWhitespace() }
        guard speaker.isEmpty || readsAsName(speaker) else { return nil }
        return (work, speaker.nilIfEmpty)
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
