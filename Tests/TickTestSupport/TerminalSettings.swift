#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A terminal's termios flags and control characters, for checking that a program restored them.
public struct TerminalSettings: Equatable, Sendable, CustomStringConvertible {
    /// `c_iflag`, `c_oflag`, `c_cflag` and `c_lflag`.
    public var inputFlags, outputFlags, controlFlags, localFlags: UInt32
    /// `c_cc`, every entry.
    public var controlCharacters: [UInt8]

    /// The settings of the terminal open on `fd`, or nil if it is not a terminal.
    public init?(fd: Int32) {
        var t = termios()
        guard tcgetattr(fd, &t) == 0 else { return nil }
        inputFlags = UInt32(t.c_iflag)
        outputFlags = UInt32(t.c_oflag)
        controlFlags = UInt32(t.c_cflag)
        localFlags = UInt32(t.c_lflag)
        controlCharacters = withUnsafeBytes(of: t.c_cc) { Array($0) }
    }

    /// Line editing (ICANON) is on, as in a shell's cooked mode.
    public var isCanonical: Bool { localFlags & UInt32(ICANON) != 0 }
    /// Typed characters are echoed (ECHO).
    public var echoes: Bool { localFlags & UInt32(ECHO) != 0 }

    public var description: String {
        func hex(_ v: UInt32) -> String { String(v, radix: 16) }
        return "iflag \(hex(inputFlags)) oflag \(hex(outputFlags)) cflag \(hex(controlFlags)) "
            + "lflag \(hex(localFlags)) cc \(controlCharacters.map { String($0) }.joined(separator: ","))"
    }
}

/// C library functions that Swift's Glibc module does not declare (they need `_XOPEN_SOURCE` or
/// `_GNU_SOURCE`), looked up at run time.
enum LibC {
    private static func optionalSymbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let handle = dlopen(nil, RTLD_NOW), let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }

    private static func symbol<T>(_ name: String, as type: T.Type) -> T {
        guard let f = optionalSymbol(name, as: type) else { fatalError("\(name) is missing from the C library") }
        return f
    }

    static func posixOpenpt(_ flags: Int32) -> Int32 {
        symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(flags)
    }

    static func grantpt(_ fd: Int32) -> Int32 {
        symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)(fd)
    }

    static func unlockpt(_ fd: Int32) -> Int32 {
        symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)(fd)
    }

    /// The path of the slave side of the pseudo-terminal master `fd`.
    static func ptsname(_ fd: Int32) -> String? {
        let f = symbol("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
        var buffer = [CChar](repeating: 0, count: 256)
        guard f(fd, &buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Sets the soft limit of `resource` (an `RLIMIT_…` number) of process `pid` to `value`,
    /// keeping its hard limit (Linux's `prlimit`); false when refused or unavailable.
    static func setSoftLimit(pid: pid_t, resource: Int32, to value: UInt64) -> Bool {
        typealias F = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
        guard let f = optionalSymbol("prlimit", as: F.self) else { return false }
        var current = rlimit()
        guard f(pid, resource, nil, &current) == 0 else { return false }
        var wanted = rlimit(rlim_cur: rlim_t(min(value, UInt64(current.rlim_max))), rlim_max: current.rlim_max)
        return f(pid, resource, &wanted, nil) == 0
    }

    /// A pipe whose both ends are close-on-exec from the start (so no child spawned by another
    /// thread meanwhile can inherit them).
    static func pipe2CloseOnExec() -> (read: Int32, write: Int32)? {
        let f = symbol("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32).self)
        var fds: [Int32] = [-1, -1]
        guard f(&fds, O_CLOEXEC) == 0 else { return nil }
        return (fds[0], fds[1])
    }

    /// Adds "close every descriptor from `low` up" to `actions` (glibc 2.34 and later), so that
    /// the child gets no descriptor another thread failed to mark close-on-exec in time. False
    /// where the C library lacks it.
    static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ low: Int32) -> Bool {
        typealias F = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let f = optionalSymbol("posix_spawn_file_actions_addclosefrom_np", as: F.self) else { return false }
        return f(actions, low) == 0
    }
}
