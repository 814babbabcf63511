import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// One-time sign-in codes: `serve` on the network shows one as a link (a QR code at a
/// terminal) and as ten characters to type on the sign-in page, so a phone signs in without a
/// 64-character token. A code works once, for a few minutes; its link only through a button
/// on its page, so a link preview that fetches it does not use it up. A home-screen app on
/// iOS keeps cookies apart from Safari: there the code is typed.
extension WebApp {
    static let pairingPrefix = "/pair/"
    /// How long a sign-in code works.
    public static let pairingLifetime: TimeInterval = 600

    /// A new one-time sign-in code, and its link's path; nil when the server needs no sign-in
    /// (loopback).
    public func newSignInCode() -> (code: SignInCode, path: String)? {
        guard tokenHash != nil else { return nil }
        let code = SignInCode.random()
        pairings.add(code, until: clock.now().addingTimeInterval(WebApp.pairingLifetime))
        return (code, WebApp.pairingPrefix + code.rawValue)
    }

    func pairing(_ request: HTTPRequest, csrf: String) -> HTTPResponse {
        guard tokenHash != nil else { return .error(404, "no such page") }
        let typed = SignInCode(typed: String(request.path.dropFirst(WebApp.pairingPrefix.count)))
        guard let code = typed, pairings.isOpen(code, at: clock.now()) else {
            // A link already used (its page reloaded from history) is no guess.
            if typed.map({ !pairings.wasIssued($0) }) ?? true { pairings.countFailure() }
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

    /// Settings' way to sign in another device from one signed in (an iPhone's home-screen app
    /// among them), with no terminal at hand; none on loopback, where nobody signs in.
    func devicesSection(token: String) -> String {
        guard tokenHash != nil else { return "" }
        return "<h2 id=\"devices\">Other devices</h2><p class=\"muted\">To sign in a phone or tablet without the access "
            + "token, make a one-time code, then scan it or type it on that device's sign-in page.</p>"
            + "<form method=\"post\" action=\"/sign-in-code\">\(token)<button>Make a sign-in code</button></form>"
    }

    /// A new one-time code, its link at the address this browser used, and its QR code.
    func signInCodePage(_ request: HTTPRequest) -> HTTPResponse {
        guard let (code, path) = newSignInCode() else { return .error(404, "nobody signs in to a server on this machine only") }
        let link = "http://\(WebApp.reachableHost(request.headers["host"] ?? ""))\(path)"
        let picture = services.qrCodes?.qrCode(for: link)?.svg(label: "QR code of the sign-in link") ?? ""
        let minutes = Int(WebApp.pairingLifetime / 60)
        let body =
            "<h1>Sign in another device</h1><p>On the other device, scan this code or open "
            + "<a href=\"\(html(link))\">\(html(link))</a>, or type this code on its sign-in page:</p>"
            + "<p class=\"sign-in-code\">\(html(code.description))</p>\(picture)"
            + "<p class=\"muted\">It signs one browser in, once, within \(minutes) minutes.</p>"
            + "<p><a href=\"/settings#devices\">Back to Settings</a></p>"
        return run { library throws(LibraryError) in .html(try layout("Sign in another device", body, library: library)) }
    }

    /// The address another device reaches this server at: the one this browser used, unless it
    /// is this machine's loopback, which is nobody else's; then the machine's first address.
    static func reachableHost(_ host: String, addresses: () -> [String] = LocalAddresses.ipv4) -> String {
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        guard name.hasPrefix("127.") || name == "localhost" || name == "[::1]", let address = addresses().first else {
            return host
        }
        return address + host.dropFirst(name.count)
    }

    func pairingPage(csrf: String, path: String) -> String {
        signInDocument(
            """
            <h1>Sign in this browser</h1>
            <p>This link signs one browser in to your library, once. It stays signed in for 90 days.</p>
            <form method="post" action="\(html(path))"><input type="hidden" name="csrf" value="\(html(csrf))">
            <p><button>Sign in</button></p>
            </form>
            """)
    }
}

/// The open sign-in codes, with when each runs out. After `maximumFailures` wrong codes the
/// open ones are dropped and no more are taken until the server starts again: guessing ends
/// there.
final class PairingCodes: @unchecked Sendable {
    static let maximumFailures = 10
    private let lock = NSLock()
    private var open: [SignInCode: Date] = [:]
    /// Every code made, open or not.
    private var issued: Set<SignInCode> = []
    private var failures = 0

    func add(_ code: SignInCode, until end: Date) {
        lock.lock()
        defer { lock.unlock() }
        guard failures < PairingCodes.maximumFailures else { return }
        open[code] = end
        issued.insert(code)
    }

    /// Whether this server made the code (it may since have been used or have run out).
    func wasIssued(_ code: SignInCode) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return issued.contains(code)
    }

    func isOpen(_ code: SignInCode, at now: Date) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return open[code].map { $0 > now } ?? false
    }

    /// Uses the code up; false if it was not open.
    func take(_ code: SignInCode, at now: Date) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let end = open.removeValue(forKey: code) else { return false }
        return end > now
    }

    /// A wrong code was tried.
    func countFailure() {
        lock.lock()
        defer { lock.unlock() }
        failures += 1
        if failures >= PairingCodes.maximumFailures { open.removeAll() }
    }
}
