/// A pipe that other threads write a byte to, so that the event loop's `poll` wakes up.
public final class WakePipe: Sendable {
    public let readEnd: Int32
    let writeEnd: Int32

    public init() {
        (readEnd, writeEnd) = Descriptor.makePipe()
    }

    /// Wakes the loop (a full pipe already will).
    public func signal() { Descriptor.writeByte(writeEnd, 1) }

    /// Empties the pipe.
    public func drain() { Descriptor.drain(readEnd) }

    /// Waits until another thread signals, at most `timeout` milliseconds (-1: for ever), then
    /// empties the pipe; false when the time ran out.
    public func wait(timeout: Int32) -> Bool {
        guard Descriptor.waitReadable(readEnd, timeout: timeout) else { return false }
        drain()
        return true
    }
}
