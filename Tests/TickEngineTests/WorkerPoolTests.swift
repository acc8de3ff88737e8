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

    @Test("A pool let go at once, before its job thread has made the helpers, leaves no thread behind")
    func letGoAtOnce() throws {
        func threads() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
        }
        let before = try threads()
        for _ in 0..<100 { _ = WorkerPool(helpers: 3) }
        let deadline = DispatchTime.now() + 10
        while try threads() > before + 100, DispatchTime.now() < deadline { sched_yield() }
        #expect(try threads() <= before + 100)
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
    func threadsEnd() throws {
        func threads() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
        }
        // The count is the whole process's, and other tests' threads come and go meanwhile (a
        // busy machine, enough ended while the pools started to fail the count): a measure disturbed
        // that way is taken again, up to three times; pools whose threads never start or never
        // end fail every time.
        var seen: [(before: Int, started: Int, ended: Int)] = []
        for _ in 0..<3 {
            let before = try threads()
            var pools = (0..<100).map { _ in WorkerPool(helpers: 2) }
            // Each made its job thread, which made two helpers (`helpers` waits for them).
            #expect(pools.allSatisfy { $0.helpers == 2 })
            let started = try threads()
            pools.removeAll()
            // These 300 must go, within ten seconds.
            let deadline = DispatchTime.now() + 10
            while try threads() > before + 100, DispatchTime.now() < deadline { sched_yield() }
            let ended = try threads()
            seen.append((before, started, ended))
            if started >= before + 250 && ended <= before + 100 { break }
        }
        #expect(seen.contains { $0.started >= $0.before + 250 && $0.ended <= $0.before + 100 }, "\(seen)")
    }
}
