import TickCore
import TickTerminal

/// `--filter`: match every item, print the matches ranked, never touch the terminal.
enum FilterCommand {
    /// Runs the filter and returns the exit code.
    static func run(options: Options, query queryText: String) -> Int32 {
        var reader = InputReader(fd: 0, separator: options.read0 ? 0 : 0x0A, headerLines: options.headerLines)
        let store: ItemStore
        do { store = try reader.readAll() } catch { fail(error.message) }

        let query = Query(queryText, fuzzy: !options.exact, caseMode: options.caseMode, normalize: !options.literal)
        let results = ParallelFilter.run(store: store, query: query, configuration: options.matcherConfiguration,
                                         sort: options.sort, tac: options.tac)
        var writer = ResultWriter(options: options, query: queryText, acceptKey: nil)
        for r in results { writer.add(Int(r.index), from: store) }
        writer.finish()
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }
}
