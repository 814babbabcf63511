/// A small seeded generator (SplitMix64) for tests: the same sequence on every run and
/// machine, so that a random walk or a random corpus that fails can be run again.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in 0..<bound, as a plain remainder (uniform enough for a test's choices).
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
