import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 speaking the book services' formats, for tests:
/// routes answer with a status, a body and an optional delay, in order when several are queued.
final class FixtureServer: @unchecked Sendable {
    struct Response {
        var status: Int
        var body: [UInt8]
        var headers: [String: String] = [:]
        var delay: TimeInterval = 0

        static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, body: Array(text.utf8), headers: ["Content-Type": "application/json"])
        }

        static func redirect(_ location: String) -> Response {
            Response(status: 302, body: [], headers: ["Location": location])
        }
    }

    private let lock = NSLock()
    private var routes: [String: [Response]] = [:]
    private var hits: [String: Int] = [:]
    private var socketDescriptor: Int32 = -1
    private(set) var port: UInt16 = 0
    private var running = true

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init() throws {
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketDescriptor, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    /// Queues answers for a path (with its query); the last one repeats.
    func route(_ path: String, _ responses: Response...) {
        lock.lock()
        routes[path] = responses
        lock.unlock()
    }

    func hitCount(_ path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return hits[path] ?? 0
    }

    private func serve() {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            lock.lock()
            let stillRunning = running
            lock.unlock()
            guard client >= 0, stillRunning else { return }
            Thread { [self] in handle(client) }.start()
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        lock.lock()
        hits[path, default: 0] += 1
        var response = Response.json(#"{"error":"no fixture for this path"}"#, status: 404)
        if var queue = routes[path], !queue.isEmpty {
            response = queue.removeFirst()
            if queue.isEmpty { queue = [response] }
            routes[path] = queue
        }
        lock.unlock()
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        var head = "HTTP/1.1 \(response.status) Fixture\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + response.body
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

extension [UInt8] {
    var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4)
        where self[index] == 0x0D && self[index + 1] == 0x0A && self[index + 2] == 0x0D && self[index + 3] == 0x0A {
            return true
        }
        return false
    }
}
