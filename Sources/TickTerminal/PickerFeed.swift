import TickCore

/// What feeds the picker's state: input snapshots in, match requests out, results back in.
///
/// `PickerSession` and `tick-bench` drive a picker through the same feed, so the benchmark
/// times exactly what the picker does. The feed owns the match engine and the latest snapshot;
/// the state it feeds stays the caller's.
public struct PickerFeed {
    let options: Options
    let engine: MatchEngine
    /// The latest snapshot of the input.
    public private(set) var store = ItemStore()
    var preselector: Preselector
    /// The `--header` lines, before any `--header-lines` read from the input.
    let headerText: [[UInt8]]
    var queryRevision = 0
    var requestSerial = 0
    var shownSerial = -1
    /// The item count and query revision of the last match asked for (to ask again only when
    /// something changed).
    var lastRequest: (count: Int, revision: Int)? = nil

    /// A feed with a new match engine that signals `wake` when results are ready; items whose
    /// value is in `remembered` start ticked (`--remember`).
    public init(options: Options, header: [[UInt8]], wake: WakePipe, remembered: [[UInt8]] = []) {
        self.options = options
        engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac, wake: wake)
        preselector = Preselector(options: options, remembered: remembered)
        headerText = header
    }

    /// Takes a snapshot of the input (`done`: the last one): new items, new ticks, and a match
    /// for them.
    public mutating func absorb(_ snapshot: ItemStore, done: Bool, into state: inout PickerState) {
        let before = store.count
        store = snapshot
        state.itemCount = store.count
        state.loading = !done
        if headerText.count + store.header.count != state.config.header.count {
            state.config.header = headerText + store.header
            for n in store.header.indices {
                let spans = store.headerSpans(n)
                if !spans.isEmpty { state.config.headerStyles[headerText.count + n] = spans }
            }
        }
        if store.count > before {
            preselector.apply(store: store, range: before..<store.count, to: &state.selection, limit: state.config.limit)
        }
        startMatch(for: &state)
    }

    /// The query changed: matches of the new one are asked for.
    public mutating func queryChanged(_ state: inout PickerState) {
        queryRevision += 1
        startMatch(for: &state)
    }

    /// Asks for the matches of the current query in the current snapshot, unless that was asked
    /// already; an empty query is answered at once (every item, in input order).
    public mutating func startMatch(for state: inout PickerState) {
        if let last = lastRequest, last.count == store.count, last.revision == queryRevision { return }
        lastRequest = (store.count, queryRevision)
        requestSerial += 1
        let text = state.query.text
        let query = options.query(text)
        if query.isEmpty {
            engine.cancel(queryRevision: queryRevision)
            shownSerial = requestSerial
            state.setResults(RankedList(all: store.count, reversed: options.tac), query: text, itemCount: store.count)
            return
        }
        engine.submit(store: store, queryText: text, query: query, queryRevision: queryRevision, serial: requestSerial)
    }

    /// Takes the engine's newest result into `state`, unless it answers an older request than
    /// the one shown (the same request again is the full ranking of matches published best
    /// first); false when there was none to take.
    @discardableResult
    public mutating func absorbResults(into state: inout PickerState) -> Bool {
        guard let result = engine.takeResult(), result.serial >= shownSerial else { return false }
        shownSerial = result.serial
        state.setResults(result.list, query: result.query, itemCount: result.itemCount)
        return true
    }
}
