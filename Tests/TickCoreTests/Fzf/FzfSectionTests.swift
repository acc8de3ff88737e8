import Testing
@testable import TickCore

// fzf's sections (the list, input, header, header lines and footer, each in a border of its own)
// on fzf's screen, drawn without a terminal. Every expected frame is the real fzf 0.74.5's, taken
// with tmux (`capture-pane -p`, trailing blanks and blank lines dropped) on a 24-column pane, 24
// lines high, with the command written above it and fzf's test suite's
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'".

/// fzf's test suite's FZF_DEFAULT_OPTS.
private let suiteOptions = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">"]

/// `seq count | fzf arguments` on fzf's screen, 24 × 24, read to the end (`--header-lines`
/// taken from it), as its non-blank text lines.
private func sections(_ arguments: [String], items count: Int = 20) throws -> [String] {
    try frame(arguments, items: count).lines.filter { !$0.isEmpty }
}

/// `seq count | fzf arguments`'s picker and its frame's lines, blank ones kept.
private func frame(_ arguments: [String], items count: Int = 20) throws -> (state: PickerState, lines: [String]) {
    let options = try OptionParser.parse(suiteOptions + ["--screen", "fzf"] + arguments, sources: [], from: CommandName.fzf.defaultOptions)
    var state = PickerState(config: PickerConfig(options: options), query: options.query)
    state.placement.size = TerminalSize(columns: 24, rows: 24)
    var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 0)
    builder.append(Array((1...count).map { "\($0)\n" }.joined().utf8))
    builder.finish()
    _ = state.reduce(.inputRead(builder.store, done: true))
    state.setResults(RankedList(all: state.itemCount), for: state.request(options.query, itemCount: state.itemCount))
    var source = FixedRows((1...count).map(String.init))
    return (state, lines(FzfView().frame(state, rows: &source)))
}

@Suite("fzf's screen: sections and their borders")
struct FzfSectionTests {
    // seq 20 | fzf --height 12 --list-border double --input-border bold --header-lines 3 --list-label L --input-label I
    @Test("The input in a box of its own, the header lines between it and the list's box, indented past its side")
    func listAndInputBorders() throws {
        let screen = try sections(["--height", "12", "--list-border", "double", "--input-border", "bold", "--header-lines", "3",
                                   "--list-label", "L", "--input-label", "I"])
        #expect(screen == ["╔══════════L═══════════╗", "║   6                  ║", "║   5                  ║", "║ > 4                  ║",
                           "╚══════════════════════╝", "    3", "    2", "    1", "┏━━━━━━━━━━I━━━━━━━━━━━┓", "┃   17/17              ┃",
                           "┃ >                    ┃", "┗━━━━━━━━━━━━━━━━━━━━━━┛"])
    }

    // seq 20 | fzf --height 12 --style full --header foo --footer bar --layout reverse-list
    @Test("--style full in reverse-list: the footer's box on top, then the list's, the header's and the input's with the counts on the right")
    func styleFullReverseList() throws {
        let screen = try sections(["--height", "12", "--style", "full", "--header", "foo", "--footer", "bar", "--layout", "reverse-list"])
        #expect(screen == ["╭──────────────────────╮", "│   bar                │", "╰──────────────────────╯", "╭──────────────────────╮",
                           "│ > 1                 ││", "╰──────────────────────╯", "╭──────────────────────╮", "│   foo                │",
                           "╰──────────────────────╯", "╭──────────────────────╮", "│ >              20/20 │", "╰──────────────────────╯"])
    }

    // seq 20 | fzf --height 10 --list-border --header H --header-border inline --header-label hl --layout reverse
    @Test("An inline header inside the list border, its rule carrying the label; the input outside, past the border's side")
    func inlineHeader() throws {
        let screen = try sections(["--height", "10", "--list-border", "--header", "H", "--header-border", "inline",
                                   "--header-label", "hl", "--layout", "reverse"])
        #expect(screen == ["  >", "    20/20", "╭──────────────────────╮", "│   H                  │", "├──────────hl──────────┤",
                           "│ > 1                  │", "│   2                  │", "│   3                  │", "│   4                  │",
                           "╰──────────────────────╯"])
    }

    // seq 20 | fzf --height 8 --input-border line --header-lines 1
    @Test("The default separator is left out where the input's border already runs along the list")
    func separatorLeftOut() throws {
        let screen = try sections(["--height", "8", "--input-border", "line", "--header-lines", "1"])
        #expect(screen == ["  5", "  4", "  3", "> 2", "  1", "────────────────────────", "  19/19", ">"])
    }

    // seq 20 | fzf --height 40% --style full --header-lines 1   (18 lines: 10 + 2 + 3 + 3)
    // seq 20 | fzf --height 40% --header-lines 2                (16 lines)
    @Test("--min-height 10+ counts the sections' borders and lines as fzf does")
    func leastHeight() throws {
        let full = try sections(["--height", "40%", "--style", "full", "--header-lines", "1"])
        #expect(full.count == 18)
        #expect(Array(full.suffix(6)) == ["╭──────────────────────╮", "│   1                  │", "╰──────────────────────╯",
                                          "╭──────────────────────╮", "│ >              19/19 │", "╰──────────────────────╯"])
        #expect(try sections(["--height", "40%", "--header-lines", "2"]).count == 16)
    }

    // fzf's test_click_header_lines_border_rounded_default and _reverse: FZF_CLICK_HEADER_LINE
    // numbers a section's rows as shown (3 2 1 top down in the default layout: 1 on top).
    @Test("A tap on a header section's row reports the row as shown, and the header line's own text")
    func headerSectionTaps() throws {
        for (layout, top) in [("default", 2), ("reverse", 0)] {
            let (state, screen) = try frame(["--style", "full", "--header-lines", "3", "--layout", layout])
            let y = try #require(screen.firstIndex { $0.hasPrefix("│   \(top + 1) ") })
            #expect(FzfView().target(line: y, column: 4, state) == .header(line: top, column: 1, number: 1), "\(layout)")
            #expect(FzfView().target(line: y + 1, column: 4, state) == .header(line: 1, column: 1, number: 2))
        }
    }

    @Test("Bad border options: inline only for the header, header lines and footer; a line list border")
    func badOptions() {
        for arguments in [["--border=inline"], ["--list-border=inline"], ["--input-border=inline"]] {
            #expect(throws: UsageError.self) { try sections(arguments) }
        }
        #expect(throws: UsageError.self) { try sections(["--header-border=inline", "--header-lines-border=sharp", "--header-lines=1"]) }
        #expect(throws: UsageError.self) { try sections(["--list-border", "line"]) }
        #expect(throws: UsageError.self) { try sections(["--style", "fancy"]) }
    }
}
