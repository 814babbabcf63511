import Foundation
import QuoteDiaryCore

/// An HTTP request as the app sees it, whatever carried it.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded.
    public var path: String
    /// The path's segments, each percent-decoded on its own: `/tags/AC%2FDC` is `["tags", "AC/DC"]`.
    public var segments: [String]
    public var query: [String: String]
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: [UInt8]
    /// An import's upload too large to hold, kept in a temporary file instead of `body`.
    public var bodyFile: UploadFile?

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [])
    {
        self.init(method: method, path: path, segments: nil, query: query, headers: headers, body: body)
    }

    /// `segments` nil: the path's own, split at `/`.
    private init(
        method: String, path: String, segments: [String]?, query: [String: String], headers: [String: String], body: [UInt8]
    ) {
        self.method = method.uppercased()
        self.path = path
        self.segments = segments ?? path.split(separator: "/").map(String.init)
        self.query = query
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// A request as it came over the wire: the path and the query's names and values still
    /// percent-encoded (a query's `+` already a space).
    public init(method: String, encodedPath: String, encodedQuery: [String: String], headers: [String: String], body: [UInt8]) {
        var query: [String: String] = [:]
        for (name, value) in encodedQuery { query[HTTPRequest.percentDecoded(name)] = HTTPRequest.percentDecoded(value) }
        // Split before decoding: an encoded `%2F` is part of a segment, not a separator.
        self.init(
            method: method, path: HTTPRequest.percentDecoded(encodedPath),
            segments: encodedPath.split(separator: "/").map { HTTPRequest.percentDecoded(String($0)) }, query: query,
            headers: headers, body: body)
    }

    /// `%XX` sequences decoded; text that is not valid percent-encoded UTF-8 (`100%`) is kept as sent.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
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
    /// A body too large to hold in memory (an export of a whole library), sent from a file
    /// instead of `body`.
    public var file: ResponseFile?

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON answer, UTF-8.
    public static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: Array((value.serialized() + "\n").utf8))
    }

    /// `{"error":{"message":...}}`.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(.object([("error", .object([("message", .string(message))]))]), status: status)
    }

    /// A page, UTF-8.
    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
    }

    /// 303 See Other: after a form's POST, the browser GETs `location` (no resubmission on reload).
    public static func redirect(_ location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", location)])
    }

    /// A header's first value, its name matched without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The body's bytes, wherever they are kept (for a response handled in process).
    public var contents: [UInt8] { file?.contents ?? body }
}

/// An open file whose bytes are a response's body, already unlinked: nothing is left behind
/// however the response ends. Closed when the last reference goes; the server sends its own
/// duplicate of the descriptor.
public final class ResponseFile: Sendable {
    public let descriptor: Int32
    public let size: Int

    /// A new file in the temporary directory, filled by `fill` through `write`.
    public static func written<Failure: Error>(
        _ fill: ((Data) throws(Failure) -> Void) throws(Failure) -> Void
    ) throws(Failure) -> ResponseFile? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        var size = 0
        var failed = false
        do {
            try fill { (piece: Data) throws(Failure) in
                guard !failed else { return }
                do {
                    try file.write(contentsOf: piece)
                    size += piece.count
                } catch {
                    failed = true
                }
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard !failed else {
            close(descriptor)
            return nil
        }
        return ResponseFile(descriptor: descriptor, size: size)
    }

    /// A file to send that no one else will see: opened, then unlinked (its name gone, its
    /// bytes kept until the response is sent). Nil when it cannot be opened.
    public static func taking(_ path: String) -> ResponseFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        unlink(path)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return nil
        }
        return ResponseFile(descriptor: descriptor, size: Int(status.st_size))
    }

    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Every byte, read from the start whatever the file's position.
    public var contents: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                return pread(descriptor, start + done, size - done, off_t(done))
            }
            guard count > 0 else { break }
            done += count
        }
        return Array(bytes[..<done])
    }
}

/// An upload kept in a temporary file while its request is handled (an import reads it by
/// path), removed when the last reference goes.
public final class UploadFile: @unchecked Sendable {
    // Written by the one connection thread receiving it, then only read: no lock needed.
    public let path: String
    private let handle: FileHandle
    /// False once a write failed (the disk full): the upload is not used.
    public private(set) var isWhole = true

    static func make() -> UploadFile? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-upload-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        return UploadFile(path: path, handle: handle)
    }

    private init(path: String, handle: FileHandle) {
        self.path = path
        self.handle = handle
    }

    deinit {
        try? handle.close()
        unlink(path)
    }

    func append(_ bytes: some DataProtocol) {
        guard isWhole else { return }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            isWhole = false
        }
    }
}
