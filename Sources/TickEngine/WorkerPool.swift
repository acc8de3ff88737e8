import Dispatch
import Synchronization

/// Threads made once and kept waiting for the match engine's work, so that a key never waits
/// for the system to make one: one thread runs queued jobs in order (`async`), and helpers join
/// a job split into pieces (`parallel`).
///
/// Dispatch makes its threads when work first comes and lets them go after a while idle: the
/// first key typed after a pause waited 1–4 ms for two new threads (one for the engine's queue,
/// one for the second half of the matching) before any matching began. The caller makes only
/// the job thread, which makes the helpers: the picker's first frame does not wait for a
/// thread per core.
final class WorkerPool: Sendable {
    /// How many of one pool's threads are alive: counted before each is made, uncounted as its
    /// last act. The tests read it to see a pool's own threads end (the process's thread count
    /// moves with every other test's threads).
    final class Census: Sendable {
        private let alive = Atomic(0)
        /// The pool's threads made and not yet ended.
        var running: Int { alive.load(ordering: .acquiring) }

        /// Starts `body` on a new thread, counted while it runs; false when the system refused one.
        func start(_ body: @escaping @Sendable () -> Void) -> Bool {
            alive.add(1, ordering: .relaxed)
            let started = DetachedThread.start { [self] in
                body()
                alive.subtract(1, ordering: .releasing)
            }
            if !started { alive.subtract(1, ordering: .relaxed) }
            return started
        }
    }

    /// What the pool's threads share; they hold it, not the pool, so that letting go of the pool
    /// ends them.
    private final class Shared: Sendable {
        struct State {
            var jobs: [@Sendable () -> Void] = []
            var split: Split? = nil
            var stopping = false
            /// Helpers made (or being made) so far.
            var helpers = 0
        }
        let state = Mutex(State())
        /// Whether the job thread has made every helper it was asked for (or given up).
        let ready = Atomic(false)
        /// Signalled when `ready` is set; each waiter signals it again for the next.
        let readyGate = DispatchSemaphore(value: 0)
        /// Signalled once for each queued job (and once more to stop).
        let jobQueued = DispatchSemaphore(value: 0)
        /// Signalled once for each helper wanted by a split job (and once for each to stop).
        let splitPosted = DispatchSemaphore(value: 0)
        /// The pool's threads alive.
        let census = Census()
    }

    /// A job in `count` pieces: whoever joins takes the next piece left until none is, and the
    /// thread that finishes the last piece says so.
    private final class Split: Sendable {
        let count: Int
        let body: @Sendable (Int) -> Void
        let next = Atomic(0)
        let finished = Atomic(0)
        let allDone = DispatchSemaphore(value: 0)

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        func join() {
            while case let piece = next.wrappingAdd(1, ordering: .relaxed).oldValue, piece < count {
                body(piece)
                if finished.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == count { allDone.signal() }
            }
        }
    }

    private let shared = Shared()
    /// The pool's threads alive (the job thread and the helpers); they outlive the pool a
    /// little, while they see that it was let go.
    var census: Census { shared.census }
    /// Whether the thread for queued jobs was made (if the system refused it, `async` runs each
    /// job on its caller's thread: slower to answer, never lost, and there are no helpers).
    private let hasJobThread: Bool

    /// Starts the thread for queued jobs, which starts `helpers` helpers (fewer if the system
    /// refuses some: `parallel` then does more of the work on its caller's thread).
    init(helpers: Int) {
        let shared = self.shared
        hasJobThread = shared.census.start { Self.runJobs(shared, helpers: helpers) }
        if !hasJobThread { Self.markReady(shared) }
    }

    deinit {
        let made = shared.state.withLock { s -> Int in
            s.stopping = true
            return s.helpers
        }
        shared.jobQueued.signal()
        for _ in 0..<made { shared.splitPosted.signal() }
    }

    /// How many helper threads there are (the caller of `parallel` is one more worker); waits
    /// for the job thread to have made them, the first time.
    var helpers: Int {
        if !shared.ready.load(ordering: .acquiring) {
            shared.readyGate.wait()
            shared.readyGate.signal()
        }
        return shared.state.withLock { $0.helpers }
    }

    /// Runs `job` on the pool's own thread after the jobs queued before it.
    func async(_ job: @escaping @Sendable () -> Void) {
        guard hasJobThread else { return job() }
        shared.state.withLock { $0.jobs.append(job) }
        shared.jobQueued.signal()
    }

    /// Waits until the jobs queued so far have run.
    func waitForQueued() {
        let done = DispatchSemaphore(value: 0)
        async { done.signal() }
        done.wait()
    }

    /// Runs `body` once for each of `0 ..< count`, on the calling thread and as many helpers as
    /// are useful, and returns when every piece has run.
    func parallel(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1, helpers > 0 else {
            for piece in 0..<count { body(piece) }
            return
        }
        let split = Split(count: count, body: body)
        shared.state.withLock { $0.split = split }
        for _ in 0..<min(count - 1, helpers) { shared.splitPosted.signal() }
        split.join()
        split.allDone.wait()
        shared.state.withLock { if $0.split === split { $0.split = nil } }
    }

    private static func markReady(_ shared: Shared) {
        shared.ready.store(true, ordering: .releasing)
        shared.readyGate.signal()
    }

    /// Makes the helpers (none once the pool is let go: its `deinit` stops as many as were
    /// counted), then runs the queued jobs in order until the pool is let go.
    private static func runJobs(_ shared: Shared, helpers wanted: Int) {
        for _ in 0..<max(0, wanted) {
            let counted = shared.state.withLock { s -> Bool in
                guard !s.stopping else { return false }
                s.helpers += 1
                return true
            }
            guard counted else { break }
            if !shared.census.start({ help(shared) }) {
                shared.state.withLock { $0.helpers -= 1 }
                break
            }
        }
        markReady(shared)
        while true {
            shared.jobQueued.wait()
            guard let job = shared.state.withLock({ s in s.stopping ? nil : s.jobs.removeFirst() }) else { return }
            job()
        }
    }

    /// A helper joins the split job posted when it wakes, if any is still there (one woken late
    /// may find it done, or a newer one: either way it takes only pieces left).
    private static func help(_ shared: Shared) {
        while true {
            shared.splitPosted.wait()
            guard let split = shared.state.withLock({ s -> Split?? in s.stopping ? .none : .some(s.split) }) else { return }
            split?.join()
        }
    }
}
