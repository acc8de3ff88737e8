/// Draws tick's screen (`TickView`) as a frame: the prompt, the header, the item rows, the
/// preview pane and the toolbar, on the lines `TickView` lays out.
public struct View {
    public let theme: Theme
    /// The layout drawn.
    let layout = TickView()

    public init(theme: Theme) { self.theme = theme }

    /// The frame for `state`, taking the item rows from `source`.
    public func frame(_ state: PickerState, rows source: inout some RowSource) -> Frame {
        let width = max(1, state.size.columns)
        var frame = Frame(width: width)
        // No input line, no cursor (as fzf hides it).
        frame.cursorShown = state.display.inputShown
        let pane = layout.previewLayout(state)
        let paneLines = pane.map { previewLines(state, $0) } ?? []
        var paneRow = 0
        for (index, line) in layout.lines(state).enumerated() {
            switch line {
            case .prompt:
                let (cells, column) = promptLine(state, width: width)
                frame.lines.append(cells)
                frame.cursorRow = index
                frame.cursorColumn = column
            case .header(let n):
                frame.lines.append(textLine(state.scripted.header, n, state, width: width))
            case .footer(let n):
                frame.lines.append(textLine(state.display.footer, n, state, width: width))
            case .row(let slot):
                if let pane, pane.beside {
                    // The rows beside the pane: cut to their width, then the border and the pane
                    // (for `left`, the pane, the border and the rows).
                    var cells = Self.padded(row(state, slot: slot, width: pane.rowWidth(columns: width), source: &source),
                                            to: pane.rowWidth(columns: width))
                    let border = pane.border ? [Cell(Self.paneLines(state).side, width: 1, style: theme.border)] : []
                    cells = pane.position == .left ? paneLines[paneRow] + border + cells : cells + border + paneLines[paneRow]
                    paneRow += 1
                    frame.lines.append(cells)
                } else {
                    frame.lines.append(row(state, slot: slot, width: width, source: &source))
                }
            case .preview(let n):
                if let pane, pane.borderLine == n {
                    frame.lines.append(Array(repeating: Cell(Self.paneLines(state).across, width: 1, style: theme.border), count: width))
                } else {
                    frame.lines.append(paneLines[min(paneLines.count - 1, paneRow)])
                    paneRow += 1
                }
            case .toolbar:
                frame.lines.append(toolbar(state, width: width))
            }
        }
        return frame
    }

    /// The pane's border lines, one column each: `│` and `─`, or `|` and `-` where box drawing
    /// is two columns wide (`--ambidouble`), as fzf's scroll bar falls back to `|`.
    static func paneLines(_ state: PickerState) -> (side: String, across: String) {
        state.config.widthRule == .ambiguousWide ? ("|", "-") : ("\u{2502}", "\u{2500}")
    }

    /// Line `n` of the header or the footer: it starts where the items' text does, so that
    /// their columns line up.
    private func textLine(_ text: HeaderLines, _ n: Int, _ state: PickerState, width: Int) -> [Cell] {
        var b = LineBuilder(width: width, rule: state.config.widthRule)
        b.append(String(repeating: " ", count: min(width - 1, TickView.textColumn(state))), style: .plain)
        for g in DisplayText.fit(glyphs(text.lines[n], spans: text.styles[n] ?? [], strippingCR: true, rule: state.config.widthRule), width: b.remaining, rule: state.config.widthRule) {
            b.append(glyph: g.text, width: g.width, style: theme.text(g.style, on: theme.header, distance: nil))
        }
        return b.cells
    }

    /// The glyphs of `bytes`; a header line (an item's raw bytes) loses its final `\r` the way
    /// item rows do (theirs is gone already: rows show the matcher's searched text).
    func glyphs(_ bytes: [UInt8], highlights: [Int] = [], spans: [StyleSpan] = [],
                strippingCR: Bool = false, rule: WidthRule) -> [DisplayText.Glyph] {
        var text = bytes[...]
        if strippingCR && text.last == 0x0D { text = text.dropLast() }
        return text.withUnsafeBufferPointer { DisplayText.glyphs(DisplayText.shownPart($0), highlights: highlights, spans: spans, rule: rule) }
    }

    /// The prompt and the query, scrolled so that the cursor stays in view; in the ticked view,
    /// what that view is.
    private func promptLine(_ state: PickerState, width: Int) -> ([Cell], Int) {
        var b = LineBuilder(width: width, rule: state.config.widthRule)
        guard b.startPromptLine(state, style: theme.prompt) else {
            return (b.cells, min(width - 1, b.columns))
        }
        let promptWidth = b.columns
        let shown = state.query.scalars.map { DisplayText.shown($0.value, state.config.widthRule) }
        // --info inline / inline-right: the counts after the query or at the line's end, when
        // they leave the query half the line.
        var info: (text: String, right: Bool)? = nil
        switch state.config.info {
        case .inline(let prefix): info = (prefix + Toolbar.inlineInfo(state), false)
        case .inlineRight(let prefix): info = (prefix + Toolbar.inlineInfo(state), true)
        case .standard, .right, .hidden: break
        }
        if let text = info?.text, DisplayText.width(of: text, rule: state.config.widthRule) + 1 > b.remaining / 2 { info = nil }
        // Leave a column for the cursor after the last character.
        let room = max(1, b.remaining - 1 - (info.map { DisplayText.width(of: $0.text, rule: state.config.widthRule) + 1 } ?? 0))
        let cursorColumn = b.appendQuery(shown, cursor: state.query.cursor, room: room, stopAtRoom: info != nil, style: theme.query)
        if let info {
            let w = DisplayText.width(of: info.text, rule: state.config.widthRule)
            if info.right { while b.remaining > w { b.append(" ", style: .plain) } }
            b.append(info.text, style: theme.counts)
        }
        return (b.cells, min(width - 1, promptWidth + cursorColumn))
    }

