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
        // A button's release (and a drag) follows every tap: it must not undo what the press
        // did (a question asked, a message shown).
        if case .mouse(let m) = event, m.kind != .press { return handleMouseMotion(m).listed }
        message = nil
        // Another key or tap cancels an Enter (or Alt-A) still waiting for matches.
        deferredAccept = nil
        deferredActions = nil
        // fzf's name of the key, for the commands it leads to (`FZF_KEY`); a tap's is set
        // where it is told from a click (`handleMousePress`).
        switch event {
        case .character(let c): lastKey = c == 0x20 ? "space" : Unicode.Scalar(c).map { String($0) } ?? lastKey
        case .key(let name): lastKey = name.name
        case .paste, .mouse: break
        }
        if let mode = jumping { return jump(mode, with: event) }
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
            guard config.search, let scalar = Unicode.Scalar(c) else { return [] }
            // Typing leaves the ticked view and edits the query.
            closeTickedView()
            query.insert(CollectionOfOne(scalar))
            lastAction = "char"
            return [.queryChanged]
        case .key(let name):
            if config.expect.contains(name) { return accept(key: name).listed }
            // Esc leaves the ticked view rather than the picker.
            if tickedView != nil && name.name == "esc" {
                closeTickedView()
                return []
            }
            guard let calls = boundCalls(.key(name)) else { return [] }
            return perform(calls)
        case .paste(let bytes):
            guard config.search else { return [] }
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
        jumping = nil
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
    mutating func perform(chain: [ChainCall], uncounted: Int = 0) -> [PickerEffect] {
        let (calls, looped) = expandingTriggers(chain)
        if let looped { message = "trigger(\(looped)) stopped: it triggers itself" }
        var effects: [PickerEffect] = []
        var changedQuery = false
        for (n, link) in calls.enumerated() {
            let call = link.call
            if Self.waitsForRanking(call.action) && !resultsAreFinal {
                deferredActions = Array(calls[n...])
                break
            }
            let effect = perform(call)
            if n >= uncounted && !call.action.runsCommand { lastAction = call.action.rawValue }
            guard let effect else { continue }
            if effect == .queryChanged {
                changedQuery = true
                continue
            }
            effects.append(effect)
            if case .runCommand(let request) = effect, request.kind.waits {
                waiting = CommandWait(kind: request.kind, within: link.within, rest: Array(calls[(n + 1)...]))
            }
            if effect.endsChain { break }
        }
        return changedQuery ? [.queryChanged] + effects : effects
    }

    /// What `event` is bound to when that ends the picker before doing anything else (`abort`;
    /// `cancel` on an empty query; `close` with no preview shown): such a key is not held back
    /// by a chain waiting for a command. Nil for any other event.
    func endingCalls(_ event: InputEvent) -> [ActionCall]? {
        guard jumping == nil, confirming == nil else { return nil }
        let name: KeyName
        switch event {
        case .character(let c):
            guard let n = Self.keyName(character: c) else { return nil }
            name = n
        case .key(let key):
            // Esc leaves the ticked view first.
            if tickedView != nil && key.name == "esc" { return nil }
            name = key
        case .paste, .mouse:
            return nil
        }
        guard !config.expect.contains(name), let calls = boundCalls(.key(name)),
              let first = expandingTriggers(calls.map { ChainCall($0) }).calls.first?.call else { return nil }
        switch first.action {
        case .abort: return calls
        case .cancel: return query.isEmpty || !config.search ? calls : nil
        case .close: return preview?.visible == true ? nil : calls
        default: return nil
        }
    }

    /// Whether `action` acts on every match, so must wait for the current query's full ranking.
    static func waitsForRanking(_ action: Action) -> Bool {
        action == .selectAll || action == .toggleAll
            // fzf's state actions
            || action == .wait || action == .acceptNonEmpty || action == .acceptOrPrintQuery
    }

    /// Performs one action call: every action of `ActionTable` has its case here.
    mutating func perform(_ call: ActionCall) -> PickerEffect? {
        // In the list layout the best match is at the bottom, so "up" goes down the ranking.
        let up = config.layout == .list ? 1 : -1
        switch call.action {
        case .up: moveCursor(by: up)
        case .down: moveCursor(by: -up)
        case .pageUp: moveCursor(by: up * rowCount)
        case .pageDown: moveCursor(by: -up * rowCount)
        case .first: moveCursor(to: 0)
        case .last: moveCursor(to: shown.count - 1)
        case .toggle:
            if let item = bandItem { toggle(item) }
        case .select:
            if let item = bandItem, !selection.contains(item) { tick(item) }
        case .deselect:
            if let item = bandItem { selection.remove(item) }
        case .selectAll:
            let rows = shown
            for p in 0..<rows.count where !selection.contains(rows[p]) {
                if !tick(rows[p]) { break }
            }
        case .deselectAll: selection.removeAll()
        case .toggleAll:
            let rows = shown
            for p in 0..<rows.count {
                let item = rows[p]
                if selection.contains(item) { selection.remove(item) } else { tick(item) }
            }
        case .viewTicked: toggleTickedView()
        case .moveUp: moveTicked(by: up)
        case .moveDown: moveTicked(by: -up)
        case .extendUp: extendRange(by: up)
        case .extendDown: extendRange(by: -up)
        case .togglePreview: togglePreview()
        case .previewUp: scrollPreview(by: -1)
        case .previewDown: scrollPreview(by: 1)
        case .previewPageUp: scrollPreview(by: -previewPage)
        case .previewPageDown: scrollPreview(by: previewPage)
        case .accept: return accept(key: nil)
        case .abort: return .finish(.cancelled)
        case .ignore: break
        case .suspend: return .suspend
        case .backwardChar: return edit { $0.moveLeft() }
        case .forwardChar: return edit { $0.moveRight() }
        case .beginningOfLine: return edit { $0.moveToStart() }
        case .endOfLine: return edit { $0.moveToEnd() }
        case .backwardWord: return edit { $0.moveWordLeft() }
        case .forwardWord: return edit { $0.moveWordRight() }
        case .backwardDeleteChar:
            backwardEOF = query.scalars.isEmpty
            return edit { $0.deleteBackward() }
        case .deleteChar: return edit { $0.deleteForward() }
        case .backwardKillWord:
            backwardEOF = query.scalars.isEmpty
            return edit { $0.deleteWordBackward() }
        case .killWord: return edit { $0.deleteWordForward() }
        case .unixLineDiscard:
            backwardEOF = query.scalars.isEmpty
            return edit { $0.deleteToStart() }
        case .killLine: return edit { $0.deleteToEnd() }
        case .clearQuery: return edit { $0.clear() }
        case .put: return edit { $0.insert((call.argument ?? "").unicodeScalars) }
        // fzf's state actions
        case .toggleSort, .pos, .halfPageUp, .halfPageDown, .best, .upMatch, .downMatch, .upSelected, .downSelected,
             .offsetUp, .offsetDown, .offsetMiddle, .toggleIn, .toggleOut, .exclude, .excludeMulti, .changeMulti,
             .cancel, .close, .acceptNonEmpty, .acceptOrPrintQuery, .printQuery, .print,
             .changePrompt, .changeQuery, .changeHeader, .search, .backwardDeleteCharEOF, .deleteCharEOF,
             .backwardSubword, .forwardSubword, .killSubword, .backwardKillSubword, .unixWordRubout, .yank,
             .prevHistory, .nextHistory, .enableSearch, .disableSearch, .toggleSearch,
             .unbind, .rebind, .toggleBind, .trigger, .wait,
             .changePreview, .changePreviewWindow, .refreshPreview, .showPreview, .hidePreview,
             .togglePreviewWrap, .togglePreviewWrapWord, .previewTop, .previewBottom, .previewHalfPageUp, .previewHalfPageDown,
             .toggleHeader, .showHeader, .hideHeader, .clearScreen, .bell,
             .toggleInput, .showInput, .hideInput, .toggleWrap, .toggleWrapWord, .toggleMultiLine, .toggleHscroll,
             .toggleRaw, .enableRaw, .disableRaw, .changeNth, .changeWithNth, .changeGhost, .changePointer,
             .changeBorderLabel, .changePreviewLabel, .changeListLabel, .changeInputLabel, .changeHeaderLabel,
             .changeFooter, .changeFooterLabel, .changeHeaderLines, .replaceQuery:
            return performStateAction(call)
        // reload and tracking
        case .reload: return .reload(command: call.argument ?? "", sync: false)
        case .reloadSync: return .reload(command: call.argument ?? "", sync: true)
        case .trackCurrent, .untrackCurrent, .toggleTrack, .toggleTrackCurrent:
            tracking.perform(call.action, band: bandItem)
        // events and jump mode
        case .jump: jumping = shown.isEmpty ? nil : .move
        case .jumpAccept: jumping = shown.isEmpty ? nil : .accept
        // actions that run commands
        case .execute, .executeSilent, .become, .transform, .transformQuery,
             .transformPrompt, .transformHeader, .transformSearch, .transformNth, .transformWithNth, .transformPointer,
             .transformGhost, .transformHeaderLines, .transformBorderLabel, .transformPreviewLabel, .transformListLabel,
             .transformInputLabel, .transformHeaderLabel, .transformFooter, .transformFooterLabel, .executeMulti,
             .bgTransform, .bgTransformQuery, .bgTransformPrompt, .bgTransformHeader, .bgTransformSearch, .bgTransformNth, .bgTransformWithNth, .bgTransformPointer, .bgTransformGhost, .bgTransformHeaderLines, .bgTransformBorderLabel, .bgTransformPreviewLabel, .bgTransformListLabel, .bgTransformInputLabel, .bgTransformHeaderLabel,
             .bgTransformFooter, .bgTransformFooterLabel:
            return commandRequest(call)
        case .bgCancel: break
        case .preview: previewOnce(call.argument ?? "")
        }
        return nil
    }

    /// A line-editing action on the query (it leaves the ticked view).
    mutating func edit(_ change: (inout LineEditor) -> Void) -> PickerEffect? {
        // With --no-search the query (from -q) is fixed.
        guard config.search else { return nil }
        closeTickedView()
        let before = query
        change(&query)
        return query.scalars == before.scalars ? nil : .queryChanged
    }

    /// Enter (or an `--expect` key, or a tap on the action button): pick the ticked rows, or the
    /// band row when nothing is ticked.
    mutating func accept(key: KeyName?) -> PickerEffect? {
        var picked: [Int]
        if (config.single || selection.isEmpty) && (!resultsAreCurrent || noMatchesYet) {
            // The band row is about to change with the new query's matches (or the first items
            // are still coming): accept once they are in (`resumeDeferredAccept`).
            deferredAccept = DeferredAccept(key: key)
            return nil
        }
        if config.single || selection.isEmpty {
            picked = bandItem.map { [$0] } ?? []
        } else {
            picked = selection.items(in: config.order)
        }
        if selection.count < config.minimum && !config.single {
            message = "Tick at least \(Wording.count(config.minimum, "row")) (\(selection.count) ticked)"
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
        guard let waiting = deferredAccept, resultsAreCurrent, !noMatchesYet else { return nil }
        deferredAccept = nil
        return accept(key: waiting.key)
    }

    /// The question `--confirm` asks, with `{n}` replaced by the count.
    public var confirmQuestion: String? {
        guard let text = config.confirm, case .accepted(let items, _)? = confirming else { return nil }
        return Wording.confirmQuestion(text, count: items.count) + " [y/N]"
    }

    /// Ticks `item` unless the limit is reached (then says so and returns false).
    @discardableResult
    mutating func tick(_ item: Int) -> Bool {
        if config.single { return false }
        if let limit = config.limit, selection.count >= limit {
            message = "At most \(Wording.count(limit, "row")) can be ticked"
            return false
        }
        selection.insert(item)
        return true
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
