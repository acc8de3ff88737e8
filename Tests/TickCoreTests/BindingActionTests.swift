import Testing
@testable import TickCore

/// fzf's actions on the bindings (`unbind`, `trigger`, `wait`), on the preview and those
/// with no effect in tick, each through the reducer as a key bound to it performs it. The
/// picker is `names` (7 items, all matching) in the wheel layout, the band on the first
/// unless said.
@Suite("Binding and preview actions")
struct BindingActionTests {
    // MARK: Bindings

    @Test("unbind(KEYS) switches bindings off, rebind(KEYS) on, toggle-bind(KEYS) flips them")
    func unbindRebind() throws {
        var s = try picker(["--bind", "ctrl-x:unbind(down,ctrl-j),ctrl-y:rebind(down),ctrl-t:toggle-bind(down)"])
        _ = s.press("ctrl-x", "down", "ctrl-j")
        #expect(s.cursor == 0)
        _ = s.press("ctrl-y", "down")
        #expect(s.cursor == 1)
        _ = s.press("ctrl-t", "down")
        #expect(s.cursor == 1)
        _ = s.press("ctrl-t", "down")
        #expect(s.cursor == 2)
    }

    @Test("unbind works on events too: fire finds nothing bound")
    func unbindEvent() throws {
        var s = try picker(["--bind", "start:down,ctrl-x:unbind(start)"])
        _ = s.press("ctrl-x")
        _ = s.fire(.start)
        #expect(s.cursor == 0)
    }

    @Test("trigger(KEYS) performs what the keys are bound to; a key triggering itself stops there")
    func trigger() throws {
        var s = try picker(["--bind", "ctrl-x:down,ctrl-y:trigger(ctrl-x,ctrl-x)+toggle,ctrl-t:trigger(ctrl-t)+down"])
        _ = s.press("ctrl-y")
        #expect(s.cursor == 2 && s.ticks.selection.inInputOrder == [2])
        // ctrl-t's own trigger(ctrl-t) performs ctrl-t's binding once, in which the nested
        // trigger(ctrl-t) is skipped: down, then the outer down (fzf does the same).
        _ = s.press("ctrl-t")
        #expect(s.cursor == 4)
    }

    @Test("wait holds the rest of the chain until the typed query's ranking is in")
    func wait() throws {
        var s = try bound("wait+down")
        type("a", into: &s)
        #expect(s.press("ctrl-x") == [])
        #expect(s.cursor == 0)
        _ = s.reduce(.matched(RankedList(all: 7), for: s.request("a", itemCount: 7)))
        #expect(s.cursor == 1)
    }

    // MARK: The preview

    @Test("change-preview(CMD) replaces the command and runs it again; without a pane it makes one")
    func changePreview() throws {
        var s = try bound("change-preview(echo {})", ["--preview", "cat {}"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        _ = s.press("ctrl-x")
        #expect(s.preview?.template == "echo {}" && s.preview?.runningKey == nil)
        var bare = try bound("change-preview(echo {})")
        _ = bare.press("ctrl-x")
        #expect(bare.preview?.template == "echo {}" && bare.wantedPreview != nil)
    }

    @Test("change-preview-window(A|B|) takes each set in turn on top of --preview-window; the empty one is it")
    func changePreviewWindow() throws {
        var s = try bound("change-preview-window(down|hidden|)", ["--preview", "cat {}", "--preview-window", "right,30%"])
        _ = s.press("ctrl-x")
        #expect(s.preview?.window.position == .down && s.preview?.window.size == .percent(30) && s.preview?.visible == true)
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == false && s.preview?.window.position == .right)
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == true && s.preview?.window.position == .right)
        _ = s.press("ctrl-x")
        #expect(s.preview?.window.position == .down)
    }

