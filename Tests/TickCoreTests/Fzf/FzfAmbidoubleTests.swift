import Testing
@testable import TickCore

// --ambidouble on both screens, drawn without a terminal. The fzf screen's expected lines are
// the real fzf 0.74.5's, read on a screen that draws East Asian Ambiguous characters two
// columns wide (TickTestSupport's VirtualScreen.ambiguousWide, as FzfScreenParityTests runs it):
//   printf 'alpha\nβeta ①②\n§ section ±\n§x…(20 times)\n' |
//     fzf --ambidouble --border --gutter ' ' --height 9          (41 columns)
// Checked by hand: `│` and the corners take two columns, so the top line is ╭, 18 `─` and a
// blank (37 columns inside), ╮; a side is `│ ` (three columns); the pointer `▌` and the marker
// column take two each, so the text starts in column 7; the long item keeps 9 `§x` (27 columns)
// and fzf's `··` (4) in the 31 columns the row's text has.

@Suite("--ambidouble: widths on the screens")
struct FzfAmbidoubleTests {
    static let items = ["alpha", "βeta ①②", "§ section ±", String(repeating: "§x", count: 20)]

    @Test("fzf's screen: borders, marks and a cut row as fzf 0.74.5 draws them with --ambidouble")
    func fzfScreen() throws {
        let state = try picker(["--screen", "fzf", "--ambidouble", "--border", "--gutter", " ", "--height", "9"],
                               items: 4, columns: 41, rows: 12, as: .fzf)
        var source = FixedRows(Self.items)
        let screen = lines(FzfView().frame(state, rows: &source))
        #expect(screen == [
            "╭────────────────── ╮",
            "│                                     │",
            "│     §x§x§x§x§x§x§x§x§x·· │",
            "│     § section ±                   │",
            "│     βeta ①②                      │",
            "│ ▌  alpha                           │",
            "│   4/4 ──────────────  │",
            "│ >                                   │",
            "╰────────────────── ╯",
        ])
    }

    @Test("tick's screen: a row of ambiguous characters is cut to the terminal's width, two columns each")
    func tickScreen() throws {
        let state = try picker(["--ambidouble"], items: 1, columns: 20)
        let frame = draw(state, rows: FixedRows(["①②③④⑤⑥⑦⑧⑨⑩"]), colors: false)
        for line in frame.lines {
            #expect(line.reduce(0) { $0 + Int($1.width) } <= 20)
        }
        let row = try #require(frame.lines.first { $0.contains { $0.text == "①" } })
        // The text starts after the pointer, marker and blank columns; what is left holds whole
        // circled numbers (two columns each) and the `…`, itself two columns, at the row's end
        // (a blank before it where an odd column is left).
        let start = try #require(row.firstIndex { $0.text == "①" })
        let room = 20 - start
        let kept = (room - 2) / 2
        let text = row[start...].filter { $0.width > 0 }.map(\.text).joined()
        #expect(text.filter { $0 != " " } == String("①②③④⑤⑥⑦⑧⑨⑩".prefix(kept)) + "…")
        #expect(row.reduce(0) { $0 + Int($1.width) } == 20)
        #expect(row.last { $0.width > 0 }.map { ($0.text, $0.width) } ?? ("", 0) == ("…", 2))
    }
}
