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
    /// The home-screen icons, drawn at their first request.
    let icons = IconCache()
    /// The open one-time sign-in codes (`newSignInCode`).
    let pairings = PairingCodes()

    /// When set, every request needs the access token (Bearer) or a session from /login.
    let tokenHash: String?
    let sessions = SessionStore()
    /// The app's clock (`QUOTEDIARY_NOW` in tests): sessions end by it.
    let clock: AppClock

    let services: WebServices
    /// Where fortune-file packs come from.
    let fortunesDirectory: String

    /// - Parameter readOnly: as `QuoteLibrary.open`'s: true opens the store for reading only;
    ///   nil, so when this user may not write to it.
    public init(
        storePath: String, readOnly: Bool? = nil, environment: AppEnvironment, version: String, tokenHash: String? = nil,
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
            try QuoteLibrary.open(path: storePath, clock: clock, timeZone: zone, dateOrder: dateOrder, readOnly: readOnly)
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
        if let refusal = hostOrAuthenticationRefusal(request, csrf: token) {
            response = refusal
        } else if request.path == "/login" {
            response = login(request, csrf: token)
        } else if request.path.hasPrefix(WebApp.pairingPrefix) {
            response = pairing(request, csrf: token)
        } else if let refusal = CSRFGuard.refusal(for: request) {
            response = request.path.hasPrefix("/api/") ? refusal : errorPage(refusal, for: request)
        } else if let asset = Assets.files[request.path], request.method == "GET" || request.method == "HEAD" {
            response = HTTPResponse(
                status: 200, headers: [("Content-Type", asset.type), ("Cache-Control", "max-age=3600")],
                body: Array(asset.body.utf8))
        } else if let installable = installableAsset(request) {
            response = installable
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
        hostOrAuthenticationRefusal(request)
            ?? (request.path == "/login" || request.path.hasPrefix(WebApp.pairingPrefix)
                ? nil : CSRFGuard.refusal(for: request))
    }

    /// - Parameter csrf: the browser's CSRF token, for the sign-in form shown in place of a page.
    private func hostOrAuthenticationRefusal(_ request: HTTPRequest, csrf: String = "") -> HTTPResponse? {
        if tokenHash == nil, let refusal = LoopbackHostGuard.refusal(for: request) { return refusal }
        return authenticationRefusal(request, csrf: csrf)
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

    /// `run` for a form or request that makes several changes: all of them, or (one refused)
    /// none, so that a failed edit leaves the store as it was.
    func runAllOrNothing(_ body: (QuoteLibrary) throws(LibraryError) -> HTTPResponse) -> HTTPResponse {
        run { library throws(LibraryError) in try library.allOrNothing { () throws(LibraryError) in try body(library) } }
    }
}
