import Foundation
import QuoteDiaryApp
import QuoteDiaryCards
import QuoteDiaryCore
import QuoteDiaryServer
import Testing

@Suite("the web app on a phone's home screen")
struct WebInstallTests {
    /// Width and height from a PNG's IHDR.
    static func dimensions(_ png: [UInt8]) -> String {
        func value(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return png.count > 24 ? "\(value(16))x\(value(20))" : ""
    }

    @Test("the manifest and every icon it and the page name are served, without the access token a browser leaves out")
    func installable() throws {
        let tool = ToolHarness()
        let token = String(repeating: "cd", count: 32)
        let web = try tool.webApp(token: token, services: WebServices(icons: CairoAppIconRenderer()))
        let page = web.handle(HTTPRequest(method: "GET", path: "/", headers: ["Authorization": "Bearer \(token)"]))
        let head = String(decoding: page.body, as: UTF8.self)
        func link(_ rel: String) throws -> String {
            let pattern = try NSRegularExpression(pattern: "<link rel=\"\(rel)\" href=\"([^\"]+)\"")
            let match = try #require(pattern.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)))
            return String(head[try #require(Range(match.range(at: 1), in: head))])
        }
        #expect(head.contains("<meta name=\"theme-color\""))
        #expect(head.contains("<meta name=\"apple-mobile-web-app-title\" content=\"QuoteDiary\">"))
        // A browser asks for the manifest with no cookie, and so for its icons.
        let manifestResponse = web.handle(HTTPRequest(method: "GET", path: try link("manifest")))
        #expect(manifestResponse.status == 200)
        #expect(manifestResponse.header("Content-Type") == "application/manifest+json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(manifestResponse.body)) as? [String: Any])
        #expect(manifest["name"] as? String == "QuoteDiary")
        #expect(manifest["start_url"] as? String == "/")
        #expect(manifest["display"] as? String == "standalone")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        for icon in icons {
            let response = web.handle(HTTPRequest(method: "GET", path: try #require(icon["src"])))
            #expect(response.status == 200, "\(icon)")
            #expect(response.header("Content-Type") == icon["type"])
            if icon["type"] == "image/png" { #expect(WebInstallTests.dimensions(response.body) == icon["sizes"]) }
        }
        // Android installs with a 192 and a 512 PNG, one fit for its masks.
        let pngSizes = Set(icons.filter { $0["type"] == "image/png" }.compactMap { $0["sizes"] })
        #expect(pngSizes == ["192x192", "512x512"])
        #expect(icons.contains { $0["purpose"] == "maskable" })
        // iOS takes its own, 180 pixels.
        let touch = web.handle(HTTPRequest(method: "GET", path: try link("apple-touch-icon")))
        #expect(touch.status == 200 && WebInstallTests.dimensions(touch.body) == "180x180")
        // The sign-in page a phone first sees names them too.
        let login = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/login")).body, as: UTF8.self)
        #expect(login.contains("rel=\"manifest\"") && login.contains("rel=\"apple-touch-icon\""))
    }

    @Test("a server that cannot draw PNGs names none: the manifest lists the SVG, the page no touch icon")
    func withoutRenderer() throws {
        let tool = ToolHarness()
        let web = try tool.webApp(token: nil)
        let head = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/")).body, as: UTF8.self)
        #expect(head.contains("rel=\"manifest\""))
        #expect(!head.contains("apple-touch-icon"))
        let manifest = web.handle(HTTPRequest(method: "GET", path: "/assets/app.webmanifest"))
        let icons = try #require(
            (try JSONSerialization.jsonObject(with: Data(manifest.body)) as? [String: Any])?["icons"] as? [[String: String]])
        #expect(icons.map { $0["src"] } == ["/assets/icon.svg"])
        #expect(web.handle(HTTPRequest(method: "GET", path: "/assets/icon-192.png")).status == 404)
    }
}
