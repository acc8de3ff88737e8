/// Where the band is among the shown rows: its rank position, the list layouts' first shown
/// position, and with `--single` the item the band starts on.
///
/// Its reducer moves the band and the list's scroll within `count` shown rows of which `rows`
/// fit on the screen (`move`, `clamp`, `keepVisible`, `place`, `scroll`), and keeps `--single`'s
/// start (`chooseStart`, `returnTo`, `forgetStart`, `leaveStart`); `PickerState` gives it the
/// counts, which depend on what is shown and on the terminal. Its fields are written only here.
public struct BandPosition: Equatable, Sendable {
    /// The rank position of the band row (the list layouts' cursor).
    public private(set) var cursor = 0
    /// The list layouts' first shown rank position.
    public private(set) var scrollTop = 0
    /// With `--single`: the preselected (or remembered) item the band starts on, until the
    /// user moves the band or edits the query.
    private(set) var start: Int? = nil
    /// Whether `start` was chosen, or given up by the user (it is chosen once).
    private(set) var startChosen = false

    public init() {}

    /// Moves the band by `delta` positions among `count`, wrapping one step past either end
    /// when `cycle`; whether there was a row to move to.
    mutating func move(by delta: Int, count n: Int, cycle: Bool) -> Bool {
        guard n > 0 else { return false }
        var p = cursor + delta
        if cycle && abs(delta) == 1 { p = ((p % n) + n) % n }
        cursor = min(max(p, 0), n - 1)
        return true
    }

    /// Puts the band on `position` among `count`; whether there was a row to put it on.
    mutating func move(to position: Int, count n: Int) -> Bool {
        guard n > 0 else { return false }
        cursor = min(max(position, 0), n - 1)
        return true
    }

    /// Puts the band on the best match, the list scrolled to the top (a new query's matches).
    mutating func toTop() {
        cursor = 0
        scrollTop = 0
    }

    /// Keeps the band within `count` rows, and shown among `rows`.
    mutating func clamp(count n: Int, rows: Int) {
        cursor = n == 0 ? 0 : min(cursor, n - 1)
        keepVisible(count: n, rows: rows)
    }

    /// Scrolls the list so that the band is among the `rows` shown of `count`.
    mutating func keepVisible(count n: Int, rows: Int) {
        if cursor < scrollTop { scrollTop = cursor }
        if cursor >= scrollTop + rows { scrollTop = cursor - rows + 1 }
        scrollTop = max(0, min(scrollTop, max(0, n - rows)))
    }

    /// Scrolls one more row when the band rests on the far-edge row (the top of the screen:
    /// rank position `scrollTop`, or with `farEdgeHigh` the last shown one) while the list can
    /// still scroll that way: that row shows a sticky heading.
    mutating func keepOffFarEdge(count n: Int, rows: Int, farEdgeHigh: Bool) {
        if farEdgeHigh {
            if cursor == scrollTop + rows - 1 && scrollTop + rows < n { scrollTop += 1 }
        } else if cursor == scrollTop && scrollTop > 0 {
            scrollTop -= 1
        }
    }

    /// Puts the band and the scroll at these positions, kept within the rows.
    mutating func place(_ position: Int, scrollTop top: Int, count n: Int, rows: Int) {
        cursor = position
        scrollTop = top
        clamp(count: n, rows: rows)
    }

    /// Scrolls by `delta` rows without moving the band, unless it would leave the `rows` shown:
    /// then it moves with them.
    mutating func scroll(by delta: Int, count n: Int, rows: Int) {
        scrollTop = max(0, min(scrollTop + delta, max(0, n - rows)))
        cursor = min(max(cursor, scrollTop), scrollTop + rows - 1)
        clamp(count: n, rows: rows)
    }

    /// With `--single`, the band starts on `item` (the first preselected): the start is chosen,
    /// and is not chosen again.
    mutating func chooseStart(_ item: Int) {
        start = item
        startChosen = true
    }

    /// The band goes back to `item` once the shown matches hold it (the item it was on before a
    /// reload); whether a start was chosen stays as it was.
    mutating func returnTo(_ item: Int) {
        start = item
    }

    /// The items were replaced: the old start names an old index and is dropped (whether a
    /// start was chosen stays as it was).
    mutating func forgetStart() {
        start = nil
    }

    /// The user moved the band or edited the query: the start no longer applies.
    mutating func leaveStart() {
        start = nil
        startChosen = true
    }
}
