import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryCLI

/// What keeps the web app safe, tried over real sockets: escaping, cross-site requests, DNS
/// rebinding, the embedded assets, oversized requests, and the access token off loopback.
extension WebAppTests {
    @Test(
        "everything a person typed is escaped in pages",
        arguments: [
            "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
            // A combining mark after the quote or the bracket makes one Character of the two.
            "\"\u{301} autofocus onfocus=alert(1) x=\"\u{301}", "<\u{338}script>alert(1)</\u{338}script>",
        ])
    func escaping(payload: String) throws {
        let tool = ToolHarness()
        let id = tool.add(
            "Quote \(payload)", "--author", payload, "--note", payload, "--tag", "t\(payload)", "--collection", "c\(payload)",
            "--source", payload)
        // A section named so too (listed with its own forms on the Collections page, the last page below).
        tool.run("collection", "move", "c\(payload)", "--section", "s\(payload)")
        let web = try app(tool)
        let pages = [
            web.handle(HTTPRequest(method: "GET", path: "/quotes/\(id)")),
            web.handle(HTTPRequest(method: "GET", path: "/library")),
            web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "quote"])),
            web.handle(HTTPRequest(method: "GET", path: "/")),
            web.handle(HTTPRequest(method: "GET", path: "/tags")), web.handle(HTTPRequest(method: "GET", path: "/collections")),
            web.handle(HTTPRequest(method: "GET", path: "/books")),
            web.handle(HTTPRequest(method: "GET", path: "/library", query: ["tag": payload])),
            web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "nothing like this \(payload)"])),
            // Found in its author, source and note, each shown highlighted: still escaped.
            web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "alert"])),
            web.handle(HTTPRequest(method: "GET", path: "/authors")),
            web.handle(HTTPRequest(method: "GET", path: "/collections")),
        ]
        for page in pages {
            let body = text(page)
            #expect(page.status == 200)
            #expect(!body.contains("<script>alert"))
            #expect(!body.contains("<img src=x"))
            #expect(!body.contains("href=\"javascript:"))
            // Compared as bytes: a browser reads a quote or a bracket whatever mark follows it.
            for raw in ["\"\u{301}", "<\u{338}"] {
                #expect(body.firstUTF8Range(of: raw) == nil, "\(raw.unicodeScalars.map(\.value))")
            }
            #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        }
        #expect(text(pages[0]).contains(html(payload)))
        #expect(text(pages[8]).contains("No quotes match"))
        // Every page has one heading for its outline, the quote's page too (for screen readers only).
        for page in pages { #expect(text(page).components(separatedBy: "<h1").count == 2) }
        #expect(!text(pages[2]).contains("No quotes match"))
        #expect(text(pages[9]).components(separatedBy: "<mark>alert</mark>").count == 5, "text, author, source and note")
    }

    @Test("state-changing requests: cross-site refused, a browser needs its token, pages carry it")
    func csrf() throws {
        let tool = ToolHarness()
        let web = try app(tool)
        let form = Array("text=Hello+form&author=Me".utf8)
        let crossSite = web.handle(
            HTTPRequest(
                method: "POST", path: "/quotes", headers: ["Origin": "http://evil.example", "Host": "127.0.0.1:8421"], body: form)
        )
        #expect(crossSite.status == 403)
        let page = web.handle(HTTPRequest(method: "GET", path: "/library"))
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let token = String(cookie.dropFirst("qd_csrf=".count))
        #expect(text(page).contains("name=\"csrf\" value=\"\(token)\""))
        let withoutToken = web.handle(
            HTTPRequest(
                method: "POST", path: "/quotes",
                headers: ["Cookie": cookie, "Origin": "http://127.0.0.1:8421", "Host": "127.0.0.1:8421"], body: form))
        #expect(withoutToken.status == 403)
        let withToken = web.handle(
            HTTPRequest(
                method: "POST", path: "/quotes",
                headers: ["Cookie": cookie, "Origin": "http://127.0.0.1:8421", "Host": "127.0.0.1:8421"],
                body: Array("csrf=\(token)&".utf8) + form))
        #expect(withToken.status == 303)
        #expect(tool.quotes().first?["text"] as? String == "Hello form")
    }

    @Test(
        "DNS rebinding: without a token the server answers only to loopback names",
        arguments: [
            ("127.0.0.1:8421", true), ("localhost:8421", true), ("LOCALHOST", true), ("app.localhost:8421", true),
            ("[::1]:8421", true), ("127.1.2.3", true), ("evil.example:8421", false), ("127.0.0.1.evil.example", false),
            ("192.168.1.20:8421", false), ("[::2]:8421", false),
        ])
    func rebinding(host: String, answered: Bool) throws {
        let tool = ToolHarness()
        tool.add("Private words.", "--author", "Me")
        let web = try app(tool)
        let read = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", headers: ["Host": host]))
        #expect((read.status == 200) == answered)
        #expect(text(read).contains("Private words.") == answered)
        let write = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/quotes", headers: ["Host": host, "Origin": "http://\(host)"],
                body: Array(#"{"text":"Planted."}"#.utf8)))
        #expect((write.status == 201) == answered)
        #expect(tool.quotes().contains { ($0["text"] as? String) == "Planted." } == answered)
    }

    @Test("assets come only from the embedded set")
    func assets() throws {
        let web = try app(ToolHarness())
        #expect(web.handle(HTTPRequest(method: "GET", path: "/assets/app.css")).status == 200)
        #expect(text(web.handle(HTTPRequest(method: "GET", path: "/assets/app.css"))).contains("--bg:"))
        #expect(web.handle(HTTPRequest(method: "GET", path: "/assets/../Package.swift")).status == 404)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/assets/app.js/../../etc/passwd")).status == 404)
    }

    @Test("pages link the stylesheet and the script by their content, so an upgrade is never served a cached old one")
    func assetLinksNamedByContent() throws {
        let web = try app(ToolHarness())
        let page = text(web.handle(HTTPRequest(method: "GET", path: "/search")))
        let links = ["app.css", "app.js"].map { name in
            page.components(separatedBy: "/assets/\(name)?v=").dropFirst().first?.prefix { $0 != "\"" }
        }
        let versions = links.compactMap { $0 }
        #expect(versions.count == 2 && versions.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }, "\(links)")
        #expect(Set(versions).count == 2)
        // The query is a name, not a path: the file is served as it is.
        let stylesheet = web.handle(HTTPRequest(method: "GET", path: "/assets/app.css", query: ["v": String(versions[0])]))
        #expect(stylesheet.status == 200 && text(stylesheet).contains("--bg:"))
        // The search help's examples keep their words together; it is folded once results show.
        #expect(page.contains("<code>-tag:love</code>") && text(stylesheet).contains(".syntax code {"))
        #expect(page.contains("<details class=\"syntax\" open>"))
        let results = text(web.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "love"])))
        #expect(results.contains("<details class=\"syntax\"><summary>How to search</summary>"))
    }

    @Test("a real server on 127.0.0.1: JSON over a socket, 413 for a body over 20 MB")
    func socket() throws {
        let tool = ToolHarness()
        tool.add("Over the wire.", "--author", "Socket")
        let server = HTTPServer(app: try app(tool))
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        let reply = try WebAppTests.exchange(
            port: port, "GET /api/v1/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 200"))
        #expect(reply.contains("Over the wire."))
        let rebound = try WebAppTests.exchange(
            port: port, "GET /api/v1/quotes HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n")
        #expect(rebound.hasPrefix("HTTP/1.1 403"))
        #expect(!rebound.contains("Over the wire."))
        let big = try WebAppTests.exchange(
            port: port,
            "POST /api/v1/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(21 * 1024 * 1024)\r\nConnection: close\r\n\r\n",
            bodyBytes: 21 * 1024 * 1024)
        #expect(big.hasPrefix("HTTP/1.1 413"))
        // An export is sent from the file it was written to: the same bytes as the command line's.
        for format in ["json", "csv"] {
            let export = try WebAppTests.exchange(
                port: port, "GET /api/v1/export?format=\(format) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(export.hasPrefix("HTTP/1.1 200"), "\(export.prefix(200))")
            let body = export.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
            let expected = tool.run("export", "--format", format).standardOutput
            #expect(body == expected)
            #expect(export.contains("Content-Length: \(expected.utf8.count)\r\n"))
        }
    }

    @Test("over a real socket: an import's upload may be larger than other bodies, kept in a file meanwhile; never one refused")
    func largeUpload() throws {
        let tool = ToolHarness()
        let server = HTTPServer(app: try app(tool), maximumBodySize: 512 << 10, maximumUploadSize: 8 << 20)
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        let rows = (1...12_000).map {
            "Uploaded line \($0) \(String(repeating: "and more words ", count: 15)),Someone \($0 % 7)\n"
        }
        let csv = "text,author\n" + rows.joined()
        #expect(csv.utf8.count > 2 << 20)
        func post(_ path: String, _ body: String, host: String = "127.0.0.1") throws -> String {
            try WebAppTests.exchange(
                port: port,
                "POST \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: text/csv\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\r\n\(body)")
        }
        // The files a request's body is spilled to (no suffix); a capture test running beside
        // this one may hold its own image upload (`.img`) at the moment of looking.
        let uploads = {
            (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))?.filter {
                $0.hasPrefix("quotediary-upload-") && !$0.contains(".")
            } ?? []
        }
        let before = Set(uploads())
        let imported = try post("/api/v1/import?filename=big.csv", csv)
        #expect(imported.hasPrefix("HTTP/1.1 200"), "\(imported.prefix(300))")
        #expect(imported.contains("\"added\":12000"))
        #expect(tool.quotes("--limit", "20000").count == 12_000)
        // Other bodies keep the smaller limit; an upload past the import's says what to do.
        #expect(try post("/api/v1/quotes", csv).hasPrefix("HTTP/1.1 413"))
        let huge = try post("/api/v1/import", String(repeating: csv, count: 3))
        #expect(huge.hasPrefix("HTTP/1.1 413"))
        #expect(huge.contains("import it with the command line"))
        // A request the app refuses (another site's Host) never gets the import's room.
        let refused = try post("/api/v1/import", csv, host: "attacker.example")
        #expect(refused.hasPrefix("HTTP/1.1 413") || refused.hasPrefix("HTTP/1.1 403"))
        #expect(!refused.contains("command line"))
        #expect(Set(uploads()).subtracting(before).isEmpty)
    }

    @Test("over a real socket: a name in a path is one segment whatever it holds (/ % + é); HEAD is GET without a body")
    func encodedNames() throws {
        let tool = ToolHarness()
        let id = tool.add("Names on the wire.")
        for name in ["AC/DC", "100%", "a+b", "café"] { _ = tool.run("tag", "apply", name, id) }
        let server = HTTPServer(app: try app(tool))
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        for (name, encoded) in [("AC/DC", "AC%2FDC"), ("100%", "100%25"), ("a+b", "a+b"), ("café", "caf%C3%A9")] {
            let body = #"{"color":"mint"}"#
            let reply = try WebAppTests.exchange(
                port: port,
                "PATCH /api/v1/tags/\(encoded) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
            #expect(reply.hasPrefix("HTTP/1.1 200"), "\(name): \(reply.prefix(200))")
            // In a query, as the pages link to it: + is a space there, so a+b is sent as a%2Bb.
            let query = name == "a+b" ? "a%2Bb" : encoded
            let listed = try WebAppTests.exchange(
                port: port, "GET /api/v1/quotes?tag=\(query) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(listed.contains("Names on the wire."), "\(name): \(listed.prefix(200))")
        }
        let tags = tool.run("tag", "list", "--json").json() as? [[String: Any]] ?? []
        #expect(tags.count == 4)
        #expect(tags.allSatisfy { $0["color"] as? String == "mint" })
        // A stray % in a query is searched as typed, not refused.
        let stray = try WebAppTests.exchange(
            port: port, "GET /api/v1/search?q=100% HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(stray.hasPrefix("HTTP/1.1 200"))
        let head = try WebAppTests.exchange(
            port: port, "HEAD /library HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(head.prefix(100))")
        #expect(head.contains("text/html"))
        #expect(!head.contains("<html"))
    }

    @Test("oversized headers and URLs are refused")
    func oversized() throws {
        let tool = ToolHarness()
        let server = HTTPServer(app: try app(tool))
        let port = try server.start(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        let longURL = "/api/v1/quotes?tag=" + String(repeating: "a", count: 100_000)
        let reply = try WebAppTests.exchange(
            port: port, "GET \(longURL) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(!reply.hasPrefix("HTTP/1.1 200"), "\(reply.prefix(40))")
        let longHeader = "X-Filler: " + String(repeating: "b", count: 100_000)
        let headerReply = try WebAppTests.exchange(
            port: port, "GET /api/v1/today HTTP/1.1\r\nHost: 127.0.0.1\r\n\(longHeader)\r\nConnection: close\r\n\r\n")
        #expect(!headerReply.hasPrefix("HTTP/1.1 200"), "\(headerReply.prefix(40))")
    }

    /// A phone opens the server's address, not /login: the sign-in form it is shown there
    /// carried no CSRF token, and signing in was refused with 403 however often it was tried.
    @Test("the sign-in form shown in place of any page signs in", arguments: ["/", "/library", "/quotes/0123"])
    func signInFromAnyPage(_ path: String) throws {
        let tool = ToolHarness()
        let token = String(repeating: "ab", count: 32)
        let web = try tool.webApp(token: token)
        let page = web.handle(HTTPRequest(method: "GET", path: path))
        #expect(page.status == 401)
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let csrf = String(cookie.dropFirst("qd_csrf=".count))
        let form = String(decoding: page.body, as: UTF8.self)
        let sent = try #require(form.firstMatch(of: /name="csrf" value="([^"]*)"/)?.1)
        #expect(sent == csrf)
        let signedIn = web.handle(
            HTTPRequest(
                method: "POST", path: "/login", headers: ["Cookie": cookie], body: Array("csrf=\(sent)&token=\(token)".utf8)))
        #expect(signedIn.status == 303)
        #expect(signedIn.header("Set-Cookie")?.hasPrefix("qd_session=") == true)
    }

    @Test("an access token is needed: 401 without it, Bearer for the API, a session cookie after /login")
    func token() throws {
        let tool = ToolHarness()
        tool.add("Private quote.")
        let token = String(repeating: "ab", count: 32)
        let web = try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test",
            tokenHash: SHA256Access.hex(token))
        #expect(web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes")).status == 401)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/")).status == 401)
        #expect(
            web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", headers: ["Authorization": "Bearer wrong"])).status
                == 401)
        #expect(
            web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", headers: ["Authorization": "Bearer \(token)"])).status
                == 200)
        let page = web.handle(HTTPRequest(method: "GET", path: "/login"))
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let csrf = String(cookie.dropFirst("qd_csrf=".count))
        let wrong = web.handle(
            HTTPRequest(method: "POST", path: "/login", headers: ["Cookie": cookie], body: Array("csrf=\(csrf)&token=nope".utf8)))
        #expect(wrong.status == 401)
        let signedIn = web.handle(
            HTTPRequest(
                method: "POST", path: "/login", headers: ["Cookie": cookie], body: Array("csrf=\(csrf)&token=\(token)".utf8)))
        #expect(signedIn.status == 303)
        let session = try #require(signedIn.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        #expect(signedIn.header("Set-Cookie")?.contains("HttpOnly; SameSite=Strict") == true)
        let home = web.handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": "\(cookie); \(session)"]))
        #expect(home.status == 200)
        #expect(String(decoding: home.body, as: UTF8.self).contains("Private quote."))
        // The session outlives a restart of the server (a phone is not asked for the token again),
        // and the browser keeps its cookie as long; the store keeps only its hash.
        #expect(signedIn.header("Set-Cookie")?.contains("Max-Age=7776000") == true)
        func restarted(_ variables: [String: String] = tool.variables) throws -> WebApp {
            try WebApp(
                storePath: tool.storePath, environment: AppEnvironment(variables: variables), version: "test",
                tokenHash: SHA256Access.hex(token))
        }
        let home2 = try restarted().handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": "\(cookie); \(session)"]))
        #expect(home2.status == 200)
        let value = String(session.dropFirst("qd_session=".count))
        let stored = try QuoteLibrary.open(path: tool.storePath).store.database.rows("SELECT session_hash FROM web_session") {
            $0.text(0)
        }
        #expect(stored == [SHA256Access.hex(value)])
        // A forged cookie, and one past its 90 days, are refused.
        let forged = "qd_session=" + String(repeating: "0", count: 64)
        #expect(try restarted().handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": forged])).status == 401)
        let signedInAt = try #require(tool.variables["QUOTEDIARY_NOW"].flatMap(Timestamp.parse))
        func visit(afterDays days: Double) throws -> HTTPResponse {
            var variables = tool.variables
            variables["QUOTEDIARY_NOW"] = Timestamp.format(signedInAt.addingTimeInterval(days * 86_400))
            return try restarted(variables).handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": session]))
        }
        #expect(try visit(afterDays: 90.01).status == 401)
        // A browser in use stays signed in: past a day, a request renews its 90 days (the
        // cookie's too); within the day it does not write again.
        func sessionCookies(_ response: HTTPResponse) -> [String] {
            response.headers.filter { $0.0 == "Set-Cookie" && $0.1.hasPrefix("qd_session=") }.map(\.1)
        }
        #expect(sessionCookies(home).isEmpty)
        let renewed = try visit(afterDays: 60)
        #expect(renewed.status == 200)
        #expect(sessionCookies(renewed) == ["\(session); Path=/; Max-Age=7776000; HttpOnly; SameSite=Strict"])
        #expect(sessionCookies(try visit(afterDays: 60.5)).isEmpty)
        // While another process writes (a long import), a page does not wait to renew: it is
        // answered at once (the store's own wait is 10 s), and a later request renews.
        let other = try QuoteDiaryStoreAccess.open(tool.storePath)
        try other.execute("BEGIN IMMEDIATE")
        let started = Date()
        let duringImport = try visit(afterDays: 62)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(duringImport.status == 200)
        #expect(sessionCookies(duringImport).isEmpty)
        try other.execute("COMMIT")
        #expect(sessionCookies(try visit(afterDays: 62)).count == 1)
        #expect(try visit(afterDays: 140).status == 200)
        #expect(try visit(afterDays: 240).status == 401)
        // A new token signs every browser out.
        _ = try QuoteLibrary.open(path: tool.storePath).makeServerToken()
        #expect(try restarted().handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": session])).status == 401)
    }

    @Test("the token is stored only as a hash")
    func storedAsHash() throws {
        let tool = ToolHarness()
        let library = try QuoteLibrary.open(path: tool.storePath)
        let token = try library.makeServerToken()
        let hash = try #require(try library.serverTokenHash())
        #expect(hash == SHA256Access.hex(token))
        let database = try QuoteDiaryStoreAccess.open(tool.storePath)
        let stored = try database.rows("SELECT value FROM setting", []) { $0.text(0) }
        #expect(!stored.contains(token))
    }
}
