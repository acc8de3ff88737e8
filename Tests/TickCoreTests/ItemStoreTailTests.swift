import Synchronization
import Testing
import TickTestSupport
@testable import TickCore

/// `--tail N`: the store keeps the last N items, lets go of the chunks older than them, and
/// keeps counting indices from the first item read.
@Suite("Item store tail")
struct ItemStoreTailTests {
    /// Item `i` of the test input: its number and some padding, so that lines differ in length.
    static func line(_ i: Int) -> [UInt8] {
        Array("item \(i) \(String(repeating: "x", count: i % 37))".utf8)
    }

    /// A builder fed items `0 ..< count` in reads of `step` bytes.
    static func builder(count: Int, tail: Int?, step: Int = 65_536, memory: ChunkMemory = .heap) -> ItemStoreBuilder {
        var builder = ItemStoreBuilder(memory: memory, tail: tail)
        var input: [UInt8] = []
        for i in 0..<count { input += line(i) + [0x0A] }
        var at = 0
        while at < input.count {
            builder.append(input[at..<min(input.count, at + step)])
            at += step
        }
        builder.finish()
        return builder
    }

    @Test("Only the last N items are kept, each under the index it was read with", arguments: [1, 7, 5_000, 60_000, 200_000])
    func keepsTheLastItems(tail: Int) {
        let total = 150_000
        let store = Self.builder(count: total, tail: tail).store
        let kept = min(tail, total)
        #expect(store.count == total)
        #expect(store.startIndex == total - kept)
        #expect(store.keptCount == kept)
        #expect(store.indices == (total - kept)..<total)
        for i in store.indices { #expect(store.bytes(i) == Self.line(i), "item \(i)") }
        #expect(store.chunks.reduce(0) { $0 + $1.count } == kept)
    }

    @Test("Without --tail nothing is dropped")
    func keepsEverythingWithoutTail() {
        let store = Self.builder(count: 100_000, tail: nil).store
        #expect(store.startIndex == 0 && store.keptCount == 100_000)
        #expect(store.bytes(0) == Self.line(0))
    }

    @Test("A snapshot taken earlier still holds its items while the builder drops them")
    func earlierSnapshotsStay() {
        var builder = ItemStoreBuilder(tail: 10)
        for i in 0..<20 { builder.append(Self.line(i) + [0x0A]) }
        let early = builder.store
        for i in 20..<200_000 { builder.append(Self.line(i) + [0x0A]) }
        builder.finish()
        #expect(early.indices == 10..<20)
        for i in early.indices { #expect(early.bytes(i) == Self.line(i)) }
        #expect(builder.store.indices == 199_990..<200_000)
    }

    /// Blocks handed out and not yet given back.
    final class BlockCount: Sendable {
        let live = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        var memory: ChunkMemory {
            ChunkMemory(chunkSize: 1 << 14, allocate: { [self] bytes in
                let now = live.add(1, ordering: .relaxed).newValue
                _ = most.max(now, ordering: .relaxed)
                return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
            }, release: { [self] block, _ in
                _ = live.subtract(1, ordering: .relaxed)
                block.deallocate()
            })
        }
    }

    @Test("An endless stream keeps a bounded number of blocks: those older than the last N are given back")
    func memoryStaysBounded() {
        let blocks = BlockCount()
        // 16 KiB chunks of about 40-byte lines: 100 items fit in one chunk, 200,000 need ~500.
        let builder = Self.builder(count: 200_000, tail: 100, step: 4_096, memory: blocks.memory)
        #expect(builder.store.indices == 199_900..<200_000)
        #expect(blocks.most.load(ordering: .relaxed) <= 4)
        #expect(blocks.live.load(ordering: .relaxed) <= 3)
    }

    @Test("A chunk that hides its first items keeps the marks of the others", arguments: [1, 5, 63, 64, 65, 130])
    func viewKeepsMarks(dropped: Int) {
        var rng = SeededRandom(seed: 0x5441_494C &+ UInt64(dropped))
        let items: [[UInt8]] = (0..<200).map { _ in
            (0..<rng.int(1...12)).map { _ in [0x20, 0xC3, 0x61, 0x62, 0x63][rng.int(0..<5)] }
        }
        let chunk = ChunkMarksTests.sealed(items)
        let view = chunk.droppingFirst(dropped)
        #expect(view.count == items.count - dropped)
        for k in 0..<view.count {
            #expect(Array(view.item(k)) == items[k + dropped])
            #expect(view.holdsBlank(k) == chunk.holdsBlank(k + dropped), "item \(k)")
            #expect((view.wideItems?.contains(k) ?? false) == (chunk.wideItems?.contains(k + dropped) ?? false), "item \(k)")
        }
    }
}
