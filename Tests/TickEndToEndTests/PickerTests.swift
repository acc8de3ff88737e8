// The picker end to end: the built tick under a pseudo-terminal, driven by keys and SGR mouse
// bytes, checked on the screen, on stdout, by exit code, and by the terminal settings.
import Foundation
import Testing
import TickTestSupport

@Suite("Picker under a terminal", .serialized)
struct PickerTests {
    static let fruits = ["alpha", "beta", "gamma"]

    @Test("The wheel is drawn inline: prompt, the matches from the top with the band on the best, toolbar")
    func wheelDrawn() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        let lines = run.lines
        #expect(lines[0] == ">")
        #expect(lines[1] == ">  alpha")
        #expect(lines[2] == "   beta")
        #expect(lines[3] == "   gamma")
        #expect(lines[4] == "" && lines[5] == "")
        #expect(lines[6].hasPrefix("3/3  0 ticked"))
        #expect(lines[6].hasSuffix("[ Done ]  [ Cancel ]"))
        #expect(run.screen.cursor.row == 0 && run.screen.cursor.column == 2)
        #expect(run.screen.modes.isSuperset(of: [1000, 1006, 2004]))
        run.send(Keys.esc)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty)
        // Erased, with the cursor back where tick started.
        #expect(run.screen.lines.allSatisfy { $0.isEmpty })
        #expect(run.screen.cursor.row == 0 && run.screen.cursor.column == 0)
    }

    @Test("Tab ticks the band row and spins on; Enter prints the ticked rows in input order")
    func tickWithTab() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.tab)
        run.send(Keys.down)
        run.send(Keys.tab)
        #expect(run.waitForText("2 ticked"))
        #expect(run.lines[1] == " ✓ alpha")
        #expect(run.lines[2] == "   beta")
        #expect(run.lines[3] == ">✓ gamma")
        #expect(run.lines[6].contains("[ Done (2) ]"))
        // Ticked rows are tinted.
        #expect(run.screen.cell(row: 1, column: 4).bg != nil)
        #expect(run.screen.cell(row: 2, column: 4).bg == nil)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\ngamma\n")
    }

    @Test("Enter with nothing ticked prints the band row")
    func enterPicksBand() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.down)
        #expect(run.waitForText(">  beta"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "beta\n")
    }

    @Test("Enter with no match and nothing ticked exits 1")
    func enterWithoutMatch() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send("zzz")
        #expect(run.waitForCount("0/3"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test("Esc, Ctrl-C, Ctrl-G and Ctrl-Q cancel with 130 and print nothing", arguments: ["\u{1B}", "\u{03}", "\u{07}", "\u{11}"])
    func cancelKeys(key: String) throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(key)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty)
    }

    @Test("A tick survives filtering: hidden ticked rows are still printed")
    func tickSurvivesFilter() throws {
        let run = try picker(input: Self.fruits + ["delta"])
        #expect(run.waitForCount("4/4"))
        run.send(Keys.tab)
        run.send("ga")
        #expect(run.waitForCount("1/4"))
        #expect(run.lines[1] == ">  gamma")
        run.send(Keys.tab)
        #expect(run.waitForText("2 ticked"))
        run.send(Keys.backspace + Keys.backspace)
        #expect(run.waitForCount("4/4"))
        #expect(run.row(containing: "✓ alpha") != nil)
        #expect(run.row(containing: "✓ gamma") != nil)
        #expect(run.row(containing: "✓ beta") == nil)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "alpha\ngamma\n")
    }

    @Test("Near the bottom the terminal scrolls up to make room; taps tick rows and Done accepts")
    func tapsAtTheBottom() throws {
        let before = (1...20).map { "line\($0)" }.joined(separator: "\r\n") + "\r\n"
        let run = try picker(input: Self.fruits, prefill: before)
        #expect(run.waitForCount("3/3"))
        // The cursor was on row 21 of 24 and 7 rows are needed: the screen scrolled by 3.
        let lines = run.lines
        #expect(lines[16] == "line20")
        #expect(lines[17] == ">")
        #expect(lines[18] == ">  alpha")
        #expect(lines[23].hasPrefix("3/3"))
        #expect(run.screen.scrollback == ["line1", "line2", "line3"])
        // Tap gamma (two rows below the band): it is ticked where it is, and the band stays.
        run.click(row: 20, column: 10)
        #expect(run.waitForText("1 ticked"))
        #expect(run.lines[18] == ">  alpha")
        #expect(run.lines[20] == " ✓ gamma")
        // "[ Done (1) ]  [ Cancel ]" ends at the last column: Done covers columns 56-67.
        run.click(row: 23, column: 60)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "gamma\n")
        #expect(run.lines[16] == "line20")
        #expect(run.lines[17...].allSatisfy { $0.isEmpty })
        #expect(run.screen.cursor.row == 17 && run.screen.cursor.column == 0)
    }

    @Test("A tap on Cancel cancels")
    func tapCancel() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        // "[ Cancel ]" covers the last ten columns.
        run.click(row: 6, column: 75)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty)
    }

    @Test("The mouse wheel spins one row per notch")
    func mouseWheel() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send("\u{1B}[<65;5;4M")
        #expect(run.waitForText(">  beta"))
        run.send("\u{1B}[<64;5;4M")
        #expect(run.waitForText(">  alpha"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("Items stream in while the picker is open; the toolbar shows loading until the end")
    func streamingInput() throws {
        let run = try picker(input: nil)
        run.writeInput(Array("one\n".utf8))
        #expect(run.waitForText(">  one"))
        #expect(run.waitForText("loading"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.writeInput(Array("two\nthree\n".utf8))
        #expect(run.waitForText("   three"))
        run.closeInput()
        #expect(run.waitForCount("3/3"))
        // The band stayed on "one" (the only row when it was ticked).
        #expect(run.lines[1] == ">✓ one")
        run.send(Keys.down + Keys.tab + Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "one\ntwo\n")
    }

    @Test("A resize redraws at the new size")
    func resize() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.resize(rows: 20, columns: 50)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasSuffix("[ Cancel ]") && $0.count == 50 } })
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("Pasted text goes into the query and never acts as keys")
    func paste() throws {
        let run = try picker(input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.paste("gam\r\t"))
        #expect(run.waitForText("> gam"))
        #expect(run.waitForCount("1/3"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "gamma\n")
    }

    @Test("Control bytes and escape sequences in items are shown as placeholders")
    func hostileItems() throws {
        let run = try picker(input: ["a\u{1B}[31mred\u{07}", "tab\there"])
        #expect(run.waitForCount("2/2"))
        #expect(run.lines[1] == ">  a␛[31mred␇")
        #expect(run.lines[2] == "   tab     here")
        #expect(run.screen.cell(row: 1, column: 9).fg != 1)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdout == Array("a\u{1B}[31mred\u{07}\n".utf8))
    }

    @Test("--layout list puts the best match next to the prompt at the bottom; reverse under it at the top")
    func listLayouts() throws {
        let list = try picker(["--layout", "list", "--height", "3"], input: Self.fruits)
        #expect(list.waitForCount("3/3"))
        #expect(Array(list.lines.prefix(5)) == ["   gamma", "   beta", ">  alpha", ">", list.lines[4]])
        list.send(Keys.up)
        #expect(list.waitForText(">  beta"))
        list.send(Keys.enter)
        #expect(list.finish().stdoutText == "beta\n")

        let reverse = try picker(["--layout", "reverse", "--height", "3"], input: Self.fruits)
        #expect(reverse.waitForCount("3/3"))
        #expect(Array(reverse.lines.prefix(4)) == [">", ">  alpha", "   beta", "   gamma"])
        reverse.send(Keys.esc)
        #expect(reverse.finish().status == 130)
    }

    @Test("--expect and --print-query with --json wrap the selection in one object")
    func expectAndPrintQuery() throws {
        let run = try picker(["--expect", "ctrl-x", "--print-query", "--json"], input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send("et")
        #expect(run.waitForCount("1/3"))
        run.send("\u{18}")
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == #"{"query":"et","key":"ctrl-x","selected":["beta"]}"# + "\n")
    }

    @Test("Typing one key at a time ranks the matches exactly as --filter does (narrowing, the best first, then all)")
    func typedRankingMatchesFilter() throws {
        // Over a megabyte of paths (several chunks, several blocks of candidates), where the
        // query's letters come in many places and cases.
        var state: UInt64 = 7
        func next(_ n: UInt64) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % n)
        }
        let parts = ["usr", "lib", "Lib", "bin", "sbin", "list", "ls", "share", "libs", "x86_64", "li", "Bs", "sl", "io"]
        let items = (0..<60_000).map { k in
            "/" + (0..<(2 + next(5))).map { _ in parts[next(UInt64(parts.count))] }.joined(separator: "/") + "-\(k)"
        }
        let run = try picker(["--order", "selection"], input: items)
        #expect(run.waitForCount("60000/60000"))
        var typed = ""
        for key in ["l", "i", "b", "s"] {
            typed += key
            run.send(key)
            let expected = filter(typed, items).stdoutText.split(separator: "\n").count
            #expect(run.waitForCount("\(expected)/60000"), "after \(typed)")
        }
        // Alt-A waits for the full ranking, which follows the best matches, and ticks in its order.
        run.send(Keys.altA)
        let expected = filter("libs", items).stdoutText.split(separator: "\n").count
        #expect(run.waitForText("\(expected) ticked"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == filter("libs", items).stdoutText)
    }

    @Test("--limit refuses a tick beyond it, saying so in the toolbar")
    func limit() throws {
        let run = try picker(["--limit", "1", "--bind", "tab:toggle+down"], input: Self.fruits)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")

        let two = try picker(["--limit", "2"], input: Self.fruits)
        #expect(two.waitForCount("3/3"))
        two.send(Keys.tab + Keys.tab + Keys.tab)
        #expect(two.waitForText("At most 2 rows"))
        two.send(Keys.enter)
        #expect(two.finish().stdoutText == "alpha\nbeta\n")
    }

    @Test("-1 prints the only match without drawing; -0 exits 1 without drawing")
    func selectOneAndExitZero() throws {
        let one = try picker(["-1", "-q", "bet"], input: Self.fruits)
        let r = one.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "beta\n")
        #expect(one.screen.modesEverSet.isDisjoint(with: [2026]))

        let zero = try picker(["-0", "-q", "zzz"], input: Self.fruits)
        let z = zero.finish()
        #expect(z.status == 1)
        #expect(z.stdout.isEmpty)
    }

    @Test("NO_COLOR draws with attributes only: the band reversed, ticks bold, far rows dim")
    func noColor() throws {
        let run = try picker(input: Self.fruits + ["delta", "epsilon"], environment: ["NO_COLOR": "1"])
        #expect(run.waitForCount("5/5"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        let s = run.screen
        #expect(s.cell(row: 2, column: 3).reverse)       // band: beta
        #expect(s.cell(row: 1, column: 3).bold)          // ticked: alpha
        #expect(s.cell(row: 4, column: 3).dim)           // two rows from the band: delta
        for row in 0..<7 {
            for column in 0..<80 {
                #expect(s.cell(row: row, column: column).fg == nil && s.cell(row: row, column: column).bg == nil)
            }
        }
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }

    @Test("Esc cancels while items keep streaming in (the Esc timeout is not reset by new input)")
    func escWhileStreaming() throws {
        // A producer that writes a line every 5 ms keeps waking tick's loop.
        let script = "i=0; while [ $i -lt 3000 ]; do echo \"item $i\"; i=$((i+1)); sleep 0.005; done | \"$0\""
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", script, Programs.tick],
                                        environment: ["NO_COLOR": ""], stdin: [])
        #expect(run.waitForText(">  item 0"))
        run.send(Keys.esc)
        let r = run.finish()
        #expect(r.status == 130)
    }

    @Test("An input that never ends (yes | tick): the picker shows millions of rows as they come, filters, ticks and accepts")
    func endlessInput() throws {
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "yes endless | \"$0\"", Programs.tick],
                                        environment: ["NO_COLOR": ""], stdin: [])
        // The count passes a million while the input still flows (shown with the loading mark).
        #expect(run.waitForScreen { s in
            s.lines.contains { line in
                guard line.contains("loading"), let count = line.split(separator: "/").first.flatMap({ Int($0) }) else { return false }
                return count > 1_000_000
            }
        }, "\(run.screenText)")
        run.send("x")
        #expect(run.waitForText("> x"))
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("0/") } }, "\(run.screenText)")
        run.send(Keys.backspace)
        #expect(run.waitForText(">  endless"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "endless\n")
    }
}
