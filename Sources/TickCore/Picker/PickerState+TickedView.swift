/// The ticked view, reordering, and the count of ticks the query hides.
extension PickerState {
    /// Opens the ticked view (`view-ticked`, a tap on the tick count), or closes it; a
    /// single-pick picker has no ticks to view.
    mutating func toggleTickedView() {
        if scripted.single { return }
        if ticks.tickedView != nil {
            closeTickedView()
        } else {
            ticks.openView(matchesCursor: cursor, matchesScrollTop: scrollTop)
            placeCursor(0, scrollTop: 0)
        }
    }

    /// Back to the matches, where the band was; rows unticked in the view are gone.
    mutating func closeTickedView() {
        guard let view = ticks.tickedView else { return }
        ticks.closeView()
        placeCursor(view.matchesCursor, scrollTop: view.matchesScrollTop)
        countHiddenTicks()
    }

    /// Moves the band's row one place towards the top (`by: -1`) or the bottom (`by: 1`) of the
    /// ticked view, and the tick order with it; the band follows the row.
    mutating func moveTicked(by step: Int) {
        guard let view = ticks.tickedView, let item = bandItem else { return }
        let from = cursor
        let to = from + step
        guard to >= 0 && to < view.items.count else { return }
        ticks.swapInView(from, to, item: item)
        moveCursor(to: to)
    }

    /// Counts the ticked items that the matches leave out (`5 ticked, 2 hidden`).
    mutating func countHiddenTicks() {
        ticks.countHidden(in: results)
    }
}

extension RankedList {
    /// How many of `selection`'s items are in the list: for an array of indices one pass over
    /// it, testing each against a bit set of the ticked items; else a lookup per ticked item.
    func countMembers(of selection: Selection) -> Int {
        switch storage {
        case .all(let range, _):
            return selection.items.reduce(0) { $0 + (range.contains($1) ? 1 : 0) }
        case .indices(let list):
            guard let largest = selection.items.max() else { return 0 }
            var bits = [UInt64](repeating: 0, count: largest / 64 + 1)
            for item in selection.items { bits[item >> 6] |= 1 << UInt64(item & 63) }
            var found = 0
            for index in list where Int(index) <= largest {
                found += Int((bits[Int(index) >> 6] >> UInt64(index & 63)) & 1)
            }
            return found
        case .bestFirst(let list):
            return selection.items.reduce(0) { $0 + (list.firstPosition(of: $1) != nil ? 1 : 0) }
        case .grouped(let list):
            return RankedList(indices: list.indices).countMembers(of: selection)
        }
    }
}
