/// The reducer's part for fzf's actions that change the picker's state without running a command
/// (`ActionTable.stateActions`): `perform(_ call:)` hands each of them here.
extension PickerState {
    /// Performs one of `ActionTable.stateActions`; says what it asks of the outside world.
    mutating func performStateAction(_ call: ActionCall) -> PickerEffect? {
        // In the list layout the best match is at the bottom, so "up" goes down the ranking.
        let up = config.layout == .list ? 1 : -1
        let argument = call.argument ?? ""
        switch call.action {
        case .toggleSort:
            scripted.sorting.toggle()
            return .rematch
        case .pos:
            guard let n = Int(argument.trimmingBlanks) else { return nil }
            moveCursor(to: n > 0 ? n - 1 : n < 0 ? shown.count + n : 0)
        case .halfPageUp: moveCursor(by: up * max(1, rowCount / 2))
        case .halfPageDown: moveCursor(by: -up * max(1, rowCount / 2))
        case .best: moveCursor(to: 0)
        case .upMatch: return perform(ActionCall(.up))
        case .downMatch: return perform(ActionCall(.down))
        case .upSelected: moveToTicked(step: up)
        case .downSelected: moveToTicked(step: -up)
        case .offsetUp: scrollList(by: up)
        case .offsetDown: scrollList(by: -up)
        case .offsetMiddle: centreBand()
        case .toggleIn, .toggleOut:
            // "In" is towards the prompt: down the screen in the list layout, up in the others.
            _ = perform(ActionCall(.toggle))
            let towardsPrompt: Action = config.layout == .list ? .down : .up
            let away: Action = towardsPrompt == .down ? .up : .down
            return perform(ActionCall(call.action == .toggleIn ? towardsPrompt : away))
        case .exclude:
            closeTickedView()
            if let item = bandItem { exclude([item]) }
        case .excludeMulti:
            closeTickedView()
            if !selection.isEmpty {
                exclude(Set(selection.inTickOrder))
            } else if let item = bandItem {
                exclude([item])
            }
        case .changeMulti:
            let n = Int(argument.trimmingBlanks)
            // As fzf: an argument that is not a number of ticks changes nothing.
            if !argument.isEmpty && (n ?? -1) < 0 { return nil }
            let limit: Int? = n == 0 ? 1 : n
            if limit != config.limit { selection.removeAll() }
            config.options.limit = limit
        case .cancel:
            if query.isEmpty || !config.search { return .finish(.cancelled) }
            return edit { $0.killAll() }
        case .close:
            guard preview?.visible == true else { return .finish(.cancelled) }
            togglePreview()
        case .acceptNonEmpty:
            if selection.isEmpty && shown.isEmpty && (loading || itemCount > 0) { return nil }
            return accept(key: nil)
        case .acceptOrPrintQuery:
            if selection.isEmpty && shown.isEmpty { return .finish(.printQuery) }
            return accept(key: nil)
        case .printQuery: return .finish(.printQuery)
        case .print: scripted.printed.append(argument)
        case .changePrompt: config.options.prompt = argument
        case .changeQuery: return edit { $0 = LineEditor(argument) }
        case .changeHeader: changeHeader(argument)
        case .search:
            scripted.searchText = (argument, query.text)
            return .rematch
        case .changeNth:
            return changeNth(argument) ? .rematch : nil
        case .backwardDeleteCharEOF:
            if query.isEmpty { return .finish(.cancelled) }
            return edit { $0.deleteBackward() }
        case .deleteCharEOF:
            if query.isEmpty { return .finish(.cancelled) }
            return edit { $0.deleteForward() }
        case .backwardSubword: return edit { $0.moveSubwordLeft() }
        case .forwardSubword: return edit { $0.moveSubwordRight() }
        case .killSubword: return edit { $0.deleteSubwordForward() }
        case .backwardKillSubword: return edit { $0.deleteSubwordBackward() }
        case .unixWordRubout:
            backwardEOF = query.scalars.isEmpty
            return edit { $0.deleteBlankWordBackward() }
        case .yank: return edit { $0.yank() }
        case .enableSearch, .disableSearch, .toggleSearch:
            let on = call.action == .toggleSearch ? !scripted.searching : call.action == .enableSearch
            guard on != scripted.searching else { return nil }
            scripted.searching = on
            return .rematch
        case .unbind, .rebind, .toggleBind:
            for trigger in (try? BindTrigger.list(argument)) ?? [] {
                let off = call.action == .unbind || (call.action == .toggleBind && !scripted.unbound.contains(trigger))
                if off { scripted.unbound.insert(trigger) } else { scripted.unbound.remove(trigger) }
            }
        case .changePreview: changePreview(argument)
        case .changePreviewWindow: changePreviewWindow(argument)
        case .refreshPreview: preview?.runningKey = nil
        case .showPreview, .hidePreview:
            if preview?.visible == (call.action == .hidePreview) { togglePreview() }
        case .togglePreviewWrap, .togglePreviewWrapWord:
            preview?.window.wrap.toggle()
            scrollPreview(by: 0)
        case .previewTop: scrollPreview(by: -Self.farAway)
        case .previewBottom: scrollPreview(by: Self.farAway)
        case .previewHalfPageUp: scrollPreview(by: -previewHalfPage)
        case .previewHalfPageDown: scrollPreview(by: previewHalfPage)
        case .toggleHeader, .showHeader, .hideHeader:
            scripted.headerShown = call.action == .toggleHeader ? !scripted.headerShown : call.action == .showHeader
            keepCursorVisible()
        case .clearScreen: scripted.redraws += 1
        case .bell: scripted.bells += 1
        case .trigger, .wait, .prevHistory, .nextHistory:
            // `trigger` is expanded before the chain runs (`expandingTriggers`); `wait` holds the
            // rest of the chain until the ranking is in (`waitsForRanking`); tick keeps no history.
            break
        case .toggleInput, .showInput, .hideInput, .toggleWrap, .toggleWrapWord, .toggleMultiLine, .toggleHscroll,
             .toggleRaw, .enableRaw, .disableRaw, .changeWithNth, .changeGhost, .changePointer,
             .changeBorderLabel, .changePreviewLabel, .changeListLabel, .changeInputLabel, .changeHeaderLabel,
             .changeFooter, .changeFooterLabel, .changeHeaderLines:
            break
        case .replaceQuery:
            // The band row's text (controls as blanks, as a paste) becomes the query.
            guard let item = bandItem, item < store.count else { break }
            let text = String(String.UnicodeScalarView(Self.pastedScalars(Array(store.item(item)))))
            let effect = edit { $0 = LineEditor(text) }
            if effect != nil { leaveBandStart() }
            return effect
        default:
            // The actions of `ActionTable.all`'s other rows are performed by `perform(_ call:)`.
            break
        }
        return nil
    }

