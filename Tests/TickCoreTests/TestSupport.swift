@testable import TickCore

/// A small seeded generator (SplitMix64) so that property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the tiny modulo bias does not matter here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func int(_ range: Range<Int>) -> Int { int(range.lowerBound...(range.upperBound - 1)) }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// The usage error a throwing call raised, or nil when it did not throw one.
func usageError<T>(_ body: () throws -> T) -> UsageError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? UsageError
    }
}

/// Bytes of a string, for comparisons.
func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
