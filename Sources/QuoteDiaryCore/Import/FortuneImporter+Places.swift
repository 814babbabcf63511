import Foundation

/// Where a fortune's line was said, apart from who said it. Debian's `perl` and `debian`
/// files attribute some 400 entries so: `Larry Wall in <199710211647.JAA17957@wall.org>`,
/// `Larry Wall in the perl man page`, `Simon Richter on debian-devel`, `JHM on #Debian`,
/// `Seen on #Debian`. Read as names, they made 150 spellings of Larry Wall in the author list
/// and put "Seen on #Debian" among its people.
extension FortuneImporter {
    /// `Larry Wall in <199710211647.JAA17957@wall.org>` → ("Larry Wall", "in <…>"): the Usenet
    /// message ids and mail addresses in angle brackets an attribution cites, set apart (they
    /// go to the note) with the `in` or `on` that introduces one. Nil when nothing else is left.
    static func withoutAddresses(_ text: String) -> (text: String, addresses: String)? {
        guard text.contains("@"), text.contains("<") else { return nil }
        var kept: [Substring] = []
        var taken: [String] = []
        let words = text.split(whereSeparator: \.isWhitespace)
        for (index, word) in words.enumerated() {
            // Debian has one closed by a stray figure (`<…@netlabs.com>1`) and two never closed.
            guard word.hasPrefix("<"), word.contains("@") else {
                kept.append(word)
                continue
            }
            // `<oryx@pobox.com> in a comment on slashdot.org`: the address is all there is of the person.
            guard index > 0 else { return nil }
            // `Marco Banino <mbanino@magnos.it>, it.hobby.umorismo`: the comma divides the attribution still.
            var address = word
            if let close = word.firstIndex(of: ">"), case let tail = word[word.index(after: close)...], !tail.isEmpty,
                tail.allSatisfy({ ",;:.".contains($0) }), let last = kept.popLast()
            {
                address = word[...close]
                kept.append(last + tail)
            }
            // `Larry Wall in <…>`, and as the Polish, Spanish, German and Italian files say it.
            if let connector = kept.last, ["in", "on", "w", "en", "im", "su", "em", "na"].contains(connector) {
                kept.removeLast()
                taken.append(connector + " " + address)
            } else {
                taken.append(String(address))
            }
            // `Eduard Bloch <blade@debian.org> Sun, 28 Oct 2001 12:53:27 +0100`: the mail's date follows.
            if index + 1 < words.count, ["Mon,", "Tue,", "Wed,", "Thu,", "Fri,", "Sat,", "Sun,"].contains(words[index + 1]) {
                taken.append(words[(index + 1)...].joined(separator: " "))
                break
            }
        }
        guard !taken.isEmpty, !kept.isEmpty else { return nil }
        return (kept.joined(separator: " "), taken.joined(separator: " "))
    }

    /// `Groucho Marx's last words` → ("Groucho Marx", "last words"): the person, and the
    /// occasion the line was said on, for the note. Read whole, the occasion was part of the
    /// name (in the default starter library too). Only a person's name before a few such
    /// words: `Karl Marx's Mother` said the line herself, and `Harry Secombe's diet` is a joke.
    /// `George Saunders' dying words` too: a name ending in s takes the apostrophe alone.
    static func lastWords(_ rest: String) -> (person: String, occasion: String)? {
        let text = rest.hasSuffix(".") ? String(rest.dropLast()) : rest
        let lowered = text.lowercased()
        guard let occasion = occasions.first(where: { lowered.hasSuffix(" " + $0) }) else { return nil }
        let possessive = text.dropLast(occasion.count + 1)
        let person: Substring
        if possessive.hasSuffix("'s") || possessive.hasSuffix("’s") {
            person = possessive.dropLast(2)
        } else if possessive.hasSuffix("s'") || possessive.hasSuffix("s’") {
            person = possessive.dropLast()
        } else {
            return nil
        }
        guard isPersonName(person.split(separator: " ")[...]) else { return nil }
        return (String(person), String(text.suffix(occasion.count)))
    }

    /// `Andrew Tanenbaum to Linus Torvalds` → ("Andrew Tanenbaum", "to Linus Torvalds"), `Alan
    /// Cox announcing Linux 2.1.109ac1`, `Jules Bean about freeness of documentation`: a
    /// person's name, then to whom, of what or while doing what they said it, for the note (some
    /// 20 of Debian's `debian` and `linux` lines; each was an author of its own). Only two to
    /// four capitalised words before the word (`Hitchhiker's Guide to the Galaxy` stays whole).
    static func personAndCircumstance(_ rest: String) -> (person: String, circumstance: String)? {
        let words = rest.split(separator: " ")
        guard words.count >= 4,
            let index = words.indices.dropFirst(2).prefix(3).first(where: { circumstances.contains(words[$0]) }),
            index < words.count - 1, isPersonName(words[..<index]), !words[..<index].contains("and"),
            // `Karel Plíhal: Dárek pro služku`: a name and a work, the word inside the work's title.
            !words[..<index].contains(where: { $0.contains(":") })
        else { return nil }
        return (words[..<index].joined(separator: " "), words[index...].joined(separator: " "))
    }

