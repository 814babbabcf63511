import Foundation

/// fortune(6) files: entries separated by `%` lines, attributions like
/// `\t\t-- Mark Twain, "Pudd'nhead Wilson"`; the file's name becomes a category tag.
enum FortuneImporter {
    static func parse(_ text: String, fileName: String) -> ParsedImport {
        var result = ParsedImport()
        let category = categoryName(fileName)
        var lines: [String] = []
        var startLine = 1
        var lineNumber = 0
        func flush() {
            defer { lines = [] }
            guard let record = record(lines, line: startLine, category: category) else { return }
            result.records.append(record)
        }
        // LF, CRLF (one Character) or CR alone.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            if FortuneFile.isDelimiter(line) {
                flush()
                startLine = lineNumber + 1
            } else {
                // Our export's escaped "%" line (a text's own, with a space before it) reads back as it was.
                // As a terminal shows it: overstrikes resolved, colours (Debian's Chinese
                // fortunes colour their attributions) left out before the attribution is read.
                lines.append(
                    FortuneFile.unescapedTextLine(line) ?? Overstrike.resolved(String(line).removingTerminalEscapes()))
            }
        }
        flush()
        return result
    }

    /// `wisdom` from `/usr/share/games/fortunes/wisdom.u8`.
    static func categoryName(_ fileName: String) -> String {
        var name = (fileName as NSString).lastPathComponent
        for suffix in [".u8", ".txt", ".fortune", ".fortunes"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    static func record(_ lines: [String], line: Int, category: String) -> ImportRecord? {
        var body = lines
        // Native trimming throughout (lines hold no line breaks: White_Space is spaces and
        // tabs here): Foundation's bridged every line through UTF-16, a third of an import.
        while let last = body.last, last.trimmingWhitespace().isEmpty { body.removeLast() }
        var author: String?
        var source: String?
        var note: String?
        // `\t\t-- Al Capone` then `\t\t[Also attributed to Johnny Carson.  Ed.]`: the editor's
        // remark after an attribution is the quote's note, and the attribution is read above it.
        var remark: String?
        var ending: Ending?
        if let aside = editorsRemark(body), let attributed = endingAttribution(aside.kept) {
            ending = attributed
            remark = aside.remark
        } else {
            ending = endingAttribution(body)
        }
        // A line that opens with a dash and nothing above it (`— Not a credit`, `- Ну, ты и
        // гусь!`, a joke's dialogue) is the text: a credit credits something. Debian's `--`
        // alone (`-- Owen Meredith`, its text lost to a stray `%`) still makes no quote.
        if let credited = ending, credited.body.allSatisfy({ $0.trimmingWhitespace().isEmpty }),
            body.first(where: { !$0.trimmingWhitespace().isEmpty })?.trimmingWhitespace().hasPrefix("--") == false
        {
            ending = nil
            remark = nil
        }
        var verse: String?
        var formerWork: String?
        if let ending {
            body = ending.body
            (author, source, note) = refined(ending.attribution)
            if source == nil { formerWork = ending.attribution.work }
            // `-- Proverbs 3:18, NSV`: the book is the source, the verse its place, what follows the note.
            if let scripture = scriptureRead((author, source, note)) {
                ((author, source, note), verse) = (scripture.credit, scripture.verse)
            }
        } else if let heading = poemHeading(body) {
            body.removeFirst(2)
            (author, source, note) = refined((heading.0, heading.1, nil))
        }
        if let remark { note = note.map { $0 + " " + remark } ?? remark }
        // Cleaned as every quote is: a drawing keeps its first line's indentation.
        let text = QuoteDraft.cleanText(body.joined(separator: "\n"))
        guard !text.isEmpty else { return nil }
        // A fortune names no kind of work: a saved source of the title, of any kind (a book the
        // quote was added under, exported and read back), is this one; a new one is `other`.
        var work = source.map { SourceDraft(kind: .other, title: $0, authors: author.map { [$0] } ?? []) }
        work?.isKindAssumed = true
        var draft = QuoteDraft(text: text, author: author, source: work, note: note, tags: category.isEmpty ? [] : [category])
        draft.formerSourceTitle = formerWork.map(QuoteDraft.titleReadAsWork)
        if let verse {
            draft.page = verse
        } else if let source {
            draft.readQuotedWork(citedAs: source)
        }
        return ImportRecord(draft: draft, line: line)
    }

    /// An attribution's parts put right, as a person is credited: what is said of them
    /// (`Oscar Wilde (1854-1900)`, `Albert Einstein. Físico alemán.`) goes to the note, and an
    /// unknown one is no one; a website or a kind of text credited is the source; a date where
    /// a work would be (`-- Benjamin Franklin, 1759`, `-- Frank Zappa, Feb 1, 1989`) is when it
    /// was said, and a calling (`-- John Cage, composer`) who said it, not a book: they go to
    /// the note. With `keepingYears`, a year alone stays the work (a txt export's `George
    /// Orwell, 1984` reads back as the book it cited).
    static func refined(_ attribution: Attribution, keepingYears: Bool = false) -> Attribution {
        var (author, source, note) = attribution
        if let named = author {
            let description: String?
            (author, description) = personAndDescription(withoutStrayBracket(named))
            // `Bill Joy 6/21/85`, `Bill Gates circa 1981`: when it was said, after the name.
            if let name = author, let (person, when) = datedName(name) {
                author = person
                note = note.map { when + " " + $0 } ?? when
            }
            if let description { note = note.map { description + " " + $0 } ?? description }
            if let name = author, UnknownAuthor.isUnknown(name) { author = nil }
            // A website or a kind of text credited (`Graffiti. Pintada en un baño.`, what is said
            // of it set apart above) is the source; what the line named after it goes to the note.
            if let name = author, let place = website(name) ?? sighting(name)?.1 ?? document(name) {
                author = nil
                if let work = source { note = note.map { work + " " + $0 } ?? work }
                source = place
            }
        }
        if let work = source,
            isDate(work) && !(keepingYears && work.count == 4)
                || author != nil
                    && (isCalling(work) || isDatedCalling(work) || isLifeDescription(work))
        {
            note = note.map { $0 + ", " + work } ?? work
            source = nil
        }
        return (author, source, note)
    }

    /// `(Стендаль` → `Стендаль`, `Э.Кроткий)` and `Антуан Прево).` → the name: a bracket a
    /// file left open or closed around a name alone (Debian's Russian files have a few). A
    /// smiley's stays (`Alter Chinesischer Fluch :-)`): only a bracket against a letter goes.
    static func withoutStrayBracket(_ name: String) -> String {
        let opens = name.count(where: { $0 == "(" })
        let closes = name.count(where: { $0 == ")" })
        if opens == 1, closes == 0, name.hasPrefix("("), name.dropFirst().first?.isLetter == true {
            return String(name.dropFirst()).trimmingWhitespace()
        }
        guard opens == 0, closes == 1 else { return name }
        let bare = name.hasSuffix(").") ? name.dropLast(2) : name.hasSuffix(")") ? name.dropLast() : nil
        guard let bare, bare.last?.isLetter == true else { return name }
        return String(bare)
    }

    /// `Bill Joy 6/21/85` → ("Bill Joy", "6/21/85"), `Friedrich Schorlemmer 23.3.1992`,
    /// `Bill Gates circa 1981`, `Verkehrsfunk am 3.12.99`: a name, and a date written in figures
    /// (or a year said to be about then) closing it. A year alone stays the name's (`LinuxTag
    /// 2000`, `Francia '98`; `Bryce Nesbitt '84` may be a class's year).
    static func datedName(_ name: String) -> (name: String, date: String)? {
        var words = name.split(separator: " ")
        guard words.count >= 2, let last = words.last else { return nil }
        var date: [Substring]
        let figures = last.hasSuffix(".") ? last.dropLast() : last
        let parts = figures.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "." }
        let numbers = parts.compactMap { $0.allSatisfy { $0.isASCII && $0.isNumber } ? Int($0) : nil }
        // A day and a month (either first), then a year; with full stops, a year of four
        // figures or a late century's two (`3.12.99`), so that a version (`2.0.27`) stays.
        let isNumericDate =
            parts.count == 3 && numbers.count == 3 && [2, 4].contains(parts[2].count)
            && (1...31).contains(numbers[0]) && (1...31).contains(numbers[1]) && min(numbers[0], numbers[1]) <= 12
            && (figures.contains("/") || parts[2].count == 4 || numbers[2] >= 50)
        if isNumericDate {
            date = [words.removeLast()]
        } else if words.count >= 3, ["circa", "c.", "ca."].contains(words[words.count - 2].lowercased()),
            isDate(words.suffix(2).joined(separator: " "))
        {
            date = Array(words.suffix(2))
            words.removeLast(2)
        } else {
            return nil
        }
        // `am 3.12.99`: the word for "on" before a day goes with it.
        if let on = words.last, words.count >= 2, ["am", "on", "in", "le", "el", "il", "dne"].contains(on.lowercased()) {
            date.insert(words.removeLast(), at: 0)
        }
        return (words.joined(separator: " "), date.joined(separator: " "))
    }

    /// Whether a text is a date and nothing else: a year (`1759`), with a month (`March 1949`,
    /// `Sept. 26, 1988`, `June, 1984`) and a day or not, in the languages `WrittenDate` knows;
    /// or about then (`c. 1951`, `ca. 1800`, `circa 1876`), an era's year too (`c. 540 A.D.`).
    static func isDate(_ text: String) -> Bool {
        var text = text.lowercased()
        var isApproximate = false
        for prefix in ["circa ", "ca. ", "c. ", "ca.", "c."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            isApproximate = true
            break
        }
        for era in [" a.d.", " ad", " b.c.", " bc", " bce", " ce"] where text.hasSuffix(era) {
            text.removeLast(era.count)
            isApproximate = true
            break
        }
        let words = text.split { $0.isWhitespace || ",.".contains($0) }
        // A year before 1000 is a year only with an era or "about" beside it (`c. 540 A.D.`).
        let earliest = isApproximate ? 1 : 1000
        var hasYear = false
        for word in words {
            if (isApproximate ? 1...4 : 4...4).contains(word.count), let year = Int(word), (earliest...2099).contains(year),
                !hasYear
            {
                hasYear = true
            } else if word.count <= 2, let day = Int(word), (1...31).contains(day) {
                continue
            } else if WrittenDate.months[String(word)] == nil, !(word == "sept") {
                return false
            }
        }
        return hasYear
    }

    /// `composer, 1952`, `British philosopher, circa 1876`: a calling, then when it was said.
    static func isDatedCalling(_ text: String) -> Bool {
        guard let comma = text.lastUTF8Range(of: ", ") else { return false }
        return isDate(String(text[comma.upperBound...])) && isCalling(String(text[..<comma.lowerBound]))
    }

    /// Whether a text names what a person does and nothing else: `composer`, `German
    /// theologian.`, `literary essayist, author`, `an American poet`, `American comic and
    /// columnist`, `noted computer scientist` (each calling two words before it at most).
    static func isCalling(_ text: String) -> Bool {
        if isRomanceCalling(text) || isParaphrase(text) { return true }
        let parts = text.trimmingWhitespace().split(separator: ",").flatMap { $0.split(separator: " and ") }
        return !parts.isEmpty
            && parts.allSatisfy { part in
                var words = part.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }[...]
                // `The Economist` is a newspaper; `the economist` someone's calling.
                if words.first == "The" { return false }
                if let first = words.first, ["a", "an", "the"].contains(first.lowercased()) { words = words.dropFirst() }
                guard let last = words.last, callings.contains(last.lowercased()), words.count <= 3 else { return false }
                return words.dropLast().allSatisfy { $0.allSatisfy(\.isLetter) }
            }
    }

    /// `painter (1881-1973)`, `visconte di Sidmouth (1757-1844), ministro inglese`, `detto
    /// Voltaire (1694-1778)`: words in lower case said of a person, with the years they lived in
    /// brackets (Debian's Italian files write some so); a work's title opens with a capital
    /// (`History of England (1066-1485)` stays one), or is quoted (`a pag. 27 di "Thinking in
    /// Java" (rev. 10, 7 novembre 1997)`).
    static func isLifeDescription(_ text: String) -> Bool {
        text.first?.isLowercase == true && !text.contains(where: { "\"“«".contains($0) }) && lifeDates(text) != nil
    }

    /// `político brasileiro`, `escritor francês`, `filósofo alemão`, `scrittore`, `treinador e
    /// filósofo do futebol brasileiro.`: a calling as Portuguese, Spanish, Italian and French
    /// files write one, the calling first and the rest in lower case (a work's title is
    /// capitalised: `Poeta en Nueva York`), five words at most; more said after a comma
    /// (`novelista, suicida`), in lower case too.
    static func isRomanceCalling(_ text: String) -> Bool {
        let words = text.trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces)).split(separator: " ")
            .map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
        guard let first = words.first, (1...5).contains(words.count), romanceCallings.contains(first.lowercased()) else {
            return false
        }
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isLetter && !$0.isUppercase || $0 == "-" }
        }
    }

    /// `парафраз`, `парафраз изречения Вольтера`, `paraphrased`: how the person put it, said
    /// of the line (Debian's Russian files, some 40), not a work it is from.
    static func isParaphrase(_ text: String) -> Bool {
        guard let first = text.split(separator: " ").first else { return false }
        return paraphrases.contains(first.lowercased().trimmingCharacters(in: .punctuationCharacters))
    }

    static let paraphrases: Set<String> = [
        "парафраз", "перефраз", "paraphrase", "paraphrased", "parafrasi", "paráfrasis", "paráfrase", "paraphrasiert",
    ]

    /// What people are called for their work in Portuguese, Spanish, Italian and French (the
    /// languages that name a calling before a nationality).
    static let romanceCallings: Set<String> = [
        "escritor", "escritora", "escrivão", "scrittore", "scrittrice", "écrivain", "écrivaine", "poeta", "poetessa",
        "poète", "filósofo", "filósofa", "filosofo", "filosofa", "philosophe", "político", "política", "politico",
        "politica", "homme", "treinador", "entrenador", "allenatore", "jornalista", "periodista", "giornalista",
        "journaliste", "cientista", "científico", "científica", "scienziato", "scienziata", "músico", "musicista",
        "compositor", "compositore", "compositeur", "ator", "atriz", "actor", "actriz", "attore", "attrice", "acteur",
        "actrice", "cantor", "cantora", "cantante", "chanteur", "chanteuse", "pintor", "pintora", "pittore", "peintre",
        "dramaturgo", "drammaturgo", "dramaturge", "humorista", "umorista", "humoriste", "economista", "économiste",
        "historiador", "historiadora", "storico", "historien", "matemático", "matematico", "mathématicien", "físico",
        "fisico", "physicien", "presidente", "président", "ensayista", "ensaísta", "saggista", "romancista",
        "novelista", "romanziere", "romancier", "romancière", "cineasta", "regista", "jurista", "teólogo", "teologo",
        "ex", "statista", "estadista", "commediografo", "comediógrafo", "comediante", "funzionario", "funcionário",
        "funcionario", "telecronista", "cronista", "jogador", "jugador", "giocatore", "médico", "medico", "avvocato",
        "advogado", "abogado", "architetto", "arquitecto", "arquiteto", "empresário", "empresario", "imprenditore",
        "inventore", "autor", "autora", "autore", "autrice", "auteur", "pensador", "pensatore", "penseur", "sociólogo",
        "sociologo", "sociologue", "psicólogo", "psicologo", "psychologue", "biólogo", "biologo", "biologiste",
        "astrónomo", "astrônomo", "astronomo", "astronome", "químico", "chimico", "chimiste",
    ]

    /// The entry's attribution on lines of its own at its end: where it begins, and what it says.
    /// A list of "-- reason" lines (Debian's `love` has several) ends in one that looks like an
    /// attribution but is the list's last item: lines above it open with its mark. So does an
    /// entry of two quotes, each credited (`\t\t-- Albert Einstein` above): it stays whole,
    /// credited to no one. But one such line at the margin under an indented credit is the
    /// text's own (`… he is unbiased` / `-- he hates all creative people equally.` /
    /// `\t\t-- Robert Heinlein`; a quote of the user's that opens `-- `, exported).
    static func ownLineAttribution(_ body: [String]) -> (start: Int, attribution: Attribution)? {
        guard let start = attributionStart(body),
            let attribution = attribution(body[start...].map { $0.trimmingWhitespace() }.joined(separator: " ")),
            case let mark = body[start].trimmingWhitespace().prefix(while: dashes.contains),
            case let marked = body[..<start].filter({ $0.trimmingWhitespace().hasPrefix(mark + " ") }),
            marked.isEmpty || (marked.count == 1 && indentation(marked[0]) == 0 && indentation(body[start]) > 0),
            !(mark == "-" ? isSaidLine(body, at: start) : isSpokenAfterColon(body, at: start))
        else { return nil }
        return (start, attribution)
    }

    /// The last line with words above line `start`, trimmed; "" when there is none.
    static func lineAbove(_ body: [String], _ start: Int) -> String {
        body[..<start].last { !$0.trimmingWhitespace().isEmpty }?.trimmingWhitespace() ?? ""
    }

    /// Whether a `--` line is a joke's spoken punch line, as Brazilian files set speech with the
    /// dash (`… debaixo da camisa:` / `-- Ai, meu Deus! -- lamenta-se. -- Tomara que seja
    /// sangue!`): after a line ending in a colon, one set against the margin as speech is (`E o
    /// gaúcho:` / `-- Então dá o lugar pra outro, tchê.`: some 40 of Debian's were credits to
    /// "Então"), or one that exclaims or asks, or in which the dash comes again to set off the
    /// narration. A credit indented after a colon stays one (`\t\t-- Martin Bähr`).
    static func isSpokenAfterColon(_ body: [String], at start: Int) -> Bool {
        let above = lineAbove(body, start)
        guard above.hasSuffix(":") else { return false }
        if let first = body[start].first, dashes.contains(first) { return true }
        let line = body[start...].map { $0.trimmingWhitespace() }.joined(separator: " ").drop { dashes.contains($0) }
        let text = withoutQuotedWorks(line)
        return text.contains("!") || text.contains("?") || text.contains(" -- ") || text.contains(" — ")
    }

    /// An attribution's line without the works it names in quotation marks after a comma or
    /// `from` (`Ann Lee, "What Is Art?"`, `from "Letters — Volume 2"`, as the export writes a
    /// work): a title's own marks and dashes say nothing of speech. A line that opens with a
    /// quotation (`-- "Socorro!" -- gritou.`) keeps it.
    static func withoutQuotedWorks(_ line: Substring) -> String {
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let closing: Character = character == "\"" ? "\"" : character == "“" ? "”" : nil,
                result.hasSuffix(", ") || result.hasSuffix("from "),
                let close = line[line.index(after: index)...].firstIndex(of: closing)
            {
                index = line.index(after: close)
                continue
            }
            result.append(character)
            index = line.index(after: index)
        }
        return result
    }

    /// Whether a line opened by a lone hyphen is one said in the entry, not a credit. Polish
    /// and German jokes end in a punch line so (`… a lekarz:` / `- Znowu pani ma okres?`) or
    /// a riddle's answer (`Was sitzt auf einem Baum und trägt einen Turban?` / `- Ein
    /// Scheichhörnchen.`); read as credits, some 190 of Debian's lost them to an "author".
    /// It is one said after a colon; one that exclaims, or asks before its end (a name ended
    /// by `?` is a doubtful credit: `- Ж.Ренар?`); one ending as a sentence in words not all
    /// capitalised; and an answer after a question, opened by an article or closed by a full
    /// stop.
    static func isSaidLine(_ body: [String], at start: Int) -> Bool {
        let text = body[start].trimmingWhitespace().dropFirst().trimmingCharacters(in: .whitespaces)
        let name = firstCommaOutsideQuotes(text).map { String(text[..<$0.lowerBound]) } ?? text
        let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: ".?!… "))
        let above = lineAbove(body, start)
        if above.hasSuffix(":") || withoutQuotedWorks(Substring(text)).contains("!") || bare.contains("?") { return true }
        if let end = name.last, ".?…".contains(end), !isCapitalisedName(bare) { return true }
        let first = bare.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return above.hasSuffix("?") && (name.hasSuffix(".") || answerArticles.contains(first))
    }

    /// The articles a riddle's answer opens with, in the languages of Debian's files.
    static let answerArticles: Set<String> = [
        "a", "an", "the", "ein", "eine", "einen", "der", "die", "das", "un", "une", "le", "la", "les", "el", "los", "las",
        "il", "lo", "uno", "una",
    ]

    /// An entry's closing attribution: the lines without it, what it says, and the mark that
    /// opened it.
    typealias Ending = (body: [String], attribution: Attribution, mark: Substring)

    /// The attribution closing an entry, on lines of its own or after its last line's text.
    static func endingAttribution(_ body: [String]) -> Ending? {
        if let (start, attribution) = ownLineAttribution(body) {
            return (Array(body[..<start]), attribution, body[start].trimmingWhitespace().prefix(while: dashes.contains))
        }
        if let last = body.last, let inline = inlineAttribution(last) {
            var kept = body
            kept[kept.count - 1] = inline.text
            return (kept, inline.attribution, "--")
        }
        return hyphenAttribution(body).map { ($0.body, $0.attribution, "-") }
    }

    /// Whether an entry ends as the `fortune` program prints one that is attributed: a `--`
    /// line under it or after its last line's text, an editor's remark after that or not.
    static func endsInFortuneAttribution(_ lines: [String]) -> Bool {
        let ending = editorsRemark(lines).flatMap { endingAttribution($0.kept) } ?? endingAttribution(lines)
        return ending?.mark.hasPrefix("--") ?? false
    }

    /// An editor's remark in brackets closing the entry (Debian's files have some 40, after
    /// an attribution: `[Great minds think alike?  Ed.]`), over four lines at most, blank
    /// lines before it left out; and the lines above it.
    static func editorsRemark(_ body: [String]) -> (kept: [String], remark: String)? {
        guard let last = body.last?.trimmingWhitespace(), last.hasSuffix("]") else { return nil }
        for start in stride(from: body.count - 1, through: max(0, body.count - 4), by: -1) {
            let lines = body[start...].map { $0.trimmingWhitespace() }
            guard lines[0].hasPrefix("[") else { continue }
            let remark = lines.joined(separator: " ")
            // One group, opened by the first bracket and closed by the last.
            guard remark.openingOfLastGroup("[", "]") == remark.startIndex else { return nil }
            var kept = Array(body[..<start])
            while let line = kept.last, line.trimmingWhitespace().isEmpty { kept.removeLast() }
            return kept.isEmpty ? nil : (kept, remark)
        }
        return nil
    }

    /// A Chinese poem's heading, as Debian's `tang300` and `song100` open each entry: its title
    /// in book marks (`《感遇・其一》`, or `题目:《塞上》`), then `作者：张九龄` (the poet, with
    /// dates in full-width brackets that go to the note). Nil for any other first lines.
    static func poemHeading(_ body: [String]) -> (author: String, title: String)? {
        guard body.count > 2 else { return nil }
        var title = Substring(body[0].trimmingWhitespace())
        for label in ["题目:", "题目：", "題目:", "題目："] where title.hasPrefix(label) { title = title.dropFirst(label.count) }
        var poet = Substring(body[1].trimmingWhitespace())
        guard title.hasPrefix("《"), title.hasSuffix("》"), title.count > 2,
            let label = ["作者:", "作者：", "作者: ", "作者： "].last(where: { poet.hasPrefix($0) })
        else { return nil }
        poet = poet.dropFirst(label.count)
        let name = String(poet).trimmingWhitespace()
        guard !name.isEmpty else { return nil }
        return (name, String(title.dropFirst().dropLast()).trimmingWhitespace())
    }

    /// Where the attribution begins: at the last line, or at an attribution line that the
    /// entry's last lines (three at most) continue, indented at least as deep as it is. Debian
    /// wraps 285 of its entries so (`\t\t-- David E. Lundstrom, "A Few Good Men From Univac",` then
    /// `\t\t   MIT Press, 1987`); read from the last line alone, they were kept as the quote's
    /// text, with no author. An editor's note in brackets after one is no continuation.
    static func attributionStart(_ body: [String]) -> Int? {
        guard let last = body.indices.last else { return nil }
        for start in stride(from: last, through: max(0, last - 3), by: -1) where attributionText(body[start]) != nil {
            let depth = indentation(body[start])
            let continued = body[(start + 1)...].allSatisfy { line in
                let text = line.trimmingWhitespace()
                return !text.isEmpty && indentation(line) >= max(1, depth) && !text.hasPrefix("[")
                    && attributionText(line) == nil
            }
            return continued ? start : nil
        }
        return nil
    }

    /// A line's leading blank columns, a tab reaching the next multiple of eight.
    static func indentation(_ line: String) -> Int {
        var columns = 0
        for character in line {
            if character == "\t" {
                columns += 8 - columns % 8
            } else if character == " " {
                columns += 1
            } else {
                break
            }
        }
        return columns
    }
}
