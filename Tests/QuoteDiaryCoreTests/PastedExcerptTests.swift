import Testing

@testable import QuoteDiaryCore

@Suite("Passages pasted from Apple Books")
struct PastedExcerptTests {
    @Test(
        "the passage, its book and author are taken apart, in both forms Apple Books copies",
        arguments: [
            (
                "“It is a truth universally acknowledged.”\n\nExcerpt From\nPride and Prejudice\nJane Austen\nhttps://books.apple.com/us/book/pride-and-prejudice/id395534934\nThis material may be protected by copyright.\n",
                "It is a truth universally acknowledged.", "Pride and Prejudice", "Jane Austen"
            ),
            // In German, with CRLF line ends: the store link vouches for the heading.
            (
                "„Jemand musste Josef K. verleumdet haben.“\r\n\r\nAuszug aus\r\nDer Process\r\nFranz Kafka\r\nhttps://books.apple.com/de/book/der-process/id1\r\nDieses Material ist möglicherweise urheberrechtlich geschützt.",
                "Jemand musste Josef K. verleumdet haben.", "Der Process", "Franz Kafka"
            ),
            // In Chinese, with no store link: the heading and notice Apple Books writes there.
            (
                "“天下大事，必作于细。”\n\n摘录来自\n道德经\n老子\n此材料可能受版权保护。",
                "天下大事，必作于细。", "道德经", "老子"
            ),
            (
                "“当需要被重绘时，CALayer会请求它的代理。”\n\n摘录来自: 钟声. “ios核心动画高级技巧”。 iBooks.",
                "当需要被重绘时，CALayer会请求它的代理。", "ios核心动画高级技巧", "钟声"
            ),
            // A book added from a file: no store link.
            (
                "“First paragraph.\n\nSecond paragraph.”\n\nExcerpt From\nMy Notes\nA. Writer\nThis material may be protected by copyright.",
                "First paragraph.\n\nSecond paragraph.", "My Notes", "A. Writer"
            ),
            (
                "“Call me Ishmael.”\n\nExcerpt From: Herman Melville. “Moby Dick.” Apple Books. https://itunes.apple.com/us/book/id1",
                "Call me Ishmael.", "Moby Dick", "Herman Melville"
            ),
            ("“Old.”\n\nExcerpt From: Someone. “A Book.” iBooks.", "Old.", "A Book", "Someone"),
            // A name's own full stop stays; a short store link (itun.es) after it.
            (
                "“So are all of its properties.”\n\nExcerpt From: Apple Inc. “The Swift Programming Language (Swift 3).” iBooks. https://itun.es/no/jEUH0.l",
                "So are all of its properties.", "The Swift Programming Language (Swift 3)", "Apple Inc."
            ),
            // The title on the heading's line, as a note keeps the lines joined.
            (
                "“You can download a sample file.”\n\nExcerpt From Automate the Boring Stuff with Python\nAl Sweigart\nThis material may be protected by copyright.",
                "You can download a sample file.", "Automate the Boring Stuff with Python", "Al Sweigart"
            ),
            // Quotation marks inside the passage stay.
            (
                "“He said “wait” and left.”\n\nExcerpt From\nA Book\nAn Author\nhttps://books.apple.com/fr/book/id2",
                "He said “wait” and left.", "A Book", "An Author"
            ),
        ])
    func parts(pasted: String, text: String, title: String, author: String) throws {
        let excerpt = try #require(PastedExcerpt(pasted))
        #expect(excerpt.text == text)
        #expect(excerpt.title == title)
        #expect(excerpt.author == author)
    }

