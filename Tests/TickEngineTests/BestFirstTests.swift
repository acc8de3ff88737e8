import Testing
@testable import TickCore
@testable import TickEngine

/// The best matches found by scoring only the items whose estimate could beat them
/// (`MatchWorker`, `PickerMatcher`) against a plain ranking that scores every item.
@Suite("Best matches from estimates")
struct BestFirstTests {
    /// Two helpers, so that the matching is split as on a machine with three cores.
    let pool = WorkerPool(helpers: 2)

    /// `count` paths with no blanks over few letters, so that a query matches most of them and
    /// many tie at the best score (as `/usr/lib` does on a real disk).
    static func paths(_ count: Int, seed: UInt64, blanks: Bool = false) -> [String] {
        var rng = Seeded(state: seed)
        let parts = ["usr", "lib", "li", "bin", "x", "share", "libs", "il", "b_l", "Lib", "l.i", "src"] + (blanks ? ["a b", " l"] : [])
        return (0..<count).map { _ in
            "/" + (0..<Int.random(in: 1...6, using: &rng)).map { _ in parts.randomElement(using: &rng)! }.joined(separator: "/")
        }
    }

    /// The ranked item indices of `text` by scoring every item with a fresh matcher, as
    /// `--filter` orders them.
    static func reference(_ text: String, _ items: [String], _ options: Options) -> [Int] {
        var matcher = Matcher(query: options.query(text), configuration: options.matcherConfiguration)
        var hits: [(rank: UInt64, index: Int)] = []
        for (i, item) in items.enumerated() {
            let bytes = Array(item.utf8)
            if let hit = bytes.withUnsafeBufferPointer({ matcher.match($0) }) { hits.append((hit.rank, i)) }
        }
        // Only the packed part of the rank orders (`MatchOrder.key`), then input order.
        hits.sort { ($0.rank & MatchOrder.rankMask, options.tac ? -$0.index : $0.index) < ($1.rank & MatchOrder.rankMask, options.tac ? -$1.index : $1.index) }
        return hits.map(\.index)
    }

    @Test("The best found from estimates are the best of a full ranking, whatever the options",
          arguments: [[], ["--tac"], ["--tiebreak", "begin"], ["--tiebreak", "end"], ["--tiebreak", "index"], ["-i"],
                      ["+i"], ["--scheme", "history"], ["--with-nth", "2.."], ["--delimiter", "/", "--with-nth", "{2} {1}"]])
    func bestFromEstimates(arguments: [String]) throws {
        let items = Self.paths(30_000, seed: 41)
        let all = store(items)
        let options = try OptionParser.parse(arguments, defaults: nil)
        for text in ["l", "li", "lib", "libs", "Li", "b/l", "li b", "lib !x", "libs | bin", "'lib s", "^/usr l"] {
            let collector = MatchCollector(query: options.query(text), configuration: options.matcherConfiguration,
                                           sort: options.sort, tac: options.tac)
            guard let found = PickerMatcher.matches(store: all, collector: collector, best: 100, pool: pool, isCancelled: { false }) else {
                Issue.record("cancelled")
                return
            }
            let expected = Self.reference(text, items, options)
            #expect(found.keys.count == expected.count, "\(arguments) \(text)")
            guard expected.count > 100 else { continue }
            // With the length tiebreak (or none), a query whose best score is the most a path
            // allows needs only some items scored; `begin` and `end` need the alignment, and
            // "b/l" scores far below its ceiling, so every item may be scored.
            let prunes = ["l", "li", "lib", "libs"].contains(text) && (!arguments.contains("--tiebreak") || arguments.contains("index"))
            if prunes && found.best == nil { Issue.record("\(arguments) \(text): every one of \(expected.count) matches was scored") }
            guard let kept = found.best else { continue }
            let best = kept.map { Int(MatchOrder.index($0, tac: options.tac)) }
            #expect(best == Array(expected.prefix(100)), "\(arguments) \(text)")
        }
    }

