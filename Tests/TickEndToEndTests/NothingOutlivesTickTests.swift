// Nothing tick starts outlives it, however it ends: `kill -9` of tick ends its preview, reload,
// FZF_DEFAULT_COMMAND, execute-silent and execute commands, grandchildren included (the
// guardian, issue 37.4), and the `{f}` files of a command still running are removed on every way
// out (issue 37.6).
import Foundation
import Testing
import TickTestSupport

/// A command line for the role `name` that records, one per line, its shell's pid in
/// `DIR/name.pid` and a grandchild's in `DIR/name.grand`, then runs until it is killed (the
/// grandchild a `sleep` in a pipeline).
private func longCommand(_ name: String, in directory: URL) -> String {
    let base = directory.appendingPathComponent(name).path
    return "echo $$ >> \(base).pid; sh -c 'echo $$ >> \(base).grand; exec sleep 300' | cat"
}

/// The pids recorded in `DIR/name.pid` and `DIR/name.grand`.
private func recorded(_ name: String, in directory: URL) -> [pid_t] {
    ["pid", "grand"].flatMap { suffix -> [pid_t] in
        let text = (try? String(contentsOf: directory.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }
}

/// Whether both of `name`'s files hold a pid (waiting up to 10 s).
private func started(_ name: String, in directory: URL) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        let pids = recorded(name, in: directory)
        let grand = (try? String(contentsOf: directory.appendingPathComponent("\(name).grand"), encoding: .utf8)) ?? ""
        if pids.count >= 2 && grand.hasSuffix("\n") { return true }
        usleep(10_000)
    }
    return false
}

/// Waits (up to 10 s) until tick's main thread is blocked in its loop's `poll` or in a wait for
/// a child. A command seen running was spawned by that thread, which tells the guardian right
/// after the spawn: once it waits again, the guardian knows the command. (A SIGKILL between
/// the spawn and that word, a few instructions, is the one moment the guardian cannot cover;
/// on a loaded machine a test would otherwise hit it.)
private func waitUntilToldGuardian(_ tick: pid_t) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    // x86-64's poll, ppoll, wait4 and waitid, as /proc says a thread blocks in them; else the
    // kernel's name for where it waits.
    let waits: Set<Substring> = ["7", "271", "61", "247"]
    while Date() < deadline {
        let task = "/proc/\(tick)/task/\(tick)/"
        let call = (try? String(contentsOfFile: task + "syscall", encoding: .utf8)) ?? ""
        if let number = call.split(separator: " ").first, waits.contains(number) { return true }
        let wchan = (try? String(contentsOfFile: task + "wchan", encoding: .utf8)) ?? ""
        if wchan.contains("poll") || wchan.contains("do_wait") { return true }
        usleep(1000)
    }
    return false
}

