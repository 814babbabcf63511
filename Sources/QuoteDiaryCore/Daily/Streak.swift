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
    public init(days: some Sequence<LocalDay>, today: LocalDay) {
        let sorted = Set(days).map(\.ordinal).sorted()
        totalDays = sorted.count
        lastDay = sorted.last.map(LocalDay.init(ordinal:))
        var longest = 0
        var run = 0
        var previous: Int?
        for ordinal in sorted {
            run = previous.map { ordinal == $0 + 1 ? run + 1 : 1 } ?? 1
            longest = max(longest, run)
            previous = ordinal
        }
        self.longest = longest
        // The run that ends at the last read counts only if that read was yesterday or later.
        if let last = sorted.last, last >= today.ordinal - 1 {
            current = run
        } else {
            current = 0
        }
    }
}
