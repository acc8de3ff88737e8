/// The reducer's part for fzf's raw mode (docs/SPEC.md §4, "Raw mode"): every listed item is a
/// row, the band moves over all of them, and `up-match`, `down-match` and `best` go to matches.
extension PickerState {
    /// Turns raw mode on or off (`enable-raw`, `disable-raw`, `toggle-raw`), as fzf does: the
    /// band stays on its item, on the same screen row; turning it off with the band on a
    /// non-matching row puts it on the nearest match (the next one up the list first), and
    /// unticks the ticked items that do not match.
    mutating func setRaw(_ on: Bool) {
        guard on != rawMode else { return }
        let row = cursor - scrollTop
        var item = bandItem
        if on {
            matches.showAll(reversed: config.options.tac, unlisted: unlisted)
        } else {
            if let current = item, !isMatch(current), results.count > 1, let nearest = nearestMatch() { item = nearest }
            for ticked in ticks.selection.inTickOrder where !isMatch(ticked) { ticks.untick(ticked) }
            matches.showMatchesOnly()
            countHiddenTicks()
        }
        // The ticked view keeps its own rows and band.
        guard ticks.tickedView == nil else { return }
        let position = item.flatMap { shown.firstPosition(of: $0) } ?? 0
        placeCursor(position, scrollTop: position - row)
    }

    /// The item of the match nearest the band among the raw rows: `d` rows on, then `d` rows
    /// back, for `d` = 1, 2…; nil when none matches.
    private func nearestMatch() -> Int? {
        let rows = shown
        var distance = 1
        while true {
            var looked = false
            for p in [cursor + distance, cursor - distance] where p >= 0 && p < rows.count {
                looked = true
                if isMatch(rows[p]) { return rows[p] }
            }
            if !looked { return nil }
            distance += 1
        }
    }

    /// Moves the band `step` rows at a time to the next matching row (`up-match`,
    /// `down-match` in raw mode); it stays when no match lies that way.
    mutating func moveToMatch(step: Int) {
        let rows = shown
        guard !results.isEmpty, rows.count > 0 else { return }
        var p = cursor
        for _ in 0..<rows.count {
            p += step
            if config.cycle { p = ((p % rows.count) + rows.count) % rows.count }
            guard p >= 0 && p < rows.count else { return }
            if isMatch(rows[p]) {
                moveCursor(to: p)
                return
            }
        }
    }

    /// The rank position of the best match among the shown rows (`best`): in raw mode the
    /// row of the first match, else the first row.
    var bestPosition: Int {
        guard rawMode, ticks.tickedView == nil, !results.isEmpty else { return 0 }
        return shown.firstPosition(of: results[0]) ?? 0
    }
}