    /// Lines far enough to reach either end of any preview.
    static let farAway = 1 << 40

    /// The lines `preview-half-page-up` and `preview-half-page-down` scroll.
    var previewHalfPage: Int { max(1, (previewLayout?.contentHeight ?? 1) / 2) }

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
        guard calls.contains(where: { $0.call.action == .trigger }) else { return (calls, nil) }
        var out: [ChainCall] = []
        var looped: BindTrigger? = nil
        for link in calls {
            guard link.call.action == .trigger else {
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

    /// Moves the band `step` rows at a time to the next ticked row, if there is one.
    mutating func moveToTicked(step: Int) {
        var p = cursor + step
        while p >= 0 && p < shown.count {
            if selection.contains(shown[p]) {
                moveCursor(to: p)
                return
            }
            p += step
        }
    }

    /// `change-header`: the `--header` text becomes `text` (the `--header-lines` stay below it).
    mutating func changeHeader(_ text: String) {
        let (lines, textStyles) = text.isEmpty ? ([], [:]) : PickerConfig.headerLines(text, ansi: config.ansi)
        var styles = textStyles
        for (n, spans) in config.headerStyles where n >= headerTextCount { styles[n - headerTextCount + lines.count] = spans }
        config.header = lines + config.header.dropFirst(headerTextCount)
        config.headerStyles = styles
        headerTextCount = lines.count
    }

    /// `change-preview`: `command` becomes the preview command, run again for the band row.
    mutating func changePreview(_ command: String) {
        guard preview != nil else {
            preview = Preview(template: command, window: config.previewWindow)
            return
        }
        preview!.template = command
        preview!.runningKey = nil
    }

    /// `change-nth(a|b|…)`, as fzf 0.74 does it: each time, the next alternative (the first,
    /// then the second…, then the first again) becomes the fields searched; an empty argument
    /// searches the whole line, and an alternative that is not a field list restores `--nth`.
    /// Whether the fields changed (the matches are then looked for again).
    mutating func changeNth(_ argument: String) -> Bool {
        let alternatives = argument.split(separator: "|", omittingEmptySubsequences: false)
        let turn = scripted.nthTurns[argument] ?? 0
        scripted.nthTurns[argument] = turn + 1
        let chosen = String(alternatives[turn % alternatives.count])
        let nth: FieldList? = argument.isEmpty ? nil : (try? FieldList(parsing: chosen)) ?? config.options.nth
        guard nth != scripted.nth else { return false }
        scripted.nth = nth
        return true
    }

    /// `change-preview-window`: the next of the argument's `|`-separated sets, applied on top of
    /// `--preview-window`; the pane shows unless the set hides it.
    mutating func changePreviewWindow(_ argument: String) {
        guard preview != nil else { return }
        let sets = PreviewWindowCycle.alternatives(argument)
        let turn = scripted.previewWindowTurns[argument] ?? 0
        scripted.previewWindowTurns[argument] = turn + 1
        guard let window = try? PreviewWindow(parsing: config.previewWindowText + "," + sets[turn % sets.count]) else { return }
        preview!.window = window
        preview!.visible = !window.hidden
        scrollPreview(by: 0)
    }
}
