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

        var encoder = OutputEncoder(format: options.format,
                                    query: options.printQuery ? Array(queryText.utf8) : nil)
        var projection = ItemProjection(acceptNth: options.acceptNth, keyNth: options.keyNth, delimiter: options.delimiter)
        var open = true
        func flush(_ encoder: inout OutputEncoder) {
            guard open else { _ = encoder.take(); return }
            let bytes = encoder.take()
            open = bytes.withUnsafeBytes { Platform.writeAll(1, $0) }
            if !open && errno != EPIPE { fail("cannot write the output: \(Platform.errorText())") }
        }
        for r in results {
            let index = Int(r.index)
            do {
                try encoder.add(projection.item(index: index, bytes: store.item(index)))
            } catch {
                if case .duplicateKey(let key, let first, let second) = error {
                    fail("duplicate key '\(String(decoding: key, as: UTF8.self))' in --json-object output (items \(first) and \(second))")
                }
            }
            // A --json-object is held back whole: a duplicate key found late must not leave
            // half a document on stdout.
            if encoder.pending >= 1 << 16 && options.format != .jsonObject { flush(&encoder) }
        }
        encoder.finish()
        flush(&encoder)
        if encoder.replacedItems > 0 {
            let n = encoder.replacedItems
            Platform.printError("tick: warning: \(n) item\(n == 1 ? "" : "s") had bytes that are not valid UTF-8; they were replaced by U+FFFD in the JSON output\n")
        }
        return results.isEmpty ? ExitCode.noMatch : ExitCode.accepted
    }
}
