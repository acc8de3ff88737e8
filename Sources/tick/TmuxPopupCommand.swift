import Glibc
import TickCore
import TickEngine

/// `--tmux`/`--popup` inside tmux: tick runs itself again in a `tmux display-popup`, as fzf
/// does, and passes stdin, stdout, stderr and the exit status through.
///
/// The popup's command runs in the tmux server's environment, so a script in a private
/// temporary directory exports this process's variables, changes nothing else, and runs
/// `tick ARGS --no-tmux --no-height` with stdin from a FIFO this process fills (unless stdin is
/// a terminal: then the popup's tick walks the files itself), stdout and stderr into files, and
/// its exit status into a file. After the popup closes, the files are copied out and the
/// directory is removed. A popup closed without a status (killed) exits 130, as fzf's.
///
/// The popup's tick is not this process's child (the tmux server starts it), so this process's
/// guardian cannot reach it: it is handed a lifeline instead (`PopupLifeline`), a FIFO this
/// process holds open, and ends (as on SIGHUP) when this process has ended, however it ended.
/// The tmux client is a child, and guarded as every other.
enum TmuxPopupCommand {
    static func run(_ spec: PopupSpec, arguments: [String]) -> Int32 {
        var template = Array(((Host.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/tick-popup-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fail("--tmux: cannot make a temporary directory: \(Host.errorText())") }
        let dir = String(cString: made)
        let input = dir + "/in", output = dir + "/out", errors = dir + "/err", status = dir + "/status", script = dir + "/run.sh"
        let lifeline = dir + "/lifeline"
        defer {
            for file in [input, output, errors, status, script, lifeline] { unlink(file) }
            rmdir(dir)
        }
        let fromTerminal = isatty(0) != 0
        if !fromTerminal && mkfifo(input, 0o600) != 0 { return failure("cannot make a FIFO: \(Host.errorText())") }
        // Held open (by this process alone) until the popup has closed.
        guard mkfifo(lifeline, 0o600) == 0 else { return failure("cannot make a FIFO: \(Host.errorText())") }
        let holder = open(lifeline, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard holder >= 0 else { return failure("cannot open \(lifeline): \(Host.errorText())") }
        defer { close(holder) }

        var text = ""
        var name = 0
        while let entry = environ[name] {
            name += 1
            let pair = String(cString: entry)
            guard let eq = pair.firstIndex(of: "="), isIdentifier(pair[..<eq]) else { continue }
            text += "export \(pair[..<eq])=" + quoted(String(pair[pair.index(after: eq)...])) + "\n"
        }
        let program = programPath(arguments[0])
        // Ctrl-Z would stop tick inside the popup with no shell to resume it: ignored, unless
        // the user binds it (later options win).
        text += PopupLifeline.variable + "=" + quoted(lifeline) + " "
        text += ([program, "--bind", "ctrl-z:ignore"] + arguments.dropFirst() + ["--no-tmux", "--no-height"]).map(quoted).joined(separator: " ")
        text += (fromTerminal ? "" : " < " + quoted(input)) + " > " + quoted(output) + " 2> " + quoted(errors)
        text += "\necho $? > " + quoted(status) + "\n"
        guard write(file: script, text) else { return failure("cannot write \(script): \(Host.errorText())") }

        if !fromTerminal {
            // stdin into the FIFO, once the popup's tick opens it; a tick that ends first
            // closes it (EPIPE ends the copy; SIGPIPE is ignored).
            _ = DetachedThread.start {
                let fd = open(input, O_WRONLY)
                guard fd >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 || !buffer.withUnsafeBytes({ Descriptor.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[..<n])) }) { break }
                }
                close(fd)
            }
        }

        var cwd = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let here = getcwd(&cwd, cwd.count).map { String(cString: $0) } ?? "."
        let tmux = ["tmux", "display-popup", "-E", "-d", here] + spec.displayPopupArguments + ["sh", script]
        let tmuxStatus = spawnAndWait(tmux)
        copy(errors, to: 2)
        copy(output, to: 1)
        if let code = readStatus(status) { return code }
        if tmuxStatus != 0 && tmuxStatus != 129 && tmuxStatus != 130 {
            return failure("tmux could not open the popup (display-popup exited \(tmuxStatus); tmux 3.2 or later is needed)")
        }
        return 130
    }

    /// Says what went wrong (after which the temporary files are removed) and gives exit 2.
    static func failure(_ message: String) -> Int32 {
        say("--tmux: " + message)
        return ExitCode.error
    }

    /// Whether `name` is a shell variable name.
    static func isIdentifier(_ name: Substring) -> Bool {
        guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// `text` single-quoted for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// How the popup's shell finds this program: `argv[0]` as given when it is a path (so a
    /// link named fzf stays fzf), else the executable's own path.
    static func programPath(_ argv0: String) -> String {
        if argv0.contains("/") { return argv0 }
        return Host.executablePath() ?? argv0
    }

    static func write(file: String, _ text: String) -> Bool {
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return Descriptor.writeAll(fd, Array(text.utf8))
    }

    /// Copies the file at `path` (if any) to `fd`.
    static func copy(_ path: String, to fd: Int32) {
        let source = open(path, O_RDONLY)
        guard source >= 0 else { return }
        defer { close(source) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 || !buffer.withUnsafeBytes({ Descriptor.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[..<n])) }) { return }
        }
    }

    /// The exit status the popup's tick wrote, if it did.
    static func readStatus(_ path: String) -> Int32? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 16)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return Int32(String(decoding: bytes[..<n], as: UTF8.self).filter { $0.isNumber })
    }

    /// Runs `arguments` (found on PATH) with this process's stdin, stdout and stderr, in its
    /// process group, and returns its exit status (128 + N for a signal, 127 when it cannot
    /// start).
    static func spawnAndWait(_ arguments: [String]) -> Int32 {
        let spawned = ChildProcess.spawn(arguments.map { Array($0.utf8) }, stdin: .inherited, stdout: .inherited, stderr: .inherited,
                                         ownGroup: false)
        guard case .success(let pid) = spawned else { return 127 }
        return ChildProcess.wait(pid)
    }
}
