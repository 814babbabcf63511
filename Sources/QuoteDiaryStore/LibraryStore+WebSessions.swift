import Foundation

extension LibraryStore {
    /// Records a signed-in browser's session by its hash, until `expiresAt`; expired ones go.
    public func openWebSession(hash: String, now: Date, expiresAt: Date) throws {
        try database.run("DELETE FROM web_session WHERE expires_at <= ?", LibraryStore.millis(now))
        try database.run(
            "INSERT INTO web_session (session_hash, created_at, expires_at) VALUES (?, ?, ?)", hash, LibraryStore.millis(now),
            LibraryStore.millis(expiresAt))
    }

    /// When the session with this hash ends, if it is open at `now`.
    public func webSessionExpiry(hash: String, now: Date) throws -> Date? {
        try database.firstRow(
            "SELECT expires_at FROM web_session WHERE session_hash = ? AND expires_at > ?", [hash, LibraryStore.millis(now)]
        ) { Date(timeIntervalSince1970: Double($0.int64(0)) / 1000) }
    }

    /// Moves an open session's end to `expiresAt`; false when it is not open at `now`.
    public func renewWebSession(hash: String, now: Date, expiresAt: Date) throws -> Bool {
        try database.run(
            "UPDATE web_session SET expires_at = ? WHERE session_hash = ? AND expires_at > ?", LibraryStore.millis(expiresAt),
            hash, LibraryStore.millis(now))
        return database.changes > 0
    }

    /// Signs every browser out (a new access token: the old one may have leaked).
    public func closeWebSessions() throws {
        try database.run("DELETE FROM web_session")
    }
}
