import Dispatch
import Synchronization
import TickCore

/// The picker's matcher: matches the items of a store on all cores (`--filter` has its own,
/// `StreamingFilter`).
///
/// When only the best `best` matches need their exact rank (the picker's first publication),
/// the workers score only the items that could be among the best found so far and record an
/// estimate for the others (`MatchWorker`).
public enum PickerMatcher {
    /// The matches of one query: every match's key in input order, and, when only the best had
    /// to be exact, those best.
    struct Found {
        /// One key per match (two with unpacked keys), in input order: exact, unless `best` is
        /// given (`MatchWorker`).
        var keys: MatchKeys
        /// The best keys, exact and ascending, when `best` was asked for and some of `keys` are
        /// estimates; nil when every key is exact.
        var best: [UInt64]?
    }

    /// The matches of every item of `store`, as `collector` keys them; with `best`, only the
    /// best that many need exact keys; on `pool`'s helpers and the calling thread. Nil when
    /// `isCancelled` said so (it is asked between chunks).
    static func matches(store: ItemStore, collector: MatchCollector, best: Int? = nil, pool: WorkerPool,
                        isCancelled: @escaping @Sendable () -> Bool) -> Found? {
        let chunks = store.chunks
        return inParallel(pieces: chunks.count, best: best, pool: pool, isCancelled: isCancelled, { c, worker in
            collector.match(chunks[c], first: store.firstIndex[c], with: &worker)
        }, collector: collector, store: store)
    }

    /// The matches among the matches of an earlier query (`earlier`, keyed by `earlierCollector`)
    /// and the items `since` (read after it), in input order; `best` as above; `workers` at
    /// most that many threads (all cores by default).
    static func matches(store: ItemStore, among earlier: MatchKeys, keyedBy earlierCollector: MatchCollector,
                        since: Range<Int> = 0..<0, collector: MatchCollector, best: Int? = nil, workers: Int? = nil,
                        pool: WorkerPool, isCancelled: @escaping @Sendable () -> Bool) -> Found? {
        // One block per earlier piece, and blocks of the new items.
        let blockSize = 1 << 13
        var blocks = earlier.pieces.indices.map { CandidateBlock.keys(earlier.pieces[$0], ends: earlier.ends[$0]) }
        for start in stride(from: since.lowerBound, to: since.upperBound, by: blockSize) {
            blocks.append(.range(start..<min(since.upperBound, start + blockSize)))
        }
        let all = blocks
        let packedKeys = earlierCollector.canEstimate && earlierCollector.tac == collector.tac
        let typedOn = collector.typedOn(after: earlierCollector)
        return inParallel(pieces: all.count, workers: workers, best: best, pool: pool, isCancelled: isCancelled, { b, worker in
            // The earlier keys, swept as they are (one fuzzy word keeping the best), else their
            // item indices matched one by one.
            if packedKeys, case .keys(let keys, let ends) = all[b],
               let found = collector.sweep(keys: keys, ends: ends, typedOn: typedOn, in: store, with: &worker) {
                return found
            }
            let candidates = all[b].indices(earlierCollector)
            return KeyPiece(keys: collector.match(candidates[...], in: store, with: &worker))
        }, collector: collector, store: store)
    }

    /// Candidates for one worker's turn: the item indices of an earlier query's keys, or a range
    /// of items.
    private enum CandidateBlock: Sendable {
        /// Keys, and where each match's word ended (`MatchKeys.ends`).
        case keys([UInt64], ends: [UInt8])
        case range(Range<Int>)

        func indices(_ collector: MatchCollector) -> [UInt32] {
            switch self {
            case .keys(let keys, _): return collector.indices(keys)
            case .range(let range): return range.map { UInt32($0) }
            }
        }
    }

    /// Runs `body` for pieces `0 ..< count` of `store`'s matches on `workers` threads (the calling
    /// one and all of `pool`'s helpers by default), each with its own matcher, then finds the best
    /// exactly (`exactBest`); nil when cancelled.
    private static func inParallel(pieces count: Int, workers: Int? = nil, best: Int?, pool: WorkerPool,
                                   isCancelled: @escaping @Sendable () -> Bool,
                                   _ body: @escaping @Sendable (Int, inout MatchWorker) -> KeyPiece,
                                   collector: MatchCollector, store: ItemStore) -> Found? {
        var pieces = [KeyPiece](repeating: KeyPiece(keys: []), count: count)
        let workers = max(1, min(count, workers ?? pool.helpers + 1))
        var finished = [MatchWorker?](repeating: nil, count: workers)
        let shared = SharedThreshold()
        let next = Atomic(0)
        pieces.withUnsafeMutableBufferPointer { results in
            finished.withUnsafeMutableBufferPointer { done in
                let out = UnsafeSendable(results), workerOut = UnsafeSendable(done)
                pool.parallel(workers) { w in
                    var worker = collector.makeWorker(best: best, shared: shared, isCancelled: isCancelled)
                    // Each takes the next piece left: a thread that starts late or is held up
                    // leaves more to the others (taking every other piece, one thread could
                    // still have half its share left when the other was done).
                    while case let p = next.wrappingAdd(1, ordering: .relaxed).oldValue, p < count {
                        if isCancelled() { return }
                        out.value[p] = body(p, &worker)
                    }
                    worker.estimates?.settle()
                    workerOut.value[w] = worker
                }
            }
        }
        if isCancelled() { return nil }
        // The best of every worker's best; wanted only when some keys are estimates.
        var top: TopKeys? = nil
        var estimated = false
        for case let worker? in finished {
            estimated = estimated || worker.estimated
            if let kept = worker.best {
                if top == nil { top = kept } else { top!.merge(kept) }
            }
        }
        let keys = MatchKeys(pieces)
        guard estimated, var best = top else { return Found(keys: keys, best: nil) }
        guard exactBest(&best, estimates: finished.compactMap { $0?.estimates }, keys: keys, store: store,
                        collector: collector, pool: pool, isCancelled: isCancelled) else { return nil }
        return Found(keys: keys, best: best.sorted())
    }

