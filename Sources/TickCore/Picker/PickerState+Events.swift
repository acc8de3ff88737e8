/// The reducer's input part: what each key, paste and mouse report does to the picker.
extension PickerState {
    /// Applies one key, paste or tap and says what the event loop must do next (reached
    /// through `reduce(.input(_:))`).
    mutating func handle(_ event: InputEvent) -> [PickerEffect] {
        // A chain waits for a command: what the user does now is done after it, but for a key
        // that ends the picker, which ends it now (whatever the chain: one that keeps running
        // commands would hold it for ever). The command is killed as on every way out.
        if waiting != nil {
            if let calls = endingCalls(event) {
                waiting = nil
                return perform(calls)
            }
            waiting!.queued.append(event)
            return []
        }
        // A chain waits for the search (`wait`), or under the name fzf the band's item is
        // searched for in a reload's items (`+T*`): what is typed is ignored, but for the keys
        // bound to abort or cancel, which end the wait (`perform(chain:)`).
        if keysBlocked {
            guard let name = boundKeyName(event), !config.expect.contains(name), let calls = boundCalls(.key(name)) else { return [] }
            bindings.pressed(event)
            return perform(calls)
        }
        // A button's release (and a drag) follows every tap: it must not undo what the press
        // did (a question asked, a message shown).
        if case .mouse(let m) = event, m.kind != .press { return handleMouseMotion(m).listed }
        message = nil
        // Another key or tap cancels an Enter (or Alt-A) still waiting for matches; fzf's name
        // of the key is for the commands it leads to (`FZF_KEY`; a tap's is set where it is told
        // from a click, `handleMousePress`).
        bindings.pressed(event)
        if let mode = bindings.jumping { return jump(mode, with: event) }
        if let pending = confirming {
            // `y`, or a tap on `[ Yes ]`, accepts; anything else goes back to the picker.
            var yes = false
            if case .character(let c) = event { yes = AskState.yesOrNo(c) == true }
            if case .mouse(let m) = event, m.button == .left { yes = target(of: m) == .toolbar(.done) }
            setConfirming(nil)
            return yes ? [.finish(pending)] : []
        }
        switch event {
        case .character(let c):
            if let name = Self.keyName(character: c) {
                if config.expect.contains(name) { return accept(key: name).listed }
                if let calls = boundCalls(.key(name)) { return perform(calls) }
            }
            guard queryEditable, let scalar = Unicode.Scalar(c) else { return [] }
            // Typing leaves the ticked view and edits the query.
            closeTickedView()
            query.insert(CollectionOfOne(scalar))
            bindings.performed("char")
            return [.queryChanged]
        case .key(let name):
            if config.expect.contains(name) { return accept(key: name).listed }
            // Esc leaves the ticked view rather than the picker.
            if ticks.tickedView != nil && name.name == "esc" {
                closeTickedView()
                return []
            }
            guard let calls = boundCalls(.key(name)) else { return [] }
            return perform(calls)
        case .paste(let bytes):
            guard queryEditable else { return [] }
            closeTickedView()
            query.insert(Self.pastedScalars(bytes))
            return [.queryChanged]
        case .mouse(let mouse):
            return handleMousePress(mouse)
        }
    }

    /// The name a typed character is bound by (`space` for a blank).
    static func keyName(character c: UInt32) -> KeyName? {
        c == 0x20 ? KeyName(unchecked: "space") : Unicode.Scalar(c).map { KeyName(unchecked: String($0)) }
    }

    /// The key after `jump` or `jump-accept`: a label of a shown row moves the band there (and
    /// accepts, for `jump-accept`) and fires `jump`; any other key or tap only leaves jump
    /// mode and fires `jump-cancel`. The key does nothing else.
    private mutating func jump(_ mode: JumpMode, with event: InputEvent) -> [PickerEffect] {
        bindings.jumpEnded()
        guard case .character(let c) = event, let slot = Array(config.jumpLabels.unicodeScalars).firstIndex(where: { $0.value == c }),
              let position = jumpPosition(label: slot) else { return fire(.jumpCancel) }
        moveCursor(to: position)
        let effects = fire(.jump)
        guard mode == .accept, effects.last?.endsChain != true else { return effects }
        return effects + accept(key: nil).listed
    }

    /// The rank position labelled with the `label`th jump label: the row in that slot (slot 0
    /// is the band's side: the wheel's top row, the list's row next to the prompt, as fzf labels
    /// from its prompt), nil when that slot is empty or past the rows.
    public func jumpPosition(label: Int) -> Int? {
        label < rowCount ? config.view.position(slot: label, self) : nil
    }

