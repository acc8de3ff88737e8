import Testing
@testable import TickCore

/// `--no-input` and `show-input`, `hide-input`, `toggle-input`, as fzf 0.74.5 does them
/// (fzf's test_no_input_query, test_no_input_change_query,
/// test_search_override_query_in_no_input_mode): the input line goes from the screen, and while
/// it is hidden nothing edits the query, `change-query` neither; `search(…)` still searches.
@Suite("The input line shown and hidden")
struct InputShownTests {
    @Test("--no-input starts with the input line hidden; show-input, hide-input and toggle-input show and hide it")
    func showAndHide() throws {
        var s = try picker(["--no-input", "--bind", "ctrl-x:show-input,ctrl-y:hide-input,ctrl-t:toggle-input"])
        #expect(!s.display.inputShown)
        #expect(!TickView().lines(s).contains(.prompt))
        _ = s.press("ctrl-x")
        #expect(s.display.inputShown)
        #expect(TickView().lines(s).first == .prompt)
        _ = s.press("ctrl-y")
        #expect(!TickView().lines(s).contains(.prompt))
        _ = s.press("ctrl-t")
        #expect(TickView().lines(s).contains(.prompt))
        _ = s.press("ctrl-t")
        #expect(!TickView().lines(s).contains(.prompt))
        #expect(try picker().display.inputShown)
    }

    @Test("Hidden, the input line's row goes to the list, and the frame hides the cursor")
    func frame() throws {
        let shown = try picker(["--layout", "reverse"], rows: 6)
        let hidden = try picker(["--layout", "reverse", "--no-input", "--prompt", "P> "], rows: 6)
        #expect(TickView().listRows(hidden) == TickView().listRows(shown) + 1)
        let frame = draw(hidden)
        #expect(!lines(frame).contains { $0.hasPrefix("P>") })
        #expect(!frame.cursorShown)
        #expect(draw(shown).cursorShown)
    }

    @Test("Hidden, typing, pasting, editing actions and change-query leave the query as it is (fzf's test_no_input_change_query)")
    func queryKept() throws {
        var s = try picker(["--no-input", "--query", "a", "--multi",
                            "--bind", "space:change-query(b)+toggle,ctrl-u:unix-line-discard,ctrl-y:put(x)",
                            "--bind", "enter:show-input+change-query(echo)+hide-input"])
        #expect(s.feed(typing("z")) == [])
        #expect(s.feed([.paste(Array("pasted".utf8))]) == [])
        #expect(s.press("ctrl-u") == [])
        #expect(s.press("ctrl-y") == [])
        #expect(s.query.text == "a")
        // The rest of the chain runs: the band row is ticked.
        _ = s.feed(typing(" "))
        #expect(s.query.text == "a")
        #expect(s.ticks.selection.count == 1)
        // Shown between the two, change-query changes it.
        #expect(s.press("enter") == [.queryChanged])
        #expect(s.query.text == "echo")
        #expect(!s.display.inputShown)
    }

    @Test("Hidden, search(…) still searches (fzf's test_search_override_query_in_no_input_mode)")
    func searchStillSearches() throws {
        var s = try picker(["--no-input", "--bind", "ctrl-x:search(br)"])
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.searched(query: s.query.text) == "br")
    }

    @Test("Hidden, transform-query's output is dropped, as fzf drops every change of the query then")
    func transformQueryDropped() throws {
        var s = try picker(["--no-input", "--bind", "ctrl-x:transform-query(echo new)"])
        guard case .runCommand? = s.press("ctrl-x").first else { Issue.record("no command"); return }
        #expect(s.reduce(.commandEnded(.setting(.query), status: 0, output: Array("new\n".utf8))) == [])
        #expect(s.query.text == "")
    }

    @Test("FZF_INPUT_STATE is hidden while the input line is (fzf's man page: enabled, disabled, hidden)")
    func inputState() throws {
        var s = try picker(["--no-input", "--disabled", "--bind", "ctrl-x:show-input"])
        #expect(ChildEnvironment.inputState(s) == "hidden")
        _ = s.press("ctrl-x")
        #expect(ChildEnvironment.inputState(s) == "disabled")
        #expect(ChildEnvironment.inputState(try picker()) == "enabled")
    }
}
