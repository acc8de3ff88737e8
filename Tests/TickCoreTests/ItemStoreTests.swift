import Testing
@testable import TickCore

/// The store built from `input` given in one piece.
private func store(_ input: [UInt8], separator: UInt8 = 0x0A, headerLines: Int = 0) -> ItemStore {
    var builder = ItemStoreBuilder(separator: separator, headerLines: headerLines)
    builder.append(input)
    builder.finish()
    return builder.store
}

private func store(_ input: String, separator: UInt8 = 0x0A, headerLines: Int = 0) -> ItemStore {
    store(bytes(input), separator: separator, headerLines: headerLines)
}

/// Every item's bytes, in order, read both ways the store offers.
private func items(_ s: ItemStore) -> [[UInt8]] {
    (0..<s.count).map { i in
        let viaBuffer = Array(s.item(i))
        #expect(viaBuffer == s.bytes(i))
        return viaBuffer
    }
}

/// `count` bytes that contain no newline and no NUL.
private func filler(_ count: Int, seed: Int = 0) -> [UInt8] {
    (0..<count).map { UInt8(0x20 + ($0 &+ seed) % 90) }
}

@Suite("Item store")
struct ItemStoreTests {
    @Test("The last item needs no separator")
    func lastItemWithoutSeparator() {
        #expect(items(store("a\nb")) == [bytes("a"), bytes("b")])
        #expect(items(store("only")) == [bytes("only")])
    }

    @Test("Empty input has no items")
    func emptyInput() {
        #expect(store("").count == 0)
        var builder = ItemStoreBuilder()
        builder.finish()
        #expect(builder.store.count == 0)
    }

    @Test("A trailing separator does not make an empty item")
    func trailingSeparator() {
        #expect(items(store("a\nb\n")) == [bytes("a"), bytes("b")])
    }

    @Test("Empty lines are items")
    func emptyLines() {
        #expect(items(store("a\n\nb")) == [bytes("a"), [], bytes("b")])
        #expect(items(store("\n")) == [[]])
        #expect(items(store("\n\n")) == [[], []])
    }

    @Test("With NUL as separator, newlines belong to items")
    func nulSeparator() {
        #expect(items(store("a\u{0}b\nc\u{0}", separator: 0)) == [bytes("a"), bytes("b\nc")])
    }

    @Test("Item bytes are kept exactly: carriage returns and invalid UTF-8 included")
    func exactBytes() {
        #expect(items(store([0x61, 0x0D, 0x0A, 0x62, 0xFF, 0xC3])) == [[0x61, 0x0D], [0x62, 0xFF, 0xC3]])
    }

    @Test("Header lines are taken out of the items")
    func headerLines() {
        let s = store("h1\nh2\na\nb", headerLines: 2)
        #expect(s.header == [bytes("h1"), bytes("h2")])
        #expect(items(s) == [bytes("a"), bytes("b")])
    }

    @Test("More header lines than lines leaves no items")
    func headerLinesBeyondInput() {
        let s = store("h1\nh2", headerLines: 5)
        #expect(s.header == [bytes("h1"), bytes("h2")])
        #expect(s.count == 0)
    }

    @Test("Input fed one byte at a time gives the same items and header")
    func byteByByte() {
        var builder = ItemStoreBuilder(headerLines: 1)
        for b in bytes("h\na\n\nbc\nd") { builder.append([b]) }
        builder.finish()
        #expect(builder.store.header == [bytes("h")])
        #expect(items(builder.store) == [bytes("a"), [], bytes("bc"), bytes("d")])
    }

    @Test("Complete items are counted while input still streams")
    func streamingCount() {
        var builder = ItemStoreBuilder()
        builder.append(bytes("a\nb"))
        #expect(builder.store.count == 1)
        builder.append(bytes("c\n"))
        #expect(builder.store.count == 2)
        #expect(items(builder.store) == [bytes("a"), bytes("bc")])
        builder.finish()
        builder.finish()
        #expect(builder.store.count == 2)
    }

    @Test("Bytes written through reserve and commit become items")
    func reserveAndCommit() {
        var builder = ItemStoreBuilder()
        let input = bytes("x\nyz")
        let space = builder.reserve()
        #expect(space.count >= 16)
        for (k, b) in input.enumerated() { space[k] = b }
        builder.commit(input.count)
        builder.finish()
        #expect(items(builder.store) == [bytes("x"), bytes("yz")])
    }

    @Test("An item bigger than a chunk survives intact")
    func hugeItem() throws {
        let big = filler(3 << 20)
        #expect(big.count > ItemStoreBuilder.chunkSize)
        let s = store(bytes("x\n") + big + bytes("\ny"))
        try #require(s.count == 3)
        #expect(s.bytes(0) == bytes("x"))
        #expect(s.bytes(1) == big)
        #expect(s.bytes(2) == bytes("y"))
    }

    @Test("A huge item at the very end, without separator, survives intact")
    func hugeLastItem() throws {
        let big = filler(3 << 20, seed: 7)
        let s = store(big)
        try #require(s.count == 1)
        #expect(s.bytes(0) == big)
    }

    @Test("A header line bigger than a chunk is still the header")
    func hugeHeaderLine() {
        let big = filler(3 << 20, seed: 3)
        let s = store(big + bytes("\na\nb"), headerLines: 1)
        #expect(s.header == [big])
        #expect(items(s) == [bytes("a"), bytes("b")])
    }

    @Test("Many items fed in random pieces span several chunks, all intact and in order")
    func manyItemsInPieces() {
        var rng = SplitMix64(seed: 0x6974_656D)
        var expected: [[UInt8]] = (0..<150_000).map { _ in
            (0..<rng.int(0...40)).map { _ in UInt8(0x20 + rng.int(0..<90)) }
        }
        // A few big items among the small ones.
        for k in [1_000, 70_000, 140_000] {
            expected.insert(filler(rng.int(200_000...1_500_000), seed: k), at: k)
        }
        var input: [UInt8] = []
        for item in expected {
            input += item
            input.append(0x0A)
        }
        // Half the time the last item has no separator.
        if rng.int(0...1) == 0 { input.removeLast() }
        var builder = ItemStoreBuilder()
        var offset = 0
        while offset < input.count {
            let n = min(input.count - offset, rng.int(1...300_000))
            builder.append(input[offset..<(offset + n)])
            offset += n
        }
        builder.finish()
        let s = builder.store
        #expect(s.chunks.count > 3)
        #expect(s.count == expected.count)
        guard s.count == expected.count else { return }
        var mismatches = 0
        for i in 0..<s.count where Array(s.item(i)) != expected[i] { mismatches += 1 }
        #expect(mismatches == 0)
    }
}
