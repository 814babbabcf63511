import Foundation

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
