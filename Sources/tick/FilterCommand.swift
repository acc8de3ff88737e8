import TickCore
import TickTerminal

/// `--filter`: match every item, print the matches ranked, never touch the terminal.
enum FilterCommand {
    /// Runs the filter and returns the exit code.
    static func run(options: Options, query queryText: String) throws(CommandFailure) -> Int32 {
        var reader = InputReader(options: options)
        let store: ItemStore
        do { store = try reader.readAll() } catch { throw CommandFailure(error.message) }
        let results = ParallelFilter.run(store: store, query: options.query(queryText), configuration: options.matcherConfiguration,
                                         sort: options.sort, tac: options.tac)
        var writer = ResultWriter(options: options, query: queryText, acceptKey: nil)
        try writer.write(results.lazy.map { Int($0.index) }, from: store)
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }
}
