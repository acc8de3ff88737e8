// Line mode end to end (`TERM=dumb`, `--line-mode`): the built tick under a pseudo-terminal,
// answered with typed lines, checked on the screen, on stdout, by exit code, and by the
// terminal settings.
import Foundation
import Testing
import TickTestSupport

@Suite("Line mode under a terminal", .serialized)
struct LineModeTests {
    static let fruits = ["alpha", "beta", "gamma"]
    static let question = "Pick (e.g. 1 3 5-7):"

    /// tick in line mode (by `TERM=dumb`, or `--line-mode` when `dumb` is false).
    func lineMode(_ arguments: [String] = [], input: [String] = fruits, rows: Int = 24, dumb: Bool = true) throws -> PseudoTerminalRun {
        try picker(dumb ? arguments : ["--line-mode"] + arguments, input: input, rows: rows,
                   environment: dumb ? ["TERM": "dumb"] : [:], echo: false)
    }

    /// How many times the question has been asked on the screen.
    func questions(_ run: PseudoTerminalRun) -> Int { run.lines.filter { $0.hasPrefix(Self.question) }.count }

    @Test("TERM=dumb lists the items numbered from 1 and asks; 1 3 prints those items")
    func pickTwo() throws {
        let run = try lineMode()
        #expect(run.waitForText(Self.question))
        #expect(Array(run.lines.prefix(4)) == ["1  alpha", "2  beta", "3  gamma", Self.question])
        // Asking happens in cooked mode: the terminal edits and echoes the line.
        let during = run.currentTerminalSettings
        #expect(during?.isCanonical == true && during?.echoes == true)
        run.send("1 3\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\ngamma\n")
        #expect(run.lines[3] == Self.question + " 1 3")
        // A dumb terminal gets no escape sequence at all.
        #expect(!run.terminalOutput.contains(0x1B))
    }

