/// Puts a list of items in groups: the groups in the order they first appear in the list, the
/// items of each in the list's order (a stable counting sort). Ranked, the first group is the
/// best match's and rows stay ranked within it; in input order, groups come as they were read.
public enum GroupedRanking {
    /// One group's stretch of an arranged list.
    public struct Run: Sendable, Equatable {
        public var group: UInt32
        /// The position of its first item in the arranged list.
        public var start: Int
        public var count: Int

        public init(group: UInt32, start: Int, count: Int) {
            self.group = group
            self.start = start
            self.count = count
        }
    }

    /// `order` arranged by group (`groups` names the group of every item in it).
    public static func arrange(_ order: some Sequence<UInt32>, groups: GroupTable) -> (indices: [UInt32], runs: [Run]) {
        let items = Array(order)
        let none = UInt32.max
        // The run of each group: its rank among the groups of the list, in order of first appearance.
        var runOf = [UInt32](repeating: none, count: groups.groupCount)
        var runs: [Run] = []
        for index in items {
            let g = groups.group(of: Int(index))
            if runOf[g] == none {
                runOf[g] = UInt32(runs.count)
                runs.append(Run(group: UInt32(g), start: 0, count: 0))
            }
            runs[Int(runOf[g])].count += 1
        }
        var next = 0
        for r in runs.indices {
            runs[r].start = next
            next += runs[r].count
        }
        var placed = runs.map(\.start)
        var arranged = [UInt32](repeating: 0, count: items.count)
        for index in items {
            let r = Int(runOf[groups.group(of: Int(index))])
            arranged[placed[r]] = index
            placed[r] += 1
        }
        return (arranged, runs)
    }
}
