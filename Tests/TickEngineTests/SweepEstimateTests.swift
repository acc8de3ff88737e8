import Testing
@testable import TickCore
@testable import TickEngine

/// The keys `Matcher.sweep` writes against the exact keys of the same items: an estimate is
/// never above the exact key, and a key it keeps as exact (a word in one run at the best bonus)
/// is the exact key.
@Suite("Sweep estimates")
struct SweepEstimateTests {
    /// Paths whose pieces put the query's characters in runs and apart, after every kind of
    /// character (delimiters, `_`, `-`, `.`, digits, capitals, camel humps) and at the start.
    static func items(_ count: Int, seed: UInt64) -> [String] {
        var rng = Seeded(state: seed)
        let parts = ["lib", "libs", "Lib", "LIBS", "xlib", "fooLib", "_lib", "-libs", ".lib", "9lib", "l-i-b-s", "li", "b",
                     "s", "ls", "lbs", "usr", "l", "ib", "share", "l_i", "LiBs", "a,libs", "x:lib", "y;l", "z|libs", "1l"]
        return (0..<count).map { _ in
            let pieces = (0..<Int.random(in: 1...5, using: &rng)).map { _ in parts.randomElement(using: &rng)! }
            // Some start with a piece, not with a delimiter: the scheme decides what the start earns.
            return (Bool.random(using: &rng) ? "/" : "") + pieces.joined(separator: Bool.random(using: &rng) ? "/" : "_")
        }
    }

    @Test("Every key swept is at most the item's exact key, and the keys kept as exact are exact",
          arguments: [[], ["--tac"], ["--scheme", "path"], ["--scheme", "path", "--tiebreak", "length"], ["--scheme", "history"],
                      ["+i"], ["--tiebreak", "begin"], ["--tiebreak", "index"]])
    func estimatesBoundExactKeys(arguments: [String]) throws {
        let items = Self.items(6_000, seed: 71)
        let all = store(items)
        let options = try OptionParser.parse(arguments, defaults: nil)
        var claimed = 0
        var lengthOnly = false
        for text in ["l", "li", "lib", "libs", "Lib", "ib", "ls", "s"] {
            var matcher = Matcher(query: options.query(text), configuration: options.matcherConfiguration)
            guard matcher.sweeps else { continue }
            lengthOnly = matcher.ranksByLengthOnly
            for (c, chunk) in all.chunks.enumerated() where chunk.count > 0 {
                let first = all.firstIndex[c]
                var keys = [UInt64](repeating: 0, count: chunk.count)
                var ends = [UInt8](repeating: 0, count: chunk.count)
                // Few best kept, so that they are known early and the closer estimates begin.
                var estimates = SmallestKeys(capacity: 8)
                var exact = TopKeys(capacity: 4)
                var written = 0
                keys.withUnsafeMutableBufferPointer { k in
                    ends.withUnsafeMutableBufferPointer { e in
                        var out = Matcher.SweepOutput(keys: k.baseAddress!, ends: e.baseAddress!)
                        let stopped = matcher.sweep(chunk, keys: nil, from: 0, firstIndex: first, tac: options.tac,
                                                    into: &out, estimates: &estimates, exact: &exact)
                        #expect(stopped == chunk.count, "every item is ASCII")
                        written = out.count
                    }
                }
                var exactKeys: [UInt32: UInt64] = [:]
                for k in 0..<chunk.count {
                    let index = UInt32(first + k)
                    if let hit = matcher.match(chunk.item(k), ascii: true) {
                        exactKeys[index] = MatchOrder.key(rank: hit.rank, index: index, tac: options.tac)
                    }
                }
                #expect(written == exactKeys.count, "\(arguments) \(text): every match swept")
                for key in keys.prefix(written) {
                    let index = MatchOrder.index(key, tac: options.tac)
                    guard let exactKey = exactKeys[index] else {
                        Issue.record("\(arguments) \(text): item \(index) swept as a match, and it is none")
                        continue
                    }
                    #expect(key <= exactKey, "\(arguments) \(text): the estimate of \(items[Int(index)]) is above its exact key")
                }
                for key in exact.sorted() {
                    claimed += 1
                    let index = MatchOrder.index(key, tac: options.tac)
                    #expect(exactKeys[index] == key, "\(arguments) \(text): \(items[Int(index)]) was kept as exact, and is not")
                }
            }
        }
        // The claim is made only where the rank is the score and the length (`--tiebreak index`
        // is the score alone; the path scheme breaks ties by the path's last part first).
        #expect(lengthOnly ? claimed > 0 : claimed == 0, "\(arguments): \(claimed) keys kept as exact")
    }
}
