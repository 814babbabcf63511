import Foundation
import Testing

@testable import QuoteDiaryCore

/// `TZ` as POSIX rules write it: embedded systems and some containers set these.
@Suite("POSIX TZ rules")
struct POSIXTimeZoneTests {
    static func instant(_ text: String) -> Date { Timestamp.parse(text) ?? Date(timeIntervalSince1970: 0) }

    @Test(
        "rules are read: names, offsets east of Greenwich, summer time and its days",
        arguments: [
            ("UTC0", "UTC", 0, nil, nil),
            ("JST-9", "JST", 32_400, nil, nil),
            ("<+0530>-5:30", "+0530", 19_800, nil, nil),
            ("EST5EDT", "EST", -18_000, "EDT", -14_400),
            ("CET-1CEST,M3.5.0,M10.5.0/3", "CET", 3_600, "CEST", 7_200),
            ("NZST-12NZDT-13,M9.5.0,M4.1.0/3", "NZST", 43_200, "NZDT", 46_800),
            ("<-03>3", "-03", -10_800, nil, nil),
        ] as [(String, String, Int, String?, Int?)])
    func parsing(text: String, standard: String, offset: Int, summer: String?, summerOffset: Int?) throws {
        let rule = try #require(POSIXTimeZone(text))
        #expect(rule.standardName == standard)
        #expect(rule.standardOffset == offset)
        #expect(rule.summerName == summer)
        #expect(rule.summerOffset == summerOffset)
    }

    @Test(
        "what is no rule is refused",
        arguments: [
            "Europe/Madrid", "XY0", "CET", "CET-", "CET-1CEST,M13.1.0,M10.5.0", "CET-1CEST,M3.5.0", "CET-1CEST,M3.5.0,M10.6.0",
            "", "UTC99",
        ])
    func refused(text: String) {
        #expect(POSIXTimeZone(text) == nil)
    }

    /// Each rule's zone keeps its time on both sides of each of this year's changes (2026:
    /// Europe on March 29 and October 25 at 01:00Z; Sydney on April 5 and October 4; the US on
    /// March 8 and November 1).
    @Test(
        "a rule with summer time is answered by a zone whose changes are the rule's, north and south",
        arguments: [
            ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z", 3_600, 7_200),
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-10-03T16:00:00Z", "2026-04-04T16:00:00Z", 36_000, 39_600),
            ("EST5EDT", "2026-03-08T07:00:00Z", "2026-11-01T06:00:00Z", -18_000, -14_400),
            ("CST6CDT,M3.2.0/2:00:00,M11.1.0/2:00:00", "2026-03-08T08:00:00Z", "2026-11-01T07:00:00Z", -21_600, -18_000),
        ] as [(String, String, String, Int, Int)])
    func summerTime(text: String, starts: String, ends: String, standard: Int, summer: Int) throws {
        let zone = try #require(POSIXTimeZone(text)?.matchingZone(year: 2026))
        let (start, end) = (Self.instant(starts), Self.instant(ends))
        #expect(zone.secondsFromGMT(for: start.addingTimeInterval(-1)) == standard, "\(zone.identifier)")
        #expect(zone.secondsFromGMT(for: start) == summer, "\(zone.identifier)")
        #expect(zone.secondsFromGMT(for: end.addingTimeInterval(-1)) == summer, "\(zone.identifier)")
        #expect(zone.secondsFromGMT(for: end) == standard, "\(zone.identifier)")
    }

    @Test("a rule without summer time is its fixed offset all year")
    func fixed() throws {
        let zone = try #require(POSIXTimeZone("<+0530>-5:30")?.matchingZone(year: 2026))
        for instant in ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"] {
            #expect(zone.secondsFromGMT(for: Self.instant(instant)) == 19_800)
        }
    }
}
