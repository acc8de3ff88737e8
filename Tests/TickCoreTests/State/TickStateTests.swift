import Testing
@testable import TickCore

@Suite("TickState")
struct TickStateTests {
    @Test("The ticks the matches leave out are counted against the shown results")
    func hidden() {
        var t = TickState(preselector: nil)
        t.countHidden(in: RankedList(indices: [0, 1]))
        #expect(t.hiddenTicks == 0)
        t.tick(1)
        t.tick(5)
        t.countHidden(in: RankedList(indices: [0, 1]))
        #expect(t.hiddenTicks == 1)
        t.countHidden(in: RankedList(all: 6))
        #expect(t.hiddenTicks == 0)
    }

    @Test("A reload forgets the ticks, empties the ticked view and ticks what the carry names as it arrives")
    func replaced() throws {
        let options = try OptionParser.parse(["--preselect", "b"], defaults: nil)
        var t = TickState(preselector: nil)
        t.tick(0)
        t.openView(matchesCursor: 0, matchesScrollTop: 0)
        #expect(t.tickedView?.items == [0])
        t.replaced(carrying: Preselector(options: options))
        #expect(t.selection.isEmpty && t.tickedView?.items == [])
        t.arrived(0..<3, of: itemStore(3, lines: ["a", "b", "c"]), limit: nil)
        #expect(t.selection.inTickOrder == [1])
    }

    @Test("tick, untick and untickAll change the ticks, in tick order")
    func tickAndUntick() {
        var t = TickState(preselector: nil)
        t.tick(3)
        t.tick(1)
        t.tick(2)
        #expect(t.selection.inTickOrder == [3, 1, 2])
        t.untick(1)
        t.untick(7)
        #expect(t.selection.inTickOrder == [3, 2])
        t.untickAll()
        #expect(t.selection.isEmpty)
    }

    @Test("The ticked view opens on the ticks in tick order, remembers the band, relists and closes")
    func tickedView() {
        var t = TickState(preselector: nil)
        t.relistView()
        #expect(t.tickedView == nil)
        t.tick(4)
        t.tick(0)
        t.openView(matchesCursor: 6, matchesScrollTop: 2)
        #expect(t.tickedView == TickedView(items: [4, 0], matchesCursor: 6, matchesScrollTop: 2))
        t.tick(9)
        #expect(t.tickedView?.items == [4, 0])
        t.relistView()
        #expect(t.tickedView?.items == [4, 0, 9])
        t.closeView()
        #expect(t.tickedView == nil && t.selection.inTickOrder == [4, 0, 9])
    }

    @Test("Swapping two rows of the ticked view swaps their tick order too")
    func swapInView() {
        var t = TickState(preselector: nil)
        t.swapInView(0, 1, item: 4)
        #expect(t.tickedView == nil)
        t.tick(4)
        t.tick(0)
        t.tick(9)
        t.openView(matchesCursor: 0, matchesScrollTop: 0)
        t.swapInView(1, 2, item: 0)
        #expect(t.tickedView?.items == [4, 9, 0] && t.selection.inTickOrder == [4, 9, 0])
    }

    @Test("Input arriving ticks nothing without a preselector")
    func noPreselector() {
        var t = TickState(preselector: nil)
        t.arrived(0..<3, of: itemStore(3), limit: nil)
        #expect(t.selection.isEmpty && t.preselector == nil)
    }
}
