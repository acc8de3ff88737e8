/// The actions that move the band or scroll the list: their names, rows and behaviour.
extension Action {
    /// Moves the band, scrolls the list.
    public enum Move: String, ActionGroup {
        case up, down, pageUp = "page-up", pageDown = "page-down", halfPageUp = "half-page-up", halfPageDown = "half-page-down"
        case first, last, best, upMatch = "up-match", downMatch = "down-match"
        case upSelected = "up-selected", downSelected = "down-selected", pos
        case offsetUp = "offset-up", offsetDown = "offset-down", offsetMiddle = "offset-middle"
        case jump, jumpAccept = "jump-accept"
        case nextGroup = "next-group", prevGroup = "prev-group"

        var action: Action { .move(self) }

        var row: ActionSpec {
            switch self {
            case .up: spec("Move the band one row up the screen")
            case .down: spec("Move the band one row down the screen")
            case .pageUp: spec("Move the band a page up the screen")
            case .pageDown: spec("Move the band a page down the screen")
            case .halfPageUp: spec("Move the band half a page up the screen")
            case .halfPageDown: spec("Move the band half a page down the screen")
            case .first: spec("Move the band to the first match")
            case .last: spec("Move the band to the last match")
            case .best: spec("Move the band to the best match (first, but in raw mode)")
            case .upMatch: spec("Move the band to the next match up the screen (up, but in raw mode)")
            case .downMatch: spec("Move the band to the next match down the screen (down, but in raw mode)")
            case .upSelected: spec("Move the band to the next ticked row up the screen (under the name fzf, round from the end)")
            case .downSelected: spec("Move the band to the next ticked row down the screen (under the name fzf, round from the end)")
            case .pos:
                spec("Move the band to match N (1 is the first; -1 the last; not a whole number: nothing)", argument: .required("N"),
                     completion: .number)
            case .offsetUp: spec("Scroll the list one row without moving the band (list layouts)")
            case .offsetDown: spec("Scroll the list one row the other way (list layouts)")
            case .offsetMiddle: spec("Scroll the list so that the band is in its middle (list layouts)")
            case .jump: spec("Label the shown rows (--jump-labels); typing a label moves the band there, any other key cancels")
            case .jumpAccept: spec("As jump, then accept the labelled row")
            case .nextGroup: spec("Move the band to the first row of the next group (--group-nth, --group-pattern; Ctrl-Down)")
            case .prevGroup: spec("Move the band to the first row of the group before (--group-nth, --group-pattern; Ctrl-Up)")
            }
        }
    }
}

extension PickerState {
    /// Performs a move; says what it asks of the outside world (nothing, for a move).
    mutating func perform(_ move: Action.Move, _ argument: String) -> PickerEffect? {
        let up = upStep
        switch move {
        case .up: moveCursor(by: up)
        case .down: moveCursor(by: -up)
        case .upMatch, .downMatch:
            let step = move == .upMatch ? up : -up
            if rawMode && ticks.tickedView == nil { moveToMatch(step: step) } else { moveCursor(by: step) }
        case .pageUp: moveCursor(by: up * pageRows)
        case .pageDown: moveCursor(by: -up * pageRows)
        case .halfPageUp: moveCursor(by: up * max(1, rowCount / 2))
        case .halfPageDown: moveCursor(by: -up * max(1, rowCount / 2))
        case .first:
            moveCursor(to: 0)
            skipHeadingAtTop()
        case .best: moveCursor(to: bestPosition)
        case .last: moveCursor(to: shown.count - 1)
        case .upSelected: moveToTicked(step: up)
        case .downSelected: moveToTicked(step: -up)
        case .pos:
            guard let n = Int(argument.trimmingBlanks) else { return nil }
            moveCursor(to: n > 0 ? n - 1 : n < 0 ? shown.count + n : 0)
        case .offsetUp: scrollList(by: up)
        case .offsetDown: scrollList(by: -up)
        case .offsetMiddle: centreBand()
        case .jump: bindings.jumpStarted(shown.isEmpty ? nil : .move)
        case .jumpAccept: bindings.jumpStarted(shown.isEmpty ? nil : .accept)
        case .nextGroup: moveToGroup(step: 1)
        case .prevGroup: moveToGroup(step: -1)
        }
        return nil
    }

    /// The step of a move one row up the screen: in the list layout the best match is at the
    /// bottom, so "up" goes down the ranking.
    var upStep: Int { config.layout == .list ? 1 : -1 }

    /// The rows a page move goes: the rows shown, or under the name fzf one fewer, as fzf keeps
    /// the band's row in view (at least 1).
    var pageRows: Int { config.options.persona == .fzf ? max(1, rowCount - 1) : rowCount }

    /// Moves the band `step` rows at a time to the next ticked row, if there is one. Under the
    /// name fzf, as fzf does, past the list's end it goes on from the other end.
    mutating func moveToTicked(step: Int) {
        guard !ticks.selection.isEmpty else { return }
        let count = shown.count, wraps = config.options.persona == .fzf
        for i in 1..<max(1, count) {
            var p = cursor + i * step
            if wraps { p = ((p % count) + count) % count } else if p < 0 || p >= count { return }
            if let item = shown.item(at: p), ticks.selection.contains(item) {
                moveCursor(to: p)
                return
            }
        }
    }
}
