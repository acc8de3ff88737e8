import Glibc
import Synchronization

/// Sees to it that nothing tick starts outlives it, `kill -9` included: every process tick
/// starts (`ChildProcess`) and every temporary file it writes (`TempFile`) is told to a small
/// guardian process, which ends them once tick has ended, however it ended.
///
/// tick ends its commands itself on every way out it can answer (their groups are killed, the
/// files removed); the guardian is for the ways it cannot: SIGKILL, and a crash signal's
/// handler, which can kill but not remove files. The guardian is tick run again
/// (`/proc/self/exe` with `GuardianProcess.argument`), in a process group of its own, its
/// standard input one end of a socket pair whose other end only tick holds (close-on-exec, so
/// no command inherits it, and `become`'s exec closes it). Started at the first command, never
/// when none is: a picker that runs no command costs nothing. Each record is one `send`, under
/// a lock; MSG_NOSIGNAL, so that a guardian killed by someone only loses the guarantee.
///
/// A group or process is released before tick reaps it (`ChildProcess.wait`), so that the
/// guardian never kills an id the system gave to someone else; a file is forgotten once removed.
///
/// One per process, as the process's end is what it watches: `shared`, which does nothing until
/// the tick executable calls `arm` (tests and `tick-bench`, which run commands in their own
/// process, never start one).
public final class ProcessGuardian: Sendable {
    /// The guardian of this process.
    public static let shared = ProcessGuardian()

    private enum State {
        /// Not armed: records go nowhere.
        case off
        /// Armed: started at the first record, as `argv0`.
        case armed(argv0: String)
        /// Started: tick's end of the socket.
        case running(socket: Int32)
        /// Could not start (said nowhere: tick still ends its commands itself).
        case failed
    }

    private let state = Mutex<State>(.off)

    private init() {}

    /// Lets the guardian start when the first command does; `argv0` is the name it runs under.
    public func arm(argv0: String) {
        state.withLock { if case .off = $0 { $0 = .armed(argv0: argv0) } }
    }

    /// Starts the guardian now if it is armed and not started (before a command is spawned, so
    /// that nothing runs unguarded longer than the record takes).
    public func prepare() {
        state.withLock { s in
            guard case .armed(let argv0) = s else { return }
            s = Self.start(argv0: argv0).map { .running(socket: $0) } ?? .failed
        }
    }

    /// Tells the guardian `record` (starting it first if need be).
    public func tell(_ record: GuardianLedger.Record) {
        let bytes = record.encoded
        state.withLock { s in
            if case .armed(let argv0) = s { s = Self.start(argv0: argv0).map { .running(socket: $0) } ?? .failed }
            guard case .running(let socket) = s else { return }
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                sent += n
            }
        }
    }

    /// Starts the guardian; tick's end of its socket, or nil.
    private static func start(argv0: String) -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing tick's parent left open reaches it (it outlives tick by a moment).
        _ = cAddCloseFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv = ChildProcess.cStrings([Array(argv0.utf8), Array(GuardianProcess.argument.utf8)])
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return nil
        }
        return ends[0]
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34; spawn.h declares it only with
/// `_GNU_SOURCE`, which Glibc's module leaves out).
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func cAddCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ low: Int32) -> Int32
