import Testing
@testable import TickCore

/// `Matcher.estimate` (does an item match, and how well could it rank at best?) against the
/// exact match, and the heap of the best keys the picker's workers keep.
@Suite("Matcher estimates")
struct MatcherEstimateTests {
    /// The estimate of `text`, and its exact match.
    private func both(_ query: String, _ text: [UInt8], configuration: Matcher.Configuration = .init())
        -> (Matcher.Estimate, Matcher.Hit?) {
        var matcher = Matcher(query: Query(query), configuration: configuration)
        return text.withUnsafeBufferPointer { (matcher.estimate($0), matcher.match($0)) }
    }

    @Test("An estimate finds the same matches as the matcher, and never a worse rank than the exact one")
    func estimateBoundsTheRank() {
        var rng = SplitMix64(seed: 31)
        // Blanks, tabs, delimiters, boundaries, humps and digits all earn different bonuses.
        let alphabet = Array("abcABl/i_-. \t:;,|019x".utf8)
        let queries = ["a", "l", "li", "lib", "ab", "aBc", "a/b", "x_1", "b9", "ccc", "Ab", "/", "a.b",
                       "a b", "li b", "ab | c", "!a b", "^a b", "b$ a", "'ab c", "!'x a", "a | !b", "!l", "^ab", "'li",
                       "l\\ i", "ab | c !x | y", "b 1 !9"]
        var bounded = 0
        for scheme in ScoringScheme.Name.allCases {
            for tiebreaks in [nil, [Tiebreak.length], [.begin], [.end, .length], [.chunk], [.pathname, .length]] as [[Tiebreak]?] {
                var configuration = Matcher.Configuration()
                configuration.scheme = scheme
                configuration.tiebreaks = tiebreaks
                for _ in 0..<300 {
                    let n = Int.random(in: 0...30, using: &rng)
                    let text = (0..<n).map { _ in alphabet.randomElement(using: &rng)! }
                    let query = queries.randomElement(using: &rng)!
                    let (estimate, hit) = both(query, text, configuration: configuration)
                    switch estimate {
                    case .noMatch:
                        #expect(hit == nil, "\(query) in \(String(decoding: text, as: UTF8.self))")
                    case .atBest(let rank):
                        #expect(hit != nil, "\(query) in \(String(decoding: text, as: UTF8.self))")
                        if let hit {
                            #expect(rank <= hit.rank, "\(query) in \(String(decoding: text, as: UTF8.self)) (\(scheme))")
                            bounded += 1
                        }
                    case .unknown:
                        // Only an empty text is left to the matcher.
                        #expect(text.isEmpty, "\(query) in \(String(decoding: text, as: UTF8.self))")
                    }
                }
            }
        }
        #expect(bounded > 1000)
    }