    /// Performs the calls a key or event is bound to, in order, and returns what they ask of the
    /// outside world, in order (a changed query first). The chain stops at a call that ends or
    /// leaves the picker (`PickerEffect.endsChain`), or at one that must wait for the current
    /// query's ranking (then it and the rest wait in `deferredActions`). Each call performed
    /// becomes the last action (`lastAction`), but for the first `uncounted` and those that
    /// run a command.
    mutating func perform(_ calls: [ActionCall], uncounted: Int = 0) -> [PickerEffect] {
        perform(chain: calls.map { ChainCall($0) }, uncounted: uncounted)
    }

    /// Performs a chain whose calls each know the triggers they were reached through (`perform`
    /// above; a transform's output and the rest of a chain after a command).
    /// `background`: a background transform's output, which runs while a chain waits (a `wait`
    /// in it joins that chain's rest).
    mutating func perform(chain: [ChainCall], uncounted: Int = 0, background: Bool = false) -> [PickerEffect] {
        let (calls, looped) = expandingTriggers(chain)
        if let looped { message = "trigger(\(looped)) stopped: it triggers itself" }
        var effects: [PickerEffect] = []
        var changedQuery = false
        for (n, link) in calls.enumerated() {
            let call = link.call
            if bindings.waitingChain != nil && !background {
                // While a chain waits (fzf's wait block), abort and cancel only cancel the wait;
                // every other call is ignored.
                if call.action == .leave(.abort) || call.action == .leave(.cancel) { bindings.cancelChainWait() }
                continue
            }
            if trackingBlocks && !background {
                // While fzf's tracking waits for the band's item (`+T*`), abort and cancel only
                // stop the search; the tracking toggles run; every other call is ignored.
                if call.action == .leave(.abort) || call.action == .leave(.cancel) {
                    stopLookingForBand()
                    continue
                }
                guard case .track(let track) = call.action, track != .trackCurrent else { continue }
            }
            if call.action == .binding(.wait) {
                let rest = Array(calls[(n + 1)...])
                if bindings.waitingChain != nil {
                    bindings.joinChain(rest)
                    break
                }
                if searchInProgress || effects.contains(where: \.isReload) {
                    bindings.blockChain(rest)
                    break
                }
                continue
            }
            if call.action.waitsForRanking && !resultsAreFinal {
                bindings.deferActions(Array(calls[n...]))
                break
            }
            let effect = perform(call)
            if call.action.runsInBackground { self.background.reachedThrough(link.within) }
            if n >= uncounted && !call.action.runsCommand { bindings.performed(call.action.name) }
            guard let effect else { continue }
            if effect == .queryChanged {
                changedQuery = true
                continue
            }
            // Sorted or searched another way: the shown matches are no longer the current ones.
            if effect == .rematch { matches.searchChanged() }
            effects.append(effect)
            if case .runCommand(let request) = effect, request.kind.waits {
                waiting = CommandWait(kind: request.kind, within: link.within, rest: Array(calls[(n + 1)...]))
            }
            if effect.endsChain { break }
        }
        return changedQuery ? [.queryChanged] + effects : effects
    }

    /// Whether a chain waits for the search in progress (`wait`): the info says `(..)`.
    public var chainWaits: Bool { bindings.waitingChain != nil }

    /// Whether keys are ignored but abort and cancel: a chain waits (`wait`), or tracking waits
    /// (`trackingBlocks`).
    var keysBlocked: Bool { chainWaits || trackingBlocks }

    /// Whether the band's item is searched for in a reload's items under the name fzf (`+T*`):
    /// fzf ignores keys meanwhile.
    var trackingBlocks: Bool { config.options.persona == .fzf && trackingIndicator?.blocked == true }

    /// Whether a search is in progress, which `wait` waits for: the input is loading, or the
    /// shown matches are not the current query's over every item read, fully ranked.
    var searchInProgress: Bool { loading || !resultsAreFinal || resultsItemCount < itemCount }

    /// The rest of a chain that waited (`wait`), performed once the search in progress has
    /// ended; nothing while it goes on or when no chain waits.
    mutating func resumeWaitingChain() -> [PickerEffect] {
        guard bindings.waitingChain != nil, !searchInProgress, let rest = bindings.takeWaitingChain() else { return [] }
        return perform(chain: rest)
    }

    /// What `event` is bound to when that ends the picker before doing anything else (`abort`;
    /// `cancel` on an empty query; `close` with no preview shown): such a key is not held back
    /// by a chain waiting for a command. Nil for any other event.
    func endingCalls(_ event: InputEvent) -> [ActionCall]? {
        guard bindings.jumping == nil, confirming == nil, let name = boundKeyName(event) else { return nil }
        // Esc leaves the ticked view first.
        if ticks.tickedView != nil && name.name == "esc" { return nil }
        guard !config.expect.contains(name), let calls = boundCalls(.key(name)),
              let first = expandingTriggers(calls.map { ChainCall($0) }).calls.first?.call else { return nil }
        guard case .leave(let leave) = first.action, endsNow(leave) else { return nil }
        return calls
    }

