// Every way out of the picker, end to end: signals, a stop and `fg` under real job control, a
// closed stdout, a read error on stdin, and a terminal that goes away. Each checks what the
// user is left with (`finish()`: the terminal settings, the modes, the cursor, the colours),
// the exit status and what reached stdout and stderr.
import Foundation
import Testing
import TickTestSupport

/// Starts `script` under `/bin/sh -c` in a pseudo-terminal, with tick as `$0` (so `"$0" "$@"`
/// runs tick with `arguments`) and `input` on the shell's stdin.
private func tickInShell(_ script: String, _ arguments: [String] = [], input: [String]) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", script, Programs.tick] + arguments,
                          environment: ["NO_COLOR": ""], stdin: Array(input.map { $0 + "\n" }.joined().utf8))
}

/// Waits until process `pid` is stopped (state `T` in `/proc/PID/stat`); false after 5 seconds.
private func waitUntilStopped(_ pid: pid_t) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].hasPrefix(" T") {
            return true
        }
        usleep(10_000)
    }
    return false
}

@Suite("Ways out of the picker", .serialized)
struct PickerExitTests {
    static let fruits = ["alpha", "beta", "gamma"]

    /// The picker, and line mode on a terminal whose echo was off (so that its own cooked mode,
    /// with echo, must be undone).
    static let interfaces: [[String]] = [[], ["--line-mode"]]

    /// Starts tick in `mode` (one of `interfaces`) and waits until it is ready for keys.
    private func started(_ mode: [String]) throws -> PseudoTerminalRun {
        let run = try picker(mode, input: Self.fruits, echo: mode.isEmpty)
        #expect(mode.isEmpty ? run.waitForCount("3/3") : run.waitForText("Pick (e.g."))
        return run
    }

