import Glibc
import TickCore

/// Every child process and reader thread of one picker, in one owner: the reader of the items
/// (stdin's, then the latest reload's), the reload's command, the preview's command and the
/// commands of actions (`execute-silent`, `transform…` on a thread; `execute` in the
/// foreground; `become`'s exec).
///
/// `PickerController` holds it, so that the session, `tick-bench` and the tests drive the same
/// processes through the controller; `stopAll` is called on every way out and kills whatever
/// runs. The groups a fatal signal must kill are kept where its handler can read them
/// (`ChildGroups`). Each source signals the wake pipe when it has news, which `take…` hands
/// over.
public final class PickerProcesses {
    /// The pipe every source writes a byte to when it has news (and the match engine too).
    public let wake: WakePipe
    /// The shell that runs every command (`--with-shell`, `$SHELL -c`, `sh -c`).
    public let shell: CommandShell
    let options: Options
    /// The longest item read, from stdin or a reload (`ItemStoreBuilder.maximumItemLength`).
    let itemLimit: Int
    /// Reads the items: stdin's reader, then the latest reload's.
    private var reader: StreamingReader
    /// The latest reload's command while it may run (killed when replaced, and at the end).
    private var reload: ReloadCommand? = nil
    /// Runs `--preview` commands, one at a time.
    private let preview: PreviewRunner
    /// Runs the commands a chain waits for without the terminal.
    private let commands: CommandRunner
    /// Runs the `bg-transform…` commands beside the picker.
    private let background: BackgroundCommands

    /// The processes of a picker for `options`, waking `wake`; an item longer than `itemLimit`
    /// ends a reading with a failure.
    public init(options: Options, wake: WakePipe, itemLimit: Int = ItemStoreBuilder.maximumItemLength) {
        self.options = options
        self.wake = wake
        self.itemLimit = itemLimit
        shell = CommandShell(withShell: options.withShell, environment: Host.environment)
        reader = StreamingReader(options: options, wake: wake, itemLimit: itemLimit)
        preview = PreviewRunner(wake: wake, shell: shell)
        commands = CommandRunner(wake: wake)
        background = BackgroundCommands(wake: wake)
    }

    // MARK: The items

    /// Starts reading the items from `fd` (stdin), holding after the first snapshot for the
    /// first frame at most `firstFrameWait` milliseconds (`StreamingReader.start`); with
    /// `inputCommand` (`FZF_DEFAULT_COMMAND`'s process, writing `fd`), its status is published
    /// with the end of the input.
    public func startReading(fd: Int32, firstFrameWait: Double = 0, inputCommand: pid_t? = nil) {
        reader.start(fd: fd, firstFrameWait: firstFrameWait, inputCommand: inputCommand)
    }

    /// The first frame is on the screen: the reader, which held back for it, goes on.
    public func frameShown() {
        reader.shown()
    }

    /// The reader's latest snapshot.
    var readerProgress: StreamingReader.Progress { reader.progress }

    /// Starts `request`'s command and a new reader of its output, after stopping the reader and
    /// the reload before it; the failure's text when the command could not start (its files
    /// are then removed).
    func startReload(_ request: ReloadRequest, environment: [[UInt8]]) -> String? {
        stopReload()
        switch ReloadCommand.start(request.command, shell: shell, environment: environment) {
        case .success(let command):
            reload = command
            ChildGroups.reload = command.pid
            reader = StreamingReader(options: options, reload: true, wake: wake, itemLimit: itemLimit)
            reader.start(fd: command.output, command: command.pid, files: request.files)
            return nil
        case .failure(let failure):
            TempFile.remove(request.files)
            return failure.text
        }
    }

    /// Stops the reader of the items and kills the reload's command, if one may run.
    private func stopReload() {
        reader.stop()
        reload?.kill()
        reload = nil
        ChildGroups.reload = 0
    }

    // MARK: The preview

    /// Starts the preview `command` for `key` (stopping the one running); its `{f}` files are
    /// removed once it has ended.
    func startPreview(_ command: [UInt8], key: PreviewKey, environment: [[UInt8]], files: [String]) {
        ChildGroups.preview = preview.start(command, key: key, environment: environment, files: files) ?? 0
    }

    /// Kills the preview command, if one runs (its output is not published).
    public func stopPreview() {
        preview.stop()
        ChildGroups.preview = 0
    }

    /// The preview command's newest output not taken yet.
    func takePreviewOutput() -> PreviewRunner.Output? { preview.take() }

    // MARK: Commands of actions

