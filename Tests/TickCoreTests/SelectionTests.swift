import Testing
@testable import TickCore

@Suite("Selection")
struct SelectionTests {
    @Test("Ticks are kept in input order and in tick order")
    func orders() {
        var s = Selection()
        for item in [10, 2, 9] { s.insert(item) }
        #expect(s.count == 3)
        #expect(s.inInputOrder == [2, 9, 10])
        #expect(s.inTickOrder == [10, 2, 9])
    }

    @Test("Ticking a ticked item changes nothing; unticking and ticking again moves it last")
    func reticking() {
        var s = Selection()
        for item in [5, 1, 7] { s.insert(item) }
        s.insert(5)
        #expect(s.count == 3 && s.inTickOrder == [5, 1, 7])
        s.remove(5)
        #expect(!s.contains(5) && s.count == 2)
        s.insert(5)
        #expect(s.inTickOrder == [1, 7, 5])
        #expect(s.inInputOrder == [1, 5, 7])
    }

    @Test("Removing an untouched item changes nothing; removeAll empties it")
    func removing() {
        var s = Selection()
        s.insert(3)
        s.remove(4)
        #expect(s.count == 1 && s.contains(3) && !s.contains(4))
        s.removeAll()
        #expect(s.isEmpty && s.count == 0 && s.inInputOrder.isEmpty && s.inTickOrder.isEmpty)
    }

    @Test("Large item indices are kept exactly")
    func largeIndices() {
        var s = Selection()
        s.insert(4_000_000_000)
        s.insert(0)
        #expect(s.inInputOrder == [0, 4_000_000_000])
    }
}

@Suite("Ranked list")
struct RankedListTests {
    @Test("All items in input order, or reversed for --tac")
    func all() {
        let list = RankedList(all: 4)
        #expect(list.count == 4 && !list.isEmpty)
        #expect(list.itemIndices == [0, 1, 2, 3])
        #expect(list[2] == 2)
        let reversed = RankedList(all: 4, reversed: true)
        #expect(reversed.itemIndices == [3, 2, 1, 0])
        #expect(reversed[0] == 3)
    }

    @Test("Given item indices in rank order")
    func indices() {
        let list = RankedList(indices: [7, 3, 5])
        #expect(list.count == 3)
        #expect(list[0] == 7 && list[2] == 5)
        #expect(list.itemIndices == [7, 3, 5])
    }

    @Test("Empty lists, and equality")
    func empty() {
        #expect(RankedList.empty.isEmpty && RankedList.empty.count == 0)
        #expect(RankedList(all: 0).isEmpty)
        #expect(RankedList(all: 0).itemIndices == [])
        #expect(RankedList(indices: [1, 2]) == RankedList(indices: [1, 2]))
        #expect(RankedList(indices: [1, 2]) != RankedList(indices: [2, 1]))
        #expect(RankedList(all: 3) != RankedList(all: 3, reversed: true))
    }
}