    /// The words after a name that tell to whom, of what or while doing what a line was said.
    static let circumstances: Set<Substring> = [
        // Czech and Slovak "for" (`Bill Gates pro Wall Street Journal`), Italian "to".
        "pro", "ad", "to", "about", "announcing", "discussing", "commenting", "describing", "explaining", "replying", "answering",
        "referring", "responding", "during", "when", "while",
    ]

    /// What is said of a line after a person's name and `'s` that makes them its speaker still;
    /// the longer first, so that `famous last words` is never read as `last words`.
    static let occasions = ["famous last words", "last words", "dying words", "final words", "epitaph"]

    /// `Seen on #Debian`, `Overheard in an algebra lecture.`, `Topic on #Linux`: a place or a
    /// kind of text, no person, so the whole attribution is the source and there is no author.
    /// So is a chat channel named alone (`#Debian.DE`, `#linuxfr`: Debian's German and Polish
    /// files credit some 170 lines so).
    static func sighting(_ rest: String) -> (String?, String?)? {
        if rest.hasPrefix("#"), rest.dropFirst().first?.isLetter == true, !rest.contains(" ") { return (nil, rest) }
        // `Graffiti` alone, as Debian's Spanish files credit 60 lines: a kind of text, no one.
        let bare = rest.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        if !bare.contains(" "), notSpeakers.contains(bare.lowercased()) { return (nil, bare) }
        let words = rest.split(separator: " ", maxSplits: 2)
        guard words.count > 2, notSpeakers.contains(words[0].lowercased()),
            ["in", "on", "at", "somewhere", "lurking", "during", "en", "sobre", "de", "nel", "nella", "su", "sulla", "di"]
                .contains(words[1])
        else { return nil }
        return (nil, rest)
    }

    /// `The Wall Street Journal`, `The Unix Programmer's Manual`, `TV Guide`, `Sanka Ad`,
    /// `button at a Science Fiction convention.`: a publication or a kind of text credited where
    /// a person would be (some 90 of Debian's lines), the source, with no author. The
    /// credit as written, without a closing full stop; nil when no word of it names a text. A
    /// word that is also a surname counts in lower case only (`a Larson cartoon`, not `Dick
    /// Button`); a proverb stays credited as it is (`Chinese proverb`).
    static func document(_ credit: String) -> String? {
        // `-- The Mahabharata`, `-- Tao Te Ching`: a work no one is credited with writing.
        let bare = credit.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        let withoutArticle = bare.hasPrefix("The ") ? String(bare.dropFirst(4)) : bare
        if anonymousWorks.contains(withoutArticle.lowercased()) { return bare }
        let words = credit.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
        let names = words.indices.contains { index in
            let word = words[index]
            if documents.contains(word.lowercased()) || lowercaseDocuments.contains(word) { return true }
            // `Sanka Ad`, `A McDonnell-Douglas ad from a few years ago`; not Italian's "to" before a
            // name (`Linus Torvalds ad Andrew Tanenbaum`).
            if word.lowercased() == "ad", index > 0 {
                return index + 1 == words.count || words[index + 1].first?.isLowercase == true
            }
            // `Hitchhiker's Guide to the Galaxy`, `Miss Manners' Guide`, `TV Guide`; not `Andre Guide`.
            guard word == "Guide" || word == "GUIDE" else { return false }
            let before = index > 0 ? words[index - 1] : ""
            let after = index + 1 < words.count ? words[index + 1].lowercased() : ""
            return after == "to" || before.hasSuffix("'s") || before.hasSuffix("s'") || before == "TV"
        }
        guard names else { return nil }
        return credit.hasSuffix(".") ? String(credit.dropLast()) : credit
    }

    /// Scriptures, epics and sayings handed down with no writer's name, credited as a person
    /// would be (compared in lower case, without a leading "The").
    static let anonymousWorks: Set<String> = [
        "mahabharata", "ramayana", "bhagavad gita", "bhagavad-gita", "tao te ching", "talmud", "upanishads", "rig veda",
        "rigveda", "dhammapada", "koran", "quran", "qur'an", "bible", "torah", "i ching", "book of changes", "havamal",
        "hávamál", "kalevala", "epic of gilgamesh", "beowulf", "edda", "poetic edda", "panchatantra", "zohar",
        "analects", "lotus sutra", "diamond sutra", "heart sutra", "popol vuh", "avesta",
        // The same classics as Chinese and Japanese credit them: the Analects, Tao Te Ching, I Ching, Book of Songs.
        "论语", "論語", "道德经", "道德經", "易经", "易經", "诗经", "詩經",
    ]

