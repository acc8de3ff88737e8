import Synchronization
import TickCore

/// Matches chunks of input while the rest is still being read (`--filter`), so that reading
/// and matching overlap and every core has work from the first chunk on.
public final class StreamingFilter: Sendable {
    private let collector: MatchCollector
    private let queue = DispatchQueue(label: "tick.filter", attributes: .concurrent)
    private let group = DispatchGroup()
    /// Each chunk's matches, by the chunk's position in the input.
    private let pieces = Mutex([Int: [UInt64]]())
    /// How many chunks were handed over.
    private let added = Mutex(0)

    public init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        collector = MatchCollector(query: query, configuration: configuration, sort: sort, tac: tac)
    }

    /// Starts matching `chunk`, whose first item has index `first`; chunks come in input order.
    public func add(_ chunk: Chunk, first: Int) {
        let position = added.withLock { n in defer { n += 1 }; return n }
        queue.async(group: group) { [self] in
            var matcher = collector.makeMatcher()
            let found = collector.match(chunk, first: first, with: &matcher)
            pieces.withLock { $0[position] = found }
        }
    }

    /// Waits for every chunk and returns the matches' indices in order.
    public func finish() -> [UInt32] {
        group.wait()
        var ordered = pieces.withLock { all -> [[UInt64]] in
            defer { all = [:] }
            return all.keys.sorted().map { all[$0]! }
        }
        return collector.order(&ordered, inInputOrder: true)
    }
}
