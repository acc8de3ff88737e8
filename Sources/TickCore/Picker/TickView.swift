/// tick's own screen: the prompt, the header, the item rows (the wheel, or a list) with the
/// preview pane beside, above or below them, the footer on the rows' far side from the prompt,
/// and the toolbar at the bottom.
///
/// It lays the picker out (`lines`, the rows that fit, where the pane goes, which rank position
/// each row shows) and tells what a tap lands on; `View` draws the lines it lays out.
public struct TickView: PickerView {
    public init() {}

    /// The lines of the picker.
    public enum Line: Equatable, Sendable {
        case prompt
        case header(Int)
        /// A line of `--footer`: after the rows, or before them when the prompt is below them.
        case footer(Int)
        /// An item row: its slot (0 is the band's side: the wheel's top, the list's edge
        /// next to the prompt).
        case row(Int)
        /// A line of the preview pane below or above the rows (`--preview-window down`, `up`).
        case preview(Int)
        case toolbar
    }

    // MARK: Rows

    /// The lines that are not item rows or the pane: the prompt (unless the input line is
    /// hidden), the toolbar, the header, the footer.
    private func fixedLines(_ state: PickerState) -> Int {
        (state.display.inputShown ? 1 : 0) + (state.config.toolbar ? 1 : 0) + state.shownHeaderCount + state.footerCount
    }

    public func listRows(_ state: PickerState) -> Int {
        var wanted = wantedRows(state)
        // --height ~N: no more rows than items (the picker grows as they arrive).
        if state.config.heightAdaptive { wanted = min(wanted, max(1, state.store.keptCount)) }
        return max(1, min(wanted, state.size.rows - fixedLines(state)))
    }

    public func wantedRows(_ state: PickerState) -> Int {
        let config = state.config
        let fixed = fixedLines(state)
        if let percent = config.heightPercent {
            // The percentage is of the whole picker, prompt and toolbar included; --min-height
            // is its least (with `+`, in item rows).
            let least = config.minHeight + (config.minHeightCountsRows == true ? fixed : 0)
            return max(state.size.rows * percent / 100, least) - fixed
        }
        if let margin = config.heightMargin { return state.size.rows - margin - fixed }
        return config.height
    }

    public func previewLayout(_ state: PickerState) -> PreviewLayout? {
        guard let preview = state.preview, preview.visible else { return nil }
        var layout = PreviewLayout(window: preview.window, size: state.size, rows: listRows(state),
                                   fixedLines: fixedLines(state))
        layout?.rule = state.config.widthRule
        return layout
    }

    public func height(_ state: PickerState) -> Int { lines(state).count }

    /// The picker's lines, top to bottom, cut to the terminal's height (the footer goes first,
    /// then the header, then the toolbar, when there is no room).
    public func lines(_ state: PickerState) -> [Line] {
        let config = state.config
        let rows = listRows(state)
        var headerCount = state.shownHeaderCount
        var footerCount = state.footerCount
        var toolbar = config.toolbar
        let prompt: [Line] = state.display.inputShown ? [.prompt] : []
        while prompt.count + rows + headerCount + footerCount + (toolbar ? 1 : 0) > max(state.size.rows, 1) {
            if footerCount > 0 {
                footerCount -= 1
            } else if headerCount > 0 {
                headerCount -= 1
            } else if toolbar {
                toolbar = false
            } else {
                break
            }
        }
        let headers = (0..<headerCount).map { Line.header($0) }
        let footers = (0..<footerCount).map { Line.footer($0) }
        let pane = previewLayout(state)
        let above = pane.map { $0.position == .up ? (0..<$0.height).map { Line.preview($0) } : [] } ?? []
        var out: [Line] = []
        switch config.layout {
        case .wheel, .reverse:
            // --header-first: the header above the prompt.
            out = (config.headerFirst ? headers + prompt : prompt + headers) + above + (0..<rows).map { .row($0) } + footers
        case .list:
            out = footers + above + (0..<rows).reversed().map { .row($0) } + (config.headerFirst ? prompt + headers : headers + prompt)
        case .reverseList:
            out = footers + above + (0..<rows).map { .row($0) } + (config.headerFirst ? prompt + headers : headers + prompt)
        }
        if let pane, pane.position == .down {
            out += (0..<pane.height).map { Line.preview($0) }
        }
        if toolbar { out.append(.toolbar) }
        return out
    }

    // MARK: The wheel

    /// The wheel's middle row, where the band stays while the list spins past it.
    public func bandSlot(_ state: PickerState) -> Int { (listRows(state) - 1) / 2 }

