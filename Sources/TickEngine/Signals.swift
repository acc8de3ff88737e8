import Glibc

/// Facts about signals that differ between systems.
public enum Signals {
    /// Signals beyond POSIX's that end a process by default on this system.
    public static var moreFatal: [Int32] {
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
}
