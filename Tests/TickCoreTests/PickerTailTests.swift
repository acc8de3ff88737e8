import Testing
@testable import TickCore

/// `--tail`: when the store drops its oldest items, the picker's rows, ticks and counts drop them.
@Suite("Picker with --tail")
struct PickerTailTests {
    /// A store of `count` lines `item K`, with only the last `tail` kept.
    static func tailStore(_ count: Int, tail: Int) -> ItemStore {
        var builder = ItemStoreBuilder(tail: tail)
        builder.append(Array((0..<count).map { "item \($0)\n" }.joined().utf8))
        return builder.store
    }

    @Test("Items that fall out leave the rows and the ticks; the count is of the items kept; the rest keep their indices")
    func droppedItemsLeave() throws {
        var state = try picker(["--multi", "--tail", "5"], items: 10)
        state.ticks.tick(2)
        state.ticks.tick(8)
        _ = state.reduce(.inputRead(Self.tailStore(12, tail: 5), done: false))
        #expect(state.store.indices == 7..<12)
        #expect(state.ticks.selection.inTickOrder == [8])
        // The rows matched before the new items came: those still kept, until the new results.
        #expect(state.results.itemIndices == [7, 8, 9])
        #expect(state.listedCount == 5)
    }
}
