import Testing
@testable import TickCore
@testable import TickEngine

@Suite("Match engine")
struct MatchEngineTests {
    /// The ranked matches of `text` from an engine that has matched nothing before (no
    /// narrowing, no kept results).
    static func fresh(_ text: String, in items: ItemStore, _ arguments: [String] = []) throws -> [Int] {
        var e = try EngineUnderTest(arguments)
        e.submit(text, in: items)
        return try #require(e.result(for: text)).list.itemIndices
    }

    @Test("Typing on looks only among the last matches and finds exactly what a fresh search finds, negations and alternatives included",
          arguments: [["a", "ab", "abc"], ["x", "x/", "x/a"], ["a !b", "a !bc"], ["a | b", "a | bc"], ["^a", "^ab"],
                      ["e$", "de$"], ["'ab", "'abc"], ["a !x", "a !x b"]])
    func narrowing(steps: [String]) throws {
        let items = store(randomItems(3000, seed: 11))
        var e = try EngineUnderTest()
        for text in steps {
            e.submit(text, in: items)
            let got = try #require(e.result(for: text), "no result for \(text)")
            #expect(got.list.itemIndices == (try Self.fresh(text, in: items)), "\(steps) at \(text)")
            #expect(got.request.itemCount == 3000)
        }
    }

    @Test("Backspace gives the kept result of an earlier query, the same as a fresh search")
    func backspace() throws {
        let items = store(randomItems(3000, seed: 12))
        var e = try EngineUnderTest()
        for text in ["a", "ab", "abc", "ab", "a", "ab"] {
            e.submit(text, in: items)
            let got = try #require(e.result(for: text))
            #expect(got.list.itemIndices == (try Self.fresh(text, in: items)), "\(text)")
        }
    }

    @Test("A newer query cancels an older one: nothing of the older revision is published after the newer is submitted")
    func staleRevisions() throws {
        let items = store(randomItems(200_000, seed: 13))
        var e = try EngineUnderTest()
        e.submit("a", in: items)
        e.submit("b", in: items)
        var seen: [MatchEngine.Result] = []
        let got = try #require(e.result(for: "b", seen: &seen))
        #expect(got.request.serial == 2)
        // Whatever "a" published came before "b" was submitted; after it, only "b".
        if let firstB = seen.firstIndex(where: { $0.request.text == "b" }) {
            #expect(seen[firstB...].allSatisfy { $0.request.text == "b" }, "\(seen.map(\.request.text))")
        }
        // And once the engine is idle, no late result of "a" comes.
        #expect(e.engine.takeResult() == nil)
        #expect(got.list.itemIndices == (try Self.fresh("b", in: items)))
    }

    @Test("Cancelling (an empty query answered by the picker itself) drops the match under way")
    func cancel() throws {
        let items = store(randomItems(200_000, seed: 14))
        var e = try EngineUnderTest()
        e.submit("a", in: items)
        e.engine.cancel(querySerial: 2)
        // What "a" published before the cancel returned is dropped here; once the match under
        // way has ended (the engine's queue has run what was queued), nothing of "a" came after.
        _ = e.engine.takeResult()
        e.engine.pool.waitForQueued()
        #expect(e.engine.takeResult() == nil)
        // The engine still runs; a later query is answered, and "a" never is.
        e.serial = 2
        e.submit("c", in: items)
        var seen: [MatchEngine.Result] = []
        #expect(e.result(for: "c", seen: &seen) != nil)
        #expect(!seen.contains { $0.request.text == "a" })
    }

    @Test("Many matches are published best-first (partial: the best in final order), then fully ranked")
    func partialThenFull() throws {
        let items = store(randomItems(20_000, seed: 15))
        var e = try EngineUnderTest()
        e.submit("a", in: items)
        var seen: [MatchEngine.Result] = []
        let full = try #require(e.result(for: "a", seen: &seen))
        let all = full.list.itemIndices
        #expect(all.count > Tunables.bestCount)
        for partial in seen where partial.list.isPartial {
            #expect(partial.list.count == all.count)
            let best = (0..<Tunables.bestCount).map { partial.list[$0] }
            #expect(best == Array(all.prefix(Tunables.bestCount)))
        }
    }

    @Test("More input for the same query: the new items are matched too")
    func growingInput() throws {
        let first = randomItems(1000, seed: 16)
        let more = first + randomItems(1000, seed: 17)
        var e = try EngineUnderTest()
        e.submit("ab", in: store(first))
        _ = try #require(e.result(for: "ab"))
        e.engine.submit(MatchRequest(serial: e.serial, text: "ab", query: e.options.query("ab"),
                                     itemCount: 2000), in: store(more))
        var seen: [MatchEngine.Result] = []
        var got = try #require(e.result(for: "ab", seen: &seen))
        while got.request.itemCount != 2000 {
            got = try #require(e.result(for: "ab", seen: &seen) as MatchEngine.Result?)
        }
        #expect(got.list.itemIndices == (try Self.fresh("ab", in: store(more))))
    }

    @Test("A query written otherwise (a blank typed at the end) gets the kept result at once, fully ranked")
    func sameQueryOtherText() throws {
        let items = store(randomItems(20_000, seed: 18))
        var e = try EngineUnderTest()
        e.submit("ab", in: items)
        let first = try #require(e.result(for: "ab"))
        #expect(first.list.count > Tunables.bestCount)
        e.submit("ab ", in: items)
        var seen: [MatchEngine.Result] = []
        let again = try #require(e.result(for: "ab ", seen: &seen))
        // No best-first result came before: nothing was matched again.
        #expect(seen.count == 1)
        #expect(again.list.itemIndices == first.list.itemIndices)
    }
}
