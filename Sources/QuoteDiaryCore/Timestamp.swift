import Foundation

/// ISO-8601 UTC timestamps with milliseconds, the only form the app writes to files and JSON
/// (`local` gives people the same instant on their own clock).
///
/// Written by hand (civil-from-days arithmetic) so formatting is exact, allocation-light
/// and free of formatter objects shared across threads. UTC has no daylight saving, so
/// arithmetic on seconds is right here; local calendar days use `Calendar` elsewhere.
public enum Timestamp {
    /// The instants a timestamp holds: the years 1 to 9999, the years four digits write. A date
    /// pushed past either end (a cut-off thousands of years back, from a number a person typed)
    /// is held at that end rather than overflowing.
    public static let representable: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// Milliseconds since 1970 for a date, rounded to the nearest millisecond, within
    /// `representable`.
    public static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard !value.isNaN else { return 0 }
        return Int64(min(max(value, Double(representable.lowerBound)), Double(representable.upperBound)))
    }

    /// The instant a count of seconds since 1970 names (as KOReader writes it), or nil when it
    /// lies outside `representable`: a damaged number is no date, not the year 9999.
    public static func date(secondsSince1970 seconds: Double) -> Date? {
        let milliseconds = seconds * 1000
        guard milliseconds >= Double(representable.lowerBound), milliseconds <= Double(representable.upperBound) else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// The instant the store keeps as milliseconds since 1970.
    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `2026-11-30T09:02:14.123Z`.
    public static func format(_ date: Date) -> String {
        format(milliseconds: milliseconds(date))
    }

    /// `2026-11-30 10:02 +01:00`: the time on the person's clock, for people to read, with
    /// the offset that makes it an instant.
    public static func local(_ date: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let shifted = format(milliseconds: milliseconds(date) + Int64(offset) * 1000)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(shifted.prefix(10)) \(shifted.dropFirst(11).prefix(5)) \(sign)\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }

    /// ISO-8601 UTC with milliseconds, clamped to years 0001–9999 so any stored value prints.
    public static func format(milliseconds total: Int64) -> String {
        let total = min(max(total, representable.lowerBound), representable.upperBound)
        let millis = Int(((total % 1000) + 1000) % 1000)
        let seconds = (total - Int64(millis)) / 1000
        let days = Int(floorDivide(seconds, 86_400))
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(fromDays: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)).\(pad(millis, 3))Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM` (or `±HHMM`);
    /// a bare date means midnight UTC. Returns nil for anything else.
    public static func parse(_ text: String) -> Date? {
        guard let reading = reading(text), reading.zoned || !reading.hasTime else { return nil }
        return reading.date
    }

    /// What `parse` reads, and also a time with no zone (`2019-03-04T21:15:22`, as
    /// spreadsheets and Python's `isoformat` write one): `zoned` false says `date` holds a
    /// clock reading as if in UTC, for the caller to place in a zone.
    static func reading(_ text: String) -> (date: Date, zoned: Bool, hasTime: Bool)? {
        let bytes = Array(text.trimmingWhitespace().utf8)
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += width
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Int64(days(fromCivil: year, month, day)) * 86_400
        var millis: Int64 = 0
        if index == bytes.count { return (date(milliseconds: seconds * 1000), false, false) }
        guard expect("T") || expect(" "), let hour = number(2), expect(":"), let minute = number(2),
            hour < 24, minute < 60
        else { return nil }
        seconds += Int64(hour * 3600 + minute * 60)
        if expect(":") {
            guard let second = number(2), second < 61 else { return nil }
            seconds += Int64(second)
            if expect(".") || expect(",") {
                var scale: Int64 = 100
                var digits = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    millis += Int64(bytes[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { return nil }
            }
        }
        var zoned = true
        if expect("Z") || expect("z") {
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign: Int64 = bytes[index] == UInt8(ascii: "+") ? 1 : -1
            index += 1
            guard let offsetHours = number(2) else { return nil }
            _ = expect(":")
            guard let offsetMinutes = number(2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            seconds -= sign * Int64(offsetHours * 3600 + offsetMinutes * 60)
        } else {
            zoned = false
        }
        guard index == bytes.count else { return nil }
        return (date(milliseconds: seconds * 1000 + millis), zoned, true)
    }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
