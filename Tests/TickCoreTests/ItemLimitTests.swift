// The longest item a store holds (`ItemStoreBuilder.maximumItemLength`): the builder measures
// the unfinished item as it grows, so that a reader refuses an item no chunk could hold instead
// of running into the chunk's 32-bit offsets. Tested at a small limit; the real one by its
// arithmetic (a run through 4 GiB is CONTRIBUTING's manual check).
import Testing
@testable import TickCore

@Suite("The longest item")
struct ItemLimitTests {
    @Test("The unfinished item is measured as it grows, and is too long one byte past the limit",
          arguments: [UInt8(0x0A), 0])
    func measured(separator: UInt8) {
        var builder = ItemStoreBuilder(separator: separator, itemLimit: 100)
        builder.append(bytes("ab") + [separator] + bytes("cd") + [separator])
        #expect(builder.unfinishedLength == 0)
        // Reads of every size up to the limit: never too long.
        builder.append([UInt8](repeating: 0x78, count: 37))
        builder.append([UInt8](repeating: 0x78, count: 63))
        #expect(builder.unfinishedLength == 100 && !builder.isUnfinishedTooLong)
        builder.append([0x78])
        #expect(builder.unfinishedLength == 101 && builder.isUnfinishedTooLong)
    }

    @Test("An item ended by its separator is not measured again, however long it was")
    func endedItem() {
        var builder = ItemStoreBuilder(itemLimit: 100)
        builder.append([UInt8](repeating: 0x78, count: 100) + [0x0A] + [UInt8](repeating: 0x79, count: 60))
        #expect(builder.unfinishedLength == 60 && !builder.isUnfinishedTooLong)
        #expect(builder.count == 1)
    }

    @Test("A header line is measured as an item is")
    func headerLine() {
        var builder = ItemStoreBuilder(headerLines: 1, itemLimit: 100)
        builder.append([UInt8](repeating: 0x68, count: 150))
        #expect(builder.isUnfinishedTooLong)
    }

    @Test("An item dropped for its length leaves the items before it, and finishing keeps nothing of it")
    func dropped() {
        var builder = ItemStoreBuilder(sgr: .strip, itemLimit: 100)
        builder.append(bytes("one\ntwo\n") + [UInt8](repeating: 0x7A, count: 120) + bytes("\u{1B}["))
        #expect(builder.isUnfinishedTooLong)
        builder.dropUnfinished()
        #expect(!builder.isUnfinishedTooLong)
        builder.finish()
        let store = builder.store
        #expect(store.count == 2)
        #expect((0..<store.count).map { Array(store.bytes($0)) } == [bytes("one"), bytes("two")])
    }

    @Test("The longest item is 4 GiB less 2 MiB, the builder's default, and fits a chunk with a whole read after it")
    func realLimit() {
        #expect(ItemStoreBuilder.maximumItemLength == 4_292_870_144)
        #expect(ItemStoreBuilder().itemLimit == ItemStoreBuilder.maximumItemLength)
        // What a new chunk must take along at most: the longest unfinished item, the read that
        // may follow it (the builder reserves at most `chunkSize`), and room for the next read.
        let tail = ItemStoreBuilder.maximumItemLength + ItemStoreBuilder.chunkSize
        #expect(tail + ItemStoreBuilder.minimumRead + 8 <= Int(UInt32.max) & ~3)
        #expect(ItemStoreBuilder.capacity(holding: tail, chunkSize: ItemStoreBuilder.chunkSize) <= Int(UInt32.max))
    }
}
