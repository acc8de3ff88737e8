/// The start every screen's prompt line shares: the ticked view's title, or the prompt.
extension LineBuilder {
    /// The prompt line of the ticked view.
    static let tickedViewTitle = "Ticked rows, in tick order (Esc: back to the matches)"

    /// Starts a prompt line in `style`: in the ticked view its title, and false (nothing more
    /// goes on the line); otherwise the prompt, cut to leave a column for the cursor, and true.
    mutating func startPromptLine(_ state: PickerState, style: Style) -> Bool {
        if state.ticks.tickedView != nil {
            append(DisplayText.truncate(Self.tickedViewTitle, width: width), style: style)
            return false
        }
        append(DisplayText.truncate(state.scripted.prompt, width: max(0, width - 1)), style: style)
        return true
    }
}
