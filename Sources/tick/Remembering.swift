import TickCore
import TickEngine
import TickTerminal

/// `--remember NAME`: the memory read before the picker starts, and saved after an accept.
struct Remembering {
    let name: String
    let file: StateFile
    /// What was remembered: empty when there was no file, or when it could not be used.
    let memory: Memory

    /// Reads the memory `options` name, or nil without `--remember`.
    ///
    /// A missing file is an empty memory. An unreadable or corrupt one gives a warning and an
    /// empty memory, and is left as it is until the next accept replaces it (docs/SPEC.md §4).
    static func load(_ options: Options) throws(CommandFailure) -> Remembering? {
        guard let name = options.remember else { return nil }
        let file: StateFile
        do { file = try StateFile(name: name) } catch { throw CommandFailure(error.message) }
        var memory = Memory()
        do {
            if let bytes = try file.read() { memory = try decode(bytes, file: file) }
        } catch {
            Platform.printError("tick: warning: cannot use the memory '\(name)': \(error.message); starting without it (the file is kept until the next accept replaces it)\n")
        }
        return Remembering(name: name, file: file, memory: memory)
    }

    private static func decode(_ bytes: [UInt8], file: StateFile) throws(StateFileError) -> Memory {
        do { return try Memory(decoding: bytes) } catch { throw StateFileError("\(file.path) is \(error.message)") }
    }

    /// `options` with the remembered query as the initial one, unless `-q` gave one.
    func applied(to options: Options) -> Options {
        var options = options
        if options.query.isEmpty { options.query = memory.query }
        return options
    }

    /// Saves the query and the values of the accepted `items`; a failure is a warning (what
    /// was accepted is printed all the same), and the file is left as it was (`StateFile`
    /// writes atomically).
    func save(query: String, items: [Int], store: ItemStore, options: Options) {
        let accepted = Memory(query: query, items: items, store: store, acceptNth: options.acceptNth, delimiter: options.delimiter)
        do {
            try file.write(accepted.encoded())
        } catch {
            Platform.printError("tick: warning: cannot save the memory '\(name)': \(error.message); this selection is not remembered, and any memory saved before is kept\n")
        }
    }
}
