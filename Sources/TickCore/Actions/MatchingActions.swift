/// The actions that change how the query is matched: their names, rows and behaviour.
extension Action {
    /// Whether typing filters and whether matches are ranked.
    public enum Matching: String, ActionGroup {
        case toggleSort = "toggle-sort"
        case enableSearch = "enable-search", disableSearch = "disable-search", toggleSearch = "toggle-search"

        var action: Action { .matching(self) }

        var row: ActionSpec {
            switch self {
            case .toggleSort: spec("Rank the matches, or keep them in input order (flips --no-sort)")
            case .enableSearch: spec("Typing filters again (undoes --disabled)")
            case .disableSearch: spec("Typing edits the query but the matches shown stay (--disabled)")
            case .toggleSearch: spec("enable-search or disable-search, whichever is off")
            }
        }
    }
}

extension PickerState {
    /// Performs a matching action; `.rematch` when the matches must be looked for again.
    mutating func perform(_ matching: Action.Matching, _ argument: String) -> PickerEffect? {
        switch matching {
        case .toggleSort:
            scripted.sorting.toggle()
            return .rematch
        case .enableSearch, .disableSearch, .toggleSearch:
            let on = matching == .toggleSearch ? !scripted.searching : matching == .enableSearch
            return scripted.search(on, query: query.text) ? .rematch : nil
        }
    }
}
