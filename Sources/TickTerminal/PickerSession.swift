import Glibc
import TickCore
import TickEngine

/// Runs the picker on the terminal: the event loop that ties the terminal to the picker's
/// controller.
///
/// One loop `poll`s the terminal, the signal pipe and the wake-up pipe. Bytes typed, the news
/// of the controller's threads (`pump`), sizes and time all go to the `PickerController`, whose
/// state's reducer is the only writer of the picker's state and whose `PickerProcesses` own
/// every child; what comes back (`SessionEffect`, the one way out) needs the terminal and is
/// done here, every case. After each batch the frame is drawn and only the changed cells are
/// written. Every way out restores the terminal before `run` returns.
public final class PickerSession {
    /// How the session ended, with what the output needs.
    public struct Result {
        public var outcome: PickerOutcome
        public var store: ItemStore
        public var query: String
        /// A read error on stdin, or why `become` failed (the outcome is then `.cancelled`).
        public var failure: String?
        /// The lines `print(…)` queued, printed before the picked rows.
        public var printed: [String] = []
        /// Whether the picker was drawn: false when `-1` or `-0` answered without it.
        public var drawn = true
    }

    let tty: any PickerTerminal
    /// Where the items are read from (stdin).
    let input: Int32
    /// The picker: state, engine, processes and frames.
    var controller: PickerController
    var lastFrame: Frame? = nil
    /// The serial of the search on screen (`MatchResults.serial`), and since when a frame for a
    /// newer one has waited for its matches (`drawOrHold`).
    var drawnSerial = 0
    var holdingSince: Double? = nil
    /// Under the name fzf, until when the first frame waits for the input's end (fzf's screen
    /// stays blank until its input is complete, 20 ms at most, 100 with `--tac`): a short
    /// input's first frame is whole, its header lines and count in it.
    var firstFrameDue: Double? = nil
    /// The cursor's column when tick started, when a new line had to be started for the picker.
    var startColumn: Int? = nil
    var resumedFromSuspend = false
    /// Whether the next placement asks the terminal for its background colour (once, with
    /// `--theme auto` and colours, and not on the Linux console, which would print the question).
    var asksBackground = false
    /// Whether the terminal was given back for good (`leave`).
    var hasLeft = false
    /// Whether the session took the terminal (raw mode, its modes): at once, or under `--sync`
    /// once the picker draws.
    var tookTerminal = false
    /// Whether tick is on the terminal's alternate screen: the picker full screen, or an
    /// inline picker's `execute` command run aside (`PickerSession+FullScreen`).
    var onAlternateScreen = false
    /// Why the session ends with nothing picked: stdin's read error, or why `become` could not
    /// replace tick.
    var failure: String? = nil
    /// Told of every turn of the loop: how long `poll` was allowed to wait (milliseconds, -1:
    /// for ever) and how many descriptors were ready (0: a timer ran out). Tests count an idle
    /// picker's turns with it.
    public var turnObserver: (@Sendable (_ timeout: Int32, _ ready: Int32) -> Void)? = nil

    /// A session for `options` on `tty`, reading items from `input`; the ticks of `memory`
    /// (`--remember`) start ticked. An item longer than `itemLimit` ends the session with a
    /// failure (stdin's) or is said in the toolbar (a reload's). `server` (`--listen`) is
    /// stopped when the session ends. `view` is the screen (nil: the one the options choose).
    public init(options: Options, tty: any PickerTerminal, input: Int32 = 0, memory: [Memory.Tick] = [],
                itemLimit: Int = ItemStoreBuilder.maximumItemLength, server: ListenServer? = nil,
                view: (any PickerView)? = nil) {
        self.tty = tty
        self.input = input
        let theme = PickerController.theme(for: options)
        controller = PickerController(options: options, theme: theme, followsBackground: options.theme == .auto,
                                      size: tty.size(), memory: memory, wake: WakePipe(), itemLimit: itemLimit, server: server,
                                      view: view)
        let term = Host.environment("TERM") ?? ""
        asksBackground = options.theme == .auto && theme.colors && !term.hasPrefix("linux")
    }

