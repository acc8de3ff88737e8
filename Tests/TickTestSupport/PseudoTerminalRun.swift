import Foundation

/// Runs a program under a pseudo-terminal, as a user at a terminal would, and shows what it drew.
///
/// The program's controlling terminal is the pty slave, so it can open `/dev/tty`; its stdin
/// is a pipe carrying `stdin` (or whatever `writeInput` sends until `closeInput`), and its
/// stdout and stderr are captured in files. A background thread reads the pty master, draws
/// every byte on a `VirtualScreen` and writes the screen's replies (cursor position reports)
/// back, as a terminal emulator does. Keystrokes go in with `send`.
///
/// The child starts in a new session (glibc's `POSIX_SPAWN_SETSID`) and then opens the slave
/// without `O_NOCTTY`: a session leader that opens a terminal it has none acquires it as its
/// controlling terminal, and becomes its foreground process group. Processes are started with
/// `posix_spawn` and reaped by polling `waitpid`; Foundation's `Process` is never used.
///
/// ```swift
/// let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "read x; echo $x >/dev/tty"])
/// run.send("abc\r")
/// #expect(run.waitForText("abc"))
/// #expect(run.wait().status == 0)
/// ```
public final class PseudoTerminalRun {
    /// What a finished run gave back.
    public struct Result: Sendable {
        /// The exit code, or 128 + the signal that ended the program.
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: String
        /// The program was still running at the time limit and was killed.
        public var timedOut: Bool
        /// stdout decoded as UTF-8.
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// How the program reaches the terminal.
    public enum Attachment: Sendable {
        /// It is the program's controlling terminal: `/dev/tty` opens it.
        case controlling
        /// The program has no controlling terminal (`/dev/tty` cannot be opened) and reaches
        /// the terminal only by its path (`terminalPathWord` in the arguments).
        case detached
        /// No controlling terminal, but stderr is the terminal (opened by its path).
        case detachedStandardError
    }

    /// A word of the arguments replaced by the pty slave's path (for `--tty-default`).
    public static let terminalPathWord = "{pseudo-terminal-path}"

    /// Why a run could not start.
    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The program's process id.
    public let pid: pid_t
    /// The path of the pty slave (`/dev/pts/N`).
    public let terminalPath: String
    /// The terminal's settings just before the program started.
    public let terminalSettingsBefore: TerminalSettings
    /// The terminal's settings after the program ended; nil until `wait` returned.
    public private(set) var terminalSettingsAfter: TerminalSettings?

    private let session: PseudoTerminalSession
    private let input: InputPipe
    /// The terminal's settings just before the program started, as `tcgetattr` gave them.
    private let termiosBefore: termios
    private let directory: URL
    private var result: Result?