    /// The name a key or typed character is bound by; nil for a paste or a tap.
    func boundKeyName(_ event: InputEvent) -> KeyName? {
        switch event {
        case .character(let c): Self.keyName(character: c)
        case .key(let key): key
        case .paste, .mouse: nil
        }
    }

    /// Performs one action call: each group of actions has its `perform` (`MoveActions.swift`
    /// and the others), a switch over the group with no `default`.
    mutating func perform(_ call: ActionCall) -> PickerEffect? {
        let argument = call.argument ?? ""
        switch call.action {
        case .move(let action): return perform(action, argument)
        case .track(let action):
            tracking.perform(action, band: bandItem)
            return nil
        case .edit(let action): return perform(action, argument)
        case .tick(let action): return perform(action, argument)
        case .matching(let action): return perform(action, argument)
        case .preview(let action): return perform(action, argument)
        case .command(let action): return perform(action, argument)
        case .binding(let action): return perform(action, argument)
        case .leave(let action): return perform(action, argument)
        case .screen(let action): return perform(action, argument)
        case .change(let setting): return change(setting, to: argument)
        case .transform(let setting): return commandRequest(.setting(setting), template: argument)
        case .bgTransform(let setting): return startBackground(.setting(setting), action: call.action.name, template: argument)
        }
    }

    /// Enter (or an `--expect` key, or a tap on the action button): pick the ticked rows, or the
    /// band row when nothing is ticked.
    mutating func accept(key: KeyName?) -> PickerEffect? {
        var picked: [Int]
        if (scripted.single || ticks.selection.isEmpty) && (!resultsAreCurrent || noMatchesYet) {
            // The band row is about to change with the new query's matches (or the first items
            // are still coming): accept once they are in (`resumeDeferredAccept`).
            bindings.deferAccept(key: key)
            return nil
        }
        if scripted.single || ticks.selection.isEmpty {
            // A heading is no item: Enter on one with nothing ticked picks nothing, and says why.
            if bandHeading != nil {
                message = "Tab ticks the group; Enter picks the ticked rows"
                return nil
            }
            picked = bandItem.map { [$0] } ?? []
        } else {
            picked = ticks.selection.items(in: config.order)
        }
        if ticks.selection.count < config.minimum && !scripted.single {
            message = "Tick at least \(Wording.count(config.minimum, "row")) (\(ticks.selection.count) ticked)"
            return nil
        }
        if picked.isEmpty { return .finish(.noMatch) }
        // --json-object: two picked items with one key are refused, and the picker stays.
        if config.keyedOutput, let collision = KeyCollision.find(in: picked, store: store, options: config.options) {
            message = collision.message(store: store)
            return nil
        }
        return confirmOrFinish(.accepted(items: picked, key: key))
    }

    /// Asks `--confirm`'s question about `outcome`, or ends with it.
    mutating func confirmOrFinish(_ outcome: PickerOutcome) -> PickerEffect? {
        if config.confirm != nil {
            setConfirming(outcome)
            return nil
        }
        return .finish(outcome)
    }

    /// Whether no match is shown yet but one may come: more input is loading, or the shown
    /// (empty) matches are of fewer items than were read (an Enter from `start:accept` must
    /// not end with nothing because the first, empty, matches came in after the last items).
    var noMatchesYet: Bool { results.isEmpty && (loading || resultsItemCount < itemCount) }

    /// Finishes an Enter that waited for the current query's matches, once they are in.
    mutating func resumeDeferredAccept() -> PickerEffect? {
        guard bindings.deferredAccept != nil, resultsAreCurrent, !noMatchesYet,
              let waiting = bindings.takeDeferredAccept() else { return nil }
        return accept(key: waiting.key)
    }

    /// The question `--confirm` asks, with `{n}` replaced by the count.
    public var confirmQuestion: String? {
        guard let text = config.confirm, case .accepted(let items, _)? = confirming else { return nil }
        return Wording.confirmQuestion(text, count: items.count) + " [y/N]"
    }

    /// Pasted bytes as query text: line breaks and tabs become blanks, other controls go.
    static func pastedScalars(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        var units: [UInt32] = []
        bytes.withUnsafeBufferPointer { UnicodeText.decode($0, into: &units) }
        var out: [Unicode.Scalar] = []
        for u in units {
            switch u {
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0..<0x20, 0x7F, 0x80...0x9F: continue
            default: out.append(Unicode.Scalar(u) ?? "\u{FFFD}")
            }
        }
        return out
    }
}
