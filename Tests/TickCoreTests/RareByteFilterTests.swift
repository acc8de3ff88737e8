import Testing
import TickTestSupport
@testable import TickCore

/// `RareByteFilter`: the items of a chunk it offers hold every match, and it leaves many out
/// when a query needs a character few items have.
@Suite("Rare byte filter")
struct RareByteFilterTests {
    /// One sealed chunk holding `items`.
    static func chunk(_ items: [[UInt8]]) -> Chunk {
        var builder = ItemStoreBuilder()
        builder.append(items.flatMap { $0 + [0x0A] })
        builder.finish()
        return builder.store.chunks[0]
    }

    /// The items of `chunk` that `query` matches, one by one.
    static func matches(_ query: Query, in chunk: Chunk, configuration: Matcher.Configuration = .init()) -> [Int] {
        var matcher = Matcher(query: query, configuration: configuration)
        return (0..<chunk.count).filter { matcher.match(chunk.item($0), ascii: chunk.isASCII) != nil }
    }

    @Test("Every item the matcher matches is offered, once and in order; a rare character leaves most out")
    func offersEveryMatch() {
        var rng = SeededRandom(seed: 26)
        // Mostly common bytes, with a few rare letters in both cases.
        let common = Array("aab/./-_ \r".utf8), rare = Array("qQzZ".utf8)
        let queries = ["q", "aq", "qz", "'qa", "^aq", "q$", "a q", "Q", "qa | b", "!q a", "'q'", "aZ", "zq b",
                       "^a", "'zzq", "^q$", "q !z", "a | q z"]
        var applied = 0, offeredTotal = 0, itemsTotal = 0, matched = 0
        for _ in 0..<60 {
            let items: [[UInt8]] = (0..<rng.int(1...600)).map { _ in
                (0..<rng.int(0...40)).map { _ in rng.oneIn(25) ? rare[rng.int(0..<rare.count)] : common[rng.int(0..<common.count)] }
            }
            let chunk = Self.chunk(items)
            #expect(chunk.count == items.count)
            for text in queries {
                let query = Query(text)
                guard let filter = RareByteFilter(query: query, configuration: .init()) else { continue }
                var offered: [Int] = []
                guard filter.forEachCandidate(in: chunk, { offered.append($0); return true }) else { continue }
                let expected = Self.matches(query, in: chunk)
                applied += 1
                offeredTotal += offered.count
                itemsTotal += chunk.count
                matched += expected.count
                #expect(zip(offered, offered.dropFirst()).allSatisfy { $0 < $1 }, "\(text)")
                #expect(offered.allSatisfy { (0..<chunk.count).contains($0) }, "\(text)")
                #expect(Set(expected).isSubset(of: Set(offered)), "\(text): \(Set(expected).subtracting(offered).sorted())")
            }
        }
        // The comparison must have had matches to lose, and the filter items to leave out.
        #expect(applied > 500 && matched > 1_000, "applied \(applied), matched \(matched)")
        #expect(offeredTotal * 2 < itemsTotal, "offered \(offeredTotal) of \(itemsTotal)")
    }

    @Test("Stopping early: no item is offered after the body says no")
    func stopsWhenAsked() {
        let chunk = Self.chunk((0..<300).map { Array("item \($0 % 10 == 0 ? "q" : "a")".utf8) })
        let filter = RareByteFilter(query: Query("q"), configuration: .init())!
        var offered: [Int] = []
        #expect(filter.forEachCandidate(in: chunk) { offered.append($0); return offered.count < 3 })
        #expect(offered == [0, 10, 20])
    }

    @Test("It stands aside for a character most items hold, a query that requires none, --with-nth and a non-ASCII chunk")
    func standsAside() throws {
        let chunk = Self.chunk((0..<300).map { Array("path/\($0)/qa".utf8) })
        // Every item holds every character of the query: matching each is cheaper.
        #expect(RareByteFilter(query: Query("pq"), configuration: .init())!.forEachCandidate(in: chunk) { _ in true } == false)
        // Only alternatives, only exclusions, an empty query: nothing is required.
        #expect(RareByteFilter(query: Query("a | b"), configuration: .init()) == nil)
        #expect(RareByteFilter(query: Query("!a"), configuration: .init()) == nil)
        #expect(RareByteFilter(query: Query(""), configuration: .init()) == nil)
        // A template can add characters the item does not hold.
        var configuration = Matcher.Configuration()
        configuration.withNth = try OptionParser.parse(["--with-nth", "{1}q"], defaults: nil).matcherConfiguration.withNth
        #expect(configuration.withNth != nil)
        #expect(RareByteFilter(query: Query("q"), configuration: configuration) == nil)
        // A chunk with a byte outside ASCII is matched item by item.
        let wide = Self.chunk([Array("caf\u{e9}".utf8)] + (0..<300).map { _ in Array("abc".utf8) })
        #expect(!wide.isASCII)
        #expect(RareByteFilter(query: Query("q"), configuration: .init())!.forEachCandidate(in: wide) { _ in true } == false)
    }
}
