import Dispatch
import Synchronization
import TickCore

/// Matches queries against item snapshots on threads of its own, so that typing and spinning
/// never wait for a match.
///
/// A newer query cancels the match under way; newer input for the same query waits for it and
/// then replaces it (so a never-ending input still gets results). A query that narrows the last
/// one (typing on) is looked for only among the last matches and the items read since, and the
/// results of recent queries are kept, so that Backspace is answered at once.
///
/// Many matches are published twice: first with only the best `bestCount` in their final order
/// (all the picker shows near the band, and the count is already exact), found by scoring only
/// the items that could be among them (`MatchWorker`); then fully ranked, every match scored,
/// by one thread so that the picker keeps a core, which a newer query cancels. Until the full
/// ranking lands (a few tenths of a second for a million matches) rows past the best are in no
/// particular order; the cursor keeps its row.
public final class MatchEngine: Sendable {
    /// A finished match: the matches of `request`.
    public struct Result: Sendable {
        public var list: RankedList
        public var request: MatchRequest
    }

    /// A request with the snapshot it looks through (`match.itemCount` items).
    struct Request: Sendable {
        var store: ItemStore
        var match: MatchRequest
        /// Which input the store is (a reload starts a new one): kept matches of another are
        /// never reused.
        var generation = 0
        var query: Query { match.query }
    }

    /// A finished match kept for reuse, over the first `itemCount` items: the matches' keys in
    /// input order (what a narrower query looks through, and what ranks them again), and the
    /// matches in rank order once that is known.
    struct Kept: Sendable {
        var query: Query
        var itemCount: Int
        /// The first item searched (`--tail` drops the older ones): matches kept over other
        /// items serve neither Backspace nor narrowing.
        var startIndex = 0
        /// Whether it was ranked (`toggle-sort`): the kept keys of one order do not serve the other.
        var sort: Bool
        /// The fields they were looked for in (`--nth`, `--with-nth`, or `change-nth`'s and
        /// `change-with-nth`'s).
        var fields: Fields
        /// The input the matches were found in (`Request.generation`).
        var generation = 0
        var collector: MatchCollector
        var keys: MatchKeys
        /// Every match with the best `bestCount` first in their final order, when some of `keys`
        /// are estimates (`MatchWorker`): what is published before the full ranking, kept for
        /// Backspace. Nil when every key is exact.
        var bestFirst: BestFirstList?
        var ranked: [UInt32]?
    }

    /// What of the items a query is looked for in: the fields searched (`--nth`) of the text
    /// shown (`--with-nth`).
    struct Fields: Equatable, Sendable {
        var nth: FieldList?
        var withNth: FieldTemplate?
    }

    private struct Shared: Sendable {
        var pending: Request? = nil
        var querySerial = 0
        var result: Result? = nil
    }


    private let shared = Mutex(Shared())
    /// Touched only on the pool's job thread.
    private let recent = Mutex([Kept]())
    /// The threads that match: its job thread runs one request after another, its helpers join in
    /// (one thread per core in all, or `--threads`).
    /// Internal so that a test can wait for the work queued so far (`pool.waitForQueued()`).
    let pool: WorkerPool
    private let wake: WakePipe
    private let configuration: Matcher.Configuration
    private let sort: Bool
    private let tac: Bool

    /// Whether `prepare` has made memory ready already.
    private let prepared = Atomic(false)

    /// Makes ready in the background, once, the memory a first pass over `store` fills: a key
    /// and an end for every item (`Host.prefault`; at most a quarter of the input's bytes), when
    /// the input is large. The first key typed then writes into pages already there.
    public func prepare(for store: ItemStore) {
        guard store.keptCount >= Tunables.prefaultItems, !prepared.exchange(true, ordering: .relaxed) else { return }
        let bytes = min(store.keptCount * (MemoryLayout<UInt64>.size + 1), store.byteCount / 4)
        DispatchQueue.global(qos: .utility).async { Host.prefault(bytes: bytes) }
    }

    /// `threads` (`--threads`) is how many threads match at most (nil: one per core).
    public init(configuration: Matcher.Configuration, sort: Bool, tac: Bool, threads: Int? = nil, wake: WakePipe) {
        pool = WorkerPool(helpers: (threads ?? Host.processorCount) - 1)
        self.configuration = configuration
        self.sort = sort
        self.tac = tac
        self.wake = wake
    }

    /// Asks for the matches of `request` in `store` (whose count is `request.itemCount`); its
    /// serial goes up when the query changes (a match for an older serial is abandoned).
    /// `generation` names the input (a reload starts another): matches kept for one are never
    /// reused for another.
    public func submit(_ request: MatchRequest, in store: ItemStore, generation: Int = 0) {
        shared.withLock {
            $0.pending = Request(store: store, match: request, generation: generation)
            $0.querySerial = request.serial
        }
        pool.async { [self] in runPending() }
    }

    /// Abandons any match older than `querySerial` (the picker answered it without matching).
    public func cancel(querySerial: Int) {
        shared.withLock {
            $0.pending = nil
            $0.querySerial = querySerial
        }
    }

