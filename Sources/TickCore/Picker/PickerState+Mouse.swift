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
            if isOverPreview(mouse) {
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
        switch line(atScreenRow: mouse.row) {
        case .row(let slot)?:
            guard !isOverPreview(mouse), let p = position(slot: slot) else { return [] }
            return mouse.button == .left ? tap(position: p, mouse) : rightClick(position: p, shift: mouse.shift)
        case .toolbar? where mouse.button == .left:
            return tapToolbar(column: mouse.column - 1)
        case .header(let n)? where mouse.button == .left:
            // Columns count from the header text's first cell, as fzf's do; the indent before
            // it is no part of the header.
            let column = mouse.column - View.textColumn(self)
            guard column >= 1 else { return [] }
            bindings.headerClick = HeaderClick(line: n + 1, column: column)
            return fire(.clickHeader)
        default:
            return []
        }
    }

    /// The pointer moved with a button held, or a button was let go.
    mutating func handleMouseMotion(_ mouse: MouseEvent) -> PickerEffect? {
        guard var drag = gestures.drag else { return nil }
        if mouse.kind == .release || mouse.button != .left {
            gestures.drag = nil
            return nil
        }
        let itemLines = lines.enumerated().compactMap { entry -> (offset: Int, slot: Int)? in
            if case .row(let slot) = entry.element { return (entry.offset, slot) }
            return nil
        }
        guard let origin, let first = itemLines.first, let last = itemLines.last else { return nil }
        let index = mouse.row - origin
        var target: Int
        if index < first.offset || index > last.offset {
            // Past an edge: spin one row that way and tick the row brought in at that edge. The
            // top edge shows lower rank positions, except in the list layout (best at the bottom).
            let above = index < first.offset
            let edge = above ? first.slot : last.slot
            let step = (config.layout == .list) == above ? 1 : -1
            let atEdge = position(slot: edge) ?? drag.position
            target = atEdge + step
            if target >= 0 && target < shown.count {
                bringIntoView(target, atSlot: edge)
            } else {
                // The list ends there: the rows up to the edge still take the state.
                target = atEdge
            }
        } else if case .row(let slot) = lines[index], let p = position(slot: slot) {
            target = p
        } else {
            return nil
        }
        // Every row between the last one and this one, as shown; a jump further than the rows
        // on screen (the wheel wrapping with --cycle) takes just the row under the pointer.
        var p = abs(target - drag.position) <= rowCount ? drag.position : target - (target >= drag.position ? 1 : -1)
        let step = target >= p ? 1 : -1
        while p != target {
            p += step
            if !setTicked(shown[p], drag.ticked) {
                p -= step
                break
            }
        }
        drag.position = p
        gestures.drag = drag
        return nil
    }

    /// Shift-Up and Shift-Down: the band row and the next one take the state of the last tap
    /// (ticked when nothing was tapped yet), and the band moves on.
    mutating func extendRange(by step: Int) {
        guard let item = bandItem else { return }
        let ticked = gestures.anchor?.ticked ?? true
        if gestures.anchor == nil { gestures.anchor = Gestures.RangeAnchor(item: item, ticked: ticked) }
        guard setTicked(item, ticked) else { return }
        moveCursor(by: step)
        if let next = bandItem { setTicked(next, ticked) }
    }

    // MARK: Taps

    /// A left press on the row at rank position `p`.
    private mutating func tap(position p: Int, _ mouse: MouseEvent) -> [PickerEffect] {
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
                if !setTicked(shown[q], anchor.ticked) { break }
            }
            return []
        }
        toggle(item)
        gestures.tap(item, at: p, ticked: selection.contains(item), band: bandItem)
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
        let item = shown[p]
        toggle(item)
        gestures.rightClicked(item, ticked: selection.contains(item), band: bandItem)
        return []
    }

    /// A tap on the toolbar: the button or count under `column`.
    private mutating func tapToolbar(column: Int) -> [PickerEffect] {
        switch Toolbar(state: self).role(atColumn: column) {
        case .done?: return accept(key: nil).listed
        case .cancel?: return [.finish(.cancelled)]
        case .ticked?: toggleTickedView()
        case .counts? where tickedView == nil && !scripted.single:
            // The match count: tick every match, or untick everything once every match is.
            return perform([ActionCall(.tick(results.count > 0 && selection.count - hiddenTicks == results.count ? .deselectAll : .selectAll))])
        case .counts?, .note?, .message?, nil: break
        }
        return []
    }

    /// What the toolbar shows under the pointer of `mouse`, if the pointer is on the toolbar.
    func toolbarRole(at mouse: MouseEvent) -> Toolbar.Role? {
        guard line(atScreenRow: mouse.row) == .toolbar else { return nil }
        return Toolbar(state: self).role(atColumn: mouse.column - 1)
    }

    // MARK: Helpers

    /// Whether `mouse` points at the preview pane.
    private func isOverPreview(_ mouse: MouseEvent) -> Bool {
        guard let pane = previewLayout else { return false }
        switch line(atScreenRow: mouse.row) {
        case .preview?: return true
        case .row?:
            guard pane.beside else { return false }
            let column = mouse.column - 1
            return pane.position == .right ? column >= pane.rowWidth(columns: size.columns) : column < size.columns - pane.rowWidth(columns: size.columns)
        default: return false
        }
    }

    /// The picker's line at a 1-based screen row, if the picker is placed there.
    private func line(atScreenRow row: Int) -> Line? {
        guard let origin else { return nil }
        let lines = self.lines
        let index = row - origin
        return index >= 0 && index < lines.count ? lines[index] : nil
    }

    /// Spins the list so that rank position `p` shows in row `slot`, or as near as the list goes.
    private mutating func bringIntoView(_ p: Int, atSlot slot: Int) {
        switch config.layout {
        case .wheel: moveCursor(to: p - slot + bandSlot)
        case .list, .reverse, .reverseList: moveCursor(to: p)
        }
    }

    /// Ticks or unticks `item`; false when a tick was refused (`--limit`).
    @discardableResult
    mutating func setTicked(_ item: Int, _ ticked: Bool) -> Bool {
        if ticked { return selection.contains(item) || tick(item) }
        selection.remove(item)
        return true
    }

    /// Ticks `item`, or unticks it when it is ticked.
    mutating func toggle(_ item: Int) {
        if selection.contains(item) { selection.remove(item) } else { tick(item) }
    }
}