    @Test("A --with-nth template with characters outside ASCII: the items are no longer ASCII text, and the best are still the best")
    func templateOutsideASCII() throws {
        // U+00A0 is a blank to the scorer; as bytes (0xC2 0xA0) taken for ASCII it would be two
        // other characters, and the item with the best score would be estimated below others.
        let items = Array(repeating: "zz x/c", count: 300) + ["zz cdddd"]
        let options = try OptionParser.parse(["--with-nth", "{1}\u{A0}{2}"], defaults: nil)
        let collector = MatchCollector(query: options.query("c"), configuration: options.matcherConfiguration,
                                       sort: true, tac: false)
        guard let found = PickerMatcher.matches(store: store(items), collector: collector, best: 200, pool: pool, isCancelled: { false }) else {
            Issue.record("cancelled")
            return
        }
        let expected = Self.reference("c", items, options)
        #expect(expected.first == 300)
        if let best = found.best {
            #expect(best.map { Int(MatchOrder.index($0, tac: false)) } == Array(expected.prefix(200)))
        }
    }

    @Test("Several chunks matched by several workers sharing their threshold give the best of a full ranking")
    func severalChunks() throws {
        let items = Self.paths(160_000, seed: 44)
        let all = store(items)
        #expect(all.chunks.count >= 3)
        for arguments in [[], ["--tac"]] {
            let options = try OptionParser.parse(arguments, defaults: nil)
            for text in ["li", "libs", "lib !x"] {
                let collector = MatchCollector(query: options.query(text), configuration: options.matcherConfiguration,
                                               sort: options.sort, tac: options.tac)
                guard let found = PickerMatcher.matches(store: all, collector: collector, best: 200, pool: pool, isCancelled: { false }),
                      let best = found.best else {
                    Issue.record("\(arguments) \(text): no best found from estimates")
                    continue
                }
                let expected = Self.reference(text, items, options)
                #expect(found.keys.count == expected.count)
                #expect(best.map { Int(MatchOrder.index($0, tac: options.tac)) } == Array(expected.prefix(200)), "\(arguments) \(text)")
            }
        }
    }

    @Test("Blanks in the items raise the estimates, and the best are still the best")
    func blanks() throws {
        let items = Self.paths(20_000, seed: 42, blanks: true)
        let all = store(items)
        let options = try OptionParser.parse([], defaults: nil)
        for text in ["l", "li", "lib"] {
            let collector = MatchCollector(query: options.query(text), configuration: options.matcherConfiguration,
                                           sort: true, tac: false)
            guard let found = PickerMatcher.matches(store: all, collector: collector, best: 50, pool: pool, isCancelled: { false }) else {
                Issue.record("cancelled")
                return
            }
            guard let kept = found.best else {
                Issue.record("\(text): every match was scored")
                continue
            }
            #expect(kept.map { Int(MatchOrder.index($0, tac: false)) } == Array(Self.reference(text, items, options).prefix(50)), "\(text)")
        }
    }

    @Test("Thousands of matches whose first estimates tie beyond the candidates a worker keeps: all are looked at, and the best are the best",
          arguments: [[], ["--tac"]])
    func candidatesRunOut(arguments: [String]) throws {
        // Items of one length over a few letters: "lib" matches most, rarely as one run, so the
        // sweep's estimates (the term at its ceiling) all tie and beat every exact key, and more
        // of them than `Tunables.estimateCandidates` per worker could still be among the best.
        var rng = Seeded(state: 45)
        let letters = Array("lib/xs")
        let items = (0..<30_000).map { _ in String((0..<24).map { _ in letters.randomElement(using: &rng)! }) }
        let options = try OptionParser.parse(arguments, defaults: nil)
        let collector = MatchCollector(query: options.query("lib"), configuration: options.matcherConfiguration,
                                       sort: true, tac: options.tac)
        let expected = Self.reference("lib", items, options)
        #expect(expected.count > 3 * Tunables.estimateCandidates)
        guard let found = PickerMatcher.matches(store: store(items), collector: collector, best: 200, pool: pool, isCancelled: { false }),
              let best = found.best else {
            Issue.record("no best found from estimates")
            return
        }
        #expect(found.keys.count == expected.count)
        #expect(best.map { Int(MatchOrder.index($0, tac: options.tac)) } == Array(expected.prefix(200)))
    }

