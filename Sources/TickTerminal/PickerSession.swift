import Glibc
import TickCore
import TickEngine

/// Runs the picker on the terminal: the event loop that ties the terminal, the reader thread
/// and the picker's controller together.
///
/// One loop `poll`s the terminal, the signal pipe and the wake-up pipe. Bytes typed, snapshots
/// of the input, match results, sizes and timer steps all go to the `PickerController`, whose
/// state's reducer is the only writer of the picker's state; what comes back needing the
/// terminal (placing the picker, suspending, ending) is done here. After each batch the frame
/// is drawn and only the changed cells are written. Every way out restores the terminal before
/// `run` returns.
public final class PickerSession {
    /// How the session ended, with what the output needs.
    public struct Result {
        public var outcome: PickerOutcome
        public var store: ItemStore
        public var query: String
        /// A read error on stdin (the outcome is then `.cancelled`).
        public var failure: String?
        /// The lines `print(…)` queued, printed before the picked rows.
        public var printed: [String] = []
    }

    let options: Options
    let tty: any PickerTerminal
    /// Where the items are read from (stdin).
    let input: Int32
    /// The longest item read, from stdin or a reload (`ItemStoreBuilder.maximumItemLength`;
    /// less in tests).
    let itemLimit: Int
    let wake = WakePipe()
    /// Reads the items: stdin's reader, then the latest reload's.
    var reader: StreamingReader
    /// Runs `--preview` commands (one at a time).
    let previewRunner: PreviewRunner
    // reload and tracking
    /// The latest reload's command while it may run (killed when replaced, and when tick ends).
    var reloadCommand: ReloadCommand? = nil
    /// The picker: state, engine and frames.
    var controller: PickerController
    var lastFrame: Frame? = nil
    /// The query on screen, and since when a frame for a newer one has waited for its matches
    /// (`drawOrHold`).
    var drawnQuery = ""
    var holdingSince: Double? = nil
    // fzf's state actions
    /// The `bell` and `clear-screen` requests carried out so far (`ScriptedState`'s counts).
    var bellsRung = 0, redrawsDone = 0
    /// The cursor's column when tick started, when a new line had to be started for the picker.
    var startColumn: Int? = nil
    var resumedFromSuspend = false
    /// Whether the next placement asks the terminal for its background colour (once, with
    /// `--theme auto` and colours, and not on the Linux console, which would print the question).
    var asksBackground = false
    /// Whether the terminal was given back for good (`leave`).
    var hasLeft = false
    // actions that run commands
    /// Why `become` could not replace tick (then the session ends with it).
    var commandFailure: String? = nil
    /// Told of every turn of the loop: how long `poll` was allowed to wait (milliseconds, -1:
    /// for ever) and how many descriptors were ready (0: a timer ran out). Tests count an idle
    /// picker's turns with it.
    public var turnObserver: (@Sendable (_ timeout: Int32, _ ready: Int32) -> Void)? = nil

    /// A session for `options` on `tty`, reading items from `input`; the ticks of `memory`
    /// (`--remember`) start ticked. An item longer than `itemLimit` ends the session with a
    /// failure (stdin's) or is said in the toolbar (a reload's).
    public init(options: Options, tty: any PickerTerminal, input: Int32 = 0, memory: [Memory.Tick] = [],
                itemLimit: Int = ItemStoreBuilder.maximumItemLength) {
        self.options = options
        self.tty = tty
        self.input = input
        self.itemLimit = itemLimit
        reader = StreamingReader(options: options, wake: wake, itemLimit: itemLimit)
        let theme = PickerController.theme(for: options)
        controller = PickerController(options: options, theme: theme, followsBackground: options.theme == .auto,
                                      size: tty.size(), memory: memory, wake: wake)
        previewRunner = PreviewRunner(wake: wake, shell: controller.shell)
        let term = Host.environment("TERM") ?? ""
        asksBackground = options.theme == .auto && theme.colors && !term.hasPrefix("linux")
    }

    /// Runs until the user accepts or cancels; the terminal is restored when it returns.
    public func run() -> Result {
        SignalPipe.install()
        TerminalRestore.installFatalHandlers()
        tty.enterRaw()
        enterModes()
        controller.send(.resized(tty.size()))
        if controller.drawing { beginPlacing() }
        // The question is on its way before the reader's thread starts: that thread's first
        // reads could otherwise hold the processor while the question waits to be written.
        reader.start(fd: input, firstFrameWait: controller.drawing ? Tunables.firstFrameWait : 0)
        let outcome = loop()
        stopPreview()
        stopReload()
        stopCommands()
        leave()
        SignalPipe.uninstall()
        return Result(outcome: outcome, store: controller.store, query: controller.state.query.text, failure: controller.inputFailure ?? commandFailure,
                      printed: controller.state.scripted.printed)
    }

