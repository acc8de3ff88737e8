// --ansi (docs/SPEC.md §4, §5) and the colour themes (docs/SPEC.md §7), end to end.
import Foundation
import Testing
import TickTestSupport

@Suite("--ansi and themes")
struct AnsiTests {
    static let coloured = "\u{1B}[91mred\u{1B}[0m apple\n\u{1B}[1;32mgreen\u{1B}]0;title\u{07} pear\n\u{1B}[38;5;208mplain\u{1B}[m fig\n"

    @Test("--filter matches and prints the text without its escape sequences")
    func filterStrips() {
        let r = runTick(["--ansi", "--filter", "'red apple"], stdin: bytes(Self.coloured))
        #expect(r.status == 0)
        #expect(r.stdout == bytes("red apple\n"), "\(show(r.stdout))")
        let all = runTick(["--ansi", "--filter", ""], stdin: bytes(Self.coloured))
        #expect(all.stdout == bytes("red apple\ngreen pear\nplain fig\n"), "\(show(all.stdout))")
        // Without --ansi the codes are item bytes: printed back, and matched as text.
        let raw = runTick(["--filter", ""], stdin: bytes(Self.coloured))
        #expect(raw.stdout == bytes(Self.coloured))
        #expect(runTick(["--filter", "'91mred"], stdin: bytes(Self.coloured)).status == 0)
        #expect(runTick(["--ansi", "--filter", "'91mred"], stdin: bytes(Self.coloured)).status == 1)
    }

    @Test("grep --color=always: erase-line (ESC [ K) and hyperlinks leave matching and output, as in fzf")
    func grepOutput() throws {
        let grep = "\u{1B}[35m\u{1B}[Kbase-files/FHS\u{1B}[m\u{1B}[K\u{1B}[36m\u{1B}[K:\u{1B}[m\u{1B}[K\u{1B}[32m\u{1B}[K12\u{1B}[m"
            + "\u{1B}[K\u{1B}[36m\u{1B}[K:\u{1B}[m\u{1B}[Kthe \u{1B}[01;31m\u{1B}[Kmail spool\u{1B}[m\u{1B}[K\n"
            + "\u{1B}]8;;file:///etc/motd\u{1B}\\motd\u{1B}]8;;\u{1B}\\:1:hello\n"
        let expected = "base-files/FHS:12:the mail spool\nmotd:1:hello\n"
        #expect(runTick(["--ansi", "--filter", "FHS"], stdin: bytes(grep)).stdoutText == "base-files/FHS:12:the mail spool\n")
        let anchored = runTick(["--ansi", "--filter", "^base"], stdin: bytes(grep))
        #expect(anchored.status == 0 && anchored.stdoutText == "base-files/FHS:12:the mail spool\n", "\(show(anchored.stdout))")
        #expect(runTick(["--ansi", "--filter", "'motd:1"], stdin: bytes(grep)).stdoutText == "motd:1:hello\n")
        let all = runTick(["--ansi", "--filter", ""], stdin: bytes(grep))
        #expect(all.stdoutText == expected, "\(show(all.stdout))")
        if let fzf = Programs.fzf {
            let reference = run(fzf, ["--ansi", "--filter", ""], stdin: bytes(grep), timeout: 20)
            #expect(reference.stdoutText == expected, "fzf: \(show(reference.stdout))")
        }
        // Without --ansi, nothing changes: the bytes are the item's.
        #expect(runTick(["--filter", ""], stdin: bytes(grep)).stdout == bytes(grep))
    }

