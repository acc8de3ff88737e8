import Testing
@testable import TickCore

// fzf's `next` preview position (fzf 0.74) on fzf's screen (`previewed` and `drawn` in
// FzfPreviewTests.swift). Each expected frame is the real fzf 0.74.5's, taken with tmux on a
// 40-column pane of the height given, with the command written above it and fzf's test
// suite's FZF_DEFAULT_OPTS.

@Suite("fzf's screen: the preview next to the input")
struct FzfPreviewNextTests {
    // seq 5 | fzf --preview 'echo PREVIEW' --preview-window=next:3 (40×12)
    @Test("Default layout: the pane between the list and the input; its bottom line hides the separator (fzf's test_preview_window_next_default)")
    func belowTheList() throws {
        let s = try previewed(["--preview", "echo PREVIEW", "--preview-window", "next:3"], items: 5, output: "PREVIEW\n",
                              columns: 40, rows: 12)
        #expect(drawn(s, items: 5) == [
            "  5",
            "  4",
            "  3",
            "  2",
            "> 1",
            "╭──────────────────────────────────────╮",
            "│ PREVIEW                              │",
            "│                                      │",
            "│                                      │",
            "╰──────────────────────────────────────╯",
            "  5/5",
            ">",
        ])
        // Taps land on what is drawn around the pane.
        #expect(FzfView().target(line: 11, column: 3, s) == .prompt)
        #expect(FzfView().target(line: 4, column: 3, s) == .row(slot: 0))
        #expect(FzfView().target(line: 7, column: 3, s) == .preview)
        #expect(s.previewLayout?.contentHeight == 3 && s.previewLayout?.width == 36)
    }

    // seq 100 | fzf --preview 'echo PREVIEW' --preview-window=next,3,border-line --layout reverse (40×12)
    @Test("Reverse: the pane below the input, border-line its bottom line (facing the list), the separator kept (fzf's test_preview_window_next_reverse)")
    func reverseLine() throws {
        let s = try previewed(["--preview", "echo PREVIEW", "--preview-window", "next,3,border-line", "--layout", "reverse"],
                              output: "PREVIEW\n", columns: 40, rows: 12)
        #expect(drawn(s) == [
            ">",
            "  100/100 ─────────────────────────────",
            "PREVIEW",
            "",
            "",
            "────────────────────────────────────────",
            "> 1",
            "  2",
            "  3",
            "  4",
            "  5",
            "  6",
        ])
        #expect(FzfView().target(line: 6, column: 2, s) == .row(slot: 0))
        #expect(FzfView().listPlace(line: 7, s) == .row(slot: 1))
    }

    // seq 100 | fzf --preview 'echo hi' --preview-window 'next,2,<100(next,2,border-top)' (40×10)
    @Test("The separator stays unless every window of the chain borders the input (fzf's test_separator_with_preview_next)")
    func separatorChain() throws {
        let s = try previewed(["--preview", "echo hi", "--preview-window", "next,2,<100(next,2,border-top)"],
                              output: "hi\n", columns: 40, rows: 10)
        #expect(drawn(s) == [
            "  5",
            "  4",
            "  3",
            "  2",
            "> 1",
            "────────────────────────────────────────",
            "hi",
            "",
            "  100/100 ─────────────────────────────",
            ">",
        ])
    }

    // seq 100 | fzf --list-border rounded --preview-window 'next,border-left,5' --bind
    // 'space:preview(echo hi)': fzf's test_separator_with_preview_action_at_next reads the
    // separator below the list's border before any preview shows.
    @Test("With a pane at `next` still to come (no --preview), the list's border does not hide the separator")
    func separatorBeforeAnyPreview() throws {
        var s = try picker(["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">", "--screen", "fzf",
                            "--list-border", "rounded", "--preview-window", "next,border-left,5",
                            "--bind", "space:preview(echo hi)"], items: 100, columns: 40, rows: 24, as: .fzf)
        s.setResults(RankedList(all: 100), for: s.request("", itemCount: 100))
        let frame = drawn(s)
        #expect(frame.suffix(3).map { String($0.prefix(14)) } == ["╰─────────────", "    100/100 ──", "  >"], "\(frame)")
    }

    // seq 100 | fzf --height 10 --info hidden --input-border left --list-border
    //   --preview-window 'up,50%,<5(next)' --bind 'space:preview(echo AD-HOC)' (40 columns), and the
    //   same with 'up,50%': fzf's test_separator_change_preview_window_keeps_forced_preview.
    @Test("A `next` in the window's alternative, before any preview, keeps the separator too; without it the list's border hides it")
    func separatorByAlternative() throws {
        func frame(_ window: String) throws -> [String] {
            let s = try picker(["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--marker", ">", "--screen", "fzf",
                                "--height", "10", "--info", "hidden", "--input-border", "left", "--list-border",
                                "--preview-window", window, "--bind", "space:preview(echo AD-HOC)"],
                               items: 100, columns: 40, rows: 24, as: .fzf)
            return drawn(s)
        }
        let box = "╭──────────────────────────────────────╮"
        #expect(try frame("up,50%,<5(next)") == [box, "│   6                                  │", "│   5                                  │",
                                                   "│   4                                  │", "│   3                                  │",
                                                   "│   2                                  │", "│ > 1                                  │",
                                                   "╰──────────────────────────────────────╯", "│ " + String(repeating: "─", count: 36), "│ >"])
        #expect(try frame("up,50%").suffix(3) == ["│ > 1                                  │", "╰──────────────────────────────────────╯", "│ >"])
    }
}
