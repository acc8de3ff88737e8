import Testing
@testable import TickCore

// fzf's screen's marks and the prompt line's stand-ins: --ghost, empty and two-column pointers and
// markers, jump labels without a pointer. Every expected frame is the real fzf 0.74.5's (tmux,
// 80 columns, `capture-pane -p`, trailing blanks dropped) with the command written above it and
// fzf's suite's FZF_DEFAULT_OPTS (FzfViewTests).

@Suite("fzf's screen: ghost, pointer and marker widths, jump labels")
struct FzfMarksTests {
    // seq 100 | fzf --height 6 --prompt 'X ' --ghost 'Type in query ...', then 100, then Ctrl-U
    @Test("--ghost stands in for an empty query, dim, and goes while there is one")
    func ghost() throws {
        var s = try fzfPicker(["--height", "6", "--prompt", "X ", "--ghost", "Type in query ..."], items: 100)
        #expect(screen(s, rows: seq(100)).suffix(2) == ["  100/100 " + rule(from: 10), "X Type in query ..."])
        var source = seq(100)
        let frame = FzfView().frame(s, rows: &source)
        #expect(frame.cursorColumn == 2)
        #expect(frame.lines[5][2].style == FzfTheme(s.appearance.theme).ghost)
        _ = s.feed(typing("10"))
        #expect(screen(s, rows: seq(100)).last == "X 10")
    }

    // seq 100 | fzf --height 6 --info 'inline: Y' --no-separator --prompt 'X ' --ghost 'Type in query ...'
    // seq 100 | fzf --height 6 --info inline-right --ghost Type
    @Test("Inline counts follow the ghost without the blank they leave after a query")
    func ghostInline() throws {
        let inline = try fzfPicker(["--height", "6", "--info", "inline: Y", "--no-separator", "--prompt", "X ",
                                    "--ghost", "Type in query ..."], items: 100)
        #expect(screen(inline, rows: seq(100)).last == "X Type in query ... Y100/100")
        let right = try fzfPicker(["--height", "6", "--info", "inline-right", "--ghost", "Type"], items: 100)
        #expect(screen(right, rows: seq(100)).last == "> Type" + String(repeating: " ", count: 66) + "100/100")
    }

    // seq 100 | fzf --height 6 --raw --no-scrollbar [--gutter-raw x | --no-unicode] (no suite marks)
    @Test("In raw mode the other rows take the raw gutter (--gutter-raw: ▖, : with --no-unicode); out of it the gutter")
    func rawGutter() throws {
        let info = "  100/100 " + rule(from: 10)
        let plain = try fzfPicker(["--height", "6", "--raw", "--no-scrollbar"], items: 100, suite: false)
        #expect(screen(plain, rows: seq(100)) == ["▖ 4", "▖ 3", "▖ 2", "▌ 1", info, ">"])
        let given = try fzfPicker(["--height", "6", "--raw", "--no-scrollbar", "--gutter-raw", "x"], items: 100, suite: false)
        #expect(screen(given, rows: seq(100)) == ["x 4", "x 3", "x 2", "▌ 1", info, ">"])
        let ascii = try fzfPicker(["--height", "6", "--raw", "--no-scrollbar", "--no-unicode"], items: 100, suite: false)
        #expect(screen(ascii, rows: seq(100)) == [": 4", ": 3", ": 2", "> 1", "  100/100 " + rule(from: 10, "-"), ">"])
        var toggled = try fzfPicker(["--height", "6", "--raw", "--no-scrollbar", "--bind", "ctrl-x:toggle-raw"], items: 100, suite: false)
        toggled.press("ctrl-x")
        #expect(screen(toggled, rows: seq(100)) == ["▌ 4", "▌ 3", "▌ 2", "▌ 1", info, ">"])
    }

