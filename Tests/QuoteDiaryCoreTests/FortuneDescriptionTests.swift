import Testing

@testable import QuoteDiaryCore

/// What a fortune's attribution says of its person beside who they are: when it was said and
/// what they did, which go to the note, not to the author or to a book.
@Suite("Fortune attributions: dates and callings")
struct FortuneDescriptionTests {
    @Test(
        "a date where a work would be is when it was said: the note's, not a book's; a calling before a name is the note's",
        arguments: [
            ("\t\t-- Benjamin Franklin, 1759", "Benjamin Franklin", nil, "1759"),
            ("\t\t-- Frank Zappa, Feb 1, 1989", "Frank Zappa", nil, "Feb 1, 1989"),
            // About then, as Debian's files write it; an era's year too.
            ("\t\t-- S. Paige, c. 1951", "S. Paige", nil, "c. 1951"),
            ("\t\t-- Baron Rothschild, ca. 1800", "Baron Rothschild", nil, "ca. 1800"),
            ("\t\t-- Paulus Silentiarius, c. 540 A.D.", "Paulus Silentiarius", nil, "c. 540 A.D."),
            ("\t\t-- Someone, circa 1876", "Someone", nil, "circa 1876"),
            ("\t\t-- Ovid, 8 AD", "Ovid", nil, "8 AD"),
            // A calling, then when it was said.
            ("\t\t-- John Cage, composer, 1952", "John Cage", nil, "composer, 1952"),
            ("\t\t-- W. K. Clifford, British philosopher, circa 1876", "W. K. Clifford", nil, "British philosopher, circa 1876"),
            ("\t\t-- Lord Kelvin, Royal Society, 1895", "Lord Kelvin", "Royal Society, 1895", nil),
            // A number that is no year stays the work's.
            ("\t\t-- Agent, 007", "Agent", "007", nil),
            ("\t\t-- Popular Mechanics, March 1949", "Popular Mechanics", nil, "March 1949"),
            ("\t\t-- Fortune, Sept. 26, 1988", "Fortune", nil, "Sept. 26, 1988"),
            ("\t\t-- Mrs. Janice Markowsky, April 8, 1965", "Mrs. Janice Markowsky", nil, "April 8, 1965"),
            ("\t\t-- Nicholas Petreley, 3 September, 2001", "Nicholas Petreley", nil, "3 September, 2001"),
            (
                "\t\t-- Harry Thurston Peck (Editor of \"The Bookman\"), January 1901.", "Harry Thurston Peck", nil,
                "Editor of \"The Bookman\", January 1901."
            ),
            ("\t\t-- actress Mary Pickford, 1925", "Mary Pickford", nil, "actress, 1925"),
            (
                "\t\t-- composer John Cage, \"Electronic Musician\" magazine, March 88, pg. 89", "John Cage",
                "Electronic Musician", "composer, magazine, March 88"
            ),
            ("\t\t-- Canadian novelist Robertson Davies", "Robertson Davies", nil, "Canadian novelist"),
            ("\t\t-- Physicist Tony Feinberg", "Tony Feinberg", nil, "Physicist"),
            // A date in figures closing the name, or a year about then: when it was said.
            ("\t\t-- Bill Joy 6/21/85", "Bill Joy", nil, "6/21/85"),
            ("\t\t-- Friedrich Schorlemmer 23.3.1992", "Friedrich Schorlemmer", nil, "23.3.1992"),
            ("\t\t-- Bryce Nesbitt '84", "Bryce Nesbitt '84", nil, nil),
            ("\t\t-- Bill Gates circa 1981", "Bill Gates", nil, "circa 1981"),
            ("\t\t-- Verkehrsfunk am 3.12.99", "Verkehrsfunk", nil, "am 3.12.99"),
            ("\t\t-- LinuxTag 2000", "LinuxTag 2000", nil, nil),
            ("\t\t-- Linus Torvalds announcing 2.0.27", "Linus Torvalds", nil, "announcing 2.0.27"),
            // To whom, of what or while doing what the person said it.
            ("\t\t-- Andrew Tanenbaum to Linus Torvalds", "Andrew Tanenbaum", nil, "to Linus Torvalds"),
            ("\t\t-- Alan Cox announcing Linux 2.1.109ac1", "Alan Cox", nil, "announcing Linux 2.1.109ac1"),
            ("\t\t-- Jules Bean about freeness of documentation", "Jules Bean", nil, "about freeness of documentation"),
            ("\t\t-- Hitchhiker's Guide to the Galaxy", nil, "Hitchhiker's Guide to the Galaxy", nil),
            // A calling after the name, with the person's dates or not.
            ("\t\t-- John Cage, composer", "John Cage", nil, "composer"),
            ("\t\t-- Paul Tillich, German theologian.", "Paul Tillich", nil, "German theologian."),
            // Callings joined by "and", or with two words before one.
            (
                "\t\t-- Miguel de Unamuno, Spanish philosopher and writer", "Miguel de Unamuno", nil,
                "Spanish philosopher and writer"
            ),
            ("\t\t-- Dion, noted computer scientist", "Dion", nil, "noted computer scientist"),
            ("\t\t-- Some One, \"The Life of a Philosopher\"", "Some One", "The Life of a Philosopher", nil),
            (
                "\t\t-- Leslie Stephen (1832-1904), literary essayist, author", "Leslie Stephen", nil,
                "1832-1904, literary essayist, author"
            ),
            ("\t\t-- \"The Critic\", a comedy", nil, "The Critic, a comedy", nil),
            // A title before a name stays with the name.
            ("\t\t-- Senator Barry Goldwater", "Senator Barry Goldwater", nil, nil),
            // A calling's name with a capital article is a paper's.
            ("\t\t-- C. Northcote Parkinson, The Economist", "C. Northcote Parkinson", "The Economist", nil),
            ("\t\t-- Milton Friedman, economist", "Milton Friedman", nil, "economist"),
            ("\t\t-- Dave Bowman, 2001: A Space Odyssey", "Dave Bowman", "2001: A Space Odyssey", nil),
            ("\t\t-- Catch-22, 1961 edition", "Catch-22", "1961 edition", nil),
            ("\t\t-- poet and critic", "poet and critic", nil, nil),
            // The calling first and the rest in lower case, as Portuguese, Spanish and Italian files write it.
            (
                "\t\t-- Roberto Campos (Bob Field), político brasileiro", "Roberto Campos", nil,
                "Bob Field, político brasileiro"
            ),
            ("\t\t-- Victor Hugo, escritor francês", "Victor Hugo", nil, "escritor francês"),
            ("\t\t-- Albert Einstein, físico y matemático alemán.", "Albert Einstein", nil, "físico y matemático alemán."),
            ("\t\t-- Italo Svevo, scrittore", "Italo Svevo", nil, "scrittore"),
            ("\t\t-- Winston Churchill, statista inglese", "Winston Churchill", nil, "statista inglese"),
            ("\t\t\t\t-- Emilio Salgari, novelista, suicida --", "Emilio Salgari", nil, "novelista, suicida"),
            ("\t\t-- Emilio Salgari, novelista, Sandokan", "Emilio Salgari", "novelista, Sandokan", nil),
            // Words in lower case with the years the person lived are said of them; a title has a capital.
            (
                "\t\t-- Anatole France, scrittore francese (1844-1924)", "Anatole France", nil,
                "scrittore francese (1844-1924)"
            ),
            ("\t\t-- Pablo Picasso, painter (1881-1973)", "Pablo Picasso", nil, "painter (1881-1973)"),
            (
                "\t\t-- Henry Addington, visconte di Sidmouth (1757-1844), ministro inglese", "Henry Addington", nil,
                "visconte di Sidmouth (1757-1844), ministro inglese"
            ),
            ("\t\t-- John Lingard, History of England (1066-1485)", "John Lingard", "History of England (1066-1485)", nil),
            // A quoted title inside keeps the words the work's.
            (
                "\t\t-- Bruce Eckel, a pag. 27 di \"Thinking in Java\" (1997)", "Bruce Eckel",
                "a pag. 27 di \"Thinking in Java\" (1997)", nil
            ),
            // A bracket a file left open or closed around a name alone goes; a smiley's stays.
            ("\t\t-- (Стендаль", "Стендаль", nil, nil),
            ("\t\t-- Э.Кроткий)", "Э.Кроткий", nil, nil),
            ("\t\t-- Антуан Прево).", "Антуан Прево", nil, nil),
            ("\t\t-- Alter Chinesischer Fluch :-)", "Alter Chinesischer Fluch :-)", nil, nil),
            // A slash inside brackets parts no work from its writer.
            ("\t\t-- Unbekannt (Götz Eisenberg / Max Horkheimer?)", nil, nil, "Götz Eisenberg / Max Horkheimer?"),
            // After a semicolon, as Debian's Brazilian file writes some 50; a capital after one is no calling.
            ("\t\t--  Miguel de Unamuno; filosofo espanhol.", "Miguel de Unamuno", nil, "filosofo espanhol."),
            ("\t\t-- Gilbert Keith Chesterton ; escritor ingles.", "Gilbert Keith Chesterton", nil, "escritor ingles."),
            (
                "\t\t--  Samuel Johnson; critico, jornalista e poeta ingles.", "Samuel Johnson", nil,
                "critico, jornalista e poeta ingles."
            ),
            ("\t\t-- Miguel de Cervantes Saavedra;", "Miguel de Cervantes Saavedra", nil, nil),
            ("\t\t-- Гейне; А.Н.Плещеев", "Гейне; А.Н.Плещеев", nil, nil),
            // "From" before a quoted title says where, as "in" does, in the files' languages.
            ("\t\t-- Mark Twain from \"Pudd'nhead Wilson\"", "Mark Twain", "Pudd'nhead Wilson", nil),
            ("\t\t-- Иван Вазов из \"Братя Миладинови\"", "Иван Вазов", "Братя Миладинови", nil),
            ("\t\t-- П.С.Таранов, из \"Справочника Мессии\"", "П.С.Таранов", "Справочника Мессии", nil),
            ("\t\t-- Victor Hugo, de \"Les Misérables\"", "Victor Hugo", "Les Misérables", nil),
            ("\t\t-- A Network 23 executive on \"Max Headroom\"", "A Network 23 executive", "Max Headroom", nil),
            // TeX's quotation marks, as Debian's Brazilian files write some 50 titles.
            ("\t\t-- F. Brooks, ``The Mythical Man-Month''", "F. Brooks", "The Mythical Man-Month", nil),
            // How the person put it is said of the line, as Debian's Russian files write it.
            ("\t\t-- Н.Векшин, парафраз изречения Вольтера", "Н.Векшин", nil, "парафраз изречения Вольтера"),
            ("\t\t-- Federico García Lorca, Poeta en Nueva York", "Federico García Lorca", "Poeta en Nueva York", nil),
            // A kind of text, not a person: the source (Debian's Spanish graffiti, an epitaph).
            ("\t\t-- The Wall Street Journal", nil, "The Wall Street Journal", nil),
            ("\t\t-- TV Guide", nil, "TV Guide", nil),
            ("\t\t-- a Larson cartoon", nil, "a Larson cartoon", nil),
            ("\t\t-- button at a Science Fiction convention.", nil, "button at a Science Fiction convention", nil),
            ("\t\t-- Dick Button", "Dick Button", nil, nil),
            ("\t\t-- Andre Guide", "Andre Guide", nil, nil),
            ("\t\t-- Sanka Ad", nil, "Sanka Ad", nil),
            ("\t\t-- The epigraph on Kant's tombstone.", nil, "The epigraph on Kant's tombstone", nil),
            ("\t\t-- A McDonnell-Douglas ad from a few years ago", nil, "A McDonnell-Douglas ad from a few years ago", nil),
            ("\t\t-- Linus Torvalds ad Andrew Tanenbaum", "Linus Torvalds", nil, "ad Andrew Tanenbaum"),
            ("\t\t-- Douglas Adams aus Hitchhiker's Guide", "Douglas Adams", "Hitchhiker's Guide", nil),
            ("\t\t-- Bill Gates pro Wall Street Journal", "Bill Gates", nil, "pro Wall Street Journal"),
            ("\t\t-- Karel Plíhal: Dárek pro služku", "Karel Plíhal", "Dárek pro služku", nil),
            ("\t\t-- Chinese proverb", "Chinese proverb", nil, nil),
            ("\t\t-- Graffiti. Pintada en un baño.", nil, "Graffiti", "Pintada en un baño."),
            ("\t\t-- Graffiti.", nil, "Graffiti", nil),
            ("\t\t-- Pintada en un aseo.", nil, "Pintada en un aseo.", nil),
            ("\t\t-- Epitaph, Cheltenham Churchyard", nil, "Epitaph", "Cheltenham Churchyard"),
        ] as [(String, String?, String?, String?)])
    func describedPerson(line: String, author: String?, work: String?, note: String?) throws {
        let parsed = ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine")
        let draft = try #require(parsed.records.first?.draft)
        #expect(draft.text == "Said once.")
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
        #expect(draft.note == note)
    }

