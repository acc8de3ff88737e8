import Testing
@testable import TickCore

/// The best-first list read from the workers' keys (`BestFirstList`) against the same list
/// built as a plain array of indices.
@Suite("Best-first list over keys")
struct BestFirstListTests {
    /// Random matches cut into pieces (some empty), keyed with random points, and a random few
    /// of them as the best.
    static func sample(seed: UInt64, tac: Bool) -> (pieces: [[UInt64]], best: [UInt32], matches: [UInt32]) {
        var rng = SplitMix64(seed: seed)
        var matches: [UInt32] = []
        var index: UInt32 = 0
        for _ in 0..<Int.random(in: 0...3000, using: &rng) {
            index += UInt32.random(in: 1...4, using: &rng)
            matches.append(index)
        }
        var pieces: [[UInt64]] = []
        var at = 0
        while at < matches.count || pieces.count < 2 {
            let n = min(matches.count - at, Int.random(in: 0...400, using: &rng))
            pieces.append(matches[at..<(at + n)].map {
                MatchOrder.key(rank: UInt64.random(in: 0...UInt64(UInt32.max), using: &rng) << 32, index: $0, tac: tac)
            })
            at += n
        }
        let best = Array(matches.shuffled(using: &rng).prefix(Int.random(in: 0...200, using: &rng)))
        return (pieces, best, matches)
    }

    @Test("Rows are the best in their order, then every other match in input order, once each", arguments: [false, true])
    func rows(tac: Bool) {
        for seed in 1...40 as ClosedRange<UInt64> {
            let (pieces, best, matches) = Self.sample(seed: seed, tac: tac)
            let list = RankedList(bestFirst: BestFirstList(best: best, pieces: pieces, tac: tac))
            let rest = matches.filter { !best.contains($0) }
            let expected = RankedList(indices: best + rest, partial: true)
            #expect(list.count == expected.count, "seed \(seed)")
            #expect(list.itemIndices == expected.itemIndices, "seed \(seed)")
            #expect(list.isPartial)
            for position in stride(from: 0, to: expected.count, by: 7) {
                #expect(list.firstPosition(of: expected[position]) == position, "seed \(seed) row \(position)")
            }
            // Items that are not matches: between two, before the first and after the last.
            for missing in [0, Int(matches.last ?? 0) + 1] + matches.indices.dropFirst().compactMap({ n in
                matches[n] - matches[n - 1] > 1 ? Int(matches[n]) - 1 : nil
            }).prefix(20) {
                #expect(list.firstPosition(of: missing) == nil, "seed \(seed) item \(missing)")
            }
        }
    }

    @Test("Ticked rows are counted among a best-first list's matches")
    func countsTicked() {
        let samples = (1...20 as ClosedRange<UInt64>).lazy.map { Self.sample(seed: $0, tac: false) }
        let (pieces, best, matches) = samples.first { $0.matches.count > 100 && !$0.best.isEmpty }!
        let list = RankedList(bestFirst: BestFirstList(best: best, pieces: pieces, tac: false))
        var selection = Selection()
        let ticked = [Int(matches[3]), Int(matches[matches.count / 2]), Int(matches.last!) + 5, Int(best.first ?? 0)]
        for item in ticked { selection.insert(item) }
        let plain = RankedList(indices: matches)
        #expect(list.countMembers(of: selection) == plain.countMembers(of: selection))
        #expect(list.countMembers(of: selection) >= 3)
    }
}