@Suite("Nothing outlives tick", .serialized)
struct NothingOutlivesTickTests {
    @Test("kill -9 of tick ends its preview, reload, FZF_DEFAULT_COMMAND and execute-silent commands, grandchildren too")
    func killNine() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let roles = ["default", "preview", "reload", "silent"]
        // tick's screen: fzf's draws no preview pane yet (docs/SPEC.md §4).
        let run = try onTerminal(fzf, ["--screen", "tick", "--preview", longCommand("preview", in: directory),
                                       "--bind", "ctrl-r:reload(echo alpha; echo beta; \(longCommand("reload", in: directory)))",
                                       "--bind", "ctrl-x:execute-silent(\(longCommand("silent", in: directory)))"],
                                 in: directory,
                                 env: ["FZF_DEFAULT_COMMAND": "echo alpha; echo beta; " + longCommand("default", in: directory), "SHELL": "/bin/sh"])
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("2/2") } }, "\(run.lines)")
        #expect(started("default", in: directory) && started("preview", in: directory))
        run.send("\u{12}")
        #expect(started("reload", in: directory), "the reload did not start")
        run.send("\u{18}")
        #expect(started("silent", in: directory), "execute-silent did not start")
        #expect(waitUntilToldGuardian(run.pid))
        run.signal(SIGKILL)
        _ = run.wait(timeout: 10)
        for role in roles {
            for pid in recorded(role, in: directory) {
                #expect(hasEnded(pid), "\(role)'s process \(pid) outlived tick")
            }
        }
    }

    @Test("kill -9 of tick while execute runs ends the command and what it started")
    func killNineDuringExecute() throws {
        let directory = try temporaryDirectory("execute-outlives")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A shell leads the session, so that tick's death hangs nothing up: only the guardian
        // can end the command, which runs in tick's process group.
        let run = try PseudoTerminalRun(executable: "/bin/sh",
                                        arguments: ["-c", "\"$0\" \"$@\"; exec sleep 300", Programs.tick,
                                                    "--bind", "ctrl-y:execute(\(longCommand("execute", in: directory)))"],
                                        environment: ["NO_COLOR": "", "SHELL": "/bin/sh"], stdin: Array("alpha\nbeta\n".utf8))
        #expect(run.waitForCount("2/2"))
        run.send("\u{19}")
        #expect(started("execute", in: directory), "execute did not start")
        let tick = try #require(childPid(of: run.pid))
        #expect(waitUntilToldGuardian(tick))
        kill(tick, SIGKILL)
        #expect(hasEnded(tick))
        for pid in recorded("execute", in: directory) {
            #expect(hasEnded(pid), "execute's process \(pid) outlived tick")
        }
    }

    @Test("--info-command runs one at a time, and is killed however tick ends: Esc, kill -9", arguments: [false, true])
    func infoCommandKilled(killed: Bool) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try onTerminal(fzf, ["--height", "10", "--pointer", ">", "--info-command", longCommand("info", in: directory)], in: directory,
                                 env: ["FZF_DEFAULT_COMMAND": "seq 100", "SHELL": "/bin/sh"])
        #expect(run.waitForScreen { $0.lines.contains { $0.contains("> 1") } }, "\(run.lines)")
        #expect(started("info", in: directory), "the info command did not start")
        // The band moves while it runs: no second command starts beside it.
        run.send("\u{1B}[A\u{1B}[A")
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("> 3") } }, "\(run.lines)")
        #expect(recorded("info", in: directory).count == 2, "more than one info command ran")
        if killed {
            #expect(waitUntilToldGuardian(run.pid))
            run.signal(SIGKILL)
            _ = run.wait(timeout: 10)
        } else {
            run.send("\u{1B}")
            #expect(run.wait(timeout: 10).status == 130)
        }
        for pid in recorded("info", in: directory) {
            #expect(hasEnded(pid), "the info command's process \(pid) outlived tick")
        }
    }

    /// The actions that run a command without the terminal (while the chain waits, or beside
    /// the picker: `bg-transform`).
    static let waitingActions = ["execute-silent", "transform", "bg-transform"]

    @Test("bg-transform's commands are killed when tick ends with Esc, and by bg-cancel")
    func backgroundKilled() throws {
        let directory = try temporaryDirectory("bg-outlives")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try picker(["--bind", "ctrl-x:bg-transform(\(longCommand("first", in: directory)))",
                              "--bind", "ctrl-y:bg-transform-header(\(longCommand("second", in: directory)))",
                              "--bind", "ctrl-r:bg-cancel",
                              "--bind", "ctrl-t:bg-transform-footer(\(longCommand("third", in: directory)))"],
                             input: ["alpha", "beta"], environment: ["SHELL": "/bin/sh"])
        #expect(run.waitForCount("2/2"))
        run.send("\u{18}")
        #expect(started("first", in: directory), "the first bg-transform did not start")
        run.send("\u{19}")
        #expect(started("second", in: directory), "the second bg-transform did not start")
        run.send("\u{12}")
        for pid in recorded("first", in: directory) + recorded("second", in: directory) {
            #expect(hasEnded(pid), "\(pid) outlived bg-cancel")
        }
        run.send("\u{14}")
        #expect(started("third", in: directory), "the third bg-transform did not start")
        run.send("\u{1B}")
        #expect(run.wait(timeout: 10).status == 130)
        for pid in recorded("third", in: directory) {
            #expect(hasEnded(pid), "\(pid) outlived tick")
        }
    }

    @Test("The {f} file of a command still running is removed however tick ends: SIGTERM, SIGHUP, SIGINT, kill -9",
          arguments: [SIGTERM, SIGHUP, SIGINT, SIGKILL], waitingActions)
    func fileRemoved(sig: Int32, action: String) throws {
        let directory = try temporaryDirectory("f-file")
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = directory.appendingPathComponent("name").path
        let run = try picker(["--bind", "ctrl-x:\(action)(echo {f} > \(name); sleep 300)"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"))
        run.send("\u{18}")
        #expect(run.waitForScreen { _ in ((try? String(contentsOfFile: name, encoding: .utf8)) ?? "").hasSuffix("\n") })
        let file = try #require(try? String(contentsOfFile: name, encoding: .utf8)).trimmingCharacters(in: .newlines)
        #expect(FileManager.default.fileExists(atPath: file), "\(file)")
        #expect(waitUntilToldGuardian(run.pid))
        run.signal(sig)
        _ = run.wait(timeout: 10)
        let deadline = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: file) && Date() < deadline { usleep(10_000) }
        #expect(!FileManager.default.fileExists(atPath: file), "\(file) left behind after signal \(sig)")
    }
}

/// The pid of `parent`'s one child (waiting up to 10 s for it to have one).
private func childPid(of parent: pid_t) -> pid_t? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        let text = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
        if let first = text.split(separator: " ").first, let pid = pid_t(first) { return pid }
        usleep(10_000)
    }
    return nil
}
