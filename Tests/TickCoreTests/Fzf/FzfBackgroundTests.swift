import Testing
@testable import TickCore

// The windows' backgrounds on fzf's screen (`--color` bg, list-bg, input-bg, header-bg,
// footer-bg, preview-bg), drawn without a terminal. Every expected map is the real fzf 0.74.5's,
// taken with tmux (`capture-pane -p -e`, each cell's background read as fzf's test suite's
// `bg_ranges` reads it) on a 24-column pane with fzf's suite's
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'", `seq 5 | fzf …`.
// A map has a letter per cell: `.` the terminal's own background, R red, G green, Y yellow,
// B blue, M magenta, # fzf's current row (236); trailing `.` dropped.

@Suite("fzf's screen: the windows' backgrounds")
struct FzfBackgroundTests {
    /// `seq 5 | fzf arguments` (24 columns) read to the end, `--header-lines` taken from it,
    /// with `preview` as the preview's output when given.
    private func picker(_ arguments: [String], preview: String? = nil) throws -> PickerState {
        let suite = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">", "--screen", "fzf"]
        let options = try OptionParser.parse(suite + arguments, sources: [], from: CommandName.fzf.defaultOptions)
        var s = PickerState(config: PickerConfig(options: options), query: options.query,
                            theme: Theme(colors: true, custom: options.colorSpec))
        s.placement.size = TerminalSize(columns: 24, rows: 24)
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 0)
        builder.append(Array("1\n2\n3\n4\n5\n".utf8))
        builder.finish()
        _ = s.reduce(.inputRead(builder.store, done: true))
        s.setResults(RankedList(all: s.itemCount), for: s.request(options.query, itemCount: s.itemCount))
        if let preview {
            let key = try #require(s.wantedPreview)
            _ = s.reduce(.previewStarted(key))
            _ = s.reduce(.previewOutput(key, bytes: Array(preview.utf8), status: 0, truncated: false))
        }
        return s
    }

    /// The frame's text lines and its backgrounds, a letter a cell.
    private func drawn(_ s: PickerState) -> (text: [String], backgrounds: [String], frame: Frame) {
        var source = FixedRows((1...5).map(String.init))
        let frame = FzfView().frame(s, rows: &source)
        let letters: [TerminalColor: Character] = [1: "R", 2: "G", 3: "Y", 4: "B", 5: "M", 236: "#"]
        let maps = frame.lines.map { cells in
            String(String(cells.map { $0.style.background == .none ? "." : letters[$0.style.background] ?? "?" })
                .reversed().drop { $0 == "." }.reversed())
        }
        return (lines(frame), maps, frame)
    }

    private func full(_ c: Character) -> String { String(repeating: c, count: 24) }

    // --list-border --reverse --header HEADER --header-border=inline --list-label=LL
    // --color=bg:-1,header-border:white,list-border:white,header-bg:red,list-bg:green,list-label:yellow:bold
    @Test("An inline header's top edge, sides, text and rule take header-bg, the list's label on its edge too; the list list-bg")
    func inlineHeader() throws {
        let s = try picker(["--height", "10", "--list-border", "--reverse", "--header", "HEADER", "--header-border=inline",
                            "--list-label=LL", "--color=bg:-1,header-border:white,list-border:white,header-bg:red,list-bg:green,list-label:yellow:bold"])
        let (text, maps, frame) = drawn(s)
        #expect(maps == [full("G"), full("G"), full("R"), full("R"), full("R"), "GG###" + String(repeating: "G", count: 19),
                         full("G"), full("G"), full("G"), full("G")])
        #expect(text[2] == "╭──────────LL──────────╮")
        let label = frame.lines[2][11]
        #expect(label.text == "L" && label.style.foreground == 3 && label.style.bold && label.style.background == 1)
        // The borders take list-border's colour (white), the inline header's too.
        #expect(frame.lines[3][0].style.foreground == 7 && frame.lines[9][0].style.foreground == 7)
    }

    // --list-border --reverse --header-lines 2 --header-lines-border=inline
    // --color=bg:-1,header-border:white,list-border:white,header-bg:red,list-bg:green
    @Test("Inline header lines without a header take header-bg, not list-bg")
    func inlineHeaderLines() throws {
        let s = try picker(["--height", "10", "--list-border", "--reverse", "--header-lines", "2", "--header-lines-border=inline",
                            "--color=bg:-1,header-border:white,list-border:white,header-bg:red,list-bg:green"])
        #expect(drawn(s).backgrounds == [full("G"), full("G"), full("R"), full("R"), full("R"), full("R"),
                                         "GG###" + String(repeating: "G", count: 19), full("G"), full("G"), full("G")])
    }

    // --list-border --footer FOOTER --footer-border=inline
    // --color=bg:-1,footer-border:white,list-border:white,footer-bg:blue,list-bg:green
    @Test("An inline footer takes footer-bg over the list's top edge; the list and its input list-bg")
    func inlineFooter() throws {
        let s = try picker(["--height", "10", "--list-border", "--footer", "FOOTER", "--footer-border=inline",
                            "--color=bg:-1,footer-border:white,list-border:white,footer-bg:blue,list-bg:green"])
        #expect(drawn(s).backgrounds == [full("B"), full("B"), full("B"), full("G"), full("G"), full("G"),
                                         "GG###" + String(repeating: "G", count: 19), full("G"), full("G"), full("G")])
    }

    // --header H --footer F --color=bg:-1,list-bg:green,input-bg:red,header-bg:blue,footer-bg:yellow
    @Test("Without borders the input takes list-bg, not input-bg; the header's text header-bg; the footer footer-bg")
    func noBorders() throws {
        let s = try picker(["--height", "10", "--header", "H", "--footer", "F",
                            "--color=bg:-1,list-bg:green,input-bg:red,header-bg:blue,footer-bg:yellow"])
        #expect(drawn(s).backgrounds == [full("Y"), full("Y"), full("G"), full("G"), full("G"), full("G"),
                                         "###" + String(repeating: "G", count: 21), "GGB" + String(repeating: "G", count: 21),
                                         full("G"), full("G")])
    }

    // --style full --header H --footer F --color=bg:-1,list-bg:green,input-bg:red,header-bg:blue,footer-bg:yellow
    @Test("--style full: each section's box filled with its own background")
    func styleFull() throws {
        let s = try picker(["--height", "12", "--style", "full", "--header", "H", "--footer", "F",
                            "--color=bg:-1,list-bg:green,input-bg:red,header-bg:blue,footer-bg:yellow"])
        let maps = drawn(s).backgrounds
        #expect(Array(maps.prefix(3)) == [full("Y"), full("Y"), full("Y")])
        #expect(maps[3] == full("G") && maps[5] == full("G"))
        #expect(Array(maps[6...]) == [full("B"), full("B"), full("B"), full("R"), full("R"), full("R")])
    }

    // --preview 'echo hi' --preview-window right,10 --color=bg:-1,list-bg:green,preview-bg:magenta,preview-border:white
    @Test("The preview pane, its border included, takes preview-bg")
    func preview() throws {
        let s = try picker(["--height", "6", "--preview", "echo hi", "--preview-window", "right,10",
                            "--color=bg:-1,list-bg:green,preview-bg:magenta,preview-border:white"], preview: "hi\n")
        let row = String(repeating: "G", count: 10) + String(repeating: "M", count: 14)
        #expect(drawn(s).backgrounds == [row, row, row, "###GGGGGGG" + String(repeating: "M", count: 14), row, row])
    }

    // --border --padding 0,1 --color=bg:blue,list-bg:green, and --border --input-border with input-bg:red
    @Test("The outer border and padding take bg; an input with a border of its own input-bg")
    func outerAndInput() throws {
        let padded = try picker(["--height", "6", "--border", "--padding", "0,1", "--color=bg:blue,list-bg:green"])
        let inner = "BBB" + String(repeating: "G", count: 19) + "BB"
        #expect(drawn(padded).backgrounds == [full("B"), inner, "BBB###" + String(repeating: "G", count: 16) + "BB", inner, inner, full("B")])
        let input = try picker(["--height", "6", "--border", "--input-border", "--color=bg:blue,list-bg:green,input-bg:red"])
        let boxed = "BB" + String(repeating: "R", count: 20) + "BB"
        #expect(drawn(input).backgrounds == [full("B"), boxed, boxed, boxed, boxed, full("B")])
    }
}
