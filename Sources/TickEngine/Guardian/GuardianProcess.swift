import Glibc
import TickCore

/// The guardian itself: the small process `ProcessGuardian` starts (tick run again with
/// `argument`), which outlives tick by a moment to end what tick started.
///
/// It reads tick's records from its standard input, the other end of a socket only tick holds,
/// into a `GuardianLedger`. When the socket reaches its end, tick has ended, however it ended
/// (`exit`, a signal, `kill -9`, or `become`'s exec, which closes tick's end): the guardian
/// sends SIGTERM (and SIGCONT, for a stopped one) to every group and process still held,
/// removes the files still held, gives the rest `Tunables.guardianGrace` to go, sends SIGKILL
/// to what remains, and exits. Terminal signals do not reach it (a process group of its own);
/// those that could come from elsewhere with the terminal's end are ignored.
public enum GuardianProcess {
    /// The hidden argument that runs the guardian (with nothing else, and a socket on stdin).
    public static let argument = "--internal-process-guardian"

    /// Whether this process was started as the guardian: `arguments` is the program and
    /// `argument`, and standard input is a socket.
    public static func isRequested(_ arguments: [String]) -> Bool {
        guard arguments.count == 2, arguments[1] == argument else { return false }
        var info = stat()
        return fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }

    /// Guards until tick's end, then ends what it left and exits.
    public static func run() -> Never {
        for sig in [SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE] { signal(sig, SIG_IGN) }
        var ledger = GuardianLedger()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 || !ledger.take(buffer[0..<n]) { break }
        }
        end(ledger)
        exit(0)
    }

    /// Ends what `ledger` holds: SIGTERM, the files removed, at most the grace, then SIGKILL.
    /// A process held alone (in tick's group, as `execute`'s command) is ended with the
    /// processes below it, found before any is signalled.
    static func end(_ ledger: GuardianLedger) {
        let targets = ledger.groups.map { -$0 } + ledger.processes.flatMap { [$0] + descendants(of: $0) }
        for target in targets {
            _ = kill(target, SIGTERM)
            _ = kill(target, SIGCONT)
        }
        for path in ledger.files { _ = unlink(path.map { CChar(bitPattern: $0) } + [0]) }
        let deadline = MonotonicClock.milliseconds() + Tunables.guardianGrace
        // A group that has only zombies left (no one reaps them yet) still answers: the grace
        // then runs out, and SIGKILL finds nothing to do.
        while targets.contains(where: { kill($0, 0) == 0 }) && MonotonicClock.milliseconds() < deadline {
            _ = poll(nil, 0, 10)
        }
        for target in targets { _ = kill(target, SIGKILL) }
    }

    /// The processes below `pid` (its children, theirs…), as `/proc` lists them now (none
    /// where it does not).
    static func descendants(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var next = [pid]
        while let parent = next.popLast(), found.count < 4096 {
            guard let tasks = opendir("/proc/\(parent)/task") else { continue }
            while let entry = readdir(tasks) {
                let task = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard Int32(task) != nil else { continue }
                let children = readSmallFile("/proc/\(parent)/task/\(task)/children")
                for word in children.split(separator: 0x20) {
                    if let child = pid_t(String(decoding: word, as: UTF8.self)), child > 1, !found.contains(child) {
                        found.append(child)
                        next.append(child)
                    }
                }
            }
            closedir(tasks)
        }
        return found
    }

    /// The first 64 KiB of the file at `path` (empty when it cannot be read).
    private static func readSmallFile(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64 << 10)
        var count = 0
        while count < bytes.count {
            let n = bytes[count...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        return Array(bytes[..<count])
    }
}
