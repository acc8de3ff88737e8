/// The ticked view: the ticked items alone, in tick order, whatever the query.
///
/// Its rows are fixed when it opens, so a row unticked there stays (dimmed, without its mark)
/// until the view closes, and a slip can be undone. `move-up` and `move-down` reorder the rows,
/// and with them the tick order that `--order selection` prints.
public struct TickedView: Equatable, Sendable {
    /// The items listed, top to bottom.
    public internal(set) var items: [UInt32]
    /// The band and scroll positions in the matches, to go back to.
    let matchesCursor: Int
    let matchesScrollTop: Int

    /// The rows as a list the picker spins through.
    var list: RankedList { RankedList(indices: items) }
}
