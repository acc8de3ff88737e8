/// The reducer's mouse part: taps, right-clicks, double-clicks, drags, ranges (a shift-, alt-
/// or ctrl-click) and the scroll wheel.
///
/// A tap changes the row under the pointer and moves nothing, so the next tap lands on the row
/// the user saw (docs/SPEC.md §4); the preview shows the tapped row until the band moves. Only keys and the scroll wheel spin the wheel, and a drag
/// past its top or bottom edge.
extension PickerState {
    /// A button pressed, or the wheel turned.
    mutating func handleMousePress(_ mouse: MouseEvent) -> [PickerEffect] {
        if mouse.button == .left || mouse.button == .right {
            bindings.clicked(mouse)
        }
        if mouse.button == .wheelUp || mouse.button == .wheelDown {
            let up = mouse.button == .wheelUp
            if target(of: mouse) == .preview {
                // The scroll wheel over the pane scrolls the pane, not the wheel.
                if let bound = boundCalls(.key(KeyName(unchecked: up ? "preview-scroll-up" : "preview-scroll-down"))) { return perform(bound) }
                scrollPreview(by: up ? -1 : 1)
                return []
            }
            if mouse.shift, let bound = boundCalls(.key(KeyName(unchecked: up ? "shift-scroll-up" : "shift-scroll-down"))) {
                return perform(bound)
            }
        }
        switch mouse.button {
        case .wheelUp: return perform(boundCalls(.key(KeyName(unchecked: "scroll-up"))) ?? [ActionCall(.move(.up))])
        case .wheelDown: return perform(boundCalls(.key(KeyName(unchecked: "scroll-down"))) ?? [ActionCall(.move(.down))])
        case .left, .right: break
        case .middle, .none: return []
        }
        switch target(of: mouse) {
        case .row(let slot)?:
            guard let p = config.view.position(slot: slot, self) else { return [] }
            return mouse.button == .left ? tap(position: p, mouse) : rightClick(position: p, shift: mouse.shift)
        case .toolbar(let role)? where mouse.button == .left:
            return tapToolbar(role)
        case .header(let line, let column, let number)? where mouse.button == .left:
            bindings.headerTapped(line: line + 1, column: column, number: number)
            return fire(.clickHeader)
        case .footer(let line, let column)? where mouse.button == .left:
            bindings.footerTapped(line: line + 1, column: column)
            return fire(.clickFooter)
        default:
            return []
        }
    }

    /// The pointer moved with a button held, or a button was let go.
    mutating func handleMouseMotion(_ mouse: MouseEvent) -> PickerEffect? {
        guard let drag = gestures.drag else { return nil }
        if mouse.kind == .release || mouse.button != .left {
            gestures.dragEnded()
            return nil
        }
        guard let origin, let place = config.view.listPlace(line: mouse.row - origin, self) else { return nil }
        var target: Int
        switch place {
        case .beyond(let edge, let step):
            // Past an edge: spin one row that way and tick the row brought in at that edge.
            let atEdge = config.view.position(slot: edge, self) ?? drag.position
            target = atEdge + step
            if target >= 0 && target < shown.count {
                moveCursor(to: config.view.cursor(showing: target, atSlot: edge, self))
            } else {
                // The list ends there: the rows up to the edge still take the state.
                target = atEdge
            }
        case .row(let slot):
            guard let p = config.view.position(slot: slot, self) else { return nil }
            target = p
        }
        // Every row between the last one and this one, as shown; a jump further than the rows
        // on screen (the wheel wrapping with --cycle) takes just the row under the pointer.
        var p = abs(target - drag.position) <= rowCount ? drag.position : target - (target >= drag.position ? 1 : -1)
        let step = target >= p ? 1 : -1
        while p != target {
            p += step
            // Headings are passed over: the rows between the ends take the state.
            guard let item = shown.item(at: p) else { continue }
            if !setTicked(item, drag.ticked) {
                p -= step
                break
            }
        }
        gestures.dragReached(p)
        return nil
    }

    /// Shift-Up and Shift-Down: the band row and the next one take the state of the last tap
    /// (ticked when nothing was tapped yet), and the band moves on.
    mutating func extendRange(by step: Int) {
        guard let item = bandItem else { return }
        let ticked = gestures.keyboardAnchor(at: item).ticked
        guard setTicked(item, ticked) else { return }
        moveCursor(by: step)
        if let next = bandItem { setTicked(next, ticked) }
    }

