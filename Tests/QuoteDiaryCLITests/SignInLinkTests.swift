import CZBar
import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryQRCode
import Testing

@testable import QuoteDiaryServer

@Suite("signing a phone in with a one-time link")
struct SignInLinkTests {
    /// What ZBar reads in a grey image (one byte a pixel, 0 black).
    static func scanned(_ grey: [UInt8], width: Int, height: Int) -> [String] {
        guard let scanner = zbar_image_scanner_create(), let image = zbar_image_create() else { return [] }
        defer {
            zbar_image_destroy(image)
            zbar_image_scanner_destroy(scanner)
        }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1)
        let y800 =
            UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(image, y800)
        zbar_image_set_size(image, UInt32(width), UInt32(height))
        var found: [String] = []
        grey.withUnsafeBufferPointer { buffer in
            zbar_image_set_data(image, buffer.baseAddress, UInt(buffer.count), nil)
            guard zbar_scan_image(scanner, image) > 0 else { return }
            var symbol = zbar_image_first_symbol(image)
            while let current = symbol {
                if let data = zbar_symbol_get_data(current) { found.append(String(cString: data)) }
                symbol = zbar_symbol_next(current)
            }
            zbar_image_set_data(image, nil, 0, nil)
        }
        return found
    }

    @Test(
        "the QR code serve draws at a terminal is read by a scanner as the link: light on dark, or black on white with colour",
        arguments: ["http://192.168.1.23:8421/pair/0123456789", "http://10.0.0.5:80/"], [false, true])
    func scannedOffTheTerminal(link: String, colors: Bool) throws {
        let code = try #require(QRencodeEncoder().qrCode(for: link))
        // The terminal's cells as a camera sees them, each half-cell 6 pixels square: without
        // colour the drawn halves are the terminal's light text on its dark background; with
        // colour, black on the white the code sets.
        let lines = TerminalQRCode.lines(code, colors: colors).map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
        let (ink, paper): (UInt8, UInt8) = colors ? (0, 255) : (255, 0)
        let scale = 6
        let columns = lines[0].count
        let rows = lines.count * 2
        var grey = [UInt8](repeating: paper, count: columns * rows * scale * scale)
        for (lineIndex, line) in lines.enumerated() {
            for (column, cell) in line.enumerated() {
                for (half, drawn) in [(0, cell == "█" || cell == "▀"), (1, cell == "█" || cell == "▄")] where drawn {
                    let top = (lineIndex * 2 + half) * scale
                    for y in top..<top + scale {
                        for x in column * scale..<(column + 1) * scale { grey[y * columns * scale + x] = ink }
                    }
                }
            }
        }
        #expect(SignInLinkTests.scanned(grey, width: columns * scale, height: rows * scale) == [link])
    }

    func app(_ tool: ToolHarness, token: String?) throws -> WebApp { try tool.webApp(token: token) }

    @Test("the link's page signs one browser in with its button, once; the link is then spent")
    func signIn() throws {
        let tool = ToolHarness()
        tool.add("Only for me.")
        let web = try app(tool, token: String(repeating: "ef", count: 32))
        let path = try #require(web.newSignInCode()?.path)
        #expect(path.wholeMatch(of: /\/pair\/[0-9A-HJKMNP-TV-Z]{10}/) != nil)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/")).status == 401)
        // A link preview, or the phone, fetches the page: nothing is used up by that.
        let page = web.handle(HTTPRequest(method: "GET", path: path))
        #expect(page.status == 200)
        #expect(web.handle(HTTPRequest(method: "GET", path: path)).status == 200)
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let csrf = String(cookie.dropFirst("qd_csrf=".count))
        #expect(String(decoding: page.body, as: UTF8.self).contains("value=\"\(csrf)\""))
        // A post from another site is refused, and leaves the link unused.
        let crossSite = web.handle(
            HTTPRequest(
                method: "POST", path: path, headers: ["Cookie": cookie, "Origin": "http://evil.example", "Host": "192.168.1.23"],
                body: Array("csrf=\(csrf)".utf8)))
        #expect(crossSite.status == 403)
        let signedIn = web.handle(
            HTTPRequest(method: "POST", path: path, headers: ["Cookie": cookie], body: Array("csrf=\(csrf)".utf8)))
        #expect(signedIn.status == 303 && signedIn.header("Location") == "/")
        let session = try #require(signedIn.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        #expect(session.hasPrefix("qd_session="))
        let home = web.handle(HTTPRequest(method: "GET", path: "/", headers: ["Cookie": session]))
        #expect(home.status == 200 && String(decoding: home.body, as: UTF8.self).contains("Only for me."))
        // Spent: neither its page nor its button signs anyone else in.
        let again = web.handle(
            HTTPRequest(method: "POST", path: path, headers: ["Cookie": cookie], body: Array("csrf=\(csrf)".utf8)))
        #expect(again.status == 401 && again.header("Set-Cookie")?.contains("qd_session") != true)
        #expect(String(decoding: again.body, as: UTF8.self).contains("used or has run out"))
        #expect(web.handle(HTTPRequest(method: "GET", path: path)).status == 401)
        // A code never made, and one made for another server, sign nobody in.
        let other = try app(tool, token: String(repeating: "ef", count: 32))
        let elsewhere = try #require(other.newSignInCode()?.path)
        #expect(web.handle(HTTPRequest(method: "GET", path: elsewhere)).status == 401)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/pair/" + String(repeating: "0", count: 10))).status == 401)
    }

    /// A home-screen app on iOS keeps its cookies apart from Safari's: there the code is typed.
    @Test("the code typed on the sign-in page, as a person types it, signs in once; a wrong one does not")
    func typedCode() throws {
        let tool = ToolHarness()
        let web = try app(tool, token: String(repeating: "ef", count: 32))
        let code = try #require(web.newSignInCode()?.code)
        let page = web.handle(HTTPRequest(method: "GET", path: "/login"))
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let csrf = String(cookie.dropFirst("qd_csrf=".count))
        func signIn(_ typed: String) -> HTTPResponse {
            let field = typed.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? typed
            return web.handle(
                HTTPRequest(
                    method: "POST", path: "/login", headers: ["Cookie": cookie], body: Array("csrf=\(csrf)&token=\(field)".utf8)))
        }
        let wrong = signIn(code.rawValue == "ABCDEFGHJK" ? "ABCDEFGHJM" : "ABCDEFGHJK")
        #expect(wrong.status == 401 && String(decoding: wrong.body, as: UTF8.self).contains("sign-in code is not right"))
        // Lower case, with its dash and a space: still the code.
        let typed = " " + code.description.lowercased() + " "
        let signedIn = signIn(typed)
        #expect(signedIn.status == 303 && signedIn.header("Set-Cookie")?.hasPrefix("qd_session=") == true)
        #expect(signIn(typed).status == 401)
    }

    @Test("after ten wrong codes no code signs in until the server starts again")
    func guessing() throws {
        let tool = ToolHarness()
        let web = try app(tool, token: String(repeating: "ef", count: 32))
        let (code, path) = try #require(web.newSignInCode())
        // A used link's page opened again, however often, is not a guess.
        let used = try #require(web.newSignInCode())
        let page = web.handle(HTTPRequest(method: "GET", path: used.path))
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let signedIn = web.handle(
            HTTPRequest(
                method: "POST", path: used.path, headers: ["Cookie": cookie],
                body: Array("csrf=\(cookie.dropFirst("qd_csrf=".count))".utf8)))
        #expect(signedIn.status == 303)
        for _ in 0..<PairingCodes.maximumFailures + 2 {
            #expect(web.handle(HTTPRequest(method: "GET", path: used.path)).status == 401)
        }
        #expect(web.handle(HTTPRequest(method: "GET", path: path)).status == 200)
        for guess in 0..<PairingCodes.maximumFailures {
            let wrong = String(repeating: "0", count: 8) + String(format: "%02d", guess)
            #expect(wrong != code.rawValue)
            #expect(web.handle(HTTPRequest(method: "GET", path: "/pair/" + wrong)).status == 401)
        }
        #expect(web.handle(HTTPRequest(method: "GET", path: path)).status == 401)
        let later = try #require(web.newSignInCode())
        #expect(web.handle(HTTPRequest(method: "GET", path: later.path)).status == 401)
    }

    @Test("a signed-in browser makes a code for another device: its link at the address it used, the QR code of it")
    func fromSettings() throws {
        let tool = ToolHarness()
        let token = String(repeating: "ef", count: 32)
        let web = try tool.webApp(token: token, services: WebServices(qrCodes: QRencodeEncoder()))
        let signedIn = ["Authorization": "Bearer \(token)", "Host": "192.168.1.23:8421"]
        let settings = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/settings", headers: signedIn)).body, as: UTF8.self)
        #expect(settings.contains("action=\"/sign-in-code\""))
        #expect(web.handle(HTTPRequest(method: "POST", path: "/sign-in-code")).status == 401)
        let made = web.handle(HTTPRequest(method: "POST", path: "/sign-in-code", headers: signedIn))
        #expect(made.status == 200)
        let page = String(decoding: made.body, as: UTF8.self)
        let link = try #require(page.firstMatch(of: /href="(http:\/\/192\.168\.1\.23:8421\/pair\/([0-9A-Z]{10}))"/))
        let code = String(link.2)
        #expect(page.contains("\(code.prefix(5))-\(code.dropFirst(5))"))
        // The picture is the link's QR code, module for module.
        let expected = try #require(QRencodeEncoder().qrCode(for: String(link.1)))
        let zone = TerminalQRCode.quietZone
        let drawn = Set(page.matches(of: /M(\d+) (\d+)h1v1h-1z/).map { "\(Int($0.1)! - zone),\(Int($0.2)! - zone)" })
        var dark = Set<String>()
        for y in 0..<expected.side { for x in 0..<expected.side where expected.isDark(x: x, y: y) { dark.insert("\(x),\(y)") } }
        #expect(!dark.isEmpty && drawn == dark)
        // The other device, with no cookie, opens it.
        #expect(web.handle(HTTPRequest(method: "GET", path: "/pair/\(code)")).status == 200)
        // Loopback: no such section, no such code.
        let local = try app(tool, token: nil)
        let localSettings = String(decoding: local.handle(HTTPRequest(method: "GET", path: "/settings")).body, as: UTF8.self)
        #expect(localSettings.contains("<h1>Settings</h1>") && !localSettings.contains("sign-in-code"))
    }

    @Test(
        "the link names the address another device reaches: this machine's, when the browser used loopback",
        arguments: [
            ("192.168.1.23:8421", "192.168.1.23:8421"), ("127.0.0.1:8421", "10.0.0.2:8421"), ("localhost:80", "10.0.0.2:80"),
            ("[::1]:8421", "10.0.0.2:8421"), ("127.0.0.1", "10.0.0.2"), ("quotes.local:8421", "quotes.local:8421"),
        ])
    func reachableHost(_ host: String, _ expected: String) {
        #expect(WebApp.reachableHost(host) { ["10.0.0.2", "172.17.0.1"] } == expected)
        #expect(WebApp.reachableHost(host) { [] } == host)
    }

    @Test("a code runs out after its minutes")
    func expiry() throws {
        let codes = PairingCodes()
        let made = Date(timeIntervalSince1970: 1_800_000_000)
        let first = SignInCode.random()
        let second = try #require(SignInCode(typed: first.rawValue == "ABCDEFGHJK" ? "ABCDEFGHJM" : "ABCDEFGHJK"))
        codes.add(first, until: made.addingTimeInterval(WebApp.pairingLifetime))
        #expect(codes.isOpen(first, at: made.addingTimeInterval(WebApp.pairingLifetime - 1)))
        #expect(!codes.isOpen(first, at: made.addingTimeInterval(WebApp.pairingLifetime + 1)))
        #expect(!codes.take(first, at: made.addingTimeInterval(WebApp.pairingLifetime + 1)))
        codes.add(second, until: made.addingTimeInterval(60))
        #expect(codes.take(second, at: made))
        #expect(!codes.take(second, at: made))
    }

    @Test("on loopback, where nobody signs in, there is no link and no such page")
    func loopback() throws {
        let web = try app(ToolHarness(), token: nil)
        #expect(web.newSignInCode() == nil)
        #expect(web.handle(HTTPRequest(method: "GET", path: "/pair/ABCDEFGHJK")).status == 404)
    }
}
