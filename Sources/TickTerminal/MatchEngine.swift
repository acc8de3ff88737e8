import Synchronization
import TickCore

/// Matches queries against item snapshots on a background queue, so that typing and spinning
/// never wait for a match. A newer query cancels the match under way; newer input for the same
/// query waits for it and then replaces it (so a never-ending input still gets results).
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

    private struct Shared: Sendable {
        var pending: Request? = nil
        var queryRevision = 0
        var result: Result? = nil
    }

    private let shared = Mutex(Shared())
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
        let found = ParallelFilter.run(store: request.store, query: request.query, configuration: configuration,
                                       sort: sort, tac: tac,
                                       isCancelled: { [self] in shared.withLock { $0.queryRevision != revision } })
        guard let found else { return }
        let result = Result(list: RankedList(indices: found.map(\.index)), query: request.queryText,
                            itemCount: request.store.count, serial: request.serial)
        shared.withLock { $0.result = result }
        wake.signal()
    }
}