    // seq 10 | fzf --raw --height 8 -q 1, then Up (capture-pane -e): the rows that do not match
    // are `ESC[2m` (dim) text after an undimmed gutter, the band's `ESC[1;2m` (fg+'s bold and
    // dim) after its undimmed pointer; the match, 1, is drawn as usual.
    @Test("In raw mode the text of a row that does not match is dim (fzf's nomatch), its pointer and gutter not")
    func rawNoMatchDim() throws {
        var s = try fzfPicker(["--height", "8", "--raw", "--no-scrollbar"], items: 10, suite: false)
        s.feed(typing("1"))
        s.setResults(RankedList(indices: [0, 9]), for: s.request("1", itemCount: 10))
        // The cells of the row showing `text` (gutter or pointer, blank, text), found by its text.
        func row(_ text: String, _ frame: Frame) -> [Cell] {
            let found = frame.lines.first { line in
                let shown = line.map(\.text).joined()
                return String(shown.dropFirst(2).reversed().drop { $0 == " " }.reversed()) == text
            }
            return found ?? [Cell](repeating: Cell("?"), count: 3)
        }
        var source = seq(10)
        var frame = FzfView().frame(s, rows: &source)
        #expect(row("2", frame)[2].text == "2" && row("2", frame)[2].style.dim && !row("2", frame)[0].style.dim)
        #expect(row("1", frame)[2].text == "1" && !row("1", frame)[2].style.dim)
        s.press("up")
        source = seq(10)
        frame = FzfView().frame(s, rows: &source)
        #expect(s.bandItem == 1)
        #expect(row("2", frame)[2].style.dim && row("2", frame)[2].style.bold && !row("2", frame)[0].style.dim)
        // A --color nomatch entry takes the dim's place (fzf 0.74.5 with nomatch:red: `ESC[31m3`).
        var red = try fzfPicker(["--height", "8", "--raw", "--no-scrollbar", "--color", "nomatch:red"], items: 10, suite: false)
        red.feed(typing("1"))
        red.setResults(RankedList(indices: [0, 9]), for: red.request("1", itemCount: 10))
        red.appearance = Appearance(theme: Theme(colors: true, custom: red.config.options.colorSpec))
        source = seq(10)
        frame = FzfView().frame(red, rows: &source)
        #expect(row("3", frame)[2].text == "3" && row("3", frame)[2].style.foreground == .palette(1)
                && !row("3", frame)[2].style.dim, "\(row("3", frame)[2].style)")
    }

    // seq 100 | fzf --height 6 --pointer= [--marker=] --jump-labels 12345 --bind ctrl-j:jump, then Ctrl-J
    @Test("Without a pointer, jump labels take a column of their own before the marker's")
    func jumpWithoutPointer() throws {
        let info = "  100/100 " + rule(from: 10)
        var marker = try fzfPicker(["--height", "6", "--pointer=", "--jump-labels", "12345", "--bind", "ctrl-j:jump"], items: 100)
        #expect(screen(marker, rows: seq(100)) == [" 4", " 3", " 2", " 1", info, ">"])
        marker.press("ctrl-j")
        #expect(screen(marker, rows: seq(100)) == ["4 4", "3 3", "2 2", "1 1", info, ">"])
        var none = try fzfPicker(["--height", "6", "--pointer=", "--marker=", "--jump-labels", "12345",
                                  "--bind", "ctrl-j:jump"], items: 100)
        #expect(screen(none, rows: seq(100)) == ["4", "3", "2", "1", info, ">"])
        none.press("ctrl-j")
        #expect(screen(none, rows: seq(100)) == ["44", "33", "22", "11", info, ">"])
    }

    // fzf --marker abc; fzf --pointer '世界': "marker display width should be up to 2", exit 2
    @Test("Under the name fzf a pointer or marker may be empty, and at most two columns wide")
    func markWidths() throws {
        #expect(try picker(["--marker", ""], as: .fzf).config.shownMarker == "")
        #expect(try picker(["--pointer", "->", "--marker", "**"], as: .fzf).config.shownMarker == "**")
        for (option, value) in [("--marker", "abc"), ("--pointer", "世界"), ("--pointer", "abc")] {
            #expect(throws: UsageError.self, "\(option) \(value)") { try picker([option, value], as: .fzf) }
        }
        // tick's own name keeps its rule: a marker is never empty, and may be wide.
        #expect(throws: UsageError.self) { try picker(["--marker", ""]) }
        #expect(try picker(["--marker", "abc"]).config.shownMarker == "abc")
    }
}
