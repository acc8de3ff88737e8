import TickCore
import TickEngine
import TickTerminal

/// The picker: draw on the terminal, then print what was picked.
enum PickerCommand {
    /// Runs the picker on `tty` and returns the exit code. With `--remember`, the memory's
    /// ticks and query are restored first (`setup`), and saved again after an accept.
    static func run(_ setup: PickSetup, tty: TerminalDevice) throws(CommandFailure) -> Int32 {
        var server: ListenServer? = nil
        if let listen = setup.options.listen {
            let key = Host.environment("TICK_API_KEY").flatMap { $0.isEmpty ? nil : $0 } ?? Host.environment("FZF_API_KEY")
            do { server = try ListenServer.start(listen, apiKey: key, persona: setup.options.persona) } catch { throw CommandFailure(error.message) }
        }
        let result = PickerSession(options: setup.options, tty: tty, memory: setup.memory.ticks, server: server).run()
        if let failure = result.failure { throw CommandFailure(failure) }
        // As fzf: the query is added to --history's file when the picker ends with exit 0 or 1
        // (not when -1 or -0 answered without it).
        if let history = setup.options.queryHistory, result.outcome != .cancelled, result.drawn {
            QueryHistoryFile.save(history, adding: result.query)
        }
        switch result.outcome {
        case .cancelled:
            return ExitCode.cancelled
        case .noMatch:
            return try setup.noMatch(from: result.store, query: result.query)
        case .printQuery:
            try setup.printQuery(result.query)
            return ExitCode.accepted
        case .accepted(let items, let key):
            return try setup.accept(items, from: result.store, query: result.query, key: key, printed: result.printed)
        }
    }
}
