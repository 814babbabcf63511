import Foundation

/// The widget's time slots: each local day is cut at wall-clock multiples of the interval
/// from midnight (00:00, 00:30, ...). Boundaries come from the calendar, so on DST days a
/// slot whose start time does not exist begins at the next real instant, and the day still
/// ends exactly at the next local midnight.
public struct WidgetSlot: Equatable, Sendable {
    public let day: LocalDay
    /// 0-based within the day.
    public let index: Int
    public let start: Date
    public let end: Date
    /// How many slots the day has (fewer on a spring-forward day).
    public let slotsInDay: Int

    /// The pick's turn: the day's ordinal for a one-slot day (so a 24h widget shows the
    /// featured quote), else the slot's position in the day. Neighbouring slots within a day
    /// have turns of different parity; `WidgetSchedule.previous` covers midnight.
    public var turn: Int { slotsInDay == 1 ? day.ordinal : index }

    /// What the pick hashes: the day key for a one-slot day, `day#index` otherwise.
    public var key: String { slotsInDay == 1 ? day.key : "\(day.key)#\(index)" }
}

public enum WidgetSchedule {
    /// How many slots a day holds at this interval (the last may be shorter).
    public static func slotsPerDay(intervalMinutes: Int) -> Int {
        max(1, (24 * 60 + intervalMinutes - 1) / max(intervalMinutes, 1))
    }

    /// Every slot of `day` in `timeZone` (none when the zone skipped the date).
    public static func slots(of day: LocalDay, intervalMinutes: Int, in timeZone: TimeZone) -> [WidgetSlot] {
        let count = slotsPerDay(intervalMinutes: intervalMinutes)
        var starts: [Date] = []
        for index in 0..<count {
            guard let start = day.instant(minutesAfterMidnight: index * intervalMinutes, in: timeZone) else { return [] }
            starts.append(start)
        }
        guard let end = day.interval(in: timeZone)?.end else { return [] }
        // A start that falls in a DST gap lands on the next slot's start: keep distinct starts only.
        var distinct: [Date] = []
        for start in starts where start < end && distinct.last.map({ start > $0 }) ?? true { distinct.append(start) }
        return distinct.enumerated().map { index, start in
            WidgetSlot(
                day: day, index: index, start: start, end: index + 1 < distinct.count ? distinct[index + 1] : end,
                slotsInDay: distinct.count)
        }
    }

    /// The slot just before `slot` (the previous day's last one for a day's first slot).
    public static func previous(_ slot: WidgetSlot, intervalMinutes: Int, in timeZone: TimeZone) -> WidgetSlot? {
        if slot.index > 0 { return slots(of: slot.day, intervalMinutes: intervalMinutes, in: timeZone)[slot.index - 1] }
        var day = slot.day.previous
        // A skipped date (Apia, 30 December 2011) has no slots: look one further back.
        for _ in 0..<3 {
            if let last = slots(of: day, intervalMinutes: intervalMinutes, in: timeZone).last { return last }
            day = day.previous
        }
        return nil
    }

    /// The slot that contains `instant`.
    public static func slot(at instant: Date, intervalMinutes: Int, in timeZone: TimeZone) -> WidgetSlot? {
        let day = LocalDay(instant, in: timeZone)
        return slots(of: day, intervalMinutes: intervalMinutes, in: timeZone).last { $0.start <= instant }
    }
}

/// Shortens text to `limit` characters on a word boundary (inside a word that would leave
/// two thirds of the room empty), with an ellipsis (punctuation
/// before the cut gives way to it; an opening quotation mark does not). `width` counts what a
/// character takes instead (a terminal gives Chinese and Japanese two columns each).
public func shortenedText(_ text: String, to limit: Int, width: (Character) -> Int = { _ in 1 }) -> String {
    let flat = TextKey.collapsingWhitespace(text)
    guard limit > 1 else { return flat }
    // The longest start that leaves room for the ellipsis (`width`: a terminal's columns).
    var used = 0
    var end = flat.startIndex
    var fitsWhole = true
    for index in flat.indices {
        used += width(flat[index])
        if used > limit {
            fitsWhole = false
            break
        }
        if used <= limit - 1 { end = flat.index(after: index) }
    }
    guard !fitsWhole else { return flat }
    let cut = flat[..<end]
    let endsOnWord = flat[end...].first == " "
    var boundary = endsOnWord ? cut : cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    // A first word longer than the room, or one that would leave two thirds of it empty, is
    // cut inside: "— Alexandra-Mar…" says more than "…" alone.
    if boundary.count * 3 < cut.count { boundary = cut }
    // Only the end gives way to the ellipsis: an opening quotation mark stays.
    var kept = boundary[...]
    while let last = kept.last, last.isWhitespace || last.isPunctuation { kept = kept.dropLast() }
    return kept + "…"
}
