/// The start every screen's prompt line shares: the ticked view's title, or the prompt.
extension LineBuilder {
    /// The prompt line of the ticked view.
    static let tickedViewTitle = "Ticked rows, in tick order (Esc: back to the matches)"

    /// Starts a prompt line in `style`: in the ticked view its title, and false (nothing more
    /// goes on the line); otherwise the prompt, cut to leave a column for the cursor, and true.
    /// `dropsControls`: the prompt's control characters take no column (fzf's screen).
    mutating func startPromptLine(_ state: PickerState, style: Style, dropsControls: Bool = false) -> Bool {
        if state.ticks.tickedView != nil {
            append(DisplayText.truncate(Self.tickedViewTitle, width: width, rule: rule), style: style)
            return false
        }
        let prompt = dropsControls ? DisplayText.droppingControls(state.scripted.prompt) : state.scripted.prompt
        append(DisplayText.truncate(prompt, width: max(0, width - 1), rule: rule), style: style)
        return true
    }

    /// Appends the query's `shown` characters (text and width, as `DisplayText.shown` gives
    /// them) scrolled so that the column of the query's `cursor` stays within `room` columns;
    /// with `stopAtRoom`, nothing goes past `room` (the line holds more after the query).
    /// Returns the cursor's column counted from the query's first shown column.
    mutating func appendQuery(_ shown: [(String, Int)], cursor: Int, room: Int, stopAtRoom: Bool, style: Style) -> Int {
        let cursorColumn = shown[..<cursor].reduce(0) { $0 + $1.1 }
        let skip = max(0, cursorColumn - room)
        var column = 0
        for (text, w) in shown {
            defer { column += w }
            if column < skip { continue }
            if w == 0 { append(text, style: style); continue }
            if stopAtRoom && column + w - skip > room { break }
            if !append(glyph: text, width: w, style: style) { break }
        }
        return cursorColumn - skip
    }
}
