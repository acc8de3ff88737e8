import Testing
@testable import TickCore

// fzf's screen, drawn without a terminal. Every expected frame is the real fzf 0.74.5's, taken
// with tmux on an 80-column pane (`capture-pane -p`, trailing blanks dropped) with the command
// written above it and FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'"
// (fzf's own test suite's) unless the test says otherwise.

/// fzf's test suite's FZF_DEFAULT_OPTS.
private let suiteOptions = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">"]

/// The items `seq count` prints.
func seq(_ count: Int) -> FixedRows { FixedRows((1...count).map(String.init)) }

/// A picker on fzf's screen under the name fzf, `count` items read, with fzf's suite's marks.
func fzfPicker(_ arguments: [String], items count: Int, suite: Bool = true) throws -> PickerState {
    try picker((suite ? suiteOptions : []) + ["--screen", "fzf"] + arguments, items: count, as: .fzf)
}

/// `state`'s frame on fzf's screen as text lines.
func screen(_ state: PickerState, rows: FixedRows) -> [String] {
    var source = rows
    return lines(FzfView().frame(state, rows: &source))
}

/// fzf's separator from `column` to the 79th column of an 80-column line.
func rule(from column: Int, _ mark: String = "─") -> String {
    String(repeating: mark, count: 79 - column)
}

@Suite("fzf's screen: layouts, info line, rows")
struct FzfViewTests {
    @Test("fzf's screen is the default under the name fzf, tick's under the name tick; --screen chooses either")
    func choice() throws {
        #expect(try picker([]).config.view is TickView)
        #expect(try picker([], as: .fzf).config.view is FzfView)
        #expect(try picker(["--screen", "fzf"]).config.view is FzfView)
        #expect(try picker(["--screen", "tick"], as: .fzf).config.view is TickView)
        #expect(try picker(["--screen", "fzf", "--screen", "tick"], as: .fzf).config.view is TickView)
        // tick's screen under the name fzf keeps the 40% it has always had there.
        #expect(try picker(["--screen", "tick"], as: .fzf).config.heightPercent == 40)
    }

    // seq 5 | fzf --height 10 --layout L --header foo --footer f1
    @Test("The three layouts put the footer, the rows, the header, the info line and the prompt in fzf's order")
    func layouts() throws {
        let footer = String(repeating: "─", count: 80)
        let info = "  5/5 " + rule(from: 6)
        let byLayout: [(String, [String])] = [
            ("default", ["  f1", footer, "  5", "  4", "  3", "  2", "> 1", "  foo", info, ">"]),
            ("reverse", [">", info, "  foo", "> 1", "  2", "  3", "  4", "  5", footer, "  f1"]),
            ("reverse-list", ["  f1", footer, "> 1", "  2", "  3", "  4", "  5", "  foo", info, ">"]),
        ]
        for (layout, expected) in byLayout {
            let s = try fzfPicker(["--height", "10", "--layout", layout, "--header", "foo", "--footer", "f1"], items: 5)
            #expect(screen(s, rows: seq(5)) == expected, "--layout \(layout)")
        }
    }

    // seq 5 | fzf --height 10 --header-first --header foo --reverse
    // seq 5 | fzf --height 14 --header-first --header foo (the last 3 lines)
    @Test("--header-first puts the header on the prompt's far side")
    func headerFirst() throws {
        let info = "  5/5 " + rule(from: 6)
        let reverse = try fzfPicker(["--height", "10", "--header-first", "--header", "foo", "--reverse"], items: 5)
        #expect(screen(reverse, rows: seq(5)) == ["  foo", ">", info, "> 1", "  2", "  3", "  4", "  5", "", ""])
        let standard = try fzfPicker(["--height", "14", "--header-first", "--header", "foo"], items: 5)
        #expect(screen(standard, rows: seq(5)).suffix(3) == [info, ">", "  foo"])
    }

    // seq 100 | fzf --height 5 -m --info STYLE
    @Test("Each --info style places the counts and the separator as fzf does")
    func infoStyles() throws {
        let byStyle: [(String, [String])] = [
            ("default", ["  3", "  2", "> 1", "  100/100 (0) " + rule(from: 14), ">"]),
            ("right", ["  3", "  2", "> 1", rule(from: 12) + " 100/100 (0)", ">"]),
            ("hidden", ["  3", "  2", "> 1", rule(from: 0), ">"]),
            ("inline", ["  4", "  3", "  2", "> 1", ">   < 100/100 (0) " + rule(from: 18)]),
            ("inline:XX", ["  4", "  3", "  2", "> 1", ">  XX100/100 (0) " + rule(from: 17)]),
            ("inline-right", ["  3", "  2", "> 1", rule(from: 0), ">" + String(repeating: " ", count: 67) + "100/100 (0)"]),
        ]
        for (style, expected) in byStyle {
            let s = try fzfPicker(["--height", "5", "-m", "--info", style], items: 100)
            #expect(screen(s, rows: seq(100)) == expected, "--info \(style)")
        }
    }

