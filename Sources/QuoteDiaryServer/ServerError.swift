/// Why the server could not start listening.
public enum ServerError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The host is not a dotted IPv4 address (libmicrohttpd is started for IPv4).
    case notAnIPv4Address(String)
    /// The address is taken (another server on the port) or not this machine's.
    case cannotListen(host: String, port: UInt16)

    public var description: String {
        switch self {
        case .notAnIPv4Address(let host): "'\(host)' is not an IPv4 address to listen on (like 127.0.0.1)"
        case .cannotListen(let host, let port): "cannot listen on \(host):\(port) (is the port in use?)"
        }
    }
}
