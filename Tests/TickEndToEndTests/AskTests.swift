// --ask QUESTION: a yes/no question on the terminal (keys, clicks, cancel), and without one
// (--default answers and says so; no default is an error), docs/SPEC.md §6.
import Foundation
import Testing
import TickTestSupport

@Suite("--ask: a yes/no question")
struct AskTests {
    static let question = "Deploy to production?"

    /// Starts `tick --ask` under a pseudo-terminal below two lines of text (stdin left open:
    /// --ask must not read it) and waits for the question's line.
    func ask(_ extra: [String] = [], environment: [String: String] = [:]) throws -> PseudoTerminalRun {
        let run = try picker(["--ask", Self.question] + extra, input: nil, prefill: "$ one\r\n$ two\r\n",
                             environment: environment)
        #expect(run.waitForText("[ No ]"), "no question drawn: \(run.lines)")
        return run
    }

    /// Waits for the exit, checks the terminal was left clean (the settings, the modes, the
    /// question erased, the cursor back where it was) and returns the exit status.
    func answered(_ run: PseudoTerminalRun, sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        let r = run.finish(sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "stdout: \(r.stdoutText)", sourceLocation: sourceLocation)
        #expect(r.stderr.isEmpty, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(run.lines[0] == "$ one" && run.lines[1] == "$ two", "\(run.lines)", sourceLocation: sourceLocation)
        #expect(run.lines[2...].allSatisfy { $0.isEmpty }, "left on screen: \(run.lines)", sourceLocation: sourceLocation)
        #expect(run.screen.cursor.row == 2 && run.screen.cursor.column == 0, "cursor at \(run.screen.cursor)", sourceLocation: sourceLocation)
        return r.status
    }

    @Test("The question and its buttons on one line below the cursor: the question first, [ Yes ]  [ No ] at the end")
    func drawn() throws {
        let run = try ask()
        // 80 columns: "[ Yes ]  [ No ]" is 15 wide and ends at the last column.
        #expect(run.lines[2] == Self.question + String(repeating: " ", count: 65 - Self.question.count) + "[ Yes ]  [ No ]", "\(run.lines)")
        run.send("y")
        #expect(answered(run) == 0)
    }

