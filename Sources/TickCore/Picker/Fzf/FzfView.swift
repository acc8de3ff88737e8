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

    /// Which sections have a window of their own, and their borders (`FzfSections`).
    public func sections(_ state: PickerState) -> FzfSections {
        let boxes = state.config.boxes
        var r = FzfSections.Request()
        r.layout = state.config.layout
        r.list = boxes.list
        r.input = boxes.input
        r.header = boxes.header
        r.headerLines = boxes.headerLines
        r.footer = boxes.footer
        r.headerVisible = state.scripted.headerShown
        let header = state.scripted.header.lines.count
        r.headerText = min(header, state.scripted.header.textCount)
        r.headerInput = header - r.headerText
        r.footerLines = state.footerCount
        r.prompt = state.display.inputShown
        r.headerFirst = state.config.headerFirst
        r.separatorAuto = state.config.options.separator == nil
        r.separator = state.config.shownSeparator != nil
        r.info = state.config.info
        // fzf places the input by --preview-window's `next` even before any preview shows
        // (a `preview(...)` binding may show one at any time).
        r.previewNext = (state.preview?.window ?? state.config.options.previewWindow).next
        r.previewNextBorders = FzfPreviewPane.bordersInput(state)
        return FzfSections(r)
    }

    /// What decides the list window's lines: the parts without a window of their own.
    func shape(_ state: PickerState, _ sections: FzfSections) -> FzfListPlan.Shape {
        var shape = FzfListPlan.Shape()
        let r = sections.request
        shape.layout = r.layout
        let inList = r.headerVisible && !sections.headerWindow && sections.headerLines == nil
        shape.headerText = inList ? r.headerText : 0
        shape.headerInput = inList ? r.headerInput : 0
        shape.infoLine = sections.infoLine
        shape.prompt = r.prompt && !sections.inputWindow
        shape.headerFirst = r.headerFirst
        shape.gap = state.config.itemText.gap
        return shape
    }

    /// What decides the list window's lines.
    func shape(_ state: PickerState) -> FzfListPlan.Shape { shape(state, sections(state)) }

    /// The windows of `state`'s picker: the list window and the sections, narrowed or
    /// shortened by the preview pane when it is shown (`FzfPreviewPane.split`).
    public func geometry(_ state: PickerState) -> FzfGeometry { geometry(state, sections(state)) }

    /// The windows with `sections` worked out.
    func geometry(_ state: PickerState, _ sections: FzfSections) -> FzfGeometry {
        var geometry = FzfGeometry(state, height: height(state, sections), sections: sections)
        // A pane toggled off may show an alternative that starts hidden (`<N(hidden,…)`).
        if let preview = state.preview, preview.visible || preview.window.alternative?.window.hidden == true {
            let stick = geometry.sticksRight
            let inputLines = sections.request.prompt ? (sections.infoLine ? 2 : 1) : 0
            let (rest, pane) = FzfPreviewPane.split(geometry.area, window: preview.window,
                                                    inputLines: inputLines,
                                                    scrollbar: state.config.shownScrollbar != nil,
                                                    reversed: state.config.layout == .reverse,
                                                    stick: stick, shown: preview.visible)
            if let pane, pane.window.next {
                geometry.placeNext(pane, sections, in: rest, reversed: state.config.layout == .reverse)
            } else if let pane {
                // The split gave the list's side the blank column it takes.
                geometry.layOut(sections, in: rest, stick: false)
                geometry.preview = pane
            }
        }
        return geometry
    }

    /// The list window's lines.
    public func plan(_ state: PickerState) -> FzfListPlan {
        let sections = sections(state)
        return listPlan(state, geometry(state, sections), sections)
    }

    public func listRows(_ state: PickerState) -> Int { max(1, plan(state).rows) }

    /// What `FzfHeight` counts besides the items: the input, the header, the footer, their
    /// sections' borders and the boxes around everything (fzf's `extraLines` and
    /// `--min-height H+`).
    func parts(_ sections: FzfSections, _ state: PickerState) -> FzfHeight.Parts {
        var parts = FzfHeight.Parts()
        let boxes = state.config.boxes
        let r = sections.request
        parts.border = boxes.outerBorder(fullScreen: fullScreen(state)).lines
        parts.listBorder = boxes.list.lines
        parts.margins = boxes.margin.fixedLines + boxes.padding.fixedLines
        parts.input = r.prompt
        parts.separatorLine = sections.infoLine
        parts.inputBorder = sections.input.lines
        parts.header = r.headerVisible ? r.headerText : 0
        parts.headerBorder = sections.headerWindow ? sections.header.lines : 0
        parts.headerLines = r.headerVisible ? r.headerInput : 0
        parts.headerLinesBorder = sections.headerLines?.lines ?? 0
        // --min-height H+ reads the options as given (fzf's options.go).
        parts.headerBorderInMinimum = boxes.header.lines
        parts.headerLinesBorderInMinimum = boxes.headerLines.map(\.lines) ?? 2
        parts.inputInMinimum = state.config.options.input
        parts.separatorLineInMinimum = FzfHeight.Parts.separatorLine(
            info: state.config.info,
            separator: state.config.options.separator.map { !$0.isEmpty } ?? !(r.layout == .reverse ? sections.input.hasBottom : sections.input.hasTop))
        parts.footer = r.footerLines
        parts.footerBorder = sections.footer.lines
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
        max(1, FzfHeight(options: state.config.options).fit(rows: max(1, state.size.rows), parts(sections(state), state)))
    }

    /// fzf's `--height` (`FzfHeight`): N lines in all, `-N`, `N%` (at least `--min-height`),
    /// the whole terminal without one; with `~`, the lines the items read so far take.
    public func height(_ state: PickerState) -> Int { height(state, sections(state)) }

    /// The height with `sections` worked out.
    func height(_ state: PickerState, _ sections: FzfSections) -> Int {
        let rows = max(1, state.size.rows)
        let height = FzfHeight(options: state.config.options)
        let parts = parts(sections, state)
        // ~N: settled on the items listed when the picker was first placed, then kept.
        let lines = height.height(rows: rows, items: state.placement.settledItems ?? state.store.keptCount, parts)
        return max(1, min(rows, lines))
    }

    /// fzf's full screen: no `--height`, `0` or `100%` without `~` (`FzfHeight.fullScreen`).
    public func fullScreen(_ state: PickerState) -> Bool { FzfHeight(options: state.config.options).fullScreen }

    /// fzf runs `execute` on the alternate screen when drawn inline.
    public func commandsOnAlternateScreen(_ state: PickerState) -> Bool { true }

    /// The preview pane's content size (`FzfPreviewPane`), nil when none is shown.
    public func previewLayout(_ state: PickerState) -> PreviewLayout? {
        geometry(state).preview?.layout(wrapSign: FzfPreviewPane.wrapSign(state), rule: state.config.widthRule)
    }

    public func position(slot: Int, _ state: PickerState) -> Int? {
        let p = state.scrollTop + slot
        return slot >= 0 && p < state.shown.count ? p : nil
    }

    public func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int { position }

    // MARK: Taps

    public func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget? {
        let sections = sections(state)
        let geometry = geometry(state, sections)
        if let pane = geometry.preview, pane.box.contains(line: line, column: column) { return .preview }
        for window in windows(state, geometry, sections) where window.rect.contains(line: line, column: column) {
            let index = line - window.rect.top
            guard index < window.lines.count else { return nil }
            let textColumn = column - window.rect.left + 1 - window.indent
            switch window.lines[index] {
            case .item(let slot), .more(let slot, _): return .row(slot: slot)
            case .prompt: return .prompt
            case .header(let n):
                return textColumn >= 1 ? .header(line: n, column: textColumn, number: window.headerBase.map { $0 + index + 1 }) : nil
            case .footer(let n): return textColumn >= 1 ? .footer(line: n, column: textColumn) : nil
            case .info, .gap: return nil
            }
        }
        return nil
    }

    /// fzf's numbering: the header's lines top to bottom as drawn, whichever side of the
    /// prompt each block is on; the input's header lines come first except in the reverse
    /// layout (checked against fzf 0.74.5, `--header-first` too).
    public func headerNumber(_ index: Int, _ state: PickerState) -> Int? {
        let shape = shape(state)
        let text = shape.headerText, input = shape.headerInput
        if index < text { return state.config.layout == .reverse ? index + 1 : input + index + 1 }
        let i = index - text
        switch state.config.layout {
        case .reverse: return text + i + 1
        case .reverseList: return i + 1
        case .list, .wheel: return input - i
        }
    }

    public func listPlace(line: Int, _ state: PickerState) -> ListPlace? {
        let sections = sections(state)
        let geometry = geometry(state, sections)
        let plan = listPlan(state, geometry, sections)
        let rows = plan.lines.enumerated().compactMap { entry -> (line: Int, slot: Int)? in
            switch entry.element {
            case .item(let slot), .more(let slot, _): return (geometry.list.top + entry.offset, slot)
            default: return nil
            }
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
        let sections = sections(state)
        let geometry = geometry(state, sections)
        let list = geometry.list
        let windows = windows(state, geometry, sections)
        let plan = listPlan(state, geometry, sections)
        let theme = FzfTheme(state.appearance.theme, windows: FzfTheme.Windows(state.config.boxes))
        let row = FzfRow(state, theme: theme)
        var canvas = FzfCanvas(width: geometry.picker.width, height: geometry.picker.height, rule: state.config.widthRule)
        let barColumn = barColumn(state, geometry)
        let textEnd = list.right - (barColumn ? 1 : 0)
        let split = itemLines(state, width: list.width, barColumn: barColumn)
        var bar: Range<Int>? = nil
        if state.config.shownScrollbar != nil {
            if plan.blocks == nil {
                bar = Self.scrollbar(total: state.shown.count, rows: plan.rows, offset: state.scrollTop)
            } else {
                let budget = max(0, list.height - shape(state, sections).fixedLines)
                bar = Self.scrollbar(total: state.shown.count, perLine: Self.averageLines(state, split, budget: budget),
                                     lines: budget, offset: state.scrollTop)
            }
        }
        // The list's lines counted from the prompt's side, for the scroll bar over lines.
        let listLines = plan.lines.filter { $0.isListLine }.count
        var listLine = 0
        var itemCells: [Int: [[Cell]]] = [:]
        var cursor = (line: 0, column: 0)
        Self.fillWindows(geometry, on: &canvas, theme)
        for box in geometry.boxes { Self.draw(box, on: &canvas, state, theme) }
        Self.drawRules(geometry, on: &canvas, state, theme)
        for window in windows {
            let rect = window.rect
            for (index, line) in window.lines.enumerated() {
                let y = rect.top + index
                defer { if line.isListLine && rect == list { listLine += 1 } }
                switch line {
                case .item(let slot), .more(let slot, _):
                    if let position = position(slot: slot, state) {
                        if itemCells[slot] == nil {
                            let item = state.shown[position]
                            let label = state.bindings.jumping != nil ? View.jumpLabel(state, slot: slot) : nil
                            let current = position == state.cursor
                            var shape = FzfRow.Lines(split: split, most: 1, cutTop: false)
                            if let blocks = plan.blocks, slot < blocks.count {
                                shape.most = blocks[slot].lines
                                shape.cutTop = !current && (state.config.layout == .list || state.config.layout == .wheel)
                            }
                            itemCells[slot] = row.lines(item: item, current: current, ticked: state.ticks.selection.contains(item),
                                                        label: label, width: textEnd - list.left, shape: shape,
                                                        matches: state.isMatch(item), source: &source)
                        }
                        var k = 0
                        if case .more(_, let n) = line { k = n }
                        if let lines = itemCells[slot], k < lines.count {
                            canvas.put(lines[k], line: y, column: list.left, clip: textEnd)
                        }
                    }
                    let barIndex = plan.blocks == nil ? slot : fromPrompt(listLine, of: listLines, state)
                    if let bar, bar.contains(barIndex), let mark = state.config.shownScrollbar {
                        canvas.put(mark, style: theme.scrollbar, line: y, column: list.right - 1)
                    }
                case .gap(_, let n):
                    if plan.blocks != nil, let bar, bar.contains(fromPrompt(listLine, of: listLines, state)),
                       let mark = state.config.shownScrollbar {
                        canvas.put(mark, style: theme.scrollbar, line: y, column: list.right - 1)
                    }
                    let gapLine = n == state.config.itemText.gap - 1 ? state.config.itemText.shownGapLine(unicode: state.config.unicode) : nil
                    canvas.put(row.gapCells(line: gapLine, width: list.right - list.left), line: y, column: list.left, clip: list.right)
                case .header(let n):
                    textLine(&canvas, state.scripted.header, n, style: theme.header, line: y, column: rect.left + window.indent,
                             clip: rect.right - (list.right - textEnd), state)
                case .footer(let n):
                    textLine(&canvas, state.display.footer, n, style: theme.footer, line: y, column: rect.left + window.indent,
                             clip: rect.right - (list.right - textEnd), state)
                case .info:
                    canvas.put(FzfInfoLine(theme: theme, state: state, separatorShown: sections.separator).line(width: rect.width),
                               line: y, column: rect.left)
                case .prompt:
                    let (cells, column) = FzfPromptLine(theme: theme, state: state, separatorShown: sections.separator).cells(width: rect.width)
                    canvas.put(cells, line: y, column: rect.left)
                    cursor = (y, rect.left + column)
                }
            }
        }
        geometry.preview?.paint(&canvas, state, theme: theme)
        return canvas.frame(cursorLine: cursor.line, cursorColumn: cursor.column)
    }

    /// fzf's scroll bar over lines (`getScrollbar`): `perLine` lines an item on average,
    /// `lines` lines of list; the lines it covers from the prompt's side.
    static func scrollbar(total: Int, perLine: Int, lines: Int, offset: Int) -> Range<Int>? {
        guard total > 0, total * perLine > lines, lines > 0 else { return nil }
        let length = max(1, lines * lines / (total * perLine))
        let start = total == lines ? 0 : min(lines - length, (lines * perLine - length) * offset / (total * perLine - lines))
        return start..<(start + length)
    }

    /// The list line `index` (from the top) counted from the prompt's side.
    private func fromPrompt(_ index: Int, of count: Int, _ state: PickerState) -> Int {
        state.config.layout == .list || state.config.layout == .wheel ? count - 1 - index : index
    }

    /// Draws `box` with its label, in its window's border colours (or `style`).
    static func draw(_ box: FzfBox, on canvas: inout FzfCanvas, _ state: PickerState, _ theme: FzfTheme, style: Style? = nil) {
        var cells: [Cell] = []
        var position = FzfLabel.Position()
        if let setting = box.label {
            position = state.config.boxes.position(setting)
            cells = FzfLabel(state.display.label(setting), position: position)
                .cells(style: theme.label(setting == .borderLabel ? "label" : setting.rawValue), width: box.rect.width, rule: state.config.widthRule)
        }
        canvas.box(box.rect, box.border, unicode: state.config.unicode, style: style ?? theme.border(box.window), label: cells, at: position)
    }

    /// Line `n` of the header or the footer, from `column`, in `style` under its own (`--ansi`,
    /// the footer's escape sequences).
    /// As the items' rows (fzf's `printHighlighted`), a line too long ends in `--ellipsis`, and
    /// stops where the rows' text does (short of the scroll bar's column).
    private func textLine(_ canvas: inout FzfCanvas, _ text: HeaderLines, _ n: Int, style: Style, line: Int,
                          column: Int, clip: Int, _ state: PickerState) {
        guard n < text.lines.count, column < clip else { return }
        var bytes = text.lines[n][...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        var glyphs = bytes.withUnsafeBufferPointer {
            DisplayText.glyphs(DisplayText.shownPart($0), spans: text.styles[n] ?? [], dropsControls: true, rule: state.config.widthRule)
        }
        var b = LineBuilder(width: clip - column, rule: state.config.widthRule)
        var mark = ""
        if glyphs.reduce(0, { $0 + $1.width }) > b.remaining {
            mark = String(state.config.itemText.shownEllipsis(unicode: state.config.unicode).prefix(b.remaining))
            var room = b.remaining - DisplayText.width(of: mark, rule: state.config.widthRule)
            glyphs = Array(glyphs.prefix { g in
                room -= g.width
                return room >= 0
            })
        }
        for g in glyphs {
            b.append(glyph: g.text, width: g.width, style: g.style == .plain ? style : FzfRow.merged(g.style, on: style))
        }
        if !mark.isEmpty { b.append(mark, style: style) }
        canvas.put(b.cells, line: line, column: column, clip: clip)
    }
}
