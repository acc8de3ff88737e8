/// fzf's screen (`--screen fzf`): fzf's list with its gutter, pointer and marker columns, its
/// info line and separator, the prompt, the header and the footer, in fzf's three layouts.
///
/// It lays the picker out as fzf 0.74.5 does (`FzfGeometry` the windows, `FzfListPlan` the
/// list window's lines) and paints a frame on a `FzfCanvas` (`FzfRow`, `FzfInfoLine`,
/// `FzfPromptLine`), in `FzfTheme`'s colours; taps read the same plan, so they land on what is
/// drawn. tick's layouts map onto fzf's: `list` (and `wheel`) is fzf's default, `reverse` and
/// `reverse-list` are fzf's.
public struct FzfView: PickerView {
    public init() {}

    // MARK: Layout

    /// What decides the list window's lines.
    func shape(_ state: PickerState) -> FzfListPlan.Shape {
        var shape = FzfListPlan.Shape()
        shape.layout = state.config.layout
        let header = state.shownHeaderCount
        shape.headerText = min(header, state.scripted.header.textCount)
        shape.headerInput = header - shape.headerText
        shape.footer = state.footerCount
        shape.infoLine = FzfHeight.Parts.separatorLine(info: state.config.info, separator: state.config.shownSeparator != nil)
        shape.prompt = state.display.inputShown
        shape.headerFirst = state.config.headerFirst
        return shape
    }

    /// The windows of `state`'s picker: the list window, narrowed or shortened by the preview
    /// pane when it is shown (`FzfPreviewPane.split`).
    public func geometry(_ state: PickerState) -> FzfGeometry {
        var geometry = FzfGeometry(state, height: height(state))
        // A pane toggled off may show an alternative that starts hidden (`<N(hidden,…)`).
        if let preview = state.preview, preview.visible || preview.window.alternative?.window.hidden == true {
            let shape = shape(state)
            // The outer border's blank right column, which the list took, is the split's to give.
            let stick = state.config.boxes.outerBorder(fullScreen: fullScreen(state)).hasRight
            var area = geometry.list
            if stick { area.width -= 1 }
            let (list, pane) = FzfPreviewPane.split(area, window: preview.window,
                                                    inputLines: shape.prompt ? (shape.infoLine ? 2 : 1) : 0,
                                                    scrollbar: state.config.shownScrollbar != nil,
                                                    reversed: state.config.layout == .reverse,
                                                    stick: stick, shown: preview.visible)
            geometry.list = list
            geometry.preview = pane
        }
        return geometry
    }

    /// The list window's lines.
    public func plan(_ state: PickerState) -> FzfListPlan {
        FzfListPlan(height: geometry(state).list.height, shape: shape(state))
    }

    public func listRows(_ state: PickerState) -> Int { max(1, plan(state).rows) }

    /// What `FzfHeight` counts besides the items: the lines the list window's plan takes and
    /// the boxes around it.
    func parts(_ shape: FzfListPlan.Shape, _ state: PickerState) -> FzfHeight.Parts {
        var parts = FzfHeight.Parts()
        parts.border = state.config.boxes.outerBorder(fullScreen: fullScreen(state)).lines
        parts.margins = state.config.boxes.margin.fixedLines + state.config.boxes.padding.fixedLines
        parts.input = shape.prompt
        parts.separatorLine = shape.infoLine
        parts.header = shape.headerText
        parts.headerLines = shape.headerInput
        parts.footer = shape.footer
        parts.preview = previewPart(state)
        return parts
    }

    /// The preview's share of the height, when it is shown.
    func previewPart(_ state: PickerState) -> FzfHeight.Parts.Preview? {
        guard let preview = state.preview, preview.visible, !preview.window.isInvisible else { return nil }
        let window = preview.window
        let size: FzfHeight.Size = switch window.size {
        case .cells(let n): .lines(n)
        case .percent(let p): .percent(p)
        }
        let position: FzfHeight.Parts.Preview.Position = switch window.position {
        case .up: .up
        case .down: .down
        case .left, .right: .beside
        }
        return FzfHeight.Parts.Preview(position: position, size: size, border: FzfPreviewPane.resolved(window).lines)
    }

