import Testing
@testable import TickCore

/// Where the items of `input` lie, split one byte at a time: what the store must hold.
private func naiveItems(_ input: [UInt8], separator: UInt8) -> [Range<Int>] {
    var items: [Range<Int>] = []
    var start = 0
    input.withUnsafeBufferPointer { bytes in
        for i in 0..<bytes.count where bytes[i] == separator {
            items.append(start..<i)
            start = i + 1
        }
    }
    // A last item without separator.
    if start < input.count { items.append(start..<input.count) }
    return items
}

/// Whether `a` and `b` hold the same bytes (eight at a time: the test suite runs unoptimised).
private func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let p = a.baseAddress, let q = b.baseAddress else { return true }
    var i = 0
    while i + 8 <= a.count {
        if UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(q + i).loadUnaligned(as: UInt64.self) {
            return false
        }
        i += 8
    }
    while i < a.count && p[i] == q[i] { i += 1 }
    return i == a.count
}

/// Feeds `input` through `reserve` and `commit` as a reader would, each read taking at most the
/// next of `readSizes` (cycled), calling `each` with a snapshot after every read, then finishes.
private func build(_ input: [UInt8], readSizes: [Int], separator: UInt8 = 0x0A, headerLines: Int = 0,
                   each: (ItemStore) -> Void = { _ in }) -> ItemStore {
    var builder = ItemStoreBuilder(separator: separator, headerLines: headerLines)
    var offset = 0, read = 0
    while offset < input.count {
        let space = builder.reserve()
        let n = min(space.count, readSizes[read % readSizes.count], input.count - offset)
        input.withUnsafeBufferPointer { space.baseAddress!.update(from: $0.baseAddress! + offset, count: n) }
        builder.commit(n)
        offset += n
        read += 1
        each(builder.store)
    }
    builder.finish()
    return builder.store
}

/// How many of `store`'s items differ from the `expected` items of `input` (a count mismatch
/// counts as one more).
private func mismatches(_ store: ItemStore, _ input: [UInt8], _ expected: ArraySlice<Range<Int>>) -> Int {
    var bad = store.count == expected.count ? 0 : 1
    input.withUnsafeBufferPointer { bytes in
        var next = expected.startIndex
        for chunk in store.chunks {
            for k in 0..<chunk.count where next < expected.endIndex {
                if !same(chunk.item(k), UnsafeBufferPointer(rebasing: bytes[expected[next]])) { bad += 1 }
                next += 1
            }
        }
    }
    return bad
}

/// Bytes of `chunk` that hold neither items nor their boundaries.
private func unusedBytes(_ chunk: Chunk) -> Int {
    chunk.storage.capacity - 4 * (chunk.count + 1) - (chunk.end - chunk.storage.boundary(0))
}

/// `count` random lines of `lengths` bytes, each byte never `separator`, each line ended by it.
private func lines(_ count: Int, lengths: ClosedRange<Int>, separator: UInt8 = 0x0A, rng: inout SplitMix64) -> [UInt8] {
    // Line bytes are cut from a random pool: drawing each byte would be slow unoptimised.
    var pool = (0..<(4_096 + lengths.upperBound)).map { _ in rng.byte() }
    for k in pool.indices where pool[k] == separator { pool[k] = 0x0B }
    var out: [UInt8] = []
    out.reserveCapacity(count * (lengths.lowerBound + lengths.upperBound + 2) / 2)
    for _ in 0..<count {
        let start = rng.int(0..<4_096)
        out += pool[start..<(start + rng.int(lengths))]
        out.append(separator)
    }
    return out
}

/// Read sizes a pipe (64 KiB at most) and an unlucky producer might give, and those of a file.
private let readPatterns = [[65_536, 1, 4_097, 7, 65_535, 8, 9, 12_345], [65_536], [1 << 20, 300_001]]

