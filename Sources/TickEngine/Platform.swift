import Glibc

/// Small wrappers over system calls that retry on interruption.
///
/// tick is built for Linux (glibc; the release binary is linked statically). Code that makes
/// system calls goes through these wrappers; the few files that are system edges by nature
/// (the terminal device, its restoration in signal handlers, the signal pipe, the state file)
/// import the C library themselves. The pure core imports nothing.
public enum Platform {
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

    /// The value of an environment variable.
    public static func environment(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }

    /// The message for the current `errno`.
    public static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The absolute path of the running executable (Linux: `/proc/self/exe`), if known.
    public static func executablePath() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension Platform {
    /// Writes bytes to `fd` (see `writeAll(_:_:)`).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
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

    /// Reads and drops whatever a non-blocking `fd` holds.
    public static func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(fd, &buffer, buffer.count) > 0 {}
    }

    /// A pipe whose ends are non-blocking and closed on exec: (read end, write end).
    public static func makePipe() -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    /// Signals beyond POSIX's that end a process by default on this system.
    public static var moreFatalSignals: [Int32] {
        #if os(Linux)
        [SIGIO, SIGPWR, SIGSTKFLT]
        #else
        []
        #endif
    }

    /// Whether `handler` (as `signal` returns it) is `SIG_IGN`.
    public static func isIgnore(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The number of processors online (at least 1).
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Milliseconds on a clock that only goes forward.
    public static func monotonicMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Runs `body` on a new detached thread (for work that blocks, such as reading stdin);
    /// false when the system refused a thread, and `body` was not run.
    public static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