    /// `~N`: the items the picker waits for before settling its height (fzf's `maxFit`).
    public func wantedRows(_ state: PickerState) -> Int {
        max(1, FzfHeight(options: state.config.options).fit(rows: max(1, state.size.rows), parts(shape(state), state)))
    }

    /// fzf's `--height` (`FzfHeight`): N lines in all, `-N`, `N%` (at least `--min-height`),
    /// the whole terminal without one; with `~`, the lines the items read so far take.
    public func height(_ state: PickerState) -> Int {
        let rows = max(1, state.size.rows)
        let height = FzfHeight(options: state.config.options)
        let parts = parts(shape(state), state)
        // ~N: settled on the items listed when the picker was first placed, then kept.
        let lines = height.height(rows: rows, items: state.placement.settledItems ?? state.itemCount, parts)
        return max(1, min(rows, lines))
    }

    /// fzf's full screen: no `--height`, `0` or `100%` without `~` (`FzfHeight.fullScreen`).
    public func fullScreen(_ state: PickerState) -> Bool { FzfHeight(options: state.config.options).fullScreen }

    /// fzf runs `execute` on the alternate screen when drawn inline.
    public func commandsOnAlternateScreen(_ state: PickerState) -> Bool { true }

    /// The preview pane's content size (`FzfPreviewPane`), nil when none is shown.
    public func previewLayout(_ state: PickerState) -> PreviewLayout? {
        geometry(state).preview?.layout(wrapSign: FzfPreviewPane.wrapSign(state))
    }

    public func position(slot: Int, _ state: PickerState) -> Int? {
        let p = state.scrollTop + slot
        return slot >= 0 && p < state.shown.count ? p : nil
    }

    public func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int { position }

    // MARK: Taps

    public func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget? {
        let geometry = geometry(state)
        if let pane = geometry.preview, pane.box.contains(line: line, column: column) { return .preview }
        guard geometry.list.contains(line: line, column: column) else { return nil }
        let plan = FzfListPlan(height: geometry.list.height, shape: shape(state))
        let textColumn = column - geometry.list.left + 1 - FzfRow(state, theme: FzfTheme(state.appearance.theme)).textColumn
        switch plan.lines[line - geometry.list.top] {
        case .item(let slot): return .row(slot: slot)
        case .prompt: return .prompt
        case .header(let n): return textColumn >= 1 ? .header(line: n, column: textColumn) : nil
        case .footer(let n): return textColumn >= 1 ? .footer(line: n, column: textColumn) : nil
        case .info, .footerRule: return nil
        }
    }

