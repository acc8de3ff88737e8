/// Every action `--bind` names, in help order: one row each. Parsing a binding, `--help`, the
/// completions and the docs' lists read this table; the reducer's `perform` gives each its
/// behaviour. A new action is its row here, its case in `Action`, and its code in `perform`;
/// `BindingParser` reads a binding's names and arguments against these rows.
public enum ActionTable {
    public static let all: [ActionSpec] = [
        ActionSpec(.up, "Move the band one row up the screen"),
        ActionSpec(.down, "Move the band one row down the screen"),
        ActionSpec(.pageUp, "Move the band a page up the screen"),
        ActionSpec(.pageDown, "Move the band a page down the screen"),
        ActionSpec(.first, "Move the band to the first match"),
        ActionSpec(.last, "Move the band to the last match"),
        ActionSpec(.toggle, "Tick or untick the band row"),
        ActionSpec(.select, "Tick the band row"),
        ActionSpec(.deselect, "Untick the band row"),
        ActionSpec(.selectAll, "Tick every match"),
        ActionSpec(.deselectAll, "Untick everything"),
        ActionSpec(.toggleAll, "Tick the unticked matches, untick the ticked ones"),
        ActionSpec(.accept, "Pick the ticked rows, or the band row when none is ticked"),
        ActionSpec(.abort, "Leave without picking (exit 130)"),
        ActionSpec(.ignore, "Do nothing"),
        ActionSpec(.suspend, "Give the terminal back until fg (as Ctrl-Z)"),
        ActionSpec(.backwardChar, "Move the query's cursor one character left"),
        ActionSpec(.forwardChar, "Move the query's cursor one character right"),
        ActionSpec(.beginningOfLine, "Move the query's cursor to its start"),
        ActionSpec(.endOfLine, "Move the query's cursor to its end"),
        ActionSpec(.backwardWord, "Move the query's cursor one word left"),
        ActionSpec(.forwardWord, "Move the query's cursor one word right"),
        ActionSpec(.backwardDeleteChar, "Delete the character before the query's cursor"),
        ActionSpec(.deleteChar, "Delete the character under the query's cursor"),
        ActionSpec(.backwardKillWord, "Delete the word before the query's cursor"),
        ActionSpec(.killWord, "Delete the word after the query's cursor"),
        ActionSpec(.unixLineDiscard, "Delete the query before its cursor"),
        ActionSpec(.killLine, "Delete the query after its cursor"),
        ActionSpec(.clearQuery, "Clear the query"),
        ActionSpec(.viewTicked, "Show only the ticked rows, or the matches again"),
        ActionSpec(.moveUp, "In the ticked view, move the band row up the tick order"),
        ActionSpec(.moveDown, "In the ticked view, move the band row down the tick order"),
        ActionSpec(.extendUp, "The band row and the one above take the state of the last tap (ticked when none); the band moves up"),
        ActionSpec(.extendDown, "The band row and the one below take the state of the last tap (ticked when none); the band moves down"),
        ActionSpec(.togglePreview, "Show or hide the preview"),
        ActionSpec(.previewUp, "Scroll the preview one line up"),
        ActionSpec(.previewDown, "Scroll the preview one line down"),
        ActionSpec(.previewPageUp, "Scroll the preview a page up"),
        ActionSpec(.previewPageDown, "Scroll the preview a page down"),
        ActionSpec(.put, "Type TEXT into the query; alone, the character of the key it is bound to", argument: .optional("TEXT")),
        // reload and tracking
        ActionSpec(.reload, "Replace the items with CMD's output as it streams; ticks and the band stay on items still there",
                   argument: .required("CMD"), completion: .command),
        ActionSpec(.reloadSync, "As reload, but the list shown stays until CMD has finished",
                   argument: .required("CMD"), completion: .command),
        ActionSpec(.trackCurrent, "The band follows its item when the matches change, until it moves"),
        ActionSpec(.untrackCurrent, "Stop track-current (nothing under --track)"),
        ActionSpec(.toggleTrack, "Turn --track on or off"),
        ActionSpec(.toggleTrackCurrent, "track-current, or untrack-current when the band's item is tracked"),
        // events and jump mode
        ActionSpec(.jump, "Label the shown rows (--jump-labels); typing a label moves the band there, any other key cancels"),
        ActionSpec(.jumpAccept, "As jump, then accept the labelled row"),
    ] + stateActions + commands

    /// Other names for actions, as fzf accepts them (`top` is `first`, `toggle-down` is
    /// `toggle+down`); each with its help line.
    public static let aliases: [(name: String, calls: [ActionCall], help: String)] = [
        ("toggle-down", [ActionCall(.toggle), ActionCall(.down)], "toggle+down: tick or untick the band row, then move down (Tab)"),
        ("toggle-up", [ActionCall(.toggle), ActionCall(.up)], "toggle+up: tick or untick the band row, then move up (Shift-Tab)"),
    ] + stateAliases

    /// The row of `action`.
    public static func spec(_ action: Action) -> ActionSpec {
        all.first { $0.action == action }!
    }

    /// The action `name` (lower case) names, aliases aside.
    public static func action(named name: String) -> Action? {
        Action(rawValue: name)
    }

    /// Every name a binding may write, in help order (an alias after its first action's row).
    public static var spellings: [String] { listed.map(\.name) }

    /// Every name a binding may write with its argument (`pos(N)`) and help line, in help order.
    public static var described: [(name: String, help: String)] { listed.map { ($0.spelling, $0.help) } }

    /// The rows and aliases in help order: name, name with argument, help line.
    static var listed: [(name: String, spelling: String, help: String)] {
        var list: [(name: String, spelling: String, help: String)] = []
        for row in all {
            list.append((row.name, row.spelling, row.help))
            for alias in aliases where alias.calls.first?.action == row.action { list.append((alias.name, alias.name, alias.help)) }
        }
        return list
    }

    /// The calls the plain name `text` (lower case) makes: an action that needs no argument,
    /// or an alias; nil when it names none.
    public static func calls(named text: String) -> [ActionCall]? {
        if let alias = aliases.first(where: { $0.name == text }) { return alias.calls }
        guard let action = action(named: text), case let argument = spec(action).argument,
              argument == .none || { if case .optional = argument { true } else { false } }() else { return nil }
        return [ActionCall(action)]
    }
}