    /// The jump label of the row in `slot`, nil past the labels.
    static func jumpLabel(_ state: PickerState, slot: Int) -> String? {
        let labels = Array(state.config.jumpLabels.unicodeScalars)
        return slot < labels.count && state.jumpPosition(label: slot) != nil ? String(labels[slot]) : nil
    }


    private func row(_ state: PickerState, slot: Int, width: Int, source: inout some RowSource) -> [Cell] {
        guard let position = layout.position(slot: slot, state) else { return [] }
        let cursorSlot = layout.cursorSlot(state)
        if let list = state.shown.grouped, case .heading(let run) = list.row(at: position) {
            return headingRow(state, run: run, list: list, band: position == state.cursor && slot == cursorSlot, width: width)
        }
        let item = state.shown[position]
        let band = slot == cursorSlot
        let ticked = state.ticks.selection.contains(item)
        let distance = state.config.layout == .wheel ? abs(slot - cursorSlot) : nil
        var base = theme.row(distance: distance, band: band, ticked: ticked)
        // A row unticked in the ticked view stays until the view closes, dimmed.
        if state.ticks.tickedView != nil && !ticked { base.dim = true }
        // In raw mode, a row that does not match is drawn in fzf's nomatch style (dim).
        if !state.isMatch(item) { base = theme.nomatch(on: base) }
        var b = LineBuilder(width: width, rule: state.config.widthRule)
        let pointerWidth = DisplayText.width(of: state.display.pointer, rule: state.config.widthRule)
        if state.bindings.jumping != nil, let label = Self.jumpLabel(state, slot: slot) {
            // Jump mode: each row's label in the pointer's column.
            b.append(label, style: theme.pointer(on: base))
            if pointerWidth > 1 { b.append(String(repeating: " ", count: pointerWidth - 1), style: base) }
        } else if band {
            b.append(state.display.pointer, style: theme.pointer(on: base))
        } else {
            b.append(String(repeating: " ", count: pointerWidth), style: base)
        }
        if !state.scripted.single {
            let markerWidth = DisplayText.width(of: state.config.shownMarker, rule: state.config.widthRule)
            if ticked {
                b.append(state.config.shownMarker, style: theme.marker(on: base))
            } else {
                b.append(String(repeating: " ", count: markerWidth), style: base)
            }
        }
        b.append(" ", style: base)
        let (text, highlights) = source.row(item)
        let tag = groupTag(state.tickedViewTag(of: item), room: b.remaining, rule: state.config.widthRule)
        // Styles are worked out once a run: the last item style drawn matched and unmatched.
        var runs: (matched: (own: Style, drawn: Style)?, unmatched: (own: Style, drawn: Style)?) = (nil, nil)
        let textRoom = b.remaining - (tag.map { DisplayText.width(of: $0, rule: state.config.widthRule) } ?? 0)
        for g in DisplayText.fit(glyphs(text, highlights: highlights, spans: source.spans(item), rule: state.config.widthRule), width: textRoom, rule: state.config.widthRule) {
            let last = g.highlighted ? runs.matched : runs.unmatched
            let style: Style
            if let last, last.own == g.style {
                style = last.drawn
            } else {
                let own = theme.text(g.style, on: base, distance: distance)
                // The item's background shows where the row has none of its own.
                let ownBackground = g.style.background.isSet && !base.background.isSet
                style = g.highlighted ? theme.match(on: own, band: band, ticked: ticked, ownBackground: ownBackground) : own
                if g.highlighted { runs.matched = (g.style, style) } else { runs.unmatched = (g.style, style) }
            }
            b.append(glyph: g.text, width: g.width, style: style)
        }
        if let tag {
            while b.remaining > DisplayText.width(of: tag, rule: state.config.widthRule) { b.append(" ", style: base) }
            var dimmed = base
            dimmed.dim = true
            b.append(tag, style: dimmed)
        }
        if base.background.isSet || base.reverse { b.pad(style: base) }
        return b.cells
    }

    private func toolbar(_ state: PickerState, width: Int) -> [Cell] {
        cells(of: Toolbar(state: state), width: width)
    }

    /// The cells of `toolbar`'s segments on a line `width` wide, each in its role's style; the
    /// piece of role `dimmed` (a button without the focus, for `--ask`) in the counts' style.
    public func cells(of toolbar: Toolbar, width: Int, dimmed: Toolbar.Role? = nil) -> [Cell] {
        var b = LineBuilder(width: width, rule: toolbar.rule)
        for segment in toolbar.segments {
            while width - b.remaining < segment.columns.lowerBound { b.append(" ", style: .plain) }
            let style: Style
            switch segment.role {
            case _ where segment.role == dimmed: style = theme.counts
            case .counts, .ticked, .note: style = theme.counts
            case .message: style = theme.message
            case .done: style = theme.done
            case .cancel: style = theme.cancel
            }
            b.append(segment.text, style: style)
        }
        return b.cells
    }
}
