/// The actions on what the screen shows around the list (the header, the input line, the bell,
/// a full redraw)
/// and those fzf's scripts use that tick accepts without effect: their names, rows and behaviour.
extension Action {
    /// The header, the input line, the bell, redrawing, fzf's raw mode; fzf's wrapping switches.
    public enum Screen: String, ActionGroup {
        case toggleHeader = "toggle-header", showHeader = "show-header", hideHeader = "hide-header"
        case clearScreen = "clear-screen", bell
        case toggleRaw = "toggle-raw", enableRaw = "enable-raw", disableRaw = "disable-raw"
        case toggleInput = "toggle-input", showInput = "show-input", hideInput = "hide-input"
        case toggleWrap = "toggle-wrap", toggleWrapWord = "toggle-wrap-word", toggleMultiLine = "toggle-multi-line"
        case toggleHscroll = "toggle-hscroll"

        var action: Action { .screen(self) }

        var row: ActionSpec {
            switch self {
            case .toggleHeader: spec("Show or hide the header lines")
            case .showHeader: spec("Show the header lines")
            case .hideHeader: spec("Hide the header lines")
            case .clearScreen: spec("Draw the picker again from scratch")
            case .bell: spec("Ring the terminal's bell")
            case .toggleRaw: spec("Turn fzf's raw mode on or off: every item listed, the others dimmed")
            case .enableRaw: spec("Turn fzf's raw mode on")
            case .disableRaw: spec("Turn fzf's raw mode off")
            case .toggleInput: spec("Show or hide the input line (hidden, nothing edits the query)")
            case .showInput: spec("Show the input line")
            case .hideInput: spec("Hide the input line: nothing edits the query until it is shown (--no-input)")
            case .toggleHscroll: spec("fzf's screen: scroll long lines to their match, or cut them at the right edge")
            case .toggleWrap: spec("fzf's screen: wrap long items over more lines, or not (tick's screen: one line an item)")
            case .toggleWrapWord: spec("fzf's screen: wrap long items at blanks, or not (tick's screen: one line an item)")
            case .toggleMultiLine: spec("fzf's screen: draw an item's lines on lines of their own, or on one (tick's screen: one line an item)")
            }
        }
    }
}

extension PickerState {
    /// Performs a screen action; says what it asks of the outside world (the session rings the
    /// bell, or writes the whole next frame).
    mutating func perform(_ screen: Action.Screen, _ argument: String) -> PickerEffect? {
        switch screen {
        case .toggleHeader, .showHeader, .hideHeader:
            scripted.headerShown = screen == .toggleHeader ? !scripted.headerShown : screen == .showHeader
            keepCursorVisible()
        case .clearScreen: return .clearScreen
        case .bell: return .bell
        case .toggleRaw: setRaw(!rawMode)
        case .enableRaw: setRaw(true)
        case .disableRaw: setRaw(false)
        case .toggleInput, .showInput, .hideInput:
            if display.showInput(screen == .toggleInput ? nil : screen == .showInput) { keepCursorVisible() }
        case .toggleHscroll: scripted.hscroll.toggle()
        case .toggleWrap:
            scripted.wrap.toggle()
            if !scripted.wrap { scripted.wrapWord = false }
            keepCursorVisible()
        case .toggleWrapWord:
            scripted.wrapWord.toggle()
            scripted.wrap = scripted.wrapWord
            keepCursorVisible()
        case .toggleMultiLine:
            scripted.multiLine.toggle()
            keepCursorVisible()
        }
        return nil
    }
}
