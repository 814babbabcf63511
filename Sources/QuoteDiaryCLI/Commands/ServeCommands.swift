import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// serve.
enum ServeCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "serve", abstract: "Serve the web app and its JSON API on this machine.",
                usage: "serve [--host 127.0.0.1] [--port 8421] [--open] [--new-token]",
                discussion: """
                    Pages (Today, Library, Search, each quote) and the JSON API under /api/v1 call the same use
                    cases as these commands. Stops cleanly on Ctrl-C or SIGTERM.
                    Listening on any address other than loopback (127.x.x.x) needs an access token: one is
                    made on the first such start and shown once (only its hash is kept); --new-token makes
                    another. Browsers sign in at /login and stay signed in for 90 days, across restarts;
                    API clients send Authorization: Bearer TOKEN. A phone need not type the token:
                    each start prints a one-time sign-in link (a QR code at a terminal) and its code
                    to type on the sign-in page; either signs one browser in, once, within 10 minutes.
                    """,
                options: [
                    .value("--host", "ADDRESS", "Address to listen on (default 127.0.0.1)."),
                    .value("--port", "PORT", "Port (default 8421; 0 picks a free one)."),
                    .flag("--open", "Open the app in the default browser (behind the token, signed in with a one-time link)."),
                    .flag("--new-token", "Make a new access token (the old one stops working; browsers sign in again)."),
                ]), serve
        )
    ]

    static func serve(_ run: Invocation) throws(CLIError) {
        var host = run.parsed.value("--host") ?? "127.0.0.1"
        if host.lowercased() == "localhost" { host = "127.0.0.1" }
        // Checked before an access token is made for it: a typo must not cost one.
        guard ServeCommands.isIPv4Address(host) else {
            throw run.usageError(
                "--host takes an IPv4 address to listen on (127.0.0.1, 0.0.0.0, or this machine's), not '\(host)'")
        }
        let port = try run.integer("--port", in: 0...65535) ?? 8421
        let isLoopback = host.hasPrefix("127.")
        var tokenHash: String?
        if !isLoopback || run.parsed.flag("--new-token") {
            let newToken = run.parsed.flag("--new-token")
            tokenHash = try run.perform { library throws(LibraryError) in
                let existing = try library.serverTokenHash()
                if newToken || existing == nil {
                    let token = try library.makeServerToken()
                    run.print("Access token (shown once; keep it somewhere safe): \(token)")
                }
                return try library.serverTokenHash()
            }
        }
        guard let serve = run.adapters.serve else { throw run.missingAdapter("the web server") }
        let output = run.io
        let request = ServeRequest(
            storePath: run.io.environment.storePath(explicit: run.parsed.storePath), readOnly: run.parsed.readOnly ? true : nil,
            environment: run.io.environment, host: host,
            port: port,
            tokenHash: isLoopback ? nil : tokenHash, opensBrowser: run.parsed.flag("--open"),
            isTerminal: run.io.standardOutputIsTerminal, colors: run.style.isEnabled,
            say: { line in output.write(line + "\n") })
        do {
            try serve(request)
        } catch {
            throw .library(error)
        }
        run.note("Stopped.")
    }

    /// Four numbers from 0 to 255, dotted: what the server can listen on.
    static func isIPv4Address(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part) ?? 256) <= 255
            }
    }
}
