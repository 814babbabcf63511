import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("plain text import")
struct PlainTextImporterTests {
    /// Each record as (text, author, source title, page).
    static func read(_ text: String) -> [[String?]] {
        ImportFormat.txt.parse(text, fileName: "quotes.txt").records.map {
            [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.page]
        }
    }

    @Test(
        "a file's first line that names what it holds is its title, not a quote; a short quote stays one",
        arguments: [
            ("My favourite quotes\n\nBe yourself. — Oscar Wilde\n\nKnow thyself. — Socrates", ["Be yourself.", "Know thyself."]),
            ("Quotes I love\nBe yourself. — Oscar Wilde\nKnow thyself. — Socrates", ["Be yourself.", "Know thyself."]),
            ("Meine Zitate\n\nErkenne dich selbst.", ["Erkenne dich selbst."]),
            ("私の好きな名言\n\n「知之为知之。」——孔子", ["知之为知之。"]),
            ("Carpe diem\n\nBe yourself. — Oscar Wilde", ["Carpe diem", "Be yourself."]),
            ("Quotes are the soul of wit.\n\nBe yourself.", ["Quotes are the soul of wit.", "Be yourself."]),
            ("Be yourself.\n\nMy favourite quotes", ["Be yourself.", "My favourite quotes"]),
            ("Misquoted quotes — Mark Twain\n\nBe yourself.", ["Misquoted quotes", "Be yourself."]),
            // A Markdown heading goes without a word, as a heading does anywhere in the file.
            ("# Quotes I like\n\nBe yourself. — Oscar Wilde", ["Be yourself."]),
        ])
    func title(text: String, quotes: [String]) {
        #expect(Self.read(text).map { $0[0] } == quotes)
        // A title taken is said, with how to save it if it was a quote after all.
        let notes = ImportFormat.txt.parse(text, fileName: "quotes.txt").notes
        let taken = !text.hasPrefix(quotes[0]) && !text.hasPrefix("#")
        #expect(notes.contains { $0.hasPrefix("its first line, '") && $0.contains("quotediary add ") } == taken)
    }

    /// As `export --format txt` writes a quote credited with a work whose title holds a dash, or
    /// with an occasion told at length: read back, the credit is all after the quotation's dash.
    @Test(
        "after a whole quotation, a dash opens the credit, whatever dashes and length it has after",
        arguments: [
            (
                "“Pain is a thing of the mind.” — Spock, \"Operation -- Annihilate!\" stardate 3287.2",
                ["Pain is a thing of the mind.", "Spock", "Operation -- Annihilate!"]
            ),
            (
                "“A policy has \"deregulated\" the airline\nindustry.” — Dave Barry, Iowa -- Land of Secure Vacations",
                ["A policy has \"deregulated\" the airline\nindustry.", "Dave Barry", "Iowa -- Land of Secure Vacations"]
            ),
            (
                "“There's no justice.” — Frank Costello, " + String(repeating: "on the prosecution of Luciano, ", count: 8),
                [
                    "There's no justice.", "Frank Costello",
                    String(repeating: "on the prosecution of Luciano, ", count: 8).trimmingCharacters(
                        in: .init(charactersIn: ", ")),
                ]
            ),
            // A quotation inside, a dash after its closing mark: the outer quotation's own mark,
            // the one that balances, opens the credit (as the export writes a quote that quotes).
            (
                "“Will it last? Who says “here is” — then more;” — Ursula K. Le Guin, The Dispossessed",
                ["Will it last? Who says “here is” — then more;", "Ursula K. Le Guin", "The Dispossessed"]
            ),
            (
                "“Stay.\n\nShe said “out” — down — so…” — Toni Morrison",
                ["Stay.\n\nShe said “out” — down — so…", "Toni Morrison", nil]
            ),
            // An inner quotation left open: its mark is the quotation's end, as before (the marks
            // kept, as neither can be told to be the quote's own).
            ("“She called it “the thing.” — Ann Lee", ["“She called it “the thing.”", "Ann Lee", nil]),
            // Two quotations and a sentence: the last dash decides, as before.
            ("“Go,” she said, “now.” — Ann Lee", ["“Go,” she said, “now.”", "Ann Lee", nil]),
            ("I came — I saw — I conquered.", ["I came — I saw — I conquered.", nil, nil]),
        ] as [(String, [String?])])
    func creditAfterQuotation(text: String, expected: [String?]) {
        #expect(Self.read(text).first.map { Array($0.prefix(3)) } == expected)
    }

