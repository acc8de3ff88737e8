import Glibc
import TickCore
import TickEngine

/// The commands that need the terminal: `execute` (the picker gives the terminal to the
/// command and takes it back) and `become` (tick turns into the command).
extension PickerSession {
    /// Leaves the picker's area as suspending does, runs `command` with the terminal as its
    /// standard input, output and error, waits for it, then places and draws the picker again
    /// (query, ticks and band kept) and goes on with the chain; returns the outcome when what
    /// follows ends the session.
    func execute(_ command: [UInt8], files: [String]) -> PickerOutcome? {
        giveUpTerminal()
        // In tick's own process group, the terminal's foreground group, so that the command
        // can read the terminal; Ctrl-C then reaches tick too, and is not tick's to act on.
        let spawned = ChildProcess.spawn(controller.shell.argv(command), stdin: .descriptor(tty.fd),
                                         stdout: .descriptor(tty.fd), stderr: .descriptor(tty.fd),
                                         environment: controller.childEnvironment, ownGroup: false)
        var status: Int32 = 127
        switch spawned {
        case .success(let pid): status = ChildProcess.wait(pid)
        case .failure(let failure): tty.write(Array("tick: \(failure.text)\r\n".utf8))
        }
        TempFile.remove(files)
        var ending: PickerOutcome? = nil
        for sig in SignalPipe.drain() where sig == SIGTERM || sig == SIGHUP {
            ending = .cancelled
        }
        takeBackTerminal()
        if let ending { return ending }
        guard let effect = controller.send(.commandEnded(.execute, status: status, output: [])) else { return nil }
        return carryOut(effect)
    }

    /// Restores the terminal as a normal exit does, then replaces tick with `command` (run by
    /// the command shell, standard input the terminal), whose exit status becomes tick's as it
    /// is the same process. Returns only when that failed (`commandFailure` says why), or when
    /// a signal that ends tick came during the hand-over: then tick ends as it would have.
    func become(_ command: [UInt8]) {
        let environment = controller.childEnvironment
        stopPreview()
        stopReload()
        stopCommands()
        InputCommand.stop()
        leave()
        // From here a signal that ends tick has its default action: it ends tick (the terminal
        // is restored) or, once the exec is done, the command. One that came before, while
        // `leave` waited for the terminal's last answer, is on the pipe: it ends tick now.
        SignalPipe.uninstall()
        if SignalPipe.drain().contains(where: SignalPipe.terminating.contains) { return }
        // tick ignores PIPE and XFSZ; an exec'd program must start with the defaults.
        signal(SIGPIPE, SIG_DFL)
        signal(SIGXFSZ, SIG_DFL)
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        _ = dup2(tty.fd, 0)
        ChildProcess.export(environment)
        let argv = controller.shell.argv(command)
        if let refusal = ChildProcess.nulRefusal(argv) {
            commandFailure = "become: " + refusal
            return
        }
        let cArguments = ChildProcess.cStrings(argv)
        execvp(cArguments[0]!, cArguments)
        commandFailure = "become: cannot start \(String(decoding: argv[0], as: UTF8.self)): \(Host.errorText())"
        cArguments.forEach { free($0) }
    }

    /// Kills the command a chain waits for, if one runs.
    func stopCommands() {
        controller.stopCommands()
        TerminalRestore.commandGroup = 0
    }
}
