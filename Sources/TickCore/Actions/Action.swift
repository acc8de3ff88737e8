/// What a key or an event can make the picker do: one group per kind of thing done, one case per
/// row of `ActionTable`.
///
/// Each group is an enum of its own (`Move`, `Edit`, …) in a file that holds its names, its rows
/// and its behaviour, each a switch with no `default`: an action added to a group without its row
/// or its behaviour does not compile. fzf's `change-X`, `transform-X` and `bg-transform-X` come
/// from one list, `Setting`.
public enum Action: Hashable, Sendable, CaseIterable {
    /// Moves the band, scrolls the list (`MoveActions.swift`).
    case move(Move)
    /// Makes the band follow an item when the matches change (`TrackActions.swift`).
    case track(Track)
    /// Edits the query (`EditActions.swift`).
    case edit(Edit)
    /// Ticks rows, the ticked view, excluded rows (`TickActions.swift`).
    case tick(Tick)
    /// Whether and how the query is matched (`MatchingActions.swift`).
    case matching(Matching)
    /// The preview pane (`PreviewActions.swift`).
    case preview(Preview)
    /// Runs a user's command: `execute`, `become`, `reload`, `transform`… (`CommandActions.swift`).
    case command(Command)
    /// The bindings themselves: `unbind`, `trigger`, `wait`… (`BindingActions.swift`).
    case binding(Binding)
    /// Ends or leaves the picker: `accept`, `abort`, `suspend`… (`LeaveActions.swift`).
    case leave(Leave)
    /// What the screen shows around the list: the header, the bell… (`ScreenActions.swift`).
    case screen(Screen)
    /// `change-X(TEXT)`: sets X (`SettingActions.swift`).
    case change(Setting)
    /// `transform-X(CMD)`: runs CMD and sets X to what it prints.
    case transform(Setting)
    /// `bg-transform-X(CMD)`: fzf runs it beside the picker; tick runs it as `transform-X`.
    case bgTransform(Setting)

    /// Every action, in help order: group by group, each group in its order.
    public static let allCases: [Action] =
        Move.allCases.map(Action.move) + Track.allCases.map(Action.track) + Tick.allCases.map(Action.tick) + Leave.allCases.map(Action.leave)
        + Edit.allCases.map(Action.edit) + Matching.allCases.map(Action.matching) + Preview.allCases.map(Action.preview)
        + Screen.allCases.map(Action.screen) + Setting.allCases.map(Action.change) + Binding.allCases.map(Action.binding)
        + Command.allCases.map(Action.command) + Setting.allCases.map(Action.transform) + Setting.allCases.map(Action.bgTransform)

    /// The action `name` (lower case) names; nil when none does (aliases aside).
    public init?(name: String) {
        guard let action = Self.byName[name] else { return nil }
        self = action
    }

    private static let byName: [String: Action] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The name `--bind` writes.
    public var name: String {
        switch self {
        case .move(let a): a.rawValue
        case .track(let a): a.rawValue
        case .edit(let a): a.rawValue
        case .tick(let a): a.rawValue
        case .matching(let a): a.rawValue
        case .preview(let a): a.rawValue
        case .command(let a): a.rawValue
        case .binding(let a): a.rawValue
        case .leave(let a): a.rawValue
        case .screen(let a): a.rawValue
        case .change(let s): s.changeName
        case .transform(let s): "transform-" + s.rawValue
        case .bgTransform(let s): "bg-transform-" + s.rawValue
        }
    }

    /// The action's row: its argument, help line and completion.
    public var spec: ActionSpec {
        switch self {
        case .move(let a): a.row
        case .track(let a): a.row
        case .edit(let a): a.row
        case .tick(let a): a.row
        case .matching(let a): a.row
        case .preview(let a): a.row
        case .command(let a): a.row
        case .binding(let a): a.row
        case .leave(let a): a.row
        case .screen(let a): a.row
        case .change(let s): s.changeRow
        case .transform(let s): s.transformRow
        case .bgTransform(let s): s.bgTransformRow
        }
    }

    /// Whether the action runs a user's command (`execute`, `reload`, `preview`, the
    /// `transform` family…): fzf does not count those as the last action (`FZF_ACTION`).
    public var runsCommand: Bool {
        switch self {
        case .command(let a): a.runsCommand
        case .preview(let a): a.runsCommand
        case .transform, .bgTransform: true
        case .move, .track, .edit, .tick, .matching, .binding, .leave, .screen, .change: false
        }
    }

    /// Whether it runs its command beside the picker (`bg-transform…`).
    var runsInBackground: Bool {
        switch self {
        case .bgTransform, .command(.bgTransform): true
        default: false
        }
    }

    /// Whether the action acts on every match, so waits for the current query's full ranking.
    var waitsForRanking: Bool {
        switch self {
        case .tick(let a): a.waitsForRanking
        case .leave(let a): a.waitsForRanking
        case .move, .track, .edit, .matching, .preview, .command, .binding, .screen, .change, .transform, .bgTransform: false
        }
    }
}

/// A group of actions: its cases are the names `--bind` writes, each with its row.
protocol ActionGroup: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The action this case is.
    var action: Action { get }
    /// Its row of `ActionTable` (a switch over the group, so no case goes without).
    var row: ActionSpec { get }
}

extension ActionGroup {
    /// The row of this action: `help`, and the argument it takes, how that completes and is checked.
    func spec(_ help: String, argument: ActionSpec.Argument = .none, completion: ActionSpec.Completion = .none,
              check: (@Sendable (String) throws(UsageError) -> Void)? = nil) -> ActionSpec {
        ActionSpec(action, help, argument: argument, completion: completion, check: check)
    }
}