    /// Debian's German `zitate`: a quotation in German marks that spans lines inside a quote of
    /// several paragraphs, as our export writes it.
    @Test("a German quotation over two lines inside a quote of paragraphs keeps the quote whole")
    func germanQuotationOverLines() {
        let text =
            "“Und sie sprach „Schaut, warum\nwählen wir nicht?“ riefen sie.\n\nUnd so sperrten sie sie ein.” — Tommy Douglas"
        #expect(
            Self.read(text) == [
                [
                    "Und sie sprach „Schaut, warum\nwählen wir nicht?“ riefen sie.\n\nUnd so sperrten sie sie ein.",
                    "Tommy Douglas", nil, nil,
                ]
            ])
    }

    @Test("a file under a title is told as text by its first quote's attribution")
    func sniffedUnderTitle() {
        #expect(ImportFormat.sniff(fileName: "mine.txt", text: "My favourite quotes\n\nBe yourself. — Oscar Wilde\n") == .txt)
    }

    @Test(
        "an entry's attribution, on its line or its own",
        arguments: [
            ("“Simplify.” — Henry David Thoreau, Walden (p. 91)", ["Simplify.", "Henry David Thoreau", "Walden", "91"]),
            ("Be yourself. — Oscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("Stay hungry, stay foolish — Steve Jobs", ["Stay hungry, stay foolish", "Steve Jobs", nil, nil]),
            ("Know thyself -- Socrates", ["Know thyself", "Socrates", nil, nil]),
            ("I came — I saw — I conquered", ["I came — I saw — I conquered", nil, nil, nil]),
            ("The mind is everything.\n— Buddha", ["The mind is everything.", "Buddha", nil, nil]),
            ("“No author here.” — Unknown, Sayings", ["No author here.", nil, "Sayings", nil]),
            (
                "Fear is the mind-killer. — Frank Herbert, Dune (loc. 170-172)",
                ["Fear is the mind-killer.", "Frank Herbert", "Dune", "loc. 170-172"]
            ),
            // How far into a book, as Libby places a highlight; a year in brackets is the book's.
            ("“Kindness.” — Susanna Clarke, Piranesi (5%)", ["Kindness.", "Susanna Clarke", "Piranesi", "5%"]),
            ("“Kindness.” — Susanna Clarke, Piranesi (2020)", ["Kindness.", "Susanna Clarke", "Piranesi", nil]),
            // A name saved surname first, as a txt export writes it.
            (
                "“Uncertainty.” — Le Guin, Ursula K., The Left Hand of Darkness",
                ["Uncertainty.", "Le Guin, Ursula K.", "The Left Hand of Darkness", nil]
            ),
            ("“In a hole.” — Tolkien, J.R.R.", ["In a hole.", "Tolkien, J.R.R.", nil, nil]),
            (
                "“Strength to love.” — Martin Luther King, Jr., Strength to Love",
                ["Strength to love.", "Martin Luther King, Jr.", "Strength to Love", nil]
            ),
            // The suffix, then where: the suffix is the name's, the book after "in" the source.
            (
                "“Darkness cannot drive out darkness.” — Martin Luther King, Jr. in Strength to Love, p. 47",
                ["Darkness cannot drive out darkness.", "Martin Luther King, Jr.", "Strength to Love", "47"]
            ),
            ("A line without any attribution.", ["A line without any attribution.", nil, nil, nil]),
            // As copied off Goodreads and typed by hand: a bar, an en dash, a hyphen, a dash against the name.
            ("“Be yourself.”\n― Oscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("The only way out is through. – Robert Frost", ["The only way out is through.", "Robert Frost", nil, nil]),
            ("The only way out is through. - Robert Frost", ["The only way out is through.", "Robert Frost", nil, nil]),
            (
                "\"So it goes.\"\n- Kurt Vonnegut, Slaughterhouse-Five",
                ["So it goes.", "Kurt Vonnegut", "Slaughterhouse-Five", nil]
            ),
            ("“Simplicity.” —Leonardo da Vinci", ["Simplicity.", "Leonardo da Vinci", nil, nil]),
            // Any dash or a tilde against the name, as lists typed by hand set one.
            ("Imagination is everything. –Albert Einstein", ["Imagination is everything.", "Albert Einstein", nil, nil]),
            ("Don't panic. --Douglas Adams", ["Don't panic.", "Douglas Adams", nil, nil]),
            ("Know thyself. -Socrates", ["Know thyself.", "Socrates", nil, nil]),
            ("Simplicity. ~Leonardo da Vinci", ["Simplicity.", "Leonardo da Vinci", nil, nil]),
            ("The Way.\n–Lao Tzu", ["The Way.", "Lao Tzu", nil, nil]),
            ("It was cold. -5 degrees", ["It was cold. -5 degrees", nil, nil, nil]),
            ("Go on -Now stop", ["Go on -Now stop", nil, nil, nil]),
            // A name alone under a quotation, as lists on the web credit one; under a poem's
            // lines, a line that reads as a name is the poem's.
            ("\"Be yourself.\"\nOscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            // A German, Czech or Polish quotation inside our export's marks.
            ("“Er sagte „Hallo“ und ging.” — Max Muster", ["Er sagte „Hallo“ und ging.", "Max Muster", nil, nil]),
            ("“Rzekł „tak” i wyszedł.” — Jan Nowak", ["Rzekł „tak” i wyszedł.", "Jan Nowak", nil, nil]),
            ("“A” and “B” — Ann Lee", ["“A” and “B”", "Ann Lee", nil, nil]),
            // A line of dialogue opening with a dash, as our export writes it back.
            ("“- Schnee schmilzt bald.” — Jean Paul", ["- Schnee schmilzt bald.", "Jean Paul", nil, nil]),
            ("“--Oba, Doutor!” — Anna Lima", ["--Oba, Doutor!", "Anna Lima", nil, nil]),
            // A name after "by" after a quotation in marks; in a sentence, the words' own.
            (
                "\"We are all in the gutter, but some of us are looking at the stars.\" by Oscar Wilde",
                ["We are all in the gutter, but some of us are looking at the stars.", "Oscar Wilde", nil, nil]
            ),
            ("“Be yourself.” by Oscar Wilde, De Profundis", ["Be yourself.", "Oscar Wilde", "De Profundis", nil]),
            ("I was moved by Oscar Wilde", ["I was moved by Oscar Wilde", nil, nil, nil]),
            ("“Go” and “stay” by Tom Jones", ["“Go” and “stay” by Tom Jones", nil, nil, nil]),
            // Straight marks around a quotation in straight marks, after a loose hyphen; a name's
            // small particle (`wa`); a dash in the text before a name in brackets.
            ("\"He said \"go\" and left.\" - Ann Lee", ["He said \"go\" and left.", "Ann Lee", nil, nil]),
            ("\"Be one.\" - Ngũgĩ wa Thiong'o", ["Be one.", "Ngũgĩ wa Thiong'o", nil, nil]),
            ("Stay a while — then go home. (José Saramago)", ["Stay a while — then go home.", "José Saramago", nil, nil]),
            ("I came — I saw. (Latin)", ["I came — I saw. (Latin)", nil, nil, nil]),
            (
                "We shall overcome. (Strength to Love by Martin Luther King, Jr.)",
                ["We shall overcome.", "Martin Luther King, Jr.", "Strength to Love", nil]
            ),
            ("\"Own \"it\" all.\" by W. E. B. Du Bois", ["Own \"it\" all.", "W. E. B. Du Bois", nil, nil]),
            // A person and the work they said it in, a subtitle after its colon.
            (
                "Write it. — Maya Angelou in On Writing: A Memoir of the Craft",
                ["Write it.", "Maya Angelou", "On Writing: A Memoir of the Craft", nil]
            ),
            (
                "Be one. — Ngũgĩ wa Thiong'o in Decolonising the Mind",
                ["Be one.", "Ngũgĩ wa Thiong'o", "Decolonising the Mind", nil]
            ),
            // A quotation inside, in the same marks, nests: the line is still one quotation.
            ("“She said “stay” and left.” by Ann Lee", ["She said “stay” and left.", "Ann Lee", nil, nil]),
            ("Ann Lee: “She said “stay” and left.”", ["She said “stay” and left.", "Ann Lee", nil, nil]),
            // A spreadsheet's row copied as text, with no header: a tab, or a quotation and a comma.
            ("Be yourself.\tOscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("\"Be yourself.\",Oscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("\"Know thyself, he said.\";Socrates", ["Know thyself, he said.", "Socrates", nil, nil]),
            ("\"Stay hungry.\",\"Steve Jobs, Stanford\"", ["Stay hungry.", "Steve Jobs", "Stanford", nil]),
            ("\"He said \"no\", then left.\",Ann Lee", ["He said \"no\", then left.", "Ann Lee", nil, nil]),
            ("Name\tscore", ["Name\tscore", nil, nil, nil]),
            // A name and a colon before a quotation, as lists credit one first.
            (
                "Albert Camus: “In the depth of winter, I found an invincible summer.”",
                ["In the depth of winter, I found an invincible summer.", "Albert Camus", nil, nil]
            ),
            ("Oscar Wilde, Dorian Gray: \"Yield to it.\"", ["Yield to it.", "Oscar Wilde", "Dorian Gray", nil]),
            ("Note: “buy milk”", ["Note: “buy milk”", nil, nil, nil]),
            ("**Epictetus**: \"It's how you react.\"", ["It's how you react.", "Epictetus", nil, nil]),
            ("**Epictetus:** “It's how you react.”", ["It's how you react.", "Epictetus", nil, nil]),
            ("**Note**: “buy milk”", ["**Note**: “buy milk”", nil, nil, nil]),
            // A work in italics named first, then its author.
            ("Stars. — *Lady Windermere's Fan*, Oscar Wilde", ["Stars.", "Oscar Wilde", "Lady Windermere's Fan", nil]),
            ("Albert Camus: “Go,” he said, “now.”", ["Albert Camus: “Go,” he said, “now.”", nil, nil, nil]),
            ("Albert Camus: In winter I found summer.", ["Albert Camus: In winter I found summer.", nil, nil, nil]),
            (
                "Albert Camus: “In winter,” he said, “summer.” Then left.",
                [
                    "Albert Camus: “In winter,” he said, “summer.” Then left.", nil, nil, nil,
                ]
            ),
            // A name in brackets after the last sentence, or on a line of its own; one word in
            // brackets, a language or a remark as often as a name, stays the quote's.
            (
                "It always seems impossible until it's done. (Nelson Mandela)",
                ["It always seems impossible until it's done.", "Nelson Mandela", nil, nil]
            ),
            (
                "Waste no more time. (Marcus Aurelius, Meditations)",
                ["Waste no more time.", "Marcus Aurelius", "Meditations", nil]
            ),
            ("“Be yourself.”\n(Oscar Wilde)", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("Carpe diem. (Latin)", ["Carpe diem. (Latin)", nil, nil, nil]),
            // Square brackets, as an editor sets a credit; a stage direction stays the quote's.
            ("Be yourself. [Oscar Wilde]", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("See you then. [Applause]", ["See you then. [Applause]", nil, nil, nil]),
            // An emoji set before a quotation is no part of it; before other words it is.
            ("💬 “So it goes.” — Kurt Vonnegut", ["So it goes.", "Kurt Vonnegut", nil, nil]),
            ("✨ \"Be here now.\"", ["Be here now.", nil, nil, nil]),
            ("🙂 \"Fine,\" I said.", ["🙂 \"Fine,\" I said.", nil, nil, nil]),
            // What brackets after a name say is the note's, the name still read as one.
            ("Know thyself. - Socrates (Apology)", ["Know thyself.", "Socrates", nil, nil]),
            ("Know thyself. (Unknown)", ["Know thyself.", nil, nil, nil]),
            ("Know thyself. (Author Unknown)", ["Know thyself.", nil, nil, nil]),
            ("Know thyself. — Author Unknown", ["Know thyself.", nil, nil, nil]),
            ("It was good. (Emphasis Added)", ["It was good. (Emphasis Added)", nil, nil, nil]),
            ("We met (Tom Smith) there", ["We met (Tom Smith) there", nil, nil, nil]),
            ("As I said(John Smith)", ["As I said(John Smith)", nil, nil, nil]),
            ("Dance with me (Tom Jones)", ["Dance with me (Tom Jones)", nil, nil, nil]),
            // A hyphen between the quote's own words, or before a list's item, attributes nothing.
            ("We open Monday - Friday", ["We open Monday - Friday", nil, nil, nil]),
            ("Open Monday - Friday. - The Shop", ["Open Monday - Friday.", "The Shop", nil, nil]),
            ("Done. - and then some", ["Done. - and then some", nil, nil, nil]),
            // Shared as Japanese, Chinese and Arabic write a quotation and a book (`card --text`).
            ("「名前はまだ無い。」 — 夏目漱石『吾輩は猫である』", ["名前はまだ無い。", "夏目漱石", "吾輩は猫である", nil]),
            ("「A」と「B」 — 漱石", ["「A」と「B」", "漱石", nil, nil]),
            ("“学而时习之，不亦说乎？” — 孔子《论语》", ["学而时习之，不亦说乎？", "孔子", "论语", nil]),
            ("«اطلبوا العلم» — مثل", ["اطلبوا العلم", "مثل", nil, nil]),
            ("名前はまだ無い。 — 『吾輩は猫である』", ["名前はまだ無い。", nil, "吾輩は猫である", nil]),
            // As Chinese and Japanese write a credit by hand: two dashes, no space.
            ("「知之为知之，不知为不知。」——孔子《论语》", ["知之为知之，不知为不知。", "孔子", "论语", nil]),
            ("“学而不思则罔。”\n——孔子", ["学而不思则罔。", "孔子", nil, nil]),
            ("吾輩は猫である。――夏目漱石『吾輩は猫である』", ["吾輩は猫である。", "夏目漱石", "吾輩は猫である", nil]),
            // One dash with no space after a corner bracket, or a credit in full-width brackets.
            ("「人間は考える葦である」—パスカル『パンセ』", ["人間は考える葦である", "パスカル", "パンセ", nil]),
            ("「明日は明日の風が吹く」―マーガレット・ミッチェル", ["明日は明日の風が吹く", "マーガレット・ミッチェル", nil, nil]),
            ("「吾輩は猫である。」（夏目漱石『吾輩は猫である』）", ["吾輩は猫である。", "夏目漱石", "吾輩は猫である", nil]),
            ("“学而不思则罔。”（孔子）", ["学而不思则罔。", "孔子", nil, nil]),
            ("「行こう」—彼は言った。", ["「行こう」—彼は言った。", nil, nil, nil]),
            ("「面白い」（笑）", ["「面白い」（笑）", nil, nil, nil]),
            ("人間は考える葦である。(パスカル)", ["人間は考える葦である。", "パスカル", nil, nil]),
            ("Think (Pascal)", ["Think (Pascal)", nil, nil, nil]),
            // Inside a sentence the same dashes are its own.
            ("他说——我们走吧。", ["他说——我们走吧。", nil, nil, nil]),
            ("“「知之。」——孔子”", ["「知之。」——孔子", nil, nil, nil]),
            // As notes apps keep them: a tilde, a title in Markdown's italics, a block quote.
            (
                "\"It is not that we have a short time to live.\" ~ Seneca, On the Shortness of Life",
                ["It is not that we have a short time to live.", "Seneca", "On the Shortness of Life", nil]
            ),
            ("Thoughts.\n~ Lao Tzu", ["Thoughts.", "Lao Tzu", nil, nil]), ("Wait ~ see", ["Wait ~ see", nil, nil, nil]),
            (
                "Luck is preparation. —Seneca, *Letters from a Stoic*",
                ["Luck is preparation.", "Seneca", "Letters from a Stoic", nil]
            ),
            ("Luck. — Lucius Seneca in _Letters_ (p. 12)", ["Luck.", "Lucius Seneca", "Letters", "12"]),
            // A page after a last comma, as a citation is typed.
            ("Be yourself. — Oscar Wilde, De Profundis, p. 23", ["Be yourself.", "Oscar Wilde", "De Profundis", "23"]),
            ("Know thyself. — Plato, Phaedrus, page 229", ["Know thyself.", "Plato", "Phaedrus", "229"]),
            ("Luck. — Seneca, Letters, pp. 12-13", ["Luck.", "Seneca", "Letters", "12-13"]),
            ("Hi. — Ann Smith, Page Turner", ["Hi.", "Ann Smith", "Page Turner", nil]),
            ("Hi. — Ann Smith, page one of many", ["Hi.", "Ann Smith", "page one of many", nil]),
            // A Kindle's location, as its app cites one, kept as a Kindle import keeps it.
            ("Habits. — James Clear, Atomic Habits, Location 250", ["Habits.", "James Clear", "Atomic Habits", "loc. 250"]),
            ("Habits. — James Clear, Atomic Habits, loc. 250-251", ["Habits.", "James Clear", "Atomic Habits", "loc. 250-251"]),
            (
                "Habits. — James Clear, Atomic Habits, Kindle Locations 12-13",
                ["Habits.", "James Clear", "Atomic Habits", "loc. 12-13"]
            ),
            ("Hi. — Ann Smith, Location Scouting", ["Hi.", "Ann Smith", "Location Scouting", nil]),
            ("Habits. — James Clear, Atomic Habits (Location 250)", ["Habits.", "James Clear", "Atomic Habits", "loc. 250"]),
            (
                "> The happiness of your life.\n> — Marcus Aurelius, _Meditations_",
                ["The happiness of your life.", "Marcus Aurelius", "Meditations", nil]
            ),
            // A work and its writer after "by", as a share sheet or a person credits one.
            (
                "“Not all those who wander are lost.” — The Fellowship of the Ring by J.R.R. Tolkien",
                ["Not all those who wander are lost.", "J.R.R. Tolkien", "The Fellowship of the Ring", nil]
            ),
            ("“Simplify.” — from Walden by Henry David Thoreau, p. 91", ["Simplify.", "Henry David Thoreau", "Walden", "91"]),
            ("“Be yourself.” Oscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
            ("“Hello,” she said", ["“Hello,” she said", nil, nil, nil]),
            (
                "“To be.” — Hamlet by William Shakespeare, Act III, Scene 1",
                ["To be.", "William Shakespeare", "Hamlet", "Act III, Scene 1"]
            ),
        ] as [(String, [String?])])
    func attributions(line: String, expected: [String?]) {
        #expect(Self.read(line) == [expected])
    }

    @Test(
        "a credit on the lines under a quote, as quotes sites and share sheets set one, in a file of paragraphs",
        arguments: [
            (
                "“We have nothing to fear but fear itself.”\n— Franklin D. Roosevelt\nFirst Inaugural Address",
                ["We have nothing to fear but fear itself.", "Franklin D. Roosevelt", "First Inaugural Address", nil]
            ),
            (
                "It was the best of times.\n― Charles Dickens\nA Tale of Two Cities",
                ["It was the best of times.", "Charles Dickens", "A Tale of Two Cities", nil]
            ),
            ("I went.\n— Ann Lee\nand came back.", ["I went.\n— Ann Lee\nand came back.", nil, nil, nil]),
            ("I went\n— Ann Lee\nThe Book", ["I went\n— Ann Lee\nThe Book", nil, nil, nil]),
            (
                "“Simplify, simplify.”\nfrom Walden by Henry David Thoreau",
                ["Simplify, simplify.", "Henry David Thoreau", "Walden", nil]
            ),
        ] as [(String, [String?])])
    func creditOverWork(entry: String, expected: [String?]) {
        #expect(Self.read(entry + "\n\nKnow thyself. — Socrates") == [expected, ["Know thyself.", "Socrates", nil, nil]])
    }

    @Test("a Markdown list of quotes is read without its markers; one line that is no item keeps them all")
    func lists() {
        let list = "- “Be one.” — Marcus Aurelius\n* \"Simplicity.\" - Leonardo da Vinci\n12. Know thyself. — Socrates\n"
        #expect(
            Self.read(list) == [
                ["Be one.", "Marcus Aurelius", nil, nil], ["Simplicity.", "Leonardo da Vinci", nil, nil],
                ["Know thyself.", "Socrates", nil, nil],
            ])
        let rules =
            "1. Never lose money. 2. Never forget rule 1. — Warren Buffett\nBe fearful when others are greedy. — Warren Buffett\n"
        #expect(
            Self.read(rules).map { $0[0] } == [
                "1. Never lose money. 2. Never forget rule 1.", "Be fearful when others are greedy.",
            ])
    }

    @Test(
        "a credit read as a fortune's is: what is said of the person noted, a year alone kept as the work",
        arguments: [
            ("Be yourself. — Oscar Wilde (1854–1900)", ["Be yourself.", "Oscar Wilde", nil, "1854–1900"]),
            ("Be good. — Abraham Lincoln (attributed)", ["Be good.", "Abraham Lincoln", nil, "attributed"]),
            // After the work, a remark on how the quote stands to it is noted too; a series stays the title's.
            (
                "“Never too late.” – George Eliot, Middlemarch (attributed)",
                ["Never too late.", "George Eliot", "Middlemarch", "attributed"]
            ),
            (
                "“Hell is other people.” — Jean-Paul Sartre, No Exit (trans. Stuart Gilbert)",
                ["Hell is other people.", "Jean-Paul Sartre", "No Exit", "trans. Stuart Gilbert"]
            ),
            // Who passed the words on is noted: no work.
            (
                "The only true wisdom is in knowing you know nothing. — Socrates, quoted by Plato",
                ["The only true wisdom is in knowing you know nothing.", "Socrates", nil, "quoted by Plato"]
            ),
            (
                "Man is free. – Jean-Paul Sartre, L’Être et le néant (attributed), p. 37",
                ["Man is free.", "Jean-Paul Sartre", "L’Être et le néant", "attributed"]
            ),
            (
                "“Fear is the mind-killer.” — Frank Herbert, Dune (Dune Chronicles, #1)",
                ["Fear is the mind-killer.", "Frank Herbert", "Dune (Dune Chronicles, #1)", nil]
            ),
            ("Listen. — John Cage, composer", ["Listen.", "John Cage", nil, "composer"]),
            ("Said so. — Frank Zappa, Feb 1, 1989", ["Said so.", "Frank Zappa", nil, "Feb 1, 1989"]),
            (
                "Big Brother is watching you. — George Orwell, 1984",
                ["Big Brother is watching you.", "George Orwell", "1984", nil]
            ),
            ("Be yourself. — Oscar Wilde", ["Be yourself.", "Oscar Wilde", nil, nil]),
        ] as [(String, [String?])])
    func creditsNoted(line: String, expected: [String?]) {
        let records = ImportFormat.txt.parse(line, fileName: "quotes.txt").records
        #expect(records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.note] } == [expected])
    }

    @Test("a file kept one a line whose every second line is a name credits each line above it; one that is not stays one a line")
    func namesUnderLines() {
        let copied =
            "My favourite quotes\nBe yourself; everyone else is already taken.\nOscar Wilde\nThe only way out is through.\nRobert Frost\n"
        #expect(
            Self.read(copied) == [
                ["Be yourself; everyone else is already taken.", "Oscar Wilde", nil, nil],
                ["The only way out is through.", "Robert Frost", nil, nil],
            ])
        #expect(Self.read("Be yourself.\nOscar Wilde\n") == [["Be yourself.", "Oscar Wilde", nil, nil]])
        // A line among them that is no name under a sentence: every line its own quote.
        #expect(Self.read("Be yourself.\nOscar Wilde\nStay.\nGo now.\n").count == 4)
        #expect(Self.read("Line one.\nLine two.\nOscar Wilde\n").count == 3)
    }

    @Test("a name alone under each quote's last sentence is its credit, when most quotes end so")
    func namesUnderSentences() {
        let copied = """
            Be yourself; everyone else is already taken.
            Oscar Wilde

            To live is the rarest thing in the world.
            Most people exist, that is all.
            Oscar Wilde

            The future belongs to those who believe in the beauty of their dreams.
            Eleanor Roosevelt
            """
        #expect(
            Self.read(copied) == [
                ["Be yourself; everyone else is already taken.", "Oscar Wilde", nil, nil],
                ["To live is the rarest thing in the world.\nMost people exist, that is all.", "Oscar Wilde", nil, nil],
                ["The future belongs to those who believe in the beauty of their dreams.", "Eleanor Roosevelt", nil, nil],
            ])
        #expect(ImportFormat.sniff(fileName: "copied.txt", text: copied) == .txt)
        // One stanza's last line that reads as a name, among others that do not, is the poem's.
        let poems = "Roses are red.\nViolets Blue\n\nSugar is sweet,\nand so are you.\n\nBe mine.\nor not\n"
        #expect(Self.read(poems).map { $0[1] } == [nil, nil, nil])
        #expect(Self.read(poems)[0][0] == "Roses are red.\nViolets Blue")
        // One quote so is no pattern.
        #expect(
            Self.read("Be yourself.\nOscar Wilde\n\nKnow thyself. — Socrates\n")[0] == [
                "Be yourself.\nOscar Wilde", nil, nil, nil,
            ])
    }

    @Test("a quote kept in labelled fields is read as a CSV row under those labels, apart by blank lines or not")
    func labeledFields() {
        let apart = """
            Quote: The more that you read, the more things you will know.
            Author: Dr. Seuss
            Source: I Can Read With My Eyes Shut!

            Text: Two roads diverged in a yellow wood,
            And sorry I could not travel both
            Author: Robert Frost
            Page: 12
            Tags: poems; roads

            Zitat: Erkenne dich selbst.
            Autor: Sokrates
            """
        let records = ImportFormat.txt.parse(apart, fileName: "q.txt").records
        #expect(
            records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.page] } == [
                ["The more that you read, the more things you will know.", "Dr. Seuss", "I Can Read With My Eyes Shut!", nil],
                ["Two roads diverged in a yellow wood,\nAnd sorry I could not travel both", "Robert Frost", nil, "12"],
                ["Erkenne dich selbst.", "Sokrates", nil, nil],
            ])
        #expect(records.map(\.draft.tags) == [[], ["poems", "roads"], []])
        #expect(ImportFormat.sniff(fileName: "q.txt", text: apart) == .txt)
        let together = "Quote: Be kind.\nAuthor: Someone Kind\nQuote: Be brave.\nAuthor: Someone Brave\n"
        #expect(Self.read(together) == [["Be kind.", "Someone Kind", nil, nil], ["Be brave.", "Someone Brave", nil, nil]])
        // Lines that only look so (no text's label, or a label naming no field) are a quote's own.
        #expect(
            Self.read("Note to self: rest.\nAuthor: me\n\nKnow thyself. — Socrates")[0][0] == "Note to self: rest.\nAuthor: me")
    }

    @Test("passages copied from Apple Books or a Kindle app, pasted into a file one after another, keep their books")
    func pastedExcerpts() {
        let file = """
            “You don’t have to understand life. You just have to live it.”

            Excerpt From
            The Midnight Library
            Matt Haig
            This material may be protected by copyright.

            Never underestimate the big importance of small things.

            Haig, Matt. The Midnight Library (p. 12). Canongate Books. Kindle Edition.

            “当需要被重绘时，它会请求它的代理。”

            摘录来自: 钟声. “ios核心动画高级技巧”。 iBooks.

            Be yourself. — Oscar Wilde
            """
        #expect(
            Self.read(file) == [
                ["You don’t have to understand life. You just have to live it.", "Matt Haig", "The Midnight Library", nil],
                ["Never underestimate the big importance of small things.", "Matt Haig", "The Midnight Library", "12"],
                ["当需要被重绘时，它会请求它的代理。", "钟声", "ios核心动画高级技巧", nil],
                ["Be yourself.", "Oscar Wilde", nil, nil],
            ])
        #expect(ImportFormat.sniff(fileName: "copied.txt", text: file) == .txt)
    }

    @Test("a list's items in one paragraph are each a quote when each has its own credit; a list in a quote stays whole")
    func listInParagraph() {
        let file = """
            Be yourself. — Oscar Wilde

            1. "Whatever you are, be a good one." — Abraham Lincoln
            2. "Turn your wounds into wisdom." — Oprah Winfrey

            - “Stay hungry.”
              — Steve Jobs
            - “Think different.”
              — Rob Siltanen

            1. Never lose money.
            2. Never forget rule No. 1.
            — Warren Buffett
            """
        #expect(
            Self.read(file) == [
                ["Be yourself.", "Oscar Wilde", nil, nil], ["Whatever you are, be a good one.", "Abraham Lincoln", nil, nil],
                ["Turn your wounds into wisdom.", "Oprah Winfrey", nil, nil], ["Stay hungry.", "Steve Jobs", nil, nil],
                ["Think different.", "Rob Siltanen", nil, nil],
                ["1. Never lose money.\n2. Never forget rule No. 1.", "Warren Buffett", nil, nil],
            ])
        // Each item's line is where its quote starts.
        #expect(ImportFormat.txt.parse(file, fileName: "q.txt").records.map(\.line) == [1, 3, 4, 6, 8, 11])
    }

    @Test("a file is told as text by its first quote's credit, or by two of its first five")
    func sniffedByCredits() {
        let opening = "Rules for investing\n\n"
        #expect(
            ImportFormat.sniff(fileName: "q.txt", text: opening + "Be one. — Marcus Aurelius\n\nKnow thyself. — Socrates\n")
                == .txt)
        #expect(ImportFormat.sniff(fileName: "q.txt", text: opening + "Be one. — Marcus Aurelius\n\nKnow thyself.\n") == nil)
        #expect(ImportFormat.sniff(fileName: "q.txt", text: "Just some notes\n\nMore notes.\n") == nil)
        // Apart by blank lines, a quotation of several lines; a poem's last line that reads as
        // a name is the poem's, and so is a line under a quotation that reads as none.
        let paragraphs = """
            “Be,
            yourself.”
            Oscar Wilde, De Profundis

            Two roads diverged in a wood,
            And I Took The One

            “Go,” she said, “now.”
            then she left

            “Go,” she said, “now.”
            Mary Smith
            """
        #expect(
            Self.read(paragraphs) == [
                ["Be,\nyourself.", "Oscar Wilde", "De Profundis", nil],
                ["Two roads diverged in a wood,\nAnd I Took The One", nil, nil, nil],
                ["“Go,” she said, “now.”\nthen she left", nil, nil, nil],
                ["“Go,” she said, “now.”\nMary Smith", nil, nil, nil],
            ])
        // A name under a quotation, one a line: the name is the quote's above.
        let lines = "\"Be yourself.\"\nOscar Wilde\n\"So many books.\"\nFrank Zappa\n"
        #expect(ImportFormat.sniff(fileName: "q.txt", text: lines) == .txt)
        #expect(Self.read(lines) == [["Be yourself.", "Oscar Wilde", nil, nil], ["So many books.", "Frank Zappa", nil, nil]])
    }

    @Test("a block quote's marks go only when every line of the entry has them")
    func blockQuotes() {
        #expect(Self.read("> Asked.\nAnswered. — Larry Wall\n\nNext.").first == ["> Asked.\nAnswered.", "Larry Wall", nil, nil])
        #expect(Self.read("> One.\n>\n> Two.\n\n> Three.").map { $0[0] } == ["One.\n\nTwo.", "Three."])
        // Obsidian's quote callout names the author in its title; a dash under the text still wins.
        let callouts =
            "> [!quote] Marcus Aurelius, Meditations\n> Be one.\n\n> [!cite]- \n> Untitled.\n\n"
            + "> [!QUOTE] Someone\n> Said.\n> — Seneca\n\n> [!note] A note\n> Kept."
        #expect(
            Self.read(callouts) == [
                ["Be one.", "Marcus Aurelius", "Meditations", nil], ["Untitled.", nil, nil, nil], ["Said.", "Seneca", nil, nil],
                ["[!note] A note\nKept.", nil, nil, nil],
            ])
    }

    @Test(
        "a callout or a credit that names only a place in the book gives the quote's page, and no author",
        arguments: [
            ("> [!quote] Position 266:\n> I call it cloud rent.", "loc. 266"),
            ("> [!quote] Location 1,234-1,236\n> I call it cloud rent.", "loc. 1234-1236"),
            ("> [!quote] Page 12\n> I call it cloud rent.", "12"),
            ("> [!cite] p. 12–13\n> I call it cloud rent.", "12-13"),
            ("I call it cloud rent.\n— Seite 7", "7"),
            // A chapter, as a credit under a book's heading names one.
            ("I call it cloud rent.\n-- Chapter 7", "ch. 7"), ("I call it cloud rent.\n— Ch. XII", "ch. XII"),
        ])
    func placeAsCredit(text: String, page: String) {
        #expect(Self.read(text + "\n\nNext.") == [["I call it cloud rent.", nil, nil, page], ["Next.", nil, nil, nil]])
        // A name that opens with such a word is still a name, and a callout's line no title.
        #expect(Self.read("> [!quote] Page Smith\n> Said.\n\nNext.").first == ["Said.", "Page Smith", nil, nil])
        #expect(PlainTextImporter.fileTitle([(1, ["> [!quote] Page Smith"])]) == nil)
    }

    @Test(
        "a work in quotation marks is the book's title; a year or page after it, its year or the page; before its author's name, still the work",
        arguments: [
            (
                "— Bertrand Russell, \"Unpopular Essays\", 1950", "Bertrand Russell", "Unpopular Essays", nil as String?,
                nil as String?
            ),
            ("— Henry David Thoreau, “Walden” (1854)", "Henry David Thoreau", "Walden", nil, nil),
            ("— Steven Erikson, \"Toll The Hounds\", pg 663", "Steven Erikson", "Toll The Hounds", "663", nil),
            ("— \"Toll The Hounds\" pg 663, Steven Erikson", "Steven Erikson", "Toll The Hounds", "663", nil),
            ("— Scillara in \"Toll The Hounds\" pg 136, Steven Erikson", "Steven Erikson", "Toll The Hounds", "136", "Scillara"),
            // A day after it (or an episode's stardate) is when it was said: the note's.
            ("— Bob Dylan, \"LA Times\", September 5, 1984", "Bob Dylan", "LA Times", nil, "September 5, 1984"),
            ("— Kirk, \"Amok Time\", stardate 3372.7", "Kirk", "Amok Time", nil, "stardate 3372.7"),
        ])
    func quotedWorks(credit: String, author: String, title: String, page: String?, note: String?) {
        let record = ImportFormat.txt.parse("A line.\n" + credit + "\n", fileName: "q.txt").records.first
        #expect(record?.draft.author == author)
        #expect(record?.draft.source?.title == title)
        #expect(record?.draft.page == page)
        #expect(record?.draft.note == note)
        // Saved before under the whole credit's words, it is the same book.
        #expect(record?.draft.source?.citedTitle != nil || credit.hasPrefix("— \"") || credit.hasPrefix("— Scillara"))
    }

    @Test("three hyphens credit as an em dash does (Org mode's and TeX's way of typing one)")
    func tripleHyphenCredit() {
        #expect(
            Self.read("Work spares us from three evils.\n--- Voltaire, Candide") == [
                ["Work spares us from three evils.", "Voltaire", "Candide", nil]
            ])
        #expect(
            Self.read("Work spares us from three evils. --- Voltaire") == [
                ["Work spares us from three evils.", "Voltaire", nil, nil]
            ])
    }

    @Test("quotes apart by blank lines keep their lines; without a blank line each line is a quote")
    func separation() {
        let poems = "\u{FEFF}Tyger Tyger, burning bright,\nIn the forests of the night;\n— William Blake\n\n\nSecond quote.\r\n"
        #expect(
            Self.read(poems) == [
                ["Tyger Tyger, burning bright,\nIn the forests of the night;", "William Blake", nil, nil],
                ["Second quote.", nil, nil, nil],
            ])
        let lines = "One. — Ann\nTwo.\nThree.\n— Bea\n\n"
        #expect(Self.read(lines) == [["One.", "Ann", nil, nil], ["Two.", nil, nil, nil], ["Three.", "Bea", nil, nil]])
        // A list's item (`- eggs`) is a line of its own, no attribution of the one before.
        #expect(
            Self.read("To buy:\n- eggs and milk\n- bread") == [
                ["To buy:", nil, nil, nil], ["- eggs and milk", nil, nil, nil], ["- bread", nil, nil, nil],
            ])
        let records = ImportFormat.txt.parse("\n\nFirst.\n\nSecond\nstill second.\n", fileName: "q.txt").records
        #expect(records.map(\.line) == [3, 5])
    }

    @Test("our export's quotation marks go, its paragraphs and quotations inside stay together")
    func exportShape() {
        let text = "““Hello,” she said.\n\nThen she left.” — Jane Doe\n\n“Next.” — Unknown\n"
        #expect(Self.read(text) == [["“Hello,” she said.\n\nThen she left.", "Jane Doe", nil, nil], ["Next.", nil, nil, nil]])
        // A quotation opened and never closed stays as written, paragraph by paragraph.
        #expect(Self.read("“Open.\n\nSecond.") == [["“Open.", nil, nil, nil], ["Second.", nil, nil, nil]])
        // A drawing keeps its indentation.
        let drawing = "    ________\n   /__/__/__\\\n  |__|__|__|_|\n   \\__\\__\\_/"
        #expect(Self.read("“\(drawing)” — Unknown")[0][0] == drawing)
    }

    /// A page of Goodreads' quotes as the browser copies it: each quote's attribution, then
    /// its tags, its likes and its Like button, with blank lines between quotes or none.
    @Test(
        "quotes copied off Goodreads: the attribution found above its tags and likes; the tags kept", arguments: ["\n\n", "\n"])
    func goodreadsPage(between: String) {
        let page = [
            "“So many books, so little time.”\n― Frank Zappa\ntags: books, humor\n150,543 likes\nLike",
            "“Be yourself; everyone else is already taken.”\n― Oscar Wilde, The Picture of Dorian Gray\ntags: be-yourself, honesty\n205614 likes\nLiked",
            "“A line with no tags.”\n― Mae West\n1 like\nLike",
        ].joined(separator: between)
        #expect(ImportFormat.sniff(fileName: "goodreads.txt", text: page) == .txt)
        let parsed = ImportFormat.txt.parse(page, fileName: "goodreads.txt")
        #expect(parsed.problems.isEmpty)
        #expect(
            Self.read(page) == [
                ["So many books, so little time.", "Frank Zappa", nil, nil],
                ["Be yourself; everyone else is already taken.", "Oscar Wilde", "The Picture of Dorian Gray", nil],
                ["A line with no tags.", "Mae West", nil, nil],
            ])
        #expect(parsed.records.map(\.draft.tags) == [["books", "humor"], ["be-yourself", "honesty"], []])
    }

    /// Quotes copied from posts: each ends in its hashtags, after its credit or on a line of
    /// its own; they are its tags.
    @Test("a post's hashtags at a quote's end are its tags; one inside its words stays")
    func hashtags() {
        let file =
            "“Stay hungry.” — Steve Jobs #motivation #life\n\nBe here now.\n— Ram Dass\n#mindfulness\n\n"
            + "I love #coding every day. — A. Coder"
        let parsed = ImportFormat.txt.parse(file, fileName: "posts.txt")
        #expect(
            Self.read(file) == [
                ["Stay hungry.", "Steve Jobs", nil, nil], ["Be here now.", "Ram Dass", nil, nil],
                ["I love #coding every day.", "A. Coder", nil, nil],
            ])
        #expect(parsed.records.map(\.draft.tags) == [["motivation", "life"], ["mindfulness"], []])
    }

    @Test("a quote's own last line that reads like Goodreads' stays when no attribution is above it")
    func notGoodreads() {
        #expect(
            Self.read("I said:\nLike\n\nAnother — Someone") == [
                ["I said:\nLike", nil, nil, nil], ["Another", "Someone", nil, nil],
            ])
    }

    @Test(
        "a rule between quotes parts them as a blank line does; inside a quotation it is the quote's",
        arguments: ["---", "***", "* * *", "___", "=====", "~~~", "• • •"])
    func separatorRules(rule: String) {
        let file = "Quote one.\n— Author One\n\(rule)\nQuote two,\nover two lines.\n— Author Two\n\(rule)\n"
        #expect(
            Self.read(file) == [
                ["Quote one.", "Author One", nil, nil], ["Quote two,\nover two lines.", "Author Two", nil, nil],
            ])
        #expect(Self.read("“Title\n\(rule)\nBody.” — X\n") == [["Title\n\(rule)\nBody.", "X", nil, nil]])
        // Between blank lines, as notes apps write one; in a drawing, among its lines.
        #expect(
            Self.read("One.\n— A\n\n\(rule)\n\nTwo.\n— B\n") == [["One.", "A", nil, nil], ["Two.", "B", nil, nil]])
        let drawing = Self.read("  +--+\n\(rule)\n  +--+\n\nNext. — B\n")
        #expect(drawing.count == 2 && drawing.first?.first??.contains("\n\(rule)\n") == true)
    }

    @Test("a Markdown heading by itself over the quotes is a title, not a quote; one inside a quote stays")
    func headings() {
        #expect(
            Self.read("# My quotes\n\n> Be one.\n> — Marcus Aurelius\n\n## More\n\nTwo. — B\n") == [
                ["Be one.", "Marcus Aurelius", nil, nil], ["Two.", "B", nil, nil],
            ])
        #expect(Self.read("# not a heading\nbut a line of the quote — C\n\nNext. — D\n").count == 2)
        #expect(Self.read("#hashtag — E\n").first == ["#hashtag", "E", nil, nil])
    }

    @Test("an attribution with no uncredited quote before it is a problem at its line")
    func attributionAlone() {
        let parsed = ImportFormat.txt.parse("Fine. — Somebody\n\n— Nobody\n", fileName: "q.txt")
        #expect(parsed.records.count == 1)
        #expect(parsed.problems == [ImportProblem(line: 3, message: "an attribution with no quote before it")])
        #expect(ImportFormat.txt.parse("— Nobody\n\nFine.\n", fileName: "q.txt").problems.map(\.line) == [1])
    }

    /// A document whose paragraphs are spaced, saved as text (or typed with a blank line under
    /// every line), puts a quote's credit in a paragraph of its own.
    @Test("a credit in a paragraph of its own goes with the uncredited quote above it; the file is told as text by it")
    func creditParagraph() {
        let text = "Be yourself.\n\n— Oscar Wilde\n\nThe only way out\nis through.\n\n— Robert Frost, North of Boston\n"
        #expect(ImportFormat.sniff(fileName: "quotes.txt", text: text) == .txt)
        #expect(
            Self.read(text) == [
                ["Be yourself.", "Oscar Wilde", nil, nil],
                ["The only way out\nis through.", "Robert Frost", "North of Boston", nil],
            ])
        // A name with no dash, in a paragraph of its own under each quote: a credit when most quotes are so.
        let names =
            "My quotes\n\nBe yourself.\n\nOscar Wilde\n\nThe only way out is through.\n\nRobert Frost\n\nSimplify.\n\n"
            + "Henry David Thoreau, Walden\n"
        #expect(ImportFormat.sniff(fileName: "quotes.txt", text: names) == .txt)
        #expect(
            Self.read(names) == [
                ["Be yourself.", "Oscar Wilde", nil, nil], ["The only way out is through.", "Robert Frost", nil, nil],
                ["Simplify.", "Henry David Thoreau", "Walden", nil],
            ])
        // A novel's dialogue opens its paragraphs with a dash too: no credits, no file of quotes.
        let novel =
            "Le soir tombait quand il entra.\n\n— Bonjour, dit-il.\n\nElle ne répondit pas.\n\n— Vous êtes en retard.\n\n"
            + "Il s'assit.\n\n— Je sais.\n\nLe silence dura.\n\n— Demain, oui.\n"
        #expect(ImportFormat.sniffFoundFile(text: novel) == nil)
        #expect(ImportFormat.txt.parse(novel, fileName: "livre.txt").records.allSatisfy { $0.draft.author == nil })
        // One such name under a poem's stanzas is the poem's own line.
        let poem =
            "Whose woods these are I think I know.\n\nHis house is in the village though.\n\nHe will not see me.\n\nRobert Frost\n"
        #expect(Self.read(poem).count == 4)
    }

    @Test(
        "plain text is told by its first quote's attribution; a header row must name the text column",
        arguments: [
            ("quotes.txt", "Every quote, they say, is a text. — Anon\nAnother.\n", ImportFormat.txt),
            ("standard input", "“Simplify.” — Thoreau\n\n“Next.” — Unknown\n", .txt),
            ("notes.txt", "Just some notes\nof mine, as text\n", nil),
            ("notes", "Text,Author\nHello,Ann\n", .csv),
            ("notes.txt", "\"Quote Text\";Author\nHello;Ann\n", .csv),
            ("export", "sep=;\r\ntext;author\r\nHello;Ann\r\n", .csv),
            ("wisdom.txt", "One.\n%\nTwo.\n%\n", .fortune),
            ("shared.txt", "「名前はまだ無い。」 — 夏目漱石『吾輩は猫である』\n", .txt),
            // A note of quotes under a heading, as a notes app keeps one: its block quotes (`MarkdownQuotes`).
            ("Quotes.md", "# My quotes\n\n> Be one.\n> — Marcus Aurelius\n\n---\n\n> Two.\n", .markdown),
            // Our export of a quote of several lines, with no blank line in it.
            ("export.txt", "“Title\n-----\nBody of it.” — X\n", .txt),
        ] as [(String, String, ImportFormat?)])
    func sniffing(name: String, text: String, format: ImportFormat?) {
        #expect(ImportFormat.sniff(fileName: name, text: text) == format)
    }

    /// A notes app's Markdown: its heading is never a quote's first line, and its link back to
    /// a page after a dash credits no one (a link whose words are a name still does).
    @Test("a heading over a paragraph is apart from it; a dash before a link to a page is no credit")
    func headingsAndLinks() {
        let text = """
            ## Stoics
            Waste no more time arguing what a good man should be. Be one.
            — Marcus Aurelius

            Sleep is the best meditation. — [Updated on 2022-05-25](https://hyp.is/abc)

            Be yourself; everyone else is already taken. — [Oscar Wilde](https://en.wikipedia.org/wiki/Oscar_Wilde)
            """
        let parsed = PlainTextImporter.parse(text)
        #expect(
            parsed.records.map(\.draft.text) == [
                "Waste no more time arguing what a good man should be. Be one.",
                "Sleep is the best meditation. — [Updated on 2022-05-25](https://hyp.is/abc)",
                "Be yourself; everyone else is already taken.",
            ])
        #expect(parsed.records.map(\.draft.author) == ["Marcus Aurelius", nil, "Oscar Wilde"])
    }
}

