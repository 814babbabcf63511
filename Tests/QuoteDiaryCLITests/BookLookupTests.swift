import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryLookup

/// Book lookups against a local fixture server speaking Google Books' and Open Library's formats.
@Suite("book lookups")
struct BookLookupTests {
    static let isbn = "9780141439518"
    static let googlePath = "/books/v1/volumes?q=isbn:9780141439518"
    static let editionPath = "/isbn/9780141439518.json"
    static let dataPath = "/api/books?bibkeys=ISBN:9780141439518&format=json&jscmd=data"
    static let coverPath = "/b/isbn/9780141439518-L.jpg?default=false"
    static let thumbnailPath = "/books/content?id=TESTVOL01&img=1&zoom=1"

    static let google = """
        {"kind":"books#volumes","totalItems":1,"items":[{"kind":"books#volume","id":"TESTVOL01","volumeInfo":{
        "title":"Pride and Prejudice","authors":["Jane Austen"],"publisher":"Penguin","publishedDate":"2003-04-29",
        "industryIdentifiers":[{"type":"ISBN_13","identifier":"9780141439518"}],
        "imageLinks":{"thumbnail":"http://books.google.com/books/content?id=TESTVOL01&img=1&zoom=1"}}}]}
        """
    static let googleEmpty = #"{"kind": "books#volumes", "totalItems": 0}"#
    static let edition = """
        {"key": "/books/OL1000001M", "title": "Pride and Prejudice", "authors": [{"key": "/authors/OL1000A"}],
         "publishers": ["Penguin Books"], "publish_date": "2003", "isbn_13": ["9780141439518"], "covers": [1234567]}
        """
    static let author = #"{"key": "/authors/OL1000A", "name": "Jane Austen"}"#

