import Dispatch
import Synchronization
import TickCore

/// Matches chunks of input while the rest is still being read (`--filter`), so that reading
/// and matching overlap and every core has work from the first chunk on.
///
/// Matching runs on its own threads, one per core (`--threads N`: N - 1), fed through a semaphore: the dispatch pool
/// on Linux counts the reading thread as busy and would give the chunks a single worker. The
/// newest chunk is held back until another arrives, and the last is matched on the thread that
/// calls `finish`, so a small input is matched without starting any thread (start-up stays as
/// short as a C program's).
///
/// The reader waits while `Tunables.filterChunksAhead` chunks per thread are queued or being
/// matched. Matching is the slower side: a reader running ahead took fresh memory for every
/// chunk instead of a block given back (`ChunkPool`), and its cores from the matchers.
///
/// With `compacts`, only the matches are kept: each chunk, once matched, is copied down to its
/// matched items (unless half of it or more matched) in large pages cut one after another
/// (`ChunkArena`) and let go, so that its memory goes back to the reader (`ChunkPool`); `finish`
/// returns the store of what was kept, and the matches' indices are theirs in it.
public final class StreamingFilter: Sendable {
    private let collector: MatchCollector
    private let compacts: Bool
    /// The workers to start: one per core, or (`--threads N`) N - 1, the reading thread
    /// matching the last chunk beside them (every chunk, with none).
    private let workersWanted: Int
    /// Where the copies of compacted chunks are made (an arena, kept by the chunks cut from it).
    private let keptMemory = ChunkArena().memory
    /// One signal per queued chunk, and one per worker when the input has ended.
    private let ready = DispatchSemaphore(value: 0)
    /// One signal per chunk that may still be queued before the reader waits; the workers
    /// give one back per chunk matched.
    private let room: DispatchSemaphore
    private let workersDone = DispatchGroup()
    private struct Job {
        var chunk: Chunk
        var first: Int
        var position: Int
    }
    private struct State {
        /// Each chunk's matches, by the chunk's position in the input.
        var pieces: [Int: [UInt64]] = [:]
        /// With `compacts`: what is kept of each chunk, by its position (the matches' indices in
        /// its piece count from 0 in it).
        var kept: [Int: Chunk] = [:]
        var queue: [Job] = []
        /// The chunk handed over last, not yet queued.
        var held: Job? = nil
        var added = 0
        var workers = 0
        /// Whether workers were asked for (once: a refused thread is not asked for again).
        var threadsTried = false
    }
    private let state = Mutex(State())

    /// `threads` (`--threads`) is how many threads match at most (nil: one per core, and the
    /// reading thread for the last chunk).
    public init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool, compacts: Bool = false,
                threads: Int? = nil) {
        collector = MatchCollector(query: query, configuration: configuration, sort: sort, tac: tac)
        self.compacts = compacts
        workersWanted = threads.map { $0 - 1 } ?? Host.processorCount
        room = DispatchSemaphore(value: Tunables.filterChunksAhead * Host.processorCount)
    }

    /// The workers started so far (the threads that match besides the reading one).
    var workerCount: Int { state.withLock { $0.workers } }

    /// Hands over every chunk of `store`, a store read to its end, in input order.
    public func add(_ store: ItemStore) {
        for (c, chunk) in store.chunks.enumerated() { add(chunk, first: store.firstIndex[c]) }
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
            return (true, workersWanted)
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
                room.wait()
                ready.signal()
            } else if let job = state.withLock({ s in s.queue.isEmpty ? nil : s.queue.removeFirst() }) {
                var matcher = collector.makeMatcher()
                match(job, with: &matcher)
            }
        }
    }

    /// Waits for every chunk and returns the matches in the order they are printed; with
    /// `compacts`, also the store of what was kept (with `header` as its header lines, its items
    /// read with `separator`), which the matches' indices refer to.
    public func finish(header: [[UInt8]] = [], separator: UInt8 = 0x0A) -> (store: ItemStore?, results: FilterResults) {
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
        var (ordered, kept) = state.withLock { s -> ([[UInt64]], [Chunk]) in
            defer { s.pieces = [:]; s.kept = [:] }
            let positions = s.pieces.keys.sorted()
            return (positions.map { s.pieces[$0]! }, compacts ? positions.map { s.kept[$0]! } : [])
        }
        guard compacts else { return (nil, collector.results(&ordered)) }
        // The kept chunks make the store; each piece's indices move to where its chunk starts.
        let store = ItemStore(chunks: kept, header: header, separator: separator)
        for c in ordered.indices where !ordered[c].isEmpty {
            let offset = UInt32(store.firstIndex[c])
            collector.reindex(&ordered[c]) { _, index in index + offset }
        }
        return (store, collector.results(&ordered))
    }

    /// A worker: matches queued chunks until it wakes to an empty queue (the input has ended).
    private func work() {
        // One matcher per worker: it owns scratch memory, grown once.
        var matcher = collector.makeMatcher()
        while true {
            ready.wait()
            guard let job = state.withLock({ s in s.queue.isEmpty ? nil : s.queue.removeFirst() }) else { break }
            match(job, with: &matcher)
            room.signal()
        }
        workersDone.leave()
    }

    private func match(_ job: Job, with matcher: inout Matcher) {
        var found = collector.match(job.chunk.checkingASCII(), first: job.first, with: &matcher)
        var kept: Chunk? = nil
        if compacts {
            let matched = collector.indices(found).map { Int($0) - job.first }
            if matched.count * 2 >= job.chunk.count {
                // Half of it or more matched: kept as it is, indices in it. The copy is made on
                // the matching thread, the slower side; with two thirds of a million paths
                // matching (`usr lib`) it was no faster and the peak memory no lower.
                kept = job.chunk
                collector.reindex(&found) { _, index in index - UInt32(job.first) }
            } else {
                kept = job.chunk.compacted(keeping: matched, memory: keptMemory)
                collector.reindex(&found) { n, _ in UInt32(n) }
            }
        }
        if collector.sortsPieces { MatchOrder.sort(&found) }
        state.withLock {
            $0.pieces[job.position] = found
            $0.kept[job.position] = kept
        }
    }
}
