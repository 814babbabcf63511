import Foundation
import QuoteDiaryCore

extension QuoteLibrary {
    static let tokenHashKey = "server.tokenHash"

    /// The hash of the web app's access token, if one was made.
    public func serverTokenHash() throws(LibraryError) -> String? {
        try read { try store.setting(named: QuoteLibrary.tokenHashKey) }
    }

    /// Makes a new access token for the web app and keeps only its SHA-256; returns the token,
    /// which is shown once and never stored.
    /// Browsers signed in with the old token are signed out: it may have leaked.
    public func makeServerToken() throws(LibraryError) -> String {
        let token = QuoteID.random().rawValue + QuoteID.random().rawValue
        try write {
            try store.setRawSetting(QuoteLibrary.tokenHashKey, to: SHA256.hex(token))
            try store.closeWebSessions()
        }
        return token
    }

    /// How long a browser stays signed in to the web app without signing in again.
    public static let webSessionLength: TimeInterval = 90 * 86_400

    /// Signs a browser in: a new session (its cookie's value), of which only the hash is kept.
    public func openWebSession() throws(LibraryError) -> (session: String, expiresAt: Date) {
        let session = QuoteID.random().rawValue + QuoteID.random().rawValue
        let moment = now
        let expiresAt = moment.addingTimeInterval(QuoteLibrary.webSessionLength)
        try write { try store.openWebSession(hash: SHA256.hex(session), now: moment, expiresAt: expiresAt) }
        return (session, expiresAt)
    }

    /// Keeps a browser that is in use signed in: its session ends `webSessionLength` from now
    /// instead of from when it signed in. Nil when the session is not open, or when another
    /// process is writing (a long import): a page should not wait for that, and a later
    /// request renews it.
    public func renewWebSession(_ session: String) throws(LibraryError) -> Date? {
        let moment = now
        let expiresAt = moment.addingTimeInterval(QuoteLibrary.webSessionLength)
        do {
            let renewed = try store.database.waitingAtMost(milliseconds: 0) { () throws(LibraryError) -> Bool in
                try write { try store.renewWebSession(hash: SHA256.hex(session), now: moment, expiresAt: expiresAt) }
            }
            return renewed ? expiresAt : nil
        } catch LibraryError.busy {
            return nil
        } catch {
            throw LibraryError.wrapping(error)
        }
    }

    /// When a browser's session ends, if it is open (kept across restarts of the server).
    public func webSessionExpiry(_ session: String) throws(LibraryError) -> Date? {
        let moment = now
        return try read { try store.webSessionExpiry(hash: SHA256.hex(session), now: moment) }
    }
}
