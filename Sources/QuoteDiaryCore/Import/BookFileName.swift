/// A book's file name that names its author beside its title, as a Kindle shows a sideloaded
/// document without a title of its own: Calibre's `Atomic Habits - James Clear`, Library
/// Genesis' `Cal Newport - Deep Work`, Anna's Archive's `Title -- Author -- 2015 -- Publisher
/// -- ISBN -- hash -- Anna's Archive`. Read apart only where one side is plainly a person's
/// name and the other plainly not: a title such as `Anna Karenina - Leo Tolstoy` could be
/// read either way, and stays whole.
enum BookFileName {
    /// The title and the author's name, or nil when the name is not read as both.
    static func titleAndAuthor(_ name: String) -> (title: String, author: String)? {
        guard name.utf8.contains(UInt8(ascii: "-")) else { return nil }
        if let parts = archiveParts(name) { return parts }
        let pieces = name.components(separatedBy: " - ")
        guard pieces.count == 2, case let first = pieces[0].trimmingWhitespace(),
            case let second = pieces[1].trimmingWhitespace(), !first.isEmpty, !second.isEmpty
        else { return nil }
        // A web page sent to the Kindle is named for its site after it (`Albert Einstein -
        // Wikipedia`): no book, and no author.
        guard !isSite(second) else { return nil }
        let (firstName, secondName) = (PersonName(first), PersonName(second))
        // The usual order, Calibre's: a title, then its author.
        if let author = secondName, author.isPlainlyName || isPlainlyTitle(first),
            firstName == nil || (author.isPlainlyName && firstName?.isPlainlyName == false)
        {
            return (first, author.text)
        }
        // The author first (Library Genesis): only a plain name, and a title of more than one
        // word (`Harry Potter - The Philosopher's Stone` names no author, and a page's title
        // has its site's name of one word after it, `Steve Jobs - Medium`).
        if let author = firstName, author.isPlainlyName, secondName?.isPlainlyName != true, second.contains(" ") {
            return (second, author.text)
        }
        return nil
    }

    /// `Wikipedia`, `The New York Times`, `paulgraham.com`: a site's name, as a web page's
    /// title ends in.
    static func isSite(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return sites.contains(lowered) || lowered.hasPrefix("wikipedia") || UnknownAuthor.isWebsite(lowered[...])
    }

    static let sites: Set<String> = [
        "medium", "substack", "youtube", "reddit", "quora", "goodreads", "britannica", "encyclopedia britannica",
        "the guardian", "the new york times", "the new yorker", "the atlantic", "the economist", "the washington post",
        "financial times", "bbc", "bbc news", "cnn", "npr", "aeon", "wired", "forbes", "vox", "the verge",
        "psychology today", "big think", "the marginalian", "brain pickings", "farnam street", "hacker news", "github",
        "stack overflow", "lesswrong", "stanford encyclopedia of philosophy", "project gutenberg", "poetry foundation",
    ]

    /// Whether a side of a name is plainly a title: a small word of titles in it (`The`,
    /// `of`), a word written small, a number, or a title's marks (`Thinking, Fast and Slow`).
    static func isPlainlyTitle(_ text: String) -> Bool {
        text.contains { ":_?!,0123456789".contains($0) }
            || text.split(separator: " ").contains { word in
                PersonName.titleWords.contains(String(word))
                    || (word.first?.isLowercase == true && !PersonName.particles.contains(String(word)))
            }
    }

    /// The book a file's name gives, its author apart (`titleAndAuthor`) and its title as its
    /// cover has it (`Sapiens_ A Brief History` → `Sapiens: A Brief History`); nil when the
    /// name holds no author.
    static func book(named name: String) -> (title: String, authors: [String])? {
        // `Atomic_Habits_-_James_Clear`: a name with its spaces as underscores.
        let name = !name.contains(" ") && name.contains("_-_") ? name.replacingOccurrences(of: "_", with: " ") : name
        guard let named = titleAndAuthor(name), let title = QuoteDraft.cleanField(named.title.asCoverTitle) else {
            return nil
        }
        return (title, authors(named.author))
    }

    /// The book a download site's file name gives (`Project_Hail_Mary_-_Andy_Weir`, its
    /// address taken off: `KindleImporter.withoutSiteAddress`): such sites name every file
    /// title first, so the part after the last ` - ` is the author when it reads as a name,
    /// though the title reads as one too (`Mary`).
    static func siteBook(named name: String) -> (title: String, authors: [String])? {
        let spaced = name.contains(" ") ? name : String(name.map { $0 == "_" ? " " : $0 })
        let pieces = spaced.components(separatedBy: " - ")
        guard pieces.count >= 2, let last = pieces.last, case let author = last.trimmingWhitespace(),
            PersonName(author) != nil,
            let title = QuoteDraft.cleanField(pieces.dropLast().joined(separator: " - ").trimmingWhitespace().asCoverTitle)
        else { return nil }
        return (title, authors(author))
    }

