import TickCore

/// Runs the picker on the terminal: the event loop that ties the terminal, the reader thread,
/// the match engine and the pure picker state together.
///
/// One loop `poll`s the terminal, the signal pipe and the wake-up pipe; every event goes through
/// `PickerState.handle`, and after each batch the view is drawn and only the changed cells are
/// written. Every way out restores the terminal before `run` returns.
public final class PickerSession {
    /// How the session ended, with what the output needs.
    public struct Result {
        public var outcome: PickerOutcome
        public var store: ItemStore
        public var query: String
        /// A read error on stdin (the outcome is then `.cancelled`).
        public var failure: String?
    }

    /// How long a lone Esc waits for the rest of a sequence (milliseconds).
    static let escapeDelay: Int32 = 40
    /// How often the loading indicator turns (milliseconds).
    static let spinnerInterval = 100.0
    /// How long to wait for the terminal to report the cursor position (milliseconds).
    static let cursorReportTimeout = 500.0

    let options: Options
    let tty: TerminalDevice
    let wake = WakePipe()
    let reader: StreamingReader
    let engine: MatchEngine
    let view: View
    var state: PickerState
    var decoder = KeyDecoder()
    var queued: [InputEvent] = []
    var store = ItemStore()
    var inputDone = false
    var failure: String? = nil
    var preselector: Preselector
    var queryRevision = 0
    var requestSerial = 0
    var shownSerial = -1
    var lastFrame: Frame? = nil
    /// Whether the picker may draw (not while `-1`/`-0` wait for the input to end).
    var drawing: Bool
    /// The cursor's column when tick started, when a new line had to be started for the picker.
    var startColumn: Int? = nil
    var lastSpin = 0.0
    var resumedFromSuspend = false

    public init(options: Options, tty: TerminalDevice) {
        self.options = options
        self.tty = tty
        reader = StreamingReader(separator: options.read0 ? 0 : 0x0A, headerLines: options.headerLines, wake: wake)
        engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac, wake: wake)
        let noColor = !(Platform.environment("NO_COLOR") ?? "").isEmpty
        view = View(theme: Theme(colors: options.color && !noColor))
        state = PickerState(config: PickerConfig(options: options), query: options.query)
        preselector = Preselector(options: options)
        drawing = !(options.select1 || options.exit0)
    }

    /// Runs until the user accepts or cancels; the terminal is restored when it returns.
    public func run() -> Result {
        _ = SignalPipe.install()
        TerminalRestore.installCrashHandlers()
        reader.start()
        tty.enterRaw()
        enterModes()
        state.size = tty.size()
        if drawing {
            place()
            draw()
        }
        let outcome = loop()
        leave()
        return Result(outcome: outcome, store: store, query: state.query.text, failure: failure)
    }

    // MARK: The loop

    private func loop() -> PickerOutcome {
        startMatch()
        while true {
            for event in takeQueued() {
                if let outcome = apply(event) { return outcome }
            }
            var fds = [
                pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            var timeout: Int32 = -1
            if decoder.isWaiting { timeout = Self.escapeDelay }
            if state.loading && drawing { timeout = timeout < 0 ? Int32(Self.spinnerInterval) : min(timeout, Int32(Self.spinnerInterval)) }
            let ready = poll(&fds, 3, timeout)
            if ready < 0 && errno != EINTR { return .cancelled }

            if fds[1].revents != 0 {
                for sig in SignalPipe.drain() {
                    if let outcome = handleSignal(sig) { return outcome }
                }
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                // The terminal went away (closed window): nothing more can be asked.
                guard let bytes = tty.read() else { return .cancelled }
                queued += decoder.feed(bytes)
            } else if ready == 0 && decoder.isWaiting {
                queued += decoder.flush()
            }
            if fds[2].revents != 0 {
                wake.drain()
                absorbInput()
                absorbResults()
                if let effect = state.resumeDeferredAccept(), let outcome = perform(effect) { return outcome }
            }
            if let outcome = decideWithoutDrawing() { return outcome }
            for event in takeQueued() {
                if let outcome = apply(event) { return outcome }
            }
            let now = Platform.monotonicMilliseconds()
            if state.loading && now - lastSpin >= Self.spinnerInterval {
                state.spinner += 1
                lastSpin = now
            }
            if failure != nil { return .cancelled }
            draw()
        }
    }

    private func takeQueued() -> [InputEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Applies one event; returns the outcome when it ends the session.
    private func apply(_ event: InputEvent) -> PickerOutcome? {
        perform(state.handle(event))
    }

    /// Does what the reducer asked; returns the outcome when it ends the session.
    private func perform(_ effect: PickerEffect) -> PickerOutcome? {
        switch effect {
        case .redraw: return nil
        case .queryChanged:
            queryRevision += 1
            startMatch()
            return nil
        case .suspend:
            suspend()
            return nil
        case .finish(let outcome):
            return outcome
        }
    }

    private func handleSignal(_ sig: Int32) -> PickerOutcome? {
        switch sig {
        case SIGWINCH:
            resize()
        case SIGINT, SIGTERM:
            return .cancelled
        case SIGHUP:
            // The terminal is gone: do not try to draw on it.
            lastFrame = nil
            return .cancelled
        case SIGTSTP:
            suspend()
        case SIGCONT:
            if resumedFromSuspend {
                resumedFromSuspend = false
            } else {
                // Stopped and continued from outside: take the terminal back and redraw.
                tty.enterRaw()
                enterModes()
                redrawAll()
            }
        default:
            break
        }
        return nil
    }

    // MARK: Input and matches

    /// Takes the reader's latest snapshot: new items, new ticks, new matches.
    private func absorbInput() {
        let progress = reader.progress
        let before = store.count
        store = progress.store
        if progress.failure != nil { failure = progress.failure }
        state.itemCount = store.count
        if inputDone != progress.done {
            inputDone = progress.done
            state.loading = !progress.done
        }
        if store.header.count > headerLinesShown { updateHeader() }
        if store.count > before {
            preselector.apply(store: store, range: before..<store.count, to: &state.selection, limit: state.config.limit)
            startMatch()
        } else if progress.done && before == store.count {
            startMatch()
        }
    }

    var headerLinesShown = 0

    private func updateHeader() {
        headerLinesShown = store.header.count
        state.config.header = PickerConfig(options: options).header + store.header
    }

    /// Starts matching the current query against the current snapshot (at once for an empty
    /// query, which matches everything in input order).
    private func startMatch() {
        requestSerial += 1
        let text = state.query.text
        let query = Query(text, fuzzy: !options.exact, caseMode: options.caseMode, normalize: !options.literal)
        if query.isEmpty {
            shownSerial = requestSerial
            state.setResults(RankedList(all: store.count, reversed: options.tac), query: text, itemCount: store.count)
            return
        }
        engine.submit(store: store, queryText: text, query: query, queryRevision: queryRevision, serial: requestSerial)
    }

    private func absorbResults() {
        guard let result = engine.takeResult(), result.serial > shownSerial else { return }
        shownSerial = result.serial
        state.setResults(result.list, query: result.query, itemCount: result.itemCount)
    }

    /// `-1` and `-0`: once the input has ended and its matches are known, finish without
    /// drawing, or start drawing.
    private func decideWithoutDrawing() -> PickerOutcome? {
        guard !drawing, inputDone, state.resultsAreCurrent, state.resultsItemCount == store.count else { return nil }
        if options.select1 && state.results.count == 1 { return .accepted(items: [state.results[0]], key: nil) }
        if options.exit0 && state.results.isEmpty { return .noMatch }
        drawing = true
        place()
        return nil
    }
}
