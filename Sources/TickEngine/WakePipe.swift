/// A pipe that other threads write a byte to, so that the event loop's `poll` wakes up; the
/// byte says who woke it.
public final class WakePipe: Sendable {
    /// Which sources wrote since the last drain.
    public struct Sources: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The reader published a snapshot of the input.
        public static let reader = Sources(rawValue: 1)
        /// The match engine published a result.
        public static let engine = Sources(rawValue: 2)
        /// The preview command wrote (or ended).
        public static let preview = Sources(rawValue: 4)
        // actions that run commands
        /// A command a chain waits for ended (`CommandRunner`).
        public static let command = Sources(rawValue: 8)
        // --listen
        /// The `--listen` server queued a request (`ListenServer`).
        public static let server = Sources(rawValue: 16)
    }

    public let readEnd: Int32
    let writeEnd: Int32

    public init() {
        (readEnd, writeEnd) = Descriptor.makePipe()
    }

    /// Wakes the loop on behalf of `source` (a full pipe already will: its bytes say who
    /// wrote, and the loop then looks at every source).
    public func signal(_ source: Sources) { Descriptor.writeByte(writeEnd, source.rawValue) }

    /// Empties the pipe and says who wrote to it (every source when the pipe had filled up, so
    /// that a byte may have been dropped).
    @discardableResult
    public func drain() -> Sources {
        var woke: Sources = []
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = Descriptor.readSome(readEnd, into: &buffer)
            guard n > 0 else { break }
            total += n
            for b in buffer[..<n] { woke.insert(Sources(rawValue: b)) }
        }
        // A pipe holds 64 KiB: one that filled up may have dropped a source's byte.
        return total >= 1 << 16 ? [.reader, .engine, .preview, .command, .server] : woke
    }

    /// Waits until another thread signals, at most `timeout` milliseconds (-1: for ever), then
    /// empties the pipe; false when the time ran out.
    public func wait(timeout: Int32) -> Bool {
        !waitForSources(timeout: timeout).isEmpty
    }

    /// Waits as `wait` does and says who signalled (none when the time ran out).
    public func waitForSources(timeout: Int32) -> Sources {
        guard Descriptor.waitReadable(readEnd, timeout: timeout) else { return [] }
        return drain()
    }
}
