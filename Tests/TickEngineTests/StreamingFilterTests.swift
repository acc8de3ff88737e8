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
