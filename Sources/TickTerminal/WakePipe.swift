/// A pipe that other threads write a byte to, so that the event loop's `poll` wakes up.
public final class WakePipe: Sendable {
    public let readEnd: Int32
    let writeEnd: Int32

    public init() {
        (readEnd, writeEnd) = Platform.makePipe()
    }

    /// Wakes the loop (a full pipe already will).
    public func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
