import Testing
@testable import TickCore

/// The byte paths of the matcher (eight-byte scans, one-character queries, packed keys and
/// their radix sort) against plain references.
@Suite("Matcher fast paths")
struct MatcherFastPathTests {
    /// The lowest and highest index holding `a` or `b`, one byte at a time.
    private func naive(_ bytes: [UInt8], _ a: UInt8, _ b: UInt8, _ range: Range<Int>) -> (Int?, Int?) {
        let hits = range.filter { bytes[$0] == a || bytes[$0] == b }
        return (hits.first, hits.last)
    }

    @Test("Eight-byte scans find the same first and last occurrences as a byte loop")
    func byteScan() {
        var rng = SplitMix64(seed: 11)
        // Bytes next to the searched ones (0x60/0x62, 0x40/0x42) and high bytes fool a sloppy
        // zero-byte test through borrows between bytes.
        let pool: [UInt8] = [0x61, 0x41, 0x60, 0x62, 0x40, 0x42, 0x00, 0x01, 0x80, 0xE1, 0xC1, 0xFF, 0x20, 0x7F]
        for _ in 0..<3000 {
            let n = Int.random(in: 0...40, using: &rng)
            let bytes = (0..<n).map { _ in pool.randomElement(using: &rng)! }
            let from = Int.random(in: 0...n, using: &rng)
            let to = Int.random(in: from...n, using: &rng)
            let (first, last) = naive(bytes, 0x61, 0x41, from..<to)
            bytes.withUnsafeBufferPointer { p in
                let base = p.baseAddress ?? UnsafePointer(bitPattern: 1)!
                #expect(ByteScan.firstIndex(of: 0x61, or: 0x41, in: base, from: from, to: to) == first)
                #expect(ByteScan.lastIndex(of: 0x61, or: 0x41, in: base, from: from, to: to) == last)
            }
        }
    }

    @Test("An ASCII text scores as its decoded form does: the byte paths agree with the general one")
    func asciiAgreesWithDecoded() {
        var rng = SplitMix64(seed: 12)
        let alphabet = Array("abcABC/_-. xyz019".utf8)
        // No suffix terms: the added tail would move the end they look for.
        let queries = ["a", "A", "b", "ab", "abc", "cba", "a/b", "x_y", "zz", "/", "ac b", "'ab", "^a", "!b a"]
        let tail: [UInt8] = [0xC3, 0xA9] // "é": makes the text non-ASCII, matched as decoded characters
        for _ in 0..<2000 {
            let n = Int.random(in: 0...30, using: &rng)
            let text = (0..<n).map { _ in alphabet.randomElement(using: &rng)! }
            for q in queries {
                for tiebreak in ["length", "end,length"] {
                    var configuration = Matcher.Configuration()
                    configuration.tiebreaks = try! Tiebreak.parseList(tiebreak)
                    var matcher = Matcher(query: Query(q), configuration: configuration)
                    let ascii = text.withUnsafeBufferPointer { matcher.match($0, positions: true) }
                    let decoded = (text + tail).withUnsafeBufferPointer { matcher.match($0, positions: true) }
                    #expect(ascii?.score == decoded?.score, "\(q) in \(String(decoding: text, as: UTF8.self))")
                    #expect(ascii?.positions == decoded?.positions, "\(q) in \(String(decoding: text, as: UTF8.self))")
                }
            }
        }
    }

    @Test("A query with a non-ASCII character never matches an ASCII text, and matches its own")
    func nonASCIIQuery() {
        var matcher = Matcher(query: Query("é"))
        #expect(Array("e".utf8).withUnsafeBufferPointer { matcher.match($0) } == nil)
        #expect(Array("café".utf8).withUnsafeBufferPointer { matcher.match($0) } != nil)
        var two = Matcher(query: Query("aé"))
        #expect(Array("abe".utf8).withUnsafeBufferPointer { two.match($0) } == nil)
    }

