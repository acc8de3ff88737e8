import Dispatch
import Synchronization
import TickCore

/// Matches chunks of input while the rest is still being read (`--filter`), so that reading
/// and matching overlap and every core has work from the first chunk on.
///
/// Matching runs on its own threads, one per core, fed through a semaphore: the dispatch pool
/// on Linux counts the reading thread as busy and would give the chunks a single worker. The
/// newest chunk is held back until another arrives, and the last is matched on the thread that
/// calls `finish`, so a small input is matched without starting any thread (start-up stays as
/// short as a C program's).
public final class StreamingFilter: Sendable {
    private let collector: MatchCollector
    /// One signal per queued chunk, and one per worker when the input has ended.
    private let ready = DispatchSemaphore(value: 0)
    private let workersDone = DispatchGroup()
    private struct Job {
        var chunk: Chunk
        var first: Int
        var position: Int
    }
    private struct State {
        /// Each chunk's matches, by the chunk's position in the input.
        var pieces: [Int: [UInt64]] = [:]
        var queue: [Job] = []
        /// The chunk handed over last, not yet queued.
        var held: Job? = nil
        var added = 0
        var workers = 0
        /// Whether workers were asked for (once: a refused thread is not asked for again).
        var threadsTried = false
    }
    private let state = Mutex(State())

    public init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        collector = MatchCollector(query: query, configuration: configuration, sort: sort, tac: tac)
    }

    /// Hands over `chunk`, whose first item has index `first`; chunks come in input order, from
    /// one thread (the reader's), which also calls `finish`.
    public func add(_ chunk: Chunk, first: Int) {
        let (queued, startWorkers) = state.withLock { s -> (Bool, Int) in
            let previous = s.held
            s.held = Job(chunk: chunk, first: first, position: s.added)
            s.added += 1
            guard let previous else { return (false, 0) }
            s.queue.append(previous)
            guard !s.threadsTried else { return (true, 0) }
            s.threadsTried = true
            return (true, Host.processorCount)
        }
        var started = 0
        for _ in 0..<startWorkers {
            workersDone.enter()
            if DetachedThread.start({ [self] in work() }) {
                started += 1
            } else {
                workersDone.leave()
            }
        }
        if startWorkers > 0 {
            // Fewer workers when the system refused threads; none, and this thread matches.
            state.withLock { $0.workers = started }
        }
        if queued {
            if state.withLock({ $0.workers }) > 0 {
                ready.signal()
            } else if let job = state.withLock({ s in s.queue.isEmpty ? nil : s.queue.removeFirst() }) {
                var matcher = collector.makeMatcher()
                match(job, with: &matcher)
            }
        }
    }

    /// Waits for every chunk and returns the matches in the order they are printed.
    public func finish() -> FilterResults {
        let (last, workers) = state.withLock { s in
            defer { s.held = nil }
            return (s.held, s.workers)
        }
        if let last {
            var matcher = collector.makeMatcher()
            match(last, with: &matcher)
        }
        for _ in 0..<workers { ready.signal() }
        workersDone.wait()
        var ordered = state.withLock { s -> [[UInt64]] in
            defer { s.pieces = [:] }
            return s.pieces.keys.sorted().map { s.pieces[$0]! }
        }
        return collector.results(&ordered)
    }

    /// A worker: matches queued chunks until it wakes to an empty queue (the input has ended).
    private func work() {
        // One matcher per worker: it owns scratch memory, grown once.
        var matcher = collector.makeMatcher()
        while true {
            ready.wait()
            guard let job = state.withLock({ s in s.queue.isEmpty ? nil : s.queue.removeFirst() }) else { break }
            match(job, with: &matcher)
        }
        workersDone.leave()
    }

    private func match(_ job: Job, with matcher: inout Matcher) {
        var found = collector.match(job.chunk.checkingASCII(), first: job.first, with: &matcher)
        if collector.sortsPieces { MatchOrder.sort(&found) }
        state.withLock { $0.pieces[job.position] = found }
    }
}
