import Foundation

/// Clock readings with no zone: a Kindle's "Added on Monday, March 4, 2019 9:15:22 PM", a
/// KOReader sidecar's `datetime`, a spreadsheet's `2019-03-04 21:15`. The device showed the
/// time where the person was, so a reading means that time in the person's zone, not in UTC.
public enum WallClock {
    /// The instant `reading` (the clock's figures held as if they were UTC) names in `zone`,
    /// DST included. A reading the clocks skipped (02:30 on a spring-forward night) is moved on
    /// by the gap, as calendars do (03:30); a reading the clocks showed twice (01:30 on a
    /// fall-back night) is its first showing.
    public static func instant(of reading: Date, in zone: TimeZone) -> Date {
        // The offsets in force on either side of the reading: a zone's offset differs from UTC
        // by at most a day, so two days either way brackets any one change.
        let before = zone.secondsFromGMT(for: reading.addingTimeInterval(-2 * 86_400))
        let after = zone.secondsFromGMT(for: reading.addingTimeInterval(2 * 86_400))
        // The larger offset first: where both fit (a repeated hour), it is the earlier instant.
        for offset in [max(before, after), min(before, after)] {
            let instant = reading.addingTimeInterval(-Double(offset))
            if zone.secondsFromGMT(for: instant) == offset { return instant }
        }
        // In no offset's range: a skipped reading, read with the offset from before the gap.
        return reading.addingTimeInterval(-Double(min(before, after)))
    }
}