@Suite("Item store chunks")
struct ItemStoreChunkTests {
    @Test("A chunk is marked ASCII once full or finished, exactly when its items are")
    func asciiMarks() {
        // Enough lines for several chunks; one line of the middle has a non-ASCII byte.
        var lines: [UInt8] = []
        for k in 0..<120_000 { lines += Array("/home/user/file\(k).txt\n".utf8) }
        let middle = lines.count / 2
        var marked = lines
        marked[middle] = 0xC3
        let clean = build(lines, readSizes: [65536])
        #expect(clean.chunks.count > 2)
        #expect(clean.chunks.allSatisfy { $0.isASCII })
        let mixed = build(marked, readSizes: [65536])
        for c in mixed.chunks.indices {
            let storage = mixed.chunks[c]
            var hasHigh = false
            for k in 0..<storage.count where storage.item(k).contains(where: { $0 >= 0x80 }) { hasHigh = true }
            #expect(storage.isASCII == !hasHigh, "chunk \(c)")
        }
        let unmarked = mixed.chunks.filter { !$0.isASCII }
        #expect(!unmarked.isEmpty)
        // Before the end, the chunk still being filled is not marked.
        var builder = ItemStoreBuilder()
        builder.append(Array("abc\n".utf8))
        let streaming = builder.store.chunks
        #expect(streaming.allSatisfy { !$0.isASCII })
        builder.finish()
        let finished = builder.store.chunks
        #expect(finished.allSatisfy { $0.isASCII })
    }

    @Test("A sealed chunk knows exactly which items hold a byte below 0x21, whatever the separator",
          arguments: [UInt8(0x0A), 0x00])
    func blankItems(separator: UInt8) {
        var rng = SplitMix64(seed: 0x424C_414E &+ UInt64(separator))
        // Blanks, control bytes, the bytes around 0x21 and 0xA0 (a sloppy word-at-a-time test
        // would take 0x21 after a blank for one, or a high byte's low bits), and plain letters.
        let pool: [UInt8] = [0x20, 0x09, 0x0D, 0x00, 0x0A, 0x1F, 0x21, 0x22, 0x41, 0x61, 0x7F, 0xA0, 0x80, 0xA1]
        for round in 0..<80 {
            var input: [UInt8] = []
            for _ in 0..<rng.int(1...400) {
                let plain = rng.int(0...2) == 0
                for _ in 0..<rng.int(0...20) {
                    let byte = plain ? UInt8(0x61 + rng.int(0..<26)) : pool[rng.int(0..<pool.count)]
                    if byte != separator { input.append(byte) }
                }
                input.append(separator)
            }
            let store = build(input, readSizes: [rng.int(1...4096)], separator: separator)
            for (c, chunk) in store.chunks.enumerated() {
                for k in 0..<chunk.count {
                    let expected = chunk.item(k).contains { $0 < 0x21 }
                    #expect(chunk.holdsBlank(k) == expected, "round \(round) chunk \(c) item \(k)")
                }
            }
        }
    }

    @Test("Random bytes, separators and read sizes give exactly the items of a byte-by-byte split",
          arguments: [UInt8(0x0A), 0x00])
    func matchesNaiveSplit(separator: UInt8) {
        var rng = SplitMix64(seed: 0x4E41_4956 &+ UInt64(separator))
        // Bytes that could pass for a separator in a careless word-at-a-time test.
        let tricky: [UInt8] = [separator, separator, 0x0A, 0x00, 0x0B, 0x8A, 0x80, 0x01, 0xFF, 0x09, 0x7F, 0x61]
        for round in 0..<60 {
            let input = (0..<rng.int(0...3_000)).map { _ in tricky[rng.int(0..<tricky.count)] }
            let reads = (0..<3).map { _ in rng.int(1...64) }
            let headerLines = rng.int(0...3)
            let expected = naiveItems(input, separator: separator)
            let header = expected.prefix(headerLines).map { Array(input[$0]) }
            let s = build(input, readSizes: reads, separator: separator, headerLines: headerLines)
            #expect(mismatches(s, input, expected.dropFirst(header.count)) == 0, "round \(round)")
            #expect(s.header == header, "round \(round)")
        }
    }

