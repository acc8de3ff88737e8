import Glibc
import TickCore
import TickEngine

/// `--tmux`/`--popup` inside tmux: tick runs itself again in a `tmux display-popup`, as fzf
/// does, and passes stdin, stdout, stderr and the exit status through.
///
/// The popup's command runs in the tmux server's environment, so a script in a private
/// temporary directory exports this process's variables (their bytes as they are), changes
/// nothing else, and runs `tick ARGS --no-tmux --no-height` (the words as they were given, then
/// `--tty-default /dev/tty` when they chose a terminal device: the popup is the picker's) with
/// stdin from a FIFO this process fills (unless stdin is a terminal, or `--force-tty-in` takes
/// it as one: then the popup's tick walks the files itself), and stdout, stderr and its exit status into files this process made and
/// holds open. Once the script has opened them all it removes the directory, itself included:
/// the environment it held is off the disk while the picker runs, and a caller killed then
/// leaves nothing behind. After the popup closes, the files are copied out through the
/// descriptors held. A popup closed without a status (killed) exits 130, as fzf's.
///
/// The popup's tick is not this process's child (the tmux server starts it), so this process's
/// guardian cannot reach it: it is handed a lifeline instead (`PopupLifeline`), the writing end
/// of a FIFO this process alone holds open for reading, and ends (as on SIGHUP) when this
/// process has ended, however it ended. The tmux client is a child, and guarded as every other.
enum TmuxPopupCommand {
    static func run(_ spec: PopupSpec, options: Options) -> Int32 {
        var template = Array(((Host.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/tick-popup-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fail("--tmux: cannot make a temporary directory: \(Host.errorText())") }
        let dir = String(cString: made)
        let input = dir + "/in", output = dir + "/out", errors = dir + "/err", status = dir + "/status", script = dir + "/run.sh"
        let lifeline = dir + "/lifeline"
        let files = [input, output, errors, status, script, lifeline]
        var held: [Int32] = []
        defer {
            for fd in held { close(fd) }
            for file in files { unlink(file) }
            rmdir(dir)
        }
        let fromTerminal = options.forceTerminalInput || isatty(0) != 0
        if !fromTerminal && mkfifo(input, 0o600) != 0 { return failure("cannot make a FIFO: \(Host.errorText())") }
        // Made here and held open: the popup's script writes into them and removes their names.
        for file in [output, errors, status] {
            let fd = open(file, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return failure("cannot make \(file): \(Host.errorText())") }
            held.append(fd)
        }
        // Held open (by this process alone) until the popup has closed.
        guard mkfifo(lifeline, 0o600) == 0 else { return failure("cannot make a FIFO: \(Host.errorText())") }
        let holder = open(lifeline, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard holder >= 0 else { return failure("cannot open \(lifeline): \(Host.errorText())") }
        held.append(holder)
        let text = scriptText(directory: dir, files: files, fromTerminal: fromTerminal,
                              popupTerminal: options.terminalDevice != .controlling)
        guard write(file: script, text) else { return failure("cannot write \(script): \(Host.errorText())") }

        if !fromTerminal {
            // stdin into the FIFO, once the popup's tick opens it; a tick that ends first
            // closes it (EPIPE ends the copy; SIGPIPE is ignored).
            _ = DetachedThread.start {
                let fd = open(input, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { return }
                copy(0, to: fd)
                close(fd)
            }
        }

        let tmux = ["tmux", "display-popup", "-E", "-d", Host.currentDirectory()] + spec.displayPopupArguments + ["sh", script]
        let tmuxStatus = spawnAndWait(tmux)
        copy(held[1], to: 2)
        copy(held[0], to: 1)
        if let code = readStatus(held[2]) { return code }
        if tmuxStatus != 0 && tmuxStatus != 129 && tmuxStatus != 130 {
            return failure("tmux could not open the popup (display-popup exited \(tmuxStatus); tmux 3.2 or later is needed)")
        }
        return 130
    }

    /// The popup's script: this process's environment exported, the files opened (the status
    /// on descriptor 3, stdout 4, stderr 5, unless `fromTerminal` stdin 6, and the lifeline's
    /// writing end 7, named to tick in `PopupLifeline.variable`), the directory and `files`
    /// removed, then tick run on them with this process's words, its status written;
    /// `popupTerminal` adds `--tty-default /dev/tty`, undoing a device the words chose.
    ///
    /// The shell's own 0, 1 and 2 stay on the popup's terminal: a moment when no process holds
    /// it (`exec > out 2> err < in`) and tmux stops reading the popup, which then stays blank.
    static func scriptText(directory: String, files: [String], fromTerminal: Bool, popupTerminal: Bool = false) -> [UInt8] {
        let (input, output, errors, status, lifeline) = (files[0], files[1], files[2], files[3], files[5])
        var text: [UInt8] = []
        for entry in Host.environmentEntries() {
            guard let eq = entry.firstIndex(of: UInt8(ascii: "=")), isIdentifier(entry[..<eq]) else { continue }
            text += Array("export ".utf8) + entry[...eq] + quoted(entry[(eq + 1)...]) + [0x0A]
        }
        let opened = "exec 3> \(quoted(status)) 4> \(quoted(output)) 5> \(quoted(errors)) 7> \(quoted(lifeline))" + (fromTerminal ? "" : " 6< " + quoted(input))
        text += Array((opened + "\nrm -f " + files.map(quoted).joined(separator: " ") + " && rmdir " + quoted(directory) + "\n").utf8)
        var words = Host.argumentBytes()
        let program = programPath(words.first ?? Array("tick".utf8))
        // Ctrl-Z would stop tick inside the popup with no shell to resume it: ignored, unless
        // the user binds it (later options win).
        words = [program, Array("--bind".utf8), Array("ctrl-z:ignore".utf8)] + words.dropFirst()
            + [Array("--no-tmux".utf8), Array("--no-height".utf8)]
            + (popupTerminal ? [Array("--tty-default".utf8), Array(TerminalDeviceChoice.controllingPath.utf8)] : [])
        text += Array("\(PopupLifeline.variable)=7 ".utf8) + Array(words.map { quoted($0[...]) }.joined(separator: [0x20]))
        text += Array(((fromTerminal ? "" : " <&6") + " >&4 2>&5 3>&- 4>&- 5>&- 6>&-\necho $? >&3\n").utf8)
        return text
    }

    /// Says what went wrong (after which the temporary files are removed) and gives exit 2.
    static func failure(_ message: String) -> Int32 {
        say("--tmux: " + message)
        return ExitCode.error
    }

    /// Whether `name` is a shell variable name.
    static func isIdentifier(_ name: ArraySlice<UInt8>) -> Bool {
        func letter(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z")) }
        guard let first = name.first, letter(first) else { return false }
        return name.allSatisfy { letter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    /// `bytes` single-quoted for `sh`, byte for byte.
    static func quoted(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = [0x27]
        for b in bytes {
            if b == 0x27 { out += Array("'\\''".utf8) } else { out.append(b) }
        }
        out.append(0x27)
        return out
    }

    /// `text` single-quoted for `sh`.
    static func quoted(_ text: String) -> String {
        String(decoding: quoted(Array(text.utf8)[...]), as: UTF8.self)
    }

    /// How the popup's shell finds this program: `argv[0]` as given when it is a path (so a
    /// link named fzf stays fzf), else the executable's own path.
    static func programPath(_ argv0: [UInt8]) -> [UInt8] {
        if argv0.contains(UInt8(ascii: "/")) { return argv0 }
        return Host.executablePath().map { Array($0.utf8) } ?? argv0
    }

    static func write(file: String, _ text: [UInt8]) -> Bool {
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return Descriptor.writeAll(fd, text)
    }

    /// Copies what `source` holds from where it stands to its end into `fd`.
    static func copy(_ source: Int32, to fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 || !buffer.withUnsafeBytes({ Descriptor.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[..<n])) }) { return }
        }
    }

    /// The exit status the popup's tick wrote into `fd`, if it did.
    static func readStatus(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return Int32(String(decoding: bytes[..<n], as: UTF8.self).filter { $0.isNumber })
    }

    /// Runs `arguments` (found on PATH) with this process's stdin, stdout and stderr, and
    /// returns its exit status (128 + N for a signal, 127 when it cannot start). The guardian
    /// knows it, as every child (`ChildProcess`).
    static func spawnAndWait(_ arguments: [String]) -> Int32 {
        let spawned = ChildProcess.spawn(arguments.map { Array($0.utf8) }, stdin: .inherited, stdout: .inherited, stderr: .inherited,
                                         ownGroup: false)
        guard case .success(let pid) = spawned else { return 127 }
        return ChildProcess.wait(pid)
    }

    /// Whether a tmux client is attached to this pane's session, to show a popup in: false when
    /// tmux says none is (a detached session, `tmux new -d`), true when it says one is or
    /// cannot be asked (then `display-popup`'s own failure is reported).
    static func hasClient() -> Bool {
        guard let pipe = Descriptor.closedOnExecPipe() else { return true }
        let spawned = ChildProcess.spawn(["tmux", "display-message", "-p", "#{session_attached}"].map { Array($0.utf8) },
                                         stdin: .null, stdout: .descriptor(pipe.write), stderr: .null)
        close(pipe.write)
        defer { close(pipe.read) }
        guard case .success(let pid) = spawned else { return true }
        var bytes = [UInt8](repeating: 0, count: 32)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        guard ChildProcess.wait(pid) == 0 else { return true }
        return bytes[..<count].filter { $0 != 0x0A } != [UInt8(ascii: "0")]
    }
}