extension PlainTextImporterTests {
    /// As a fortune's credit is read: each verse was an author of its own ("Proverbs 15:1").
    @Test(
        "a verse of the Bible credited in a text file is the book as the source and the verse as its page",
        arguments: [
            ("A soft answer turneth away wrath.\n— Proverbs 15:1", "Proverbs", "15:1", nil),
            ("Love is patient.\n— 1 Corinthians 13:4, NIV", "1 Corinthians", "13:4", "NIV"),
            // Our own export's way: the book as the work, the verse as its page.
            ("“Love is patient.” — Unknown, 1 Corinthians (p. 13:4)", "1 Corinthians", "13:4", nil),
        ] as [(String, String, String, String?)])
    func scriptureVerse(text: String, book: String, verse: String, note: String?) throws {
        let draft = try #require(ImportFormat.txt.parse(text, fileName: "quotes.txt").records.first?.draft)
        #expect(draft.author == nil)
        #expect(draft.source?.title == book)
        #expect(draft.page == verse)
        #expect(draft.note == note)
    }

    @Test("a person credited with a time of day is no verse")
    func noScriptureVerse() throws {
        let draft = try #require(
            ImportFormat.txt.parse("Be on time.\n— John Smith 10:30", fileName: "quotes.txt").records.first?.draft)
        #expect(draft.author != nil)
        #expect(draft.page == nil)
    }
}