    // MARK: The loop

    private func loop() -> PickerOutcome {
        if let effect = controller.start(), let outcome = carryOut(effect) { return outcome }
        while true {
            if let outcome = applyReceived() { return outcome }
            var fds = [
                pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
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
            }
            if let effect = controller.advance(to: MonotonicClock.milliseconds()), let outcome = carryOut(effect) { return outcome }
            if let outcome = applyReceived() { return outcome }
            if fds[2].revents != 0 {
                // Only the sources that woke the loop are looked at: a result from the engine
                // does not re-send the reader's unchanged snapshot (and recount hidden ticks).
                var woke = wake.drain()
                while let effect = controller.pump(woke, reader: reader, preview: previewRunner) {
                    woke = []
                    if let outcome = carryOut(effect) { return outcome }
                }
            }
            startReloadIfDue()
            startPreviewIfDue()
            TerminalRestore.commandGroup = controller.commands.group ?? 0
            if controller.inputFailure != nil { return .cancelled }
            switch controller.decideEarly() {
            case .finish(let outcome)?: return outcome
            case .startDrawing?: beginPlacing()
            case nil: break
            }
            controller.turnSpinner(at: MonotonicClock.milliseconds())
            drawOrHold()
        }
    }

    /// Draws, unless the query changed and its first matches are not in yet: then the frame
    /// waits for them, at most `Tunables.queryFrameHold`. The typed character and its matches
    /// then reach the terminal in one frame instead of two, and the terminal does not parse and
    /// paint the first one while the matching threads want the processor. Not while input is
    /// read (or a reload streams): matching then starts again with each new batch, and the
    /// query is shown at once.
    private func drawOrHold() {
        let now = MonotonicClock.milliseconds()
        let state = controller.state
        let query = state.query.text
        if lastFrame != nil && !state.loading && query != drawnQuery && !state.resultsAreCurrent {
            let since = holdingSince ?? now
            holdingSince = since
            if now - since < Tunables.queryFrameHold { return }
        }
        holdingSince = nil
        drawnQuery = query
        draw()
    }

    /// How long `poll` may wait: until the controller's next deadline, or (with none) for ever.
    private func pollTimeout() -> Int32 {
        // A held frame is drawn at the end of its hold at the latest.
        let held = holdingSince.map { $0 + Tunables.queryFrameHold }
        let next = controller.nextDeadline()
        guard let deadline = next.map({ min($0, held ?? $0) }) ?? held else { return -1 }
        return Int32(max(0, deadline - MonotonicClock.milliseconds()).rounded(.up))
    }

    /// Starts the preview the controller says is due.
    private func startPreviewIfDue() {
        guard let key = controller.previewToStart(at: MonotonicClock.milliseconds()) else { return }
        let (command, files) = controller.previewCommand(for: key)
        let group = previewRunner.start(command, key: key, environment: controller.childEnvironment, files: files)
        TerminalRestore.previewGroup = group ?? 0
        controller.send(.previewStarted(key))
    }

    /// Starts the reload the controller asks for: the command before it, and its reader, stop.
    private func startReloadIfDue() {
        guard let request = controller.reloadToStart() else { return }
        stopReload()
        switch ReloadCommand.start(request.command, shell: controller.shell, environment: controller.childEnvironment) {
        case .success(let command):
            reloadCommand = command
            TerminalRestore.reloadGroup = command.pid
            reader = StreamingReader(options: options, wake: wake, itemLimit: itemLimit)
            reader.start(fd: command.output, command: command.pid, files: request.files)
            controller.reloadStarted(request)
        case .failure(let failure):
            TempFile.remove(request.files)
            controller.reloadFailed(failure.text)
        }
    }

    /// Stops the reader of the items and kills the reload's command, if one may run.
    func stopReload() {
        reader.stop()
        reloadCommand?.kill()
        reloadCommand = nil
        TerminalRestore.reloadGroup = 0
    }

    /// Kills the preview command, if one runs.
    func stopPreview() {
        previewRunner.stop()
        TerminalRestore.previewGroup = 0
    }

    /// Applies the keys and replies received, carrying out what they ask of the terminal.
    private func applyReceived() -> PickerOutcome? {
        while let effect = controller.next() {
            if let outcome = carryOut(effect) { return outcome }
        }
        return nil
    }

    /// Does what the controller left for the terminal; returns the outcome when it ends the
    /// session.
    func carryOut(_ effect: SessionEffect) -> PickerOutcome? {
        switch effect {
        case .suspend:
            suspend()
            return nil
        case .cursorFound(let cursor):
            cursorFound(cursor)
            return nil
        case .finish(let outcome):
            return outcome
        // actions that run commands
        case .execute(let command, let files):
            return execute(command, files: files)
        case .become(let command):
            become(command)
            return .cancelled
        }
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
}
