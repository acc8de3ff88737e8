/// The ticks and how they are shown: the ticked items, the ticked view (`view-ticked`), how
/// many ticks the matches leave out, and the ticks that arrive with the input (`--preselect`,
/// `--remember`, a reload's carry).
///
/// Its reducer is `countHidden`, `arrived` and `replaced`; the tick actions (`TickActions`)
/// and the mouse change `selection` and `tickedView` through `PickerState`, which knows the
/// limit and the shown rows.
public struct TickState: Sendable {
    /// The ticked items, in tick order.
    public internal(set) var selection = Selection()
    /// The ticked view (`view-ticked`): only the ticked items, in tick order, whatever the query;
    /// nil while the matches are shown.
    public internal(set) var tickedView: TickedView? = nil
    /// How many ticked items the shown matches leave out (counted when either changes).
    public internal(set) var hiddenTicks = 0
    /// Ticks the items that start ticked as they are read (nil: none do).
    var preselector: Preselector?

    /// Ticks from `preselector` as the items arrive, when it ticks any.
    init(preselector: Preselector?) {
        self.preselector = preselector?.isActive == true ? preselector : nil
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

    /// A reload replaces the items: the ticks go, `carry` ticks the new items as they arrive,
    /// and the ticked view (if open) is emptied.
    mutating func replaced(carrying carry: Preselector) {
        selection = Selection()
        preselector = carry
        if tickedView != nil { tickedView!.items = [] }
    }
}
