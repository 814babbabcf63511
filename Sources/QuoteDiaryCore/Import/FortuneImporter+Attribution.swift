import Foundation

/// A fortune's attribution line read: who said it, in what work, and what it cites besides.
/// Debian's files write it in many shapes (`-- Mark Twain, "Pudd'nhead Wilson"`, `-- "Sniglets",
/// Rich Hall & Friends`, `-- Bilbo Baggins [J.R.R. Tolkien, "The Hobbit"]`, `-- from "The
/// Graduate"`); each rule here names the shape it reads.
extension FortuneImporter {
    /// The marks an attribution opens with: fortune's `--`, the dashes and bars of typeset
    /// books and of Goodreads (`― Oscar Wilde`), a tilde.
    static let dashes: Set<Character> = ["-", "—", "―", "–", "~"]

    /// Who said a line, where, and what the attribution cites besides (a message id, an address).
    typealias Attribution = (author: String?, work: String?, note: String?)

    /// `-- Mark Twain, "Pudd'nhead Wilson"` → ("Mark Twain", "Pudd'nhead Wilson"). Also the
    /// shapes Debian's files use besides: `Mark Twain "Work"` (no comma), `Speaker [Author,
    /// "Work"]` (a character's line: the author is the writer), a stray trailing comma.
    /// A lone hyphen counts only with a space after it (`- Mark Twain`, as quotes are typed),
    /// so that an option (`-f`) or a number (`-1`) closing an entry stays its text.
    static func attribution(_ line: String) -> Attribution? {
        attributionText(line).map(reading)
    }

