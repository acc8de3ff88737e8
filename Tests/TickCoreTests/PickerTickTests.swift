import Testing
@testable import TickCore

@Suite("Picker: ticking rows")
struct PickerTickTests {
    @Test("Tab ticks the band row and spins on to the next one")
    func tabTicksAndMovesOn() throws {
        var s = try picker()
        #expect(s.press("tab") == [])
        #expect(s.ticks.selection.inInputOrder == [0])
        #expect(s.cursor == 1)
        s.press("tab", "tab")
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        #expect(s.cursor == 3)
    }

    @Test("Tab on a ticked row unticks it")
    func tabUnticks() throws {
        var s = try picker()
        s.press("tab", "up", "tab")
        #expect(s.ticks.selection.isEmpty)
        #expect(s.cursor == 1)
    }

    @Test("Shift-Tab ticks the band row and spins back")
    func shiftTabTicksAndMovesBack() throws {
        var s = try picker()
        s.press("down", "down", "down")
        s.press("btab")
        #expect(s.ticks.selection.inInputOrder == [3])
        #expect(s.cursor == 2)
        s.press("btab", "btab")
        #expect(s.ticks.selection.inInputOrder == [1, 2, 3])
        #expect(s.cursor == 0)
    }

    @Test("Reverse layout: Tab also moves on to the next match")
    func tabInReverse() throws {
        var s = try picker(["--layout", "reverse"])
        s.press("tab", "tab")
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        #expect(s.cursor == 2)
    }

    @Test("A tick belongs to an item: it survives a new query's results and shows on the item's new row")
    func tickSurvivesNewResults() throws {
        var s = try picker()
        s.press("down", "down", "down", "tab")
        #expect(s.ticks.selection.inInputOrder == [3])
        #expect(s.feed(typing("e")) == [.queryChanged])
        // delta (3) is now second best.
        s.setResults(RankedList(indices: [4, 3, 1]), for: s.request("e", itemCount: 7))
        #expect(s.ticks.selection.inInputOrder == [3])
        #expect(s.bandItem == 4)
        #expect(lines(draw(s))[1...3] == [">  echo", " ✓ delta", "   bravo"])
        // Ticking another row adds it; the hidden tick stays.
        s.press("tab")
        _ = s.feed(typing("c"))
        s.setResults(RankedList(indices: [2]), for: s.request("ec", itemCount: 7))
        #expect(s.ticks.selection.inInputOrder == [3, 4])
        #expect(s.press("enter") == [.finish(.accepted(items: [3, 4], key: nil))])
    }

    @Test("Alt-A ticks every match, hidden ticks stay; Alt-D unticks every row")
    func selectAllDeselectAll() throws {
        var s = try picker()
        s.press("down", "tab")  // bravo
        _ = s.feed(typing("o"))
        s.setResults(RankedList(indices: [4, 5, 6]), for: s.request("o", itemCount: 7))
        s.press("alt-a")
        #expect(s.ticks.selection.inInputOrder == [1, 4, 5, 6])
        s.press("alt-d")
        #expect(s.ticks.selection.isEmpty)
    }

    @Test("Alt-T inverts the ticks of the matching rows only")
    func toggleAll() throws {
        var s = try picker()
        s.press("tab", "tab")  // alpha, bravo
        _ = s.feed(typing("a"))
        s.setResults(RankedList(indices: [0, 2, 3]), for: s.request("a", itemCount: 7))
        s.press("alt-t")
        // alpha unticked, charlie and delta ticked, bravo (hidden) untouched.
        #expect(s.ticks.selection.inInputOrder == [1, 2, 3])
    }

    @Test("Alt-T at a limit unticks first, then ticks in order up to it, as fzf's toggle-all (fzf's test_multi_max)")
    func toggleAllAtLimit() throws {
        var s = try picker(["--limit", "3"])
        s.press("tab", "tab")  // alpha, bravo
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        // The ticked rows ranked last: one pass would meet the limit before reaching them.
        _ = s.feed(typing("e"))
        s.setResults(RankedList(indices: [2, 3, 4, 0, 1]), for: s.request("e", itemCount: 7))
        s.press("alt-t")
        // alpha and bravo unticked, then charlie, delta and echo ticked: three, the limit.
        #expect(s.ticks.selection.inInputOrder == [2, 3, 4])
    }

    @Test("--limit refuses a tick beyond N with a toolbar message, cleared by the next key")
    func limit() throws {
        var s = try picker(["--limit", "2"])
        s.press("tab", "tab")
        #expect(s.ticks.selection.count == 2)
        #expect(s.message == nil)
        s.press("tab")
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        let message = try #require(s.message)
        #expect(message.contains("2"))
        #expect(Toolbar(state: s).segments.first == .init(text: message, role: .message,
                                                           columns: 0..<DisplayText.width(of: message)))
        s.press("down")
        #expect(s.message == nil)
        // Under the name fzf nothing is said: fzf's info line shows `(2/2)` and its counts stay
        // (test_multi_max reads `10/10 (3/3)` after toggle-all meets the limit).
        var f = try picker(["-m", "2"], as: .fzf)
        let first = f.tick(0), second = f.tick(1), third = f.tick(2)
        #expect(first && second && !third)
        #expect(f.ticks.selection.count == 2)
        #expect(f.message == nil)
        // Unticking makes room again.
        s.press("up", "up", "up", "tab")
        #expect(s.cursor == 2)
        #expect(s.ticks.selection.inInputOrder == [0])
        s.press("tab")
        #expect(s.ticks.selection.inInputOrder == [0, 2])
    }

    @Test("--limit: Alt-A ticks up to the limit and says why it stopped")
    func limitSelectAll() throws {
        var s = try picker(["--limit", "3"])
        s.press("alt-a")
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        #expect(s.message != nil)
    }

    @Test("--single: Tab does not tick, Enter picks the band row")
    func single() throws {
        var s = try picker(["--single"])
        #expect(s.scripted.single)
        s.press("tab")
        #expect(s.ticks.selection.isEmpty)
        #expect(s.cursor == 1)
        s.press("alt-a")
        #expect(s.ticks.selection.isEmpty)
        #expect(s.press("enter") == [.finish(.accepted(items: [1], key: nil))])
        var same = try picker(["--limit", "1"])
        #expect(same.scripted.single)
        same.press("down", "down")
        #expect(same.press("enter") == [.finish(.accepted(items: [2], key: nil))])
    }

    @Test("--no-search: Space toggles the band row and letters do nothing")
    func spaceTogglesWithoutSearch() throws {
        var s = try picker(["--no-search"])
        #expect(s.feed(typing(" ")) == [])
        #expect(s.ticks.selection.inInputOrder == [0])
        #expect(s.cursor == 0)
        #expect(s.feed(typing(" ")) == [])
        #expect(s.ticks.selection.isEmpty)
        #expect(s.feed(typing("ab")) == [])
        #expect(s.query.text == "")
        #expect(s.ticks.selection.isEmpty && s.cursor == 0)
    }
}
