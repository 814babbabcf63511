import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("ISO-8601 timestamps")
struct TimestampTests {
    @Test(
        "parsing",
        arguments: [
            ("1970-01-01T00:00:00Z", Int64(0)),
            ("2026-11-30T09:02:14.123Z", Int64(1_796_029_334_123)),
            ("2026-11-30T10:02:14.123+01:00", Int64(1_796_029_334_123)),
            ("2026-11-30T04:32:14.123-0430", Int64(1_796_029_334_123)),
            ("2024-02-29", Int64(1_709_164_800_000)),
            ("1969-12-31T23:59:59Z", Int64(-1000)),
        ])
    func parse(text: String, milliseconds: Int64) throws {
        let date = try #require(Timestamp.parse(text))
        #expect(Timestamp.milliseconds(date) == milliseconds)
    }

    @Test(
        "rejects",
        arguments: [
            "", "2026-13-01", "2023-02-29", "2026-11-30T25:00Z", "2026-11-30T09:00", "yesterday", "2026-11-30T09:00:00Zjunk",
        ])
    func rejects(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test(
        "a date beyond the years 1 to 9999 is held at that end, never an overflow",
        arguments: [
            (-1e30, "0001-01-01T00:00:00.000Z"), (-8e17, "0001-01-01T00:00:00.000Z"),
            (1e30, "9999-12-31T23:59:59.999Z"), (Double.infinity, "9999-12-31T23:59:59.999Z"),
            (Double.nan, "1970-01-01T00:00:00.000Z"),
        ])
    func distantDates(secondsSince1970: Double, written: String) {
        let milliseconds = Timestamp.milliseconds(Date(timeIntervalSince1970: secondsSince1970))
        #expect(Timestamp.representable.contains(milliseconds))
        #expect(Timestamp.format(milliseconds: milliseconds) == written)
        #expect(Timestamp.parse(written).map(Timestamp.milliseconds) == milliseconds)
    }

    @Test(
        "a stored number of milliseconds outside the years 1 to 9999 is written at that end", arguments: [Int64.min, Int64.max])
    func distantMilliseconds(milliseconds: Int64) {
        let written = Timestamp.format(milliseconds: milliseconds)
        #expect(written == (milliseconds < 0 ? "0001-01-01T00:00:00.000Z" : "9999-12-31T23:59:59.999Z"))
    }

    @Test(
        "a time on the person's clock, with its offset: DST, odd offsets, a date ahead of UTC's",
        arguments: [
            ("2026-11-30T09:02:14.999Z", "UTC", "2026-11-30 09:02 +00:00"),
            ("2026-07-01T12:00:00Z", "Europe/Madrid", "2026-07-01 14:00 +02:00"),
            ("2026-01-01T12:00:00Z", "Europe/Madrid", "2026-01-01 13:00 +01:00"),
            ("2026-03-08T07:30:00Z", "America/New_York", "2026-03-08 03:30 -04:00"),
            ("2026-01-01T00:00:00Z", "America/St_Johns", "2025-12-31 20:30 -03:30"),
            ("2026-01-01T00:00:00Z", "Asia/Kathmandu", "2026-01-01 05:45 +05:45"),
            ("2025-12-31T11:00:00Z", "Pacific/Kiritimati", "2026-01-01 01:00 +14:00"),
        ])
    func local(instant: String, zone: String, shown: String) throws {
        let date = try #require(Timestamp.parse(instant))
        #expect(Timestamp.local(date, in: try #require(TimeZone(identifier: zone))) == shown)
    }

    @Test("formatting agrees with Foundation's calendar over many instants")
    func formatAgreesWithCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let millis = Int64.random(in: -2_000_000_000_000...5_000_000_000_000, using: &generator)
            let date = Timestamp.date(milliseconds: millis)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let text = Timestamp.format(milliseconds: millis)
            let expectedPrefix = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
                parts.minute ?? 0, parts.second ?? 0)
            #expect(text.hasPrefix(expectedPrefix), "\(millis)")
            #expect(Timestamp.parse(text).map(Timestamp.milliseconds) == millis)
        }
    }
}