    /// Runs until the user accepts or cancels; the terminal is restored when it returns.
    public func run() -> Result {
        SignalPipe.install()
        TerminalRestore.installFatalHandlers()
        // --sync leaves the terminal alone (no raw mode, no keys read) until the picker draws,
        // as fzf's does: `fzf -m | fzf --sync` shares one terminal, the first picker's meanwhile.
        if controller.drawing || !controller.state.config.options.sync { takeTerminal() }
        controller.send(.resized(tty.size()))
        if controller.drawing { beginPlacing() }
        // The question is on its way before the reader's thread starts: that thread's first
        // reads could otherwise hold the processor while the question waits to be written.
        let inputCommand = input == 0 ? InputCommand.running : nil
        controller.inputCommand = inputCommand?.command
        let options = controller.state.config.options
        if options.persona == .fzf && controller.drawing {
            firstFrameDue = MonotonicClock.milliseconds() + (options.tac ? Tunables.fzfFirstFrameDelayTac : Tunables.fzfFirstFrameDelay)
        }
        // The reader holds after its first snapshot for the first frame, unless that frame waits for the reader.
        let readerWait = controller.drawing && firstFrameDue == nil ? Tunables.firstFrameWait : 0
        controller.processes.startReading(fd: input, firstFrameWait: readerWait, inputCommand: inputCommand?.pid)
        let outcome = loop()
        controller.stopProcesses()
        leave()
        SignalPipe.uninstall()
        return Result(outcome: outcome, store: controller.store, query: controller.state.query.text, failure: failure,
                      printed: controller.state.scripted.printed, drawn: controller.drawing)
    }

    // MARK: The loop

    private func loop() -> PickerOutcome {
        controller.start()
        if let outcome = carryOutAll() { return outcome }
        let wake = controller.processes.wake
        controller.reloadWaitsForFrame = true
        while true {
            // A reload asked for starts once the frame that shows the request was drawn.
            while controller.startHeldReload() {
                if let outcome = carryOutAll() { return outcome }
                drawOrHold()
            }
            var fds = [
                pollfd(fd: tookTerminal ? tty.fd : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = pollTimeout()
            let ready = poll(&fds, 3, timeout)
            turnObserver?(timeout, ready)
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
                controller.receive(bytes, at: MonotonicClock.milliseconds())
                if let outcome = carryOutAll() { return outcome }
            }
            controller.advance(to: MonotonicClock.milliseconds())
            if fds[2].revents != 0 { controller.pump(wake.drain()) }
            if let outcome = carryOutAll() { return outcome }
            drawOrHold()
        }
    }

    /// Draws, unless what is searched changed (the query, or `search`, `toggle-sort`,
    /// `change-nth`: the results' serial moved on since the last frame) and its first matches
    /// are not in yet: then the frame waits for them, at most `Tunables.queryFrameHold`. The key
    /// and its matches then reach the terminal in one frame instead of two, and the terminal
    /// does not parse and paint the first one while the matching threads want the processor.
    /// Not while input is read (or a reload streams): matching then starts again with each new
    /// batch, and the query is shown at once.
    private func drawOrHold() {
        let now = MonotonicClock.milliseconds()
        if lastFrame == nil, let due = firstFrameDue {
            if now < due && !controller.inputDone { return }
            firstFrameDue = nil
        }
        let state = controller.state
        let serial = state.matches.serial
        if lastFrame != nil && !state.loading && serial != drawnSerial && !state.resultsAreCurrent {
            let since = holdingSince ?? now
            holdingSince = since
            if now - since < Tunables.queryFrameHold { return }
        }
        holdingSince = nil
        drawnSerial = serial
        draw()
    }

    /// How long `poll` may wait: until the controller's next deadline, or (with none) for ever.
    private func pollTimeout() -> Int32 {
        // A held frame is drawn at the end of its hold at the latest.
        let held = holdingSince.map { $0 + Tunables.queryFrameHold } ?? (lastFrame == nil ? firstFrameDue : nil)
        let next = controller.nextDeadline()
        guard let deadline = next.map({ min($0, held ?? $0) }) ?? held else { return -1 }
        return Int32(max(0, deadline - MonotonicClock.milliseconds()).rounded(.up))
    }

    /// Does what the controller asks of the terminal, in order, until nothing is left; returns
    /// the outcome when that ends the session.
    func carryOutAll() -> PickerOutcome? {
        while let effect = controller.next() {
            if let outcome = carryOut(effect) { return outcome }
        }
        return nil
    }

    /// Does one thing the controller asks of the terminal; returns the outcome when it ends the
    /// session.
    func carryOut(_ effect: SessionEffect) -> PickerOutcome? {
        switch effect {
        case .suspend:
            suspend()
        case .cursorFound(let cursor):
            cursorFound(cursor)
        case .finish(let outcome):
            return outcome
        case .bell:
            if controller.drawing { tty.write([0x07]) }
        case .clearScreen:
            // Every cell of the next frame is written again, not only what changed.
            eraseFrame()
        case .startDrawing:
            if !tookTerminal {
                // The terminal's settings now are the ones to give back (another program had it).
                tty.resaveSettings()
                takeTerminal()
            }
            beginPlacing()
        case .failed(let text):
            failure = text
            return .cancelled
        // actions that run commands
        case .execute(let command, let files):
            return execute(command, files: files)
        case .become(let command):
            become(command)
            return .cancelled
        }
        return nil
    }

    private func handleSignal(_ sig: Int32) -> PickerOutcome? {
        switch sig {
        case SIGWINCH:
            return resize()
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
            } else if tookTerminal {
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
}