    @Test("A match reaching its ceiling, scored without the table, scores what the table and the sparse rows give")
    func ceilingShortcut() {
        var rng = SplitMix64(seed: 33)
        // No blanks (the shortcut's condition) but every other class: delimiters, boundaries,
        // humps, digits; patterns that occur as runs after them often.
        let parts = ["lib", "x", "LiB", "a.b", "b_l", "ab", "01", "li", "libx", "bli", "y"]
        let separators = Array("/_-.:;,|".utf8)
        let patterns = ["lib", "li", "ab", "b/l", "LiB", "x_1", "a.b", "ib", "/li", "bb"]
        var reached = 0
        for scheme in ScoringScheme.Name.allCases {
            let s = ScoringScheme(scheme)
            let ceiling = ScoreCeiling(scheme: s)
            for _ in 0..<3000 {
                var text: [UInt8] = []
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    text.append(separators.randomElement(using: &rng)!)
                    text += Array(parts.randomElement(using: &rng)!.utf8)
                }
                if Bool.random(using: &rng) { text.removeFirst() }
                let query = Query(patterns.randomElement(using: &rng)!)
                let compiled = CompiledQuery(query)
                let term = compiled.terms[0]
                let scratch = MatchScratch()
                text.withUnsafeBufferPointer { p in
                    let quick = FuzzyAlgorithm.match(p, pattern: term.pattern, folding: term.folding, forward: true, scheme: s,
                                                     scratch: scratch, positions: nil, ceiling: ceiling)
                    let sparse = FuzzyAlgorithm.match(p, pattern: term.pattern, folding: term.folding, forward: true, scheme: s,
                                                      scratch: scratch, positions: nil)
                    var positions: [Int] = []
                    let table = FuzzyAlgorithm.match(p, pattern: term.pattern, folding: term.folding, forward: true, scheme: s,
                                                     scratch: scratch, positions: &positions)
                    #expect(quick?.score == sparse?.score && quick?.score == table?.score,
                            "\(String(decoding: text, as: UTF8.self)) \(scheme)")
                    if Self.runAtCeiling(p, term.pattern, s, ceiling) { reached += 1 }
                }
            }
        }
        #expect(reached > 500)
    }

    @Test("An item known to be ASCII is matched as one that is checked: the subsequence scan that comes first only turns away items that do not match")
    func asciiFirstScan() {
        var rng = SplitMix64(seed: 34)
        let alphabet = Array("abcABl/i_-. \r".utf8)
        let queries = ["a", "li", "lib", "aBc", "a/b", "ccc", "Ab", "\\r", "b\\ a"]
        var matched = 0
        for _ in 0..<4000 {
            var text = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            if Bool.random(using: &rng) { text.append(0x0D) }
            var matcher = Matcher(query: Query(queries.randomElement(using: &rng)!))
            let (known, checked) = text.withUnsafeBufferPointer { (matcher.match($0, ascii: true), matcher.match($0, ascii: false)) }
            #expect(known == checked, "\(String(decoding: text, as: UTF8.self))")
            if checked != nil { matched += 1 }
        }
        #expect(matched > 500)
    }

    @Test("A path with no blanks is bounded by the bonus after a slash, and the bound is reached")
    func pathCeiling() {
        // 'li' right after a slash: 16 + 9 × 2 for the l, 16 + 9 for the i (a run keeps the
        // bonus of its start): 59, the most a text with no blank allows.
        let (estimate, hit) = both("li", Array("/usr/lib/x".utf8))
        #expect(hit?.score == 59)
        #expect(estimate == .atBest(hit!.rank))
        // A blank lets the bonus after white space count: the ceiling rises above the score.
        let (spaced, spacedHit) = both("li", Array("/usr/lib/x y".utf8))
        #expect(spacedHit?.score == 59)
        if case .atBest(let rank) = spaced { #expect(rank < spacedHit!.rank) } else { Issue.record("not estimated") }
    }

    @Test("What the estimate leaves to the matcher: --nth, and text that is not ASCII")
    func unknown() {
        #expect(both("a", Array("é a".utf8)).0 == .unknown)
        #expect(both("a b", Array("é a b".utf8)).0 == .unknown)
        var nth = Matcher.Configuration()
        nth.nth = try! FieldList(parsing: "1")
        #expect(both("a", Array("a b".utf8), configuration: nth).0 == .unknown)
        // A query character outside ASCII never matches ASCII text.
        #expect(both("é", Array("e".utf8)).0 == .noMatch)
    }

    @Test("The best keys kept are the smallest seen, whatever the order they come in")
    func topKeys() {
        var rng = SplitMix64(seed: 32)
        for capacity in [1, 3, 10, 100] {
            var top = TopKeys(capacity: capacity)
            var all: [UInt64] = []
            for _ in 0..<Int.random(in: 0...300, using: &rng) {
                let key = UInt64.random(in: 0...500, using: &rng)
                all.append(key)
                top.insert(key)
                let smallest = Array(all.sorted().prefix(capacity))
                #expect(top.threshold == (all.count < capacity ? UInt64.max : smallest.last!))
            }
            #expect(top.sorted() == Array(all.sorted().prefix(capacity)))
            var other = TopKeys(capacity: capacity)
            let more = (0..<50).map { _ in UInt64.random(in: 0...500, using: &rng) }
            for key in more { other.insert(key) }
            top.merge(other)
            #expect(top.sorted() == Array((all + more).sorted().prefix(capacity)))
        }
    }

    /// Whether `pattern` occurs in `text` as one run starting where the best bonus without
    /// white space is earned, in a text with no blank whose first character the pattern cannot
    /// take after white space: where the quick score is the ceiling.
    static func runAtCeiling(_ text: UnsafeBufferPointer<UInt8>, _ pattern: PatternText, _ scheme: ScoringScheme,
                             _ ceiling: ScoreCeiling) -> Bool {
        guard let base = text.baseAddress, pattern.count > 1, pattern.count <= text.count,
              !FuzzyAlgorithm.startsAfterWhite(pattern, base, scheme: scheme),
              !text.contains(where: { $0 < 0x21 }) else { return false }
        var from = 0
        while let at = FuzzyAlgorithm.nextRun(pattern, base, from: from, to: text.count) {
            let prev = at > 0 ? scheme.charClass(UInt32(base[at - 1])) : scheme.initialClass
            if scheme.bonus(prev, scheme.charClass(UInt32(base[at]))) == Int16(ceiling.plainBonus) { return true }
            from = at + 1
        }
        return false
    }
}
