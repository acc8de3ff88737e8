import Synchronization
import TickCore

/// Matches queries against item snapshots on a background queue, so that typing and spinning
/// never wait for a match.
///
/// A newer query cancels the match under way; newer input for the same query waits for it and
/// then replaces it (so a never-ending input still gets results). A query that narrows the last
/// one (typing on) is looked for only among the last matches and the items read since, and the
/// results of recent queries are kept, so that Backspace is answered at once.
public final class MatchEngine: Sendable {
    /// A finished match.
    public struct Result: Sendable {
        public var list: RankedList
        public var query: String
        public var itemCount: Int
        /// Which request it answers (requests are numbered upward).
        public var serial: Int
    }

    struct Request: Sendable {
        var store: ItemStore
        var queryText: String
        var query: Query
        var queryRevision: Int
        var serial: Int
    }

    /// A finished match kept for reuse: the matches in rank order, over the first `itemCount`.
    struct Kept: Sendable {
        var query: Query
        var queryText: String
        var itemCount: Int
        var indices: [UInt32]
    }

    private struct Shared: Sendable {
        var pending: Request? = nil
        var queryRevision = 0
        var result: Result? = nil
    }

    /// Recent results kept for Backspace, at most this many indices in all.
    static let keptIndexBudget = 4 << 20

    private let shared = Mutex(Shared())
    /// Touched only on `queue`.
    private let recent = Mutex([Kept]())
    private let queue = DispatchQueue(label: "tick.match")
    private let wake: WakePipe
    private let configuration: Matcher.Configuration
    private let sort: Bool
    private let tac: Bool

    public init(configuration: Matcher.Configuration, sort: Bool, tac: Bool, wake: WakePipe) {
        self.configuration = configuration
        self.sort = sort
        self.tac = tac
        self.wake = wake
    }

    /// Asks for the matches of `query` in `store`; `queryRevision` goes up when the query
    /// changes (a match for an older revision is abandoned).
    public func submit(store: ItemStore, queryText: String, query: Query, queryRevision: Int, serial: Int) {
        let request = Request(store: store, queryText: queryText, query: query, queryRevision: queryRevision, serial: serial)
        shared.withLock {
            $0.pending = request
            $0.queryRevision = queryRevision
        }
        queue.async { [self] in runPending() }
    }

    /// Abandons any match older than `queryRevision` (the picker answered it without matching).
    public func cancel(queryRevision: Int) {
        shared.withLock {
            $0.pending = nil
            $0.queryRevision = queryRevision
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
        let revision = request.queryRevision
        let count = request.store.count
        let kept = recent.withLock { $0 }
        var indices: [UInt32]
        if let same = kept.first(where: { $0.queryText == request.queryText && $0.itemCount == count }) {
            indices = same.indices
        } else {
            // Narrowing: the last matches of a query this one narrows, plus the items read since.
            let base = kept.first { request.query.narrows($0.query) && $0.itemCount <= count }
            let isCancelled: @Sendable () -> Bool = { [self] in shared.withLock { $0.queryRevision != revision } }
            let found: [UInt32]?
            if let base {
                var candidates = base.indices
                candidates.append(contentsOf: (base.itemCount..<count).lazy.map { UInt32($0) })
                found = ParallelFilter.run(store: request.store, candidates: candidates, query: request.query,
                                           configuration: configuration, sort: sort, tac: tac, isCancelled: isCancelled)
            } else {
                found = ParallelFilter.run(store: request.store, query: request.query, configuration: configuration,
                                           sort: sort, tac: tac, isCancelled: isCancelled)
            }
            guard let found else { return }
            indices = found
            keep(Kept(query: request.query, queryText: request.queryText, itemCount: count, indices: indices))
        }
        let result = Result(list: RankedList(indices: indices), query: request.queryText, itemCount: count, serial: request.serial)
        // Publish only if no newer query came meanwhile.
        let published = shared.withLock { s -> Bool in
            guard s.queryRevision == revision else { return false }
            s.result = result
            return true
        }
        if published { wake.signal() }
    }

    /// Remembers a result, newest first, dropping the oldest beyond the budget.
    private func keep(_ result: Kept) {
        recent.withLock { list in
            list.removeAll { $0.queryText == result.queryText }
            list.insert(result, at: 0)
            var total = 0
            list = list.filter { kept in
                total += kept.indices.count
                return total <= Self.keptIndexBudget || kept.queryText == result.queryText
            }
        }
    }
}