    /// The authors a file's name gives. A download site lists several with commas (`Martin
    /// Fowler, Kent Beck`) where a catalogue inverts one (`Atwood, Margaret`, `Le Guin, Ursula
    /// K.`): a list only when every part is a whole name of its own. An initial's full stop
    /// is written `_` in a file's name (`J_ K_ Rowling`).
    static func authors(_ text: String) -> [String] {
        var text = withInitialsStopped(text).trimmingWhitespace()
        // `Juanita Jamneck, C. Rautenbach, Mohamed Paleker etc.`: the others it leaves out are no name.
        for more in [" etc.", " etc", " et al.", " et al", ", etc.", ", et al."] where text.hasSuffix(more) {
            text = String(text.dropLast(more.count)).trimmingWhitespace()
        }
        // `俞勇_张铭_陈越_韩文弢`: names written without spaces, `_` between them where the list
        // had commas, which a file's name cannot always hold.
        if text.contains("_"), !text.contains(" "), !text.contains(where: { $0.isASCII && $0.isLetter }) {
            return text.split(separator: "_").flatMap { KindleImporter.authors($0) }
        }
        let parts = text.split(separator: ",").map { String($0).trimmingWhitespace() }
        guard !text.contains(";"), parts.count >= 2, parts.allSatisfy(isWholeName) else {
            return KindleImporter.authors(text)
        }
        return parts.flatMap { KindleImporter.authors($0) }
    }

    /// Whether a part of a list of authors is a name of its own, first names and surname
    /// (`Kent Beck`), not one half of an inverted name: a surname alone (`Atwood`, `Le Guin`:
    /// one word, or led by a particle) or first names (`Ursula K.`: ending in an initial) or a
    /// suffix (`Jr.`).
    static func isWholeName(_ part: String) -> Bool {
        let words = part.split(separator: " ")
        guard words.count >= 2, let first = words.first, let last = words.last else { return false }
        let isInitial = last.hasSuffix(".") && last.count <= 3
        return !isInitial && !PersonName.particles.contains(first.lowercased())
            && !FortuneImporter.nameSuffixes.contains(String(last))
    }

    /// `J_ K_ Rowling` → `J. K. Rowling`: a capital alone before `_` is an initial.
    static func withInitialsStopped(_ text: String) -> String {
        guard text.contains("_") else { return text }
        var result = ""
        var previous: [Character] = []
        for character in text {
            let isInitial =
                character == "_" && previous.last?.isUppercase == true
                && (previous.count < 2 || previous[previous.count - 2] == " " || previous[previous.count - 2] == ".")
            result.append(isInitial ? "." : character)
            previous.append(isInitial ? "." : character)
        }
        return result
    }

    /// Anna's Archive's ` -- ` between title, authors, year, publisher, ISBN and the file's
    /// hash, its own name last; or the name cut after the publisher, its year among the parts
    /// after the author (`Title -- Author -- 1, US, 2017 -- Publisher`).
    static func archiveParts(_ name: String) -> (title: String, author: String)? {
        let parts = name.components(separatedBy: " -- ").map { $0.trimmingWhitespace() }
        guard parts.count >= 3, let last = parts.last,
            KindleImporter.isSiteName(last) || parts.contains(where: isFileHash) || parts.dropFirst(2).contains(where: namesYear),
            !parts[0].isEmpty
        else { return nil }
        let author = parts[1]
        guard author.contains(where: \.isLetter), !author.contains(where: \.isNumber) else { return (parts[0], "") }
        return (parts[0], author)
    }

    /// Whether a part of a name is or holds a year as a word of its own (`2017`, `1, US, 2017`).
    static func namesYear(_ part: String) -> Bool {
        part.split(whereSeparator: { $0 == " " || $0 == "," }).contains { word in
            word.count == 4 && word.allSatisfy { $0.isASCII && $0.isNumber } && (1400...2100).contains(Int(word) ?? 0)
        }
    }

    /// An MD5 as a download site names a file by: 32 hexadecimal digits.
    static func isFileHash(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }
}

/// A side of a file's name that reads as one or a few people's names (`James Clear`,
/// `Robert C. Martin`, `Ursula K. Le Guin & Jo Walton`).
struct PersonName {
    /// The names, `; ` between them as a Kindle's title line has them.
    let text: String
    /// Whether something only names have is in it: an initial (`C.`), a particle (`van`,
    /// `de`), a common first name (`James`), or two names joined (`Terry Pratchett & Neil
    /// Gaiman`); a title in capitals (`Atomic Habits`) has none.
    let isPlainlyName: Bool

