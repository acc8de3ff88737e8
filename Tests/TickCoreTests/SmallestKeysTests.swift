import Testing
import TickTestSupport
@testable import TickCore

/// The loose keeper of the smallest keys (`SmallestKeys`) and its selection
/// (`MatchOrder.partitionSmallest`), against sorting.
@Suite("Smallest keys")
struct SmallestKeysTests {
    /// Keys drawn from `values` distinct values (few: many repeats; many: nearly none), in a
    /// random order, an ascending one or a descending one.
    static func keys(_ rng: inout SeededRandom, count: Int, values: UInt64, order: Int) -> [UInt64] {
        var keys = (0..<count).map { _ in rng.next() % values }
        if order == 1 { keys.sort() } else if order == 2 { keys.sort(by: >) }
        return keys
    }

    @Test("The selection puts the k smallest first, and keeps every key")
    func selection() {
        var rng = SeededRandom(seed: 0x5345_4C45)
        for round in 0..<600 {
            let keys = Self.keys(&rng, count: rng.int(0...300), values: [3, 50, 1 << 40][round % 3], order: round / 3 % 3)
            let k = rng.int(0...keys.count + 1)
            var partitioned = keys
            partitioned.withUnsafeMutableBufferPointer { MatchOrder.partitionSmallest($0, count: k) }
            #expect(partitioned.sorted() == keys.sorted())
            let head = min(k, keys.count)
            #expect(partitioned[..<head].sorted() == Array(keys.sorted()[..<head]), "round \(round), k \(k) of \(keys.count)")
        }
    }

    @Test("The smallest are kept through every cut; every key left out is at least the threshold", arguments: [1, 7, 64])
    func keepsTheSmallest(capacity: Int) {
        var rng = SeededRandom(seed: 0x4B45_4550 &+ UInt64(capacity))
        for round in 0..<150 {
            let keys = Self.keys(&rng, count: rng.int(0...capacity * 9), values: [4, 1_000, 1 << 50][round % 3], order: round / 3 % 3)
            var kept = SmallestKeys(capacity: capacity)
            for key in keys {
                // As the sweep does it: the threshold asked first, most of the time.
                if rng.int(0...3) == 0 || key < kept.threshold { kept.insert(key) }
            }
            kept.settle()
            let smallest = kept.sorted
            #expect(smallest == Array(keys.sorted().prefix(capacity)), "round \(round), \(keys.count) keys")
            #expect(kept.leftSomeOut == (keys.count > capacity))
            // Each key not returned (counted with its repeats) is at least the threshold.
            var left = keys.sorted()
            left.removeFirst(smallest.count)
            #expect(left.allSatisfy { $0 >= kept.threshold })
            #expect(kept.threshold == (kept.leftSomeOut ? smallest.last! : UInt64.max))
        }
    }
}