    @Test("Items outside ASCII among ASCII ones in the same chunks are matched the slower way, and the best are the best")
    func wideItemsAmongASCII() throws {
        var items = Self.paths(40_000, seed: 46)
        // Every seventh path gets a character outside ASCII; every 700th is "xlib" in one run,
        // which no other path has: the best for "xlib" are all outside ASCII.
        for k in stride(from: 0, to: items.count, by: 7) {
            items[k] = k % 700 == 0 ? (k % 1400 == 0 ? "/xlib/é" : "/é/xlib") : (k % 2 == 0 ? "/é" + items[k] : items[k] + "/ü")
        }
        let all = store(items)
        #expect(all.chunks.allSatisfy { !$0.isASCII })
        let options = try OptionParser.parse([], defaults: nil)
        for text in ["l", "lib", "libs", "xlib", "ül"] {
            let collector = MatchCollector(query: options.query(text), configuration: options.matcherConfiguration,
                                           sort: true, tac: false)
            guard let found = PickerMatcher.matches(store: all, collector: collector, best: 200, pool: pool, isCancelled: { false }) else {
                Issue.record("cancelled")
                return
            }
            let expected = Self.reference(text, items, options)
            #expect(found.keys.count == expected.count, "\(text)")
            let best = found.best.map { $0.map { Int(MatchOrder.index($0, tac: false)) } }
            if let best { #expect(best == Array(expected.prefix(200)), "\(text)") }
            if text == "xlib" {
                #expect(best != nil, "every match was scored")
                #expect(best.map { Array($0.prefix(57)).allSatisfy { $0 % 700 == 0 } } == true, "the items outside ASCII are not the best")
            }
        }
    }

    /// Types `texts` one after another over `items` as the engine narrows (each through the
    /// last one's keys, from a first pass for `first`) and checks each pass against a full
    /// ranking: the same matches, and the same best 200. `typedOn` says whether each word must
    /// go on from the last one's ends.
    static func typeOn(_ texts: [String], after first: String, over items: [String], arguments: [String],
                       typedOn: Bool = false) throws {
        let all = store(items)
        let pool = WorkerPool(helpers: 1)
        let options = try OptionParser.parse(arguments, defaults: nil)
        func collector(_ text: String) -> MatchCollector {
            MatchCollector(query: options.query(text), configuration: options.matcherConfiguration, sort: true, tac: options.tac)
        }
        var earlier = collector(first)
        guard var keys = PickerMatcher.matches(store: all, collector: earlier, best: 200, pool: pool, isCancelled: { false })?.keys else {
            Issue.record("cancelled")
            return
        }
        if typedOn { #expect(keys.ends.contains { !$0.isEmpty }, "the first pass keeps where its word ended") }
        for text in texts {
            let now = collector(text)
            if typedOn { #expect(now.typedOn(after: earlier) == earlier.query.sets[0][0].pattern.count, "\(text)") }
            guard let found = PickerMatcher.matches(store: all, among: keys, keyedBy: earlier, collector: now, best: 200,
                                                    pool: pool, isCancelled: { false }) else {
                Issue.record("cancelled")
                return
            }
            let expected = Self.reference(text, items, options)
            var indices: [Int] = []
            found.keys.forEach { indices.append(Int(MatchOrder.index($0, tac: options.tac))) }
            #expect(indices == expected.sorted(), "\(arguments) \(text)")
            if let best = found.best {
                #expect(best.map { Int(MatchOrder.index($0, tac: options.tac)) } == Array(expected.prefix(200)), "\(arguments) \(text)")
            } else {
                Issue.record("\(arguments) \(text): every match was scored")
            }
            keys = found.keys
            earlier = now
        }
    }

    @Test("Narrowing through an earlier query's keys, swept chunk by chunk, finds the matches and the best of a full ranking",
          arguments: [[], ["--tac"], ["+i"]])
    func narrowing(arguments: [String]) throws {
        var items = Self.paths(60_000, seed: 47)
        for k in stride(from: 3, to: items.count, by: 11) { items[k] += "/é" }
        try Self.typeOn(["li", "lib", "libs", "libsl"], after: "l", over: items, arguments: arguments)
    }

    @Test("A word typed on is looked for from where the shorter one ended: the same matches and best, with long items, blanks, a final CR and either case",
          arguments: [[], ["--tac"], ["+i"]])
    func typedOnFromEnds(arguments: [String]) throws {
        var rng = Seeded(state: 48)
        let parts = ["usr", "LIB", "lib", "l", "i", "b", "share", "libs", "x y", "Li", "bin", "s"]
        let items = (0..<30_000).map { n -> String in
            var path = "/" + (0..<Int.random(in: 1...7, using: &rng)).map { _ in parts.randomElement(using: &rng)! }.joined(separator: "/")
            // Some words end past the 255 bytes an end is kept for, some items end with a CR.
            if n % 13 == 0 { path = String(repeating: "q", count: 250) + path }
            if n % 17 == 0 { path += "\r" }
            return path
        }
        // A character typed again ("libb") must be looked for after the one before, not on it.
        try Self.typeOn(["li", "lib", "libb", "libbs", "libbss"], after: "l", over: items, arguments: arguments, typedOn: true)
    }

    @Test("Only a word typed on, folded alike, goes on from the ends: not another word, a shorter one, a case change or two words")
    func typedOnOnlyWhenItHolds() throws {
        let options = try OptionParser.parse([], defaults: nil)
        func collector(_ text: String) -> MatchCollector {
            MatchCollector(query: options.query(text), configuration: options.matcherConfiguration, sort: true, tac: false)
        }
        #expect(collector("li").typedOn(after: collector("l")) == 1)
        #expect(collector("libs").typedOn(after: collector("lib")) == 3)
        #expect(collector("lI").typedOn(after: collector("l")) == 0)
        #expect(collector("li").typedOn(after: collector("li")) == 0)
        #expect(collector("l").typedOn(after: collector("li")) == 0)
        #expect(collector("ki").typedOn(after: collector("l")) == 0)
        #expect(collector("l i").typedOn(after: collector("l")) == 0)
        #expect(collector("'li").typedOn(after: collector("'l")) == 0)
    }

    @Test("Typing on and Backspace over estimated matches publish the same best first as a full ranking, then the full ranking")
    func engineSequence() throws {
        let items = Self.paths(40_000, seed: 43)
        let all = store(items)
        var e = try EngineUnderTest()
        var visited: Set<String> = []
        for text in ["l", "li", "lib", "libs", "lib", "li", "l", "li"] {
            e.submit(text, in: all)
            var seen: [MatchEngine.Result] = []
            guard let full = e.result(for: text, seen: &seen) else {
                Issue.record("no result for \(text)")
                return
            }
            let expected = Self.reference(text, items, e.options)
            #expect(full.list.itemIndices == expected, "\(text)")
            // Back to a query whose full ranking is kept, that is published at once.
            guard visited.insert(text).inserted else { continue }
            guard let partial = seen.first(where: { $0.request.text == text && $0.list.isPartial }) else {
                Issue.record("\(text): no best-first result")
                continue
            }
            #expect(partial.list.count == expected.count)
            #expect((0..<Tunables.bestCount).map { partial.list[$0] } == Array(expected.prefix(Tunables.bestCount)), "\(text)")
            #expect(Set(partial.list.itemIndices) == Set(expected), "\(text)")
        }
    }
}
