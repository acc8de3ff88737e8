/// A reload's bookkeeping while its input arrives: how many ticks it carries over, and whether
/// the band's item was tracked (`track-current`) before it.
struct ReloadCarry: Equatable, Sendable {
    /// How many items were ticked when the items were replaced.
    var ticks: Int
    /// Whether `track-current` followed the band's item: it follows it in the new items too.
    var tracked: Bool
    /// Whether the band's item has arrived again.
    var bandFound = false
}

/// The reducer's part for reloads and tracking (docs/SPEC.md §4, "Reload"): new items replace
/// the old, ticks and the band stay on the items that are still there, and with `--track` or
/// `track-current` the band follows its item when the matches change.
extension PickerState {
    /// Forgets the old items (their matches, ticks, band and taps name old indices) and lets
    /// `carry` tick the new ones as they arrive, in the old tick order.
    mutating func replaceInput(carrying carry: Preselector) {
        reloadCarry = ReloadCarry(ticks: selection.count, tracked: trackedItem != nil)
        selection = Selection()
        forgetResults()
        store = ItemStore()
        preselector = carry
        bandStart = nil
        trackedItem = nil
        trackPending = nil
        anchor = nil
        drag = nil
        tapped = nil
        deferredActions = nil
        placeCursor(0, scrollTop: 0)
        if tickedView != nil { tickedView!.items = [] }
        // The band's item has a new index: its preview is started again.
        preview?.runningKey = nil
    }

    /// After the carry ticked a snapshot's new items: the ticked view lists them, and the band
    /// goes back to its item once it arrived.
    mutating func carryOver() {
        guard var carry = reloadCarry else { return }
        if tickedView != nil { tickedView!.items = selection.inTickOrder.map { UInt32($0) } }
        if !carry.bandFound, let item = preselector?.followed {
            carry.bandFound = true
            bandStart = item
            if carry.tracked { trackedItem = item }
            placeBandOnStart()
        }
        reloadCarry = carry
    }

    /// The reload's input is complete: ticked items that did not come back are dropped, and the
    /// toolbar says how many.
    mutating func endCarry() {
        guard let carry = reloadCarry else { return }
        reloadCarry = nil
        let dropped = carry.ticks - selection.count
        if dropped > 0 { message = "\(Wording.count(dropped, "ticked row")) gone with the reload" }
    }

    // MARK: Tracking

    /// The item the band should stay on when new matches come: the one `track-current` follows,
    /// or under `--track` the one still looked for, else the band's; nil without tracking.
    var trackedBandItem: Int? {
        if let trackedItem { return trackedItem }
        guard tracksBand else { return nil }
        return trackPending ?? bandItem
    }

    /// Puts the band on `item` in the new matches. When they lack it: the full ranking may
    /// still hold it (looked for again); else `track-current` ends.
    mutating func follow(_ item: Int) {
        for position in 0..<results.count where results[position] == item {
            trackPending = nil
            placeCursor(position, scrollTop: scrollTop)
            return
        }
        if results.isPartial || !resultsAreCurrent {
            if trackedItem == nil { trackPending = item }
        } else {
            trackPending = nil
            trackedItem = nil
        }
    }

    /// The user moved the band: `track-current` ends, and `--track` follows the new item.
    mutating func untrackMovedBand() {
        trackPending = nil
        trackedItem = nil
    }
}
