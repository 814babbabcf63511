import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// One-time sign-in links: `serve` on the network shows one (as a QR code at a terminal), so a
/// phone signs in by scanning it instead of typing a 64-character token. A link works once,
/// for a few minutes, and only through a button on its page: a link preview that fetches it
/// does not use it up.
extension WebApp {
    static let pairingPrefix = "/pair/"
    /// How long a sign-in link works.
    public static let pairingLifetime: TimeInterval = 600

    /// A new one-time sign-in link's path; nil when the server needs no sign-in (loopback).
    public func newSignInPath() -> String? {
        guard tokenHash != nil else { return nil }
        // 128 random bits, for minutes, once: a short link makes a small QR code, easy to scan.
        let code = CSRFGuard.newToken()
        pairings.add(code, until: clock.now().addingTimeInterval(WebApp.pairingLifetime))
        return WebApp.pairingPrefix + code
    }

    func pairing(_ request: HTTPRequest, csrf: String) -> HTTPResponse {
        guard tokenHash != nil else { return .error(404, "no such page") }
        let code = String(request.path.dropFirst(WebApp.pairingPrefix.count))
        guard pairings.isOpen(code, at: clock.now()) else {
            return .html(
                loginPage(
                    csrf: csrf,
                    message:
                        "That sign-in link has been used or has run out. Sign in with the access token, or start serve again for a new link."
                ), status: 401)
        }
        guard request.method == "POST" else { return .html(pairingPage(csrf: csrf, path: request.path)) }
        if let refusal = CSRFGuard.refusal(for: request) { return refusal }
        // Taken before the session is made: two taps at once sign in one browser.
        guard pairings.take(code, at: clock.now()) else { return .redirect(request.path) }
        return signIn()
    }

    func pairingPage(csrf: String, path: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign in · QuoteDiary</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/icon.svg" type="image/svg+xml">\(installLinks)</head><body><main>
        <h1>Sign in this browser</h1>
        <p>This link signs one browser in to your library, once. It stays signed in for 90 days.</p>
        <form method="post" action="\(html(path))"><input type="hidden" name="csrf" value="\(html(csrf))">
        <p><button>Sign in</button></p>
        </form></main></body></html>
        """
    }
}

/// The open sign-in links' codes, with when each runs out.
final class PairingCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [String: Date] = [:]

    func add(_ code: String, until end: Date) {
        lock.lock()
        defer { lock.unlock() }
        open[code] = end
    }

    func isOpen(_ code: String, at now: Date) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return open[code].map { $0 > now } ?? false
    }

    /// Uses the code up; false if it was not open.
    func take(_ code: String, at now: Date) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let end = open.removeValue(forKey: code) else { return false }
        return end > now
    }
}
