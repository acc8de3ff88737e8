import Testing
@testable import TickCore

// What fzf's preview window makes of a command's output, on fzf's screen (`previewed` and
// `drawn` in FzfPreviewTests.swift). Each expected frame is the real fzf 0.74.5's, taken with
// tmux on a pane of the size given, with the command written above it.

@Suite("fzf's screen: the preview's output")
struct FzfPreviewOutputTests {
    // seq 100 | fzf --preview 'printf "a\000b\001c\tx\177y\n\033[31mR\000ED\033[m!\n"'
    //   --preview-window border-none (80×10)
    @Test("Control bytes are dropped, not pictured, tabs still expanded (fzf's test_preview_file reads {+f}'s NULs)")
    func controlsDropped() throws {
        let s = try previewed(["--preview", "x", "--preview-window", "border-none"],
                              output: "a\u{0}b\u{1}c\tx\u{7F}y\n\u{1B}[31mR\u{0}ED\u{1B}[m!\n", rows: 10)
        let frame = drawn(s)
        #expect(frame[0] == "  8                                     abc     xy")
        #expect(frame[1] == "  7                                     RED!")
        // The colour stays on the bytes it was given to.
        var source = FixedRows((1...100).map(String.init))
        let cells = FzfView().frame(s, rows: &source).lines[1]
        #expect(cells[40].text == "R" && cells[42].text == "D" && cells[42].style == cells[40].style && cells[43].style != cells[40].style)
    }

    // seq 100 | fzf --preview 'printf "a\n[1]\n[2]\033[2J[3]\n[4]\n"' --preview-window border-none (80×10)
    @Test("ESC[2J clears the pane: only what follows the last one is shown (fzf's test_preview_clear_screen)")
    func clearScreen() throws {
        let s = try previewed(["--preview", "x", "--preview-window", "border-none"],
                              output: "a\n[1]\n[2]\u{1B}[2J[3]\n[4]\n", rows: 10)
        #expect(Array(drawn(s).prefix(3)) == [
            "  8                                     [3]",
            "  7                                     [4]",
            "  6",
        ])
    }

    // seq 1 | fzf --height 9 --preview 'printf "1234567890 hello\n12345 78 hello world\nab\tc d\n"'
    //   --preview-window 10,wrap-word,noinfo (40 columns): fzf's test_preview_wrap_sign_between_ansi_fragments
    @Test("wrap-word breaks a line at its last blank that fits, the rest after ↳, a tab counted to its stop")
    func wrapWord() throws {
        let s = try previewed(["--height", "9", "--preview", "x", "--preview-window", "10,wrap-word,noinfo"], items: 1,
                              output: "1234567890 hello\n12345 78 hello world\nab\tc d\n", columns: 40, rows: 24)
        #expect(drawn(s, items: 1) == [
            "                          ╭────────────╮",
            "                          │ 1234567890 │",
            "                          │ ↳ hello    │",
            "                          │ 12345 78   │",
            "                          │ ↳ hello    │",
            "                          │ ↳ world    │",
            "> 1                       │ ab      c  │",
            "  1/1 ─────────────────── │ ↳ d        │",
            ">                         ╰────────────╯",
        ])
    }

    @Test("toggle-preview-wrap-word turns word wrapping and wrapping on and off together; toggle-preview-wrap off ends both, as fzf's")
    func toggleWrapWord() throws {
        var s = try previewed(["--preview", "x", "--bind", "ctrl-w:toggle-preview-wrap-word,ctrl-e:toggle-preview-wrap"],
                              output: "a b\n", rows: 10)
        s.press("ctrl-w")
        #expect(s.preview?.window.wrap == true && s.preview?.window.wrapWord == true)
        s.press("ctrl-e")
        #expect(s.preview?.window.wrap == false && s.preview?.window.wrapWord == false)
        s.press("ctrl-w")
        s.press("ctrl-w")
        #expect(s.preview?.window.wrap == false && s.preview?.window.wrapWord == false)
    }
}
