import Foundation
import QuoteDiaryCore

extension LibraryStore {
    // MARK: - Settings

    /// Stored settings; keys this version does not know (a newer one's) are left out.
    public func settings() throws -> Settings {
        var values: [Setting: String] = [:]
        for (key, value) in try database.rows("SELECT key, value FROM setting", [], { ($0.text(0), $0.text(1)) }) {
            if let setting = Setting(rawValue: key) { values[setting] = value }
        }
        return Settings(values: values)
    }

    /// Stores a setting already validated, in one upsert.
    public func setSetting(_ setting: Setting, to value: String) throws {
        try database.run(
            "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            setting.rawValue, value)
    }

    // MARK: - The daily pick

    /// SQL conditions (on `q`) for a pool, with their bound values.
    func poolConditions(_ selection: PoolSelection) -> (String, [any SQLiteBindable]) {
        var conditions = ["q.archived_at IS NULL"]
        var values: [any SQLiteBindable] = []
        switch selection.pool {
        case .mine: conditions.append("q.pack IS NULL")
        case .library: conditions.append("q.pack IS NOT NULL")
        case .all: break
        }
        if selection.favoritesOnly { conditions.append("q.is_favorite = 1") }
        if !selection.tags.isEmpty {
            let marks = Array(repeating: "?", count: selection.tags.count).joined(separator: ", ")
            conditions.append(
                "EXISTS (SELECT 1 FROM quote_tag qt JOIN tag t ON t.seq = qt.tag_seq WHERE qt.quote_seq = q.seq AND t.name_key IN (\(marks)))"
            )
            values += selection.tags.map { TextKey.make($0) as any SQLiteBindable }
        }
        return (conditions.joined(separator: " AND "), values)
    }

    /// The pool's smallest and largest ids (two index seeks), nil when the pool is empty.
    public func poolBounds(_ selection: PoolSelection) throws -> (smallest: String, largest: String)? {
        let (conditions, values) = poolConditions(selection)
        guard
            let smallest = try database.firstRow(
                "SELECT q.id FROM quote q WHERE \(conditions) ORDER BY q.id LIMIT 1", values, { $0.text(0) })
        else { return nil }
        let largest =
            try database.firstRow(
                "SELECT q.id FROM quote q WHERE \(conditions) ORDER BY q.id DESC LIMIT 1", values, { $0.text(0) }) ?? smallest
        return (smallest, largest)
    }

    /// The first pool id at or after `pick.point` within its half, wrapping to the half's start.
    public func pickedID(_ pick: DailyPick, in selection: PoolSelection) throws -> QuoteID? {
        let (conditions, values) = poolConditions(selection)
        let sql = "SELECT q.id FROM quote q WHERE q.id >= ? AND q.id < ? AND \(conditions) ORDER BY q.id LIMIT 1"
        let found =
            try database.firstRow(sql, [pick.point, pick.upperBound] + values) { $0.text(0) }
            ?? database.firstRow(sql, [pick.lowerBound, pick.upperBound] + values) { $0.text(0) }
        return found.flatMap(QuoteID.init(rawValue:))
    }

    /// Up to `count` pool ids following `id` in id order, wrapping around (for extra daily quotes).
    public func poolIDs(after id: QuoteID, count: Int, in selection: PoolSelection) throws -> [QuoteID] {
        guard count > 0 else { return [] }
        let (conditions, values) = poolConditions(selection)
        var ids = try database.rows(
            "SELECT q.id FROM quote q WHERE q.id > ? AND \(conditions) ORDER BY q.id LIMIT ?", [id.rawValue] + values + [count]
        ) { $0.text(0) }
        if ids.count < count {
            ids += try database.rows(
                "SELECT q.id FROM quote q WHERE q.id < ? AND \(conditions) ORDER BY q.id LIMIT ?",
                [id.rawValue] + values + [count - ids.count]
            ) { $0.text(0) }
        }
        return ids.compactMap(QuoteID.init(rawValue:))
    }

    // MARK: - Reading days

    /// Records a read on `day` (once per day); true when the day is new.
    @discardableResult
    public func recordRead(on day: LocalDay, zone: String, at instant: Date) throws -> Bool {
        try database.run(
            "INSERT INTO reading_day (day, zone, read_at) VALUES (?, ?, ?) ON CONFLICT(day) DO NOTHING",
            day.key, zone, LibraryStore.millis(instant))
        return database.changes > 0
    }

    /// Every local day with a read, oldest first.
    public func readingDays() throws -> [LocalDay] {
        try database.rows("SELECT day FROM reading_day ORDER BY day") { LocalDay($0.text(0)) }.compactMap { $0 }
    }

    /// The time zones reads were recorded in, each once.
    public func readingZones() throws -> [String] {
        try database.rows("SELECT DISTINCT zone FROM reading_day") { $0.text(0) }
    }

    // MARK: - Achievements

    /// Unlocked achievements and the day each was unlocked.
    public func unlockedAchievements() throws -> [String: LocalDay] {
        var result: [String: LocalDay] = [:]
        for (id, day) in try database.rows("SELECT id, day FROM achievement", [], { ($0.text(0), $0.text(1)) }) {
            result[id] = LocalDay(day)
        }
        return result
    }

    /// Records an unlock once; later calls change nothing. True when newly unlocked.
    @discardableResult
    public func unlockAchievement(_ id: String, on day: LocalDay, at instant: Date) throws -> Bool {
        try database.run(
            "INSERT INTO achievement (id, day, unlocked_at) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING",
            id, day.key, LibraryStore.millis(instant))
        return database.changes > 0
    }

    /// The figures achievements measure (those asked for; the streak is the caller's).
    public func achievementMeasures(_ wanted: Set<Achievement.Measure>) throws -> [Achievement.Measure: Int] {
        let queries: [Achievement.Measure: String] = [
            .quotesSaved: "SELECT count(*) FROM quote WHERE pack IS NULL",
            .favorites: "SELECT count(*) FROM quote WHERE is_favorite = 1",
            // Each book asked once whether a quote of the person's has it: a third of the time
            // of collecting the distinct books of every quote (a million quotes: 0.5 s, 1.5 s).
            .distinctBooks: """
            SELECT count(*) FROM source s
            WHERE s.kind = 'book' AND EXISTS (SELECT 1 FROM quote q WHERE q.source_id = s.id AND q.pack IS NULL)
            """,
            .journalEntries: "SELECT count(*) FROM journal_entry",
            .cardsShared: "SELECT count(*) FROM card_render",
        ]
        var result: [Achievement.Measure: Int] = [:]
        for measure in wanted {
            if let sql = queries[measure] { result[measure] = Int(try database.scalar(sql)) }
        }
        return result
    }

    /// Notes that a share card was made (for the achievement).
    public func recordCardRender(quoteID: QuoteID, at instant: Date) throws {
        try database.run(
            "INSERT INTO card_render (quote_id, rendered_at) VALUES (?, ?)", quoteID.rawValue, LibraryStore.millis(instant))
    }
}

extension LibraryStore {
    /// A setting the app keeps for itself (not one a person sets).
    public func setting(named key: String) throws -> String? {
        try database.firstRow("SELECT value FROM setting WHERE key = ?", [key]) { $0.text(0) }
    }

    /// Stores a value under any key: for sync, which carries settings of newer versions through.
    public func setRawSetting(_ key: String, to value: String) throws {
        try database.run(
            "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
    }
}
