import TickCore
import TickTerminal

/// The picker: draw on the terminal, then print what was picked.
enum PickerCommand {
    /// Runs the picker on `tty` and returns the exit code.
    static func run(options: Options, tty: TerminalDevice) -> Int32 {
        let result = PickerSession(options: options, tty: tty).run()
        if let failure = result.failure { fail(failure) }
        switch result.outcome {
        case .cancelled:
            return ExitCode.cancelled
        case .noMatch:
            return ExitCode.noMatch
        case .accepted(let items, let key):
            let keyLine: [UInt8]? = options.expect.isEmpty ? nil : Array((key?.name ?? "").utf8)
            var writer = ResultWriter(options: options, query: result.query, acceptKey: keyLine)
            for index in items { writer.add(index, from: result.store) }
            writer.finish()
            return ExitCode.accepted
        }
    }
}

/// `--no-tty=defaults` without a terminal: print the preselected items as if accepted.
enum DefaultsCommand {
    static func run(options: Options) -> Int32 {
        var reader = InputReader(fd: 0, separator: options.read0 ? 0 : 0x0A, headerLines: options.headerLines)
        let store: ItemStore
        do { store = try reader.readAll() } catch { fail(error.message) }
        var selection = Selection()
        var preselector = Preselector(options: options)
        preselector.apply(store: store, range: 0..<store.count, to: &selection, limit: options.limit)
        guard !selection.isEmpty else { return ExitCode.noMatch }
        var writer = ResultWriter(options: options, query: options.query, acceptKey: options.expect.isEmpty ? nil : [])
        for index in selection.inInputOrder { writer.add(index, from: store) }
        writer.finish()
        return ExitCode.accepted
    }
}
