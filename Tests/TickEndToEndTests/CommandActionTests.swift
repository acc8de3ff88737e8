// Actions that run commands, under a pseudo-terminal: execute gives the terminal to the command
// and takes it back, execute-silent and transform run without it, become turns tick into the
// command; item text never runs; nothing started outlives tick.
import Foundation
import Testing
import TickTestSupport

@Suite("Command actions")
struct CommandActionTests {
    static let ctrlX = "\u{18}"

    /// A fresh directory for a test's files, removed by the caller.
    static func directory() throws -> String {
        let dir = NSTemporaryDirectory() + "tick-commands-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// Waits until the file at `path` holds `text`.
    static func waitForFile(_ path: String, _ text: String, run: PseudoTerminalRun) -> Bool {
        run.waitForScreen { _ in contents(path) == text }
    }

    /// The picker's lines: from the prompt (with the query `a`) to the toolbar.
    static func pickerLines(_ lines: [String]) -> [String] {
        guard let top = lines.lastIndex(where: { $0 == "> a" }),
              let bottom = lines.lastIndex(where: { $0.contains("[ Cancel ]") }) else { return [] }
        return Array(lines[top...bottom])
    }

    @Test("execute gives the command the terminal (cooked, as tick found it) and takes it back: the picker as it was, query and ticks kept")
    func execute() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try picker(["--bind", "ctrl-x:execute(printf 'say: '; read x; printf '%s' \"$x\" > \(dir)/out)"],
                             input: ["alpha", "beta", "gamma"])
        #expect(run.waitForCount("3/3"))
        run.send("a")
        #expect(run.waitForScreen { $0.lines.contains("> a") && $0.lines.contains { $0.hasPrefix("3/3 ") } }, "\(run.screenText)")
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"), "\(run.screenText)")
        let before = Self.pickerLines(run.lines)
        run.send(Self.ctrlX)
        #expect(run.waitForText("say:"), "\(run.screenText)")
        #expect(run.waitForScreen { _ in run.currentTerminalSettings == run.terminalSettingsBefore }, "the command did not get the terminal as tick found it")
        #expect(!run.screenText.contains("[ Cancel ]"), "the picker was not erased: \(run.screenText)")
        run.send("hello there\r")
        #expect(Self.waitForFile("\(dir)/out", "hello there", run: run), "keys typed went to the command")
        #expect(run.waitForText("1 ticked"), "\(run.screenText)")
        #expect(run.waitForScreen { Self.pickerLines($0.lines) == before }, "before: \(before)\nafter: \(Self.pickerLines(run.lines))\n\(run.screenText)")
        #expect(run.screenText.contains("say: hello there"), "what the command printed stays above")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "alpha\n")
    }

    @Test("execute-silent runs without the terminal (its stderr never shows), the chain waits for it, and a failure shows its status")
    func executeSilent() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try picker(["--bind", "ctrl-x:execute-silent(echo noise; echo junk >&2; touch \(dir)/{n}; exit 3)+down"],
                             input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"))
        run.send(Self.ctrlX)
        #expect(run.waitForText("execute-silent: exit status 3"), "\(run.screenText)")
        #expect(FileManager.default.fileExists(atPath: "\(dir)/0"))
        #expect(!run.screenText.contains("junk") && !run.screenText.contains("noise"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "beta\n", "the chain went on after the command")
    }