    @Test("--line-mode asks on any terminal; a range picks every item in it")
    func range() throws {
        let run = try lineMode(dumb: false)
        #expect(run.waitForText(Self.question))
        run.send("2-3\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "beta\ngamma\n")
    }

    @Test("A number out of range or a word is named in a message and the question comes again")
    func invalidAnswers() throws {
        let run = try lineMode()
        #expect(run.waitForText(Self.question))
        run.send("9\r")
        #expect(run.waitForText("'9' is out of range: the items are numbered 1 to 3"))
        #expect(run.waitForScreen { s in s.lines.filter { $0.hasPrefix(Self.question) }.count == 2 })
        run.send("1,x\r")
        #expect(run.waitForText("'x' is not a number or a range"))
        #expect(run.waitForScreen { s in s.lines.filter { $0.hasPrefix(Self.question) }.count == 3 })
        run.send("2\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "beta\n")
    }

    @Test("--single refuses two items and takes one")
    func single() throws {
        let run = try lineMode(["--single"])
        #expect(run.waitForText(Self.question))
        run.send("1 2\r")
        #expect(run.waitForText("Pick one item only, not 2"))
        run.send("3\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "gamma\n")
    }

    @Test("--limit refuses too many and --min too few, saying so")
    func limitAndMin() throws {
        let run = try lineMode(["--limit", "2", "--min", "2"])
        #expect(run.waitForText(Self.question))
        run.send("1-3\r")
        #expect(run.waitForText("Pick at most 2 items (--limit 2), not 3"))
        run.send("2\r")
        #expect(run.waitForText("Pick at least 2 items (--min 2), not 1"))
        run.send("3 1\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\ngamma\n")
    }

    @Test("A list longer than the terminal is paged: Enter shows the next page; numbers from any page pick")
    func paging() throws {
        let items = (1...30).map { "item\($0)" }
        let run = try lineMode(["--order", "selection"], input: items, rows: 10)
        #expect(run.waitForText(Self.question))
        // 10 rows: 8 items, the hint and the question.
        #expect(run.lines[0] == " 1  item1")
        #expect(run.lines[7] == " 8  item8")
        #expect(run.lines[8] == "(1-8 of 30: Enter shows more, q cancels)")
        #expect(!run.screenText.contains("item9"))
        run.send("\r")
        #expect(run.waitForText("(9-16 of 30: Enter shows more, q cancels)"))
        #expect(run.screenText.contains(" 9  item9") && run.screenText.contains("16  item16"))
        #expect(!run.screenText.contains("item17"))
        run.send("30 2\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "item30\nitem2\n")
    }

    @Test("--json prints the picked items as a JSON array")
    func json() throws {
        let run = try lineMode(["--json"])
        #expect(run.waitForText(Self.question))
        run.send("1 3\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "[\"alpha\",\"gamma\"]\n")
    }

    @Test("--json-object keys the picked items by input index; --print-query wraps it")
    func jsonObject() throws {
        let run = try lineMode(["--json-object", "--print-query"])
        #expect(run.waitForText(Self.question))
        run.send("2\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText.contains("\"selected\":{\"1\":\"beta\"}"), "stdout: \(r.stdoutText)")
    }

    @Test("q, Ctrl-D on an empty line and Ctrl-C cancel: nothing printed, exit 130, terminal restored",
          arguments: ["q\r", "\u{04}", "\u{03}"])
    func cancel(key: String) throws {
        let run = try lineMode()
        #expect(run.waitForText(Self.question))
        run.send(key)
        let r = run.finish()
        #expect(r.status == 130, "stderr: \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test("--preselect ticks items with the marker; Enter alone keeps them, numbers replace them")
    func preselect() throws {
        let run = try lineMode(["--preselect", "beta", "--preselect", "gamma"])
        #expect(run.waitForText(Self.question))
        #expect(Array(run.lines.prefix(4)) == ["  1  alpha", "✓ 2  beta", "✓ 3  gamma", "(Enter keeps the 2 ticked (✓), q cancels)"])
        run.send("\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "beta\ngamma\n")

        let again = try lineMode(["--preselect-all"])
        #expect(again.waitForText(Self.question))
        again.send("1\r")
        let r2 = again.finish()
        #expect(r2.stdoutText == "alpha\n")
    }

    @Test("Control bytes and escape sequences in items never reach the terminal")
    func sanitised() throws {
        let run = try lineMode(input: ["a\u{1B}[2Jb", "bell\u{07}"], dumb: false)
        #expect(run.waitForText(Self.question))
        #expect(run.lines[0] == "1  a␛[2Jb")
        #expect(run.lines[1] == "2  bell␇")
        #expect(!run.terminalOutput.contains(0x1B) && !run.terminalOutput.contains(0x07))
        run.send("1\r")
        let r = run.finish()
        #expect(r.stdout == Array("a\u{1B}[2Jb\n".utf8))
    }

    @Test("A terminal left with echo off echoes the answer, and has echo off again afterwards")
    func echoRestored() throws {
        let run = try picker(["--line-mode"], input: Self.fruits, echo: false)
        #expect(run.terminalSettingsBefore.echoes == false)
        #expect(run.waitForText(Self.question))
        #expect(run.currentTerminalSettings?.echoes == true)
        run.send("2\r")
        #expect(run.waitForText(Self.question + " 2"))
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "beta\n")
        #expect(run.terminalSettingsAfter?.echoes == false)
    }

    @Test("-q lists only the matches, numbered from 1; -1 prints a lone match without asking; -0 exits 1")
    func queryAndShortcuts() throws {
        let run = try lineMode(["-q", "ga"])
        #expect(run.waitForText(Self.question))
        #expect(Array(run.lines.prefix(3)) == ["1  gamma", "(/ clears the query 'ga', q cancels)", Self.question])
        run.send("1\r")
        #expect(run.finish().stdoutText == "gamma\n")

        let one = try lineMode(["-q", "bet", "-1"])
        let r = one.finish()
        #expect(r.status == 0 && r.stdoutText == "beta\n")
        #expect(!one.screenText.contains(Self.question))

        let none = try lineMode(["-q", "zzz", "-0"])
        #expect(none.finish().status == 1)

        let query = try lineMode(["-q", "zzz", "-0", "--print-query"]).finish()
        #expect(query.status == 1 && query.stdoutText == "zzz\n")
    }

    @Test("--confirm asks once more: n goes back to the question, y prints")
    func confirm() throws {
        let run = try lineMode(["--confirm"])
        #expect(run.waitForText(Self.question))
        run.send("1 2\r")
        #expect(run.waitForText("Print 2 items? [y/N]"))
        run.send("n\r")
        #expect(run.waitForScreen { s in s.lines.filter { $0.hasPrefix(Self.question) }.count == 2 })
        run.send("3\r")
        #expect(run.waitForText("Print 1 item? [y/N]"))
        run.send("y\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "gamma\n")
    }

    @Test("--remember saves what line mode picked, and the next run starts with it ticked")
    func remember() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tick-line-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["TERM": "dumb", "XDG_STATE_HOME": home.path]
        let run = try picker(["--remember", "lines"], input: Self.fruits, environment: env)
        #expect(run.waitForText(Self.question))
        run.send("1 3\r")
        #expect(run.finish().stdoutText == "alpha\ngamma\n")

        let again = try picker(["--remember", "lines"], input: Self.fruits, environment: env)
        #expect(again.waitForText(Self.question))
        #expect(Array(again.lines.prefix(3)) == ["✓ 1  alpha", "  2  beta", "✓ 3  gamma"])
        again.send("\r")
        let r = again.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\ngamma\n")
    }

    @Test("Empty input exits 1 without asking")
    func emptyInput() throws {
        let run = try lineMode(input: [])
        let r = run.finish()
        #expect(r.status == 1)
        #expect(!run.screenText.contains(Self.question))
    }
}
