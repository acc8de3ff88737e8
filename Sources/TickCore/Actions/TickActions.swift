/// The actions that tick rows, show the ticked rows or take rows out: their names, rows and
/// behaviour.
extension Action {
    /// Ticks and unticks rows, the ticked view, excluded rows.
    public enum Tick: String, ActionGroup {
        case toggle, select, deselect, selectAll = "select-all", deselectAll = "deselect-all", toggleAll = "toggle-all"
        case clearMulti = "clear-multi"
        case toggleDown = "toggle-down", toggleUp = "toggle-up"
        case toggleIn = "toggle-in", toggleOut = "toggle-out", extendUp = "extend-up", extendDown = "extend-down"
        case changeMulti = "change-multi"
        case viewTicked = "view-ticked", moveUp = "move-up", moveDown = "move-down"
        case exclude, excludeMulti = "exclude-multi"
        case toggleGroup = "toggle-group"

        var action: Action { .tick(self) }

        var row: ActionSpec {
            switch self {
            case .toggle: spec("Tick or untick the band row")
            case .select: spec("Tick the band row")
            case .deselect: spec("Untick the band row")
            case .selectAll: spec("Tick every match")
            case .deselectAll: spec("Untick everything (under the name fzf, as fzf: only the matches)")
            case .clearMulti: spec("Untick everything, matched or not")
            case .toggleAll: spec("Tick the unticked matches, untick the ticked ones")
            case .toggleDown: spec("Tick or untick the band row, then move down (Tab; under the name fzf only when it ticked or unticked)")
            case .toggleUp: spec("Tick or untick the band row, then move up (Shift-Tab; under the name fzf only when it ticked or unticked)")
            case .toggleIn: spec("Tick or untick the band row, then move towards the prompt")
            case .toggleOut: spec("Tick or untick the band row, then move away from the prompt")
            case .extendUp:
                spec("The band row and the one above take the state of the last tap (ticked when none); the band moves up")
            case .extendDown:
                spec("The band row and the one below take the state of the last tap (ticked when none); the band moves down")
            case .changeMulti:
                spec("Allow N ticks (no N: any number; 0: pick one row); the ticks are cleared; not a number: nothing",
                     argument: .optional("N"), completion: .number)
            case .viewTicked: spec("Show only the ticked rows, or the matches again")
            case .moveUp: spec("In the ticked view, move the band row up the tick order")
            case .moveDown: spec("In the ticked view, move the band row down the tick order")
            case .exclude: spec("Take the band row out of the list until a reload")
            case .excludeMulti: spec("Take the ticked rows (or, with none, the band row) out of the list until a reload")
            case .toggleGroup: spec("Tick every matching row of the band row's group, or untick them when all are ticked (--group-nth, --group-pattern)")
            }
        }

        /// Whether it acts on every match (`select-all`, `toggle-all`), so waits for the full
        /// ranking (`deselect-all` unticks the matches shown, as fzf's does).
        var waitsForRanking: Bool {
            switch self {
            case .selectAll, .toggleAll, .toggleGroup: true
            case .toggle, .select, .deselect, .deselectAll, .clearMulti, .toggleDown, .toggleUp, .toggleIn, .toggleOut, .extendUp, .extendDown, .changeMulti,
                 .viewTicked, .moveUp, .moveDown, .exclude, .excludeMulti: false
            }
        }
    }
}

extension PickerState {
    /// Performs a tick action; says what it asks of the outside world (nothing).
    mutating func perform(_ tick: Action.Tick, _ argument: String) -> PickerEffect? {
        let up = upStep
        switch tick {
        case .toggle:
            if let item = bandItem { toggle(item) } else if bandHeading != nil, let group = bandGroup { toggleGroup(group) }
        case .toggleGroup:
            if !scripted.single, let group = bandGroup { toggleGroup(group) }
        case .select:
            if let item = bandItem, !ticks.selection.contains(item) { self.tick(item) }
        case .deselect:
            if let item = bandItem { ticks.untick(item) }
        case .selectAll:
            for item in matchedRows.itemIndices where !ticks.selection.contains(item) {
                if !self.tick(item) { break }
            }
        case .deselectAll where config.options.persona == .fzf:
            // As fzf: only the matches are unticked (in raw mode too); ticked items the query hides stay.
            for item in matchedRows.itemIndices where !ticks.selection.isEmpty { ticks.untick(item) }
        case .deselectAll, .clearMulti: ticks.untickAll()
        case .toggleAll:
            // As fzf: the ticked matches are unticked first, then the others ticked in order up to
            // the limit (one pass would meet the limit before the unticking made room).
            let matched = matchedRows.itemIndices
            let wereTicked = Set(matched.filter { ticks.selection.contains($0) })
            for item in wereTicked { ticks.untick(item) }
            for item in matched where !wereTicked.contains(item) {
                if !self.tick(item) { break }
            }
        case .toggleDown, .toggleUp, .toggleIn, .toggleOut:
            // "In" is towards the prompt: down the screen in the list layout, up in the others.
            let towardsPrompt: Action.Move = config.layout == .list ? .down : .up
            let away: Action.Move = towardsPrompt == .down ? .up : .down
            let move: Action.Move = switch tick {
            case .toggleDown: .down
            case .toggleUp: .up
            case .toggleIn: towardsPrompt
            default: away
            }
            var toggled = bandItem.map { toggle($0) } ?? false
            // On a heading: the whole group, and the band goes on to the group's rows.
            if bandHeading != nil, !scripted.single, let group = bandGroup {
                toggleGroup(group)
                toggled = true
            }
            // fzf moves only when the row was ticked or unticked (not with +m, nor at the limit).
            if !toggled && config.options.persona == .fzf { return nil }
            return perform(move, argument)
        case .extendUp: extendRange(by: up)
        case .extendDown: extendRange(by: -up)
        case .changeMulti:
            let n = Int(argument.trimmingBlanks)
            // As fzf: an argument that is not a number of ticks changes nothing.
            if !argument.isEmpty && (n ?? -1) < 0 { return nil }
            let limit: Int? = n == 0 ? 1 : n
            if limit != scripted.limit { ticks.untickAll() }
            scripted.limit = limit
        case .viewTicked: toggleTickedView()
        case .moveUp: moveTicked(by: up)
        case .moveDown: moveTicked(by: -up)
        case .exclude:
            closeTickedView()
            if let item = bandItem { exclude([item]) }
        case .excludeMulti:
            closeTickedView()
            if !ticks.selection.isEmpty {
                exclude(Set(ticks.selection.inTickOrder))
            } else if let item = bandItem {
                exclude([item])
            }
        }
        return nil
    }

    /// The rows `select-all`, `toggle-all` and fzf's `deselect-all` act on: the matches (in raw mode too, as in fzf),
    /// or the ticked view's rows.
    private var matchedRows: RankedList { ticks.tickedView?.list ?? results }

    /// Ticks `item` unless the limit is reached (then says so, fzf's name saying nothing as fzf,
    /// whose info line shows `(L/L)`, and returns false).
    @discardableResult
    mutating func tick(_ item: Int) -> Bool {
        if scripted.single { return false }
        if let limit = scripted.limit, ticks.selection.count >= limit {
            if config.options.persona != .fzf { message = "At most \(Wording.count(limit, "row")) can be ticked" }
            return false
        }
        ticks.tick(item)
        return true
    }
}
