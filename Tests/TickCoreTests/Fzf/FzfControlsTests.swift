import Testing
@testable import TickCore

// fzf's screen never draws a control character as a symbol: fzf drops them from items, the
// header, the prompt, the ghost, the separator and --info-command's output, but for a line
// feed or carriage return in an item, a dim ␊ or ␍. Expected frames are the real fzf 0.74.5's
// (tmux, 80 columns, fzf's suite's FZF_DEFAULT_OPTS).

@Suite("fzf's screen: control characters, --highlight-line")
struct FzfControlsTests {
    /// A picker on fzf's screen over `items`.
    private func over(_ items: [String], _ arguments: [String]) throws -> (PickerState, FixedRows) {
        var s = try fzfPicker(arguments, items: items.count)
        s.store = itemStore(lines: items)
        return (s, FixedRows(items))
    }

    // printf 'a\x01b\tc\x7fd\x1be\nx\x00y\rz\n' | fzf --height 5 --header $'h\x02i' --prompt $'p\x03> '
    @Test("Controls are dropped from items, the header and the prompt; an item's \\r is a dim ␍")
    func dropped() throws {
        let items = ["a\u{01}b\tc\u{7F}d\u{1B}e", "x\u{00}y\rz"]
        let (s, rows) = try over(items, ["--height", "5", "--header", "h\u{02}i", "--prompt", "p\u{03}> "])
        #expect(screen(s, rows: rows) == ["  xy␍z", "> ab      cde", "  hi", "  2/2 " + rule(from: 6), "p>"])
        var source = rows
        let frame = FzfView().frame(s, rows: &source)
        let cr = try #require(frame.lines[0].first { $0.text == "␍" })
        #expect(cr.style.dim)
    }

    @Test("The ghost, the separator and --info-command's output drop theirs too")
    func droppedElsewhere() throws {
        var (s, rows) = try over(["one"], ["--height", "4", "--ghost", "g\u{07}h", "--separator", "=\u{1B}",
                                           "--info-command", "true"])
        let id: Int? = s.reduce(.started).compactMap { if case .runInBackground(let id, _) = $0 { id } else { nil } }.first
        _ = s.reduce(.backgroundEnded(id: try #require(id), output: Array("i\u{08}n\u{1B}[1mfo\n".utf8)))
        let lines = screen(s, rows: rows)
        #expect(lines.suffix(2) == ["  info " + String(repeating: "=", count: 72), "> gh"])
    }

    // seq 3 | fzf --height 5 --highlight-line -m, then Tab (capture-pane -e: the current row's
    // 48;5;236 runs to the last column)
    @Test("--highlight-line draws the current row's background across the row; without it, only under the text")
    func highlightLine() throws {
        for highlight in [false, true] {
            var s = try fzfPicker(["--height", "5"] + (highlight ? ["--highlight-line"] : []), items: 3)
            var source = seq(3)
            let frame = FzfView().frame(s, rows: &source)
            let current = frame.lines[2]
            #expect(current.count == (highlight ? 80 : 3), "\(current.count)")
            #expect(current.last?.style.background == 236)
            s.press("down")
        }
        #expect(try picker(["--highlight-line", "--no-highlight-line"], as: .fzf).config.options.highlightLine == false)
    }
}
