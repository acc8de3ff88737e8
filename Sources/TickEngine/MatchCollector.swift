import TickCore

/// How the matches of one query are gathered from pieces of the input and put in order.
///
/// Each piece (a chunk, or a block of candidate items) yields its matches as `UInt64` values:
/// a bare index when the query cannot rank or sorting is off, a packed key (`MatchOrder`)
/// when the rank fits one, else two values per match, the points and then the index.
struct MatchCollector: Sendable {
    let query: Query
    let configuration: Matcher.Configuration
    let rankable: Bool
    let packed: Bool
    let tac: Bool

    init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        self.query = query
        self.configuration = configuration
        self.rankable = sort && query.isRankable
        self.packed = MatchOrder.packs(configuration)
        self.tac = tac
    }

    /// A matcher for one worker (matchers own scratch memory, so one per thread).
    func makeMatcher() -> Matcher { Matcher(query: query, configuration: configuration) }

    /// The matches among items `first ..< first + chunk.count`, the items of `chunk`.
    func match(_ chunk: Chunk, first: Int, with matcher: inout Matcher) -> [UInt64] {
        var found: [UInt64] = []
        if query.isEmpty {
            found.reserveCapacity(chunk.count)
            for k in 0..<chunk.count { found.append(UInt64(first + k)) }
            return found
        }
        let ascii = chunk.isASCII
        for k in 0..<chunk.count {
            if let hit = matcher.match(chunk.item(k), ascii: ascii) { add(hit, index: UInt32(first + k), to: &found) }
        }
        return found
    }

    /// The matches among `candidates`, ascending item indices: the chunk holding each is found
    /// by walking forward, not by a search per item.
    func match(_ candidates: ArraySlice<UInt32>, in store: ItemStore, with matcher: inout Matcher) -> [UInt64] {
        var found: [UInt64] = []
        guard let firstCandidate = candidates.first else { return found }
        let chunks = store.chunks, starts = store.firstIndex
        var c = store.chunkIndex(of: Int(firstCandidate))
        for index in candidates {
            let i = Int(index)
            while i - starts[c] >= chunks[c].count { c += 1 }
            let chunk = chunks[c]
            if let hit = matcher.match(chunk.item(i - starts[c]), ascii: chunk.isASCII) { add(hit, index: index, to: &found) }
        }
        return found
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

    /// Every match as an item index with only the best `count` in their final order at the
    /// front, the rest in no particular order; nil when a full ranking is as cheap (few
    /// matches, nothing to rank, or keys that do not pack).
    func best(_ keys: inout [UInt64], count: Int) -> [UInt32]? {
        guard rankable, packed, keys.count > count else { return nil }
        MatchOrder.selectBest(&keys, count: count)
        return indices(keys)
    }
}
