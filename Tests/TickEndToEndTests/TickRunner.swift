// Runs the built `tick` executable (and, for parity tests, `fzf`) as a child process: stdin is
// fed through a pipe, stdout and stderr go to temporary files so that no amount of output can
// deadlock the pipes, and every run has a time limit.
import Foundation
import Testing
import TickTestSupport

/// What one run of a program gave back; `status` is the exit code, or 128 + the signal.
struct RunResult {
    var stdout: [UInt8]
    var stderr: String
    var status: Int32
    /// The run passed its time limit and was terminated.
    var timedOut: Bool

    /// stdout decoded as UTF-8 (for messages and text checks only; compare `stdout` for bytes).
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Where the programs under test are.
enum Programs {
    /// The `tick` executable: `$TICK_BINARY`, else the first directory above the running test
    /// bundle that holds an executable `tick` (SwiftPM puts products beside the test bundle, in
    /// whatever --scratch-path is used), else `.build/debug/tick` in the package.
    static let tick: String = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["TICK_BINARY"], !explicit.isEmpty { return explicit }
        let start = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        var dir = start.deletingLastPathComponent()
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("tick").path
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               fm.isExecutableFile(atPath: candidate) {
                return candidate
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/tick").path
    }()

    /// An `fzf` to compare with: `$TICK_FZF`, else the fzf 0.74.5 Scripts/test-setup.sh installs
    /// in `.build/fzf-0.74.5`, else one on PATH.
    static let fzf: String? = {
        let fm = FileManager.default
        let env = ProcessInfo.processInfo.environment
        if let explicit = env["TICK_FZF"], !explicit.isEmpty {
            return fm.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let pinned = packageRoot.appendingPathComponent(".build/fzf-0.74.5/bin/fzf").path
        if fm.isExecutableFile(atPath: pinned) { return pinned }
        for dir in (env["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(dir)/fzf"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}

private let ignoreSIGPIPE: Void = {
    // A child that exits without reading all of stdin must not kill the test process.
    signal(SIGPIPE, SIG_IGN)
}()

/// glibc's `POSIX_SPAWN_SETSID` (not exported to Swift): the child starts a new session, so it
/// has no controlling terminal and `/dev/tty` cannot be opened.
private let spawnSetSID: Int32 = 0x80

/// Serialises pipe creation with spawning (see `run`).
private let spawnLock = NSLock()

/// Runs `executable` with `arguments`, feeding it `stdin`.
///
/// The child is started with `posix_spawn` and awaited with `waitpid` polling, so that nothing
/// depends on Dispatch threads (Swift Testing's few worker threads are blocked while we wait).
/// stdout and stderr go to files, so no amount of output can block the child.
///
/// - Parameters:
///   - environment: variables set on top of this process's environment, from which
///     `TICK_DEFAULT_OPTS` and `FZF_DEFAULT_*` are always removed first.
///   - closeStdin: when false, the write end of stdin stays open until the child exits (or is
///     terminated), so a child that waits for end of input hangs until the time limit.
///   - newSession: start the child in a new session, without a controlling terminal.
///   - directory: the child's working directory (nil: this process's, the package's root).
///   - timeout: seconds before the child is sent SIGTERM (then SIGKILL) and `timedOut` is set.
func run(
    _ executable: String, _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
    closeStdin: Bool = true, newSession: Bool = false, directory: String? = nil, timeout: TimeInterval = 120
) -> RunResult {
    _ = ignoreSIGPIPE
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("tick-e2e-\(UUID().uuidString)")
    try! fm.createDirectory(at: tmp, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: tmp) }
    let outPath = tmp.appendingPathComponent("stdout").path, errPath = tmp.appendingPathComponent("stderr").path
    let outFD = open(outPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errFD = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    var pipeFDs: [Int32] = [-1, -1]
    // No child may be spawned between pipe() and marking its ends close-on-exec, or it would
    // inherit them (and our child would never see end of input while that one runs).
    spawnLock.lock()
    let piped = pipe(&pipeFDs) == 0
    if piped { pipeFDs.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) } }
    spawnLock.unlock()
    guard outFD >= 0, errFD >= 0, piped else {
        Issue.record("cannot set up the child's files: errno \(errno)")
        return RunResult(stdout: [], stderr: "", status: -1, timedOut: false)
    }
    let (readFD, writeFD) = (pipeFDs[0], pipeFDs[1])

    // Swift's Glibc does not export posix_spawn_file_actions_addchdir_np: GNU env's -C changes
    // the directory and then execs the program, whose process, status and output are the child's.
    let (program, words) = directory.map { ("/usr/bin/env", ["-C", $0, executable] + arguments) } ?? (executable, arguments)
    let (argv, envp) = ChildProcess.cStrings(program, words, environment: ChildProcess.environment(environment))
    defer { (argv + envp).forEach { free($0) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readFD, 0)
    posix_spawn_file_actions_adddup2(&actions, outFD, 1)
    posix_spawn_file_actions_adddup2(&actions, errFD, 2)
    // Nothing else of this process: tests run in parallel, and a child holding another test's
    // pipe or fifo open keeps that test's reader from its end (ChildDescriptorTests).
    _ = ChildProcess.addCloseFrom(&actions, 3)
    // SIGPIPE is ignored here, but the child gets the default.
    var pid: pid_t = 0
    spawnLock.lock()
    let spawned = ChildProcess.withSignalAttributes(defaults: [SIGPIPE], flags: newSession ? Int32(spawnSetSID) : 0) {
        posix_spawn(&pid, program, &actions, &$0, argv, envp)
    }
    spawnLock.unlock()
    close(readFD)
    close(outFD)
    close(errFD)
    guard spawned == 0 else {
        close(writeFD)
        Issue.record("cannot start \(executable): error \(spawned)")
        return RunResult(stdout: [], stderr: "", status: -1, timedOut: false)
    }

    // Feed stdin from another thread, with plain write(2) so that EPIPE is just an error code.
    // With `closeStdin` the writer closes the pipe when done; otherwise it stays open until the
    // child has gone.
    let fed = DispatchSemaphore(value: 0)
    let payload = stdin
    Thread.detachNewThread {
        ChildProcess.writeAll(writeFD, payload)
        if closeStdin { close(writeFD) }
        fed.signal()
    }

    let start = Date()
    var timedOut = false
    var status: Int32 = 0
    var pause: useconds_t = 200
    while true {
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid { break }
        if r < 0 && errno != EINTR {
            Issue.record("waitpid failed: errno \(errno)")
            break
        }
        let elapsed = Date().timeIntervalSince(start)
        if elapsed > timeout + 5 {
            kill(pid, SIGKILL)
        } else if elapsed > timeout && !timedOut {
            timedOut = true
            kill(pid, SIGTERM)
        }
        usleep(pause)
        pause = min(pause * 2, 10_000)
    }
    // The child is gone, so a blocked write fails with EPIPE and the writer finishes.
    fed.wait()
    if !closeStdin { close(writeFD) }

    let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
    let err = (try? Data(contentsOf: URL(fileURLWithPath: errPath))).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return RunResult(stdout: out, stderr: err, status: exitStatus, timedOut: timedOut)
}

/// Runs `tick` with `args` and `stdin`; see `run`.
func runTick(
    _ args: [String], stdin: [UInt8] = [], env: [String: String] = [:], closeStdin: Bool = true,
    newSession: Bool = false, directory: String? = nil, timeout: TimeInterval = 120
) -> RunResult {
    run(Programs.tick, args, stdin: stdin, environment: env, closeStdin: closeStdin, newSession: newSession,
        directory: directory, timeout: timeout)
}

/// Runs `tick --filter query args` on `items` given as lines, and returns the result.
func filter(_ query: String, _ items: [String], _ args: [String] = [], env: [String: String] = [:]) -> RunResult {
    runTick(["--filter", query] + args, stdin: lines(items), env: env)
}

/// The UTF-8 bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `items` each followed by `\n`, as UTF-8 bytes.
func lines(_ items: [String]) -> [UInt8] { bytes(items.map { $0 + "\n" }.joined()) }

/// A readable rendering of bytes for failure messages: printable ASCII as is, the rest as \xNN.
func show(_ data: [UInt8], limit: Int = 400) -> String {
    var s = ""
    for b in data.prefix(limit) {
        switch b {
        case 0x0A: s += "\\n"
        case 0x20..<0x7F where b != 0x5C: s.unicodeScalars.append(Unicode.Scalar(b))
        default: s += String(format: "\\x%02X", b)
        }
    }
    if data.count > limit { s += "… (\(data.count) bytes)" }
    return s
}

/// Parses `data` as JSON (top-level fragments allowed), or records an issue and returns nil.
func parseJSON(_ data: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Any? {
    do {
        return try JSONSerialization.jsonObject(with: Data(data), options: [.fragmentsAllowed])
    } catch {
        Issue.record("not valid JSON (\(error)): \(show(data))", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects `got` to be exactly `expected`; on a difference, reports the first differing offset
/// and the bytes around it instead of dumping both arrays.
func expectBytes(_ got: [UInt8], _ expected: [UInt8], _ what: String = "stdout",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard got != expected else { return }
    if got.count <= 300 && expected.count <= 300 {
        Issue.record("\(what) differs:\n  got      \(show(got))\n  expected \(show(expected))", sourceLocation: sourceLocation)
        return
    }
    let common = min(got.count, expected.count)
    let i = (0..<common).first { got[$0] != expected[$0] } ?? common
    let from = max(0, i - 40)
    Issue.record("""
        \(what) differs at byte \(i) (got \(got.count) bytes, expected \(expected.count)):
          got      …\(show(Array(got[from..<min(got.count, i + 40)])))
          expected …\(show(Array(expected[from..<min(expected.count, i + 40)])))
        """, sourceLocation: sourceLocation)
}

/// Expects a successful run (exit 0, nothing on stderr, no time-out) whose stdout is `expected`.
func expectOutput(_ r: RunResult, _ expected: [UInt8], status: Int32 = 0, stderr: String = "",
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!r.timedOut, "tick did not finish in time", sourceLocation: sourceLocation)
    #expect(r.status == status, "exit status; stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr == stderr, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    expectBytes(r.stdout, expected, sourceLocation: sourceLocation)
}

/// Expects a successful run whose stdout is `expected` as lines (each followed by `\n`).
func expectLines(_ r: RunResult, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    expectOutput(r, lines(expected), status: expected.isEmpty ? 1 : 0, sourceLocation: sourceLocation)
}

/// A fresh temporary directory, `tick-LABEL-UUID`; the caller removes it.
func temporaryDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tick-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
