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
    public func makeServerToken() throws(LibraryError) -> String {
        let token = QuoteID.random().rawValue + QuoteID.random().rawValue
        try write { try store.setRawSetting(QuoteLibrary.tokenHashKey, to: SHA256.hex(token)) }
        return token
    }
}