    @Test("SIGTERM, SIGINT and SIGHUP restore the terminal and exit 130", arguments: [SIGTERM, SIGINT, SIGHUP], interfaces)
    func terminatingSignals(sig: Int32, mode: [String]) throws {
        let run = try started(mode)
        run.signal(sig)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty)
    }

    /// Every signal whose default action ends the process, but for those tick handles itself
    /// (INT, TERM, HUP), ignores (PIPE, XFSZ) or cannot catch (KILL).
    static let fatalSignals = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP, SIGSYS, SIGXCPU,
                               SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]

    @Test("A crash signal, or any other signal that kills, restores the terminal before tick dies of it",
          arguments: fatalSignals, interfaces)
    func fatalSignal(sig: Int32, mode: [String]) throws {
        let run = try started(mode)
        // Crash signals dump core by default: not into the package.
        #expect(run.setSoftLimit(Int32(RLIMIT_CORE.rawValue), to: 0))
        run.signal(sig)
        let r = run.finish()
        #expect(r.status == 128 + sig, "died of the same signal")
        #expect(r.stdout.isEmpty)
        if mode.isEmpty {
            // The picker is erased, prompt line and all, as SIGTERM's way out erases it.
            #expect(!run.screenText.contains(">") && !run.screenText.contains("alpha"), "\(run.screenText)")
        }
    }

    @Test("A signal ignored when tick started (as under nohup) stays ignored")
    func ignoredSignalStaysIgnored() throws {
        let run = try tickInShell(#"trap "" USR1 QUIT; exec "$0" "$@""#, input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.signal(SIGUSR1)
        run.signal(SIGQUIT)
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"), "still running")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "alpha\n")
    }

    @Test("Ctrl-Z under job control stops tick with the terminal restored; fg redraws it as it was")
    func suspendAndResume() throws {
        // `set -m` gives tick a process group of its own, in the foreground, whose parent (the
        // shell) is in the same session: the kernel really stops it. The shell then says so on
        // the terminal, waits for a line, and brings tick back with `fg`.
        let script = """
            set -m
            "$0" "$@"
            echo "stopped with $?" >/dev/tty
            read line </dev/tty
            fg >/dev/null
            """
        let run = try tickInShell(script, ["--no-sort"], input: Self.fruits + ["kiwi"])
        #expect(run.waitForCount("4/4"))
        run.send("a")
        #expect(run.waitForCount("3/4"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.ctrlZ)
        #expect(run.waitForText("stopped with \(128 + SIGTSTP)"), "\(run.screenText)")

        // While stopped: the terminal is the shell's again, exactly as it was.
        #expect(run.terminalSettingsRestored(), "terminal settings not restored while stopped")
        let stopped = run.screen
        #expect(stopped.modes.isDisjoint(with: [1000, 1002, 1006, 2004, 2026]), "modes left on: \(stopped.modes)")
        #expect(stopped.cursorVisible && stopped.currentAttributes == CellAttributes())
        #expect(!stopped.text.contains("ticked"), "the picker is erased:\n\(stopped.text)")

        run.send("\r")
        #expect(run.waitForText("1 ticked"), "\(run.screenText)")
        #expect(run.waitForScreen { s in s.lines.contains("> a") && s.lines.contains(" ✓ alpha") && s.lines.contains(">  beta") },
                "the query, the tick and the band as they were:\n\(run.screenText)")
        #expect(run.screen.modes.isSuperset(of: [1000, 1006, 2004]), "modes back on")
        run.send(Keys.tab + Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\nbeta\n")
    }

    @Test("Stopped from outside (SIGSTOP) while a shell took the terminal, then continued: tick takes it back and redraws")
    func stoppedAndContinued() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.signal(SIGSTOP)
        #expect(waitUntilStopped(run.pid), "tick did not stop")
        run.takeTerminal(writing: "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\r\n\u{1B}[K$ ")
        #expect(run.waitForScreen { $0.modes.isDisjoint(with: [1000, 1006, 2004]) && $0.lines.contains("$") })
        run.signal(SIGCONT)
        #expect(run.waitForScreen { $0.modes.isSuperset(of: [1000, 1006, 2004]) && $0.text.contains("1 ticked") },
                "modes back on and redrawn:\n\(run.screenText)")
        #expect(run.currentTerminalSettings?.isCanonical == false, "raw mode again")
        run.send(Keys.tab)
        #expect(run.waitForText("2 ticked"), "keys arrive one by one:\n\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\nbeta\n")
    }

    @Test("Ctrl-Z without job control leaves the picker usable and redrawn")
    func suspendWithoutJobControl() throws {
        // In a session of its own tick's process group is orphaned, so the kernel does not stop
        // it: tick gives the terminal back, comes straight back, and redraws.
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.tab + Keys.ctrlZ)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("Accepting many rows into a reader that stops early (| head -n 1): no message, exit 0, terminal restored")
    func closedStdout() throws {
        // A megabyte of output: far more than the pipe holds, so tick meets a closed stdout.
        let items = (0..<100_000).map { "item \($0)" }
        let run = try tickInShell(#"{ "$0" "$@"; echo "tick exit $?" >&2; } | head -n 1"#, ["--preselect-all"], input: items)
        #expect(run.waitForCount("100000/100000"))
        #expect(run.waitForText("100000 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "item 0\n")
        #expect(r.stderr == "tick exit 0\n", "tick should say nothing: \(r.stderr)")
    }

    @Test("A read error on stdin (a directory) names stdin and exits 2, with the terminal restored",
          arguments: [[], ["--line-mode"]])
    func stdinReadError(arguments: [String]) throws {
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", #"exec "$0" "$@" < /"#, Programs.tick] + arguments,
                                        environment: ["NO_COLOR": ""])
        let r = run.finish()
        #expect(r.status == 2)
        #expect(r.stderr == "tick: cannot read stdin: Is a directory\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("--filter with a read error on stdin names stdin and exits 2")
    func filterStdinReadError() {
        let r = run("/bin/sh", ["-c", #"exec "$0" --filter a < /"#, Programs.tick])
        #expect(r.status == 2)
        #expect(r.stderr == "tick: cannot read stdin: Is a directory\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("A terminal that goes away (window closed) ends tick with 130 at once: SIGHUP and end of file")
    func terminalClosed() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.hangUp()
        let r = run.wait(timeout: 5)
        #expect(!r.timedOut, "tick did not exit")
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
    }

    @Test("A terminal that goes away while tick is not the one that gets SIGHUP: end of file on /dev/tty ends it, no spinning",
          arguments: [[], ["--line-mode"]])
    func terminalClosedWithoutSignal(arguments: [String]) throws {
        // The shell leads the session: the hang-up's SIGHUP goes to it (and is ignored), and
        // tick only sees its reads of /dev/tty end.
        let run = try tickInShell(#"trap "" HUP; "$0" "$@"; echo "tick exit $?" >&2"#, arguments, input: Self.fruits)
        #expect(run.waitForText(arguments.isEmpty ? "3/3" : "Pick"))
        run.hangUp()
        let r = run.wait(timeout: 5)
        #expect(!r.timedOut, "tick did not exit")
        #expect(r.stderr == "tick exit 130\n")
        #expect(r.stdout.isEmpty)
    }
}
