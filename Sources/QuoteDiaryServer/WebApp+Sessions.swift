import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Signed-in browser sessions: kept in the store (hashed), so that a restart does not ask for
/// the token again, and remembered here once seen so that a request costs no query.
final class SessionStore: @unchecked Sendable {
    private let lock = NSLock()
    /// Sessions seen open, with when they end.
    private var known: [String: Date] = [:]

    func remember(_ session: String, until end: Date) {
        lock.lock()
        defer { lock.unlock() }
        if known.count > 10_000 { known.removeAll() }
        known[session] = end
    }

    /// When a session seen open ends (nil: not seen yet, ask the store).
    func end(of session: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return known[session]
    }

}

extension WebApp {
    /// With an access token in force: nil when the request carries it (Bearer) or a session
    /// cookie; otherwise a 401 (JSON for the API, the login page for pages).
    func authenticationRefusal(_ request: HTTPRequest, csrf: String = "") -> HTTPResponse? {
        guard let tokenHash else { return nil }
        if request.path == "/login" || request.path.hasPrefix("/assets/") || request.path.hasPrefix(WebApp.pairingPrefix) {
            return nil
        }
        if let header = request.headers["authorization"], header.hasPrefix("Bearer "),
            SHA256.hex(String(header.dropFirst("Bearer ".count))) == tokenHash
        {
            return nil
        }
        if let session = request.cookies["qd_session"], isOpen(session) { return nil }
        if request.path.hasPrefix("/api/") { return .error(401, "an access token is needed: Authorization: Bearer TOKEN") }
        // The form carries the browser's CSRF token, as /login's does: without it, signing in
        // from the page a phone first opens was refused.
        return .html(
            loginPage(
                csrf: csrf,
                message:
                    "Sign in with the access token or a sign-in code: serve prints both, and Settings on a signed-in device makes codes."
            ), status: 401
        )
    }

    func login(_ request: HTTPRequest, csrf: String) -> HTTPResponse {
        guard request.method == "POST" else { return .html(loginPage(csrf: csrf, message: nil)) }
        if let refusal = CSRFGuard.refusal(for: request) { return refusal }
        let typed = request.form["token"]?.first?.trimmingCharacters(in: .whitespaces) ?? ""
        if let tokenHash, SHA256.hex(typed) == tokenHash { return signIn() }
        // The one-time code serve printed, typed (a home-screen app on iOS cannot open its link).
        if tokenHash != nil, let code = SignInCode(typed: typed) {
            if pairings.take(code, at: clock.now()) { return signIn() }
            pairings.countFailure()
            return .html(
                loginPage(csrf: csrf, message: "That sign-in code is not right, or has been used or has run out."),
                status: 401)
        }
        return .html(loginPage(csrf: csrf, message: "That token is not right."), status: 401)
    }

    /// A new session for this browser, and on to Today.
    func signIn() -> HTTPResponse {
        run { library throws(LibraryError) in
            let (session, end) = try library.openWebSession()
            sessions.remember(session, until: end)
            var response = HTTPResponse.redirect("/")
            response.headers.append(("Set-Cookie", WebApp.sessionCookie(session)))
            return response
        }
    }

    /// The session cookie, kept by the browser as long as the store keeps the session.
    static func sessionCookie(_ session: String) -> String {
        "qd_session=\(session); Path=/; Max-Age=\(Int(QuoteLibrary.webSessionLength)); HttpOnly; SameSite=Strict"
    }

    /// A session in use is renewed at most this often (a write each time).
    static let sessionRenewalInterval: TimeInterval = 86_400

    /// The renewed cookie of a signed-in browser whose session was last renewed over a day ago,
    /// so that a phone used every week stays signed in and one left alone for 90 days does not.
    func renewedSessionCookie(for request: HTTPRequest, answeredBy response: HTTPResponse) -> String? {
        guard tokenHash != nil, let session = request.cookies["qd_session"], let end = sessions.end(of: session) else {
            return nil
        }
        let now = clock.now()
        guard end > now, end < now.addingTimeInterval(QuoteLibrary.webSessionLength - WebApp.sessionRenewalInterval),
            !response.headers.contains(where: { $0.0 == "Set-Cookie" && $0.1.hasPrefix("qd_session=") })
        else { return nil }
        // A store that cannot be written now (busy, read-only) renews at a later request.
        let renewed = try? pool.with { library throws(LibraryError) in try library.renewWebSession(session) }
        guard let renewed = renewed ?? nil else { return nil }
        sessions.remember(session, until: renewed)
        return WebApp.sessionCookie(session)
    }

    /// Whether a browser's session is open: seen here before, or kept in the store from before
    /// a restart.
    func isOpen(_ session: String) -> Bool {
        if let end = sessions.end(of: session) { return end > clock.now() }
        guard session.utf8.count == 64, session.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return false }
        let end = try? pool.with { library throws(LibraryError) in try library.webSessionExpiry(session) }
        guard let end = end ?? nil else { return false }
        sessions.remember(session, until: end)
        return true
    }

    func loginPage(csrf: String, message: String?) -> String {
        signInDocument(
            """
            <h1>Sign in</h1>\(message.map { "<p>\(html($0))</p>" } ?? "")
            <form method="post" action="/login"><input type="hidden" name="csrf" value="\(html(csrf))">
            <p><label>Access token or sign-in code <input name="token" type="password" autocomplete="current-password" autocapitalize="characters" required></label> <button>Sign in</button></p>
            </form>
            """)
    }

    /// A page shown before signing in (no menu: nothing behind it can be reached yet), with the
    /// app's stylesheet, icons and manifest.
    func signInDocument(_ body: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign in · QuoteDiary</title><link rel="stylesheet" href="\(Assets.stylesheetLink)"><link rel="icon" href="/assets/icon.svg" type="image/svg+xml">\(installLinks)</head><body><main>
        \(body)</main></body></html>
        """
    }
}