    @Test("Mid-line, the question starts after a real line break (no soft wrap joins the shell's line to it), and the cursor goes back after the shell's text")
    func midLine() throws {
        let run = try picker(["--ask", Self.question], input: nil, prefill: "$ one\r\n$ two")
        #expect(run.waitForText("[ No ]"), "no question drawn: \(run.lines)")
        #expect(!run.screen.isSoftWrapped(row: 1) && run.screen.joinedLines[1] == "$ two" && run.lines[2].hasPrefix(Self.question),
                "\(run.screen.joinedLines)")
        run.send("y")
        #expect(run.finish().status == 0)
        #expect(run.lines[1] == "$ two" && run.lines[2...].allSatisfy { $0.isEmpty } && run.screen.cursor == (1, 5), "\(run.lines)")
    }

    @Test("On the last row, the cursor in the first column: the question goes on that row, the screen not scrolled")
    func lastRow() throws {
        let above = (1...23).map { "line \($0)\r\n" }.joined()
        let run = try picker(["--ask", Self.question], input: nil, prefill: above)
        #expect(run.waitForText("[ No ]"), "no question drawn: \(run.lines)")
        #expect(run.lines[0] == "line 1" && run.lines[23].hasPrefix(Self.question), "\(run.lines)")
        run.send("n")
        #expect(run.finish().status == 1)
        #expect(run.lines[22] == "line 23" && run.lines[23].isEmpty && run.screen.cursor == (23, 0), "\(run.lines)")
    }

    @Test("y and Y answer yes (exit 0), n and N no (exit 1)")
    func letters() throws {
        for (key, status) in [("y", Int32(0)), ("Y", 0), ("n", 1), ("N", 1)] {
            let run = try ask()
            run.send(key)
            #expect(answered(run) == status, "\(key)")
        }
    }

    @Test("Enter answers with the focused button: Yes at first, No with --default no")
    func enter() throws {
        let run = try ask()
        run.send(Keys.enter)
        #expect(answered(run) == 0)
        let no = try ask(["--default", "no"])
        no.send(Keys.enter)
        #expect(answered(no) == 1)
    }

    @Test("Tab, Right and Left move the focus: Tab then Enter is No, Right then Left then Enter is Yes")
    func focus() throws {
        let run = try ask()
        run.send(Keys.tab)
        // The focus shows: [ Yes ] loses its button colours (or reverse video) once No has it.
        #expect(run.waitForScreen(timeout: 10) { s in Self.plain(s.cell(row: 2, column: 65)) })
        run.send(Keys.enter)
        #expect(answered(run) == 1)
        let back = try ask()
        back.send("\u{1B}[C")
        #expect(back.waitForScreen(timeout: 10) { s in Self.plain(s.cell(row: 2, column: 65)) })
        back.send("\u{1B}[D" + Keys.enter)
        #expect(answered(back) == 0)
    }

    /// Whether `cell` is drawn without a button's background or reverse video.
    static func plain(_ cell: ScreenCell) -> Bool { cell.attributes.bg == nil && !cell.attributes.reverse }

    @Test("A click on [ Yes ] answers yes, on [ No ] no, elsewhere nothing")
    func clicks() throws {
        let run = try ask()
        run.click(row: 2, column: 3)
        run.click(row: 2, column: 68)
        #expect(answered(run) == 0)
        let no = try ask()
        no.click(row: 2, column: 76)
        #expect(answered(no) == 1)
    }

    @Test("Esc and Ctrl-C cancel: exit 130")
    func cancel() throws {
        for key in [Keys.esc, Keys.ctrlC] {
            let run = try ask()
            run.send(key)
            #expect(answered(run) == 130)
        }
    }

    @Test("With stdin a terminal, --ask asks all the same (nothing is read or walked)")
    func stdinTerminal() throws {
        let run = try PseudoTerminalRun(executable: Programs.tick, arguments: ["--ask", Self.question],
                                        environment: ["NO_COLOR": ""], interactive: true)
        #expect(run.waitForText("[ No ]"), "\(run.lines)")
        run.send("n")
        let r = run.finish()
        #expect(r.status == 1)
    }

    @Test("Without a terminal: --default answers and says so in one line; no default is one line and exit 2")
    func noTerminal() {
        let yes = runTick(["--ask", Self.question, "--default", "yes"], stdin: [], newSession: true, timeout: 10)
        #expect(yes.status == 0 && yes.stdout.isEmpty)
        #expect(yes.stderr.hasPrefix("tick: --ask answered yes (--default yes) without asking: cannot open /dev/tty"), "\(yes.stderr)")
        #expect(yes.stderr.split(separator: "\n").count == 1)
        let no = runTick(["--ask", Self.question, "--default", "no"], stdin: [], newSession: true, timeout: 10)
        #expect(no.status == 1 && no.stdout.isEmpty)
        #expect(no.stderr.hasPrefix("tick: --ask answered no (--default no) without asking: cannot open /dev/tty"), "\(no.stderr)")
        let none = runTick(["--ask", Self.question], stdin: [], newSession: true, timeout: 10)
        #expect(none.status == 2 && none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("tick: --ask needs a terminal to ask, but cannot open /dev/tty"), "\(none.stderr)")
        #expect(none.stderr.contains("--default yes") && none.stderr.split(separator: "\n").count == 1, "\(none.stderr)")
    }

    @Test("With CI set, at a terminal: --default answers without drawing, saying CI decided; --ignore-ci asks")
    func ci() throws {
        let run = try picker(["--ask", Self.question, "--default", "no"], input: nil, environment: ["CI": "1"])
        let r = run.finish()
        #expect(r.status == 1)
        #expect(r.stderr == "tick: --ask answered no (--default no) without asking: CI is set (--ignore-ci uses the terminal anyway)\n", "\(r.stderr)")
        #expect(run.lines.allSatisfy { !$0.contains("[ No ]") })
        let none = try picker(["--ask", Self.question], input: nil, environment: ["CI": "true"])
        let n = none.finish()
        #expect(n.status == 2 && n.stderr.contains("--ask needs a terminal to ask, but CI is set"), "\(n.stderr)")
        let asked = try ask(["--ignore-ci", "--default", "no"], environment: ["CI": "1"])
        asked.send("y")
        #expect(answered(asked) == 0)
    }
}
