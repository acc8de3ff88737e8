/// A reload's bookkeeping while its input arrives: how many ticks it carries over, and whether
/// the band's item was tracked (`track-current`) before it.
struct ReloadCarry: Equatable, Sendable {
    /// How many items were ticked when the items were replaced.
    var ticks: Int
    /// Whether the band's item is looked for in the new items (the carry follows it).
    var follows = false
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
        let tracked = tracking.trackedItem != nil
        let stopped = tracking.reloadAsked == .stopped
        tracking.untrack()
        tracking.reloadAsked = nil
        reloadPending = false
        tracking.reloadCarry = ReloadCarry(ticks: ticks.selection.count, follows: carry.follow != nil, tracked: tracked,
                                           bandFound: stopped)
        tracking.bandSearch = carry.follow != nil && !stopped ? BandSearch() : nil
        // Under the name fzf the band keeps its position, unless its item comes back (fzf's
        // cursor stays where it was when the tracked item is not among the new items).
        tracking.reloadPosition = config.options.persona == .fzf ? cursor : nil
        ticks.replaced(carrying: carry)
        scripted.inputReplaced()
        matches.forget()
        store = ItemStore()
        band.forgetStart()
        gestures.forget()
        bindings.forgetDeferredActions()
        placeCursor(0, scrollTop: 0)
        // The band's item has a new index: its preview is started again.
        preview?.runningKey = nil
    }

    /// After the carry ticked a snapshot's new items: the ticked view lists them, and the band
    /// goes back to its item once it arrived.
    mutating func carryOver() {
        guard var carry = tracking.reloadCarry else { return }
        ticks.relistView()
        if !carry.bandFound, let item = ticks.preselector?.followed {
            carry.bandFound = true
            tracking.bandSearch?.item = item
            band.returnTo(item)
            if carry.tracked { tracking.trackedItem = item }
            placeBandOnStart()
        }
        tracking.reloadCarry = carry
    }

    /// Under the name fzf, the band goes back to its position before the reload once the new
    /// matches are there (once there are enough of them, or no more come: the input is complete
    /// and these matches cover all of it, not the late matches of its first items).
    mutating func restoreReloadPosition() {
        guard let kept = tracking.reloadPosition, !shown.isEmpty else { return }
        if kept < shown.count || (!loading && resultsItemCount == itemCount) { tracking.reloadPosition = nil }
        placeCursor(min(kept, shown.count - 1), scrollTop: scrollTop)
        keepCursorVisible()
    }

    /// New matches end a reload's search for the band's item when they hold it, or when they
    /// are the whole complete input's (it did not come back, or the query leaves it out), as
    /// fzf's search of its match list ends; until then `+T*`, though the item was read.
    mutating func endBandSearch() {
        guard let search = tracking.bandSearch else { return }
        let found = search.item.map { shown.firstPosition(of: $0) != nil } ?? false
        if found || (!loading && resultsAreFinal && resultsItemCount == itemCount) { tracking.bandSearch = nil }
    }

    /// The reload's input is complete: ticked items that did not come back are dropped, and the
    /// toolbar says how many (under the name fzf nothing is said, as fzf says nothing).
    mutating func endCarry() {
        guard let carry = tracking.reloadCarry else { return }
        tracking.reloadCarry = nil
        let dropped = carry.ticks - ticks.selection.count
        if dropped > 0 && config.options.persona != .fzf {
            message = "\(Wording.count(dropped, "ticked row")) gone with the reload"
        }
    }

    // MARK: Tracking

    /// What tracking is on, for a view to show as fzf's info line does (`+T`, `+t`, `+T*`,
    /// `+t*`); nil when the band follows nothing.
    public var trackingIndicator: TrackingIndicator? {
        let carry = tracking.reloadCarry
        let current = tracking.trackedItem != nil || carry?.tracked == true
        guard tracking.tracksBand || current else { return nil }
        let searching = tracking.reloadAsked == .searching || tracking.bandSearch != nil
        return TrackingIndicator(global: tracking.tracksBand, blocked: searching)
    }

    /// Whether a reload now would look for the band's item among its items, by identity: as
    /// fzf under the name fzf, only with `--id-nth` while tracking (`--track`, `track-current`);
    /// always under the name tick. Nothing is looked for without a band item.
    public var reloadFollowsBand: Bool {
        guard bandItem != nil else { return false }
        guard config.options.persona == .fzf else { return true }
        return config.options.idNth != nil && (tracking.tracksBand || tracking.trackedItem != nil)
    }

    /// A reload was asked for: when it follows the band's item while tracking, the search for
    /// it starts now (`+T*`, and under the name fzf keys wait), as fzf's does.
    mutating func reloadAsked() {
        reloadPending = true
        let tracked = tracking.tracksBand || tracking.trackedItem != nil
        tracking.reloadAsked = tracked && reloadFollowsBand ? .searching : nil
    }

    /// abort or cancel while the band's item is searched for (`+T*`): the search stops, the
    /// band stays where it is.
    mutating func stopLookingForBand() {
        tracking.stopSearch()
    }

    /// The item the band should stay on when new matches come (`BandTracking.target`).
    var trackedBandItem: Int? { tracking.target(band: bandItem) }

    /// Puts the band on `item` in the new matches, or tells tracking they lack it; `row`: the
    /// band's row on the screen before (counted from the list's first shown row). Under the name
    /// fzf, as fzf: the band's item stays on that row (the list scrolls under it), and when
    /// `track-current` loses its item for good the band takes that row's position from the top.
    mutating func follow(_ item: Int, row: Int) {
        let fzf = config.options.persona == .fzf
        if let position = shown.firstPosition(of: item) {
            tracking.followed()
            placeCursor(position, scrollTop: fzf ? max(position - row, 0) : scrollTop)
            return
        }
        let current = tracking.trackedItem != nil
        tracking.lost(item, mayStillCome: results.isPartial || !resultsAreCurrent)
        if fzf && current && tracking.trackedItem == nil { placeCursor(row, scrollTop: 0) }
    }
}
