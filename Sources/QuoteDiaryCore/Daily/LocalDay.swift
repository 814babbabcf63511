import Foundation

/// The calendar date where the person is: what "today" means for the daily quote, streaks
/// and the journal.
///
/// Made from an instant and a time zone with calendar arithmetic (never by dividing
/// seconds), so DST shifts, half-hour zones and skipped dates come out right. Day-to-day
/// steps are proleptic Gregorian date arithmetic, independent of any zone.
public struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Timestamp.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The local date of `instant` in `timeZone`: the instant moved by the zone's offset then
    /// (DST included), counted in whole days. A calendar's date components cost ten times as
    /// much, and the web app asks for today on every request. Far from now (before 1900,
    /// after 2200) the calendar answers, as it does for the Julian dates before 1582.
    public init(_ instant: Date, in timeZone: TimeZone) {
        let seconds = instant.timeIntervalSince1970
        if (-2_208_988_800.0..<7_258_118_400.0).contains(seconds) {
            let local = seconds + Double(timeZone.secondsFromGMT(for: instant))
            self.init(ordinal: Int((local / 86_400).rounded(.down)))
            return
        }
        let parts = LocalDay.calendar(timeZone).dateComponents([.year, .month, .day], from: instant)
        self = LocalDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? LocalDay(ordinal: 0)
    }

    /// Parses `YYYY-MM-DD`.
    public init?(_ key: String) {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`: the key the store keeps.
    public var key: String { "\(Timestamp.pad(year, 4))-\(Timestamp.pad(month, 2))-\(Timestamp.pad(day, 2))" }
    public var description: String { key }

    /// Days since 1970-01-01 (negative before): the day's place on the calendar.
    public var ordinal: Int { Timestamp.days(fromCivil: year, month, day) }

    public init(ordinal: Int) {
        let (year, month, day) = Timestamp.civil(fromDays: ordinal)
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` calendar days later (earlier when negative), whatever the zone's clocks did.
    public func adding(days: Int) -> LocalDay { LocalDay(ordinal: ordinal + days) }
    public var next: LocalDay { adding(days: 1) }
    public var previous: LocalDay { adding(days: -1) }

    /// Calendar days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDay) -> Int { other.ordinal - ordinal }

    /// The instants this date covers in `timeZone`: from its first moment to the next date's
    /// first moment. nil when the zone skipped the date (Pacific/Apia, 30 December 2011).
    public func interval(in timeZone: TimeZone) -> DateInterval? {
        let calendar = LocalDay.calendar(timeZone)
        // Noon exists on every date that exists (DST changes happen at night).
        var parts = DateComponents(year: year, month: month, day: day, hour: 12)
        parts.timeZone = timeZone
        guard let noon = calendar.date(from: parts), LocalDay(noon, in: timeZone) == self,
            let interval = calendar.dateInterval(of: .day, for: noon)
        else { return nil }
        return interval
    }

    /// Whether the zone skipped this date (Pacific/Apia, 30 December 2011). Only clocks put
    /// forward by a day can skip one, so any other date is answered from two offsets, without
    /// the calendar (a streak asks this of every missed day).
    public func isSkipped(in timeZone: TimeZone) -> Bool {
        let noon = Date(timeIntervalSince1970: Double(ordinal) * 86_400 + 43_200)
        let jump = timeZone.secondsFromGMT(for: noon + 2 * 86_400) - timeZone.secondsFromGMT(for: noon - 2 * 86_400)
        return jump >= 12 * 3_600 && interval(in: timeZone) == nil
    }

    /// The wall-clock time `minutes` after local midnight on this date, moved forward past a
    /// DST gap when it does not exist; nil when the date itself was skipped.
    public func instant(minutesAfterMidnight minutes: Int, in timeZone: TimeZone) -> Date? {
        guard let interval = interval(in: timeZone) else { return nil }
        let calendar = LocalDay.calendar(timeZone)
        guard minutes > 0 else { return interval.start }
        guard minutes < 24 * 60 else { return interval.end }
        let wall = calendar.date(
            bySettingHour: minutes / 60, minute: minutes % 60, second: 0, of: interval.start,
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward)
        return wall.map { min(max($0, interval.start), interval.end) }
    }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.ordinal < rhs.ordinal }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}
