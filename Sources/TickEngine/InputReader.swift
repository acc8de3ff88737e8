import TickCore

/// Reads items from a file descriptor (stdin) into an `ItemStore`: the one reader of stdin.
///
/// `--filter`, line mode and `--no-tty=defaults` call `readAll` and wait for the end; the
/// picker's `StreamingReader` runs the same `readAll` on its own thread and publishes snapshots
/// from `onRead`.
public struct InputReader {
    /// A read error, with the system's message.
    public struct Failure: Error {
        public let message: String

        /// An item longer than `limit` bytes: no chunk could hold it (`ItemStoreBuilder.maximumItemLength`).
        static func tooLong(limit: Int) -> Failure {
            let named = limit == ItemStoreBuilder.maximumItemLength ? " (4 GiB less 2 MiB)" : ""
            return Failure(message: "an item of the input is longer than \(limit) bytes\(named), the longest tick can hold")
        }

        /// Input that is not JSON (`--input json`), named by its first faulty line.
        static func notJSON(_ problem: JSONScanner.Problem) -> Failure {
            Failure(message: "the input is not JSON: line \(problem.line): \(problem.message)")
        }
    }

    /// What the picker's toolbar says of input that is not JSON: its first faulty line, and
    /// how many more there were (nil when all of it was JSON).
    public static func note(_ problems: (first: JSONScanner.Problem, count: Int)?) -> String? {
        guard let (first, count) = problems else { return nil }
        let rest = first.endsInput ? "the rest of the input is left out" : "left out"
        let more = count > 1 ? " (and \(count - 1) more)" : ""
        return "input: line \(first.line) is not JSON (\(first.message)); \(rest)\(more)"
    }

    let fd: Int32
    /// Bytes asked of each read (at most).
    let readSize: Int
    /// Whether the store keeps every chunk; without, each is let go once handed over (and
    /// `readAll` returns only the header and the chunks not handed over).
    let keepsChunks: Bool
    /// Whether input that is not JSON ends the reading with a failure (`--filter` and the
    /// other readers to the end); the picker's reader leaves such items out and says so.
    let refusesBadJSON: Bool
    public private(set) var builder: InputBuilder

    /// A reader of `fd` whose items end with `separator`; the first `headerLines` lines are the
    /// header. `marksASCII`: whether chunks remember that they are all ASCII (worth it when they
    /// are matched many times, in the picker); `sgr`: what to do with SGR sequences (`--ansi`;
    /// see `ItemStoreBuilder`); `itemLimit`: the longest item read (less than the most a store
    /// holds only in tests); `tail`: with `--tail N`, N, the number of last items kept (lines
    /// only: `Options.validate` refuses it with JSON and groups). With `json`, the input is
    /// JSON items (`--input json`), kept whole whatever `keepsChunks` says.
    public init(fd: Int32 = 0, separator: UInt8, headerLines: Int, marksASCII: Bool = false,
                sgr: ItemStoreBuilder.SGRHandling = .keep, readSize: Int = .max, memory: ChunkMemory = .largePages,
                keepsChunks: Bool = true, itemLimit: Int = ItemStoreBuilder.maximumItemLength, tail: Int? = nil,
                json: InputBuilder.JSONSettings? = nil, grouping: InputBuilder.Grouping? = nil, refusesBadJSON: Bool = true) {
        self.fd = fd
        self.readSize = readSize
        self.refusesBadJSON = refusesBadJSON
        if let json {
            self.keepsChunks = true
            self.builder = InputBuilder(JSONItemBuilder(separator: separator, headerLines: headerLines, marksASCII: marksASCII,
                                                        itemsPath: json.itemsPath, withNth: json.withNth, memory: memory,
                                                        itemLimit: itemLimit), grouping: grouping)
        } else {
            self.keepsChunks = keepsChunks
            self.builder = InputBuilder(ItemStoreBuilder(separator: separator, headerLines: headerLines, marksASCII: marksASCII,
                                                         sgr: sgr, memory: memory, itemLimit: itemLimit, tail: tail),
                                        grouping: grouping, headerLines: headerLines, stripsSGR: sgr != .keep)
        }
    }

    /// A reader of stdin as `options` describe it (`--read0` or the walker's NUL, `--header-lines`, `--ansi`:
    /// nothing is drawn from it, so styles are stripped, not kept). Read once and matched once:
    /// no chunk-wide ASCII check.
    /// With a `pool`, chunks come from it and are let go once handed over (`keepsChunks`).
    /// With `tail`, only the last `options.tail` items are kept (`--tail`).
    public init(options: Options, pool: ChunkPool? = nil, tail: Bool = true) {
        self.init(fd: 0, separator: options.inputSeparator, headerLines: options.headerLines,
                  sgr: options.ansi ? .strip : .keep, memory: pool?.memory ?? .largePages, keepsChunks: pool == nil,
                  tail: tail ? options.tail : nil, json: options.jsonInput, grouping: options.grouping)
    }

    /// Reads until end of input and returns the finished store, handing each chunk to
    /// `sealed` (with the index of its first item) as soon as no more items can land in it, and
    /// showing `onRead` the builder after each read. Stops early, with the items read so far,
    /// once `enough` says so after a read. On a read error, or an item longer than the builder's
    /// `itemLimit` (dropped), or (`refusesBadJSON`) input that is not JSON, the builder is
    /// finished (the items read stay in `builder`) and the error thrown. The chunks handed
    /// over are those matched: the shown text of JSON items.
    public mutating func readAll(sealed: (Chunk, Int) -> Void = { _, _ in },
                                 onRead: (InputBuilder) -> Void = { _ in },
                                 enough: (InputBuilder) -> Bool = { _ in false }) throws(Failure) -> ItemStore {
        Descriptor.widenPipe(fd)
        var handed = 0
        func handOver(_ store: ItemStore) {
            while handed < store.chunks.count {
                sealed(store.chunks[handed], store.firstIndex[handed])
                handed += 1
            }
            if !keepsChunks && handed > 0 {
                builder.forgetSealed()
                handed = 0
            }
        }
        while true {
            let space = builder.reserve()
            let n = Descriptor.readWaiting(fd, into: UnsafeMutableBufferPointer(rebasing: space.prefix(readSize)))
            if n < 0 {
                let failure = Failure(message: "cannot read stdin: \(Host.errorText())")
                builder.finish()
                throw failure
            }
            if n == 0 { break }
            builder.commit(n)
            if builder.isUnfinishedTooLong {
                builder.dropUnfinished()
                builder.finish()
                throw Failure.tooLong(limit: builder.itemLimit)
            }
            if refusesBadJSON, let problems = builder.jsonProblems {
                builder.finish()
                throw Failure.notJSON(problems.first)
            }
            handOver(builder.searchedSealedStore)
            onRead(builder)
            if enough(builder) { break }
        }
        builder.finish()
        if refusesBadJSON, let problems = builder.jsonProblems { throw Failure.notJSON(problems.first) }
        let store = builder.store
        handOver(store.searched)
        return store
    }
}
