@testable import TickCore
import TickTestSupport

/// The seeded generator of the property tests (TickTestSupport's, shared with the end-to-end
/// tests), under the name these tests have always used.
typealias SplitMix64 = SeededRandom

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
