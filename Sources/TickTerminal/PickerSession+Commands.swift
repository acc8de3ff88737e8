import Glibc
import TickCore
import TickEngine

/// The commands that need the terminal: `execute` (the picker gives the terminal to the
/// command and takes it back) and `become` (tick turns into the command). The processes are
/// the controller's (`PickerProcesses`); what is done here is the terminal's part.
extension PickerSession {
    /// Leaves the picker's area as suspending does (or, on fzf's inline screen, steps aside to
    /// the alternate screen), runs `command` with the terminal as its standard input, output
    /// and error, waits for it, then places and draws the picker again (query, ticks and band
    /// kept) and goes on with the chain; returns the outcome when a signal that ends tick came
    /// meanwhile.
    func execute(_ command: [UInt8], files: [String]) -> PickerOutcome? {
        let aside = runsCommandsAside
        if aside { stepAside() } else { giveUpTerminal() }
        var status: Int32 = 127
        switch controller.processes.runInForeground(command, files: files, terminal: tty.fd, environment: controller.childEnvironment) {
        case .success(let ended): status = ended
        case .failure(let failure): tty.write(Array("tick: \(failure.text)\r\n".utf8))
        }
        var ending: PickerOutcome? = nil
        for sig in SignalPipe.drain() where sig == SIGTERM || sig == SIGHUP {
            ending = .cancelled
        }
        if aside { comeBack() } else { takeBackTerminal() }
        if let ending { return ending }
        controller.send(.commandEnded(.execute, status: status, output: []))
        return nil
    }

    /// Restores the terminal as a normal exit does, then replaces tick with `command` (run by
    /// the command shell, standard input the terminal), whose exit status becomes tick's as it
    /// is the same process. Returns only when that failed (`failure` says why), or when a
    /// signal that ends tick came during the hand-over: then tick ends as it would have.
    func become(_ command: [UInt8]) {
        let environment = controller.childEnvironment
        // As fzf: the query is added to --history's file before tick turns into the command.
        if let history = controller.state.history { QueryHistoryFile.save(history, adding: controller.state.query.text) }
        controller.stopProcesses()
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
        failure = controller.processes.become(command, terminal: tty.fd, environment: environment)
    }
}
