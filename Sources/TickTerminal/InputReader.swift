import TickCore

/// Reads items from a file descriptor (stdin) into an `ItemStore`.
public struct InputReader {
    /// A read error, with the system's message.
    public struct Failure: Error {
        public let message: String
    }

    let fd: Int32
    public private(set) var builder: ItemStoreBuilder

    /// `sgr`: whether SGR sequences are stripped (`--ansi`; see `ItemStoreBuilder`).
    public init(fd: Int32 = 0, separator: UInt8, headerLines: Int, sgr: ItemStoreBuilder.SGRHandling = .keep) {
        self.fd = fd
        // Read once and matched once: no chunk-wide ASCII check (see `ItemStoreBuilder`).
        self.builder = ItemStoreBuilder(separator: separator, headerLines: headerLines, marksASCII: false, sgr: sgr)
    }

    /// A reader of stdin as `options` describe it (`--read0`, `--header-lines`, `--ansi`:
    /// nothing is drawn from it, so styles are stripped, not kept).
    public init(options: Options) {
        self.init(fd: 0, separator: options.read0 ? 0 : 0x0A, headerLines: options.headerLines,
                  sgr: options.ansi ? .strip : .keep)
    }

    /// Reads until end of input and returns the finished store, handing each chunk to
    /// `sealed` (with the index of its first item) as soon as no more items can land in it.
    public mutating func readAll(sealed: (Chunk, Int) -> Void = { _, _ in }) throws(Failure) -> ItemStore {
        var handed = 0
        func handOver(_ store: ItemStore) {
            while handed < store.chunks.count {
                sealed(store.chunks[handed], store.firstIndex[handed])
                handed += 1
            }
        }
        while true {
            let space = builder.reserve()
            let n = Platform.readWaiting(fd, into: space)
            if n < 0 {
                throw Failure(message: "cannot read stdin: \(Platform.errorText())")
            }
            if n == 0 { break }
            builder.commit(n)
            handOver(builder.sealedStore)
        }
        builder.finish()
        let store = builder.store
        handOver(store)
        return store
    }
}
