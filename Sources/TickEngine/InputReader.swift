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
    }

    let fd: Int32
    /// Bytes asked of each read (at most).
    let readSize: Int
    /// Whether the store keeps every chunk; without, each is let go once handed over (and
    /// `readAll` returns only the header and the chunks not handed over).
    let keepsChunks: Bool
    public private(set) var builder: ItemStoreBuilder

    /// A reader of `fd` whose items end with `separator`; the first `headerLines` lines are the
    /// header. `marksASCII`: whether chunks remember that they are all ASCII (worth it when they
    /// are matched many times, in the picker); `sgr`: what to do with SGR sequences (`--ansi`;
    /// see `ItemStoreBuilder`); `itemLimit`: the longest item read (less than the most a store
    /// holds only in tests).
    public init(fd: Int32 = 0, separator: UInt8, headerLines: Int, marksASCII: Bool = false,
                sgr: ItemStoreBuilder.SGRHandling = .keep, readSize: Int = .max, memory: ChunkMemory = .largePages,
                keepsChunks: Bool = true, itemLimit: Int = ItemStoreBuilder.maximumItemLength) {
        self.fd = fd
        self.readSize = readSize
        self.keepsChunks = keepsChunks
        self.builder = ItemStoreBuilder(separator: separator, headerLines: headerLines, marksASCII: marksASCII, sgr: sgr,
                                        memory: memory, itemLimit: itemLimit)
    }

    /// A reader of stdin as `options` describe it (`--read0` or the walker's NUL, `--header-lines`, `--ansi`:
    /// nothing is drawn from it, so styles are stripped, not kept). Read once and matched once:
    /// no chunk-wide ASCII check.
    /// With a `pool`, chunks come from it and are let go once handed over (`keepsChunks`).
    public init(options: Options, pool: ChunkPool? = nil) {
        self.init(fd: 0, separator: options.inputSeparator, headerLines: options.headerLines,
                  sgr: options.ansi ? .strip : .keep, memory: pool?.memory ?? .largePages, keepsChunks: pool == nil)
    }

    /// Reads until end of input and returns the finished store, handing each chunk to
    /// `sealed` (with the index of its first item) as soon as no more items can land in it, and
    /// showing `onRead` the builder after each read. Stops early, with the items read so far,
    /// once `enough` says so after a read. On a read error, or an item longer than the builder's
    /// `itemLimit` (dropped), the builder is finished (the items read stay in `builder`) and the
    /// error thrown.
    public mutating func readAll(sealed: (Chunk, Int) -> Void = { _, _ in },
                                 onRead: (ItemStoreBuilder) -> Void = { _ in },
                                 enough: (ItemStoreBuilder) -> Bool = { _ in false }) throws(Failure) -> ItemStore {
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
            handOver(builder.sealedStore)
            onRead(builder)
            if enough(builder) { break }
        }
        builder.finish()
        let store = builder.store
        handOver(store)
        return store
    }
}
