import TickCore

/// The matches of `--filter` in the order they are printed, read without building one array of
/// them all: sorted runs merged as they are read, or runs in input order walked one after the
/// other.
public struct FilterResults: Sequence, Sendable {
    enum Source: Sendable {
        /// Sorted runs of packed keys, merged.
        case merged(MergedKeys, tac: Bool)
        /// Runs of bare indices in input order (`--tac`: walked backward).
        case inputOrder([[UInt64]], tac: Bool)
        /// Indices already in order.
        case indices([UInt32])
    }

    let source: Source
    /// The number of matches.
    public let count: Int

    init(_ source: Source) {
        self.source = source
        switch source {
        case .merged(let keys, _): count = keys.count
        case .inputOrder(let runs, _): count = runs.reduce(0) { $0 + $1.count }
        case .indices(let list): count = list.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The same matches group by group (`GroupedRanking`): the picker's order of its list.
    public func grouped(by groups: GroupTable) -> FilterResults {
        FilterResults(.indices(GroupedRanking.arrange(self, groups: groups).indices))
    }

    /// The matches cut into at most `parts` segments that read, one after another, as the
    /// whole does (`MergedKeys.split`), so that each can be read on a thread of its own; the
    /// whole as one segment when its matches are not merged runs.
    public func segments(_ parts: Int) -> [FilterResults] {
        guard case .merged(let keys, let tac) = source else { return [self] }
        return keys.split(into: parts).map { FilterResults(.merged($0, tac: tac)) }
    }

    public func makeIterator() -> Iterator { Iterator(source) }

    /// Yields item indices.
    public struct Iterator: IteratorProtocol {
        enum State {
            case merged(MergedKeys.Iterator, tac: Bool)
            case runs([[UInt64]], tac: Bool, run: Int, at: Int)
            case indices(IndexingIterator<[UInt32]>)
        }
        var state: State

        init(_ source: Source) {
            switch source {
            case .merged(let keys, let tac): state = .merged(keys.makeIterator(), tac: tac)
            case .inputOrder(let runs, let tac):
                state = .runs(runs, tac: tac, run: tac ? runs.count - 1 : 0, at: tac ? (runs.last?.count ?? 0) - 1 : 0)
            case .indices(let list): state = .indices(list.makeIterator())
            }
        }

        public mutating func next() -> UInt32? {
            switch state {
            case .merged(var keys, let tac):
                let key = keys.next()
                state = .merged(keys, tac: tac)
                return key.map { MatchOrder.index($0, tac: tac) }
            case .runs(let runs, let tac, var run, var at):
                if tac {
                    while run >= 0 && at < 0 { run -= 1; at = run >= 0 ? runs[run].count - 1 : 0 }
                    guard run >= 0 else { return nil }
                    let key = runs[run][at]
                    state = .runs(runs, tac: tac, run: run, at: at - 1)
                    return UInt32(truncatingIfNeeded: key)
                }
                while run < runs.count && at >= runs[run].count { run += 1; at = 0 }
                guard run < runs.count else { return nil }
                let key = runs[run][at]
                state = .runs(runs, tac: tac, run: run, at: at + 1)
                return UInt32(truncatingIfNeeded: key)
            case .indices(var list):
                let index = list.next()
                state = .indices(list)
                return index
            }
        }
    }
}
