import TickCore

/// The picker's side of `--listen`: what the server queued is done in order, between keys.
extension PickerController {
    /// The server's next request that can be done now: actions wait while a chain waits for a
    /// command (as keys do), and a state request waits behind the actions posted before it.
    mutating func takeRemote() -> ListenServer.Incoming? {
        server?.takeNext(canPerform: state.waiting == nil)
    }

    /// Performs posted actions, or answers a state request with the state as it is now.
    mutating func doRemote(_ request: ListenServer.Incoming) {
        switch request {
        case .perform(let calls): send(.remote(calls))
        case .report(let id): server?.answer(id, with: StateReport(state))
        }
    }
}
