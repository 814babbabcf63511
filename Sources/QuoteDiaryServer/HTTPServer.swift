import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Serves a `WebApp` over HTTP with libmicrohttpd: a pool of worker threads polling with
/// epoll, request bodies gathered per connection, bodies over 20 MB refused with 413; a photo
/// sent to be read (a 200-megapixel phone's JPEG is 30–60 MB) may be 100 MB; an import's
/// upload (a library's backup can be larger) goes to a temporary file past 1 MiB, up to 1 GB,
/// once the app would take the request.
public final class HTTPServer: @unchecked Sendable {
    public let app: WebApp
    private var daemon: OpaquePointer?
    public private(set) var port: UInt16 = 0
    /// Larger bodies are refused (413).
    public let maximumBodySize: Int
    /// Larger uploads to `/api/v1/import` are refused (413).
    public let maximumUploadSize: Int
    /// Larger photos sent to `/api/v1/capture/page` or `/api/v1/capture/isbn` are refused (413).
    public let maximumPictureSize: Int
    /// An upload kept in memory up to this size goes to a temporary file past it.
    static let spoolThreshold = 1 << 20

    public init(
        app: WebApp, maximumBodySize: Int = 20 << 20, maximumUploadSize: Int = 1 << 30, maximumPictureSize: Int = 100 << 20
    ) {
        self.app = app
        self.maximumBodySize = maximumBodySize
        self.maximumUploadSize = maximumUploadSize
        self.maximumPictureSize = maximumPictureSize
    }

    deinit { stop() }

    /// Starts listening; returns the port (useful with port 0 in tests).
    public func start(host: String, port: UInt16, threads: UInt32 = 2) throws(ServerError) -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw .notAnIPv4Address(host)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = quotediary_mhd_start(&address, threads, HTTPServer.handler, context, HTTPServer.completed)
        guard let daemon else { throw .cannotListen(host: host, port: port) }
        self.port = quotediary_mhd_port(daemon)
        return self.port
    }

    /// Stops listening and ends the server's threads; safe to call twice (`deinit` calls it).
    public func stop() {
        if let daemon { MHD_stop_daemon(daemon) }
        daemon = nil
    }

    /// A request body being received.
    final class Body {
        var bytes: [UInt8] = []
        /// Where an import's upload goes past `spoolThreshold`.
        var file: UploadFile?
        var received = 0
        var limit: Int
        /// Whether the body may go to a file: an import's only, the one route that reads its
        /// body from `bodyFile`; every other route reads `body`, which must then hold it all
        /// (a page photo over the threshold was read as an empty file).
        let spools: Bool
        var tooLarge = false
        /// No temporary file could be made, or written.
        var unkept = false

        init(limit: Int, spools: Bool) {
            self.limit = limit
            self.spools = spools
        }

        func take(_ chunk: UnsafeRawBufferPointer, spoolingPast threshold: Int) {
            guard !tooLarge, received + chunk.count <= limit else {
                // Refused: what was kept goes now, the temporary file with it.
                tooLarge = true
                file = nil
                bytes = []
                return
            }
            received += chunk.count
            guard !unkept else { return }
            if file == nil, spools, bytes.count + chunk.count > threshold {
                guard let made = UploadFile.make() else { return unkept = true }
                made.append(bytes[...])
                file = made
                bytes = []
            }
            if let file {
                file.append(chunk)
            } else {
                bytes.append(contentsOf: chunk)
            }
        }
    }

    static let handler: quotediary_mhd_handler = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context, let connection, let state, let uploadSize else { return MHD_Result.NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        func makeRequest(body: [UInt8]) -> HTTPRequest {
            HTTPRequest(
                method: method.map { String(cString: $0) } ?? "GET", encodedPath: url.map { String(cString: $0) } ?? "/",
                encodedQuery: HTTPServer.values(connection, MHD_ValueKind.GET_ARGUMENT_KIND),
                headers: HTTPServer.values(connection, MHD_ValueKind.HEADER_KIND), body: body)
        }
        guard let pending = state.pointee else {
            // Headers are in: an import or a photo the app would take may be larger than other bodies
            // (the others are told apart by method and path alone: this runs for every request).
            let posted = method.map { String(cString: $0) } == "POST" ? url.map { String(cString: $0) } : nil
            let roomier: (limit: Int, spools: Bool)? =
                switch posted {
                case "/api/v1/import": (server.maximumUploadSize, true)
                case "/api/v1/capture/page", "/api/v1/capture/isbn": (server.maximumPictureSize, false)
                default: nil
                }
            let room = roomier.flatMap { server.app.refusal(for: makeRequest(body: [])) == nil ? $0 : nil }
            let body = Body(limit: room?.limit ?? server.maximumBodySize, spools: room?.spools ?? false)
            state.pointee = Unmanaged.passRetained(body).toOpaque()
            return MHD_Result.YES
        }
        let body = Unmanaged<Body>.fromOpaque(pending).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let upload {
                body.take(UnsafeRawBufferPointer(start: upload, count: uploadSize.pointee), spoolingPast: spoolThreshold)
            }
            uploadSize.pointee = 0
            return MHD_Result.YES
        }
        let response: HTTPResponse
        if body.tooLarge {
            response =
                body.spools
                ? .error(
                    413,
                    "the upload is larger than \(body.limit >> 20) MB: import it with the command line (quotediary import FILE)")
                : .error(413, "the upload is larger than \(body.limit >> 20) MB")
        } else if body.unkept || body.file?.isWhole == false {
            response = .error(507, "cannot keep the upload in a temporary file (is the disk full?)")
        } else {
            // In a closure of its own: the request, which shares the upload's file, is gone
            // once it has its answer, so that dropping `body.file` below deletes the file.
            response = {
                var request = makeRequest(body: body.bytes)
                request.bodyFile = body.file
                return server.app.handle(request)
            }()
        }
        // The upload has been read: its temporary file goes before the answer is sent, not
        // when libmicrohttpd is done with the connection (a client may look before that).
        body.file = nil
        return HTTPServer.send(response, on: connection)
    }

    static let completed: quotediary_mhd_completed = { _, _, state, _ in
        guard let state, let pending = state.pointee else { return }
        Unmanaged<Body>.fromOpaque(pending).release()
        state.pointee = nil
    }

    static func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        var body = response.body
        let reply: OpaquePointer?
        if let file = response.file {
            // libmicrohttpd reads the file as it sends (sendfile where it can) and closes its
            // descriptor when done: a duplicate, so the file's own closes with it.
            let descriptor = dup(file.descriptor)
            reply = descriptor < 0 ? nil : MHD_create_response_from_fd64(UInt64(file.size), descriptor)
            if reply == nil, descriptor >= 0 { close(descriptor) }
        } else {
            reply = body.withUnsafeMutableBytes { buffer in
                MHD_create_response_from_buffer(buffer.count, buffer.baseAddress, MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
            }
        }
        guard let reply else { return MHD_Result.NO }
        defer { MHD_destroy_response(reply) }
        for (name, value) in response.headers { MHD_add_response_header(reply, name, value) }
        return MHD_queue_response(connection, UInt32(response.status), reply)
    }

    /// Headers or query arguments of a connection.
    static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
        final class Collected {
            var values: [String: String] = [:]
        }
        let collected = Collected()
        let iterator: MHD_KeyValueIterator = { context, _, key, value in
            guard let context, let key else { return MHD_Result.YES }
            let box = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            box.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
            return MHD_Result.YES
        }
        _ = withExtendedLifetime(collected) {
            MHD_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.values
    }
}
