import Testing
@testable import TickCore

@Suite("Item store: whole items appended one by one")
struct ItemStoreAppendItemTests {
    @Test("appendItem keeps every item, empty ones too, across chunks of every size, as appending the bytes does")
    func sameAsBytes() {
        let small = ChunkMemory(chunkSize: 4096, allocate: { .allocate(byteCount: $0, alignment: 4) },
                                release: { block, _ in block.deallocate() })
        var rng = SystemRandomNumberGenerator()
        // Enough bytes to fill the first (large) chunk, then many small ones; an item longer
        // than a small chunk now and then.
        let items: [[UInt8]] = (0..<70_000).map { k in
            let n = k % 997 == 0 ? 6000 : Int.random(in: 0...40, using: &rng)
            return (0..<n).map { UInt8(0x21 + ($0 &+ k) % 90) }
        }
        var one = ItemStoreBuilder(memory: small)
        var whole = ItemStoreBuilder(memory: small)
        for (k, item) in items.enumerated() {
            item.withUnsafeBufferPointer { one.appendItem($0) }
            // A snapshot in the middle sees the items so far.
            if k == 35_000 { #expect(one.store.count == 35_001) }
        }
        whole.append(items.flatMap { $0 + [0x0A] })
        one.finish()
        whole.finish()
        let a = one.store, b = whole.store
        #expect(a.count == items.count && b.count == items.count)
        #expect(a.chunks.count > 2)
        for k in 0..<items.count where Array(a.item(k)) != items[k] {
            Issue.record("item \(k) differs")
            break
        }
    }
}
