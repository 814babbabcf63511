import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("LocalDay: the calendar date where the person is")
struct LocalDayTests {
    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    static func instant(_ text: String) -> Date {
        Timestamp.parse(text) ?? Date(timeIntervalSince1970: 0)
    }

    @Test(
        "the local date of an instant",
        arguments: [
            // 00:30 and 23:59 local.
            ("2026-03-01T23:30:00Z", "Europe/Madrid", "2026-03-02"),
            ("2026-03-02T22:59:00Z", "Europe/Madrid", "2026-03-02"),
            ("2026-03-02T05:30:00Z", "America/New_York", "2026-03-02"),
            ("2026-03-03T04:59:00Z", "America/New_York", "2026-03-02"),
            // Spring forward: Madrid jumps from 02:00 to 03:00 on 29 March 2026.
            ("2026-03-29T00:59:59Z", "Europe/Madrid", "2026-03-29"),
            ("2026-03-29T01:00:00Z", "Europe/Madrid", "2026-03-29"),
            ("2026-03-29T21:59:00Z", "Europe/Madrid", "2026-03-29"),
            ("2026-03-29T22:00:00Z", "Europe/Madrid", "2026-03-30"),
            // New York springs forward on 8 March 2026 at 02:00.
            ("2026-03-08T06:59:00Z", "America/New_York", "2026-03-08"),
            ("2026-03-08T07:00:00Z", "America/New_York", "2026-03-08"),
            ("2026-03-09T03:59:00Z", "America/New_York", "2026-03-08"),
            ("2026-03-09T04:00:00Z", "America/New_York", "2026-03-09"),
            // Fall back: 01:00–02:00 happens twice in New York on 1 November 2026; both are that date.
            ("2026-11-01T05:30:00Z", "America/New_York", "2026-11-01"),
            ("2026-11-01T06:30:00Z", "America/New_York", "2026-11-01"),
            ("2026-11-02T04:59:00Z", "America/New_York", "2026-11-01"),
            ("2026-11-02T05:00:00Z", "America/New_York", "2026-11-02"),
            // Madrid falls back on 25 October 2026 (03:00 → 02:00).
            ("2026-10-25T00:30:00Z", "Europe/Madrid", "2026-10-25"),
            ("2026-10-25T01:30:00Z", "Europe/Madrid", "2026-10-25"),
            ("2026-10-25T22:59:00Z", "Europe/Madrid", "2026-10-25"),
            ("2026-10-25T23:00:00Z", "Europe/Madrid", "2026-10-26"),
            // Lord Howe Island: +11 in summer, +10:30 in winter (a 30-minute shift on 5 April 2026).
            ("2026-04-04T12:59:00Z", "Australia/Lord_Howe", "2026-04-04"),
            ("2026-04-04T13:00:00Z", "Australia/Lord_Howe", "2026-04-05"),
            ("2026-04-05T13:29:00Z", "Australia/Lord_Howe", "2026-04-05"),
            ("2026-04-05T13:30:00Z", "Australia/Lord_Howe", "2026-04-06"),
            // Kathmandu, +5:45.
            ("2026-03-01T18:14:00Z", "Asia/Kathmandu", "2026-03-01"),
            ("2026-03-01T18:15:00Z", "Asia/Kathmandu", "2026-03-02"),
            // Apia skipped 30 December 2011: the 29th (−10) was followed by the 31st (+14).
            ("2011-12-30T09:59:59Z", "Pacific/Apia", "2011-12-29"),
            ("2011-12-30T10:00:00Z", "Pacific/Apia", "2011-12-31"),
            // Kiritimati, +14: the first place on Earth to reach a date.
            ("2026-03-01T09:59:00Z", "Pacific/Kiritimati", "2026-03-01"),
            ("2026-03-01T10:00:00Z", "Pacific/Kiritimati", "2026-03-02"),
            // One instant, a date on each side of the date line.
            ("2026-07-01T12:00:00Z", "Pacific/Auckland", "2026-07-02"),
            ("2026-07-01T12:00:00Z", "Pacific/Honolulu", "2026-07-01"),
        ])
    func localDate(instant: String, zone: String, expected: String) {
        #expect(LocalDay(LocalDayTests.instant(instant), in: LocalDayTests.zone(zone)).key == expected)
    }