    // MARK: Taps

    /// A left press on the row at rank position `p`.
    private mutating func tap(position p: Int, _ mouse: MouseEvent) -> [PickerEffect] {
        if case .heading(let run) = shown.row(at: p) { return tapHeading(run: run, position: p) }
        let item = shown[p]
        if scripted.single {
            moveCursor(to: p)
            return accept(key: nil).listed
        }
        if mouse.shift, let bound = boundCalls(.key(KeyName(unchecked: "shift-left-click"))) {
            moveCursor(to: p)
            return perform(bound)
        }
        if mouse.clicks >= 2, let bound = boundCalls(.key(KeyName(unchecked: "double-click"))) {
            moveCursor(to: p)
            return perform(bound)
        }
        if let bound = boundCalls(.key(KeyName(unchecked: "left-click"))) {
            moveCursor(to: p)
            return perform(bound)
        }
        if mouse.shift || mouse.alt || mouse.ctrl, let anchor = gestures.anchor, let from = shown.firstPosition(of: anchor.item) {
            for q in stride(from: from, through: p, by: from <= p ? 1 : -1) {
                guard let item = shown.item(at: q) else { continue }
                if !setTicked(item, anchor.ticked) { break }
            }
            return []
        }
        toggle(item)
        gestures.tap(item, at: p, ticked: ticks.selection.contains(item), band: bandItem)
        return []
    }

    /// A right press on the row at rank position `p`: toggles it, as fzf does, unless
    /// `right-click` (or, with Shift, `shift-right-click`) is bound.
    private mutating func rightClick(position p: Int, shift: Bool) -> [PickerEffect] {
        if shift, let bound = boundCalls(.key(KeyName(unchecked: "shift-right-click"))) {
            moveCursor(to: p)
            return perform(bound)
        }
        if let bound = boundCalls(.key(KeyName(unchecked: "right-click"))) {
            moveCursor(to: p)
            return perform(bound)
        }
        if scripted.single { return [] }
        if case .heading(let run) = shown.row(at: p) { return tapHeading(run: run, position: p) }
        let item = shown[p]
        toggle(item)
        gestures.rightClicked(item, ticked: ticks.selection.contains(item), band: bandItem)
        return []
    }

    /// A tap or a click on a group's heading: ticks its matching rows, or unticks them when all
    /// are ticked (nothing with `--single`).
    private mutating func tapHeading(run: Int, position p: Int) -> [PickerEffect] {
        guard !scripted.single, let list = shown.grouped else { return [] }
        toggleGroup(Int(list.runs[run].group))
        return []
    }

    /// A tap on the toolbar, on the button or count of `role`.
    private mutating func tapToolbar(_ role: Toolbar.Role?) -> [PickerEffect] {
        switch role {
        case .done?: return accept(key: nil).listed
        case .cancel?: return [.finish(.cancelled)]
        case .ticked?: toggleTickedView()
        case .counts? where ticks.tickedView == nil && !scripted.single:
            // The match count: tick every match, or untick everything once every match is.
            return perform([ActionCall(.tick(results.matchCount > 0 && ticks.selection.count - ticks.hiddenTicks == results.matchCount ? .deselectAll : .selectAll))])
        case .counts?, .note?, .message?, nil: break
        }
        return []
    }

    // MARK: Helpers

    /// What the view draws under the pointer of `mouse` (nil before the picker is placed).
    func target(of mouse: MouseEvent) -> ScreenTarget? {
        guard let origin else { return nil }
        return config.view.target(line: mouse.row - origin, column: mouse.column - 1, self)
    }

    /// Ticks or unticks `item`; false when a tick was refused (`--limit`).
    @discardableResult
    mutating func setTicked(_ item: Int, _ ticked: Bool) -> Bool {
        if ticked { return ticks.selection.contains(item) || tick(item) }
        ticks.untick(item)
        return true
    }

    /// Ticks `item`, or unticks it when it is ticked; false when neither happened (`--single`,
    /// or the limit reached).
    @discardableResult
    mutating func toggle(_ item: Int) -> Bool {
        if ticks.selection.contains(item) {
            ticks.untick(item)
            return true
        }
        return tick(item)
    }
}
