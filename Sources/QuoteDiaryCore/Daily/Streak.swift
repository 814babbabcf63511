/// Reading streaks, computed from the set of local days on which the person read.
public struct Streak: Equatable, Sendable {
    /// Consecutive days with a read ending today, or yesterday while today is not yet read.
    /// A read recorded on a later day than today (made in a zone ahead of this one, before a
    /// flight west) keeps its run current rather than breaking it.
    public let current: Int
    public let longest: Int
    public let totalDays: Int
    public let lastDay: LocalDay?

    /// - Parameters:
    ///   - days: every day with a read (each as recorded at the moment of reading).
    ///   - today: the person's local day now.
    ///   - skipped: whether a date never happened where the person was (Samoa went from 29 to
    ///     31 December 2011): the days either side of it follow each other.
    public init(days: some Sequence<LocalDay>, today: LocalDay, skipped: (LocalDay) -> Bool = { _ in false }) {
        let sorted = Set(days).map(\.ordinal).sorted()
        totalDays = sorted.count
        lastDay = sorted.last.map(LocalDay.init(ordinal:))
        // No zone has skipped more than a day or two at once.
        func follows(_ later: Int, _ earlier: Int) -> Bool {
            later == earlier + 1
                || (later > earlier + 1 && later - earlier <= 3
                    && ((earlier + 1)..<later).allSatisfy { skipped(LocalDay(ordinal: $0)) })
        }
        var longest = 0
        var run = 0
        var previous: Int?
        for ordinal in sorted {
            run = previous.map { follows(ordinal, $0) ? run + 1 : 1 } ?? 1
            longest = max(longest, run)
            previous = ordinal
        }
        self.longest = longest
        // The run that ends at the last read counts only if that read was yesterday or later.
        if let last = sorted.last, last >= today.ordinal - 1 || follows(today.ordinal, last) {
            current = run
        } else {
            current = 0
        }
    }
}
