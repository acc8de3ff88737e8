import TickCore

/// The picker's sweep of one-word queries (`Matcher.sweep`), chunk by chunk, and the exact
/// scoring of the matches it keyed by estimates (`PickerMatcher.exactBest`).
extension MatchCollector {
    /// Whether the worker's matcher can sweep `chunk` (`Matcher.sweep`): it keeps only the best,
    /// the query is one fuzzy word, and the chunk is sealed.
    @inline(__always)
    func sweeps(_ chunk: Chunk, _ worker: MatchWorker) -> Bool {
        worker.best != nil && canEstimate && chunk.count > 0 && chunk.holdsBlank(0) != nil && worker.matcher.sweeps
    }

    /// Matches the items of `chunk` at `keys` (an earlier query's packed keys in input order,
    /// all in the chunk; nil: every item) with `Matcher.sweep`, matching the items outside ASCII
    /// it stops at as before. The keys go to `out[written...]`, which has room for one per item.
    func sweep(_ chunk: Chunk, keys: UnsafeBufferPointer<UInt64>?, first: Int, worker: inout MatchWorker,
               into out: UnsafeMutablePointer<UInt64>, written: inout Int) {
        let count = keys?.count ?? chunk.count
        let before = written
        var p = 0
        var other: [UInt64] = []
        while p < count {
            p = worker.matcher.sweep(chunk, keys: keys, from: p, firstIndex: first, tac: tac, into: out, written: &written,
                                     estimates: &worker.estimates!)
            guard p < count else { break }
            let k = keys.map { Int(MatchOrder.index($0[p], tac: tac)) - first } ?? p
            // Packed keys: one at most per item.
            other.removeAll(keepingCapacity: true)
            consider(chunk, k, ascii: chunk.isASCII, index: UInt32(first + k), worker: &worker, found: &other)
            for key in other {
                out[written] = key
                written += 1
            }
            p += 1
        }
        if written > before { worker.estimated = true }
    }

    /// The matches of every item of `chunk` (`sweeps` says it can), swept.
    func sweep(_ chunk: Chunk, first: Int, worker: inout MatchWorker) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: chunk.count) { list, written in
            sweep(chunk, keys: nil, first: first, worker: &worker, into: list.baseAddress!, written: &written)
        }
    }

    /// The matches among the items of `keys` (an earlier query's packed keys, in input order),
    /// swept chunk by chunk; nil when they cannot be swept (then `match(_:in:with:)` on their
    /// indices serves). A cancelled worker stops early (its pass is dropped).
    func sweep(keys: [UInt64], in store: ItemStore, with worker: inout MatchWorker) -> [UInt64]? {
        guard let firstKey = keys.first else { return [] }
        let chunks = store.chunks, starts = store.firstIndex
        var c = store.chunkIndex(of: Int(MatchOrder.index(firstKey, tac: tac)))
        guard sweeps(chunks[c], worker) else { return nil }
        return keys.withUnsafeBufferPointer { list in
            [UInt64](unsafeUninitializedCapacity: list.count) { found, written in
                let out = found.baseAddress!
                var p = 0
                while p < list.count && !worker.isCancelled() {
                    while Int(MatchOrder.index(list[p], tac: tac)) - starts[c] >= chunks[c].count { c += 1 }
                    let end = starts[c] + chunks[c].count
                    var q = p
                    while q < list.count && Int(MatchOrder.index(list[q], tac: tac)) < end { q += 1 }
                    let run = UnsafeBufferPointer(rebasing: list[p..<q])
                    if sweeps(chunks[c], worker) {
                        sweep(chunks[c], keys: run, first: starts[c], worker: &worker, into: out, written: &written)
                    } else {
                        var other: [UInt64] = []
                        for key in run {
                            let index = MatchOrder.index(key, tac: tac)
                            consider(chunks[c], Int(index) - starts[c], ascii: chunks[c].isASCII, index: index,
                                     worker: &worker, found: &other)
                        }
                        for key in other {
                            out[written] = key
                            written += 1
                        }
                    }
                    p = q
                }
            }
        }
    }

    /// The exact packed key of item `index` of `store` when it is at most `threshold`: scored
    /// only when its estimate (`Matcher.estimate`, closer than the sweep's) is at most that too.
    /// Nil when it is more, or the item does not match.
    func exactKey(_ index: UInt32, in store: ItemStore, at threshold: UInt64, with matcher: inout Matcher) -> UInt64? {
        let c = store.chunkIndex(of: Int(index))
        let chunk = store.chunks[c], k = Int(index) - store.firstIndex[c]
        let item = chunk.item(k)
        switch matcher.estimate(item, ascii: chunk.isASCII, holdsBlank: chunk.holdsBlank(k), above: threshold & MatchOrder.rankMask) {
        case .noMatch: return nil
        case .atBest(let rank): if MatchOrder.key(rank: rank, index: index, tac: tac) > threshold { return nil }
        case .unknown: break
        }
        guard let hit = matcher.match(item, ascii: chunk.isASCII) else { return nil }
        let key = MatchOrder.key(rank: hit.rank, index: index, tac: tac)
        return key <= threshold ? key : nil
    }
}
