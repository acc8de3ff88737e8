/// The matches of one query, best first: what the picker scrolls through.
///
/// An empty query matches every item in input order, so that case is kept as a count rather than
/// an array of a million indices.
public struct RankedList: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        /// Items `0 ..< count`, in input order or reversed (`--tac`).
        case all(count: Int, reversed: Bool)
        /// Item indices in rank order.
        case indices([UInt32])
        /// The best matches in rank order, then the others in input order.
        case bestFirst(BestFirstList)
    }

    let storage: Storage
    /// Whether only the first rows are in their final order (the best matches, published
    /// before the full ranking; the count is exact).
    public let isPartial: Bool

    public static let empty = RankedList(indices: [])

    /// Every item of `count`, in input order (or reversed).
    public init(all count: Int, reversed: Bool = false) {
        storage = .all(count: count, reversed: reversed)
        isPartial = false
    }

    /// These item indices, in this order (`partial`: only the first ones are in their final
    /// order).
    public init(indices: [UInt32], partial: Bool = false) {
        storage = .indices(indices)
        isPartial = partial
    }

    /// The best matches of `list` in their final order, the others after them (partial).
    public init(bestFirst list: BestFirstList) {
        storage = .bestFirst(list)
        isPartial = true
    }

    public var count: Int {
        switch storage {
        case .all(let n, _): return n
        case .indices(let list): return list.count
        case .bestFirst(let list): return list.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The item index at rank position `position`.
    public subscript(position: Int) -> Int {
        switch storage {
        case .all(let n, let reversed): return reversed ? n - 1 - position : position
        case .indices(let list): return Int(list[position])
        case .bestFirst(let list): return list[position]
        }
    }

    /// Every item index, in rank order.
    /// The rank position of `item`, or nil when the list does not hold it.
    public func firstPosition(of item: Int) -> Int? {
        switch storage {
        case .all(let n, let reversed):
            guard item >= 0 && item < n else { return nil }
            return reversed ? n - 1 - item : item
        case .indices(let list):
            return list.firstIndex(of: UInt32(truncatingIfNeeded: item))
        case .bestFirst(let list):
            return list.firstPosition(of: item)
        }
    }

    public var itemIndices: [Int] { (0..<count).map { self[$0] } }

    // fzf's state actions
    /// The list without `items`, in the same order (`exclude`).
    public func removing(_ items: Set<Int>) -> RankedList {
        var kept: [UInt32] = []
        kept.reserveCapacity(count)
        for position in 0..<count where !items.contains(self[position]) { kept.append(UInt32(truncatingIfNeeded: self[position])) }
        return RankedList(indices: kept, partial: isPartial)
    }
}