    @Test("A separator at every offset around the end of a chunk ends the item there",
          arguments: [UInt8(0x0A), 0x00])
    func separatorsAroundChunkEnd(separator: UInt8) {
        let filler = UInt8(separator == 0 ? 0x0A : 0x00)
        let size = ItemStoreBuilder.chunkSize
        // First items whose separator falls on each of the last bytes the first chunk has room
        // for, or just past them, followed by short items.
        for first in (size - 16)...(size - 4) {
            var input = [UInt8](repeating: filler, count: first)
            input.append(separator)
            for k in 0..<20 { input += [UInt8](repeating: 0x8A, count: k % 9) + [separator] }
            let expected = naiveItems(input, separator: separator)
            for reads in [[1 << 20], [65_536], [first - 3, 5, 1]] {
                let s = build(input, readSizes: reads, separator: separator)
                #expect(mismatches(s, input, expected[...]) == 0, "first item \(first) bytes, reads \(reads)")
            }
        }
    }

    @Test("Short lines read in awkward sizes fill every chunk but the last",
          arguments: [3...5, 0...40, 60...120, 900...1_100])
    func chunksEndUpFull(lengths: ClosedRange<Int>) {
        var rng = SplitMix64(seed: 0x4655_4C4C &+ UInt64(lengths.upperBound))
        let input = lines(5 << 20 / (lengths.upperBound + 2), lengths: lengths, rng: &rng)
        let expected = naiveItems(input, separator: 0x0A)
        for reads in readPatterns {
            let s = build(input, readSizes: reads)
            #expect(mismatches(s, input, expected[...]) == 0)
            // Each full chunk leaves at most a read's minimum plus one item unused.
            let allowed = ItemStoreBuilder.minimumRead + lengths.upperBound + 8
            for (c, chunk) in s.chunks.dropLast().enumerated() {
                #expect(unusedBytes(chunk) <= allowed, "chunk \(c) of \(s.chunks.count), reads \(reads)")
            }
            let capacity = s.chunks.reduce(0) { $0 + $1.storage.capacity }
            let needed = input.count + 4 * (s.count + s.chunks.count)
            #expect(Double(capacity) <= Double(needed) * 1.01 + Double(ItemStoreBuilder.chunkSize), "reads \(reads)")
        }
    }

    @Test("A read that completes far more items than the ones before did still gets them all, in full chunks",
          arguments: 0..<8)
    func densityChangesAbruptly(shift: Int) {
        var rng = SplitMix64(seed: 0x4445_4E53)
        // Long lines set the guess of boundaries per read low; then items of one to three bytes
        // and empty lines arrive in large reads, and the chunk fills in their midst; then long
        // lines again. `shift` moves those short items relative to the boundaries' slots.
        let input = lines(2_200, lengths: 400...600, rng: &rng)
            + [UInt8](repeating: 0x61, count: shift) + lines(150_000, lengths: 1...3, rng: &rng)
            + [UInt8](repeating: 0x0A, count: 100_000)
            + lines(2_200, lengths: 400...600, rng: &rng)
        let s = build(input, readSizes: [1 << 20, 3 << 20])
        #expect(mismatches(s, input, naiveItems(input, separator: 0x0A)[...]) == 0)
        for (c, chunk) in s.chunks.dropLast().enumerated() {
            #expect(unusedBytes(chunk) <= ItemStoreBuilder.minimumRead + 600 + 8, "chunk \(c) of \(s.chunks.count)")
        }
    }

