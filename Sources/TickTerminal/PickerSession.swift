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

    let options: Options
    let tty: TerminalDevice
    let wake = WakePipe()
    let reader: StreamingReader
    /// Draws frames; its theme may change once the terminal says what its background is.
    var view: View
    var state: PickerState
    var decoder = KeyDecoder()
    /// Events decoded but not yet handled (keys typed while waiting for a cursor report).
    var queued: [InputEvent] = []
    /// When a lone Esc (or another unfinished sequence) is read as keys if nothing follows.
    var escapeDeadline: Double? = nil
    /// Input snapshots in, matches out: the match engine and the latest snapshot.
    var feed: PickerFeed
    /// The latest snapshot of the input.
    var store: ItemStore { feed.store }
    var inputDone = false
    var failure: String? = nil
    var lastFrame: Frame? = nil
    /// Whether the picker may draw (not while `-1`/`-0` wait for the input to end).
    var drawing: Bool
    /// The cursor's column when tick started, when a new line had to be started for the picker.
    var startColumn: Int? = nil
    /// The picker's height when it was placed (to work out the origin from a late report).
    var placedHeight = 0
    var lastSpin = 0.0
    var resumedFromSuspend = false
    /// Whether the next placement asks the terminal for its background colour (once, with
    /// `--theme auto` and colours, and not on the Linux console, which would print the question).
    var asksBackground = false

    /// A session for `options` on `tty`; items whose value is in `remembered` start ticked.
    public init(options: Options, tty: TerminalDevice, remembered: [[UInt8]] = []) {
        self.options = options
        self.tty = tty
        reader = StreamingReader(options: options, wake: wake)
        let noColor = !(Platform.environment("NO_COLOR") ?? "").isEmpty
        let palette: Theme.Palette
        switch options.theme {
        case .dark: palette = .dark
        case .light: palette = .light
        case .auto: palette = .forColorFGBG(Platform.environment("COLORFGBG")) ?? .dark
        }
        view = View(theme: Theme(colors: options.color && !noColor, palette: palette))
        let config = PickerConfig(options: options)
        feed = PickerFeed(options: options, header: config.header, wake: wake, remembered: remembered)
        state = PickerState(config: config, query: options.query)
        drawing = !(options.select1 || options.exit0)
        let term = Platform.environment("TERM") ?? ""
        asksBackground = options.theme == .auto && view.theme.colors && !term.hasPrefix("linux")
    }

    /// Runs until the user accepts or cancels; the terminal is restored when it returns.
    public func run() -> Result {
        SignalPipe.install()
        TerminalRestore.installFatalHandlers()
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
        SignalPipe.uninstall()
        return Result(outcome: outcome, store: store, query: state.query.text, failure: failure)
    }

    // MARK: The loop

    private func loop() -> PickerOutcome {
        feed.startMatch(for: &state)
        while true {
            if let outcome = handleQueued() { return outcome }
            var fds = [
                pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 3, pollTimeout())
            if ready < 0 && errno != EINTR { return .cancelled }

            if fds[1].revents != 0 {
                for sig in SignalPipe.drain() {
                    if let outcome = handleSignal(sig) { return outcome }
                }
            }
            // Keys first: they act on what the user saw, the frame drawn before new results.
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                // The terminal went away (closed window): nothing more can be asked.
                guard let bytes = tty.read() else { return .cancelled }
                queued += decoder.feed(bytes)
            }
            flushEscapeIfDue()
            if let outcome = handleQueued() { return outcome }
            if fds[2].revents != 0 {
                wake.drain()
                absorbInput()
                feed.absorbResults(into: &state)
                if let effect = state.resumeDeferredAccept(), let outcome = carryOut(effect) { return outcome }
            }
            if failure != nil { return .cancelled }
            if let outcome = decideWithoutDrawing() { return outcome }
            let now = Platform.monotonicMilliseconds()
            if state.loading && now - lastSpin >= Timing.spinnerInterval {
                state.spinner += 1
                lastSpin = now
            }
            draw()
        }
    }

    /// How long `poll` may wait: until the Esc deadline, the next turn of the loading
    /// indicator, or (with neither) for ever.
    private func pollTimeout() -> Int32 {
        let now = Platform.monotonicMilliseconds()
        var wait = Double.infinity
        if let deadline = escapeDeadline { wait = max(0, deadline - now) }
        if state.loading && drawing { wait = min(wait, max(0, lastSpin + Timing.spinnerInterval - now)) }
        return wait.isInfinite ? -1 : Int32(wait.rounded(.up))
    }

    /// Reads a waiting Esc as a key once nothing has followed it in time, however busy the
    /// other pipes keep the loop.
    private func flushEscapeIfDue() {
        guard decoder.isWaiting else {
            escapeDeadline = nil
            return
        }
        let now = Platform.monotonicMilliseconds()
        guard let deadline = escapeDeadline else {
            escapeDeadline = now + Timing.escapeDelay
            return
        }
        if now >= deadline {
            queued += decoder.flush()
            escapeDeadline = nil
        }
    }

    private func handleQueued() -> PickerOutcome? {
        while !queued.isEmpty {
            let event = queued.removeFirst()
            if case .cursorPosition(let row, _) = event {
                // A late answer to the placement's question: now taps can be placed.
                if state.origin == nil { state.origin = min(row, state.size.rows - placedHeight + 1) }
                continue
            }
            if case .backgroundColor(let red, let green, let blue) = event {
                adoptBackground(red: red, green: green, blue: blue)
                continue
            }
            if let outcome = carryOut(state.handle(event)) { return outcome }
        }
        return nil
    }

    /// Does what the reducer asked; returns the outcome when it ends the session.
    private func carryOut(_ effect: PickerEffect) -> PickerOutcome? {
        switch effect {
        case .redraw: return nil
        case .queryChanged:
            feed.queryChanged(&state)
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
        if progress.failure != nil { failure = progress.failure }
        inputDone = progress.done
        feed.absorb(progress.store, done: progress.done, into: &state)
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
