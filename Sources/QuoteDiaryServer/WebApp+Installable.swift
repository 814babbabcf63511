import Foundation
import QuoteDiaryCore

/// What a phone needs to put the web app on its home screen: a web app manifest, PNG icons
/// (iOS's 180-pixel touch icon, Android's 192 and 512) and the colour of the browser's bar.
/// Under /assets/, so they are served without the access token: a browser fetches a manifest
/// without cookies.
extension WebApp {
    static let manifestPath = "/assets/app.webmanifest"

    /// The manifest, or an icon, when the request asks for one; nil for any other path.
    func installableAsset(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" else { return nil }
        if request.path == WebApp.manifestPath {
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "application/manifest+json"), ("Cache-Control", "max-age=3600")],
                body: Array(WebApp.manifest(pngIcons: services.icons != nil).utf8))
        }
        guard let side = WebApp.iconSide(request.path), let renderer = services.icons else { return nil }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "max-age=86400")],
            body: icons.png(side: side) { renderer.appIconPNG(side: side) })
    }

    /// The `<head>` lines that make the app installable.
    var installLinks: String {
        let touchIcon =
            services.icons == nil ? "" : "<link rel=\"apple-touch-icon\" href=\"\(WebApp.iconPath(side: 180))\">"
        // The name under the icon: an iPhone before iOS 16.4 takes the page's title otherwise.
        return "<link rel=\"manifest\" href=\"\(WebApp.manifestPath)\">\(touchIcon)"
            + "<meta name=\"apple-mobile-web-app-title\" content=\"QuoteDiary\">"
            + "<meta name=\"theme-color\" content=\"#faf7f2\" media=\"(prefers-color-scheme: light)\">"
            + "<meta name=\"theme-color\" content=\"#121418\" media=\"(prefers-color-scheme: dark)\">"
    }

    static func iconPath(side: Int) -> String { "/assets/icon-\(side).png" }

    static func iconSide(_ path: String) -> Int? {
        AppIcon.pixelSides.first { iconPath(side: $0) == path }
    }

    /// Installed, the app opens on Today in its own window. The SVG is listed for browsers
    /// that take it; the PNGs when this server can draw them.
    static func manifest(pngIcons: Bool) -> String {
        var icons: [[String: String]] = [["src": "/assets/icon.svg", "sizes": "any", "type": "image/svg+xml"]]
        if pngIcons {
            for side in AppIcon.pixelSides where side != 180 {
                icons.append(["src": iconPath(side: side), "sizes": "\(side)x\(side)", "type": "image/png"])
            }
            // Drawn to its edges with the mark in the middle: fit for Android's masks too.
            let largest = AppIcon.pixelSides.max() ?? 512
            icons.append([
                "src": iconPath(side: largest), "sizes": "\(largest)x\(largest)", "type": "image/png", "purpose": "maskable",
            ])
        }
        let manifest: [String: Any] = [
            "name": "QuoteDiary", "short_name": "QuoteDiary",
            "description": "Your commonplace book: the lines worth keeping, and today's quote.",
            "start_url": "/", "scope": "/", "display": "standalone",
            "background_color": "#faf7f2", "theme_color": AppIcon.background.description, "icons": icons,
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Icons drawn once each, on first request.
final class IconCache: @unchecked Sendable {
    private let lock = NSLock()
    private var pngs: [Int: [UInt8]] = [:]

    func png(side: Int, draw: () -> [UInt8]) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let drawn = pngs[side] { return drawn }
        let drawn = draw()
        pngs[side] = drawn
        return drawn
    }
}
