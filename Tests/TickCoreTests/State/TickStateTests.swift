import Testing
@testable import TickCore

@Suite("TickState")
struct TickStateTests {
    @Test("The ticks the matches leave out are counted against the shown results")
    func hidden() {
        var t = TickState(preselector: nil)
        t.countHidden(in: RankedList(indices: [0, 1]))
        #expect(t.hiddenTicks == 0)
        t.selection.insert(1)
        t.selection.insert(5)
        t.countHidden(in: RankedList(indices: [0, 1]))
        #expect(t.hiddenTicks == 1)
        t.countHidden(in: RankedList(all: 6))
        #expect(t.hiddenTicks == 0)
    }

    @Test("A reload forgets the ticks, empties the ticked view and ticks what the carry names as it arrives")
    func replaced() throws {
        let options = try OptionParser.parse(["--preselect", "b"], defaults: nil)
        var t = TickState(preselector: nil)
        t.selection.insert(0)
        t.tickedView = TickedView(items: [0], matchesCursor: 0, matchesScrollTop: 0)
        t.replaced(carrying: Preselector(options: options))
        #expect(t.selection.isEmpty && t.tickedView?.items == [])
        t.arrived(0..<3, of: itemStore(3, lines: ["a", "b", "c"]), limit: nil)
        #expect(t.selection.inTickOrder == [1])
    }

    @Test("Input arriving ticks nothing without a preselector")
    func noPreselector() {
        var t = TickState(preselector: nil)
        t.arrived(0..<3, of: itemStore(3), limit: nil)
        #expect(t.selection.isEmpty && t.preselector == nil)
    }
}
