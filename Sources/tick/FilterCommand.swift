import TickCore
import TickEngine
import TickTerminal

/// `--filter`: match every item, print the matches ranked, never touch the terminal.
enum FilterCommand {
    /// Runs the filter and returns the exit code.
    static func run(options: Options, query queryText: String) throws(CommandFailure) -> Int32 {
        // Only lines as they are can come from a store that kept only the matches: the JSON
        // formats write each item's index in the input.
        if let bench = options.bench { return try Self.bench(options: options, query: queryText, milliseconds: bench) }
        var lines = false
        // JSON items are printed from the store of items, matched on their shown text; `{n}` in
        // --accept-nth is the item's index in the input, which a store of matches does not know.
        if case .lines = options.format, options.inputFormat != .json, options.grouping == nil,
           options.acceptNth?.hasIndex != true {
            lines = true
        }
        let (store, results) = try readAndMatch(options: options, query: queryText, keepsEveryItem: !lines)
        var writer = ResultWriter(options: options, query: queryText, acceptKey: nil)
        if options.persona == .fzf { writer.projection.numberOffset = store.header.count }
        try writer.write(results, from: store)
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }

    /// `--bench`: reads all of stdin, then matches it whole for `queryText` again and again until
    /// `milliseconds` have passed (once at least), and prints fzf's line of times.
    static func bench(options: Options, query queryText: String, milliseconds: Double) throws(CommandFailure) -> Int32 {
        let start = MonotonicClock.milliseconds()
        var reader = InputReader(options: options, pool: nil)
        let store: ItemStore
        do { store = try reader.readAll() } catch { throw CommandFailure(error.message) }
        var bench = FilterBench(items: store.count + store.header.count, ingestion: MonotonicClock.milliseconds() - start)
        let query = options.query(queryText)
        let deadline = MonotonicClock.milliseconds() + milliseconds
        repeat {
            let passStart = MonotonicClock.milliseconds()
            let filter = StreamingFilter(query: query, configuration: options.matcherConfiguration,
                                         sort: options.sort, tac: options.tac, threads: options.threads)
            filter.add(store)
            bench.matches = filter.finish(header: store.header, separator: store.separator).results.count
            bench.passes.append(MonotonicClock.milliseconds() - passStart)
        } while MonotonicClock.milliseconds() < deadline
        let line = Array(bench.report.utf8)
        guard line.withUnsafeBytes({ Descriptor.writeAll(1, $0) }) else { throw CommandFailure("cannot write the benchmark's line") }
        return ExitCode.accepted
    }

    /// Reads all of stdin and its matches for `queryText`, in the order `--filter` prints them.
    /// Chunks are matched as soon as they are read, while reading goes on. Without
    /// `keepsEveryItem`, the store holds only the matches (what `--filter` prints), and the
    /// memory of the rest is used again for reading.
    static func readAndMatch(options: Options, query queryText: String,
                             keepsEveryItem: Bool = true) throws(CommandFailure) -> (ItemStore, FilterResults) {
        // --tail: only the last items are matched, once the input has ended (the older ones
        // are let go while reading). As in fzf, not when the matches are printed in input order
        // (`--no-sort` without `--tac` or `--sync`), where fzf prints every match.
        let tail = options.tail != nil && (options.sort || options.tac || options.sync)
        var reader = InputReader(options: options, pool: keepsEveryItem || tail ? nil : ChunkPool(), tail: tail)
        let filter = StreamingFilter(query: options.query(queryText), configuration: options.matcherConfiguration,
                                     sort: options.sort, tac: options.tac, compacts: !keepsEveryItem,
                                     threads: options.threads)
        let store: ItemStore
        do {
            store = try reader.readAll { chunk, first in if !tail { filter.add(chunk, first: first) } }
        } catch { throw CommandFailure(error.message) }
        if tail { filter.add(store) }
        let (kept, results) = filter.finish(header: store.header, separator: store.separator)
        // Grouped, the matches are printed group by group, as the picker lists them.
        if let groups = store.groups { return (store, results.grouped(by: groups)) }
        return (kept ?? store, results)
    }
}
