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

    /// Keeps the band within `count` rows, and shown among `rows` (`scrollOff` from the edges).
    mutating func clamp(count n: Int, rows: Int, scrollOff: Int = 0) {
        cursor = n == 0 ? 0 : min(cursor, n - 1)
        keepVisible(count: n, rows: rows, scrollOff: scrollOff)
    }

    /// Scrolls the list so that the band is among the `rows` shown of `count`, and, as fzf's
    /// `--scroll-off` asks, at least `scrollOff` rows (at most half the rows) from either edge
    /// where the list goes on past it. fzf's two passes: the scroll first moves back until
    /// enough rows are before the band, then on until enough are after it, so that it never
    /// swings between the two; with too few rows for both it stays.
    mutating func keepVisible(count n: Int, rows: Int, scrollOff: Int = 0) {
        let least = max(cursor - rows + 1, 0), most = max(min(n - rows, cursor), 0)
        scrollTop = min(max(scrollTop, least), most)
        let off = min(rows / 2, scrollOff)
        guard off > 0 else { return }
        for step in [-1, 1] {
            while true {
                let before = cursor - scrollTop, after = rows - before - 1
                if before < off && after < off { break }
                let wanted = step < 0 ? before < off : after < off
                let next = step < 0 ? max(least, scrollTop - 1) : min(most, scrollTop + 1)
                guard wanted, next != scrollTop else { break }
                scrollTop = next
            }
        }
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
    mutating func place(_ position: Int, scrollTop top: Int, count n: Int, rows: Int, scrollOff: Int = 0) {
        cursor = position
        scrollTop = top
        clamp(count: n, rows: rows, scrollOff: scrollOff)
    }

    /// Scrolls by `delta` rows without moving the band, unless it would leave the `rows` shown:
    /// then it moves with them. With a `scrollOff`, fzf's rule: the band moves by `delta` too
    /// when the scroll alone would bring it within `scrollOff` rows of an edge (or past the
    /// list's end).
    mutating func scroll(by delta: Int, count n: Int, rows: Int, scrollOff: Int = 0) {
        guard scrollOff > 0 else {
            scrollTop = max(0, min(scrollTop + delta, max(0, n - rows)))
            cursor = min(max(cursor, scrollTop), scrollTop + rows - 1)
            clamp(count: n, rows: rows)
            return
        }
        var alone = self
        alone.scrollTop += delta
        alone.keepVisible(count: n, rows: rows, scrollOff: scrollOff)
        if alone.scrollTop != scrollTop + delta {
            alone.scrollTop = scrollTop + delta
            alone.cursor = min(max(cursor + delta, 0), max(n - 1, 0))
            alone.keepVisible(count: n, rows: rows, scrollOff: scrollOff)
        }
        self = alone
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

// Scrolling by lines, for a list whose items may take several (fzf's multi-line and wrapped
// items): the band row whole on the screen where it fits, fzf's `--scroll-off` counted in
// lines.
extension BandPosition {
    /// Scrolls the list so that the band's item is shown whole among `lines.budget` lines
    /// (its first lines when it takes more), and `scrollOff` lines from either edge where the
    /// list goes on (fzf 0.74.5's `constrain`, facts only: the items that fit from the scroll
    /// on, then before it, bound the scroll; two passes for the scroll-off; again until the
    /// scroll rests). Only the items near the scroll are measured.
    mutating func keepVisible(count n: Int, lines: ListLines, scrollOff: Int) {
        let budget = lines.budget
        scrollTop = min(max(scrollTop, 0), n)
        cursor = n == 0 ? 0 : min(max(cursor, 0), n - 1)
        for _ in 0..<max(1, budget) {
            let fit = n > 0 ? itemsShown(count: n, lines: lines) : budget
            let least = max(cursor - fit + 1, 0), most = max(min(n - fit, cursor), 0)
            let before = scrollTop
            scrollTop = min(max(scrollTop, least), most)
            let off = min(budget / 2, scrollOff)
            if off > 0 && n > 0 {
                var top = scrollTop
                for phase in 0..<2 {
                    while true {
                        let last = top
                        let own = lines.count(cursor, budget).lines
                        var above = 0
                        for p in top..<max(top, cursor) {
                            above += lines.count(p, max(1, budget - above - own)).lines
                        }
                        let after = budget - (above + own)
                        if above < off && after < off { break }
                        if phase == 0 && above < off {
                            top = max(least, top - 1)
                        } else if phase == 1 && after < off {
                            top = min(most, top + 1)
                        }
                        if top == last { break }
                    }
                    scrollTop = top
                }
            }
            if scrollTop == before { break }
        }
    }

    /// How many items fit in the lines from the scroll on (and before it, when lines are left),
    /// the band's included: an item cut short counts only when it is the first.
    private func itemsShown(count n: Int, lines: ListLines) -> Int {
        let budget = lines.budget
        var found = 0, sum = 0
        func add(_ p: Int) -> Bool {
            let (taken, overflow) = lines.count(p, max(1, budget - sum))
            sum += taken
            if sum >= budget {
                if found == 0 || !overflow { found += 1 }
                return false
            }
            found += 1
            return true
        }
        var p = scrollTop
        while p < n && add(p) { p += 1 }
        if sum < budget {
            p = scrollTop - 1
            while p >= 0 && add(p) { p -= 1 }
        }
        return found
    }
}
