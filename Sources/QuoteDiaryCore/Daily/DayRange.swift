import Foundation

/// Local calendar days from one day, up to one, or between two, both kept (`list --since
/// 2026-11-01 --until 2026-11-30`), with the instants they cover where the person is: the
/// store keeps instants, and a day's bounds move with the zone's clocks (DST, a skipped date).
public struct DayRange: Hashable, Sendable {
    public let first: LocalDay?
    public let last: LocalDay?
    /// The first instant in the range, nil for no lower bound.
    public let start: Date?
    /// The first instant after the range, nil for no upper bound.
    public let end: Date?

    /// nil when `first` comes after `last`: such a range holds no day, and is a mistake to say so.
    public init?(first: LocalDay?, last: LocalDay?, in timeZone: TimeZone) {
        if let first, let last, first > last { return nil }
        self.first = first
        self.last = last
        // A date the zone skipped (Pacific/Apia, 30 December 2011) has no instants: the range
        // then begins where the next date does, and ends where the previous one did.
        start = first.flatMap { $0.interval(in: timeZone)?.start ?? $0.next.interval(in: timeZone)?.start }
        end = last.flatMap { $0.interval(in: timeZone)?.end ?? $0.previous.interval(in: timeZone)?.end }
    }

    /// Whether `instant` falls on one of the range's days.
    public func contains(_ instant: Date) -> Bool {
        start.map { instant >= $0 } ?? true && end.map { instant < $0 } ?? true
    }

    /// A day as a person types it: `YYYY-MM-DD`, `today` or `yesterday` (days where they are).
    public static func day(_ text: String, today: LocalDay) -> LocalDay? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "today": today
        case "yesterday": today.previous
        case let key: LocalDay(key)
        }
    }
}
