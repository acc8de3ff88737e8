import Testing
@testable import TickCore

/// fzf's word moves: words are runs of letters and digits (`_`, `-`, `.` separate them), and
/// the keys fzf 0.74.5 gives them. Every expected query and cursor below was read from fzf
/// 0.74.5 typing the same keys in a pseudo-terminal (the cursor shown by typing `|` there).
@Suite("Picker: fzf's word moves and word deletions")
struct PickerWordMoveTests {
    /// The query with `|` where the cursor is.
    static func shown(_ s: PickerState) -> String {
        var scalars = s.query.scalars
        scalars.insert("|", at: s.query.cursor)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    @Test("Alt-Left, Shift-Left and Ctrl-Left move back a word; Alt-Right, Shift-Right and Ctrl-Right forward")
    func arrowWordMoves() throws {
        let moves: [([String], String)] = ["alt-left", "shift-left", "ctrl-left"].map { ([$0], "a.b.|c") }
            + ["alt-right", "shift-right", "ctrl-right"].map { (["home", $0], "a|.b.c") }
        for (keys, expected) in moves {
            var s = try picker()
            _ = s.feed(typing("a.b.c"))
            _ = s.feed(keys.map(keyEvent))
            #expect(Self.shown(s) == expected, "\(keys)")
        }
    }

    /// Types `text`, then presses each step's keys and checks the query (with `|` at the
    /// cursor) after each.
    static func expectSteps(_ text: String, _ steps: [([String], String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var s = try picker()
        _ = s.feed(typing(text))
        for (keys, expected) in steps {
            _ = s.feed(keys.map(keyEvent))
            #expect(shown(s) == expected, "\(text) after \(keys)", sourceLocation: sourceLocation)
        }
    }

    @Test("Alt-B and Alt-F stop at punctuation and at _, as fzf's do")
    func underscoreSeparates() throws {
        try Self.expectSteps("foo_bar-baz.qux", [(["alt-b", "alt-b"], "foo_bar-|baz.qux"), (["alt-b"], "foo_|bar-baz.qux")])
        try Self.expectSteps("foo_bar baz", [(["home", "alt-f"], "foo|_bar baz"), (["alt-f"], "foo_bar| baz")])
    }

    @Test("Alt-Backspace (backward-kill-word) stops at punctuation; Ctrl-W (unix-word-rubout) at blanks; both can be yanked")
    func wordDeletions() throws {
        var s = try picker()
        _ = s.feed(typing("foo_bar-baz.qux"))
        s.press("alt-backspace")
        #expect(s.query.text == "foo_bar-baz.")
        s.press("alt-backspace")
        #expect(s.query.text == "foo_bar-")
        var blanks = try picker()
        _ = blanks.feed(typing("ab cd..  "))
        blanks.press("alt-backspace")
        #expect(blanks.query.text == "ab ")
        var w = try picker()
        _ = w.feed(typing("foo-bar baz.qux"))
        w.press("ctrl-w")
        #expect(w.query.text == "foo-bar ")
        var y = try picker(["--bind", "ctrl-y:yank"])
        _ = y.feed(typing("foo.bar"))
        y.press("alt-backspace", "home", "ctrl-y")
        #expect(y.query.text == "barfoo.")
    }

    @Test("kill-word deletes to the end of the word, stopping at _")
    func killWord() throws {
        var s = try picker(["--bind", "ctrl-x:kill-word"])
        _ = s.feed(typing("foo_bar baz"))
        s.press("home", "ctrl-x")
        #expect(s.query.text == "_bar baz")
    }
}
