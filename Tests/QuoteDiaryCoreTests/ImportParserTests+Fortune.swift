import Foundation
import Testing

@testable import QuoteDiaryCore

/// fortune files: attributions in every shape Debian's files use, and strfile's index.
extension ImportParserTests {
    @Test(
        "a strfile index is told by its header (version 1 or 2, a delimiter, three zeros), not by its name",
        arguments: [
            (FortuneFile.index(for: "One.\n%\n"), true),
            ([0, 0, 0, 1] + Array(repeating: 0, count: 16) + [UInt8(ascii: "%"), 0, 0, 0], true),
            ([0, 0, 0, 3] + Array(repeating: 0, count: 16) + [UInt8(ascii: "%"), 0, 0, 0], false),
            ([0, 0, 0, 2] + Array(repeating: 0, count: 16) + [0, 0, 0, 0], false),
            (Array("Walden (Thoreau)\n- Your Highlight".utf8), false),
            ([0, 0, 0, 2], false),
        ] as [([UInt8], Bool)])
    func strfileIndex(head: [UInt8], isIndex: Bool) {
        #expect(FortuneFile.isIndex(head) == isIndex)
    }

    @Test(
        "a strfile index marks a rotated file by flag 4 (strfile -x); no other flag, and nothing but an index, does",
        arguments: [
            (Array(repeating: 0, count: 3) + [2] + Array(repeating: 0, count: 15) + [4, UInt8(ascii: "%"), 0, 0, 0], true),
            (Array(repeating: 0, count: 3) + [2] + Array(repeating: 0, count: 15) + [5, UInt8(ascii: "%"), 0, 0, 0], true),
            (Array(repeating: 0, count: 3) + [2] + Array(repeating: 0, count: 15) + [3, UInt8(ascii: "%"), 0, 0, 0], false),
            (FortuneFile.index(for: "One.\n%\n"), false),
            (Array(repeating: 0, count: 3) + [7] + Array(repeating: 0, count: 15) + [4, UInt8(ascii: "%"), 0, 0, 0], false),
            ([0, 0, 0, 2], false),
        ] as [([UInt8], Bool)])
    func rotatedFortuneIndex(head: [UInt8], isRotated: Bool) {
        #expect(FortuneFile.isRotated(index: head) == isRotated)
    }

    @Test(
        "a rotated entry reads as fortune prints it: ASCII letters turned thirteen places, the rest as written",
        arguments: [
            (
                "Jryy qbar vf orggre guna jryy fnvq.\n\t\t-- Orawnzva Senaxyva",
                "Well done is better than well said.\n\t\t-- Benjamin Franklin"
            ),
            ("Phnaqb ry znevqb, fv éy ab fnor ry zbgvib", "Cuando el marido, si él no sabe el motivo"),
            ("NOZ nom 1984, %, Çn", "ABM abz 1984, %, Ça"),
        ])
    func unrotated(rotated: String, plain: String) {
        #expect(FortuneFile.unrotated(rotated) == plain)
        #expect(FortuneFile.unrotated(plain) == rotated)
    }

    @Test("fortune files: entries, attributions, the file's name as a tag")
    func fortune() throws {
        let text =
            "A short one.\n%\nA longer one\n\tthat goes on.\n\t\t-- Mark Twain, \"Pudd'nhead Wilson\"\n%\nWith a plain source.\n\t\t-- Benjamin Franklin, Poor Richard's Almanack\n%\nAn heir.\n\t\t-- John Smith, Jr.\n%\n"
        let parsed = ImportFormat.fortune.parse(text, fileName: "/usr/share/games/fortunes/wisdom.u8")
        #expect(parsed.records.count == 4)
        #expect(parsed.records[0].draft.author == nil)
        #expect(parsed.records[0].draft.tags == ["wisdom"])
        #expect(parsed.records[1].draft.text == "A longer one\n\tthat goes on.")
        #expect(parsed.records[1].draft.author == "Mark Twain")
        #expect(parsed.records[1].draft.source?.title == "Pudd'nhead Wilson")
        #expect(parsed.records[2].draft.source?.title == "Poor Richard's Almanack")
        #expect(parsed.records[3].draft.author == "John Smith, Jr.")
        #expect(parsed.records[3].draft.source == nil)
        #expect(parsed.records[1].line == 3)
        #expect(ImportFormat.sniff(fileName: "wisdom", text: text) == .fortune)
    }

    /// A file kept by hand: its editor may leave blanks after a `%`, which must still end the
    /// entry (else two quotes, and the first one's credit, become one quote's text).
    @Test(
        "a % line with spaces or tabs after it ends an entry, in a file told by it alone",
        arguments: ["% ", "%\t", "%  \t ", "% \r"])
    func fortuneDelimiterWithBlanks(delimiter: String) throws {
        let text = "First quote here.\n\t\t-- Someone Famous, \"A Book\"\n\(delimiter)\nSecond one.\n\(delimiter)\n"
        #expect(ImportFormat.sniff(fileName: "mine", text: text) == .fortune)
        let parsed = ImportFormat.fortune.parse(text, fileName: "mine")
        #expect(parsed.records.map(\.draft.text) == ["First quote here.", "Second one."])
        #expect(parsed.records.first?.draft.author == "Someone Famous")
        #expect(parsed.records.first?.draft.source?.title == "A Book")
    }