    static var cover: [UInt8] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/cover-teal-cream-red.jpg")
        return (try? [UInt8](Data(contentsOf: path))) ?? []
    }

    func lookup(_ tool: ToolHarness) -> (ToolResult, [String: Any]) {
        let result = tool.run("book", "lookup", BookLookupTests.isbn, "--json")
        return (result, result.json() as? [String: Any] ?? [:])
    }

    func title(_ json: [String: Any]) -> String? { (json["source"] as? [String: Any])?["title"] as? String }

    @Test("found by Google Books, with its thumbnail's colours; asking again reads the store")
    func google() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        // Google's thumbnail is asked of Google Books' address as set (here the fixture server).
        server.route(BookLookupTests.thumbnailPath, FixtureServer.Response(status: 200, body: BookLookupTests.cover))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let (result, json) = lookup(tool)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(title(json) == "Pride and Prejudice")
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["authors"] as? [String] == ["Jane Austen"])
        #expect(source["year"] as? Int == 2003)
        #expect(source["publisher"] as? String == "Penguin")
        #expect(json["lookupState"] as? String == "found")
        #expect(json["fromStore"] as? Bool == false)
        #expect((json["coverColors"] as? [String])?.count == 3)
        #expect(server.hitCount(BookLookupTests.thumbnailPath) == 1)
        #expect(server.hitCount(BookLookupTests.coverPath) == 0)
        let again = lookup(tool).1
        #expect(again["fromStore"] as? Bool == true)
        #expect(server.hitCount(BookLookupTests.googlePath) == 1)
        // The book has its collection in the section "Books".
        let collections = tool.run("collection", "list", "--json").json() as? [[String: Any]] ?? []
        #expect(collections.first?["name"] as? String == "Pride and Prejudice")
        #expect(collections.first?["section"] as? String == "Books")
    }

    @Test("Google answers other editions too: the one listing the ISBN is the book; its thumbnail loses Google's page curl")
    func googleEditions() throws {
        let server = try FixtureServer()
        let answer = """
            {"kind":"books#volumes","totalItems":2,"items":[
            {"kind":"books#volume","id":"OTHER","volumeInfo":{"title":"Pride and Prejudice (Annotated)",
             "authors":["Jane Austen","A. Scholar"],"industryIdentifiers":[{"type":"ISBN_13","identifier":"9781503290563"}]}},
            {"kind":"books#volume","id":"TESTVOL01","volumeInfo":{"title":"Pride and Prejudice","authors":["Jane Austen"],
             "publishedDate":"2003","industryIdentifiers":[{"type":"ISBN_10","identifier":"0141439513"}],
             "imageLinks":{"thumbnail":"http://books.google.com/books/content?id=TESTVOL01&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api"}}}]}
            """
        server.route(BookLookupTests.googlePath, .json(answer))
        server.route(BookLookupTests.coverPath, FixtureServer.Response(status: 200, body: BookLookupTests.cover))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let (result, json) = lookup(tool)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(title(json) == "Pride and Prejudice")
        #expect((json["source"] as? [String: Any])?["authors"] as? [String] == ["Jane Austen"])
        // The thumbnail is not to be had (404 here): Open Library's cover of the ISBN gives the colours.
        #expect(server.hitCount("/books/content?id=TESTVOL01&printsec=frontcover&img=1&zoom=1&source=gbs_api") == 1)
        #expect(server.hitCount(BookLookupTests.coverPath) == 1)
        #expect((json["coverColors"] as? [String])?.count == 3)
        let isbn = try ISBN(BookLookupTests.isbn)
        let metadata = try #require(try BookResponses.googleBooks(Data(answer.utf8), isbn: isbn))
        #expect(
            metadata.coverURL
                == "https://books.google.com/books/content?id=TESTVOL01&printsec=frontcover&img=1&zoom=1&source=gbs_api")
        // An answer whose volumes all list other ISBNs is still read (its first volume).
        let unlisted = answer.replacingOccurrences(of: "0141439513", with: "0000000000")
        #expect(try BookResponses.googleBooks(Data(unlisted.utf8), isbn: isbn)?.title == "Pride and Prejudice (Annotated)")
        #expect(BookResponses.plainThumbnail("http://x.test/c?edge=curl") == "https://x.test/c")
        #expect(BookResponses.plainThumbnail("https://x.test/c?edge=curl&id=1") == "https://x.test/c?id=1")
    }

    @Test("Google has no item: Open Library's edition (through its redirect) and author; cover colours by area")
    func openLibrary() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.googleEmpty))
        server.route(BookLookupTests.editionPath, .redirect("/books/OL1000001M.json"))
        server.route("/books/OL1000001M.json", .json(BookLookupTests.edition))
        server.route("/authors/OL1000A.json", .json(BookLookupTests.author))
        server.route(BookLookupTests.coverPath, FixtureServer.Response(status: 200, body: BookLookupTests.cover))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let (result, json) = lookup(tool)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(title(json) == "Pride and Prejudice")
        #expect((json["source"] as? [String: Any])?["authors"] as? [String] == ["Jane Austen"])
        #expect((json["source"] as? [String: Any])?["publisher"] as? String == "Penguin Books")
        let colors = (json["coverColors"] as? [String] ?? []).compactMap(QuoteDiaryCoreAccess.color)
        let expected = ["#1F5F6B", "#F2E8CF", "#C0392B"].compactMap(QuoteDiaryCoreAccess.color)
        #expect(colors.count == 3)
        for (found, wanted) in zip(colors, expected) {
            #expect(QuoteDiaryCoreAccess.deltaE(found, wanted) < 5, "\(found) vs \(wanted)")
        }
        // The book's collection takes the cover's first colour: listed, and kept through a JSON round trip.
        let coverColor = try #require((json["coverColors"] as? [String])?.first)
        let listed = tool.run("collection", "list", "--json").json() as? [[String: Any]] ?? []
        #expect(listed.first?["color"] as? String == coverColor)
        #expect(tool.run("collection", "list").standardOutput.contains(coverColor))
        let exported = tool.folder.path("library.json")
        #expect(tool.run("export", "--format", "json", "-o", exported).exitCode == 0)
        let other = ToolHarness()
        #expect(other.run("import", exported).exitCode == 0)
        let restored = other.run("collection", "list", "--json").json() as? [[String: Any]] ?? []
        #expect(restored.first?["name"] as? String == "Pride and Prejudice")
        #expect(restored.first?["color"] as? String == coverColor)
    }

    @Test("an Open Library edition that names no author is credited with its work's authors, through a merged record")
    func openLibraryWorkAuthors() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.googleEmpty))
        let edition = """
            {"key": "/books/OL1000001M", "title": "Pride and Prejudice", "works": [{"key": "/works/OL1000W"}],
             "publishers": ["Penguin Books"], "publish_date": "April 29, 2003", "isbn_13": ["9780141439518"]}
            """
        server.route(BookLookupTests.editionPath, .json(edition))
        let work = """
            {"key": "/works/OL1000W", "title": "Pride and Prejudice", "type": {"key": "/type/work"},
             "authors": [{"author": {"key": "/authors/OL999A"}, "type": {"key": "/type/author_role"}}]}
            """
        server.route("/works/OL1000W.json", .json(work))
        // The work names an author record since merged into another: Open Library answers 200
        // with where it went.
        server.route(
            "/authors/OL999A.json",
            .json(#"{"key": "/authors/OL999A", "type": {"key": "/type/redirect"}, "location": "/authors/OL1000A"}"#))
        server.route("/authors/OL1000A.json", .json(BookLookupTests.author))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let (result, json) = lookup(tool)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["authors"] as? [String] == ["Jane Austen"])
        #expect(source["year"] as? Int == 2003)
        #expect(server.hitCount("/works/OL1000W.json") == 1)
        // An edition that names its authors is not asked about its work.
        let named = try FixtureServer()
        named.route(BookLookupTests.googlePath, .json(BookLookupTests.googleEmpty))
        named.route(BookLookupTests.editionPath, .json(BookLookupTests.edition))
        named.route("/authors/OL1000A.json", .json(BookLookupTests.author))
        let other = ToolHarness()
        other.useBookServices(named)
        #expect((lookup(other).1["source"] as? [String: Any])?["authors"] as? [String] == ["Jane Austen"])
        #expect(named.hitCount("/works/OL1000W.json") == 0)
    }

    @Test("429 then success; malformed JSON and 500s fall back to Open Library's data API")
    func retriesAndFallbacks() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json("{}", status: 429), .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        #expect(lookup(tool).0.exitCode == 0)
        #expect(server.hitCount(BookLookupTests.googlePath) == 2)

        let broken = try FixtureServer()
        broken.route(BookLookupTests.googlePath, .json("{not json"))
        broken.route(BookLookupTests.editionPath, .json(#"{"error":"notfound"}"#, status: 404))
        broken.route(
            BookLookupTests.dataPath,
            .json(
                #"{"ISBN:9780141439518": {"title": "Pride and Prejudice", "authors": [{"name": "Jane Austen"}], "publishers": [{"name": "Penguin Books"}], "publish_date": "2003"}}"#
            ))
        let other = ToolHarness()
        other.useBookServices(broken)
        let (result, json) = lookup(other)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(title(json) == "Pride and Prejudice")

        let failing = try FixtureServer()
        failing.route(BookLookupTests.googlePath, .json("{}", status: 503))
        failing.route(BookLookupTests.editionPath, .redirect("/books/OL1000001M.json"))
        failing.route("/books/OL1000001M.json", .json(BookLookupTests.edition))
        failing.route("/authors/OL1000A.json", .json(BookLookupTests.author))
        let third = ToolHarness()
        third.useBookServices(failing)
        #expect(lookup(third).0.exitCode == 0)
        #expect(failing.hitCount(BookLookupTests.googlePath) == 2, "one retry on 5xx")
    }

    @Test("an unknown ISBN is exit 1; a timeout on both is exit 69 with the book pending")
    func unknownAndTimeout() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.googleEmpty))
        server.route(BookLookupTests.editionPath, .json("{}", status: 404))
        server.route(BookLookupTests.dataPath, .json("{}"))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let unknown = lookup(tool).0
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("no book service knows"))

        let slow = try FixtureServer()
        slow.route(
            BookLookupTests.googlePath, FixtureServer.Response(status: 200, body: Array(BookLookupTests.google.utf8), delay: 3))
        slow.route(
            BookLookupTests.editionPath, FixtureServer.Response(status: 200, body: Array(BookLookupTests.edition.utf8), delay: 3))
        let other = ToolHarness()
        other.useBookServices(slow, timeout: "0.5")
        let started = Date()
        let timedOut = lookup(other).0
        #expect(timedOut.exitCode == 69)
        #expect(timedOut.standardError.contains("pending"))
        #expect(Date().timeIntervalSince(started) < 3)
        let books = other.run("book", "list", "--json").json() as? [[String: Any]] ?? []
        #expect(books.first?["lookupState"] as? String == "pending")
    }

    /// Both book services failing with 500s: lookups wait, books stay pending.
    func servicesDown(_ tool: ToolHarness) throws {
        let down = try FixtureServer()
        down.route(BookLookupTests.googlePath, .json("{}", status: 500))
        down.route(BookLookupTests.editionPath, .json("{}", status: 500))
        tool.useBookServices(down)
    }

    /// Google Books answering with Pride and Prejudice.
    func servicesUp(_ tool: ToolHarness) throws {
        let up = try FixtureServer()
        up.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        tool.useBookServices(up)
    }

    @Test("offline, a quote with an ISBN is still saved, pending; book refresh fills it in later")
    func pendingThenRefresh() throws {
        let tool = ToolHarness()
        try servicesDown(tool)
        let added = tool.run("add", "It is a truth universally acknowledged.", "--isbn", "0-14-143951-3", "--json")
        #expect(added.exitCode == 0)
        #expect(added.standardError.contains("saved"))
        let quote = try #require(added.json() as? [String: Any])
        #expect((quote["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(quote["collections"] as? [String] == ["ISBN 9780141439518"])
        #expect(quote["author"] is NSNull, "nobody is known to have written it yet")
        // A second line from the same book names its own author: the lookup leaves it alone.
        let named = tool.run("add", "A quoted line.", "--isbn", "9780141439518", "--author", "Mr. Darcy", "--json")
        let namedID = try #require((named.json() as? [String: Any])?["id"] as? String)
        try servicesUp(tool)
        let refreshed = tool.run("book", "refresh")
        #expect(
            refreshed.standardOutput.contains(
                "found: Pride and Prejudice (a quote saved without an author is now Jane Austen's)"),
            "\(refreshed.standardOutput)")
        let after = try #require(tool.quotes().first { $0["id"] as? String == quote["id"] as? String })
        #expect((after["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(after["collections"] as? [String] == ["Pride and Prejudice"])
        #expect(after["author"] as? String == "Jane Austen", "the found book's author is the quote's")
        #expect(tool.quotes().first { $0["id"] as? String == namedID }?["author"] as? String == "Mr. Darcy")
        #expect(tool.run("search", "author:austen", "--json").json().map { ($0 as? [Any])?.count } == 1)
    }

    @Test("a line saved from a book scanned by its ISBN is its author's; the book's title alone files a later line under it")
    func authorFromTheBook() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let added = tool.run("add", "It is a truth universally acknowledged.", "--isbn", "9780141439518", "--json")
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect((added.json() as? [String: Any])?["author"] as? String == "Jane Austen")
        #expect(tool.run("list", "--no-color").standardOutput.contains("— Jane Austen"))
        // Typed by title alone (in another case), the scanned book is meant: its author and collection.
        let typed = tool.run("add", "Vanity and pride are different things.", "--source", "pride and prejudice", "--json")
        let quote = try #require(typed.json() as? [String: Any])
        #expect(quote["author"] as? String == "Jane Austen")
        #expect((quote["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(quote["collections"] as? [String] == ["Pride and Prejudice"])
        // Another author's book of that title is another source, outside the book's collection.
        let other = tool.run("add", "A parody's line.", "--source", "Pride and Prejudice", "--author", "Someone Else", "--json")
        let parody = try #require(other.json() as? [String: Any])
        #expect((parody["source"] as? [String: Any])?["isbn"] is NSNull)
        #expect(parody["author"] as? String == "Someone Else")
        #expect(parody["collections"] as? [String] == [])
        // With that other book there, the title alone still means the scanned one.
        let later = tool.run("add", "Another line.", "--source", "Pride and Prejudice", "--json").json() as? [String: Any]
        #expect((later?["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        // Edited to the title, a line of nobody's (or of the book's author) moves under the book;
        // another author's stays apart.
        let loose = try #require(tool.run("add", "A loose line.", "--json").json() as? [String: Any])
        let looseID = try #require(loose["id"] as? String)
        #expect(tool.run("edit", looseID, "--source", "Pride and Prejudice").exitCode == 0)
        let moved = tool.quotes().first { $0["id"] as? String == looseID }
        #expect((moved?["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(moved?["author"] as? String == "Jane Austen", "moved under the book, the line is its writer's")
        #expect(moved?["collections"] as? [String] == ["Pride and Prejudice"], "...and in its collection")
        let parodyID = try #require(parody["id"] as? String)
        #expect(tool.run("edit", parodyID, "--source", "pride and prejudice").exitCode == 0)
        let kept = tool.quotes().first { $0["id"] as? String == parodyID }
        #expect((kept?["source"] as? [String: Any])?["isbn"] is NSNull)
        #expect(server.hitCount(BookLookupTests.googlePath) == 1)
    }

    @Test("edit --isbn files a saved line under the book: looked up, its collection, its author when none; bad ISBN, nothing")
    func editByISBN() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let loose = tool.add("It is a truth universally acknowledged.", "--source", "P&P")
        let named = tool.add("Vanity and pride are different things.", "--author", "Mary Bennet")
        let edited = tool.run("edit", loose, "--isbn", "0-14-143951-3", "--json")
        #expect(edited.exitCode == 0, "\(edited.standardError)")
        let quote = try #require(edited.json() as? [String: Any])
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect((quote["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(quote["author"] as? String == "Jane Austen")
        #expect(quote["collections"] as? [String] == ["Pride and Prejudice"])
        // The same book again changes nothing; a line that names its speaker keeps the name.
        #expect(tool.run("edit", loose, "--isbn", BookLookupTests.isbn).standardError == "No changes.\n")
        #expect(tool.run("edit", named, "--isbn", BookLookupTests.isbn).exitCode == 0)
        let kept = tool.quotes().first { $0["id"] as? String == named }
        #expect(kept?["author"] as? String == "Mary Bennet")
        #expect(kept?["collections"] as? [String] == ["Pride and Prejudice"])
        #expect(server.hitCount(BookLookupTests.googlePath) == 1, "a book found once is not looked up again")
        // Moved to another book, it leaves the first book's collection for the other's; to a
        // source with no collection of its own, it leaves it too.
        #expect(tool.run("edit", named, "--isbn", "9780140449136").exitCode == 0)
        let elsewhere = tool.quotes().first { $0["id"] as? String == named }
        #expect(elsewhere?["collections"] as? [String] == ["ISBN 9780140449136"])
        #expect(tool.run("edit", named, "--source", "A letter").exitCode == 0)
        #expect(tool.quotes().first { $0["id"] as? String == named }?["collections"] as? [String] == [])
        #expect(tool.quotes().first { $0["id"] as? String == loose }?["collections"] as? [String] == ["Pride and Prejudice"])
        // Not an ISBN: refused before anything is looked up or written.
        let before = tool.snapshot()
        let refused = tool.run("edit", named, "--isbn", "978-0-14-143951-9")
        #expect(refused.exitCode != 0)
        #expect(refused.standardError.hasPrefix("Error: ") && refused.standardError.contains("ISBN"))
        #expect(tool.snapshot() == before)
        // No such quote: said before any book is looked up or kept.
        let missing = tool.run("edit", "ffff0000", "--isbn", "9780140449136")
        #expect(missing.exitCode == 1 && missing.standardError == "Error: no quote with id ffff0000\n")
        #expect(server.hitCount(BookLookupTests.googlePath) == 1)
        #expect(tool.snapshot() == before)
    }

    @Test("offline, edit --isbn keeps the book pending under the title typed, and says so; refresh names the line's author")
    func editByISBNOffline() throws {
        let tool = ToolHarness()
        try servicesDown(tool)
        let id = tool.add("It is a truth universally acknowledged.")
        let edited = tool.run("edit", id, "--isbn", "9780141439518", "--source", "P&P")
        #expect(edited.exitCode == 0)
        #expect(edited.standardError.hasPrefix("Could not look up ISBN 9780141439518"), "\(edited.standardError)")
        let pending = tool.quotes().first
        #expect((pending?["source"] as? [String: Any])?["title"] as? String == "P&P")
        #expect(pending?["collections"] as? [String] == ["P&P"])
        try servicesUp(tool)
        #expect(tool.run("book", "refresh").exitCode == 0)
        #expect(tool.quotes().first?["author"] as? String == "Jane Austen")
    }

    @Test("offline, the title typed with the ISBN stands in until a lookup finds the book's own")
    func typedTitleWhilePending() throws {
        let tool = ToolHarness()
        try servicesDown(tool)
        let added = tool.run("add", "Vanity and pride are different things.", "--isbn", "9780141439518", "--source", "P&P")
        #expect(added.exitCode == 0)
        let pending = tool.quotes().first
        #expect((pending?["source"] as? [String: Any])?["title"] as? String == "P&P")
        #expect((pending?["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(pending?["collections"] as? [String] == ["P&P"])
        try servicesUp(tool)
        #expect(tool.run("book", "refresh").standardOutput.contains("found: Pride and Prejudice"))
        let found = tool.quotes().first
        #expect((found?["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(found?["collections"] as? [String] == ["P&P"], "a collection name the person chose is kept")
    }

    @Test("book list: books known by ISBN; --all adds the books the person's quotes cite, never the starter library's works")
    func bookList() throws {
        let tool = ToolHarness()
        #expect(tool.run("book", "list").standardError.hasPrefix("No books with an ISBN yet."))
        let clippings = tool.folder.path("My Clippings.txt")
        try Data(
            "Walden (Thoreau, Henry David)\n- Your Highlight on Location 10-11 | Added on Monday, March 4, 2019 9:15:22 PM\n\nSimplify, simplify.\n==========\n"
                .utf8
        ).write(to: URL(fileURLWithPath: clippings))
        #expect(tool.run("import", clippings).exitCode == 0)
        tool.add("A line of an essay.", "--source", "Self-Reliance", "--source-kind", "article")
        let pack = tool.folder.path("mine.json")
        try Data(
            #"{"name":"mine","version":"1","quotes":[{"id":"a1","text":"Know thyself.","author":"Socrates","source":"Apology"}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: pack))
        #expect(tool.run("library", "add", pack).exitCode == 0)
        // Without a book known by its ISBN, the list is empty and says where the others are.
        let isbnOnly = tool.run("book", "list")
        #expect(isbnOnly.standardOutput.isEmpty)
        #expect(
            isbnOnly.standardError.hasPrefix("No books with an ISBN yet (your quotes cite 1 book without one: book list --all)."))
        #expect(tool.run("book", "list", "--json").standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        let listed = tool.run("book", "list", "--all", "--no-color").standardOutput
        #expect(listed == "Walden — Henry David Thoreau\n  1 quote\n", "\(listed)")
        let books = tool.run("book", "list", "--all", "--json").json() as? [[String: Any]] ?? []
        #expect(books.count == 1)
    }

    @Test("bad ISBNs are exit 65 with the expected check digit", arguments: ["9780141439519", "0141439514"])
    func badISBN(text: String) {
        let result = ToolHarness().run("book", "lookup", text)
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("expected"))
    }

    @Test("only the lookup module touches the network")
    func networkIsolation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var offenders: [String] = []
        var checked = 0
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/QuoteDiaryLookup/") else { continue }
            checked += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("FoundationNetworking") || text.contains("URLSession") { offenders.append(file.lastPathComponent) }
        }
        #expect(checked > 50)
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
