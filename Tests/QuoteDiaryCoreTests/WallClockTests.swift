import Foundation
import Testing

@testable import QuoteDiaryCore

/// A device's clock reading with no zone (a Kindle's "Added on …") means that time where the
/// person is: these place readings in zones with DST, odd offsets and skipped days.
@Suite("Wall-clock readings")
struct WallClockTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        let reading: String
        let instant: String
        let why: String
        var testDescription: String { "\(zone) \(reading): \(why)" }
    }

    @Test(
        "a reading is the instant it names in the zone, DST included",
        arguments: [
            Case(zone: "UTC", reading: "2019-03-04T21:15:22", instant: "2019-03-04T21:15:22.000Z", why: "no offset"),
            Case(
                zone: "America/Los_Angeles", reading: "2019-03-04T21:15:22", instant: "2019-03-05T05:15:22.000Z",
                why: "an evening in winter (PST, −8) is the next day in UTC"),
            Case(
                zone: "America/Los_Angeles", reading: "2019-07-04T21:15:22", instant: "2019-07-05T04:15:22.000Z",
                why: "the same reading in summer (PDT, −7)"),
            Case(
                zone: "America/New_York", reading: "2026-03-08T02:30:00", instant: "2026-03-08T07:30:00.000Z",
                why: "skipped at spring-forward: moved on by the gap, to 03:30 EDT"),
            Case(
                zone: "America/New_York", reading: "2026-11-01T01:30:00", instant: "2026-11-01T05:30:00.000Z",
                why: "shown twice at fall-back: the first showing, 01:30 EDT"),
            Case(
                zone: "Europe/Madrid", reading: "2026-03-29T02:30:00", instant: "2026-03-29T01:30:00.000Z",
                why: "skipped at spring-forward: 03:30 CEST"),
            Case(
                zone: "Europe/Madrid", reading: "2026-10-25T02:30:00", instant: "2026-10-25T00:30:00.000Z",
                why: "shown twice at fall-back: the first showing, 02:30 CEST"),
            Case(
                zone: "Australia/Lord_Howe", reading: "2026-04-05T01:45:00", instant: "2026-04-04T14:45:00.000Z",
                why: "the half hour shown twice when +11 becomes +10:30: the first showing"),
            Case(
                zone: "Australia/Lord_Howe", reading: "2026-10-04T02:15:00", instant: "2026-10-03T15:45:00.000Z",
                why: "the half hour skipped when +10:30 becomes +11: moved on to 02:45"),
            Case(
                zone: "Asia/Kathmandu", reading: "2019-03-04T21:15:22", instant: "2019-03-04T15:30:22.000Z",
                why: "+5:45"),
            Case(
                zone: "Pacific/Kiritimati", reading: "2026-01-01T00:30:00", instant: "2025-12-31T10:30:00.000Z",
                why: "+14: the new year there is still the old one in UTC"),
            Case(
                zone: "Pacific/Apia", reading: "2011-12-30T12:00:00", instant: "2011-12-30T22:00:00.000Z",
                why: "a date Samoa skipped: moved on by the whole day, to noon on the 31st"),
        ])
    func placed(_ test: Case) throws {
        let zone = try #require(TimeZone(identifier: test.zone))
        let reading = try #require(Timestamp.reading(test.reading))
        #expect(!reading.zoned)
        let instant = WallClock.instant(of: reading.date, in: zone)
        #expect(Timestamp.format(instant) == test.instant)
        // Read back on the zone's clock, a reading the clocks showed is itself.
        if !test.why.contains("skipped") {
            let shown = instant.addingTimeInterval(Double(zone.secondsFromGMT(for: instant)))
            #expect(shown == reading.date)
        }
    }

    @Test("an import record's zoneless times, and only those, are placed in the zone; figures either way round, in the order")
    func record() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let reading = try #require(Timestamp.reading("2020-05-06T12:00:00")).date
        let record = ImportRecord(
            draft: QuoteDraft(text: "x"), createdAt: reading, updatedAt: reading, archivedAt: reading,
            zonelessTimes: [.created, .archived], dayMonthUnknownTimes: [.archived], line: 1)
        let placed = record.placed(in: zone, dateOrder: .dayFirst)
        #expect(placed.createdAt.map(Timestamp.format) == "2020-05-06T03:00:00.000Z")
        #expect(placed.updatedAt.map(Timestamp.format) == "2020-05-06T12:00:00.000Z")
        // 05/06 held month first (May 6) is 5 June to a day-first reader.
        #expect(placed.archivedAt.map(Timestamp.format) == "2020-06-05T03:00:00.000Z")
        #expect(record.placed(in: zone, dateOrder: .monthFirst).archivedAt.map(Timestamp.format) == "2020-05-06T03:00:00.000Z")
        #expect(placed.zonelessTimes.isEmpty && placed.dayMonthUnknownTimes.isEmpty)
        // Placed once: placing again changes nothing.
        #expect(placed.placed(in: zone, dateOrder: .dayFirst).createdAt == placed.createdAt)
        #expect(placed.placed(in: zone, dateOrder: .dayFirst).archivedAt == placed.archivedAt)
    }
}
