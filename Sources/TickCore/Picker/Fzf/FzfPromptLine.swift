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
        var b = LineBuilder(width: width)
        guard b.startPromptLine(state, style: theme.prompt) else {
            return (b.cells, min(width - 1, b.columns))
        }
        let promptWidth = b.columns
        let info = FzfInfoLine(theme: theme, state: state, separatorShown: separatorShown)
        let inline = state.config.info.onPromptLine
        // The counts keep a column free at the line's end, as fzf's do; they go when they
        // would leave the query less than half the line.
        var infoCells: [Cell] = []
        if inline {
            infoCells = info.inlineCells(width: max(0, width - 1 - promptWidth - queryWidth))
            if infoCells.count > (width - promptWidth) / 2 && queryWidth > 0 {
                infoCells = info.inlineCells(width: max(0, (width - promptWidth) / 2))
            }
        }
        let room = max(1, b.remaining - 1 - (inline ? infoCells.count : 0))
        let shown = state.query.scalars.map { DisplayText.shown($0.value) }
        let cursorColumn = b.appendQuery(shown, cursor: state.query.cursor, room: room, stopAtRoom: true, style: theme.query)
        for cell in infoCells where cell.width > 0 {
            if !b.append(glyph: cell.text, width: Int(cell.width), style: cell.style) { break }
        }
        return (b.cells, min(width - 1, promptWidth + cursorColumn))
    }

    /// The columns the query takes.
    private var queryWidth: Int {
        state.query.scalars.reduce(0) { $0 + DisplayText.shown($1.value).1 }
    }
}
