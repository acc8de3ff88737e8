import TickCore

/// How the matches of one query are gathered from pieces of the input and put in order.
///
/// Each piece (a chunk, or a block of candidate items) yields its matches as `UInt64` values:
/// a bare index when the query cannot rank or sorting is off, a packed key (`MatchOrder`)
/// when the rank fits one, else two values per match, the points and then the index.
struct MatchCollector: Sendable {
    /// The query, compiled once: every worker's matcher reads this one.
    let compiled: CompiledQuery
    var query: Query { compiled.query }
    let configuration: Matcher.Configuration
    let rankable: Bool
    let packed: Bool
    let tac: Bool
    /// The search of a chunk for a character every match holds, before items are matched one
    /// by one.
    let prefilter: RareByteFilter?

    /// A collector for `query`, compiled here (`--filter`: one query for the whole run).
    init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        self.init(compiled: CompiledQuery(query), configuration: configuration, sort: sort, tac: tac)
    }

    /// A collector for a query compiled already (the picker's request's).
    init(compiled: CompiledQuery, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        self.compiled = compiled
        let query = compiled.query
        self.configuration = configuration
        self.rankable = sort && query.isRankable
        self.packed = MatchOrder.packs(configuration)
        self.tac = tac
        prefilter = RareByteFilter(query: query, configuration: configuration)
    }

    /// A matcher for one worker (matchers own scratch memory, so one per thread; they share the
    /// compiled query).
    func makeMatcher() -> Matcher { Matcher(compiled: compiled, configuration: configuration) }

    /// How many characters of this query's word the ends kept by `earlier`'s sweep cover
    /// (`Matcher.typedOn`).
    func typedOn(after earlier: MatchCollector) -> Int { makeMatcher().typedOn(after: earlier.makeMatcher()) }

    /// Whether keys may be estimates (`MatchWorker`): packed keys that rank.
    var canEstimate: Bool { rankable && packed && !query.isEmpty }

    /// A worker with its own matcher; with `best` (and `canEstimate`), it scores only the items
    /// that could be among the best `best` and estimates the others.
    func makeWorker(best: Int?, shared: SharedThreshold, isCancelled: @escaping @Sendable () -> Bool) -> MatchWorker {
        MatchWorker(matcher: makeMatcher(), shared: shared, isCancelled: isCancelled,
                    best: best.flatMap { canEstimate ? TopKeys(capacity: $0) : nil })
    }

    /// The matches among items `first ..< first + chunk.count`, the items of `chunk`.
    func match(_ chunk: Chunk, first: Int, with matcher: inout Matcher) -> [UInt64] {
        var worker = MatchWorker(matcher: matcher, shared: SharedThreshold(), isCancelled: { false }, best: nil)
        defer { matcher = worker.matcher }
        return match(chunk, first: first, with: &worker).keys
    }

    /// The matches among items `first ..< first + chunk.count`, the items of `chunk`, keyed as
    /// the worker keys them.
    func match(_ chunk: Chunk, first: Int, with worker: inout MatchWorker) -> KeyPiece {
        if sweeps(chunk, worker) { return sweep(chunk, first: first, worker: &worker) }
        return KeyPiece(keys: matchOneByOne(chunk, first: first, with: &worker))
    }

    /// `match(_:first:with:)` without the sweep: each item through `consider`.
    private func matchOneByOne(_ chunk: Chunk, first: Int, with worker: inout MatchWorker) -> [UInt64] {
        var found: [UInt64] = []
        found.reserveCapacity(chunk.count)
        if query.isEmpty {
            for k in 0..<chunk.count { found.append(UInt64(first + k)) }
            return found
        }
        if let prefilter {
            var looked = 0
            let filtered = prefilter.forEachCandidate(in: chunk) { k in
                looked &+= 1
                if looked % Tunables.cancelCheckInterval == 0 && worker.isCancelled() { return false }
                consider(chunk, k, ascii: true, index: UInt32(first + k), worker: &worker, found: &found)
                return true
            }
            if filtered { return found }
        }
        let ascii = chunk.isASCII
        for k in 0..<chunk.count {
            if k % Tunables.cancelCheckInterval == 0 && k > 0 && worker.isCancelled() { break }
            consider(chunk, k, ascii: ascii, index: UInt32(first + k), worker: &worker, found: &found)
        }
        return found
    }

    /// The matches among `candidates`, ascending item indices: the chunk holding each is found
    /// by walking forward, not by a search per item. A cancelled worker stops early (its pass is
    /// dropped).
    func match(_ candidates: ArraySlice<UInt32>, in store: ItemStore, with worker: inout MatchWorker) -> [UInt64] {
        var found: [UInt64] = []
        guard let firstCandidate = candidates.first else { return found }
        found.reserveCapacity(candidates.count)
        let chunks = store.chunks, starts = store.firstIndex
        var c = store.chunkIndex(of: Int(firstCandidate))
        var chunk = chunks[c], start = starts[c]
        var sinceCheck = 0
        for index in candidates {
            sinceCheck &+= 1
            if sinceCheck == Tunables.cancelCheckInterval {
                if worker.isCancelled() { break }
                sinceCheck = 0
            }
            let i = Int(index)
            while i - start >= chunk.count {
                c += 1
                chunk = chunks[c]
                start = starts[c]
            }
            consider(chunk, i - start, ascii: chunk.isASCII, index: index, worker: &worker, found: &found)
        }
        return found
    }

    /// Matches one item and adds its key to `found`: its estimate when the worker keeps the best
    /// and the item cannot be among them, else the exact key.
    @inline(__always)
    func consider(_ chunk: Chunk, _ k: Int, ascii: Bool, index: UInt32, worker: inout MatchWorker,
                  found: inout [UInt64]) {
        let item = chunk.item(k)
        if worker.best != nil {
            // Scored only if it could still be among the best this worker has found.
            let threshold = worker.threshold
            switch worker.matcher.estimate(item, ascii: ascii, holdsBlank: ascii ? chunk.holdsBlank(k) : nil,
                                           above: threshold & MatchOrder.rankMask) {
            case .noMatch:
                return
            case .atBest(let rank):
                let key = MatchOrder.key(rank: rank, index: index, tac: tac)
                if key > threshold {
                    found.append(key)
                    worker.noteEstimate(key)
                    return
                }
            case .unknown:
                break
            }
        }
        guard let hit = worker.matcher.match(item, ascii: ascii) else { return }
        add(hit, index: index, to: &found)
        worker.keep(found[found.count - 1])
    }

    @inline(__always)
    private func add(_ hit: Matcher.Hit, index: UInt32, to found: inout [UInt64]) {
        if !rankable {
            found.append(UInt64(index))
        } else if packed {
            found.append(MatchOrder.key(rank: hit.rank, index: index, tac: tac))
        } else {
            found.append(hit.rank)
            found.append(UInt64(index))
        }
    }

    /// Every piece's matches in one array, in the pieces' order; pieces are released as they
    /// are copied, so that the peak memory stays near one copy of the matches.
    func gather(_ pieces: inout [[UInt64]]) -> [UInt64] {
        var all: [UInt64] = []
        all.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for i in pieces.indices {
            all.append(contentsOf: pieces[i])
            pieces[i] = []
        }
        return all
    }

    /// The item indices of `keys`, in the same order.
    func indices(_ keys: [UInt64]) -> [UInt32] {
        if !rankable { return keys.map { UInt32(truncatingIfNeeded: $0) } }
        if packed {
            let tac = self.tac
            return keys.map { MatchOrder.index($0, tac: tac) }
        }
        return (0..<(keys.count / 2)).map { UInt32(truncatingIfNeeded: keys[2 * $0 + 1]) }
    }

    /// The matches as item indices, best first; ties, and everything when not ranking, in input
    /// order (reversed with `--tac`). `keys` come in input order (every caller gathers chunks or
    /// ascending candidates); they are left sorted, or released when pairs are sorted instead.
    /// Nil when `isCancelled` said so.
    func ranked(_ keys: inout [UInt64], isCancelled: () -> Bool = { false }) -> [UInt32]? {
        if !rankable {
            var indices = self.indices(keys)
            if tac { indices.reverse() }
            return indices
        }
        if packed {
            guard MatchOrder.sort(&keys, isCancelled: isCancelled) else { return nil }
            return indices(keys)
        }
        var pairs = (0..<(keys.count / 2)).map { (rank: keys[2 * $0], index: UInt32(truncatingIfNeeded: keys[2 * $0 + 1])) }
        keys = []
        if tac {
            pairs.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index > $1.index }
        } else {
            pairs.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
        }
        return isCancelled() ? nil : pairs.map(\.index)
    }

    /// Gives the matches of `keys` new item indices: `index(n, old)` for the `n`-th match (keys in
    /// input order) whose index was `old`. The new indices must keep the matches' order.
    func reindex(_ keys: inout [UInt64], _ index: (Int, UInt32) -> UInt32) {
        let tac = self.tac
        keys.withUnsafeMutableBufferPointer { list in
            if !rankable {
                for n in list.indices { list[n] = UInt64(index(n, UInt32(truncatingIfNeeded: list[n]))) }
            } else if packed {
                for n in list.indices {
                    list[n] = MatchOrder.key(rank: list[n], index: index(n, MatchOrder.index(list[n], tac: tac)), tac: tac)
                }
            } else {
                for n in 0..<(list.count / 2) {
                    list[2 * n + 1] = UInt64(index(n, UInt32(truncatingIfNeeded: list[2 * n + 1])))
                }
            }
        }
    }

    /// Whether each piece's keys may be sorted on its own and the pieces merged afterwards.
    var sortsPieces: Bool { rankable && packed }

    /// The pieces' matches in the order `--filter` prints them; pieces come in input order, and
    /// are already sorted when `sortsPieces` (each by the thread that matched it).
    func results(_ pieces: inout [[UInt64]]) -> FilterResults {
        if sortsPieces { return FilterResults(.merged(MergedKeys(runs: pieces), tac: tac)) }
        if !rankable { return FilterResults(.inputOrder(pieces, tac: tac)) }
        var keys = gather(&pieces)
        return FilterResults(.indices(ranked(&keys)!))
    }

    /// Every match of `keys` (packed, in input order), the `best` keys (exact, ascending) first
    /// and the others after them in input order, read from the keys where they lie.
    func bestFirst(_ keys: MatchKeys, best: [UInt64]) -> BestFirstList {
        let tac = self.tac
        return BestFirstList(best: best.map { MatchOrder.index($0, tac: tac) }, pieces: keys.pieces, tac: tac)
    }

    /// Every match as an item index with only the best `count` in their final order at the
    /// front, the rest in no particular order; nil when a full ranking is as cheap (few
    /// matches, nothing to rank, or keys that do not pack).
    func best(_ keys: inout [UInt64], count: Int) -> [UInt32]? {
        guard rankable, packed, keys.count > count else { return nil }
        MatchOrder.selectBest(&keys, count: count)
        return indices(keys)
    }
}