    /// fzf 0.74.5 passes the same steps in fzf's suite (tmux); run here beside it, it now and then
    /// (about 1 run in 10) did not come back from the Ctrl-C within the deadline, its screen left
    /// at `executing 1 ^C`, so only tick runs here.
    @Test("Ctrl-C during execute ends the command, not the picker: under the name fzf it comes back as it was, saying nothing (fzf's test_interrupt_execute)")
    func interruptExecute() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, program) in [("tick as fzf", fzf)] {
            let run = try PseudoTerminalRun(executable: program, arguments: ["--bind", "ctrl-l:execute:echo executing {}; sleep 100"],
                                            environment: ["NO_COLOR": "1"],
                                            stdin: Array((1...100).map { "\($0)\n" }.joined().utf8))
            let shows = { (count: String) in { (s: VirtualScreen) in s.lines.contains { ScriptStep.shows(count, in: $0) } } }
            #expect(run.waitForScreen(shows("100/100")), "\(name)\n\(run.screenText)")
            run.send("\u{0C}")
            #expect(run.waitForText("executing 1"), "\(name)\n\(run.screenText)")
            run.send(Keys.ctrlC)
            // Back: the command's line gone (the picker drawn again), the count where it was.
            #expect(run.waitForScreen { s in !s.lines.contains { $0.contains("executing 1") } && shows("100/100")(s) },
                    "\(name): back, the count where it was\n\(run.screenText)")
            run.send("99")
            #expect(run.waitForScreen(shows("1/100")), "\(name)\n\(run.screenText)")
            run.send(Keys.enter)
            let r = run.finish(alternateScreen: true)
            #expect(r.stdoutText == "99\n", "\(name)")
        }
    }

    @Test("become restores the terminal and turns tick into the command: its output and exit status are tick's")
    func become() throws {
        let run = try picker(["--bind", "ctrl-x:become(printf 'became %s\\n' {}; exit 7)"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"))
        run.send(Keys.down + Self.ctrlX)
        let r = run.finish()
        #expect(r.status == 7)
        #expect(r.stdoutText == "became beta\n")
        #expect(!run.screenText.contains("[ Cancel ]"), "the picker was not erased: \(run.screenText)")
    }

    @Test("become's {f} file is left to the command: nothing of tick removes it when tick turns into the command")
    func becomeKeepsFile() throws {
        let run = try picker(["--bind", "ctrl-x:become(sleep 0.5; cat {f})"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"))
        run.send(Keys.down + Self.ctrlX)
        let r = run.finish()
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutText == "beta\n")
    }

    @Test("A signal during become's hand-over (tick waiting for the terminal's last answer) ends tick or reaches the command; it is never lost",
          arguments: [SIGTERM, SIGHUP, SIGINT])
    func signalDuringBecome(sig: Int32) throws {
        // A right button is down on the picker (its release is owed) and the terminal leaves
        // the last question (CSI c) unanswered: tick waits its 500 ms for it before the exec,
        // and the signal comes meanwhile.
        let run = try PseudoTerminalRun(executable: Programs.tick, arguments: ["--bind", "ctrl-e:become(sleep 100)"],
                                        environment: ["NO_COLOR": ""], stdin: Array("1\n2\n3\n".utf8), deviceAttributes: false)
        #expect(run.waitForCount("3/3"))
        let question = Array("\u{1B}[c".utf8)
        let asked = { (bytes: [UInt8]) in bytes.indices.contains { bytes[$0...].starts(with: question) } }
        #expect(!asked(run.terminalOutput))
        run.send("\u{1B}[<2;1;1M\u{05}")
        // (Not through waitForScreen, which holds the lock terminalOutput takes.)
        let deadline = Date().addingTimeInterval(10)
        while !asked(run.terminalOutput) && Date() < deadline { usleep(1000) }
        #expect(asked(run.terminalOutput), "tick did not begin the hand-over")
        run.signal(sig)
        let r = run.wait(timeout: 5)
        #expect(!r.timedOut, "the signal was lost: sleep 100 runs on as tick")
        #expect(r.status == 130 || r.status == 128 + sig, "\(r.status)")
        #expect(run.terminalSettingsRestored())
    }

    @Test("transform performs the actions its command prints; transform-query sets the query")
    func transform() throws {
        let run = try picker(["--bind", "ctrl-x:transform:echo 'down+toggle+put(et)'", "--bind", "ctrl-y:transform-query:echo {q}{q}"],
                             input: ["alpha", "beta", "zeta", "gamma"])
        #expect(run.waitForCount("4/4"))
        run.send(Self.ctrlX)
        #expect(run.waitForText("> et"), "\(run.screenText)")
        #expect(run.waitForCount("2/4"), "\(run.screenText)")
        #expect(run.screenText.contains("1 ticked"), "\(run.screenText)")
        run.send(Keys.ctrlU + "m" + "\u{19}")
        #expect(run.waitForText("> mm"), "\(run.screenText)")
        #expect(run.waitForCount("1/4"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "beta\n", "the row ticked by the transform")
    }

    @Test("{+f} is a file of the ticked items, one per line, removed after the command; {+n} their indices")
    func files() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try picker(["--bind", "ctrl-x:execute-silent(cat {+f} > \(dir)/copy; echo {+f} > \(dir)/name; echo {+n} > \(dir)/n)"],
                             input: ["one two", "it's", "three"])
        #expect(run.waitForCount("3/3"))
        run.send(Keys.down + Keys.down + Keys.tab + Keys.up + Keys.up + Keys.tab + Self.ctrlX)
        #expect(Self.waitForFile("\(dir)/n", "2 0\n", run: run))
        #expect(Self.contents("\(dir)/copy") == "three\none two\n")
        let name = try #require(Self.contents("\(dir)/name")).trimmingCharacters(in: .newlines)
        #expect(!name.isEmpty)
        #expect(run.waitForScreen { _ in !FileManager.default.fileExists(atPath: name) }, "\(name) left behind")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("Nasty items run nothing in any action: quotes, $(…), backquotes and newlines are data")
    func nastyItems() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = ["x'; touch \(dir)/a; '", "$(touch \(dir)/b)", "`touch \(dir)/c`", "two\nlines $(touch \(dir)/d)"]
        let write = "printf '[%s]' {} {+} {1} {q}"
        let run = try PseudoTerminalRun(
            executable: Programs.tick,
            arguments: ["--read0", "--bind", "ctrl-x:execute-silent(\(write) >> \(dir)/silent)",
                        "--bind", "ctrl-y:execute(\(write) >> \(dir)/loud)", "--bind", "ctrl-t:transform(\(write) > \(dir)/t; echo down)",
                        "--bind", "ctrl-b:become(\(write) > \(dir)/become)"],
            environment: ["NO_COLOR": ""], stdin: Array(items.joined(separator: "\0").utf8) + [0])
        #expect(run.waitForCount("4/4"))
        for n in items.indices {
            // Keys typed while a command runs wait for it: the three run in turn.
            run.send(Self.ctrlX + "\u{19}" + "\u{14}")
            #expect(run.waitForScreen { _ in (Self.contents("\(dir)/t") ?? "").hasPrefix("[\(items[n])]") }, "\(n): \(run.screenText)")
        }
        run.send("\u{02}")
        _ = run.finish()
        let become = try #require(Self.contents("\(dir)/become"))
        #expect(become.hasPrefix("[\(items[3])][\(items[3])]["))
        for item in items {
            #expect(Self.contents("\(dir)/loud")?.contains("[\(item)][\(item)]") == true, "\(item)")
            #expect(Self.contents("\(dir)/silent")?.contains("[\(item)][\(item)]") == true, "\(item)")
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(made == ["become", "loud", "silent", "t"], "a command ran: \(made)")
    }

    @Test("Commands run with $SHELL -c, or --with-shell; the preview too")
    func shell() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let zsh = try #require(["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let args = ["--bind", "ctrl-x:execute-silent(echo \"z=$ZSH_VERSION b=$BASH_VERSION\" > \(dir)/out)",
                    "--preview", "echo \"pz=${ZSH_VERSION:+yes} pb=${BASH_VERSION:+yes}\"", "--preview-window", "down:2"]
        let run = try picker(args, input: ["alpha"], environment: ["SHELL": zsh])
        #expect(run.waitForText("pz=yes pb="), "\(run.screenText)")
        run.send(Self.ctrlX)
        #expect(run.waitForScreen { _ in Self.contents("\(dir)/out")?.hasPrefix("z=5") == true }, "\(Self.contents("\(dir)/out") ?? "")")
        run.send(Keys.esc)
        _ = run.finish()
        let bash = try picker(args + ["--with-shell", "bash -c"], input: ["alpha"], environment: ["SHELL": zsh])
        #expect(bash.waitForText("pz= pb=yes"), "\(bash.screenText)")
        bash.send(Self.ctrlX)
        #expect(bash.waitForScreen { _ in Self.contents("\(dir)/out")?.hasPrefix("z= b=5") == true })
        bash.send(Keys.esc)
        _ = bash.finish()
    }

    @Test("A transform that triggers its own key stops with a message; Esc then ends tick")
    func transformTriggeringItself() throws {
        let run = try picker(["--bind", "ctrl-a:transform(echo 'up+trigger(ctrl-a)')"], input: ["1", "2", "3"])
        #expect(run.waitForCount("3/3"))
        run.send("\u{01}")
        #expect(run.waitForText("trigger(ctrl-a) stopped: it triggers itself"), "\(run.screenText)")
        run.send(Keys.esc)
        let r = run.finish()
        #expect(r.status == 130)
    }

    @Test("Esc, Ctrl-C and Ctrl-G end tick at once while a chain waits for a command that does not end; the command is killed",
          arguments: [Keys.esc, Keys.ctrlC, "\u{07}"])
    func abortWhileWaiting(key: String) throws {
        let marker = "37.\(Int.random(in: 100_000...999_999))"
        let run = try picker(["--bind", "ctrl-a:execute-silent(sleep \(marker))+down"], input: ["1", "2", "3"])
        #expect(run.waitForCount("3/3"))
        run.send("\u{01}")
        #expect(run.waitForScreen { _ in !PreviewTests.processes(marker).isEmpty }, "the command did not start")
        #expect(run.waitForText("execute-silent"), "the busy indicator: \(run.screenText)")
        run.send(key)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(PreviewTests.waitUntilGone(marker), "left running: \(PreviewTests.processes(marker))")
    }

    @Test("A command still running when tick is ended (SIGTERM, SIGHUP) is killed with its whole group")
    func noneLeft() throws {
        for sig in [SIGTERM, SIGHUP] {
            let marker = "31.\(Int.random(in: 100_000...999_999))"
            let run = try picker(["--bind", "ctrl-x:execute-silent(sleep \(marker); echo done)"], input: ["alpha"])
            #expect(run.waitForCount("1/1"))
            run.send(Self.ctrlX)
            #expect(run.waitForScreen { _ in !PreviewTests.processes(marker).isEmpty }, "the command did not start")
            #expect(run.waitForText("execute-silent"), "the busy indicator: \(run.screenText)")
            run.signal(sig)
            _ = run.wait(timeout: 20)
            #expect(PreviewTests.waitUntilGone(marker), "\(sig): left running: \(PreviewTests.processes(marker))")
        }
    }
}
