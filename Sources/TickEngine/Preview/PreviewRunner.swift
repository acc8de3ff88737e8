import Glibc
import Synchronization
import TickCore

/// Runs one `--preview` command at a time with the command shell, in a process group of its own, and
/// reads what it writes (stdout and stderr together) on a thread, up to a bound.
///
/// A new command replaces the running one: its whole group is killed first (the children of
/// `sh -c` too), and output of a replaced command is never published. Each new piece of output
/// wakes the event loop; `take` hands over the newest.
public final class PreviewRunner: Sendable {
    /// What a command wrote so far, and how it ended once it did.
    public struct Output: Sendable {
        public var key: PreviewKey
        public var bytes: [UInt8]
        /// The exit status, or 128 + the signal that ended it; nil while it runs.
        public var status: Int32?
        /// Whether reading stopped at the bound (`Tunables.previewByteLimit` or `previewLineLimit`).
        public var truncated: Bool
    }

    private struct Running: Sendable {
        var pid: pid_t
        var generation: Int
    }

    private let wake: WakePipe
    private let shell: CommandShell
    private let latest = Mutex<Output?>(nil)
    private let running = Mutex<Running?>(nil)
    private let generations = Atomic<Int>(0)

    /// A runner that starts commands with `shell` and signals `wake` when output comes.
    public init(wake: WakePipe, shell: CommandShell = CommandShell(withShell: ["sh", "-c"], environment: { _ in nil })) {
        self.wake = wake
        self.shell = shell
    }

    /// Starts `command` (the bytes of a shell command line) for `key`, after stopping the one
    /// running; returns the new process group's id (nil when it could not start: that is
    /// published as output). The `{f}` `files` written for it are removed once it has ended.
    @discardableResult
    public func start(_ command: [UInt8], key: PreviewKey, environment: [[UInt8]] = [], files: [String] = []) -> pid_t? {
        stop()
        let generation = generations.add(1, ordering: .relaxed).newValue
        guard let (readEnd, writeEnd) = Descriptor.closedOnExecPipe() else {
            TempFile.remove(files)
            publish(Output(key: key, bytes: Array("cannot start the preview: \(Host.errorText())\n".utf8), status: 127, truncated: false), generation)
            return nil
        }
        let spawned = ChildProcess.spawn(shell.argv(command), stdin: .null, stdout: .descriptor(writeEnd), stderr: .descriptor(writeEnd),
                                         environment: environment)
        close(writeEnd)
        guard case .success(let child) = spawned else {
            TempFile.remove(files)
            close(readEnd)
            if case .failure(let failure) = spawned {
                publish(Output(key: key, bytes: Array("\(failure.text)\n".utf8), status: 127, truncated: false), generation)
            }
            return nil
        }
        running.withLock { $0 = Running(pid: child, generation: generation) }
        if !DetachedThread.start({ [self] in read(readEnd, pid: child, key: key, generation: generation, files: files) }) {
            stop()
            close(readEnd)
            _ = ChildProcess.wait(child)
            TempFile.remove(files)
            return nil
        }
        return child
    }

    /// Kills the running command's whole process group, if one runs; what it wrote is not
    /// published (a killed command's `[killed by signal 9]` is not its output).
    public func stop() {
        generations.add(1, ordering: .relaxed)
        guard let r = running.withLock({ s -> Running? in defer { s = nil }; return s }) else { return }
        _ = kill(-r.pid, SIGKILL)
    }

    /// The newest output not taken yet.
    public func take() -> Output? {
        latest.withLock { s in defer { s = nil }; return s }
    }

    /// Reads the command's output until its end (or the bound), publishing as it comes, then
    /// reaps it.
    private func read(_ fd: Int32, pid: pid_t, key: PreviewKey, generation: Int, files: [String]) {
        var bytes: [UInt8] = []
        var lines = 0
        var truncated = false
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var lastPublish = -Double.infinity
        var unpublished = false
        while true {
            // Output held back by the pace below is published once the command pauses, so
            // that a command that writes a burst and waits (`tail -f`) shows all of it.
            if unpublished, !Self.readable(fd, within: Self.publishInterval - (MonotonicClock.milliseconds() - lastPublish)) {
                publish(Output(key: key, bytes: bytes, status: nil, truncated: false), generation)
                lastPublish = MonotonicClock.milliseconds()
                unpublished = false
                continue
            }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            for b in buffer[0..<n] {
                if b == 0x0A { lines += 1 }
                bytes.append(b)
                if bytes.count >= Tunables.previewByteLimit || lines >= Tunables.previewLineLimit { truncated = true; break }
            }
            if truncated {
                // The rest is not needed: stop the command.
                _ = kill(-pid, SIGKILL)
                break
            }
            let now = MonotonicClock.milliseconds()
            if now - lastPublish >= Self.publishInterval {
                publish(Output(key: key, bytes: bytes, status: nil, truncated: false), generation)
                lastPublish = now
                unpublished = false
            } else {
                unpublished = true
            }
        }
        close(fd)
        let code = ChildProcess.wait(pid)
        TempFile.remove(files)
        running.withLock { if $0?.generation == generation { $0 = nil } }
        publish(Output(key: key, bytes: bytes, status: code, truncated: truncated), generation)
    }

    /// The fewest milliseconds between two publications of a running command's output.
    static let publishInterval = 20.0

    /// Whether `fd` has something to read (or its end) within `milliseconds` (at least 1).
    private static func readable(_ fd: Int32, within milliseconds: Double) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&entry, 1, Int32(max(1, min(milliseconds, publishInterval)).rounded(.up)))
            if n < 0 && errno == EINTR { continue }
            return n != 0
        }
    }

    /// Makes `output` the newest, unless a newer command has started since.
    private func publish(_ output: Output, _ generation: Int) {
        guard generations.load(ordering: .relaxed) == generation else { return }
        latest.withLock { $0 = output }
        wake.signal(.preview)
    }
}
