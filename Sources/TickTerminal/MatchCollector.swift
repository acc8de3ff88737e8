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
        for k in 0..<chunk.count {
            if let hit = matcher.match(chunk.item(k)) { add(hit, index: UInt32(first + k), to: &found) }
        }
        return found
    }

    /// The matches among `candidates`.
    func match(_ candidates: ArraySlice<UInt32>, in store: ItemStore, with matcher: inout Matcher) -> [UInt64] {
        var found: [UInt64] = []
        for index in candidates {
            if let hit = matcher.match(store.item(Int(index))) { add(hit, index: index, to: &found) }
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

    /// Every piece's matches as item indices, best first; ties, and everything when not
    /// ranking, in input order (reversed with `--tac`). `inInputOrder` says the pieces came in
    /// input order (chunks), so unranked matches need no sort. Pieces are released as they are
    /// copied, so that the peak memory stays near one copy of the matches.
    func order(_ pieces: inout [[UInt64]], inInputOrder: Bool) -> [UInt32] {
        var all: [UInt64] = []
        all.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for i in pieces.indices {
            all.append(contentsOf: pieces[i])
            pieces[i] = []
        }
        if !rankable {
            if !inInputOrder { MatchOrder.sort(&all) }
            var indices = all.map { UInt32(truncatingIfNeeded: $0) }
            all = []
            if tac { indices.reverse() }
            return indices
        }
        if packed {
            MatchOrder.sort(&all)
            let tac = self.tac
            return all.map { MatchOrder.index($0, tac: tac) }
        }
        var pairs = (0..<(all.count / 2)).map { (rank: all[2 * $0], index: UInt32(truncatingIfNeeded: all[2 * $0 + 1])) }
        all = []
        if tac {
            pairs.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index > $1.index }
        } else {
            pairs.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
        }
        return pairs.map(\.index)
    }
}
