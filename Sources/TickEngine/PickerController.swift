import TickCore

/// The picker without a terminal: its state, its match engine, its child processes and its
/// frames, driven by events.
///
/// The terminal session, `tick-bench` and the tests drive a picker through this one type.
/// Bytes typed at the terminal are decoded into keys and replies; input snapshots, the
/// engine's results and the commands' output come in from threads (`pump`); each becomes a
/// `PickerEvent` for the state's reducer (`PickerState.reduce`), the only writer of the state.
/// The controller does the reducer's effects that need no terminal (matching, reloads, the
/// preview, silent commands, through `PickerProcesses`) and queues the rest as
/// `SessionEffect`s, the one way out, which `next()` hands over in order.
public struct PickerController {
    /// What the picker shows; changed only through `reduce`.
    public private(set) var state: PickerState
    /// The latest snapshot of the input (the state's).
    public var store: ItemStore { state.store }
    let options: Options
    let engine: MatchEngine
    /// The reader, the reload, the preview and the commands: every child process and thread.
    public let processes: PickerProcesses
    var decoder = KeyDecoder()
    var clicks = ClickCounter()
    /// The mouse buttons pressed whose release has not been read: the terminal still owes it.
    var heldButtons: Set<MouseEvent.Button> = []
    /// Keys and replies decoded but not yet reduced (`next()` applies them one at a time).
    var pending: [Decoded] = []
    /// What the session is to do, in order (`next()` hands it over).
    var outbox: [SessionEffect] = []
    /// The last match asked for (asked again only when the query or the item count changed).
    var lastRequest: MatchRequest? = nil
    /// The request whose results are shown, as its query's serial and its item count: results
    /// of older requests are dropped.
    var shown = (serial: -1, itemCount: 0)
    /// The matcher that highlights the shown results, with their request's compiled query (the
    /// one the engine matched with), kept while that stays the same.
    var highlighter: (fields: MatchEngine.Fields, matcher: Matcher)? = nil
    /// The Esc, placing, spinner and preview timers, and the time last given (`PickerController+Time`).
    var timers = PickerTimers()
    /// Sources that woke the loop and that `pump` has not looked at yet.
    var unpumped: WakePipe.Sources = []
    /// Whether the reader has read the whole input (`pump`).
    public internal(set) var inputDone = false
    /// Whether the picker may draw: not while `-1`/`-0` wait for the input's end (`settle`).
    public internal(set) var drawing: Bool
    // reload and tracking
    /// A reload asked for and not yet started (`settle` starts the last one asked for in a turn).
    var wantedReload: ReloadRequest? = nil
    /// A reload started whose items have not replaced the old ones yet (`absorbInput`).
    var replacing: ReloadRequest? = nil
    /// Whether a reload asked for waits for the frame that shows the request (`+T*`) before its
    /// command starts: the session draws, then calls `startHeldReload`. Starting the command
    /// waits for a fork and an exec or two, which on a loaded machine held the key's frame back
    /// 100-270 ms (fzf's 26-115 ms). Drivers without a terminal leave it off.
    public var reloadWaitsForFrame = false
    /// `FZF_DEFAULT_COMMAND`'s text when its output is stdin: said in the toolbar when it fails
    /// and gives nothing (`absorb`).
    public var inputCommand: String? = nil
    /// Which input the store holds: 0 for stdin, one more for each reload.
    public internal(set) var inputGeneration = 0
    /// What the toolbar last said of input that is not JSON (`absorb`).
    var inputNote: String? = nil
    // --listen
    /// The `--listen` server, when there is one (`PickerController+Listen`).
    let server: ListenServer?

    /// The shell that runs every command (`--with-shell`, `$SHELL -c`, `sh -c`).
    var shell: CommandShell { processes.shell }

