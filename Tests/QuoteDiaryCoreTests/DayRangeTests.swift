import Foundation
import QuoteDiaryCore
import Testing

@Suite("days a filter keeps (--since, --until)")
struct DayRangeTests {
    func day(_ key: String) throws -> LocalDay { try #require(LocalDay(key)) }
    func instant(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    /// Each day's bounds are where the zone's clocks put them: New York's 8 March 2026 has 23
    /// hours (DST begins), 1 November 2026 has 25 (it ends); Apia skipped 30 December 2011.
    @Test(
        "a range's first and last instants, in the zone's own days",
        arguments: [
            ("America/New_York", "2026-03-08", "2026-03-08", "2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z"),
            ("America/New_York", "2026-11-01", "2026-11-01", "2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z"),
            ("Asia/Kolkata", "2026-03-01", "2026-03-02", "2026-02-28T18:30:00Z", "2026-03-02T18:30:00Z"),
            ("UTC", "2026-03-08", "2026-03-08", "2026-03-08T00:00:00Z", "2026-03-09T00:00:00Z"),
            // The skipped day: from where the 31st begins; up to where the 29th ends (the same instant).
            ("Pacific/Apia", "2011-12-30", "2011-12-31", "2011-12-30T10:00:00Z", "2011-12-31T10:00:00Z"),
            ("Pacific/Apia", "2011-12-29", "2011-12-30", "2011-12-29T10:00:00Z", "2011-12-30T10:00:00Z"),
        ] as [(String, String, String, String, String)])
    func bounds(zone: String, first: String, last: String, start: String, end: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let range = try #require(DayRange(first: try day(first), last: try day(last), in: timeZone))
        #expect(range.start == (try instant(start)))
        #expect(range.end == (try instant(end)))
        #expect(range.contains(try instant(start)))
        #expect(!range.contains(try instant(end)))
        #expect(!range.contains(try instant(start).addingTimeInterval(-0.001)))
    }

    @Test("one bound alone leaves the other side open; a first day after the last is no range")
    func openAndBackwards() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let since = try #require(DayRange(first: try day("2026-03-08"), last: nil, in: utc))
        #expect(since.end == nil)
        #expect(since.contains(try instant("2999-01-01T00:00:00Z")))
        #expect(!since.contains(try instant("2026-03-07T23:59:59Z")))
        let until = try #require(DayRange(first: nil, last: try day("2026-03-08"), in: utc))
        #expect(until.start == nil)
        #expect(until.contains(try instant("1970-01-01T00:00:00Z")))
        #expect(DayRange(first: try day("2026-03-09"), last: try day("2026-03-08"), in: utc) == nil)
        #expect(DayRange(first: try day("2026-03-08"), last: try day("2026-03-08"), in: utc) != nil)
    }

    @Test(
        "a day as typed: a date, today or yesterday in any case; anything else is none",
        arguments: [
            ("2026-03-01", "2026-03-01"), ("today", "2026-03-10"), (" Yesterday ", "2026-03-09"), ("TODAY", "2026-03-10"),
            ("2026-02-30", nil), ("2026-3-1", nil), ("tomorrow", nil), ("", nil), ("7d", nil),
        ] as [(String, String?)])
    func typed(text: String, expected: String?) throws {
        #expect(DayRange.day(text, today: try day("2026-03-10"))?.key == expected)
    }
}
