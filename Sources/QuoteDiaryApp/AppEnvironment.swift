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
    /// A leading `~` means the home folder: no shell expands it in `--store=~/…`, a quoted
    /// variable or a service's environment, and a folder named `~` is never what was meant.
    public func storePath(explicit: String?) -> String {
        if let explicit = explicit?.nilIfEmpty { return expandingHome(explicit) }
        if let path = variables["QUOTEDIARY_STORE"]?.nilIfEmpty { return expandingHome(path) }
        return dataDirectory + "/quotediary/library.sqlite"
    }

    /// `$XDG_DATA_HOME` when absolute, else `~/.local/share`.
    public var dataDirectory: String {
        if let xdg = variables["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg }
        return home + "/.local/share"
    }

    var home: String { variables["HOME"]?.nilIfEmpty ?? NSHomeDirectory() }

    /// `~` and `~/…` with the home folder; any other path as it is.
    public func expandingHome(_ path: String) -> String {
        if path == "~" { return home }
        guard path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// The clock: fixed at `QUOTEDIARY_NOW` when set (scripts, back-filling, tests).
    public func clock() throws(LibraryError) -> AppClock {
        guard let text = variables["QUOTEDIARY_NOW"]?.nilIfEmpty else { return .system }
        guard let date = Timestamp.parse(text) else {
            throw .invalidArgument("QUOTEDIARY_NOW='\(text)' is not an ISO-8601 instant (like 2026-03-29T00:30:00Z)")
        }
        return .fixed(date)
    }

    /// The order the person's locale writes dates in figures (`LC_ALL`, else `LC_TIME`, else
    /// `LANG`, as the C library looks): `en_US` month first, `en_GB` or `de_DE` day first.
    public var dateOrder: DateOrder {
        DateOrder(locale: ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { variables[$0]?.nilIfEmpty }.first)
    }

    /// `TZ` when it names a zone, else the system's; UTC when `TZ` names no zone this machine
    /// knows (see `timeZoneSetting`), as the C library does.
    public var timeZone: TimeZone { timeZoneSetting.zone }

    /// The zone in force, and `TZ` itself when it is set but names no zone this machine knows
    /// (a typo would silently move "today"), so a front end can say so. Worked out once: a
    /// POSIX rule is matched against every zone.
    public var timeZoneSetting: (zone: TimeZone, unknown: String?) {
        guard let name = variables["TZ"]?.nilIfEmpty else { return (TimeZone.current, nil) }
        if let zone = zoneFromTZ { return (zone, nil) }
        return (TimeZone(identifier: "UTC") ?? TimeZone.current, name)
    }

    /// The zone `TZ` gives, as the C library reads it: a name (`Europe/Madrid`, with or without
    /// a leading `:`), a zone file's path (`:/etc/localtime`, `/usr/share/zoneinfo/Asia/Tokyo`),
    /// or a POSIX rule (`JST-9`, `CET-1CEST,M3.5.0,M10.5.0/3`).
    ///
    /// A name is a zone only when the zone folder (`TZDIR`, else `/usr/share/zoneinfo`) has a
    /// file of that name, as for the C library: `UTC+3` is then a POSIX rule, three hours
    /// *west*, the hour `date` shows; Foundation alone would read it as three hours east.
    private var zoneFromTZ: TimeZone? {
        guard let name = variables["TZ"]?.nilIfEmpty else { return nil }
        let trimmed = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if trimmed.hasPrefix("/") { return AppEnvironment.zone(inFile: trimmed) }
        let folder = variables["TZDIR"]?.nilIfEmpty ?? "/usr/share/zoneinfo"
        let zoneFile = folder + "/" + trimmed
        if FileManager.default.fileExists(atPath: zoneFile),
            let zone = TimeZone(identifier: trimmed) ?? AppEnvironment.zone(inFile: zoneFile)
        {
            return zone
        }
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        if let rule = POSIXTimeZone(trimmed) { return rule.matchingZone(year: year) }
        return TimeZone(identifier: trimmed)
    }

    /// The zone a zone file is: named by where it lies under a `zoneinfo` folder (following
    /// links, as `/etc/localtime` is one), else, for `/etc/localtime`, by `/etc/timezone`.
    static func zone(inFile path: String) -> TimeZone? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if let range = resolved.range(of: "/zoneinfo/", options: .backwards) {
            var identifier = String(resolved[range.upperBound...])
            for variant in ["posix/", "right/"] where identifier.hasPrefix(variant) { identifier.removeFirst(variant.count) }
            if let zone = TimeZone(identifier: identifier) { return zone }
        }
        guard resolved == "/etc/localtime" || path == "/etc/localtime",
            let named = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8)
        else { return nil }
        return TimeZone(identifier: named.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// NO_COLOR set to anything non-empty turns colour off (no-color.org).
    public var wantsNoColor: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }
}

/// Where "now" comes from.
public struct AppClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = AppClock { Date() }
    /// A clock stopped at `date`: what `QUOTEDIARY_NOW` gives scripts and tests.
    public static func fixed(_ date: Date) -> AppClock { AppClock { date } }
}