    /// Starts `executable` (a path, or a name looked up on `PATH`) under a new pseudo-terminal.
    ///
    /// - Parameters:
    ///   - environment: variables set on top of this process's environment, from which
    ///     `TICK_DEFAULT_OPTS`, `FZF_DEFAULT_*`, `LINES` and `COLUMNS` are removed first;
    ///     `TERM` is `xterm-256color` unless given here.
    ///   - rows, columns: the terminal size, set on the pty before the program starts.
    ///   - stdin: the program's whole input, after which stdin is closed; nil keeps stdin open
    ///     for `writeInput` and `closeInput`.
    ///   - prefill: bytes drawn on the screen before the program starts, to put the cursor
    ///     somewhere (`String(repeating: "\r\n", count: 20)` puts it near the bottom).
    ///   - echo: false starts the terminal with echo off, as after `stty -echo`.
    ///   - background: the terminal's answer to a background colour query
    ///     (`rgb:ffff/ffff/ffff`); nil: the query goes unanswered.
    ///   - scrollsOnClear: the screen keeps what a whole-screen clear erases, as tmux does.
    ///   - deviceAttributes: false leaves primary device attributes (`CSI c`) unanswered.
    ///   - interactive: the program's stdin, stdout and stderr are the terminal (a shell).
    ///   - attachment: whether the terminal is the program's controlling terminal (the
    ///     default), or only a device it can open by path (`terminalPathWord` in `arguments`).
    public init(executable: String, arguments: [String], environment: [String: String] = [:],
                rows: Int = 24, columns: Int = 80, stdin: [UInt8]? = nil, prefill: [UInt8] = [],
                echo: Bool = true, background: String? = nil, scrollsOnClear: Bool = false,
                deviceAttributes: Bool = true, interactive: Bool = false, attachment: Attachment = .controlling) throws {
        _ = ignoreBrokenPipe
        var opened: [Int32] = []
        func fail(_ what: String, _ code: Int32 = errno) -> SetupError {
            opened.forEach { _ = close($0) }
            return SetupError(description: "\(what): \(String(cString: strerror(code)))")
        }

        // The pty pair. Every descriptor is close-on-exec from birth: other tests spawn
        // children concurrently, and none of them may inherit ours.
        let master = LibC.posixOpenpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw fail("posix_openpt") }
        opened.append(master)
        guard LibC.grantpt(master) == 0, LibC.unlockpt(master) == 0, let path = LibC.ptsname(master) else {
            throw fail("grantpt/unlockpt/ptsname")
        }
        // Linux applies termios and window-size requests made on a master to its slave; a new
        // size also sends SIGWINCH to the slave's foreground process group.
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw fail("TIOCSWINSZ") }
        // Our own slave descriptor: termios is read from it, and the end-of-output marker is
        // written through it. Holding it open also keeps reads on the master from failing with
        // EIO once the program, the only other holder, has exited.
        let slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard slave >= 0 else { throw fail("open \(path)") }
        opened.append(slave)
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_iflag |= tcflag_t(IUTF8)   // as a UTF-8 terminal emulator sets it
        if !echo { settings.c_lflag &= ~tcflag_t(ECHO) }
        tcsetattr(slave, TCSANOW, &settings)
        guard let before = TerminalSettings(fd: slave) else { throw fail("tcgetattr") }

        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-run-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw fail("cannot create \(directory.path)", EIO)
        }
        let outFD = open(directory.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        let errFD = open(directory.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        opened += [outFD, errFD].filter { $0 >= 0 }
        guard outFD >= 0, errFD >= 0 else { throw fail("cannot create the output files") }
        guard let pipe = LibC.pipe2CloseOnExec() else { throw fail("pipe2") }
        opened += [pipe.read, pipe.write]

        let env = ChildProcess.environment(["TERM": "xterm-256color"].merging(environment) { $1 },
                                           alsoRemoving: ["LINES", "COLUMNS"])
        let words = arguments.map { $0 == Self.terminalPathWord ? path : $0 }
        let (argv, envp) = ChildProcess.cStrings(executable, words, environment: env)
        defer { (argv + envp).forEach { free($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Runs after setsid: opening the slave without O_NOCTTY makes it the controlling
        // terminal. Opened onto fd 0 only to be replaced by the stdin pipe right after.
        // Detached, the session has no terminal and the slave is opened with O_NOCTTY only.
        if attachment == .controlling { posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0) }
        if attachment == .detachedStandardError {
            posix_spawn_file_actions_adddup2(&actions, pipe.read, 0)
            posix_spawn_file_actions_adddup2(&actions, outFD, 1)
            posix_spawn_file_actions_addopen(&actions, 2, path, O_RDWR | O_NOCTTY, 0)
        } else if interactive {
            // A shell: stdin, stdout and stderr are all the terminal.
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipe.read, 0)
            posix_spawn_file_actions_adddup2(&actions, outFD, 1)
            posix_spawn_file_actions_adddup2(&actions, errFD, 2)
        }
        _ = LibC.addCloseFrom(&actions, 3)
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.backgroundReport = background
        screen.scrollsOnClear = scrollsOnClear
        screen.answersDeviceAttributes = deviceAttributes
        screen.feed(prefill)
        _ = screen.takeResponses()

        var pid: pid_t = 0
        let signals = [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD,
                       SIGCONT, SIGALRM, SIGUSR1, SIGUSR2]
        let spawned = ChildProcess.withSignalAttributes(defaults: signals, flags: Int32(spawnSetSID)) {
            posix_spawnp(&pid, executable, &actions, &$0, argv, envp)
        }
        guard spawned == 0 else { throw fail("cannot start \(executable)", spawned) }
        [pipe.read, outFD, errFD].forEach { _ = close($0) }

        self.pid = pid
        terminalPath = path
        terminalSettingsBefore = before
        termiosBefore = settings
        session = PseudoTerminalSession(master: master, slave: slave, pid: pid, screen: screen)
        let session = session
        Thread { session.readLoop() }.start()
        input = InputPipe(fd: pipe.write)
        if let stdin {
            input.write(stdin)
            input.close()
        }
    }

    deinit {
        session.condition.lock()
        let running = session.waitStatus == nil
        session.condition.unlock()
        if running { killGroup() }
        input.close()
        session.stopReader()
        var status: Int32 = 0
        if running && session.waitStatus == nil { _ = waitpid(pid, &status, 0) }
        session.closeMaster()
        close(session.slave)
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Talking to the program

    /// Sends bytes as if typed on the terminal (they reach the program through the line discipline).
    public func send(_ bytes: [UInt8]) { session.writeToMaster(bytes) }

    /// Sends the UTF-8 bytes of `text` as if typed.
    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Queues more bytes for the program's stdin (written in order by a background thread).
    public func writeInput(_ bytes: [UInt8]) { input.write(bytes) }

    /// Closes the program's stdin once everything queued has been written.
    public func closeInput() { input.close() }

    /// Resizes the terminal: the screen first, so that the program redraws on the new size, then
    /// the pty (the kernel sends SIGWINCH to the program's foreground process group).
    public func resize(rows: Int, columns: Int) {
        session.condition.lock()
        session.screen.resize(rows: rows, columns: columns)
        session.condition.unlock()
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends `sig` to the program (not to its process group), unless it has already exited.
    public func signal(_ sig: Int32) {
        session.condition.lock()
        defer { session.condition.unlock() }
        if session.waitStatus == nil { kill(pid, sig) }
    }

    /// Takes the terminal as a shell does from a stopped job: its settings back to what they
    /// were before the program started, and `text` written on it (it reaches the screen).
    public func takeTerminal(writing text: String) {
        var settings = termiosBefore
        tcsetattr(session.slave, TCSANOW, &settings)
        ChildProcess.writeAll(session.slave, Array(text.utf8))
    }

    /// Closes the terminal, as when its window is closed: the pty master is closed, so the
    /// kernel hangs up the slave (reads there return end of file, writes fail, and the session
    /// leader gets SIGHUP). Nothing more reaches the screen, and `send` does nothing.
    public func hangUp() { session.closeMaster() }

    /// Sets the soft limit of `resource` (an `RLIMIT_…` number, such as
    /// `Int32(RLIMIT_FSIZE.rawValue)`) of the running program to `value`; false when the system
    /// refused.
    @discardableResult
    public func setSoftLimit(_ resource: Int32, to value: UInt64) -> Bool {
        LibC.setSoftLimit(pid: pid, resource: resource, to: value)
    }

    // MARK: - Watching the screen

    /// A copy of the screen as it is now.
    public var screen: VirtualScreen {
        session.condition.lock()
        defer { session.condition.unlock() }
        return session.screen
    }

    /// The screen's text now (`VirtualScreen.text`).
    public var screenText: String { screen.text }

    /// Every byte the program wrote to the terminal so far (echoed keystrokes included).
    public var terminalOutput: [UInt8] {
        session.condition.lock()
        defer { session.condition.unlock() }
        return session.output
    }

    /// Whether the program has exited (it may still have output in flight; `wait` drains it).
    public var hasExited: Bool {
        session.condition.lock()
        defer { session.condition.unlock() }
        return session.waitStatus != nil
    }

    /// Waits until `predicate` holds for the screen; false if it did not within `timeout`
    /// seconds, or the program ended with all its output drawn and it still did not hold.
    /// The predicate runs under the screen's lock: it must not call back into this run.
    public func waitForScreen(timeout: Double = 10, _ predicate: (VirtualScreen) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        session.condition.lock()
        defer { session.condition.unlock() }
        while true {
            if predicate(session.screen) { return true }
            if session.finished { return false }
            // The predicate may read more than the screen (the process table): it is asked again
            // every 100 ms too, not only when the screen changes.
            let wake = min(deadline, Date().addingTimeInterval(0.1))
            if !session.condition.wait(until: wake) && wake >= deadline { return predicate(session.screen) }
        }
    }

    /// Waits until the screen's text contains `text`.
    public func waitForText(_ text: String, timeout: Double = 10) -> Bool {
        waitForScreen(timeout: timeout) { $0.text.contains(text) }
    }

    // MARK: - Ending

    /// Waits for the program to exit and for everything it wrote to reach the screen, then
    /// returns its status and output; SIGKILLs its process group after `timeout` seconds.
    /// Closes stdin once the program has gone. Later calls return the same result.
    @discardableResult
    public func wait(timeout: Double = 10) -> Result {
        if let result { return result }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        session.condition.lock()
        while !session.finished {
            let now = Date()
            if now >= deadline && !timedOut && session.waitStatus == nil {
                timedOut = true
                killGroup()
            }
            if now >= deadline.addingTimeInterval(10) { break }   // a SIGKILLed child is reaped well before
            // Past the deadline the child has exited or been killed; its output drains shortly.
            _ = session.condition.wait(until: now >= deadline ? now.addingTimeInterval(0.05) : deadline)
        }
        let raw = session.waitStatus
        session.condition.unlock()
        input.close()
        terminalSettingsAfter = TerminalSettings(fd: session.slave)

        let status: Int32 = raw.map { ($0 & 0x7F) == 0 ? ($0 >> 8) & 0xFF : 128 + ($0 & 0x7F) } ?? -1
        let read = { (name: String) in
            (try? Data(contentsOf: self.directory.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
        }
        let finished = Result(status: status, stdout: read("stdout"), stderr: String(decoding: read("stderr"), as: UTF8.self),
                              timedOut: timedOut)
        result = finished
        return finished
    }

    /// The terminal's settings now.
    public var currentTerminalSettings: TerminalSettings? { TerminalSettings(fd: session.slave) }

    /// Whether the terminal's settings after the program ended (or now, before `wait`) are the
    /// ones it started with.
    public func terminalSettingsRestored() -> Bool {
        (terminalSettingsAfter ?? currentTerminalSettings) == terminalSettingsBefore
    }

    private func killGroup() {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }
}

/// glibc's `POSIX_SPAWN_SETSID` (not exported to Swift): the child calls setsid() before the
/// file actions run.
private let spawnSetSID: Int16 = 0x80

/// Writes to a pipe whose reader has gone must fail with EPIPE, not kill the test process.
private let ignoreBrokenPipe: Void = {
    signal(SIGPIPE, SIG_IGN)
}()