    public func listPlace(line: Int, _ state: PickerState) -> ListPlace? {
        let geometry = geometry(state)
        let plan = FzfListPlan(height: geometry.list.height, shape: shape(state))
        let rows = plan.lines.enumerated().compactMap { entry -> (line: Int, slot: Int)? in
            if case .item(let slot) = entry.element { return (geometry.list.top + entry.offset, slot) }
            return nil
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        if line < first.line || line > last.line {
            // The top edge shows later rank positions in the default layout only.
            let above = line < first.line
            return .beyond(edge: above ? first.slot : last.slot, step: (state.config.layout == .list) == above ? 1 : -1)
        }
        return rows.first { $0.line == line }.map { .row(slot: $0.slot) }
    }

    // MARK: The frame

    /// The slots the list's scroll bar covers (fzf's length `max(1, rows²/total)`, placed in
    /// proportion to the scroll), or nil when every match fits.
    static func scrollbar(total: Int, rows: Int, offset: Int) -> Range<Int>? {
        guard total > rows, rows > 0 else { return nil }
        let length = max(1, rows * rows / total)
        let start = min(rows - length, (rows - length) * offset / (total - rows))
        return start..<(start + length)
    }

    public func frame(_ state: PickerState, rows source: inout some RowSource) -> Frame {
        let geometry = geometry(state)
        let list = geometry.list
        let plan = FzfListPlan(height: list.height, shape: shape(state))
        let theme = FzfTheme(state.appearance.theme)
        let row = FzfRow(state, theme: theme)
        var canvas = FzfCanvas(width: geometry.picker.width, height: geometry.picker.height)
        let bar = state.config.shownScrollbar == nil ? nil : Self.scrollbar(total: state.shown.count, rows: plan.rows, offset: state.scrollTop)
        // fzf keeps the scroll bar's column off the text whether or not the bar shows.
        let textEnd = list.right - (state.config.shownScrollbar == nil ? 0 : 1)
        var cursor = (line: 0, column: 0)
        for box in geometry.boxes { Self.draw(box, on: &canvas, state, theme) }
        for (index, line) in plan.lines.enumerated() {
            let y = list.top + index
            switch line {
            case .item(let slot):
                if let position = position(slot: slot, state) {
                    let item = state.shown[position]
                    let label = state.bindings.jumping != nil ? View.jumpLabel(state, slot: slot) : nil
                    let cells = row.cells(item: item, current: position == state.cursor,
                                          ticked: state.ticks.selection.contains(item), label: label,
                                          width: textEnd - list.left, source: &source)
                    canvas.put(cells, line: y, column: list.left, clip: textEnd)
                }
                if let bar, bar.contains(slot), let mark = state.config.shownScrollbar {
                    canvas.put(mark, style: theme.scrollbar, line: y, column: list.right - 1)
                }
            case .header(let n):
                textLine(&canvas, state.scripted.header, n, style: theme.header, line: y, column: list.left + row.textColumn, clip: list.right)
            case .footer(let n):
                textLine(&canvas, state.display.footer, n, style: theme.footer, line: y, column: list.left + row.textColumn, clip: list.right)
            case .footerRule:
                canvas.put(String(repeating: state.config.unicode ? "─" : "-", count: list.width), style: theme.border,
                           line: y, column: list.left)
            case .info:
                canvas.put(FzfInfoLine(theme: theme, state: state).line(width: list.width), line: y, column: list.left)
            case .prompt:
                let (cells, column) = FzfPromptLine(theme: theme, state: state).cells(width: list.width)
                canvas.put(cells, line: y, column: list.left)
                cursor = (y, list.left + column)
            }
        }
        geometry.preview?.paint(&canvas, state, theme: theme)
        return canvas.frame(cursorLine: cursor.line, cursorColumn: cursor.column)
    }

    /// Draws `box` with its label, in the border's colours (or `style`).
    static func draw(_ box: FzfBox, on canvas: inout FzfCanvas, _ state: PickerState, _ theme: FzfTheme, style: Style? = nil) {
        var cells: [Cell] = []
        var position = FzfLabel.Position()
        if let setting = box.label {
            position = state.config.boxes.position(setting)
            cells = FzfLabel(state.display.label(setting), position: position)
                .cells(style: theme.label(setting == .borderLabel ? "label" : setting.rawValue), width: box.rect.width)
        }
        canvas.box(box.rect, box.border, unicode: state.config.unicode, style: style ?? theme.border, label: cells, at: position)
    }

    /// Line `n` of the header or the footer, from `column`, in `style` under its own (`--ansi`,
    /// the footer's escape sequences).
    private func textLine(_ canvas: inout FzfCanvas, _ text: HeaderLines, _ n: Int, style: Style, line: Int,
                          column: Int, clip: Int) {
        guard n < text.lines.count, column < clip else { return }
        var bytes = text.lines[n][...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        let glyphs = bytes.withUnsafeBufferPointer {
            DisplayText.glyphs(DisplayText.shownPart($0), spans: text.styles[n] ?? [])
        }
        var b = LineBuilder(width: clip - column)
        for g in DisplayText.fit(glyphs, width: b.remaining) {
            b.append(glyph: g.text, width: g.width, style: g.style == .plain ? style : FzfRow.merged(g.style, on: style))
        }
        canvas.put(b.cells, line: line, column: column, clip: clip)
    }
}
