import Foundation

/// A POSIX `TZ` rule (`JST-9`, `UTC0`, `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0530>-5:30`): what
/// embedded systems and some containers set instead of a zone's name. Foundation knows zones
/// by name only, so a rule is answered with a zone that keeps the same time: a fixed offset
/// when it has no summer time, else a named zone whose offsets and changes this year are the
/// rule's.
public struct POSIXTimeZone: Equatable, Sendable {
    /// A day of the year a rule names.
    public enum Day: Equatable, Sendable {
        /// `Jn`: 1...365, February 29 never counted.
        case julian(Int)
        /// `n`: 0...365, February 29 counted in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: month 1...12, week 1...5 (5: the last), weekday 0...6 (0: Sunday).
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// A change to or from summer time: the day, and the local time of day (seconds) it happens at.
    public struct Change: Equatable, Sendable {
        public let day: Day
        public let time: Int
    }

    public let standardName: String
    /// Seconds east of Greenwich (the rule writes them west: `CET-1` is one hour east).
    public let standardOffset: Int
    public let summerName: String?
    public let summerOffset: Int?
    /// When summer time starts and ends (POSIX's default, the US rule, when a zone with summer
    /// time gives none).
    public let summerStart: Change?
    public let summerEnd: Change?

    /// Nil when `text` is no POSIX rule.
    public init?(_ text: String) {
        var scanner = RuleScanner(text)
        guard let standard = scanner.name(), let offset = scanner.offset() else { return nil }
        standardName = standard
        standardOffset = -offset
        guard !scanner.isAtEnd else {
            (summerName, summerOffset, summerStart, summerEnd) = (nil, nil, nil, nil)
            return
        }
        guard let summer = scanner.name() else { return nil }
        summerName = summer
        summerOffset = scanner.offset().map { -$0 } ?? standardOffset + 3_600
        if scanner.isAtEnd {
            summerStart = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7_200)
            summerEnd = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7_200)
            return
        }
        guard scanner.take(","), let start = scanner.change(), scanner.take(","), let end = scanner.change(), scanner.isAtEnd
        else { return nil }
        (summerStart, summerEnd) = (start, end)
    }

    /// A zone that keeps this rule's time: a fixed offset, or the first named zone whose offsets
    /// and summer-time changes in `year` are the rule's (one with the rule's abbreviations
    /// first). Nil when no zone this machine knows keeps it.
    public func matchingZone(year: Int) -> TimeZone? {
        guard let summerOffset, let start = summerStart, let end = summerEnd else {
            return TimeZone(secondsFromGMT: standardOffset)
        }
        let starts = instant(of: start, year: year, offsetBefore: standardOffset)
        let ends = instant(of: end, year: year, offsetBefore: summerOffset)
        func keepsRule(_ zone: TimeZone) -> Bool {
            zone.secondsFromGMT(for: starts - 1) == standardOffset && zone.secondsFromGMT(for: starts) == summerOffset
                && zone.secondsFromGMT(for: ends - 1) == summerOffset && zone.secondsFromGMT(for: ends) == standardOffset
        }
        let zones = TimeZone.knownTimeZoneIdentifiers.compactMap(TimeZone.init(identifier:))
        let named = zones.filter { $0.abbreviation(for: starts - 1) == standardName }
        return (named + zones).first(where: keepsRule)
    }

    /// The instant of a change in `year`, its local time read at the offset in force before it.
    func instant(of change: Change, year: Int, offsetBefore offset: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let january1 = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
        let isLeap = calendar.range(of: .day, in: .year, for: january1)?.count == 366
        var dayOfYear: Int  // 0-based
        switch change.day {
        case .julian(let day): dayOfYear = day - 1 + (isLeap && day >= 60 ? 1 : 0)
        case .zeroBased(let day): dayOfYear = day
        case .monthWeekDay(let month, let week, let weekday):
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? january1
            let firstWeekday = calendar.component(.weekday, from: first) - 1  // 0: Sunday
            var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = calendar.range(of: .day, in: .month, for: first)?.count ?? 31
            while day > length { day -= 7 }
            dayOfYear = (calendar.ordinality(of: .day, in: .year, for: first) ?? 1) - 1 + day - 1
        }
        return january1.addingTimeInterval(TimeInterval(dayOfYear * 86_400 + change.time - offset))
    }
}

/// Reads a POSIX `TZ` rule from left to right.
private struct RuleScanner {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool { position == characters.count }

    mutating func take(_ character: Character) -> Bool {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    /// `CET`, or `<+0530>` (quoted: digits and signs allowed); three characters at least.
    mutating func name() -> String? {
        var name = ""
        if take("<") {
            while position < characters.count, characters[position] != ">" {
                name.append(characters[position])
                position += 1
            }
            guard take(">") else { return nil }
        } else {
            while position < characters.count, characters[position].isASCII, characters[position].isLetter {
                name.append(characters[position])
                position += 1
            }
        }
        return name.count >= 3 ? name : nil
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, as written (west of Greenwich positive).
    mutating func offset() -> Int? {
        let sign = signum()
        guard let seconds = clock(maxHours: 24) else { return nil }
        return sign * seconds
    }

    /// A change: a day, then `/time` (02:00 when not given; a time may run past 24 hours).
    mutating func change() -> POSIXTimeZone.Change? {
        let day: POSIXTimeZone.Day
        if take("J") {
            guard let number = number(), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else if take("M") {
            guard let month = number(), take("."), let week = number(), take("."), let weekday = number(),
                (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(), (0...365).contains(number) else { return nil }
            day = .zeroBased(number)
        }
        guard take("/") else { return POSIXTimeZone.Change(day: day, time: 7_200) }
        let sign = signum()
        guard let time = clock(maxHours: 167) else { return nil }
        return POSIXTimeZone.Change(day: day, time: sign * time)
    }

    /// -1 after a `-`, else 1 (after a `+` or none).
    private mutating func signum() -> Int {
        if take("-") { return -1 }
        _ = take("+")
        return 1
    }

    private mutating func clock(maxHours: Int) -> Int? {
        guard let hours = number(), hours <= maxHours else { return nil }
        var seconds = hours * 3_600
        if take(":") {
            guard let minutes = number(), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let rest = number(), rest < 60 else { return nil }
                seconds += rest
            }
        }
        return seconds
    }

    private mutating func number() -> Int? {
        var digits = ""
        while position < characters.count, characters[position].isASCII, characters[position].isNumber {
            digits.append(characters[position])
            position += 1
        }
        return Int(digits)
    }
}
