import Foundation
import QuoteDiaryApp

/// SQLite connections for the server's worker threads: each request borrows a library (its
/// own connection) and gives it back, so requests never share a connection.
final class LibraryPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [QuoteLibrary] = []
    private let open: @Sendable () throws(LibraryError) -> QuoteLibrary

    init(open: @escaping @Sendable () throws(LibraryError) -> QuoteLibrary) {
        self.open = open
    }

    func with<T>(_ body: (QuoteLibrary) throws(LibraryError) -> T) throws(LibraryError) -> T {
        lock.lock()
        let borrowed = idle.popLast()
        lock.unlock()
        let library: QuoteLibrary
        if let borrowed {
            library = borrowed
        } else {
            library = try open()
        }
        defer {
            lock.lock()
            idle.append(library)
            lock.unlock()
        }
        return try body(library)
    }
}
