import Testing
@testable import TickCore

/// A table of `groups[i]` as item i's group name.
private func table(_ groups: [String]) -> GroupTable {
    var builder = GroupBuilder()
    for name in groups { Array(name.utf8).withUnsafeBufferPointer { builder.addItem(named: $0) } }
    return builder.table
}

@Suite("The grouped list: headings as rows")
struct GroupedListTests {
    // Items 0…4 in groups a, b, a, b, c; ranked 3, 0, 4, 1, 2 → groups b (3, 1), a (0, 2), c (4).
    let groups = table(["a", "b", "a", "b", "c"])
    let ranked: [UInt32] = [3, 0, 4, 1, 2]

    @Test("A heading before each group's rows; rows ranked within their group")
    func headingsFirst() {
        let list = GroupedList(arranging: ranked, groups: groups)
        let rows = (0..<list.rowCount).map { list.row(at: $0) }
        #expect(rows == [.heading(run: 0), .item(3), .item(1), .heading(run: 1), .item(0), .item(2), .heading(run: 2), .item(4)])
        #expect(list.runs.map(\.group) == [1, 0, 2])
        #expect([3, 1, 0, 2, 4].map { list.firstPosition(of: $0) } == [1, 2, 4, 5, 7])
        #expect(list.firstPosition(of: 9) == nil)
        #expect((0..<3).map { list.firstItemRow(ofRun: $0) } == [1, 4, 7])
    }

    @Test("--layout list: a heading after its rows in rank order (drawn above them, rank 0 being at the bottom)")
    func headingsLast() {
        let list = GroupedList(arranging: ranked, groups: groups, headingsLast: true)
        let rows = (0..<list.rowCount).map { list.row(at: $0) }
        #expect(rows == [.item(3), .item(1), .heading(run: 0), .item(0), .item(2), .heading(run: 1), .item(4), .heading(run: 2)])
        #expect([3, 1, 0, 2, 4].map { list.firstPosition(of: $0) } == [0, 1, 3, 4, 6])
    }

    @Test("The ranked list counts rows for the band and matches for the toolbar; item(at:) is nil on a heading")
    func rankedList() {
        let list = RankedList(grouped: GroupedList(arranging: ranked, groups: groups))
        #expect(list.count == 8 && list.matchCount == 5)
        #expect(list.item(at: 0) == nil && list.item(at: 1) == 3)
        #expect(list.itemIndices == [3, 1, 0, 2, 4])
        #expect(list.firstItems(2) == [3, 1])
        let without = list.removing([3, 1])
        #expect(without.grouped?.runs.count == 2, "group b, left empty, is gone")
        #expect((0..<without.count).map { without.row(at: $0) } == [.heading(run: 0), .item(0), .item(2), .heading(run: 1), .item(4)])
    }

    @Test("Ctrl-Down and Ctrl-Up move between groups only when there are groups (swapped in --layout list)")
    func keys() {
        #expect(Keymap(grouped: false)[KeyName(unchecked: "ctrl-down")] == nil)
        #expect(Keymap(grouped: true)[KeyName(unchecked: "ctrl-down")] == [ActionCall(.move(.nextGroup))])
        #expect(Keymap(grouped: true)[KeyName(unchecked: "ctrl-up")] == [ActionCall(.move(.prevGroup))])
        #expect(Keymap(grouped: true, listLayout: true)[KeyName(unchecked: "ctrl-down")] == [ActionCall(.move(.prevGroup))])
    }
}
