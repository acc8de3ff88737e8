import Glibc
import Synchronization
import TickCore

/// Runs the `bg-transform…` commands beside the picker, several at once (the state keeps them
/// within fzf's limits: `BackgroundJobs`), each in a process group of its own, on a thread that
/// reads its output, waits for its end and wakes the event loop (`WakePipe.Sources.command`).
///
/// Standard input and error are /dev/null; the output is read up to
/// `Tunables.commandOutputLimit`. `stopAll` (`bg-cancel`, and every way out of the picker)
/// kills every group and removes the commands' `{f}` files; the ends of killed commands are
/// not published.
public final class BackgroundCommands: Sendable {
    /// How a command ended.
    public struct Ended: Sendable {
        public var id: Int
        public var output: [UInt8]
    }

    /// A command running: its group and its files not removed yet.
    private struct Running {
        var group: pid_t
        var files: [String]
    }

    private let wake: WakePipe
    private let running = Mutex<[Int: Running]>([:])
    private let finished = Mutex<[Ended]>([])

    public init(wake: WakePipe) {
        self.wake = wake
    }

    /// The process groups of the commands running.
    public var groups: [pid_t] { running.withLock { $0.values.map(\.group) } }

    /// Starts `argv` as background command `id`; its files are removed when it ends. A command
    /// that cannot start ends at once with no output.
    public func start(_ argv: [[UInt8]], id: Int, files: [String], environment: [[UInt8]]) {
        guard let pipe = Descriptor.closedOnExecPipe() else { return end(id, output: [], files: files) }
        let spawned = ChildProcess.spawn(argv, stdin: .null, stdout: .descriptor(pipe.write), stderr: .null,
                                         environment: environment)
        close(pipe.write)
        guard case .success(let child) = spawned else {
            close(pipe.read)
            return end(id, output: [], files: files)
        }
        running.withLock { $0[id] = Running(group: child, files: files) }
        let started = DetachedThread.start { [self] in
            let output = CommandRunner.readAll(pipe.read, group: child)
            _ = ChildProcess.wait(child)
            // Killed by `stopAll`: nothing is published (its files are gone already).
            guard let r = running.withLock({ $0.removeValue(forKey: id) }) else { return }
            end(id, output: output, files: r.files)
        }
        if !started {
            _ = kill(-child, SIGKILL)
            _ = ChildProcess.wait(child)
            close(pipe.read)
            let files = running.withLock { $0.removeValue(forKey: id)?.files } ?? []
            end(id, output: [], files: files)
        }
    }

    /// Kills every command running and removes their files; their ends are not published.
    public func stopAll() {
        let all = running.withLock { r in defer { r = [:] }; return r }
        for r in all.values {
            _ = kill(-r.group, SIGKILL)
            TempFile.remove(r.files)
        }
    }

    /// The commands that ended and were not taken yet, in the order they ended.
    public func take() -> [Ended] {
        finished.withLock { f in defer { f = [] }; return f }
    }

    private func end(_ id: Int, output: [UInt8], files: [String]) {
        TempFile.remove(files)
        finished.withLock { $0.append(Ended(id: id, output: output)) }
        wake.signal(.command)
    }
}
