import Synchronization
import Testing
@testable import TickEngine

/// `OrderedPipeline`: values made on two threads, used in order on the caller's.
@Suite("Ordered pipeline")
struct OrderedPipelineTests {
    /// Work that takes a while: `rounds` rounds of a hash of `seed`, its last bit added to
    /// `sink` so that the compiler cannot leave the work out.
    static func busy(_ seed: Int, rounds: Int, into sink: borrowing Atomic<Int>) {
        var x = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
        for _ in 0..<rounds { x = (x ^ (x >> 31)) &* 0xBF58_476D_1CE4_E5B9 }
        sink.add(Int(truncatingIfNeeded: x & 1), ordering: .relaxed)
    }

    @Test("Every value is made once and used in order, however long each takes", arguments: [0, 1, 2, 5, 64])
    func inOrder(count: Int) {
        let made = Mutex([Int](repeating: 0, count: count))
        let sink = Atomic(0)
        var used: [Int] = []
        let ok = OrderedPipeline.run(count: count, ahead: 3, make: { i in
            made.withLock { $0[i] += 1 }
            // Uneven work, so that the threads overtake one another.
            Self.busy(i, rounds: (i * 7_919 % 13) * 20_000, into: sink)
            return i
        }, use: { value in
            used.append(value)
            return true
        })
        #expect(ok)
        #expect(used == Array(0..<count))
        #expect(made.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    @Test("Stopping returns false, and nothing is made once it has returned")
    func stops() {
        let returned = Atomic(false)
        let madeAfter = Atomic(0)
        let sink = Atomic(0)
        var used: [Int] = []
        let ok = OrderedPipeline.run(count: 200, ahead: 4, make: { i in
            Self.busy(i, rounds: 10_000, into: sink)
            if returned.load(ordering: .relaxed) { madeAfter.add(1, ordering: .relaxed) }
            return i
        }, use: { value in
            used.append(value)
            return value < 10
        })
        returned.store(true, ordering: .relaxed)
        #expect(!ok)
        #expect(used == Array(0...10))
        #expect(madeAfter.load(ordering: .relaxed) == 0)
    }
}
