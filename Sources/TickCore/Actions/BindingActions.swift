/// The actions on the bindings themselves (`unbind`, `trigger`, `wait`…): their names, rows and
/// behaviour.
extension Action {
    /// Switches bindings off and on, performs other bindings, holds a chain.
    public enum Binding: String, ActionGroup {
        case unbind, rebind, toggleBind = "toggle-bind", trigger, wait, ignore

        var action: Action { .binding(self) }

        var row: ActionSpec {
            switch self {
            case .unbind:
                spec("Make KEYS (keys and events, comma-separated) do nothing until rebound", argument: .required("KEYS"),
                     check: Self.checkTriggers)
            case .rebind: spec("Give KEYS back their bindings after unbind", argument: .required("KEYS"), check: Self.checkTriggers)
            case .toggleBind:
                spec("unbind KEYS that are bound, rebind those that are not", argument: .required("KEYS"), check: Self.checkTriggers)
            // fzf reads trigger's keys only when it runs: a list that names no key does nothing.
            case .trigger: spec("Perform what KEYS (keys and events, comma-separated) are bound to", argument: .required("KEYS"))
            case .wait: spec("The rest of the chain waits for the search in progress (and the input's loading) to end; meanwhile keys but abort and cancel are ignored")
            case .ignore: spec("Do nothing")
            }
        }

        /// Checks a comma-separated list of keys and events (`unbind(ctrl-a,change)`).
        static func checkTriggers(_ text: String) throws(UsageError) {
            _ = try BindTrigger.list(text)
        }
    }
}

extension PickerState {
    /// Performs an action on the bindings; says what it asks of the outside world (nothing).
    mutating func perform(_ binding: Action.Binding, _ argument: String) -> PickerEffect? {
        switch binding {
        case .unbind, .rebind, .toggleBind:
            for trigger in (try? BindTrigger.list(argument)) ?? [] {
                let off = binding == .unbind || (binding == .toggleBind && !scripted.unbound.contains(trigger))
                if off { scripted.unbound.insert(trigger) } else { scripted.unbound.remove(trigger) }
            }
        case .trigger, .wait, .ignore:
            // `trigger` is expanded before the chain runs (`expandingTriggers`); `wait` holds the
            // rest of the chain where it is performed (`perform(chain:)`).
            break
        }
        return nil
    }

    /// What `trigger` (a key, a mouse gesture or an event) is bound to, unless `unbind` switched
    /// it off: every lookup of the keymap goes through here.
    func boundCalls(_ trigger: BindTrigger) -> [ActionCall]? {
        scripted.unbound.contains(trigger) ? nil : config.keymap.actions[trigger]
    }

    /// `calls` with each `trigger(KEYS)` replaced by what those keys are bound to, each call
    /// marked with the triggers it was reached through (`ChainCall.within`); a key already among
    /// them is skipped (a binding that triggers itself, directly or through a transform's
    /// output, does nothing more), and the first skipped is `looped`.
    func expandingTriggers(_ calls: [ChainCall]) -> (calls: [ChainCall], looped: BindTrigger?) {
        let trigger = Action.binding(.trigger)
        guard calls.contains(where: { $0.call.action == trigger }) else { return (calls, nil) }
        var out: [ChainCall] = []
        var looped: BindTrigger? = nil
        for link in calls {
            guard link.call.action == trigger else {
                out.append(link)
                continue
            }
            for trigger in (try? BindTrigger.list(link.call.argument ?? "")) ?? [] {
                guard !link.within.contains(trigger) else {
                    looped = looped ?? trigger
                    continue
                }
                guard let bound = boundCalls(trigger) else { continue }
                let within = link.within.union([trigger])
                let expanded = expandingTriggers(bound.map { ChainCall($0, within: within) })
                out += expanded.calls
                looped = looped ?? expanded.looped
            }
        }
        return (out, looped)
    }
}
