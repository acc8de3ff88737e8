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
        if !DetachedThread.start({ [self] in run(fd: fd) }) { run(fd: fd) }
    }

    private func run(fd: Int32) {
        // Matched on every key: chunks remember whether they are all ASCII.
        var reader = InputReader(fd: fd, separator: separator, headerLines: headerLines, marksASCII: true,
                                 sgr: sgr, readSize: Tunables.readSize)
        var lastPublish = -Double.infinity
        var published = (items: -1, header: 0)
        let progress: Progress
        do {
            let store = try reader.readAll(onRead: { builder in
                let now = MonotonicClock.milliseconds()
                // Publish when nothing more is waiting (the producer is slow: show what came), and
                // otherwise at most every interval.
                let counts = (items: builder.count, header: builder.headerCount)
                guard counts != published && (now - lastPublish >= Tunables.publishInterval || !Descriptor.hasData(fd)) else { return }
                let store = builder.store
                published = counts
                lastPublish = now
                latest.withLock { $0.store = store }
                wake.signal(.reader)
            })
            progress = Progress(store: store, done: true, failure: nil)
        } catch {
            progress = Progress(store: reader.builder.store, done: true, failure: error.message)
        }
        latest.withLock { $0 = progress }
        wake.signal(.reader)
    }
}
