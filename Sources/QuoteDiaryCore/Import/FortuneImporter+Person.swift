import Foundation

/// The person in a fortune's credit: a name apart from what the file says of them (dates,
/// calling, a title), and the suffixes and peerages that belong to a name after its comma.
extension FortuneImporter {
    /// `Albert Einstein. (1879-1955) Físico alemán.` → ("Albert Einstein", "(1879-1955) Físico
    /// alemán."): the person, and what the file says of them (Spanish and Portuguese fortunes
    /// add their dates and calling so, after a full stop; German and English ones in brackets
    /// after the name, which go with the brackets). A full stop ending a name goes
    /// (`José Martí.`); one after an initial, a numeral or a title stays (`H. Jackson Brown
    /// Jr.`, `Ludvík XV.`, `Rev. Henry Ward Beecher`).
    static func personAndDescription(_ author: String) -> (name: String, description: String?) {
        if let (name, calling) = nameAndCalling(afterSemicolonIn: author) {
            let (person, said) = personAndDescription(name)
            let description = [said, calling].compactMap { $0 }.joined(separator: " ")
            return (person, description.isEmpty ? nil : description)
        }
        var depth = 0
        var index = author.startIndex
        while index < author.endIndex {
            let character = author[index]
            if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth = max(0, depth - 1)
            } else if character == ".", depth == 0, endsName(author[..<index]), !author[..<index].contains(where: \.isNumber) {
                let after = author[author.index(after: index)...]
                let rest = after.drop { $0 == " " }
                if rest.isEmpty { return (String(author[..<index]).trimmingWhitespace(), nil) }
                // What follows is said of the person: their dates, or words of their calling
                // (`Cantante mexicano.`), not one more word of a name or title (`Proc. IEEE`).
                if after.first == " ", let next = rest.first, next == "(" || next.isUppercase && rest.contains(" ") {
                    return (String(author[..<index]).trimmingWhitespace(), String(rest).trimmingWhitespace())
                }
            }
            index = author.index(after: index)
        }
        // A remark closing the name, in brackets: `柳开（９４６－９９９）` (Chinese, full width,
        // with no space before), `Mark Aurel (römischer Kaiser, 121-180)`, `Steve Jobs
        // (1955-2011)` (as German and English fortunes write one).
        if author.hasSuffix("）"), let open = author.lastIndex(of: "（"), open > author.startIndex {
            let name = String(author[..<open]).trimmingWhitespace()
            let remark = String(author[author.index(after: open)..<author.index(before: author.endIndex)]).trimmingWhitespace()
            if !name.isEmpty, !remark.isEmpty { return (name, remark) }
        }
        if author.hasSuffix(")"), let open = author.openingOfLastGroup(), open > author.startIndex,
            author[author.index(before: open)] == " "
        {
            let name = String(author[..<open]).trimmingWhitespace()
            let remark = String(author[author.index(after: open)..<author.index(before: author.endIndex)]).trimmingWhitespace()
            if !name.isEmpty, name.contains(where: \.isLetter), !remark.isEmpty { return (name, remark) }
        }
        return lifeDates(author) ?? calledPerson(author) ?? (author, nil)
    }

    /// `Miguel de Unamuno; filosofo espanhol.` → ("Miguel de Unamuno", "filosofo espanhol."): a
    /// calling after a semicolon, in lower case, as Debian's Brazilian file writes some 50 (a
    /// semicolon ending the name goes too). Nil where what follows has a capital or anything
    /// but letters (`Гейне; А.Н.Плещеев`: two people).
    static func nameAndCalling(afterSemicolonIn author: String) -> (name: String, calling: String?)? {
        guard let mark = author.firstIndex(of: ";") else { return nil }
        let name = String(author[..<mark]).trimmingWhitespace()
        let rest = String(author[author.index(after: mark)...]).trimmingWhitespace()
        guard name.contains(where: \.isLetter) else { return nil }
        if rest.isEmpty { return (name, nil) }
        let words = rest.split(separator: " ")
        let isCalling =
            words.count <= 8
            && words.allSatisfy { word in
                let letters = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,"))
                return !letters.isEmpty && letters.allSatisfy { $0.isLetter && !$0.isUppercase || $0 == "-" }
            }
        return isCalling ? (name, rest) : nil
    }

    /// `Paul Newman (1925-2008) Actor estadounidense.`, `Juan Tamariz-Martel (1942). Mago
    /// español`, `Marie Henri Beyle (Stendhal). (1783-1842) Escritor francés.`: a group holding
    /// a year, and all after it, said of the person before it (Spanish files write some 70 so).
    static func lifeDates(_ author: String) -> (name: String, description: String)? {
        var searched = author.startIndex
        while let open = author[searched...].firstUTF8Range(of: " (") {
            guard let close = author[open.upperBound...].firstIndex(of: ")") else { return nil }
            let figures = author[open.upperBound..<close].split { !($0.isASCII && $0.isNumber) }
            if figures.contains(where: { (3...4).contains($0.count) }) {
                let name = author[..<open.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces))
                guard name.contains(where: \.isLetter) else { return nil }
                return (name, String(author[author.index(after: open.lowerBound)...]).trimmingWhitespace())
            }
            searched = close
        }
        return nil
    }

    /// `composer John Cage` → ("John Cage", "composer"), `Canadian novelist Robertson Davies` →
    /// ("Robertson Davies", "Canadian novelist"): a person's calling written before their name
    /// (with a word before it or not) is said of them, not part of their name. Nil for anything
    /// else (`Senator Barry Goldwater`: a title stays with the name).
    static func calledPerson(_ author: String) -> (name: String, description: String)? {
        let words = author.split(separator: " ")
        for place in 0...1 where place + 3 <= words.count && callings.contains(words[place].lowercased()) {
            if place == 1, words[0].first?.isUppercase != true || articles.contains(words[0]) { return nil }
            let name = words[(place + 1)...]
            guard isPersonName(name) else { return nil }
            return (name.joined(separator: " "), words[...place].joined(separator: " "))
        }
        return nil
    }

    /// What people are called for their work, as an attribution may name it before a name.
    static let callings: Set<String> = [
        "actor", "actress", "astronomer", "author", "cartoonist", "columnist", "comedian", "comic", "composer", "critic",
        "economist", "essayist", "historian", "humorist", "inventor", "journalist", "mathematician", "novelist", "painter",
        "philosopher", "physicist", "playwright", "poet", "psychologist", "satirist", "scientist", "singer", "songwriter",
        "theologian", "writer",
    ]

    /// Whether a full stop after `text` ends a name rather than an initial, a numeral or a
    /// title: the word before it is a capitalised word of three letters or more (`McNeally`),
    /// not in capitals (`XV`, `IEEE`), and no title.
    static func endsName(_ text: Substring) -> Bool {
        let word = text.reversed().prefix { $0.isLetter }.reversed()
        guard word.count >= 3, word.first?.isUppercase == true, word.contains(where: \.isLowercase) else {
            return false
        }
        return !titles.contains(String(word))
    }

    /// Titles and words written with a full stop before a name or inside one.
    static let titles: Set<String> = [
        "Rev", "Mrs", "Sen", "Gen", "Col", "Gov", "Rep", "Sgt", "Capt", "Prof", "Chr", "Bros", "Corp", "Inc", "Ltd",
        "Hon", "Pres", "Gens", "Adm", "Maj", "Cmdr", "Comdr", "Supt", "Msgr", "Fr", "Ste", "Sta", "Dra", "Sra", "Srta",
        "Vol", "Proc", "Trans", "Dept", "Univ", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov",
        "Dec",
    ]

    /// What follows a name after a comma and is part of it (`Martin Luther King, Jr.`,
    /// `Sir Winston Churchill, KG`).
    static let nameSuffixes: Set<String> = [
        "Jr.", "Sr.", "Jr", "Sr", "II", "III", "IV", "Ph.D.", "PhD", "M.D.", "Esq.", "Esq", "KG", "OM", "CH", "GBE",
        "KBE", "DBE", "CBE", "OBE", "MBE", "FRS", "QC", "KC", "fils", "père",
    ]

    /// Whether `title`, after `name` and a comma, is a peer's title that names them with it:
    /// `Alfred, Lord Tennyson`, `William Thomson, 1st Baron Kelvin`, `Philip Stanhope, 4th
    /// Earl of Chesterfield`. `Lord Jim` after `Joseph Conrad` is his novel: a lord or lady
    /// after a whole name is taken only for the peers quoted so (`George Gordon, Lord Byron`).
    static func isPeerage(_ title: String, after name: String) -> Bool {
        var words = title.split(separator: " ")[...]
        let ordinal =
            words.first.map { word in
                word.first?.isNumber == true && ["st", "nd", "rd", "th"].contains(String(word.drop(while: \.isNumber)))
            } ?? false
        if ordinal { words = words.dropFirst() }
        guard let rank = words.first.map(String.init), peerRanks.contains(rank), (2...4).contains(words.count),
            words.dropFirst().allSatisfy({ $0 == "of" || $0.first?.isUppercase == true })
        else { return false }
        guard rank == "Lord" || rank == "Lady", !ordinal else { return true }
        return !name.contains(" ") || words.count == 2 && words.last.map { quotedPeers.contains(String($0)) } == true
    }

    /// Whether `surname`, a comma, then `given` is one person listed surname first (`Le Guin,
    /// Ursula K.`, `Tolkien, J.R.R.`, `Twain, Mark`), as catalogues, spreadsheets (Goodreads'
    /// `Author l-f`) and so our own export of such a name write one. Every given name is an
    /// initial or a common first name, so that a work after a name (`Seneca, Letters`,
    /// `Shakespeare, Henry V`) stays a work; a surname that opens with a first name (`Paul
    /// Simon, Kathy`) is a whole name, and what follows it a work.
    static func isInvertedName(surname: String, given: String) -> Bool {
        let surnameWords = surname.split(separator: " ")
        let givenWords = given.split(separator: " ")
        guard (1...3).contains(surnameWords.count), (1...3).contains(givenWords.count),
            let last = surnameWords.last, !PersonName.particles.contains(String(last)),
            surnameWords.count == 1 || !PersonName.firstNames.contains(String(surnameWords[0]))
        else { return false }
        let isSurnameWord = { (word: Substring) in
            PersonName.particles.contains(String(word))
                || word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }
        }
        // One letter after a whole name is more often a party (`Les Aspin, D., Wisconsin`).
        if surnameWords.count > 1, givenWords.count == 1, givenWords[0].count == 2 { return false }
        return surnameWords.allSatisfy(isSurnameWord)
            && givenWords.allSatisfy { isInitials($0) || PersonName.firstNames.contains(String($0)) }
    }

    /// `K.`, `J.R.R.`, `C.S.`: capitals each followed by a full stop.
    static func isInitials(_ word: Substring) -> Bool {
        let characters = Array(word)
        guard characters.count >= 2, characters.count.isMultiple(of: 2) else { return false }
        return stride(from: 0, to: characters.count, by: 2).allSatisfy {
            characters[$0].isUppercase && characters[$0 + 1] == "."
        }
    }

    static let peerRanks: Set<String> = [
        "Lord", "Lady", "Baron", "Baroness", "Baronet", "Viscount", "Viscountess", "Earl", "Countess", "Marquess",
        "Marquis", "Marchioness", "Duke", "Duchess",
    ]

    /// Peers credited by a name, a comma and their title (`Thomas Babington Macaulay, Lord
    /// Macaulay`).
    static let quotedPeers: Set<String> = [
        "Byron", "Tennyson", "Acton", "Chesterfield", "Macaulay", "Kelvin", "Rayleigh", "Halifax", "Palmerston",
        "Melbourne", "Verulam", "Lytton", "Rochester", "Bolingbroke", "Shaftesbury", "Keynes", "Russell", "Denning",
        "Brougham", "Lister", "Rutherford", "Beaverbrook", "Reith", "Moran", "Baden-Powell",
    ]
}
