import Foundation

/// What the test runners share when they start a child: its environment and argument lists as
/// C strings, and writing whole buffers to a descriptor.
public enum ChildProcess {
    /// Variables that would change how tick or fzf behave, removed from every child's environment.
    static let unsetVariables = ["TICK_DEFAULT_OPTS", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND"]

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
}