    /// The rank position in the wheel's first row. The band stays in the middle row, except
    /// near either end of the list: there the rows stay filled and the band moves towards the
    /// end, so after typing the best matches fill the wheel (docs/SPEC.md §4). With `--cycle`
    /// the list has no ends.
    public func wheelTop(_ state: PickerState) -> Int {
        let n = state.shown.count, rows = listRows(state)
        if state.config.cycle && n >= rows { return state.cursor - bandSlot(state) }
        return min(max(state.cursor - bandSlot(state), 0), max(0, n - rows))
    }

    public func position(slot: Int, _ state: PickerState) -> Int? {
        guard let p = rowPosition(slot: slot, state) else { return nil }
        return stickyHeading(slot: slot, position: p, state) ?? p
    }

    /// The rank position that list row `slot` scrolls to, before any sticky heading.
    private func rowPosition(slot: Int, _ state: PickerState) -> Int? {
        let n = state.shown.count
        switch state.config.layout {
        case .wheel:
            var p = wheelTop(state) + slot
            if state.config.cycle && n >= listRows(state) { p = ((p % n) + n) % n }
            return p >= 0 && p < n ? p : nil
        case .list, .reverse, .reverseList:
            let p = state.scrollTop + slot
            return p < n ? p : nil
        }
    }

    /// With groups and at least three rows, the row at the top of the list shows the heading
    /// of the group whose row scrolled there (the heading sticks at the list's edge while its
    /// rows fill the view): drawing, taps and drags all see the heading there.
    private func stickyHeading(slot: Int, position p: Int, _ state: PickerState) -> Int? {
        guard let list = state.shown.grouped, listRows(state) >= 3 else { return nil }
        let top = state.config.layout == .list ? listRows(state) - 1 : 0
        guard slot == top, case .item = list.row(at: p) else { return nil }
        return list.headingRow(ofRun: list.run(at: p))
    }

    /// The slot showing rank position `cursor`: the band.
    public func cursorSlot(_ state: PickerState) -> Int {
        state.config.layout == .wheel ? state.cursor - wheelTop(state) : state.cursor - state.scrollTop
    }

    public func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int {
        switch state.config.layout {
        case .wheel: position - slot + bandSlot(state)
        case .list, .reverse, .reverseList: position
        }
    }

    // MARK: Taps

    /// The column where an item row's text starts: after the pointer, the tick column (none
    /// with `--single`) and a blank.
    public static func textColumn(_ state: PickerState) -> Int {
        DisplayText.width(of: state.display.pointer, rule: state.config.widthRule) + (state.scripted.single ? 0 : DisplayText.width(of: state.config.shownMarker, rule: state.config.widthRule)) + 1
    }

    public func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget? {
        let lines = lines(state)
        guard line >= 0 && line < lines.count else { return nil }
        switch lines[line] {
        case .prompt: return .prompt
        case .preview: return .preview
        case .toolbar: return .toolbar(Toolbar(state: state).role(atColumn: column))
        case .header(let n):
            // Columns count from the header text's first cell, as fzf's do; the indent before
            // it is no part of the header.
            let textColumn = column + 1 - Self.textColumn(state)
            return textColumn >= 1 ? .header(line: n, column: textColumn) : nil
        case .footer(let n):
            let textColumn = column + 1 - Self.textColumn(state)
            return textColumn >= 1 ? .footer(line: n, column: textColumn) : nil
        case .row(let slot):
            // A row beside the pane: the pane's columns are the pane's.
            if let pane = previewLayout(state), pane.beside {
                let rowWidth = pane.rowWidth(columns: state.size.columns)
                let overPane = pane.position == .right ? column >= rowWidth : column < state.size.columns - rowWidth
                if overPane { return .preview }
            }
            return .row(slot: slot)
        }
    }

    public func listPlace(line: Int, _ state: PickerState) -> ListPlace? {
        let lines = lines(state)
        let rows = lines.enumerated().compactMap { entry -> (offset: Int, slot: Int)? in
            if case .row(let slot) = entry.element { return (entry.offset, slot) }
            return nil
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        if line < first.offset || line > last.offset {
            // The top edge shows lower rank positions, except in the list layout (best at the
            // bottom).
            let above = line < first.offset
            return .beyond(edge: above ? first.slot : last.slot, step: (state.config.layout == .list) == above ? 1 : -1)
        }
        if case .row(let slot) = lines[line] { return .row(slot: slot) }
        return nil
    }

    public func frame(_ state: PickerState, rows: inout some RowSource) -> Frame {
        View(theme: state.appearance.theme).frame(state, rows: &rows)
    }
}
