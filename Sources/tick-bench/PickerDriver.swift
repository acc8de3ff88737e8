import TickCore
import TickTerminal

/// The picker's own work without a terminal: taking snapshots, asking for matches, taking
/// results and building frames, done the way `PickerSession` does them so that they can be timed.
///
/// Input and matches go through the same `PickerFeed` as in `PickerSession`, frames through the
/// same `View` and `FrameDiff`; keys go through a `KeyDecoder` and `PickerState.handle` as typed
/// bytes would. The terminal's part is left out: nothing is read from or written to a tty (the
/// frame's bytes are built and counted), there is no cursor report, spinner or signal.
struct PickerDriver {
    let options: Options
    let wake: WakePipe
    let view: View
    var state: PickerState
    var decoder = KeyDecoder()
    /// Snapshots in, matches out, as `PickerSession` has them.
    var feed: PickerFeed
    var lastFrame: Frame? = nil

    /// A picker of `size` with a new match engine (so with no results kept from another run).
    init(options: Options, size: TerminalSize, wake: WakePipe) {
        self.options = options
        self.wake = wake
        view = View(theme: Theme(colors: options.color))
        let config = PickerConfig(options: options)
        state = PickerState(config: config, query: options.query)
        state.size = size
        feed = PickerFeed(options: options, header: config.header, wake: wake)
    }

    /// The latest snapshot of the input.
    var store: ItemStore { feed.store }

    /// Takes a snapshot of the input (`done`: the last one).
    mutating func absorbInput(_ snapshot: ItemStore, done: Bool) {
        feed.absorb(snapshot, done: done, into: &state)
    }

    /// Asks for the matches of the current query, as the picker does when it starts.
    mutating func startMatch() { feed.startMatch(for: &state) }

    /// Takes the engine's newest result, if any.
    mutating func absorbResults() { feed.absorbResults(into: &state) }

    /// Handles `bytes` typed at the terminal: decoded into keys, each applied to the state, and
    /// a match asked for when the query changed.
    mutating func type(_ bytes: [UInt8]) {
        for event in decoder.feed(bytes) {
            if state.handle(event) == .queryChanged { feed.queryChanged(&state) }
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
