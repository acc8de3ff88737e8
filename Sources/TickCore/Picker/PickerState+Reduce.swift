/// The reducer: the one function that changes the picker's state.
extension PickerState {
    /// Applies one event, firing what `--bind` attached to the events it causes only where the
    /// event itself is one (`start`, `resize`, a tap on the header, a jump); `reduce` fires the
    /// rest.
    mutating func apply(_ event: PickerEvent) -> [PickerEffect] {
        switch event {
        case .input(let input):
            return keepingTrack(handle(input))
        case .reply(let reply):
            return reduceReply(reply).listed
        case .resized(let newSize):
            if placement.resize(to: newSize) && bindings.started { return fire(.resize) }
        case .placing:
            placement.askedForPosition()
        case .placingTimedOut:
            placement.timedOut()
        case .placed(let top, let height):
            placement.placed(top: top, height: height, items: listedCount)
        case .inputRead(let store, let done):
            let wasLoading = loading
            absorbInput(store, done: done)
            countHiddenTicks()
            if done && wasLoading {
                inputCompleted()
                // An Enter that waited for the rest of the input to match: it has all come.
                return resumeDeferredAccept().listed
            }
        case .matched(let list, let request):
            setResults(list, for: request)
            if resultsAreFinal, let calls = bindings.takeDeferredActions() {
                return perform(chain: calls)
            }
            return resumeDeferredAccept().listed
        case .spinnerTurned:
            appearance.turnSpinner()
        case .previewStarted(let key):
            previewStarted(key)
        case .previewStopped:
            preview?.runningKey = nil
        case .previewOutput(let key, let bytes, let status, let truncated):
            previewOutput(key, bytes: bytes, status: status, truncated: truncated)
        case .decided(let outcome):
            return confirmOrFinish(outcome).listed
        // reload and tracking
        case .inputReplaced(let store, let done, let carry):
            replaceInput(carrying: carry)
            absorbInput(store, done: done)
            countHiddenTicks()
            if done { inputCompleted() }
        case .reloadFailed(let text):
            tracking.reloadAsked = nil
            reloadPending = false
            message = text
        // events and jump mode
        case .started:
            bindings.pickerStarted()
            // --sync: `start` waits for the whole input's matches (`ResultEvents.due`).
            if config.options.sync && loading {
                bindings.resultEvents.holdStart()
                return []
            }
            return fire(.start)
        case .every(let ms):
            guard let calls = boundCalls(.every(milliseconds: ms)) else { return [] }
            return perform(calls)
        // actions that run commands
        case .commandEnded(let kind, let status, let output):
            return commandEnded(kind, status: status, output: output)
        case .backgroundEnded(let id, let output):
            return backgroundEnded(id, output: output)
        // --listen
        case .remote(let calls):
            message = nil
            return keepingTrack(perform(calls))
        }
        return []
    }

    /// What a key (or actions posted to `--listen`) did, after the bookkeeping it needs: a
    /// changed query leaves `--single`'s start, and ticks the matches leave out are counted
    /// again when ticks changed outside them.
    private mutating func keepingTrack(_ effects: [PickerEffect]) -> [PickerEffect] {
        if effects.contains(.queryChanged) { leaveBandStart() }
        if ticks.tickedView != nil || ticks.selection.isEmpty { countHiddenTicks() }
        return effects
    }

    /// Whether the shown results are the current query's, fully ranked.
    var resultsAreFinal: Bool { matches.isFinal }

    /// A terminal reply: the answer about the cursor for the latest placement (or, late, after
    /// the wait ended) tells taps where the picker is; the answer about the background picks
    /// the palette (`--theme auto`).
    mutating func reduceReply(_ reply: TerminalReply) -> PickerEffect? {
        switch reply {
        case .cursorPosition(let row, let column):
            return placement.cursorReported(ScreenPoint(row: row, column: column)).map { .cursorFound($0) }
        case .backgroundColor(let red, let green, let blue):
            appearance.backgroundReported(red: red, green: green, blue: blue)
        }
        return nil
    }

    /// Takes a snapshot of the input: the count, whether more may come, header lines read from
    /// it (`--header-lines`), and ticks for the new items that start ticked.
    mutating func absorbInput(_ store: ItemStore, done: Bool) {
        let before = itemCount
        let dropped = store.startIndex > self.store.startIndex
        self.store = store
        loading = !done
        if dropped {
            // --tail: the oldest items went; nothing shown or ticked may name them.
            matches.dropItems(before: store.startIndex, unlisted: unlisted)
            ticks.dropItems(before: store.startIndex)
            ticks.countHidden(in: results)
        }
        // A change of rows keeps the cursor shown.
        if scripted.header.setInputLines(from: store, items: scripted.headerItems, withNth: scripted.withNth.template,
                                         delimiter: config.delimiter) {
            keepCursorVisible()
        }
        if store.count > before, ticks.preselector != nil {
            ticks.arrived(max(before, store.startIndex)..<store.count, of: store, limit: scripted.limit)
            // `--single` has no ticks to show: the one preselected item is where the band starts.
            if scripted.single, !band.startChosen, let first = ticks.selection.inTickOrder.first {
                band.chooseStart(first)
                placeBandOnStart()
            }
            carryOver()
        }
        if done {
            endCarry()
            // Matches of every item may be in already: no more will come to end the search.
            endBandSearch()
        }
    }
}
