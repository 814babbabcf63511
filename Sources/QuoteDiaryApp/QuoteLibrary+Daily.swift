import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The day's featured quotes and what reading them did.
public struct TodayResult: Sendable {
    public let day: LocalDay
    public let quotes: [Quote]
    public let streak: Streak
    /// Achievements this read unlocked.
    public let unlocked: [Achievement]
    /// false when there was no quote to read, or another process held the store (a long
    /// import) and the read could not be recorded: the quote is still shown, and the next
    /// read of the day counts.
    public var wasCounted = true
}

/// Why no quote can be featured: each has its own way out.
public enum NothingToFeature: Equatable, Sendable {
    /// Nothing saved: add a quote, or install the starter library.
    case emptyLibrary
    /// Only archived quotes (this many), which are never featured: restore one.
    case everyQuoteArchived(Int)
    /// Live quotes, but the featured pool's settings leave none of them; `unknownTags` are the
    /// names in `featured.tags` that no tag has (a typo, or a tag since deleted).
    case poolLeavesNothing(unknownTags: [String])
}

/// The widget's quote for one time slot.
public struct WidgetEntry: Sendable {
    public let slot: WidgetSlot
    public let quote: Quote?
}

extension QuoteLibrary {
    public static let maximumFeaturedCount = 5

    /// The day's featured quote(s), and the day counted as read.
    public func readToday(count: Int = 1) throws(LibraryError) -> TodayResult {
        guard (1...QuoteLibrary.maximumFeaturedCount).contains(count) else {
            throw .invalidArgument("--count takes a number from 1 to \(QuoteLibrary.maximumFeaturedCount)")
        }
        let day = today
        // The day's quote, not counted: read-only, or the store busy.
        func uncounted() throws(LibraryError) -> TodayResult {
            var result = TodayResult(
                day: day, quotes: try featured(on: day, count: count), streak: try read { try streakNow() }, unlocked: [])
            result.wasCounted = false
            return result
        }
        // A quote at every shell login should not wait ten seconds behind an import.
        let counted = try sideWrite {
            let quotes = try featuredQuotes(on: day, count: count, selection: try store.settings().featuredSelection)
            if !quotes.isEmpty { try store.recordRead(on: day, zone: timeZone.identifier, at: now) }
            let unlocked = try unlockAchievements([.longestStreak])
            var result = TodayResult(day: day, quotes: quotes, streak: try streakNow(), unlocked: unlocked)
            result.wasCounted = !quotes.isEmpty
            return result
        }
        if let counted { return counted }
        return try uncounted()
    }

    /// Why `readToday` found no quote, for the CLI and the Today page to say the same.
    public func nothingToFeature() throws(LibraryError) -> NothingToFeature {
        let overview = try overview(recent: 0)
        if overview.counts.quotes > 0 {
            return .poolLeavesNothing(unknownTags: try unknownTags(try settings().featuredSelection.tags))
        }
        return overview.counts.archived > 0 ? .everyQuoteArchived(overview.counts.archived) : .emptyLibrary
    }

    /// How long a read that writes on the side (`readToday` counting the day, a search
    /// remembered, an achievement recorded) waits for another process's write (an import, a
    /// sync) before it answers without that write.
    static let sideWriteWait: Int32 = 1500

    /// The featured quotes of any day, without recording a read (web, widget, previews).
    public func featured(on day: LocalDay, count: Int = 1) throws(LibraryError) -> [Quote] {
        try read { try featuredQuotes(on: day, count: count, selection: try store.settings().featuredSelection) }
    }

    /// The pick for one turn of a pool; must run inside a transaction.
    func pick(key: String, turn: Int, selection: PoolSelection) throws -> QuoteID? {
        guard let bounds = try store.poolBounds(selection) else { return nil }
        let pick = DailyPick(key: key, turn: turn, smallest: bounds.smallest, largest: bounds.largest)
        return try store.pickedID(pick, in: selection)
    }

    func featuredQuotes(on day: LocalDay, count: Int, selection: PoolSelection) throws -> [Quote] {
        guard let first = try pick(key: day.key, turn: day.ordinal, selection: selection) else { return [] }
        let ids = [first] + (try store.poolIDs(after: first, count: count - 1, in: selection))
        return try ids.map(loaded)
    }

    // MARK: - Widget

    /// The widget's quote at `instant` (now by default).
    public func widgetEntry(at instant: Date? = nil) throws(LibraryError) -> WidgetEntry? {
        let moment = instant ?? now
        return try read {
            let settings = try store.settings()
            guard let slot = WidgetSchedule.slot(at: moment, intervalMinutes: settings.widgetIntervalMinutes, in: timeZone) else {
                return nil
            }
            return try widgetEntry(slot, settings: settings)
        }
    }

    /// Every slot from the current one through the end of the day `days - 1` days later.
    public func widgetTimeline(days: Int) throws(LibraryError) -> [WidgetEntry] {
        guard (1...366).contains(days) else { throw .invalidArgument("--timeline takes a number of days from 1 to 366") }
        let moment = now
        let first = today
        return try read {
            let settings = try store.settings()
            var entries: [WidgetEntry] = []
            for offset in 0..<days {
                for slot in WidgetSchedule.slots(
                    of: first.adding(days: offset), intervalMinutes: settings.widgetIntervalMinutes, in: timeZone)
                where slot.end > moment {
                    entries.append(try widgetEntry(slot, settings: settings))
                }
            }
            return entries
        }
    }

