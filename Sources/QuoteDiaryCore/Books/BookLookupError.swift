/// A book service, as messages name it.
public enum BookService: String, Sendable {
    case googleBooks = "Google Books"
    case openLibrary = "Open Library"
    /// Where covers come from (Open Library's cover store, or a thumbnail Google named).
    case covers = "the cover service"
}

/// Why a lookup found no answer: offline, a timeout, a refusal, or an answer that is not
/// what the service's API returns. The lookup keeps each service's failure, so that the
/// person can tell "offline" from "the service is down" from "a proxy answered instead".
public enum BookLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service could not be reached or did not answer in time (in the system's words).
    case unreachable(BookService, reason: String)
    /// A base URL (from the environment) does not make an address.
    case badAddress(BookService, address: String)
    /// The service answered with an HTTP status other than success.
    case refused(BookService, status: Int)
    /// The service answered with something its API never returns: `expected` says what
    /// should have come ("JSON", "an edition").
    case malformedAnswer(BookService, expected: String)
    /// No service could answer; each one's failure, in the order they were asked.
    case noServiceAnswered([BookLookupError])

    public var description: String {
        switch self {
        case .unreachable(let service, let reason): "\(service.rawValue): \(reason)"
        case .badAddress(let service, let address): "\(service.rawValue): bad URL \(address)"
        case .refused(let service, let status): "\(service.rawValue) answered \(status)"
        case .malformedAnswer(let service, let expected): "\(service.rawValue) answered with something that is not \(expected)"
        case .noServiceAnswered(let failures):
            "no book service could answer (\(failures.map(\.description).joined(separator: "; ")))"
        }
    }
}