    /// The newest finished match, once (nil when there is none new).
    public func takeResult() -> Result? {
        shared.withLock { s in
            defer { s.result = nil }
            return s.result
        }
    }

    private func runPending() {
        guard let request = shared.withLock({ s -> Request? in
            defer { s.pending = nil }
            return s.pending
        }) else { return }
        let serial = request.match.serial
        let count = request.store.count
        let inInput = recent.withLock { $0 }.filter { $0.generation == request.generation }
        let isCancelled: @Sendable () -> Bool = { [self] in shared.withLock { $0.querySerial != serial } }
        let sort = request.match.sort ?? self.sort
        let configuration = request.match.configuration(self.configuration)
        let fields = Fields(nth: configuration.nth, withNth: configuration.withNth)
        // Results looked for in other fields are no one's answer here.
        let kept = inInput.filter { $0.fields == fields && $0.startIndex == request.store.startIndex }
        if let same = kept.first(where: { $0.query == request.query && $0.itemCount == count && $0.sort == sort }) {
            // Backspace, or a query written otherwise (a blank typed at the end): the same
            // matches again, ranked already or ranked now without matching.
            if let ranked = same.ranked {
                publish(RankedList(indices: ranked), for: request)
            } else {
                rank(same, for: request, isCancelled: isCancelled)
            }
            return
        }
        let collector = MatchCollector(compiled: request.match.compiled, configuration: configuration, sort: sort, tac: tac)
        // Narrowing: the last matches of a query this one narrows, plus the items read since.
        // Only the best need exact keys before the first publication (see `MatchWorker`).
        let found: PickerMatcher.Found?
        if let base = kept.first(where: { request.query.narrows($0.query) && $0.itemCount <= count && $0.sort == sort }) {
            found = PickerMatcher.matches(store: request.store.searched, among: base.keys, keyedBy: base.collector,
                                           since: base.itemCount..<count, collector: collector, best: Tunables.bestCount,
                                           pool: pool, isCancelled: isCancelled)
        } else {
            found = PickerMatcher.matches(store: request.store.searched, collector: collector, best: Tunables.bestCount,
                                           pool: pool, isCancelled: isCancelled)
        }
        guard let found else { return }
        let bestFirst = found.best.map { collector.bestFirst(found.keys, best: $0) }
        rank(Kept(query: request.query, itemCount: count, startIndex: request.store.startIndex, sort: sort, fields: fields,
                  generation: request.generation, collector: collector,
                  keys: found.keys, bestFirst: bestFirst, ranked: nil),
             for: request, isCancelled: isCancelled)
    }

    /// Publishes the best of `matches` first when there are many, then all of them ranked, and
    /// keeps them (ranked unless a newer query cancelled that).
    private func rank(_ matches: Kept, for request: Request, isCancelled: @escaping @Sendable () -> Bool) {
        var kept = matches
        if let bestFirst = kept.bestFirst {
            // The best are known exactly: published at once. The full ranking needs every
            // match's exact key, so the estimated ones are scored now, by one worker so that
            // the picker keeps a core to draw with. A newer query cancels it, and so does any
            // request waiting (more input while it streams: its matches are wanted first).
            publish(RankedList(bestFirst: bestFirst), for: request)
            let superseded: @Sendable () -> Bool = { [self] in isCancelled() || shared.withLock { $0.pending != nil } }
            guard let exact = PickerMatcher.matches(store: request.store.searched, among: kept.keys, keyedBy: kept.collector,
                                                     collector: kept.collector, workers: 1, pool: pool,
                                                     isCancelled: superseded) else {
                keep(kept)
                return
            }
            // The same matches, in the same pieces: where their word ended still holds.
            kept.keys = exact.keys.withEnds(of: kept.keys)
            kept.bestFirst = nil
        }
        var keys = kept.keys.joined()
        if matches.bestFirst == nil, let best = kept.collector.best(&keys, count: Tunables.bestCount) {
            publish(RankedList(indices: best, partial: true), for: request)
        }
        kept.ranked = kept.collector.ranked(&keys, isCancelled: isCancelled)
        keep(kept)
        if let ranked = kept.ranked { publish(RankedList(indices: ranked), for: request) }
    }

    /// Publishes `list` as the matches of `request`, unless a newer query came meanwhile.
    private func publish(_ list: RankedList, for request: Request) {
        let result = Result(list: list, request: request.match)
        let published = shared.withLock { s -> Bool in
            guard s.querySerial == request.match.serial else { return false }
            s.result = result
            return true
        }
        if published { wake.signal(.engine) }
    }

    /// Remembers a result, newest first, dropping the oldest beyond the budget.
    private func keep(_ result: Kept) {
        recent.withLock { list in
            list.removeAll { $0.query == result.query && $0.fields == result.fields || $0.generation != result.generation }
            list.insert(result, at: 0)
            var total = 0
            list = list.filter { kept in
                // Keys take two indices' room, ends a quarter of one; the best-first list reads
                // the keys where they lie.
                total += 2 * kept.keys.count + kept.keys.endsSize / 4 + (kept.ranked?.count ?? 0)
                return total <= Tunables.keptIndexBudget || kept.query == result.query && kept.fields == result.fields
            }
        }
    }
}
