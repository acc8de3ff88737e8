import Testing
@testable import TickCore

// fzf's --margin and --padding on fzf's screen. Every expected frame is the real fzf 0.74.5's,
// taken with tmux (`capture-pane -p`, trailing blanks dropped) on a pane of the size the test
// gives, with the command written above it and fzf's test suite's
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'".

/// `arguments`' picker on fzf's screen, `seq count` read, as text lines.
private func fzfScreen(_ arguments: [String], items count: Int, columns: Int, rows: Int = 24) throws -> [String] {
    let suite = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">"]
    let state = try picker(suite + ["--screen", "fzf"] + arguments, items: count, columns: columns, rows: rows, as: .fzf)
    var source = FixedRows((1...count).map(String.init))
    return lines(FzfView().frame(state, rows: &source))
}

@Suite("fzf's screen: --margin and --padding")
struct FzfSpacingTests {
    @Test("The grammar: TRBL, TB,RL, T,RL,B, T,R,B,L; N or N% up to 49%")
    func grammar() throws {
        #expect(try FzfSpacing(parsing: "1", option: "margin") == FzfSpacing(top: .cells(1), right: .cells(1), bottom: .cells(1), left: .cells(1)))
        #expect(try FzfSpacing(parsing: "1,2%", option: "margin") == FzfSpacing(top: .cells(1), right: .percent(2), bottom: .cells(1), left: .percent(2)))
        #expect(try FzfSpacing(parsing: "1,2,3", option: "margin") == FzfSpacing(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2)))
        #expect(try FzfSpacing(parsing: "1,2,3,4.5%", option: "padding") == FzfSpacing(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .percent(4.5)))
        for bad in ["", "1,2,3,4,5", "-1", "50%", "1.5", "x", "1,,2"] {
            #expect(throws: UsageError.self, "\(bad)") { try FzfSpacing(parsing: bad, option: "margin") }
        }
    }

    // seq 9 | fzf --height 10 --border --margin 1,2 --padding 1,3 --border-label ab   (30 columns)
    @Test("The margin is outside the border, the padding inside it")
    func marginAndPadding() throws {
        let screen = try fzfScreen(["--height", "10", "--border", "--margin", "1,2", "--padding", "1,3", "--border-label", "ab"],
                                   items: 9, columns: 30)
        #expect(screen == ["", "  ╭───────────ab───────────╮", "  │                        │", "  │      2                 │",
                           "  │    > 1                 │", "  │      9/9 ──────────    │", "  │    >                   │",
                           "  │                        │", "  ╰────────────────────────╯", ""])
    }

    // seq 9 | fzf --height 8 --border --margin 1 --padding 1   (30 columns)
    // seq 9 | fzf --height 8 --margin 2,3,1
    @Test("Too little room: the margins and padding shrink in proportion, never the border's own line")
    func squeeze() throws {
        let squeezed = try fzfScreen(["--height", "8", "--border", "--margin", "1", "--padding", "1"], items: 9, columns: 30)
        #expect(squeezed == [" ╭──────────────────────────╮", " │    4                     │", " │    3                     │",
                             " │    2                     │", " │  > 1                     │", " │    9/9 ────────────────  │",
                             " │  >                       │", " ╰──────────────────────────╯"])
        let plain = try fzfScreen(["--height", "8", "--margin", "2,3,1"], items: 9, columns: 30)
        #expect(plain == ["", "", "     3", "     2", "   > 1", "     9/9 ─────────────────", "   >", ""])
    }

    // seq 99 | fzf --margin 10%,5% --border sharp --padding 0,10%,0,5%   (full screen, 40 × 20)
    @Test("Percentages are of the picker's height (top, bottom) and width (left, right)")
    func percent() throws {
        let screen = try fzfScreen(["--margin", "10%,5%", "--border", "sharp", "--padding", "0,10%,0,5%"], items: 99, columns: 40, rows: 20)
        let top: [String] = ["", "", "  ┌──────────────────────────────────┐"]
        var rows: [String] = []
        for n in (1...12).reversed() {
            let number = String(n)
            let mark = n == 1 ? "  │   > " : "  │     "
            rows.append(mark + number + String(repeating: " ", count: 29 - number.count) + "│")
        }
        let bottom: [String] = ["  │     99/99 ──────────────────     │", "  │   >                              │",
                                "  └──────────────────────────────────┘", "", ""]
        #expect(screen == top + rows + bottom)
    }

    // seq 3 | fzf --height ~10 --border --margin 1,0 --padding 2,0,0   (16 lines: 10 drawn, items 2 and 1)
    // seq 30 | fzf --height 40% --margin 2 --padding 1,0,3%   (24 lines: 17 drawn)
    // seq 3 | fzf --height ~10 --margin 10%,0   (refused)
    @Test("--height counts the margins and padding given in lines; ~N refuses top or bottom percentages")
    func height() throws {
        let adaptive = try picker(["--screen", "fzf", "--height", "~10", "--border", "--margin", "1,0", "--padding", "2,0,0"],
                                  items: 3, columns: 30, rows: 16, as: .fzf)
        #expect(FzfView().height(adaptive) == 10)
        var source = FixedRows(["1", "2", "3"])
        #expect(lines(FzfView().frame(adaptive, rows: &source)).filter { $0.hasPrefix("│ ") && $0.contains(where: \.isNumber) }.count == 3)
        let percent = try picker(["--screen", "fzf", "--height", "40%", "--margin", "2", "--padding", "1,0,3%"], items: 30, columns: 30, rows: 24, as: .fzf)
        #expect(FzfView().height(percent) == 17)
        #expect(throws: UsageError.self) {
            try OptionParser.parse(["--screen", "fzf", "--height", "~10", "--margin", "10%,0"], sources: [], from: CommandName.fzf.defaultOptions)
        }
    }
}