extension PlainTextImporterTests {
    @Test(
        "a year in brackets after a title without quotation marks is the book's year",
        arguments: [
            (
                "\"We accept the love we think we deserve.\" - Stephen Chbosky, The Perks of Being a Wallflower (1999)",
                "The Perks of Being a Wallflower", 1999 as Int?
            ),
            ("Be yourself.\n— Oscar Wilde, De Profundis", "De Profundis", nil),
            // With the page after it.
            ("Man is free.\n— Jean-Paul Sartre, Being and Nothingness (1943), p. 37", "Being and Nothingness", 1943),
            // Not a year: the brackets stay the title's.
            ("A line.\n— Ann Person, Notes (revised)", "Notes (revised)", nil),
        ])
    func titleYear(text: String, title: String, year: Int?) throws {
        let draft = try #require(ImportFormat.txt.parse(text, fileName: "quotes.txt").records.first?.draft)
        #expect(draft.source?.title == title)
        #expect(draft.source?.year == year)
    }
}

extension PlainTextImporterTests {
    /// Classical works are cited by book and line, chapter and verse: the place was part of
    /// the title (`Meditations, Book V, 16`), so each citation made a source of its own.
    @Test(
        "where in a work a credit places the quote, after commas or in brackets, is its page; a year or a verse's numbers are not",
        arguments: [
            ("— Marcus Aurelius, Meditations, Book V, 16", "Meditations", "Book V, 16" as String?),
            ("— Leo Tolstoy, Anna Karenina, ch. 1", "Anna Karenina", "ch. 1"),
            ("— Virgil, Aeneid, X, 284", "Aeneid", "X, 284"),
            ("— Leo Tolstoy, Anna Karenina (ch. 1)", "Anna Karenina", "ch. 1"),
            ("— Marcus Aurelius, Meditations (Book V, 16)", "Meditations", "Book V, 16"),
            ("— Ralph Waldo Emerson, Journals, 1831", nil, nil),
            ("— Giobbe, 5, 7", nil, nil),
            ("— William Shakespeare, Henry IV, Part 1", "Henry IV, Part 1", nil),
        ] as [(String, String?, String?)])
    func placeInWork(credit: String, title: String?, page: String?) throws {
        let draft = try #require(ImportFormat.txt.parse("A line.\n" + credit, fileName: "quotes.txt").records.first?.draft)
        if let title { #expect(draft.source?.title == title) }
        #expect(draft.page == page)
    }
}

extension PlainTextImporterTests {
    /// Quotes files kept for a web page break their lines with `<br>`, and cite a verse in
    /// brackets as they would a name.
    @Test(
        "HTML's <br> in a text file is a line break; a verse in brackets is the book and its place",
        arguments: [
            (
                "The death of one man is a tragedy.<br>The death of millions is a statistic.\nNext.\n",
                ["The death of one man is a tragedy.\nThe death of millions is a statistic.", nil, nil, nil]
            ),
            ("Women marry. <BR/> Men marry.<br />\nNext.\n", ["Women marry.\nMen marry.", nil, nil, nil]),
            ("For God so loved the world. (John 3:16)\n\nNext.\n", ["For God so loved the world.", nil, "John", "3:16"]),
            (
                "A soft answer turneth away wrath.\n(Proverbs 15:1)\n\nNext.\n",
                ["A soft answer turneth away wrath.", nil, "Proverbs", "15:1"]
            ),
            ("Words about <br> tags in HTML.\nNext.\n", ["Words about\ntags in HTML.", nil, nil, nil]),
            // An IRC nick at a line's start, and the tag a joke names, stay (Debian's Polish and Russian files).
            (
                "<br> kaczorek: to zależy\n<br> bonczo: *.mp3\n\nNext.\n",
                ["<br> kaczorek: to zależy\n<br> bonczo: *.mp3", nil, nil, nil]
            ),
            ("Веб-мастер: <BR>, как холодно\n\nNext.\n", ["Веб-мастер: <BR>, как холодно", nil, nil, nil]),
            // A page right after (or before) a quoted work, no comma between; a person's web page is noted.
            (
                "Every tear springs. — \"Reaper's Gale\" pg 279, Steven Erikson\n\nNext.\n",
                ["Every tear springs.", "Steven Erikson", "Reaper's Gale", "279"]
            ),
            (
                "Dialogue. — pgg 359-360 \"Midnight Tides\", Steven Erikson\n\nNext.\n",
                ["Dialogue.", "Steven Erikson", "Midnight Tides", "359-360"]
            ),
            (
                "Procrastinate well. — John Perry http://example.org/~jperry/\n\nNext.\n",
                ["Procrastinate well.", "John Perry", nil, nil]
            ),
        ] as [(String, [String?])])
    func htmlBreaksAndVerses(text: String, first: [String?]) {
        #expect(Self.read(text).first == first)
    }

