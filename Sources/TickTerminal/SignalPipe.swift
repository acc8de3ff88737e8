/// Turns signals into bytes on a pipe that the event loop polls (the self-pipe trick): the
/// handler only writes the signal's number, and the loop does the real work.
enum SignalPipe {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    nonisolated(unsafe) static var readEnd: Int32 = -1

    /// The signals the picker handles in its loop.
    static let handled: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    /// Creates the pipe and installs the handlers.
    static func install() -> Bool {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
        for sig in handled { catchSignal(sig) }
        return true
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
