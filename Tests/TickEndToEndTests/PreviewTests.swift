// --preview under a pseudo-terminal: the pane follows the band, item text never runs, a slow
// command blocks nothing and is killed on every way out, placeholders expand as documented.
import Foundation
import Testing
import TickTestSupport

@Suite("Preview")
struct PreviewTests {
    /// The pids of the processes whose command line contains `marker`; tick's own command line
    /// holds the marker too (in the option named `tickOption`): it is not counted.
    static func processes(_ marker: String, tickOption: String = "--preview") -> [String] {
        let r = run("/bin/ps", ["-eo", "pid=,args="], timeout: 20)
        return r.stdoutText.split(separator: "\n").filter { $0.contains(marker) && !$0.contains("ps -eo") && !$0.contains(tickOption) }
            .map(String.init)
    }

    /// Waits (on the process table, at most 10 s) until no process shows `marker`.
    static func waitUntilGone(_ marker: String, tickOption: String = "--preview") -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if processes(marker, tickOption: tickOption).isEmpty { return true }
            _ = run("/bin/sh", ["-c", "exit 0"], timeout: 5)
        }
        return false
    }

    @Test("The pane shows the band row's preview, and follows the band")
    func followsBand() throws {
        let run = try picker(["--preview", "echo preview of {}"], input: ["alpha", "beta", "gamma"])
        #expect(run.waitForText("preview of alpha"), "\(run.screenText)")
        run.send(Keys.down)
        #expect(run.waitForText("preview of beta"), "\(run.screenText)")
        #expect(!run.screenText.contains("preview of alpha"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "beta\n")
    }

    @Test("Ctrl-Z kills the preview with tick's terminal given back; when tick is back it runs again, and its death is not shown")
    func suspendRunsAgain() throws {
        // Without job control tick's Ctrl-Z comes straight back (PickerExitTests), as after fg.
        let run = try picker(["--preview", "echo run $$ of {}; sleep 300"], input: ["alpha", "beta"])
        #expect(run.waitForText("of alpha"), "\(run.screenText)")
        let line = try #require(run.screen.lines.first { $0.contains("of alpha") })
        let after = try #require(line.range(of: "run "))
        let firstShell = String(line[after.upperBound...].prefix { $0.isNumber })
        run.send(Keys.ctrlZ)
        #expect(run.waitForScreen { screen in
            screen.lines.contains { $0.contains("of alpha") && !$0.contains("run \(firstShell) ") }
        }, "a new run after Ctrl-Z:\n\(run.screenText)")
        #expect(!run.screenText.contains("killed by signal"), "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("Hostile items run nothing: $(…), backquotes, quotes, ; and newlines are passed as data")
    func hostileItems() throws {
        let dir = NSTemporaryDirectory() + "tick-preview-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = ["$(touch \(dir)/a)", "`touch \(dir)/b`", "x'; touch \(dir)/c; '", "\"; touch \(dir)/d; \"", "y; touch \(dir)/e"]
        let run = try picker(["--preview", "printf '[%s]' {} {+} {1} {q}", "--preview-window", "down:3"], input: items)
        for (n, item) in items.enumerated() {
            #expect(run.waitForText("[\(item)]"), "\(n): \(run.screenText)")
            run.send(Keys.tab)
        }
        run.send(Keys.esc)
        _ = run.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "a command ran")
    }

    @Test("A slow preview blocks no key, and no process is left behind: not after a new band row, not after Esc, SIGTERM or SIGHUP")
    func slowPreview() throws {
        for ending in ["esc", "term", "hup"] {
            // A duration no other process has: the sleep (the shell's child) shows it.
            let marker = "30.\(Int.random(in: 100_000...999_999))"
            let run = try picker(["--preview", "sleep \(marker); echo {}"], input: (1...50).map { "row \($0)" })
            #expect(run.waitForCount("50/50"))
            #expect(run.waitForScreen { _ in !Self.processes(marker).isEmpty }, "the preview did not start")
            // Typing is answered while the preview sleeps.
            run.send("w 44")
            #expect(run.waitForCount("1/50"), "\(run.screenText)")
            // Only this run's processes (its marker) count: another checkout's tests may run the same.
            #expect(run.waitForScreen { _ in
                let ours = Self.processes(marker)
                return ours.filter { $0.contains("echo 'row 44'") }.count == 1 && !ours.contains { $0.contains("echo 'row 1'") }
            }, "the old preview was not replaced: \(Self.processes(marker))")
            #expect(Self.processes(marker).filter { $0.hasSuffix("sleep \(marker)") }.count == 1, "\(Self.processes(marker))")
            switch ending {
            case "esc": run.send(Keys.esc)
            case "term": run.signal(SIGTERM)
            default: run.signal(SIGHUP)
            }
            _ = run.wait(timeout: 20)
            #expect(Self.waitUntilGone(marker), "\(ending): left running: \(Self.processes(marker))")
        }
    }

    @Test("{+} is one quoted word per ticked item (the band item when none is), {q} the query, {n} the index")
    func placeholders() throws {
        let run = try picker(["--preview", "printf '<%s>' {+}; echo; echo q={q} n={n}", "--preview-window", "down:4"],
                             input: ["one two", "three", "four"])
        #expect(run.waitForText("<one two>"), "\(run.screenText)")
        #expect(run.waitForText("q= n=0"))
        run.send(Keys.tab + Keys.tab)
        #expect(run.waitForText("<one two><three>"), "\(run.screenText)")
        run.send("f")
        #expect(run.waitForText("q=f n=2"), "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("hidden starts without the pane; toggle-preview (Alt-P) shows and hides it")
    func hiddenAndToggle() throws {
        let run = try picker(["--preview", "echo shown {}", "--preview-window", "right:30:hidden"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"))
        #expect(!run.screenText.contains("shown alpha"))
        run.send("\u{1B}p")
        #expect(run.waitForText("shown alpha"), "\(run.screenText)")
        run.send("\u{1B}p")
        #expect(run.waitForScreen { !$0.text.contains("shown alpha") }, "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("A failing command shows its output and exit status; a missing one says so; the scroll wheel over the pane scrolls it")
    func failuresAndScrolling() throws {
        let run = try picker(["--preview", "seq 1 50; exit 3", "--preview-window", "right:30"], input: ["alpha"])
        #expect(run.waitForText("[exit status 3]") || run.waitForScreen { $0.text.contains("│1") }, "\(run.screenText)")
        #expect(run.screen.lines.contains { $0.hasSuffix("│1") }, "\(run.screenText)")
        // Scroll down over the pane (column 70): the first line goes.
        run.send("\u{1B}[<65;70;4M")
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasSuffix("│2") } && !s.lines.contains { $0.hasSuffix("│1") } }, "\(run.screenText)")
        // The wheel's own band did not move: alpha is still the band.
        #expect(run.screen.lines.contains { $0.hasPrefix(">  alpha") })
        run.send(Keys.esc)
        _ = run.finish()
        // sh's message is short enough for the pane (bash's, under $SHELL, is cut).
        let missing = try picker(["--preview", "no-such-command-here {}"], input: ["alpha"], environment: ["SHELL": "sh"])
        #expect(missing.waitForText("not found"), "\(missing.screenText)")
        #expect(missing.waitForText("[exit status 127]"), "\(missing.screenText)")
        missing.send(Keys.esc)
        _ = missing.finish()
    }

    @Test("--filter and --no-tty=defaults ignore --preview")
    func ignoredWithoutPicker() throws {
        let r = runTick(["--preview", "touch /nonexistent/should-not-run", "-f", "a"], stdin: lines(["a"]))
        #expect(r.status == 0 && r.stdoutText == "a\n")
        let d = runTick(["--preview", "false", "--no-tty=defaults", "--preselect", "a"], stdin: lines(["a"]), newSession: true)
        #expect(d.status == 0 && d.stdoutText == "a\n")
    }
}