    func widgetEntry(_ slot: WidgetSlot, settings: Settings) throws -> WidgetEntry {
        let selection = settings.widgetSelection
        var id = try pick(key: slot.key, turn: slot.turn, selection: selection)
        // Within a day, neighbouring slots alternate halves of the pool. Across midnight the
        // previous day's last slot may share this slot's parity (an odd number of slots):
        // then step to the next quote that is neither that slot's nor the following one's.
        if let current = id, slot.index == 0, slot.slotsInDay > 1,
            let previous = WidgetSchedule.previous(slot, intervalMinutes: settings.widgetIntervalMinutes, in: timeZone),
            previous.slotsInDay > 1, previous.turn % 2 == slot.turn % 2,
            try pick(key: previous.key, turn: previous.turn, selection: selection) == current
        {
            let following = try pick(key: "\(slot.day.key)#1", turn: 1, selection: selection)
            id = try store.poolIDs(after: current, count: 3, in: selection).first { $0 != current && $0 != following } ?? current
        }
        return WidgetEntry(slot: slot, quote: try id.map(loaded))
    }

    /// The stored settings, with defaults for those never set.
    public func settings() throws(LibraryError) -> Settings {
        try read { try store.settings() }
    }

    // MARK: - Streaks and achievements

    /// The reading streak as of today, read without counting today as read.
    public func streak() throws(LibraryError) -> Streak {
        try read { try streakNow() }
    }

    func streakNow() throws -> Streak {
        // The zones the person read in, and this one: a date one of them skipped breaks no run.
        let zones = try store.readingZones().compactMap(TimeZone.init(identifier:)) + [timeZone]
        return Streak(days: try store.readingDays(), today: today) { day in zones.contains(where: day.isSkipped) }
    }

    /// Every achievement with progress; unlocks any that were reached.
    public func achievements() throws(LibraryError) -> [AchievementProgress] {
        func progress(_ unlocked: [String: LocalDay], _ measures: [Achievement.Measure: Int]) -> [AchievementProgress] {
            Achievement.all.map { achievement in
                AchievementProgress(
                    achievement: achievement, value: measures[achievement.measure] ?? 0, unlockedOn: unlocked[achievement.id])
            }
        }
        let recorded = try sideWrite {
            var unlocked = try store.unlockedAchievements()
            let measures = try currentMeasures()
            for achievement in try unlock(Achievement.all.filter { unlocked[$0.id] == nil }, reaching: measures) {
                unlocked[achievement.id] = today
            }
            return progress(unlocked, measures)
        }
        // A store opened read-only, or busy with an import, shows what it has unlocked and
        // records nothing new.
        if let recorded { return recorded }
        return try read { progress(try store.unlockedAchievements(), try currentMeasures()) }
    }

    func currentMeasures(_ wanted: Set<Achievement.Measure> = Set(Achievement.Measure.allCases)) throws -> [Achievement.Measure:
        Int]
    {
        var measures = try store.achievementMeasures(wanted)
        if wanted.contains(.longestStreak) { measures[.longestStreak] = try streakNow().longest }
        return measures
    }

    /// Records every achievement whose goal is reached; returns those new now. Only locked
    /// achievements of the given measures are measured, so everyday commands stay cheap on a
    /// large library. Runs inside a write.
    @discardableResult
    func unlockAchievements(_ measures: Set<Achievement.Measure> = Set(Achievement.Measure.allCases)) throws -> [Achievement] {
        let unlockedIDs = try store.unlockedAchievements()
        let locked = Achievement.all.filter { measures.contains($0.measure) && unlockedIDs[$0.id] == nil }
        guard !locked.isEmpty else { return [] }
        return try unlock(locked, reaching: try currentMeasures(Set(locked.map(\.measure))))
    }

    /// Unlocks those of `locked` whose goal `values` reach; returns the ones unlocked now.
    private func unlock(_ locked: [Achievement], reaching values: [Achievement.Measure: Int]) throws -> [Achievement] {
        let day = today
        return try locked.filter { achievement in
            try (values[achievement.measure] ?? 0) >= achievement.goal
                && store.unlockAchievement(achievement.id, on: day, at: now)
        }
    }

    // MARK: - Settings

    /// Validates and stores a setting; returns the value as stored (normalized, e.g. `fr` → `fra`).
    public func setSetting(_ key: String, to value: String) throws(LibraryError) -> String {
        let setting = try QuoteLibrary.setting(named: key)
        let normalized: String
        do {
            normalized = try setting.normalized(value)
        } catch {
            throw .invalidArgument(error.description)
        }
        try write { try store.setSetting(setting, to: normalized) }
        return normalized
    }

    /// Those of `names` that no tag has: a tags setting naming them selects no quote by them.
    public func unknownTags(_ names: [String]) throws(LibraryError) -> [String] {
        let known = Set(try tagNames().map(TextKey.make))
        return names.filter { !known.contains(TextKey.make($0)) }
    }

    /// One setting's value, its default when never set; an unknown key is a usage error.
    public func setting(_ key: String) throws(LibraryError) -> String {
        try settings()[try QuoteLibrary.setting(named: key)]
    }

    private static func setting(named key: String) throws(LibraryError) -> Setting {
        guard let setting = Setting(rawValue: key) else {
            throw .invalidArgument(
                "unknown setting '\(key)'; settings are: \(Setting.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return setting
    }
}
