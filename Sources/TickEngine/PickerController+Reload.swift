import TickCore

/// A reload's command line, placeholders filled in, and whether the list shown stays until it
/// has finished (`reload-sync`).
public struct ReloadRequest: Equatable, Sendable {
    public var command: [UInt8]
    /// The `{f}` files written for `command` (removed once it has ended).
    public var files: [String]
    public var sync: Bool
}

/// Reloads (docs/SPEC.md §4, "Reload"): the controller starts the command the reducer asks for
/// (`PickerProcesses`) and reads it as it reads stdin; it swaps the items when the first
/// snapshot comes (with `reload-sync`, the last), carrying the ticks and the band over by
/// identity.
extension PickerController {
    /// Starts the reload asked for last (`settle`, once everything that came in was applied: a
    /// chain that reloads twice runs one command): its command and a reader of its output, the
    /// ones before them stopped. The snapshots that come next are its items; a command that
    /// cannot start is said in the toolbar.
    mutating func startWantedReload() {
        guard let request = wantedReload else { return }
        wantedReload = nil
        if let failure = processes.startReload(request, environment: childEnvironment) {
            send(.reloadFailed("reload: \(failure)"))
            return
        }
        replacing = request
        inputDone = false
    }

    /// Starts the reload held for the frame (`reloadWaitsForFrame`); false when none waits.
    public mutating func startHeldReload() -> Bool {
        guard wantedReload != nil else { return false }
        startWantedReload()
        return true
    }

    /// Takes a reload command's snapshot while the old items are shown: it replaces them unless
    /// `reload-sync` waits for the command's end.
    mutating func replaceInput(_ snapshot: ItemStore, done: Bool) {
        guard let request = replacing, done || !request.sync else { return }
        replacing = nil
        let carry = carried()
        inputGeneration += 1
        send(.inputReplaced(snapshot, done: done, carry: carry))
        // Results of the old items answer nothing now: the state gave the query a new serial.
        if shown.serial < state.matches.serial { shown = (state.matches.serial, 0) }
    }

    /// Under the name fzf, a new search while a `reload` (not `reload-sync`) runs searches what
    /// the reload has read so far, as fzf's does: the old list goes even when nothing came yet
    /// (`disable-search+reload(sleep 2; seq 1000)`, then a key: 0 matches until it lands). Not
    /// when the same event asks for another reload, unless the running one has read items:
    /// `change:reload(…)` does not show an empty list while each key starts a reload.
    mutating func searchReloadSoFar(reloadAsked: Bool) {
        guard options.persona == .fzf, let request = replacing, !request.sync else { return }
        let soFar = processes.readerProgress
        guard !reloadAsked || soFar.store.count > 0 else { return }
        replaceInput(soFar.store, done: soFar.done)
    }

    /// What a reload carries over from the items shown: the ticked items and the band's item,
    /// by identity (`ItemIdentity.acrossReload`) and occurrence among look-alikes. Under the
    /// name fzf, as fzf: the ticks only with `--id-nth`, the band's item only with `--id-nth`
    /// while tracking (`--track`, `track-current`); else the band keeps its position.
    func carried() -> Preselector {
        let identity = ItemIdentity.acrossReload(options)
        let fzf = options.persona == .fzf
        let keepsTicks = !fzf || options.idNth != nil
        let ticks = keepsTicks ? state.ticks.selection.inTickOrder.filter { store.holds($0) } : []
        let band = state.reloadFollowsBand ? state.bandItem.flatMap { store.holds($0) ? $0 : nil } : nil
        let memory = Memory(query: "", items: ticks + (band.map { [$0] } ?? []), store: store, identity: identity)
        return Preselector(carrying: Array(memory.ticks.prefix(ticks.count)), band: band == nil ? nil : memory.ticks.last,
                           identity: identity)
    }

    /// `template` with its placeholders filled in from the band's item, the ticked items, the
    /// query and the picker's state, as the actions' are, and the `{f}` files written for it.
    func expand(_ template: String) -> (command: [UInt8], files: [String]) {
        expand(state.request(.executeSilent, template: template, item: state.bandItem,
                             ticked: state.ticks.selection.inTickOrder))
    }
}
