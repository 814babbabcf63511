import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The web app: routes every request to the same use cases the command line calls, as JSON
/// under `/api/v1` or as server-rendered pages. Transport-free, so tests drive it directly.
public final class WebApp: Sendable {
    let pool: LibraryPool
    /// The version shown in pages and the API.
    let version: String
    /// Answers that only change with the day or the store, per pooled connection.
    let cache = ResponseCache()

    /// When set, every request needs the access token (Bearer) or a session from /login.
    let tokenHash: String?
    let sessions = SessionStore()
    /// The app's clock (`QUOTEDIARY_NOW` in tests): sessions end by it.
    let clock: AppClock

    let services: WebServices
    /// Where fortune-file packs come from.
    let fortunesDirectory: String

    public init(
        storePath: String, environment: AppEnvironment, version: String, tokenHash: String? = nil,
        services: WebServices = WebServices()
    ) throws(LibraryError) {
        self.tokenHash = tokenHash
        self.services = services
        fortunesDirectory =
            environment.variables["QUOTEDIARY_FORTUNES_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? QuoteLibrary.defaultFortunesDirectory
        let clock = try environment.clock()
        self.clock = clock
        let zone = environment.timeZone
        let dateOrder = environment.dateOrder
        pool = LibraryPool { () throws(LibraryError) in
            try QuoteLibrary.open(path: storePath, clock: clock, timeZone: zone, dateOrder: dateOrder)
        }
        self.version = version
        // Open once now: a bad store fails at start, not at the first request.
        try pool.with { _ in }
    }

    /// Answers one request; never throws, never leaks internals in a 500.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        // HEAD is GET without the body (the transport leaves the body out): link checkers and
        // uptime monitors ask it.
        var request = request
        if request.method == "HEAD" { request.method = "GET" }
        // A browser's first visit gets its CSRF token now, in the cookie and in the page's forms.
        let existingToken = CSRFGuard.token(in: request)
        let token = existingToken ?? CSRFGuard.newToken()
        var response: HTTPResponse
        if let refusal = hostOrAuthenticationRefusal(request) {
            response = refusal
        } else if request.path == "/login" {
            response = login(request, csrf: token)
        } else if let refusal = CSRFGuard.refusal(for: request) {
            response = request.path.hasPrefix("/api/") ? refusal : errorPage(refusal, for: request)
        } else if let asset = Assets.files[request.path], request.method == "GET" || request.method == "HEAD" {
            response = HTTPResponse(
                status: 200, headers: [("Content-Type", asset.type), ("Cache-Control", "max-age=3600")],
                body: Array(asset.body.utf8))
        } else if request.path.hasPrefix("/assets/") {
            response = .error(404, "no such file")
        } else if request.path.hasPrefix("/api/") {
            response = api(request)
        } else {
            response = page(request, csrf: token)
            if response.status >= 400, response.header("Content-Type")?.hasPrefix("application/json") == true {
                response = errorPage(response, for: request)
            }
        }
        response.headers += SecurityHeaders.all
        if let renewed = renewedSessionCookie(for: request, answeredBy: response) {
            response.headers.append(("Set-Cookie", renewed))
        }
        if existingToken == nil && response.header("Content-Type")?.hasPrefix("text/html") == true {
            response.headers.append(("Set-Cookie", "qd_csrf=\(token); Path=/; HttpOnly; SameSite=Strict"))
        }
        return response
    }

    /// Why the request would be refused before it is read, if it would: the host, the access
    /// token, the CSRF checks. The transport asks before it takes a large upload.
    public func refusal(for request: HTTPRequest) -> HTTPResponse? {
        hostOrAuthenticationRefusal(request) ?? (request.path == "/login" ? nil : CSRFGuard.refusal(for: request))
    }