    @Test("--ansi with JSON, --read0, --accept-nth and --header-lines works on the stripped text")
    func otherOptions() throws {
        let json = runTick(["--ansi", "--json", "--filter", "fig"], stdin: bytes(Self.coloured))
        #expect(String(decoding: json.stdout, as: UTF8.self) == "[\"plain fig\"]\n")
        let nul = runTick(["--ansi", "--read0", "--print0", "--filter", "b"], stdin: bytes("\u{1B}[1ma\nb\u{1B}[0m\u{0}c\u{0}"))
        #expect(nul.stdout == bytes("a\nb\u{0}"))
        let fields = runTick(["--ansi", "--accept-nth", "2", "--filter", "apple"], stdin: bytes(Self.coloured))
        #expect(fields.stdout == bytes("apple\n"))
        let header = runTick(["--ansi", "--header-lines", "1", "--filter", ""], stdin: bytes(Self.coloured))
        #expect(header.stdout == bytes("green pear\nplain fig\n"))
    }

    @Test("The picker draws items in their colours, shows no code, and prints the stripped text")
    func pickerColours() throws {
        let run = try picker(["--ansi", "--theme", "dark"], input: Self.coloured.split(separator: "\n").map(String.init))
        #expect(run.waitForCount("3/3"))
        // Off the band a row is on the terminal's background: the item's own bright red shows as it is.
        run.send(Keys.down + Keys.down)
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("fig") } })
        let s = run.screen
        let row = try #require(run.row(containing: "red apple"), "\(run.screenText)")
        #expect(s.cell(row: row, column: 3).fg == 9, "bright red, readable on dark grey: kept")
        #expect(s.cell(row: row, column: 7).fg != 9, "apple is after the reset")
        let green = try #require(run.row(containing: "green"))
        #expect(s.cell(row: green, column: 3).fg == 2 && s.cell(row: green, column: 3).bold)
        // The OSC title is neither obeyed nor shown.
        #expect(run.screenText.contains("green pear"), "\(run.screenText)")
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "plain fig\n")
    }

    @Test("--theme light and a light background reported by the terminal use the light palette")
    func lightTheme() throws {
        let items = ["alpha", "beta", "gamma"]
        func bandBackground(_ arguments: [String], background: String? = nil, environment: [String: String] = [:], awaiting expected: Int) throws -> Int? {
            let run = try picker(arguments, input: items, environment: environment, background: background)
            defer { run.send(Keys.esc); _ = run.finish() }
            guard run.waitForCount("3/3") else { return -1 }
            // The first frame is drawn before the terminal answers the background question; the
            // answer, when there is one, may redraw in another palette: wait for the expected
            // one (with a deadline), then read what the band shows.
            if background != nil {
                _ = run.waitForScreen(timeout: 3) { screen in
                    screen.lines.indices.contains { screen.lines[$0].contains(">  alpha") && screen.cell(row: $0, column: 5).bg == expected }
                }
            }
            let band = try #require(run.row(containing: ">  alpha"), "\(run.screenText)")
            return run.screen.cell(row: band, column: 5).bg
        }
        #expect(try bandBackground(["--theme", "light"], awaiting: 253) == 253)
        #expect(try bandBackground(["--theme", "dark"], awaiting: 238) == 238)
        #expect(try bandBackground([], background: "rgb:ffff/ffff/ffff", awaiting: 253) == 253)
        #expect(try bandBackground([], background: "rgb:fdfd/f6f6/e3e3", awaiting: 253) == 253)
        #expect(try bandBackground([], background: "rgb:0000/0000/0000", awaiting: 238) == 238)
        // No answer: COLORFGBG, else dark.
        #expect(try bandBackground([], environment: ["COLORFGBG": "0;15"], awaiting: 253) == 253)
        #expect(try bandBackground([], awaiting: 238) == 238)
        // An explicit theme wins over the terminal's answer.
        #expect(try bandBackground(["--theme", "dark"], background: "rgb:ffff/ffff/ffff", awaiting: 238) == 238)
    }

    @Test("The Linux console is not asked about its background (it would print the question)")
    func linuxConsole() throws {
        let run = try picker([], input: ["alpha"], environment: ["TERM": "linux"], background: "rgb:ffff/ffff/ffff")
        #expect(run.waitForCount("1/1"))
        let band = try #require(run.row(containing: ">  alpha"))
        #expect(run.screen.cell(row: band, column: 5).bg == 238)
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }
}
