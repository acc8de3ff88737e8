import Testing
@testable import TickCore
@testable import TickEngine

@Suite("Large-page chunks")
struct LargePagesTests {
    @Test("A mapping starts on a large page boundary, holds what it was asked for, and is given back",
          arguments: [1, 4_096, LargePages.size - 4, LargePages.size, LargePages.size + 4, 5 * LargePages.size + 12])
    func mappingIsAligned(count: Int) {
        let block = LargePages.map(count)
        #expect(UInt(bitPattern: block) % UInt(LargePages.size) == 0)
        // Every byte asked for is writable and starts zeroed.
        let bytes = block.bindMemory(to: UInt8.self, capacity: count)
        #expect(bytes[0] == 0 && bytes[count - 1] == 0)
        bytes.update(repeating: 0xA5, count: count)
        #expect(bytes[count / 2] == 0xA5 && bytes[count - 1] == 0xA5)
        ChunkMemory.largePages.release(block, count)
    }

    @Test("Rounding goes up to whole large pages")
    func rounding() {
        #expect(LargePages.rounded(1) == LargePages.size)
        #expect(LargePages.rounded(LargePages.size) == LargePages.size)
        #expect(LargePages.rounded(LargePages.size + 1) == 2 * LargePages.size)
    }

    @Test("Items read into large-page chunks are the input's items, long ones included")
    func itemsIntact() {
        var input: [UInt8] = []
        var expected: [[UInt8]] = []
        var x: UInt64 = 0x6C61_7267_6570_6167
        for k in 0..<120_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly short lines, and now and then one longer than a chunk.
            let length = k % 40_000 == 39_999 ? 3 * LargePages.size + Int(x >> 60) : Int(x >> 58)
            var item = [UInt8](repeating: UInt8(0x61 + k % 26), count: length)
            if length > 0 { item[length - 1] = UInt8(0x41 + k % 26) }
            expected.append(item)
            input.append(contentsOf: item)
            input.append(0x0A)
        }
        var builder = ItemStoreBuilder(memory: .largePages)
        var rest = input[...]
        while !rest.isEmpty {
            let space = builder.reserve()
            let n = min(space.count, rest.count, 70_001)
            _ = UnsafeMutableBufferPointer(rebasing: space[..<n]).initialize(fromContentsOf: rest.prefix(n))
            rest = rest.dropFirst(n)
            builder.commit(n)
        }
        builder.finish()
        let store = builder.store
        #expect(store.count == expected.count)
        let wrong = (0..<min(store.count, expected.count)).filter { !store.item($0).elementsEqual(expected[$0]) }
        #expect(wrong.isEmpty, "first wrong item: \(wrong.first ?? -1)")
        // The first chunk comes from the heap; the others are whole, aligned large pages.
        #expect(store.chunks[0].storage.capacity == ItemStoreBuilder.chunkSize)
        for chunk in store.chunks.dropFirst() {
            #expect(UInt(bitPattern: chunk.storage.base) % UInt(LargePages.size) == 0)
            #expect(chunk.storage.capacity >= LargePages.size)
        }
    }
}
