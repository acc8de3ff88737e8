import Testing
@testable import TickCore

// fzf's borders and labels on fzf's screen, drawn without a terminal. Every expected frame is the
// real fzf 0.74.5's, taken with tmux (`capture-pane -p`, trailing blanks dropped) on a pane of the
// width the test gives, with the command written above it and fzf's test suite's
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'".

/// fzf's test suite's FZF_DEFAULT_OPTS.
private let suiteOptions = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">"]

/// `arguments`' picker on fzf's screen, `seq count` read, `columns` wide, as text lines.
private func fzfScreen(_ arguments: [String], items count: Int, columns: Int = 80, rows: Int = 24) throws -> [String] {
    let state = try picker(suiteOptions + ["--screen", "fzf"] + arguments, items: count, columns: columns, rows: rows, as: .fzf)
    var source = FixedRows((1...count).map(String.init))
    return lines(FzfView().frame(state, rows: &source))
}

@Suite("fzf's screen: borders and labels")
struct FzfBorderTests {
    // seq 9 | fzf --height 6 --border SHAPE --border-label ab   (24 columns)
    static let shapes: [(String, [String])] = [
        ("rounded", ["╭──────────ab──────────╮", "│   2                  │", "│ > 1                  │", "│   9/9 ────────────── │", "│ >                    │", "╰──────────────────────╯"]),
        ("sharp", ["┌──────────ab──────────┐", "│   2                  │", "│ > 1                  │", "│   9/9 ────────────── │", "│ >                    │", "└──────────────────────┘"]),
        ("bold", ["┏━━━━━━━━━━ab━━━━━━━━━━┓", "┃   2                  ┃", "┃ > 1                  ┃", "┃   9/9 ────────────── ┃", "┃ >                    ┃", "┗━━━━━━━━━━━━━━━━━━━━━━┛"]),
        ("double", ["╔══════════ab══════════╗", "║   2                  ║", "║ > 1                  ║", "║   9/9 ────────────── ║", "║ >                    ║", "╚══════════════════════╝"]),
        ("dashed", ["╭╶╶╶╶╶╶╶╶╶╶ab╶╶╶╶╶╶╶╶╶╶╮", "┆   2                  ┆", "┆ > 1                  ┆", "┆   9/9 ────────────── ┆", "┆ >                    ┆", "╰╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╶╯"]),
        ("block", ["▛▀▀▀▀▀▀▀▀▀▀ab▀▀▀▀▀▀▀▀▀▀▜", "▌   2                  ▐", "▌ > 1                  ▐", "▌   9/9 ────────────── ▐", "▌ >                    ▐", "▙▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▟"]),
        ("thinblock", ["🭽▔▔▔▔▔▔▔▔▔▔ab▔▔▔▔▔▔▔▔▔▔🭾", "▏   2                  ▕", "▏ > 1                  ▕", "▏   9/9 ────────────── ▕", "▏ >                    ▕", "🭼▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁🭿"]),
        ("horizontal", ["───────────ab───────────", "  2", "> 1", "  9/9 ─────────────────", ">", "────────────────────────"]),
        ("vertical", ["│   4                  │", "│   3                  │", "│   2                  │", "│ > 1                  │", "│   9/9 ────────────── │", "│ >                    │"]),
        ("top", ["───────────ab───────────", "  3", "  2", "> 1", "  9/9 ─────────────────", ">"]),
        ("bottom", ["  3", "  2", "> 1", "  9/9 ─────────────────", ">", "───────────ab───────────"]),
        ("left", ["│   4", "│   3", "│   2", "│ > 1", "│   9/9 ───────────────", "│ >"]),
        ("right", ["  4                    │", "  3                    │", "  2                    │", "> 1                    │", "  9/9 ──────────────── │", ">                      │"]),
        ("line", ["───────────ab───────────", "  3", "  2", "> 1", "  9/9 ─────────────────", ">"]),
        ("none", ["  4", "  3", "  2", "> 1", "  9/9 ─────────────────", ">"]),
    ]

    @Test("Each --border shape is drawn with fzf's characters, the label centred on its horizontal line")
    func shapes() throws {
        for (shape, expected) in Self.shapes {
            let screen = try fzfScreen(["--height", "6", "--border", shape, "--border-label", "ab"], items: 9, columns: 24)
            #expect(screen == expected, "--border \(shape)")
        }
    }