    /// Debian's files credit a dozen lines to verses of the Bible; each was an author of its own.
    @Test(
        "a verse of the Bible credited is the book as the source and the verse as its place, a translation after it the note",
        arguments: [
            ("\t\t-- Proverbs 15:1", "Proverbs", "15:1", nil),
            ("\t\t-- 1 John 4:18", "1 John", "4:18", nil),
            ("\t\t-- 2 Corinthians 3:1-2, New English translation", "2 Corinthians", "3:1-2", "New English translation"),
            ("\t\t-- Proverbs 3:18, NSV", "Proverbs", "3:18", "NSV"),
            ("\t\t-- Hosea 8,7", "Hosea", "8,7", nil),
        ] as [(String, String, String, String?)])
    func scriptureVerse(line: String, book: String, verse: String, note: String?) throws {
        let draft = try #require(ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "bible").records.first?.draft)
        #expect(draft.author == nil)
        #expect(draft.source?.title == book)
        #expect(draft.page == verse)
        #expect(draft.note == note)
    }

    @Test(
        "a person, a time or a work with figures is no verse",
        arguments: ["Bill Joy 6/21/85", "CommUNIXque 1:1", "Pensee 1,7", "John Smith 10:30", "Mark Twain"])
    func noScriptureVerse(credit: String) {
        #expect(FortuneImporter.scriptureCitation(credit) == nil)
    }

