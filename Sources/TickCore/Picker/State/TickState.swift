/// The ticks and how they are shown: the ticked items, the ticked view (`view-ticked`), how
/// many ticks the matches leave out, and the ticks that arrive with the input (`--preselect`,
/// `--remember`, a reload's carry).
///
/// Its reducer is `tick`, `untick`, `untickAll`, `openView`, `closeView`, `swapInView`,
/// `relistView`, `countHidden`, `arrived`, `dropItems` and `replaced`; the tick actions (`TickActions`) and
/// the mouse call them through `PickerState`, which knows the limit and the shown rows. Its
/// fields are written only here.
public struct TickState: Sendable {
    /// The ticked items, in tick order.
    public private(set) var selection = Selection()
    /// The ticked view (`view-ticked`): only the ticked items, in tick order, whatever the query;
    /// nil while the matches are shown.
    public private(set) var tickedView: TickedView? = nil
    /// How many ticked items the shown matches leave out (counted when either changes).
    public private(set) var hiddenTicks = 0
    /// Ticks the items that start ticked as they are read (nil: none do).
    private(set) var preselector: Preselector?

    /// Ticks from `preselector` as the items arrive, when it ticks any.
    init(preselector: Preselector?) {
        self.preselector = preselector?.isActive == true ? preselector : nil
    }

    /// Ticks `item` (last in tick order; the limit is `PickerState.tick`'s to check).
    mutating func tick(_ item: Int) {
        selection.insert(item)
    }

    /// Unticks `item` (nothing when it is not ticked).
    mutating func untick(_ item: Int) {
        selection.remove(item)
    }

    /// Unticks every item.
    mutating func untickAll() {
        selection.removeAll()
    }

    /// Opens the ticked view on the ticked items in tick order, remembering where the band and
    /// the scroll were among the matches.
    mutating func openView(matchesCursor: Int, matchesScrollTop: Int) {
        tickedView = TickedView(items: selection.inTickOrder.map { UInt32($0) },
                                matchesCursor: matchesCursor, matchesScrollTop: matchesScrollTop)
    }

    /// Closes the ticked view (the matches are shown again).
    mutating func closeView() {
        tickedView = nil
    }

    /// Swaps the rows `from` and `to` of the open ticked view, `item` being the row at `from`,
    /// and their places in the tick order with them.
    mutating func swapInView(_ from: Int, _ to: Int, item: Int) {
        guard let other = tickedView?.items[to] else { return }
        tickedView!.items.swapAt(from, to)
        selection.swapOrder(item, Int(other))
    }

    /// The open ticked view lists the ticked items again, in tick order (a reload's carry
    /// ticked new ones).
    mutating func relistView() {
        if tickedView != nil { tickedView!.items = selection.inTickOrder.map { UInt32($0) } }
    }

    /// Counts the ticked items that `results` leave out (`5 ticked, 2 hidden`).
    mutating func countHidden(in results: RankedList) {
        hiddenTicks = selection.isEmpty ? 0 : selection.count - results.countMembers(of: selection)
    }

    /// The items `range` of `store` arrived: the preselector ticks those it names, within
    /// `limit`.
    mutating func arrived(_ range: Range<Int>, of store: ItemStore, limit: Int?) {
        guard preselector != nil else { return }
        preselector!.apply(store: store, range: range, to: &selection, limit: limit)
    }

    /// `--tail` let go of the items before `start`: their ticks go with them, as in fzf.
    mutating func dropItems(before start: Int) {
        guard selection.items.contains(where: { $0 < start }) else { return }
        for item in selection.items where item < start { selection.remove(item) }
        if tickedView != nil { tickedView!.items.removeAll { Int($0) < start } }
    }

    /// A reload replaces the items: the ticks go, `carry` ticks the new items as they arrive,
    /// and the ticked view (if open) is emptied.
    mutating func replaced(carrying carry: Preselector) {
        selection = Selection()
        preselector = carry
        if tickedView != nil { tickedView!.items = [] }
    }
}
