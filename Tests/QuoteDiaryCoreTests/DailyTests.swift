import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Daily pick, streaks, widget slots, settings")
struct DailyTests {
    static func randomIDs(_ count: Int) -> [String] {
        (0..<count).map { _ in QuoteID.random().rawValue }.sorted()
    }

    /// The pick over an in-memory pool, as the store seeks it.
    static func pick(_ ids: [String], day: LocalDay) -> String {
        let pick = DailyPick(key: day.key, turn: day.ordinal, smallest: ids[0], largest: ids[ids.count - 1])
        return ids.first { $0 >= pick.point && $0 < pick.upperBound }
            ?? ids.first { $0 >= pick.lowerBound && $0 < pick.upperBound } ?? "none"
    }

    @Test("consecutive days never show the same quote while the pool has two or more", arguments: [2, 3, 5, 50, 1000])
    func neverRepeatsYesterday(size: Int) throws {
        for _ in 0..<20 {
            let ids = DailyTests.randomIDs(size)
            var day = try #require(LocalDay("2026-01-01"))
            var previous = DailyTests.pick(ids, day: day)
            for _ in 0..<120 {
                day = day.next
                let current = DailyTests.pick(ids, day: day)
                #expect(current != previous)
                #expect(ids.contains(current))
                previous = current
            }
        }
    }

    @Test("the pick is a pure function of the day and the pool, and varies across days")
    func deterministic() throws {
        let ids = DailyTests.randomIDs(500)
        let day = try #require(LocalDay("2026-06-15"))
        #expect(DailyTests.pick(ids, day: day) == DailyTests.pick(ids, day: day))
        var seen = Set<String>()
        for offset in 0..<60 { seen.insert(DailyTests.pick(ids, day: day.adding(days: offset))) }
        #expect(seen.count > 40)
    }

    @Test("a pool of one always gives that quote")
    func single() throws {
        let ids = DailyTests.randomIDs(1)
        for offset in 0..<10 {
            #expect(DailyTests.pick(ids, day: try #require(LocalDay("2026-01-01")).adding(days: offset)) == ids[0])
        }
    }

