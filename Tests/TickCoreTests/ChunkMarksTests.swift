import Testing
import TickTestSupport
@testable import TickCore

/// What a sealed chunk records about its items for the matcher (`Chunk.markASCII`): which hold
/// a byte below 0x21, and which hold one of 0x80 or more.
@Suite("Chunk marks")
struct ChunkMarksTests {
    static func sealed(_ items: [[UInt8]]) -> Chunk {
        var builder = ItemStoreBuilder()
        for item in items { builder.append(item + [0x0A]) }
        builder.finish()
        #expect(builder.store.chunks.count == 1)
        return builder.store.chunks[0]
    }

    @Test("Random items: the marks are exactly the items holding such bytes, wherever they fall in a word")
    func randomItems() {
        var rng = SeededRandom(seed: 0x4D41_524B)
        for round in 0..<200 {
            let items: [[UInt8]] = (0..<rng.int(1...40)).map { _ in
                (0..<rng.int(0...30)).map { _ in
                    switch rng.int(0..<20) {
                    case 0: return 0x20
                    case 1: return 0xC3
                    case 2: return 0x09
                    default: return UInt8(0x61 + rng.int(0..<26))
                    }
                }
            }
            let chunk = Self.sealed(items)
            let wide = items.map { $0.contains { $0 >= 0x80 } }
            let blank = items.map { $0.contains { $0 < 0x21 } }
            #expect(chunk.isASCII == !wide.contains(true), "round \(round)")
            #expect(chunk.wideItems == nil || wide.contains(true), "round \(round)")
            for k in items.indices {
                #expect(chunk.holdsBlank(k) == blank[k], "round \(round), item \(k)")
                #expect((chunk.wideItems?.contains(k) ?? false) == wide[k], "round \(round), item \(k)")
            }
        }
    }

    @Test("A wide byte right before and right after a separator belongs to its own item")
    func aroundSeparators() {
        let chunk = Self.sealed([Array("abcdefg".utf8), [0xC3, 0xA9], Array("xyz".utf8) + [0xE2], Array("plain".utf8), []])
        #expect(!chunk.isASCII)
        #expect((0..<5).map { chunk.wideItems?.contains($0) ?? false } == [false, true, true, false, false])
        #expect((0..<5).map { chunk.holdsBlank($0) } == [false, false, false, false, false])
    }
}