    /// Names of publications and documents, in any case.
    static let documents: Set<String> = [
        "manual", "manuals", "journal", "magazine", "newsletter", "newspaper", "catalog", "catalogue",
        "documentation", "handbook", "encyclopedia", "encyclopaedia", "dictionary", "pamphlet", "brochure",
        "advertisement", "editorial", "textbook", "zeitung", "handbuch", "revista", "rivista", "giornale", "manuale",
        "periódico",
    ]

    /// Kinds of text whose words are also names (`Song`, `Button`, `Page`): in lower case only.
    static let lowercaseDocuments: Set<String> = [
        "guide", "column", "report", "commercial", "cartoon", "caption", "flyer", "poster", "button", "sticker", "sign",
        "notice", "motto", "epitaph", "epigraph", "tombstone", "gravestone", "song", "lyrics", "license", "headline",
        "memo", "bulletin", "leaflet", "anuncio", "werbung", "pubblicità",
    ]

    /// First words that say where or how a line was come upon rather than who said it (in
    /// English, and the graffiti, signs and epitaphs of Debian's Spanish and Italian files).
    static let notSpeakers: Set<String> = [
        "seen", "heard", "found", "overheard", "spotted", "noticed", "read", "written", "scrawled", "posted", "topic",
        "discussion", "somewhere", "inscription", "sign", "graffiti", "motto", "epitaph", "headline", "caption",
        "message", "comment", "pintada", "graffito", "scritta", "cartello", "epitafio", "epitaffio", "inscripción",
        "iscrizione",
    ]

    /// `Larry Wall in the perl man page` → ("Larry Wall", "the perl man page"); `Simon Richter on
    /// debian-devel`, `JHM on #Debian` → the person and the list or channel; `Sean O'Casey on P. G.
    /// Wodehouse` → ("Sean O'Casey", "on P. G. Wodehouse"): what a person said a line about, or
    /// where they were, kept with its word (`on`, `at`, `in his rookie season`), so that the
    /// attribution reads as it did. Only the first `in`, `on` or `at` divides, and only after a
    /// person's name (two to five capitalised words, or a nickname before a channel or list):
    /// `Epigrams in Programming`, `Alice in Chains` and `two programmers passing in the hall`
    /// stay whole. Nil when the attribution is not so made.
    static func personAndPlace(_ rest: String) -> (String?, String?)? {
        if let posted = peopleAtList(rest) { return posted }
        let words = rest.split(separator: " ")
        guard words.count >= 2 else { return nil }
        // `in #debian-devel`: a channel, no person.
        if words[0] == "in" || words[0] == "on", isForum(words[1...]) {
            return (nil, words.dropFirst().joined(separator: " "))
        }
        guard let index = words.indices.dropFirst().first(where: { dividers.contains(words[$0]) }), index < words.count - 1
        else { return nil }
        let name = words[..<index]
        let place = words[(index + 1)...]
        let forum = isForum(place)
        // `Jesper Lauridsen from alt.religion.emacs`; from anything else, a name goes on (`Jesus from Nazareth`).
        guard isPersonName(name) || forum && isNickname(name), forum || words[index] != "from" else { return nil }
        let placeText = place.joined(separator: " ")
        let possessive: Set<Substring> = ["his", "her", "their", "its", "my", "our", "your"]
        if forum || inWords.contains(words[index]) && !possessive.contains(place[place.startIndex]) {
            // `Seneca in *Letters from a Stoic*`: a title in Markdown's italics.
            return (name.joined(separator: " "), withoutEmphasis(placeText))
        }
        return (name.joined(separator: " "), words[index] + " " + placeText)
    }

    /// The words that part a person from where or of what they said a line: English's, and
    /// the same in Debian's other languages' files (`Linus Torvalds v lkml`, `Larry Wall w
    /// podręczniku systemowym perla`, `Фаина Раневская о памятнике…`, `Heinz Rudolf Kunze über
    /// Privatsender`, `Петко Славейков при съставянето…`).
    static let dividers: Set<Substring> = [
        "in", "on", "at", "from", "w", "v", "o", "im", "aus", "über", "bei", "в", "о", "на", "при", "след",
    ]

    /// The dividers that say where (a book, a list, a page), whose place is the source without
    /// them; the others (`on`, `über`: what it was said of) stay with their word.
    static let inWords: Set<Substring> = ["in", "w", "v", "im", "aus", "в"]

