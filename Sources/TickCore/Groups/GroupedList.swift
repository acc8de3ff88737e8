/// A list of matches group by group with a heading row per group: what tick's screen scrolls
/// through when the items have groups (`RankedList(grouped:)`).
///
/// Rows (rank positions) are the items and one heading per run of a group. A heading comes
/// before its rows, or after them with `headingsLast` (`--layout list`, where rank position 0
/// is at the bottom), so that on the screen a heading is always above its rows.
public struct GroupedList: Equatable, Sendable {
    /// The items in grouped order.
    public let indices: [UInt32]
    /// Each group's stretch of `indices`.
    public let runs: [GroupedRanking.Run]
    public let headingsLast: Bool

    /// One row of the list.
    public enum Row: Equatable, Sendable {
        case item(Int)
        /// The heading of run `run`.
        case heading(run: Int)
    }

    public init(indices: [UInt32], runs: [GroupedRanking.Run], headingsLast: Bool = false) {
        self.indices = indices
        self.runs = runs
        self.headingsLast = headingsLast
    }

    /// `order` arranged by `groups` (see `GroupedRanking.arrange`).
    public init(arranging order: some Sequence<UInt32>, groups: GroupTable, headingsLast: Bool = false) {
        let (indices, runs) = GroupedRanking.arrange(order, groups: groups)
        self.init(indices: indices, runs: runs, headingsLast: headingsLast)
    }

    /// Items and headings.
    public var rowCount: Int { indices.count + runs.count }

    /// The first row of run `r` (its heading, or its first item with `headingsLast`).
    func firstRow(ofRun r: Int) -> Int { runs[r].start + r }

    /// The row of run `r`'s heading.
    public func headingRow(ofRun r: Int) -> Int { firstRow(ofRun: r) + (headingsLast ? runs[r].count : 0) }

    /// The row of run `r`'s first item.
    public func firstItemRow(ofRun r: Int) -> Int { firstRow(ofRun: r) + (headingsLast ? 0 : 1) }

    /// The run that row `position` belongs to (a binary search over the runs).
    public func run(at position: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if firstRow(ofRun: mid) <= position { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// What row `position` shows.
    public func row(at position: Int) -> Row {
        let r = run(at: position)
        if position == headingRow(ofRun: r) { return .heading(run: r) }
        let offset = position - firstItemRow(ofRun: r)
        return .item(Int(indices[runs[r].start + offset]))
    }

    /// The row of `item`, or nil when the list does not hold it.
    public func firstPosition(of item: Int) -> Int? {
        guard let at = indices.firstIndex(of: UInt32(truncatingIfNeeded: item)) else { return nil }
        let r = runIndex(ofItemAt: at)
        return firstItemRow(ofRun: r) + at - runs[r].start
    }

    /// The run holding `indices[at]`.
    private func runIndex(ofItemAt at: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= at { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The items of run `r`, in order.
    public func items(ofRun r: Int) -> ArraySlice<UInt32> { indices[runs[r].start..<runs[r].start + runs[r].count] }

    /// The list without `items`, runs left empty dropped.
    public func removing(_ items: Set<Int>) -> GroupedList {
        var kept: [UInt32] = []
        var keptRuns: [GroupedRanking.Run] = []
        for run in runs {
            let start = kept.count
            for index in indices[run.start..<run.start + run.count] where !items.contains(Int(index)) { kept.append(index) }
            if kept.count > start { keptRuns.append(GroupedRanking.Run(group: run.group, start: start, count: kept.count - start)) }
        }
        return GroupedList(indices: kept, runs: keptRuns, headingsLast: headingsLast)
    }
}
