import Dispatch
import Foundation
import Synchronization
import Testing
@testable import TickEngine

/// The match engine's own threads: every piece of a split job runs once, helpers really join,
/// queued jobs run in order, and letting go of a pool ends its threads.
@Suite("Worker pool")
struct WorkerPoolTests {
    @Test("Every piece of a split job runs exactly once, whatever the number of pieces and helpers",
          arguments: [(0, 1), (1, 2), (2, 1), (7, 3), (1000, 1), (1000, 3)])
    func everyPieceOnce(pieces: Int, helpers: Int) {
        let pool = WorkerPool(helpers: helpers)
        let runs = Mutex([Int](repeating: 0, count: pieces))
        for _ in 0..<20 {
            pool.parallel(pieces) { piece in runs.withLock { $0[piece] += 1 } }
        }
        #expect(runs.withLock { $0 } == [Int](repeating: 20, count: pieces))
    }

    @Test("A helper joins: one piece waits for another, which only a second thread can run")
    func helpersJoin() {
        let pool = WorkerPool(helpers: 1)
        let otherRan = DispatchSemaphore(value: 0)
        let timedOut = Atomic(false)
        pool.parallel(2) { piece in
            if piece == 0 {
                // Whoever took piece 0 holds it until piece 1 has run elsewhere (at most ten
                // seconds: a pool whose helper never joins fails here instead of hanging).
                if otherRan.wait(timeout: .now() + 10) == .timedOut { timedOut.store(true, ordering: .relaxed) }
            } else {
                otherRan.signal()
            }
        }
        let waitedInVain = timedOut.load(ordering: .relaxed)
        #expect(!waitedInVain)
    }

    @Test("A pool without helpers runs every piece on the calling thread")
    func noHelpers() {
        let pool = WorkerPool(helpers: 0)
        let caller = pthread_self()
        let elsewhere = Atomic(0)
        pool.parallel(50) { _ in if pthread_equal(pthread_self(), caller) == 0 { elsewhere.add(1, ordering: .relaxed) } }
        #expect(pool.helpers == 0)
        let elsewhereCount = elsewhere.load(ordering: .relaxed)
        #expect(elsewhereCount == 0)
    }

    /// Waits until none of `censuses`' threads is alive, ten seconds at most; how many still are.
    /// (The pools' own count, not the process's: other tests' threads come and go meanwhile.)
    static func alive(_ censuses: [WorkerPool.Census]) -> Int {
        let deadline = DispatchTime.now() + 10
        var count = censuses.reduce(0) { $0 + $1.running }
        while count > 0, DispatchTime.now() < deadline {
            usleep(1_000)
            count = censuses.reduce(0) { $0 + $1.running }
        }
        return count
    }

    @Test("A pool let go at once, before its job thread has made the helpers, leaves no thread behind")
    func letGoAtOnce() {
        let censuses = (0..<100).map { _ in WorkerPool(helpers: 3).census }
        #expect(Self.alive(censuses) == 0)
    }

    @Test("Queued jobs run one after another, in the order they were queued, off the caller's thread")
    func queuedInOrder() {
        let pool = WorkerPool(helpers: 1)
        let caller = pthread_self()
        let order = Mutex([Int]())
        let onCaller = Atomic(false)
        for n in 0..<200 {
            pool.async {
                if pthread_equal(pthread_self(), caller) != 0 { onCaller.store(true, ordering: .relaxed) }
                order.withLock { $0.append(n) }
            }
        }
        pool.waitForQueued()
        #expect(order.withLock { $0 } == Array(0..<200))
        let ranOnCaller = onCaller.load(ordering: .relaxed)
        #expect(!ranOnCaller)
    }

    @Test("Letting go of pools ends their threads")
    func threadsEnd() {
        var pools = (0..<100).map { _ in WorkerPool(helpers: 2) }
        // Each made its job thread, which made two helpers (`helpers` waits for them).
        #expect(pools.allSatisfy { $0.helpers == 2 })
        let censuses = pools.map(\.census)
        #expect(censuses.reduce(0) { $0 + $1.running } == 300)
        pools.removeAll()
        #expect(Self.alive(censuses) == 0)
    }
}