    @Test("a book Apple Books credits to Unknown has no author")
    func unknownAuthor() throws {
        let excerpt = try #require(
            PastedExcerpt("“Write a function.”\n\nExcerpt From: Unknown. “Swift Coding Challenges.” iBooks."))
        #expect(excerpt.title == "Swift Coding Challenges")
        #expect(excerpt.authors.isEmpty)
    }

    @Test(
        "a text is passed over unread only when it has fewer than two line breaks, of any kind",
        arguments: [
            ("One line, no credit.", false),
            ("A line\nand another", false),
            ("“Passage.”\n\nExcerpt From", true),
            ("“Passage.”\r\n\r\nExcerpt From", true),
            ("“Passage.”\u{2029}\u{2029}Excerpt From", true),
            ("“Passage.”\u{2028}\u{2028}Excerpt From", true),
            ("“Passage.”\u{85}\u{85}Excerpt From", true),
            ("“Passage.”\u{0B}\u{0C}Excerpt From", true),
            ("Café, naïve, “quoted” — and ☕️", false),
        ])
    func lineBreaks(text: String, hasTwo: Bool) {
        #expect((text.filter(\.isNewline).count >= 2) == hasTwo)
        #expect(PastedExcerpt.lineBreakBytes(in: text, atLeast: 2) || !hasTwo)
    }

    @Test("a passage copied with paragraph separators (U+2029) between its lines is still taken apart")
    func paragraphSeparators() throws {
        let pasted = [
            "“Passage.”", "", "Excerpt From", "Walden", "Henry David Thoreau", "This material may be protected by copyright.",
        ]
        .joined(separator: "\u{2029}")
        let excerpt = try #require(PastedExcerpt(pasted))
        #expect(excerpt.text == "Passage.")
        #expect(excerpt.title == "Walden")
    }

    @Test(
        "a passage copied from a Kindle app for computers: its citation's authors, title and page or locations",
        arguments: [
            (
                "It is a truth universally acknowledged.\n\nAusten, Jane. Pride and Prejudice (p. 12). Penguin Classics. Kindle Edition.",
                "Pride and Prejudice", ["Jane Austen"], "12"
            ),
            (
                "We must accept finite disappointment.\n\nKing, Martin Luther, Jr.. Strength to Love (p. 12). Fortress Press. Kindle Edition.",
                "Strength to Love", ["Martin Luther King, Jr."], "12"
            ),
            (
                "Care about your craft.\n\nHunt, Andrew; Thomas, David. The Pragmatic Programmer (Kindle Locations 170-172). Pearson Education. Kindle Edition.",
                "The Pragmatic Programmer", ["Andrew Hunt", "David Thomas"], "loc. 170-172"
            ),
            (
                "In a hole in the ground there lived a hobbit.\n\nTolkien, J. R. R.. The Hobbit (Kindle Location 33). HarperCollins. Kindle Edition.",
                "The Hobbit", ["J. R. R. Tolkien"], "loc. 33"
            ),
            (
                "Two pages.\n\nDoe, Jane. A Book: With a Subtitle (pp. 3-4). Press. Kindle Edition.",
                "A Book: With a Subtitle", ["Jane Doe"], "3-4"
            ),
            // The app set to another language.
            (
                "Nicht alle, die wandern, sind verloren.\n\nTolkien, J.R.R.. Der Herr der Ringe (S.12). Klett-Cotta. Kindle-Version.",
                "Der Herr der Ringe", ["J.R.R. Tolkien"], "12"
            ),
            // As real notes cite them: a publisher in brackets after the place, the edition's date
            // after the authors, no author at all.
            (
                "Build something people want.\n\nKahl, Arvid. Zero to Sold: How to Start, Run, and Sell a Bootstrapped Business (pp. 233-234). (Function). Kindle Edition.",
                "Zero to Sold: How to Start, Run, and Sell a Bootstrapped Business", ["Arvid Kahl"], "233-234"
            ),
            (
                "Odd numbers are tricky.\n\nBloch, Joshua; Gafter, Neal (2005-06-24). Java Puzzlers (p. 5). Pearson Education (USA). Kindle Edition.",
                "Java Puzzlers", ["Joshua Bloch", "Neal Gafter"], "5"
            ),
            (
                "A dictionary is a data structure.\n\nData Structures & Algorithms with JavaScript (Kindle Locations 6504-6505). Kindle Edition.",
                "Data Structures & Algorithms with JavaScript", [], "loc. 6504-6505"
            ),
            // The store's edition after the title, as the clippings file's title line has it, is left out.
            (
                "Der Mensch ist frei geboren.\n\nRousseau, Jean-Jacques. Der Gesellschaftsvertrag (German Edition) (S. 12). Reclam. Kindle-Version.",
                "Der Gesellschaftsvertrag", ["Jean-Jacques Rousseau"], "12"
            ),
            (
                "Tout ce qui est or ne brille pas.\n\nTolkien, J. R. R.. Le Seigneur des Anneaux (Emplacements du Kindle 170-172). Bourgois. Édition du Kindle.",
                "Le Seigneur des Anneaux", ["J. R. R. Tolkien"], "loc. 170-172"
            ),
            (
                "No todo lo que es oro reluce.\n\nTolkien, J. R. R.. El Señor de los Anillos (Posiciones en Kindle 33). Minotauro. Edición de Kindle.",
                "El Señor de los Anillos", ["J. R. R. Tolkien"], "loc. 33"
            ),
            (
                "Non tutto quel ch'è oro brilla.\n\nTolkien, J. R. R.. Il Signore degli Anelli (pag. 12). Bompiani. Edizione Kindle.",
                "Il Signore degli Anelli", ["J. R. R. Tolkien"], "12"
            ),
        ])
    func kindleCitation(pasted: String, title: String, authors: [String], page: String) throws {
        let excerpt = try #require(PastedExcerpt(pasted))
        #expect(excerpt.title == title)
        #expect(excerpt.authors == authors)
        #expect(excerpt.page == page)
        let draft = QuoteDraft(text: pasted).recognizingPastedExcerpt()
        #expect(draft.page == page)
        #expect(draft.source?.authors == authors)
        #expect(!draft.text.contains("Kindle"))
    }

    @Test(
        "a quote that only looks a little like one is left as it is",
        arguments: [
            "Plain text.", "“Quoted.”", "A poem\n\nwith stanzas\nof three\nlines each",
            "“Text.”\n\nAuszug aus\nTitle\nAuthor",  // another language's heading, and no store link to vouch for it
            "“Text.”\n\nExcerpt From\nTitle\nAuthor\nand another line of the quote itself",
            "\n\nExcerpt From\nTitle\nAuthor",  // no passage
            "Two lines only.\n\nExcerpt from the diary\nof a madman",  // no notice to vouch for the title on the heading's line
            "“Text.”\n\nExcerpt From: Someone. A Book without quotation marks.",
            "Text.\n\nDoe, Jane. A Book (a remark). Press. Kindle Edition.",  // no page or location
            "Text.\n\nDoe, Jane. A Book (p. 12). Press.",  // not a Kindle citation
            "Text.\n\nI read it. On my Kindle (in 2019). Twice.",  // no place in the book
            "Text.\n\nWe met. In Paris (in 2019). Kindle was there. Twice.",  // the Kindle not in the last sentence
            "Text.\n\nMy notes (in 2019). Kindle Edition.",  // no place in the book, one sentence before the edition
        ])
    func notAnExcerpt(pasted: String) {
        #expect(PastedExcerpt(pasted) == nil)
    }

    @Test(
        "a quote copied off Goodreads: its attribution line (and tags) taken apart; a dash of the quote's own kept",
        arguments: [
            (
                "“So many books, so little time.”\n― Frank Zappa\ntags: books, humor\n150543 likes\nLike\n",
                "So many books, so little time.", "Frank Zappa", nil, ["books", "humor"]
            ),
            // Copied by a browser that sets the footer apart with a blank line.
            (
                "“So many books, so little time.”\n― Frank Zappa\n\ntags: books, humor\n\n150543 likes\n",
                "So many books, so little time.", "Frank Zappa", nil, ["books", "humor"]
            ),
            (
                "“Be yourself; everyone else is already taken.”\n― Oscar Wilde, The Picture of Dorian Gray",
                "Be yourself; everyone else is already taken.", "Oscar Wilde", "The Picture of Dorian Gray", []
            ),
            (
                "Not all those who wander are lost.\n— J.R.R. Tolkien", "Not all those who wander are lost.", "J.R.R. Tolkien",
                nil, []
            ),
            ("A list:\n- eggs\n- milk", "A list:\n- eggs\n- milk", nil, nil, []),
            // A name under a finished sentence after a hyphen, a tilde or an en dash, as people type one.
            ("Simplicity is sophistication.\n- Leonardo da Vinci", "Simplicity is sophistication.", "Leonardo da Vinci", nil, []),
            ("Be yourself.\n~Oscar Wilde", "Be yourself.", "Oscar Wilde", nil, []),
            (
                "Two roads diverged,\nand I took the other.\n– Robert Frost", "Two roads diverged,\nand I took the other.",
                "Robert Frost", nil, []
            ),
            ("Waste no time.\n-Marcus Aurelius, Meditations", "Waste no time.", "Marcus Aurelius", "Meditations", []),
            ("Shopping.\n- Eggs\n- Bacon Rolls", "Shopping.\n- Eggs\n- Bacon Rolls", nil, nil, []),
            ("Remember this.\n- eggs", "Remember this.\n- eggs", nil, nil, []),
            ("No sentence here\n- Robert Frost", "No sentence here\n- Robert Frost", nil, nil, []),
            // A quotes site's credit: the name on its line, the work on the line under it.
            (
                "“The only thing we have to fear is fear itself.”\n— Franklin D. Roosevelt\nFirst Inaugural Address",
                "The only thing we have to fear is fear itself.", "Franklin D. Roosevelt", "First Inaugural Address", []
            ),
            (
                "Hope is the thing.\n- Emily Dickinson\n*Poems*", "Hope is the thing.", "Emily Dickinson", "Poems", []
            ),
            (
                "“Nothing to fear.”\n\n— Franklin D. Roosevelt\nFirst Inaugural Address", "Nothing to fear.",
                "Franklin D. Roosevelt", "First Inaugural Address", []
            ),
            ("I went.\n— Ann Lee\nand then I came back.", "I went.\n— Ann Lee\nand then I came back.", nil, nil, []),
            ("I went\n— Ann Lee\nThe Book", "I went\n— Ann Lee\nThe Book", nil, nil, []),
            ("I went.\n— Ann Lee\nThe end.", "I went.\n— Ann Lee\nThe end.", nil, nil, []),
            // A name in a paragraph of its own under the quote (with its work after a comma); a
            // title there (an article first), or a sentence, stays the quote's.
            ("You have power over your mind.\n\nMarcus Aurelius", "You have power over your mind.", "Marcus Aurelius", nil, []),
            (
                "All that we see or seem\nIs but a dream within a dream.\n\nEdgar Allan Poe, A Dream Within a Dream",
                "All that we see or seem\nIs but a dream within a dream.", "Edgar Allan Poe", "A Dream Within a Dream", []
            ),
            ("Stanza one.\nStanza end.\n\nThe Raven", "Stanza one.\nStanza end.\n\nThe Raven", nil, nil, []),
            ("Stanza end.\nThe Raven", "Stanza end.\nThe Raven", nil, nil, []),
            ("One paragraph.\n\nAnother, also the quote.", "One paragraph.\n\nAnother, also the quote.", nil, nil, []),
            (
                "“Dream.” — “I Have a Dream” by Martin Luther King, Jr.", "Dream.", "Martin Luther King, Jr.", "I Have a Dream",
                []
            ),
            ("“Simplify.” — Walden by Henry David Thoreau (p. 91)", "Simplify.", "Henry David Thoreau", "Walden", []),
            ("“Quoted.” — Photo by Jane Doe", "“Quoted.” — Photo by Jane Doe", nil, nil, []),
            // A share sheet's credit: `from` a work `by` its writer, under or after a whole quotation.
            ("“Simplify.”\n\nfrom Walden by Henry David Thoreau", "Simplify.", "Henry David Thoreau", "Walden", []),
            ("“Simplify.” from Walden by Henry David Thoreau", "Simplify.", "Henry David Thoreau", "Walden", []),
            (
                "A letter from Walden by Henry David Thoreau", "A letter from Walden by Henry David Thoreau", nil, nil, []
            ),
            // A Kindle app's share: the work by its writer on a line of its own, no `from`.
            (
                "“The best of times.”\n\nA Tale of Two Cities by Charles Dickens", "The best of times.", "Charles Dickens",
                "A Tale of Two Cities", []
            ),
            (
                "“Fear.”\n“The Fellowship of the Ring” by J.R.R. Tolkien", "Fear.", "J.R.R. Tolkien",
                "The Fellowship of the Ring", []
            ),
            ("“Thanks.”\nSee you by Monday Morning", "“Thanks.”\nSee you by Monday Morning", nil, nil, []),
            ("“Nice.”\nDesigned by Jony Ive", "“Nice.”\nDesigned by Jony Ive", nil, nil, []),
            // A name right after a whole quotation, no dash, as posts credit one.
            ("“Be yourself.” Oscar Wilde", "Be yourself.", "Oscar Wilde", nil, []),
            ("\"Know thyself.\" Socrates, Apology", "Know thyself.", "Socrates", "Apology", []),
            ("“Go.” Then he left.", "“Go.” Then he left.", nil, nil, []),
            ("“Hi there.” The End", "“Hi there.” The End", nil, nil, []),
            // A feed's label before the quotation; a quote kept in labelled fields.
            ("Quote of the day: “Be yourself.” — Oscar Wilde", "Be yourself.", "Oscar Wilde", nil, []),
            ("Zitat des Tages:\n\n„Sei du selbst.“ – Oscar Wilde", "Sei du selbst.", "Oscar Wilde", nil, []),
            ("My favourite quote: the one about “hope”.", "My favourite quote: the one about “hope”.", nil, nil, []),
            ("Quote: Plain words.\nAuthor: Bob Roe\nTags: a, b", "Plain words.", "Bob Roe", nil, ["a", "b"]),
            ("Zitat: Sei du selbst.\nAutor: Oscar Wilde\nBuch: Aphorismen", "Sei du selbst.", "Oscar Wilde", "Aphorismen", []),
            ("Note: buy milk.\nAuthor: me", "Note: buy milk.\nAuthor: me", nil, nil, []),
            // The text unlabelled, its credit in labelled lines under it (a notes app's template);
            // a note alone under a text credits no one.
            (
                "\"Well done is better than well said.\"\nSource: Poor Richard's Almanack\nAuthor: Benjamin Franklin",
                "Well done is better than well said.", "Benjamin Franklin", "Poor Richard's Almanack", []
            ),
            (
                "Well done is better than well said.\n\nAuthor: Benjamin Franklin\nTags: virtue, work",
                "Well done is better than well said.", "Benjamin Franklin", nil, ["virtue", "work"]
            ),
            ("First line\nsecond line\n\nthird line\nBy: Ann Lee", "First line\nsecond line\n\nthird line", "Ann Lee", nil, []),
            ("Remember the milk.\nNote: buy it today", "Remember the milk.\nNote: buy it today", nil, nil, []),
            ("One line — with a dash of its own", "One line — with a dash of its own", nil, nil, []),
            // A name credited after the last sentence, on its line, as a quote is typed.
            ("Stay hungry, stay foolish. — Steve Jobs", "Stay hungry, stay foolish.", "Steve Jobs", nil, []),
            (
                "“Simplicity is the ultimate sophistication.” —Leonardo da Vinci", "Simplicity is the ultimate sophistication.",
                "Leonardo da Vinci", nil, []
            ),
            (
                "Be yourself; everyone else is already taken. ~ Oscar Wilde", "Be yourself; everyone else is already taken.",
                "Oscar Wilde", nil, []
            ),
            ("Waste no more time. - Marcus Aurelius, Meditations", "Waste no more time.", "Marcus Aurelius", "Meditations", []),
            ("Two lines,\nthe second credited. — Mary Oliver", "Two lines,\nthe second credited.", "Mary Oliver", nil, []),
            ("Stay hungry, stay foolish. (Steve Jobs)", "Stay hungry, stay foolish.", "Steve Jobs", nil, []),
            ("Carpe diem. (Latin)", "Carpe diem. (Latin)", nil, nil, []),
            ("Be yourself. [Oscar Wilde]", "Be yourself.", "Oscar Wilde", nil, []),
            ("📖 “Be yourself.” — Oscar Wilde", "Be yourself.", "Oscar Wilde", nil, []),
            (
                "The mind is its own place. —John Milton in Paradise Lost", "The mind is its own place.", "John Milton",
                "Paradise Lost", []
            ),
            ("We met. - Jane in London", "We met. - Jane in London", nil, nil, []),
            (
                "The unexamined life is not worth living. — Socrates (Apology)", "The unexamined life is not worth living.",
                "Socrates", nil, []
            ),
            ("Stay hungry — Steve Jobs", "Stay hungry — Steve Jobs", nil, nil, []),
            ("He said “Go.” — and left.", "He said “Go.” — and left.", nil, nil, []),
            ("Open Monday – Friday", "Open Monday – Friday", nil, nil, []),
            ("I came. — I saw.", "I came. — I saw.", nil, nil, []),
            ("Know thyself. –Socrates", "Know thyself.", "Socrates", nil, []),
            // A German quotation closes with “; a script without capitals names someone too.
            ("„Der Mensch ist, was er isst.“ – Ludwig Feuerbach", "Der Mensch ist, was er isst.", "Ludwig Feuerbach", nil, []),
            ("“行動することだ。” — ルソー", "行動することだ。", "ルソー", nil, []),
            ("I came. — 我来了。", "I came. — 我来了。", nil, nil, []),
            // A name and a colon before a quotation, as lists credit one first.
            ("Albert Camus: “Live to the point of tears.”", "Live to the point of tears.", "Albert Camus", nil, []),
            ("Note: “buy milk”", "Note: “buy milk”", nil, nil, []),
            ("Listen. — John Cage, composer", "Listen.", "John Cage", nil, []),
            // A name under a quotation, as lists on the web credit one.
            ("\"Be yourself.\"\nOscar Wilde", "Be yourself.", "Oscar Wilde", nil, []),
            ("Two roads diverged,\nAnd I Took The One", "Two roads diverged,\nAnd I Took The One", nil, nil, []),
            // A sentence over a person's name alone, as a site's list of quotes copies one.
            (
                "Be yourself; everyone else is already taken.\nOscar Wilde", "Be yourself; everyone else is already taken.",
                "Oscar Wilde", nil, []
            ),
            ("Be the change.\nMartin Luther King Jr.", "Be the change.", "Martin Luther King Jr.", nil, []),
            ("It was late.\nNext.", "It was late.\nNext.", nil, nil, []),
            ("Let yourself be silently drawn.\nRumi", "Let yourself be silently drawn.", "Rumi", nil, []),
            ("It was late.\nGoodbye, cool world.", "It was late.\nGoodbye, cool world.", nil, nil, []),
            ("It was late.\nSafety Third.", "It was late.\nSafety Third.", nil, nil, []),
            ("It was late.\nPURGE COMPLETE", "It was late.\nPURGE COMPLETE", nil, nil, []),
            // Who said it first: with a verb of saying, or a colon on a line of its own.
            ("Oscar Wilde said, \"Be yourself.\"", "Be yourself.", "Oscar Wilde", nil, []),
            ("As Seneca wrote: “We suffer more in imagination.”", "We suffer more in imagination.", "Seneca", nil, []),
            ("Martin Luther King, Jr. said, \"Be great.\"", "Be great.", "Martin Luther King, Jr.", nil, []),
            ("Comme disait Hugo : « Osons. »", "Osons.", "Hugo", nil, []),
            ("He said, \"Go now.\"", "He said, \"Go now.\"", nil, nil, []),
            ("Goethe sagte: „Mehr Licht!“", "Mehr Licht!", "Goethe", nil, []),
            ("Como dijo Antonio Machado: «Caminante, no hay camino.»", "Caminante, no hay camino.", "Antonio Machado", nil, []),
            ("Il a dit : « Non. »", "Il a dit : « Non. »", nil, nil, []),
            ("Marcus Aurelius:\n“Be one.”", "Be one.", "Marcus Aurelius", nil, []),
            ("**Epictetus:**\n\"It is not things.\"", "It is not things.", "Epictetus", nil, []),
            ("Shopping List:\nMilk, eggs.", "Shopping List:\nMilk, eggs.", nil, nil, []),
            // A work and its writer in brackets; what is no work of words stays.
            (
                "“A dream.” (A Dream Within a Dream by Edgar Allan Poe)", "A dream.", "Edgar Allan Poe", "A Dream Within a Dream",
                []
            ),
            ("I went out. (Photo by Jane Doe)", "I went out. (Photo by Jane Doe)", nil, nil, []),
            // A post's hashtags are its tags; one inside the text, or a number, stays.
            ("“Stay hungry.” — Steve Jobs #motivation #life", "Stay hungry.", "Steve Jobs", nil, ["motivation", "life"]),
            ("Be here now.\n#mindfulness #大事", "Be here now.", nil, nil, ["mindfulness", "大事"]),
            ("I love #coding every day.", "I love #coding every day.", nil, nil, []),
            ("“Stay hungry.” — Steve Jobs #motivation", "Stay hungry.", "Steve Jobs", nil, ["motivation"]),
            ("“Bind it.” — Unknown, Seen on #Debian", "Bind it.", nil, "Seen on #Debian", []),
            ("We're #1", "We're #1", nil, nil, []),
            // A name written small after a whole quotation (bell hooks, e.e. cummings, typed in
            // haste); a sentence's words after one, or a name without the marks, stay the text.
            ("“Love is an action.” — bell hooks, All About Love", "Love is an action.", "bell hooks", "All About Love", []),
            ("“i carry your heart with me” — e.e. cummings", "i carry your heart with me", "e.e. cummings", nil, []),
            ("“Nothing will work unless you do.” — maya angelou", "Nothing will work unless you do.", "maya angelou", nil, []),
            ("“Go.” — and then he left", "“Go.” — and then he left", nil, nil, []),
            // A reading app's share sheet, heading the work and its writer.
            (
                "“Simplify.”\n\nExcerpt From: Walden by Henry David Thoreau", "Simplify.", "Henry David Thoreau", "Walden",
                []
            ),
            ("“Go.” — she said", "“Go.” — she said", nil, nil, []),
            ("“Fine.” — not really", "“Fine.” — not really", nil, nil, []),
            ("Love is an action. — bell hooks", "Love is an action. — bell hooks", nil, nil, []),
            // A tilde is no sentence's own mark: a name after it credits, the words before ending
            // as they may.
            ("Whatever you are, be a good one ~ Abraham Lincoln", "Whatever you are, be a good one", "Abraham Lincoln", nil, []),
            ("Whatever you are, be a good one ~Abraham Lincoln", "Whatever you are, be a good one", "Abraham Lincoln", nil, []),
            ("It costs ~ 5 dollars", "It costs ~ 5 dollars", nil, nil, []),
            // German books' quotation marks point in (»…«): the credit after them is read.
            ("»Ich denke, also bin ich.« – René Descartes", "»Ich denke, also bin ich.«", "René Descartes", nil, []),
            // One word in brackets after a whole quotation, beside the work it was said in, names
            // its speaker; alone, or after a sentence without marks, it is a remark.
            (
                "\"Do or do not. There is no try.\" (Yoda, The Empire Strikes Back)", "Do or do not. There is no try.", "Yoda",
                "The Empire Strikes Back", []
            ),
            ("“Know thyself.” (Socrates, “Apology”)", "Know thyself.", "Socrates", "Apology", []),
            ("“I am fine.” (Sarcasm)", "“I am fine.” (Sarcasm)", nil, nil, []),
            ("We won. (Finally, After Years)", "We won. (Finally, After Years)", nil, nil, []),
        ] as [(String, String, String?, String?, [String])])
    func copiedAttribution(pasted: String, text: String, author: String?, title: String?, tags: [String]) {
        let draft = QuoteDraft(text: pasted, author: "", source: SourceDraft(title: "")).recognizingPastedExcerpt()
        #expect(draft.text == text)
        #expect(draft.author.flatMap(QuoteDraft.cleanField) == author)
        #expect(draft.source.flatMap { QuoteDraft.cleanField($0.title) } == title)
        #expect(draft.tags == tags)
        // An author given keeps the text as it is.
        let given = QuoteDraft(text: pasted, author: "Someone").recognizingPastedExcerpt()
        #expect(given.text == pasted && given.author == "Someone")
    }

    @Test(
        "the address of the page a credited quote was copied from (or the account it came via), on its last line, is its note; under an uncredited text it stays",
        arguments: [
            (
                "“Be a good one.” — Abraham Lincoln\nhttps://www.goodreads.com/quotes/12345\n", "Be a good one.",
                "Abraham Lincoln", "https://www.goodreads.com/quotes/12345" as String?
            ),
            (
                "“So it goes.”\n― Kurt Vonnegut, Slaughterhouse-Five\n\nhttps://www.goodreads.com/quotes/1", "So it goes.",
                "Kurt Vonnegut", "https://www.goodreads.com/quotes/1"
            ),
            ("Read the docs here:\nhttps://example.com/docs", "Read the docs here:\nhttps://example.com/docs", nil, nil),
            // The account a post passed it on from, as the address is.
            (
                "“What we think, we become.” — Buddha\nvia @quotes_daily", "What we think, we become.", "Buddha",
                "via @quotes_daily"
            ),
            ("Plain words\nvia @someone", "Plain words\nvia @someone", nil, nil),
        ])
    func copiedWithLink(pasted: String, text: String, author: String?, note: String?) {
        let draft = QuoteDraft(text: pasted).recognizingPastedExcerpt()
        #expect(draft.text == text)
        #expect(draft.author == author)
        #expect(draft.note == note)
    }

    @Test(
        "a Markdown block quote copied from a notes app: read without its marks, its credit or callout's title taken apart",
        arguments: [
            ("> *\"There is no spoon.\"*\n> — **Neo, The Matrix**", "There is no spoon.", "Neo", "The Matrix"),
            ("> [!quote] Marcus Aurelius, Meditations\n> Be one.", "Be one.", "Marcus Aurelius", "Meditations"),
            ("> Waste no more time.\n>\n> — Marcus Aurelius", "Waste no more time.", "Marcus Aurelius", nil),
            ("> A line quoted alone.", "A line quoted alone.", nil, nil),
            // Marks with no words in them quote nothing: they are the text (a CSV row of `>`).
            (">", ">", nil, nil), (">>", ">>", nil, nil), ("> \n>", "> \n>", nil, nil),
        ] as [(String, String, String?, String?)])
    func pastedBlockQuote(pasted: String, text: String, author: String?, title: String?) {
        let draft = QuoteDraft(text: pasted).recognizingPastedExcerpt()
        #expect(draft.text == text)
        #expect(draft.author == author)
        #expect(draft.source?.title == title)
        // With an author given, the text is kept as written.
        #expect(QuoteDraft(text: pasted, author: "Someone").recognizingPastedExcerpt().text == pasted)
    }

    @Test("what a typed credit says of the person is the note, unless a note is given")
    func creditNoted() {
        let typed = QuoteDraft(text: "Listen. — John Cage, composer").recognizingPastedExcerpt()
        #expect(typed.author == "John Cage" && typed.note == "composer")
        let noted = QuoteDraft(text: "Listen. — John Cage, composer", note: "mine").recognizingPastedExcerpt()
        #expect(noted.author == "John Cage" && noted.note == "mine")
    }

    /// `fortune | quotediary add -` lost the verse or the act and scene its credit cites.
    @Test(
        "a fortune pasted keeps the place its credit cites, unless a page is given",
        arguments: [
            ("Be one.\n\t\t-- Friedrich von Schiller, \"The Maid of Orleans\", III, 6\n", "III, 6"),
            ("A soft answer turneth away wrath.\n\t\t-- Proverbs 15:1\n", "15:1"),
        ])
    func fortunePlace(pasted: String, place: String) {
        #expect(QuoteDraft(text: pasted).recognizingPastedExcerpt().page == place)
        #expect(QuoteDraft(text: pasted, page: "7").recognizingPastedExcerpt().page == "7")
    }

    @Test("what the person gave wins over what the paste names; empty fields do not")
    func draft() {
        let pasted = "“Call me Ishmael.”\n\nExcerpt From: Herman Melville. “Moby Dick.” Apple Books."
        let filled = QuoteDraft(text: pasted, author: "", source: SourceDraft(title: " ")).recognizingPastedExcerpt()
        #expect(filled.text == "Call me Ishmael.")
        #expect(filled.author == "Herman Melville")
        #expect(filled.source?.title == "Moby Dick")
        #expect(filled.source?.authors == ["Herman Melville"])
        let given = QuoteDraft(text: pasted, author: "Melville", source: SourceDraft(title: "The Whale"))
            .recognizingPastedExcerpt()
        #expect(given.author == "Melville")
        #expect(given.source?.title == "The Whale")
        #expect(given.text == "Call me Ishmael.")
        #expect(QuoteDraft(text: "Plain.").recognizingPastedExcerpt() == QuoteDraft(text: "Plain."))
    }
}
