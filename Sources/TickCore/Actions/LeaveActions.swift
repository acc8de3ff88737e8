/// The actions that end or leave the picker (`accept`, `abort`, `suspend`…): their names, rows
/// and behaviour.
extension Action {
    /// Accepts, aborts, prints, suspends.
    public enum Leave: String, ActionGroup {
        case accept, acceptNonEmpty = "accept-non-empty", acceptOrPrintQuery = "accept-or-print-query"
        case printQuery = "print-query", print, abort, cancel, close, suspend

        var action: Action { .leave(self) }

        var row: ActionSpec {
            switch self {
            case .accept: spec("Pick the ticked rows, or the band row when none is ticked")
            case .acceptNonEmpty: spec("Accept, unless that would pick nothing")
            case .acceptOrPrintQuery: spec("Accept; when nothing matches or is ticked, print the query (exit 0)")
            case .printQuery: spec("Leave, printing only the query (exit 0)")
            case .print: spec("Print TEXT on a line before the picked rows when the picker accepts", argument: .required("TEXT"))
            case .abort: spec("Leave without picking (exit 130)")
            case .cancel: spec("Clear the query; with an empty query, leave as abort")
            case .close: spec("Hide the preview when it is shown; otherwise leave as abort")
            case .suspend: spec("Give the terminal back until fg (as Ctrl-Z)")
            }
        }

        /// Whether it looks at every match (`accept-non-empty`, `accept-or-print-query`), so waits
        /// for the full ranking.
        var waitsForRanking: Bool {
            switch self {
            case .acceptNonEmpty, .acceptOrPrintQuery: true
            case .accept, .printQuery, .print, .abort, .cancel, .close, .suspend: false
            }
        }
    }
}

extension PickerState {
    /// Performs an action that ends or leaves the picker: `.finish`, `.suspend`, or what
    /// accepting asks (`--confirm`'s question, the keys checked, a wait for matches).
    mutating func perform(_ leave: Action.Leave, _ argument: String) -> PickerEffect? {
        switch leave {
        case .accept: return accept(key: nil)
        case .acceptNonEmpty:
            if ticks.selection.isEmpty && shown.isEmpty && (loading || itemCount > 0) { return nil }
            return accept(key: nil)
        case .acceptOrPrintQuery:
            if ticks.selection.isEmpty && shown.isEmpty { return .finish(.printQuery) }
            return accept(key: nil)
        case .printQuery: return .finish(.printQuery)
        case .print:
            scripted.printed.append(argument)
            return nil
        case .abort: return .finish(.cancelled)
        case .cancel:
            if query.isEmpty || !config.search { return .finish(.cancelled) }
            return edit { $0.killAll() }
        case .close:
            guard preview?.visible == true else { return .finish(.cancelled) }
            togglePreview()
            return nil
        case .suspend: return .suspend
        }
    }

    /// Whether `leave`, first in a chain, ends the picker now (`abort`; `cancel` on an empty
    /// query; `close` with no preview shown).
    func endsNow(_ leave: Action.Leave) -> Bool {
        switch leave {
        case .abort: true
        case .cancel: query.isEmpty || !config.search
        case .close: preview?.visible != true
        case .accept, .acceptNonEmpty, .acceptOrPrintQuery, .printQuery, .print, .suspend: false
        }
    }
}
