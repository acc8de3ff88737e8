/// One match the picker asks for: the query as typed and as parsed, over the first `itemCount`
/// items, with the serial of its query.
///
/// The controller makes one per change of query or input, with the serial the state gives the
/// current query (`MatchResults.serial`); the engine answers it, the reducer
/// takes its results with it (`PickerEvent.matched`), and the shown matches are highlighted
/// with its compiled query: the query is parsed and compiled once per query text, and the
/// engine's matchers and the highlighter share it.
public struct MatchRequest: Sendable, Equatable {
    /// The serial of the query (`MatchResults.serial`): it goes up when what is searched
    /// changes, and more input for the same query keeps it. A match for an older serial is
    /// abandoned, and its results are not current.
    public var serial: Int
    /// The query as typed.
    public var text: String
    /// `searched` parsed with the picker's options and compiled for the matchers.
    public var compiled: CompiledQuery
    /// `searched` parsed with the picker's options.
    public var query: Query { compiled.query }
    /// How many items it looks through (the first ones of the input).
    public var itemCount: Int
    /// The index of the first item searched: items before it were dropped (`--tail`).
    public var startIndex = 0
    // fzf's state actions
    /// Whether the matches are ranked (false: input order), as `toggle-sort` last left it; nil
    /// leaves it to the engine's setting (`--no-sort`).
    public var sort: Bool?
    /// What `query` was parsed from: `text`, or `search(…)`'s text, or nothing while
    /// searching is off (`--disabled`).
    public var searched: String
    /// The fields searched, as `change-nth` last left them (`.some(nil)`: the whole line); nil
    /// leaves them to the engine's setting (`--nth`).
    public var nth: FieldList??
    /// The text shown and searched, as `change-with-nth` last left it (`.some(nil)`: the whole
    /// line); nil leaves it to the engine's setting (`--with-nth`).
    public var withNth: FieldTemplate??

    /// `base` (the options' matcher configuration) with the fields this request searches.
    public func configuration(_ base: Matcher.Configuration) -> Matcher.Configuration {
        var configuration = base
        if let nth { configuration.nth = nth }
        if let withNth { configuration.withNth = withNth }
        return configuration
    }

    /// A request for `query`, compiled here.
    public init(serial: Int = 0, text: String, query: Query, itemCount: Int,
                sort: Bool? = nil, searched: String? = nil, nth: FieldList?? = nil, withNth: FieldTemplate?? = nil) {
        self.init(serial: serial, text: text, compiled: CompiledQuery(query), itemCount: itemCount,
                  sort: sort, searched: searched, nth: nth, withNth: withNth)
    }

    /// A request for a query compiled already (the last request's, when only the input grew).
    public init(serial: Int = 0, text: String, compiled: CompiledQuery, itemCount: Int,
                sort: Bool? = nil, searched: String? = nil, nth: FieldList?? = nil, withNth: FieldTemplate?? = nil) {
        self.nth = nth
        self.withNth = withNth
        self.serial = serial
        self.text = text
        self.compiled = compiled
        self.itemCount = itemCount
        self.sort = sort
        self.searched = searched ?? text
    }
}
