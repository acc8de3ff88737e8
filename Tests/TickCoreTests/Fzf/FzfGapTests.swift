import Testing
@testable import TickCore

// `--gap` and `--gap-line` on fzf's screen. Every expected frame is the real fzf 0.74.5's, taken
// with tmux on a 40-column pane (`capture-pane -p`, trailing blanks dropped) after the keys
// named, with FZF_DEFAULT_OPTS empty and the command written above each case.

/// fzf's screen of `seq 100` with `arguments` on a 40-column terminal, after `keys`.
private func screen(_ arguments: [String], keys: [String], rows: Int) throws -> [String] {
    var s = try picker(["--screen", "fzf", "--pointer", ">"] + arguments, items: 100, columns: 40, rows: rows, as: .fzf)
    for key in keys { s.press(key) }
    var source = FixedRows((1...100).map(String.init))
    return lines(FzfView().frame(s, rows: &source))
}

@Suite("fzf's screen: --gap and --gap-line")
struct FzfGapTests {
    // seq 100 | fzf --gap --height 12 --pointer '>', then Up Up
    @Test("--gap: a line after each item, the gap line across it; the rows the band moves over are the items that fit")
    func gap() throws {
        let rule = "▌ " + String(repeating: "┈", count: 37)
        #expect(try screen(["--gap", "--height", "12"], keys: ["up", "up"], rows: 12) == [
            rule, "▌ 5", rule, "▌ 4", rule, "> 3", rule, "▌ 2", rule, "▌ 1" + String(repeating: " ", count: 36) + "│",
            "  100/100 " + String(repeating: "─", count: 29), ">",
        ])
    }

    // seq 100 | fzf --gap=2 --gap-line xyz --height 13 --reverse --pointer '>', then Down ×7
    @Test("--gap=2 --gap-line STR: blank lines, then STR repeated on the gap's last line; the list scrolls by items")
    func gapTwo() throws {
        let rule = "▌ " + String(String(repeating: "xyz", count: 13).prefix(37))
        #expect(try screen(["--gap=2", "--gap-line", "xyz", "--height", "13", "--reverse"], keys: Array(repeating: "down", count: 7), rows: 13) == [
            ">", "  100/100 " + String(repeating: "─", count: 29), "▌ 7" + String(repeating: " ", count: 36) + "│",
            "▌", rule, "> 8", "▌", rule, "▌ 9", "▌", rule, "▌ 10", "▌",
        ])
    }
}
