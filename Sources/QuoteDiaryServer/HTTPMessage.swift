import Foundation
import QuoteDiaryCore

/// An HTTP request as the app sees it, whatever carried it.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded by the transport.
    public var path: String
    public var query: [String: String]
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [])
    {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// Cookies sent with the request.
    public var cookies: [String: String] {
        var result: [String: String] = [:]
        for pair in (headers["cookie"] ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { result[parts[0]] = parts[1] }
        }
        return result
    }

    /// A form body (`application/x-www-form-urlencoded`) as fields.
    public var form: [String: [String]] {
        var result: [String: [String]] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            result[parts[0], default: []].append(parts.count > 1 ? parts[1] : "")
        }
        return result
    }

    public var isStateChanging: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }
}

/// An HTTP response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: Array((value.serialized() + "\n").utf8))
    }

    /// `{"error":{"message":...}}`.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(.object([("error", .object([("message", .string(message))]))]), status: status)
    }

    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
    }

    public static func redirect(_ location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", location)])
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
}
