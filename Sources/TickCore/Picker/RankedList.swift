/// The matches of one query, best first: what the picker scrolls through.
///
/// An empty query matches every item in input order, so that case is kept as a count rather than
/// an array of a million indices.
public struct RankedList: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        /// The items of a range (`0 ..< count`, or what `--tail` keeps), in input order or
        /// reversed (`--tac`).
        case all(Range<Int>, reversed: Bool)
        /// Item indices in rank order.
        case indices([UInt32])
        /// The best matches in rank order, then the others in input order.
        case bestFirst(BestFirstList)
        /// The matches group by group, with a heading row per group (tick's screen, groups).
        case grouped(GroupedList)
    }

    let storage: Storage
    /// Whether only the first rows are in their final order (the best matches, published
    /// before the full ranking; the count is exact).
    public let isPartial: Bool

    public static let empty = RankedList(indices: [])

    /// Every item of `count`, in input order (or reversed).
    public init(all count: Int, reversed: Bool = false) {
        self.init(all: 0..<count, reversed: reversed)
    }

    /// The items of `range`, in input order (or reversed).
    public init(all range: Range<Int>, reversed: Bool = false) {
        storage = .all(range, reversed: reversed)
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

    /// `list` group by group with its headings (`partial`: as the list it was made of).
    public init(grouped list: GroupedList, partial: Bool = false) {
        storage = .grouped(list)
        isPartial = partial
    }

    /// The rows: the matches, and with groups their headings too (rank positions run over them).
    public var count: Int {
        switch storage {
        case .all(let range, _): return range.count
        case .indices(let list): return list.count
        case .bestFirst(let list): return list.count
        case .grouped(let list): return list.rowCount
        }
    }

    /// The number of matches (the rows less the headings).
    public var matchCount: Int {
        if case .grouped(let list) = storage { return list.indices.count }
        return count
    }

    public var isEmpty: Bool { count == 0 }

    /// The list group by group, when it is (tick's screen with groups).
    public var grouped: GroupedList? {
        if case .grouped(let list) = storage { return list }
        return nil
    }

    /// What rank position `position` shows: an item, or a group's heading.
    public func row(at position: Int) -> GroupedList.Row {
        if case .grouped(let list) = storage { return list.row(at: position) }
        return .item(self[position])
    }

    /// The item at rank position `position`, nil on a heading.
    public func item(at position: Int) -> Int? {
        if case .item(let item) = row(at: position) { return item }
        return nil
    }

    /// The item index at rank position `position`; on a heading, the first item of its group
    /// (where a heading matters, ask `item(at:)` or `row(at:)`).
    public subscript(position: Int) -> Int {
        switch storage {
        case .all(let range, let reversed): return reversed ? range.upperBound - 1 - position : range.lowerBound + position
        case .indices(let list): return Int(list[position])
        case .bestFirst(let list): return list[position]
        case .grouped(let list):
            switch list.row(at: position) {
            case .item(let item): return item
            case .heading(let run): return Int(list.indices[list.runs[run].start])
            }
        }
    }

    /// Every match in rank order, headings left out.
    public func forEachItem(_ body: (Int) -> Void) {
        switch storage {
        case .grouped(let list): for index in list.indices { body(Int(index)) }
        case .indices(let list): for index in list { body(Int(index)) }
        default: for position in 0..<count { body(self[position]) }
        }
    }

    /// Every item index, in rank order.
    /// The rank position of `item`, or nil when the list does not hold it.
    public func firstPosition(of item: Int) -> Int? {
        switch storage {
        case .all(let range, let reversed):
            guard range.contains(item) else { return nil }
            return reversed ? range.upperBound - 1 - item : item - range.lowerBound
        case .indices(let list):
            return list.firstIndex(of: UInt32(truncatingIfNeeded: item))
        case .bestFirst(let list):
            return list.firstPosition(of: item)
        case .grouped(let list):
            return list.firstPosition(of: item)
        }
    }

    /// The first `n` matches in rank order (fewer when there are not so many), headings left out.
    public func firstItems(_ n: Int) -> [Int] {
        if case .grouped(let list) = storage { return list.indices.prefix(n).map { Int($0) } }
        return (0..<min(count, n)).map { self[$0] }
    }

    /// Every match in rank order, headings left out.
    public var itemIndices: [Int] {
        var out: [Int] = []
        out.reserveCapacity(matchCount)
        forEachItem { out.append($0) }
        return out
    }

    /// The list without the items before `start` (`--tail` let them go), in the same order.
    public func dropping(before start: Int) -> RankedList {
        switch storage {
        case .all(let range, let reversed):
            return RankedList(all: max(start, range.lowerBound)..<max(start, range.upperBound), reversed: reversed)
        case .grouped(let list):
            return RankedList(grouped: list.removing(Set(list.indices.lazy.map { Int($0) }.filter { $0 < start })), partial: isPartial)
        default:
            var kept: [UInt32] = []
            kept.reserveCapacity(count)
            for position in 0..<count where self[position] >= start { kept.append(UInt32(truncatingIfNeeded: self[position])) }
            return RankedList(indices: kept, partial: isPartial)
        }
    }

    // fzf's state actions
    /// The list without `items`, in the same order (`exclude`).
    public func removing(_ items: Set<Int>) -> RankedList {
        if case .grouped(let list) = storage { return RankedList(grouped: list.removing(items), partial: isPartial) }
        var kept: [UInt32] = []
        kept.reserveCapacity(count)
        for position in 0..<count where !items.contains(self[position]) { kept.append(UInt32(truncatingIfNeeded: self[position])) }
        return RankedList(indices: kept, partial: isPartial)
    }
}
