import TickCore
import TickEngine
import TickTerminal

/// The picker: draw on the terminal, then print what was picked.
enum PickerCommand {
    /// Runs the picker on `tty` and returns the exit code. With `--remember`, the memory's
    /// ticks and query are restored first, and saved again after an accept.
    static func run(options: Options, tty: TerminalDevice) throws(CommandFailure) -> Int32 {
        let remembering = try Remembering.load(options)
        let options = remembering?.applied(to: options) ?? options
        let result = PickerSession(options: options, tty: tty, remembered: remembering?.memory.values ?? []).run()
        if let failure = result.failure { throw CommandFailure(failure) }
        switch result.outcome {
        case .cancelled:
            return ExitCode.cancelled
        case .noMatch:
            return ExitCode.noMatch
        case .accepted(let items, let key):
            let keyLine: [UInt8]? = options.expect.isEmpty ? nil : Array((key?.name ?? "").utf8)
            var writer = ResultWriter(options: options, query: result.query, acceptKey: keyLine)
            try writer.write(items, from: result.store)
            remembering?.save(query: result.query, items: items, store: result.store, options: options)
            return ExitCode.accepted
        }
    }
}
