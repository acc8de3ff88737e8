import Dispatch
import TickCore

/// Matches the items of a store on all cores.
public enum ParallelFilter {
    /// The matches of every item of `store`, as `collector` keys them, in input order; nil when
    /// `isCancelled` said so (it is asked between chunks).
    static func matches(store: ItemStore, collector: MatchCollector, isCancelled: @Sendable () -> Bool) -> [UInt64]? {
        let chunks = store.chunks
        guard var pieces = inParallel(pieces: chunks.count, isCancelled: isCancelled, { c, matcher in
            collector.match(chunks[c], first: store.firstIndex[c], with: &matcher)
        }, collector: collector) else { return nil }
        return collector.gather(&pieces)
    }

    /// The matches among `candidates` (ascending item indices), in the same order.
    static func matches(store: ItemStore, candidates: [UInt32], collector: MatchCollector,
                        isCancelled: @Sendable () -> Bool) -> [UInt64]? {
        let blockSize = 1 << 13
        let blocks = (candidates.count + blockSize - 1) / blockSize
        guard var pieces = inParallel(pieces: blocks, isCancelled: isCancelled, { b, matcher in
            let block = candidates[(b * blockSize)..<min(candidates.count, (b + 1) * blockSize)]
            return collector.match(block, in: store, with: &matcher)
        }, collector: collector) else { return nil }
        return collector.gather(&pieces)
    }

    /// Runs `body` for pieces `0 ..< count` on as many workers as there are cores, each with its
    /// own matcher; nil when cancelled.
    private static func inParallel(pieces count: Int, isCancelled: @Sendable () -> Bool,
                                   _ body: @Sendable (Int, inout Matcher) -> [UInt64], collector: MatchCollector) -> [[UInt64]]? {
        var pieces = [[UInt64]](repeating: [], count: count)
        let workers = max(1, min(count, Platform.processorCount))
        pieces.withUnsafeMutableBufferPointer { results in
            let out = UnsafeSendable(results)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                var matcher = collector.makeMatcher()
                var p = w
                while p < count {
                    if isCancelled() { return }
                    out.value[p] = body(p, &matcher)
                    p += workers
                }
            }
        }
        return isCancelled() ? nil : pieces
    }
}

/// Hands a buffer to worker threads that write disjoint elements of it.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
