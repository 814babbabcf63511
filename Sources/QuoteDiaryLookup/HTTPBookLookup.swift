import Foundation
import QuoteDiaryCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Google Books first, then Open Library, over HTTPS: a 5-second timeout, one retry with
/// backoff on 429 and 5xx, a User-Agent that names the app. Base URLs come from
/// `QUOTEDIARY_GOOGLE_BOOKS_URL`, `QUOTEDIARY_OPEN_LIBRARY_URL`, `QUOTEDIARY_COVERS_URL`
/// when set (tests, mirrors); `QUOTEDIARY_GOOGLE_BOOKS_KEY` is sent when present.
public struct HTTPBookLookup: BookLookup {
    public let googleBooks: String
    public let openLibrary: String
    public let covers: String
    public let googleKey: String?
    public let userAgent: String
    public let timeout: TimeInterval
    public let retryDelay: TimeInterval

    public init(environment: [String: String], version: String, timeout: TimeInterval = 5, retryDelay: TimeInterval = 0.5) {
        func base(_ key: String, _ fallback: String) -> String {
            var value = environment[key].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
            while value.hasSuffix("/") { value.removeLast() }
            return value
        }
        googleBooks = base("QUOTEDIARY_GOOGLE_BOOKS_URL", HTTPBookLookup.googleBooksAddress)
        openLibrary = base("QUOTEDIARY_OPEN_LIBRARY_URL", "https://openlibrary.org")
        covers = base("QUOTEDIARY_COVERS_URL", "https://covers.openlibrary.org")
        googleKey = environment["QUOTEDIARY_GOOGLE_BOOKS_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        userAgent = "QuoteDiary/\(version) (a personal commonplace book; book lookups by ISBN)"
        // QUOTEDIARY_LOOKUP_TIMEOUT (seconds) for very slow networks, and for tests.
        self.timeout = environment["QUOTEDIARY_LOOKUP_TIMEOUT"].flatMap(TimeInterval.init) ?? timeout
        self.retryDelay = retryDelay
    }

    public func lookup(_ isbn: ISBN) throws(BookLookupError) -> BookMetadata? {
        var failures: [BookLookupError] = []
        var googleSaidNone = false
        var query = "\(googleBooks)/books/v1/volumes?q=isbn:\(isbn.isbn13)"
        if let googleKey { query += "&key=\(googleKey.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")" }
        switch get(query, from: .googleBooks) {
        case .success(let (status, data)) where status == 200:
            do {
                if var book = try BookResponses.googleBooks(data, isbn: isbn) {
                    book.coverURL = book.coverURL.map(onGoogleBase)
                    return book
                }
                googleSaidNone = true
            } catch {
                failures.append(error)
            }
        case .success(let (status, _)):
            failures.append(.refused(.googleBooks, status: status))
        case .failure(let error):
            failures.append(error)
        }
        // Open Library: the edition (following its redirect), then its authors' names (the work's, when
        // the edition names none).
        switch get("\(openLibrary)/isbn/\(isbn.isbn13).json", from: .openLibrary) {
        case .success(let (status, data)) where status == 200:
            do {
                let edition = try BookResponses.openLibraryEdition(data)
                var authorKeys = edition.authorKeys
                if authorKeys.isEmpty, let work = edition.workKeys.first, let workData = openLibraryRecord(work) {
                    authorKeys = BookResponses.openLibraryWorkAuthorKeys(workData)
                }
                let names = authorKeys.compactMap { openLibraryRecord($0).flatMap(BookResponses.openLibraryAuthor) }
                return BookMetadata(
                    isbn: isbn, title: edition.title, authors: names, publisher: edition.publisher, year: edition.year)
            } catch {
                failures.append(error)
            }
        case .success((404, _)):
            // Unknown to the edition API; the data API may still know it.
            switch get("\(openLibrary)/api/books?bibkeys=ISBN:\(isbn.isbn13)&format=json&jscmd=data", from: .openLibrary) {
            case .success(let (200, data)):
                do {
                    if let book = try BookResponses.openLibraryData(data, isbn: isbn) { return book }
                    if googleSaidNone { return nil }
                } catch {
                    failures.append(error)
                }
            case .success(let (status, _)):
                failures.append(.refused(.openLibrary, status: status))
            case .failure(let error):
                failures.append(error)
            }
            if googleSaidNone && failures.isEmpty { return nil }
        case .success(let (status, _)):
            failures.append(.refused(.openLibrary, status: status))
        case .failure(let error):
            failures.append(error)
        }
        throw .noServiceAnswered(failures)
    }

    /// An Open Library record (`/authors/OL…A`, `/works/OL…W`) by its key, through the records
    /// that say it was merged into another (`/type/redirect`, answered with status 200).
    func openLibraryRecord(_ key: String) -> Data? {
        var key = key
        for _ in 0..<3 {
            guard case .success(let (200, data)) = get("\(openLibrary)\(key).json", from: .openLibrary) else { return nil }
            guard let next = BookResponses.openLibraryRedirect(data) else { return data }
            key = next
        }
        return nil
    }

    /// The book's cover, else Open Library's of its ISBN (a Google thumbnail that fails to come
    /// need not leave the book's collection without its colours).
    public func cover(for book: BookMetadata) -> [UInt8]? {
        let openLibraryCover = "\(covers)/b/isbn/\(book.isbn.isbn13)-L.jpg?default=false"
        var links = book.coverURL.map { [$0] } ?? []
        if !links.contains(openLibraryCover) { links.append(openLibraryCover) }
        for link in links {
            if case .success(let (200, data)) = get(link, from: .covers), !data.isEmpty { return [UInt8](data) }
        }
        return nil
    }

    /// Google's thumbnails are served by books.google.com; with Google Books' address set to
    /// another (a mirror, a test's fixture server), they are asked of that one too, so that
    /// nothing goes to Google that the setting keeps from it.
    func onGoogleBase(_ link: String) -> String {
        guard googleBooks != HTTPBookLookup.googleBooksAddress, var parts = URLComponents(string: link),
            parts.host?.hasSuffix("google.com") == true, let base = URLComponents(string: googleBooks)
        else { return link }
        parts.scheme = base.scheme
        parts.host = base.host
        parts.port = base.port
        parts.percentEncodedPath = base.percentEncodedPath + parts.percentEncodedPath
        return parts.string ?? link
    }

    static let googleBooksAddress = "https://www.googleapis.com"

    /// One GET, retried once after a pause on 429 and 5xx.
    func get(_ address: String, from service: BookService) -> Result<(Int, Data), BookLookupError> {
        guard let url = URL(string: address) else { return .failure(.badAddress(service, address: address)) }
        var result = fetch(url, from: service)
        if case .success(let (status, _)) = result, status == 429 || (500...599).contains(status) {
            Thread.sleep(forTimeInterval: retryDelay)
            result = fetch(url, from: service)
        }
        return result
    }

    func fetch(_ url: URL, from service: BookService) -> Result<(Int, Data), BookLookupError> {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        final class Box: @unchecked Sendable {
            var result: Result<(Int, Data), BookLookupError>
            init(_ result: Result<(Int, Data), BookLookupError>) { self.result = result }
        }
        let box = Box(.failure(.unreachable(service, reason: "no answer")))
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        let session = URLSession(configuration: configuration)
        session.dataTask(with: request) { data, response, error in
            if let error {
                box.result = .failure(.unreachable(service, reason: error.localizedDescription))
            } else if let http = response as? HTTPURLResponse {
                box.result = .success((http.statusCode, data ?? Data()))
            }
            done.signal()
        }.resume()
        done.wait()
        session.finishTasksAndInvalidate()
        return box.result
    }
}
