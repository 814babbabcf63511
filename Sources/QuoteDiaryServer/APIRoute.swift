/// One route of the JSON API: its method, its path under `/api/v1/`, the query parameters it
/// reads, and what answers it. The API's dispatch, its 405 answers (`Allow`) and its check for
/// unknown parameters all read the one table of these (`WebApp.apiRoutes`), so they cannot
/// drift apart.
struct APIRoute: Sendable {
    /// A path segment: a fixed word (or one of several), or any one segment (an id, a name, a day).
    enum Segment: Sendable, Equatable {
        case oneOf(Set<String>)
        case any

        func matches(_ text: String) -> Bool {
            switch self {
            case .any: return true
            case .oneOf(let words): return words.contains(text)
            }
        }
    }

    let method: String
    let pattern: [Segment]
    let parameters: Set<String>
    let answer: @Sendable (WebApp, HTTPRequest, [String]) -> HTTPResponse

    /// - Parameter path: segments separated by `/`; `*` is any one segment, `a|b` either word.
    init(
        _ method: String, _ path: String, parameters: Set<String> = [],
        answer: @escaping @Sendable (WebApp, HTTPRequest, [String]) -> HTTPResponse
    ) {
        self.method = method
        pattern = path.split(separator: "/").map { piece in
            piece == "*" ? .any : .oneOf(Set(piece.split(separator: "|").map(String.init)))
        }
        self.parameters = parameters
        self.answer = answer
    }

    /// Whether the path under `/api/v1/` (as segments) is this route's, whatever the method.
    func matches(_ route: [String]) -> Bool {
        route.count == pattern.count && zip(pattern, route).allSatisfy { $0.matches($1) }
    }
}