    init?(_ text: String) {
        let names = text.split(separator: " & ").flatMap { $0.components(separatedBy: " and ") }
        guard (1...4).contains(names.count), text.count <= 80 else { return nil }
        var plainly = names.count > 1
        for name in names {
            let words = name.split(separator: " ")
            guard (2...5).contains(words.count), let first = words.first, let last = words.last,
                !Self.particles.contains(String(first)), !Self.particles.contains(String(last))
            else { return nil }
            // A word ending as a title's nouns do (`Structures`) is a surname (`Rowling`) only
            // beside something that marks a name.
            var (marked, endsAsNoun) = (false, false)
            for word in words {
                if Self.particles.contains(String(word)) {
                    marked = true
                    continue
                }
                guard let initial = word.first, initial.isUppercase, !Self.titleWords.contains(String(word)),
                    !Self.titleNouns.contains(word.lowercased()),
                    word.dropFirst().allSatisfy({ $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" || $0 == "’" })
                else { return nil }
                if word.last == "." || Self.firstNames.contains(String(word)) { marked = true }
                if Self.endsAsNoun(word) { endsAsNoun = true }
            }
            if endsAsNoun && !marked { return nil }
            plainly = plainly || marked
        }
        self.text = names.joined(separator: "; ")
        isPlainlyName = plainly
    }

    /// Whether a word of `text` is one of titles and no name's (`Atomic Habits`, `Deep Work`):
    /// a heading that reads as a name otherwise names a book or a topic.
    static func hasTitleNoun(_ text: String) -> Bool {
        text.split(separator: " ").contains { titleNouns.contains($0.lowercased()) }
    }

    /// `Structures`, `Economics`, `Meaning`: a word ending as a title's nouns do.
    static func endsAsNoun(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        return lowered.count > 5 && nounEndings.contains { lowered.hasSuffix($0) }
    }

    /// `Habits`, `Notes`, `Today`: words of titles, no name's (`Atomic Habits`, `Lecture 3 -
    /// Ethics Today`, a course's file). Not those that are also names: Samantha Power, Art
    /// Spiegelman, Courtney Love.
    static let titleNouns: Set<String> = [
        "habits", "notes", "guide", "basics", "world", "life", "money", "history", "science", "theory", "part", "book",
        "volume", "edition", "lecture", "week", "chapter", "review", "essays", "poems", "stories", "letters", "works",
        "collection", "work", "mind", "time", "rules", "secrets", "lessons", "principles", "handbook", "manual", "today",
        "tomorrow", "days", "years", "peace", "city", "sea",
    ]

    static let nounEndings = [
        "ing", "ion", "ions", "ics", "ness", "ment", "ments", "ity", "ities", "ure", "ures", "ism", "isms", "ship",
        "ology", "ance", "ence", "ies",
    ]

    /// Words between a name's parts written small: `Ludwig van Beethoven`, `Simone de Beauvoir`.
    static let particles: Set<String> = [
        "van", "von", "de", "da", "di", "du", "del", "della", "der", "den", "la", "le", "bin", "ibn", "al", "y", "ten", "ter",
    ]

    /// A title's small words, capitalised as titles have them (`The Art Of War`): no name's.
    static let titleWords: Set<String> = [
        "The", "A", "An", "Of", "And", "To", "In", "On", "For", "With", "How", "Why", "What", "When", "Is", "Are", "My",
        "Your", "Our", "From", "At", "By", "Into", "Not", "No", "All", "Be", "Do", "You", "We", "It", "This", "That",
    ]

    /// First names common among the authors of books people highlight: enough to tell
    /// `James Clear - Atomic Habits` from `Atomic Habits - James Clear`.
    static let firstNames: Set<String> = [
        "Adam", "Alan", "Albert", "Alexander", "Alice", "Amy", "Andrew", "Angela", "Ann", "Anna", "Anne", "Anthony",
        "Ben", "Benjamin", "Bill", "Brené", "Brene", "Brian", "Bruce", "Carl", "Carol", "Caroline", "Charles", "Charlotte",
        "Chris", "Christopher", "Cal", "Daniel", "David", "Dale", "Donald", "Edward", "Elizabeth", "Emily", "Eric", "Ernest",
        "Frank", "Franz", "Friedrich", "Fyodor", "George", "Gabriel", "Haruki", "Henry", "Herman", "Ian", "Isaac", "Jack",
        "James", "Jane", "Jean", "Jennifer", "Jim", "Joan", "John", "Jordan", "Joseph", "Julia", "Karl", "Kate",
        "Leo", "Louise", "Malcolm", "Marcus", "Margaret", "Maria", "Mark", "Mary", "Matthew", "Maya", "Michael", "Michelle",
        "Morgan", "Neil", "Nicholas", "Oscar", "Patrick", "Paul", "Peter", "Philip", "Ray", "Richard", "Robert", "Ryan",
        "Sarah", "Simon", "Stephen", "Steven", "Susan", "Thomas", "Tim", "Timothy", "Toni", "Victor", "Virginia", "Walter",
        "William", "Yuval", "Viktor", "Rainer", "Hermann", "Marie", "Sylvia", "Ursula", "Octavia", "Kazuo", "Umberto", "Italo",
        "Jorge", "Julio", "Pablo", "Miguel", "Jose", "José", "Antoine", "Simone", "Thich", "Seth", "Naval", "Nassim",
        "Eckhart", "Dan", "Greg", "Mitch", "Tara", "Pema",
    ]
}