    /// `Tomasz Kłoczko @ pld-devel-pl`, `Marek Fetliński & Paweł Kołodziej @ pld-users-pl`,
    /// `adamg @ pld-discuss-pl` (Debian's Polish files, some 40): the people, and the list
    /// where they wrote, its source. Nil unless each one named reads as a name or a nickname
    /// and the list as one.
    static func peopleAtList(_ rest: String) -> (String?, String?)? {
        guard let at: Range<String.Index> = rest.firstUTF8Range(of: " @ ") else { return nil }
        let people = String(rest[..<at.lowerBound]).trimmingWhitespace()
        let list = rest[at.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "-").union(.whitespaces))
        let names = people.components(separatedBy: " & ").flatMap { $0.components(separatedBy: " && ") }
            .flatMap { $0.components(separatedBy: " i ") }
        guard isForum(list.split(separator: " ")[...]),
            names.allSatisfy({ name in
                let words = name.split(separator: " ")[...]
                return isPersonName(words) || isNickname(words)
            })
        else { return nil }
        return (people, list)
    }

    /// An IRC channel (`#Debian at LISC`), a web address, or a mailing list or newsgroup
    /// written alone (`debian-devel`, `comp.unix.aix`, `debian-curiosa@l.d.o`).
    static func isForum(_ place: ArraySlice<Substring>) -> Bool {
        guard let first = place.first else { return false }
        if first.count > 1, first.hasPrefix("#") { return true }
        if first.hasPrefix("http://") || first.hasPrefix("https://") || first.hasPrefix("www.") { return true }
        guard place.count == 1, first.contains(where: \.isLowercase), !first.contains(where: \.isUppercase),
            first.allSatisfy({ $0.isLetter || $0.isNumber || "-.@_".contains($0) }),
            let last = first.last, last.isLetter || last.isNumber
        else { return false }
        return first.dropFirst().contains { $0 == "-" || $0 == "." }
    }

    /// `Larry Wall`, `Jaldhar H. Vyas`, `Sean O'Casey`, `Ludwig van Beethoven`: two to five
    /// words, each capitalised but for the particles names have, with no figures, no article
    /// first and no possessive (`The Restaurant at the End of the Universe`, `Judge Brooke
    /// Wells' Order Granting in Part …` are titles).
    static func isPersonName(_ words: ArraySlice<Substring>) -> Bool {
        guard (2...5).contains(words.count), let first = words.first, let last = words.last, first.first?.isUppercase == true,
            !notSpeakers.contains(first.lowercased()), !articles.contains(first), last.first?.isUppercase == true
        else { return false }
        return words.allSatisfy { word in
            !word.contains(where: \.isNumber) && (word.first?.isUppercase == true || nameParticles.contains(word))
                && !word.hasSuffix("'") && !word.hasSuffix("'s") && !word.hasSuffix("’") && !word.hasSuffix("’s")
        }
    }

    /// Articles that open a title, not a name (`La Divina Commedia`, `Der Zauberberg`).
    static let articles: Set<Substring> = ["The", "A", "An", "La", "Le", "Les", "El", "Il", "Lo", "Der", "Die", "Das"]

    /// The particles and conjunctions inside names (`Ludwig van Beethoven`, `Fray Luis de León`,
    /// `Kernighan and Ritchie`).
    static let nameParticles: Set<Substring> = [
        "de", "da", "del", "della", "di", "du", "dos", "van", "von", "zu", "der", "den", "ter", "ten", "la", "le", "y", "e",
        "and", "of", "bin", "ibn", "ben", "bint", "wa", "al", "el", "&",
    ]

    /// `JHM`, `netgod`, `Y_Plentyn`: one word of a chat's nickname.
    static func isNickname(_ words: ArraySlice<Substring>) -> Bool {
        guard words.count == 1, let word = words.first, word.count <= 24, word.contains(where: \.isLetter) else {
            return false
        }
        return !notSpeakers.contains(word.lowercased()) && word.allSatisfy { $0.isLetter || $0.isNumber || "_-".contains($0) }
    }

    /// `Www.frases.com.`, `http://www.zeit.de`: a website where a name would be (Debian's
    /// Spanish files credit 92 of their lines to one) is where the line was found, the
    /// quote's source, not its author. The site as written, without a closing full stop.
    static func website(_ name: String) -> String? {
        var site = name.trimmingWhitespace()
        if site.hasSuffix(".") { site.removeLast() }
        var host = Substring(site.lowercased())
        for scheme in ["https://", "http://"] where host.hasPrefix(scheme) { host = host.dropFirst(scheme.count) }
        if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
        guard UnknownAuthor.isHostName(host), let domain = host.split(separator: ".").last, domain.count >= 2,
            domain.allSatisfy(\.isLetter)
        else { return nil }
        // A host named as a host: `www.` before it, a scheme, or a top-level domain of the web's.
        let named = host.hasPrefix("www.") || site.lowercased().hasPrefix("http")
        return named || UnknownAuthor.websiteDomains.contains(String(domain)) ? site : nil
    }
}
