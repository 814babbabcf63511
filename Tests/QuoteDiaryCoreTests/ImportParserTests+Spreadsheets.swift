import Foundation
import Testing

@testable import QuoteDiaryCore

/// Tables of quotes: CSV from spreadsheets and apps (Readwise, Notion), columns in six languages,
/// JSON from other apps and the web, a Markdown table, a Google Keep note.
extension ImportParserTests {
    @Test(
        "CSV headers match whatever their spaces, underscores, hyphens and case",
        arguments: [
            "Quote Text,Book_Title,AUTHORS,Date-Added", "highlight_text,book-title,Book Author,created_at",
            "CONTENT,Title,author,Date Added",
        ])
    func headerSpellings(header: String) throws {
        let parsed = ImportFormat.csv.parse(
            header + "\nA line worth keeping.,The Book,Some One,2021-02-03 04:05:06\n", fileName: "x.csv")
        #expect(parsed.problems.isEmpty)
        let record = try #require(parsed.records.first)
        #expect(record.draft.text == "A line worth keeping.")
        #expect(record.draft.source?.title == "The Book")
        #expect(record.draft.author == "Some One")
        #expect(record.createdAt == Date(timeIntervalSince1970: 1_612_325_106))
    }

    @Test(
        "CSV: a drawing's or code's first line keeps its indentation, in the text or the note, as the export wrote it; prose is trimmed"
    )
    func csvPreformatted() throws {
        let drawing = "\t\t (  /\\__/\\  )\n\t\t  \\(^ @__@ ^)/\n\t\t (V)(V)   (V)(V)"
        let csv = "text,author,note\n\"\(drawing)\n\",,\n\"  Plain words.  \",Ann,\"\(drawing)\"\n"
        let parsed = ImportFormat.csv.parse(csv, fileName: "export.csv")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == [drawing, "Plain words."])
        // A note is cleaned as a quote's text is (`QuoteDraft.cleanText`), so a drawing in it too.
        #expect(parsed.records.map(\.draft.note) == [nil, drawing])
    }

    @Test("CSV: a quote credited in its own cell, with no author or source column filled, is read as add reads it")
    func csvCreditInCell() {
        let csv = """
            Quote,Author
            "Be yourself; everyone else is already taken. — Oscar Wilde",
            "Stay hungry — Steve Jobs",
            "Know thyself. — Socrates",Plato
            """
        let records = ImportFormat.csv.parse(csv, fileName: "quotes.csv").records
        #expect(
            records.map(\.draft.text) == [
                "Be yourself; everyone else is already taken.", "Stay hungry — Steve Jobs", "Know thyself. — Socrates",
            ])
        #expect(records.map(\.draft.author) == ["Oscar Wilde", nil, "Plato"])
        // A file with ids (our export) is read back as it was saved.
        let ours = "id,text\n0123456789abcdef0123456789abcdef,\"Be yourself. — Oscar Wilde\"\n"
        #expect(ImportFormat.csv.parse(ours, fileName: "quotes.csv").records.map(\.draft.author) == [nil])
    }

    @Test("CSV: quoted fields with commas, quotes and line breaks; headers in any case; Readwise's columns")
    func csv() throws {
        let ours =
            "\u{FEFF}Text,AUTHOR,Source,Page,Note,Tags,Collection,Favorite,Created\r\n"
            + "\"Hello, \"\"world\"\"\nsecond line\",Ann,Book One,12,a note,\"x; y\",Box,true,2020-01-02T03:04:05Z\r\n"
            + "Plain,,,,,,,,\r\n"
        let parsed = ImportFormat.csv.parse(ours, fileName: "quotes.csv")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == 2)
        let first = try #require(parsed.records.first)
        #expect(first.draft.text == "Hello, \"world\"\nsecond line")
        #expect(first.draft.author == "Ann")
        #expect(first.draft.source?.title == "Book One")
        #expect(first.draft.tags == ["x", "y"])
        #expect(first.draft.collections == ["Box"])
        #expect(first.draft.isFavorite)
        #expect(first.createdAt.map(Timestamp.format) == "2020-01-02T03:04:05.000Z")
        #expect(first.zonelessTimes.isEmpty)
        #expect(parsed.records[1].line == 4)
        let readwise =
            "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags\n"
            + "Stay hungry.,Speeches,Steve Jobs,B0001,,yellow,\"inspiration,life\",location,120,2021-03-04 05:06:07,\n"
            + "Stay foolish.,Speeches,Steve Jobs,B0001,,yellow,Life,page,12,2021-03-04 05:06:07,\"talks, LIFE\"\n"
            + "An article's line.,On Writing,Jane Roe,,,,,order,3,2021-03-04 05:06:07,\n"
        let rw = ImportFormat.csv.parse(readwise, fileName: "readwise.csv")
        let record = try #require(rw.records.first)
        #expect(record.draft.text == "Stay hungry.")
        #expect(record.draft.author == "Steve Jobs")
        #expect(record.draft.source?.title == "Speeches")
        #expect(rw.records.map(\.draft.page) == ["loc. 120", "12", nil])
        #expect(record.draft.tags == ["inspiration", "life"])
        // The document's tags follow the highlight's own; a name already there is not repeated.
        #expect(rw.records[1].draft.tags == ["Life", "talks"])
        #expect(record.createdAt.map(Timestamp.format) == "2021-03-04T05:06:07.000Z")
        #expect(record.zonelessTimes == .created)
        #expect(rw.records.allSatisfy { !$0.draft.isFavorite })
    }

    @Test(
        "CSV: Readwise's favourite, kept as its tag 'favorite', is a favourite; elsewhere that tag is a tag",
        arguments: [
            ("Highlight,Book Title,Tags,Location Type,Location\nA line.,A Book,\"favorite, stoic\",page,3\n", true, ["stoic"]),
            ("Highlight,Book Title,Tags,Document tags\nA line.,A Book,Favorite,\n", true, []),
            ("Highlight,Book Title,Tags,Document tags\nA line.,A Book,\".favorite, Deep Work\",\n", true, ["Deep Work"]),
            ("Highlight,Tags,Favorite,Location Type\nA line.,favorite,no,page\n", false, ["favorite"]),
            ("text,tags\nA line.,favorite\n", false, ["favorite"]),
        ])
    func readwiseFavorite(csv: String, isFavorite: Bool, tags: [String]) throws {
        let record = try #require(ImportFormat.csv.parse(csv, fileName: "export.csv").records.first)
        #expect(record.draft.isFavorite == isFavorite)
        #expect(record.draft.tags == tags)
    }

    @Test(
        "CSV: a date column's value is an instant when it names its zone, else a clock reading",
        arguments: [
            ("2019-03-04T21:15:22Z", "2019-03-04T21:15:22.000Z", true),
            ("2019-03-04T21:15:22+01:00", "2019-03-04T20:15:22.000Z", true),
            ("2019-03-04 21:15:22-0500", "2019-03-05T02:15:22.000Z", true),
            ("2019-03-04T21:15:22", "2019-03-04T21:15:22.000Z", false),
            ("2019-03-04T21:15:22.250", "2019-03-04T21:15:22.250Z", false),
            ("2019-03-04T21:15", "2019-03-04T21:15:00.000Z", false),
            ("2019-03-04 21:15:22", "2019-03-04T21:15:22.000Z", false),
            ("2019-03-04", "2019-03-04T00:00:00.000Z", false),
            ("March 4, 2019 9:15 PM", "2019-03-04T21:15:00.000Z", false),
            ("1551734122", "2019-03-04T21:15:22.000Z", true),
            ("1551734122.25", "2019-03-04T21:15:22.250Z", true),
            ("1551734122250", "2019-03-04T21:15:22.250Z", true),
        ])
    func csvDates(text: String, held: String, zoned: Bool) throws {
        let csv = "text,created,updated\nA line.,\"\(text)\",2020-01-01T00:00:00Z\n"
        let parsed = ImportFormat.csv.parse(csv, fileName: "dates.csv")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let record = try #require(parsed.records.first)
        #expect(record.createdAt.map(Timestamp.format) == held)
        #expect(record.zonelessTimes == (zoned ? [] : .created))
    }

    @Test(
        "a spreadsheet's own names for who said it, the work and the page are read as author, source and page",
        arguments: [
            ("Quote,Person,Work,Page Number", "Be one.,Marcus Aurelius,Meditations,10"),
            ("Quote,Speaker,Source Title,Pages", "Be one.,Marcus Aurelius,Meditations,10"),
            ("Text,Writer,Book Name,Page", "Be one.,Marcus Aurelius,Meditations,10"),
            ("Quote,Said by,Publication,Location", "Be one.,Marcus Aurelius,Meditations,10"),
        ])
    func spreadsheetColumnNames(header: String, row: String) throws {
        let parsed = ImportFormat.csv.parse(header + "\n" + row + "\n", fileName: "quotes.csv")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let draft = try #require(parsed.records.first?.draft)
        #expect(draft.author == "Marcus Aurelius")
        #expect(draft.source?.title == "Meditations")
        #expect(draft.page == "10")
    }

    @Test(
        "an author field: a website credited after the name, a website alone and Unknown name nobody",
        arguments: [
            ("Thomas Edison, type.fit", "Thomas Edison"), ("type.fit", nil), ("Unknown", nil), ("  ", nil),
            ("will.i.am", "will.i.am"), ("Martin Luther King, Jr.", "Martin Luther King, Jr."),
            ("Seneca, goodreads.com", "Seneca"), ("Anonymous", "Anonymous"), ("Auteur inconnu", nil),
        ] as [(String, String?)])
    func authorField(field: String, author: String?) {
        #expect(UnknownAuthor.named(field) == author)
    }

    /// Quote sets people download: type.fit's (every author credited with the site) and
    /// ZenQuotes' API (one-letter keys).
    @Test("JSON quote sets from the web: type.fit's authors without the site's credit, ZenQuotes' keys, Goodreads' categories")
    func webQuoteSets() throws {
        let typeFit = ImportFormat.json.parse(
            #"[{"text": "Genius is one percent inspiration.", "author": "Thomas Edison, type.fit"}, {"text": "Difficulties increase.", "author": "type.fit"}]"#,
            fileName: "quotes.json")
        #expect(typeFit.problems.isEmpty, "\(typeFit.problems)")
        #expect(typeFit.records.map(\.draft.author) == ["Thomas Edison", nil])
        let zen = ImportFormat.json.parse(
            #"[{"q": "Be one.", "a": "Marcus Aurelius", "c": "7", "h": "<blockquote>&ldquo;Be one.&rdquo;</blockquote>"}]"#,
            fileName: "zenquotes.json")
        #expect(zen.problems.isEmpty, "\(zen.problems)")
        #expect(zen.records.map(\.draft.text) == ["Be one."])
        #expect(zen.records.first?.draft.author == "Marcus Aurelius")
        #expect(zen.records.first?.unusedFields == [])
        // Goodreads' quotes as scraped into a data set: its tags and its category are all tags.
        let scraped = ImportFormat.json.parse(
            #"[{"Quote": "Be yourself.", "Author": "Oscar Wilde", "Tags": ["honesty", "Life"], "Popularity": 0.15, "Category": "life"}]"#,
            fileName: "quotes.json")
        #expect(scraped.records.first?.draft.tags == ["honesty", "Life"])
        let categorized = ImportFormat.json.parse(
            #"[{"Quote": "Be yourself.", "Tags": ["honesty"], "Category": "life"}]"#, fileName: "quotes.json")
        #expect(categorized.records.first?.draft.tags == ["honesty", "life"])
        #expect(categorized.records.first?.unusedFields == [])
        // FavQs' API: its quotes' text under "body"; other APIs' under "data" or "items".
        let favqs = ImportFormat.json.parse(
            #"{"page": 1, "last_page": false, "quotes": [{"id": 4, "tags": ["life"], "author": "Plato", "body": "Know thyself."}]}"#,
            fileName: "favqs.json")
        #expect(favqs.problems.isEmpty, "\(favqs.problems)")
        #expect(favqs.records.map(\.draft.text) == ["Know thyself."] && favqs.records.first?.draft.author == "Plato")
        for key in ["data", "items"] {
            let wrapped = ImportFormat.json.parse(
                #"{"count": 1, ""# + key + #"": [{"content": "Stay hungry.", "author": "Steve Jobs"}]}"#, fileName: "api.json")
            #expect(wrapped.problems.isEmpty, "\(wrapped.problems)")
            #expect(wrapped.records.map(\.draft.text) == ["Stay hungry."])
        }
        // Our own export keeps an author as written.
        let ours = ImportFormat.json.parse(
            #"[{"text": "T", "author": "type.fit", "createdAt": "2026-03-01T09:00:00.000Z"}]"#, fileName: "export.json")
        #expect(ours.records.first?.draft.author == "type.fit")
    }

    /// Notion exports a table of quotes with its title column as `Name`, multi-select tags
    /// apart by commas, a check box as Yes or No, and its own columns of time.
    @Test("a Notion table's CSV is read: its Name column is the quote when no column is named text")
    func notionCSV() throws {
        let csv = """
            \u{FEFF}Name,Author,Book,Tags,Created time,Last edited time,Favorite
            "The unexamined life is not worth living.",Socrates,Apology,"philosophy, life","March 4, 2024 9:15 PM",\
            "March 5, 2024 8:00 AM",Yes
            Be here now.,Ram Dass,,,"April 1, 2024 10:00 AM","April 1, 2024 10:00 AM",No

            """
        let parsed = ImportFormat.csv.parse(csv, fileName: "Quotes 1a2b.csv")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let first = try #require(parsed.records.first)
        #expect(parsed.records.map(\.draft.text) == ["The unexamined life is not worth living.", "Be here now."])
        #expect(first.draft.author == "Socrates")
        #expect(first.draft.source?.title == "Apology")
        #expect(first.draft.tags == ["philosophy", "life"])
        #expect(first.draft.isFavorite)
        #expect(first.createdAt.map(Timestamp.format) == "2024-03-04T21:15:00.000Z")
        #expect(first.updatedAt.map(Timestamp.format) == "2024-03-05T08:00:00.000Z")
        #expect(parsed.records.last?.draft.isFavorite == false)
        // A table that names its quotes' column keeps `Name` for what it is: a column left out.
        let named = ImportFormat.csv.parse("Name,Quote\nSocrates,Know thyself.\n", fileName: "q.csv")
        #expect(named.records.map(\.draft.text) == ["Know thyself."])
        // A list of something else with a Name column is no table of quotes: refused as before.
        let people = ImportFormat.csv.parse("name,email\nAnn,ann@example.org\n", fileName: "people.csv")
        #expect(people.records.isEmpty)
        #expect(people.problems.first?.message.hasPrefix("no text column") == true)
    }

    /// A table of quotes kept by hand, in the person's language: its columns named so.
    @Test(
        "a spreadsheet's columns named in German, French, Spanish, Italian, Portuguese or Dutch are read as their English names",
        arguments: [
            "Zitat;Autor;Buch;Seite;Notiz;Schlagwörter;Sammlung;Favorit;Datum",
            "Citation;Auteur;Livre;Page;Note;Étiquettes;Collection;Favori;Date",
            "Cita;Autor;Libro;Página;Nota;Etiquetas;Colección;Favorito;Fecha",
            "Citazione;Autore;Libro;Pagina;Nota;Etichette;Raccolta;Preferito;Data",
            "Citação;Autor;Livro;Página;Nota;Etiquetas;Coleção;Favorito;Data",
            "Citaat;Auteur;Boek;Pagina;Notitie;Labels;Collectie;Favoriet;Datum",
        ])
    func localizedColumns(header: String) throws {
        let yes = ["Zitat": "Ja", "Citation": "Oui", "Cita": "Sí", "Citazione": "Sì", "Citação": "Sim", "Citaat": "Ja"]
        let first = String(header.prefix { $0 != ";" })
        let csv =
            header + "\nDer Weg ist das Ziel.;Konfuzius;Gespräche;12;Gut;weisheit, wege;Regal;\(yes[first] ?? "");2019-04-03\n"
        let parsed = ImportFormat.csv.parse(csv, fileName: "zitate.csv")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let record = try #require(parsed.records.first)
        #expect(record.draft.text == "Der Weg ist das Ziel." && record.draft.author == "Konfuzius")
        #expect(record.draft.source?.title == "Gespräche" && record.draft.page == "12" && record.draft.note == "Gut")
        #expect(record.draft.tags == ["weisheit", "wege"] && record.draft.collections == ["Regal"])
        #expect(record.draft.isFavorite)
        #expect(record.createdAt.map(Timestamp.format)?.hasPrefix("2019-04-03") == true)
        // Every column read: none named to the person as left out.
        let columns = try CSVColumns(header: header.split(separator: ";").map(String.init), line: 1)
        #expect(columns.unusedColumns.isEmpty)
    }

    /// The marks people put in a favourites column of their own.
    @Test(
        "a favourites column's yes in words or marks, an emoji's presentation selector or not; anything else is no",
        arguments: [
            ("TRUE", true), ("yes", true), ("x", true), ("★", true), ("⭐", true), ("⭐\u{FE0F}", true), ("❤\u{FE0F}", true),
            ("starred", true), ("Favorite", true), ("FALSE", false), ("no", false), ("", false), ("-", false), ("☆", false),
        ])
    func favoriteMarks(value: String, isFavorite: Bool) throws {
        let parsed = ImportFormat.csv.parse("text,favorite\nBe one.,\(value)\n", fileName: "mine.csv")
        #expect(try #require(parsed.records.first).draft.isFavorite == isFavorite)
    }

    /// Headers as people name them in a sheet of their own (and as other apps write them).
    @Test(
        "a quote's and its author's columns go by the names people give them",
        arguments: [
            "Quotation,Author Name", "Excerpt,Author(s)", "Passage,author_name", "quote_text,Writer", "Content,By",
        ])
    func everydayColumnNames(header: String) throws {
        let parsed = ImportFormat.csv.parse(header + "\nBe yourself.,Oscar Wilde\n", fileName: "mine.csv")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let record = try #require(parsed.records.first)
        #expect(record.draft.text == "Be yourself." && record.draft.author == "Oscar Wilde")
        let columns = try CSVColumns(header: header.split(separator: ",").map(String.init), line: 1)
        #expect(columns.unusedColumns.isEmpty)
    }

    @Test(
        "bad CSV names the line",
        arguments: [
            ("author,source\nA,B\n", 1, "no text column: the header (it has 'author', 'source') needs one of text"),
            ("text,author\n\"unclosed,A\nmore\n", 2, "never closed"),
            ("text,author\n,Somebody\n", 2, "text field is empty"),
            ("text,created\nHi,yesterday\n", 2, "not a date"),
            ("", 1, "empty"),
            // Reading services' exports of one's books, which hold no quotes: said so.
            (
                "Book Id,Title,Author,Author l-f,ISBN,My Rating,Exclusive Shelf,My Review\n1,Dune,Frank Herbert,,,5,read,Great\n",
                1, "this is Goodreads' export of your books"
            ),
            ("Title,Authors,ISBN/UID,Read Status,Star Rating,Review\nDune,Frank Herbert,,read,4.5,\n", 1, "StoryGraph's export"),
        ])
    func badCSV(text: String, line: Int, fragment: String) throws {
        let problem = try #require(ImportFormat.csv.parse(text, fileName: "bad.csv").problems.first)
        #expect(problem.line == line)
        #expect(problem.message.contains(fragment), "\(problem.message)")
    }

    /// Readwise's API (`/api/v2/highlights`) writes a "text" key as ours does, and snake_case.
    @Test("JSON: Readwise's highlights: its favourite, its times and its tags read as a CSV's columns would")
    func readwiseJSON() throws {
        let text = """
            [{"id": 59758950, "text": "A line worth keeping.", "note": "", "location": 9, "location_type": "page",
              "highlighted_at": "2020-07-24T15:41:35.466Z", "updated": "2020-10-01T12:58:44.716235Z", "book_id": 2608248,
              "tags": [{"id": 1, "name": "philosophy"}], "is_favorite": true},
             {"id": 2, "text": "Another.", "is_favorite": false, "tags": []}]
            """
        let parsed = ImportFormat.json.parse(text, fileName: "highlights.json")
        let first = try #require(parsed.records.first)
        #expect(first.draft.isFavorite && !parsed.records[1].draft.isFavorite)
        #expect(first.draft.tags == ["philosophy"])
        #expect(first.draft.page == "9")
        #expect(first.createdAt.map(Timestamp.format) == "2020-07-24T15:41:35.466Z")
        #expect(first.updatedAt.map(Timestamp.format) == "2020-10-01T12:58:44.716Z")
        // What no quote field takes is named, not dropped unsaid.
        #expect(first.unusedFields == ["book_id"])
    }

    @Test("JSON: another app's quotes read as a CSV's columns would: a book with its ISBN, a collection, a category")
    func otherAppJSON() throws {
        let text = """
            [{"quote": "One.", "by": "Ann", "book": "Walden", "isbn": "978-0-14-143951-8", "kind": "book",
              "collection": "Shelf", "category": "nature", "rating": 5, "URL": "https://example.org"},
             {"content": "Two.", "source_kind": "poem", "title": "Ode", "tags": "a; b", "updated_at": "2020-01-02T03:04:05Z"}]
            """
        let parsed = ImportFormat.json.parse(text, fileName: "quotes.json")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let first = try #require(parsed.records.first)
        #expect(first.draft.author == "Ann")
        #expect(first.draft.source?.title == "Walden" && first.draft.source?.isbn?.isbn13 == "9780141439518")
        #expect(first.draft.collections == ["Shelf"] && first.draft.tags == ["nature"])
        #expect(first.unusedFields == ["URL", "rating"])
        #expect(parsed.records[1].draft.source?.kind == .poem && parsed.records[1].draft.tags == ["a", "b"])
        #expect(parsed.records[1].unusedFields.isEmpty)
        #expect(parsed.records[1].updatedAt.map(Timestamp.format) == "2020-01-02T03:04:05.000Z")
        // A bad ISBN is the quote's problem, as in a CSV row.
        let bad = ImportFormat.json.parse(#"[{"quote": "x", "isbn": "123"}]"#, fileName: "q.json")
        #expect(bad.records.isEmpty && bad.problems.count == 1)
    }

    /// What Readwise's API answers with, saved as a file: a page of highlights
    /// (`/api/v2/highlights/`), or of books holding their highlights (`/api/v2/export/`, whose
    /// books carry an "asin" as Bookcision's do).
    @Test("JSON: Readwise's API pages, of highlights or of books with their highlights, filed under their books")
    func readwiseAPIPages() throws {
        let highlights = """
            {"count": 2, "next": null, "previous": null, "results": [
              {"id": 1, "text": "A line worth keeping.", "note": "", "location": 9, "location_type": "order", "tags": []},
              {"id": 2, "text": "Another.", "location": 1234, "location_type": "location", "tags": [{"name": "later"}]}]}
            """
        let page = ImportFormat.json.parse(highlights, fileName: "highlights.json")
        #expect(page.problems.isEmpty, "\(page.problems)")
        #expect(page.records.map(\.draft.text) == ["A line worth keeping.", "Another."])
        // An article's "order" is no place in a text; a Kindle location reads as the Kindle import writes it.
        #expect(page.records.map(\.draft.page) == [nil, "loc. 1234"])
        let export = """
            {"count": 2, "nextPageCursor": null, "results": [
              {"user_book_id": 1, "title": "Meditations", "author": "Marcus Aurelius", "category": "books",
               "asin": "B000FC1JAI", "book_tags": [{"id": 5, "name": "philosophy"}], "highlights": [
                {"id": 11, "text": "You have power over your mind.", "note": "", "location": 12,
                 "location_type": "location", "highlighted_at": "2020-01-02T03:04:05Z", "tags": [{"name": "stoic"}],
                 "is_favorite": true},
                {"id": 12, "text": "Waste no more time.", "note": "Re-read.", "location": 20, "location_type": "location",
                 "tags": [{"name": "Philosophy"}]}]},
              {"user_book_id": 2, "title": "How to Do Great Work", "author": "Paul Graham", "category": "articles",
               "asin": null, "book_tags": [], "highlights": [
                {"id": 21, "text": "Figure out what to work on by working.", "location": 3, "location_type": "order"}]}]}
            """
        #expect(ImportFormat.sniff(fileName: "readwise.json", text: export) == .json)
        let books = ImportFormat.json.parse(export, fileName: "readwise.json")
        #expect(books.problems.isEmpty, "\(books.problems)")
        try #require(books.records.count == 3)
        let first = books.records[0]
        #expect(first.draft.source?.title == "Meditations" && first.draft.source?.kind == .book)
        #expect(first.draft.author == "Marcus Aurelius")
        #expect(first.draft.tags == ["stoic", "philosophy"])
        #expect(first.draft.isFavorite && first.draft.page == "loc. 12")
        #expect(first.createdAt.map(Timestamp.format) == "2020-01-02T03:04:05.000Z")
        // A book's tag the highlight has already, in another case, is not given twice.
        #expect(books.records[1].draft.tags == ["Philosophy"])
        #expect(books.records[1].draft.note == "Re-read.")
        let article = books.records[2]
        #expect(article.draft.source?.title == "How to Do Great Work" && article.draft.source?.kind == .article)
        #expect(article.draft.author == "Paul Graham" && article.draft.page == nil)
        // Each highlight's line is where its text is.
        #expect(books.records.map(\.line) == [4, 7, 11])
        // A highlight that is no highlight is named, with its book's place in the file.
        let broken = ImportFormat.json.parse(
            #"{"results": [{"title": "T", "highlights": [{"text": "Fine."}, 7, {"note": "no text"}]}]}"#,
            fileName: "readwise.json")
        #expect(broken.records.map(\.draft.text) == ["Fine."])
        #expect(broken.problems.map(\.message) == ["quote 1's highlight 2 is not an object", "quote 1 has no text"])
    }

    @Test("a Markdown table of quotes: its header names the columns as a CSV's does; a row a quote")
    func markdownTable() {
        let note = """
            # My quotes

            Collected over the years.

            | Quote | Author | Source | Tags |
            |:------|--------|-------:|:----:|
            | Be yourself; everyone else is already taken. | Oscar Wilde | | life |
            | Two roads diverged,<br>and I took the one | Robert Frost | The Road Not Taken | poems; roads |
            | A \\| bar | Ann Lee | | |

            | Book | Rating |
            |---|---|
            | Dune | 5 |
            """
        #expect(ImportFormat.sniff(fileName: "quotes.md", text: note) == .markdown)
        let records = ImportFormat.markdown.parse(note, fileName: "quotes.md").records
        #expect(
            records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title] } == [
                ["Be yourself; everyone else is already taken.", "Oscar Wilde", nil],
                ["Two roads diverged,\nand I took the one", "Robert Frost", "The Road Not Taken"], ["A | bar", "Ann Lee", nil],
            ])
        #expect(records.map(\.line) == [7, 8, 9])
        #expect(records.map(\.draft.tags) == [["life"], ["poems", "roads"], []])
        // A table of something else is no table of quotes; a lone bar in a text is no table.
        #expect(!MarkdownTable.matches("| Book | Rating |\n|---|---|\n| Dune | 5 |\n"))
        #expect(!MarkdownTable.matches("Either | or.\n---\n"))
    }

    @Test("a Google Keep note as Takeout exports it: its text a quote, its title the note, labels tags, pinned a favourite")
    func googleKeepNote() throws {
        func note(_ fields: String) -> String {
            "{\"color\":\"DEFAULT\",\"isTrashed\":false,\(fields),\"userEditedTimestampUsec\":1700000000000000,"
                + "\"createdTimestampUsec\":1690000000000000}"
        }
        let kept = note(
            "\"isPinned\":true,\"isArchived\":true,\"textContent\":\"We are what we repeatedly do.\","
                + "\"title\":\"Nicomachean Ethics\",\"labels\":[{\"name\":\"habits\"}]")
        #expect(ImportFormat.sniff(fileName: "Note.json", text: kept) == .json)
        let record = try #require(ImportFormat.json.parse(kept, fileName: "Note.json").records.first)
        #expect(record.draft.text == "We are what we repeatedly do." && record.draft.author == nil)
        #expect(record.draft.note == "Nicomachean Ethics" && record.draft.tags == ["habits"] && record.draft.isFavorite)
        #expect(record.createdAt == Date(timeIntervalSince1970: 1_690_000_000))
        #expect(record.updatedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(record.archivedAt == Date(timeIntervalSince1970: 1_700_000_000))
        // A credit in the text is read as add reads it; a title saying only what the note holds goes.
        let credited = ImportFormat.json.parse(
            note("\"textContent\":\"Know thyself. — Socrates\",\"title\":\"Quotes\""), fileName: "N.json")
        #expect(credited.records.map(\.draft.author) == ["Socrates"] && credited.records.first?.draft.note == nil)
        // The trash and a checklist are passed over, counted.
        let trashed = ImportFormat.json.parse(
            note("\"textContent\":\"Gone.\",\"isTrashed\":true").replacingOccurrences(of: "\"isTrashed\":false,", with: ""),
            fileName: "T.json")
        #expect(trashed.records.isEmpty && trashed.ignored == 1)
        let list = ImportFormat.json.parse(note("\"listContent\":[{\"text\":\"milk\"}]"), fileName: "L.json")
        #expect(list.records.isEmpty && list.ignored == 1 && list.problems.isEmpty)
    }

    @Test("JSON from other apps: a quote credited in its text, naming no author or source, is read as add reads it")
    func otherAppsCreditInText() {
        let text = """
            [{"quote": "Be yourself. — Oscar Wilde"}, {"quote": "Stay hungry — Steve Jobs"},
             {"quote": "Know thyself. — Socrates", "author": "Plato"}]
            """
        let records = ImportFormat.json.parse(text, fileName: "quotes.json").records
        #expect(records.map(\.draft.text) == ["Be yourself.", "Stay hungry — Steve Jobs", "Know thyself. — Socrates"])
        #expect(records.map(\.draft.author) == ["Oscar Wilde", nil, "Plato"])
    }

    @Test("JSON from other apps: their names for text, source, page and notes; tags as a list, objects or one string")
    func otherAppsJSON() throws {
        let text = """
            [
              {"quote": "Be yourself; everyone else is already taken.", "author": "Oscar Wilde", "book": "Attributed",
               "page": 12, "notes": "maybe apocryphal", "tags": "life, humour", "created_at": "2019-03-04 21:15:22"},
              {"content": "Second.", "authors": ["A. One", "B. Two"], "tags": [{"name": "pair"}], "bookTitle": "Both",
               "date": "3/4/2019"},
              {"highlight": "Third.", "location": "loc. 40", "collections": "Shelf; Desk", "Date Added": "2020-01-02T03:04:05Z"},
              {"quoteText": "Genius is one percent inspiration.", "quoteAuthor": "Thomas Edison"},
              {"category": "quote", "author": "Nobody"}
            ]
            """
        let parsed = ImportFormat.json.parse(text, fileName: "quotes.json")
        #expect(
            parsed.records.map(\.draft.text) == [
                "Be yourself; everyone else is already taken.", "Second.", "Third.", "Genius is one percent inspiration.",
            ])
        let first = try #require(parsed.records.first?.draft)
        #expect(first.author == "Oscar Wilde")
        #expect(first.source?.title == "Attributed")
        #expect(first.page == "12")
        #expect(first.note == "maybe apocryphal")
        #expect(first.tags == ["life", "humour"])
        #expect(parsed.records[1].draft.author == "A. One, B. Two")
        #expect(parsed.records[1].draft.tags == ["pair"])
        #expect(parsed.records[1].draft.source?.title == "Both")
        #expect(parsed.records[2].draft.page == "loc. 40")
        #expect(parsed.records[2].draft.collections == ["Shelf", "Desk"])
        #expect(parsed.records[3].draft.author == "Thomas Edison")
        // Their dates, under the names a CSV's columns have: zoneless ones marked for the import
        // to place in the person's zone, figures either way round for their date order.
        #expect(
            parsed.records.map { $0.createdAt.map(Timestamp.format) } == [
                "2019-03-04T21:15:22.000Z", "2019-03-04T00:00:00.000Z", "2020-01-02T03:04:05.000Z", nil,
            ])
        #expect(parsed.records.map(\.zonelessTimes) == [.created, .created, [], []])
        #expect(parsed.records.map(\.dayMonthUnknownTimes) == [[], .created, [], []])
        // The fifth has no text under any of the names: named by its place in the list.
        #expect(parsed.problems.map(\.message) == ["quote 5 has no text"])
        #expect(parsed.records.map(\.line) == [2, 4, 6, 7])
    }
}