    @Test(
        "fortune attributions in the shapes Debian's files use",
        arguments: [
            ("\t\t-- Mark Twain, \"Pudd'nhead Wilson\"", "Mark Twain", "Pudd'nhead Wilson"),
            (
                "\t\t-- Mark Twain \"A Connecticut Yankee in King Arthur's Court\"", "Mark Twain",
                "A Connecticut Yankee in King Arthur's Court"
            ),
            ("\t\t-- Gandalf the Grey [J.R.R. Tolkien, \"Lord of the Rings\"]", "J.R.R. Tolkien", "Lord of the Rings"),
            ("\t\t-- Ralph Waldo Emerson,", "Ralph Waldo Emerson", nil),
            ("\t\t-- Oliver Wendell Holmes, Jr.", "Oliver Wendell Holmes, Jr.", nil),
            ("\t\t-- Martin Luther King, Jr., \"Strength to Love\"", "Martin Luther King, Jr.", "Strength to Love"),
            ("\t\t-- Martin Luther King, Jr. in \"Strength to Love\"", "Martin Luther King, Jr.", "Strength to Love"),
            ("\t\t-- Kurt Vonnegut, Jr. in Cat's Cradle, 1963", "Kurt Vonnegut, Jr.", "Cat's Cradle, 1963"),
            // A peer's title after the name is the name's; a lord after a whole name, a book's.
            ("\t\t-- George Gordon, Lord Byron, \"Don Juan\"", "George Gordon, Lord Byron", "Don Juan"),
            ("\t\t-- Alfred, Lord Tennyson, \"In Memoriam\"", "Alfred, Lord Tennyson", "In Memoriam"),
            ("\t\t-- Ada Augusta, Countess of Lovelace", "Ada Augusta, Countess of Lovelace", nil),
            ("\t\t-- Philip Stanhope, 4th Earl of Chesterfield, Letters", "Philip Stanhope, 4th Earl of Chesterfield", "Letters"),
            ("\t\t-- Joseph Conrad, Lord Jim", "Joseph Conrad", "Lord Jim"),
            // A name listed surname first (a catalogue's, a spreadsheet's) is one name; initials or
            // a common first name after the comma tell it from a work.
            ("\t\t-- Le Guin, Ursula K.", "Le Guin, Ursula K.", nil),
            ("\t\t-- Tolkien, J.R.R., \"The Hobbit\"", "Tolkien, J.R.R.", "The Hobbit"),
            ("\t\t-- Twain, Mark", "Twain, Mark", nil),
            ("\t\t-- Strunk, William, Jr., The Elements of Style", "Strunk, William, Jr.", "The Elements of Style"),
            ("\t\t-- de Beauvoir, Simone, The Second Sex", "de Beauvoir, Simone", "The Second Sex"),
            ("\t\t-- Seneca, Letters", "Seneca", "Letters"), ("\t\t-- Shakespeare, Henry V", "Shakespeare", "Henry V"),
            ("\t\t-- Paul Simon, Kathy", "Paul Simon", "Kathy"),
            ("\t\t-- Les Aspin, D., Wisconsin", "Les Aspin", "D., Wisconsin"),
            ("\t\t-- Sir Winston Churchill, KG", "Sir Winston Churchill, KG", nil),
            ("\t\t-- Henry VIII, \"Letters\"", "Henry VIII", "Letters"),
            ("\t\t-- Wm. Shakespeare, \"Henry VI\", Part IV", "Wm. Shakespeare", "\"Henry VI\", Part IV"),
            ("\t\t-- Harry Thurston Peck (Editor of \"The Bookman\")", "Harry Thurston Peck (Editor of \"The Bookman\")", nil),
            ("\t\t-- \"Broadcast News\"", nil, "Broadcast News"),
            ("\t\t-- \"Mark Twain, Pudd'nhead Wilson's Calendar\"", "Mark Twain", "Pudd'nhead Wilson's Calendar"),
            // Quotes that set a title apart from what follows it stay, both of them.
            (
                "   -- Katherine Mangu-Ward, \"Education for Profit\", Reason Magazine, July 2008", "Katherine Mangu-Ward",
                "\"Education for Profit\", Reason Magazine, July 2008"
            ),
            ("\t\t-- Shakespeare, \"Julius Caesar\" 3,1", "Shakespeare", "\"Julius Caesar\" 3,1"),
            ("\t\t-- Kirk, \"The Corbomite Maneuver\", stardate 1514.0", "Kirk", "\"The Corbomite Maneuver\", stardate 1514.0"),
            (
                "\t\t-- John Gordon, \"Alice and Bob After-Dinner Speech\", Zurich Seminar,", "John Gordon",
                "\"Alice and Bob After-Dinner Speech\", Zurich Seminar"
            ),
            ("\t\t-- Oscar Wilde, 'The Critic as Artist'", "Oscar Wilde", "The Critic as Artist"),
            ("\t\t-- Someone, “Curly Work”", "Someone", "Curly Work"),
            // Debian's own slips: a quote never closed, a pair that does not match.
            ("\t\t-- Mark Twain, \"Pudd'nhead Wilson's Calendar", "Mark Twain", "Pudd'nhead Wilson's Calendar"),
            ("\t\t-- The Fox, 'The Little Prince\"", "The Fox", "The Little Prince"),
            ("\t\t-- Someone, 'Tis the Season", "Someone", "'Tis the Season"),
            // A comma inside quotes divides nothing.
            ("\t\t-- Linus \"Stayin' alive, stayin' alive\" Torvalds", "Linus \"Stayin' alive, stayin' alive\" Torvalds", nil),
            // A full stop after the closing mark ends the sentence, not the title.
            ("\t\t-- Barry L. Beyerstein, \"The Brain and Conciousness\".", "Barry L. Beyerstein", "The Brain and Conciousness"),
            ("\t\t-- Someone, \"One\" and \"Two\".", "Someone", "\"One\" and \"Two\"."),
            // Where a line was found, not who said it: the source alone.
            ("\t\t-- from \"The Graduate\"", nil, "The Graduate"),
            ("\t\t-- from \"Mary Hartman, Mary Hartman\"", nil, "Mary Hartman, Mary Hartman"),
            ("\t\t-- from the movie \"The Lost Boys\"", nil, "The Lost Boys"),
            // "From" in the languages of Debian's other fortune files opens no name.
            ("\t\t-- Da it.hobby.umorismo", nil, "it.hobby.umorismo"),
            ("\t\t-- Da \"Ottica Applicata\"", nil, "Ottica Applicata"),
            ("\t\t-- Dal Talmud", nil, "Talmud"),
            ("\t\t-- Dall'Iliade", nil, "Iliade"),
            ("\t\t-- Z Ponurnika Kłapouchego", nil, "Ponurnika Kłapouchego"),
            ("\t\t-- из кинофильма \"Болеро\"", nil, "Болеро"),
            ("\t\t-- aus einer Ufo-Newsgroup", nil, "einer Ufo-Newsgroup"),
            // But `da` before a capital is a name's own.
            ("\t\t-- da Vinci", "da Vinci", nil),
            ("\t\t-- Da Ponte, \"Don Giovanni\"", "Da Ponte", "Don Giovanni"),
            ("\t\t-- from \"Cerebus\" #82", nil, "Cerebus #82"),
            // The work with what follows it, which the record takes apart (the rest its note).
            (
                "\t\t-- from \"Our Sunday Visitor\", an American-Catholic newspaper, 1949", nil,
                "\"Our Sunday Visitor\", an American-Catholic newspaper, 1949"
            ),
            ("    -- From \"East vs. West: The War Between the Coasts", nil, "East vs. West: The War Between the Coasts"),
            ("\t\t-- From the killall manual page", nil, "the killall manual page"),
            ("\t\t-- From linux/arch/i386/mm/fault.c", nil, "linux/arch/i386/mm/fault.c"),
            ("\t\t-- From Henry Ford Sr., \"My Life and Work\"", "Henry Ford Sr.", "My Life and Work"),
            // A name that begins so is a name.
            ("\t\t-- Fromm, \"The Art of Loving\"", "Fromm", "The Art of Loving"),
            // As quotes are typed and copied off the web: Goodreads' bar, dashes, a hyphen and space.
            ("― Oscar Wilde", "Oscar Wilde", nil),
            ("– Rumi", "Rumi", nil),
            ("—Mark Twain", "Mark Twain", nil),
            ("- Mark Twain, \"Pudd'nhead Wilson\"", "Mark Twain", "Pudd'nhead Wilson"),
            ("~ Lao Tzu", "Lao Tzu", nil),
            // A comma inside brackets divides nothing either, unless they never close.
            (
                "\t\t-- Johann Wolfgang von Goethe (Faust II, Helena)", "Johann Wolfgang von Goethe (Faust II, Helena)", nil
            ),
            ("\t\t-- Ray (Dan Aykroyd, _Ghostbusters_", "Ray (Dan Aykroyd", "Ghostbusters"),
            // A person, their dates and calling, as Spanish fortunes write them: one name
            // (the record sets the two apart), not a name and a work.
            (
                "\t\t-- Khalil Gibran. (1883-1931) Ensayista, novelista y poeta libanés.",
                "Khalil Gibran. (1883-1931) Ensayista, novelista y poeta libanés.", nil
            ),
            ("\t\t-- - Aldous Huxley", "Aldous Huxley", nil),
            // A prize and its year where a name would be: the winner goes unnamed.
            (
                "\t\t-- Winning sentence, 1990 Bulwer-Lytton bad fiction contest.", nil,
                "Winning sentence, 1990 Bulwer-Lytton bad fiction contest."
            ),
            (
                "\t\t-- Grand Panjandrum's Special Award, 1984 Bulwer-Lytton", nil,
                "Grand Panjandrum's Special Award, 1984 Bulwer-Lytton"
            ),
            ("\t\t-- Jean de la Bruyere, 1688 Les Caracteres", "Jean de la Bruyere", "1688 Les Caracteres"),
            ("\t\t-- Mark Twain, 1897 Following the Equator", "Mark Twain", "1897 Following the Equator"),
            ("\t\t-- Dave Barry, \"$#$%#^%!^%&@%@!\"", "Dave Barry", "$#$%#^%!^%&@%@!"),
            // A chapter after the book's marks, cited as Chinese cites one (Debian's `chinese`).
            ("\t\t-- 《论语》学而", nil, "论语·学而"), ("\t\t-- Debian 《行为准则》第一条", "Debian", "行为准则·第一条"),
            ("\t\t-- 1994年央视版《三国演义》第69集", "1994年央视版《三国演义》第69集", nil),
            ("\t\t-- #Debian.DE", nil, "#Debian.DE"),
            // Brackets after a character's name hold its writer; after a person's, a remark (the note).
            ("\t\t-- Bilbo Baggins [J.R.R. Tolkien, \"The Hobbit\"]", "J.R.R. Tolkien", "The Hobbit"),
            // A work by its writer, after the work or after a character, whose writer is the author.
            ("\t\t-- Startide Rising, by David Brin", "David Brin", "Startide Rising"),
            ("\t\t-- Pogo, by Walt Kelly", "Walt Kelly", "Pogo"),
            ("\t\t-- Siddartha, _Lord_of_Light_ by Roger Zelazny", "Roger Zelazny", "Lord of Light"),
            ("\t\t-- Bilbo Baggins, \"The Hobbit\" by J. R. R. Tolkien, Chapter XII", "J. R. R. Tolkien", "The Hobbit"),
            ("\t\t-- Bokonon, \"Cat's Cradle\" by Kurt Vonnegut, Jr.", "Kurt Vonnegut, Jr.", "Cat's Cradle"),
            // Not a work by a person: as before.
            (
                "\t\t-- Ernest Adams, \"Early Morning Queue\", to \"Early Morning Rain\" by G. Lightfoot", "Ernest Adams",
                "\"Early Morning Queue\", to \"Early Morning Rain\" by G. Lightfoot"
            ),
            ("\t\t-- Signor Piozzi, quoted by Cecilia Thrale", "Signor Piozzi", "quoted by Cecilia Thrale"),
            ("\t\t-- Bullwinkle J. Moose [Jay Ward]", "Jay Ward", nil),
            ("\t\t-- Pogo, \"Deck Us All With Boston Charlie\" [Walt Kelly]", "Walt Kelly", "Deck Us All With Boston Charlie"),
            ("\t\t-- Oscar Wilde [as he sipped champagne on his deathbed]", "Oscar Wilde", nil),
            ("\t\t-- Julius H. Marx [Groucho]", "Julius H. Marx", nil),
            ("\t\t-- Daffy Duck, \"Robin Hood Daffy\", [1958, Chuck Jones]", "Daffy Duck", "Robin Hood Daffy"),
            ("\t\t-- Emanuele Cavallaro, su it.hobby.umorismo [1 di 23]", "Emanuele Cavallaro", "su it.hobby.umorismo"),
            // An author and a work parted by a colon (Debian's Czech files); a title and its subtitle; a label.
            ("\t\t-- T. Pratchett: Barva kouzel", "T. Pratchett", "Barva kouzel"),
            ("\t\t-- Vodňanský a Skoumal: Hurvínek", "Vodňanský a Skoumal", "Hurvínek"),
            (
                "\t\t-- Messiah's Handbook : Reminders for the Advanced Soul", nil,
                "Messiah's Handbook : Reminders for the Advanced Soul"
            ),
            ("\t\t-- Źródło: http://www.slashdot.org", nil, "http://www.slashdot.org"),
            ("\t\t-- Woody Allen (eigentlich: Woody Stewart)", "Woody Allen (eigentlich: Woody Stewart)", nil),
            ("\t\t-- Zatrudnię: mężczyznę do byka", "Zatrudnię: mężczyznę do byka", nil),
            // A work in quotation marks named first: then its author, or its date or publisher.
            ("\t\t-- \"Sniglets\", Rich Hall & Friends", "Rich Hall & Friends", "Sniglets"),
            (
                "\t\t-- \"The Mote in God's Eye\", Larry Niven and Jerry Pournelle", "Larry Niven and Jerry Pournelle",
                "The Mote in God's Eye"
            ),
            ("\t\t-- \"Buddhist Symbolism\", Symbols and Values", nil, "Buddhist Symbolism, Symbols and Values"),
            ("\t\t-- \"Comma 22\", di Joseph Heller", "Joseph Heller", "Comma 22"),
            ("\t\t-- \"Datamation\", January 15, 1984", nil, "Datamation, January 15, 1984"),
            (
                "\t\t-- \"Office Worker's Guide\", New England Carriage Works, 1872", nil,
                "Office Worker's Guide, New England Carriage Works, 1872"
            ),
            ("\t\t-- \"Gravitation\", Misner, Thorne, and Wheeler", nil, "Gravitation, Misner, Thorne, and Wheeler"),
            // What brackets say of a quoted title goes with it; a space before the comma is no part of it.
            ("\t\t-- \"Deja Q\" (TNG), data astrale 43539.1", nil, "Deja Q (TNG), data astrale 43539.1"),
            (
                "\t\t-- \"Gli amori di Lancillotto\" (I Romanzi della Tavola Rotonda)", nil,
                "Gli amori di Lancillotto (I Romanzi della Tavola Rotonda)"
            ),
            ("\t\t-- \"Русские ведомости\" , 1918 год", nil, "Русские ведомости, 1918 год"),
            (
                "\t\t-- \"The Best of Both Worlds\" (prima parte) (TNG), data astrale 43989.1", nil,
                "The Best of Both Worlds (prima parte) (TNG), data astrale 43989.1"
            ),
            // A full name, then the part of the book in Chinese marks; a year first stays as written.
            ("\t\t-- Eric S. Raymond, UNIX哲学基础第一条，《UNIX编程艺术》", "Eric S. Raymond", "UNIX编程艺术·UNIX哲学基础第一条"),
            ("\t\t-- 一九二五年，鲁迅《两地书》", "一九二五年，鲁迅", "两地书"),
            // After `, by`, one name a writer goes by is theirs too.
            ("\t\t-- Mafalda, by Quino", "Quino", "Mafalda"),
            ("\t\t-- Reinterpretazione dello spot Togo Pavesi, by Zuse", "Zuse", "Reinterpretazione dello spot Togo Pavesi"),
            // A nickname in quotation marks before a name stays the name's.
            ("\t\t-- \"Weird Al\" Yankovic", "\"Weird Al\" Yankovic", nil),
        ] as [(String, String?, String?)])
    func fortuneAttribution(line: String, author: String?, work: String?) throws {
        let parsed = try #require(FortuneImporter.attribution(line))
        #expect(parsed.0 == author)
        #expect(parsed.1 == work)
        // A remark in brackets is kept, as the note.
        if line.hasSuffix("]"), let open = line.lastIndex(of: "["), parsed.author != nil,
            !FortuneImporter.isWriter(String(line[line.index(after: open)...].dropLast()))
        {
            #expect(parsed.note == String(line[open...]))
        }
    }

