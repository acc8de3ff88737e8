/// Every match of a query, the best few first in rank order and the others after them in input
/// order, read from the matching threads' packed keys where they lie.
///
/// On the first keys of a query most of a million items match. The picker's first publication
/// needs the best in order and the exact count; copying a million item indices out of the keys
/// into a new array, on one thread, cost 1 to 4 ms of a keystroke (a quarter of a frame). This
/// list keeps the keys as the workers produced them and finds a row's item when it is asked for.
public struct BestFirstList: Equatable, Sendable {
    /// The best matches' item indices, in rank order.
    let best: [UInt32]
    /// Every match's packed key (`MatchOrder.key`), piece by piece, in input order; the best
    /// among them.
    let pieces: [[UInt64]]
    let tac: Bool
    /// How many keys come before each piece; one more entry, the number of keys in all.
    let starts: [Int]
    /// The positions of the best among all the keys (counted across pieces), ascending.
    let skipped: [Int]

    /// The matches whose keys are `pieces` (packed, each piece in input order and the pieces
    /// too, with `tac` as they were keyed), `best` (item indices, best first) leading.
    public init(best: [UInt32], pieces: [[UInt64]], tac: Bool) {
        self.best = best
        self.pieces = pieces
        self.tac = tac
        var starts = [0]
        starts.reserveCapacity(pieces.count + 1)
        for piece in pieces { starts.append(starts[starts.count - 1] + piece.count) }
        self.starts = starts
        var skipped: [Int] = []
        skipped.reserveCapacity(best.count)
        for index in best {
            if let position = Self.position(of: index, in: pieces, starts: starts, tac: tac) { skipped.append(position) }
        }
        self.skipped = skipped.sorted()
    }

    /// The number of matches.
    public var count: Int { best.count + starts[starts.count - 1] - skipped.count }

    /// The item index at rank position `position`.
    public subscript(position: Int) -> Int {
        if position < best.count { return Int(best[position]) }
        // The key at `target` is the one with `position - best.count` keys before it that are
        // not among the best.
        var target = position - best.count
        for s in skipped {
            if s > target { break }
            target += 1
        }
        let p = Self.piece(holding: target, starts: starts)
        return Int(MatchOrder.index(pieces[p][target - starts[p]], tac: tac))
    }

    /// The rank position of item `item`, or nil when it is not a match.
    public func firstPosition(of item: Int) -> Int? {
        guard let index = UInt32(exactly: item) else { return nil }
        if let rank = best.firstIndex(of: index) { return rank }
        guard let position = Self.position(of: index, in: pieces, starts: starts, tac: tac) else { return nil }
        var before = 0
        while before < skipped.count && skipped[before] < position { before += 1 }
        return best.count + position - before
    }

    /// The piece holding the key at `position` (counted across pieces).
    private static func piece(holding position: Int, starts: [Int]) -> Int {
        // The last piece starting at or before `position`; empty pieces start where the next does.
        var low = 0, high = starts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The position (counted across pieces) of item `index`'s key, by binary search: item
    /// indices ascend through the keys.
    private static func position(of index: UInt32, in pieces: [[UInt64]], starts: [Int], tac: Bool) -> Int? {
        var low = 0, high = starts[starts.count - 1]
        while low < high {
            let mid = (low + high) / 2
            let p = piece(holding: mid, starts: starts)
            if MatchOrder.index(pieces[p][mid - starts[p]], tac: tac) < index { low = mid + 1 } else { high = mid }
        }
        guard low < starts[starts.count - 1] else { return nil }
        let p = piece(holding: low, starts: starts)
        return MatchOrder.index(pieces[p][low - starts[p]], tac: tac) == index ? low : nil
    }
}
