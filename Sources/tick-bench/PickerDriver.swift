import TickCore
import TickTerminal

/// The picker's own work without a terminal: taking snapshots, asking for matches, taking
/// results and building frames, done the way `PickerSession` does them so that they can be timed.
///
/// Each method mirrors the `PickerSession` method of the same name (`absorbInput`, `startMatch`,
/// `absorbResults`, `draw`); keys go through a `KeyDecoder` and `PickerState.handle` as typed
/// bytes would. The terminal's part is left out: nothing is read from or written to a tty (the
/// frame's bytes are built and counted), there is no cursor report, spinner or signal.
struct PickerDriver {
    let options: Options
    let wake: WakePipe
    let engine: MatchEngine
    let view: View
    var state: PickerState
    var decoder = KeyDecoder()
    var preselector: Preselector
    /// The `--header` lines, before any `--header-lines` read from the input.
    let headerText: [[UInt8]]
    /// The latest snapshot of the input.
    var store = ItemStore()
    var queryRevision = 0
    var requestSerial = 0
    var shownSerial = -1
    var lastRequest: (count: Int, revision: Int)? = nil
    var lastFrame: Frame? = nil

    /// A picker of `size` with a new match engine (so with no results kept from another run).
    init(options: Options, size: TerminalSize, wake: WakePipe) {
        self.options = options
        self.wake = wake
        engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac, wake: wake)
        view = View(theme: Theme(colors: options.color))
        let config = PickerConfig(options: options)
        headerText = config.header
        state = PickerState(config: config, query: options.query)
        state.size = size
        preselector = Preselector(options: options)
    }

    /// Takes a snapshot of the input (`done`: the last one): new items, new ticks, and a match
    /// for them.
    mutating func absorbInput(_ snapshot: ItemStore, done: Bool) {
        let before = store.count
        store = snapshot
        state.itemCount = store.count
        state.loading = !done
        if headerText.count + store.header.count != state.config.header.count {
            state.config.header = headerText + store.header
        }
        if store.count > before {
            preselector.apply(store: store, range: before..<store.count, to: &state.selection, limit: state.config.limit)
        }
        startMatch()
    }

    /// Asks for the matches of the current query in the current snapshot, unless that was asked
    /// already; an empty query is answered at once (every item, in input order).
    mutating func startMatch() {
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

    /// Takes the engine's newest result, unless it answers an older request than the one shown
    /// (the same request again is the full ranking of matches published best first).
    mutating func absorbResults() {
        guard let result = engine.takeResult(), result.serial >= shownSerial else { return }
        shownSerial = result.serial
        state.setResults(result.list, query: result.query, itemCount: result.itemCount)
    }

    /// Handles `bytes` typed at the terminal: decoded into keys, each applied to the state, and
    /// a match asked for when the query changed.
    mutating func type(_ bytes: [UInt8]) {
        for event in decoder.feed(bytes) {
            if state.handle(event) == .queryChanged {
                queryRevision += 1
                startMatch()
            }
        }
    }

    /// Builds the frame of the current state and the bytes that would bring the screen from the
    /// last frame to it; returns their count.
    mutating func draw() -> Int {
        let query = options.query(state.resultsQuery ?? "")
        var rows = MatchedRows(store: store, matcher: Matcher(query: query, configuration: options.matcherConfiguration))
        let frame = view.frame(state, rows: &rows)
        let bytes = FrameDiff.bytes(from: lastFrame, to: frame)
        lastFrame = frame
        return bytes.count
    }

    /// Waits until a thread signals the wake pipe, then empties it; false after `timeout`
    /// milliseconds without a signal.
    func waitForWake(timeout: Int32) -> Bool {
        var p = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&p, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return false }
            wake.drain()
            return true
        }
    }
}
