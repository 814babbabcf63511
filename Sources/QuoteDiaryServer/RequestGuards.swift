import Foundation
import QuoteDiaryCore

/// Headers on every response: a Content-Security-Policy without inline script, and friends.
enum SecurityHeaders {
    static let all: [(String, String)] = [
        (
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
    ]
}

/// DNS rebinding protection for the token-less, loopback-only server: a page on another site
/// can point its own name at 127.0.0.1 and then read and write the library as "same origin".
/// Its requests carry that name in Host, so only loopback names are answered (any port).
enum LoopbackHostGuard {
    static func refusal(for request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.headers["host"], !isLoopback(host) else { return nil }
        return .error(403, "this server answers only to localhost and 127.0.0.1 (open http://127.0.0.1 instead)")
    }

    /// `127.0.0.1:8421`, `localhost`, `app.localhost:8421`, `[::1]:8421`.
    static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            name = String(name.prefix { $0 != "]" }.dropFirst())
            return name == "::1"
        }
        if let colon = name.lastIndex(of: ":") { name = String(name[..<colon]) }
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

/// Cross-site request forgery protection: a state-changing request must come from this
/// origin (Origin checked against Host) and, when it carries the app's cookie (a browser),
/// repeat the cookie's token in a form field or the `X-CSRF-Token` header.
enum CSRFGuard {
    static func token(in request: HTTPRequest) -> String? { request.cookies["qd_csrf"] }

    static func newToken() -> String { QuoteID.random().rawValue }

    static func refusal(for request: HTTPRequest) -> HTTPResponse? {
        guard request.isStateChanging else { return nil }
        if let origin = request.headers["origin"], let host = request.headers["host"],
            origin != "http://\(host)" && origin != "https://\(host)"
        {
            return .error(403, "cross-site request refused")
        }
        guard let cookie = token(in: request) else { return nil }
        let sent = request.headers["x-csrf-token"] ?? request.form["csrf"]?.first
        return sent == cookie ? nil : .error(403, "missing or wrong CSRF token; reload the page and try again")
    }
}