    /// Completes `best`, the best exact keys of the matches the workers scored, with the matches
    /// they keyed by estimates: those are looked at in the order of their estimates, smallest
    /// first, until an estimate cannot beat the worst of `best` (an estimate is never above the
    /// exact key, so no match left unscored belongs among the best). Each is estimated again
    /// more closely, and scored only if that still could beat it. False when cancelled.
    ///
    /// Each worker kept its smallest estimates, sorted on its own thread (`SmallestKeys.settle`),
    /// and they are merged here. When a worker had to leave some out and even
    /// the largest it kept beats the worst of `best`, a match it left out might too: then every
    /// key that still could is gathered and looked at the same way (rare: more matches than
    /// `Tunables.estimateCandidates` would have to come close to the best).
    private static func exactBest(_ best: inout TopKeys, estimates: [SmallestKeys], keys: MatchKeys, store: ItemStore,
                                  collector: MatchCollector, pool: WorkerPool, isCancelled: @escaping @Sendable () -> Bool) -> Bool {
        let tac = collector.tac
        // The items kept already were scored during the pass: not twice. (One scored then and
        // left out scores above the worst kept, and is left out again.)
        var skip = Set(best.sorted().map { MatchOrder.index($0, tac: tac) })
        let candidates = Array(MergedKeys(runs: estimates.map(\.sorted)))
        guard score(candidates, into: &best, skipping: skip, store: store, collector: collector, pool: pool,
                    isCancelled: isCancelled) else {
            return false
        }
        guard estimates.contains(where: { $0.leftSomeOut && $0.threshold <= best.threshold }) else { return true }
        for key in candidates { skip.insert(MatchOrder.index(key, tac: tac)) }
        var rest: [UInt64] = []
        let threshold = best.threshold
        keys.forEach { key in if key <= threshold { rest.append(key) } }
        return score(rest.sorted(), into: &best, skipping: skip, store: store, collector: collector, pool: pool,
                     isCancelled: isCancelled)
    }

    /// Scores `candidates` (estimated keys, ascending, one per item) in order into `best`, until
    /// one cannot beat the worst kept, leaving out the items of `skip`; false when cancelled.
    ///
    /// A query far below its ceiling (a long one, whose characters lie apart) may leave
    /// thousands to score: then two threads share them, each taking the next one left from a
    /// counter (a thread that wakes late, as one often does on a busy two-core machine, takes
    /// fewer instead of holding up the end). Each prunes with the better of its own worst kept
    /// and the other's (`SharedThreshold`), never below the final worst kept, so nothing that
    /// belongs among the best is passed over, and stops at the first candidate above that.
    private static func score(_ candidates: [UInt64], into best: inout TopKeys, skipping skip: Set<UInt32>,
                              store: ItemStore, collector: MatchCollector, pool: WorkerPool,
                              isCancelled: @escaping @Sendable () -> Bool) -> Bool {
        let threads = candidates.count >= Tunables.parallelScoring ? min(2, pool.helpers + 1) : 1
        let shared = SharedThreshold()
        shared.value.store(best.threshold, ordering: .relaxed)
        let start = best
        let next = Atomic(0)
        var results = [TopKeys?](repeating: nil, count: threads)
        results.withUnsafeMutableBufferPointer { out in
            let found = UnsafeSendable(out)
            pool.parallel(threads) { t in
                // The first thread goes on from `best`, the others start empty: merged, no key twice.
                var kept = t == 0 ? start : TopKeys(capacity: start.capacity)
                var matcher = collector.makeMatcher()
                var looked = 0
                while case let n = next.wrappingAdd(1, ordering: .relaxed).oldValue, n < candidates.count {
                    let limit = min(kept.threshold, shared.value.load(ordering: .relaxed))
                    if candidates[n] > limit { break }
                    looked += 1
                    if looked % 128 == 0 && isCancelled() { return }
                    let index = MatchOrder.index(candidates[n], tac: collector.tac)
                    if !skip.contains(index), let exact = collector.exactKey(index, in: store, at: limit, with: &matcher) {
                        kept.insert(exact)
                        if kept.isFull { shared.value.min(kept.threshold, ordering: .relaxed) }
                    }
                }
                found.value[t] = kept
            }
        }
        guard results.allSatisfy({ $0 != nil }) else { return false }
        best = results[0]!
        for other in results.dropFirst() { best.merge(other!) }
        return true
    }
}

/// Hands a buffer to worker threads that write disjoint elements of it.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
