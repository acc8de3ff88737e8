// fzf's events under a pseudo-terminal, as scripts use them: start:…, one:accept, change:…,
// load:…, backward-eof:abort, resize:…, click-header:… and jump mode.
import Foundation
import Testing
import TickTestSupport

@Suite("Events bound with --bind, end to end")
struct BindEventTests {
    static let fruits = ["alpha", "beta", "gamma", "alphabet"]

    @Test("start:put(be)+accept types the query when the picker starts; accept waits for the items")
    func start() throws {
        let run = try picker(["--bind", "start:put(be)+accept"], input: Self.fruits)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "beta\n")
    }

    @Test("one:accept picks the one match as soon as typing leaves one, with no Enter (--select-1, live)")
    func oneAccept() throws {
        let run = try picker(["--bind", "one:accept"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send("gam")
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "gamma\n")
    }

    @Test("change:select-all ticks every match of each new query")
    func change() throws {
        let run = try picker(["--bind", "change:select-all"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send("alp")
        #expect(run.waitForText("2 ticked"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\nalphabet\n")
    }

    @Test("change:first puts the band on the best match after the query changes")
    func changeFirst() throws {
        let run = try picker(["--bind", "change:first"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send(Keys.down + Keys.down + "a")
        #expect(run.waitForCount("4/4"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("load:last moves the band to the last item once the input is complete")
    func load() throws {
        let run = try picker(["--bind", "load:last"], input: (1...30).map { "row \($0)" })
        #expect(run.waitForCount("30/30"))
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("row 30") } }, "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "row 30\n")
    }

    @Test("backward-eof:abort leaves on Backspace with an empty query, and only then")
    func backwardEOF() throws {
        let run = try picker(["--bind", "backward-eof:abort"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send("g")
        #expect(run.waitForCount("1/4"))
        run.send(Keys.backspace)
        #expect(run.waitForCount("4/4"))
        #expect(!run.hasExited)
        run.send(Keys.backspace)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdoutText == "")
    }

    @Test("resize:last runs when the terminal changes size")
    func resize() throws {
        let run = try picker(["--bind", "resize:last"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.resize(rows: 20, columns: 60)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("alphabet") } }, "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alphabet\n")
    }

    @Test("click-header:last runs on a tap on the header's text, not on a tap before it")
    func clickHeader() throws {
        let run = try picker(["--header", "HEADER LINE", "--bind", "click-header:last", "--layout", "reverse"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        let header = try #require(run.row(containing: "HEADER LINE"))
        // A tap left of the header's text is no tap on the header (fzf's rule).
        run.click(row: header, column: 1)
        run.send(Keys.down)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("beta") } }, "\(run.screenText)")
        run.click(row: header, column: 6)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("alphabet") } }, "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alphabet\n")
    }

    @Test("click-header and click-footer give their commands the line and word tapped (fzf's test_click_* bindings)",
          arguments: ["header", "footer"])
    func clickWords(_ kind: String) throws {
        let variable = kind.uppercased()
        let binding = "click-\(kind):transform-prompt:echo \"L=$FZF_CLICK_\(variable)_LINE W=$FZF_CLICK_\(variable)_WORD> \""
        let run = try picker(["--\(kind)", "Foo\nBar x\nBaz", "--bind", binding], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        for (word, line) in [("Foo", 1), ("Bar", 2), ("Baz", 3), ("x", 2)] {
            let row = try #require(run.lines.firstIndex { $0.hasPrefix("  ") && $0.contains(word) }, "\(run.screenText)")
            let column = try #require(run.lines[row].range(of: word)).lowerBound.utf16Offset(in: run.lines[row])
            run.click(row: row, column: column)
            #expect(run.waitForScreen { s in s.lines.first?.hasPrefix("L=\(line) W=\(word)>") == true }, "\(run.screenText)")
        }
        run.send(Keys.ctrlC)
        #expect(run.finish().status == 130)
    }

    @Test("FZF_IDLE_TIME counts whole seconds since the last key (fzf's test_fzf_idle_time_env)")
    func idleTime() throws {
        let run = try picker(["--bind", "every(0.2):transform-prompt(echo \"s=$FZF_IDLE_TIME ms_ok=$((FZF_IDLE_TIME_MS / 1000 == FZF_IDLE_TIME))> \")"],
                             input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        #expect(run.waitForScreen { s in s.lines.first?.hasPrefix("s=1 ms_ok=1>") == true }, "\(run.screenText)")
        run.send("x")
        #expect(run.waitForScreen { s in s.lines.first?.hasPrefix("s=0 ms_ok=1> x") == true }, "\(run.screenText)")
        #expect(run.waitForScreen { s in s.lines.first?.hasPrefix("s=1 ms_ok=1> x") == true }, "\(run.screenText)")
        run.send(Keys.ctrlC)
        #expect(run.finish().status == 130)
    }

    @Test("jump labels the rows; typing a label moves the band there, jump:accept picks it")
    func jump() throws {
        let run = try picker(["--bind", ";:jump,jump:accept", "--layout", "reverse"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send(";")
        // The rows carry fzf's labels in the pointer's column: a, s, d, f.
        #expect(run.waitForScreen { s in
            s.lines.contains { $0.hasPrefix("s") && $0.hasSuffix("beta") } && s.lines.contains { $0.hasPrefix("d") && $0.hasSuffix("gamma") }
        }, "\(run.screenText)")
        run.send("d")
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "gamma\n")
    }

    @Test("Any other key leaves jump mode and does nothing else; jump-cancel:abort leaves the picker")
    func jumpCancel() throws {
        let run = try picker(["--bind", ";:jump,jump-cancel:abort"], input: Self.fruits)
        #expect(run.waitForCount("4/4"))
        run.send(";")
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("a") && $0.hasSuffix("alpha") } }, "\(run.screenText)")
        run.send(Keys.down)
        let r = run.finish()
        #expect(r.status == 130)
    }
}
