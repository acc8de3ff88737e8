import Testing
@testable import TickCore

/// Where fzf's behaviour and tick's own differ, fzf's under the name fzf (`Options.persona`,
/// docs/SPEC.md §10), and fzf's behaviours of keys and actions (issue 40).
@Suite("fzf's keys and actions under the name fzf")
struct FzfPersonaTests {
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
}