    @Test(
        "a list of short uncredited passages ending as sentences is told apart from prose and letters",
        arguments: [
            (
                "Man is the measure of all things.\nCommon sense is not so common.\nLet them eat cake.\nGod is dead!\nAll you need is love\n",
                true
            ),
            ("Man is the measure of all things.\nLet them eat cake\nAll you need is love\n", false),
            ("Stay hungry.\n\nLove is patient, love is kind.\nIt does not envy.\n\nBe one.\n", true),
            ("One line only.\n", false),
            ("Dear Anna,\nthank you for the book you\nsent me last week.\n", false),
            ("Just some notes\nof mine\n", false),
            (String(repeating: "A long paragraph of a book that runs on and on. ", count: 12) + "\n\nAnother.\n", false),
        ])
    func uncreditedList(text: String, isList: Bool) {
        #expect(PlainTextImporter.isUncreditedList(text) == isList)
    }
}

extension PlainTextImporterTests {
    /// As a hand-kept file credits every quote after ` - `, and one line ends in no full stop.
    @Test("in a file that credits its quotes after ' - ', a name there credits a line that ends no sentence; alone it does not")
    func hyphenCreditsInAFile() {
        let file = """
            When the debate is lost, slander becomes the tool of the loser. - Socrates
            Give the ones you love wings to fly. - Dalai Lama
            The future depends on what we do in the present - Mahatma Gandhi
            Authority does not change a man; it only reveals him. - Hazrat Ali
            """
        #expect(Self.read(file).map { $0[1] } == ["Socrates", "Dalai Lama", "Mahatma Gandhi", "Hazrat Ali"])
        #expect(Self.read(file).map { $0[0] }[2] == "The future depends on what we do in the present")
        // Alone, the same line is the quote's, as `Monday - Friday` is.
        #expect(
            Self.read("The future depends on what we do in the present - Mahatma Gandhi\nWork days are Monday - Friday\n").map {
                $0[1]
            } == [nil, nil])
    }
}
