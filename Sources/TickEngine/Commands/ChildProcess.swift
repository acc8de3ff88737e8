import Glibc
import TickCore

/// Starts a user's command line in a process group of its own, with the signal state a child
/// should have: what the preview, the actions and reload run.
///
/// The group lets tick kill the whole command (the children of `sh -c` too) on every exit path;
/// every child is told to the `ProcessGuardian`, which ends it if tick dies without doing so.
public enum ChildProcess {
    /// Where one of the child's standard descriptors goes.
    public enum Stream {
        /// `/dev/null`.
        case null
        /// This descriptor of tick's (dup'ed into place).
        case descriptor(Int32)
        /// The same descriptor as tick's (the terminal, for `execute`).
        case inherited
    }

    /// Spawns `argv` (`argv[0]` looked up on `PATH`) with its standard input, output and error
    /// as given, and tick's environment with `environment`'s `NAME=VALUE` entries put over it
    /// (`ChildEnvironment`); returns its pid (also its process group's id), or the error text
    /// when it could not start. Reap it with `wait`, which releases it from the guardian first.
    public static func spawn(_ argv: [[UInt8]], stdin: Stream, stdout: Stream, stderr: Stream,
                             environment: [[UInt8]] = [], ownGroup: Bool = true) -> Result<pid_t, SpawnFailure> {
        guard let program = argv.first else { return .failure(SpawnFailure(text: "empty command")) }
        if let refusal = nulRefusal(argv) { return .failure(SpawnFailure(text: refusal)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
            case .inherited: break
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default signal actions (tick ignores PIPE and catches others), no blocked signals.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGPIPE, SIGXFSZ, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH] {
            sigaddset(&defaults, sig)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let cArguments = cStrings(argv)
        defer { cArguments.forEach { free($0) } }
        let cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.isEmpty ? [] : merged(environment).map(cString) + [nil]
        defer { cEnvironment.forEach { free($0) } }
        var pid: pid_t = 0
        ProcessGuardian.shared.prepare()
        let spawned = cEnvironment.isEmpty
            ? posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, cArguments, environ)
            : posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else {
            return .failure(SpawnFailure(text: "cannot start \(String(decoding: program, as: UTF8.self)): \(Host.errorText(spawned))"))
        }
        ProcessGuardian.shared.tell(ownGroup ? .group(pid) : .process(pid))
        return .success(pid)
    }

    /// Why `argv` cannot be run, when a word holds a NUL byte (an item's, read without `--read0`):
    /// no argument can carry one, and cut there the command would be another; nil otherwise.
    public static func nulRefusal(_ argv: [[UInt8]]) -> String? {
        guard argv.contains(where: { $0.contains(0) }) else { return nil }
        return "the command line would hold a NUL byte (from an item or the query), which no command can be given; nothing was run"
    }

    /// Waits for `pid` (a child `spawn` started) and returns its exit status, or 128 + the
    /// signal that ended it. Once it has ended, and before it is reaped (while its id cannot be
    /// given to another process), the guardian is told to let it go.
    public static func wait(_ pid: pid_t) -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        ProcessGuardian.shared.tell(.released(pid))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Waits for `pid` (a child `spawn` started) to end and returns its exit status, or 128 +
    /// the signal that ended it, without reaping it: its id (and its group's) stays tick's
    /// until tick ends (`FZF_DEFAULT_COMMAND`'s group is killed then).
    public static func endStatus(_ pid: pid_t) -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 {
            guard errno == EINTR else { return 0 }
        }
        let status = info._sifields._sigchld.si_status
        return info.si_code == CLD_EXITED ? status : 128 + status
    }

    /// Puts `entries` (`NAME=VALUE`) into tick's own environment, for a program about to replace
    /// tick (`become`); only then, as other threads may read the environment.
    public static func export(_ entries: [[UInt8]]) {
        for entry in entries {
            guard let eq = entry.firstIndex(of: 0x3D), let name = cString(Array(entry[..<eq])),
                  let value = cString(Array(entry[(eq + 1)...])) else { continue }
            setenv(name, value, 1)
            free(name)
            free(value)
        }
    }

    /// tick's environment with the entries of `overrides` in place of those of the same name.
    static func merged(_ overrides: [[UInt8]]) -> [[UInt8]] {
        let names = Set(overrides.map { Array($0.prefix { $0 != 0x3D }) })
        var list: [[UInt8]] = []
        var entry = environ
        while let c = entry.pointee {
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(c).assumingMemoryBound(to: UInt8.self), count: strlen(c)))
            if !names.contains(Array(bytes.prefix { $0 != 0x3D })) { list.append(bytes) }
            entry += 1
        }
        return list + overrides
    }

    /// `exec`'s argument vector: a C string for each of `words`, then nil (freed by the caller).
    public static func cStrings(_ words: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
        words.map(cString) + [nil]
    }

    /// A C string holding `bytes` (freed by the caller).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let c = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for i in 0..<bytes.count { c[i] = CChar(bitPattern: bytes[i]) }
        c[bytes.count] = 0
        return c
    }
}

/// Why a command could not be started, as one line.
public struct SpawnFailure: Error, Sendable {
    public var text: String
}
