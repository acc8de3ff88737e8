import Dispatch
import Glibc
import Synchronization
import TickCore

/// Reads stdin (or a reload's command) on its own thread while the picker runs, publishing
/// snapshots of the items read so far and waking the event loop.
public final class StreamingReader: Sendable {
    /// What the reader has to say at one moment.
    public struct Progress: Sendable {
        public var store: ItemStore
        public var done: Bool
        public var failure: String?
        /// The exit status of the command read (a reload's), or 128 + the signal that ended
        /// it, once it ended; nil for stdin.
        public var status: Int32? = nil
        /// With `--input json`, what the toolbar says of input that is not JSON, left out
        /// (`InputReader.note`).
        public var note: String? = nil
    }


    private let latest = Mutex(Progress(store: ItemStore(), done: false, failure: nil))
    private let wake: WakePipe
    private let separator: UInt8
    private let headerLines: Int
    private let sgr: ItemStoreBuilder.SGRHandling
    /// `--input json`'s settings (nil: lines).
    private let json: InputBuilder.JSONSettings?
    /// `--group-nth`'s or `--group-pattern`'s groups (nil: none).
    private let grouping: InputBuilder.Grouping?
    /// The longest item read (`ItemStoreBuilder.maximumItemLength`; less in tests).
    private let itemLimit: Int
    /// `--tail`: how many of the last items are kept (nil: every item).
    private let tail: Int?
    /// Set by `stop`: the thread reads no more (after the read under way).
    private let stopped = Atomic<Bool>(false)
    /// Signalled once, by `shown`, when the picker's first frame is on the screen.
    private let firstFrame = DispatchSemaphore(value: 0)
    private let firstFrameShown = Atomic<Bool>(false)
    /// Whether the thread is waiting for the first frame now.
    private let holding = Atomic<Bool>(false)

    /// A reader of stdin, or with `reload` of a reload's output, as `options` describe it
    /// (`--read0` or the walker's NUL, `--header-lines`, `--ansi`: the styles are kept for
    /// drawing) that signals `wake` when it has news. An item longer than `itemLimit` ends the
    /// reading with a failure.
    public init(options: Options, reload: Bool = false, wake: WakePipe, itemLimit: Int = ItemStoreBuilder.maximumItemLength) {
        separator = reload ? options.reloadSeparator : options.inputSeparator
        headerLines = options.headerLines
        sgr = options.ansi ? .record : .keep
        json = options.jsonInput
        grouping = options.grouping
        tail = options.tail
        self.itemLimit = itemLimit
        self.wake = wake
    }

    /// The latest snapshot.
    public var progress: Progress { latest.withLock { $0 } }

    /// Starts reading `fd` until its end. With `command` (a reload's: its pid, also its
    /// process group), `fd` is closed at the end and the command reaped, its status published,
    /// and its `{f}` `files` removed. With `inputCommand` (`FZF_DEFAULT_COMMAND`'s, writing
    /// stdin), its status is published at the end, the process left unreaped (`InputCommand`).
    ///
    /// With `firstFrameWait` (milliseconds), the thread stops after its first snapshot until the
    /// picker's first frame is drawn (`shown`), that long at most. While a fast producer
    /// streams, it and this thread keep both cores of a small machine busy, and the terminal's
    /// answer to where the cursor is, and the frame itself, waited their turn (a million paths
    /// streamed by `cat` under a pseudo-terminal: the first frame's median 10.4 ms, 8.9 with the
    /// reading held for it).
    public func start(fd: Int32 = 0, command: pid_t? = nil, files: [String] = [], firstFrameWait: Double = 0,
                      inputCommand: pid_t? = nil) {
        // Without a thread (the system refused one), read here: the picker shows once the input
        // ends, which an endless input (`tail -f`) never does.
        if !DetachedThread.start({ [self] in
            run(fd: fd, command: command, files: files, firstFrameWait: firstFrameWait, inputCommand: inputCommand)
        }) {
            run(fd: fd, command: command, files: files, firstFrameWait: 0, inputCommand: inputCommand)
        }
    }

    /// Tells the reader that the picker's first frame is on the screen (called with every
    /// frame; only the first counts).
    public func shown() {
        if !firstFrameShown.exchange(true, ordering: .relaxed) { firstFrame.signal() }
    }

    /// Whether the thread is waiting for the first frame (`start`'s `firstFrameWait`) now.
    var isHoldingForFirstFrame: Bool { holding.load(ordering: .relaxed) }

    /// Stops reading: nothing read after the read under way is published (a newer reload
    /// replaced this input, or the picker ends).
    public func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    private func run(fd: Int32, command: pid_t?, files: [String], firstFrameWait: Double, inputCommand: pid_t?) {
        var waiting = firstFrameWait > 0
        // Matched on every key: chunks remember whether they are all ASCII.
        var reader = InputReader(fd: fd, separator: separator, headerLines: headerLines, marksASCII: true,
                                 sgr: sgr, readSize: Tunables.readSize, itemLimit: itemLimit, tail: tail, json: json, grouping: grouping,
                                 refusesBadJSON: false)
        var lastPublish = -Double.infinity
        var published = (items: -1, header: 0, problems: 0)
        let progress: Progress
        do {
            let store = try reader.readAll(onRead: { builder in
                let now = MonotonicClock.milliseconds()
                // Publish when nothing more is waiting (the producer is slow: show what came), and
                // otherwise at most every interval.
                let counts = (items: builder.count, header: builder.headerCount, problems: builder.jsonProblems?.count ?? 0)
                guard counts != published && (now - lastPublish >= Tunables.publishInterval || !Descriptor.hasData(fd)),
                      !stopped.load(ordering: .relaxed) else { return }
                let store = builder.store
                published = counts
                lastPublish = now
                let note = InputReader.note(builder.jsonProblems)
                latest.withLock {
                    $0.store = store
                    $0.note = note
                }
                wake.signal(.reader)
                if waiting {
                    waiting = false
                    holding.store(true, ordering: .relaxed)
                    _ = firstFrame.wait(timeout: .now() + .milliseconds(Int(firstFrameWait)))
                    holding.store(false, ordering: .relaxed)
                }
            }, enough: { _ in stopped.load(ordering: .relaxed) })
            progress = Progress(store: store, done: true, failure: nil, note: InputReader.note(reader.builder.jsonProblems))
        } catch {
            progress = Progress(store: reader.builder.store, done: true, failure: error.message)
        }
        var last = progress
        if let command {
            // Done once the command is reaped, with its status.
            close(fd)
            last.status = ChildProcess.wait(command)
            TempFile.remove(files)
        } else if let inputCommand {
            // FZF_DEFAULT_COMMAND writing stdin: its status, the process left unreaped.
            last.status = ChildProcess.endStatus(inputCommand)
        }
        guard !stopped.load(ordering: .relaxed) else { return }
        latest.withLock { $0 = last }
        wake.signal(.reader)
    }
}
