import TickCore
import TickEngine
import TickTerminal

/// `--filter`: match every item, print the matches ranked, never touch the terminal.
enum FilterCommand {
    /// Runs the filter and returns the exit code.
    static func run(options: Options, query queryText: String) throws(CommandFailure) -> Int32 {
        let (store, results) = try readAndMatch(options: options, query: queryText)
        var writer = ResultWriter(options: options, query: queryText, acceptKey: nil)
        try writer.write(results.lazy.map { Int($0) }, from: store)
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }

    /// Reads all of stdin and its matches for `queryText`, in the order `--filter` prints them.
    /// Chunks are matched as soon as they are read, while reading goes on.
    static func readAndMatch(options: Options, query queryText: String) throws(CommandFailure) -> (ItemStore, FilterResults) {
        var reader = InputReader(options: options)
        let filter = StreamingFilter(query: options.query(queryText), configuration: options.matcherConfiguration,
                                     sort: options.sort, tac: options.tac)
        let store: ItemStore
        do { store = try reader.readAll { chunk, first in filter.add(chunk, first: first) } } catch { throw CommandFailure(error.message) }
        return (store, filter.finish())
    }
}
