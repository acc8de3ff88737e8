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

    /// The signals that end tick by default and that `SignalPipe` does not take: the crash
    /// signals (they also dump core), then those that just terminate. PIPE and XFSZ are ignored
    /// (`main`); KILL and STOP cannot be caught.
    public static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP, SIGSYS, SIGQUIT, SIGXCPU,
                                        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF] + moreFatal

    /// Every signal whose default action ends tick: INT, TERM and HUP (the picker's
    /// `SignalPipe` takes those), and `fatal`.
    public static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP] + fatal

    /// Whether `handler` (as `signal` returns it) is `SIG_IGN`.
    public static func isIgnore(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