    /// A picker for `options` on a terminal of `size`, drawn with `theme` (which a background
    /// colour reply may change when `followsBackground`); the ticks of `memory`
    /// start ticked (`--remember`). Its engine and processes signal `wake` when they have news;
    /// an item longer than `itemLimit` ends a reading with a failure. `server` (`--listen`)
    /// signals `wake` too. `view` is the screen it is drawn on (nil: the one the options choose).
    public init(options: Options, theme: Theme, followsBackground: Bool = false, size: TerminalSize,
                memory: [Memory.Tick] = [], wake: WakePipe, itemLimit: Int = ItemStoreBuilder.maximumItemLength,
                server: ListenServer? = nil, view: (any PickerView)? = nil) {
        self.options = options
        self.server = server
        // --height ~N waits (as -1 and -0 do) until the input fills the rows or ends.
        drawing = !(options.select1 || options.exit0 || options.heightAdaptive || options.sync)
        // Header lines that move are the first items (`ScriptedState.headerItems`).
        var readOptions = options
        if options.movesHeaderLines { readOptions.headerLines = 0 }
        processes = PickerProcesses(options: readOptions, wake: wake, itemLimit: itemLimit)
        engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac,
                             threads: options.threads, wake: wake)
        let config = view.map { PickerConfig(options: options, view: $0) } ?? PickerConfig(options: options)
        state = PickerState(config: config, query: options.query, theme: theme,
                            followsBackground: followsBackground,
                            preselector: Preselector(options: options, memory: memory))
        _ = state.reduce(.resized(size))
        server?.attach(wake)
    }

    // MARK: Events in

    /// Applies `event` and does the effects that need no terminal (a changed query or new input
    /// is matched, a reload asked for, a silent command started); the rest wait in order for
    /// `next()`.
    public mutating func send(_ event: PickerEvent) {
        let effects = state.reduce(event)
        for effect in effects {
            if let sessions = SessionEffect(effect) {
                outbox.append(sessions)
                continue
            }
            switch effect {
            case .queryChanged, .rematch:
                searchReloadSoFar(reloadAsked: effects.contains { if case .reload = $0 { true } else { false } })
                startMatch()
            case .suspend, .cursorFound, .finish, .bell, .clearScreen:
                break // the session's (`SessionEffect`), queued above
            // reload and tracking
            case .reload(let template, let sync):
                // A reload asked for again before it started: the first one's files go.
                TempFile.remove(wantedReload?.files ?? [])
                let (command, files) = expand(template)
                wantedReload = ReloadRequest(command: command, files: files, sync: sync)
            // actions that run commands
            case .runCommand(let request):
                runCommand(request)
            case .runInBackground(let id, let request):
                let (command, files) = expand(request)
                let info = request.info.map { [Array("FZF_INFO=\($0)".utf8)] } ?? []
                processes.startInBackground(command, id: id, files: files, environment: childEnvironment + info)
            case .stopBackground:
                processes.stopBackground()
            }
        }
        // New items are matched whatever the reducer said.
        if case .inputRead = event { startMatch() }
        if case .inputReplaced = event { startMatch() }
    }

    /// Takes a snapshot of the input (`done`: the last one, and then the input is complete:
    /// `inputDone`, which `-1`, `-0` and `--height ~N` wait on).
    public mutating func absorbInput(_ snapshot: ItemStore, done: Bool) {
        inputDone = done
        if replacing != nil { return replaceInput(snapshot, done: done) }
        if done { engine.prepare(for: snapshot) }
        send(.inputRead(snapshot, done: done))
    }

    /// Takes the engine's newest result, unless it answers an older request than the one shown
    /// (the same request again is the full ranking of matches published best first).
    mutating func absorbResults() {
        guard let result = engine.takeResult(),
              (result.request.serial, result.request.itemCount) >= shown else { return }
        shown = (result.request.serial, result.request.itemCount)
        send(.matched(result.list, for: result.request))
    }

    /// Starts the picker: fires `start` (before any input is read, as fzf does), then asks for
    /// the matches of the current query.
    public mutating func start() {
        send(.started)
        startMatch()
    }

    // MARK: Bytes typed

    /// Decodes bytes read from the terminal at `time` (monotonic milliseconds: two taps on one
    /// cell close together make a double-click; without a time, none does); `next()` then
    /// applies them. Each read starts the Esc timeout again (`advance` arms it while the decoder
    /// waits), as fzf waits its window again after each Esc.
    public mutating func receive(_ bytes: some Sequence<UInt8>, at time: Double? = nil) {
        timers.escape = nil
        if let time { timers.now = time }
        for decoded in decoder.feed(bytes) {
            if case .input(.mouse(let mouse)) = decoded { noteButton(mouse) }
            guard case .input(var event) = decoded, let time else {
                pending.append(decoded)
                continue
            }
            timers.lastActivity = time
            clicks.count(&event, at: time)
            pending.append(.input(event))
        }
    }

    /// Whether the terminal still owes tick bytes it would otherwise send to the next program:
    /// the answer to the position question (until it comes or its wait ends), the release of
    /// a button pressed on the picker, or the rest of a sequence begun. When nothing is owed,
    /// tick leaves without another round trip (`ReplyDrain` is for when something is).
    public var owesReplies: Bool {
        state.placing || !heldButtons.isEmpty || decoder.isWaiting
    }

    /// What the terminal owed was read and dropped (`ReplyDrain`, before Ctrl-Z or `execute`):
    /// nothing is owed any more, and the next placement's answer is the one awaited.
    public mutating func repliesDrained() {
        heldButtons = []
        decoder.expectedCursorReports = 0
        timers.placing = nil
        send(.placingTimedOut)
    }

    /// Keeps which buttons are down: a press is owed its release (the wheel has none).
    private mutating func noteButton(_ mouse: MouseEvent) {
        guard [.left, .middle, .right].contains(mouse.button) else { return }
        switch mouse.kind {
        case .press: heldButtons.insert(mouse.button)
        case .release: heldButtons.remove(mouse.button)
        case .drag: break
        }
    }

    /// Whether decoded bytes wait for more (the caller then arms the Esc timeout).
    var decoderIsWaiting: Bool { decoder.isWaiting }

    /// Reads what the decoder holds as plain keys (the Esc timeout expired).
    mutating func flushDecoder() {
        pending += decoder.flush()
    }

    /// What the session is to do next, in order; nil when nothing is left. Applies what came
    /// in until something needs the session: the keys and replies received, one at a time
    /// (the rest wait while the session does what one asked), then the news of the sources
    /// that woke the loop (`pump`), then what is due once everything is in (`settle`).
    public mutating func next() -> SessionEffect? {
        while outbox.isEmpty {
            if !pending.isEmpty {
                switch pending.removeFirst() {
                case .input(let event):
                    send(.input(event))
                    // fzf starts the preview of each row a key leaves the band on, however
                    // many keys came together.
                    if options.persona == .fzf, let now = timers.now { startDuePreview(at: now) }
                case .reply(let reply): send(.reply(reply))
                }
            } else if !unpumped.isEmpty {
                pumpOne()
            } else if let request = takeRemote() {
                doRemote(request)
            } else {
                settle()
                // An event settle sent may have asked for a reload: settle again to start it
                // (nothing else would wake the loop for it), unless the session starts it.
                if outbox.isEmpty && (wantedReload == nil || reloadWaitsForFrame) { return nil }
            }
        }
        return outbox.removeFirst()
    }

    /// Applies `bytes` as typed, with every effect but redraws returned in order (for drivers
    /// without a terminal: the benchmark, tests).
    public mutating func type(_ bytes: some Sequence<UInt8>) -> [SessionEffect] {
        receive(bytes)
        return drain()
    }

    /// Every effect left, in order (for drivers without a terminal).
    mutating func drain() -> [SessionEffect] {
        var effects: [SessionEffect] = []
        while let effect = next() { effects.append(effect) }
        return effects
    }

    /// Starts placing the picker: the terminal's answer to the position question (asked by the
    /// caller) is awaited, and read as one.
    public mutating func beginPlacing() {
        decoder.expectedCursorReports += 1
        send(.placing)
    }

    // MARK: Matching

    /// Asks for the matches of the current query in the current snapshot, unless that was asked
    /// already; an empty query is answered at once (every item, in input order). The query is
    /// parsed and compiled here, once per query text.
    private mutating func startMatch() {
        let serial = state.matches.serial
        if let last = lastRequest, last.itemCount == store.count, last.serial == serial { return }
        let text = state.query.text
        let searched = state.scripted.searched(query: text)
        let compiled = lastRequest.flatMap { $0.searched == searched ? $0.compiled : nil } ?? CompiledQuery(options.query(searched))
        var request = MatchRequest(serial: serial, text: text, compiled: compiled, itemCount: store.count,
                                   sort: state.scripted.sorting, searched: searched, nth: .some(state.scripted.nth),
                                   withNth: .some(state.scripted.withNth.template))
        request.startIndex = store.startIndex
        lastRequest = request
        if compiled.query.isEmpty {
            engine.cancel(querySerial: serial)
            shown = (serial, request.itemCount)
            return send(.matched(RankedList(all: store.indices, reversed: options.tac), for: request))
        }
        engine.submit(request, in: store, generation: inputGeneration)
    }

    // MARK: The preview

    /// The preview command the pane wants and that has not been started: its key (the command
    /// line is filled in, and its `{f}` files written, by `previewCommand(for:)` as it starts).
    func previewRequest() -> PreviewKey? {
        guard let preview = state.preview, let key = state.wantedPreview, key != preview.runningKey,
              key.item.map({ store.holds($0) }) ?? true else { return nil }
        return key
    }

    /// The command line of the preview for `key`, placeholders filled in from the items, and the
    /// `{f}` files written for it (the runner removes them when the command has ended).
    func previewCommand(for key: PreviewKey) -> (command: [UInt8], files: [String]) {
        guard let preview = state.preview, key.item.map({ store.holds($0) }) ?? true else { return ([], []) }
        return expand(state.request(.executeSilent, template: preview.template(for: key.item), item: key.item,
                                    ticked: key.ticked))
    }

    // MARK: Commands of actions

    /// `request`'s command line with its placeholders filled in from the items, and the `{f}`
    /// files written for it.
    public func expand(_ request: CommandRequest) -> (command: [UInt8], files: [String]) {
        let files = FileList()
        let store = store
        let matched = request.matched
        let context = PreviewCommand.Context(
            band: request.item.flatMap { store.holds($0) ? $0 : nil }, ticked: request.ticked.filter { store.holds($0) },
            text: { Array(store.item($0)) }, query: request.query, delimiter: options.delimiter, dialect: shell.dialect,
            matched: { matched?.itemIndices.filter { store.holds($0) } ?? [] }, action: request.action, prompt: request.prompt,
            allTicked: request.allTicked, fileTerminator: options.format == .lines(terminator: 0) ? 0 : 0x0A,
            writeFile: { bytes in
                let path = TempFile.write(bytes)
                if let path { files.paths.append(path) }
                return path
            }, syntax: options.placeholderSyntax,
            group: { index in store.groups.flatMap { index < $0.count ? $0.name($0.group(of: index)) : nil } ?? [] })
        let command = PreviewCommand.expand(request.template, context)
        return (command, files.paths)
    }

    /// Starts what `request` asks: a silent or transforming command here (its end comes back
    /// through `pump`); `execute` and `become` go to the session, which owns the terminal.
    mutating func runCommand(_ request: CommandRequest) {
        let (command, files) = expand(request)
        switch request.kind {
        case .execute: outbox.append(.execute(command: command, files: files))
        case .become:
            TempFile.keep(files)
            outbox.append(.become(command: command))
        case .executeSilent, .transform, .setting, .info:
            processes.startCommand(command, kind: request.kind, files: files, environment: childEnvironment)
        }
    }

    /// fzf's variables for a command started now (`ChildEnvironment`: the query, the counts, the
    /// band item's text…).
    public var childEnvironment: [[UInt8]] {
        let item = state.bandItem.flatMap { store.holds($0) ? Array(store.item($0)) : nil }
        return ChildEnvironment.entries(for: state, item: item, idle: timers.idle) + (server?.exports ?? [])
    }

    /// Stops the reader and kills every command that may run (every way out of the picker).
    public func stopProcesses() {
        processes.stopAll()
        server?.stop()
    }

    // MARK: Frames out

    /// What is highlighted before the first results: nothing.
    private static let noQuery = CompiledQuery(Query(""))

    /// The frame of the current state, drawn by the state's view (matches highlighted with the
    /// compiled query of the request they answer).
    public mutating func frame() -> Frame {
        let compiled = state.resultsRequest?.compiled ?? Self.noQuery
        let configuration = state.resultsRequest?.configuration(options.matcherConfiguration) ?? options.matcherConfiguration
        let fields = MatchEngine.Fields(nth: configuration.nth, withNth: configuration.withNth)
        if highlighter?.matcher.compiled !== compiled || highlighter?.fields != fields {
            highlighter = (fields, Matcher(compiled: compiled, configuration: configuration))
        }
        var rows = MatchedRows(store: store.searched, matcher: highlighter!.matcher)
        return state.config.view.frame(state, rows: &rows)
    }
}