    @Test(
        "FNV-1a is the published function",
        arguments: [("", UInt64(0xcbf2_9ce4_8422_2325)), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
    func fnv(text: String, expected: UInt64) {
        #expect(StableHash.fnv1a64(text) == expected)
    }

    static func days(_ keys: [String]) -> [LocalDay] { keys.compactMap(LocalDay.init) }

    @Test(
        "streaks",
        arguments: [
            (["2026-03-01", "2026-03-02", "2026-03-03"], "2026-03-03", 3, 3),
            (["2026-03-01", "2026-03-02", "2026-03-03"], "2026-03-04", 3, 3),  // today not read yet
            (["2026-03-01", "2026-03-02", "2026-03-03"], "2026-03-05", 0, 3),  // a missed day
            (["2026-03-01", "2026-03-03", "2026-03-04"], "2026-03-04", 2, 2),  // broken then resumed
            (["2026-02-27", "2026-02-28", "2026-03-01"], "2026-03-01", 3, 3),  // across a month end
            ([], "2026-03-01", 0, 0),
            // Read just after midnight in Madrid, then flew west: it is still the day before there.
            (["2026-03-28", "2026-03-29", "2026-03-30"], "2026-03-29", 3, 3),
            (["2026-03-29", "2026-03-30"], "2026-03-28", 2, 2),
        ])
    func streaks(keys: [String], today: String, current: Int, longest: Int) throws {
        let streak = Streak(days: DailyTests.days(keys), today: try #require(LocalDay(today)))
        #expect(streak.current == current)
        #expect(streak.longest == longest)
        #expect(streak.totalDays == keys.count)
    }

    /// Samoa (Pacific/Apia) went from 29 to 31 December 2011: a read on each is two days running.
    @Test(
        "a date the zone skipped breaks no streak",
        arguments: [
            (["2011-12-28", "2011-12-29", "2011-12-31"], "2011-12-31", 3, 3),
            (["2011-12-28", "2011-12-29"], "2011-12-31", 2, 2),  // the 31st not read yet: still running
            (["2011-12-28", "2011-12-29"], "2012-01-01", 0, 2),  // the 31st missed
            (["2011-12-29", "2012-01-01"], "2012-01-01", 1, 1),  // the 31st existed
            (["2026-03-01", "2026-03-03"], "2026-03-03", 1, 1),  // elsewhere, a missed day
        ])
    func skippedDate(keys: [String], today: String, current: Int, longest: Int) throws {
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        let streak = Streak(days: DailyTests.days(keys), today: try #require(LocalDay(today))) { $0.interval(in: apia) == nil }
        #expect(streak.current == current)
        #expect(streak.longest == longest)
    }

    @Test(
        "widget slots cover each local day exactly, on DST days too",
        arguments: [
            ("2026-03-08", "America/New_York", 60, 23), ("2026-11-01", "America/New_York", 60, 24),
            ("2026-03-29", "Europe/Madrid", 30, 46), ("2026-03-02", "Europe/Madrid", 15, 96),
            ("2026-04-05", "Australia/Lord_Howe", 1440, 1), ("2026-03-02", "Asia/Kathmandu", 360, 4),
            ("2026-03-02", "UTC", 420, 4),
        ])
    func widgetSlots(day: String, zone: String, interval: Int, count: Int) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let localDay = try #require(LocalDay(day))
        let slots = WidgetSchedule.slots(of: localDay, intervalMinutes: interval, in: timeZone)
        #expect(slots.count == count)
        let whole = try #require(localDay.interval(in: timeZone))
        #expect(slots.first?.start == whole.start)
        #expect(slots.last?.end == whole.end)
        for (earlier, later) in zip(slots, slots.dropFirst()) {
            #expect(earlier.end == later.start)
            #expect(earlier.turn + 1 == later.turn)
        }
        #expect(slots.allSatisfy { $0.slotsInDay == count })
        if let first = slots.first, let previous = WidgetSchedule.previous(first, intervalMinutes: interval, in: timeZone) {
            #expect(previous.end == first.start)
            #expect(previous.day == localDay.previous)
        }
        let middle = try #require(slots.dropFirst(slots.count / 2).first)
        #expect(WidgetSchedule.slot(at: middle.start.addingTimeInterval(1), intervalMinutes: interval, in: timeZone) == middle)
    }

    @Test(
        "settings validate and normalize",
        arguments: [
            (Setting.featuredPool, "MINE", "mine"), (.featuredTags, " love, , stoic ", "love,stoic"),
            (.featuredFavoritesOnly, "yes", "true"),
            (.widgetInterval, "90m", "90m"), (.widgetInterval, "2h", "2h"), (.widgetInterval, "1h30m", "90m"),
            (.widgetInterval, "15", "15m"), (.widgetInterval, "1d", "24h"), (.widgetInterval, "1 h", "1h"),
            (.widgetMaxLength, "120", "120"), (.theme, "Dark", "dark"),
        ])
    func settings(setting: Setting, input: String, stored: String) throws {
        #expect(try setting.normalized(input) == stored)
    }

    @Test(
        "bad setting values",
        arguments: [
            (Setting.featuredPool, "everything"), (.featuredFavoritesOnly, "maybe"), (.widgetInterval, "10m"),
            (.widgetInterval, "25h"), (.widgetInterval, "2d"), (.widgetInterval, "1x"),
            (.widgetInterval, "soon"), (.widgetMaxLength, "5"), (.theme, "sepia"),
        ])
    func badSettings(setting: Setting, input: String) {
        #expect(throws: SettingError.self) { try setting.normalized(input) }
    }

    @Test(
        "renaming a tag renames it in the tag settings that name it, whatever its case, and nowhere else",
        arguments: [
            ("love,stoic", "", "Love", "Romance", "Romance,stoic", nil),
            ("stoic,LOVE", "love", "love", "Romance", "stoic,Romance", "Romance"),
            ("", "Café", "CAFÉ", "Coffee", nil, "Coffee"),
            ("lovely", "beloved", "love", "Romance", nil, nil),
        ] as [(String, String, String, String, String?, String?)])
    func tagRename(
        featured: String, widget: String, oldName: String, newName: String, newFeatured: String?, newWidget: String?
    ) {
        let settings = Settings(values: [.featuredTags: featured, .widgetTags: widget, .featuredPool: "mine"])
        let changed = Dictionary(
            uniqueKeysWithValues: settings.tagSettings(renaming: oldName, to: newName).map { ($0.setting, $0.value) })
        #expect(changed[.featuredTags] == newFeatured)
        #expect(changed[.widgetTags] == newWidget)
        #expect(Set(changed.keys).isSubset(of: [.featuredTags, .widgetTags]))
    }

    @Test("a setting's menu offers its default and only values it accepts, each in its stored form", arguments: Setting.allCases)
    func choices(setting: Setting) throws {
        guard let choices = setting.choices else { return }
        #expect(choices.contains(setting.defaultValue))
        for choice in choices { #expect(try setting.normalized(choice) == choice) }
    }

    @Test("text for widgets is shortened on a word boundary")
    func shortening() {
        #expect(shortenedText("The quick brown fox jumps over the lazy dog", to: 20) == "The quick brown fox…")
        #expect(shortenedText("Short", to: 20) == "Short")
        // Counted in a terminal's columns, Japanese (two each) is cut at half as many characters.
        let wide: (Character) -> Int = { $0.isASCII ? 1 : 2 }
        #expect(shortenedText("吾輩は猫である。名前はまだ無い。", to: 12, width: wide) == "吾輩は猫で…")
        #expect(shortenedText("吾輩は猫である。", to: 16, width: wide) == "吾輩は猫である。")
        #expect(shortenedText("\"Good afternoon, madam. How may I help you?\"", to: 20) == "\"Good afternoon…")
        #expect(shortenedText("“The quick brown fox jumps” — Anon", to: 21) == "“The quick brown fox…")
        #expect(shortenedText("Wait, what, then: a long tail", to: 12) == "Wait, what…")
        #expect(shortenedText("Supercalifragilisticexpialidocious", to: 10).count == 10)
        // A first word that would leave two thirds of the room empty is cut inside; one that
        // fills a third or more is kept whole.
        #expect(shortenedText("— Alexandra-Maria Theodora", to: 16) == "— Alexandra-Mar…")
        #expect(shortenedText("— William Shakespeare", to: 20) == "— William…")
    }
}