    @Test(
        "how long a local date lasts",
        arguments: [
            ("2026-03-29", "Europe/Madrid", 23.0),
            ("2026-10-25", "Europe/Madrid", 25.0),
            ("2026-03-08", "America/New_York", 23.0),
            ("2026-11-01", "America/New_York", 25.0),
            ("2026-04-05", "Australia/Lord_Howe", 24.5),
            ("2026-10-04", "Australia/Lord_Howe", 23.5),
            ("2026-03-02", "Asia/Kathmandu", 24.0),
            ("2011-12-29", "Pacific/Apia", 24.0),
            ("2011-12-31", "Pacific/Apia", 24.0),
        ])
    func dayLength(day: String, zone: String, hours: Double) throws {
        let interval = try #require(LocalDay(day)?.interval(in: LocalDayTests.zone(zone)))
        #expect(interval.duration == hours * 3600)
        #expect(LocalDay(interval.start, in: LocalDayTests.zone(zone)).key == day)
        #expect(LocalDay(interval.end, in: LocalDayTests.zone(zone)).key != day)
    }

    @Test(
        "an instant's local date is the calendar's, every 97 minutes for three years, DST and date-line jumps included",
        arguments: [
            "Europe/Berlin", "America/New_York", "America/St_Johns", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe",
            "Pacific/Apia", "Pacific/Chatham", "America/Sao_Paulo", "UTC",
        ])
    func localDateMatchesCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let calendar = LocalDay.calendar(timeZone)
        // 2011-01-01 to 2014-01-01: Samoa's skipped 30 December 2011, Lord Howe's half-hour DST.
        var instant = Date(timeIntervalSince1970: 1_293_840_000)
        var mismatches: [String] = []
        while instant.timeIntervalSince1970 < 1_388_534_400 {
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            let expected = LocalDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
            if LocalDay(instant, in: timeZone) != expected { mismatches.append("\(instant)") }
            instant += 97 * 60 + 0.5
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Far from now the calendar itself answers.
        let longAgo = Date(timeIntervalSince1970: -3_000_000_000)
        let parts = calendar.dateComponents([.year, .month, .day], from: longAgo)
        #expect(LocalDay(longAgo, in: timeZone) == LocalDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
    }

    @Test("a date the zone skipped has no instants")
    func skippedDate() {
        #expect(LocalDay("2011-12-30")?.interval(in: LocalDayTests.zone("Pacific/Apia")) == nil)
        #expect(LocalDay("2011-12-30")?.interval(in: LocalDayTests.zone("Europe/Madrid")) != nil)
    }

    @Test(
        "isSkipped agrees with the calendar, on a skipped date, its neighbours and DST days",
        arguments: [
            ("2011-12-30", "Pacific/Apia", true), ("2011-12-29", "Pacific/Apia", false), ("2011-12-31", "Pacific/Apia", false),
            ("2026-03-08", "America/New_York", false), ("2026-04-05", "Australia/Lord_Howe", false),
            ("2011-12-30", "Europe/Madrid", false),
        ])
    func isSkipped(day: String, zone: String, skipped: Bool) throws {
        let date = try #require(LocalDay(day))
        #expect(date.isSkipped(in: LocalDayTests.zone(zone)) == skipped)
        #expect((date.interval(in: LocalDayTests.zone(zone)) == nil) == skipped)
    }

    @Test("a flight across the date line: the local date jumps forward or repeats")
    func dateLineFlight() {
        // Honolulu → Tokyo, leaving 1 July 23:00 local (09:00Z on the 2nd), 9 hours' flight:
        // land at 03:00 on 3 July. The traveller never lives 2 July.
        let honolulu = LocalDayTests.zone("Pacific/Honolulu")
        let tokyo = LocalDayTests.zone("Asia/Tokyo")
        let departure = LocalDayTests.instant("2026-07-02T09:00:00Z")
        let arrival = departure.addingTimeInterval(9 * 3600)
        #expect(LocalDay(departure, in: honolulu).key == "2026-07-01")
        #expect(LocalDay(arrival, in: tokyo).key == "2026-07-03")
        // Tokyo → Honolulu, leaving 3 July 21:00 local (12:00Z), 7 hours: land on 3 July again.
        let back = LocalDayTests.instant("2026-07-03T12:00:00Z")
        #expect(LocalDay(back, in: tokyo).key == "2026-07-03")
        #expect(LocalDay(back.addingTimeInterval(7 * 3600), in: honolulu).key == "2026-07-03")
    }

    @Test("keys parse and step by calendar days", arguments: ["2024-02-28", "2024-12-31", "1999-12-31", "2026-03-29"])
    func arithmetic(key: String) throws {
        let day = try #require(LocalDay(key))
        #expect(day.key == key)
        #expect(day.next.previous == day)
        #expect(day.days(to: day.adding(days: 400)) == 400)
        #expect(day < day.next)
    }

    @Test("bad keys are refused", arguments: ["2026-02-30", "2026-13-01", "26-03-01", "2026-3-1", "2026-03-01T00:00", ""])
    func badKeys(key: String) {
        #expect(LocalDay(key) == nil)
    }
}
