import Foundation

/// What the test runners share when they start a child: its environment and argument lists as
/// C strings, and writing whole buffers to a descriptor.
public enum ChildProcess {
    /// Variables that would change how tick or fzf behave (with `CI` set tick answers without
    /// the picker), removed from every child's environment; a test that wants one sets it.
    static let unsetVariables = ["CI", "TICK_DEFAULT_OPTS", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND"]

    /// This process's environment without `unsetVariables` (and `alsoRemoving`), then `overrides`.
    public static func environment(_ overrides: [String: String], alsoRemoving: [String] = []) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in unsetVariables + alsoRemoving { env.removeValue(forKey: key) }
        for (key, value) in overrides { env[key] = value }
        return env
    }

    /// `argv` and `envp` for `posix_spawn`: C strings the caller frees with `free` (nil-ended).
    public static func cStrings(_ executable: String, _ arguments: [String], environment: [String: String])
        -> (argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?]) {
        (([executable] + arguments).map { strdup($0) } + [nil],
         environment.map { strdup("\($0.key)=\($0.value)") } + [nil])
    }

    /// Writes all of `bytes`; false on an error (a closed pipe). On EAGAIN (a non-blocking
    /// descriptor) it retries after a millisecond, or with `retry` false gives up.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], retry: Bool = true) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN && retry {
                        usleep(1000)
                        continue
                    }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// Calls `body` with spawn attributes that give the child an empty signal mask and the
    /// default action for `defaults` (signals the test process may block or ignore), with
    /// `flags` added (such as `POSIX_SPAWN_SETSID`).
    public static func withSignalAttributes<R>(defaults: [Int32], flags: Int32 = 0,
                                               _ body: (inout posix_spawnattr_t) throws -> R) rethrows -> R {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaultSignals = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaultSignals)
        for sig in defaults { sigaddset(&defaultSignals, sig) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | flags))
        return try body(&attributes)
    }

    /// Adds "close every descriptor from `low` up" to `actions`; false when this C library
    /// cannot (glibc before 2.34).
    public static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ low: Int32) -> Bool {
        LibC.addCloseFrom(actions, low)
    }
}
