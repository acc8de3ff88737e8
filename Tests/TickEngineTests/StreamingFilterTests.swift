import Testing
@testable import TickCore
@testable import TickEngine

/// `--filter` keeping only its matches (`StreamingFilter` with `compacts`) against keeping every
/// item: the same lines in the same order, whatever the options.
@Suite("Filter keeping only the matches")
struct StreamingFilterTests {
    /// The lines `filter` prints for `store`'s chunks (finished with `header`).
    static func printed(_ chunks: ItemStore, compacts: Bool, options: Options, query: String) -> [[UInt8]] {
        let filter = StreamingFilter(query: options.query(query), configuration: options.matcherConfiguration,
                                     sort: options.sort, tac: options.tac, compacts: compacts)
        for (c, chunk) in chunks.chunks.enumerated() { filter.add(chunk, first: chunks.firstIndex[c]) }
        let (kept, results) = filter.finish(header: chunks.header)
        let store = kept ?? chunks
        if compacts {
            // Only the matches are kept.
            #expect(store.count <= chunks.count)
        }
        return results.map { store.bytes(Int($0)) }
    }

    @Test("Several chunks, some matching mostly and some hardly: the same lines in the same order",
          arguments: [[], ["--tac"], ["+s"], ["+s", "--tac"], ["--tiebreak", "length,begin"], ["--tiebreak", "end,index", "--tac"]])
    func sameLines(arguments: [String]) throws {
        var rng = Seeded(state: 48)
        let parts = ["usr", "lib", "bin", "share", "x", "libs", "doc"]
        // A stretch where nearly every line holds "lib", one where few do, then a mix.
        let items: [String] = (0..<150_000).map { n in
            let pool = n < 50_000 ? parts : n < 100_000 ? ["x", "doc", "bin", "share"] : parts
            return "/" + (0..<Int.random(in: 1...7, using: &rng)).map { _ in pool.randomElement(using: &rng)! }.joined(separator: "/")
        } + (0..<2_000).map { _ in "/lib" }
        let all = store(items)
        #expect(all.chunks.count >= 3)
        let options = try OptionParser.parse(arguments, defaults: nil)
        for query in ["lib", "libs", "sh", "zzz", "^/lib$", "lib | doc", ""] {
            let expected = Self.printed(all, compacts: false, options: options, query: query)
            let compacted = Self.printed(all, compacts: true, options: options, query: query)
            #expect(compacted.count == expected.count, "\(arguments) \(query)")
            #expect(compacted == expected, "\(arguments) \(query)")
        }
    }

    @Test("Hundreds of small chunks: the reader waits for the matchers, and every match is printed")
    func manyChunks() throws {
        // 4 KiB chunks: far more than the chunks the reader may have queued, so `add` waits.
        var builder = ItemStoreBuilder(memory: ChunkMemory(chunkSize: 4096, allocate: { .allocate(byteCount: $0, alignment: 4) },
                                                           release: { block, _ in block.deallocate() }))
        builder.append(Array(randomItems(300_000, seed: 7).map { $0 + "\n" }.joined().utf8))
        builder.finish()
        let all = builder.store
        #expect(all.chunks.count > 200)
        let options = try OptionParser.parse([], defaults: nil)
        for query in ["ab", "a b", "zzz"] {
            let expected = Self.printed(all, compacts: false, options: options, query: query)
            #expect(Self.printed(all, compacts: true, options: options, query: query) == expected, "\(query)")
            #expect(expected.count == all.chunks.reduce(0) { n, chunk in
                n + (0..<chunk.count).filter { k in
                    let text = String(decoding: chunk.item(k), as: UTF8.self)
                    return query == "zzz" ? false : query.split(separator: " ").allSatisfy { word in
                        var rest = Substring(text)
                        return word.allSatisfy { c in
                            guard let at = rest.firstIndex(of: c) else { return false }
                            rest = rest[rest.index(after: at)...]
                            return true
                        }
                    }
                }.count
            }, "\(query)")
        }
    }

    @Test("Chunks cut from an arena keep their items after the arena's owner lets go, across regions")
    func arenaChunks() {
        let all = store((0..<40_000).map { "item \($0) " + String(repeating: "y", count: $0 == 20_000 ? 3 << 20 : $0 % 300) })
        var copies: [(Chunk, [Int])] = []
        do {
            // Regions of one large page, so that the copies fill several, and a copy larger than
            // a region gets its own.
            let arena = ChunkArena(regionSize: 1)
            for chunk in all.chunks {
                let kept = Array(stride(from: 0, to: chunk.count, by: 3))
                copies.append((chunk.compacted(keeping: kept, memory: arena.memory), kept))
                copies.append((chunk.compacted(keeping: Array(0..<chunk.count), memory: arena.memory), Array(0..<chunk.count)))
            }
        }
        #expect(all.chunks.map(\.byteCount).reduce(0, +) > 3 * LargePages.size)
        #expect(all.chunks.contains { $0.byteCount > LargePages.size })
        var c = 0
        for chunk in all.chunks {
            for _ in 0..<2 {
                let (copy, kept) = copies[c]
                c += 1
                #expect(copy.count == kept.count)
                #expect(kept.indices.allSatisfy { n in Array(copy.item(n)) == Array(chunk.item(kept[n])) })
            }
        }
    }

    @Test("A compacted chunk holds exactly the items it keeps, in order")
    func compactedChunk() {
        let all = store((0..<500).map { "item \($0)" + String(repeating: "x", count: $0 % 7) })
        let chunk = all.chunks[0]
        let kept = [0, 3, 4, 99, 250, 499]
        let small = chunk.compacted(keeping: kept)
        #expect(small.count == kept.count)
        for (n, k) in kept.enumerated() { #expect(Array(small.item(n)) == Array(chunk.item(k))) }
        #expect(chunk.compacted(keeping: []).count == 0)
    }
}
