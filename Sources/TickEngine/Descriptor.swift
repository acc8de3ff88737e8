import Glibc

/// Reads and writes on file descriptors, retrying when interrupted.
///
/// tick is built for Linux (glibc; the release binary is linked statically). Code that reads,
/// writes or waits on a descriptor goes through these; the few files that are system edges by
/// nature (the terminal device, its restoration in signal handlers, the signal pipe, the memory
/// file) import the C library themselves. The pure core imports nothing.
public enum Descriptor {
    /// Writes all of `bytes` to `fd`; false on any error (a closed pipe included).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if writeMayGoOn(fd) { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Writes bytes to `fd` (see `writeAll(_:_:)`).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// Lets the pipe `fd` (when it is one) hold up to 1 MiB, the most Linux allows without
    /// privileges by default: the producer writes ahead while tick matches, and each read takes
    /// more (the default 64 KiB made a read, and a wake-up of the producer, every 64 KiB).
    /// Nothing happens to a file, a terminal, or when the system refuses.
    public static func widenPipe(_ fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return }
        // F_SETPIPE_SZ (Linux's F_LINUX_SPECIFIC_BASE + 7), which Glibc's module leaves out.
        let setPipeSize: Int32 = 1024 + 7
        _ = fcntl(fd, setPipeSize, Int32(1 << 20))
    }

    /// After a write to `fd` failed: whether to try again (interrupted, or a non-blocking
    /// descriptor that was full, once it has room: waited for, not spun on).
    static func writeMayGoOn(_ fd: Int32) -> Bool {
        if errno == EINTR { return true }
        guard errno == EAGAIN else { return false }
        var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&p, 1, -1)
        return true
    }

    /// Writes a string to standard error.
    public static func printError(_ text: String) {
        var t = text
        t.withUTF8 { _ = writeAll(2, UnsafeRawBufferPointer($0)) }
    }

    /// Reads into `space`, retrying when interrupted and waiting (not spinning) when `fd` is a
    /// non-blocking descriptor with nothing yet: the byte count, 0 at end of file, -1 on an error.
    public static func readWaiting(_ fd: Int32, into space: UnsafeMutableBufferPointer<UInt8>) -> Int {
        while true {
            let n = read(fd, space.baseAddress, space.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            guard errno == EAGAIN else { return -1 }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, -1)
        }
    }

    /// Reads what is there into `buffer`: the byte count, 0 at end of file, -1 on an error
    /// (with `errno`).
    public static func readSome(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }

    /// Waits until `fd` has something to read, at most `timeout` milliseconds (-1: for ever);
    /// false when the time ran out (or on an error other than an interruption).
    public static func waitReadable(_ fd: Int32, timeout: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&p, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Whether a read of `fd` would return at once (data, end of file or an error).
    public static func hasData(_ fd: Int32) -> Bool { waitReadable(fd, timeout: 0) }

    /// Writes one byte to a non-blocking `fd`, ignoring a full pipe.
    public static func writeByte(_ fd: Int32, _ byte: UInt8) {
        var b = byte
        _ = write(fd, &b, 1)
    }

    /// A pipe whose ends are closed on exec from the start (`pipe2` with `O_CLOEXEC`, so no
    /// process started meanwhile on another thread inherits them), with `flags` besides:
    /// (read end, write end), or nil with `errno` set.
    public static func closedOnExecPipe(flags: Int32 = 0) -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard cPipe2(&fds, O_CLOEXEC | flags) == 0 else { return nil }
        return (fds[0], fds[1])
    }

    /// A pipe whose ends are non-blocking and closed on exec: (read end, write end), -1 each
    /// when the system refused one.
    public static func makePipe() -> (Int32, Int32) {
        closedOnExecPipe(flags: O_NONBLOCK) ?? (-1, -1)
    }
}

/// glibc's `pipe2` (unistd.h, declared only with `_GNU_SOURCE`, which Glibc's module leaves out).
@_silgen_name("pipe2")
private func cPipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