    // seq 100 | fzf --height 5 --separator '=+' --no-unicode
    // seq 100 | fzf --height 5 --no-separator --info hidden
    @Test("--separator is repeated and cut; --no-separator with --info hidden leaves no info line")
    func separator() throws {
        let s = try fzfPicker(["--height", "5", "--separator", "=+", "--no-unicode"], items: 100)
        #expect(screen(s, rows: seq(100))[3] == "  100/100 " + String(String(repeating: "=+", count: 40).prefix(69)))
        let none = try fzfPicker(["--height", "5", "--no-separator", "--info", "hidden"], items: 100)
        #expect(screen(none, rows: seq(100)) == ["  4", "  3", "  2", "> 1", ">"])
    }

    // seq 100 | fzf --height 10 -m, then Tab Up Up Tab Up (FZF_DEFAULT_OPTS unset, and the suite's)
    @Test("Rows: gutter, pointer and marker columns with fzf's defaults and with the suite's marks")
    func rows() throws {
        for suite in [false, true] {
            var s = try fzfPicker(["--height", "10", "-m"], items: 100, suite: suite)
            s.press("tab", "up", "up", "tab", "up")
            let bar = suite ? "" : String(repeating: " ", count: 76) + "│"
            let expected = suite
                ? ["  8", "  7", "  6", "  5", "  4", ">>3", "  2", " >1", "  100/100 (2) " + rule(from: 14), ">"]
                : ["▌ 8", "▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌┃3", "▌ 2", "▌┃1" + bar, "  100/100 (2) " + rule(from: 14), ">"]
            #expect(screen(s, rows: seq(100)) == expected)
        }
    }

