import Glibc

/// What the process asks of the system it runs on: its environment, its path, its processors,
/// the words for an error.
public enum Host {
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

    /// The number of processors online (at least 1).
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
