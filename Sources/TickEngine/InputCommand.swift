import Glibc
import TickCore

/// `FZF_DEFAULT_COMMAND` (under the name fzf, with stdin a terminal): a shell command whose
/// output takes stdin's place, read as it comes, as fzf 0.74 runs it (docs/SPEC.md §10).
///
/// The command runs with `$SHELL -c` (`sh -c` when `SHELL` is unset or empty: `CommandShell`)
/// through `ChildProcess`, in a process group of its own, with stdin and stderr on `/dev/null`
/// and the default signal actions (a closed pipe ends it). Its exit status is read (without
/// reaping it) when stdin ends: a failure that gave no item is said as fzf says it.
/// The whole group is killed with SIGKILL when tick ends, by whatever path: `exit` (an
/// `atexit` handler), a signal that ends tick (the handlers `installSignalHandlers` puts in
/// place, and the picker's own, which call `stop`); after SIGKILL of tick, by the
/// `ProcessGuardian`. Its first process is never waited for, so its id cannot be reused by
/// another group before tick ends.
public enum InputCommand {
    /// Why the command could not start.
    public struct Failure: Error {
        public let message: String
    }

    /// The command's process group (0: none), killed by `stop`. Written once before any
    /// handler that reads it is installed; the only state a signal handler reads here.
    nonisolated(unsafe) public private(set) static var group: pid_t = 0
    /// The command line, for the toolbar when it fails (written once, with `group`).
    nonisolated(unsafe) public private(set) static var command = ""

    /// The command reading stdin's place, if one was started: its process and its text.
    public static var running: (pid: pid_t, command: String)? { group > 0 ? (group, command) : nil }

    /// Starts `command` with `shell` (`$SHELL -c`, else `sh -c`: `CommandShell`) and puts its
    /// output's pipe in place of stdin (fd 0).
    public static func replaceStandardInput(command: String, shell: CommandShell) throws(Failure) {
        // A signal that comes before the handlers are in place waits for them (the child
        // starts with none blocked): delivered at once, it ended tick and left the command
        // running (seen when SIGTERM came right after the command's first output).
        var ending = sigset_t(), previous = sigset_t()
        sigemptyset(&ending)
        for sig in Signals.ending { sigaddset(&ending, sig) }
        pthread_sigmask(SIG_BLOCK, &ending, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let fd = try start(command: command, shell: shell)
        guard dup2(fd, 0) == 0 else {
            let text = Host.errorText()
            close(fd)
            stop()
            throw Failure(message: "cannot read FZF_DEFAULT_COMMAND's output: \(text)")
        }
        close(fd)
        atexit { InputCommand.stop() }
        installSignalHandlers()
    }

    /// Kills the command's whole group, if one was started (async-signal-safe).
    public static func stop() {
        if group > 0 { _ = kill(-group, SIGKILL) }
    }

    /// Starts the command; returns the read end of its output's pipe.
    static func start(command: String, shell: CommandShell) throws(Failure) -> Int32 {
        // Neither end may reach a command tick starts later (a preview would hold the pipe open).
        guard let (readEnd, writeEnd) = Descriptor.closedOnExecPipe() else {
            throw Failure(message: "cannot make a pipe for FZF_DEFAULT_COMMAND: \(Host.errorText())")
        }
        let spawned = ChildProcess.spawn(shell.argv(RawText.bytes(of: command)), stdin: .null, stdout: .descriptor(writeEnd), stderr: .null)
        close(writeEnd)
        switch spawned {
        case .success(let pid):
            group = pid
            Self.command = command
            return readEnd
        case .failure(let failure):
            close(readEnd)
            throw Failure(message: "FZF_DEFAULT_COMMAND: \(failure.text)")
        }
    }

    /// Until the picker puts its own in place: a signal that would end tick kills the command
    /// first, then ends tick as it would have (a signal ignored at start stays ignored).
    static func installSignalHandlers() {
        for sig in Signals.ending {
            let previous = signal(sig) { sig in
                InputCommand.stop()
                signal(sig, SIG_DFL)
                raise(sig)
            }
            if Signals.isIgnore(previous) { signal(sig, SIG_IGN) }
        }
    }
}
