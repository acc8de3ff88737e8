/// The reducer's events: when each of fzf's events (`--bind 'change:…'`, `one:accept`…) fires,
/// in what order, and how a handler that causes events again is kept from looping.
///
/// Every event fires here, in the pure reducer, never in the session. An event that is itself
/// what happened fires where it is applied (`start`, `resize`, `click-header`, `jump`,
/// `jump-cancel`: `apply`); the rest are worked out after it, from what changed:
///
/// 1. the event's own effects (a key's chain, a `start` handler's);
/// 2. `load`, `one` or `zero`, then `result`, when the current query's ranking is complete;
/// 3. `focus` when the band is on another item (again after the handlers below);
/// 4. `change` when the query text differs from before the event;
/// 5. `backward-eof` when a chain deleted backwards on an empty query;
/// 6. `multi` when an item was ticked or unticked.
///
/// Each of 2, 4, 5 and 6 fires at most once per event, so a `change` handler that changes the
/// query does not fire `change` again (as in fzf, which checks the query once after a key's
/// actions). `focus` fires again while its handler moves the band, at most `focusLimit` times
/// (fzf warns that `focus:up` with `--cycle` loops; here it stops). A handler whose chain ends
/// or leaves the picker (`accept`, `abort`, `suspend`) stops the events after it.
extension PickerState {
    public typealias HeaderClick = BindingState.HeaderClick
    public typealias JumpMode = BindingState.JumpMode

    /// How many times `focus` may fire for one event while its own handler moves the band.
    static let focusLimit = 100

    /// Applies one event and says what must happen next, in order (match, reload, run a
    /// command, ring the bell, suspend, end); empty when nothing must. The actions of the
    /// events it causes are performed too, their effects after the event's own. An effect that
    /// ends the chain (`finish`, `suspend`, `runCommand`) is last; others may come before it
    /// (`bell+accept` gives `[.bell, .finish]`).
    public mutating func reduce(_ event: PickerEvent) -> [PickerEffect] {
        let queryBefore = query.text
        var ticksBefore = ticks.selection.changes
        bindings.beginEvent()
        var effects = apply(event)
        // Ticks that arrive with the input (--preselect, --remember) are not a change the user made.
        if case .inputRead = event { ticksBefore = ticks.selection.changes }
        let ticksAfterEvent = ticks.selection.changes
        // A chain waiting for the search (`wait`) goes on once it has ended.
        add(resumeWaitingChain(), to: &effects)
        for due in dueResultEvents() { fire(due, into: &effects) }
        noteFocus(into: &effects)
        if query.text != queryBefore { fire(.change, into: &effects) }
        if bindings.backwardEOF { fire(.backwardEOF, into: &effects) }
        if ticks.selection.changes != ticksBefore { fire(.multi, into: &effects) }
        noteFocus(into: &effects)
        if query.text != queryBefore { leaveBandStart() }
        // The handlers' ticks count as the event's own do (`apply`).
        if ticks.selection.changes != ticksAfterEvent { countHiddenTicks() }
        if effects.last?.endsChain != true, let info = infoCommandDue() { effects.append(info) }
        return effects
    }

    /// Performs what `--bind` attached to `event`, if anything (`reduce` then fires `focus` if
    /// that moved the band).
    mutating func fire(_ event: BindEvent) -> [PickerEffect] {
        guard let calls = boundCalls(.event(event)) else { return [] }
        bindings.fired(event)
        return perform(calls)
    }

    /// Fires `event` after `effects`, unless they ended the chain. While a chain waits for a
    /// command (`execute`, `transform…`: fzf's blocking ones), the event's actions join the
    /// chain's rest, after it, as fzf runs them once the command is done: `result:transform-…`
    /// and `result-final:transform-…` due together both act, in turn.
    private mutating func fire(_ event: BindEvent, into effects: inout [PickerEffect]) {
        if waiting != nil {
            guard let calls = boundCalls(.event(event)) else { return }
            bindings.fired(event)
            waiting!.rest += calls.map { ChainCall($0) }
            return
        }
        guard effects.last?.endsChain != true else { return }
        add(fire(event), to: &effects)
    }

    /// `more` after `effects`, unless `effects` already ended the chain; a changed query is
    /// said once, first.
    private func add(_ more: [PickerEffect], to effects: inout [PickerEffect]) {
        guard effects.last?.endsChain != true else { return }
        for effect in more {
            if effect == .queryChanged {
                if !effects.contains(.queryChanged) { effects.insert(.queryChanged, at: 0) }
            } else {
                effects.append(effect)
            }
        }
    }

    /// Fires `focus` while the band's item is not the one it was last fired for (the first
    /// item to arrive counts; the band staying on its item while the results change does not).
    private mutating func noteFocus(into effects: inout [PickerEffect]) {
        var fired = 0
        while effects.last?.endsChain != true && bindings.focusDue(band: bandItem) {
            guard fired < Self.focusLimit else { return }
            fired += 1
            fire(.focus, into: &effects)
        }
    }

    /// The input is complete (the end of stdin; `reload` ends here too): `load` fires once the
    /// matches of the whole input are in.
    mutating func inputCompleted() {
        bindings.resultEvents.inputCompleted()
    }

    /// The events the current results are due (`ResultEvents`), once they are fully ranked.
    private mutating func dueResultEvents() -> [BindEvent] {
        guard let request = resultsRequest, resultsAreFinal else { return [] }
        let complete = !loading && request.itemCount == itemCount
        return bindings.resultEvents.due(for: request, matchCount: results.matchCount, complete: complete)
    }
}