    @Test("Packed keys sort by rank, then by index (reversed with --tac), and give the index back")
    func packedKeys() {
        var rng = SplitMix64(seed: 13)
        for tac in [false, true] {
            for count in [0, 1, 5, 255, 256, 3000] {
                // Few distinct ranks, so ties are common; indices spread over all 32 bits.
                let pairs = (0..<count).map { _ in
                    (rank: UInt64(Int.random(in: 0..<4, using: &rng)) << 48 | UInt64(Int.random(in: 0..<3, using: &rng)) << 32,
                     index: UInt32.random(in: 0...UInt32.max, using: &rng))
                }
                var keys = pairs.map { MatchOrder.key(rank: $0.rank, index: $0.index, tac: tac) }
                MatchOrder.sort(&keys)
                let expected = pairs.sorted { a, b in
                    a.rank != b.rank ? a.rank < b.rank : (tac ? a.index > b.index : a.index < b.index)
                }.map(\.index)
                #expect(keys.map { MatchOrder.index($0, tac: tac) } == expected)
            }
        }
    }

    @Test("The radix sort sorts any 64-bit keys, duplicates and equal digits included")
    func radixSort() {
        var rng = SplitMix64(seed: 14)
        for count in [300, 1000, 70000] {
            for spread in [UInt64(0), 0xFF, 0xFFFF_FFFF, UInt64.max] {
                var keys = (0..<count).map { _ in (UInt64.random(in: 0...UInt64.max, using: &rng) & spread) | 0x0100_0000_0000_0000 }
                let expected = keys.sorted()
                MatchOrder.sort(&keys)
                #expect(keys == expected)
            }
        }
    }

    @Test("Selecting the best keys puts exactly the smallest first, in order, and keeps every key")
    func selectBest() {
        var rng = SplitMix64(seed: 15)
        for count in [0, 1, 17, 18, 100, 5000] {
            for k in [1, 2, 10, 1000, 6000] {
                for spread in [UInt64(3), 1 << 20] {
                    var keys = (0..<count).map { _ in UInt64.random(in: 0...spread, using: &rng) }
                    let sorted = keys.sorted()
                    MatchOrder.selectBest(&keys, count: k)
                    let front = min(k, count)
                    #expect(Array(keys[0..<front]) == Array(sorted[0..<front]), "count \(count) k \(k)")
                    #expect(keys.sorted() == sorted)
                }
            }
        }
    }

    @Test("Merged sorted runs read as one sorted sequence, empty runs and duplicates included")
    func mergedRuns() {
        var rng = SplitMix64(seed: 16)
        for runCount in [0, 1, 2, 7, 90] {
            let runs = (0..<runCount).map { _ in
                (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt64.random(in: 0...50, using: &rng) }.sorted()
            }
            let merged = MergedKeys(runs: runs)
            #expect(Array(merged) == runs.flatMap { $0 }.sorted())
            #expect(merged.count == runs.reduce(0) { $0 + $1.count })
        }
    }

    @Test("Merged runs cut into segments read, one after another, as the whole does")
    func mergedSegments() {
        var rng = SplitMix64(seed: 17)
        for (runCount, spread) in [(1, UInt64(1) << 40), (7, 50), (40, 1 << 40), (90, 3), (3, 1 << 40)] {
            let runs = (0..<runCount).map { _ in
                (0..<Int.random(in: 0...3_000, using: &rng)).map { _ in UInt64.random(in: 0...spread, using: &rng) }.sorted()
            }
            let merged = MergedKeys(runs: runs)
            let whole = runs.flatMap { $0 }.sorted()
            for parts in [1, 2, 3, 32] {
                let segments = merged.split(into: parts)
                #expect(segments.count <= parts && segments.count >= 1)
                #expect(segments.flatMap { Array($0) } == whole, "\(runCount) runs over 0...\(spread), \(parts) parts")
                #expect(segments.reduce(0) { $0 + $1.count } == whole.count)
                // Enough keys are cut: the segments are about the same size.
                if parts > 1 && whole.count >= 64 * parts && spread > 1_000 {
                    #expect(segments.count == parts)
                    #expect(segments.allSatisfy { $0.count < 3 * whole.count / parts }, "\(segments.map(\.count))")
                }
            }
        }
    }

    @Test("Keys pack only with at most one tiebreak")
    func packsOnlySmallRanks() {
        var configuration = Matcher.Configuration()
        #expect(MatchOrder.packs(configuration))
        configuration.tiebreaks = try! Tiebreak.parseList("begin,length")
        #expect(!MatchOrder.packs(configuration))
        configuration.tiebreaks = []
        #expect(MatchOrder.packs(configuration))
    }
}