    /// Starts a command a chain waits for, without the terminal (`execute-silent`, `transform…`).
    func startCommand(_ command: [UInt8], kind: CommandRequest.Kind, files: [String], environment: [[UInt8]]) {
        commands.start(shell.argv(command), kind: kind, files: files, environment: environment)
        ChildGroups.command = commands.group ?? 0
    }

    /// How the command a chain waits for ended, if it did and that was not taken yet.
    func takeCommandEnd() -> CommandRunner.Ended? {
        guard let ended = commands.take() else { return nil }
        ChildGroups.command = commands.group ?? 0
        return ended
    }

    /// Starts background command `id` (`bg-transform…`) beside the picker.
    func startInBackground(_ command: [UInt8], id: Int, files: [String], environment: [[UInt8]]) {
        background.start(shell.argv(command), id: id, files: files, environment: environment)
        ChildGroups.noteBackground(background.groups)
    }

    /// The background commands that ended and were not taken yet.
    func takeBackgroundEnds() -> [BackgroundCommands.Ended] {
        let ended = background.take()
        if !ended.isEmpty { ChildGroups.noteBackground(background.groups) }
        return ended
    }

    /// Kills every background command (`bg-cancel`, and every way out).
    func stopBackground() {
        background.stopAll()
        ChildGroups.noteBackground([])
    }

    /// Runs `command` in tick's own process group with `terminal` as its standard input, output
    /// and error (`execute`), waits for it and removes its `{f}` files: its exit status, or why
    /// it could not start.
    public func runInForeground(_ command: [UInt8], files: [String], terminal: Int32,
                                environment: [[UInt8]]) -> Result<Int32, SpawnFailure> {
        defer { TempFile.remove(files) }
        // In tick's own process group, the terminal's foreground group, so that the command
        // can read the terminal; Ctrl-C then reaches tick too, and is not tick's to act on.
        let spawned = ChildProcess.spawn(shell.argv(command), stdin: .descriptor(terminal), stdout: .descriptor(terminal),
                                         stderr: .descriptor(terminal), environment: environment, ownGroup: false)
        return spawned.map { ChildProcess.wait($0) }
    }

    /// Replaces tick with `command` (`become`): `terminal` becomes standard input and the
    /// command's variables are exported. The caller stops every child first (`stopAll`, as
    /// `PickerSession.become` does before it restores the terminal). Returns only when the
    /// exec failed: why.
    public func become(_ command: [UInt8], terminal: Int32, environment: [[UInt8]]) -> String {
        _ = dup2(terminal, 0)
        ChildProcess.export(environment)
        let argv = shell.argv(command)
        if let refusal = ChildProcess.nulRefusal(argv) { return "become: " + refusal }
        let cArguments = ChildProcess.cStrings(argv)
        execvp(cArguments[0]!, cArguments)
        let failure = "become: cannot start \(String(decoding: argv[0], as: UTF8.self)): \(Host.errorText())"
        cArguments.forEach { free($0) }
        return failure
    }

    // MARK: Every way out

    /// Stops the reader and kills every command that may run (every way out of the picker).
    public func stopAll() {
        stopPreview()
        stopReload()
        commands.stop()
        ChildGroups.command = 0
        stopBackground()
    }
}

/// The process groups a fatal signal's handler kills (0: none): written as the commands start
/// and stop, read by the handler (`TerminalRestore`) with async-signal-safe calls only. With
/// `InputCommand.group`, the engine's only global mutable state.
public enum ChildGroups {
    nonisolated(unsafe) public internal(set) static var preview: pid_t = 0
    nonisolated(unsafe) public internal(set) static var reload: pid_t = 0
    nonisolated(unsafe) public internal(set) static var command: pid_t = 0
    /// The background commands' groups (`bg-transform…`), 0 past the last: a buffer allocated
    /// once, so that the handler reads it without touching Swift's reference counts.
    nonisolated(unsafe) static let background: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: backgroundSlots)
        slots.initialize(repeating: 0, count: backgroundSlots)
        return slots
    }()
    /// Room for fzf's limit of background commands (`BackgroundJobs.total`) and more.
    static let backgroundSlots = 32

    /// Records the background commands' `groups` (the first `backgroundSlots`).
    static func noteBackground(_ groups: [pid_t]) {
        for slot in 0..<backgroundSlots { background[slot] = slot < groups.count ? groups[slot] : 0 }
    }

    /// Kills every group recorded (from a signal handler).
    public static func killAll() {
        if preview > 0 { _ = kill(-preview, SIGKILL) }
        if reload > 0 { _ = kill(-reload, SIGKILL) }
        if command > 0 { _ = kill(-command, SIGKILL) }
        for slot in 0..<backgroundSlots where background[slot] > 0 { _ = kill(-background[slot], SIGKILL) }
    }
}
