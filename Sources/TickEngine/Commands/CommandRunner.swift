import Glibc
import Synchronization
import TickCore

/// Runs the commands a chain waits for without the terminal (`execute-silent`, `transform…`),
/// one at a time, in a process group of their own, on a thread that waits for the end and
/// wakes the event loop (`WakePipe.Sources.command`).
///
/// Standard input and error are /dev/null; standard output is read (up to
/// `Tunables.commandOutputLimit`) for the kinds whose output is used, else /dev/null too.
/// `stop` kills the whole group (the children of `sh -c` too) and removes the command's `{f}`
/// files: tick calls it on every way out (the thread that waits may not get to them before
/// tick exits).
public final class CommandRunner: Sendable {
    /// How a command ended.
    public struct Ended: Sendable {
        public var kind: CommandRequest.Kind
        /// The exit status, or 128 + the signal that ended it (127: it could not start).
        public var status: Int32
        public var output: [UInt8]
    }

    private let wake: WakePipe
    /// The command running: its group, and its files not removed yet.
    private struct Running {
        var group: pid_t
        var files: [String]
    }

    private let finished = Mutex<Ended?>(nil)
    private let running = Mutex<Running?>(nil)

    public init(wake: WakePipe) {
        self.wake = wake
    }

    /// The running command's process group (nil: none runs).
    public var group: pid_t? { running.withLock { $0?.group } }

    /// Starts `argv` for a request of `kind`; the files are removed when it ends.
    public func start(_ argv: [[UInt8]], kind: CommandRequest.Kind, files: [String], environment: [[UInt8]] = []) {
        // The output's pipe, when it is read.
        var pipe: (read: Int32, write: Int32)? = nil
        if kind.capturesOutput {
            guard let made = Descriptor.closedOnExecPipe() else {
                end(Ended(kind: kind, status: 127, output: []), files: files)
                return
            }
            pipe = made
        }
        let spawned = ChildProcess.spawn(argv, stdin: .null, stdout: pipe.map { .descriptor($0.write) } ?? .null, stderr: .null,
                                         environment: environment)
        if let pipe { close(pipe.write) }
        guard case .success(let child) = spawned else {
            if let pipe { close(pipe.read) }
            end(Ended(kind: kind, status: 127, output: []), files: files)
            return
        }
        running.withLock { $0 = Running(group: child, files: files) }
        let readEnd = pipe?.read
        let started = DetachedThread.start { [self] in
            let output = readEnd.map { Self.readAll($0, group: child) } ?? []
            let status = ChildProcess.wait(child)
            end(Ended(kind: kind, status: status, output: output), files: finish())
        }
        if !started {
            _ = kill(-child, SIGKILL)
            _ = ChildProcess.wait(child)
            if let readEnd { close(readEnd) }
            end(Ended(kind: kind, status: 127, output: []), files: finish())
        }
    }

    /// Kills the running command's whole process group, if one runs, and removes its files.
    public func stop() {
        guard let r = running.withLock({ $0 }) else { return }
        _ = kill(-r.group, SIGKILL)
        TempFile.remove(takeFiles())
    }

    /// The command has ended: no group to kill any more; the files left to remove.
    private func finish() -> [String] {
        running.withLock { r in defer { r = nil }; return r?.files ?? [] }
    }

    /// The running command's files, once: whoever takes them removes them.
    private func takeFiles() -> [String] {
        running.withLock { r in defer { r?.files = [] }; return r?.files ?? [] }
    }

    /// How the last command ended, if it did and that was not taken yet.
    public func take() -> Ended? {
        finished.withLock { s in defer { s = nil }; return s }
    }

    private func end(_ ended: Ended, files: [String]) {
        TempFile.remove(files)
        finished.withLock { $0 = ended }
        wake.signal(.command)
    }

    /// Reads `fd` to its end (or the bound: then the command is killed), and closes it.
    static func readAll(_ fd: Int32, group: pid_t) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += buffer[0..<n]
            if bytes.count >= Tunables.commandOutputLimit {
                _ = kill(-group, SIGKILL)
                break
            }
        }
        close(fd)
        return bytes
    }
}