    // seq 9 | fzf --height 6 --border --border-label abc --border-label-pos -2   (24 columns)
    // seq 9 | fzf --height 6 --border bottom --border-label abc --border-label-pos 30
    // seq 9 | fzf --height 6 --border --no-unicode --border-label abc --border-label-pos -2:bottom
    // seq 9 | fzf --height 6 --border --border-label ab --border-label-pos 3
    @Test("--border-label-pos: N from the Nth column, -N ending N columns from the right, :bottom")
    func labelPositions() throws {
        let right = try fzfScreen(["--height", "6", "--border", "--border-label", "abc", "--border-label-pos", "-2"], items: 9, columns: 24)
        #expect(right.first == "╭───────────────────abc╮")
        let far = try fzfScreen(["--height", "6", "--border", "bottom", "--border-label", "abc", "--border-label-pos", "30"], items: 9, columns: 24)
        #expect(far.last == "─────────────────────abc")
        let ascii = try fzfScreen(["--height", "6", "--border", "--no-unicode", "--border-label", "abc", "--border-label-pos", "-2:bottom"],
                                  items: 9, columns: 24)
        #expect(ascii == ["+----------------------+", "|   2                  |", "| > 1                  |", "|   9/9 -------------- |",
                          "| >                    |", "+-------------------abc+"])
        let left = try fzfScreen(["--height", "6", "--border", "--border-label", "ab", "--border-label-pos", "3"], items: 9, columns: 24)
        #expect(left.first == "╭─ab───────────────────╮")
    }

    // seq 9 | fzf --border line --border-label abc   (full screen, 24 columns, 6 lines)
    @Test("--border line is a top line inline and nothing full screen")
    func lineBorder() throws {
        let full = try fzfScreen(["--border", "line", "--border-label", "abc"], items: 9, columns: 24, rows: 6)
        #expect(full == ["  4", "  3", "  2", "> 1", "  9/9 ─────────────────", ">"])
    }

    @Test("Bad --border styles and label positions are refused with the option's name")
    func badValues() {
        #expect(throws: UsageError.self) { try OptionParser.parse(["--border", "up"], sources: [], from: CommandName.fzf.defaultOptions) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--border-label-pos", "x"], sources: [], from: CommandName.fzf.defaultOptions) }
        #expect(throws: Never.self) { try OptionParser.parse(["--border-label-pos", "center:bottom", "--border", "thinblock"], sources: [], from: CommandName.fzf.defaultOptions) }
    }

    // seq 9 | fzf --height 8 --list-border --list-label ab --list-label-pos 2:bottom   (30 columns)
    // seq 9 | fzf --height 8 --border --list-border sharp --margin 0,1 --list-label ab
    // seq 9 | fzf --height 8 --border left --list-border horizontal
    @Test("--list-border boxes the list window (rows, info line, prompt) with --list-label, inside --border")
    func listBorder() throws {
        let alone = try fzfScreen(["--height", "8", "--list-border", "--list-label", "ab", "--list-label-pos", "2:bottom"], items: 9, columns: 30)
        #expect(alone == ["╭────────────────────────────╮", "│   4                        │", "│   3                        │",
                          "│   2                        │", "│ > 1                        │", "│   9/9 ──────────────────── │",
                          "│ >                          │", "╰ab──────────────────────────╯"])
        let nested = try fzfScreen(["--height", "8", "--border", "--list-border", "sharp", "--margin", "0,1", "--list-label", "ab"],
                                   items: 9, columns: 30)
        #expect(nested == [" ╭──────────────────────────╮", " │ ┌──────────ab──────────┐ │", " │ │   2                  │ │",
                           " │ │ > 1                  │ │", " │ │   9/9 ────────────── │ │", " │ │ >                    │ │",
                           " │ └──────────────────────┘ │", " ╰──────────────────────────╯"])
        let sides = try fzfScreen(["--height", "8", "--border", "left", "--list-border", "horizontal"], items: 9, columns: 30)
        #expect(sides == ["│ ────────────────────────────", "│   4", "│   3", "│   2", "│ > 1", "│   9/9 ─────────────────────",
                          "│ >", "│ ────────────────────────────"])
        #expect(throws: UsageError.self) { try OptionParser.parse(["--list-border", "line"], sources: [], from: CommandName.fzf.defaultOptions) }
    }
}
