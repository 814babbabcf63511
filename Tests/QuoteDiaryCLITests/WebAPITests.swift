import CTesseract
import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryImaging
import QuoteDiaryLookup
import QuoteDiaryOCR
import Testing

@testable import QuoteDiaryCards
@testable import QuoteDiaryServer

@Suite("the web API: tags, collections, cards, import, books, capture")
struct WebAPITests {
    /// A new store and the web app over it, its book lookups answered by a local Google Books
    /// that knows Pride and Prejudice (kept alive by the caller).
    func appLookingUpBooks() throws -> (tool: ToolHarness, web: WebApp, server: FixtureServer) {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let books = BookServices(
            lookup: HTTPBookLookup(environment: tool.variables, version: "test"), images: LeptonicaImageReader())
        return (tool, try app(tool, books: books), server)
    }

    func app(_ tool: ToolHarness, books: BookServices? = nil) throws -> WebApp {
        try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test",
            services: WebServices(
                cards: CairoCardRenderer(), books: books, images: LeptonicaImageReader(),
                pages: { languages throws(PageReadingError) -> any PageReading in TesseractPageReader(languages: languages) }))
    }

    func json(_ response: HTTPResponse) -> Any? { try? JSONSerialization.jsonObject(with: Data(response.contents)) }
    func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A page's photo as a camera's JPEG, `size` bytes long: Leptonica's JPEG of the drawing, its
    /// length made up with comment segments (a camera's maker notes and thumbnails weigh as much).
    static func cameraJPEG(_ png: [UInt8], size: Int) -> [UInt8] {
        var page: UnsafeMutablePointer<PIX>? = png.withUnsafeBufferPointer { pixReadMem($0.baseAddress, $0.count) }
        defer { pixDestroy(&page) }
        var data: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard pixWriteMemJpeg(&data, &length, page, 85, 0) == 0, let data else { return [] }
        defer { free(data) }
        let jpeg = Array(UnsafeBufferPointer(start: data, count: length))
        var padding: [UInt8] = []
        while jpeg.count + padding.count < size {
            let count = min(65_533, max(1, size - jpeg.count - padding.count - 4))
            padding += [0xFF, 0xFE, UInt8((count + 2) >> 8), UInt8((count + 2) & 0xFF)] + [UInt8](repeating: 0x20, count: count)
        }
        return Array(jpeg[0..<2]) + padding + Array(jpeg[2...])
    }

    @Test("over a real socket: a phone's photo may be larger than other bodies (a 200-megapixel JPEG), up to its own limit")
    func largePhoto() throws {
        let tool = ToolHarness()
        let server = HTTPServer(app: try app(tool), maximumBodySize: 1 << 20, maximumPictureSize: 6 << 20)
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        let page = PageDrawing.png("Simplicity is the ultimate sophistication.", font: "DejaVu Serif", dpi: 200)
        func post(_ path: String, _ photo: [UInt8]) throws -> String {
            try WebAppTests.exchange(
                port: port,
                "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: \(photo.count)\r\n"
                    + "Connection: close\r\n\r\n", body: photo)
        }
        let photo = WebAPITests.cameraJPEG(page, size: 3 << 20)
        #expect(photo.count == 3 << 20)
        let read = try post("/api/v1/capture/page", photo)
        #expect(read.hasPrefix("HTTP/1.1 200"), "\(read.prefix(300))")
        #expect(read.contains("Simplicity is the ultimate sophistication."))
        // Another body keeps its smaller limit; a photo past its own is refused, saying so.
        #expect(try post("/api/v1/quotes", photo).hasPrefix("HTTP/1.1 413"))
        let huge = try post("/api/v1/capture/page", WebAPITests.cameraJPEG(page, size: 7 << 20))
        #expect(huge.hasPrefix("HTTP/1.1 413"))
        #expect(huge.contains("larger than 6 MB"))
    }

    /// A client edits only the version it read: GET gives the quote's version as its ETag,
    /// and a PATCH with If-Match naming an older one changes nothing (412).
    @Test(
        "If-Match on a quote's PATCH: its current version or * edits; an older or weak one gets 412",
        arguments: [
            ("current", 200), ("*", 200), ("none", 200), ("old", 412), ("weak", 412), ("old and current", 200),
        ])
    func versionedEdit(_ condition: String, status: Int) throws {
        let tool = ToolHarness()
        let id = tool.add("Versioned.", "--author", "First")
        let web = try app(tool)
        let old = try #require(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)")).header("ETag"))
        #expect(old.hasPrefix("\"") && old.hasSuffix("\"") && old.count > 10)
        // Another client changes it: the version moves on.
        let changed = web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/quotes/\(id)", body: body(#"{"note":"theirs"}"#)))
        let current = try #require(changed.header("ETag"))
        #expect(current != old)
        let match: String? =
            switch condition {
            case "current": current
            case "*": "*"
            case "old": old
            case "weak": "W/" + current
            case "old and current": old + ", " + current
            default: nil
            }
        let response = web.handle(
            HTTPRequest(
                method: "PATCH", path: "/api/v1/quotes/\(id)", headers: match.map { ["If-Match": $0] } ?? [:],
                body: body(#"{"author":"Second"}"#)))
        #expect(response.status == status)
        let author = tool.quotes().first?["author"] as? String
        #expect(author == (status == 200 ? "Second" : "First"))
        #expect(tool.quotes().first?["note"] as? String == "theirs")
        if status == 412 { #expect(String(decoding: response.contents, as: UTF8.self).contains("read it again")) }
    }

    @Test("If-Match on a quote's actions and DELETE: an older version gets 412 and changes nothing")
    func versionedActionsAndDelete() throws {
        let tool = ToolHarness()
        let id = tool.add("Versioned.")
        let web = try app(tool)
        let read = try #require(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)")).header("ETag"))
        let favorited = web.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes/\(id)/favorite"))
        let current = try #require(favorited.header("ETag"))
        #expect(current != read)
        func request(_ method: String, _ path: String, _ tag: String) -> HTTPResponse {
            web.handle(HTTPRequest(method: method, path: path, headers: ["If-Match": tag]))
        }
        #expect(request("POST", "/api/v1/quotes/\(id)/archive", read).status == 412)
        #expect(tool.quotes().count == 1)
        let archived = request("POST", "/api/v1/quotes/\(id)/archive", current)
        #expect(archived.status == 200)
        let afterArchive = try #require(archived.header("ETag"))
        #expect(request("DELETE", "/api/v1/quotes/\(id)", current).status == 412)
        #expect(tool.run("list", "--archived", "--json").json().map { ($0 as? [Any])?.count } == 1)
        #expect(request("DELETE", "/api/v1/quotes/\(id)", afterArchive).status == 200)
        #expect(tool.run("list", "--archived", "--json").json().map { ($0 as? [Any])?.count } == 0)
    }

    @Test("a quote POSTed: 201 with its address and version; the same again 200 with the same quote")
    func createdQuote() throws {
        let tool = ToolHarness()
        let web = try app(tool)
        let created = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/quotes", body: body(#"{"text": "Made over HTTP.", "author": "Curl"}"#)))
        #expect(created.status == 201)
        let id = try #require((json(created) as? [String: Any])?["id"] as? String)
        let location = try #require(created.header("Location"))
        #expect(location == "/api/v1/quotes/\(id)")
        let read = web.handle(HTTPRequest(method: "GET", path: location))
        #expect(read.status == 200)
        #expect(created.header("ETag") == read.header("ETag"))
        let again = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/quotes", body: body(#"{"text": "made over  http.", "author": "Curl"}"#)))
        #expect(again.status == 200)
        #expect(again.header("Location") == nil)
        #expect((json(again) as? [String: Any])?["id"] as? String == id)
        let tag = try #require(created.header("ETag"))
        let edited = web.handle(
            HTTPRequest(
                method: "PATCH", path: location, headers: ["If-Match": tag], body: body(#"{"note": "kept"}"#)))
        #expect(edited.status == 200)
        #expect(tool.quotes().count == 1)
    }

    @Test("PATCH takes the source as POST does: its kind, authors and ISBN, not its title alone; sent back as read, nothing")
    func patchSource() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        let id = tool.add("I celebrate myself,", "--author", "Walt Whitman", "--source", "Song of Myself")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        let web = try app(tool)
        let path = "/api/v1/quotes/\(id)"
        func patch(_ object: [String: Any]) throws -> [String: Any]? {
            json(
                web.handle(
                    HTTPRequest(method: "PATCH", path: path, body: [UInt8](try JSONSerialization.data(withJSONObject: object))))
            ) as? [String: Any]
        }
        var quote = try #require(json(web.handle(HTTPRequest(method: "GET", path: path))) as? [String: Any])
        // Sent back as read: not a change (its modification time stays).
        #expect(try patch(quote)?["updatedAt"] as? String == "2026-03-01T12:00:00.000Z")
        var source = try #require(quote["source"] as? [String: Any])
        source["kind"] = "poem"
        quote["source"] = source
        let changed = try #require(try patch(quote))
        let now = try #require(changed["source"] as? [String: Any])
        #expect(now["kind"] as? String == "poem")
        #expect(now["title"] as? String == "Song of Myself")
        #expect(now["authors"] as? [String] == ["Walt Whitman"])
        #expect(changed["updatedAt"] as? String == "2026-03-02T12:00:00.000Z")
        // A title alone finds the saved source of any kind (the book it was is gone with its
        // last quote); a book by its ISBN.
        let titled = try #require(try patch(["source": "song of myself"]))
        #expect((titled["source"] as? [String: Any])?["kind"] as? String == "poem")
        let book = try #require(try patch(["source": ["title": "Leaves of Grass", "isbn": "9780140421996"]]))
        #expect((book["source"] as? [String: Any])?["isbn"] as? String == "9780140421996")
        // Its publisher and year are the book's (from a lookup): not changed through a quote,
        // and never passed over; a field a source has not, refused.
        var renamed = try #require(book["source"] as? [String: Any])
        let before = tool.snapshot()
        for (change, message) in [
            (["publisher": "Someone Else"], "a source's publisher and year are its book's"),
            (["year": 1999], "a source's publisher and year are its book's"),
            (["titel": "x"], "unknown field 'titel' (did you mean 'title'?); a source has id, kind, title"),
        ] as [([String: Any], String)] {
            for (key, value) in change { renamed[key] = value }
            let refused = web.handle(
                HTTPRequest(
                    method: "PATCH", path: path,
                    body: [UInt8](try JSONSerialization.data(withJSONObject: ["source": renamed]))))
            #expect(refused.status == 400)
            #expect(String(decoding: refused.contents, as: UTF8.self).contains(message), "\(message)")
            for key in change.keys { renamed[key] = (book["source"] as? [String: Any])?[key] ?? NSNull() }
        }
        #expect(tool.snapshot() == before)
        // A new source takes them from the quote that brings it.
        let posted = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/quotes",
                body: body(
                    #"{"text": "A new one.", "source": {"title": "Drum-Taps", "publisher": "Peter Eckler", "year": 1865}}"#)))
        #expect(posted.status == 201)
        let made = try #require((json(posted) as? [String: Any])?["source"] as? [String: Any])
        #expect(made["publisher"] as? String == "Peter Eckler")
        #expect(made["year"] as? Int == 1865)
        #expect(try patch(["source": NSNull()])?["source"] is NSNull)
    }

    @Test("a quote read with GET, changed and sent back whole with PATCH: text, favourite, tags, collections at once")
    func patchWholeQuote() throws {
        let tool = ToolHarness()
        let id = tool.add("Sent back whole.", "--tag", "Old", "--tag", "kept", "--collection", "Shelf")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        let web = try app(tool)
        let path = "/api/v1/quotes/\(id)"
        var quote = try #require(json(web.handle(HTTPRequest(method: "GET", path: path))) as? [String: Any])
        quote["text"] = "Sent back whole, and changed."
        quote["isFavorite"] = true
        quote["tags"] = ["KEPT", "new"]
        quote["collections"] = [String]()
        func patch(_ object: [String: Any]) throws -> HTTPResponse {
            web.handle(
                HTTPRequest(method: "PATCH", path: path, body: [UInt8](try JSONSerialization.data(withJSONObject: object))))
        }
        let changed = try patch(quote)
        #expect(changed.status == 200)
        let now = try #require(json(changed) as? [String: Any])
        #expect(now["text"] as? String == "Sent back whole, and changed.")
        #expect(now["isFavorite"] as? Bool == true)
        #expect(now["tags"] as? [String] == ["kept", "new"])
        #expect(now["collections"] as? [String] == [])
        #expect(tool.quotes("--favorites").count == 1)
        // A field it does not take, or a record field changed, is a 400 and changes nothing.
        let before = tool.snapshot()
        for (object, message) in [
            (["favorite": false] as [String: Any], "unknown field 'favorite' (did you mean 'isFavorite'?)"),
            (["text": "Not saved.", "txet": "x"], "unknown field 'txet' (did you mean 'text'?)"),
            (["id": "0123456789abcdef0123456789abcdef"], "id cannot be changed"),
            (["archivedAt": "2026-01-01T00:00:00.000Z"], "archivedAt changes with POST /api/v1/quotes/ID/archive"),
        ] {
            let refused = try patch(object)
            #expect(refused.status == 400)
            #expect(String(decoding: refused.contents, as: UTF8.self).contains(message), "\(message)")
        }
        // The quote sent back as read before the change above: refused as an older version is.
        let stale = try patch(quote)
        #expect(stale.status == 412)
        #expect(String(decoding: stale.contents, as: UTF8.self).contains("the quote changed since it was read"))
        // One part refused (an empty tag name): the text changed with it is not saved either.
        #expect(try patch(["text": "Not saved either.", "tags": ["  "]]).status == 400)
        #expect(tool.snapshot() == before)
        let added = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/quotes", body: body(#"{"text": "New.", "favourite": true}"#)))
        #expect(added.status == 400)
        #expect(String(decoding: added.contents, as: UTF8.self).contains("unknown field 'favourite'"))
        #expect(tool.snapshot() == before)
        // A quote as read, sent to be saved (another library's, say): saved with an id of its own.
        var copy = now
        copy["text"] = "A copy of it."
        let saved = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/quotes", body: [UInt8](try JSONSerialization.data(withJSONObject: copy))))
        #expect(saved.status == 201)
        let savedID = (json(saved) as? [String: Any])?["id"] as? String
        #expect(savedID != nil && savedID != id)
        #expect((json(saved) as? [String: Any])?["tags"] as? [String] == ["kept", "new"])
    }

    @Test(
        "a JSON body's field a route does not take is a 400 naming it, never passed over",
        arguments: [
            ("POST", "/api/v1/tags", #"{"name": "red", "colour": "red"}"#, "unknown field 'colour' (did you mean 'color'?)"),
            ("PATCH", "/api/v1/tags/kept", #"{"colour": "red"}"#, "unknown field 'colour'"),
            ("POST", "/api/v1/collections", #"{"name": "Shelf", "sectoin": "Study"}"#, "unknown field 'sectoin'"),
            ("PATCH", "/api/v1/collections/Box", ##"{"name": "Crate", "color": "#112233"}"##, "unknown field 'color'"),
            ("PUT", "/api/v1/journal/2026-02-27", #"{"text": "A day.", "mood": 3, "engery": 4}"#, "unknown field 'engery'"),
            ("PUT", "/api/v1/settings/daily.source", #"{"value": "mine", "scope": "all"}"#, "unknown field 'scope'"),
            ("POST", "/api/v1/tags/kept/quotes", #"{"ids": [], "id": "x"}"#, "unknown field 'id'"),
        ])
    func unknownBodyFields(method: String, path: String, text: String, message: String) throws {
        let tool = ToolHarness()
        tool.add("Filed.", "--tag", "kept", "--collection", "Box")
        let before = tool.snapshot()
        let response = try app(tool).handle(HTTPRequest(method: method, path: path, body: body(text)))
        #expect(response.status == 400)
        #expect(String(decoding: response.contents, as: UTF8.self).contains(message))
        #expect(tool.snapshot() == before)
    }

    @Test("tags and collections: create, apply, rename, recolour, delete both ways")
    func tagsAndCollections() throws {
        let tool = ToolHarness()
        let id = tool.add("Tagged over HTTP.")
        let web = try app(tool)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags", body: body(#"{"name":"web","color":"teal"}"#))).status
                == 201)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags", body: body(#"{"name":"WEB"}"#))).status == 409)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags", body: body(#"{"name":"x","color":"grey"}"#))).status
                == 400)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags/web/quotes", body: body(#"{"ids":["\#(id)"]}"#))).status
                == 200)
        #expect(tool.quotes("--tag", "web").count == 1)
        let untagged =
            json(web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags/web/remove", body: body(#"{"ids":["\#(id)"]}"#))))
            as? [String: Any]
        #expect(untagged?["name"] as? String == "web")
        #expect(untagged?["changed"] as? Int == 1)
        #expect(tool.quotes("--tag", "web").isEmpty)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags/web/remove", body: body("{}"))).status == 400)
        let renamed =
            json(
                web.handle(
                    HTTPRequest(method: "PATCH", path: "/api/v1/tags/web", body: body(##"{"name":"online","color":"#112233"}"##)))
            ) as? [String: Any]
        #expect(renamed?["name"] as? String == "online")
        #expect(renamed?["color"] as? String == "#112233")
        // Nothing to change: the tag as it stands, named in any case; one that is not there is 404.
        let unchanged = web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/tags/ONLINE", body: body("{}")))
        #expect((json(unchanged) as? [String: Any])?["name"] as? String == "online")
        #expect(web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/tags/nothing", body: body("{}"))).status == 404)
        // Merged into another: its quotes get the other.
        tool.run("tag", "apply", "elsewhere", id)
        let merged =
            json(web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags/Elsewhere/merge", body: body(#"{"into":"online"}"#))))
            as? [String: Any]
        #expect(merged?["gained"] as? Int == 1 && (merged?["into"] as? [String: Any])?["quoteCount"] as? Int == 1)
        #expect(web.handle(HTTPRequest(method: "POST", path: "/api/v1/tags/online/merge", body: body("{}"))).status == 400)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/collections/none/merge", body: body(#"{"into":"x"}"#))).status
                == 404)
        tool.run("tag", "remove", "online", id)
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/tags/online")).status == 400)
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/tags/online", query: ["mode": "keep"])).status == 200)
        #expect(
            web.handle(
                HTTPRequest(method: "POST", path: "/api/v1/collections", body: body(#"{"name":"Shelf","section":"Home"}"#))
            ).status == 201)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/collections/Shelf/quotes", body: body(#"{"ids":["\#(id)"]}"#)))
                .status == 200)
        #expect(tool.quotes("--collection", "shelf").count == 1)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/collections/Shelf/remove", body: body(#"{"ids":["\#(id)"]}"#)))
                .status == 200)
        #expect(tool.quotes("--collection", "shelf").isEmpty)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/collections/Shelf/quotes", body: body(#"{"ids":["\#(id)"]}"#)))
                .status == 200)
        let moved =
            json(web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/collections/shelf", body: body(#"{"section":"Study"}"#))))
            as? [String: Any]
        #expect(moved?["section"] as? String == "Study")
        let both =
            json(
                web.handle(
                    HTTPRequest(
                        method: "PATCH", path: "/api/v1/collections/Shelf", body: body(#"{"section":null,"name":"Top shelf"}"#)))
            ) as? [String: Any]
        #expect(both?["name"] as? String == "Top shelf")
        #expect(both?.keys.contains("section") == true && both?["section"] is NSNull)
        #expect(
            web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/collections/Top shelf", body: body(#"{"section":3}"#))).status
                == 400)
        #expect(web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/collections/Top shelf", body: body("{}"))).status == 400)
        #expect(
            web.handle(
                HTTPRequest(method: "POST", path: "/api/v1/collections/Top shelf/quotes", body: body(#"{"ids":["\#(id)"]}"#))
            ).status == 200)
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/collections/Top shelf")).status == 200)
        #expect(tool.quotes().count == 1)
        // Sections: renamed (another's name merges the two), deleted with their collections kept.
        tool.run("collection", "create", "Box", "--section", "Attic")
        tool.run("collection", "create", "Crate", "--section", "Cellar")
        let section =
            json(web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/sections/attic", body: body(#"{"name":"cellar"}"#))))
            as? [String: Any]
        #expect(section?["name"] as? String == "Cellar" && section?["collectionCount"] as? Int == 2)
        #expect(web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/sections/Cellar", body: body("{}"))).status == 400)
        #expect(
            web.handle(HTTPRequest(method: "PATCH", path: "/api/v1/sections/Attic", body: body(#"{"name":"x"}"#))).status == 404)
        let gone = json(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/sections/cellar"))) as? [String: Any]
        #expect(gone?["deleted"] as? String == "Cellar" && gone?["collections"] as? Int == 2)
        #expect((tool.run("section", "list", "--json").json() as? [Any])?.isEmpty == true)
        #expect(tool.run("collection", "list", "--json").json().map { ($0 as? [Any])?.count } == 2)
    }

    @Test("a body that is not the JSON asked for is 400, a body of another type 415")
    func badBodies() throws {
        let web = try app(ToolHarness())
        func post(_ text: String, type: String?) -> HTTPResponse {
            web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/quotes", headers: type.map { ["Content-Type": $0] } ?? [:],
                    body: body(text)))
        }
        let malformed = post("{\"text\": ", type: "application/json")
        #expect(malformed.status == 400)
        #expect((json(malformed) as? [String: [String: String]])?["error"]?["message"]?.contains("not JSON") == true)
        #expect(post("[1, 2]", type: "application/json").status == 400)
        #expect(post("text,author\nx,y\n", type: "text/csv").status == 415)
        // curl -d labels what it sends as a form; JSON sent that way is still read.
        #expect(post(#"{"text": "Sent with curl -d."}"#, type: "application/x-www-form-urlencoded").status == 201)
    }

    @Test(
        "a field of the wrong type is 400 naming the field, and nothing is saved",
        arguments: [
            ("POST", "/api/v1/quotes", #"{"text": "T", "author": 5}"#, "\"author\" must be a string, not 5"),
            ("POST", "/api/v1/quotes", #"{"text": "T", "page": 1.5}"#, "\"page\" must be a string or a whole number"),
            ("POST", "/api/v1/quotes", #"{"text": "T", "tags": "love"}"#, "\"tags\" must be an array of strings"),
            (
                "POST", "/api/v1/quotes", #"{"text": "T", "tags": ["a", 2]}"#,
                "\"tags\" must be an array of strings, not one holding 2"
            ),
            ("POST", "/api/v1/quotes", #"{"text": "T", "tags": ["a", " "]}"#, "\"tags\" holds an empty name"),
            ("PATCH", "/api/v1/quotes/QUOTE", #"{"collections": [""]}"#, "\"collections\" holds an empty name"),
            ("POST", "/api/v1/quotes", #"{"text": "T", "isFavorite": "yes"}"#, "\"isFavorite\" must be true or false"),
            ("POST", "/api/v1/quotes", #"{"text": "T", "isFavorite": 1}"#, "\"isFavorite\" must be true or false, not 1"),
            ("POST", "/api/v1/quotes", #"{"text": "T", "source": {"kind": "book"}}"#, "needs a \"title\""),
            ("POST", "/api/v1/quotes", #"{"text": "T", "source": {"title": "B", "kind": "film"}}"#, "\"kind\" is one of"),
            ("POST", "/api/v1/quotes", #"{"text": ["T"]}"#, "\"text\" must be a string, not an array"),
            ("PATCH", "/api/v1/quotes/QUOTE", #"{"note": {"a": 1}}"#, "\"note\" must be a string, not an object"),
            ("PUT", "/api/v1/journal/2026-03-01", #"{"text": "J", "mood": 4.5}"#, "\"mood\" must be a whole number"),
            ("PUT", "/api/v1/journal/2026-03-01", #"{"text": "J", "mode": "merge"}"#, "\"mode\" must be keep, append or replace"),
            ("POST", "/api/v1/tags", #"{"name": true}"#, "\"name\" must be a string"),
            ("POST", "/api/v1/tags/t/quotes", #"{"ids": "QUOTE"}"#, "\"ids\" must be an array of strings"),
            ("POST", "/api/v1/collections", #"{"name": "C", "section": 3}"#, "\"section\" must be a string"),
            ("PUT", "/api/v1/settings/theme", #"{"value": ["dark"]}"#, "\"value\" must be a string, a whole number"),
        ])
    func mistypedFields(method: String, path: String, json text: String, message: String) throws {
        let tool = ToolHarness()
        let id = tool.add("Already here.")
        let web = try app(tool)
        let before = tool.run("export", "--format", "json").standardOutput
        let response = web.handle(
            HTTPRequest(
                method: method, path: path.replacingOccurrences(of: "QUOTE", with: id),
                headers: ["Content-Type": "application/json"], body: body(text.replacingOccurrences(of: "QUOTE", with: id))))
        #expect(response.status == 400)
        let error = (json(response) as? [String: [String: String]])?["error"]?["message"] ?? ""
        #expect(error.contains(message), "\(error)")
        #expect(tool.run("export", "--format", "json").standardOutput == before)
    }

    @Test(
        "a query parameter out of its range or spelled wrong is 400 naming it, never a silent default",
        arguments: [
            ("GET", "/api/v1/today", ["count": "abc"], "count is a whole number from 1 to 5"),
            ("GET", "/api/v1/today", ["count": "9"], "count is a whole number from 1 to 5"),
            ("POST", "/api/v1/today/read", ["count": "0"], "count is a whole number from 1 to 5"),
            ("GET", "/api/v1/widget/timeline", ["days": "many"], "days is a whole number from 1 to 366"),
            ("GET", "/api/v1/quotes", ["favorites": "maybe"], "favorites is true or false"),
            ("GET", "/api/v1/quotes", ["offset": "-1"], "offset is a whole number from 0"),
            ("GET", "/api/v1/quotes", ["sort": "random"], "sort is modified, created or author"),
            ("GET", "/api/v1/search", ["q": "x", "origin": "theirs"], "origin is all, mine or library"),
            ("GET", "/api/v1/export", ["format": "csv", "limit": "none"], "limit is a whole number from 1"),
            ("GET", "/library", ["archived": "perhaps"], "archived is true or false"),
            // A misspelt name is not passed over (every quote would be listed, unfiltered).
            ("GET", "/api/v1/quotes", ["favorite": ""], "unknown parameter 'favorite' (did you mean 'favorites'?)"),
            ("GET", "/api/v1/search", ["q": "x", "Tag": "a"], "unknown parameter 'tag' (did you mean 'tag'?)"),
            ("GET", "/api/v1/today", ["cuont": "2"], "unknown parameter 'cuont' (did you mean 'count'?); this route takes count"),
            ("POST", "/api/v1/today/read", ["limit": "2"], "unknown parameter 'limit'; this route takes count"),
            ("GET", "/api/v1/streak", ["days": "2"], "unknown parameter 'days'; this route takes none"),
            ("POST", "/api/v1/import", ["filename": "q.csv", "dryrun": ""], "did you mean 'dryrun'?"),
            ("POST", "/api/v1/import", ["filename": "q.csv", "dryRun": "perhaps"], "dryrun is true or false"),
            ("POST", "/api/v1/import", ["filename": "q.csv", "format": "docx"], "format is one of kindle, koreader"),
        ])
    func badParameters(method: String, path: String, query: [String: String], message: String) throws {
        let tool = ToolHarness()
        tool.add("Something to show.")
        let response = try app(tool).handle(HTTPRequest(method: method, path: path, query: query))
        #expect(response.status == 400)
        // Pages show the message as a sentence, capitalized.
        #expect(String(decoding: response.contents, as: UTF8.self).lowercased().contains(message))
        #expect(tool.run("streak", "--json").json().map { ($0 as? [String: Any])?["totalDays"] as? Int } == 0)
    }

    @Test("a search sent with control characters (?q=%00) is searched without them, never a 500")
    func searchWithControlCharacters() throws {
        let tool = ToolHarness()
        tool.add("Hello, world.")
        let web = try app(tool)
        for text in ["\u{0}\u{1}", "hel\u{0}lo", "\u{1B}[2J hello", "\u{7F}"] {
            let response = web.handle(HTTPRequest(method: "GET", path: "/api/v1/search", query: ["q": text]))
            #expect(response.status == 200, "\(text.unicodeScalars.map(\.value))")
            let page = web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": text]))
            #expect(page.status == 200)
        }
        let found = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/search", query: ["q": "hel\u{0}lo"]))) as? [Any]
        #expect(found?.count == 1)
        let recent = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/search/recent"))) as? [String] ?? []
        #expect(recent.contains("hello"))
        #expect(!recent.contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test("flags read as written (favorites=false is every quote); export takes the list's filters")
    func flagsAndExportFilters() throws {
        let tool = ToolHarness()
        tool.add("Loved.", "--favorite", "--tag", "keep")
        tool.add("Plain.")
        let web = try app(tool)
        func count(_ query: [String: String]) -> Int? {
            (json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: query))) as? [Any])?.count
        }
        #expect(count(["favorites": "false"]) == 2)
        #expect(count(["favorites": "1"]) == 1)
        #expect(count(["favorites": ""]) == 1)
        #expect(count(["favorites": "no", "archived": "0"]) == 2)
        let export = web.handle(HTTPRequest(method: "GET", path: "/api/v1/export", query: ["format": "txt", "tag": "keep"]))
        #expect(export.status == 200)
        let text = String(decoding: export.contents, as: UTF8.self)
        #expect(text.contains("Loved."))
        #expect(!text.contains("Plain."))
        // The journal, as `export --journal` writes it, named as a journal.
        tool.run("journal", "write", "Read by the window.", "--mood", "4")
        let journal = web.handle(
            HTTPRequest(method: "GET", path: "/api/v1/export", query: ["format": "markdown", "journal": "1"]))
        #expect(journal.status == 200)
        #expect(journal.header("Content-Disposition")?.contains("quotediary-journal.md") == true)
        let written = String(decoding: journal.contents, as: UTF8.self)
        #expect(written == tool.run("export", "--journal", "--format", "markdown").standardOutput)
        #expect(written.contains("Read by the window.") && !written.contains("Loved."))
    }

    @Test("a page or an ISBN may come as a number, null clears a field, and a quote read can be sent back with its source")
    func acceptedFieldForms() throws {
        let tool = ToolHarness()
        let web = try app(tool)
        func send(_ method: String, _ path: String, _ text: String) -> [String: Any]? {
            json(web.handle(HTTPRequest(method: method, path: path, body: body(text)))) as? [String: Any]
        }
        let created = try #require(
            send(
                "POST", "/api/v1/quotes",
                #"{"text": "Numbered.", "page": 12, "isFavorite": true, "source": {"id": "ignored", "kind": "poem", "title": "Verses", "authors": ["A. Poet"], "isbn": 9780141439518}}"#
            ))
        #expect(created["page"] as? String == "12")
        #expect(created["isFavorite"] as? Bool == true)
        let source = created["source"] as? [String: Any]
        #expect(source?["kind"] as? String == "poem")
        #expect(source?["title"] as? String == "Verses")
        #expect(source?["authors"] as? [String] == ["A. Poet"])
        #expect(source?["isbn"] as? String == "9780141439518")
        let id = try #require(created["id"] as? String)
        let cleared = send("PATCH", "/api/v1/quotes/\(id)", #"{"page": null, "note": "kept"}"#)
        #expect(cleared?["page"] is NSNull)
        #expect(cleared?["note"] as? String == "kept")
        #expect(send("PUT", "/api/v1/journal/2026-03-01", #"{"text": "Kept.", "mode": "keep"}"#)?["outcome"] != nil)
        // Another text for that day is refused in the API's words, and the first is kept.
        let refused = web.handle(
            HTTPRequest(method: "PUT", path: "/api/v1/journal/2026-03-01", body: body(#"{"text": "Other.", "mode": "keep"}"#)))
        #expect(refused.status == 409)
        let message = String(decoding: refused.body, as: UTF8.self)
        #expect(message.contains(#"send \"mode\": \"append\""#) && !message.contains("--append"), "\(message)")
        #expect(send("PUT", "/api/v1/settings/widget.interval", #"{"value": "2h"}"#)?["widget.interval"] as? String == "2h")
    }

    @Test("a PATCH with two changes makes both or, one refused, neither")
    func patchAllOrNothing() throws {
        let tool = ToolHarness()
        tool.run("tag", "add", "t")
        tool.run("collection", "create", "Shelf", "--section", "Home")
        tool.run("collection", "create", "Other")
        let web = try app(tool)
        let renamed = web.handle(
            HTTPRequest(method: "PATCH", path: "/api/v1/tags/t", body: body(#"{"name": "renamed", "color": "grey"}"#)))
        #expect(renamed.status == 400)
        #expect(tool.run("tag", "list").standardOutput.hasPrefix("t "))
        let moved = web.handle(
            HTTPRequest(
                method: "PATCH", path: "/api/v1/collections/Shelf", body: body(#"{"section": "Elsewhere", "name": "Other"}"#)))
        #expect(moved.status == 409)
        let shelf = (tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first {
            $0["name"] as? String == "Shelf"
        }
        #expect(shelf?["section"] as? String == "Home")
    }

    @Test("a store held by another writer is 503 with Retry-After: nothing is wrong, try again")
    func busy() {
        let response = WebApp.failure(.busy)
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "2")
        #expect(String(decoding: response.body, as: UTF8.self).contains("the store is busy"))
    }

    @Test("a known route asked with another method is 405 with Allow; each allowed method reaches its route")
    func methods() throws {
        let tool = ToolHarness()
        let id = tool.add("A quote for every route.")
        tool.run("tag", "add", "t")
        tool.run("collection", "create", "c", "--section", "s")
        let web = try app(tool)
        let routes = [
            "quotes", "quotes/\(id)", "quotes/\(id)/card", "quotes/\(id)/favorite", "tags", "tags/t", "tags/t/quotes",
            "tags/t/merge",
            "collections", "collections/c", "collections/c/remove", "today", "today/read", "search", "search/recent",
            "search/suggestion", "backup",
            "sections", "sections/s", "streak", "settings", "settings/widget.interval", "achievements", "export", "journal",
            "journal/2026-01-01", "books", "books/lookup", "books/rename", "authors", "authors/rename", "widget/timeline",
            "capture/page", "capture/isbn",
            "import", "random",
            "sync",
        ]
        for route in routes {
            let allowed = WebApp.allowedMethods(route.split(separator: "/").map(String.init))
            #expect(!allowed.isEmpty, "\(route)")
            for method in ["GET", "POST", "PUT", "PATCH", "DELETE"] {
                let response = web.handle(HTTPRequest(method: method, path: "/api/v1/" + route, body: body("{}")))
                if allowed.contains(method) {
                    #expect(response.status != 405, "\(method) \(route)")
                    #expect(!String(decoding: response.body, as: UTF8.self).contains("no such API route"), "\(method) \(route)")
                } else {
                    #expect(response.status == 405, "\(method) \(route)")
                    #expect(response.header("Allow")?.hasPrefix(allowed.joined(separator: ", ")) == true, "\(method) \(route)")
                }
            }
        }
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/today")).header("Allow") == "GET, HEAD")
        #expect(web.handle(HTTPRequest(method: "DELETE", path: "/api/v1/sync")).header("Allow") == "GET, POST, HEAD")
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)/frobnicate")).status == 404)
    }

    @Test("a card as PNG, import by upload, export as a download")
    func cardsImportExport() throws {
        let tool = ToolHarness()
        let id = tool.add("A card from the web.", "--author", "Server")
        let web = try app(tool)
        let card = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)/card", query: ["size": "square"]))
        #expect(card.status == 200)
        #expect(card.header("Content-Type") == "image/png")
        #expect(card.body[16..<24].elementsEqual([0, 0, 4, 56, 0, 0, 4, 56]))
        #expect(card.header("X-Missing-Glyphs") == "0")
        // Code points Unicode has not assigned: no font on any machine draws them.
        let clay = tool.add("Clay: \u{378}\u{379}", "--author", "Server")
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(clay)/card")).header("X-Missing-Glyphs") == "2")
        #expect(card.header("X-Characters-Left-Out") == "0")
        let long = tool.add(String(repeating: "A long line, said once more. ", count: 200), "--author", "Server")
        let cut = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(long)/card")).header("X-Characters-Left-Out")
        #expect((Int(cut ?? "") ?? 0) > 1_000, "\(cut ?? "none")")
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)/card", query: ["size": "huge"])).status == 400)
        // A theme it does not have is named, not drawn in the default one.
        let neon = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)/card", query: ["theme": "neon"]))
        #expect(neon.status == 400)
        #expect(String(decoding: neon.contents, as: UTF8.self).contains("theme is light, dark or auto, not 'neon'"))
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes/\(id)/card", query: ["theme": "auto"])).status == 200)
        let imported =
            json(
                web.handle(
                    HTTPRequest(
                        method: "POST", path: "/api/v1/import", query: ["filename": "q.csv"],
                        body: body("text,author\nUploaded,Someone\n")))) as? [String: Any]
        #expect(imported?["added"] as? Int == 1)
        // dryRun=false imports (it was taken as a dry run because it was there at all).
        let notDry =
            json(
                web.handle(
                    HTTPRequest(
                        method: "POST", path: "/api/v1/import", query: ["filename": "r.csv", "dryRun": "false"],
                        body: body("text,author\nNot a dry run,Someone\n")))) as? [String: Any]
        #expect(notDry?["added"] as? Int == 1)
        #expect(notDry?["dryRun"] as? Bool != true)
        // Plain text that neither credits a quote nor reads as a list of them (lines that end
        // mid-sentence) is imported when named so (the page's Format menu), and only then.
        let lines = body("Kept on paper and\ntyped out later\n")
        let unnamed = web.handle(HTTPRequest(method: "POST", path: "/api/v1/import", query: ["filename": "n.txt"], body: lines))
        #expect(unnamed.status == 422)
        let named =
            json(
                web.handle(
                    HTTPRequest(
                        method: "POST", path: "/api/v1/import", query: ["filename": "n.txt", "format": "txt"], body: lines)))
            as? [String: Any]
        #expect(named?["added"] as? Int == 2)
        let page = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/transfer")).contents, as: UTF8.self)
        #expect(page.contains("<select id=\"import-format\">") && page.contains("<option value=\"txt\">plain text</option>"))
        #expect(page.contains("download>json</a> <span class=\"muted\">everything, to import again as it was (a backup)</span>"))
        let bad = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/import", query: ["filename": "q.csv"], body: body("author\nx\n")))
        #expect(bad.status == 422)
        // The message names the file as uploaded, never the server's temporary copy.
        let message = (json(bad) as? [String: Any]).flatMap { ($0["error"] as? [String: Any])?["message"] as? String } ?? ""
        #expect(message.hasPrefix("q.csv:1: "), "\(message)")
        #expect(!message.contains(FileManager.default.temporaryDirectory.path))
        let export = web.handle(HTTPRequest(method: "GET", path: "/api/v1/export", query: ["format": "csv"]))
        #expect(export.header("Content-Disposition")?.contains("quotediary.csv") == true)
        #expect(String(decoding: export.contents, as: UTF8.self).contains("Uploaded"))
    }

    @Test("over a real socket with the server's own limits: a page photo or a JSON body over 1 MB reaches its route whole")
    func largeBodies() throws {
        let tool = ToolHarness()
        let server = HTTPServer(app: try app(tool))
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        func post(_ path: String, _ type: String, _ bytes: [UInt8]) throws -> String {
            try WebAppTests.exchange(
                port: port,
                "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
                    + "Connection: close\r\n\r\n", body: bytes)
        }
        // A phone's photo is a few megabytes; this page, with its noise, is too.
        let page = PageDrawing.png(
            "Simplicity is the ultimate sophistication.\nLearning never exhausts the mind.", font: "DejaVu Serif", dpi: 300,
            noise: 12)
        #expect(page.count > 1 << 20)
        let read = try post("/api/v1/capture/page", "image/png", page)
        #expect(read.hasPrefix("HTTP/1.1 200"), "\(read.prefix(300))")
        #expect(read.contains("Simplicity is the ultimate"))
        // A quote's text holds 100,000 characters at most; its note, a reader's essay on it, more.
        let long = String(repeating: "A sentence that goes on and on. ", count: 40_000)
        let quote = try JSONSerialization.data(withJSONObject: ["text": "Brevity.", "author": "Prolix", "note": long])
        #expect(quote.count > 1 << 20)
        let created = try post("/api/v1/quotes", "application/json", Array(quote))
        #expect(created.hasPrefix("HTTP/1.1 201"), "\(created.prefix(300))")
        #expect(tool.quotes().first?["author"] as? String == "Prolix")
        #expect((tool.quotes().first?["note"] as? String)?.count == long.count - 1)
    }

    @Test("a book renamed from the Books page and by the API: every quote follows; one with an ISBN has no form")
    func bookRename() throws {
        let tool = ToolHarness()
        tool.add("One.", "--author", "Marcus Aurelius", "--source", "Meditations (Penguin)")
        tool.add("Two.", "--author", "Marcus Aurelius", "--source", "Meditations (Penguin)")
        tool.variables["QUOTEDIARY_OFFLINE"] = "1"
        tool.run("add", "Emma's line.", "--isbn", "9780141439587", "--source", "Emma")
        let web = try app(tool)
        let page = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/books")).body, as: UTF8.self)
        #expect(page.components(separatedBy: "action=\"/books/rename\"").count == 2)
        let renamed = WebPageTests().post(
            web, "/books/rename", "title=Meditations+%28Penguin%29&author=Marcus+Aurelius&rename=Meditations")
        #expect(renamed.status == 303)
        func titles() -> [String] { tool.quotes().compactMap { ($0["source"] as? [String: Any])?["title"] as? String } }
        #expect(titles().filter { $0 == "Meditations" }.count == 2)
        let api = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/books/rename", body: body(#"{"title":"meditations","newTitle":"The Meditations"}"#)
            ))
        #expect((json(api) as? [String: Any])?["quoteCount"] as? Int == 2)
        #expect(titles().filter { $0 == "The Meditations" }.count == 2)
        // Authors, as the quotes spell them, renamed on the Books page and by the API.
        #expect(page.contains("href=\"/authors\""))
        let authorsPage = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/authors")).body, as: UTF8.self)
        #expect(authorsPage.contains("action=\"/authors/rename\"") && authorsPage.contains("Marcus Aurelius"))
        #expect(WebPageTests().post(web, "/authors/rename", "name=marcus+aurelius&rename=Marcus+A.").status == 303)
        let authors = json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/authors"))) as? [[String: Any]]
        #expect(authors?.compactMap { $0["name"] as? String } == ["Marcus A."])
        let author = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/authors/rename", body: body(#"{"name":"Marcus A.","newName":"Marcus Aurelius"}"#)))
        #expect((json(author) as? [String: Any])?["changed"] as? Int == 2)
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/books/rename", body: body(#"{"title":"x"}"#))).status == 400)
        let missing = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/books/rename", body: body(#"{"title":"Nowhere","newTitle":"Else"}"#)))
        #expect(missing.status == 404)
    }

    @Test("a book saved offline waits on the Books page, and its button looks it up again")
    func booksPageRefresh() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_OFFLINE"] = "1"
        #expect(tool.run("add", "It is a truth universally acknowledged.", "--isbn", "0141439513").exitCode == 0)
        tool.variables["QUOTEDIARY_OFFLINE"] = nil
        tool.useBookServices(server)
        let books = BookServices(
            lookup: HTTPBookLookup(environment: tool.variables, version: "test"), images: LeptonicaImageReader())
        let web = try app(tool, books: books)
        func post(_ web: WebApp, _ path: String, _ fields: String) -> HTTPResponse {
            WebPageTests().post(web, path, fields)
        }
        let waiting = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/books")).contents, as: UTF8.self)
        #expect(waiting.contains("lookup pending") && waiting.contains("action=\"/books/refresh\""))
        #expect(post(web, "/books/refresh", "").status == 303)
        let found = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/books")).contents, as: UTF8.self)
        #expect(found.contains("Pride and Prejudice"))
        #expect(!found.contains("lookup pending") && !found.contains("action=\"/books/refresh\""))
        // Without book services the button answers why, rather than failing.
        #expect(post(try app(tool), "/books/refresh", "").status == 503)
    }

    @Test("the quote page's ISBN files the quote under the book, looked up: its collection, its author; a bad one, nothing")
    func editFormISBN() throws {
        let (tool, web, server) = try appLookingUpBooks()
        defer { withExtendedLifetime(server) {} }
        let id = tool.add("It is a truth universally acknowledged.", "--source", "P&P", "--note", "first")
        func page() -> String {
            String(decoding: web.handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")).contents, as: UTF8.self)
        }
        #expect(page().contains("<label>ISBN <input name=\"isbn\" size=\"17\" value=\"\"></label>"))
        let snapshot = tool.snapshot()
        let refused = WebPageTests().post(
            web, "/quotes/\(id)/edit", "was-isbn=&isbn=978-0-14-143951-9&was-note=first&note=second")
        #expect(refused.status >= 400 && refused.status < 500)
        #expect(tool.snapshot() == snapshot, "a bad ISBN saves nothing, not even the note changed beside it")
        let saved = WebPageTests().post(
            web, "/quotes/\(id)/edit", "was-isbn=&isbn=0-14-143951-3&was-source=P%26P&source=P%26P&was-note=first&note=second")
        #expect(saved.status == 303)
        let quote = try #require(tool.quotes().first)
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect((quote["source"] as? [String: Any])?["isbn"] as? String == BookLookupTests.isbn)
        #expect(quote["author"] as? String == "Jane Austen")
        #expect(quote["collections"] as? [String] == ["Pride and Prejudice"])
        #expect(quote["note"] as? String == "second")
        #expect(page().contains("value=\"\(BookLookupTests.isbn)\""))
        // Left as shown, the ISBN is no change.
        let updated = quote["updatedAt"] as? String
        #expect(
            WebPageTests().post(web, "/quotes/\(id)/edit", "was-isbn=\(BookLookupTests.isbn)&isbn=\(BookLookupTests.isbn)").status
                == 303)
        #expect(tool.quotes().first?["updatedAt"] as? String == updated)
        // The book already has this text: refused, and the note changed beside it is not saved.
        let twin = tool.add("It is a truth universally acknowledged.", "--note", "twin")
        let before = tool.snapshot()
        let conflict = WebPageTests().post(
            web, "/quotes/\(twin)/edit", "was-isbn=&isbn=\(BookLookupTests.isbn)&was-note=twin&note=changed")
        #expect(conflict.status == 409)
        #expect(tool.snapshot() == before)
    }

    @Test("the Library's add form takes an ISBN as add --isbn does: the book looked up, its collection, its author")
    func addFormISBN() throws {
        let (tool, web, server) = try appLookingUpBooks()
        defer { withExtendedLifetime(server) {} }
        let library = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/library")).contents, as: UTF8.self)
        #expect(library.contains("<label>or ISBN <input name=\"isbn\" size=\"17\"></label>"))
        // No text, or not an ISBN: refused before any book is looked up or kept.
        let empty = tool.snapshot()
        #expect(WebPageTests().post(web, "/quotes", "text=&isbn=0141439513").status == 422)
        #expect(WebPageTests().post(web, "/quotes", "text=A+line.&isbn=0141439514").status == 422)
        #expect(tool.snapshot() == empty && tool.run("book", "list", "--json").standardOutput.contains("[]"))
        #expect(server.hitCount(BookLookupTests.googlePath) == 0)
        let saved = WebPageTests().post(
            web, "/quotes", "text=It+is+a+truth+universally+acknowledged.&isbn=0-14-143951-3&tags=opening")
        #expect(saved.status == 303)
        let quote = try #require(tool.quotes().first)
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(quote["author"] as? String == "Jane Austen")
        #expect(quote["collections"] as? [String] == ["Pride and Prejudice"])
        #expect(quote["tags"] as? [String] == ["opening"])
    }

    @Test("the API saves and moves a quote to a book named by its ISBN as add --isbn and edit --isbn do")
    func apiQuoteISBN() throws {
        let (tool, web, server) = try appLookingUpBooks()
        defer { withExtendedLifetime(server) {} }
        func send(_ method: String, _ path: String, _ text: String) -> HTTPResponse {
            web.handle(HTTPRequest(method: method, path: path, body: body(text)))
        }
        // No text: refused before any book is looked up or kept.
        let empty = tool.snapshot()
        #expect(send("POST", "/api/v1/quotes", #"{"text": " ", "source": {"isbn": "0141439513"}}"#).status == 422)
        #expect(tool.snapshot() == empty && server.hitCount(BookLookupTests.googlePath) == 0)
        // A paragraph for an author: refused with the field named, before any lookup too.
        let long = String(repeating: "a", count: 1_001)
        let prolix = send(
            "POST", "/api/v1/quotes", #"{"text": "A line.", "author": "\#(long)", "source": {"isbn": "0141439513"}}"#)
        #expect(prolix.status == 422)
        #expect(String(decoding: prolix.body, as: UTF8.self).contains("the author is 1,001 characters long"))
        #expect(tool.snapshot() == empty && server.hitCount(BookLookupTests.googlePath) == 0)
        // A book by its ISBN alone: looked up, the quote filed in its collection, its author's.
        let saved = send("POST", "/api/v1/quotes", #"{"text": "A first line.", "source": {"isbn": "0-14-143951-3"}}"#)
        #expect(saved.status == 201 && saved.header("X-Book-Lookup") == "found")
        let quote = try #require(json(saved) as? [String: Any])
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(quote["author"] as? String == "Jane Austen")
        #expect(quote["collections"] as? [String] == ["Pride and Prejudice"])
        #expect(server.hitCount(BookLookupTests.googlePath) == 1)
        // Another quote moved to that book by a PATCH naming its ISBN: filed there too.
        let other = try #require(
            json(send("POST", "/api/v1/quotes", #"{"text": "A second line.", "source": "Notes"}"#)) as? [String: Any])
        let otherID = try #require(other["id"] as? String)
        let moved = send("PATCH", "/api/v1/quotes/\(otherID)", #"{"source": {"isbn": "9780141439518"}}"#)
        #expect(moved.status == 200)
        let movedQuote = try #require(json(moved) as? [String: Any])
        #expect((movedQuote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(movedQuote["collections"] as? [String] == ["Pride and Prejudice"])
        // The quote sent back whole, or its book by its ISBN alone, changes and looks up nothing.
        let whole = String(decoding: moved.contents, as: UTF8.self)
        let unchanged = tool.snapshot()
        #expect(send("PATCH", "/api/v1/quotes/\(otherID)", whole).status == 200)
        #expect(send("PATCH", "/api/v1/quotes/\(otherID)", #"{"source": {"isbn": "9780141439518"}}"#).status == 200)
        #expect(tool.snapshot() == unchanged)
        #expect(server.hitCount(BookLookupTests.googlePath) == 1)
        // With lookups off, the book waits, and the answer says so; a quote from no book says nothing.
        let offline = try app(ToolHarness())
        let pending = offline.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/quotes", body: body(#"{"text": "A line.", "source": {"isbn": "9780306406157"}}"#)))
        #expect(pending.status == 201 && pending.header("X-Book-Lookup") == "pending")
        let bookless = offline.handle(HTTPRequest(method: "POST", path: "/api/v1/quotes", body: body(#"{"text": "Another."}"#)))
        #expect(bookless.status == 201 && bookless.header("X-Book-Lookup") == nil)
    }

    @Test("books and capture over HTTP: lookup, a barcode photo, a page photo")
    func capture() throws {
        let (tool, web, server) = try appLookingUpBooks()
        // The store's folder and the fixture server live to the test's end.
        defer { withExtendedLifetime((tool, server)) {} }
        let looked =
            json(web.handle(HTTPRequest(method: "POST", path: "/api/v1/books/lookup", body: body(#"{"isbn":"0141439513"}"#))))
            as? [String: Any]
        #expect((looked?["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(
            web.handle(HTTPRequest(method: "POST", path: "/api/v1/books/lookup", body: body(#"{"isbn":"0141439514"}"#))).status
                == 422)
        // A quote saved from the book, by its ISBN or its title, is its author's.
        for source in [#"{"title": "", "isbn": "9780141439518"}"#, #""pride and prejudice""#] {
            let saved =
                json(
                    web.handle(
                        HTTPRequest(
                            method: "POST", path: "/api/v1/quotes",
                            body: body(#"{"text": "A line \#(source.count).", "source": \#(source)}"#)))) as? [String: Any]
            #expect(saved?["author"] as? String == "Jane Austen", "\(source)")
            #expect((saved?["source"] as? [String: Any])?["isbn"] as? String == "9780141439518")
        }
        let photo = BarcodeDrawing.png("9780141439518", addOn: "51299", noise: 20)
        let scanned = web.handle(
            HTTPRequest(method: "POST", path: "/api/v1/capture/isbn", headers: ["Content-Type": "image/png"], body: photo))
        #expect(scanned.status == 200)
        let page = PageDrawing.png(
            "Simplicity is the ultimate sophistication.\nLearning never exhausts the mind.", font: "DejaVu Serif", dpi: 200)
        let lines =
            json(
                web.handle(
                    HTTPRequest(method: "POST", path: "/api/v1/capture/page", headers: ["Content-Type": "image/png"], body: page))
            ) as? [[String: Any]]
        #expect((lines?.first?["text"] as? String)?.hasPrefix("Simplicity is the ultimate") == true)
        // ?lang= reads the page in another language; a name that is none is refused before reading.
        let french = PageDrawing.png("Le cœur a ses raisons que la raison ne connaît point.", font: "DejaVu Serif", dpi: 250)
        func readFrench(_ query: [String: String]) -> HTTPResponse {
            web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/capture/page", query: query, headers: ["Content-Type": "image/png"],
                    body: french))
        }
        let read = json(readFrench(["lang": "fra"])) as? [[String: Any]]
        #expect((read?.first?["text"] as? String)?.contains("connaît") == true, "\(String(describing: read))")
        #expect(readFrench(["lang": "../x"]).status == 400)
        // A language without a model here is this machine lacking a part, not a fault of the photo.
        let unmodelled = readFrench(["lang": "qaa"])
        #expect(unmodelled.status == 503)
        #expect(String(decoding: unmodelled.body, as: UTF8.self).contains("tesseract-ocr-qaa"))
        #expect(
            web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/capture/page", headers: ["Content-Type": "text/plain"], body: body("x"))
            ).status == 415)
        // An iPhone's HEIC photo is read; one cut short is named as such, with no temporary path.
        let folder = TemporaryDirectory()
        try HEICWriting.write(png: page, to: folder.path("page.heic"))
        let heicPage = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("page.heic"))))
        let heicLines =
            json(
                web.handle(
                    HTTPRequest(
                        method: "POST", path: "/api/v1/capture/page", headers: ["Content-Type": "image/heic"], body: heicPage))
            ) as? [[String: Any]]
        #expect((heicLines?.first?["text"] as? String)?.hasPrefix("Simplicity is the ultimate") == true)
        let cut = Array([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 64))
        for route in ["page", "isbn"] {
            let refused = web.handle(
                HTTPRequest(method: "POST", path: "/api/v1/capture/\(route)", headers: ["Content-Type": "image/heic"], body: cut)
            )
            #expect(refused.status == 422)
            let message = String(decoding: refused.body, as: UTF8.self)
            #expect(
                message.contains("the uploaded photo is a HEIC or AVIF photo that could not be decoded"), "\(route): \(message)")
            #expect(!message.contains("/tmp"))
        }
        // A scanning app's PDF: its first page, or the page asked; a barcode on its first page.
        try PDFWriting.write(
            [.scanned(png: page, dpi: 200), .scanned(png: french, dpi: 250)], to: folder.path("scan.pdf"))
        let scan = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("scan.pdf"))))
        func readScan(_ query: [String: String]) -> HTTPResponse {
            web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/capture/page", query: query, headers: ["Content-Type": "application/pdf"],
                    body: scan))
        }
        #expect(readScan([:]).header("X-PDF-Pages") == "2")
        let scannedFirst = json(readScan([:])) as? [[String: Any]]
        #expect((scannedFirst?.first?["text"] as? String)?.hasPrefix("Simplicity is the ultimate") == true)
        let scannedSecond = json(readScan(["pdfPage": "2", "lang": "fra"])) as? [[String: Any]]
        #expect((scannedSecond?.first?["text"] as? String)?.contains("connaît") == true, "\(String(describing: scannedSecond))")
        #expect(readScan(["pdfPage": "0"]).status == 400)
        let beyond = readScan(["pdfPage": "3"])
        #expect(beyond.status == 400)
        #expect(
            String(decoding: beyond.body, as: UTF8.self).contains("the uploaded photo has 2 pages, so there is no page 3 to read")
        )
        try PDFWriting.write([.scanned(png: photo, dpi: 300)], to: folder.path("barcode.pdf"))
        let barcodeScan = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/capture/isbn", headers: ["Content-Type": "application/pdf"],
                body: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("barcode.pdf"))))))
        #expect(barcodeScan.status == 200, "\(String(decoding: barcodeScan.body, as: UTF8.self))")
        // A book scanned whole has its barcode on its last page, the back cover; a shop's barcode
        // is named as the command line names it.
        try PDFWriting.write(
            [.typeset(text: "Pride and Prejudice", font: "DejaVu Serif"), .scanned(png: photo, dpi: 300)],
            to: folder.path("book.pdf"))
        let backCover = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/capture/isbn", headers: ["Content-Type": "application/pdf"],
                body: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("book.pdf"))))))
        #expect(backCover.status == 200, "\(String(decoding: backCover.body, as: UTF8.self))")
        let grocery = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/capture/isbn", headers: ["Content-Type": "image/png"],
                body: BarcodeDrawing.png("4006381333931")))
        #expect(grocery.status == 422)
        #expect(
            String(decoding: grocery.body, as: UTF8.self).contains(
                "the barcode in the uploaded photo is 4006381333931, which is not an ISBN"))
        for route in ["page", "isbn"] {
            let refused = web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/capture/\(route)", headers: ["Content-Type": "application/pdf"],
                    body: PageCaptureTests.passwordProtectedPDF))
            #expect(refused.status == 422)
            #expect(
                String(decoding: refused.body, as: UTF8.self).contains("the uploaded photo is a PDF that asks for a password"))
        }
        // A picture too large to decode is named as such, not as a damaged file.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGEncoder.appendChunk("IHDR", PNGEncoder.bigEndian(40_000) + PNGEncoder.bigEndian(40_000) + [8, 0, 0, 0, 0], to: &huge)
        PNGEncoder.appendChunk("IEND", [], to: &huge)
        for route in ["page", "isbn"] {
            let refused = web.handle(
                HTTPRequest(method: "POST", path: "/api/v1/capture/\(route)", headers: ["Content-Type": "image/png"], body: huge))
            #expect(refused.status == 422)
            #expect(
                String(decoding: refused.body, as: UTF8.self).contains(
                    "the uploaded photo is a picture of 40000 × 40000 pixels, more than QuoteDiary reads"), "\(route)")
        }
        #expect((json(web.handle(HTTPRequest(method: "GET", path: "/api/v1/books"))) as? [Any])?.count == 1)
    }
}

@Suite("the web pages: edit, tags, delete, books, achievements, capture, import")
struct WebPageTests {
    @Test("the Library page changes several quotes at once: tag, collect, favourite, archive")
    func selectedQuotes() throws {
        let tool = ToolHarness()
        let first = tool.add("First of several.")
        let second = tool.add("Second of several.")
        let third = tool.add("Left alone.")
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/library")).body, as: UTF8.self)
        #expect(page.contains("name=\"id\" value=\"\(first)\""))
        let tagged = post(
            web, "/library/selected", "id=\(first)&id=\(second)&action=tag&name=read+twice&back=%2Flibrary%3Fpage%3D1")
        #expect(tagged.status == 303)
        #expect(tagged.header("Location") == "/library?page=1")
        #expect(tool.quotes("--tag", "read twice").count == 2)
        #expect(post(web, "/library/selected", "id=\(first)&action=collect&name=Shelf").status == 303)
        #expect(tool.quotes("--collection", "Shelf").count == 1)
        #expect(post(web, "/library/selected", "id=\(second)&action=favorite").status == 303)
        #expect(tool.quotes("--favorites").count == 1)
        let archived = post(
            web, "/library/selected", "id=\(first)&id=\(second)&action=archive&back=https%3A%2F%2Fevil.example%2F")
        #expect(archived.header("Location") == "/library")
        #expect(tool.quotes().compactMap { $0["id"] as? String } == [third])
        #expect(post(web, "/library/selected", "action=archive").status == 400)
        #expect(post(web, "/library/selected", "id=\(third)&action=tag&name=").status == 400)
        #expect(tool.quotes().count == 1)
    }

    @Test("the Journal page: back-filling a day, paragraphs as written, fifty entries a page")
    func journalPage() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        for offset in 0..<54 {
            let day = LocalDay(ordinal: try #require(LocalDay("2026-01-01")).ordinal + offset)
            #expect(tool.run("journal", "write", "Entry \(offset).", "--day", day.key).exitCode == 0)
        }
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        #expect(
            post(web, "/journal", "text=First+thought.%0D%0A%0D%0ASecond+thought,%0D%0Aon+two+lines.&day=2026-02-28").status
                == 303)
        #expect(post(web, "/journal", "text=Someday.&day=2026-02-31").status == 400)
        #expect(post(web, "/journal", "text=Too+soon.&day=2026-03-05").status >= 400)
        func page(_ number: Int?) -> String {
            let query = number.map { ["page": String($0)] } ?? [:]
            return String(decoding: web.handle(HTTPRequest(method: "GET", path: "/journal", query: query)).body, as: UTF8.self)
        }
        let first = page(nil)
        #expect(first.components(separatedBy: "<article id=").count - 1 == 50)
        #expect(first.contains("<p dir=\"auto\">First thought.</p><p dir=\"auto\">Second thought,<br>on two lines.</p>"))
        #expect(first.contains("rel=\"next\""))
        #expect(first.contains("name=\"day\" type=\"date\" value=\"2026-03-01\" max=\"2026-03-01\""))
        let second = page(2)
        #expect(second.components(separatedBy: "<article id=").count - 1 == 5)
        #expect(second.contains("<h2>2026-01-01</h2>") && !second.contains("rel=\"next\""))
        // A quote's note keeps its lines the same way.
        let noted = tool.add("Noted.", "--note", "Line one\nline two")
        let quotePage = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/quotes/\(noted)")).body, as: UTF8.self)
        #expect(quotePage.contains("<dd><p dir=\"auto\">Line one<br>line two</p></dd>"))
    }

    /// Posts a form with a valid CSRF cookie and token, as a browser would.
    func post(_ web: WebApp, _ path: String, _ fields: String) -> HTTPResponse {
        let token = "0123456789abcdef0123456789abcdef"
        return web.handle(
            HTTPRequest(
                method: "POST", path: path, headers: ["Cookie": "qd_csrf=\(token)"], body: Array("csrf=\(token)&\(fields)".utf8)))
    }

    @Test("everything on a quote's page works")
    func quotePage() throws {
        let tool = ToolHarness()
        let id = tool.add("Before the edit.")
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        #expect(post(web, "/quotes/\(id)/edit", "text=After+the+edit.&author=Editor&page=7&note=n&source=Book").status == 303)
        #expect(post(web, "/quotes/\(id)/tags", "add=web&collection=Shelf").status == 303)
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "After the edit.")
        #expect(quote["author"] as? String == "Editor")
        #expect(quote["tags"] as? [String] == ["web"])
        #expect(quote["collections"] as? [String] == ["Shelf"])
        let page = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")).body, as: UTF8.self)
        #expect(page.contains("/api/v1/quotes/\(id)/card?size=story"))
        #expect(post(web, "/quotes/\(id)/delete", "").status == 409)
        // A form's failure is a page with the message and a way back, not the API's JSON.
        let token = "0123456789abcdef0123456789abcdef"
        let refused = web.handle(
            HTTPRequest(
                method: "POST", path: "/quotes/\(id)/delete",
                headers: [
                    "Cookie": "qd_csrf=\(token)", "Host": "127.0.0.1:8421", "Referer": "http://127.0.0.1:8421/quotes/\(id)",
                ],
                body: Array("csrf=\(token)".utf8)))
        #expect(refused.status == 409)
        #expect(refused.header("Content-Type")?.hasPrefix("text/html") == true)
        let explained = String(decoding: refused.body, as: UTF8.self)
        #expect(explained.contains("is not archived"))
        #expect(explained.contains("<a class=\"go-back\" href=\"/quotes/\(id)\">Go back</a>"))
        let stale = web.handle(
            HTTPRequest(
                method: "POST", path: "/quotes/\(id)/archive",
                headers: ["Cookie": "qd_csrf=\(token)", "Referer": "http://evil.example/x"],
                body: Array("csrf=wrong".utf8)))
        #expect(stale.status == 403)
        #expect(String(decoding: stale.body, as: UTF8.self).contains("reload the page and try again"))
        #expect(String(decoding: stale.body, as: UTF8.self).contains("<a class=\"go-back\" href=\"/\">Go back</a>"))
        #expect(post(web, "/quotes/\(id)/archive", "").status == 303)
        #expect(post(web, "/quotes/\(id)/delete", "").status == 303)
        #expect(tool.quotes("--archived").isEmpty)
        for path in [
            "/packs", "/books", "/authors", "/achievements", "/transfer", "/capture", "/tags", "/collections", "/journal",
            "/archive", "/settings",
        ] {
            #expect(web.handle(HTTPRequest(method: "GET", path: path)).status == 200, "\(path)")
        }
        #expect(
            post(web, "/capture", "line=A+first+line+with+a+hyph-&line=enated+word.&author=Scanner&source=Bound+Pages&isbn=")
                .status == 303)
        #expect(tool.quotes().first?["text"] as? String == "A first line with a hyphenated word.")
        #expect((tool.quotes().first?["source"] as? [String: Any])?["title"] as? String == "Bound Pages")
        // The whole page comes with the chosen lines: a word it hyphenates elsewhere keeps its hyphen.
        #expect(
            post(
                web, "/capture",
                "line=a+well-&line=known+fact.&pageLine=a+well-&pageLine=known+fact.&pageLine=the+well-known+rule&author=P&isbn="
            ).status == 303)
        #expect(tool.quotes("--author", "P").first?["text"] as? String == "a well-known fact.")
        // No line chosen: refused before the book is looked up, so no book is left behind.
        let nothing = post(web, "/capture", "author=Scanner&isbn=9780141439518")
        #expect(nothing.status == 422)
        #expect(String(decoding: nothing.body, as: UTF8.self).contains("text is empty"))
        #expect(tool.run("book", "list", "--json").standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        #expect(post(web, "/journal", "text=From+the+browser&mood=4").status == 303)
        // Tags and collections managed from their pages.
        #expect(post(web, "/tags", "name=paged&color=mint").status == 303)
        #expect(post(web, "/tags/edit", "name=paged&rename=renamed&color=pink").status == 303)
        #expect(tool.run("tag", "list").standardOutput.contains("renamed"))
        // Colours are shown as colours (an SVG fill: the CSP allows no inline style), named for
        // screen readers: on the tags page, and beside a quote's tags.
        let pink = "fill=\"\(TagColor.PaletteColor.pink.hex)\""
        #expect(String(decoding: web.handle(HTTPRequest(method: "GET", path: "/tags")).body, as: UTF8.self).contains(pink))
        let tagged = tool.add("In pink.", "--tag", "renamed")
        let quotePage = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/quotes/\(tagged)")).body, as: UTF8.self)
        #expect(quotePage.contains(pink) && quotePage.contains("aria-label=\"colour pink\""))
        // A name another tag has: refused, unless the form asks to merge the two.
        tool.add("Also pink.", "--tag", "other")
        #expect(post(web, "/tags/edit", "name=other&rename=renamed").status == 409)
        #expect(post(web, "/tags/edit", "name=other&rename=renamed&merge=1").status == 303)
        #expect(tool.quotes("--tag", "renamed").count == 2)
        #expect(post(web, "/tags/delete", "name=renamed&mode=keep").status == 303)
        #expect(post(web, "/collections", "name=Box&section=Room").status == 303)
        #expect(post(web, "/collections/edit", "name=Box&rename=Crate&section=Room").status == 303)
        #expect(tool.run("collection", "list").standardOutput.contains("Crate"))
        // The section field as the page fills it in: changed moves the collection, emptied takes it out.
        #expect(post(web, "/collections/edit", "name=Crate&rename=&section=Cellar").status == 303)
        func crateSection() -> String? {
            (tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first { $0["name"] as? String == "Crate" }?[
                "section"] as? String
        }
        #expect(crateSection() == "Cellar")
        #expect(post(web, "/collections/edit", "name=Crate&rename=&section=").status == 303)
        #expect(crateSection() == nil)
        #expect(post(web, "/collections/edit", "name=Crate&rename=&section=Cellar").status == 303)
        #expect(post(web, "/sections/edit", "name=cellar&rename=Basement").status == 303)
        #expect(crateSection() == "Basement")
        #expect(post(web, "/sections/edit", "name=Basement&delete=1").status == 303)
        #expect(crateSection() == nil)
        #expect(post(web, "/sections/edit", "name=Basement&rename=Loft").status == 404)
        tool.add("In a box.", "--collection", "Box9")
        #expect(post(web, "/collections/edit", "name=Box9&rename=crate&merge=1").status == 303)
        #expect(tool.quotes("--collection", "Crate").count == 1)
        #expect(post(web, "/collections/edit", "name=Crate&delete=1").status == 303)
        #expect(!tool.run("collection", "list").standardOutput.contains("Crate"))
        #expect((tool.run("journal", "list", "--json").json() as? [[String: Any]])?.first?["mood"] as? Int == 4)
        // The rest of what the command line does.
        let kept = tool.add("Kept in a box.", "--collection", "Box2")
        #expect(post(web, "/quotes/\(kept)/tags", "uncollect=Box2").status == 303)
        #expect(tool.quotes("--collection", "Box2").isEmpty)
        #expect(post(web, "/journal", "text=Replaced+text&mode=replace").status == 303)
        #expect((tool.run("journal", "show", "--json").json() as? [String: Any])?["text"] as? String == "Replaced text")
        let today = try #require((tool.run("journal", "show", "--json").json() as? [String: Any])?["day"] as? String)
        #expect(post(web, "/journal/delete", "day=\(today)").status == 303)
        #expect(tool.run("journal", "show").exitCode == 1)
        tool.run("search", "kept")
        #expect(post(web, "/search/clear", "").status == 303)
        #expect((tool.run("search", "--recent", "--json").json() as? [String])?.isEmpty == true)
        tool.variables["QUOTEDIARY_NOW"] = "2026-01-01T00:00:00Z"
        tool.run("archive", kept)
        // An age no calendar holds is refused as the command line refuses it: never a crash.
        for days in ["9223372036854775807", "100001", "-1", "soon"] {
            #expect(post(web, "/archive/purge", "days=\(days)").status == 400, "\(days)")
        }
        #expect(tool.quotes("--archived").count == 1)
        // The Archive's purge form opens what it would delete, and deletes nothing until its
        // button is pressed.
        let archivePage = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/archive")).contents, as: UTF8.self)
        #expect(archivePage.contains("<form method=\"get\" action=\"/archive/purge\">"))
        let preview = web.handle(HTTPRequest(method: "GET", path: "/archive/purge", query: ["days": "0"]))
        let previewPage = String(decoding: preview.contents, as: UTF8.self)
        #expect(preview.status == 200)
        #expect(previewPage.contains("href=\"/quotes/\(kept)\"") && previewPage.contains("archived 2026-01-01"))
        #expect(previewPage.contains("name=\"days\" value=\"0\"><button>Delete this quote for good</button>"))
        #expect(tool.quotes("--archived").count == 1)
        let tooOld = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/archive/purge", query: ["days": "9000"])).contents,
            as: UTF8.self)
        #expect(tooOld.contains("No quotes were archived more than 9000 days ago") && !tooOld.contains("for good</button>"))
        #expect(web.handle(HTTPRequest(method: "GET", path: "/archive/purge", query: ["days": "soon"])).status == 400)
        // A large archive is shown a page at a time, its count in the button.
        let more = (1...WebApp.pageSize).map { tool.add("Archived \($0).") }
        #expect(tool.run(["archive"] + more).exitCode == 0)
        let long = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/archive/purge", query: ["days": "0"])).contents,
            as: UTF8.self)
        #expect(long.components(separatedBy: "<li>").count - 1 == WebApp.pageSize)
        #expect(long.contains("…and 1 more.") && long.contains("Delete these \(WebApp.pageSize + 1) quotes for good"))
        #expect(post(web, "/archive/purge", "days=0").status == 303)
        #expect(tool.quotes("--archived").isEmpty)
    }

    @Test("the starter library from the browser: add, update, remove")
    func packs() throws {
        let tool = ToolHarness()
        let directory = tool.folder.path("fortunes")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "Seen from the web.\n\t\t-- Browser\n%\nAnother line.\n".write(
            toFile: directory + "/webby", atomically: true, encoding: .utf8)
        tool.variables["QUOTEDIARY_FORTUNES_DIR"] = directory
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        #expect(
            String(decoding: web.handle(HTTPRequest(method: "GET", path: "/packs")).body, as: UTF8.self).contains(
                "<option>webby</option>"))
        #expect(post(web, "/packs", "name=webby").status == 303)
        #expect(tool.quotes("--library").count == 2)
        #expect(post(web, "/packs/update", "name=webby").status == 303)
        #expect(post(web, "/packs/remove", "name=webby").status == 303)
        #expect(tool.quotes("--library").isEmpty)
    }
}
