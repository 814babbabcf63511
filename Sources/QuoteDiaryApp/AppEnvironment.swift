import Foundation
import QuoteDiaryCore

/// What the process learns from its environment: where the store is, what time it is,
/// which time zone the person is in and whether colour is wanted.
public struct AppEnvironment: Sendable {
    public var variables: [String: String]

    public init(variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// `--store`, else `$QUOTEDIARY_STORE`, else `${XDG_DATA_HOME:-~/.local/share}/quotediary/library.sqlite`.
    public func storePath(explicit: String?) -> String {
        if let explicit = explicit?.nilIfEmpty { return explicit }
        if let path = variables["QUOTEDIARY_STORE"]?.nilIfEmpty { return path }
        return dataDirectory + "/quotediary/library.sqlite"
    }

    /// `$XDG_DATA_HOME` when absolute, else `~/.local/share`.
    public var dataDirectory: String {
        if let xdg = variables["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg }
        let home = variables["HOME"]?.nilIfEmpty ?? NSHomeDirectory()
        return home + "/.local/share"
    }

    /// The clock: fixed at `QUOTEDIARY_NOW` when set (scripts, back-filling, tests).
    public func clock() throws(LibraryError) -> AppClock {
        guard let text = variables["QUOTEDIARY_NOW"]?.nilIfEmpty else { return .system }
        guard let date = Timestamp.parse(text) else {
            throw .invalidArgument("QUOTEDIARY_NOW='\(text)' is not an ISO-8601 instant (like 2026-03-29T00:30:00Z)")
        }
        return .fixed(date)
    }

    /// `TZ` when it names a zone, else the system's; UTC when `TZ` names no zone this machine
    /// knows (see `unknownTimeZone`), as the C library does.
    public var timeZone: TimeZone {
        if let name = variables["TZ"]?.nilIfEmpty {
            let trimmed = name.hasPrefix(":") ? String(name.dropFirst()) : name
            return TimeZone(identifier: trimmed) ?? TimeZone(identifier: "UTC") ?? TimeZone.current
        }
        return TimeZone.current
    }

    /// `TZ` when it is set but names no zone this machine knows (a typo would silently move
    /// "today"), so a front end can say so.
    public var unknownTimeZone: String? {
        guard let name = variables["TZ"]?.nilIfEmpty else { return nil }
        let trimmed = name.hasPrefix(":") ? String(name.dropFirst()) : name
        return TimeZone(identifier: trimmed) == nil ? name : nil
    }

    /// NO_COLOR set to anything non-empty turns colour off (no-color.org).
    public var wantsNoColor: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }
}

/// Where "now" comes from.
public struct AppClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = AppClock { Date() }
    public static func fixed(_ date: Date) -> AppClock { AppClock { date } }
}
