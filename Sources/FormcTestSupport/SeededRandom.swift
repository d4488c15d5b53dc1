/// The tests' one pseudo-random generator (SplitMix64): seeded, so a failing random input is
/// found again from its starting state, and the same on every platform.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(start: UInt64) { state = start }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (`bound` > 0).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
