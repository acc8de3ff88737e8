#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Says which fuzz case was running when a crash kills the test process.
///
/// A failed expectation names its case, but a trap (an overflow, a bad index) ends the whole
/// process before any message. So each thread keeps the context of the case it is running, and
/// a handler for the crash signals writes it to stderr, puts back the handler it replaced (the
/// Swift runtime's backtracer, or the default) and returns: the faulting instruction runs again
/// and the process dies as it would have, backtrace and all.
enum FuzzCrashNote {
    /// The longest note kept, in bytes (the rest is cut).
    private static let capacity = 1024
    private static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    /// Each thread's buffer (a NUL-terminated note), created on first use.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The handlers replaced, by signal number; written once, before any handler can run.
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: 65)

    private static let installed: Void = {
        _ = key
        for sig in signals {
            var action = sigaction()
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            action.__sigaction_handler.sa_sigaction = { sig, _, _ in
                if let note = pthread_getspecific(FuzzCrashNote.key)?.assumingMemoryBound(to: CChar.self), note[0] != 0 {
                    let prefix = "\ncrashed in "
                    _ = prefix.withCString { write(2, $0, strlen($0)) }
                    _ = write(2, note, strlen(note))
                    _ = write(2, "\n", 1)
                }
                var old = FuzzCrashNote.previous[Int(sig)]
                sigaction(sig, &old, nil)
            }
            sigaction(sig, &action, &previous[Int(sig)])
        }
    }()

    /// Notes what the current thread is running (empty: nothing).
    static func set(_ text: String) {
        _ = installed
        var buffer = pthread_getspecific(key)?.assumingMemoryBound(to: CChar.self)
        if buffer == nil {
            buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
            pthread_setspecific(key, buffer)
        }
        guard let buffer else { return }
        let bytes = Array(text.utf8.prefix(capacity - 1))
        for (i, b) in bytes.enumerated() { buffer[i] = CChar(bitPattern: b) }
        buffer[bytes.count] = 0
    }
}
