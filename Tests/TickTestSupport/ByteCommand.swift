import Foundation

/// Runs a program whose arguments are bytes (not necessarily UTF-8, which `Process` cannot
/// pass) and collects what it writes on stdout.
public enum ByteCommand {
    /// The exit status (or 128 + the signal) and standard output of `argv`, run with stdin
    /// `/dev/null` and stderr discarded; nil when it could not start or did not end within
    /// `timeout` seconds (it is killed then).
    public static func run(_ argv: [[UInt8]], environment: [String: String] = ChildProcess.environment([:]),
                           timeout: Double = 20) -> (status: Int32, stdout: [UInt8])? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { bytes in
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
            p[bytes.count] = 0
            return p
        } + [nil]
        let cEnv = ChildProcess.cStrings("", [], environment: environment).envp
        defer {
            cArgs.forEach { $0?.deallocate() }
            cEnv.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of this process (our pipe's ends among it): tests run in parallel, and a
        // child holding another test's pipe or fifo open keeps that test's reader from its end.
        _ = ChildProcess.addCloseFrom(&actions, 3)
        var pid: pid_t = 0
        let spawned = ChildProcess.withSignalAttributes(defaults: [SIGPIPE, SIGINT, SIGTERM], flags: Int32(POSIX_SPAWN_SETPGROUP)) { attributes in
            posix_spawn(&pid, cArgs[0]!, &actions, &attributes, cArgs, cEnv)
        }
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            if poll(&poller, 1, left) == 0 {
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                return nil
            }
            let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            out += buffer[..<n]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, out)
    }
}
