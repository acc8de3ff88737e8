/// The matches shown and which query they answer: one serial says which results are current.
///
/// The serial numbers the picker's queries: it goes up whenever what is searched changes (the
/// query, `search(…)`, `toggle-sort`, `change-nth`, a reload's new items), and every match
/// request carries the serial of the query it was made for (`MatchRequest.serial`; more items
/// for the same query keep it). The results are current when their request's serial is the
/// picker's, so nothing compares query texts. Its reducer is `searchChanged`, `take`,
/// `forget` and `exclude`; `PickerState` hands them here.
public struct MatchResults: Equatable, Sendable {
    /// The matches of `request`'s query among its first `request.itemCount` items.
    public internal(set) var list = RankedList.empty
    /// The request the results answer (nil before the first results, and after a reload).
    public internal(set) var request: MatchRequest? = nil
    /// The serial of the current query: the one the next request carries.
    public internal(set) var serial = 0
    /// fzf's raw mode (`--raw`, `toggle-raw`): every listed item shown, the matches told apart;
    /// nil when off (only the matches are shown).
    public private(set) var raw: RawRows? = nil

    public init() {}

    /// Whether the results answer the current query (its matches over more items may come).
    public var isCurrent: Bool { request?.serial == serial }
    /// Whether the results are the current query's, fully ranked.
    public var isFinal: Bool { isCurrent && !list.isPartial }
    /// How many items the results looked through.
    public var itemCount: Int { request?.itemCount ?? 0 }
    /// The first item still kept (`--tail` drops the oldest): the results hold none before it.
    public private(set) var startIndex = 0

    /// What is searched changed: results of earlier requests are no longer current.
    mutating func searchChanged() {
        serial += 1
    }

    /// Takes the matches of `request`, without the `excluded` items; whether they are for the
    /// same query text as the results they replace (then the band stays where it is: more
    /// items, or the same query sorted or searched another way).
    mutating func take(_ matches: RankedList, for request: MatchRequest, excluding excluded: Set<Int>) -> Bool {
        let sameQuery = request.text == self.request?.text
        list = excluded.isEmpty ? matches : matches.removing(excluded)
        if startIndex > request.startIndex { list = list.dropping(before: startIndex) }
        self.request = request
        if let raw { showAll(reversed: raw.reversed, unlisted: excluded) }
        return sameQuery
    }

    /// Raw mode on: every item the results looked through is shown, `unlisted` ones aside.
    mutating func showAll(reversed: Bool, unlisted: Set<Int>) {
        raw = RawRows(matches: list, itemCount: itemCount, startIndex: startIndex, unlisted: unlisted, reversed: reversed)
    }

    /// `--tail` let go of the items before `start`: the results no longer show them.
    mutating func dropItems(before start: Int, unlisted: Set<Int>) {
        guard start > startIndex else { return }
        startIndex = start
        list = list.dropping(before: start)
        if let raw { showAll(reversed: raw.reversed, unlisted: unlisted) }
    }

    /// Raw mode off: only the matches are shown.
    mutating func showMatchesOnly() {
        raw = nil
    }

    /// Drops the results and makes the next request a new one (a reload replaced the items
    /// they index).
    mutating func forget() {
        list = .empty
        request = nil
        startIndex = 0
        serial += 1
        if let raw { self.raw = RawRows(reversed: raw.reversed) }
    }

    /// Takes `items` out of the results (`exclude`); in raw mode the rows leave out `unlisted`.
    mutating func exclude(_ items: Set<Int>, unlisted: Set<Int> = []) {
        list = list.removing(items)
        if let raw { showAll(reversed: raw.reversed, unlisted: unlisted) }
    }
}
