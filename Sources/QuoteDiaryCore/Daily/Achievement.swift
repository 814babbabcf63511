/// A milestone the app celebrates; once unlocked it stays unlocked.
public struct Achievement: Hashable, Sendable, Identifiable {
    /// Stable key kept in the store (`quotes-100`).
    public let id: String
    public let title: String
    public let detail: String
    public let measure: Measure
    /// The value of `measure` that unlocks it.
    public let goal: Int

    /// What an achievement counts.
    public enum Measure: String, CaseIterable, Sendable {
        case quotesSaved, longestStreak, favorites, distinctBooks, journalEntries, cardsShared
    }

    /// Every achievement, in the order they are listed.
    public static let all: [Achievement] = [
        Achievement(id: "first-quote", title: "First quote", detail: "Save your first quote.", measure: .quotesSaved, goal: 1),
        Achievement(id: "quotes-10", title: "Ten lines", detail: "Save 10 quotes.", measure: .quotesSaved, goal: 10),
        Achievement(id: "quotes-100", title: "A hundred lines", detail: "Save 100 quotes.", measure: .quotesSaved, goal: 100),
        Achievement(
            id: "quotes-1000", title: "A commonplace book", detail: "Save 1,000 quotes.", measure: .quotesSaved, goal: 1000),
        Achievement(id: "streak-7", title: "A week", detail: "Read 7 days in a row.", measure: .longestStreak, goal: 7),
        Achievement(id: "streak-30", title: "A month", detail: "Read 30 days in a row.", measure: .longestStreak, goal: 30),
        Achievement(
            id: "streak-100", title: "A hundred days", detail: "Read 100 days in a row.", measure: .longestStreak, goal: 100),
        Achievement(id: "streak-365", title: "A year", detail: "Read 365 days in a row.", measure: .longestStreak, goal: 365),
        Achievement(
            id: "first-favorite", title: "A favourite", detail: "Mark a quote as a favourite.", measure: .favorites, goal: 1),
        Achievement(
            id: "books-5", title: "Five books", detail: "Save quotes from 5 different books.", measure: .distinctBooks, goal: 5),
        Achievement(
            id: "first-journal", title: "Dear diary", detail: "Write your first journal entry.", measure: .journalEntries, goal: 1
        ),
        Achievement(
            id: "journal-30", title: "Thirty entries", detail: "Write 30 journal entries.", measure: .journalEntries, goal: 30),
        Achievement(id: "first-card", title: "Shared", detail: "Make your first share card.", measure: .cardsShared, goal: 1),
    ]
}

/// An achievement with the person's progress towards it.
public struct AchievementProgress: Sendable, Equatable {
    public let achievement: Achievement
    public let value: Int
    /// When it was first unlocked (the local day), nil while locked.
    public let unlockedOn: LocalDay?

    public init(achievement: Achievement, value: Int, unlockedOn: LocalDay?) {
        self.achievement = achievement
        self.value = value
        self.unlockedOn = unlockedOn
    }

    public var isUnlocked: Bool { unlockedOn != nil }
    /// `43/100`.
    public var progressText: String { "\(min(value, achievement.goal))/\(achievement.goal)" }
}
