import Testing
@testable import TickCore

@Suite("Default keys")
struct KeymapTests {
    /// The default keys as docs/SPEC.md §4 lists them, in `--bind`'s words.
    static let written: [String: String] = [
        "up": "up", "ctrl-p": "up-match", "ctrl-k": "up",
        "down": "down", "ctrl-n": "down-match", "ctrl-j": "down",
        "pgup": "page-up", "pgdn": "page-down",
        "tab": "toggle-down", "btab": "toggle-up",
        "enter": "accept",
        "esc": "abort", "ctrl-c": "abort", "ctrl-g": "abort", "ctrl-q": "abort",
        "ctrl-z": "suspend",
        "alt-a": "select-all", "alt-d": "deselect-all", "alt-t": "toggle-all",
        "left": "backward-char", "ctrl-b": "backward-char",
        "right": "forward-char", "ctrl-f": "forward-char",
        "home": "beginning-of-line", "ctrl-a": "beginning-of-line",
        "end": "end-of-line", "ctrl-e": "end-of-line",
        "alt-b": "backward-word", "alt-f": "forward-word",
        "alt-left": "backward-word", "shift-left": "backward-word", "ctrl-left": "backward-word",
        "alt-right": "forward-word", "shift-right": "forward-word", "ctrl-right": "forward-word",
        "backspace": "backward-delete-char", "ctrl-backspace": "backward-delete-char", "delete": "delete-char",
        "ctrl-d": "delete-char",
        "ctrl-w": "unix-word-rubout", "alt-backspace": "backward-kill-word",
        "ctrl-u": "unix-line-discard",
        "scroll-up": "up", "scroll-down": "down",
        "alt-v": "view-ticked", "alt-up": "move-up", "alt-down": "move-down",
        "shift-up": "extend-up", "shift-down": "extend-down",
        "ctrl-_": "toggle-preview", "alt-p": "toggle-preview", "alt-k": "preview-up", "alt-j": "preview-down",
        "alt-u": "preview-page-up", "alt-n": "preview-page-down",
    ]

    @Test("The defaults, written as actions, are what their --bind text parses to", arguments: [true, false])
    func defaultsMatchTheirText(search: Bool) throws {
        var expected: [BindTrigger: [ActionCall]] = [:]
        for (key, text) in Self.written {
            expected[.key(try KeyName(parsing: key))] = try BindingParser.actions(text)
        }
        if !search { expected[.key(try KeyName(parsing: "space"))] = try BindingParser.actions("toggle") }
        #expect(Keymap.defaults(search: search) == expected)
    }

    @Test("Under the name fzf, Alt-Up and Alt-Down are fzf's up-match and down-match (tick's move the tick order)")
    func fzfAltArrows() throws {
        let fzf = Keymap.defaults(search: true, persona: .fzf), tick = Keymap.defaults(search: true)
        #expect(fzf[.key(try KeyName(parsing: "alt-up"))] == (try BindingParser.actions("up-match")))
        #expect(fzf[.key(try KeyName(parsing: "alt-down"))] == (try BindingParser.actions("down-match")))
        #expect(tick[.key(try KeyName(parsing: "alt-up"))] == (try BindingParser.actions("move-up")))
    }

    @Test("Under the name fzf, Ctrl-/ and Alt-/ are fzf's toggle-wrap-word (tick's Ctrl-/ shows the preview)")
    func fzfWrapKeys() throws {
        let fzf = Keymap.defaults(search: true, persona: .fzf), tick = Keymap.defaults(search: true)
        #expect(fzf[.key(try KeyName(parsing: "ctrl-/"))] == (try BindingParser.actions("toggle-wrap-word")))
        #expect(fzf[.key(try KeyName(parsing: "alt-/"))] == (try BindingParser.actions("toggle-wrap-word")))
        #expect(tick[.key(try KeyName(parsing: "ctrl-/"))] == (try BindingParser.actions("toggle-preview")))
    }
}