    @Test("Items around the size of a chunk and beyond it are intact, and so are the items after them")
    func itemsNearChunkSize() {
        let size = ItemStoreBuilder.chunkSize
        var input: [UInt8] = []
        for (k, length) in [size - 9, size - 8, size - 4, size, size + 1, 2 * size + 3, 5].enumerated() {
            input += [UInt8](repeating: UInt8(0x41 + k), count: length) + [0x0A]
        }
        let expected = naiveItems(input, separator: 0x0A)
        #expect(expected.count == 7)
        for reads in [[1 << 20], [65_536, 12_345]] {
            let s = build(input, readSizes: reads)
            #expect(mismatches(s, input, expected[...]) == 0, "reads \(reads)")
        }
    }

    @Test("A last item without separator is kept when it leaves the chunk no byte for one", arguments: 0..<7)
    func lastItemFillsChunk(pad: Int) throws {
        var builder = ItemStoreBuilder()
        var expected: [[UInt8]] = [[UInt8](repeating: 0x70, count: pad)]
        builder.append(expected[0] + [0x0A])
        // Long items until a few kilobytes are left.
        let long = [UInt8](repeating: 0x6C, count: 1_000)
        while builder.current.free(after: builder.used) > 8_000 {
            builder.append(long + [0x0A])
            expected.append(long)
        }
        // Then, in one read, three-byte items (seven bytes with their boundary) and a partial
        // item of one to seven bytes that take exactly the space left.
        let free = builder.current.free(after: builder.used)
        let short = (free - 1) / 7, partial = [UInt8](repeating: 0x71, count: free - 7 * short)
        var last: [UInt8] = []
        for _ in 0..<short {
            last += bytes("ab\n")
            expected.append(bytes("ab"))
        }
        last += partial
        expected.append(partial)
        let space = builder.reserve()
        try #require(space.count >= last.count)
        for (k, b) in last.enumerated() { space[k] = b }
        builder.commit(last.count)
        #expect(builder.current.free(after: builder.used) == 0)
        builder.finish()
        let s = builder.store
        #expect(s.count == expected.count)
        #expect((0..<min(s.count, expected.count)).allSatisfy { s.bytes($0) == expected[$0] })
    }

    @Test("Each item is found in its chunk, however evenly or unevenly the chunks hold items")
    func chunkLookup() {
        var rng = SplitMix64(seed: 0x4C4F_4F4B)
        let ordinary = lines(150_000, lengths: 0...80, rng: &rng)
        let empty = [UInt8](repeating: 0x0A, count: 1_000_000)
        let huge = [UInt8](repeating: 0x68, count: 3 << 20) + [0x0A]
        // The guess from the average is one off around chunk ends in the first input, far too
        // low in the second (few items first), far too high in the third.
        for input in [ordinary, ordinary + huge + empty + ordinary, empty + huge + ordinary] {
            let s = build(input, readSizes: [1 << 20])
            #expect(s.chunks.count > 3)
            var expected = 0, wrong = 0
            for index in 0..<s.count {
                while expected + 1 < s.chunks.count && s.firstIndex[expected + 1] <= index { expected += 1 }
                if s.chunkIndex(of: index) != expected { wrong += 1 }
            }
            #expect(wrong == 0, "chunks holding \(s.chunks.map(\.count)) items")
        }
    }

    @Test("Snapshots taken while reading keep their items unchanged to the end")
    func snapshotsStayValid() {
        var rng = SplitMix64(seed: 0x534E_4150)
        let input = lines(20_000, lengths: 0...200, rng: &rng) + [UInt8](repeating: 0x0A, count: 300_000)
            + lines(20_000, lengths: 0...60, rng: &rng)
        let expected = naiveItems(input, separator: 0x0A)
        var snapshots: [ItemStore] = []
        let s = build(input, readSizes: [65_536, 1 << 20, 100_003]) { snapshots.append($0) }
        #expect(mismatches(s, input, expected[...]) == 0)
        #expect(snapshots.count > 10)
        // Every snapshot still shows a prefix of the items, byte for byte.
        for (k, snapshot) in snapshots.enumerated() {
            #expect(mismatches(snapshot, input, expected.prefix(snapshot.count)) == 0, "snapshot \(k)")
        }
    }
}