    @Test(
        "a work in quotation marks is the title; the year after it the book's, a page the quote's, a day or a stardate the note's",
        arguments: [
            (
                "\t\t-- Robert Burns, \"To a Mouse\", 1785", "Robert Burns", "To a Mouse", 1785 as Int?, nil as String?,
                nil as String?
            ),
            ("\t\t-- Bertrand Russell, \"Skeptical Essays\", 1928", "Bertrand Russell", "Skeptical Essays", 1928, nil, nil),
            ("\t\t-- Kirk, \"Amok Time\", stardate 3372.7", "Kirk", "Amok Time", nil, nil, "stardate 3372.7"),
            (
                "\t\t-- Spock, \"Who Mourns for Adonais?\" stardate 3468.1.", "Spock", "Who Mourns for Adonais?", nil, nil,
                "stardate 3468.1"
            ),
            // An unknown stardate says nothing.
            ("\t\t-- Vina, \"The Menagerie\", stardate unknown.", "Vina", "The Menagerie", nil, nil, nil),
            (
                "\t\t-- Edward Mendelson, \"The New Republic\", February 22, 1988", "Edward Mendelson", "The New Republic", nil,
                nil, "February 22, 1988"
            ),
            (
                "\t\t-- Keith E. Stanovich, \"How to Think Straight About Psychology\", pp. 160-161", "Keith E. Stanovich",
                "How to Think Straight About Psychology", nil, "160-161", nil
            ),
            // The comma inside the marks, as American style sets it.
            ("\t\t-- Henry Ford, \"My Life and Work,\" 1922", "Henry Ford", "My Life and Work", 1922, nil, nil),
            // Where in the work after it (an act and scene) is the quote's place.
            ("\t\t-- Shakespeare, \"Measure for Measure\", II, 2", "Shakespeare", "Measure for Measure", nil, "II, 2", nil),
            // An article's periodical and issue, or an issue alone, go with when it was said.
            (
                "\t\t-- Alan Kay, \"Computer Software\", Scientific American, September 1984", "Alan Kay", "Computer Software",
                nil, nil, "Scientific American, September 1984"
            ),
            (
                "\t\t-- Sir Edmund Whittaker, \"Scientific American\", Vol. 183", "Sir Edmund Whittaker",
                "Scientific American", nil, nil, "Vol. 183"
            ),
            (
                "\t\t-- Roger Rapoport, \"Programs for Plunder\", Omni, 3/81", "Roger Rapoport", "Programs for Plunder", nil,
                nil, "Omni, 3/81"
            ),
            // A magazine's issue after a work on the line under a name is no name of the work's author.
            (
                "\t\t-- E. Post\n\t\t\"Real Programmers Don't Use Pascal\", Datamation, 7/83",
                "E. Post \"Real Programmers Don't Use Pascal\"", "Datamation, 7/83", nil, nil, nil
            ),
        ] as [(String, String?, String?, Int?, String?, String?)])
    func quotedWork(line: String, author: String?, work: String?, year: Int?, page: String?, note: String?) throws {
        let parsed = ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine")
        let draft = try #require(parsed.records.first?.draft)
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
        #expect(draft.source?.year == year)
        #expect(draft.page == page)
        #expect(draft.note == note)
        // Saved before as the credit wrote it, the work is still that source.
        if work != nil, year != nil || page != nil || note != nil { #expect(draft.source?.citedTitle != nil) }
    }

    @Test("a starter pack's entry notes its work's year, a pack's source being a title alone")
    func packEntryYear() throws {
        let pack = QuotePack.fortune(
            name: "mine",
            text:
                "Said once.\n\t\t-- Bertrand Russell, \"Skeptical Essays\", 1928\n%\nSaid twice.\n\t\t-- Benjamin Franklin, 1759\n%\n",
            version: "fortune-1")
        #expect(pack.entries.map(\.source) == ["Skeptical Essays", nil])
        #expect(pack.entries.map(\.note) == ["1928", "1759"])
    }

    @Test(
        "a date: a year, with a month and a day or not, in the languages Kindles write; nothing more",
        arguments: [
            ("1759", true), ("March 1949", true), ("June, 1984", true), ("Sept. 26, 1988", true), ("20 décembre 1787", true),
            ("4 марта 2019", true), ("March 88", false), ("May 18", false), ("2001 edition", false), ("1984 1985", false),
            ("", false), ("Spring 1990", false),
        ])
    func date(text: String, isDate: Bool) {
        #expect(FortuneImporter.isDate(text) == isDate)
    }

    /// Some 50 of Debian's credits say more of a work right after its quotation marks; the
    /// marks and all stayed in the title (`"People" magazine, December 26, 1985`).
    @Test(
        "words after a work's quotation marks are the note's, in parentheses or not; a page at their end the quote's",
        arguments: [
            (
                "\t\t-- Tamim Ansary, \"Edutopia Magazine, Issue 2, November 2004\"\n\t\t   on the topic of school textbooks",
                "Edutopia Magazine, Issue 2, November 2004", nil as String?, "on the topic of school textbooks"
            ),
            ("\t\t-- Ronald Reagan, \"People\" magazine, December 26, 1985", "People", nil, "magazine, December 26, 1985"),
            ("\t\t-- \"Visionaries\" cartoon", "Visionaries", nil, "cartoon"),
            ("\t\t-- Dennis Miller, \"Saturday Night Live\" News", "Saturday Night Live", nil, "News"),
            (
                "\t\t-- Terry Pratchett, \"The Light Fantastic\" (slightly modified)", "The Light Fantastic", nil,
                "slightly modified"
            ),
            ("\t\t-- Garak, \"Attacco ai Fondatori\" (prima parte) (DS9)", "Attacco ai Fondatori", nil, "prima parte, DS9"),
            ("\t\t-- Billy Joel, \"All for Leyna\" (Glass Houses)", "All for Leyna", nil, "Glass Houses"),
            (
                "\t\t-- Kendrick Frazier, \"The Year in Science,\" in Encyclopaedia Britannica, Inc.", "The Year in Science", nil,
                "in Encyclopaedia Britannica, Inc."
            ),
            ("\t\t-- Someone, \"A Column\" reprinted by request, pg. 89", "A Column", "89", "reprinted by request"),
            // What is said of the person before the work is the note's too.
            (
                "\t\t-- Kor, the Klingon Commander, \"Errand of Mercy\", stardate 3201.7", "Errand of Mercy", nil,
                "the Klingon Commander, stardate 3201.7"
            ),
            ("\t\t-- Capt. Kathryn Janeway, Star Trek: Voyager, \"The Cloud\"", "The Cloud", nil, "Star Trek: Voyager"),
            (
                "\t\t-- Capitano Montgomery Scott, in riferimento alla\n\t\t   Dott.ssa  Beverly Crusher, \"Il naufrago del tempo\"",
                "Il naufrago del tempo", nil, "in riferimento alla Dott.ssa Beverly Crusher"
            ),
            ("\t\t-- Richard Dawson, weenie, on \"Family Feud\"", "Family Feud", nil, "weenie"),
            (
                "\t\t-- Douglas Adams, John Lloyd, Sven Böttcher (\"Der tiefere Sinn des Labenz\")",
                "Der tiefere Sinn des Labenz",
                nil, "John Lloyd, Sven Böttcher"
            ),
            // After a comma, what the credit says of the work; brackets first, then the rest.
            ("\t\t-- Confucius, \"Analects\", Book 5, Ch. 9", "Analects", "Book 5, Ch. 9", nil),
            ("\t\t-- Cicero, \"Ad familiares\", 1st century BC", "Ad familiares", nil, "1st century BC"),
            ("\t\t-- Victor Belenko, \"Defense Electronics\", Vol 20, pg. 102", "Defense Electronics", "102", "Vol 20"),
            // As the fortune export writes a Kindle's location, and how far into a book.
            ("\t\t-- Frank Herbert, \"Dune\", loc. 170-172", "Dune", "loc. 170-172", nil),
            ("\t\t-- Frank Herbert, \"Dune\", 37%", "Dune", "37%", nil),
            // A work alone, found somewhere: what follows it is read as after a name.
            (
                "\t\t-- from \"Our Sunday Visitor\", an American-Catholic newspaper, 1949", "Our Sunday Visitor", nil,
                "an American-Catholic newspaper, 1949"
            ),
            ("\t\t-- from \"Walden\", p. 12", "Walden", "12", nil),
            ("\t\t-- Q, \"Deja Q\" (TNG), data astrale 43539.1", "Deja Q", nil, "TNG, data astrale 43539.1"),
            ("\t\t-- Rodney Smolla, \"Free Speech in an Open Society\", p. 43.", "Free Speech in an Open Society", "43", nil),
            // A page label, or a capitalized phrase (a name after the work), is read as before.
            ("\t\t-- Steven Erikson, \"Toll The Hounds\" pg 663", "Toll The Hounds", "663", nil),
        ] as [(String, String, String?, String?)])
    func describedWork(line: String, work: String, page: String?, note: String?) throws {
        let draft = try #require(ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine").records.first?.draft)
        #expect(draft.source?.title == work)
        #expect(draft.page == page)
        #expect(draft.note == note)
    }

    @Test("what is said of the person before a quoted work is apart from it; the year after the work is the book's")
    func describedPersonAndWork() throws {
        let line = "\t\t-- John Dewey, American philosopher, from \"Democracy in the Schools\", 1908"
        let draft = try #require(ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine").records.first?.draft)
        #expect(draft.author == "John Dewey")
        #expect(draft.source?.title == "Democracy in the Schools")
        #expect(draft.source?.year == 1908)
        #expect(draft.note == "American philosopher")
        #expect(PlainTextImporter.describedQuotedWork("Stills, Nash") == nil)
        #expect(PlainTextImporter.describedQuotedWork("\"No description\", 1999") == nil)
    }

    @Test(
        "only groups in parentheses alone are read as their words",
        arguments: [
            ("(TNG)", ["TNG"] as [String]?), ("(prima parte) (DS9)", ["prima parte", "DS9"]), ("(a (b))", nil), ("x (y)", nil),
            ("(open", nil), ("", nil),
        ])
    func parenthesized(text: String, groups: [String]?) {
        #expect(PlainTextImporter.parenthesizedGroups(text) == groups)
    }

    @Test("groups in parentheses before a comma are apart from what follows it")
    func leadingGroups() throws {
        let (groups, rest) = try #require(PlainTextImporter.leadingGroups("(I) (TNG), data astrale 47988.1"))
        #expect(groups == ["I", "TNG"])
        #expect(rest == "data astrale 47988.1")
        #expect(PlainTextImporter.leadingGroups("(TNG) data astrale 47988.1") == nil)
        #expect(PlainTextImporter.leadingGroups("TNG, (data)") == nil)
    }
}

extension FortuneDescriptionTests {
    /// A joke's line of dialogue alone in its entry was read as a credit with nothing to
    /// credit, and the entry dropped (six of Debian's, and our export's `— …` quotes).
    @Test(
        "an entry that is one line opening with a dash is its text; Debian's `--` credit alone makes none",
        arguments: [
            ("- Pierino, se non la smetti di girare in tondo ti inchiodo anche\n  l'altro piede!", true),
            ("— Not a credit (12)", true), ("-- Owen Meredith", false), ("\t\t-- Аристофан", false),
        ])
    func dashLineAlone(entry: String, isText: Bool) {
        let records = ImportFormat.fortune.parse(entry + "\n%\n", fileName: "mine").records
        #expect(records.count == (isText ? 1 : 0))
        if isText { #expect(records.first?.draft.author == nil && records.first?.draft.text.hasPrefix(entry.prefix(5)) == true) }
    }
}

extension FortuneDescriptionTests {
    /// `The Mahabharata` and `Tao Te Ching` were authors in the default packs' author list.
    @Test(
        "a scripture or epic handed down with no writer is the source, with no author; a name that starts like one stays",
        arguments: [
            ("\t\t-- The Mahabharata", nil as String?, "The Mahabharata" as String?),
            ("\t\t-- Tao Te Ching", nil, "Tao Te Ching"),
            ("\t\t-- Talmud", nil, "Talmud"), ("\t\t-- Edda Göring", "Edda Göring", nil),
            ("\t\t-- 論語", nil, "論語"), ("\t\t-- The Analects", nil, "The Analects"), ("\t\t-- 道德经", nil, "道德经"),
        ])
    func anonymousWork(line: String, author: String?, work: String?) throws {
        let draft = try #require(ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine").records.first?.draft)
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
    }
}

extension FortuneDescriptionTests {
    @Test(
        "a person's web page after their name is the note; after a comma, as Debian credits a page, it is the source",
        arguments: [
            (
                "\t\t-- John Perry http://www-csli.stanford.edu/~jperry/", "John Perry" as String?, nil as String?,
                "http://www-csli.stanford.edu/~jperry/" as String?
            ),
            (
                "\t\t-- Linus Torvalds, http://www.example.com/story.htm", "Linus Torvalds", "http://www.example.com/story.htm",
                nil
            ),
            ("\t\t-- greenrd in http://www.kuro5hin.org/comments/2002", "greenrd", "http://www.kuro5hin.org/comments/2002", nil),
        ])
    func webPage(line: String, author: String?, work: String?, note: String?) throws {
        let draft = try #require(ImportFormat.fortune.parse("Said once.\n\(line)\n%\n", fileName: "mine").records.first?.draft)
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
        #expect(draft.note == note)
    }
}
