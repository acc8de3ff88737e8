import Synchronization
import TickCore

/// Reads stdin on its own thread while the picker runs, publishing snapshots of the items read
/// so far and waking the event loop.
public final class StreamingReader: Sendable {
    /// What the reader has to say at one moment.
    public struct Progress: Sendable {
        public var store: ItemStore
        public var done: Bool
        public var failure: String?
    }

    private let latest = Mutex(Progress(store: ItemStore(), done: false, failure: nil))
    private let wake: WakePipe
    private let separator: UInt8
    private let headerLines: Int
    private let sgr: ItemStoreBuilder.SGRHandling

    /// A reader of stdin as `options` describe it (`--read0`, `--header-lines`, `--ansi`: the
    /// styles are kept for drawing) that signals `wake` when it has news.
    public init(options: Options, wake: WakePipe) {
        separator = options.read0 ? 0 : 0x0A
        headerLines = options.headerLines
        sgr = options.ansi ? .record : .keep
        self.wake = wake
    }

    /// The latest snapshot.
    public var progress: Progress { latest.withLock { $0 } }

    /// Starts reading `fd` until its end.
    public func start(fd: Int32 = 0) {
        // Without a thread (the system refused one), read here: the picker shows once the input
        // ends, which an endless input (`tail -f`) never does.
        if !Platform.startThread({ [self] in run(fd: fd) }) { run(fd: fd) }
    }

    private func run(fd: Int32) {
        var builder = ItemStoreBuilder(separator: separator, headerLines: headerLines, sgr: sgr)
        var lastPublish = -Double.infinity
        var published = (items: -1, header: 0)
        while true {
            let space = builder.reserve()
            let n = Platform.readWaiting(fd, into: UnsafeMutableBufferPointer(rebasing: space.prefix(Timing.readSize)))
            if n < 0 {
                let message = "cannot read stdin: \(Platform.errorText())"
                builder.finish()
                let store = builder.store
                latest.withLock { $0 = Progress(store: store, done: true, failure: message) }
                wake.signal()
                return
            }
            if n == 0 { break }
            builder.commit(n)
            let now = Platform.monotonicMilliseconds()
            // Publish when nothing more is waiting (the producer is slow: show what came), and
            // otherwise at most every interval.
            let now_ = (items: builder.count, header: builder.headerCount)
            if now_ != published && (now - lastPublish >= Timing.publishInterval || !Self.hasData(fd)) {
                let store = builder.store
                published = now_
                lastPublish = now
                latest.withLock { $0.store = store }
                wake.signal()
            }
        }
        builder.finish()
        let store = builder.store
        latest.withLock { $0 = Progress(store: store, done: true, failure: nil) }
        wake.signal()
    }

    /// Whether a read of `fd` would return at once.
    private static func hasData(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) > 0
    }
}
