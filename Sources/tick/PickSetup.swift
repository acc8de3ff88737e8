import TickCore
import TickEngine
import TickTerminal

/// What every way of asking sets up alike, once (main.swift): the memory (`--remember`), the
/// first query, what starts ticked, the `--expect` line, and the printing and saving of an
/// accept. The picker, line mode and the no-terminal path all start from one.
struct PickSetup {
    /// The options, with the remembered query as the first one when `-q` gave none.
    let options: Options
    /// What was remembered: empty without `--remember`, or when it could not be used.
    let memory: Memory
    /// Where an accept is saved: nil without `--remember`, or with no place to keep it.
    let file: MemoryFile?

    /// Reads the memory `options` name. Nothing here stops the run: a missing file is an
    /// empty memory; an unreadable or corrupt one, or no place to keep one (no `HOME`), is a
    /// warning and an empty memory, and a file is left as it is until an accept replaces it
    /// (docs/SPEC.md §4).
    init(options: Options) {
        var memory = Memory()
        var file: MemoryFile? = nil
        if let name = options.remember {
            do {
                let found = try MemoryFile(name: name)
                file = found
                if let bytes = try found.read() { memory = try Self.decode(bytes, file: found, options: options) }
            } catch {
                if file == nil {
                    warn("--remember \(name): \(error.message); nothing is restored or saved this time")
                } else {
                    warn("cannot use the memory '\(name)': \(error.message); starting without it (the file is kept until the next accept replaces it)")
                }
            }
        }
        var options = options
        if options.query.isEmpty { options.query = memory.query }
        self.options = options
        self.memory = memory
        self.file = file
    }

    private static func decode(_ bytes: [UInt8], file: MemoryFile, options: Options) throws(MemoryFileError) -> Memory {
        let memory: Memory
        do { memory = try Memory(decoding: bytes) } catch { throw MemoryFileError("\(file.path) is \(error.message)") }
        if memory.keptValuesOnly && options.keyNth != nil {
            throw MemoryFileError("\(file.path) was saved by an older tick, which kept printed values, not the --key-nth keys that tell items apart now")
        }
        return memory
    }

    /// What ticks the items that start ticked (`--remember`, else `--preselect`).
    func preselector() -> Preselector { Preselector(options: options, memory: memory.ticks) }

    /// Prints `items` as accepted with `key` (nil: Enter) and `query`, and saves them with
    /// `--remember`; returns exit code 0.
    func accept(_ items: [Int], from store: ItemStore, query: String, key: KeyName? = nil,
                printed: [String] = []) throws(CommandFailure) -> Int32 {
        try print(items, from: store, query: query, key: key, printed: printed)
        save(query: query, items: items, store: store)
        return ExitCode.accepted
    }

    /// Prints `items` as accepted with `key` (nil: Enter), with `query` for `--print-query`
    /// and the key line for `--expect`.
    func print(_ items: [Int], from store: ItemStore, query: String, key: KeyName? = nil, printed: [String] = []) throws(CommandFailure) {
        let keyLine: [UInt8]? = options.expect.isEmpty ? nil : Array((key?.name ?? "").utf8)
        var writer = ResultWriter(options: options, query: query, acceptKey: keyLine, printed: printed)
        try writer.write(items, from: store)
    }

    /// Nothing matched (exit 1): with `--print-query` the query (and `--expect`'s empty key
    /// line) is printed all the same, with no items, as fzf prints it for `-0` and for Enter
    /// with nothing to pick.
    func noMatch(from store: ItemStore, query: String) throws(CommandFailure) -> Int32 {
        if options.printQuery { try print([], from: store, query: query) }
        return ExitCode.noMatch
    }

    /// Prints only `query` (`print-query`): a line, or a JSON string with the JSON formats.
    func printQuery(_ query: String) throws(CommandFailure) {
        var writer = ResultWriter(options: options, query: nil, acceptKey: nil)
        try writer.writeQuery(query)
    }

    /// Saves the query and the accepted `items`; a failure is a warning (what was accepted is
    /// printed all the same), and the file is left as it was (`MemoryFile` writes atomically).
    private func save(query: String, items: [Int], store: ItemStore) {
        guard let file, let name = options.remember else { return }
        let accepted = Memory(query: query, items: items, store: store, identity: ItemIdentity(options: options))
        do {
            try file.write(accepted.encoded())
        } catch {
            warn("cannot save the memory '\(name)': \(error.message); this selection is not remembered, and any memory saved before is kept")
        }
    }
}
