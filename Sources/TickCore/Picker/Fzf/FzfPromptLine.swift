/// fzf's prompt line: the prompt, the query scrolled so that its cursor stays in view, and
/// with `--info inline` or `inline-right` the counts after it; in the ticked view, that view's
/// title.
struct FzfPromptLine {
    let theme: FzfTheme
    let state: PickerState
    /// Whether the separator is drawn: fzf leaves its default out beside a section's border
    /// (`FzfSections.separator`).
    var separatorShown = true

    /// The line's cells, `width` columns, and the column of the terminal's cursor.
    func cells(width: Int) -> (cells: [Cell], cursor: Int) {
        var b = LineBuilder(width: width, rule: state.config.widthRule)
        guard b.startPromptLine(state, style: theme.prompt, dropsControls: true) else {
            return (b.cells, min(width - 1, b.columns))
        }
        let promptWidth = b.columns
        let info = FzfInfoLine(theme: theme, state: state, separatorShown: separatorShown)
        let inline = state.config.info.onPromptLine
        // `--ghost` stands in for an empty query, cut to leave the cursor's column; inline
        // counts follow it without the blank they leave after a query (fzf 0.74.5: `X Type in
        // < 100/100`, `X 100  < 1/100`).
        let ghost = state.query.text.isEmpty ? DisplayText.droppingControls(state.display.label(.ghost)) : ""
        // The counts keep a column free at the line's end, as fzf's do; they go when they
        // would leave the query less than half the line.
        var infoCells: [Cell] = []
        if inline {
            let shift = ghost.isEmpty ? queryWidth : DisplayText.width(of: ghost, rule: state.config.widthRule) - 1
            infoCells = info.inlineCells(width: max(0, width - 1 - promptWidth - shift))
            if infoCells.count > (width - promptWidth) / 2 && ghost.isEmpty && queryWidth > 0 {
                infoCells = info.inlineCells(width: max(0, (width - promptWidth) / 2))
            }
            if !ghost.isEmpty, !infoCells.isEmpty { infoCells.removeFirst() }
        }
        var cursorColumn = 0
        if ghost.isEmpty {
            let room = max(1, b.remaining - 1 - (inline ? infoCells.count : 0))
            let shown = state.query.scalars.map { $0.value < 0x20 || $0.value == 0x7F ? ("", 0) : DisplayText.shown($0.value, state.config.widthRule) }
            cursorColumn = b.appendQuery(shown, cursor: state.query.cursor, room: room, stopAtRoom: true, style: theme.query)
        } else {
            b.append(DisplayText.truncate(ghost, width: max(1, width - promptWidth - 1), rule: state.config.widthRule), style: theme.ghost)
        }
        FzfInfoLine.put(infoCells, on: &b)
        return (b.cells, min(width - 1, promptWidth + cursorColumn))
    }

    /// The columns the query takes.
    private var queryWidth: Int {
        state.query.scalars.reduce(0) { $0 + DisplayText.shown($1.value, state.config.widthRule).1 }
    }
}