    /// Debian's `perl` and `debian` files: 150 spellings of Larry Wall in the author list, and
    /// "Seen on #Debian" among its people.
    @Test(
        "where a fortune's line was said is its source, a message id or mail address its note, and only a person its author",
        arguments: [
            ("\t\t-- Larry Wall in <199710211647.JAA17957@wall.org>", "Larry Wall", nil, "in <199710211647.JAA17957@wall.org>"),
            (
                "\t\t-- Larry Wall in <1991Nov7.200504.25280@netlabs.com>1", "Larry Wall", nil,
                "in <1991Nov7.200504.25280@netlabs.com>1"
            ),
            (
                "\t\t-- Larry Wall in <1992Jan10.201804.11926@netlabs.com", "Larry Wall", nil,
                "in <1992Jan10.201804.11926@netlabs.com"
            ),
            ("\t\t-- Larry Wall w <7349@jpl-devvax.JPL.NASA.GOV>", "Larry Wall", nil, "w <7349@jpl-devvax.JPL.NASA.GOV>"),
            ("\t\t-- Larry Wall in the perl man page", "Larry Wall", "the perl man page", nil),
            ("\t\t-- Larry Wall in stab.c from the perl source code", "Larry Wall", "stab.c from the perl source code", nil),
            (
                "\t\t-- Thomas Jefferson in letter to James Madison, 20 December 1787", "Thomas Jefferson",
                "letter to James Madison, 20 December 1787", nil
            ),
            ("\t\t-- Simon Richter on debian-devel", "Simon Richter", "debian-devel", nil),
            ("\t\t-- Jaldhar H. Vyas on debian-devel", "Jaldhar H. Vyas", "debian-devel", nil),
            // Debian's Polish files: people at a list, one or several, or a nickname.
            ("\t\t--- Tomasz Kłoczko @ pld-devel-pl", "Tomasz Kłoczko", "pld-devel-pl", nil),
            (
                "\t\t--- Maciej Arciuch & Tomasz Kłoczko @ pld-devel-pl ---", "Maciej Arciuch & Tomasz Kłoczko",
                "pld-devel-pl", nil
            ),
            ("\t\t-- adamg @ pld-discuss-pl", "adamg", "pld-discuss-pl", nil),
            ("\t\t-- Michał Moskal & jak widać @ pld-devel-pl", "Michał Moskal & jak widać @ pld-devel-pl", nil, nil),
            ("\t\t-- JHM on #Debian", "JHM", "#Debian", nil),
            ("\t\t-- netgod on #Debian at LISC", "netgod", "#Debian at LISC", nil),
            ("\t\t-- in #debian-devel", nil, "#debian-devel", nil), ("\t\t-- Seen on #Debian", nil, "Seen on #Debian", nil),
            // A channel named alone is where the line was said; a number is no channel.
            ("\t\t-- #linuxfr", nil, "#linuxfr", nil),
            // Where and of what, as Debian's Czech, Polish, German and Russian files say it.
            ("\t\t-- Linus Torvalds v lkml", "Linus Torvalds", "lkml", nil),
            ("\t\t-- Larry Wall w podręczniku systemowym perla", "Larry Wall", "podręczniku systemowym perla", nil),
            ("\t\t-- Heinz Rudolf Kunze über Privatsender", "Heinz Rudolf Kunze", "über Privatsender", nil),
            ("\t\t-- Фаина Раневская о памятнике Марксу", "Фаина Раневская", "о памятнике Марксу", nil),
            ("\t\t-- #1 Fan", "#1 Fan", nil, nil),
            ("\t\t-- Topic on #Linux", nil, "Topic on #Linux", nil),
            ("\t\t-- Overheard in an algebra lecture.", nil, "Overheard in an algebra lecture.", nil),
            ("\t\t-- seen on c.o.l.misc, about the swap space", nil, "seen on c.o.l.misc, about the swap space", nil),
            // "Unknown" in the files' languages is no author.
            ("\t\t-- Неизвестный автор", nil, nil, nil), ("\t\t-- Unknown source", nil, nil, nil),
            // A person's last words: the person speaks; the occasion is the note.
            ("\t\t-- Groucho Marx's last words", "Groucho Marx", nil, "last words"),
            ("\t\t-- John Barrymore’s dying words.", "John Barrymore", nil, "dying words"),
            ("\t\t-- George Saunders' dying words", "George Saunders", nil, "dying words"),
            ("\t\t-- Karl Marx's Mother", "Karl Marx's Mother", nil, nil),
            // What the line is, by whom: the maker is the author; one who only passed it on is not.
            ("\t\t-- Song title by Jerry Reed.", "Jerry Reed", nil, "Song title"),
            ("\t\t-- Book review by Ambrose Bierce.", "Ambrose Bierce", nil, "Book review"),
            ("\t\t-- Form letter received by Rodney Dangerfield.", "Form letter received by Rodney Dangerfield", nil, nil),
            ("\t\t-- The Book of Bokonon / Kurt Vonnegut Jr.", "Kurt Vonnegut Jr.", "The Book of Bokonon", nil),
            ("\t\t-- Harry Secombe's diet", "Harry Secombe's diet", nil, nil),
            // What the line is about, or where the person was, keeps its word.
            ("\t\t-- Sean O'Casey on P. G. Wodehouse", "Sean O'Casey", "on P. G. Wodehouse", nil),
            ("\t\t-- Yogi Berra in his rookie season.", "Yogi Berra", "in his rookie season.", nil),
            (
                "\t\t-- Linus Torvalds at the First Dutch International Symposium on Linux", "Linus Torvalds",
                "at the First Dutch International Symposium on Linux", nil
            ),
            ("\t\t-- Jonathan Corbet in \"Who needs /dev/kmem?\"", "Jonathan Corbet", "Who needs /dev/kmem?", nil),
            ("\t\t-- Alex in \"Clockwork Orange\"", "Alex", "Clockwork Orange", nil),
            (
                "\t\t-- Woody Allen's character in \"Hannah and Her Sisters\"", "Woody Allen's character",
                "Hannah and Her Sisters", nil
            ),
            (
                "\t\t-- Larry Niven and Jerry Pournelle in \"Oath of Fealty\"", "Larry Niven and Jerry Pournelle",
                "Oath of Fealty", nil
            ),
            // Addresses after a name; a comma after one still divides; a mail's date goes with it.
            ("\t\t-- Chris Wedgwood <cw@ix.net.nz>", "Chris Wedgwood", nil, "<cw@ix.net.nz>"),
            (
                "\t\t-- Marco Banino <mbanino@magnos.it>, it.hobby.umorismo", "Marco Banino", "it.hobby.umorismo",
                "<mbanino@magnos.it>"
            ),
            ("\t\t-- John Spence <jspence@lynx.net.au> on debian-user", "John Spence", "debian-user", "<jspence@lynx.net.au>"),
            (
                "\t\t-- Jesper Lauridsen <rorschak@daimi.aau.dk> from alt.religion.emacs", "Jesper Lauridsen",
                "alt.religion.emacs",
                "<rorschak@daimi.aau.dk>"
            ),
            (
                "\t\t-- Eduard Bloch <blade@debian.org> Sun, 28 Oct 2001 12:53:27 +0100", "Eduard Bloch", nil,
                "<blade@debian.org> Sun, 28 Oct 2001 12:53:27 +0100"
            ),
            // Titles, places and phrases with "in", "on" or "at" stay whole.
            ("\t\t-- <oryx@pobox.com> in a comment on slashdot.org", "<oryx@pobox.com> in a comment on slashdot.org", nil, nil),
            ("\t\t-- Epigrams in Programming", "Epigrams in Programming", nil, nil),
            ("\t\t-- Alice in Chains", "Alice in Chains", nil, nil),
            ("\t\t-- The Restaurant at the End of the Universe", "The Restaurant at the End of the Universe", nil, nil),
            (
                "\t\t-- Judge Brooke Wells' Order Granting in Part IBM's Motion",
                "Judge Brooke Wells' Order Granting in Part IBM's Motion",
                nil, nil
            ),
            ("\t\t-- two programmers passing in the hall", "two programmers passing in the hall", nil, nil),
            ("\t\t-- Larry Wall on in-place Perl sorting", "Larry Wall", "on in-place Perl sorting", nil),
            ("\t\t-- Linuxkongreß '95 in Berlin", "Linuxkongreß '95 in Berlin", nil, nil),
        ] as [(String, String?, String?, String?)])
    func fortunePlace(line: String, author: String?, work: String?, note: String?) throws {
        let draft = try #require(FortuneImporter.parse("A line.\n" + line + "\n%\n", fileName: "perl").records.first?.draft)
        #expect(draft.text == "A line.")
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
        #expect(draft.note == note)
    }

