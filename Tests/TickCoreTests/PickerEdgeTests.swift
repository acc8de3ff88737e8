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
        #expect(state.press("enter") == .redraw)
        #expect(state.resumeDeferredAccept() == nil)
        // The matches of "ch" arrive: charlie (2) and echo (4).
        state.setResults(RankedList(indices: [2, 4]), query: "ch", itemCount: names.count)
        #expect(state.resumeDeferredAccept() == .finish(.accepted(items: [2], key: nil)))
        #expect(state.resumeDeferredAccept() == nil)
    }

    @Test("A key pressed while Enter waits cancels the wait")
    func keyCancelsWaitingEnter() throws {
        var state = try picker()
        state.feed(typing("ch"))
        state.press("enter")
        state.press("down")
        state.setResults(RankedList(indices: [2, 4]), query: "ch", itemCount: names.count)
        #expect(state.resumeDeferredAccept() == nil)
    }

    @Test("With ticks, Enter does not wait: the ticks are the answer whatever the query")
    func enterWithTicksDoesNotWait() throws {
        var state = try picker()
        state.press("tab")
        state.feed(typing("zz"))
        #expect(state.press("enter") == .finish(.accepted(items: [0], key: nil)))
    }

    @Test("--no-search keeps the -q query: editing keys change nothing and start no match")
    func noSearchKeepsQuery() throws {
        var state = try picker(["--no-search", "-q", "al"])
        #expect(state.press("backspace") == .redraw)
        #expect(state.press("ctrl-u") == .redraw)
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
