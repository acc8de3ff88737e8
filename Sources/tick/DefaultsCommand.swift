import TickCore
import TickEngine
import TickTerminal

/// `--no-tty=defaults` without a terminal: print the preselected items as if accepted.
enum DefaultsCommand {
    /// Reads the input, ticks what `--preselect`/`--preselect-all`/`--remember` say, prints it;
    /// exit 1 when nothing is preselected. Nothing is saved: no one accepted anything.
    static func run(options: Options) throws(CommandFailure) -> Int32 {
        let remembering = try Remembering.load(options)
        let options = remembering?.applied(to: options) ?? options
        var reader = InputReader(options: options)
        let store: ItemStore
        do { store = try reader.readAll() } catch { throw CommandFailure(error.message) }
        var selection = Selection()
        var preselector = Preselector(options: options, remembered: remembering?.memory.values ?? [])
        // The picker's rules hold: nothing is trimmed or printed that it would not accept.
        preselector.apply(store: store, range: 0..<store.count, to: &selection, limit: nil)
        for value in preselector.unmatched(options) {
            Platform.printError("tick: warning: --preselect '\(value)' matches no item\n")
        }
        let count = selection.count
        if let limit = options.limit, count > limit {
            throw CommandFailure("--no-tty=defaults: \(Wording.count(count, "item")) preselected, more than --limit \(limit); nothing printed")
        }
        if count < options.minimum {
            throw CommandFailure("--no-tty=defaults: \(Wording.count(count, "item")) preselected, fewer than --min \(options.minimum); nothing printed")
        }
        guard !selection.isEmpty else { return ExitCode.noMatch }
        var writer = ResultWriter(options: options, query: options.query, acceptKey: options.expect.isEmpty ? nil : [])
        try writer.write(selection.inInputOrder, from: store)
        return ExitCode.accepted
    }
}
