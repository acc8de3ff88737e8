import Testing
@testable import TickCore

/// Where fzf's behaviour and tick's own differ, fzf's under the name fzf (`Options.persona`,
/// docs/SPEC.md §10), and fzf's behaviours of keys and actions (issue 40).
@Suite("fzf's keys and actions under the name fzf")
struct FzfPersonaTests {
    @Test("A command that fails (execute cut short by Ctrl-C: 130) says nothing under the name fzf, as fzf; under tick's its status shows")
    func failedCommandSaysNothing() throws {
        for (name, said) in [(CommandName.fzf, false), (.tick, true)] {
            var s = try picker(["--bind", "ctrl-x:execute(sleep 100)"], as: name)
            s.press("ctrl-x")
            _ = s.reduce(.commandEnded(.execute, status: 130, output: []))
            #expect(s.message == (said ? "execute: exit status 130" : nil), "under \(name)")
            #expect(s.waiting == nil)
        }
    }

    @Test("Under the name fzf, Tab and Shift-Tab move only when they ticked or unticked: not with +m, nor at --multi's limit")
    func tabMovesOnlyWhenToggled() throws {
        var single = try picker(["+m"], as: .fzf)
        single.press("btab", "btab", "btab")
        #expect(single.cursor == 0 && single.ticks.selection.isEmpty)
        single.press("tab")
        #expect(single.cursor == 0)

        var two = try picker(["--multi=2"], as: .fzf)
        two.press("btab", "btab", "btab")
        #expect(two.ticks.selection.inTickOrder == [0, 1])
        #expect(two.cursor == 2, "the third Shift-Tab ticks nothing and stays")
        two.press("tab")
        #expect(two.ticks.selection.inTickOrder == [0, 1] && two.cursor == 2)
        // An explicit toggle+up is two actions: the up moves whatever the toggle did.
        var chain = try picker(["+m", "--bind", "btab:toggle+up"], as: .fzf)
        chain.press("btab")
        #expect(chain.cursor == 1)
    }

    @Test("Under the name fzf a new query's results keep the band's place in the list (fzf's test_vanilla); under tick's it goes back to the best match")
    func newQueryKeepsBandPlace() throws {
        for (name, kept) in [(CommandName.fzf, true), (.tick, false)] {
            var s = try picker(["--layout", "reverse"], items: 12, as: name)
            s.press("down", "down", "down")
            #expect(s.cursor == 3)
            _ = s.feed(typing("a"))
            s.setResults(RankedList(indices: [9, 4, 7, 1, 2]), for: s.request("a", itemCount: 12))
            #expect(s.cursor == (kept ? 3 : 0) && s.bandItem == (kept ? 1 : 9), "under \(name)")
            // Fewer matches than the band's place: the last one.
            _ = s.feed(typing("b"))
            s.setResults(RankedList(indices: [4, 7]), for: s.request("ab", itemCount: 12))
            #expect(s.cursor == (kept ? 1 : 0), "under \(name)")
        }
    }

    @Test("Under the name tick, Tab moves on with --single and at the limit (tick's rule)")
    func tabMovesUnderTick() throws {
        var single = try picker(["--single"])
        let start = single.cursor
        single.press("tab")
        #expect(single.cursor != start && single.ticks.selection.isEmpty)
        var two = try picker(["--limit", "1"])
        two.press("tab", "tab")
        #expect(two.ticks.selection.count <= 1 && two.cursor != start)
    }

    @Test("Under the name fzf, Ctrl-Y yanks what cancel cleared (fzf's test_cancel), and Alt-D kills a word")
    func cancelThenYank() throws {
        var s = try picker(["--bind", "2:cancel"], as: .fzf)
        s.feed(typing("123"))
        #expect(s.query.text == "3")
        s.press("ctrl-y", "ctrl-y")
        #expect(s.query.text == "311")
        var tick = try picker(["--bind", "2:cancel"])
        tick.feed(typing("123"))
        tick.press("ctrl-y", "alt-d")
        #expect(tick.query.text == "3", "under the name tick Ctrl-Y is unbound and Alt-D unticks")
    }

    @Test("fzf's test_key_bindings: word moves, kills and yanks under the name fzf")
    func fzfKeyBindings() throws {
        var s = try picker(["-q", "foo bar foo-bar"], as: .fzf)
        func keys(_ list: [Any]) {
            for k in list {
                if let text = k as? String, text.count == 1 { s.feed(typing(text)) }
                else if let name = k as? String { s.feed(name.hasPrefix("~") ? typing(String(name.dropFirst())) : [keyEvent(name)]) }
            }
        }
        keys(["ctrl-a", "(", "alt-f", ")", "ctrl-b", "~var", "left", "left", "ctrl-d", "alt-backspace"])
        #expect(s.query.text == "(r) bar foo-bar")
        keys(["ctrl-y", "ctrl-y", "alt-b", " ", " ", "ctrl-f", "right", "/", "ctrl-backspace", "backspace"])
        #expect(s.query.text == "(  fovfoovr) bar foo-bar")
        keys(["ctrl-e", "~baz", "ctrl-u", "ctrl-y", "ctrl-w", "~bar-foo", "alt-b", "alt-b", "alt-d", "ctrl-a", "ctrl-y"])
        #expect(s.query.text == "bar(  fovfoovr) bar -foo")
    }

