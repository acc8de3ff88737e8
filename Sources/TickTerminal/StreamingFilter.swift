import Synchronization
import TickCore

/// Matches chunks of input while the rest is still being read (`--filter`), so that reading
/// and matching overlap and every core has work from the first chunk on.
///
/// The newest chunk is held back until another one arrives, and the last is matched on the
/// thread that calls `finish`: a small input is matched without starting any thread, which
/// keeps start-up as short as a C program's.
public final class StreamingFilter: Sendable {
    private let collector: MatchCollector
    private let queue = DispatchQueue(label: "tick.filter", attributes: .concurrent)
    private let group = DispatchGroup()
    private struct State {
        /// Each chunk's matches, by the chunk's position in the input.
        var pieces: [Int: [UInt64]] = [:]
        /// The chunk handed over last and not yet started, with its first index and position.
        var held: (chunk: Chunk, first: Int, position: Int)? = nil
        var added = 0
    }
    private let state = Mutex(State())

    public init(query: Query, configuration: Matcher.Configuration, sort: Bool, tac: Bool) {
        collector = MatchCollector(query: query, configuration: configuration, sort: sort, tac: tac)
    }

    /// Hands over `chunk`, whose first item has index `first`; chunks come in input order.
    public func add(_ chunk: Chunk, first: Int) {
        let previous = state.withLock { s in
            defer { s.held = (chunk, first, s.added); s.added += 1 }
            return s.held
        }
        guard let previous else { return }
        queue.async(group: group) { [self] in
            match(previous.chunk, first: previous.first, position: previous.position)
        }
    }

    /// Waits for every chunk and returns the matches' indices in order.
    public func finish() -> [UInt32] {
        if let last = state.withLock({ s in defer { s.held = nil }; return s.held }) {
            match(last.chunk, first: last.first, position: last.position)
        }
        group.wait()
        var ordered = state.withLock { s -> [[UInt64]] in
            defer { s.pieces = [:] }
            return s.pieces.keys.sorted().map { s.pieces[$0]! }
        }
        var keys = collector.gather(&ordered)
        return collector.ranked(&keys, inInputOrder: true)!
    }

    private func match(_ chunk: Chunk, first: Int, position: Int) {
        var matcher = collector.makeMatcher()
        let found = collector.match(chunk, first: first, with: &matcher)
        state.withLock { $0.pieces[position] = found }
    }
}