    @Test("change-preview-window: a set shows a pane --preview-window hides; the empty set is it again (fzf's test_change_preview_window_rotate_hidden)")
    func changePreviewWindowHidden() throws {
        var s = try bound("change-preview-window(nohidden||down,1|)", ["--preview", "cat {}", "--preview-window", "hidden"])
        #expect(s.preview?.visible == false)
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == true && s.preview?.window.position == .right)
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == false)
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == true && s.preview?.window.position == .down && s.preview?.window.size == .cells(1))
        _ = s.press("ctrl-x")
        #expect(s.preview?.visible == false)
    }

    @Test("change-preview-window keeps toggle-preview-wrap's wrapping unless the set says (fzf's test_change_preview_window_preserves_wrap_toggle)")
    func changePreviewWindowKeepsWrap() throws {
        var s = try picker(["--preview", "cat {}", "--preview-window", "right,nowrap",
                            "--bind", "ctrl-w:toggle-preview-wrap,ctrl-r:change-preview-window(border-bold),ctrl-t:change-preview-window(nowrap)"])
        _ = s.press("ctrl-w", "ctrl-r")
        #expect(s.preview?.window.wrap == true && s.preview?.window.borderStyle == .bold)
        _ = s.press("ctrl-t")
        #expect(s.preview?.window.wrap == false)
    }

    @Test("refresh-preview after preview(CMD) runs --preview's command again, not CMD (fzf's test_preview_bindings_with_default_preview)")
    func refreshPreviewAfterOnce() throws {
        var s = try bound("preview(echo [{}{}])", ["--preview", "echo [{}]", "--bind", "ctrl-r:refresh-preview"])
        _ = s.press("ctrl-x")
        #expect(s.preview?.once?.template == "echo [{}{}]")
        _ = s.press("ctrl-r")
        #expect(s.preview?.once == nil && s.preview?.runningKey == nil)
    }

    @Test("A pane opened by preview(CMD) alone keeps its output when the band moves: no command runs (fzf's test_preview_bindings_without_default_preview)")
    func previewOnceWithoutCommand() throws {
        var s = try bound("preview(echo [{}{}])")
        _ = s.press("ctrl-x")
        let first = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(first))
        #expect(s.preview?.template(for: first.item) == "echo [{}{}]")
        _ = s.press("down")
        #expect(s.bandItem != first.item)
        #expect(s.wantedPreview == nil)
        // change-preview() is another matter: its empty command runs and empties the pane
        // (fzf's test_change_preview_window), one-off or not.
        var emptied = try picker(["--preview", "echo {}", "--bind", "ctrl-x:preview(echo [{}]),ctrl-y:change-preview()"])
        _ = emptied.press("ctrl-x")
        _ = emptied.reduce(.previewStarted(try #require(emptied.wantedPreview)))
        _ = emptied.press("ctrl-y")
        #expect(emptied.preview?.once == nil && emptied.wantedPreview != nil)
    }

    @Test("refresh-preview runs the command again")
    func refreshPreview() throws {
        var s = try bound("refresh-preview", ["--preview", "date"])
        _ = s.reduce(.previewStarted(try #require(s.wantedPreview)))
        _ = s.press("ctrl-x")
        #expect(s.preview?.runningKey == nil)
    }

    @Test("show-preview and hide-preview; toggle-preview-wrap flips wrapping, toggle-preview-wrap-word word wrapping with it")
    func previewShownAndWrapped() throws {
        var s = try picker(["--preview", "cat {}", "--bind", "ctrl-x:hide-preview,ctrl-y:show-preview,ctrl-t:toggle-preview-wrap,ctrl-o:toggle-preview-wrap-word"])
        _ = s.press("ctrl-x", "ctrl-x")
        #expect(s.preview?.visible == false)
        _ = s.press("ctrl-y", "ctrl-y")
        #expect(s.preview?.visible == true)
        _ = s.press("ctrl-t")
        #expect(s.preview?.window.wrap == true)
        // As fzf's: word wrapping on, wrapping with it; off again, wrapping off too.
        _ = s.press("ctrl-o")
        #expect(s.preview?.window.wrap == true && s.preview?.window.wrapWord == true)
        _ = s.press("ctrl-o")
        #expect(s.preview?.window.wrap == false)
    }

    @Test("preview-bottom, preview-top and the half pages scroll the preview")
    func previewScrolls() throws {
        var s = try picker(["--preview", "cat {}", "--preview-window", "down,10",
                            "--bind", "ctrl-x:preview-bottom,ctrl-y:preview-top,ctrl-t:preview-half-page-down,ctrl-o:preview-half-page-up"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        _ = s.reduce(.previewOutput(key, bytes: bytes((1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"), status: 0, truncated: false))
        let half = s.previewHalfPage
        #expect(half >= 1)
        _ = s.press("ctrl-t")
        #expect(s.preview?.scroll == half)
        _ = s.press("ctrl-o")
        #expect(s.preview?.scroll == 0)
        _ = s.press("ctrl-x")
        #expect((s.preview?.scroll ?? 0) > 50)
        _ = s.press("ctrl-y")
        #expect(s.preview?.scroll == 0)
    }

    @Test("follow: scrolling up pauses it as output grows, back to the end resumes it, change-preview-window(follow) too (fzf's test_preview_window_follow)")
    func followPausedAndResumed() throws {
        var s = try picker(["--preview", "tail -f log", "--preview-window", "down,10,follow",
                            "--bind", "up:preview-up,down:preview-down,space:change-preview-window(follow|nofollow)"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        func grow(_ n: Int) { _ = s.reduce(.previewOutput(key, bytes: bytes((1...n).map { "\($0)" }.joined(separator: "\n") + "\n"), status: nil, truncated: false)) }
        grow(100)
        let end = try #require(s.preview?.scroll)
        #expect(end > 80)
        _ = s.press("up")
        grow(102)
        #expect(s.preview?.scroll == end - 1, "paused: the pane stays")
        _ = s.press("down", "down", "down")
        grow(103)
        #expect(s.preview?.scroll == end + 3, "at the end again: following")
        _ = s.press("up")
        grow(104)
        #expect(s.preview?.scroll == end + 2)
        _ = s.press("space")
        #expect(s.preview?.scroll == end + 4, "change-preview-window(follow) goes to the end")
    }

    // MARK: fzf's screen only

    @Test("toggle-wrap and toggle-wrap-word turn fzf's screen's wrapping on and off; tick's screen keeps one line an item")
    func toggleWrap() throws {
        var s = try bound("toggle-wrap")
        let before = TickView().lines(s)
        s.press("ctrl-x")
        #expect(s.scripted.wrap && !s.scripted.wrapWord)
        #expect(TickView().lines(s) == before)
        s = try bound("toggle-wrap-word", ["--wrap"])
        s.press("ctrl-x")
        #expect(s.scripted.wrap && s.scripted.wrapWord)
        s.press("ctrl-x")
        #expect(!s.scripted.wrap && !s.scripted.wrapWord)
    }

    @Test("toggle-multi-line turns fzf's screen's multi-line items off and on; tick's screen keeps one line an item")
    func toggleMultiLine() throws {
        var s = try bound("toggle-multi-line", ["--read0"])
        let before = TickView().lines(s)
        #expect(s.scripted.multiLine)
        s.press("ctrl-x")
        #expect(!s.scripted.multiLine)
        #expect(TickView().lines(s) == before)
    }
}