    @Test("--filepath-word: words are separated by / only (fzf's test_file_word)")
    func filepathWord() throws {
        var s = try picker(["-q", "--/foo bar/foo-bar/baz", "--filepath-word"])
        s.press("alt-b", "alt-b", "alt-b")
        #expect(s.query.cursor == 3)
        s.press("alt-f")
        #expect(s.query.cursor == 10)
        s.press("alt-backspace")
        #expect(s.query.text == "--//foo-bar/baz")
        var plain = try picker(["-q", "--/foo bar/foo-bar/baz"])
        plain.press("alt-b", "alt-b", "alt-b")
        #expect(plain.query.cursor == 11, "without it, - and blanks end words too")
        var fzf = try picker(["-q", "--/foo bar/foo-bar/baz", "--filepath-word"], as: .fzf)
        fzf.press("alt-b", "alt-b", "alt-b", "alt-d", "alt-f", "alt-backspace")
        #expect(fzf.query.text == "--///baz")
    }

    @Test("Under the name fzf an unknown option is said in fzf's words (fzf's test_invalid_option); tick's own otherwise")
    func unknownOptionWording() {
        func message(_ arguments: [String], as name: CommandName) -> String? {
            do { _ = try OptionParser.parse(arguments, sources: [], from: name.defaultOptions) } catch { return error.message }
            return nil
        }
        #expect(message(["--foobar"], as: .fzf) == "unknown option: --foobar")
        #expect(message(["-Zx"], as: .fzf) == "unknown option: -Z")
        #expect(message(["--foobar"], as: .tick)?.hasPrefix("unknown option '--foobar'") == true)
    }

    /// Types `text` and gives the picker its matches, `items`, all ranked.
    private func query(_ text: String, matching items: [UInt32], _ s: inout PickerState) {
        type(text, into: &s)
        _ = s.reduce(.matched(RankedList(indices: items), for: s.request(text, itemCount: s.itemCount)))
    }

    @Test("Under the name fzf, deselect-all unticks only the matches (fzf's test_select_all_deselect_all_toggle_all); under tick, everything")
    func deselectAllUnderQuery() throws {
        let bind = ["--multi", "--bind", "ctrl-a:select-all,ctrl-d:deselect-all,ctrl-e:clear-multi,ctrl-s:clear-selection"]
        var fzf = try picker(bind, items: 100, as: .fzf)
        fzf.press("ctrl-a")
        #expect(fzf.ticks.selection.count == 100)
        query("golf", matching: [6], &fzf)
        fzf.press("ctrl-d")
        #expect(fzf.ticks.selection.count == 99)
        #expect(!fzf.ticks.selection.contains(6))
        // clear-multi (and clear-selection) untick everything, matched or not.
        fzf.press("ctrl-e")
        #expect(fzf.ticks.selection.isEmpty)
        fzf.press("ctrl-a")
        fzf.press("ctrl-s")
        #expect(fzf.ticks.selection.isEmpty)

        var tick = try picker(bind, items: 100)
        tick.press("ctrl-a")
        query("golf", matching: [6], &tick)
        tick.press("ctrl-d")
        #expect(tick.ticks.selection.isEmpty)
    }

    @Test("Under the name fzf, next-selected and prev-selected go round past the list's end (fzf's test_prev_next_selected); under tick they stop")
    func selectedMovesWrap() throws {
        // seq 10 | fzf --multi: BTab, BTab, Up, BTab ticks 1, 2, 4 (positions 0, 1, 3) and
        // leaves the cursor on 5; the list layout has the best match at the bottom.
        var s = try picker(["--multi", "--bind", "ctrl-n:next-selected,ctrl-p:prev-selected"], items: 10, as: .fzf)
        s.press("btab", "btab", "up", "btab")
        #expect(s.ticks.selection.count == 3 && s.cursor == 4)
        var seen: [Int] = []
        for key in ["ctrl-n", "ctrl-n", "ctrl-n", "ctrl-n", "ctrl-p", "ctrl-p"] {
            s.press(key)
            seen.append(s.cursor)
        }
        #expect(seen == [3, 1, 0, 3, 0, 1])

        var tick = try picker(["--multi", "--bind", "ctrl-n:next-selected"], items: 10)
        tick.ticks.tick(1)
        tick.press("ctrl-n")
        #expect(tick.cursor == 1)
        tick.press("ctrl-n")
        #expect(tick.cursor == 1)
    }
}
