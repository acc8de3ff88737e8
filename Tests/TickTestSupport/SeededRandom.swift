/// A small seeded random number generator (SplitMix64), so that property and fuzz tests are
/// reproducible: the same seed gives the same numbers on every machine and every run.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`, which may be as wide as `Int`'s (the tiny modulo bias
    /// does not matter here).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let offset = span == 0 ? next() : next() % span
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// A uniform integer in `range`, which must not be empty.
    public mutating func int(_ range: Range<Int>) -> Int { int(range.lowerBound...(range.upperBound - 1)) }

    /// A uniform byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// True with probability `1 / n`.
    public mutating func oneIn(_ n: Int) -> Bool { int(0..<n) == 0 }

    /// A uniform element of `items`, which must not be empty.
    public mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + int(0..<items.count)]
    }
}
