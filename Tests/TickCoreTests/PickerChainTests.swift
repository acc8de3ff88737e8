import Testing
@testable import TickCore

/// A chain of actions runs in order and says what it asks of the outside world, in order.
@Suite("Chains of actions")
struct PickerChainTests {
    @Test("Each call of a chain acts in turn: toggle+down+toggle ticks two rows")
    func inOrder() throws {
        var s = try picker(["--bind", "ctrl-x:toggle+down+toggle"])
        #expect(s.press("ctrl-x") == [])
        #expect(s.ticks.selection.inInputOrder == [0, 1])
    }

    @Test("A changed query is one effect, however many calls change it")
    func oneQueryChange() throws {
        var s = try picker(["--bind", "ctrl-x:put(ab)+put(c)+up"])
        #expect(s.press("ctrl-x") == [.queryChanged])
        #expect(s.query.text == "abc")
    }

    @Test("A call that ends the picker ends the chain: what follows it does not run")
    func endsChain() throws {
        var s = try picker(["--bind", "ctrl-x:toggle+abort+down+toggle"])
        #expect(s.press("ctrl-x") == [.finish(.cancelled)])
        #expect(s.ticks.selection.inInputOrder == [0])
    }

    @Test("KEY:+ACTION runs after the key's default")
    func appended() throws {
        var s = try picker(["--bind", "tab:+toggle"])
        _ = s.press("tab")
        // Tab ticks row 0 and moves down; the added toggle ticks row 1.
        #expect(s.ticks.selection.inInputOrder == [0, 1])
    }
}
