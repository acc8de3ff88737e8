import TickCore

/// A reload's command line, placeholders filled in, and whether the list shown stays until it
/// has finished (`reload-sync`).
public struct ReloadRequest: Equatable, Sendable {
    public var command: [UInt8]
    /// The `{f}` files written for `command` (removed once it has ended).
    public var files: [String]
    public var sync: Bool
}

/// Reloads (docs/SPEC.md §4, "Reload"): the session starts the command the controller asks for
/// and reads it as it reads stdin; the controller swaps the items when the first snapshot comes
/// (with `reload-sync`, the last), carrying the ticks and the band over by identity.
extension PickerController {
    /// The reload to start now, once: the session starts its command and a reader of its
    /// output, then calls `reloadStarted`.
    public mutating func reloadToStart() -> ReloadRequest? {
        defer { wantedReload = nil }
        return wantedReload
    }

    /// The session started `request`'s command: the snapshots that come next are its items.
    public mutating func reloadStarted(_ request: ReloadRequest) {
        replacing = request
        inputDone = false
    }

    /// The session could not start the reload's command: `text` says why, in the toolbar.
    public mutating func reloadFailed(_ text: String) {
        send(.reloadFailed("reload: \(text)"))
    }

    /// Takes a reload command's snapshot while the old items are shown: it replaces them unless
    /// `reload-sync` waits for the command's end.
    mutating func replaceInput(_ snapshot: ItemStore, done: Bool) -> SessionEffect? {
        guard let request = replacing, done || !request.sync else { return nil }
        replacing = nil
        let carry = carried()
        inputGeneration += 1
        let effect = send(.inputReplaced(snapshot, done: done, carry: carry))
        // Results of the old items answer nothing now: the state gave the query a new serial.
        if shown.serial < state.matches.serial { shown = (state.matches.serial, 0) }
        return effect
    }

    /// What a reload carries over from the items shown: the ticked items and the band's item,
    /// by identity (`ItemIdentity.acrossReload`) and occurrence among look-alikes.
    func carried() -> Preselector {
        let identity = ItemIdentity.acrossReload(options)
        let ticks = state.selection.inTickOrder.filter { $0 < store.count }
        let band = state.bandItem.flatMap { $0 < store.count ? $0 : nil }
        let memory = Memory(query: "", items: ticks + (band.map { [$0] } ?? []), store: store, identity: identity)
        return Preselector(carrying: Array(memory.ticks.prefix(ticks.count)), band: band == nil ? nil : memory.ticks.last,
                           identity: identity)
    }

    /// `template` with its placeholders filled in from the band's item, the ticked items and
    /// the query, as the preview's are, and the `{f}` files written for it.
    func expand(_ template: String) -> (command: [UInt8], files: [String]) {
        filled(template, item: state.bandItem.flatMap { $0 < store.count ? $0 : nil },
               ticked: state.selection.inTickOrder.filter { $0 < store.count }, query: state.query.text)
    }
}
