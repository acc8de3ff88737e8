import TickCore
import TickEngine
import TickTerminal

/// `--filter`: match every item, print the matches ranked, never touch the terminal.
enum FilterCommand {
    /// Runs the filter and returns the exit code.
    static func run(options: Options, query queryText: String) throws(CommandFailure) -> Int32 {
        // Only lines as they are can come from a store that kept only the matches: the JSON
        // formats write each item's index in the input.
        var lines = false
        // JSON items are printed from the store of items, matched on their shown text.
        if case .lines = options.format, options.inputFormat != .json, options.grouping == nil { lines = true }
        let (store, results) = try readAndMatch(options: options, query: queryText, keepsEveryItem: !lines)
        var writer = ResultWriter(options: options, query: queryText, acceptKey: nil)
        try writer.write(results, from: store)
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }

    /// Reads all of stdin and its matches for `queryText`, in the order `--filter` prints them.
    /// Chunks are matched as soon as they are read, while reading goes on. Without
    /// `keepsEveryItem`, the store holds only the matches (what `--filter` prints), and the
    /// memory of the rest is used again for reading.
    static func readAndMatch(options: Options, query queryText: String,
                             keepsEveryItem: Bool = true) throws(CommandFailure) -> (ItemStore, FilterResults) {
        var reader = InputReader(options: options, pool: keepsEveryItem ? nil : ChunkPool())
        let filter = StreamingFilter(query: options.query(queryText), configuration: options.matcherConfiguration,
                                     sort: options.sort, tac: options.tac, compacts: !keepsEveryItem,
                                     threads: options.threads)
        let store: ItemStore
        do { store = try reader.readAll { chunk, first in filter.add(chunk, first: first) } } catch { throw CommandFailure(error.message) }
        let (kept, results) = filter.finish(header: store.header, separator: store.separator)
        // Grouped, the matches are printed group by group, as the picker lists them.
        if let groups = store.groups { return (store, results.grouped(by: groups)) }
        return (kept ?? store, results)
    }
}
