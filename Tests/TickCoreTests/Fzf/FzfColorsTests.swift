import Testing
@testable import TickCore

// fzf's screen's weight and colour options beyond --color: --no-bold/--bold, --black, --no-256
// (+2). Every expected style is the real fzf 0.74.5's, read from `capture-pane -e` of the command
// written above the test (tmux, 80 columns, fzf's suite's FZF_DEFAULT_OPTS as FzfViewTests):
// `seq 5 | fzf --height 6 --no-scrollbar --gutter ' ' --pointer '>' --marker '>' …`.

/// The frame of `seq 5` on fzf's screen (`--height 6`) with `arguments`, drawn in the colours
/// the options ask for (as `PickerController.theme(for:)` makes them).
private func colouredFrame(_ arguments: [String], typing query: String = "") throws -> Frame {
    var state = try fzfPicker(["--height", "6"] + arguments, items: 5)
    state.appearance = Appearance(theme: Theme(colors: true, custom: state.config.options.colorSpec))
    if !query.isEmpty {
        _ = state.feed(typing(query))
        state.setResults(RankedList(all: 1), for: state.request(query, itemCount: 5))
    }
    // The matcher's part: item 0 (`1`) matches the query `1` at its first character.
    var source = FixedRows((1...5).map(String.init), highlights: query.isEmpty ? [:] : [0: [0]])
    return FzfView().frame(state, rows: &source)
}

@Suite("fzf's screen: --no-bold, --black, --no-256")
struct FzfColorsTests {
    // … --no-bold -m --bind load:toggle+down --query 1:
    //   ESC[38;5;161mESC[48;5;236m>ESC[38;5;168m>ESC[38;5;151m1 … ESC[38;5;110m> ESC[39m1
    @Test("--no-bold draws the current row, the pointer, the prompt and the query in their colours, not bold")
    func noBold() throws {
        let frame = try colouredFrame(["--no-bold"])
        let current = frame.lines[3], prompt = frame.lines[5]
        #expect(current[0].style == Style(foreground: 161, background: 236))
        #expect(current[2].style == Style(foreground: 254, background: 236))
        #expect(prompt[0].style == Style(foreground: 110))
        let typed = try colouredFrame(["--no-bold"], typing: "1")
        #expect(typed.lines[5][2].text == "1" && !typed.lines[5][2].style.bold)
        #expect(typed.lines[3][2].style == Style(foreground: 151, background: 236))
        // --bold, fzf's default, undoes it: ESC[1mESC[38;5;161mESC[48;5;236m> … ESC[1mESC[38;5;110m>
        let bold = try colouredFrame(["--no-bold", "--bold"])
        #expect(bold.lines[3][0].style == Style(foreground: 161, background: 236, bold: true))
        #expect(bold.lines[5][0].style == Style(foreground: 110, bold: true))
    }

    // … --no-256 --header h -m --bind load:toggle+down:
    //   ESC[90m ESC[39m 2 / ESC[1mESC[31mESC[100m>ESC[0mESC[35mESC[100m>ESC[1mESC[97m1 / ESC[36mh /
    //   ESC[33m5/5 (1)ESC[38;5;59m ─── / ESC[1mESC[34m>
    // … --no-256 --query 1: ESC[1mESC[92m1 on the current row
    // … --color 16: the separator ESC[2mESC[39m ───
    @Test("--no-256 and --color 16 draw fzf's sixteen-colour scheme")
    func sixteen() throws {
        let frame = try colouredFrame(["--no-256"])
        #expect(frame.lines[2][0].style == Style(foreground: 8))
        #expect(frame.lines[3][0].style == Style(foreground: 1, background: 8, bold: true))
        #expect(frame.lines[3][2].style == Style(foreground: 15, background: 8, bold: true))
        #expect(frame.lines[4][2].style == Style(foreground: 3))
        #expect(frame.lines[4][6].style == Style(foreground: 59))
        #expect(frame.lines[5][0].style == Style(foreground: 4, bold: true))
        let typed = try colouredFrame(["+2"], typing: "1")
        #expect(typed.lines[3][2].style == Style(foreground: 10, background: 8, bold: true))
        let base = try colouredFrame(["--color", "16"])
        #expect(base.lines[3][0].style == Style(foreground: 1, background: 8, bold: true))
        #expect(base.lines[4][6].style == Style(dim: true))
    }

    // … --no-256 --color fg+:#ff0000: ESC[1mESC[38;2;255;0;0m1 (fzf maps no colour down);
    // … --color fg+:#ff0000 --no-256: ESC[1mESC[97m1 (the scheme replaces the entries before it)
    @Test("--no-256 replaces the --color entries before it and keeps those after it as given")
    func sixteenAndEntries() throws {
        let after = try colouredFrame(["--no-256", "--color", "fg+:#ff0000"])
        #expect(after.lines[3][2].style == Style(foreground: .rgb(255, 0, 0), background: 8, bold: true))
        let before = try colouredFrame(["--color", "fg+:#ff0000", "--no-256"])
        #expect(before.lines[3][2].style == Style(foreground: 15, background: 8, bold: true))
    }

    // … --black --color bg:1 -m --bind load:toggle+down --query 1: ESC[40m from the first line,
    // the rows' background black, not red
    @Test("--black draws a black background, whatever --color bg says")
    func black() throws {
        let frame = try colouredFrame(["--black", "--color", "bg:1"])
        #expect(frame.lines[2][2].style.background == 0)
        let undone = try colouredFrame(["--black", "--color", "bg:1", "--no-black"])
        #expect(undone.lines[2][2].style.background == 1)
        // A base scheme starts the entries over, not --black.
        let based = try colouredFrame(["--black", "--color", "dark,bg:1"])
        #expect(based.lines[2][2].style.background == 0)
    }
}