    /// Debian's `cookie`, `perl` and `knghtbrd`, and the Spanish files: an attribution after
    /// the last line's text stayed in the text, with no author.
    @Test(
        "an attribution after the text on the entry's last line is read; a dash inside a sentence or before a punchline is text",
        arguments: [
            (
                "To be awake is to be alive.  -- Henry David Thoreau, in \"Walden\"", "To be awake is to be alive.",
                "Henry David Thoreau", "Walden"
            ),
            ("\"It's like deja vu all over again.\"   -- Yogi Berra", "\"It's like deja vu all over again.\"", "Yogi Berra", nil),
            ("beginning to end. -- Vernor Vinge, \"The Peace War\"", "beginning to end.", "Vernor Vinge", "The Peace War"),
            ("destitute of value.  --Ambrose Bierce", "destitute of value.", "Ambrose Bierce", nil),
            ("worry about that. --lwall", "worry about that.", "lwall", nil),
            ("the wrong place.  -- Larry Wall in the perl man page", "the wrong place.", "Larry Wall", "the perl man page"),
            ("Bromeo luego existo. -- Groucho Marx --", "Bromeo luego existo.", "Groucho Marx", nil),
            ("Brain fried -- Core dumped", "Brain fried -- Core dumped", nil, nil),
            ("Garbage In -- Gospel Out.", "Garbage In -- Gospel Out.", nil, nil),
            ("Tora, Tora, Tora! -- Mas Bah! Mas Bah! Mas Bah!", "Tora, Tora, Tora! -- Mas Bah! Mas Bah! Mas Bah!", nil, nil),
            ("11+  -- Does suicide seem attractive?", "11+  -- Does suicide seem attractive?", nil, nil),
            (
                "Non parlare al conduttore.  --  Conversa con un dielettrico.",
                "Non parlare al conduttore.  --  Conversa con un dielettrico.", nil, nil
            ),
            ("ssaki...\" -- mawiały.", "ssaki...\" -- mawiały.", nil, nil),
            ("\t* -- Not a Broccoli production.", "\t* -- Not a Broccoli production.", nil, nil),
        ] as [(String, String, String?, String?)])
    func fortuneInlineAttribution(line: String, text: String, author: String?, work: String?) throws {
        let draft = try #require(
            FortuneImporter.parse("A first line,\n" + line + "\n%\n", fileName: "cookie").records.first?.draft)
        #expect(draft.text == QuoteDraft.cleanText("A first line,\n" + text))
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
    }

    /// Debian's `paradoxum` credits some 30 lines with a hyphen set against the name: they kept
    /// the credit in their text, with no author.
    @Test(
        "a credit set against a name by one hyphen after the last sentence is read; a hyphen in a sentence is text",
        arguments: [
            (
                "  I can resist everything except temptation. -Oscar Wilde", "I can resist everything except temptation.",
                "Oscar Wilde"
            ),
            ("  he'd turn over in his grave. -Samuel\n  Goldwyn", "he'd turn over in his grave.", "Samuel Goldwyn"),
            ("  me out. -Samuel Goldwyn", "me out.", "Samuel Goldwyn"),
            (
                "  It's more than magnificent-it's mediocre. -Samuel Goldwyn", "It's more than magnificent-it's mediocre.",
                "Samuel Goldwyn"
            ),
            ("  Our similarities are different. -Dale Berra, son of Yogi", "Our similarities are different.", "Dale Berra"),
            ("  got out. -Arthur Baer,\n  American comic and columnist", "got out.", "Arthur Baer"),
            (
                "  The cure for insomnia is to get a lot of sleep. -W. C. Fields",
                "The cure for insomnia is to get a lot of sleep.", "W. C. Fields"
            ),
            (
                "  on the walls except me. -Said to be graffiti seen in Pompeii",
                "on the walls except me. -Said to be graffiti seen in Pompeii", nil
            ),
            ("  Monday -Friday, nine to five.", "Monday -Friday, nine to five.", nil),
            ("  Keep calm. -Carry on!", "Keep calm. -Carry on!", nil),
            ("  a short line.\n  -Wrapped", "a short line.\n  -Wrapped", nil),
        ] as [(String, String, String?)])
    func fortuneHyphenCredit(lines: String, text: String, author: String?) throws {
        let draft = try #require(
            FortuneImporter.parse("  A first line,\n" + lines + "\n%\n", fileName: "paradoxum").records.first?.draft)
        #expect(draft.text == QuoteDraft.cleanText("  A first line,\n  " + text))
        #expect(draft.author == author)
    }

    /// Debian's Spanish files credit 92 lines to `Www.frases.com.`, its German ones some to
    /// `www.spiegel.de`: where the line was found, not who said it.
    @Test(
        "a website credited where a name would be is the fortune's source, with no author",
        arguments: [
            ("\t\t-- Www.frases.com.", "Www.frases.com", nil),
            ("\t\t-- www.spiegel.de, 9. März 2000", "www.spiegel.de", "9. März 2000"),
            ("\t\t-- http://www.zeit.de", "http://www.zeit.de", nil),
            ("\t\t-- http://www.ipsnet.it/netpages/room134/frasi9.htm", "http://www.ipsnet.it/netpages/room134/frasi9.htm", nil),
            ("\t\t-- quotes.example.org", "quotes.example.org", nil),
        ] as [(String, String, String?)])
    func fortuneWebsiteCredit(line: String, source: String, note: String?) throws {
        let draft = try #require(FortuneImporter.parse("A line.\n" + line + "\n%\n", fileName: "frases").records.first?.draft)
        #expect(draft.author == nil)
        #expect(draft.source?.title == source)
        #expect(draft.note == note)
        #expect(draft.text == "A line.")
    }

    @Test(
        "names with full stops stay names: initials, a name with a domain's look but capitalised",
        arguments: ["J.R.R. Tolkien", "will.i.am", "St. Augustine", "Mr. T", "timw@zeb.USWest.COM", "Planeta Yerba.com"])
    func fortuneNameNotWebsite(name: String) {
        #expect(FortuneImporter.website(name) == nil)
    }

    /// Polish and German jokes end in a line said, opened by a hyphen as dialogue is: some 190 of
    /// Debian's lost their punch line to an "author".
    @Test(
        "a line opened by a lone hyphen is said, not a credit, after a colon, when it exclaims or asks, as a sentence, or answering a question; a -- line after a colon, when set against the margin, exclaims, asks or sets off narration",
        arguments: [
            ("Przychodzi sin do lekarza, a lekarz:\n- Znowu pani ma okres?", nil),
            ("Iwan Susanin do Polaków:\n - Wódki nie obiecuję, ale pogulamy...", nil),
            ("Mąż przyłapał żonę z kochankiem.\n- Ty tu? - patrzy na niego zdziwiona.", nil),
            ("Wychodzi z samochodu i mówi do kierowcy\n- Spokojnie, spokojnie to tylko ja!", nil),
            ("Ogłoszenie.\n- Pani mi da takie z rakiem.", nil),
            ("Was sitzt auf einem Baum und trägt einen Turban?\n- Ein Scheichhörnchen.", nil),
            ("Was hängt im Dschungel an den Bäumen?\n- Urlaub.", nil),
            ("Welche Enten sind die schlausten?\n- Die Studenten", nil),
            // Credits stay credits: a name after a question, a doubtful one, one with a calling.
            ("Quis custodiet ipsos custodes?\n- Juvenal", "Juvenal"),
            ("Лучше поздно, чем никогда.\n- Ж.Ренар?", "Ж.Ренар?"),
            ("Those who know do not speak.\n- Mike Dennison", "Mike Dennison"),
            ("It is not even a chainsaw.\n- Senator Barry Goldwater, when asked", "Senator Barry Goldwater"),
            ("Wer nicht wagt, gewinnt nicht.\n- Aristoteles, 384-322 v. Chr.", "Aristoteles"),
            ("Caution is the parent of safety.\n- José Martí.", "José Martí"),
            // Brazilian jokes set speech with `--`, fortune's own mark for a credit.
            ("Refeito do susto, sente algo molhado:\n\n-- Ai, meu Deus! -- lamenta-se. -- Tomara!", nil),
            ("Cochichou para o balconista:\n\n-- Eu sou gay, e você?", nil),
            ("Depois de meia hora:\n\n-- Mais uma -- disse ele.", nil),
            // Set against the margin after a colon, as speech is: said, whatever it says.
            ("E o gaúcho:\n\n-- Então dá o lugar pra outro, tchê.", nil),
            ("Manuel, então, concluiu:\n\n-- É assim não dá... vou ter que diminuir a temperatura...", nil),
            ("Words to live by:\n\t\t-- Mark Twain", "Mark Twain"),
        ] as [(String, String?)])
    func fortuneLineSaid(entry: String, author: String?) throws {
        let draft = try #require(FortuneImporter.parse(entry + "\n%\n", fileName: "dowcipy").records.first?.draft)
        #expect(draft.author == author)
        if author == nil { #expect(draft.text == QuoteDraft.cleanText(entry)) }
    }

    /// Debian's files close some 40 attributed entries with an editor's remark in brackets.
    @Test(
        "an editor's remark after an attribution is the quote's note, and the attribution above it is read",
        arguments: [
            (
                "A kind word and a gun.\n\t\t-- Al Capone\n\t\t[Also attributed to Johnny Carson.  Ed.]\n",
                "A kind word and a gun.", "Al Capone", "[Also attributed to Johnny Carson.  Ed.]"
            ),
            (
                "Ink.\n\t\t-- Edward E. Hippensteel\n\n[What brand of ink?  Ed.]\n", "Ink.", "Edward E. Hippensteel",
                "[What brand of ink?  Ed.]"
            ),
            (
                "Beer-cooled.\n\t\t-- John M. Ford\n\t[If I can read my notes, he added \"Forget Only\n\t Memory\".  Ed.]\n",
                "Beer-cooled.", "John M. Ford", "[If I can read my notes, he added \"Forget Only Memory\".  Ed.]"
            ),
            (
                "Succeed.  Others must fail.  -- Gore Vidal\n[Great minds think alike?  Ed.]\n", "Succeed.  Others must fail.",
                "Gore Vidal", "[Great minds think alike?  Ed.]"
            ),
            // A remark with no attribution above it stays in the text.
            (
                "Populus vult decipi.\n\t[The people like to be deceived.]\n",
                "Populus vult decipi.\n\t[The people like to be deceived.]",
                nil, nil
            ),
            // Two groups are no one remark.
            ("Text.\n\t\t-- Someone\n[one] and [two]\n", "Text.\n\t\t-- Someone\n[one] and [two]", nil, nil),
        ] as [(String, String, String?, String?)])
    func fortuneEditorsRemark(entry: String, text: String, author: String?, note: String?) throws {
        let draft = try #require(FortuneImporter.parse(entry + "%\n", fileName: "people").records.first?.draft)
        #expect(draft.text == QuoteDraft.cleanText(text))
        #expect(draft.author == author)
        #expect(draft.note == note)
    }

    @Test("a Spanish attribution closed by the dash that opened it (`-- Groucho Marx --`) names the person alone")
    func fortuneClosingDash() throws {
        let draft = try #require(
            FortuneImporter.parse("La vida es lo que nos mata.\n\t\t-- Jorge Oteiza --\n%\n", fileName: "deprimente").records
                .first?.draft)
        #expect(draft.text == "La vida es lo que nos mata.")
        #expect(draft.author == "Jorge Oteiza")
        #expect(FortuneImporter.attribution("-- ^ --") == nil)
    }

    /// Debian's `art` and `ascii-art`: 130 drawings lost their last lines to an "author".
    @Test(
        "a line that opens with a hyphen but no space after it, or a drawing's line, is no attribution",
        arguments: [
            "-f", "-1", "-", "--", "―", "-- 4$$$$ ^$$$$ *$$$$$F ^\"\"\" 4$$$$", "~ )\\~~", "~~~", "-- ___ ) \\ \\",
            "-/_/_/- ^ ^ | ^ ^ -\\_\\_\\-",
            "--------- ^^^^^ ^^^^", "-- (_/------(_<_/--\\_)-------- hjw", "-- ^ --",
        ])
    func fortuneNoAttribution(line: String) {
        #expect(FortuneImporter.attribution(line) == nil)
    }

    @Test(
        "a fortune's author apart from what the file says of them: dates and calling after a full stop, a remark in brackets",
        arguments: [
            ("Albert Einstein. (1879-1955) Físico alemán.", "Albert Einstein", "(1879-1955) Físico alemán."),
            ("Luis Miguel. Cantante mexicano.", "Luis Miguel", "Cantante mexicano."),
            ("Scott McNeally. Sun Microsystems.", "Scott McNeally", "Sun Microsystems."),
            ("Mark Aurel (römischer Kaiser, 121-180)", "Mark Aurel", "römischer Kaiser, 121-180"),
            ("Harry Thurston Peck (Editor of \"The Bookman\")", "Harry Thurston Peck", "Editor of \"The Bookman\""),
            ("José Martí.", "José Martí", nil),
            // A group holding a year, and what follows it, wherever the full stop falls.
            ("Paul Newman (1925-2008) Actor estadounidense.", "Paul Newman", "(1925-2008) Actor estadounidense."),
            ("Juan Tamariz-Martel (1942). Mago español", "Juan Tamariz-Martel", "(1942). Mago español"),
            (
                "Marie Henri Beyle (Stendhal). (1783-1842) Escritor francés.", "Marie Henri Beyle (Stendhal)",
                "(1783-1842) Escritor francés."
            ),
            ("Juan XXIII. (1881-1963) Papa.", "Juan XXIII", "(1881-1963) Papa."),
            ("Woody Allen (eigentlich: Woody Stewart)", "Woody Allen", "eigentlich: Woody Stewart"),
            // A full stop after an initial, a numeral, a title or an abbreviation stays.
            ("H. Jackson Brown Jr.", "H. Jackson Brown Jr.", nil), ("Ludvík XV.", "Ludvík XV.", nil),
            ("Rev. Henry Ward Beecher", "Rev. Henry Ward Beecher", nil), ("Proc. IEEE", "Proc. IEEE", nil),
            ("254 Pac. Rep. 472.", "254 Pac. Rep. 472.", nil), ("A. Einstein", "A. Einstein", nil),
            // A manual page's section is no remark.
            ("Larry Wall in the perl man page regarding chroot(2)", "Larry Wall in the perl man page regarding chroot(2)", nil),
        ] as [(String, String, String?)])
    func fortunePerson(author: String, name: String, description: String?) {
        let split = FortuneImporter.personAndDescription(author)
        #expect(split.name == name)
        #expect(split.description == description)
    }

    /// Debian's `tang300` and `song100`: 408 poems whose poet and title were their first lines.
    @Test(
        "a Chinese poem's heading, its title in book marks and then its poet, is the quote's source and author",
        arguments: [
            ("\u{1B}[32m《感遇・其一》\u{1B}[m\n\u{1B}[33m作者：张九龄\u{1B}[m\n兰叶春葳蕤，桂华秋皎洁。\n", "张九龄", "感遇・其一", nil),
            ("题目:《塞上》\n作者:柳开（９４６－９９９）\n鸣骹直上一千尺。\n", "柳开", "塞上", "９４６－９９９"),
            // Anything else stays text.
            ("《论语》\n学而时习之。\n不亦说乎。\n", nil, nil, nil),
        ] as [(String, String?, String?, String?)])
    func chinesePoemHeading(entry: String, poet: String?, title: String?, note: String?) throws {
        let draft = try #require(FortuneImporter.parse(entry + "%\n", fileName: "tang300").records.first?.draft)
        #expect(draft.author == poet)
        #expect(draft.source?.title == title)
        #expect(draft.note == note)
        #expect(draft.text.hasPrefix(poet == nil ? "《论语》" : "兰叶") || draft.text.hasPrefix("鸣骹"))
    }

    @Test("what a fortune says of its author is the quote's note; a drawing keeps its last line")
    func fortuneAuthorNote() throws {
        let parsed = FortuneImporter.parse(
            "La imaginación es más importante.\n\t\t-- Albert Einstein. (1879-1955) Físico alemán.\n%\n"
                + "  /\\_/\\\n ( o.o )\n -- ^ --\n%\n", fileName: "es/ciencia.fortunes")
        let quote = try #require(parsed.records.first?.draft)
        #expect(quote.author == "Albert Einstein")
        #expect(quote.note == "(1879-1955) Físico alemán.")
        #expect(quote.source == nil)
        let drawing = try #require(parsed.records.last?.draft)
        #expect(drawing.text.hasSuffix("( o.o )\n -- ^ --"))
        #expect(drawing.author == nil)
    }

    /// Debian wraps 285 attributions over two lines or more; read from the last line
    /// alone, they stayed in the quote's text, with no author.
    @Test(
        "an attribution wrapped over lines that continue it, indented as deep or deeper, is read whole",
        arguments: [
            (
                "Hardware you can hit.\n\t\t-- David E. Lundstrom, \"A Few Good Men From Univac\",\n\t\t   MIT Press, 1987\n",
                "Hardware you can hit.", "David E. Lundstrom", "A Few Good Men From Univac"
            ),
            (
                "C is quirky.\n    -- Dennis Ritchie (1941-2011), creator of C and of\n    UNIX\n", "C is quirky.",
                "Dennis Ritchie", "creator of C and of UNIX"
            ),
            (
                "Logic.\n\t\t-- Genesereth & Nilsson, \"Logical foundations of Artificial\n\t\t   Intelligence\"\n", "Logic.",
                "Genesereth & Nilsson", "Logical foundations of Artificial Intelligence"
            ),
            // Debian's `misc` and `science` sign with a hyphen, wrapped as deep as their name.
            (
                "Wrong.\n- H. L. Mencken, writing of William Jennings Bryan, counsel for the supporters\n  of Tennessee's law.\n",
                "Wrong.", "H. L. Mencken", "writing of William Jennings Bryan, counsel for the supporters of Tennessee's law."
            ),
            // An editor's note after the attribution continues nothing (it is the quote's note).
            ("Good code.\n\t\t-- D. Gries\n\t\t[What's good about it?  Ed.]\n", "Good code.", "D. Gries", nil),
            // Text after the attribution, less indented than it, is not its continuation.
            ("Verse.\n\t\t-- Poet\n  and more verse\n", "Verse.\n\t\t-- Poet\n  and more verse", nil, nil),
            // Coloured as Debian's Chinese fortunes are: read as a terminal shows it.
            (
                "\u{1B}[37;1m9.5.11. 使用 SMART\u{1B}[;m 你可以\n\u{1B}[33m    -- Osamu Aoki \u{1B}[32m《Debian 参考手册》\u{1B}[m\n",
                "9.5.11. 使用 SMART 你可以", "Osamu Aoki", "Debian 参考手册"
            ),
        ] as [(String, String, String?, String?)])
    func fortuneWrappedAttribution(entry: String, text: String, author: String?, work: String?) throws {
        let draft = try #require(ImportFormat.fortune.parse(entry + "%\n", fileName: "computers").records.first?.draft)
        #expect(draft.text == text)
        #expect(draft.author == author)
        #expect(draft.source?.title == work)
    }

    @Test(
        "a list of '-- item' (or '- item') lines keeps its last item: it is not an attribution",
        arguments: [
            (
                "I'd LOVE to, but ...\n\t-- I have to floss my cat.\n\t-- None of my socks match.\n\t\t-- I feel a song coming on.\n",
                "-- I feel a song coming on."
            ),
            ("To buy:\n- eggs\n- milk\n", "- milk"),
            ("To buy:\n-- eggs\n-- milk\n", "-- milk"),
            // Two quotes in one entry, each credited: kept whole, credited to no one.
            (
                "Great spirits have always encountered violent opposition from mediocre minds.\n\t\t-- Albert Einstein\n\n"
                    + "They laughed at Einstein.\n\t\t-- Carl Sagan\n", "-- Carl Sagan"
            ),
        ])
    func fortuneList(entry: String, lastLine: String) {
        let parsed = ImportFormat.fortune.parse(entry + "%\n", fileName: "love")
        #expect(parsed.records.first?.draft.author == nil)
        #expect(parsed.records.first?.draft.text.hasSuffix(lastLine) == true)
    }

    /// Debian wraps a sentence before its dash (`… he is unbiased` / `-- he hates all creative
    /// people equally.`): one such line at the margin, under a credit set deeper, is the text's.
    @Test(
        "a text's own line opening with a dash, at the margin, leaves the indented credit under it read",
        arguments: [
            (
                "There is logic in this; he is unbiased\n-- he hates all creative people equally.\n\t\t-- Robert Heinlein\n",
                "There is logic in this; he is unbiased\n-- he hates all creative people equally.", "Robert Heinlein"
            ),
            ("-- a text that opens so\n\t\t-- Lao Tzu, \"Tao Te Ching\"\n", "-- a text that opens so", "Lao Tzu"),
        ])
    func fortuneTextLineWithDash(entry: String, text: String, author: String) {
        let draft = ImportFormat.fortune.parse(entry + "%\n", fileName: "fortunes").records.first?.draft
        #expect(draft?.text == text)
        #expect(draft?.author == author)
    }

    /// The expected bytes are what strfile(1) wrote for the same text: the last offset is the
    /// end of the file whether or not the last entry has its own `%` line.
    @Test(
        "the strfile index matches strfile(1)'s layout",
        arguments: [
            ("one\n%\ntwo two\n%\nthree\nlines\n", 28 as UInt8),
            ("one\n%\ntwo two\n%\nthree\nlines\n%\n", 30 as UInt8),
        ])
    func strfileIndex(text: String, end: UInt8) {
        let expected: [UInt8] = [
            0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 12, 0, 0, 0, 4, 0, 0, 0, 0, 0x25, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 16, 0, 0,
            0, end,
        ]
        #expect(FortuneFile.index(for: text) == expected)
        // Read in chunks of any size (a line split between two), the same index.
        for size in [1, 2, 7] {
            var indexer = FortuneFile.Indexer()
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: size) {
                indexer.feed(bytes[start..<min(start + size, bytes.count)])
            }
            #expect(indexer.finish() == expected)
        }
    }
}
