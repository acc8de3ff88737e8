import Testing
@testable import TickCore

// fzf's preview window on fzf's screen, drawn without a terminal. Every expected frame is the
// real fzf 0.74.5's, taken with tmux (`capture-pane -p`, trailing blanks dropped) on a pane of
// the size the test gives, with the command written above it and
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'" (fzf's own test
// suite's); the preview command's output is given to the state as the command would print it.

/// A picker on fzf's screen under the name fzf over `seq items`, `columns`×`rows`, whose
/// preview for the band item printed `output`.
func previewed(_ arguments: [String], items: Int = 100, output: String, columns: Int = 80, rows: Int)
    throws -> PickerState {
    let suite = ["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">", "--screen", "fzf"]
    var s = try picker(suite + arguments, items: items, columns: columns, rows: rows, as: .fzf)
    let key = try #require(s.wantedPreview)
    _ = s.reduce(.previewStarted(key))
    _ = s.reduce(.previewOutput(key, bytes: bytes(output), status: 0, truncated: false))
    return s
}

/// `state`'s frame on fzf's screen as text lines, trailing blanks dropped, over `seq items`.
func drawn(_ state: PickerState, items: Int = 100) -> [String] {
    var source = FixedRows((1...items).map(String.init))
    return lines(FzfView().frame(state, rows: &source)).map { String($0.reversed().drop { $0 == " " }.reversed()) }
}

/// The lines of `seq from to`'s output.
func seqOutput(_ to: Int) -> String {
    (1...to).map { "\($0)\n" }.joined()
}

@Suite("fzf's screen: the preview window")
struct FzfPreviewTests {
    // seq 100 | fzf --preview 'seq 200' --preview-window border-none (80×10)
    @Test("Right, half the width: the list narrowed (its separator stops at the pane), the offset N/M at the top right")
    func rightWithoutBorder() throws {
        let s = try previewed(["--preview", "seq 200", "--preview-window", "border-none"], output: seqOutput(200), rows: 10)
        #expect(drawn(s) == [
            "  8                                     1                                  1/200",
            "  7                                     2",
            "  6                                     3",
            "  5                                     4",
            "  4                                     5",
            "  3                                     6",
            "  2                                     7",
            "> 1                                     8",
            "  100/100 ───────────────────────────── 9",
            ">                                       10",
        ])
        #expect(s.previewLayout?.width == 40 && s.previewLayout?.contentHeight == 10)
    }

    // seq 100 | fzf --preview 'seq 200' --preview-window down,4,border-none,~2,+50 --scrollbar (80×10)
    @Test("Down, N lines: ~N header lines stay, +SCROLL places the rest, the scroll bar in the pane's last column")
    func downWithHeaderAndScroll() throws {
        let s = try previewed(["--preview", "seq 200", "--preview-window", "down,4,border-none,~2,+50", "--scrollbar"],
                              output: seqOutput(200), rows: 10)
        #expect(drawn(s) == [
            "  4",
            "  3",
            "  2",
            "> 1                                                                            │",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
            "1                                                                        50/200",
            "2",
            "50                                                                             │",
            "51",
        ])
    }

    // seq 100 | fzf --preview 'seq 3' --preview-window up,3,border-none (80×10)
    @Test("Up, N lines: the list below; the offset shows once the output fills the pane")
    func upFilled() throws {
        let s = try previewed(["--preview", "seq 3", "--preview-window", "up,3,border-none"], output: seqOutput(3), rows: 10)
        #expect(drawn(s) == [
            "1                                                                            1/3",
            "2",
            "3",
            "  5",
            "  4",
            "  3",
            "  2",
            "> 1",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
        ])
        let fewer = try previewed(["--preview", "seq 2", "--preview-window", "up,3,border-none"], output: seqOutput(2), rows: 10)
        #expect(drawn(fewer).prefix(3) == ["1", "2", ""])
    }

    // seq 100 | fzf --preview 'printf "%0100d\n" 7; seq 3' --preview-window wrap,left,30,border-none (80×8)
    @Test("Left, N columns, wrap: a blank column before the list; wrapped lines go on after ↳")
    func leftWrapped() throws {
        let long = String(repeating: "0", count: 99) + "7"
        let s = try previewed(["--preview", "x", "--preview-window", "wrap,left,30,border-none"],
                              output: long + "\n" + seqOutput(3), rows: 8)
        #expect(drawn(s) == [
            "000000000000000000000000000000   6",
            "↳ 0000000000000000000000000000   5",
            "↳ 0000000000000000000000000000   4",
            "↳ 00000000000007                 3",
            "1                                2",
            "2                              > 1",
            "3                                100/100 ──────────────────────────────────────",
            "                               >",
        ])
    }

    // seq 100 | fzf --preview 'seq 200' --preview-window down,3,noinfo --height 10 (the frame's 10 lines)
    @Test("noinfo hides the offset; a pane below takes its lines from --height's")
    func noInfo() throws {
        let s = try previewed(["--preview", "seq 200", "--preview-window", "down,3,noinfo,border-none", "--height", "10"],
                              output: seqOutput(200), rows: 24)
        let frame = drawn(s)
        #expect(frame.count == 10)
        #expect(frame.suffix(5) == ["  100/100 " + String(repeating: "─", count: 69), ">", "1", "2", "3"])
    }

    @Test("--preview-window keeps what fzf's screen draws: the border style, next, info, and the alternative on top of the rest")
    func windowParts() throws {
        let w = try PreviewWindow(parsing: "next,border-up,noinfo,wrap-word")
        #expect(w.next && w.position == .down && w.borderStyle == .top && !w.info && w.wrap && w.wrapWord)
        #expect(try PreviewWindow(parsing: "next,left").next == false)
        #expect(try PreviewWindow(parsing: "noborder").border == false && PreviewWindow(parsing: "sharp").borderStyle == .sharp)
        // fzf's: the alternative starts from the main window (its ~5 and size 2), shown whatever
        // the main one says, with its own parts on top.
        let a = try PreviewWindow(parsing: "hidden,~5,2,+0,<100000(~0,+100,wrap,noinfo)")
        let alternative = try #require(a.alternative)
        #expect(alternative.threshold == 100000 && a.headerLines == 5 && a.hidden)
        #expect(alternative.window.size == .cells(2) && alternative.window.headerLines == 0 && alternative.window.wrap
                && !alternative.window.info && !alternative.window.hidden && alternative.window.alternative == nil)
        // --preview-border is --preview-window border-STYLE.
        let options = try OptionParser.parse(["--preview-window", "up", "--preview-border", "double"], sources: [],
                                             from: CommandName.fzf.defaultOptions)
        #expect(options.previewWindow.borderStyle == .double && options.previewWindow.position == .up)
        // Each --preview-window on top of the ones before, as fzf (test_preview_window_follow's).
        let twice = try OptionParser.parse(["--preview-window", "follow", "--preview-window", "~4"], sources: [],
                                           from: CommandName.fzf.defaultOptions)
        #expect(twice.previewWindow.follow && twice.previewWindow.headerLines == 4)
    }

    @Test("The pane takes fzf's sizes: N% of the area, N content cells and the border's, within what leaves the list its least; <N(ALT) below N")
    func sizes() throws {
        let area = FzfRect(top: 0, left: 0, height: 24, width: 80)
        func box(_ spec: String, scrollbar: Bool = false) throws -> FzfRect? {
            FzfPreviewPane.split(area, window: try PreviewWindow(parsing: spec), inputLines: 2, scrollbar: scrollbar).pane?.box
        }
        // seq 100 | fzf --preview 'seq 200' --preview-window right,30,border-sharp --scrollbar: the box from column 46.
        #expect(try box("right,30,border-sharp", scrollbar: true) == FzfRect(top: 0, left: 46, height: 24, width: 34))
        // --preview-window border-left,30 (no scroll bar): from column 48.
        #expect(try box("border-left,30") == FzfRect(top: 0, left: 48, height: 24, width: 32))
        // up,40% on 24 lines: 9 lines; down,99 leaves the list its input lines and a row.
        #expect(try box("up,40%") == FzfRect(top: 0, left: 0, height: 9, width: 80))
        #expect(try box("down,99")?.height == 19)
        // <N(ALT): 40 columns are fewer than 50, so the alternative's up,3 is taken; a hidden
        // alternative leaves no pane.
        #expect(try box("right,50%,<50(up,3)") == FzfRect(top: 0, left: 0, height: 5, width: 80))
        #expect(try box("right,50%,<40(up,3)")?.width == 40)
        #expect(try box("<100000(hidden,up,border-none)") == nil)
        // Size 0: no pane.
        #expect(try box("0") == nil)
    }

    // seq 1 | fzf --preview 'seq 1000' --preview-window right,4,follow,wrap,border-none (80×6)
    @Test("follow keeps the output's end in view; an offset wider than the pane is cut on the right")
    func followWrapped() throws {
        let s = try previewed(["--preview", "seq 1000", "--preview-window", "right,4,follow,wrap,border-none"], items: 1,
                              output: seqOutput(1000), rows: 6)
        #expect(drawn(s, items: 1) == [
            "                                                                            995/",
            "                                                                            996",
            "                                                                            997",
            "> 1                                                                         998",
            "  1/1 ───────────────────────────────────────────────────────────────────── 999",
            ">                                                                           1000",
        ])
    }

    // seq 1 | fzf --preview "seq 2; yes yes | head -100 | tr '\n' ' '" --preview-window follow,wrap,border-none
    //   --bind up:preview-up (40×8), then Up: fzf's test_preview_follow_wrap_long_line
    @Test("A wrapped pane scrolls by output line: follow shows a line too long for the pane from its start, Up the line before")
    func followWrappedLongLine() throws {
        let long = String(repeating: "yes ", count: 100)
        var s = try previewed(["--preview", "x", "--preview-window", "follow,wrap,border-none", "--bind", "up:preview-up"], items: 1,
                              output: "1\n2\n" + long, columns: 40, rows: 8)
        let yes = "                    ↳ yes yes yes yes ye", s_ = "                    ↳ s yes yes yes yes"
        #expect(drawn(s, items: 1) == ["                    yes yes yes yes y3/3", yes, s_, yes, s_, "> 1" + String(yes.dropFirst(3)),
                                       "  1/1 ───────────── ↳ s yes yes yes yes", ">" + String(yes.dropFirst(1))])
        s.press("up")
        #expect(drawn(s, items: 1) == ["                    2                2/3", "                    yes yes yes yes yes", yes, s_, yes,
                                       "> 1" + String(s_.dropFirst(3)), "  1/1 ───────────── ↳ yes yes yes yes ye", ">" + String(s_.dropFirst(1))])
    }

    // seq 100 | fzf --preview 'echo $FZF_PREVIEW_LINES $FZF_PREVIEW_COLUMNS' (80×24): 22 36;
    // with --scrollbar --preview-window up,5,border-left: 5 77.
    @Test("FZF_PREVIEW_LINES and FZF_PREVIEW_COLUMNS are the content's size; a tap on the pane is the pane's")
    func environmentAndTaps() throws {
        func env(_ arguments: [String]) throws -> [String: String] {
            let s = try previewed(["--preview", "x"] + arguments, output: "", rows: 24)
            var out: [String: String] = [:]
            for entry in ChildEnvironment.entries(for: s, item: nil) {
                let text = String(decoding: entry, as: UTF8.self)
                if let eq = text.firstIndex(of: "=") { out[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            }
            return out
        }
        let right = try env([])
        #expect(right["FZF_PREVIEW_LINES"] == "22" && right["FZF_PREVIEW_COLUMNS"] == "36")
        let up = try env(["--scrollbar", "--preview-window", "up,5,border-left"])
        #expect(up["FZF_PREVIEW_LINES"] == "5" && up["FZF_PREVIEW_COLUMNS"] == "77")
        let s = try previewed(["--preview", "x"], output: "", rows: 24)
        // fzf's preview command also finds LINES and COLUMNS set to the pane (its `env` shows
        // LINES=10 COLUMNS=46 beside FZF_PREVIEW_LINES=10 FZF_PREVIEW_COLUMNS=46 at --height 12 on
        // 100 columns); commands that are not previews keep the terminal's.
        let size = ChildEnvironment.previewSize(for: s).map { String(decoding: $0, as: UTF8.self) }
        #expect(size == ["LINES=22", "COLUMNS=36"])
        #expect(!ChildEnvironment.entries(for: s, item: nil).contains { $0.starts(with: Array("LINES=".utf8)) })
        #expect(FzfView().target(line: 3, column: 60, s) == .preview)
        #expect(FzfView().target(line: 21, column: 2, s) == .row(slot: 0))
    }

    // seq 100 | fzf --preview 'seq 200' --preview-label XX --border --scrollbar (80×10)
    @Test("The pane's rounded box inside --border, its label centred, its scroll bar inside its right side")
    func boxed() throws {
        let s = try previewed(["--preview", "seq 200", "--preview-label", "XX", "--border", "--scrollbar"],
                              output: seqOutput(200), rows: 10)
        #expect(drawn(s) == [
            "╭──────────────────────────────────────────────────────────────────────────────╮",
            "│   6                                   ╭─────────────────XX─────────────────╮ │",
            "│   5                                   │ 1                            1/200││ │",
            "│   4                                   │ 2                                  │ │",
            "│   3                                   │ 3                                  │ │",
            "│   2                                   │ 4                                  │ │",
            "│ > 1                                  ││ 5                                  │ │",
            "│   100/100 ─────────────────────────── │ 6                                  │ │",
            "│ >                                     ╰────────────────────────────────────╯ │",
            "╰──────────────────────────────────────────────────────────────────────────────╯",
        ])
    }

    // seq 100 | fzf --preview 'seq 200' --preview-window up,40%,border-line,+3 --preview-label-pos 3:bottom
    //   --preview-label XY (80×12)
    @Test("border-line above the list is its bottom line, carrying the label at --preview-label-pos; +3 scrolls")
    func lineAbove() throws {
        let s = try previewed(["--preview", "seq 200", "--preview-window", "up,40%,border-line,+3", "--preview-label-pos", "3:bottom",
                               "--preview-label", "XY"], output: seqOutput(200), rows: 12)
        #expect(drawn(s) == [
            "3                                                                          3/200",
            "4",
            "5",
            "──XY────────────────────────────────────────────────────────────────────────────",
            "  6",
            "  5",
            "  4",
            "  3",
            "  2",
            "> 1",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
        ])
    }

    // seq 100 | fzf --preview 'seq 200' --scrollbar --preview-window border-left --border (80×8)
    @Test("border-left inside --border: the pane takes the border's blank column, its scroll bar there")
    func leftSideInBorder() throws {
        let s = try previewed(["--preview", "seq 200", "--scrollbar", "--preview-window", "border-left", "--border"],
                              output: seqOutput(200), rows: 8)
        #expect(drawn(s) == [
            "╭──────────────────────────────────────────────────────────────────────────────╮",
            "│   4                                    │ 1                             1/200││",
            "│   3                                    │ 2                                   │",
            "│   2                                    │ 3                                   │",
            "│ > 1                                   ││ 4                                   │",
            "│   100/100 ──────────────────────────── │ 5                                   │",
            "│ >                                      │ 6                                   │",
            "╰──────────────────────────────────────────────────────────────────────────────╯",
        ])
    }

    // fzf's test_toggle_alternative_preview_window: seq 10 | fzf --bind space:toggle-preview
    //   --preview-window '<100000(hidden,up,border-none)' --preview 'echo /{}/{}/'
    @Test("An alternative that says hidden starts hidden; toggle-preview shows it")
    func hiddenAlternative() throws {
        var s = try picker(["--screen", "fzf", "--bind", "space:toggle-preview", "--preview-window", "<100000(hidden,up,border-none)",
                            "--preview", "echo /{}/{}/"], items: 10, as: .fzf)
        #expect(FzfView().geometry(s).preview == nil && s.wantedPreview == nil)
        _ = s.press("space")
        let pane = try #require(FzfView().geometry(s).preview)
        #expect(pane.window.position == .up && pane.border == .none && s.wantedPreview != nil)
        _ = s.press("space")
        #expect(FzfView().geometry(s).preview == nil)
    }
}
