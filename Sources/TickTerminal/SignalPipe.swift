import Glibc
import TickEngine
/// Turns signals into bytes on a pipe that the event loop polls (the self-pipe trick): the
/// handler only writes the signal's number, and the loop does the real work.
enum SignalPipe {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    nonisolated(unsafe) static var readEnd: Int32 = -1

    /// The signals the picker handles in its loop.
    static let handled: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]
    /// Those of them that end the picker (and line mode).
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Creates the pipe and installs the handlers for `signals` (by default every one the
    /// picker handles).
    static func install(_ signals: [Int32] = handled) {
        if readEnd < 0 { (readEnd, writeEnd) = Descriptor.makePipe() }
        for sig in signals { catchSignal(sig) }
    }

    /// Gives the signals their default actions back (once the picker has ended, a signal must
    /// stop tick even while it writes its output).
    static func uninstall() {
        for sig in handled { signal(sig, SIG_DFL) }
    }

    static func catchSignal(_ sig: Int32) {
        signal(sig) { sig in
            var byte = UInt8(truncatingIfNeeded: sig)
            let saved = errno
            _ = write(SignalPipe.writeEnd, &byte, 1)
            errno = saved
        }
    }

    /// The signals that arrived since the last call, in order.
    static func drain() -> [Int32] {
        var out: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n <= 0 { break }
            out += buffer[0..<n].map { Int32($0) }
        }
        return out
    }
}
