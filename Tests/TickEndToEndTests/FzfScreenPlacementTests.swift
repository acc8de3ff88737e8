import Foundation
import Testing
import TickTestSupport

/// tick run by `sh -c SCRIPT tick ARGS`, stdin `input`: a shell with job control, for Ctrl-Z.
private func tickInJobShell(_ script: String, _ arguments: [String], input: [String]) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", script, Programs.tick] + arguments,
                          environment: ["NO_COLOR": ""], stdin: Array(input.map { $0 + "\n" }.joined().utf8))
}

/// fzf's screen placed as fzf 0.74.5 places it (each behaviour checked with the real fzf in
/// tmux, `#{alternate_on}`): without `--height` on the whole alternate screen, given back on
/// every way out; with `--height` inline, `execute` run on the alternate screen.
@Suite("fzf's screen: full screen on the alternate screen, left on every way out")
struct FzfScreenPlacementTests {
    static let items = (1...100).map(String.init)

    /// The main screen as the shell left it, before tick starts.
    static let shell = "$ seq 100 | fzf\r\n"

    @Test("Full screen: the alternate screen while tick runs, the prompt on the last line; the shell's lines back after Enter")
    func fullScreen() throws {
        let run = try picker(["--screen", "fzf"], input: Self.items, prefill: Self.shell)
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.lines[22].hasPrefix("  100/100") }, "\(run.screenText)")
        #expect(run.lines[23] == ">" && run.lines[21].hasPrefix("▌ 1"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish(alternateScreen: true)
        #expect(r.stdoutText == "1\n")
        #expect(run.lines[0] == "$ seq 100 | fzf" && run.lines.dropFirst().allSatisfy(\.isEmpty), "\(run.screenText)")
    }

    @Test("Full screen: SIGTERM and SIGHUP leave the alternate screen", arguments: [SIGTERM, SIGHUP])
    func signals(_ sig: Int32) throws {
        let run = try picker(["--screen", "fzf"], input: Self.items, prefill: Self.shell)
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.text.contains("100/100") })
        run.signal(sig)
        _ = run.finish(alternateScreen: true)
        #expect(run.lines[0] == "$ seq 100 | fzf" && !run.screen.showsAlternateScreen)
    }

    @Test("Full screen: Ctrl-Z under job control stops tick on the main screen; fg comes back to the alternate screen, redrawn")
    func suspend() throws {
        let script = """
            set -m
            "$0" "$@"
            echo "stopped with $?" >/dev/tty
            read line </dev/tty
            fg >/dev/null
            """
        let run = try tickInJobShell(script, ["--screen", "fzf"], input: ["alpha", "beta"])
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.text.contains("2/2") })
        run.send("b")
        #expect(run.waitForScreen { $0.text.contains("1/2") })
        run.send(Keys.ctrlZ)
        #expect(run.waitForText("stopped with \(128 + SIGTSTP)"), "\(run.screenText)")
        #expect(!run.screen.showsAlternateScreen)
        #expect(run.terminalSettingsRestored(), "terminal settings not restored while stopped")
        run.send("\r")
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.lines.contains("> b") && $0.text.contains("1/2") },
                "back on the alternate screen, the query as it was:\n\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish(alternateScreen: true)
        #expect(r.stdoutText == "beta\n")
    }

    @Test("Full screen: execute runs its command on the main screen and comes back to the alternate screen")
    func executeFullScreen() throws {
        let run = try picker(["--screen", "fzf", "--bind", "ctrl-x:execute(echo waiting; read x)"], input: Self.items, prefill: Self.shell)
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.text.contains("100/100") })
        run.send("\u{18}")
        #expect(run.waitForScreen { !$0.showsAlternateScreen && $0.lines[0] == "$ seq 100 | fzf" && $0.lines[1] == "waiting" },
                "\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.lines[23] == ">" && $0.text.contains("100/100") }, "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish(alternateScreen: true)
    }

    @Test("Inline (--height 10): execute runs on the alternate screen; the picker is then redrawn where it was")
    func executeInline() throws {
        let run = try picker(["--screen", "fzf", "--height", "10", "--bind", "ctrl-x:execute(echo waiting; read x)"], input: Self.items,
                             prefill: Self.shell)
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("  100/100") } })
        let drawn = run.lines
        // Ten lines in all below the shell's line: the prompt on the tenth.
        #expect(drawn[10] == ">" && drawn[9].hasPrefix("  100/100"), "\(run.screenText)")
        run.send("\u{18}")
        #expect(run.waitForScreen { $0.showsAlternateScreen && $0.lines[0] == "waiting" }, "\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen { !$0.showsAlternateScreen && $0.lines == drawn }, "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish(alternateScreen: true)
        #expect(run.lines[0] == "$ seq 100 | fzf" && run.lines.dropFirst().allSatisfy(\.isEmpty), "\(run.screenText)")
    }

    @Test("fzf's test_no_clear: seq 10 | fzf --no-clear --inline-info --height 5 leaves its prompt line last after Enter")
    func noClear() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try PseudoTerminalRun(executable: fzf, arguments: ["--screen", "fzf", "--no-clear", "--inline-info", "--height", "5"],
                                        environment: ["NO_COLOR": ""], stdin: Array((1...10).map { "\($0)\n" }.joined().utf8),
                                        prefill: Array(Self.shell.utf8))
        // As the suite reads it: the separator after the counts left out.
        let prompt = { (s: VirtualScreen) in
            s.lines.last { !$0.isEmpty }.map { $0.replacingOccurrences(of: #"\s*─+$"#, with: "", options: .regularExpression) }
        }
        #expect(run.waitForScreen { prompt($0) == ">   < 10/10" }, "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "1\n")
        #expect(prompt(run.screen) == ">   < 10/10", "\(run.screenText)")
    }
}
