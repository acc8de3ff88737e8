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
    /// it stops at as before; `earlierEnds` and `typedOn` as there. The matches go to `out`,
    /// which has room for one per item.
    func sweep(_ chunk: Chunk, keys: UnsafeBufferPointer<UInt64>?, earlierEnds: UnsafePointer<UInt8>?, typedOn: Int,
               first: Int, worker: inout MatchWorker, into out: inout Matcher.SweepOutput) {
        let count = keys?.count ?? chunk.count
        let before = out.count
        var p = 0
        var other: [UInt64] = []
        while p < count {
            p = worker.matcher.sweep(chunk, keys: keys, earlierEnds: earlierEnds, typedOn: typedOn, from: p, firstIndex: first,
                                     tac: tac, into: &out, estimates: &worker.estimates!, exact: &worker.best!)
            guard p < count else { break }
            let k = keys.map { Int(MatchOrder.index($0[p], tac: tac)) - first } ?? p
            // Packed keys: one at most per item.
            other.removeAll(keepingCapacity: true)
            consider(chunk, k, ascii: chunk.isASCII, index: UInt32(first + k), worker: &worker, found: &other)
            for key in other { out.append(key) }
            p += 1
        }
        if out.count > before { worker.estimated = true }
    }

    /// A piece of `capacity` matches at most, written by `body`.
    private func piece(capacity: Int, _ body: (inout Matcher.SweepOutput) -> Void) -> KeyPiece {
        var ends: [UInt8] = []
        let keys = [UInt64](unsafeUninitializedCapacity: capacity) { keys, written in
            ends = [UInt8](unsafeUninitializedCapacity: capacity) { ends, endsWritten in
                var out = Matcher.SweepOutput(keys: keys.baseAddress!, ends: ends.baseAddress!)
                body(&out)
                written = out.count
                endsWritten = out.count
            }
        }
        return KeyPiece(keys: keys, ends: ends)
    }

    /// The matches of every item of `chunk` (`sweeps` says it can), swept.
    func sweep(_ chunk: Chunk, first: Int, worker: inout MatchWorker) -> KeyPiece {
        piece(capacity: chunk.count) { out in
            sweep(chunk, keys: nil, earlierEnds: nil, typedOn: 0, first: first, worker: &worker, into: &out)
        }
    }

    /// The matches among the items of `keys` (an earlier query's packed keys, in input order),
    /// swept chunk by chunk; nil when they cannot be swept (then `match(_:in:with:)` on their
    /// indices serves). `ends`, when not empty, says where the earlier query's word ended in
    /// each, and this query's word is that one with more typed after its `typedOn` characters
    /// (`Matcher.typedOn`). A cancelled worker stops early (its pass is dropped).
    func sweep(keys: [UInt64], ends: [UInt8], typedOn: Int, in store: ItemStore, with worker: inout MatchWorker) -> KeyPiece? {
        guard let firstKey = keys.first else { return KeyPiece(keys: []) }
        let chunks = store.chunks, starts = store.firstIndex
        var c = store.chunkIndex(of: Int(MatchOrder.index(firstKey, tac: tac)))
        guard sweeps(chunks[c], worker) else { return nil }
        let resumes = typedOn > 0 && ends.count == keys.count
        return keys.withUnsafeBufferPointer { list in
            ends.withUnsafeBufferPointer { earlierEnds in
                piece(capacity: list.count) { out in
                    var p = 0
                    while p < list.count && !worker.isCancelled() {
                        while Int(MatchOrder.index(list[p], tac: tac)) - starts[c] >= chunks[c].count { c += 1 }
                        let end = starts[c] + chunks[c].count
                        var q = p
                        while q < list.count && Int(MatchOrder.index(list[q], tac: tac)) < end { q += 1 }
                        let run = UnsafeBufferPointer(rebasing: list[p..<q])
                        if sweeps(chunks[c], worker) {
                            sweep(chunks[c], keys: run, earlierEnds: resumes ? earlierEnds.baseAddress! + p : nil,
                                  typedOn: resumes ? typedOn : 0, first: starts[c], worker: &worker, into: &out)
                        } else {
                            var other: [UInt64] = []
                            for key in run {
                                let index = MatchOrder.index(key, tac: tac)
                                consider(chunks[c], Int(index) - starts[c], ascii: chunks[c].isASCII, index: index,
                                         worker: &worker, found: &other)
                            }
                            for key in other { out.append(key) }
                        }
                        p = q
                    }
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
