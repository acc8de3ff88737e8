/// Every action `--bind` names, in help order: one row each, made by the groups (`Action.Move`'s
/// rows first…). Parsing a binding, `--help`, the completions and the docs' lists read this
/// table; `BindingParser` reads a binding's names and arguments against these rows.
public enum ActionTable {
    /// Every row, in help order.
    public static let all: [ActionSpec] = Action.allCases.map(\.spec)

    /// Other names for actions, as fzf accepts them (`top` is `first`, `track` is
    /// `track-current`); each with its help line.
    public static let aliases: [(name: String, calls: [ActionCall], help: String)] = [
        ("top", [ActionCall(.move(.first))], "first: move the band to the first match"),
        ("clear-selection", [ActionCall(.tick(.clearMulti))], "clear-multi: untick everything, matched or not"),
        ("prev-selected", [ActionCall(.move(.upSelected))], "up-selected"),
        ("next-selected", [ActionCall(.move(.downSelected))], "down-selected"),
        ("previous-history", [ActionCall(.edit(.prevHistory))], "prev-history"),
        ("line-discard", [ActionCall(.edit(.unixLineDiscard))], "unix-line-discard"),
        ("track", [ActionCall(.track(.trackCurrent))], "track-current"),
        ("word-rubout", [ActionCall(.edit(.unixWordRubout))], "unix-word-rubout"),
    ]

    /// The row of `action`.
    public static func spec(_ action: Action) -> ActionSpec { action.spec }

    /// The action `name` (lower case) names, aliases aside.
    public static func action(named name: String) -> Action? { Action(name: name) }

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
        guard let action = action(named: text), case let argument = action.spec.argument,
              argument == .none || { if case .optional = argument { true } else { false } }() else { return nil }
        return [ActionCall(action)]
    }
}
