import TickCore

/// Matches every item of a store on all cores and returns the matches, ranked.
public enum ParallelFilter {
    /// One match: its ranking points and item index.
    public struct Ranked: Sendable {
        public var rank: UInt64
        public var index: UInt32
    }

    /// The items of `store` that match `query`, best first (or in input order when the query
    /// cannot rank, or `sort` is off); `tac` reverses input order.
    public static func run(store: ItemStore, query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) -> [Ranked] {
        run(store: store, query: query, configuration: configuration, sort: sort, tac: tac, isCancelled: { false })!
    }

    /// The same, checking `isCancelled` between chunks: nil when it said so.
    public static func run(store: ItemStore, query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool,
                           isCancelled: @Sendable () -> Bool) -> [Ranked]? {
        let chunks = store.chunks
        let rankable = sort && query.isRankable
        var perChunk = [[Ranked]](repeating: [], count: chunks.count)
        let workers = max(1, min(chunks.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        perChunk.withUnsafeMutableBufferPointer { results in
            let out = UnsafeSendable(results)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                // Each worker has its own matcher: matchers own scratch memory.
                var m = Matcher(query: query, configuration: configuration)
                var c = w
                while c < chunks.count {
                    if isCancelled() { return }
                    let chunk = chunks[c]
                    let first = store.firstIndex[c]
                    var found: [Ranked] = []
                    if query.isEmpty {
                        found.reserveCapacity(chunk.count)
                        for k in 0..<chunk.count { found.append(Ranked(rank: 0, index: UInt32(first + k))) }
                    } else {
                        for k in 0..<chunk.count {
                            if let hit = m.match(chunk.item(k)) {
                                found.append(Ranked(rank: rankable ? hit.rank : 0, index: UInt32(first + k)))
                            }
                        }
                    }
                    out.value[c] = found
                    c += workers
                }
            }
        }
        if isCancelled() { return nil }
        var all = perChunk.flatMap { $0 }
        order(&all, rankable: rankable, tac: tac, inInputOrder: true)
        return all
    }

    /// Matches only the items `candidates` (any order), on all cores; the same ranking.
    public static func run(store: ItemStore, candidates: [UInt32], query: Query, configuration: Matcher.Configuration,
                           sort: Bool, tac: Bool, isCancelled: @Sendable () -> Bool) -> [Ranked]? {
        let rankable = sort && query.isRankable
        let blockSize = 1 << 13
        let blocks = (candidates.count + blockSize - 1) / blockSize
        var perBlock = [[Ranked]](repeating: [], count: blocks)
        let workers = max(1, min(blocks, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        perBlock.withUnsafeMutableBufferPointer { results in
            let out = UnsafeSendable(results)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                var m = Matcher(query: query, configuration: configuration)
                var b = w
                while b < blocks {
                    if isCancelled() { return }
                    var found: [Ranked] = []
                    for index in candidates[(b * blockSize)..<min(candidates.count, (b + 1) * blockSize)] {
                        if let hit = m.match(store.item(Int(index))) {
                            found.append(Ranked(rank: rankable ? hit.rank : 0, index: index))
                        }
                    }
                    out.value[b] = found
                    b += workers
                }
            }
        }
        if isCancelled() { return nil }
        var all = perBlock.flatMap { $0 }
        order(&all, rankable: rankable, tac: tac, inInputOrder: false)
        return all
    }

    /// Sorts matches best first, ties (and everything when not ranking) in input order, or
    /// reversed with `tac`.
    private static func order(_ all: inout [Ranked], rankable: Bool, tac: Bool, inInputOrder: Bool) {
        if rankable {
            if tac {
                all.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index > $1.index }
            } else {
                all.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
            }
        } else if !inInputOrder {
            if tac { all.sort { $0.index > $1.index } } else { all.sort { $0.index < $1.index } }
        } else if tac {
            all.reverse()
        }
    }
}

/// Hands a buffer to worker threads that write disjoint elements of it.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
