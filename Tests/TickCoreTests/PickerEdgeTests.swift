import Testing
@testable import TickCore

/// Edge cases found in review: Enter racing a new query's matches, `--no-search` keeping its
/// query, and user-given labels that hold control characters.
@Suite("Picker edge cases")
struct PickerEdgeTests {
    @Test("Enter before the new query's matches arrive waits for them and picks the new band row")
    func enterWaitsForMatches() throws {
        var state = try picker()
        // Results are for "" (every item); the user types "ch" and presses Enter at once.
        state.feed(typing("ch"))
        #expect(!state.resultsAreCurrent)
        #expect(state.press("enter") == [])
        #expect(state.resumeDeferredAccept() == nil)
        // The matches of "ch" arrive: charlie (2) and echo (4).
        state.setResults(RankedList(indices: [2, 4]), for: state.request("ch", itemCount: names.count))
        #expect(state.resumeDeferredAccept() == .finish(.accepted(items: [2], key: nil)))
        #expect(state.resumeDeferredAccept() == nil)
    }

    @Test("A key pressed while Enter waits cancels the wait")
    func keyCancelsWaitingEnter() throws {
        var state = try picker()
        state.feed(typing("ch"))
        state.press("enter")
        state.press("down")
        state.setResults(RankedList(indices: [2, 4]), for: state.request("ch", itemCount: names.count))
        #expect(state.resumeDeferredAccept() == nil)
    }

    @Test("With ticks, Enter does not wait: the ticks are the answer whatever the query")
    func enterWithTicksDoesNotWait() throws {
        var state = try picker()
        state.press("tab")
        state.feed(typing("zz"))
        #expect(state.press("enter") == [.finish(.accepted(items: [0], key: nil))])
    }

    @Test("--no-search keeps the -q query: editing keys change nothing and start no match")
    func noSearchKeepsQuery() throws {
        var state = try picker(["--no-search", "-q", "al"])
        #expect(state.press("backspace") == [])
        #expect(state.press("ctrl-u") == [])
        state.feed([.paste(Array("x".utf8))])
        #expect(state.query.text == "al")
    }

    @Test("Control characters in --prompt, --marker and --action are drawn as placeholders")
    func labelsAreSanitized() throws {
        var state = try picker(["--prompt", "\u{1B}]0;pwned\u{07}> ", "--marker", "\u{1B}", "--action", "Do\u{9B}it"])
        state.press("tab")
        let frame = draw(state)
        for line in frame.lines {
            for cell in line {
                #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
        #expect(frame.text(row: 0) == "␛]0;pwned␇>")
        #expect(lines(frame).contains { $0.contains("[ Do�it (1) ]") })
    }
}

/// Rules settled in review: Tab moves as Down does, --min counts ticks, a button's release
/// undoes nothing.
@Suite("Picker rules")
struct PickerRuleTests {
    @Test("In the list layout Tab ticks and moves down the screen, towards the best match, as Down does (fzf)")
    func tabInList() throws {
        var state = try picker(["--layout", "list"])
        state.press("up", "up")
        #expect(state.cursor == 2)
        state.press("tab")
        #expect(state.cursor == 1)
        #expect(state.selection.contains(2))
        state.press("btab")
        #expect(state.cursor == 2)
        #expect(state.selection.contains(1))
    }

    @Test("--min N refuses Enter until N rows are ticked, even with a band row to pick")
    func minimumCountsTicks() throws {
        var state = try picker(["--min", "1"])
        #expect(state.press("enter") == [])
        #expect(state.message?.contains("at least 1") == true)
        state.press("tab")
        #expect(state.press("enter") == [.finish(.accepted(items: [0], key: nil))])
    }

    @Test("A tap's release does not cancel --confirm's question or clear a message")
    func releaseUndoesNothing() throws {
        var state = try picker(["--confirm"])
        state.placement.origin = 1
        state.press("tab")
        // Done is "[ Done (1) ]" at columns 57-68 (1-based), on the toolbar: screen row 7.
        #expect(state.handle(tap(column: 60, row: 7)) == [])
        #expect(state.confirmQuestion == "Print 1 item? [y/N]")
        #expect(state.handle(.mouse(MouseEvent(button: .left, kind: .release, column: 60, row: 7))) == [])
        #expect(state.confirmQuestion != nil)
        #expect(state.feed(typing("y")) == [.finish(.accepted(items: [0], key: nil))])

        var two = try picker(["--limit", "2"])
        two.placement.origin = 1
        two.press("tab", "tab")
        _ = two.handle(tap(column: 10, row: 5))
        #expect(two.message != nil)
        _ = two.handle(.mouse(MouseEvent(button: .left, kind: .release, column: 10, row: 5)))
        #expect(two.message != nil)
    }

    @Test("Enter before any results waits for them instead of reporting no match")
    func enterBeforeFirstResults() throws {
        let options = try OptionParser.parse(["-q", "ch"], defaults: nil)
        var state = PickerState(config: PickerConfig(options: options), query: options.query)
        state.store = ItemStore()
        #expect(state.press("enter") == [])
        state.store = itemStore()
        state.loading = false
        state.setResults(RankedList(indices: [2]), for: state.request("ch", itemCount: names.count))
        #expect(state.resumeDeferredAccept() == .finish(.accepted(items: [2], key: nil)))
    }
}
