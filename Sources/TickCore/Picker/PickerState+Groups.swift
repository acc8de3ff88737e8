/// Groups in the picker (`--group-nth`, `--group-pattern`): the list group by group, a heading
/// row per group on tick's screen, ticking a whole group, moving from group to group.
extension PickerState {
    /// `list` as the picker shows it when the items have groups: group by group, with a
    /// heading row per group on tick's screen (after its rows in `--layout list`, so that it
    /// is drawn above them); on fzf's screen without headings. Unchanged without groups.
    func arrangedForGroups(_ list: RankedList) -> RankedList {
        guard let groups = store.groups, list.grouped == nil else { return list }
        var order: [UInt32] = []
        order.reserveCapacity(list.matchCount)
        list.forEachItem { order.append(UInt32(truncatingIfNeeded: $0)) }
        if config.options.screen == .fzf {
            return RankedList(indices: GroupedRanking.arrange(order, groups: groups).indices, partial: list.isPartial)
        }
        return RankedList(grouped: GroupedList(arranging: order, groups: groups, headingsLast: config.layout == .list),
                          partial: list.isPartial)
    }

    /// The name of group `id` (empty without groups).
    func groupName(_ id: UInt32) -> [UInt8] { store.groups?.name(Int(id)) ?? [] }

    /// The group name drawn at the right end of `item`'s row in the ticked view, which has no
    /// headings (tick order mixes groups); nil elsewhere and without groups.
    func tickedViewTag(of item: Int) -> [UInt8]? {
        guard ticks.tickedView != nil, let groups = store.groups, item < groups.count else { return nil }
        return groups.name(groups.group(of: item))
    }

    /// A heading's counts: its group's ticked rows among the matching ones, and the matching ones.
    func groupCounts(run: Int, in list: GroupedList) -> (ticked: Int, matching: Int) {
        let matching = list.runs[run].count
        guard !ticks.selection.isEmpty else { return (0, matching) }
        return (list.items(ofRun: run).reduce(0) { $0 + (ticks.selection.contains(Int($1)) ? 1 : 0) }, matching)
    }

    /// The run of the heading under the band, if the band is on one.
    var bandHeading: Int? {
        guard !shown.isEmpty, case .heading(let run) = shown.row(at: cursor) else { return nil }
        return run
    }

    /// The group of the band's row (a heading's, or its item's), nil without groups.
    var bandGroup: Int? {
        if let run = bandHeading, let list = shown.grouped { return Int(list.runs[run].group) }
        guard let groups = store.groups, let item = bandItem, item < groups.count else { return nil }
        return groups.group(of: item)
    }

    /// Ticks every matching row of `group` in the order shown, or, when all of them are
    /// ticked, unticks them (Tab or a tap on a heading, `toggle-group`). `--limit` stops the
    /// ticking with its message.
    mutating func toggleGroup(_ group: Int) {
        guard let groups = store.groups else { return }
        var members: [Int] = []
        results.forEachItem { item in
            if item < groups.count && groups.group(of: item) == group { members.append(item) }
        }
        if members.allSatisfy({ ticks.selection.contains($0) }) {
            for item in members { ticks.untick(item) }
            return
        }
        for item in members where !ticks.selection.contains(item) {
            if !tick(item) { break }
        }
    }

    /// Moves the band to the first row of the next group (`step` 1) or the one before (-1)
    /// in rank order, round from the other end with `--cycle` (`next-group`, `prev-group`).
    mutating func moveToGroup(step: Int) {
        guard !shown.isEmpty, ticks.tickedView == nil else { return }
        if let list = shown.grouped {
            var r = list.run(at: cursor) + step
            if config.cycle { r = ((r % list.runs.count) + list.runs.count) % list.runs.count }
            guard r >= 0 && r < list.runs.count else { return }
            moveCursor(to: list.firstItemRow(ofRun: r))
            return
        }
        // fzf's screen: no heading rows, the rows group by group all the same.
        guard let groups = store.groups, let here = bandGroup else { return }
        let n = shown.count
        var p = cursor
        // The first row of the band's group, then the first row of the next one.
        while p > 0 && groups.group(of: shown[p - 1]) == here { p -= 1 }
        if step > 0 {
            p = cursor
            while p < n && groups.group(of: shown[p]) == here { p += 1 }
            if p == n { if config.cycle { p = 0 } else { return } }
        } else {
            if p == 0 { if config.cycle { p = n } else { return } }
            let previous = groups.group(of: shown[p - 1])
            p -= 1
            while p > 0 && groups.group(of: shown[p - 1]) == previous { p -= 1 }
        }
        moveCursor(to: p)
    }

    /// Keeps the band off the list's far-edge row, where the sticky heading is drawn over
    /// an item row (tick's screen with groups, list layouts).
    mutating func keepBandOffStickyHeading() {
        guard config.layout != .wheel, config.options.screen != .fzf, shown.grouped != nil, rowCount >= 3,
              shown.item(at: cursor) != nil else { return }
        band.keepOffFarEdge(count: shown.count, rows: rowCount, farEdgeHigh: config.layout == .list)
    }

    /// After a new query the band goes to the best match: past its heading.
    mutating func skipHeadingAtTop() {
        guard cursor == 0, shown.grouped != nil, case .heading = shown.row(at: 0), shown.count > 1 else { return }
        _ = band.move(to: 1, count: shown.count)
    }
}