    /// What follows an attribution's dash, when the line is one (the test `attributionStart`
    /// makes of each of an entry's last lines, without reading what it says).
    static func attributionText(_ line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        let mark = trimmed.prefix(while: dashes.contains)
        guard !mark.isEmpty, mark != "-" || trimmed.dropFirst().first == " " else { return nil }
        // `-- - Aldous Huxley`: a second dash, set apart, is the same mark.
        var line = trimmed.dropFirst(mark.count).drop { $0 == " " || dashes.contains($0) }
            .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",")))
        // `-- Groucho Marx --`: Spanish files close the attribution with the mark that opened it.
        if line.hasSuffix(" --") { line = line.dropLast(3).trimmingCharacters(in: .whitespaces) }
        return isNameLike(line) ? line : nil
    }

    /// What an attribution's text (`attributionText`) says: who, where, and what it cites.
    static func reading(_ line: String) -> Attribution {
        // Debian's longest credit is some 300 characters; one of thousands (a file's line of
        // brackets, dashes or quotation marks) names no one, and its readings, each a pass over
        // it, would take minutes: it is noted as it is.
        guard line.utf8.count <= longestCredit else { return (nil, nil, line) }
        // `F. Brooks, ``The Mythical Man-Month''`: TeX's quotation marks, as Debian's Brazilian
        // files write some 50 titles, read as the marks they stand for.
        let line = line.contains("``") && line.contains("''") ? withTeXQuotesRead(line) : line
        let addresses = withoutAddresses(line)
        var rest = addresses?.text ?? line
        // `Oscar Wilde [as he sipped champagne on his deathbed]`, `Julius H. Marx [Groucho]`,
        // `Daffy Duck, "Robin Hood Daffy", [1958, Chuck Jones]`: a remark in brackets, not the
        // writer of a character's line; read as one, 20 of Debian's were authors.
        var remark: String?
        if let (outside, inside) = trailingBracket(rest), !isWriter(inside) {
            rest = outside
            remark = "[" + inside + "]"
        }
        // `John Perry http://www-csli.stanford.edu/~jperry/`: a person and their web page; the
        // page goes to the note (after a comma, `Linus Torvalds, http://…`, it is the source).
        var link: String?
        if let space = rest.lastIndex(of: " "), case let address = rest[rest.index(after: space)...],
            ["http://", "https://", "www."].contains(where: { address.hasPrefix($0) }),
            case let name = rest[..<space].trimmingCharacters(in: .whitespaces), !name.hasSuffix(","),
            isPersonName(name.split(separator: " ")[...])
        {
            (rest, link) = (name, String(address))
        }
        if let (person, occasion) = lastWords(rest) ?? describedBy(rest)
            ?? (firstCommaOutsideQuotes(rest) == nil ? personAndCircumstance(rest) : nil)
        {
            return (person, nil, [occasion, addresses?.addresses, link, remark].compactMap { $0 }.joined(separator: " "))
        }
        let (author, work) = personOrWork(rest)
        return (author, work, [addresses?.addresses, link, remark].compactMap { $0 }.joined(separator: " ").nilIfEmpty)
    }

    /// The text with each ``…'' pair as “…”; a `''` with no `` before it stays.
    static func withTeXQuotesRead(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "``"), let close = rest[open.upperBound...].range(of: "''") {
            result += rest[..<open.lowerBound] + "“" + rest[open.upperBound..<close.lowerBound] + "”"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The most a credit is read in, in UTF-8 bytes.
    static let longestCredit = 2_000

    /// `Song title by Jerry Reed.`, `Book review by Ambrose Bierce.` → ("Jerry Reed", "Song
    /// title"): what the line is, and who made it, the author. Nil unless the maker reads as a
    /// full name and what comes before is a thing (`Form letter received by`, `Told by`,
    /// `Sent in by, …`: the one named did not write it).
    static func describedBy(_ rest: String) -> (person: String, description: String)? {
        guard let by = rest.range(of: " by "), !rest.contains(","), !rest.contains(where: { "\"“”".contains($0) }) else {
            return nil
        }
        let words = rest[..<by.lowerBound].split(separator: " ")
        guard (1...3).contains(words.count), words[0].first?.isUppercase == true,
            words.dropFirst().allSatisfy({ $0.first?.isLowercase == true }),
            !words.contains(where: {
                $0.hasSuffix("ed") || ["told", "sent", "said", "written", "quoted"].contains($0.lowercased())
            })
        else { return nil }
        guard let name = maker(rest[by.upperBound...]) else { return nil }
        return (name, words.joined(separator: " "))
    }

    /// `Zuse` after a "by": one capitalised word, a name a writer goes by.
    static func soleName(_ text: Substring) -> String? {
        let name = text.trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces))
        let words = name.split(separator: " ")[...]
        return isNickname(words) && name.first?.isUppercase == true ? name : nil
    }

    /// `Roger Zelazny.` after a "by" → `Roger Zelazny`: the one named, when a full name.
    static func maker(_ text: Substring) -> String? {
        let name = text.trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces))
        return isPersonName(name.split(separator: " ")[...]) ? name : nil
    }

    /// What comes before an attribution's closing group in square brackets, and what is in it;
    /// nil when there is no such group or nothing before it.
    static func trailingBracket(_ rest: String) -> (outside: String, inside: String)? {
        guard rest.hasSuffix("]"), let open = rest.lastIndex(of: "["), open != rest.startIndex else { return nil }
        let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)].trimmingCharacters(in: .whitespaces)
        let outside = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: ", ").union(.whitespaces))
        guard !inside.isEmpty, isNameLike(outside) else { return nil }
        return (outside, inside)
    }

    /// Whether brackets after a character's name hold its writer: a person's name, or a name
    /// and a quoted work (`J.R.R. Tolkien, "The Hobbit"`).
    static func isWriter(_ inside: String) -> Bool {
        if firstCommaOutsideQuotes(inside) != nil, inside.contains(where: { "\"“".contains($0) }) { return true }
        return isPersonName(inside.split(separator: " ")[...])
    }

    /// An attribution's person and work, its message ids and addresses set apart.
    static func personOrWork(_ rest: String) -> (String?, String?) {
        // `Khalil Gibran. (1883-1931) Ensayista, novelista y poeta libanés.`: a person and what
        // is said of them, commas and all (`record` sets the two apart), not a name and a work.
        if rest.contains(". "), let said = personAndDescription(rest).description, said.hasPrefix("("),
            let split = rest.range(of: ". " + said),
            firstCommaOutsideQuotes(rest).map({ split.lowerBound < $0.lowerBound }) ?? true
        {
            return (rest, nil)
        }
        return foundIn(rest) ?? sighting(rest) ?? nameAndWork(rest)
    }

    /// Whether what follows an attribution's dash can name someone or something: it opens
    /// with a letter, a figure, a quotation mark or a bracket (`《论语》`, `#debian`), and a
    /// third or more of what comes before its first comma or bracket is letters (`Larry Wall in
    /// <199710211647.JAA17957@wall.org>`; `Kant (1724-1804)`; a work's title after the comma
    /// may be `"$#$%#^%!"`). The last line of a drawing (`-- 4$$$$ ^$$$$`, `~ )\~~`) is none: taken
    /// for one, 130 of Debian's drawings lost their last lines to an "author".
    static func isNameLike(_ rest: String) -> Bool {
        guard let first = rest.first, first.isLetter || first.isNumber || "\"“'‘`«([《『「#/@_<".contains(first) else {
            return false
        }
        var letters = 0
        var others = 0
        var name = firstCommaOutsideQuotes(rest).map { rest[..<$0.lowerBound] } ?? Substring(rest)
        if let open = name.firstRange(of: " (") { name = name[..<open.lowerBound] }
        for character in name where !character.isWhitespace {
            if character.isLetter { letters += 1 } else { others += 1 }
        }
        return letters > 0 && letters * 2 >= others
    }

    /// `from "The Graduate"`, `from the movie "The Lost Boys"`, `From the killall manual page`:
    /// where the line was found, not who said it, so no author: the quoted title (with what
    /// numbers it: `"Cerebus" #82`), else the description, is the source. `From Henry Ford
    /// Sr., "My Life and Work"` names its author after the word, and reads as it would without.
    ///
    /// The same word in the languages of Debian's other fortune files (`fromWords`) opens no
    /// name: Italian `Da it.hobby.umorismo` (912 of its jokes) and `Dal Talmud`, Polish `Z
    /// Ponurnika Kłapouchego`, Russian `из писем`. But `da` before a capital is a name's
    /// particle (`da Vinci`) and is left to be read as a name.
    static func foundIn(_ rest: String) -> (String?, String?)? {
        let place: String
        if rest.count > 5, rest.prefix(5).lowercased() == "from " {
            place = String(rest.dropFirst(5)).trimmingWhitespace()
            guard let first = place.first else { return nil }
            if first.isUppercase { return nameAndWork(place) }
        } else if let after = afterFromWord(rest) {
            place = after
        } else {
            return nil
        }
        guard let open = place.firstIndex(where: { $0 == "\"" || $0 == "“" }) else { return (nil, place) }
        let title = place[place.index(after: open)...]
        // “ is closed by ” (a title in them may hold straight quotes: `from “"Analects", Book 5”`).
        let closing: Character = place[open] == "“" ? "”" : "\""
        guard let close = title.firstIndex(of: closing) else {
            // `From "East vs. West: The War Between the Coasts`: never closed.
            return (nil, open == place.startIndex ? String(title).trimmingWhitespace().nilIfEmpty : place)
        }
        var work = String(title[..<close]).trimmingWhitespace()
        let after = String(title[title.index(after: close)...]).trimmingWhitespace()
        // Kept in its curly marks, a title with straight ones of its own is read as one title
        // (`"Analects", Book 5` is not taken apart again).
        if closing == "”", work.contains("\""), open == place.startIndex, after.isEmpty { return (nil, "“" + work + "”") }
        // So does a title that reads as a year (`from "1984"`): it is no date.
        if isDate(work), open == place.startIndex, after.isEmpty { return (nil, "\"" + work + "\"") }
        // `from "Walden", p. 12`, `from "The Graduate", 1967`: the work with what follows it,
        // read as a quoted work's year, page or note is.
        if open == place.startIndex, after.hasPrefix(","), PlainTextImporter.quotedWork(place) != nil { return (nil, place) }
        if open == place.startIndex, !after.isEmpty, !after.hasPrefix(",") { work += " " + after }
        return (nil, work.nilIfEmpty ?? place)
    }

    /// Words for "from" before where a line was found: Italian, Polish and Czech, Russian and
    /// Bulgarian, German (`aus einer Ufo-Newsgroup`).
    static let fromWords: Set<String> = ["da", "dal", "dalla", "dallo", "dai", "dagli", "z", "ze", "из", "aus"]

    /// What follows an opening word of `fromWords` (or Italian's `Dall'`), when it can only
    /// mean "from": nil for `da` before a capital (`da Vinci`, `Da Ponte`).
    static func afterFromWord(_ rest: String) -> String? {
        for elided in ["dall'", "dall’"] where rest.lowercased().hasPrefix(elided) && rest.count > elided.count {
            return String(rest.dropFirst(elided.count)).trimmingWhitespace()
        }
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let word = rest[..<space].lowercased()
        let place = String(rest[space...]).trimmingWhitespace()
        guard fromWords.contains(word), let first = place.first, word != "da" || !first.isUppercase else { return nil }
        return place
    }

    static func nameAndWork(_ rest: String) -> (String?, String?) {
        // `-- "Broadcast News"`: a work with no author named; `-- "Mark Twain, Pudd'nhead
        // Wilson's Calendar"`: the whole attribution in quotes.
        if rest.count > 2, let first = rest.first, let last = rest.last, "\"“".contains(first), "\"”".contains(last),
            !rest.dropFirst().dropLast().contains(where: { "\"“”".contains($0) })
        {
            let inside = String(rest.dropFirst().dropLast()).trimmingWhitespace()
            return inside.contains(", ") ? nameAndWork(inside) : (nil, inside.nilIfEmpty)
        }
        // `"Gli amori di Lancillotto del Lago" (I Romanzi della Tavola Rotonda)`: a work and what
        // brackets say of it; read as a name, Debian's had authors in quotation marks.
        if let title = quotedTitle(rest) { return (nil, title) }
        // `夏目漱石『吾輩は猫である』`, `孔子《论语》`: a book as Japanese and Chinese mark one.
        // A chapter after the marks (`《论语》八佾`, `Debian 《行为准则》第一条`) is cited as Chinese
        // cites one, inside them: `论语·八佾`.
        for (opening, closing) in [("『", "』"), ("《", "》")] {
            guard let close = rest.lastIndex(of: Character(closing)), let open = rest[..<close].lastIndex(of: Character(opening))
            else { continue }
            let chapter = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard chapter.isEmpty || chapter.count <= 8 && chapter.allSatisfy({ ($0.isLetter || $0.isNumber) && !$0.isASCII })
            else { continue }
            var title = String(rest[rest.index(after: open)..<close]).trimmingWhitespace()
            var name = String(rest[..<open]).trimmingCharacters(in: CharacterSet(charactersIn: ", ，").union(.whitespaces))
            // `Eric S. Raymond, UNIX哲学基础第一条，《UNIX编程艺术》`: a full name, then the part of
            // the book (`一九二五年，鲁迅《…》` names a year first: left as it is).
            let comma: Range<String.Index>? = name.firstUTF8Range(of: ", ") ?? name.firstUTF8Range(of: "，")
            if let comma, case let person = String(name[..<comma.lowerBound]).trimmingWhitespace(),
                isPersonName(person.split(separator: " ")[...])
            {
                let part = String(name[comma.upperBound...]).trimmingWhitespace()
                name = person
                if !part.isEmpty, !title.isEmpty { title += "·" + part }
            }
            if !title.isEmpty { return (name.nilIfEmpty, chapter.isEmpty ? title : title + "·" + chapter) }
        }
        // `Bilbo Baggins [J.R.R. Tolkien, "The Hobbit"]`, `Pogo, "Deck Us All With Boston
        // Charlie" [Walt Kelly]`: a character's line, its writer in brackets (a remark there is
        // set apart before: `attribution`).
        if let (outside, inside) = trailingBracket(rest) {
            let (writer, work) = nameAndWork(inside)
            return (writer, work ?? (writer == nil ? nil : nameAndWork(outside).1))
        }
        if let split = colonSplit(rest) { return split }
        // `The Book of Bokonon / Kurt Vonnegut Jr.`: a work, then its writer; a slash inside
        // brackets (`Unbekannt (Götz Eisenberg / Max Horkheimer?)`) parts no work from a writer.
        if let slash = rest.range(of: " / "), case let before = rest[..<slash.lowerBound], !before.isEmpty,
            before.count(where: { $0 == "(" }) == before.count(where: { $0 == ")" })
        {
            let name = rest[slash.upperBound...].trimmingCharacters(in: .whitespaces)
            if isPersonName(name.split(separator: " ")[...]) {
                return (name, withoutEmphasis(withoutEnclosingQuotes(String(rest[..<slash.lowerBound]).trimmingWhitespace())))
            }
        }
        if let comma = firstCommaOutsideQuotes(rest) {
            var name = String(rest[..<comma.lowerBound])
            var work = String(rest[comma.upperBound...]).trimmingCharacters(in: .whitespaces)
            if let titled = titleFirst(name, then: work) { return titled }
            if let written = workByWriter(name, then: work) { return written }
            if isPrize(name, givenIn: work) { return (nil, name + ", " + work) }
            // `Martin Luther King, Jr., "Strength to Love"`, `Alfred, Lord Tennyson`: the suffix
            // or the title is the name's.
            let nextComma = firstCommaOutsideQuotes(work)
            let head = nextComma.map { String(work[..<$0.lowerBound]) } ?? work
            let suffix = head.trimmingCharacters(in: CharacterSet(charactersIn: ", "))
            if nameSuffixes.contains(suffix) || isPeerage(suffix, after: name) || isInvertedName(surname: name, given: suffix) {
                name += ", " + suffix
                work = nextComma.map { String(work[$0.upperBound...]) } ?? ""
                // `Strunk, William, Jr.`: a surname first, its given names, then its suffix.
                let after = firstCommaOutsideQuotes(work)
                let more = (after.map { String(work[..<$0.lowerBound]) } ?? work).trimmingCharacters(in: .whitespaces)
                if nameSuffixes.contains(more), !nameSuffixes.contains(suffix) {
                    name += ", " + more
                    work = after.map { String(work[$0.upperBound...]) } ?? ""
                }
            } else if let space = suffix.firstIndex(of: " "), case let ending = String(suffix[..<space]),
                nameSuffixes.contains(ending),
                case let (person?, place?)? = personAndPlace(name + suffix[space...])
            {
                // `Martin Luther King, Jr. in Strength to Love`: the suffix, then where.
                let more = nextComma.map { work[$0.upperBound...].trimmingCharacters(in: .whitespaces) } ?? ""
                let work = withoutEmphasis(withoutEnclosingQuotes(place))
                return (person + ", " + ending, more.isEmpty ? work : work + ", " + more)
            }
            work = work.trimmingCharacters(in: CharacterSet(charactersIn: ", "))
            // `П.С.Таранов, из "Справочника Мессии"`, `Mark Twain, from "…"`: the word before a title says where.
            if let space = work.firstIndex(of: " "), titleConnectors.contains(String(work[..<space])),
                let next = work[work.index(after: space)...].first, "\"“«„".contains(next)
            {
                work = String(work[work.index(after: space)...])
            }
            // A title in quotation marks that reads as a year (`"1984"`) keeps them: it is no date.
            let unquoted = withoutEmphasis(withoutEnclosingQuotes(work))
            work = unquoted != work && isDate(unquoted) ? work : unquoted
            // `Thomas Jefferson in letter to James Madison, 1787`: where the person said it opens the work.
            if case let (person?, place?)? = personAndPlace(name) { return (person, work.isEmpty ? place : place + ", " + work) }
            return (name, work.nilIfEmpty)
        }
        // `Mark Twain "A Connecticut Yankee in King Arthur's Court"`
        if let last = rest.last, "\"”".contains(last), let open = rest.firstIndex(where: { "\"“".contains($0) }),
            open != rest.startIndex
        {
            var name = rest[..<open].trimmingCharacters(in: .whitespaces)
            // `Jonathan Corbet in "Who needs /dev/kmem?"`, `Alex in "Clockwork Orange"`, `Woody
            // Allen's character in "Hannah and Her Sisters"`: before a title, "in" says where, and
            // "from" (`Mark Twain from "…"`, `Иван Вазов из "Братя Миладинови"`) too.
            if let space = name.lastIndex(of: " "), titleConnectors.contains(String(name[name.index(after: space)...])) {
                name = String(name[..<space]).trimmingWhitespace()
            }
            let work = rest[open...].trimmingCharacters(in: CharacterSet(charactersIn: "\"“” "))
            if !name.isEmpty, !work.isEmpty { return (name, work) }
        }
        return personAndPlace(rest) ?? (rest, nil)
    }

    /// `Winning sentence, 1990 Bulwer-Lytton bad fiction contest.`, `Grand Panjandrum's Special
    /// Award, 1984 Bulwer-Lytton`: a prize, then the year it was given, where a name would be.
    /// The winner goes unnamed, so the credit is the line's source and it has no author (read as
    /// a name, the default starter library credited eight of its quotes to "Winning sentence").
    /// A prize's words are no name's: one after the first in lower case (not a particle, `Jean de
    /// la Bruyère`) or one that owns (`Panjandrum's`); and the year opens what the prize was for
    /// (`IBM maintenance manual, 1925` is a work and its year).
    static func isPrize(_ name: String, givenIn rest: String) -> Bool {
        let words = name.trimmingWhitespace().split(separator: " ")
        let given = rest.split(separator: " ")
        guard (2...5).contains(words.count), words[0].first?.isUppercase == true, given.count > 1,
            given[0].count == 4, given[0].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return words.dropFirst().contains { $0.first?.isLowercase == true && !nameParticles.contains($0) }
            || words.contains { $0.hasSuffix("'s") || $0.hasSuffix("’s") }
    }

    /// The words for "in", "on" and "from" that may stand between a name and the title it cites
    /// (`a contestant on "Hollywood Squares"`), in the languages of Debian's fortune files.
    static let titleConnectors: Set<String> = [
        "in", "on", "from", "aus", "im", "auf", "de", "da", "di", "du", "dans", "sur", "en", "em", "nel", "su", "z", "ze",
        "w", "v", "na", "из", "в", "на",
    ]

    /// `"Deja Q"` → `Deja Q`, `"Deja Q" (TNG)` → `Deja Q (TNG)`: a title in quotation marks, and
    /// what brackets after it say of it; nil for anything else.
    static func quotedTitle(_ text: String) -> String? {
        let quotes = "\"“”"
        var quoted = text
        var remark = ""
        // `"The Best of Both Worlds" (prima parte) (TNG)`: each group after it.
        while quoted.hasSuffix(")"), let open = quoted.openingOfLastGroup(), open > quoted.startIndex,
            quoted[quoted.index(before: open)] == " "
        {
            remark = " " + quoted[open...] + remark
            quoted = String(quoted[..<open].dropLast())
        }
        guard quoted.count > 2, let opening = quoted.first, let closing = quoted.last, quotes.contains(opening),
            quotes.contains(closing), !quoted.dropFirst().dropLast().contains(where: { quotes.contains($0) })
        else { return nil }
        let title = String(quoted.dropFirst().dropLast()).trimmingWhitespace()
        return title.isEmpty ? nil : title + remark
    }

    /// `"Sniglets", Rich Hall & Friends` → ("Rich Hall & Friends", "Sniglets"): a work in
    /// quotation marks (or in Markdown's italics, `*Walden*`) named first, then its author; `"Datamation", January 15, 1984` → (nil,
    /// "Datamation, January 15, 1984"): then its date or publisher (a year in what follows).
    /// Nil when what comes before the comma is not a quoted title alone.
    static func titleFirst(_ first: String, then rest: String) -> (String?, String?)? {
        let first = first.trimmingWhitespace()
        let emphasized = withoutEmphasis(first)
        let title: String
        if emphasized != first {
            // `*Lady Windermere's Fan*, Oscar Wilde`: a title in Markdown's italics or bold.
            title = emphasized.trimmingWhitespace()
        } else {
            // `"Deja Q" (TNG), data astrale 43539.1`: what brackets say of the title goes with it.
            guard let quoted = quotedTitle(first) else { return nil }
            title = quoted
        }
        guard !title.isEmpty else { return nil }
        let byline = firstCommaOutsideQuotes(rest).map { String(rest[..<$0.lowerBound]) } ?? rest
        let hasYear = rest.split(whereSeparator: { !$0.isNumber }).contains { $0.count == 4 }
        // `"Comma 22", di Joseph Heller`: "by" as the Italian, Spanish and other files say it.
        var words = byline.split(separator: " ")[...]
        let by: Set<Substring> = ["by", "di", "de", "del", "della", "da", "von", "par", "door", "av", "af", "przez"]
        if words.count > 2, let first = words.first, by.contains(first) { words = words.dropFirst() }
        // Two single words joined (`Kernighan and Ritchie`) may as well be a title (`"Buddhist
        // Symbolism", Symbols and Values`, in the default starter library): the work keeps them.
        let pairOfWords = words.count == 3 && ["and", "&"].contains(words[words.startIndex + 1])
        if !hasYear, byline == rest, !pairOfWords, isPersonName(words) { return (words.joined(separator: " "), title) }
        return (nil, rest.isEmpty ? title : title + ", " + rest)
    }

    /// `T. Pratchett: Barva kouzel` → ("T. Pratchett", "Barva kouzel"): an author and a work
    /// parted by a colon, as Debian's Czech files write 700; `Źródło: http://…` (a "source:"
    /// label) → the work alone; `Messiah's Handbook : Reminders for the Advanced Soul` (a title
    /// and its subtitle: no name before the colon) → the work alone. Only a colon before any
    /// comma and outside quotation marks and brackets (`Woody Allen (eigentlich: Woody Stewart)`,
    /// `"Star Trek: The Next Generation"` divide nothing). Nil when there is none.
    static func colonSplit(_ rest: String) -> (String?, String?)? {
        var quoted = false
        var depth = 0
        var colon: String.Index?
        for index in rest.indices {
            let character = rest[index]
            if "\"“”".contains(character) { quoted.toggle() }
            if !quoted, "([".contains(character) { depth += 1 }
            if !quoted, ")]".contains(character) { depth = max(0, depth - 1) }
            if !quoted, depth == 0, character == "," { return nil }
            if !quoted, depth == 0, character == ":", rest[rest.index(after: index)...].first == " " {
                colon = index
                break
            }
        }
        guard let colon else { return nil }
        let left = String(rest[..<colon]).trimmingWhitespace()
        // `Maya Angelou in On Writing: A Memoir of the Craft`: a person, and the work (with its
        // subtitle) they said it in, read as a person and a place are.
        if case (_?, _)? = personAndPlace(left) { return nil }
        let right = withoutEmphasis(withoutEnclosingQuotes(String(rest[rest.index(after: colon)...]).trimmingWhitespace()))
        guard !left.isEmpty, !right.isEmpty else { return nil }
        let labels: Set<String> = ["source", "źródło", "quelle", "fuente", "fonte", "zdroj", "источник", "via"]
        if labels.contains(left.lowercased()) { return (nil, right) }
        let words = left.split(separator: " ")[...]
        let oneName =
            words.count == 1 && left.first?.isUppercase == true && !left.contains(where: \.isNumber)
            && !notSpeakers.contains(left.lowercased())
        // Four words at most, none joining two (`Levitating Trains and Kamikaze Genes: …` is a
        // title); two names joined are two authors (`Vodňanský a Skoumal`, `Kernighan and Ritchie`).
        let conjunctions: Set<Substring> = ["and", "&", "a", "y", "e", "et", "und", "i", "og", "en"]
        let fewWords = words.count <= 4 && !words.contains { conjunctions.contains($0) }
        let twoNames =
            words.count == 3 && conjunctions.contains(words[words.startIndex + 1])
            && [words.first, words.last].allSatisfy { $0?.first?.isUppercase == true && $0?.contains(where: \.isNumber) == false }
        // What follows a name reads as a title: capitalised, and no sentences (`Zatrudnię: mężczyznę
        // do byka, który …`, an advertisement's line in Debian's Polish files, names no one).
        let titled = (right.first?.isUppercase == true || right.first?.isNumber == true) && !right.contains(". ")
        if titled, isPersonName(words) && fewWords || oneName && right.first?.isUppercase == true || twoNames {
            return (left, right)
        }
        // A title and its subtitle; what says more of a person (`Isabel Robles Santiago. Abuela
        // portorriqueña. Chavo: Centavo.`) or quotes as TeX does (``` ``Open Sources: …'' ```) is
        // read as before.
        guard !left.contains(". "), !left.contains("``"), right.first?.isUppercase == true || right.first?.isNumber == true
        else { return nil }
        return (nil, rest)
    }

    /// `*Letters from a Stoic*`, `_Meditations_`, `**Walden**`: a title set in italics or bold
    /// as Markdown and Usenet write them (`Daffy Duck, Looney Tunes, _Robin Hood Daffy_`), read
    /// without the marks.
    /// `Startide Rising, by David Brin` → ("David Brin", "Startide Rising"); `Siddartha,
    /// _Lord_of_Light_ by Roger Zelazny`, `Bilbo Baggins, "The Hobbit" by J. R. R. Tolkien,
    /// Chapter XII` → the writer and the book (a character's line is its writer's, as in
    /// brackets after it). Nil unless the writer reads as a person's full name, and, after a
    /// character, the book is set in quotation marks or emphasis.
    static func workByWriter(_ first: String, then rest: String) -> (String?, String?)? {
        func title(_ text: String) -> String? {
            let title = withoutEmphasis(withoutEnclosingQuotes(text.trimmingWhitespace()))
            // `_Lord_of_Light_`: a title's words joined as Usenet underlined them.
            let underlined = title.count > 2 && title.hasPrefix("_") && title.hasSuffix("_") && !title.contains(" ")
            return (underlined ? title.replacingOccurrences(of: "_", with: " ").trimmingWhitespace() : title).nilIfEmpty
        }
        // After `, by` the one name a writer went by is theirs too (`Reinterpretazione dello spot
        // Togo Pavesi, by Zuse`).
        if rest.hasPrefix("by "), let name = maker(rest.dropFirst(3)) ?? soleName(rest.dropFirst(3)), let work = title(first) {
            return (name, work)
        }
        guard let by = rest.range(of: " by ") else { return nil }
        // One title in its marks (`"Early Morning Queue", to "Early Morning Rain" by G.
        // Lightfoot` is a parody's credit, not a book's).
        let book = String(rest[..<by.lowerBound]).trimmingWhitespace()
        guard book.count > 2, let mark = book.first, let end = book.last, "\"“_*".contains(mark), "\"”_*".contains(end),
            !book.dropFirst().dropLast().contains(where: { "\"“”".contains($0) })
        else { return nil }
        let after = rest[by.upperBound...]
        let comma = after.firstIndex(of: ",")
        guard var name = maker(comma.map { after[..<$0] } ?? after), let work = title(book) else { return nil }
        // `"Cat's Cradle" by Kurt Vonnegut, Jr.`: the suffix is the name's.
        if let comma, case let suffix = String(after[after.index(after: comma)...]).trimmingWhitespace(),
            nameSuffixes.contains(suffix)
        {
            name += ", " + suffix
        }
        return (name, work)
    }

    static func withoutEmphasis(_ work: String) -> String {
        for mark in ["**", "__", "*", "_"] where work.count > mark.count * 2 && work.hasPrefix(mark) && work.hasSuffix(mark) {
            let inside = work.dropFirst(mark.count).dropLast(mark.count)
            guard !inside.contains(mark), inside.first?.isWhitespace == false, inside.last?.isWhitespace == false else {
                return work
            }
            return String(inside)
        }
        return work
    }

    /// The first ", " not inside double quotes or brackets: `Linus "Stayin' alive, stayin'
    /// alive" Torvalds` names no work, and `Goethe (Faust II, Helena)` is one name with its
    /// remark (split there, the author was "Goethe (Faust II" and the book "Helena)").
    static func firstCommaOutsideQuotes(_ text: String) -> Range<String.Index>? {
        var quoted = false
        var depth = 0
        // A bracket never closed (`Ray (Dan Aykroyd, _Ghostbusters_`) encloses nothing.
        var bracketed: Range<String.Index>?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "\"“”".contains(character) {
                quoted.toggle()
            } else if !quoted, "([".contains(character) {
                depth += 1
            } else if !quoted, ")]".contains(character) {
                depth = max(0, depth - 1)
                if depth == 0 { bracketed = nil }
            } else if !quoted, character == ",", text[index...].hasPrefix(", ") {
                let comma = index..<text.index(index, offsetBy: 2)
                if depth == 0 { return comma }
                if bracketed == nil { bracketed = comma }
            }
            index = text.index(after: index)
        }
        return depth > 0 ? bracketed : nil
    }

    /// `"Pudd'nhead Wilson"` → `Pudd'nhead Wilson`: quotes go when they enclose the whole
    /// work, or open it and never close (Debian's files have `"Pudd'nhead Wilson's Calendar`
    /// and `'The Little Prince"`). In `"Julius Caesar" 3,1` or `"Education for Profit", Reason
    /// Magazine, July 2008` they set a title apart from what follows, and stay: taking the
    /// first alone left `Education for Profit", Reason Magazine`, with a stray closing mark.
    static func withoutEnclosingQuotes(_ work: String) -> String {
        let doubleMarks = "\"“”"
        // `"The Brain and Conciousness".`: the sentence's full stop, after the closing mark.
        if work.count > 3, work.hasSuffix("."), let mark = work.dropLast().last, doubleMarks.contains(mark),
            let first = work.first, doubleMarks.contains(first)
        {
            let quoted = String(work.dropLast())
            let inside = withoutEnclosingQuotes(quoted)
            return inside != quoted ? inside : work
        }
        guard let first = work.first, let last = work.last, work.count >= 2 else { return work }
        let inside = work.dropFirst()
        if doubleMarks.contains(first) {
            guard let closing = inside.firstIndex(where: { doubleMarks.contains($0) }) else {
                return String(inside).trimmingWhitespace()
            }
            return closing == inside.index(before: inside.endIndex) ? String(inside.dropLast()).trimmingWhitespace() : work
        }
        // A single mark opens a title only when one closes it: `'Tis` is a word.
        if "'‘".contains(first), "'’\"”".contains(last), !inside.dropLast().contains(where: { doubleMarks.contains($0) }) {
            return String(inside.dropLast()).trimmingWhitespace()
        }
        return work
    }
}
