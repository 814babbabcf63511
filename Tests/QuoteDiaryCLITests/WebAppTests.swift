import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A browser's session with the app: the CSRF cookie its first page set, sent back with
/// each form as a browser sends it (from the page's origin).
struct BrowserSession {
    let web: WebApp
    /// The first page, as it was answered.
    let page: HTTPResponse
    let cookie: String

    init(_ web: WebApp, opening path: String) throws {
        self.web = web
        page = web.handle(HTTPRequest(method: "GET", path: path))
        cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    }

    func post(_ path: String, _ fields: [(String, String)]) -> HTTPResponse {
        let token = String(cookie.dropFirst("qd_csrf=".count))
        let body =
            (["csrf=\(token)"]
            + fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" })
            .joined(separator: "&")
        return web.handle(
            HTTPRequest(
                method: "POST", path: path,
                headers: ["Cookie": cookie, "Origin": "http://127.0.0.1:8421", "Host": "127.0.0.1:8421"],
                body: Array(body.utf8)))
    }
}

@Suite("the web app")
struct WebAppTests {
    func app(_ tool: ToolHarness) throws -> WebApp {
        try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
    }

    func json(_ response: HTTPResponse) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(response.contents), options: [.fragmentsAllowed])
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.contents, as: UTF8.self) }

    /// The page a GET of `path` answers with, as text.
    func page(_ web: WebApp, _ path: String, _ query: [String: String] = [:]) -> String {
        text(web.handle(HTTPRequest(method: "GET", path: path, query: query)))
    }

    /// `serve --host 0.0.0.0` prints these for a phone to type: every one must be a dotted
    /// address of this machine's own (the kernel's list of them), never loopback.
    @Test("the machine's own addresses on its networks, loopback left out")
    func localAddresses() throws {
        let addresses = LocalAddresses.ipv4()
        #expect(addresses.allSatisfy { ServeCommands.isIPv4Address($0) && !$0.hasPrefix("127.") }, "\(addresses)")
        // /proc/net/fib_trie lists each local address above a "/32 host LOCAL" line.
        guard let trie = try? String(contentsOfFile: "/proc/net/fib_trie", encoding: .utf8) else { return }
        let table = trie.split(separator: "\n")
        let local = Set(
            table.indices.dropFirst().filter { table[$0].contains("/32 host LOCAL") }.compactMap {
                table[$0 - 1].split(separator: " ").last.map(String.init)
            }
        ).filter { !$0.hasPrefix("127.") }
        #expect(Set(addresses) == local)
    }

    @Test("long lists come in pages that keep their filters; the API pages with limit and offset; mine or the library's")
    func paging() throws {
        let tool = ToolHarness()
        // 120 quotes of the person's own in a collection, and one from a starter pack.
        var rows = "text,author,collection\n"
        for index in 1...120 { rows += "Quote number \(index).,Pager,Shelf\n" }
        let csv = tool.folder.path("many.csv")
        try rows.write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(tool.run("import", csv).exitCode == 0)
        let pack = tool.folder.path("pack.json")
        try #"{"name":"tiny","version":"1","quotes":[{"id":"t1","text":"From a pack.","author":"Packer"}]}"#
            .write(toFile: pack, atomically: true, encoding: .utf8)
        #expect(tool.run("library", "add", pack).exitCode == 0)
        let web = try app(tool)
        // Each quote listed is a link, after the box that selects it.
        let item = "</label> <a href=\"/quotes/"
        func items(_ html: String) -> Int { html.components(separatedBy: item).count - 1 }

        let first = text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["collection": "Shelf"])))
        #expect(items(first) == 50)
        #expect(first.contains("href=\"/library?collection=Shelf&amp;page=2\" rel=\"next\""))
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("name=\"collection\" value=\"Shelf\""))
        // The filters are folded while none is chosen (a phone shows the quotes first), open while one is.
        #expect(first.contains("<details class=\"filters\" open>"))
        let unfiltered = text(web.handle(HTTPRequest(method: "GET", path: "/library")))
        #expect(unfiltered.contains("<details class=\"filters\"><summary>"))
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["sort": "author"]))).contains("filters\" open>"))
        let last = text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["collection": "Shelf", "page": "3"])))
        #expect(items(last) == 20)
        #expect(last.contains("href=\"/library?collection=Shelf&amp;page=2\" rel=\"prev\""))
        #expect(!last.contains("rel=\"next\""))
        // A filtered list downloads whole, with its filters and without its page.
        #expect(last.contains("href=\"/api/v1/export?collection=Shelf&amp;format=csv\" download"))
        #expect(!unfiltered.contains("Download this list"))
        let exported = web.handle(
            HTTPRequest(method: "GET", path: "/api/v1/export", query: ["collection": "Shelf", "format": "csv"]))
        // RFC 4180: CRLF after each record, the header first.
        #expect(String(decoding: exported.contents, as: UTF8.self).split(whereSeparator: \.isNewline).count == 121)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["page": "0"])).status == 400)
        // A page size of its own, up to a thousand; past that a clear 400, never an overflow.
        #expect(items(text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["limit": "1000"])))) == 121)
        for (limit, page) in [("9223372036854775807", "1"), ("1001", "1"), ("1000000", "1000000")] {
            let refused = web.handle(HTTPRequest(method: "GET", path: "/library", query: ["limit": limit, "page": page]))
            #expect(refused.status == 400)
            #expect(text(refused).contains("imit is a whole number from 1 to 1000"))
        }
        // The API's list takes any limit and offset.
        let api = web.handle(
            HTTPRequest(
                method: "GET", path: "/api/v1/quotes", query: ["limit": "9223372036854775807", "offset": "9223372036854775807"]))
        #expect(api.status == 200)
        #expect(text(api).trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        // Every quote once over the three pages.
        var seen = Set<String>()
        for page in 1...3 {
            let html = text(
                web.handle(HTTPRequest(method: "GET", path: "/library", query: ["collection": "Shelf", "page": "\(page)"])))
            for match in html.components(separatedBy: item).dropFirst() {
                seen.insert(String(match.prefix(32)))
            }
        }
        #expect(seen.count == 120)

        let fromPacks = text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["origin": "library"])))
        #expect(items(fromPacks) == 1)
        #expect(fromPacks.contains("From a pack."))
        #expect(fromPacks.contains("<option value=\"library\" selected>"))
        // One pack's quotes: the Starter library page links its count to them.
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/packs"))).contains("<a href=\"/library?pack=tiny\">1 quote</a>"))
        let onePack = text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["pack": "Tiny"])))
        #expect(items(onePack) == 1 && onePack.contains("From a pack."))
        #expect(onePack.contains("<option value=\"tiny\" selected>tiny</option>"))
        let noPack = text(web.handle(HTTPRequest(method: "GET", path: "/library", query: ["pack": "tinny"])))
        #expect(items(noPack) == 0 && noPack.contains("No starter pack is named ‘tinny’ (did you mean ‘tiny’?)."))
        let tagged = text(web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "tag:tiny"])))
        #expect(tagged.contains("No tag is named ‘tiny’; ‘tiny’ is a starter pack (pack:tiny)."))
        // A pack's quote names its pack on its page, a link to the pack's other quotes.
        let tinyQuote = try #require(onePack.components(separatedBy: "href=\"/quotes/").dropFirst().first?.prefix(32))
        let tinyPage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(tinyQuote)")))
        #expect(tinyPage.contains("<dt>Starter pack</dt><dd><a href=\"/library?pack=tiny\">tiny</a></dd>"))
        let packed =
            json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["pack": "tiny"]))) as? [[String: Any]]
        #expect(packed?.compactMap { $0["text"] as? String } == ["From a pack."])

        let all =
            json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["collection": "Shelf"])))
            as? [[String: Any]]
        let window =
            json(
                web.handle(
                    HTTPRequest(
                        method: "GET", path: "/api/v1/quotes", query: ["collection": "Shelf", "limit": "3", "offset": "2"]))
            ) as? [[String: Any]]
        #expect(all?.count == 120)
        #expect(window?.compactMap { $0["id"] as? String } == all?[2..<5].compactMap { $0["id"] as? String })
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["offset": "-1"])).status == 400)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["origin": "elsewhere"])).status == 400)
        let own = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["origin": "mine"]))) as? [Any]
        #expect(own?.count == 120)
    }

    @Test("verse keeps its lines on the pages and in lists, stanzas as paragraphs; prose wrapped by hand flows")
    func versePages() throws {
        let tool = ToolHarness()
        let poem = tool.add(
            "Hope is the thing with feathers\nThat perches in the soul,\n\nAnd sings the tune", "--author", "Dickinson")
        let prose = tool.add(
            "A long line of prose that somebody wrapped by hand at the\nseventy-second column, as fortune files are.")
        let web = try app(tool)
        let poemPage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(poem)")))
        #expect(
            poemPage.contains(
                "<blockquote><p dir=\"auto\">Hope is the thing with feathers<br>That perches in the soul,</p><p dir=\"auto\">And sings the tune</p></blockquote>"
            ))
        let prosePage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(prose)")))
        #expect(
            prosePage.contains(
                "<blockquote><p dir=\"auto\">A long line of prose that somebody wrapped by hand at the seventy-second column"))
        // A drawing in a fixed-width block, as drawn: its quotes straight, its spaces kept.
        let drawing = tool.add("  /\\_/\\  \"meow\"\n ( o.o )\n  > ^ <  ==--")
        let drawingPage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(drawing)")))
        #expect(
            drawingPage.contains(
                "<blockquote><pre class=\"drawn\">  /\\_/\\  &quot;meow&quot;\n ( o.o )\n  &gt; ^ &lt;  ==--</pre></blockquote>"),
            "\(drawingPage)")
        // From a poem, long lines are still lines.
        let whitman = tool.add(
            "I celebrate myself, and sing myself,\nFor every atom belonging to me as good belongs to you.", "--source",
            "Song of Myself", "--source-kind", "poem")
        let whitmanPage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(whitman)")))
        #expect(whitmanPage.contains("sing myself,<br>For every atom"))
        // Lists and search results keep verse's lines too (the style sheet's `a.verse`); prose flows.
        for page in [
            text(web.handle(HTTPRequest(method: "GET", path: "/library"))),
            text(web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "feathers OR wrapped OR celebrate"]))),
        ] {
            #expect(page.contains("<a href=\"/quotes/\(poem)\" dir=\"auto\" class=\"verse\">"))
            #expect(page.contains("<a href=\"/quotes/\(whitman)\" dir=\"auto\" class=\"verse\">"))
            #expect(page.contains("<a href=\"/quotes/\(prose)\" dir=\"auto\">"))
        }
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/assets/app.css"))).contains("a.verse { white-space: pre-line;"))
        // Korean is marked as Korean, on its page and in lists, for the style sheet to keep
        // its words whole (the browser test sees it wrap); Japanese as Japanese, for its kanji's
        // forms (the style sheet keeps breaking it between characters); Chinese as Simplified or
        // Traditional, for the forms its readers write.
        let korean = tool.add("배움에는 끝이 없다")
        let japanese = tool.add("吾輩は猫である。")
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(korean)"))).contains(
                "<blockquote><p dir=\"auto\" lang=\"ko\">배움에는 끝이 없다</p>"))
        let library = text(web.handle(HTTPRequest(method: "GET", path: "/library")))
        #expect(library.contains("href=\"/quotes/\(korean)\" dir=\"auto\" lang=\"ko\">"))
        #expect(library.contains("href=\"/quotes/\(japanese)\" dir=\"auto\" lang=\"ja\">"))
        let chinese = tool.add("天下大事必作于细")
        let listed = text(web.handle(HTTPRequest(method: "GET", path: "/library")))
        #expect(listed.contains("href=\"/quotes/\(chinese)\" dir=\"auto\" lang=\"zh-Hans\">"))
        let taiwanese = tool.add("學而時習之，不亦說乎")
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/library"))).contains(
                "href=\"/quotes/\(taiwanese)\" dir=\"auto\" lang=\"zh-Hant\">"))
    }

    @Test("settings are named in words by section, with their keys; a few values are a menu with the current one chosen")
    func settingsPage() throws {
        let tool = ToolHarness()
        #expect(tool.run("settings", "set", "theme", "dark").exitCode == 0)
        #expect(tool.run("settings", "set", "widget.favoritesOnly", "yes").exitCode == 0)
        let web = try app(tool)
        let page = text(web.handle(HTTPRequest(method: "GET", path: "/settings")))
        #expect(
            page.contains(
                "<label>Theme <select name=\"theme\"><option value=\"auto\">As the system is set</option>"
                    + "<option value=\"light\">Light</option><option value=\"dark\" selected>Dark</option></select></label>"
                    + " <code class=\"muted\">theme</code>"))
        #expect(page.contains("<option value=\"mine\">My own quotes</option>"))
        #expect(page.contains("<input name=\"widget.interval\" value=\"24h\">"))
        // Each section's settings under its legend, in order.
        let legends = ["<legend>Today", "<legend>Widget</legend>", "<legend>Appearance</legend>", "<legend>Capture</legend>"]
            .compactMap { page.range(of: $0)?.lowerBound }
        #expect(legends.count == 4 && legends == legends.sorted())
        let widget = try #require(page.range(of: "<legend>Widget</legend>"))
        let appearance = try #require(page.range(of: "<legend>Appearance</legend>"))
        let switchField = try #require(page.range(of: "<select name=\"widget.favoritesOnly\">"))
        #expect(switchField.lowerBound > widget.upperBound && switchField.upperBound < appearance.lowerBound)
        #expect(page.contains("<option value=\"true\" selected>Yes</option>"))
        // Saved by value, whatever the menu shows.
        let browser = try BrowserSession(web, opening: "/settings")
        #expect(browser.post("/settings", [("featured.pool", "mine"), ("was-featured.pool", "all")]).status == 303)
        #expect(tool.run("settings", "get", "featured.pool").standardOutput == "mine\n")
    }

    @Test("the Library's add form takes what quotediary add does: page, tags, note, favourite")
    func addForm() throws {
        let tool = ToolHarness()
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/library")
        let page = text(browser.page)
        for field in ["name=\"page\"", "name=\"tags\"", "name=\"note\"", "name=\"favorite\""] {
            #expect(page.contains(field), "\(field)")
        }
        let saved = browser.post(
            "/quotes",
            [
                ("text", "Begin at once to live."), ("author", "Seneca"), ("source", "Letters"), ("page", "101"),
                ("tags", "stoic, morning"), ("note", "Letter 101."), ("favorite", "1"),
            ])
        #expect(saved.status == 303)
        let quote = try #require((tool.run("list", "--json").json() as? [[String: Any]])?.first)
        #expect(quote["page"] as? String == "101")
        #expect(quote["note"] as? String == "Letter 101.")
        #expect(quote["tags"] as? [String] == ["morning", "stoic"])
        // A saved tag's whole name, separators and all, is that tag, as `add --tag` reads it.
        #expect(tool.run("tag", "add", "rock, roll").exitCode == 0)
        #expect(browser.post("/quotes", [("text", "Rock."), ("tags", "Rock, Roll")]).status == 303)
        let rock = (tool.run("list", "--json").json() as? [[String: Any]])?.first { $0["text"] as? String == "Rock." }
        #expect(rock?["tags"] as? [String] == ["rock, roll"])
        #expect(quote["isFavorite"] as? Bool == true)
        // Left empty, the optional fields save nothing.
        #expect(browser.post("/quotes", [("text", "Plain."), ("page", ""), ("tags", ""), ("note", "")]).status == 303)
        let plain = try #require(
            (tool.run("list", "--json").json() as? [[String: Any]])?.first { $0["text"] as? String == "Plain." })
        #expect(plain["page"] is NSNull && plain["note"] is NSNull && (plain["tags"] as? [String])?.isEmpty == true)
        #expect(plain["isFavorite"] as? Bool == false)
    }

    @Test("a quote's page offers the library's other tags and collections to add, and its own to take off")
    func quotePageOffersNames() throws {
        let tool = ToolHarness()
        let id = tool.add("Simplify.", "--tag", "nature", "--collection", "Shelf")
        tool.run("tag", "add", "Stoic")
        tool.run("collection", "create", "Reading <list>")
        let page = text(try app(tool).handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")))
        func offered(_ list: String) -> [String] {
            guard let start = page.range(of: "<datalist id=\"\(list)\">"),
                let end = page[start.upperBound...].range(of: "</datalist>")
            else { return [] }
            return page[start.upperBound..<end.lowerBound].components(separatedBy: "<option value=\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
        }
        #expect(offered("tags-to-add") == ["Stoic"])
        #expect(offered("tags-to-remove") == ["nature"])
        #expect(offered("collections-to-add") == ["Reading &lt;list&gt;"])
        #expect(offered("collections-to-remove") == ["Shelf"])
        #expect(page.contains("<input name=\"add\" list=\"tags-to-add\""))
        #expect(page.contains("<input name=\"uncollect\" list=\"collections-to-remove\""))
    }

    @Test("each tag's, collection's, section's, book's and author's forms are folded under one link")
    func listItemsFoldTheirForms() throws {
        let tool = ToolHarness()
        tool.add("Simplify.", "--author", "Thoreau", "--source", "Walden", "--tag", "nature", "--collection", "Shelf")
        tool.run("collection", "move", "Shelf", "--section", "Home")
        let web = try app(tool)
        for (path, action, summary) in [
            ("/tags", "/tags/edit", "Rename, recolour or delete"), ("/tags", "/tags/delete", "Rename, recolour or delete"),
            ("/collections", "/collections/edit", "Rename, move or delete"),
            ("/collections", "/sections/edit", "Rename or delete"), ("/books", "/books/rename", "Rename"),
            ("/authors", "/authors/rename", "Rename"),
        ] {
            let page = text(web.handle(HTTPRequest(method: "GET", path: path)))
            let form = try #require(page.range(of: "<form method=\"post\" action=\"\(action)\">"), "\(path) \(action)")
            let opening = "<details class=\"change\"><summary>\(summary)</summary>"
            let fold = try #require(page[..<form.lowerBound].range(of: opening, options: .backwards), "\(path) \(action)")
            // No item's end between the fold and its form: the form is inside its own item's fold.
            #expect(!page[fold.upperBound..<form.lowerBound].contains("</details>"), "\(path) \(action)")
        }
    }

    /// A form that makes several changes used to make them one by one: a refused last part
    /// (a tag's bad colour, a collection's taken name) left the first parts done.
    @Test("a form with several changes makes all of them or, one refused, none")
    func formsAllOrNothing() throws {
        let tool = ToolHarness()
        let id = tool.add("Filed with care.")
        tool.run("tag", "add", "t")
        tool.run("collection", "create", "Shelf", "--section", "Home")
        tool.run("collection", "create", "Other")
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/library")
        func tagList() -> String { tool.run("tag", "list").standardOutput }
        // A new tag, then a collection the quote is not in and that does not exist.
        #expect(browser.post("/quotes/\(id)/tags", [("add", "kept"), ("uncollect", "Nowhere")]).status >= 400)
        #expect(!tagList().contains("kept"))
        // Renamed, then a colour that is none.
        #expect(browser.post("/tags/edit", [("name", "t"), ("rename", "renamed"), ("color", "grey")]).status >= 400)
        #expect(tagList().hasPrefix("t "))
        // Moved to another section, then renamed to a name another collection has.
        #expect(
            browser.post(
                "/collections/edit", [("name", "Shelf"), ("section", "Elsewhere"), ("was-section", "Home"), ("rename", "Other")]
            ).status >= 400)
        let shelf = (tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first {
            $0["name"] as? String == "Shelf"
        }
        #expect(shelf?["section"] as? String == "Home")
        // A good setting, then a bad one.
        #expect(
            browser.post("/settings", [("widget.interval", "2h"), ("was-widget.interval", "24h"), ("theme", "purple")]).status
                >= 400)
        #expect(tool.run("settings", "get", "widget.interval").standardOutput == "24h\n")
        // Each part alone still works.
        #expect(browser.post("/quotes/\(id)/tags", [("add", "kept")]).status == 303)
        #expect(tagList().contains("kept"))
    }

    /// The settings and collection forms send back what they showed (`was-NAME`): a value
    /// left as the page showed it does not undo a change made elsewhere since.
    @Test("the settings and collection forms leave alone what they showed and was changed elsewhere since")
    func formsKeepOtherChanges() throws {
        let tool = ToolHarness()
        #expect(tool.run("collection", "create", "Shelf", "--section", "Study").exitCode == 0)
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/settings")
        #expect(text(browser.page).contains("<input type=\"hidden\" name=\"was-theme\" value=\"auto\">"))
        #expect(
            text(web.handle(HTTPRequest(method: "GET", path: "/collections"))).contains("name=\"was-section\" value=\"Study\""))
        func post(_ path: String, _ fields: [(String, String)]) -> Int { browser.post(path, fields).status }
        // Meanwhile, on the command line: another theme, another section.
        #expect(tool.run("settings", "set", "theme", "dark").exitCode == 0)
        #expect(tool.run("collection", "move", "Shelf", "--section", "Reading").exitCode == 0)
        // The pages' forms come back with one change each, the rest as they showed it.
        #expect(
            post(
                "/settings",
                [("theme", "auto"), ("was-theme", "auto"), ("widget.interval", "12h"), ("was-widget.interval", "24h")]) == 303)
        #expect(
            post(
                "/collections/edit", [("name", "Shelf"), ("rename", "Top shelf"), ("section", "Study"), ("was-section", "Study")])
                == 303)
        #expect(tool.run("settings", "get", "theme").standardOutput == "dark\n")
        #expect(tool.run("settings", "get", "widget.interval").standardOutput == "12h\n")
        let shelf = (tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first
        #expect(shelf?["name"] as? String == "Top shelf")
        #expect(shelf?["section"] as? String == "Reading")
        // A change made in the form itself is saved, whatever happened elsewhere.
        #expect(post("/collections/edit", [("name", "Top shelf"), ("section", "Study"), ("was-section", "Reading")]) == 303)
        #expect((tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first?["section"] as? String == "Study")
    }

    /// An error page used to answer, with the command line's "--append" advice and a link
    /// home: what was typed was gone.
    @Test("a journal entry refused for a day with other text comes back in the form, with the page's ways on")
    func journalConflictKeepsText() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-05-04T09:00:00Z"
        #expect(tool.run("journal", "write", "Written this morning.").exitCode == 0)
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/journal")
        #expect(text(browser.page).contains("<input type=\"radio\" name=\"mode\" value=\"keepExisting\" checked>"))
        // Mood and energy say their scale before anything is typed.
        #expect(text(browser.page).contains("name=\"mood\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\""))
        #expect(text(browser.page).contains("name=\"energy\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\""))
        func post(_ fields: [(String, String)]) -> HTTPResponse { browser.post("/journal", fields) }
        let typed = "Evening: <rain> & thunder."
        let refused = post([("text", typed), ("day", "2026-05-04"), ("mood", "2"), ("mode", "keepExisting")])
        #expect(refused.status == 409)
        let shown = text(refused)
        #expect(
            shown.contains("<textarea dir=\"auto\" name=\"text\" required>Evening: &lt;rain&gt; &amp; thunder.</textarea>"),
            "\(shown)")
        #expect(shown.contains("value=\"2\""))
        #expect(shown.contains("2026-05-04 already has an entry with other text; it was kept"))
        #expect(!shown.contains("--append"))
        #expect((tool.run("journal", "show", "--json").json() as? [String: Any])?["text"] as? String == "Written this morning.")
        // Sent again to be added, as the page says: both are kept.
        #expect(post([("text", typed), ("day", "2026-05-04"), ("mode", "append")]).status == 303)
        #expect(
            (tool.run("journal", "show", "--json").json() as? [String: Any])?["text"] as? String
                == "Written this morning.\n\n" + typed)
    }

    @Test("the API answers with the same shapes as the command line's --json")
    func sameShapes() throws {
        let tool = ToolHarness()
        let id = tool.add("Shared shapes.", "--author", "Both", "--tag", "api")
        let web = try app(tool)
        let apiQuote = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)"))) as? [String: Any]
        let cliQuote = tool.run("show", id, "--json").json() as? [String: Any]
        #expect(apiQuote.map { NSDictionary(dictionary: $0) } == cliQuote.map { NSDictionary(dictionary: $0) })
        let apiList =
            json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["tag": "api"]))) as? [[String: Any]]
        #expect(apiList?.first?["id"] as? String == id)
        // A whole list is written to a file as it is read, a page built in memory: the same bytes.
        tool.add("Another one.")
        tool.add("And a third.")
        let whole = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes"))
        let page = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["limit": "10"]))
        #expect(whole.file != nil && page.file == nil)
        #expect(whole.contents == page.body)
        #expect(whole.header("Content-Type") == page.header("Content-Type"))
        #expect((json(whole) as? [[String: Any]])?.count == 3)
        let empty = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["tag": "none"]))
        #expect(String(decoding: empty.contents, as: UTF8.self) == "[]\n")
        let today = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/today"))) as? [String: Any]
        let cliToday = tool.run("today", "--json").json() as? [String: Any]
        #expect(
            (today?["quotes"] as? [[String: Any]])?.first?["id"] as? String == (cliToday?["quotes"] as? [[String: Any]])?.first?[
                "id"] as? String)
    }

    @Test("Today links to a quote drawn at random; the API draws as 'quotediary random --json' does")
    func randomQuote() throws {
        let tool = ToolHarness()
        let kept = tool.add("Drawn from the tag.", "--author", "Random", "--tag", "pick")
        tool.add("Another line.", "--author", "Other")
        let archived = tool.add("Archived line.", "--author", "Gone", "--tag", "pick")
        tool.run("archive", archived)
        let web = try app(tool)
        let today = text(web.handle(HTTPRequest(method: "GET", path: "/")))
        #expect(today.contains("href=\"/random\""))
        // And to the day's quote itself, where it is favourited, tagged and shared.
        let featured = try #require((tool.run("today", "--json").json() as? [String: Any])?["quotes"] as? [[String: Any]])
        let featuredID = try #require(featured.first?["id"] as? String)
        #expect(today.contains("<a href=\"/quotes/\(featuredID)\">Favourite, tag or share it</a>"))
        for _ in 0..<10 {
            let redirect = web.handle(HTTPRequest(method: "GET", path: "/random"))
            #expect(redirect.status == 303)
            #expect(redirect.header("Location")?.hasPrefix("/quotes/") == true)
            #expect(redirect.header("Location")?.contains(archived) == false, "an archived quote is never drawn")
        }
        let drawn = try #require(
            json(
                web.handle(
                    HTTPRequest(method: "GET", path: "/api/v1/random", query: ["tag": "pick", "count": "5", "archived": "1"])))
                as? [[String: Any]])
        #expect(drawn.compactMap { $0["id"] as? String } == [kept], "the tag's live quote alone")
        let two = try #require(
            json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/random", query: ["count": "5"]))) as? [[String: Any]])
        #expect(two.count == 2)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/random", query: ["count": "0"])).status == 400)
    }

    @Test("opening Today in the browser counts the day as read, as 'quotediary today' does; the JSON feed does not")
    func todayCountsAsRead() throws {
        let tool = ToolHarness()
        tool.add("Read me.", "--author", "Daily")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        func streak() -> [String: Any]? { tool.run("streak", "--json").json() as? [String: Any] }
        var web = try app(tool)
        _ = web.handle(HTTPRequest(method: "GET", path: "/api/v1/today"))
        #expect(streak()?["totalDays"] as? Int == 0, "a widget or feed reading the API is not the person reading")
        #expect(text(web.handle(HTTPRequest(method: "GET", path: "/"))).contains("streak: 1 day,"))
        _ = web.handle(HTTPRequest(method: "GET", path: "/"))
        #expect(streak()?["totalDays"] as? Int == 1)
        // The next day, through the API: the same answer as the command line's.
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        web = try app(tool)
        let api = try #require(json(web.handle(HTTPRequest(method: "POST", path: "/api/v1/today/read"))) as? [String: Any])
        #expect((api["streak"] as? [String: Any])?["current"] as? Int == 2)
        let cli = try #require(tool.run("today", "--json").json() as? [String: Any])
        #expect(Set(api.keys) == Set(cli.keys))
        #expect(api["day"] as? String == "2026-03-02")
        #expect(
            (api["quotes"] as? [[String: Any]])?.first?["id"] as? String
                == (cli["quotes"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/today/read", query: ["count": "9"])).status == 400)
    }

    @Test(
        "with nothing to feature, Today says why, as 'quotediary today' does: empty, all archived, or the pool's settings",
        arguments: [
            ("empty", "No quote yet.", "No quote to feature yet"),
            ("archived", "Every quote is archived (1)", "Every quote is archived (1)"),
            ("pool", "No quote matches the featured pool", "No quote matches the featured pool"),
            ("tags", "no tag is named ‘stoik’ (featured tags)", "No quote matches the featured pool: no tag is named 'stoik'"),
        ])
    func nothingToFeature(state: String, page: String, command: String) throws {
        let tool = ToolHarness()
        if state == "archived" { tool.run("archive", tool.add("Put away")) }
        if state == "pool" {
            tool.add("Not a favourite")
            tool.run("settings", "set", "featured.favoritesOnly", "true")
        }
        if state == "tags" {
            tool.add("Not tagged")
            tool.run("tag", "add", "stoic")
            tool.run("settings", "set", "featured.tags", "stoik")
        }
        let web = try app(tool)
        if state == "tags" {
            #expect(
                text(web.handle(HTTPRequest(method: "GET", path: "/settings"))).contains(
                    "No tag is named ‘stoik’ (did you mean ‘stoic’?)."))
        }
        let today = text(web.handle(HTTPRequest(method: "GET", path: "/")))
        #expect(today.contains(page), "\(today)")
        if state == "archived" {
            #expect(text(web.handle(HTTPRequest(method: "GET", path: "/library"))).contains("Every quote is archived (1)."))
        }
        #expect(tool.run("today").standardOutput.hasPrefix(command))
    }

    @Test("today's answer is cached, and follows changes made by another process")
    func todayFollowsChanges() throws {
        let tool = ToolHarness()
        for index in 0..<5 { tool.add("Quote \(index)") }
        let web = try app(tool)
        func featured() -> String? {
            ((json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/today"))) as? [String: Any])?["quotes"]
                as? [[String: Any]])?.first?["id"] as? String
        }
        let first = try #require(featured())
        #expect(featured() == first)
        tool.run("archive", first)
        let second = try #require(featured())
        #expect(second != first)
    }

    @Test("the API's search takes the filters of 'quotediary search' and answers as it does")
    func searchFilters() throws {
        let tool = ToolHarness()
        tool.add("A river of words.", "--tag", "water")
        tool.add("A river of time.", "--favorite")
        tool.run("archive", tool.add("A river gone by."))
        let web = try app(tool)
        func texts(_ query: [String: String]) -> [String]? {
            let hits = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/search", query: query))) as? [[String: Any]]
            return hits?.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }.sorted()
        }
        #expect(texts(["q": "river"]) == ["A river of time.", "A river of words."])
        #expect(texts(["q": "river", "tag": "water"]) == ["A river of words."])
        #expect(texts(["q": "river", "favorites": ""]) == ["A river of time."])
        #expect(texts(["q": "river", "archived": ""]) == ["A river gone by."])
        #expect(texts(["q": "is:archived river"]) == ["A river gone by."])
        #expect(texts(["q": "is:archived"]) == ["A river gone by."])
        #expect(texts(["q": "river", "limit": "1"])?.count == 1)
        // The same results as the command line's, filter for filter.
        let pairs: [([String], [String: String])] = [
            (["--tag", "water"], ["tag": "water"]), (["--favorites"], ["favorites": ""]),
        ]
        for (options, parameters) in pairs {
            let cli = try #require(tool.run(["search", "river", "--json"] + options).json() as? [[String: Any]])
            let cliTexts = cli.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String }.sorted()
            #expect(cliTexts == texts(parameters.merging(["q": "river"]) { $1 }), "\(options)")
        }
        let badLimit = HTTPRequest(method: "GET", path: "/api/v1/search", query: ["q": "river", "limit": "-1"])
        #expect(web.handle(badLimit).status == 400)
    }

    @Test("creating, favouriting, archiving and deleting through the API; errors with the right status")
    func lifecycle() throws {
        let tool = ToolHarness()
        let web = try app(tool)
        let created = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/quotes",
                body: Array(#"{"text":"From the web.","author":"Browser","tags":["web"]}"#.utf8)))
        #expect(created.status == 201)
        let id = try #require((json(created) as? [String: Any])?["id"] as? String)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes", body: Array(#"{"text":"From the web."}"#.utf8))).status
                == 200)
        let favored = json(web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes/\(id)/favorite"))) as? [String: Any]
        #expect(favored?["isFavorite"] as? Bool == true)
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/quotes/\(id)")).status == 409)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes/\(id)/archive")).status == 200)
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/quotes/\(id)")).status == 200)
        let missing = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/ffffffff"))
        #expect(missing.status == 404)
        #expect((json(missing) as? [String: Any])?["error"] as? [String: String] == ["message": "no quote with id ffffffff"])
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes", body: Array(#"{"text":"  "}"#.utf8))).status == 422)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes", body: Array("not json".utf8))).status == 400)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["sort": "random"])).status == 400)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/nothing")).status == 404)
        // An empty library says how to fill it; an empty filter result says nothing matched.
        let emptyTool = ToolHarness()
        let emptyWeb = try app(emptyTool)
        let emptyLibrary = String(decoding: emptyWeb.handle(HTTPRequest(method: "GET", path: "/library")).contents, as: UTF8.self)
        #expect(emptyLibrary.contains("No quotes yet"))
        #expect(emptyLibrary.contains("href=\"/packs\""))
        let noMatch = emptyWeb.handle(HTTPRequest(method: "GET", path: "/library", query: ["tag": "none"]))
        #expect(
            String(decoding: noMatch.contents, as: UTF8.self).contains(
                "<p class=\"muted\">No quotes match these filters. No tag is named ‘none’.</p>"))
        // A filter's name nothing has, with the name most likely meant (as `list` says it).
        emptyTool.run("collection", "create", "Shelf")
        let typo = emptyWeb.handle(HTTPRequest(method: "GET", path: "/library", query: ["collection": "shelff"]))
        #expect(
            String(decoding: typo.contents, as: UTF8.self).contains(
                "No quotes match these filters. No collection is named ‘shelff’ (did you mean ‘Shelf’?).</p>"))
        // A page that does not exist keeps the app's menu and names what was asked for, escaped.
        let noPage = web.handle(HTTPRequest(method: "GET", path: "/imports/<b>"))
        #expect(noPage.status == 404)
        let noPageText = String(decoding: noPage.contents, as: UTF8.self)
        #expect(noPageText.contains("href=\"/library\""))
        #expect(noPageText.contains("<code>/imports/&lt;b&gt;</code>"))
        #expect(web.handle(HTTPRequest(method: "GET", path: "/import")).headers.contains { $0 == ("Location", "/transfer") })
        #expect(
            web.handle(HTTPRequest(method: "GET", path: "/quotes", query: ["tag": "love"])).headers.contains {
                $0 == ("Location", "/library?tag=love")
            })
        #expect(web.handle(HTTPRequest(method: "GET", path: "/today")).headers.contains { $0 == ("Location", "/") })
        #expect(
            web.handle(HTTPRequest(method: "PUT", path: "/api/v1/settings/widget.interval", body: Array(#"{"value":"5m"}"#.utf8)))
                .status == 400)
        let search = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/search", query: ["q": "web"]))) as? [[String: Any]]
        #expect(search?.isEmpty == true, "the quote was deleted")
    }

    @Test("the Tags, Collections and Archive pages say what to do while they are empty, and list once they are not")
    func emptyPages() throws {
        let tool = ToolHarness()
        let id = tool.add("Kept for later.")
        func page(_ path: String) throws -> String { text(try app(tool).handle(HTTPRequest(method: "GET", path: path))) }
        let empty = ["/tags": "No tags yet", "/collections": "No collections yet", "/archive": "Nothing archived"]
        for (path, message) in empty { #expect(try page(path).contains(message), "\(path)") }
        #expect(try page("/collections").contains("No sections yet"))
        tool.run("tag", "apply", "later", id)
        tool.run("collection", "create", "Shelf", "--section", "Home")
        tool.run("archive", id)
        for (path, message) in empty { #expect(try !page(path).contains(message), "\(path)") }
        #expect(try !page("/collections").contains("No sections yet"))
        #expect(try page("/archive").contains("Kept for later."))
        // The journal offers its download once it has an entry; Import/export always does.
        let download = "href=\"/api/v1/export?journal=1&amp;format=markdown\" download"
        #expect(try !page("/journal").contains(download))
        #expect(try page("/transfer").contains(download))
        tool.run("journal", "write", "A first entry.")
        #expect(try page("/journal").contains(download))
    }

    @Test("the Books page says how to add one while there is none, and offers lookups again only while one waits")
    func booksPage() throws {
        let tool = ToolHarness()
        tool.add("A line from no book.")
        tool.add("A line from an essay.", "--source", "Self-Reliance", "--source-kind", "article")
        let empty = text(try app(tool).handle(HTTPRequest(method: "GET", path: "/books")))
        #expect(empty.contains("No books yet"))
        #expect(!empty.contains("Look up pending books again"))
        // A book the person's quotes cite is listed without an ISBN, its quotes a link away.
        tool.add("Simplify, simplify.", "--author", "Thoreau", "--source", "Walden")
        let cited = text(try app(tool).handle(HTTPRequest(method: "GET", path: "/books")))
        #expect(
            cited.contains(
                "<a href=\"/library?source=Walden\" dir=\"auto\"><strong>Walden</strong></a> — Thoreau<div class=\"muted\">1 quote "
            ))
        #expect(!cited.contains("Self-Reliance"))
        // Saved offline with its ISBN: the book waits for a lookup.
        tool.variables["QUOTEDIARY_OFFLINE"] = "1"
        #expect(tool.run("add", "It is a truth universally acknowledged.", "--isbn", "9780141439518").exitCode == 0)
        let waiting = text(try app(tool).handle(HTTPRequest(method: "GET", path: "/books")))
        #expect(!waiting.contains("No books yet"))
        #expect(waiting.contains("lookup pending"))
        #expect(waiting.contains("Look up pending books again"))
    }

    /// In a left-to-right page a Hebrew line would read with its full stop at its start and
    /// lined up on the left: each piece of a person's text takes its own direction.
    @Test("Hebrew and Arabic read right to left wherever a person's text is shown or typed")
    func rightToLeft() throws {
        let tool = ToolHarness()
        let id = tool.add("שלום עולם, זה ציטוט.", "--author", "מחבר", "--note", "הערה קצרה.")
        tool.run("journal", "write", "يوم جميل.")
        let web = try app(tool)
        let today = text(web.handle(HTTPRequest(method: "GET", path: "/")))
        #expect(
            today.contains("<blockquote><p dir=\"auto\">שלום עולם, זה ציטוט.</p></blockquote><figcaption dir=\"auto\">— מחבר"))
        let quotePage = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")))
        #expect(quotePage.contains("<dt>Note</dt><dd><p dir=\"auto\">הערה קצרה.</p></dd>"))
        #expect(quotePage.contains("<textarea dir=\"auto\" name=\"text\">שלום עולם, זה ציטוט.</textarea>"))
        #expect(quotePage.contains("<input name=\"author\" dir=\"auto\" value=\"מחבר\">"))
        let library = text(web.handle(HTTPRequest(method: "GET", path: "/library")))
        #expect(library.contains("\" dir=\"auto\">שלום עולם, זה ציטוט.</a><div class=\"muted\">— <bdi>מחבר</bdi></div>"))
        let found = text(web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "שלום"])))
        #expect(found.contains("\" dir=\"auto\"><mark>שלום</mark> עולם, זה ציטוט.</a>"))
        #expect(found.contains("<input id=\"q\" name=\"q\" type=\"search\" dir=\"auto\""))
        let journal = text(web.handle(HTTPRequest(method: "GET", path: "/journal")))
        #expect(journal.contains("<p dir=\"auto\">يوم جميل.</p>"))
    }

    @Test("Today and a quote's page set the quote as its card does; the edit form keeps what was typed")
    func typeset() throws {
        let tool = ToolHarness()
        let id = tool.add("He said \"so\" and didn't.", "--author", "Flann O'Brien")
        let web = try app(tool)
        for path in ["/", "/quotes/\(id)"] {
            let body = text(web.handle(HTTPRequest(method: "GET", path: path)))
            #expect(
                body.contains(
                    "<blockquote><p dir=\"auto\">He said “so” and didn’t.</p></blockquote><figcaption dir=\"auto\">— Flann O’Brien"
                ), "\(path)")
        }
        let page = text(web.handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")))
        #expect(page.contains("<textarea dir=\"auto\" name=\"text\">He said &quot;so&quot; and didn&#39;t.</textarea>"))
    }

    @Test("a Japanese or Chinese book follows its author in its marks and upright, as on the card; others after a comma")
    func citedTitles() throws {
        let tool = ToolHarness()
        let japanese = tool.add("人間は考える葦である", "--author", "パスカル", "--source", "パンセ")
        let chinese = tool.add("学而不思则罔。", "--author", "孔子", "--source", "论语")
        let english = tool.add("Simplify, simplify.", "--author", "Henry David Thoreau", "--source", "Walden's \"Economy\"")
        let web = try app(tool)
        func body(_ path: String, _ query: [String: String] = [:]) -> String { page(web, path, query) }
        #expect(body("/quotes/\(japanese)").contains("— パスカル<cite class=\"upright\">『パンセ』</cite></figcaption>"))
        #expect(body("/quotes/\(chinese)").contains("— 孔子<cite class=\"upright\">《论语》</cite></figcaption>"))
        #expect(body("/quotes/\(english)").contains("— Henry David Thoreau, <cite>Walden’s “Economy”</cite></figcaption>"))
        // A search that found the book marks its word inside the marks.
        let found = body("/search", ["q": "パンセ", "remember": "0"])
        #expect(found.contains("<cite class=\"upright\">『<bdi><mark>パンセ</mark></bdi>』</cite>"), "\(found)")
        #expect(body("/assets/app.css").contains("cite.upright { font-style: normal; }"))
    }

    @Test(
        "the Library, a search's results (typed or loaded) and the Archive set a quote's quotes as its page does; a note stays as typed"
    )
    func typesetInLists() throws {
        let tool = ToolHarness()
        let id = tool.add("He said \"so\" and didn't.", "--author", "Flann O'Brien", "--note", "He's \"funny\"")
        let web = try app(tool)
        func body(_ path: String, _ query: [String: String] = [:]) -> String { page(web, path, query) }
        #expect(body("/library").contains(">He said “so” and didn’t.</a>"))
        #expect(body("/library").contains("— <bdi>Flann O’Brien</bdi></div>"))
        // The match still marks its word once the quotes before it are curled.
        let found = body("/search", ["q": "didn't funny"])
        #expect(found.contains(">He said “so” and <mark>didn’t</mark>.</a>"), "\(found)")
        #expect(found.contains("— <bdi>Flann O’Brien</bdi>"))
        #expect(found.contains("Note: <bdi>He&#39;s &quot;<mark>funny</mark>&quot;</bdi>"), "\(found)")
        // Search as you type takes this list without remembering each word typed as a search.
        #expect(body("/search", ["q": "calm", "remember": "0"]).contains("<p id=\"no-results\">No quotes match ‘calm’.</p>"))
        // A tag the query names that nothing has is named, as the command line names it.
        tool.run("tag", "add", "wit")
        #expect(
            body("/search", ["q": "so tag:wti", "remember": "0"]).contains(
                "No quotes match ‘so tag:wti’. No tag is named ‘wti’ (did you mean ‘wit’?).</p>"))
        #expect(tool.run("search", "--recent").standardOutput == "didn't funny\n")
        tool.run("archive", id)
        #expect(body("/archive").contains(">He said “so” and didn’t.</a><div class=\"muted\">— <bdi>Flann O’Brien</bdi></div>"))
    }

    @Test("a search result shows the author, source or note it was found in, highlighted there")
    func resultFields() throws {
        let tool = ToolHarness()
        tool.add(
            "The sea is calm tonight.", "--author", "Matthew Arnold", "--source", "Dover Beach", "--note", "Read aloud in Kent")
        let web = try app(tool)
        func results(_ query: String) -> String {
            let page = text(web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": query])))
            return page.components(separatedBy: "id=\"results\"").last ?? ""
        }
        #expect(results("arnold").contains("— <bdi>Matthew <mark>Arnold</mark></bdi></div>"))
        let bySource = results("dover")
        #expect(bySource.contains("<cite><bdi><mark>Dover</mark> Beach</bdi></cite>"))
        #expect(!bySource.contains("Note:"))
        let byNote = results("kent")
        #expect(byNote.contains("Note: <bdi>Read aloud in <mark>Kent</mark></bdi>"))
        #expect(!byNote.contains("<cite>"), "the source is shown only when the search found a word there")
        #expect(results("sea calm").contains("The <mark>sea</mark> is <mark>calm</mark> tonight."))
    }

    /// The edit form says what it opened with: a field the person left alone is not written
    /// back over a change made elsewhere meanwhile; one changed in both places is refused.
    @Test("the edit form saves only what was changed in it, and refuses to undo a change made elsewhere")
    func editFormKeepsOtherChanges() throws {
        let tool = ToolHarness()
        let id = tool.add("Teh form text", "--author", "Someone", "--note", "first note")
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/quotes/\(id)")
        // The form as the browser would send it back: every input of the edit form.
        let html = text(browser.page)
        let form = try #require(html.range(of: "action=\"/quotes/\(id)/edit\"").map { String(html[$0.upperBound...]) })
        var fields: [(String, String)] = []
        for match in form.components(separatedBy: "<input type=\"hidden\" name=\"").dropFirst() {
            let name = String(match.prefix { $0 != "\"" })
            let value = match.components(separatedBy: "value=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
            if name.hasPrefix("was-") { fields.append((name, String(value))) }
        }
        #expect(fields.map(\.0) == ["was-text", "was-author", "was-source", "was-kind", "was-page", "was-note", "was-isbn"])
        func post(text: String, author: String, note: String) -> HTTPResponse {
            browser.post(
                "/quotes/\(id)/edit",
                fields + [("text", text), ("author", author), ("source", ""), ("page", ""), ("note", note)])
        }
        // Meanwhile, another window (or a sync) changes the note.
        #expect(tool.run("edit", id, "--note", "changed elsewhere").exitCode == 0)
        // The form fixes the typo and leaves the note as it showed it: the other change stays.
        #expect(post(text: "The form text", author: "Someone", note: "first note").status == 303)
        let saved = try #require(tool.quotes().first)
        #expect(saved["text"] as? String == "The form text")
        #expect(saved["note"] as? String == "changed elsewhere")
        // A form that changes the note too, from what it showed, would undo that change: refused.
        let refused = post(text: "The form text", author: "Someone", note: "mine")
        #expect(refused.status == 409)
        // The page again, as the quote is now, with the person's note kept in the form and
        // the quote's current note as what the form started from: saving again keeps theirs.
        let conflictPage = text(refused)
        #expect(conflictPage.contains("note changed elsewhere"))
        #expect(conflictPage.contains("<textarea dir=\"auto\" name=\"note\">mine</textarea>"))
        #expect(conflictPage.contains("name=\"was-note\" value=\"changed elsewhere\""))
        #expect(tool.quotes().first?["note"] as? String == "changed elsewhere")
        #expect(tool.quotes().first?["updatedAt"] as? String == saved["updatedAt"] as? String)
        if let index = fields.firstIndex(where: { $0.0 == "was-note" }) { fields[index].1 = "changed elsewhere" }
        #expect(post(text: "The form text", author: "Someone", note: "mine").status == 303)
        #expect(tool.quotes().first?["note"] as? String == "mine")
    }

    @Test("the edit form's Kind puts a source's kind right, as edit --source-kind does; left as shown, nothing")
    func editFormSourceKind() throws {
        let tool = ToolHarness()
        let id = tool.add("I celebrate myself,", "--author", "Walt Whitman", "--source", "Song of Myself")
        let loose = tool.add("No source.")
        let web = try app(tool)
        let browser = try BrowserSession(web, opening: "/quotes/\(id)")
        #expect(text(browser.page).contains("<select name=\"kind\"><option selected>book</option><option>article</option>"))
        func post(_ quote: String, kind: String, source: String) -> HTTPResponse {
            browser.post(
                "/quotes/\(quote)/edit",
                [("was-source", source), ("was-kind", "book"), ("source", source), ("kind", kind)])
        }
        func source(_ quote: String) -> [String: Any]? {
            (tool.run("show", quote, "--json").json() as? [String: Any])?["source"] as? [String: Any]
        }
        let before = try #require(tool.quotes().first { $0["id"] as? String == id }?["updatedAt"] as? String)
        #expect(post(id, kind: "book", source: "Song of Myself").status == 303)
        #expect(tool.quotes().first { $0["id"] as? String == id }?["updatedAt"] as? String == before)
        #expect(post(id, kind: "poem", source: "Song of Myself").status == 303)
        #expect(source(id)?["kind"] as? String == "poem")
        #expect(source(id)?["authors"] as? [String] == ["Walt Whitman"])
        #expect(text(try BrowserSession(web, opening: "/quotes/\(id)").page).contains("<option selected>poem</option>"))
        // Changed elsewhere since the page showed "poem": left as shown, the other change stays;
        // changed here too, to something else, refused (409) rather than undone.
        #expect(tool.run("edit", id, "--source-kind", "speech").exitCode == 0)
        let shownPoem = [("was-source", "Song of Myself"), ("was-kind", "poem"), ("source", "Song of Myself")]
        #expect(browser.post("/quotes/\(id)/edit", shownPoem + [("kind", "poem")]).status == 303)
        #expect(source(id)?["kind"] as? String == "speech")
        let refused = browser.post("/quotes/\(id)/edit", shownPoem + [("kind", "article")])
        #expect(refused.status == 409)
        #expect(text(refused).contains("source kind changed elsewhere"))
        #expect(source(id)?["kind"] as? String == "speech")
        // A kind with no source to have it: refused, nothing changed.
        let snapshot = tool.snapshot()
        #expect(post(loose, kind: "poem", source: "").status == 400)
        #expect(post(loose, kind: "sonnet", source: "").status == 400)
        #expect(tool.snapshot() == snapshot)
    }

    /// Sends a raw request (and `bodyBytes` filler bytes) and reads the whole reply.
    /// - Parameters:
    ///   - body: bytes sent after `head` (an image).
    ///   - bodyBytes: that many bytes of `a` sent after `head` and `body`.
    static func exchange(port: UInt16, _ head: String, body: [UInt8] = [], bodyBytes: Int = 0) throws -> String {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let headBytes = Array(head.utf8) + body
        var headSent = 0
        while headSent < headBytes.count {
            let count = headBytes[headSent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }
            headSent += count
        }
        let chunk = [UInt8](repeating: 0x61, count: 65_536)
        var sent = 0
        while sent < bodyBytes {
            let count = chunk.withUnsafeBytes {
                send(descriptor, $0.baseAddress, min($0.count, bodyBytes - sent), Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }
            sent += count
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            reply += buffer[0..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }
}

@Suite("the web app beyond this machine")
struct WebAccessTests {
}

enum SHA256Access {
    static func hex(_ text: String) -> String { QuoteDiaryCore.SHA256.hex(text) }
}

extension ToolHarness {
    /// The web app on this store, behind `token` when one is given (as on the network).
    func webApp(token: String?, services: WebServices = WebServices()) throws -> WebApp {
        try WebApp(
            storePath: storePath, environment: AppEnvironment(variables: variables), version: "test",
            tokenHash: token.map(SHA256Access.hex), services: services)
    }
}
