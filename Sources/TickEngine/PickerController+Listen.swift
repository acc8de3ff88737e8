import TickCore

/// The picker's side of `--listen`: what the server queued is done in order, between keys.
extension PickerController {
    /// The next request of the server that can be done now: actions wait while a chain waits
    /// for a command (as keys do); nil when none can.
    mutating func takeRemote() -> ListenServer.Incoming? {
        guard let first = remote.first else { return nil }
        if case .perform = first, state.waiting != nil { return nil }
        return remote.removeFirst()
    }

    /// Performs posted actions, or answers a state request with the state as it is now.
    mutating func doRemote(_ request: ListenServer.Incoming) {
        switch request {
        case .perform(let calls): send(.remote(calls))
        case .report(let id): server?.answer(id, with: StateReport(state))
        }
    }
}