    // seq 100 | fzf --height 10 --no-unicode (FZF_DEFAULT_OPTS unset)
    @Test("--no-unicode: a blank gutter, > for the pointer, | for the scroll bar")
    func ascii() throws {
        let s = try fzfPicker(["--height", "5", "--no-unicode"], items: 100, suite: false)
        #expect(screen(s, rows: seq(100)) == ["  3", "  2", "> 1" + String(repeating: " ", count: 76) + "|",
                                               "  100/100 " + rule(from: 10, "-"), ">"])
    }

    // seq 100 | fzf --height 5 --no-input
    // seq 3 | fzf --height ~10 --header foo
    @Test("--no-input leaves the rows alone; --height ~N takes the lines the items need (FzfHeight)")
    func inputAndHeight() throws {
        let hidden = try fzfPicker(["--height", "5", "--no-input"], items: 100)
        #expect(screen(hidden, rows: seq(100)) == ["  5", "  4", "  3", "  2", "> 1"])
        let adaptive = try fzfPicker(["--height", "~10", "--header", "foo"], items: 3)
        #expect(screen(adaptive, rows: seq(3)) == ["  3", "  2", "> 1", "  foo", "  3/3 " + rule(from: 6), ">"])
    }

    // seq 100 | fzf --height 5 --multi=3 --track --bind ctrl-s:toggle-sort
    // seq 100 | fzf --height 5 --bind ctrl-s:toggle-sort,ctrl-t:track-current, then Ctrl-S Ctrl-T
    @Test("The info line's indicators: (K/L) with --multi L, +S/-S with toggle-sort bound, +T with --track, +t after track-current")
    func indicators() throws {
        let tracked = try fzfPicker(["--height", "5", "--multi=3", "--track", "--bind", "ctrl-s:toggle-sort"], items: 100)
        #expect(screen(tracked, rows: seq(100))[3] == "  100/100 (0/3) +S +T " + rule(from: 22))
        var current = try fzfPicker(["--height", "5", "--bind", "ctrl-s:toggle-sort,ctrl-t:track-current"], items: 100)
        current.press("ctrl-s", "ctrl-t")
        #expect(screen(current, rows: seq(100))[3] == "  100/100 -S +t " + rule(from: 16))
    }

    // seq 100 | fzf --height 10 OPTIONS, then the keys (the item rows, top down; the band's
    // row marked >), each from fzf 0.74.5: --scroll-off 3 by default, kept by moves, pages
    // (a page is the rows less one), offset-up/down and offset-middle.
    static let scrollCases: [(options: [String], keys: [String], rows: [Int], band: Int)] = [
        ([], ["up", "up", "up", "up", "up", "up"], Array((3...10).reversed()), 7),
        ([], ["pgup"], Array((4...11).reversed()), 8),
        ([], ["pgup", "up"], Array((5...12).reversed()), 9),
        ([], ["pgup", "pgup", "pgdn"], Array((5...12).reversed()), 8),
        ([], ["pgup", "pgup", "pgdn", "down"], Array((4...11).reversed()), 7),
        (["--scroll-off", "0"], ["up", "up", "up", "up", "up", "up", "up", "up"], Array((2...9).reversed()), 9),
        (["--scroll-off", "9999"], ["up", "up"], Array((1...8).reversed()), 3),
        (["--scroll-off", "9999"], ["pgup", "down"], Array((4...11).reversed()), 7),
        (["--bind", "a:offset-up"], ["a", "a"], Array((1...8).reversed()), 3),
        (["--bind", "a:offset-up"], ["up", "up", "up", "up", "a"], Array((2...9).reversed()), 5),
        (["--bind", "a:offset-down"], ["pgup", "pgup", "a"], Array((10...17).reversed()), 14),
        (["--bind", "a:offset-middle", "--scroll-off", "0"], ["pgup", "pgup", "a"], Array((12...19).reversed()), 15),
        (["--reverse"], ["down", "down", "down", "down", "down", "down"], Array(3...10), 7),
    ]

    @Test("--scroll-off keeps rows between the band and the list's edges, fzf's 3 by default", arguments: 0..<13)
    func scrollOff(_ index: Int) throws {
        let c = Self.scrollCases[index]
        var s = try fzfPicker(["--height", "10"] + c.options, items: 100)
        for key in c.keys { s.press(key) }
        let rows = c.rows.map { ($0 == c.band ? "> " : "  ") + String($0) }
        let info = "  100/100 " + rule(from: 10)
        let expected = c.options.contains("--reverse") ? [">", info] + rows : rows + [info, ">"]
        #expect(screen(s, rows: seq(100)) == expected, "\(c.options) \(c.keys)")
    }

    @Test("tick's screen keeps no rows by default; --scroll-off is kept there too")
    func scrollOffOnTicksScreen() throws {
        var plain = try picker(["--layout", "list"], items: 100)
        for _ in 0..<4 { plain.press("up") }
        #expect(plain.cursor == 4 && plain.scrollTop == 0 && plain.rowCount == 5)
        var kept = try picker(["--layout", "list", "--scroll-off", "2"], items: 100)
        for _ in 0..<4 { kept.press("up") }
        #expect(kept.cursor == 4 && kept.scrollTop == 4 + 2 + 1 - kept.rowCount)
    }

    @Test("The scroll bar is max(1, rows²/total) long and moves with the scroll, as fzf's")
    func scrollbar() {
        #expect(FzfView.scrollbar(total: 100, rows: 8, offset: 0) == 0..<1)
        #expect(FzfView.scrollbar(total: 100, rows: 8, offset: 92) == 7..<8)
        #expect(FzfView.scrollbar(total: 20, rows: 10, offset: 5) == 2..<7)
        #expect(FzfView.scrollbar(total: 8, rows: 8, offset: 0) == nil)
    }

    @Test("Taps land on what is drawn: rows, the header's text, the prompt; nothing on the info line")
    func taps() throws {
        // seq 5 | fzf --height 10 --header foo --footer f1: f1, rule, 5 4 3 2 1, foo, info, prompt
        let s = try fzfPicker(["--height", "10", "--header", "foo", "--footer", "f1"], items: 5)
        let view = FzfView()
        #expect(view.target(line: 0, column: 2, s) == .footer(line: 0, column: 1))
        #expect(view.target(line: 1, column: 2, s) == nil)
        #expect(view.target(line: 6, column: 5, s) == .row(slot: 0))
        #expect(view.target(line: 2, column: 5, s) == .row(slot: 4))
        #expect(view.target(line: 7, column: 3, s) == .header(line: 0, column: 2))
        #expect(view.target(line: 7, column: 1, s) == nil)
        #expect(view.target(line: 8, column: 3, s) == nil)
        #expect(view.target(line: 9, column: 0, s) == .prompt)
        #expect(view.listPlace(line: 0, s) == .beyond(edge: 4, step: 1))
        #expect(view.listPlace(line: 8, s) == .beyond(edge: 0, step: -1))
    }
}