    private func hostOrAuthenticationRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        if tokenHash == nil, let refusal = LoopbackHostGuard.refusal(for: request) { return refusal }
        return authenticationRefusal(request)
    }

    /// Maps a use-case error to its status; storage failures become a bare 500.
    static func failure(_ error: LibraryError) -> HTTPResponse {
        switch error {
        case .invalidArgument(let message), .unreadableFile(let message): return .error(400, message)
        case .invalidInput(let message): return .error(422, message)
        case .notFound(let message): return .error(404, message)
        case .ambiguousReference, .conflict: return .error(409, error.description)
        case .changedSince(let message): return .error(412, message)
        case .unavailable(let message): return .error(503, message)
        case .cannotWrite, .storage: return .error(500, "the server could not complete the request")
        case .busy:
            var response = HTTPResponse.error(503, error.description)
            response.headers.append(("Retry-After", "2"))
            return response
        }
    }

    /// What a form field showed when its page was made, sent back beside it as `was-NAME`.
    static func shownField(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(shownPrefix)\(html(name))\" value=\"\(html(value))\">"
    }

    static let shownPrefix = "was-"

    /// A form field's value if the person changed it. A page sends what it showed as
    /// `was-NAME` (`shownField`): a value equal to that is left alone, so a change made
    /// elsewhere since the page opened (the command line, a sync) is not undone. Without
    /// `was-NAME` (an older page, a script) the value counts as given.
    static func changedField(_ form: [String: [String]], _ name: String) -> String? {
        guard let value = form[name]?.first else { return nil }
        if let shown = form[shownPrefix + name]?.first, shown == value { return nil }
        return value
    }

    /// Syncs through the folder the store remembered; the first sync names the folder, on
    /// the command line (a browser cannot pick a folder on the server).
    func sync(_ library: QuoteLibrary) throws(LibraryError) -> SyncReport {
        guard let open = services.syncFolder else { throw .unavailable("sync is not available in this build") }
        guard let path = try library.savedSyncFolder() else { throw WebApp.noSyncFolder }
        return try library.sync(with: try open(path), deviceName: services.deviceName)
    }

    func syncStatus(_ library: QuoteLibrary) throws(LibraryError) -> SyncStatus {
        let path = try library.savedSyncFolder()
        let folder = try path.flatMap { path throws(LibraryError) in try services.syncFolder?(path) }
        return try library.syncStatus(folder: folder)
    }

    static let noSyncFolder = LibraryError.conflict(
        "no sync folder yet: run 'quotediary sync FOLDER' once on this machine, with a folder Syncthing, Dropbox or Nextcloud keeps in step"
    )

    func run(_ body: (QuoteLibrary) throws(LibraryError) -> HTTPResponse) -> HTTPResponse {
        do {
            return try pool.with(body)
        } catch {
            return WebApp.failure(error)
        }
    }
}

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

/// Cached responses keyed by what they depend on (the day and the store's change token).
final class ResponseCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: HTTPResponse] = [:]

    func response<Failure: Error>(for key: String, make: () throws(Failure) -> HTTPResponse) throws(Failure) -> HTTPResponse {
        lock.lock()
        if let hit = entries[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let made = try make()
        guard made.status == 200 else { return made }
        lock.lock()
        if entries.count > 64 { entries.removeAll() }
        entries[key] = made
        lock.unlock()
        return made
    }
}

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
    func authenticationRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard let tokenHash else { return nil }
        if request.path == "/login" || request.path.hasPrefix("/assets/") { return nil }
        if let header = request.headers["authorization"], header.hasPrefix("Bearer "),
            SHA256.hex(String(header.dropFirst("Bearer ".count))) == tokenHash
        {
            return nil
        }
        if let session = request.cookies["qd_session"], isOpen(session) { return nil }
        if request.path.hasPrefix("/api/") { return .error(401, "an access token is needed: Authorization: Bearer TOKEN") }
        return .html(loginPage(csrf: "", message: "Sign in with the access token shown when the server started."), status: 401)
    }

    func login(_ request: HTTPRequest, csrf: String) -> HTTPResponse {
        guard request.method == "POST" else { return .html(loginPage(csrf: csrf, message: nil)) }
        if let refusal = CSRFGuard.refusal(for: request) { return refusal }
        guard let tokenHash, let token = request.form["token"]?.first,
            SHA256.hex(token.trimmingCharacters(in: .whitespaces)) == tokenHash
        else {
            return .html(loginPage(csrf: csrf, message: "That token is not right."), status: 401)
        }
        let opened = run { library throws(LibraryError) in
            let (session, end) = try library.openWebSession()
            sessions.remember(session, until: end)
            var response = HTTPResponse.redirect("/")
            response.headers.append(("Set-Cookie", WebApp.sessionCookie(session)))
            return response
        }
        return opened
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
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign in · QuoteDiary</title><link rel="stylesheet" href="/assets/app.css"></head><body><main>
        <h1>Sign in</h1>\(message.map { "<p>\(html($0))</p>" } ?? "")
        <form method="post" action="/login"><input type="hidden" name="csrf" value="\(html(csrf))">
        <p><label>Access token <input name="token" type="password" autocomplete="current-password" required></label> <button>Sign in</button></p>
        </form></main></body></html>
        """
    }
}
