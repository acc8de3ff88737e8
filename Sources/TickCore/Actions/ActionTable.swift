/// Every action `--bind` names, in help order: one row each. Parsing a binding, `--help`, the
/// completions and the docs' lists read this table; the reducer's `perform` gives each its
/// behaviour. A new action is its row here, its case in `Action`, and its code in `perform`.
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
    ]

    /// Chains of actions accepted under one name as fzf writes them (`toggle+down`: tick, then
    /// move down). A general `+` chain is issue 23's grammar; these two are accepted today.
    public static let chains: [(name: String, calls: [ActionCall], help: String)] = [
        ("toggle+down", [ActionCall(.toggle), ActionCall(.down)], "Tick or untick the band row, then move as down does (Tab)"),
        ("toggle+up", [ActionCall(.toggle), ActionCall(.up)], "Tick or untick the band row, then move as up does (Shift-Tab)"),
    ]

    /// The row of `action`.
    public static func spec(_ action: Action) -> ActionSpec {
        all.first { $0.action == action }!
    }

    /// Every name a binding may write, in help order (a chain after its first action's row).
    public static var spellings: [String] { described.map(\.name) }

    /// Every name a binding may write with its help line, in help order.
    public static var described: [(name: String, help: String)] {
        var list: [(name: String, help: String)] = []
        for row in all {
            list.append((row.name, row.help))
            for chain in chains where chain.calls.first?.action == row.action { list.append((chain.name, chain.help)) }
        }
        return list
    }

    /// The calls `text` names (one action, or one of the `chains`); nil when it names none.
    public static func calls(named text: String) -> [ActionCall]? {
        if let chain = chains.first(where: { $0.name == text }) { return chain.calls }
        return Action(rawValue: text).map { [ActionCall($0)] }
    }
}
